#include "core/memory/steppeak.h"

#include "core/memory/runtimememory.h"

#include <algorithm>
#include <array>
#include <string>
#include <type_traits>

namespace rooflab {
namespace {

enum Part {
    Weights,
    Adapters,
    Gathered,
    Quantized,
    Gradients,
    Master,
    States,
    Activations,
    Recompute,
    Copies,
    Logits,
    Loss,
    Scratch,
    Overhead,
    PartCount
};

constexpr std::array<const char*, PartCount> kPartNames{
    ROOFLAB_TR_NOOP("rooflab::Explain", "weights"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "adapters"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "gathered layers"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "FP8/FP4 weight copies"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "gradients"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "master weights"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer states"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "activations"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "layer being recomputed"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "16-bit weight copies (autocast)"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "logits"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "loss buffers"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer scratch"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "runtime memory"),
};

// A part's value: traced, or a plain double where nothing records.
template <class Recorder> using PartValue = std::conditional_t<std::is_same_v<Recorder, Trace>, Traced, double>;

// The step's seven moments, in order, with the phase each belongs to.
enum MomentIndex {
    ForwardEnd,
    LossPeak,
    BackwardStart,
    LastLayerBackward,
    FirstLayerBackward,
    BackwardEnd,
    OptimizerStep,
    MomentCount
};
constexpr std::array<StepPhase, MomentCount> kMomentPhases{
    StepPhase::Forward,  StepPhase::Loss,     StepPhase::Backward, StepPhase::Backward,
    StepPhase::Backward, StepPhase::Backward, StepPhase::Optimizer};
constexpr std::array<const char*, MomentCount> kMomentNames{
    ROOFLAB_TR_NOOP("rooflab::Explain", "end of the forward"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "loss"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "start of the backward (loss gradients)"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "backward of the last layer"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "backward of the first layer"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "end of the backward (all gradients)"),
    ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer step"),
};

template <class Recorder> using Parts = std::array<PartValue<Recorder>, PartCount>;

// The gradients alive beside the saved activations: the pipeline's accumulated unsharded ones
// (FSDP2 under pipelining), the persistent ones, or none yet.
template <class Recorder> PartValue<Recorder> inFlightGradients(const StepTerms& t) {
    using P = PartValue<Recorder>;
    if (t.pipelineGradients.value > 0)
        return P(t.pipelineGradients);
    return t.gradientsPersist ? P(t.gradients) : P(0);
}

// At the end of the backward, every gradient and the embedding's backward beside them.
template <class Recorder> PartValue<Recorder> backwardEndGradients(const StepTerms& t, Recorder* trace) {
    if constexpr (std::is_same_v<Recorder, Trace>)
        return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradients"), Unit::Bytes, "PyTorch autograd")
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "every parameter's gradient"), t.gradients, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "the embedding's backward"), t.embeddingGradients, Unit::Bytes)
            .result();
    else
        return t.gradients.value + t.embeddingGradients.value;
}

// Whether the backward of the first layer is followed apart (PyTorch, one micro-batch in flight);
// otherwise it holds what the last layer's holds.
bool firstLayerFollowed(const StepTerms& t) {
    return t.firstLayerSaved.value > 0 && t.pipelineGradients.value <= 0;
}

// A layer's saved tensors with its eager attention core's backward beside them.
template <class Recorder> PartValue<Recorder> withAttentionBackward(Traced saved, const StepTerms& t, Recorder* trace) {
    if (t.attentionBackward.value <= 0)
        return PartValue<Recorder>(saved);
    if constexpr (std::is_same_v<Recorder, Trace>)
        return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "activations and the attention's backward"),
                            Unit::Bytes, "PyTorch autograd")
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "activations"), saved, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "attention core's backward"), t.attentionBackward, Unit::Bytes)
            .result();
    else
        return saved.value + t.attentionBackward.value;
}

// Freed gradients made before the backward reaches the first layer: all but its own and (untied)
// the embedding's.
template <class Recorder> PartValue<Recorder> gradientsBeforeFirstLayer(const StepTerms& t, Recorder* trace) {
    if (t.gradientsPersist)
        return PartValue<Recorder>(t.gradients);
    if constexpr (std::is_same_v<Recorder, Trace>)
        return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradients made so far"), Unit::Bytes,
                                "PyTorch autograd")
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "every parameter's gradient"), t.gradients, Unit::Bytes)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share made before the first layer's"),
                   1.0 - t.firstLayerPendingShare, Unit::Plain)
            .result();
    else
        return t.gradients.value * (1.0 - t.firstLayerPendingShare);
}

// What is alive at a moment (the runtime memory, Overhead, is set with the moment's total).
// One moment at a time: the untraced path builds only the peak's.
template <class Recorder> Parts<Recorder> momentParts(const StepTerms& t, int moment, Recorder* trace = nullptr) {
    using P = PartValue<Recorder>;
    Parts<Recorder> parts{};
    parts[Weights] = t.weights;
    parts[Adapters] = t.adapters;
    parts[Quantized] = t.quantizedWeights;
    parts[Master] = t.master;
    parts[States] = t.states;
    parts[Logits] = t.logits;
    if (moment < BackwardEnd) {
        // Until the last layer's backward: the gathered layers, the saved activations, autocast's
        // copies, and the gradients where they persist through the forward.
        parts[Gathered] = t.gathered;
        parts[Gradients] = inFlightGradients<Recorder>(t);
        parts[Activations] = t.saved;
        parts[Copies] = t.weightCopies;
    } else {
        parts[Gradients] = t.gradients; // every gradient exists
    }
    if (moment == BackwardEnd && t.embeddingGradients.value > 0)
        parts[Gradients] = backwardEndGradients<Recorder>(t, trace);
    switch (moment) {
    case LossPeak:
        parts[Loss] = t.lossForward;
        break;
    case BackwardStart:
        parts[Loss] = t.lossBackward;
        break;
    case LastLayerBackward:
    case FirstLayerBackward:
        parts[Gradients] = t.pipelineGradients.value > 0 ? P(t.pipelineGradients)
                           : t.gradientsPersist          ? P(t.gradients)
                                                         : P(t.headGradients);
        parts[Activations] = withAttentionBackward<Recorder>(t.saved, t, trace);
        parts[Recompute] = t.recompute;
        if (moment == FirstLayerBackward && firstLayerFollowed(t)) {
            // The other layers' saved tensors are freed, their gradients made; the head's
            // autocast copy went with its backward, checkpointed layers keep no other.
            parts[Gradients] = gradientsBeforeFirstLayer<Recorder>(t, trace);
            parts[Activations] = withAttentionBackward<Recorder>(t.firstLayerSaved, t, trace);
            parts[Copies] = P(0);
        }
        break;
    case OptimizerStep:
        if (!t.logitsUntilStepEnd)
            parts[Logits] = P(0);
        parts[Scratch] = t.scratch;
        break;
    default:
        break;
    }
    return parts;
}

// Traced: sets the moment's runtime memory (the allocator's reserve grows with its tensors) and
// returns its total, the sum of its positive parts.
Traced tracedTotal(Parts<Trace>& parts, const char* name, const StepTerms& t, Trace* trace) {
    double tensors = 0;
    for (int i = 0; i < Overhead; ++i)
        tensors += parts[i].value;
    parts[Overhead] = runtimeMemory(t.reserveShare, t.runtimeFixed, Traced(tensors), trace);
    auto sum = Formula::sum(trace, name, Unit::Bytes, "PyTorch autograd: tensors alive at this moment");
    for (int i = 0; i < PartCount; ++i)
        if (parts[i].value > 0)
            sum.plus(kPartNames[i], parts[i], Unit::Bytes);
    return sum.result();
}

// A moment's two sums of its tensors, in Part order: as allocated (what the allocator's reserve
// grows with) and as the traced total adds them (only the positive parts).
struct PartSums {
    double allocated = 0;
    double positive = 0;
    PartSums plus(double part) const { return {allocated + part, positive + std::max(0.0, part)}; }
};

// Untraced (the fit searches evaluate the step's peak about 15 times per evaluation): the seven
// moments' totals, with the same additions in the same order as tracedTotal over momentParts, minus two kinds
// that change no bit: adding a part that is 0 at that moment (a sum starting at +0 never
// becomes -0, and x + 0 == x otherwise), and adding the moments' common leading parts more
// than once (the moments share them, so their partial sums are computed once and shared).
// tst_steppeak compares every figure with the traced path. Sets `overheads` to each moment's
// runtime memory.
std::array<double, MomentCount> untracedTotals(const StepTerms& t, std::array<double, MomentCount>& overheads) {
    const double persistentGradients = t.pipelineGradients.value > 0 ? t.pipelineGradients.value
                                       : t.gradientsPersist          ? t.gradients.value
                                                                     : 0.0;
    const PartSums resident = PartSums{}.plus(t.weights).plus(t.adapters);
    // The forward, the loss and the backward's first moments hold the same parts up to the
    // activations (the last layer's backward has its own gradients) ...
    const PartSums held = resident.plus(t.gathered).plus(t.quantizedWeights);
    const PartSums forward =
        held.plus(persistentGradients).plus(t.master).plus(t.states).plus(t.saved).plus(t.weightCopies).plus(t.logits);
    const double lastLayerGradients = t.pipelineGradients.value > 0 ? t.pipelineGradients.value
                                      : t.gradientsPersist          ? t.gradients.value
                                                                    : t.headGradients.value;
    const double layerActivations =
        t.attentionBackward.value > 0 ? t.saved.value + t.attentionBackward.value : t.saved.value;
    const PartSums lastLayer = held.plus(lastLayerGradients)
                                   .plus(t.master)
                                   .plus(t.states)
                                   .plus(layerActivations)
                                   .plus(t.recompute)
                                   .plus(t.weightCopies)
                                   .plus(t.logits);
    // ... the backward of the first layer (where followed) every gradient but its own, its saved
    // tensors and those outside the layers ...
    PartSums firstLayer = lastLayer;
    if (firstLayerFollowed(t)) {
        const double gradients =
            t.gradientsPersist ? t.gradients.value : t.gradients.value * (1.0 - t.firstLayerPendingShare);
        const double saved = t.attentionBackward.value > 0 ? t.firstLayerSaved.value + t.attentionBackward.value
                                                           : t.firstLayerSaved.value;
        firstLayer = held.plus(gradients).plus(t.master).plus(t.states).plus(saved).plus(t.recompute).plus(t.logits);
    }
    // ... the end of the backward and the optimizer step the model states, without the gathered layers.
    const PartSums states = resident.plus(t.quantizedWeights).plus(t.gradients).plus(t.master).plus(t.states);
    const PartSums backwardEnd = t.embeddingGradients.value > 0
                                     ? resident.plus(t.quantizedWeights)
                                           .plus(t.gradients.value + t.embeddingGradients.value)
                                           .plus(t.master)
                                           .plus(t.states)
                                     : states;
    const std::array<PartSums, MomentCount> sums{
        forward, // in MomentIndex order
        forward.plus(t.lossForward),
        forward.plus(t.lossBackward),
        lastLayer,
        firstLayer,
        backwardEnd.plus(t.logits),
        states.plus(t.logitsUntilStepEnd ? t.logits.value : 0.0).plus(t.scratch)};
    std::array<double, MomentCount> totals{};
    for (size_t i = 0; i < sums.size(); ++i) {
        overheads[i] =
            runtimeMemory(t.reserveShare, t.runtimeFixed, Traced(sums[i].allocated), static_cast<NoTrace*>(nullptr))
                .value;
        totals[i] = sums[i].positive + std::max(0.0, overheads[i]);
    }
    return totals;
}

// Ties go to the phase that explains the peak best: the backward's start holds everything the
// forward held, the end of the backward everything the optimizer holds but its scratch.
constexpr std::array<int, 4> kTiePreference{1, 2, 3, 0}; // forward, loss, backward, optimizer

// The moments' totals; traced, every moment's parts as well, untraced each one's runtime memory.
template <class Recorder> struct Moments {
    std::array<Traced, MomentCount> totals;
    std::array<Parts<Recorder>, MomentCount> parts; // traced only
    std::array<double, MomentCount> overheads{};    // untraced only
};

template <class Recorder> Moments<Recorder> stepMoments(const StepTerms& t, Recorder* trace) {
    Moments<Recorder> moments;
    if constexpr (std::is_same_v<Recorder, Trace>) {
        for (int i = 0; i < MomentCount; ++i) {
            moments.parts[i] = momentParts<Trace>(t, i, trace);
            moments.totals[i] = tracedTotal(moments.parts[i], kMomentNames[i], t, trace);
        }
    } else {
        const std::array<double, MomentCount> values = untracedTotals(t, moments.overheads);
        for (int i = 0; i < MomentCount; ++i)
            moments.totals[i] = values[i];
    }
    return moments;
}

// Each phase's peak: the forward's, the loss's, the largest of the backward's moments, the
// optimizer step's.
template <class Recorder>
std::array<Traced, 4> phasePeaks(const std::array<Traced, MomentCount>& totals, bool firstLayer, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    std::array<Traced, 4> phases;
    phases[0] = totals[ForwardEnd];
    phases[1] = totals[LossPeak];
    F backward = F::maximum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "backward"), Unit::Bytes);
    backward.of(kMomentNames[BackwardStart], totals[BackwardStart], Unit::Bytes)
        .of(kMomentNames[LastLayerBackward], totals[LastLayerBackward], Unit::Bytes);
    if (firstLayer) // else it holds what the last layer's holds
        backward.of(kMomentNames[FirstLayerBackward], totals[FirstLayerBackward], Unit::Bytes);
    phases[2] = backward.of(kMomentNames[BackwardEnd], totals[BackwardEnd], Unit::Bytes).result();
    phases[3] = totals[OptimizerStep];
    return phases;
}

// The moment of the peak, ties broken by kTiePreference.
int peakMoment(const std::array<Traced, MomentCount>& totals) {
    int best = 0;
    for (int i = 1; i < MomentCount; ++i) {
        const double a = totals[i].value, b = totals[best].value;
        if (a > b || (a == b && kTiePreference[size_t(kMomentPhases[i])] > kTiePreference[size_t(kMomentPhases[best])]))
            best = i;
    }
    return best;
}

// What is alive at `moment`, the runtime memory included.
template <class Recorder> Parts<Recorder> partsAt(const StepTerms& t, const Moments<Recorder>& moments, int moment) {
    if constexpr (std::is_same_v<Recorder, Trace>) {
        return moments.parts[moment];
    } else {
        Parts<NoTrace> at = momentParts<NoTrace>(t, moment);
        at[Overhead] = moments.overheads[moment];
        return at;
    }
}

// The report's components: what is alive at the peak.
template <class Recorder> void setComponents(const Parts<Recorder>& at, TrainingMemory& m) {
    m.weights = at[Weights];
    m.adapters = at[Adapters];
    m.weightsGathered = at[Gathered];
    m.quantizedWeights = at[Quantized];
    m.gradients = at[Gradients];
    m.masterWeights = at[Master];
    m.optimizerStates = at[States];
    m.activations = at[Activations];
    m.recompute = at[Recompute];
    m.weightCopies = at[Copies];
    m.logits = at[Logits];
    m.lossBuffers = at[Loss];
    m.optimizerScratch = at[Scratch];
    m.overhead = at[Overhead];
}

// The figures "<figures>.phase.*", the components and "<figures>.total".
void namePeakFigures(Trace* trace, std::string_view figures, const std::array<Traced, 4>& phases,
                     const Parts<Trace>& at, Traced peak) {
    const std::string prefix = std::string(figures) + ".";
    static constexpr std::array<const char*, 4> kPhaseIds{"forward", "loss", "backward", "optimizer"};
    for (size_t i = 0; i < phases.size(); ++i)
        trace->nameFigure(prefix + "phase." + kPhaseIds[i], phases[i]);
    trace->nameFigure(prefix + "weights", at[Weights]);
    trace->nameFigure(prefix + "adapters", at[Adapters]);
    trace->nameFigure(prefix + "weights_gathered", at[Gathered]);
    trace->nameFigure(prefix + "quantized_weights", at[Quantized]);
    trace->nameFigure(prefix + "gradients", at[Gradients]);
    trace->nameFigure(prefix + "master_weights", at[Master]);
    trace->nameFigure(prefix + "optimizer_states", at[States]);
    trace->nameFigure(prefix + "activations", at[Activations]);
    trace->nameFigure(prefix + "recompute", at[Recompute]);
    trace->nameFigure(prefix + "weight_copies", at[Copies]);
    trace->nameFigure(prefix + "logits", at[Logits]);
    trace->nameFigure(prefix + "loss_buffers", at[Loss]);
    trace->nameFigure(prefix + "optimizer_scratch", at[Scratch]);
    trace->nameFigure(prefix + "overhead", at[Overhead]);
    trace->nameFigure(prefix + "total", peak);
}

} // namespace

template <class Recorder>
void computeStepPeak(const StepTerms& t, TrainingMemory& m, Recorder* trace, std::string_view figures) {
    using F = BasicFormula<Recorder>;
    const Moments<Recorder> moments = stepMoments(t, trace);
    const std::array<Traced, 4> phases = phasePeaks(moments.totals, firstLayerFollowed(t), trace);
    F peakFormula = F::maximum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "peak of the step"), Unit::Bytes,
                               "the largest of the step's moments");
    for (int i = 0; i < MomentCount; ++i)
        peakFormula.of(kMomentNames[i], moments.totals[i], Unit::Bytes);
    const Traced peak = peakFormula.result();

    const int best = peakMoment(moments.totals);
    const Parts<Recorder> at = partsAt(t, moments, best);
    setComponents<Recorder>(at, m);
    m.total = peak;
    m.peakPhase = kMomentPhases[best];
    for (size_t i = 0; i < phases.size(); ++i)
        m.phasePeaks[i] = phases[i];
    m.savedActivations = t.saved;
    m.allGradients = t.gradients;

    if constexpr (std::is_same_v<Recorder, Trace>) {
        if (trace)
            namePeakFigures(trace, figures, phases, at, peak);
    } else {
        (void)figures;
    }
}

template void computeStepPeak<Trace>(const StepTerms&, TrainingMemory&, Trace*, std::string_view);
template void computeStepPeak<NoTrace>(const StepTerms&, TrainingMemory&, NoTrace*, std::string_view);

} // namespace rooflab
