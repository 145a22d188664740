// The CUDA backend's GEMM points: cuBLASLt matmuls in the TN layout, the choice among the
// heuristic's algorithms by timing the top few, and a sampled check of the result against a
// double-precision reference (docs/gpu-method.md, "GEMM").
#include "gpu/cudabackend.h"

#include "gpu/cublasltholder.cuh"
#include "gpu/cudabackendstate.cuh"
#include "gpu/cudaeventtiming.cuh"
#include "gpu/devicearrays.cuh"
#include "gpu/sweepplan.h"

#include <cublasLt.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace rooflab::gpu {

using namespace cudaimpl;

namespace {

struct GemmTypes {
    cudaDataType_t ab;
    cudaDataType_t cd;
    cublasComputeType_t compute;
    std::size_t abBytes;
    std::size_t cdBytes;
};

GemmTypes gemmTypes(DType t) {
    switch (t) {
    case DType::FP32:
        return {CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F, 4, 4};
    case DType::TF32:
        return {CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, 4, 4};
    case DType::FP16:
        return {CUDA_R_16F, CUDA_R_16F, CUBLAS_COMPUTE_32F, 2, 2};
    case DType::BF16:
        return {CUDA_R_16BF, CUDA_R_16BF, CUBLAS_COMPUTE_32F, 2, 2};
    case DType::FP8_E4M3:
        return {CUDA_R_8F_E4M3, CUDA_R_16BF, CUBLAS_COMPUTE_32F, 1, 2};
    default:
        throw Failure("the bench has no GEMM for " + std::string(dtypeId(t)) +
                      " (it measures fp32, tf32, fp16, bf16 and fp8-e4m3)");
    }
}

std::vector<double> fetchAs(cudaDataType_t type, const void* base, std::size_t offset, std::size_t count) {
    switch (type) {
    case CUDA_R_32F:
        return fetch<float>(base, offset, count);
    case CUDA_R_16F:
        return fetch<__half>(base, offset, count);
    case CUDA_R_16BF:
        return fetch<__nv_bfloat16>(base, offset, count);
    case CUDA_R_8F_E4M3:
        return fetch<__nv_fp8_e4m3>(base, offset, count);
    default:
        throw Failure("verification: unexpected data type");
    }
}

void fillAs(cudaDataType_t type, void* p, std::uint64_t n, std::uint32_t seed, cudaStream_t s, const char* what) {
    switch (type) {
    case CUDA_R_32F:
        fill(static_cast<float*>(p), n, seed, -1.f, 1.f, s, what);
        break;
    case CUDA_R_16F:
        fill(static_cast<__half*>(p), n, seed, -1.f, 1.f, s, what);
        break;
    case CUDA_R_16BF:
        fill(static_cast<__nv_bfloat16*>(p), n, seed, -1.f, 1.f, s, what);
        break;
    case CUDA_R_8F_E4M3:
        fill(static_cast<__nv_fp8_e4m3*>(p), n, seed, -1.f, 1.f, s, what);
        break;
    default:
        throw Failure("random fill: unexpected data type");
    }
}

std::string millis(double seconds) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g ms", seconds * 1e3);
    return buf;
}

// One set of GEMM operands; small GEMMs rotate through several (gemmInputCopies()).
struct GemmOperands {
    DeviceBuffer a, b, d;
};

// Sampled entries of D against a double-precision reference computed from the very inputs the
// GPU used (copied back, so fp16/bf16/fp8 rounding is included): the relative RMS error.
double sampledRelativeError(const GemmTypes& types, const GemmOperands& o, std::uint64_t m, std::uint64_t n,
                            std::uint64_t k) {
    const auto rows = spread(std::int64_t(m), 16);
    const auto cols = spread(std::int64_t(n), 16);
    std::vector<std::vector<double>> aCols, bCols;
    for (auto i : rows)
        aCols.push_back(fetchAs(types.ab, o.a.get(), std::size_t(i) * k, k));
    for (auto j : cols)
        bCols.push_back(fetchAs(types.ab, o.b.get(), std::size_t(j) * k, k));
    double errSq = 0, refSq = 0;
    for (std::size_t cj = 0; cj < cols.size(); ++cj) {
        const auto dCol = fetchAs(types.cd, o.d.get(), std::size_t(cols[cj]) * m, m);
        for (std::size_t ri = 0; ri < rows.size(); ++ri) {
            double ref = 0;
            const auto& av = aCols[ri];
            const auto& bv = bCols[cj];
            for (std::uint64_t kk = 0; kk < k; ++kk)
                ref += av[kk] * bv[kk];
            const double got = dCol[std::size_t(rows[ri])];
            errSq += (got - ref) * (got - ref);
            refSq += ref * ref;
        }
    }
    return refSq > 0 ? std::sqrt(errSq / refSq) : std::sqrt(errSq);
}

} // namespace

BenchPoint CudaBackend::runGemm(const GemmSpec& spec) {
    BenchPoint p = describeGemm(spec);
    State& s = *m_state;
    s.runPoint(p, [&] {
        s.requireDevice();
        if (spec.m <= 0 || spec.n <= 0 || spec.k <= 0)
            throw Failure("GEMM dimensions must be positive");
        if (spec.m > INT32_MAX || spec.n > INT32_MAX || spec.k > INT32_MAX)
            throw Failure("GEMM dimension too large for cuBLASLt");
        const GemmTypes types = gemmTypes(spec.dtype);
        const bool fp8 = spec.dtype == DType::FP8_E4M3;
        if (fp8) {
            if (s.info.ccMajor * 10 + s.info.ccMinor < 89)
                throw Failure("fp8-e4m3 GEMMs need compute capability 8.9 or newer; this device is " +
                              s.info.computeCapability());
            if (!fp8ShapeSupported(spec.m, spec.n, spec.k))
                throw Failure("fp8-e4m3 GEMMs need m and k to be multiples of 16");
        }
        if (spec.fastAccum && !fp8)
            throw Failure("fast accumulation is an fp8 variant; " + std::string(dtypeId(spec.dtype)) +
                          " GEMMs have none");
        const std::uint64_t m = std::uint64_t(spec.m), n = std::uint64_t(spec.n), k = std::uint64_t(spec.k);
        const std::string shape = std::string(dtypeId(spec.dtype)) + " " + p.name;

        // Small GEMMs rotate through copies of their operands so that a batched sample's
        // launches all read from memory (docs/gpu-method.md, "L2").
        const double workingSet = double(types.abBytes) * double(m * k + k * n) + double(types.cdBytes) * double(m * n);
        int copies = 1;
        if (spec.rotateInputs) {
            std::size_t freeBytes = 0, totalBytes = 0;
            double budget = 1024.0 * 1024 * 1024;
            if (cudaMemGetInfo(&freeBytes, &totalBytes) == cudaSuccess)
                budget = std::min(budget, double(freeBytes) / 4);
            else
                (void)cudaGetLastError();
            copies = gemmInputCopies(workingSet, s.info.l2Bytes, budget);
        }

        // TN layout (what cuBLASLt FP8 requires; used for every dtype so that they compare):
        // A is stored k x m (column-major, lda = k) and transposed, B is k x n (ldb = k),
        // C = D is m x n (ldc = m). Column i of A and column j of B are contiguous in k.
        std::vector<GemmOperands> ops(static_cast<std::size_t>(copies));
        for (int c = 0; c < copies; ++c) {
            const std::string which = copies > 1 ? " (copy " + std::to_string(c + 1) + ")" : "";
            ops[std::size_t(c)].a = DeviceBuffer(k * m * types.abBytes, "A of " + shape + which);
            ops[std::size_t(c)].b = DeviceBuffer(k * n * types.abBytes, "B of " + shape + which);
            ops[std::size_t(c)].d = DeviceBuffer(m * n * types.cdBytes, "D of " + shape + which);
        }
        fillAs(types.ab, ops[0].a.get(), k * m, 1, s.stream, "A");
        fillAs(types.ab, ops[0].b.get(), k * n, 2, s.stream, "B");
        for (int c = 0; c < copies; ++c) {
            GemmOperands& o = ops[std::size_t(c)];
            if (c > 0) {
                check(cudaMemcpyAsync(o.a.get(), ops[0].a.get(), o.a.bytes(), cudaMemcpyDeviceToDevice, s.stream),
                      "cudaMemcpyAsync (copy of A)");
                check(cudaMemcpyAsync(o.b.get(), ops[0].b.get(), o.b.bytes(), cudaMemcpyDeviceToDevice, s.stream),
                      "cudaMemcpyAsync (copy of B)");
            }
            check(cudaMemsetAsync(o.d.get(), 0, o.d.bytes(), s.stream), "cudaMemsetAsync (D)");
        }

        OpDesc op;
        check(cublasLtMatmulDescCreate(op.out(), types.compute, CUDA_R_32F), "cublasLtMatmulDescCreate");
        const cublasOperation_t transA = CUBLAS_OP_T, transB = CUBLAS_OP_N;
        check(cublasLtMatmulDescSetAttribute(op.get(), CUBLASLT_MATMUL_DESC_TRANSA, &transA, sizeof transA),
              "set TRANSA");
        check(cublasLtMatmulDescSetAttribute(op.get(), CUBLASLT_MATMUL_DESC_TRANSB, &transB, sizeof transB),
              "set TRANSB");
        if (fp8) {
            const void* scale = s.scaleOne.get();
            check(cublasLtMatmulDescSetAttribute(op.get(), CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, &scale, sizeof scale),
                  "set A_SCALE_POINTER");
            check(cublasLtMatmulDescSetAttribute(op.get(), CUBLASLT_MATMUL_DESC_B_SCALE_POINTER, &scale, sizeof scale),
                  "set B_SCALE_POINTER");
            const std::int8_t fast = spec.fastAccum ? 1 : 0;
            check(cublasLtMatmulDescSetAttribute(op.get(), CUBLASLT_MATMUL_DESC_FAST_ACCUM, &fast, sizeof fast),
                  "set FAST_ACCUM");
        }
        Layout la, lb, lc;
        check(cublasLtMatrixLayoutCreate(la.out(), types.ab, k, m, std::int64_t(k)), "layout A");
        check(cublasLtMatrixLayoutCreate(lb.out(), types.ab, k, n, std::int64_t(k)), "layout B");
        check(cublasLtMatrixLayoutCreate(lc.out(), types.cd, m, n, std::int64_t(m)), "layout C/D");

        Preference pref;
        check(cublasLtMatmulPreferenceCreate(pref.out()), "cublasLtMatmulPreferenceCreate");
        const std::uint64_t ws = kWorkspaceBytes;
        check(
            cublasLtMatmulPreferenceSetAttribute(pref.get(), CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof ws),
            "set MAX_WORKSPACE_BYTES");
        cublasLtMatmulHeuristicResult_t heur[8] = {};
        int found = 0;
        check(cublasLtMatmulAlgoGetHeuristic(s.lt, op.get(), la.get(), lb.get(), lc.get(), lc.get(), pref.get(), 8,
                                             heur, &found),
              "cublasLtMatmulAlgoGetHeuristic for " + shape);
        std::vector<int> candidates;
        for (int i = 0; i < found; ++i)
            if (heur[i].state == CUBLAS_STATUS_SUCCESS && heur[i].workspaceSize <= kWorkspaceBytes)
                candidates.push_back(i);
        if (candidates.empty())
            throw Failure("cuBLASLt has no algorithm for " + shape + " on this device");

        const float alpha = 1.0f, beta = 0.0f;
        int next = 0; // the operand copy the next launch uses
        auto launcher = [&](int which) {
            return [&, which] {
                GemmOperands& o = ops[std::size_t(next)];
                next = (next + 1) % copies;
                check(cublasLtMatmul(s.lt, op.get(), &alpha, o.a.get(), la.get(), o.b.get(), lb.get(), &beta, o.d.get(),
                                     lc.get(), o.d.get(), lc.get(), &heur[which].algo, s.workspace.get(),
                                     kWorkspaceBytes, s.stream),
                      "cublasLtMatmul " + shape + " (heuristic #" + std::to_string(which + 1) + ")");
            };
        };

        // Pick the algorithm: time the top few heuristic results (NVIDIA's sample does the same).
        // A candidate that fails is skipped, not the point; a long first run stops the tuning.
        const int count = int(candidates.size());
        const int tryCount = std::min(count, std::max(1, spec.timing.autotuneAlgorithms));
        TimingPolicy quick = spec.timing;
        quick.warmupRuns = 1;
        quick.minRepetitions = 3;
        quick.maxRepetitions = 3;
        quick.targetSeconds = 0;
        const TuningResult tuning = tuneCandidates(count, tryCount, spec.timing.tuneSkipAboveSeconds, [&](int c) {
            BenchPoint trial;
            fillStats(trial, s.measure(launcher(candidates[std::size_t(c)]), quick, spec.flushL2));
            return trial.timeMedian;
        });

        // Measure with the fastest; if it fails now, the next one.
        std::vector<std::string> failures = tuning.failures;
        Samples samples;
        int best = -1;
        for (int c : measurementOrder(tuning, count)) {
            try {
                // One launch's time sizes the soak's batches: the tuning's, else a guess at 1 PFLOP/s.
                const double one = tuning.seconds.empty() ? p.flops / 1e15 : tuning.seconds.front();
                p.soakSeconds = s.soak(launcher(candidates[std::size_t(c)]), spec.soakSeconds, one);
                samples = s.measure(launcher(candidates[std::size_t(c)]), spec.timing, spec.flushL2);
                best = candidates[std::size_t(c)];
                break;
            } catch (const DeviceLostError&) {
                throw;
            } catch (const Failure& f) {
                failures.push_back("#" + std::to_string(c + 1) + ": " + f.what());
            }
        }
        if (best < 0)
            throw Failure("every cuBLASLt algorithm for " + shape + " failed: " + joinFailures(failures));
        check(cudaStreamSynchronize(s.stream), "GEMM runs");
        fillStats(p, samples);
        p.inputCopies = copies;
        p.l2Flushed = launchesRunCold(spec.flushL2, samples.batch, copies, workingSet, s.info.l2Bytes);
        std::int32_t algoId = -1;
        cublasLtMatmulAlgoConfigGetAttribute(&heur[best].algo, CUBLASLT_ALGO_CONFIG_ID, &algoId, sizeof algoId,
                                             nullptr);
        std::string how;
        if (tuning.stoppedForLength)
            how = "not tuned (one run took " + millis(tuning.seconds.front()) + ")";
        else if (tuning.ranked.empty())
            how = "not tuned";
        else
            how = std::to_string(tuning.ranked.size()) + " timed";
        if (!failures.empty())
            how += ", " + std::to_string(failures.size()) + " failed (" + joinFailures(failures, 2) + ")";
        if (copies > 1)
            how += ", " + std::to_string(copies) + " operand copies rotated";
        p.algorithm = (spec.label.empty() ? std::string() : spec.label + "; ") + "cuBLASLt heuristic #" +
                      std::to_string(best + 1) + " of " + std::to_string(found) + " (algo id " +
                      std::to_string(algoId) + "), " + how;

        if (spec.verify) {
            if (cancelled())
                throw Cancelled{};
            // Every copy holds the same inputs; copy 0 ran first and last wrote a complete result.
            p.relativeError = sampledRelativeError(types, ops[0], m, n, k);
            p.verified = std::isfinite(p.relativeError) && p.relativeError <= gemmTolerance(spec.dtype, spec.k);
            if (!std::isfinite(p.relativeError))
                p.relativeError = 1e30;
        }
    });
    return p;
}

} // namespace rooflab::gpu
