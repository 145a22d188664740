#pragma once
// The serving layouts the planner covers (docs/formulas.md, "Serving layouts"): the model split
// over tp x pp GPUs of one replica (a ServingShape, with the weights' and the KV cache's formats)
// and, for each, the data-parallel replica counts whose GPUs lie in the searched range.
#include "core/model/scenario.h"
#include "core/plan/fixedkeys.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rooflab {

struct ServingShape {
    int tp = 1, pp = 1;
    DType weights = DType::BF16, kv = DType::BF16;
    int formatOrder = 0; // 0: the scenario's own formats; higher: later in the freed formats' lists
    int gpusPerReplica() const { return tp * pp; }
};

// The replica counts of a shape whose GPUs lie in [min, max]; empty when lo > hi.
struct ReplicaRange {
    int lo = 1, hi = 0;
    bool empty() const { return lo > hi; }
    std::int64_t size() const { return empty() ? 0 : std::int64_t(hi) - lo + 1; }
};

class ServingPlanSpace {
public:
    // `base` is the scenario as read (its own formats), `fixed` with plan.fixed applied.
    ServingPlanSpace(const Scenario& base, const Scenario& fixed, const FixedKeys& held);

    const std::vector<ServingShape>& shapes() const { return m_shapes; }
    ReplicaRange replicas(const ServingShape& shape) const;
    int gpusMin() const { return m_gpusMin; }
    int gpusMax() const { return m_gpusMax; }
    std::int64_t size() const;

private:
    std::vector<int> tensorParallelSizes() const;
    std::vector<int> pipelineSizes(int tp) const;

    const Scenario& m_fixed;
    FixedKeys m_held;
    int m_gpusMin = 1, m_gpusMax = 1;
    std::vector<ServingShape> m_shapes;
};

// The scenario of one serving layout: the shape's split and formats, `replicas` copies of it.
void applyServingShape(const ServingShape& shape, int replicas, Scenario& scenario);

// "tp 8 pp 1 x 2 replicas, weights bf16, kv fp8-e4m3" for the table.
std::string describeServingLayout(const Scenario& scenario);
std::string describeServingShape(const ServingShape& shape, int replicas);

} // namespace rooflab
