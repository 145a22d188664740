#include "core/memory/pytorchactivations.h"

#include "core/memory/memorynames.h"
#include "core/memory/moememory.h"
#include "core/memory/savedtensors.h"
#include "core/model/attentionmask.h"
#include "core/model/contextparallel.h"
#include "core/model/finetune.h"
#include "core/model/frameworkknobs.h"
#include "core/model/frameworkprofile.h"
#include "core/model/latentattention.h"

#include <algorithm>

#include <string_view>
#include <type_traits>
#include <utility>

namespace rooflab {
namespace {

using namespace memorynames;

constexpr const char* kSourceEager = "Hugging Face transformers, eager LlamaDecoderLayer / GPT2Block; PyTorch autograd";
constexpr const char* kSourceSdpa = "PyTorch scaled_dot_product_attention (FlashAttention / memory-efficient kernels)";
constexpr const char* kSourceTorchtitan =
    "torchtitan models/llama3/model.py (2519f63: SDPA, repeat_kv, complex rotary) with PyTorch autograd";
constexpr const char* kSourceFoundry =
    "llm-foundry MPTBlock (flash_attn, nn.GELU approximate='none', ffn.py _FFN_ACT_FN_DEFAULT)";
constexpr const char* kSourceCompiled = "torch.compile: Inductor fusion, saved tensors by AOTAutograd's min-cut "
                                        "partitioner (torch/_functorch/partitioners.py, PyTorch 2.5)";
constexpr const char* kAttentionWidth = ROOFLAB_TR_NOOP("rooflab::Explain", "attention width");
constexpr const char* kQkvWidths = ROOFLAB_TR_NOOP("rooflab::Explain", "widths 2 q + v");
constexpr const char* kDFf = ROOFLAB_TR_NOOP("rooflab::Explain", "d_ff");
constexpr const char* kValuesPerToken = ROOFLAB_TR_NOOP("rooflab::Explain", "values per token");

// The dtypes one PyTorch block works in.
struct BlockTypes {
    double act = 2;      // matmul outputs (the compute dtype under autocast)
    double residual = 2; // the residual stream and the norms' inputs
    bool autocast = false;
    bool cpu = false;
    bool dropout = false;
    // torch.compile: the min-cut partitioner saves the inputs of each fused elementwise chain
    // and recomputes the chain in the backward (docs/formulas.md, "torch.compile").
    bool compiled = false;
    // Eager, each RMSNorm one fused kernel (training.rms_norm): it keeps what a compiled norm keeps.
    bool fusedRmsNorm = false;
    // A plain MLP's activation (GPT-2's gelu_new, one GELU kernel or ReLU).
    MlpActivation activation = MlpActivation::GeluNew;
    // A dropout mask over a tensor of `bytes` per value: CUDA's fused kernel keeps a bool mask,
    // the CPU path multiplies by a saved noise tensor of the input's dtype (ATen Dropout.cpp).
    double mask(double bytes) const { return dropout ? (cpu ? bytes : 1.0) : 0.0; }
};

BlockTypes blockTypes(const Scenario& sc) {
    BlockTypes t;
    t.act = dtypeBytes(sc.precision.activations);
    t.autocast = sc.precision.autocast;
    t.residual = savedResidualBytes(sc);
    t.cpu = sc.training.backend == Backend::Cpu;
    t.dropout = sc.training.dropout;
    t.compiled = sc.training.compiled();
    t.fusedRmsNorm = sc.training.fusedRmsNorm();
    t.activation = mlpActivation(sc);
    return t;
}

// Latent attention's own tensors (HF DeepseekV3Attention, audited with
// validation/audit_saved.py): its RMSNorms over the query latent (q_lora_rank, when there is
// one) and the key-value latent (kv_lora_rank) keep what the model's norms keep (the fp32
// input, its square on PyTorch 1.13, 1/rms, the normalised output) and the up-projections
// their inputs. In fp32 the key-value norm's input is a view of the down-projection's output,
// which keeps the rotary key's channels alive too; in 16 bits it is a cast copy of the latent.
template <class Recorder>
void addLatentAttentionTensors(SavedTensors<Recorder>& saved, const Scenario& sc, const Architecture& a,
                               const BlockTypes& t) {
    using Split = typename SavedTensors<Recorder>::Split;
    const LatentAttention& m = a.mla;
    const double latents = double(m.qLoraRank) + m.kvLoraRank;
    const double viewedRope = t.act >= 4 ? m.qkRopeDim : 0;
    const char* kLatent = ROOFLAB_TR_NOOP("rooflab::Explain", "latent widths (q_lora_rank + kv_lora_rank)");
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "latent RMSNorm inputs in fp32"), kLatent, latents + viewedRope, 4,
              Split::Model);
    if (sc.training.pytorch == PyTorchVersion::V1_13)
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "latent RMSNorm squares in fp32"), kLatent, latents, 4,
                  Split::Model);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "latent RMSNorm 1/rms"), kValuesPerToken, m.qLoraRank > 0 ? 2 : 1, 4,
              Split::None);
    if (sc.finetune.frozenBase())
        return; // frozen norm weights and up-projections keep nothing of their own
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "latent RMSNorm outputs and up-projection inputs"), kLatent,
              2 * latents, t.act, Split::Model);
}

// What every part of one decoder layer reads.
struct PyTorchLayer {
    const Scenario& sc;
    const Architecture& a;
    BlockTypes t;
    bool llama;    // HF Llama's RMSNorm block, else GPT-2's LayerNorm block
    bool frozen;   // LoRA's frozen base
    double routed; // routed copies per token (1 in a dense MLP)
    // The eager core takes its softmax in fp32 (Architecture::softmaxInFp32; the Llama family always).
    bool fp32Softmax;
};

PyTorchLayer pytorchLayer(const Scenario& sc, const Architecture& a) {
    const BlockTypes t = blockTypes(sc);
    const bool llama = a.norm == NormKind::RmsNorm;
    return {sc, a, t, llama, sc.finetune.frozenBase(), routedTokensPerToken(sc, a), llama || a.softmaxInFp32};
}

// The layer's norms (two; one in Falcon-7B's parallel block, four in Gemma 2). RMSNorm (HF
// LlamaRMSNorm) upcasts to fp32 and keeps that input, 1/rms per token and the normalised output
// in the input's dtype (Gemma's in fp32: it applies the weight before casting back); PyTorch
// 1.13's mean backward also keeps its input, the square (2.x keeps only its size). LayerNorm
// keeps its input and mean and 1/std per token. Norms that read the same tensor (a parallel
// block's: GPT-NeoX, Falcon) keep one input between them.
template <class Recorder> void addNormTensors(SavedTensors<Recorder>& saved, const PyTorchLayer& l) {
    using Split = typename SavedTensors<Recorder>::Split;
    const double h = l.a.dModel;
    const double norms = double(l.a.normsPerLayer);
    const double inputs = l.a.parallelBlock ? std::min(norms, 1.0) : norms;
    const char* kNormInputs = ROOFLAB_TR_NOOP("rooflab::Explain", "d_model × distinct norm inputs");
    const char* kNormWidth = ROOFLAB_TR_NOOP("rooflab::Explain", "d_model × norms");
    if (l.t.compiled || (l.llama && l.t.fusedRmsNorm)) {
        // One fused kernel per norm: its input and the per-token statistics are saved, the
        // normalised output (and the projections' input) is recomputed in the backward. PyTorch's
        // fused RMSNorm the same: its backward reads the input and 1/rms (aten::_fused_rms_norm_backward).
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "norm inputs (outputs recomputed)"), kNormInputs, inputs * h,
                  l.t.residual, Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "norm statistics in fp32"), kValuesPerToken,
                  norms * (l.llama ? 1 : 2), 4, Split::None);
        return;
    }
    if (l.llama) {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "RMSNorm inputs in fp32"), kNormInputs, inputs * h, 4,
                  Split::Model);
        if (l.sc.training.pytorch == PyTorchVersion::V1_13)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "RMSNorm squares in fp32"), kNormWidth, norms * h, 4,
                      Split::Model);
        // weight × x keeps x for the weight's gradient: a frozen weight needs none.
        if (!l.frozen)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "RMSNorm outputs"), kNormWidth, norms * h,
                      l.a.normInFp32 ? 4.0 : l.t.residual, Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "RMSNorm 1/rms"), kValuesPerToken, norms, 4, Split::None);
    } else {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "LayerNorm inputs"), kNormInputs, inputs * h, l.t.residual,
                  Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "LayerNorm mean and 1/std"), kValuesPerToken, 2 * norms,
                  l.t.residual, Split::None);
    }
}

// Qwen3's RMSNorm over each query and each key head (Qwen3Attention's q_norm and k_norm, between
// the projections and the rotary embedding; transformers modeling_qwen3.py): the layer's norm
// module over the projections' outputs, q + kv wide (the keys before repeat_kv), so it keeps what
// addNormTensors' norms keep: the fp32 input (and its square on PyTorch 1.13), 1/rms per head and
// the normalised output in the projection's dtype for the weight's gradient (none when frozen).
// The rotary embedding that follows multiplies by cos and sin and keeps only them. Compiled, one
// fused kernel keeps the input and the statistics. Measured: validation/harness.py's qwen3 rows.
template <class Recorder> void addQkNormTensors(SavedTensors<Recorder>& saved, const PyTorchLayer& l) {
    using Split = typename SavedTensors<Recorder>::Split;
    if (!l.a.qkNorm)
        return;
    const double width = double(l.a.attentionWidth() + l.a.kvWidth());
    const double heads = double(l.a.heads + l.a.kvHeads);
    const char* kWidths = ROOFLAB_TR_NOOP("rooflab::Explain", "widths q + kv");
    const char* kHeads = ROOFLAB_TR_NOOP("rooflab::Explain", "query and key heads");
    if (l.t.compiled || l.t.fusedRmsNorm) {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norm inputs (outputs recomputed)"), kWidths, width,
                  l.t.act, Split::Heads);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norm statistics in fp32"), kHeads, heads, 4,
                  Split::Heads);
        return;
    }
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norm inputs in fp32"), kWidths, width, 4, Split::Heads);
    if (l.sc.training.pytorch == PyTorchVersion::V1_13)
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norm squares in fp32"), kWidths, width, 4, Split::Heads);
    if (!l.frozen)
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norm outputs"), kWidths, width, l.t.act, Split::Heads);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "q and k norm 1/rms"), kHeads, heads, 4, Split::Heads);
}

// The projections' inputs: one tensor shared by the projections, except under autocast,
// which casts the (fp32) norm output once per projection and each cast is saved. A frozen
// projection keeps no input (only its weight, for the input's gradient); the adapters keep
// theirs (core/model/finetune.h, adapterInputCopies).
template <class Recorder> void addProjectionInputs(SavedTensors<Recorder>& saved, const PyTorchLayer& l) {
    using Split = typename SavedTensors<Recorder>::Split;
    const Scenario& sc = l.sc;
    const Architecture& a = l.a;
    const double h = a.dModel;
    if (!l.frozen && tensorParallelKeepsGatheredInputs(sc)) {
        // parallel.tp_saved_inputs "gathered" (torchtitan's plan, parallelize_llama.py at 9dec370):
        // each norm's sequence-sharded output is all-gathered (PrepareModuleInput, Shard(1) ->
        // Replicate()) and the column-parallel projections keep that whole-sequence tensor for
        // their weights' gradient, one for the attention's, one for the MLP's. Compiled too: the
        // partitioner does not recompute a collective.
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "all-gathered projection inputs (attention, MLP)"), kDModel,
                  2 * h, l.t.act, Split::None);
        return;
    }
    if (!l.frozen && l.t.compiled)
        return; // the norms' outputs: recomputed from their saved inputs (addNormTensors)
    if (!l.frozen) {
        // Latent attention has two: the query and the key-value down-projections (or W_Q).
        const double attentionProjections = l.llama && l.t.autocast ? (a.mla.enabled() ? 2 : 3) : 1;
        // An MoE's norm output feeds only its router (the experts take gathered copies).
        const double mlpProjections = a.mlp == MlpKind::SwiGlu && l.t.autocast && !a.isMoe() ? 2 : 1;
        // One norm feeding both branches (Falcon-7B) hands them one tensor, unless autocast casts it
        // for each projection.
        const double inputs = a.normsPerLayer == 1 && !l.t.autocast ? 1 : attentionProjections + mlpProjections;
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "projection inputs (one per projection under autocast)"), kDModel,
                  inputs * h, l.t.act, Split::Model);
    } else {
        // GPT-2's c_attn is one matrix: one adapter when any of Q, K, V is adapted.
        const int attention = l.llama ? adaptedAttentionInputs(sc) : std::min(1, adaptedAttentionInputs(sc));
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "adapter inputs (a copy per adapter when cast)"), kDModel, h,
                  adapterInputCopies(sc, attention, l.t.act) + adapterInputCopies(sc, adaptedMlpInputs(sc, a), l.t.act),
                  Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "adapter rank-wide outputs (lora_A)"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "rank × adapted matrices"),
                  double(sc.finetune.rank) * adapterShapes(sc, a).adaptedPerLayer, adapterRankBytes(sc), Split::None);
    }
}

// Bytes per value of the output projection's input (attention output) or the MLP's down
// projection input: saved by the projection when it trains, by its adapter (as the other
// projections' inputs) when frozen.
double projectionInputBytes(const PyTorchLayer& l, AdapterTarget projection) {
    return l.frozen ? adapterInputCopies(l.sc, l.sc.finetune.adapts(projection) ? 1 : 0, l.t.act) : l.t.act;
}

// The widths and bytes the attention core's saved tensors are counted in.
struct AttentionShape {
    double q;           // queries' and keys' width
    double v;           // values' and the output's width
    double keptValues;  // the width of what the saved values keep alive
    double outputInput; // bytes per value of the output projection's saved input
    double s;           // keys per query (the local sequence)
};

AttentionShape attentionShape(const PyTorchLayer& l, const MemoryInputs& in, bool sdpa, bool recomputeAttentionCore) {
    const Architecture& a = l.a;
    // Values and the attention output: q wide, or heads x v_head_dim with latent attention
    // (whose queries and keys are q = heads x (qk_nope_head_dim + qk_rope_head_dim) wide).
    const double v = attentionOutputWidth(a);
    // Latent attention's V is a slice of kv_b_proj's output, next to the keys' nope channels.
    // Saved as a slice it keeps that whole output alive: SDPA and a checkpoint save it as
    // given, and eager matmul's reshape is a view when the micro-batch is 1 (with more
    // sequences it makes a contiguous copy). Measured with validation/audit_saved.py.
    const bool eagerCore = !sdpa && !recomputeAttentionCore;
    const double heads = a.heads;
    const double keptValues =
        a.mla.enabled() && (!eagerCore || in.microBatch == 1) ? heads * (a.mla.qkNopeDim + a.mla.vHeadDim) : v;
    return {double(a.attentionWidth()), v, keptValues, projectionInputBytes(l, TargetO), in.localSequence};
}

// SDPA keeps q, k, v (k and v repeated to the query width by HF's repeat_kv), its output
// and the fp32 log-sum-exp per head; no s x s scores. The fused kernels write the output
// token-major, so HF's transpose(1, 2).contiguous() is a view and a training o_proj
// keeps the same tensor (measured on an H100, docs/validation.md); an adapter on a
// frozen o_proj keeps its own cast copy.
template <class Recorder>
void addSdpaTensors(SavedTensors<Recorder>& saved, const PyTorchLayer& l, const AttentionShape& at) {
    using Split = typename SavedTensors<Recorder>::Split;
    const double act = l.t.act;
    // llm-foundry hands flash-attn 2 GQA's keys and values as they are (should_repeat_kv_for_gqa
    // is false with flash-attn 2, llmfoundry/models/layers/attention.py).
    if (l.sc.training.implementation == Implementation::LlmFoundry && !l.a.mla.enabled())
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V (keys and values at their own width)"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "widths q + 2 kv"), at.q + 2.0 * double(l.a.kvWidth()), act,
                  Split::Heads);
    else
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V at the query width"), kQkvWidths,
                  2 * at.q + at.keptValues, act, Split::Heads);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention output (kernel, projection input)"), kAttentionWidth, at.v,
              act, Split::Heads);
    // Latent attention's values are narrower than its queries and keys, which takes CUDA's
    // SDPA to its memory-efficient kernel: there o_proj's input is a copy of the output,
    // saved beside it (measured on an H200, docs/validation.md "CUDA memory on an H200").
    if (l.a.mla.enabled() && !l.t.cpu && !l.frozen)
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention output (projection input copy)"), kAttentionWidth,
                  at.v, act, Split::Heads);
    if (l.frozen)
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention output (adapter input)"), kAttentionWidth, at.v,
                  at.outputInput, Split::Heads);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "softmax log-sum-exp"), ROOFLAB_TR_NOOP("rooflab::Explain", "heads"),
              double(l.a.heads), 4, Split::Heads);
    // A sliding window's explicit mask (core/model/attentionmask.h): the additive bias PyTorch
    // makes of it per call, [b, 1, q, k] in the query's dtype, saved for the backward (one
    // key row per token), averaged over the layers when only some have a window.
    if (const double masked = sdpaMaskedLayerShare(l.sc, at.s); masked > 0)
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "sliding-window mask bias"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "keys per token × share of layers with the mask"), at.s * masked,
                  act, Split::None);
}

// The eager attention core. matmul(q, kᵀ) and matmul(p, v) save copies of q, k and v at the
// query width (HF's repeat_kv expands GQA's keys and values; latent attention's concatenated
// queries and keys and a contiguous copy of its values), and the output projection its input.
// Selective recomputation keeps only these, the attention core's inputs.
template <class Recorder>
void addEagerAttentionTensors(SavedTensors<Recorder>& saved, const PyTorchLayer& l, const AttentionShape& at,
                              bool recomputeAttentionCore) {
    using Split = typename SavedTensors<Recorder>::Split;
    const BlockTypes& t = l.t;
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V at the query width"), kQkvWidths, 2 * at.q + at.keptValues,
              t.act, Split::Heads);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention output (projection input)"), kAttentionWidth, at.v,
              at.outputInput, Split::Heads);
    if (recomputeAttentionCore)
        return;
    // Scores: softmax keeps its output; Llama (OPT, GPT-NeoX) takes the softmax in fp32 and
    // casts the probabilities back (both kept); GPT-2's softmax runs in the scores' dtype, in fp32
    // under CUDA autocast (softmax is on its fp32 list) with a 16-bit copy for the matmul.
    const double softmax = l.fp32Softmax || (t.autocast && !t.cpu) ? 4 : t.act;
    // The value matmul's input is a separate tensor when the softmax ran in another dtype
    // (the cast back) or dropout made a new one; dropout acts on the fp32 probabilities
    // under autocast where rotary embeddings made the query fp32 (the cast to the query's dtype
    // is then a no-op) and on the 16-bit ones otherwise.
    const double probabilities = t.dropout || softmax != t.act ? t.act : 0;
    const double dropped = l.fp32Softmax && t.autocast && l.a.learnedPositions == 0 ? 4 : t.act;
    const double heads = l.a.heads;
    const char* kScoresWidth = ROOFLAB_TR_NOOP("rooflab::Explain", "scores per token (heads × s)");
    // Gemma 2's cap on the scores, tanh(scores / cap) x cap: tanh keeps its output, in the scores'
    // dtype (transformers' SDPA path ignores the cap).
    if (l.a.attnLogitSoftcap > 0)
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "capped scores (tanh output)"), kScoresWidth, heads * at.s, t.act,
                  Split::Heads);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "softmax output"), kScoresWidth, heads * at.s, softmax, Split::Heads);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "probabilities for the value matmul"), kScoresWidth, heads * at.s,
              probabilities, Split::Heads);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention dropout mask"), kScoresWidth, heads * at.s,
              t.mask(dropped), Split::Heads);
}

// MLP. SwiGLU (HF LlamaMLP: down(silu(gate(x)) * up(x))) keeps gate, silu(gate), up and
// their product. GPT-2's gelu_new is a Python tanh formula whose autograd keeps four
// d_ff-wide tensors besides the output; under CUDA autocast pow and tanh run in fp32. One GELU
// kernel (F.gelu: GPT-NeoX's, Falcon's, torchtitan's) keeps its input; ReLU (OPT's) keeps its
// output, the down projection's input, and nothing else (threshold_backward reads the result).
template <class Recorder> void addMlpTensors(SavedTensors<Recorder>& saved, const PyTorchLayer& l) {
    using Split = typename SavedTensors<Recorder>::Split;
    const BlockTypes& t = l.t;
    const double f = l.a.dFf, routed = l.routed;
    if (t.compiled) {
        // One fused kernel: SwiGLU keeps gate and up, GELU its input; the activation and the
        // down projection's input are recomputed in the backward.
        const bool swiglu = l.a.mlp == MlpKind::SwiGlu;
        saved.add(swiglu ? ROOFLAB_TR_NOOP("rooflab::Explain", "MLP gate and up (activation recomputed)")
                         : ROOFLAB_TR_NOOP("rooflab::Explain", "MLP activation input (activation recomputed)"),
                  kDFf, (swiglu ? 2 : 1) * f * routed, t.act, Split::Heads);
        if (l.frozen)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP output (down projection input)"), kDFf, f * routed,
                      projectionInputBytes(l, TargetDown), Split::Heads);
        return;
    }
    if (l.a.mlp == MlpKind::SwiGlu) {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates (gate, silu, up)"), kDFf, 3 * f * routed,
                  t.act, Split::Heads);
    } else if (t.activation == MlpActivation::Relu) {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP output (ReLU output, down projection input)"), kDFf,
                  f * routed, t.act, Split::Heads);
        return;
    } else if (t.activation == MlpActivation::Gelu) {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates (GELU input)"), kDFf, f * routed, t.act,
                  Split::Heads);
    } else if (t.autocast && !t.cpu) {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates in fp32 (gelu_new: x, tanh, 1 + tanh)"), kDFf,
                  3 * f * routed, 4, Split::Heads);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates (x/2)"), kDFf, f * routed, t.act,
                  Split::Heads);
    } else {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates (gelu_new: x, tanh, 1 + tanh, x/2)"), kDFf,
                  4 * f * routed, t.act, Split::Heads);
    }
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP output (down projection input)"), kDFf, f * routed,
              projectionInputBytes(l, TargetDown), Split::Heads);
}

// HF's sparse MoE block (MixtralSparseMoeBlock, Qwen3MoeSparseMoeBlock): the router's
// softmax in fp32 and its top-k indices, then per expert the gathered tokens (its
// projections' input; under autocast each of gate and up keeps its own cast), its
// output, kept by the multiply with the routing weights, and the weighted output.
template <class Recorder> void addMoeTensors(SavedTensors<Recorder>& saved, const PyTorchLayer& l) {
    using Split = typename SavedTensors<Recorder>::Split;
    const Architecture& a = l.a;
    const BlockTypes& t = l.t;
    const double h = a.dModel, routed = l.routed;
    const double expertInputs = a.mlp == MlpKind::SwiGlu && t.autocast ? 2 : 1;
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "expert inputs (gathered tokens)"), kDModel,
              expertInputs * h * routed, t.act, Split::Model);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "expert outputs (routing-weight product)"), kDModel, h * routed,
              t.act, Split::Model);
    // index_add_ keeps its source (the weighted output, in the residual stream's dtype:
    // the product with the fp32 routing weights under autocast) for the shape of its gradient.
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "weighted expert outputs (index_add_ source)"), kDModel, h * routed,
              t.residual, Split::Model);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "router softmax in fp32"),
              ROOFLAB_TR_NOOP("rooflab::Explain", "experts"), double(a.experts), 4, Split::None);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "top-k expert indices"), ROOFLAB_TR_NOOP("rooflab::Explain", "top_k"),
              double(std::max<std::int64_t>(1, a.topK)), 8, Split::None);
    if (a.sharedDFf > 0)
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "shared expert intermediates (gate, silu, up, product)"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "shared d_ff"), 4.0 * a.sharedDFf, t.act, Split::Heads);
}

// Whose modules the layer's saved tensors follow.
const char* layerSource(const Scenario& sc) {
    if (sc.training.compiled())
        return kSourceCompiled;
    switch (sc.training.implementation) {
    case Implementation::Torchtitan:
        return kSourceTorchtitan;
    case Implementation::LlmFoundry:
        return kSourceFoundry;
    case Implementation::PyTorchEager:
        return kSourceEager;
    default:
        return kSourceSdpa;
    }
}

} // namespace

double residualStreamBytes(const Scenario& sc) {
    return sc.precision.autocast ? dtypeBytes(sc.precision.weights) : dtypeBytes(sc.precision.activations);
}

double savedResidualBytes(const Scenario& sc) {
    // FSDP's mixed precision hands the forward 16-bit parameters (fsdpCastsParameters): the
    // embedding's output, and so every residual add after it, is 16-bit although autocast is on.
    return fsdpCastsParameters(sc) ? dtypeBytes(sc.precision.activations) : residualStreamBytes(sc);
}

template <class Recorder>
Traced pytorchLayerBytes(const Scenario& sc, const MemoryInputs& in, bool recomputeAttentionCore, Recorder* trace) {
    using Split = typename SavedTensors<Recorder>::Split;
    const PyTorchLayer l = pytorchLayer(sc, *in.arch);
    const bool sdpa = sc.training.usesFlashAttention();
    SavedTensors<Recorder> saved(sc, in.localSequence * in.microBatch,
                                 ROOFLAB_TR_NOOP("rooflab::Explain", "activations of one layer"), layerSource(sc),
                                 trace);
    // Added in the order of the derivation's steps.
    addNormTensors(saved, l);
    addProjectionInputs(saved, l);
    if (l.a.mla.enabled())
        addLatentAttentionTensors(saved, sc, l.a, l.t);
    addQkNormTensors(saved, l);
    const AttentionShape attention = attentionShape(l, in, sdpa, recomputeAttentionCore);
    if (sdpa)
        addSdpaTensors(saved, l, attention);
    else
        addEagerAttentionTensors(saved, l, attention, recomputeAttentionCore);
    // Dropout after the attention and MLP output projections (16-bit outputs under autocast).
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "output dropout masks (2 blocks)"), kDModel, 2.0 * l.a.dModel,
              l.t.mask(l.t.act), Split::Model);
    addMlpTensors(saved, l);
    if (l.a.isMoe())
        addMoeTensors(saved, l);
    return saved.result();
}

template <class Recorder> Traced pytorchOutsideLayerBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    using Split = typename SavedTensors<Recorder>::Split;
    const Architecture& a = *in.arch;
    const BlockTypes t = blockTypes(sc);
    const bool llama = a.norm == NormKind::RmsNorm;
    const double h = a.dModel;
    const bool frozen = sc.finetune.frozenBase();
    SavedTensors<Recorder> saved(sc, in.localSequence * in.microBatch,
                                 ROOFLAB_TR_NOOP("rooflab::Explain", "activations outside the layers"), kSourceEager,
                                 trace);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "token ids and labels (int64)"), kValuesPerToken, 2, 8, Split::None);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "embedding dropout mask"), kDModel, h, t.mask(t.residual),
              Split::Model);
    if (llama) {
        if (sc.training.pytorch == PyTorchVersion::V1_13)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "final RMSNorm input and square in fp32"), kDModel, 2 * h, 4,
                      Split::Model);
        else
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "final RMSNorm input in fp32"), kDModel, h, 4, Split::Model);
        if (!frozen) // Gemma's keeps its fp32 normalised tensor (Architecture::normInFp32)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "final RMSNorm output"), kDModel, h,
                      a.normInFp32 ? 4.0 : t.residual, Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "rotary cos and sin"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "2 × rotary channels per head"), 2.0 * rotaryHeadDim(a),
                  t.residual, Split::None);
        // Hugging Face's eager Llama builds one (s, s) additive causal mask in the embeddings'
        // dtype (expanded over the batch, not copied) and hands it to every layer; a
        // checkpointed layer saves its inputs, so the mask lives until the backward's end.
        if (sc.training.isHuggingFace() && !sc.training.usesFlashAttention() && sc.training.recomputesEveryLayer())
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "causal mask (kept by the checkpoints)"),
                      ROOFLAB_TR_NOOP("rooflab::Explain", "keys per token / micro-batch (one mask for the batch)"),
                      double(in.localSequence) / double(in.microBatch), t.residual, Split::None);
    } else {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "final LayerNorm input"), kDModel, h, t.residual, Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "final LayerNorm mean and 1/std"), kValuesPerToken, 2, t.residual,
                  Split::None);
    }
    if (!frozen) // a frozen head keeps only its weight
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "LM head input"), kDModel, h, t.act, Split::Model);
    return saved.result();
}

// The eager attention core's backward in Hugging Face's Llama-style code, which takes the
// softmax in fp32 (`softmax(attn_weights, dtype=torch.float32)`): the probabilities' gradient
// and the scores' gradient, fp32, b x heads x s x s each, alive at once beside the softmax
// output the layer keeps (and, with attention dropout, beside its mask). By then the backward has
// freed the layer's MLP tensors, the output projection's input and the value matmul's
// probabilities. Measured
// with the malloc counter (torch 1.13 CPU, gradient hooks on the scores): 2 x 4 bytes a score
// above the layer's saved tensors in fp32, autocast and pure bf16 alike (docs/formulas.md,
// "The attention core's backward").
template <class Recorder>
Traced pytorchAttentionBackwardBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    if (!sc.training.isPyTorch() || sc.training.usesFlashAttention())
        return Traced();
    const PyTorchLayer l = pytorchLayer(sc, *in.arch);
    if (!l.fp32Softmax)
        return Traced();
    const double tokens = in.localSequence * in.microBatch;
    const auto build = [&](auto* recorder) {
        using R = std::remove_pointer_t<decltype(recorder)>;
        SavedTensors<R> grads(sc, tokens, ROOFLAB_TR_NOOP("rooflab::Explain", "attention core's backward"),
                              "PyTorch softmax_backward_data, matmul backward", recorder);
        grads.add(ROOFLAB_TR_NOOP("rooflab::Explain", "gradients of the probabilities and the scores"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "2 × scores per token (heads × s)"),
                  2.0 * double(l.a.heads) * in.localSequence, 4, SavedTensors<R>::Split::Heads);
        SavedTensors<R> freed(sc, tokens, ROOFLAB_TR_NOOP("rooflab::Explain", "tensors freed before it"),
                              layerSource(sc), recorder);
        addMlpTensors(freed, l);
        if (l.a.isMoe())
            addMoeTensors(freed, l);
        // The output projection's input and the value matmul's probabilities (a copy in the
        // activations' dtype, or dropout's output) go with their backwards; dropout's mask does
        // not: its backward holds two score-sized gradients too.
        const AttentionShape at = attentionShape(l, in, false, false);
        const double heads = l.a.heads;
        const char* kScores = ROOFLAB_TR_NOOP("rooflab::Explain", "scores per token (heads × s)");
        freed.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention output (projection input)"), kAttentionWidth, at.v,
                  at.outputInput, SavedTensors<R>::Split::Heads);
        freed.add(ROOFLAB_TR_NOOP("rooflab::Explain", "probabilities for the value matmul"), kScores, heads * at.s,
                  l.t.dropout || l.t.act != 4 ? l.t.act : 0, SavedTensors<R>::Split::Heads);
        return std::pair{grads.result(), freed.result()};
    };
    NoTrace* none = nullptr;
    const auto [grads, freed] = build(none);
    if (grads.value <= freed.value)
        return Traced();
    if constexpr (std::is_same_v<Recorder, NoTrace>) {
        return Traced(grads.value - freed.value);
    } else {
        const auto [tracedGrads, tracedFreed] = build(trace);
        return BasicFormula<Recorder>::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "attention core's backward"),
                                           Unit::Bytes, "PyTorch autograd")
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gradients of the probabilities and the scores"), tracedGrads,
                  Unit::Bytes)
            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "tensors freed before it"), tracedFreed, Unit::Bytes)
            .result();
    }
}

template Traced pytorchLayerBytes<Trace>(const Scenario&, const MemoryInputs&, bool, Trace*);
template Traced pytorchLayerBytes<NoTrace>(const Scenario&, const MemoryInputs&, bool, NoTrace*);
template Traced pytorchOutsideLayerBytes<Trace>(const Scenario&, const MemoryInputs&, Trace*);
template Traced pytorchOutsideLayerBytes<NoTrace>(const Scenario&, const MemoryInputs&, NoTrace*);
template Traced pytorchAttentionBackwardBytes<Trace>(const Scenario&, const MemoryInputs&, Trace*);
template Traced pytorchAttentionBackwardBytes<NoTrace>(const Scenario&, const MemoryInputs&, NoTrace*);

} // namespace rooflab
