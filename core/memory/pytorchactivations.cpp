#include "core/memory/pytorchactivations.h"

#include "core/model/attentionmask.h"
#include "core/model/contextparallel.h"
#include "core/model/finetune.h"
#include "core/model/latentattention.h"
#include "core/memory/memorynames.h"
#include "core/memory/moememory.h"

#include <algorithm>

#include <string_view>

namespace rooflab {
namespace {

using namespace memorynames;

constexpr const char* kSourceEager = "Hugging Face transformers, eager LlamaDecoderLayer / GPT2Block; PyTorch autograd";
constexpr const char* kSourceSdpa = "PyTorch scaled_dot_product_attention (FlashAttention / memory-efficient kernels)";
constexpr const char* kSpGpus = ROOFLAB_TR_NOOP("rooflab::Explain", "sequence-parallel GPUs");

// The dtypes one PyTorch block works in.
struct BlockTypes {
    double act = 2;      // matmul outputs (the compute dtype under autocast)
    double residual = 2; // the residual stream and the norms' inputs
    bool autocast = false;
    bool cpu = false;
    bool dropout = false;
    // A dropout mask over a tensor of `bytes` per value: CUDA's fused kernel keeps a bool mask,
    // the CPU path multiplies by a saved noise tensor of the input's dtype (ATen Dropout.cpp).
    double mask(double bytes) const { return dropout ? (cpu ? bytes : 1.0) : 0.0; }
};

BlockTypes blockTypes(const Scenario& sc) {
    BlockTypes t;
    t.act = dtypeBytes(sc.precision.activations);
    t.autocast = sc.precision.autocast;
    t.residual = residualStreamBytes(sc);
    t.cpu = sc.training.backend == Backend::Cpu;
    t.dropout = sc.training.dropout;
    return t;
}

// A sum of saved tensors, each `tokens × width × bytes`, split over tensor parallelism the way
// Megatron splits them: head- and d_ff-wide tensors always, d_model-wide ones only with
// sequence parallelism.
template <class Recorder>
class SavedTensors {
public:
    SavedTensors(const Scenario& sc, double tokens, const char* name, const char* source, Recorder* trace)
        : m_trace(trace), m_tokens(tokens), m_source(source), m_tp(sc.parallel.tensorParallel),
          m_sp(sc.parallel.sequenceParallel),
          m_sum(BasicFormula<Recorder>::sum(trace, name, Unit::Bytes, source)) {}

    enum class Split { Heads, Model, None };
    void add(const char* name, const char* widthName, double width, double bytes, Split split) {
        if (width <= 0 || bytes <= 0)
            return;
        auto term = BasicFormula<Recorder>::product(m_trace, name, Unit::Bytes, m_source);
        term.times(kTokens, m_tokens, Unit::Count)
            .times(widthName, width, Unit::Plain)
            .times(kBytesEach, bytes, Unit::BytesPerValue, bytes == 1 ? "bool" : bytes == 8 ? "int64" : valueBytesLabel(bytes));
        if (m_tp > 1 && split == Split::Heads)
            term.over(kTensorGpus, m_tp, Unit::Plain);
        if (m_tp > 1 && split == Split::Model && m_sp)
            term.over(kSpGpus, m_tp, Unit::Plain);
        m_sum.plus(name, term.result(), Unit::Bytes);
    }
    Traced result() { return m_sum.result(); }

private:
    Recorder* m_trace;
    double m_tokens;
    const char* m_source;
    double m_tp;
    bool m_sp;
    BasicFormula<Recorder> m_sum;
};

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
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "latent RMSNorm squares in fp32"), kLatent, latents, 4, Split::Model);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "latent RMSNorm 1/rms"), ROOFLAB_TR_NOOP("rooflab::Explain", "values per token"),
              m.qLoraRank > 0 ? 2 : 1, 4, Split::None);
    if (sc.finetune.frozenBase())
        return; // frozen norm weights and up-projections keep nothing of their own
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "latent RMSNorm outputs and up-projection inputs"), kLatent,
              2 * latents, t.act, Split::Model);
}

} // namespace

double residualStreamBytes(const Scenario& sc) {
    return sc.precision.autocast ? dtypeBytes(sc.precision.weights) : dtypeBytes(sc.precision.activations);
}

template <class Recorder>
Traced pytorchLayerBytes(const Scenario& sc, const MemoryInputs& in, bool recomputeAttentionCore, Recorder* trace) {
    using Split = typename SavedTensors<Recorder>::Split;
    const Architecture& a = *in.arch;
    const BlockTypes t = blockTypes(sc);
    const bool llama = a.norm == NormKind::RmsNorm;
    const bool sdpa = sc.training.implementation == Implementation::PyTorchSdpa;
    const double h = a.dModel, q = a.attentionWidth(), f = a.dFf, heads = a.heads, s = in.localSequence;
    // Values and the attention output: q wide, or heads x v_head_dim with latent attention
    // (whose queries and keys are q = heads x (qk_nope_head_dim + qk_rope_head_dim) wide).
    const double v = attentionOutputWidth(a);
    // Latent attention's V is a slice of kv_b_proj's output, next to the keys' nope channels.
    // Saved as a slice it keeps that whole output alive: SDPA and a checkpoint save it as
    // given, and eager matmul's reshape is a view when the micro-batch is 1 (with more
    // sequences it makes a contiguous copy). Measured with validation/audit_saved.py.
    const bool eagerCore = !sdpa && !recomputeAttentionCore;
    const double keptValues =
        a.mla.enabled() && (!eagerCore || in.microBatch == 1) ? heads * (a.mla.qkNopeDim + a.mla.vHeadDim) : v;
    const double routed = routedTokensPerToken(sc, a);
    const bool frozen = sc.finetune.frozenBase();
    SavedTensors<Recorder> saved(sc, s * in.microBatch, ROOFLAB_TR_NOOP("rooflab::Explain", "activations of one layer"),
                                 sdpa ? kSourceSdpa : kSourceEager, trace);
    const char* kH = ROOFLAB_TR_NOOP("rooflab::Explain", "d_model");
    const char* kQ = ROOFLAB_TR_NOOP("rooflab::Explain", "attention width");
    const char* kQK = ROOFLAB_TR_NOOP("rooflab::Explain", "widths 2 q + v");
    const char* kF = ROOFLAB_TR_NOOP("rooflab::Explain", "d_ff");

    // The two norms. RMSNorm (HF LlamaRMSNorm) upcasts to fp32 and keeps that input, 1/rms per
    // token and the normalised output in the input's dtype; PyTorch 1.13's mean backward also
    // keeps its input, the square (2.x keeps only its size). LayerNorm keeps its input and mean
    // and 1/std per token.
    if (llama) {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "RMSNorm inputs in fp32 (2 norms)"), kH, 2 * h, 4, Split::Model);
        if (sc.training.pytorch == PyTorchVersion::V1_13)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "RMSNorm squares in fp32 (2 norms)"), kH, 2 * h, 4,
                      Split::Model);
        // weight × x keeps x for the weight's gradient: a frozen weight needs none.
        if (!frozen)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "RMSNorm outputs (2 norms)"), kH, 2 * h, t.residual, Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "RMSNorm 1/rms (2 norms)"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "values per token"), 2, 4, Split::None);
    } else {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "LayerNorm inputs (2 norms)"), kH, 2 * h, t.residual, Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "LayerNorm mean and 1/std (2 norms)"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "values per token"), 4, t.residual, Split::None);
    }
    // The projections' inputs: one tensor shared by the projections, except under autocast,
    // which casts the (fp32) norm output once per projection and each cast is saved. A frozen
    // projection keeps no input (only its weight, for the input's gradient); the adapters keep
    // theirs (core/model/finetune.h, adapterInputCopies).
    if (!frozen) {
        // Latent attention has two: the query and the key-value down-projections (or W_Q).
        const double attentionProjections = llama && t.autocast ? (a.mla.enabled() ? 2 : 3) : 1;
        // An MoE's norm output feeds only its router (the experts take gathered copies).
        const double mlpProjections = a.mlp == MlpKind::SwiGlu && t.autocast && !a.isMoe() ? 2 : 1;
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "projection inputs (one per projection under autocast)"), kH,
                  (attentionProjections + mlpProjections) * h, t.act, Split::Model);
    } else {
        // GPT-2's c_attn is one matrix: one adapter when any of Q, K, V is adapted.
        const int attention = llama ? adaptedAttentionInputs(sc) : std::min(1, adaptedAttentionInputs(sc));
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "adapter inputs (a copy per adapter when cast)"), kH,
                  h, adapterInputCopies(sc, attention, t.act) + adapterInputCopies(sc, adaptedMlpInputs(sc, a), t.act),
                  Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "adapter rank-wide outputs (lora_A)"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "rank × adapted matrices"),
                  double(sc.finetune.rank) * adapterShapes(sc, a).adaptedPerLayer, adapterRankBytes(sc), Split::None);
    }
    if (a.mla.enabled())
        addLatentAttentionTensors(saved, sc, a, t);
    // The output projection's input (attention output) and the MLP's down projection input:
    // saved by the projection when it trains, by its adapter (as above) when frozen.
    const double outputInput = frozen ? adapterInputCopies(sc, sc.finetune.adapts(TargetO) ? 1 : 0, t.act) : t.act;
    const double downInput = frozen ? adapterInputCopies(sc, sc.finetune.adapts(TargetDown) ? 1 : 0, t.act) : t.act;

    if (sdpa) {
        // SDPA keeps q, k, v (k and v repeated to the query width by HF's repeat_kv), its output
        // and the fp32 log-sum-exp per head; no s x s scores. The fused kernels write the output
        // token-major, so HF's transpose(1, 2).contiguous() is a view and a training o_proj
        // keeps the same tensor (measured on an H100, docs/validation.md); an adapter on a
        // frozen o_proj keeps its own cast copy.
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V at the query width"), kQK, 2 * q + keptValues, t.act, Split::Heads);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention output (kernel, projection input)"), kQ, v, t.act,
                  Split::Heads);
        // Latent attention's values are narrower than its queries and keys, which takes CUDA's
        // SDPA to its memory-efficient kernel: there o_proj's input is a copy of the output,
        // saved beside it (measured on an H200, docs/validation.md "CUDA memory on an H200").
        if (a.mla.enabled() && !t.cpu && !frozen)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention output (projection input copy)"), kQ, v, t.act,
                      Split::Heads);
        if (frozen)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention output (adapter input)"), kQ, v, outputInput,
                      Split::Heads);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "softmax log-sum-exp"), ROOFLAB_TR_NOOP("rooflab::Explain", "heads"),
                  heads, 4, Split::Heads);
        // A sliding window's explicit mask (core/model/attentionmask.h): the additive bias PyTorch
        // makes of it per call, [b, 1, q, k] in the query's dtype, saved for the backward (one
        // key row per token), averaged over the layers when only some have a window.
        if (const double masked = sdpaMaskedLayerShare(sc, s); masked > 0)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "sliding-window mask bias"),
                      ROOFLAB_TR_NOOP("rooflab::Explain", "keys per token × share of layers with the mask"), s * masked,
                      t.act, Split::None);
    } else if (recomputeAttentionCore) {
        // Selective recomputation: only the attention core's inputs stay.
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V at the query width"), kQK, 2 * q + keptValues, t.act, Split::Heads);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention output (projection input)"), kQ, v, outputInput,
                  Split::Heads);
    } else {
        // matmul(q, kᵀ) and matmul(p, v) save copies of q, k and v at the query width (HF's
        // repeat_kv expands GQA's keys and values; latent attention's concatenated queries and
        // keys and a contiguous copy of its values), and the output projection its input.
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "Q, K, V at the query width"), kQK, 2 * q + keptValues, t.act, Split::Heads);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention output (projection input)"), kQ, v, outputInput,
                  Split::Heads);
        // Scores: softmax keeps its output; Llama takes the softmax in fp32 and casts the
        // probabilities back (both kept); GPT-2's softmax runs in the scores' dtype, in fp32
        // under CUDA autocast (softmax is on its fp32 list) with a 16-bit copy for the matmul.
        const double softmax = llama || (t.autocast && !t.cpu) ? 4 : t.act;
        // The value matmul's input is a separate tensor when the softmax ran in another dtype
        // (the cast back) or dropout made a new one; dropout acts on the fp32 probabilities
        // under autocast in Llama (the cast to the query's dtype is a no-op there: rotary
        // embeddings made the query fp32) and on the 16-bit ones otherwise.
        const double probabilities = t.dropout || softmax != t.act ? t.act : 0;
        const double dropped = llama && t.autocast ? 4 : t.act;
        const char* kScoresWidth = ROOFLAB_TR_NOOP("rooflab::Explain", "scores per token (heads × s)");
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "softmax output"), kScoresWidth, heads * s, softmax, Split::Heads);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "probabilities for the value matmul"), kScoresWidth, heads * s,
                  probabilities, Split::Heads);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "attention dropout mask"), kScoresWidth, heads * s,
                  t.mask(dropped), Split::Heads);
    }
    // Dropout after the attention and MLP output projections (16-bit outputs under autocast).
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "output dropout masks (2 blocks)"), kH, 2 * h, t.mask(t.act),
              Split::Model);

    // MLP. SwiGLU (HF LlamaMLP: down(silu(gate(x)) * up(x))) keeps gate, silu(gate), up and
    // their product. GPT-2's gelu_new is a Python tanh formula whose autograd keeps four
    // d_ff-wide tensors besides the output; under CUDA autocast pow and tanh run in fp32.
    if (a.mlp == MlpKind::SwiGlu) {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates (gate, silu, up)"), kF, 3 * f * routed, t.act,
                  Split::Heads);
    } else if (t.autocast && !t.cpu) {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates in fp32 (gelu_new: x, tanh, 1 + tanh)"), kF,
                  3 * f * routed, 4, Split::Heads);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates (x/2)"), kF, f * routed, t.act, Split::Heads);
    } else {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP intermediates (gelu_new: x, tanh, 1 + tanh, x/2)"), kF,
                  4 * f * routed, t.act, Split::Heads);
    }
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "MLP output (down projection input)"), kF, f * routed, downInput,
              Split::Heads);
    if (a.isMoe()) {
        // HF's sparse MoE block (MixtralSparseMoeBlock, Qwen3MoeSparseMoeBlock): the router's
        // softmax in fp32 and its top-k indices, then per expert the gathered tokens (its
        // projections' input; under autocast each of gate and up keeps its own cast), its
        // output, kept by the multiply with the routing weights, and the weighted output.
        const double expertInputs = a.mlp == MlpKind::SwiGlu && t.autocast ? 2 : 1;
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "expert inputs (gathered tokens)"), kH, expertInputs * h * routed,
                  t.act, Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "expert outputs (routing-weight product)"), kH, h * routed, t.act,
                  Split::Model);
        // index_add_ keeps its source (the weighted output, in the residual stream's dtype:
        // the product with the fp32 routing weights under autocast) for the shape of its gradient.
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "weighted expert outputs (index_add_ source)"), kH, h * routed,
                  t.residual, Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "router softmax in fp32"), ROOFLAB_TR_NOOP("rooflab::Explain", "experts"),
                  a.experts, 4, Split::None);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "top-k expert indices"), ROOFLAB_TR_NOOP("rooflab::Explain", "top_k"),
                  std::max<std::int64_t>(1, a.topK), 8, Split::None);
        if (a.sharedDFf > 0)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "shared expert intermediates (gate, silu, up, product)"),
                      ROOFLAB_TR_NOOP("rooflab::Explain", "shared d_ff"), 4.0 * a.sharedDFf, t.act, Split::Heads);
    }
    return saved.result();
}

template <class Recorder>
Traced pytorchOutsideLayerBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace) {
    using Split = typename SavedTensors<Recorder>::Split;
    const Architecture& a = *in.arch;
    const BlockTypes t = blockTypes(sc);
    const bool llama = a.norm == NormKind::RmsNorm;
    const double h = a.dModel;
    const bool frozen = sc.finetune.frozenBase();
    SavedTensors<Recorder> saved(sc, in.localSequence * in.microBatch,
                                 ROOFLAB_TR_NOOP("rooflab::Explain", "activations outside the layers"), kSourceEager,
                                 trace);
    const char* kH = ROOFLAB_TR_NOOP("rooflab::Explain", "d_model");
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "token ids and labels (int64)"),
              ROOFLAB_TR_NOOP("rooflab::Explain", "values per token"), 2, 8, Split::None);
    saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "embedding dropout mask"), kH, h, t.mask(t.residual), Split::Model);
    if (llama) {
        if (sc.training.pytorch == PyTorchVersion::V1_13)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "final RMSNorm input and square in fp32"), kH, 2 * h, 4,
                      Split::Model);
        else
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "final RMSNorm input in fp32"), kH, h, 4, Split::Model);
        if (!frozen)
            saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "final RMSNorm output"), kH, h, t.residual, Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "rotary cos and sin"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "2 × rotary channels per head"), 2.0 * rotaryHeadDim(a), t.residual,
                  Split::None);
    } else {
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "final LayerNorm input"), kH, h, t.residual, Split::Model);
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "final LayerNorm mean and 1/std"),
                  ROOFLAB_TR_NOOP("rooflab::Explain", "values per token"), 2, t.residual, Split::None);
    }
    if (!frozen) // a frozen head keeps only its weight
        saved.add(ROOFLAB_TR_NOOP("rooflab::Explain", "LM head input"), kH, h, t.act, Split::Model);
    return saved.result();
}

template Traced pytorchLayerBytes<Trace>(const Scenario&, const MemoryInputs&, bool, Trace*);
template Traced pytorchLayerBytes<NoTrace>(const Scenario&, const MemoryInputs&, bool, NoTrace*);
template Traced pytorchOutsideLayerBytes<Trace>(const Scenario&, const MemoryInputs&, Trace*);
template Traced pytorchOutsideLayerBytes<NoTrace>(const Scenario&, const MemoryInputs&, NoTrace*);

} // namespace rooflab
