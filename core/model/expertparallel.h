#pragma once
// Where a mixture-of-experts model's parameters lie on one GPU under Megatron-Core's expert
// parallelism (docs/formulas.md, "Mixture of experts"): the routed experts are split over
// ep x etp GPUs of a pipeline stage, everything else (attention, norms, router, shared experts,
// embeddings) over tp. ZeRO / the distributed optimizer shards each over its own replicas:
// the dense parameters over the data-parallel group d, the experts over the expert-data-parallel
// group d x tp / (ep x etp).
#include "core/model/architecture.h"
#include "core/model/scenario.h"

namespace rooflab {

// Whether a layout places an MoE's routed experts apart from the rest: ep > 1 or an expert
// tensor-parallel degree other than tp. Otherwise every parameter follows tensor parallelism
// and the plain formulas hold (they give the same numbers).
bool placesExpertsApart(const ParallelConfig& parallel);
// The same for a model: it must have routed experts.
bool splitsExperts(const ParallelConfig& parallel, const Architecture& arch);
// Whether ep x etp GPUs exist in each pipeline stage's d x tp (Megatron refuses fewer).
bool expertGroupFits(const ParallelConfig& parallel, int dataParallel);

struct ParameterPlacement {
    double dense = 0;              // non-expert parameters of the busiest stage on this GPU (/ tp)
    double experts = 0;            // its routed-expert parameters on this GPU (/ (ep x etp))
    double denseShare = 0;         // dense: parameters of the busiest stage / all parameters
    double expertShare = 0;        // experts: the same for its routed experts
    double layerDense = 0;         // one MoE block on this GPU: its non-expert part (ZeRO-3 gathers)
    double layerExperts = 0;       // and its routed experts
    double dataParallel = 1;       // ZeRO group of the dense parameters
    double expertDataParallel = 1; // ZeRO group of the experts (at least 1; expertGroupFits says when it is)
    double owned() const { return dense + experts; }
    // What ZeRO leaves on this GPU of a state kept per parameter.
    double zeroShard() const { return dense / dataParallel + experts / expertDataParallel; }
};

// `params` is the model's count (the architecture's own for a full architecture); `dataParallel`
// the data-parallel degree d (the fit searches vary it).
ParameterPlacement parameterPlacement(const ParallelConfig& parallel, const Architecture& arch, double params,
                                      int dataParallel);

} // namespace rooflab
