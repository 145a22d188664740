#pragma once
// Builds the list of a step's operations for the roofline: each op's FLOPs, bytes, intensity,
// attainable rate and time, traced when a trace is given. Used by core/roofline/roofline.cpp.
#include "core/base/derivation.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <cstddef>
#include <string_view>
#include <vector>

namespace rooflab {

// The ceiling of non-matmul work: the FP32 CUDA-core rate; a custom GPU that gives no FP32
// figure falls back to the compute dtype's peak (such ops are memory-bound either way).
double vectorCeiling(const GpuSpec& gpu, DType compute);

inline constexpr const char* kSourceRoofline = "Williams, Waterman & Patterson 2009, Roofline";

class OpBuilder {
public:
    // `expectedOps`: room reserved up front (a phase has about twenty operations).
    OpBuilder(const Scenario& sc, Phase phase, Trace* trace, std::size_t expectedOps = 32);
    // A matrix product (M x K)(K x N), `count` times: 2MKN FLOPs; A and C in the activation
    // dtype, B (the weights) in the weight dtype, each read or written once.
    void matmul(const char* name, double m, double k, double n, double count, double weightBytes, double passes);
    // A fused or irregular operation: its FLOPs and bytes for one layer, `count` layers, `passes` passes.
    void perLayer(const char* name, bool matmul, const char* flopsName, double flopsPerLayer, const char* bytesName,
                  double bytesPerLayer, double count, double passes);
    // An elementwise operation over `elements` values, `count` times in `passes` passes.
    void elementwise(const char* name, double flopsPerElement, double bytesPerElement, double elements, double count,
                     double passes, std::string_view bytesDetail);
    // The kernel calls and the shape of one call of the op just added (for core/steptime/steptime.h).
    void shapeLast(double m, double n, double k, double calls);
    void markLastAttention(double queries, double keys, double headDim);
    // The op just added launches `kernels` kernels per layer and pass, not one (eager PyTorch's
    // chains of small ops, q, k and v projected apart, two norms per layer).
    void launchesPerPassLast(double kernels);
    void setLaunchesLast(double launches) { m_ops.back().launches = launches; }
    void addLaunchesLast(double kernels) { m_ops.back().launches += kernels; }
    void markLastPerStep() { m_ops.back().perStep = true; }
    void setFullSquareShareLast(double share) { m_ops.back().fullSquareShare = share; }
    void markLastOddRows() { m_ops.back().oddRows = true; }
    void markLastEagerKernels() { m_ops.back().eagerKernels = true; }
    void markLastTensorParallelGemm(TensorParallelGemm gemm) { m_ops.back().tpGemm = gemm; }
    void add(const char* name, bool matmul, Traced flops, Traced bytes);
    double activationBytes() const { return dtypeBytes(m_sc.precision.activations); }
    std::vector<RooflineOp> take() { return std::move(m_ops); }
    // Traced times of the ops so far (only when tracing), for the step-time sum.
    const std::vector<Traced>& times() const { return m_times; }
    void continueNumberingAfter(size_t count) { m_firstIndex = count; }

private:
    // The ops' formulas, written once for both recorders: untraced (the slider's evaluations),
    // BasicFormula<NoTrace> compiles to the arithmetic alone.
    template <class Recorder>
    void matmulAs(Recorder* trace, const char* name, double m, double k, double n, double count, double weightBytes,
                  double passes);
    template <class Recorder>
    void perLayerAs(Recorder* trace, const char* name, bool matmul, const char* flopsName, double flopsPerLayer,
                    const char* bytesName, double bytesPerLayer, double count, double passes);
    template <class Recorder>
    void elementwiseAs(Recorder* trace, const char* name, double flopsPerElement, double bytesPerElement,
                       double elements, double count, double passes, std::string_view bytesDetail);
    template <class Recorder> void addAs(Recorder* trace, const char* name, bool matmul, Traced flops, Traced bytes);

    const Scenario& m_sc;
    Phase m_phase;
    Trace* m_trace;
    double m_peak = 0, m_vector = 0, m_bandwidth = 0;
    size_t m_firstIndex = 0;
    std::vector<RooflineOp> m_ops;
    std::vector<Traced> m_times;
};

} // namespace rooflab
