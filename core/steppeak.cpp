#include "core/steppeak.h"

#include "core/runtimememory.h"

#include <algorithm>
#include <array>
#include <string>
#include <type_traits>

namespace rooflab {
namespace {

enum Part { Weights, Adapters, Gathered, Quantized, Gradients, Master, States, Activations, Recompute, Copies, Logits, Loss, Scratch, Overhead, PartCount };

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
template <class Recorder>
using PartValue = std::conditional_t<std::is_same_v<Recorder, Trace>, Traced, double>;

// One moment of the step: what is alive.
template <class Recorder>
struct Moment {
    StepPhase phase = StepPhase::Forward;
    const char* name = nullptr;
    std::array<PartValue<Recorder>, PartCount> parts{};
};

template <class Recorder>
using Moments = std::array<Moment<Recorder>, 6>;

// The step's six moments in order (forward, loss, start of the backward, backward of the last
// layer, end of the backward, optimizer step) and what is alive at each; the runtime memory
// (Overhead) is set when the moment's total is.
template <class Recorder>
Moments<Recorder> stepMoments(const StepTerms& t) {
    using P = PartValue<Recorder>;
    const P persistentGradients = t.gradientsPersist ? P(t.gradients) : P(0);

    Moment<Recorder> forward{StepPhase::Forward, ROOFLAB_TR_NOOP("rooflab::Explain", "end of the forward"), {}};
    forward.parts[Weights] = t.weights;
    forward.parts[Adapters] = t.adapters;
    forward.parts[Gathered] = t.gathered;
    forward.parts[Quantized] = t.quantizedWeights;
    forward.parts[Gradients] = persistentGradients;
    forward.parts[Master] = t.master;
    forward.parts[States] = t.states;
    forward.parts[Activations] = t.saved;
    forward.parts[Copies] = t.weightCopies;
    forward.parts[Logits] = t.logits;

    Moment<Recorder> loss = forward;
    loss.phase = StepPhase::Loss;
    loss.name = ROOFLAB_TR_NOOP("rooflab::Explain", "loss");
    loss.parts[Loss] = t.lossForward;

    Moment<Recorder> backwardStart = forward;
    backwardStart.phase = StepPhase::Backward;
    backwardStart.name = ROOFLAB_TR_NOOP("rooflab::Explain", "start of the backward (loss gradients)");
    backwardStart.parts[Loss] = t.lossBackward;

    Moment<Recorder> firstLayer = forward;
    firstLayer.phase = StepPhase::Backward;
    firstLayer.name = ROOFLAB_TR_NOOP("rooflab::Explain", "backward of the last layer");
    firstLayer.parts[Gradients] = t.gradientsPersist ? P(t.gradients) : P(t.headGradients);
    firstLayer.parts[Recompute] = t.recompute;

    Moment<Recorder> backwardEnd{StepPhase::Backward, ROOFLAB_TR_NOOP("rooflab::Explain", "end of the backward (all gradients)"), {}};
    backwardEnd.parts[Weights] = t.weights;
    backwardEnd.parts[Adapters] = t.adapters;
    backwardEnd.parts[Quantized] = t.quantizedWeights;
    backwardEnd.parts[Gradients] = t.gradients;
    backwardEnd.parts[Master] = t.master;
    backwardEnd.parts[States] = t.states;
    backwardEnd.parts[Logits] = t.logits;

    Moment<Recorder> optimizer = backwardEnd;
    optimizer.phase = StepPhase::Optimizer;
    optimizer.name = ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer step");
    if (!t.logitsUntilStepEnd)
        optimizer.parts[Logits] = P(0);
    optimizer.parts[Scratch] = t.scratch;
    return {forward, loss, backwardStart, firstLayer, backwardEnd, optimizer};
}

// Traced: sets the moment's runtime memory (the allocator's reserve grows with its tensors) and
// returns its total, the sum of its positive parts.
Traced tracedTotal(Moment<Trace>& moment, const StepTerms& t, Trace* trace) {
    double tensors = 0;
    for (int i = 0; i < Overhead; ++i)
        tensors += moment.parts[i].value;
    moment.parts[Overhead] = runtimeMemory(t.reserveShare, t.runtimeFixed, Traced(tensors), trace);
    auto sum = Formula::sum(trace, moment.name, Unit::Bytes, "PyTorch autograd: tensors alive at this moment");
    for (int i = 0; i < PartCount; ++i)
        if (moment.parts[i].value > 0)
            sum.plus(kPartNames[i], moment.parts[i], Unit::Bytes);
    return sum.result();
}

// A moment's two sums of its tensors, in Part order: as allocated (what the allocator's reserve
// grows with) and as the traced total adds them (only the positive parts).
struct PartSums {
    double allocated = 0;
    double positive = 0;
    PartSums plus(double part) const { return {allocated + part, positive + std::max(0.0, part)}; }
};

// Untraced (the fit searches evaluate the step's peak about 15 times per evaluation): the six
// moments' totals, with the same additions in the same order as tracedTotal, minus two kinds
// that change no bit: adding a part that is 0 at that moment (a sum starting at +0 never
// becomes -0, and x + 0 == x otherwise), and adding the moments' common leading parts more
// than once (the moments share them, so their partial sums are computed once and shared).
// tst_steppeak compares every figure with the traced path. Sets `overheads` to each moment's
// runtime memory.
std::array<double, 6> untracedTotals(const StepTerms& t, std::array<double, 6>& overheads) {
    const double persistentGradients = t.gradientsPersist ? t.gradients.value : 0.0;
    const PartSums resident = PartSums{}.plus(t.weights).plus(t.adapters);
    // The forward, the loss and the backward's first moments hold the same parts up to the
    // activations (the last layer's backward has its own gradients) ...
    const PartSums held = resident.plus(t.gathered).plus(t.quantizedWeights);
    const PartSums forward =
        held.plus(persistentGradients).plus(t.master).plus(t.states).plus(t.saved).plus(t.weightCopies).plus(t.logits);
    const PartSums firstLayer = held.plus(t.gradientsPersist ? t.gradients.value : t.headGradients.value)
                                    .plus(t.master)
                                    .plus(t.states)
                                    .plus(t.saved)
                                    .plus(t.recompute)
                                    .plus(t.weightCopies)
                                    .plus(t.logits);
    // ... the end of the backward and the optimizer step the model states, without the gathered layers.
    const PartSums states = resident.plus(t.quantizedWeights).plus(t.gradients).plus(t.master).plus(t.states);
    const std::array<PartSums, 6> sums{forward,
                                       forward.plus(t.lossForward),
                                       forward.plus(t.lossBackward),
                                       firstLayer,
                                       states.plus(t.logits),
                                       states.plus(t.logitsUntilStepEnd ? t.logits.value : 0.0).plus(t.scratch)};
    std::array<double, 6> totals{};
    for (size_t i = 0; i < sums.size(); ++i) {
        overheads[i] = runtimeMemory(t.reserveShare, t.runtimeFixed, Traced(sums[i].allocated), static_cast<NoTrace*>(nullptr)).value;
        totals[i] = sums[i].positive + std::max(0.0, overheads[i]);
    }
    return totals;
}

// Ties go to the phase that explains the peak best: the backward's start holds everything the
// forward held, the end of the backward everything the optimizer holds but its scratch.
constexpr std::array<int, 4> kTiePreference{1, 2, 3, 0}; // forward, loss, backward, optimizer

} // namespace

template <class Recorder>
void computeStepPeak(const StepTerms& t, TrainingMemory& m, Recorder* trace, std::string_view figures) {
    using F = BasicFormula<Recorder>;
    Moments<Recorder> moments = stepMoments<Recorder>(t);
    std::array<Traced, 6> totals;
    if constexpr (std::is_same_v<Recorder, Trace>) {
        for (size_t i = 0; i < moments.size(); ++i)
            totals[i] = tracedTotal(moments[i], t, trace);
    } else {
        std::array<double, 6> overheads;
        const std::array<double, 6> values = untracedTotals(t, overheads);
        for (size_t i = 0; i < moments.size(); ++i) {
            totals[i] = values[i];
            moments[i].parts[Overhead] = overheads[i];
        }
    }

    std::array<Traced, 4> phases;
    phases[0] = totals[0];
    phases[1] = totals[1];
    phases[2] = F::maximum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "backward"), Unit::Bytes)
                    .of(moments[2].name, totals[2], Unit::Bytes)
                    .of(moments[3].name, totals[3], Unit::Bytes)
                    .of(moments[4].name, totals[4], Unit::Bytes)
                    .result();
    phases[3] = totals[5];
    F peakFormula = F::maximum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "peak of the step"), Unit::Bytes,
                               "the largest of the step's moments");
    for (size_t i = 0; i < moments.size(); ++i)
        peakFormula.of(moments[i].name, totals[i], Unit::Bytes);
    const Traced peak = peakFormula.result();

    size_t best = 0;
    for (size_t i = 1; i < moments.size(); ++i) {
        const double a = totals[i].value, b = totals[best].value;
        if (a > b || (a == b && kTiePreference[size_t(moments[i].phase)] > kTiePreference[size_t(moments[best].phase)]))
            best = i;
    }
    const Moment<Recorder>& at = moments[best];
    m.weights = at.parts[Weights];
    m.adapters = at.parts[Adapters];
    m.weightsGathered = at.parts[Gathered];
    m.quantizedWeights = at.parts[Quantized];
    m.gradients = at.parts[Gradients];
    m.masterWeights = at.parts[Master];
    m.optimizerStates = at.parts[States];
    m.activations = at.parts[Activations];
    m.recompute = at.parts[Recompute];
    m.weightCopies = at.parts[Copies];
    m.logits = at.parts[Logits];
    m.lossBuffers = at.parts[Loss];
    m.optimizerScratch = at.parts[Scratch];
    m.overhead = at.parts[Overhead];
    m.total = peak;
    m.peakPhase = at.phase;
    for (size_t i = 0; i < phases.size(); ++i)
        m.phasePeaks[i] = phases[i];
    m.savedActivations = t.saved;
    m.allGradients = t.gradients;

    if constexpr (std::is_same_v<Recorder, Trace>) {
        if (trace) {
            const std::string prefix = std::string(figures) + ".";
            static constexpr std::array<const char*, 4> kPhaseIds{"forward", "loss", "backward", "optimizer"};
            for (size_t i = 0; i < phases.size(); ++i)
                trace->nameFigure(prefix + "phase." + kPhaseIds[i], phases[i]);
            trace->nameFigure(prefix + "weights", at.parts[Weights]);
            trace->nameFigure(prefix + "adapters", at.parts[Adapters]);
            trace->nameFigure(prefix + "weights_gathered", at.parts[Gathered]);
            trace->nameFigure(prefix + "quantized_weights", at.parts[Quantized]);
            trace->nameFigure(prefix + "gradients", at.parts[Gradients]);
            trace->nameFigure(prefix + "master_weights", at.parts[Master]);
            trace->nameFigure(prefix + "optimizer_states", at.parts[States]);
            trace->nameFigure(prefix + "activations", at.parts[Activations]);
            trace->nameFigure(prefix + "recompute", at.parts[Recompute]);
            trace->nameFigure(prefix + "weight_copies", at.parts[Copies]);
            trace->nameFigure(prefix + "logits", at.parts[Logits]);
            trace->nameFigure(prefix + "loss_buffers", at.parts[Loss]);
            trace->nameFigure(prefix + "optimizer_scratch", at.parts[Scratch]);
            trace->nameFigure(prefix + "overhead", at.parts[Overhead]);
            trace->nameFigure(prefix + "total", peak);
        }
    } else {
        (void)figures;
    }
}

template void computeStepPeak<Trace>(const StepTerms&, TrainingMemory&, Trace*, std::string_view);
template void computeStepPeak<NoTrace>(const StepTerms&, TrainingMemory&, NoTrace*, std::string_view);

} // namespace rooflab
