#include "core/memory/steptransients.h"

#include "core/model/contextparallel.h"
#include "core/model/finetune.h"
#include "core/model/frameworkprofile.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr const char* kBytesEach = ROOFLAB_TR_NOOP("rooflab::Explain", "bytes");
constexpr const char* kTensorGpus = ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel GPUs");
constexpr const char* kSourceHfLoss = "Hugging Face ForCausalLMLoss; PyTorch log_softmax + nll_loss and their backward";
constexpr const char* kSourceLossParallel =
    "PyTorch torch/distributed/tensor/parallel/loss.py (loss_parallel: _log_softmax, "
    "_nll_loss_and_log_softmax_backward); torchtitan 9dec370 utils.py get_train_context";
constexpr const char* kSourceCompiledLoss =
    "torchtitan e7c0cae components/loss.py (torch.compile'd cross_entropy_loss); PyTorch Inductor "
    "scatter_upon_const_tensor (test/inductor/test_scatter_optimization.py, test_cross_entropy_loss)";

// Parameters in the weight matrices the matmuls read (what autocast copies), in the output
// layer's matrix, in one layer and in an untied embedding, as shares of all parameters.
struct ParameterShares {
    double matmul = 0;
    double head = 0;
    double perLayer = 0;
    double untiedEmbedding = 0;
};

ParameterShares parameterShares(const Architecture& a) {
    const ParameterBreakdown p = countParameters(a);
    if (p.total <= 0)
        return {};
    const double total = double(p.total);
    const double head = double(a.tiedEmbeddings ? p.embeddings : p.lmHead);
    return {(double(p.attention) + double(p.mlp) + head) / total, head / total, double(p.perLayer) / total,
            a.tiedEmbeddings ? 0.0 : double(p.embeddings) / total};
}

// The largest single parameter tensor on this GPU: a per-tensor optimizer loop allocates its
// temporaries one tensor at a time.
double largestTensor(const Scenario& sc, const Architecture& a) {
    if (sc.finetune.frozenBase()) // only the adapters are updated
        return adapterShapes(sc, a).largestAdapter / sc.parallel.tensorParallel;
    const double h = a.dModel;
    const double largest = std::max({double(a.vocab) * h, h * a.dFf, h * (a.attentionWidth() + 2.0 * a.kvWidth())});
    return largest / sc.parallel.tensorParallel;
}

// Temporaries of one optimizer step, in tensors of the state's size: Adam's
// `exp_avg_sq.sqrt() / bias_correction` makes two at once, Adagrad's and RMSprop's
// `sqrt().add_(eps)` one; SGD works in place.
double perTensorTemporaries(Optimizer o) {
    switch (o) {
    case Optimizer::Adam:
    case Optimizer::AdamW:
        return 2;
    case Optimizer::AdaGrad:
    case Optimizer::RMSProp:
    case Optimizer::Lion:
    case Optimizer::Adafactor:
        return 1;
    case Optimizer::SGD:
    case Optimizer::SGDMomentum:
    case Optimizer::AdamW8bit:
        return 0;
    }
    return 0;
}

// Foreach kernels make one temporary list of every tensor at once (torch._foreach_sqrt of the
// second moments); SGD's are in place.
double forEachTemporaries(Optimizer o) {
    switch (o) {
    case Optimizer::Adam:
    case Optimizer::AdamW:
    case Optimizer::AdaGrad:
    case Optimizer::RMSProp:
    case Optimizer::Lion:
        return 1;
    case Optimizer::Adafactor:
    case Optimizer::SGD:
    case Optimizer::SGDMomentum:
    case Optimizer::AdamW8bit:
        return 0;
    }
    return 0;
}

// A buffer of one value per logit of the micro-batch on this GPU.
template <class Recorder>
Traced logitsSized(const Scenario& sc, const MemoryInputs& in, const char* name, double bytesPerValue,
                   const char* source, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const double tp = sc.parallel.tensorParallel;
    F f = F::product(trace, name, Unit::Bytes, source);
    f.times(sequenceLabel(sc), in.localSequence, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batch"), double(in.microBatch), Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "vocabulary"), double(in.arch->vocab), Unit::Count)
        .times(kBytesEach, bytesPerValue, Unit::BytesPerValue, valueBytesLabel(bytesPerValue));
    if (tp > 1)
        f.over(kTensorGpus, tp, Unit::Plain);
    return f.result();
}

// Liger-Kernel's fused linear cross-entropy: the logits of one chunk of
// next_pow2(ceil(tokens / ceil(V / h))) tokens at a time, the input's gradient and the
// head's weight gradient computed in the forward.
template <class Recorder>
void chunkedLossBuffers(const Scenario& sc, const MemoryInputs& in, StepTransients& t, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const Architecture& a = *in.arch;
    const double tp = sc.parallel.tensorParallel;
    const double tokens = in.localSequence * in.microBatch;
    const double act = dtypeBytes(sc.precision.activations);
    const double chunks = std::ceil(double(a.vocab) / std::max<std::int64_t>(1, a.dModel));
    const double chunkTokens =
        std::min(tokens, std::exp2(std::ceil(std::log2(std::max(1.0, std::ceil(tokens / chunks))))));
    const Traced chunk =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "logits of one chunk"), Unit::Bytes,
                   "Liger-Kernel fused_linear_cross_entropy")
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens per chunk"), chunkTokens, Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "vocabulary"), double(a.vocab) / tp, Unit::Count)
            .times(kBytesEach, act, Unit::BytesPerValue, valueBytesLabel(act))
            .result();
    const Traced inputGrad = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradient of the head's input"),
                                        Unit::Bytes, "Liger-Kernel fused_linear_cross_entropy")
                                 .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens (s × b)"), tokens, Unit::Count)
                                 .times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model"), double(a.dModel), Unit::Plain)
                                 .times(kBytesEach, act, Unit::BytesPerValue, valueBytesLabel(act))
                                 .result();
    t.lossForward =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "loss buffers (chunked)"), Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "logits of one chunk"), chunk, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient of the head's input"), inputGrad, Unit::Bytes)
            .result();
    t.lossBackward = inputGrad;
}

// torchtitan under tensor parallelism runs its eager loss inside PyTorch's loss_parallel()
// (parallel_dims.loss_parallel_enabled: tp > 1 unless training.disable_loss_parallel), on the
// logits sharded over the vocabulary.
bool torchtitanLossParallel(const Scenario& sc) {
    return sc.training.implementation == Implementation::Torchtitan && sc.parallel.tensorParallel > 1;
}

// loss_parallel's handlers (torch/distributed/tensor/parallel/loss.py): _log_softmax keeps the
// fp32 input, `shifted = x - max` and exp(shifted) at once (then `shifted - logsumexp`, the
// saved log-probabilities); the backward's _nll_loss_and_log_softmax_backward holds the
// log-probabilities, `zeros_like`, exp(x) and their sum, then the sum and its product with the
// gradient: 4 fp32 buffers where the eager op's backward holds 3.
template <class Recorder>
void lossParallelBuffers(const Scenario& sc, const MemoryInputs& in, double outBytes, double lossBytes,
                         StepTransients& t, Recorder* trace) {
    t.logits = logitsSized(sc, in, ROOFLAB_TR_NOOP("rooflab::Explain", "logits"), outBytes, kSourceLossParallel, trace);
    t.lossForward = logitsSized(
        sc, in, ROOFLAB_TR_NOOP("rooflab::Explain", "loss buffers: fp32 copy, shifted logits and their exp"),
        (outBytes != lossBytes ? lossBytes : 0) + 2 * lossBytes, kSourceLossParallel, trace);
    t.lossBackward = logitsSized(
        sc, in, ROOFLAB_TR_NOOP("rooflab::Explain", "loss buffers: log-probabilities, zeros, exp and their sum"),
        4 * lossBytes, kSourceLossParallel, trace);
}

// Gemma 2 caps the logits in the model (transformers modeling_gemma2.py, Gemma2ForCausalLM:
// tanh(logits / cap) x cap): tanh keeps its output, one more logits-sized tensor in the head's
// dtype through the loss until the backward has passed the head. A chunked loss takes the head's
// input and applies the cap itself.
template <class Recorder>
Traced withCapOutput(const Scenario& sc, const MemoryInputs& in, const Traced& buffers, const char* name,
                     double outBytes, Recorder* trace) {
    const char* source = "transformers modeling_gemma2.py Gemma2ForCausalLM (final_logit_softcapping)";
    const Traced cap = logitsSized(sc, in, ROOFLAB_TR_NOOP("rooflab::Explain", "the logit cap's tanh output"), outBytes,
                                   source, trace);
    return BasicFormula<Recorder>::sum(trace, name, Unit::Bytes, source)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "loss buffers"), buffers, Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "the logit cap's tanh output"), cap, Unit::Bytes)
        .result();
}

// The logits and the loss's buffers at the loss and at the start of the backward, into `t`.
template <class Recorder>
void lossBuffers(const Scenario& sc, const MemoryInputs& in, StepTransients& t, Recorder* trace) {
    const double act = dtypeBytes(sc.precision.activations);
    const double lossBytes = dtypeBytes(sc.precision.logits);
    // The LM head's output: Megatron's loss reads an fp32 copy (precision.logits); a PyTorch
    // model's head returns the activations' dtype and the loss upcasts a copy.
    const double outBytes = sc.training.isPyTorch() ? act : lossBytes;
    if (sc.training.loss == LossKind::Eager && torchtitanLossParallel(sc)) {
        lossParallelBuffers(sc, in, outBytes, lossBytes, t, trace);
        return;
    }
    switch (sc.training.loss) {
    case LossKind::Eager:
        // logits.float() (a copy unless already fp32), log_softmax's saved output; at the start
        // of the backward nll_loss's gradient and log_softmax's gradient join the log-probs.
        t.logits = logitsSized(sc, in, ROOFLAB_TR_NOOP("rooflab::Explain", "logits"), outBytes, kSourceHfLoss, trace);
        t.lossForward =
            logitsSized(sc, in, ROOFLAB_TR_NOOP("rooflab::Explain", "loss buffers: fp32 copy and log-probabilities"),
                        (outBytes != lossBytes ? lossBytes : 0) + lossBytes, kSourceHfLoss, trace);
        t.lossBackward = logitsSized(
            sc, in, ROOFLAB_TR_NOOP("rooflab::Explain", "loss buffers: log-probabilities and two gradients"),
            3 * lossBytes, kSourceHfLoss, trace);
        break;
    case LossKind::Fused:
        // One logits-sized buffer; the kernel writes the gradient in place (Megatron's
        // vocab-parallel cross-entropy, Liger's cross-entropy).
        t.logits = logitsSized(sc, in, ROOFLAB_TR_NOOP("rooflab::Explain", "logits"), outBytes,
                               "Korthikanti et al. 2022, sec. 4.3", trace);
        break;
    case LossKind::Chunked:
        chunkedLossBuffers(sc, in, t, trace);
        break;
    case LossKind::Compiled:
        // torch.compile'd F.cross_entropy(logits.float()) (torchtitan's build_cross_entropy_loss
        // at e7c0cae): the upcast, log-softmax and nll fuse into reductions over the 16-bit logits,
        // which the compiled graph saves (kept to the backward although the caller drops them);
        // its backward writes the logits' gradient in one kernel (Inductor's scatter_upon_const_tensor
        // turns nll's zeros + scatter into a pointwise op). Per-token statistics are negligible.
        t.logits = logitsSized(sc, in, ROOFLAB_TR_NOOP("rooflab::Explain", "logits (saved by the compiled loss)"),
                               outBytes, kSourceCompiledLoss, trace);
        t.lossBackward = logitsSized(sc, in, ROOFLAB_TR_NOOP("rooflab::Explain", "loss buffers: the logits' gradient"),
                                     outBytes, kSourceCompiledLoss, trace);
        break;
    }
    if (sc.model.arch.finalLogitSoftcap > 0 && sc.training.isHuggingFace() && sc.training.loss != LossKind::Chunked) {
        t.lossForward =
            withCapOutput(sc, in, t.lossForward, ROOFLAB_TR_NOOP("rooflab::Explain", "loss buffers with the logit cap"),
                          outBytes, trace);
        t.lossBackward = withCapOutput(
            sc, in, t.lossBackward, ROOFLAB_TR_NOOP("rooflab::Explain", "loss buffers with the logit cap (backward)"),
            outBytes, trace);
    }
}

// torch.autocast casts each weight matrix once per forward (its cast cache) and the
// matmul keeps the copy for the backward. Checkpointed layers run their forward without
// autograd: only the LM head's copy is kept (the layers' copies are made again when
// each layer is recomputed).
template <class Recorder>
Traced autocastWeightCopies(const Scenario& sc, Traced paramsOnGpu, const ParameterShares& shares, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const double act = dtypeBytes(sc.precision.activations);
    // Op-selective checkpointing recomputes the casts too (aten._to_copy is not in its save list).
    const bool checkpointedLayers =
        sc.training.isPyTorch() &&
        (sc.training.recomputesEveryLayer() || sc.training.checkpointing == Checkpointing::OpSelective);
    return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "16-bit weight copies (autocast)"), Unit::Bytes,
                      "PyTorch autocast weight cast cache")
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters on this GPU"), paramsOnGpu, Unit::Count)
        .times(checkpointedLayers ? ROOFLAB_TR_NOOP("rooflab::Explain", "share in the output layer")
                                  : ROOFLAB_TR_NOOP("rooflab::Explain", "share in weight matrices"),
               checkpointedLayers ? shares.head : shares.matmul, Unit::Plain)
        .times(kBytesEach, act, Unit::BytesPerValue, valueBytesLabel(act))
        .result();
}

// The output layer's gradient exists before the last decoder layer's backward (the first to run).
template <class Recorder>
Traced outputLayerGradients(const Scenario& sc, Traced paramsOnGpu, const ParameterShares& shares, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const double gradBytes = dtypeBytes(sc.precision.gradients);
    return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradients of the output layer"), Unit::Bytes,
                      "PyTorch autograd")
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters on this GPU"), paramsOnGpu, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share in the output layer"), shares.head, Unit::Plain)
        .times(kBytesEach, gradBytes, Unit::BytesPerValue, valueBytesLabel(gradBytes))
        .result();
}

// The embedding's backward, the step's last, beside every gradient (PyTorch autograd, measured
// on CPU with the malloc counter: docs/formulas.md, "The embedding's backward"). Its dense
// gradient (vocabulary x d_model) is a new tensor: stolen as the .grad where gradients are freed
// and the embedding has no other use, added in place into a persisting .grad otherwise. With
// tied embeddings the output layer's gradient waits in autograd's input buffer for it and the two
// are summed out of place (the output layer's is a transposed view): the embedding's gradient
// and the sum are alive at once, and where gradients persist the output layer's too.
double embeddingBackwardCopies(const Scenario& sc, const MemoryInputs& in) {
    if (!sc.training.isPyTorch() || sc.finetune.frozenBase())
        return 0;
    const bool embeddings = in.stage == PipelineStage::Only || in.stage == PipelineStage::First;
    if (!embeddings)
        return 0;
    const bool tied = in.arch->tiedEmbeddings && in.stage == PipelineStage::Only;
    return (tied ? 2.0 : 0.0) + (sc.training.gradientsPersist() ? 1.0 : 0.0);
}

// Freed gradients appear as the backward goes: when it reaches the first layer every gradient
// exists but that layer's and (untied, on this stage) the embedding's. Their share.
double firstLayerPendingShare(const ParameterShares& shares, bool embeddingsHere) {
    return std::min(1.0, shares.perLayer + (embeddingsHere ? shares.untiedEmbedding : 0.0));
}

template <class Recorder>
Traced embeddingBackward(const Scenario& sc, const MemoryInputs& in, double copies, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    // FSDP's cast parameters are 16-bit when gathered: autograd's gradients are too.
    const double gradBytes = dtypeBytes(fsdpCastsParameters(sc) ? sc.precision.activations : sc.precision.gradients);
    F f = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "the embedding's backward"), Unit::Bytes,
                     "PyTorch autograd: embedding_dense_backward, InputBuffer::accumulate, AccumulateGrad");
    f.times(ROOFLAB_TR_NOOP("rooflab::Explain", "vocabulary"), double(in.arch->vocab), Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model"), double(in.arch->dModel), Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "tensors of that size"), copies, Unit::Plain)
        .times(kBytesEach, gradBytes, Unit::BytesPerValue, valueBytesLabel(gradBytes));
    if (sc.parallel.tensorParallel > 1)
        f.over(kTensorGpus, double(sc.parallel.tensorParallel), Unit::Plain);
    return f.result();
}

// The optimizer step's temporaries in its implementation (none for fused kernels).
template <class Recorder>
Traced optimizerScratch(const Scenario& sc, const Architecture& a, Traced paramsUpdated, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const double stateBytes =
        dtypeBytes(sc.finetune.frozenBase() ? sc.finetune.adapterDtype : sc.precision.optimizerStates);
    switch (sc.training.resolvedOptimizerImpl()) {
    case OptimizerImpl::Auto:
    case OptimizerImpl::Fused:
        break;
    case OptimizerImpl::ForEach:
        if (const double n = forEachTemporaries(sc.optimizer); n > 0)
            return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer scratch (foreach)"), Unit::Bytes,
                              "PyTorch torch.optim _multi_tensor_* (torch._foreach_sqrt)")
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters this GPU updates"), paramsUpdated, Unit::Count)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "temporaries per parameter"), n, Unit::Plain)
                .times(kBytesEach, stateBytes, Unit::BytesPerValue, valueBytesLabel(stateBytes))
                .result();
        break;
    case OptimizerImpl::ForLoop:
        if (const double n = perTensorTemporaries(sc.optimizer); n > 0)
            return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer scratch (per tensor)"), Unit::Bytes,
                              "PyTorch torch.optim _single_tensor_*")
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "largest parameter tensor"), largestTensor(sc, a),
                       Unit::Count)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "temporaries at once"), n, Unit::Plain)
                .times(kBytesEach, stateBytes, Unit::BytesPerValue, valueBytesLabel(stateBytes))
                .result();
        break;
    }
    return Traced();
}

} // namespace

template <class Recorder>
StepTransients stepTransients(const Scenario& sc, const MemoryInputs& in, Traced paramsOnGpu, Traced paramsUpdated,
                              Recorder* trace) {
    const TrainingConfig& tr = sc.training;
    StepTransients t;
    // The first pipeline stage has no head: no logits, no loss (autocast copies and the
    // optimizer's scratch are its own).
    const bool head = in.stage == PipelineStage::Only || in.stage == PipelineStage::Last;
    if (head)
        lossBuffers(sc, in, t, trace);

    // The parameter breakdown is needed only here: the fit searches (Megatron, no autocast)
    // skip counting the architecture's parameters.
    ParameterShares shares;
    if (sc.precision.autocast || !tr.gradientsPersist())
        shares = parameterShares(*in.arch);
    // FSDP's cast parameters are already 16-bit: autocast's cast returns them, no copy.
    if (sc.precision.autocast && !fsdpCastsParameters(sc))
        t.weightCopies = autocastWeightCopies(sc, paramsOnGpu, shares, trace);
    if (head && !tr.gradientsPersist() && !sc.finetune.frozenBase()) // a frozen head has no gradient
        t.headGradients = outputLayerGradients(sc, paramsOnGpu, shares, trace);
    if (head && sc.training.isPyTorch() && !tr.gradientsPersist() && !sc.finetune.frozenBase())
        t.firstLayerPendingShare = firstLayerPendingShare(shares, in.stage == PipelineStage::Only);
    if (const double copies = embeddingBackwardCopies(sc, in); copies > 0)
        t.embeddingGradients = embeddingBackward(sc, in, copies, trace);
    t.optimizerScratch = optimizerScratch(sc, *in.arch, paramsUpdated, trace);
    return t;
}

template StepTransients stepTransients<Trace>(const Scenario&, const MemoryInputs&, Traced, Traced, Trace*);
template StepTransients stepTransients<NoTrace>(const Scenario&, const MemoryInputs&, Traced, Traced, NoTrace*);

} // namespace rooflab
