#include "core/roofline/opbuilder.h"

#include <string>
#include <type_traits>

namespace rooflab {

double vectorCeiling(const GpuSpec& gpu, DType compute) {
    if (gpu.fp32VectorPeak > 0)
        return gpu.fp32VectorPeak;
    if (gpu.peak(DType::FP32) > 0)
        return gpu.peak(DType::FP32);
    return gpu.peak(compute);
}

namespace {

constexpr const char* kFlopsName = ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs");
constexpr const char* kBytesName = ROOFLAB_TR_NOOP("rooflab::Explain", "bytes moved");
constexpr const char* kLayers = ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU");
// The passes' names say what they are: a recomputed forward only where there is one (4 passes,
// or 3 and the recomputed layers' share).
const char* passesName(double passes) {
    if (passes == 4)
        return ROOFLAB_TR_NOOP("rooflab::Explain", "passes (forward, backward ×2, recompute)");
    if (passes == 3)
        return ROOFLAB_TR_NOOP("rooflab::Explain", "passes (forward, backward ×2)");
    if (passes > 3 && passes < 4) // block checkpointing (core/model/recomputedlayers.h)
        return ROOFLAB_TR_NOOP("rooflab::Explain", "passes (forward, backward ×2, recomputed share of a forward)");
    return ROOFLAB_TR_NOOP("rooflab::Explain", "passes");
}

} // namespace

OpBuilder::OpBuilder(const Scenario& sc, Phase phase, Trace* trace, std::size_t expectedOps)
    : m_sc(sc)
    , m_phase(phase)
    , m_trace(trace) {
    m_peak = sc.gpu.peak(sc.precision.compute);
    m_vector = vectorCeiling(sc.gpu, sc.precision.compute);
    m_bandwidth = sc.gpu.bandwidth;
    // A phase has about twenty operations (more with MoE, FP8 casts, LoRA): room for them up
    // front, instead of the vector growing and moving its RooflineOps five times per phase.
    m_ops.reserve(expectedOps);
    if (trace) // the times are kept only for a trace
        m_times.reserve(expectedOps);
}

void OpBuilder::matmul(const char* name, double m, double k, double n, double count, double weightBytes,
                       double passes) {
    if (m_trace)
        matmulAs(m_trace, name, m, k, n, count, weightBytes, passes);
    else
        matmulAs(static_cast<NoTrace*>(nullptr), name, m, k, n, count, weightBytes, passes);
}

template <class Recorder>
void OpBuilder::matmulAs(Recorder* trace, const char* name, double m, double k, double n, double count,
                         double weightBytes, double passes) {
    using F = BasicFormula<Recorder>;
    const double e = activationBytes();
    const Traced flops = F::product(trace, kFlopsName, Unit::Flop, "Kaplan et al. 2020, sec. 2.1")
                             .times(ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per multiply-add"), 2.0, Unit::Plain)
                             .times("M", m, Unit::Count)
                             .times("K", k, Unit::Count)
                             .times("N", n, Unit::Count)
                             .timesUnlessOne(kLayers, count, Unit::Plain)
                             .timesUnlessOne(passesName(passes), passes, Unit::Plain)
                             .result();
    const Traced once =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "bytes of one product"), Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "A (M × K activations)"), m * k * e, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "B (K × N weights)"), k * n * weightBytes, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "C (M × N output)"), m * n * e, Unit::Bytes)
            .result();
    const Traced bytes = F::product(trace, kBytesName, Unit::Bytes)
                             .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes of one product"), once, Unit::Bytes)
                             .timesUnlessOne(kLayers, count, Unit::Plain)
                             .timesUnlessOne(passesName(passes), passes, Unit::Plain)
                             .result();
    addAs(trace, name, true, flops, bytes);
    shapeLast(m, n, k, count * passes);
    m_ops.back().launches = count * passes;
}

void OpBuilder::perLayer(const char* name, bool matmul, const char* flopsName, double flopsPerLayer,
                         const char* bytesName, double bytesPerLayer, double count, double passes) {
    if (m_trace)
        perLayerAs(m_trace, name, matmul, flopsName, flopsPerLayer, bytesName, bytesPerLayer, count, passes);
    else
        perLayerAs(static_cast<NoTrace*>(nullptr), name, matmul, flopsName, flopsPerLayer, bytesName, bytesPerLayer,
                   count, passes);
}

template <class Recorder>
void OpBuilder::perLayerAs(Recorder* trace, const char* name, bool matmul, const char* flopsName, double flopsPerLayer,
                           const char* bytesName, double bytesPerLayer, double count, double passes) {
    using F = BasicFormula<Recorder>;
    const Traced flops = F::product(trace, kFlopsName, Unit::Flop)
                             .times(flopsName, flopsPerLayer, Unit::Flop)
                             .timesUnlessOne(kLayers, count, Unit::Plain)
                             .timesUnlessOne(passesName(passes), passes, Unit::Plain)
                             .result();
    const Traced bytes = F::product(trace, kBytesName, Unit::Bytes)
                             .times(bytesName, bytesPerLayer, Unit::Bytes)
                             .timesUnlessOne(kLayers, count, Unit::Plain)
                             .timesUnlessOne(passesName(passes), passes, Unit::Plain)
                             .result();
    addAs(trace, name, matmul, flops, bytes);
    shapeLast(0, 0, 0, count * passes);
    m_ops.back().launches = count * passes;
}

void OpBuilder::elementwise(const char* name, double flopsPerElement, double bytesPerElement, double elements,
                            double count, double passes, std::string_view bytesDetail) {
    if (m_trace)
        elementwiseAs(m_trace, name, flopsPerElement, bytesPerElement, elements, count, passes, bytesDetail);
    else
        elementwiseAs(static_cast<NoTrace*>(nullptr), name, flopsPerElement, bytesPerElement, elements, count, passes,
                      bytesDetail);
}

template <class Recorder>
void OpBuilder::elementwiseAs(Recorder* trace, const char* name, double flopsPerElement, double bytesPerElement,
                              double elements, double count, double passes, std::string_view bytesDetail) {
    using F = BasicFormula<Recorder>;
    const char* elementsName = ROOFLAB_TR_NOOP("rooflab::Explain", "elements");
    const Traced flops =
        F::product(trace, kFlopsName, Unit::Flop)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per element"), flopsPerElement, Unit::Plain)
            .times(elementsName, elements, Unit::Count)
            .timesUnlessOne(kLayers, count, Unit::Plain)
            .timesUnlessOne(passesName(passes), passes, Unit::Plain)
            .result();
    const Traced bytes = F::product(trace, kBytesName, Unit::Bytes)
                             .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per element"), bytesPerElement,
                                    Unit::BytesPerValue, bytesDetail)
                             .times(elementsName, elements, Unit::Count)
                             .timesUnlessOne(kLayers, count, Unit::Plain)
                             .timesUnlessOne(passesName(passes), passes, Unit::Plain)
                             .result();
    addAs(trace, name, false, flops, bytes);
    shapeLast(0, 0, 0, count * passes);
    m_ops.back().launches = count * passes;
}

void OpBuilder::shapeLast(double m, double n, double k, double calls) {
    RooflineOp& op = m_ops.back();
    op.m = m;
    op.n = n;
    op.k = k;
    op.calls = calls > 0 ? calls : 1;
}

void OpBuilder::launchesPerPassLast(double kernels) {
    m_ops.back().launches *= kernels;
}

void OpBuilder::markLastAttention(double queries, double keys, double headDim) {
    RooflineOp& op = m_ops.back();
    op.attentionCore = true;
    op.m = queries;
    op.n = keys;
    op.k = headDim;
}

void OpBuilder::add(const char* name, bool matmul, Traced flops, Traced bytes) {
    if (m_trace)
        addAs(m_trace, name, matmul, flops, bytes);
    else
        addAs(static_cast<NoTrace*>(nullptr), name, matmul, flops, bytes);
}

template <class Recorder>
void OpBuilder::addAs(Recorder* trace, const char* name, bool matmul, Traced flops, Traced bytes) {
    using F = BasicFormula<Recorder>;
    RooflineOp op;
    op.name = name;
    op.phase = m_phase;
    op.matmul = matmul;
    op.flops = flops;
    op.bytes = bytes;
    const Traced intensity = bytes.value > 0
                                 ? F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "arithmetic intensity"),
                                              Unit::FlopPerByte, kSourceRoofline)
                                       .times(kFlopsName, flops, Unit::Flop)
                                       .over(kBytesName, bytes, Unit::Bytes)
                                       .result()
                                 : Traced(0.0);
    op.intensity = intensity;
    op.ceiling = matmul ? m_peak : m_vector;
    const char* ceilingName = matmul ? ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-core peak")
                                     : ROOFLAB_TR_NOOP("rooflab::Explain", "CUDA-core peak");
    const std::string_view ceilingType = matmul ? dtypeId(m_sc.precision.compute) : std::string_view("fp32");
    const char* bandwidthName = ROOFLAB_TR_NOOP("rooflab::Explain", "memory bandwidth");
    const Traced slope =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "bandwidth roof"), Unit::FlopPerSecond, kSourceRoofline)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "arithmetic intensity"), intensity, Unit::FlopPerByte)
            .times(bandwidthName, m_bandwidth, Unit::BytePerSecond)
            .result();
    const Traced attainable = F::minimum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "attainable FLOP/s"),
                                         Unit::FlopPerSecond, kSourceRoofline)
                                  .of(ceilingName, op.ceiling, Unit::FlopPerSecond, ceilingType)
                                  .of(ROOFLAB_TR_NOOP("rooflab::Explain", "bandwidth roof"), slope, Unit::FlopPerSecond)
                                  .result();
    op.attainableFlops = attainable;
    op.bound = op.intensity * m_bandwidth < op.ceiling ? Bound::Memory : Bound::Compute;
    const Traced computeTime =
        op.ceiling > 0 ? F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "compute time"), Unit::Seconds)
                             .times(kFlopsName, flops, Unit::Flop)
                             .over(ceilingName, op.ceiling, Unit::FlopPerSecond, ceilingType)
                             .result()
                       : Traced(0.0);
    const Traced memoryTime = m_bandwidth > 0
                                  ? F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "memory time"), Unit::Seconds)
                                        .times(kBytesName, bytes, Unit::Bytes)
                                        .over(bandwidthName, m_bandwidth, Unit::BytePerSecond)
                                        .result()
                                  : Traced(0.0);
    const Traced time = F::maximum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "time"), Unit::Seconds, kSourceRoofline)
                            .of(ROOFLAB_TR_NOOP("rooflab::Explain", "compute time"), computeTime, Unit::Seconds)
                            .of(ROOFLAB_TR_NOOP("rooflab::Explain", "memory time"), memoryTime, Unit::Seconds)
                            .result();
    op.timeS = time;
    if constexpr (std::is_same_v<Recorder, Trace>) {
        const std::string id = "roofline.op." + std::to_string(m_firstIndex + m_ops.size());
        trace->nameFigure(id + ".flops", flops);
        trace->nameFigure(id + ".bytes", bytes);
        trace->nameFigure(id + ".intensity", intensity);
        trace->nameFigure(id + ".attainable", attainable);
        trace->nameFigure(id + ".time", time);
        m_times.push_back(time);
    }
    m_ops.push_back(std::move(op));
}

} // namespace rooflab
