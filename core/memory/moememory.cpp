#include "core/memory/moememory.h"

#include "core/base/translatable.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr const char* kSourceExperts = "Megatron-Core expert parallelism (parallel_state.py: expert groups)";
constexpr const char* kParameters = ROOFLAB_TR_NOOP("rooflab::Explain", "parameters");
constexpr const char* kDenseOnGpu = ROOFLAB_TR_NOOP("rooflab::Explain", "dense parameters on this GPU");
constexpr const char* kExpertsOnGpu = ROOFLAB_TR_NOOP("rooflab::Explain", "routed-expert parameters on this GPU");

} // namespace

template <class Recorder>
MoeParameters moeParameterTerms(const ParallelConfig& parallel, const ParameterPlacement& place, double params,
                                Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const double tp = parallel.tensorParallel;
    const double ep = parallel.expertParallel, etp = parallel.expertTensor();
    F dense = F::product(trace, kDenseOnGpu, Unit::Count, "Shoeybi et al. 2019, Megatron-LM");
    dense.times(kParameters, params, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share outside the routed experts (busiest stage)"),
               place.denseShare, Unit::Plain);
    if (tp > 1)
        dense.over(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel GPUs"), tp, Unit::Plain);
    const Traced denseHere = dense.result();
    F experts = F::product(trace, kExpertsOnGpu, Unit::Count, kSourceExperts);
    experts.times(kParameters, params, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share in the routed experts (busiest stage)"), place.expertShare,
               Unit::Plain)
        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "expert-parallel GPUs (ep)"), ep, Unit::Plain);
    if (etp > 1)
        experts.over(ROOFLAB_TR_NOOP("rooflab::Explain", "expert tensor-parallel GPUs (etp)"), etp, Unit::Plain);
    const Traced expertsHere = experts.result();

    MoeParameters m;
    m.owned = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "parameters on this GPU"), Unit::Count, kSourceExperts)
                  .plus(kDenseOnGpu, denseHere, Unit::Count)
                  .plus(kExpertsOnGpu, expertsHere, Unit::Count)
                  .result();
    F denseShard = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "dense parameters in this GPU's shard"),
                              Unit::Count, "Rajbhandari et al. 2020, ZeRO");
    denseShard.times(kDenseOnGpu, denseHere, Unit::Count);
    if (place.dataParallel > 1)
        denseShard.over(ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel GPUs sharing it"), place.dataParallel,
                        Unit::Plain);
    F expertShard = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "expert parameters in this GPU's shard"),
                               Unit::Count, kSourceExperts);
    expertShard.times(kExpertsOnGpu, expertsHere, Unit::Count);
    if (place.expertDataParallel != 1)
        expertShard.over(ROOFLAB_TR_NOOP("rooflab::Explain", "expert-data-parallel GPUs (d × tp / (ep × etp))"),
                         place.expertDataParallel, Unit::Plain);
    m.zeroShard = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "parameters in this GPU's ZeRO shard"), Unit::Count,
                         "Rajbhandari et al. 2020, ZeRO")
                      .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "dense parameters in this GPU's shard"),
                            denseShard.result(), Unit::Count)
                      .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "expert parameters in this GPU's shard"),
                            expertShard.result(), Unit::Count)
                      .result();
    return m;
}

double routedTokensPerToken(const Scenario& sc, const Architecture& a) {
    if (!a.isMoe())
        return 1.0;
    const double k = double(std::max<std::int64_t>(1, a.topK));
    return sc.parallel.expertParallel > 1 ? k * sc.training.moeCapacityFactor : k;
}

template <class Recorder>
Traced megatronMoeExtraBytes(const Scenario& sc, const Architecture& a, double tokens, double dispatchedBytes,
                             Recorder* trace) {
    using F = BasicFormula<Recorder>;
    if (!a.isMoe())
        return 0.0;
    const char* source =
        "Megatron-Core MoE (alltoall dispatcher, grouped GEMM); Megatron-MoE-ModelZoo deepseek_mem_estimate.py";
    const char* kTokens = ROOFLAB_TR_NOOP("rooflab::Explain", "tokens (s × b)");
    const DType type = sc.precision.activations;
    const double e = dtypeBytes(type);
    const double etp = sc.parallel.expertTensor(); // tp unless the experts are placed apart
    F sum = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "MoE routing tensors"), Unit::Bytes, source);
    sum.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "dispatched tokens (first expert GEMM's input)"),
             F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "dispatched tokens (first expert GEMM's input)"),
                        Unit::Bytes, source)
                 .times(kTokens, tokens, Unit::Count)
                 .times(ROOFLAB_TR_NOOP("rooflab::Explain", "routed copies per token (top_k × capacity factor)"),
                        routedTokensPerToken(sc, a), Unit::Plain)
                 .times(ROOFLAB_TR_NOOP("rooflab::Explain", "gathered over expert tensor parallelism (etp)"), etp,
                        Unit::Plain)
                 .times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_model"), double(a.dModel), Unit::Plain)
                 .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes"), dispatchedBytes, Unit::BytesPerValue,
                        dispatchedBytes == e ? dtypeId(type) : std::string_view("quantized"))
                 .result(),
             Unit::Bytes);
    sum.plus(
        ROOFLAB_TR_NOOP("rooflab::Explain", "router probabilities and row-id map"),
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "router probabilities and row-id map"), Unit::Bytes,
                   source)
            .times(kTokens, tokens, Unit::Count)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "experts"), double(a.experts), Unit::Plain)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes (2 probability + 8 index)"), 10.0, Unit::BytesPerValue)
            .result(),
        Unit::Bytes);
    // Recomputed (Megatron-Core's "shared_experts"), the shared expert keeps only its input,
    // the norm output the routed experts see as well.
    if (a.sharedDFf > 0 && !sc.training.recomputes(RecomputeModule::SharedExperts)) {
        const double wide = a.mlp == MlpKind::SwiGlu ? 3.0 : 2.0;
        sum.plus(
            ROOFLAB_TR_NOOP("rooflab::Explain", "shared expert intermediates"),
            F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "shared expert intermediates"), Unit::Bytes, source)
                .times(kTokens, tokens, Unit::Count)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "shared d_ff"), double(a.sharedDFf), Unit::Plain)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "d_ff-wide tensors (GELU 2, SwiGLU 3)"), wide, Unit::Plain)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes"), e, Unit::BytesPerValue, dtypeId(type))
                .result(),
            Unit::Bytes);
    }
    return sum.result();
}

template Traced megatronMoeExtraBytes<Trace>(const Scenario&, const Architecture&, double, double, Trace*);
template Traced megatronMoeExtraBytes<NoTrace>(const Scenario&, const Architecture&, double, double, NoTrace*);
template MoeParameters moeParameterTerms<Trace>(const ParallelConfig&, const ParameterPlacement&, double, Trace*);
template MoeParameters moeParameterTerms<NoTrace>(const ParallelConfig&, const ParameterPlacement&, double, NoTrace*);

} // namespace rooflab
