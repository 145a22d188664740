#include "core/serving/expertserving.h"

#include "core/base/translatable.h"
#include "core/memory/servingweights.h"
#include "core/model/collectives.h"
#include "core/serving/servingstep.h"
#include "core/steptime/expertcomm.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr const char* kSourceLayout = "docs/formulas.md, Serving: expert parallelism and data-parallel attention";
constexpr const char* kSourceGather =
    "vLLM AgRsAll2AllManager (vllm/distributed/device_communicators/all2all.py at 0014300): all_gatherv, "
    "reduce_scatterv over the DP group";
constexpr const char* kSourceDeepEp =
    "SGLang --moe-a2a-backend deepep; DeepEP dispatch in FP8, combine in BF16 (DeepSeek-V3 report, sec. 3.3.2)";

// DeepEP's dispatch sends each hidden value in FP8 with one fp32 scale per 128 values
// (DeepSeek-V3 report, sec. 3.3.2: activations quantised to FP8 before dispatch; 1x128 tiles).
constexpr double kFp8WithScales = 1.0 + 4.0 / 128.0;

ExpertDispatch engineDispatch(ServingEngine engine) {
    return engine == ServingEngine::Sglang ? ExpertDispatch::DeepEp : ExpertDispatch::GatherScatter;
}

} // namespace

ExpertServingLayout expertServingLayout(const Scenario& sc) {
    ExpertServingLayout layout;
    const Architecture& a = sc.model.arch;
    if (!sc.serving || !sc.serving->expertParallel || !a.isMoe())
        return layout;
    const int tp = std::max(1, sc.parallel.tensorParallel);
    const int pp = std::max(1, sc.parallel.pipelineParallel);
    layout.attentionTp = tp;
    // vLLM: EP size = TP x DP (FusedMoEParallelConfig); without DP attention a replica's tp GPUs.
    layout.attentionRanks = sc.serving->dataParallelAttention ? std::max(1, sc.parallel.gpus / tp) : 1;
    layout.expertGpus = tp * layout.attentionRanks;
    layout.moeLayersHere = double(std::min<std::int64_t>((a.layers + pp - 1) / pp, a.moeLayers()));
    layout.topK = double(std::max<std::int64_t>(1, a.topK));
    layout.dModel = double(a.dModel);
    if (layout.attentionRanks > 1) {
        layout.dispatch = engineDispatch(sc.serving->engine);
        const double activation = dtypeBytes(sc.precision.activations);
        layout.dispatchBytes = layout.dispatch == ExpertDispatch::DeepEp ? kFp8WithScales : activation;
        layout.combineBytes = activation;
    }
    return layout;
}

void applyExpertLayout(const ExpertServingLayout& layout, const Scenario& sc, ServingCapacity& c, Trace* trace) {
    if (!layout.active() || layout.expertGpus == layout.attentionTp)
        return; // whole experts over the tp GPUs: the same bytes as their tensor-parallel slices
    const ServingWeights served = servingWeights(sc);
    const double routed = double(countParameters(sc.model.arch).routedExperts) * served.matrixBytes /
                          std::max(1, sc.parallel.pipelineParallel);
    const Traced freed =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "routed experts moved to other ranks' GPUs"),
                         Unit::Bytes, kSourceLayout)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "routed experts' bytes on a pipeline stage"), routed,
                   Unit::Bytes)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "1 / tp - 1 / expert-parallel GPUs"),
                   1.0 / layout.attentionTp - 1.0 / layout.expertGpus, Unit::Ratio)
            .result();
    const Traced left =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache budget with the experts split"), Unit::Bytes,
                     kSourceLayout)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "vLLM memory budget"), c.budget, Unit::Bytes)
            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "serving weights"), c.weights, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "routed experts moved to other ranks' GPUs"), freed, Unit::Bytes)
            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "non-PyTorch memory (CUDA, NCCL)"), c.nonTorch, Unit::Bytes)
            .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "activation peak of the profiling run"), c.activationPeak,
                   Unit::Bytes)
            .result();
    c.weights = std::max(0.0, c.weights - freed.value);
    c.kvCache = std::max(0.0, left.value);
    const double block = std::max(1, sc.inference.blockSize);
    if (c.kvBytesPerToken > 0)
        c.kvCapacityTokens = std::floor(c.kvCache / (c.kvBytesPerToken * block)) * block;
    c.maxConcurrency = sc.inference.context > 0 ? c.kvCapacityTokens / double(sc.inference.context) : 0.0;
    if (trace) {
        trace->nameFigure("serving.expert_weights_freed", freed);
        trace->nameFigure("inference.serving.kv_cache", left);
    }
}

double busiestExpertShare(const ExpertServingLayout& layout, double experts, double touched) {
    if (!layout.active() || experts <= 1)
        return touched;
    const double local = experts / layout.expertGpus;
    const double busiest = std::min(local, std::ceil(experts * touched / layout.expertGpus - 1e-9));
    return std::clamp(busiest / local, touched, 1.0);
}

Traced expertDispatchTime(const ServingHardware& hw, const StepLoad& load, Trace* trace) {
    const ExpertServingLayout& e = hw.expertLayout;
    const double tokens = load.decodeSeqs * load.tokensPerSeq + load.prefillTokens;
    if (e.dispatch == ExpertDispatch::None || e.moeLayersHere <= 0 || tokens <= 0)
        return 0.0;
    if (e.dispatch == ExpertDispatch::GatherScatter) {
        // Every rank gathers all ranks' tokens before the experts and reduce-scatters the outputs
        // after: two ring collectives over the ranks, tp GPUs apart.
        const int n = e.attentionRanks;
        const double gathered = n * tokens * e.dModel * e.dispatchBytes;
        const Traced rings =
            tracedCollective(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-gathers and reduce-scatters"),
                             ROOFLAB_TR_NOOP("rooflab::Explain", "all ranks' tokens gathered (ring share)"),
                             ringGatherVolume(gathered, n), n, ringSteps(Collective::AllGather, n),
                             groupLink(hw.net, n, e.attentionTp), hw.net.latency, 2.0 * e.moeLayersHere,
                             ROOFLAB_TR_NOOP("rooflab::Explain", "all-gathers and reduce-scatters (2 per MoE layer)"));
        return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "expert dispatch and combine per step"),
                            Unit::Seconds, kSourceGather)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "expert all-gathers and reduce-scatters"), rings, Unit::Seconds)
            .result();
    }
    // DeepEP: each GPU sends its share of the rank's tokens to the GPUs of their top-k experts.
    const double sent = tokens / e.attentionTp * e.topK * e.dModel;
    const double dispatch = allToAllTime(sent * e.dispatchBytes, e.expertGpus, 1, hw.net);
    const double combine = allToAllTime(sent * e.combineBytes, e.expertGpus, 1, hw.net);
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "expert dispatch and combine per step"),
                            Unit::Seconds, kSourceDeepEp)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "MoE layers"), e.moeLayersHere, Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain",
                               "dispatch (tokens × top_k × d_model, FP8) + combine (BF16), each latency + bytes"),
               dispatch + combine, Unit::Seconds)
        .result();
}

void reportExpertLayout(const ServingHardware& hw, double decodeSeqs, double tokensPerSeq, ServingReport& r) {
    const ExpertServingLayout& e = hw.expertLayout;
    if (!e.active())
        return;
    StepLoad decode;
    decode.decodeSeqs = decodeSeqs;
    decode.tokensPerSeq = tokensPerSeq;
    r.expertParallelGpus = e.expertGpus;
    r.expertDispatchS = expertDispatchTime(hw, decode, nullptr).value;
    const char* how = e.dispatch == ExpertDispatch::DeepEp          ? "DeepEP all-to-all"
                      : e.dispatch == ExpertDispatch::GatherScatter ? "all-gather and reduce-scatter"
                                                                    : "tensor-parallel all-reduce";
    r.notes.push_back(coreMessage(
        ROOFLAB_TR_NOOP("rooflab::Messages",
                        "routed experts split over %1 GPUs (expert parallelism), %2 data-parallel attention rank(s) "
                        "of tp %3; tokens reach the experts by %4"),
        {messageArgument(e.expertGpus), messageArgument(e.attentionRanks), messageArgument(e.attentionTp), how}));
}

} // namespace rooflab
