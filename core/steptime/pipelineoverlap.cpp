#include "core/steptime/pipelineoverlap.h"

#include "core/steptime/overlapslowdown.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr const char* kSourceOverlapP2p =
    "Megatron-Core forward_backward_pipelining_with_interleaving, overlap_p2p_comm (core_r0.8.0); "
    "NeMo MegatronCommOverlapCallback / Megatron-Bridge comm_overlap.py: on with virtual stages";

} // namespace

bool overlapsPipelineSends(const Scenario& sc, int stages, int virtualStages) {
    return sc.training.implementation == Implementation::MegatronCore && stages > 1 && virtualStages > 1;
}

Traced pipelineSendsExposedPerMicroBatch(Trace* trace, const Traced& sendsPerMicro, double microComputeS,
                                         int virtualStages) {
    const double v = std::max(1, virtualStages);
    const double exchange = sendsPerMicro.value / (2.0 * v); // one chunk's send and receive, one way
    const double chunk = microComputeS / v;
    // v forward exchanges, each beside a backward chunk; v backward ones, each beside a forward chunk.
    const double behindBackward = std::min(exchange, chunk * 2.0 / 3.0);
    const double behindForward = std::min(exchange, chunk / 3.0);
    const double hidden = v * (behindBackward + behindForward);
    return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed pipeline send/receive per micro-batch"),
                        Unit::Seconds, kSourceOverlapP2p)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline send/receive per micro-batch"), sendsPerMicro,
              Unit::Seconds)
        .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "hidden behind the next chunk's compute"), hidden, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "compute slowed by the hidden sends"),
              kOverlapComputeSlowdown * hidden, Unit::Seconds)
        .result();
}

} // namespace rooflab
