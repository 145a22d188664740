#include "core/model/torchcontextparallel.h"

#include "core/base/translatable.h"
#include "core/model/contextparallel.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr const char* kSourceAllGather =
    "PyTorch context_parallel, torch/distributed/tensor/experimental/_attention.py at 0123248a: _AllGatherRotater "
    "(torchtitan --parallelism.context_parallel_rotate_method allgather, its default); dK, dV: "
    "_templated_ring_attention_backward's ALL_TO_ALL ring in fp32 (convert_to_f32)";
constexpr const char* kSourceRing =
    "PyTorch context_parallel, torch/distributed/tensor/experimental/_attention.py at 0123248a: _AllToAllRotater "
    "(torchtitan --parallelism.context_parallel_rotate_method alltoall); dK, dV: "
    "_templated_ring_attention_backward's ALL_TO_ALL ring in fp32 (convert_to_f32)";

struct Link {
    const NetworkSpec& net;
    const ContextGroup& group;
    const char* source;
    Trace* trace;
};

// One transfer over the context-parallel group's link.
Traced transfer(const Link& link, const char* name, const char* bytesName, double bytes) {
    return contextTransfer(link.trace, name, bytesName, bytes, link.net, link.group, link.source);
}

// What a transfer adds to the step beyond the chunk's attention that runs beside it.
Traced beyond(const Link& link, const Traced& sent, const Traced& beside) {
    const char* name = ROOFLAB_TR_NOOP("rooflab::Explain", "transfer beyond the attention beside it");
    const Traced over = Formula::sum(link.trace, name, Unit::Seconds, link.source)
                            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "transfer"), sent, Unit::Seconds)
                            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "one chunk's attention"), beside, Unit::Seconds)
                            .result();
    return Formula::maximum(link.trace, ROOFLAB_TR_NOOP("rooflab::Explain", "waited for"), Unit::Seconds, link.source)
        .of(ROOFLAB_TR_NOOP("rooflab::Explain", "nothing"), 0.0, Unit::Seconds)
        .of(name, over, Unit::Seconds)
        .result();
}

struct PerLayer {
    Traced forwardTotal, forwardExposed, backwardTotal, backwardExposed;
};

// allgather: the forward's one gather waits behind the first chunk; the backward's gather the same,
// then cp dK, dV sends, each but the last beside the next chunk's backward.
PerLayer allGatherLayer(const Link& link, int cp, const Traced& kv, const Traced& grad, const Traced& forwardChunk,
                        const Traced& backwardChunk) {
    const Traced gather =
        Formula::product(link.trace, ROOFLAB_TR_NOOP("rooflab::Explain", "all-gather of K and V"), Unit::Seconds,
                         link.source)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "one K, V transfer"), kv, Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "ring steps per pass (cp - 1)"), double(cp - 1), Unit::Plain)
            .result();
    PerLayer l;
    l.forwardTotal = gather;
    l.forwardExposed = beyond(link, gather, forwardChunk);
    l.backwardTotal = gather.value + cp * grad.value;
    l.backwardExposed =
        beyond(link, gather, backwardChunk).value + (cp - 1) * beyond(link, grad, backwardChunk).value + grad.value;
    return l;
}

// alltoall: cp - 1 ring steps, each beside one chunk's attention; in the backward the dK, dV sends
// share the middle steps with them.
PerLayer ringLayer(const Link& link, int cp, const Traced& kv, const Traced& grad, const Traced& forwardChunk,
                   const Traced& backwardChunk) {
    const Traced both = kv.value + grad.value;
    PerLayer l;
    l.forwardTotal = (cp - 1) * kv.value;
    l.forwardExposed = (cp - 1) * beyond(link, kv, forwardChunk).value;
    l.backwardTotal = (cp - 1) * kv.value + cp * grad.value;
    l.backwardExposed = beyond(link, kv, backwardChunk).value + (cp - 2) * beyond(link, both, backwardChunk).value +
                        beyond(link, grad, backwardChunk).value + grad.value;
    return l;
}

Traced perMicroBatch(Trace* trace, const char* name, const char* source, const ContextGroup& g, const Traced& forward,
                     const Traced& backward) {
    return Formula::product(trace, name, Unit::Seconds, source)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU"), g.layersHere, Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "one layer's passes"),
               Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one layer's passes"), Unit::Seconds, source)
                   .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "forward passes (1, + recomputed forward)"),
                         (g.passes - 1.0) * forward.value, Unit::Seconds)
                   .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "backward"), backward, Unit::Seconds)
                   .result(),
               Unit::Seconds)
        .result();
}

} // namespace

TorchContextComm torchContextComm(const Scenario& sc, const NetworkSpec& net, double attentionCoreS, Trace* trace) {
    const int cp = sc.parallel.contextParallel;
    if (cp <= 1)
        return {};
    const bool ring = sc.parallel.contextRotateMethod == ContextRotateMethod::AllToAll;
    const ContextGroup g = contextGroup(sc, net);
    const Link link{net, g, ring ? kSourceRing : kSourceAllGather, trace};
    const double local = localKeyValueBytes(sc, sc.model.arch, double(sc.training.microBatch));
    const double fp32 = 4.0 / dtypeBytes(sc.precision.activations);
    const Traced kv =
        transfer(link, ROOFLAB_TR_NOOP("rooflab::Explain", "one K, V transfer"),
                 ROOFLAB_TR_NOOP("rooflab::Explain", "K and V of this rank's tokens (2 b s/cp kv / t)"), local);
    const Traced grad =
        transfer(link, ROOFLAB_TR_NOOP("rooflab::Explain", "one dK, dV transfer (fp32)"),
                 ROOFLAB_TR_NOOP("rooflab::Explain", "dK and dV of this rank's tokens in fp32"), local * fp32);
    // The attention core's time splits into forward passes and a backward of two forwards' work, each
    // into cp chunk steps.
    const Traced forwardChunk =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one chunk's forward attention"), Unit::Seconds,
                         link.source)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "attention core per micro-batch"), attentionCoreS, Unit::Seconds)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU"), std::max(1.0, g.layersHere), Unit::Plain)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "forward passes, the backward as two"), g.passes + 1.0,
                  Unit::Plain)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "chunk steps (cp)"), double(cp), Unit::Plain)
            .result();
    const Traced backwardChunk =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "one chunk's backward attention"), Unit::Seconds,
                         link.source)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "one chunk's forward attention"), forwardChunk, Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "backward over forward"), 2.0, Unit::Plain)
            .result();
    const PerLayer l = ring ? ringLayer(link, cp, kv, grad, forwardChunk, backwardChunk)
                            : allGatherLayer(link, cp, kv, grad, forwardChunk, backwardChunk);
    TorchContextComm c;
    c.total = perMicroBatch(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "context-parallel transfers per micro-batch"),
                            link.source, g, l.forwardTotal, l.backwardTotal);
    c.exposed = perMicroBatch(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed ring per micro-batch"), link.source,
                              g, l.forwardExposed, l.backwardExposed);
    return c;
}

} // namespace rooflab
