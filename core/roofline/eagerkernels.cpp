#include "core/roofline/eagerkernels.h"

#include "core/memory/pytorchactivations.h"
#include "core/model/frameworkprofile.h"
#include "core/roofline/kernellaunches.h"

namespace rooflab {
namespace {

constexpr double kFp32 = 4;

// Hugging Face LlamaRMSNorm over an input of `x` bytes per value: cast to fp32, square, mean,
// multiply by 1/rms, cast back, multiply by the weight; each a kernel reading and writing
// whole tensors (the mean writes one value per row, 1/rms is per row too).
double eagerRmsNorm(double x) {
    const double casts = x == kFp32 ? 0.0 : (x + kFp32) + (kFp32 + x);
    return casts + 2 * kFp32 /* square */ + kFp32 /* mean */ + 2 * kFp32 /* × 1/rms */ + 2 * x /* × weight */;
}

// torchtitan's apply_rotary_emb over q or k of `qk` bytes per value: `.float()` (none in fp32),
// the complex product with freqs_cis (reads the fp32 pairs, writes them), the cast back. Under
// torch.compile the same three: Inductor generates no code for complex tensors and runs the
// product as ATen's kernel (torch/_inductor/lowering.py, unsupported_input_tensor: "does not
// support code generation for complex operators"), so the casts around it cannot fuse into it.
double torchtitanComplexRotary(double qk) {
    return (qk == kFp32 ? 0.0 : qk + kFp32) + 2 * kFp32 + (kFp32 + qk);
}

// Megatron's vocab-parallel cross-entropy (megatron/core/tensor_parallel/cross_entropy.py), a
// kernel per line over logits of `e` bytes: `.float()` (a copy unless already fp32), the max, the
// max subtracted in place, exp in place, the sum, the division in place; backward: the gradient
// multiplied in place, then autograd's cast back to the logits' dtype.
double vocabParallelCrossEntropy(double e) {
    const double casts = e == kFp32 ? 0.0 : (e + kFp32) + (kFp32 + e);
    return casts + kFp32 /* max */ + 2 * kFp32 /* - max */ + 2 * kFp32 /* exp */ + kFp32 /* sum */ +
           2 * kFp32 /* / sum */ + 2 * kFp32 /* × gradient */;
}

// PyTorch's F.cross_entropy run eagerly (transformers' ForCausalLMLoss, torchtitan's uncompiled
// cross_entropy_loss): logits.float(), log_softmax, nll; backward: a zeroed gradient, log_softmax's
// backward (reads the gradient and the output), the cast back.
double eagerCrossEntropy(double e) {
    const double casts = e == kFp32 ? 0.0 : (e + kFp32) + (kFp32 + e);
    return casts + 2 * kFp32 + kFp32 + 3 * kFp32;
}

// GPT-2's gelu_new (transformers' NewGELUActivation), the PyTorch profile's GELU as its memory
// model has it (core/memory/pytorchactivations.cpp): 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))),
// a kernel per Python operation over `x`-byte values: x^3, x 0.044715, + x, x sqrt(2/pi), tanh,
// + 1, 0.5 x, the product. Under CUDA autocast pow runs in fp32 (x cast up first), the chain
// stays fp32 from there but 0.5 x, and the down projection casts the fp32 product back.
double eagerGeluNew(double x, bool autocast) {
    if (!autocast || x == kFp32)
        return 2 * x + 2 * x + 3 * x + 2 * x + 2 * x + 2 * x + 2 * x + 3 * x;
    const double f = kFp32;
    return (x + f) /* cast */ + 2 * f /* pow */ + 2 * f + (x + 2 * f) /* + x */ + 2 * f + 2 * f /* tanh */ + 2 * f +
           2 * x /* 0.5 x */ + (x + 2 * f) /* product */ + (f + x) /* cast for down */;
}

// MPT's flash path (llm-foundry llmfoundry/models/layers/attention.py flash_attn_fn, 8c8dd48f7) runs
// flash_attn's varlen kernel on unpadded tokens even when nothing is padded: flash_attn's
// bert_padding gathers q, k and v (index_first_axis: torch.gather, one read and one write) and
// scatters the output back (pad_input: torch.zeros, then index_put). Backward: each gather's
// gradient is torch.zeros plus scatter_ (3 e), the split of the fused QKV concatenates the three
// (2 e), and the output's is a gather (2 e). Per element of the attention width (the q heads) and
// pass, with the backward as two passes: the forward's 2 e (q + 2 kv) / q + 3 e, which the
// backward's 5 e (q + 2 kv) / q + 2 e matches to within an element's 2 e over three passes.
double mptUnpadAndPad(const Architecture& a, double e) {
    const double gathered = (a.attentionWidth() + 2.0 * a.kvWidth()) / a.attentionWidth();
    return 2 * e * gathered + 3 * e;
}

} // namespace

bool mptFlashPath(const TrainingConfig& t) {
    const AttentionKernel kernel = t.resolvedAttentionKernel();
    return t.implementation == Implementation::LlmFoundry && t.usesFlashAttention() &&
           (kernel == AttentionKernel::FlashAttn2 || kernel == AttentionKernel::FlashAttn3);
}

ElementwiseBytes elementwiseBytes(const Scenario& sc, bool training, bool fullRecompute) {
    const Architecture& a = sc.model.arch;
    const double e = dtypeBytes(sc.precision.activations);
    ElementwiseBytes b;
    const bool rmsNorm = a.norm == NormKind::RmsNorm;
    // torch.compile fuses each elementwise chain into one kernel (Inductor): the fused
    // kernels' passes below, with the loss as the profile computes it.
    if (training && sc.training.compiled()) {
        b.norm = 2 * residualStreamBytes(sc);
        b.residualAdd = 3 * residualStreamBytes(sc);
        b.activation = a.mlp == MlpKind::SwiGlu ? 3 * e : 2 * e;
        b.qkNorm = a.qkNorm ? 2 * e : 0;
        if (a.learnedPositions == 0)
            b.rotary = sc.training.implementation == Implementation::Torchtitan ? torchtitanComplexRotary(e) : 2 * e;
        b.residualDropout = sc.training.dropout ? 2 * e + 1 : 0;
        // The loss is compiled only where the code compiles it (training.loss "compiled");
        // torchtitan's blocks alone are compiled before 2025-06: its loss then runs eager.
        b.lossPerLogit =
            sc.training.loss == LossKind::Eager ? eagerCrossEntropy(e) : 2 * (e + dtypeBytes(sc.precision.logits));
        if (sc.precision.autocast) { // autocast's weight casts stay kernels of their own
            const double w = dtypeBytes(sc.precision.weights), g = dtypeBytes(sc.precision.gradients);
            b.weightCasts = (w + e) * (fullRecompute ? 2.0 : 1.0) + (sc.finetune.frozenBase() ? 0.0 : e + g);
        }
        return b;
    }
    if (!training || !sc.training.isPyTorch()) {
        // Fused kernels: a norm reads its input and writes its output; SwiGLU reads gate and up
        // and writes the product; a residual add reads two tensors and writes one.
        b.norm = 2 * e;
        b.residualAdd = 3 * e;
        b.activation = a.mlp == MlpKind::SwiGlu ? 3 * e : 2 * e;
        b.softmaxPerScore = 2 * e;
        b.qkNorm = a.qkNorm ? 2 * e : 0;
        b.lossPerLogit = vocabParallelCrossEntropy(e);
        return b;
    }
    // The residual stream is fp32 under autocast (a 16-bit matmul output added to fp32).
    const double r = residualStreamBytes(sc);
    // torch.nn.LayerNorm is one native kernel each way; LlamaRMSNorm is Python (above), PyTorch's
    // fused RMSNorm (training.rms_norm "fused") one kernel like LayerNorm.
    const bool fusedNorm = sc.training.fusedRmsNorm();
    b.norm = rmsNorm && !fusedNorm ? eagerRmsNorm(r) : 2 * r;
    // Under autocast a q/k norm's fp32 weight makes its output fp32: the rotary embedding then
    // runs in fp32 and SDPA's autocast casts q and k back to 16 bits.
    const bool fp32QueryKey = a.qkNorm && sc.precision.autocast && e != kFp32;
    const double qk = fp32QueryKey ? kFp32 : e;
    if (a.qkNorm)
        b.qkNorm = fusedNorm ? 2 * e : eagerRmsNorm(e) + (fp32QueryKey ? (kFp32 - e) + (kFp32 + e) : 0.0);
    b.residualAdd = 2 * r + e;
    // SwiGLU: act_fn(gate) then × up, two kernels; GELU: GPT-2's gelu_new, eight; one GELU
    // kernel (GPT-NeoX's, Falcon's, torchtitan's and llm-foundry's) or ReLU (OPT's) one.
    b.activation = a.mlp == MlpKind::SwiGlu                      ? 2 * e + 3 * e
                   : mlpActivation(sc) != MlpActivation::GeluNew ? 2 * e
                                                                 : eagerGeluNew(e, sc.precision.autocast);
    // Eager attention: scores × scale, + the causal mask, softmax into fp32, cast back.
    b.softmaxPerScore = 2 * e + 2 * e + (e + kFp32) + (kFp32 + e);
    // apply_rotary_pos_emb: x × cos, rotate_half (negate half, concatenate), × sin, add.
    // torchtitan's apply_rotary_emb: x.float() as complex, × freqs_cis, cast back.
    if (a.learnedPositions == 0)
        b.rotary = sc.training.implementation == Implementation::Torchtitan ? torchtitanComplexRotary(qk)
                                                                            : 2 * qk + qk + 2 * qk + 2 * qk + 3 * qk;
    b.headsToTokens = mptFlashPath(sc.training) ? mptUnpadAndPad(a, e) : 2 * e;
    // nn.Dropout after the attention and MLP outputs: one fused kernel writing a bool mask.
    if (sc.training.dropout)
        b.residualDropout = 2 * e + 1;
    if (sc.precision.autocast) {
        // Llama-family blocks project q, k, v separately (three casts) and feed gate and up (two);
        // GPT-2-style blocks one fused QKV and one up projection.
        const ProjectionLaunches projections = projectionLaunches(sc, training);
        b.normOutputCasts = (projections.qkv + projections.mlpUp) * (r + e);
        const double w = dtypeBytes(sc.precision.weights), g = dtypeBytes(sc.precision.gradients);
        const double forwardCast = w + e;
        const double gradientCast = sc.finetune.frozenBase() ? 0.0 : e + g;
        b.weightCasts = forwardCast * (fullRecompute ? 2.0 : 1.0) + gradientCast;
    }
    b.lossPerLogit =
        sc.training.loss == LossKind::Eager ? eagerCrossEntropy(e) : 2 * (e + dtypeBytes(sc.precision.logits));
    return b;
}

} // namespace rooflab
