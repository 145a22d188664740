#include "core/memory/finetunememory.h"

#include "core/memory/memorynames.h"
#include "core/model/finetune.h"
#include "core/model/pipelinesplit.h"

#include <algorithm>

namespace rooflab {
namespace {

constexpr const char* kSourceLora = "Hu et al. 2021, LoRA; Hugging Face peft LoraLayer";
constexpr const char* kSourceQlora = "Dettmers et al. 2023, QLoRA, sec. 3; bitsandbytes Params4bit";
using memorynames::kBytesEach;
using memorynames::kSourceZero;
constexpr const char* kShardGpus = ROOFLAB_TR_NOOP("rooflab::Explain", "data-parallel GPUs sharing it");
constexpr const char* kAdaptersOnGpu = ROOFLAB_TR_NOOP("rooflab::Explain", "adapter parameters on this GPU");

} // namespace

template <class Recorder>
FrozenBaseTerms frozenBaseTerms(const Scenario& sc, const MemoryInputs& in, Traced paramsOnGpu, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const Architecture& a = *in.arch;
    const AdapterShapes shapes = adapterShapes(sc, a);
    const double d = in.dataParallel;
    const int zero = in.zeroStage;
    const std::string_view zeroLabel = zeroStageLabel(zero);
    const double tp = sc.parallel.tensorParallel;
    const int pp = sc.parallel.pipelineParallel;
    const bool quantised = isQuantised(resolvedBaseFormat(sc));
    FrozenBaseTerms t;
    t.adapterParams = shapes.adapterParams;

    // The base's mean bytes per parameter: the blocks' matrices in the base format, the rest
    // (embeddings, norms, head) in their own dtype.
    const DType other = resolvedOtherDtype(sc);
    const double allParams = shapes.layerMatrixParams + shapes.otherParams;
    t.bytesPerParam =
        allParams > 0 ? (shapes.layerMatrixBytes + shapes.otherParams * dtypeBytes(other)) / allParams : 0;
    F weights = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "frozen weights"), Unit::Bytes,
                           quantised ? kSourceQlora : kSourceLora);
    weights.times(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters on this GPU"), paramsOnGpu, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain",
                               "bytes per parameter (layer matrices in the base format, the rest in its dtype)"),
               t.bytesPerParam, Unit::BytesPerValue, baseFormatId(resolvedBaseFormat(sc)));
    if (zero >= 3 && d > 1)
        weights.over(kShardGpus, d, Unit::Plain, zeroLabel);
    t.weights = weights.result();

    // Adapters sit in the layers: a pipeline stage holds its layers' share, tensor parallelism
    // splits them with their matrices.
    F onGpu = F::product(trace, kAdaptersOnGpu, Unit::Count, kSourceLora);
    onGpu.times(ROOFLAB_TR_NOOP("rooflab::Explain", "adapter parameters (rank × (in + out) per adapted matrix)"),
                shapes.adapterParams, Unit::Count);
    if (pp > 1) {
        const double stageLayers = double(pipelineSplit(sc.parallel, a.layers).most());
        onGpu.times(ROOFLAB_TR_NOOP("rooflab::Explain", "share of the layers on this stage"),
                    std::min(1.0, stageLayers / std::max<std::int64_t>(1, a.layers)), Unit::Plain);
    }
    if (tp > 1)
        onGpu.over(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel GPUs"), tp, Unit::Plain);
    t.adaptersOnGpu = onGpu.result();

    const DType adapterType = sc.finetune.adapterDtype;
    auto adapterSized = [&](const char* name, bool sharded) {
        F f = F::product(trace, name, Unit::Bytes, sharded ? kSourceZero : kSourceLora);
        f.times(kAdaptersOnGpu, t.adaptersOnGpu, Unit::Count)
            .times(kBytesEach, dtypeBytes(adapterType), Unit::BytesPerValue, dtypeId(adapterType));
        if (sharded && d > 1)
            f.over(kShardGpus, d, Unit::Plain, zeroLabel);
        return f.result();
    };
    t.adapters = adapterSized(ROOFLAB_TR_NOOP("rooflab::Explain", "adapters"), zero >= 3);
    t.gradients = adapterSized(ROOFLAB_TR_NOOP("rooflab::Explain", "adapter gradients"), zero >= 2);
    return t;
}

template <class Recorder>
Traced withDequantisedMatrix(const Scenario& sc, const Architecture& arch, Traced weightCopies, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    if (!isQuantised(resolvedBaseFormat(sc)))
        return weightCopies;
    const AdapterShapes shapes = adapterShapes(sc, arch);
    const double compute = dtypeBytes(sc.precision.activations);
    const Traced dequantised =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "dequantised weight matrix (one at a time)"), Unit::Bytes,
                   kSourceQlora)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "values of the largest layer matrix on this GPU"),
                   shapes.largestMatrix / sc.parallel.tensorParallel, Unit::Count)
            .times(kBytesEach, compute, Unit::BytesPerValue, dtypeId(sc.precision.activations))
            .result();
    if (weightCopies.value <= 0)
        return dequantised;
    return F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "weight copies"), Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "16-bit weight copies (autocast)"), weightCopies, Unit::Bytes)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "dequantised weight matrix (one at a time)"), dequantised,
              Unit::Bytes)
        .result();
}

template FrozenBaseTerms frozenBaseTerms<Trace>(const Scenario&, const MemoryInputs&, Traced, Trace*);
template FrozenBaseTerms frozenBaseTerms<NoTrace>(const Scenario&, const MemoryInputs&, Traced, NoTrace*);
template Traced withDequantisedMatrix<Trace>(const Scenario&, const Architecture&, Traced, Trace*);
template Traced withDequantisedMatrix<NoTrace>(const Scenario&, const Architecture&, Traced, NoTrace*);

} // namespace rooflab
