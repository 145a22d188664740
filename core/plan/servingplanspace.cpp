#include "core/plan/servingplanspace.h"

#include "core/model/collectives.h"
#include "core/plan/layoutspace.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace rooflab {

namespace {

// plan.fixed frees a format by naming it null ({"inference": {"weights_dtype": null}}), as a
// JSON merge patch removes a key: the search then tries every format the engine serves.
bool freed(const Scenario& sc, const char* key) {
    if (!sc.plan || sc.plan->fixedJson.empty())
        return false;
    const nlohmann::json fixed = nlohmann::json::parse(sc.plan->fixedJson, nullptr, false);
    const auto inference = fixed.is_object() ? fixed.find("inference") : fixed.end();
    if (!fixed.is_object() || inference == fixed.end() || !inference->is_object())
        return false;
    const auto value = inference->find(key);
    return value != inference->end() && value->is_null();
}

// The scenario's own format first, then the engine's others (docs/formulas.md, "Serving
// layouts"): bf16, FP8 where the GPU computes in it, and 4-bit weights (AWQ/GPTQ).
std::vector<DType> formats(DType own, bool searched, std::vector<DType> others) {
    std::vector<DType> out{own};
    if (searched)
        for (DType d : others)
            if (std::find(out.begin(), out.end(), d) == out.end())
                out.push_back(d);
    return out;
}

} // namespace

ServingPlanSpace::ServingPlanSpace(const Scenario& base, const Scenario& fixed, const FixedKeys& held)
    : m_fixed(fixed)
    , m_held(held) {
    const bool range = fixed.plan && fixed.plan->searchesGpuRange() && !held.gpus;
    m_gpusMin = range ? fixed.plan->gpusMin : 1;
    m_gpusMax = range ? fixed.plan->gpusMax : std::max(1, fixed.parallel.gpus);
    if (held.gpus)
        m_gpusMin = m_gpusMax;
    const bool fp8 = fixed.gpu.peak(DType::FP8_E4M3) > 0;
    std::vector<DType> weightFormats{DType::BF16, DType::INT4};
    if (fp8)
        weightFormats.insert(weightFormats.begin() + 1, DType::FP8_E4M3);
    const std::vector<DType> weights =
        formats(base.inference.weightsDtype, freed(base, "weights_dtype"), weightFormats);
    const std::vector<DType> kv =
        formats(base.inference.kvDtype, freed(base, "kv_dtype"), {DType::BF16, DType::FP8_E4M3});
    for (int tp : tensorParallelSizes())
        for (int pp : pipelineSizes(tp))
            for (std::size_t w = 0; w < weights.size(); ++w)
                for (std::size_t k = 0; k < kv.size(); ++k)
                    m_shapes.push_back({tp, pp, weights[w], kv[k], int(w + k)});
}

// vLLM splits the attention heads over tp (ModelConfig.verify_with_parallel_config: the heads
// must divide), replicates KV heads when tp exceeds them, and keeps tp within a node.
std::vector<int> ServingPlanSpace::tensorParallelSizes() const {
    if (m_held.tp)
        return {std::max(1, m_fixed.parallel.tensorParallel)};
    const Architecture& a = m_fixed.model.arch;
    const int node = std::max(1, resolveNetwork(m_fixed).gpusPerNode);
    std::vector<int> sizes;
    for (std::int64_t t : divisorsOf(std::max<std::int64_t>(1, a.heads))) {
        const bool kvSplits = a.kvHeads <= 0 || a.kvHeads % t == 0 || t % a.kvHeads == 0;
        const bool mlpSplits = a.dFf <= 0 || a.dFf % t == 0;
        if (t <= node && t <= m_gpusMax && kvSplits && mlpSplits)
            sizes.push_back(int(t));
    }
    return sizes;
}

// vLLM places whole layers on each stage and splits them unevenly (vllm/distributed/utils.py,
// get_pp_indices): any count of stages up to the layers.
std::vector<int> ServingPlanSpace::pipelineSizes(int tp) const {
    if (m_held.pp)
        return {std::max(1, m_fixed.parallel.pipelineParallel)};
    const int layers = int(std::max<std::int64_t>(1, m_fixed.model.arch.layers));
    std::vector<int> sizes;
    for (int pp = 1; pp <= layers && std::int64_t(pp) * tp <= m_gpusMax; ++pp)
        sizes.push_back(pp);
    return sizes;
}

ReplicaRange ServingPlanSpace::replicas(const ServingShape& shape) const {
    const int per = shape.gpusPerReplica();
    ReplicaRange r;
    r.lo = std::max(1, (m_gpusMin + per - 1) / per);
    r.hi = m_gpusMax / per;
    // A closed loop's replica beyond its clients would hold no request.
    const ServingConfig& s = *m_fixed.serving;
    if (s.closedLoop())
        r.hi = int(std::min<std::int64_t>(r.hi, std::max<std::int64_t>(1, s.concurrency)));
    return r;
}

std::int64_t ServingPlanSpace::size() const {
    std::int64_t n = 0;
    for (const ServingShape& shape : m_shapes)
        n += replicas(shape).size();
    return n;
}

void applyServingShape(const ServingShape& shape, int replicas, Scenario& sc) {
    sc.parallel.tensorParallel = shape.tp;
    sc.parallel.pipelineParallel = shape.pp;
    sc.parallel.gpus = shape.gpusPerReplica() * replicas;
    sc.inference.weightsDtype = shape.weights;
    sc.inference.kvDtype = shape.kv;
}

std::string describeServingShape(const ServingShape& shape, int replicas) {
    return "tp " + std::to_string(shape.tp) + " pp " + std::to_string(shape.pp) + " x " + std::to_string(replicas) +
           (replicas == 1 ? " replica" : " replicas") + ", weights " + std::string(dtypeId(shape.weights)) + ", kv " +
           std::string(dtypeId(shape.kv));
}

std::string describeServingLayout(const Scenario& sc) {
    const ParallelConfig& p = sc.parallel;
    ServingShape shape{p.tensorParallel, p.pipelineParallel, sc.inference.weightsDtype, sc.inference.kvDtype, 0};
    return describeServingShape(shape, p.gpus / std::max(1, shape.gpusPerReplica()));
}

} // namespace rooflab
