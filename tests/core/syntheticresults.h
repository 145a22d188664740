#pragma once
// Synthetic rooflab-bench results files for the tests of what loading them recalibrates: written
// as the JSON a run writes (docs/results-format.md) and read back through parseBenchResults, so
// the tests go through the file format as a user's file does.
#include "core/measured/benchresults.h"

#include <QTest>

#include <string>
#include <vector>

namespace rooflab::test {

// The rate the synthetic points are fractions of: the H100 SXM's dense bf16 peak as the published
// curves take it (989.4 TFLOP/s; resources/gpus.json rounds it to 989).
inline constexpr double kH100Bf16 = 989.4e12;

// A results document of an H100 SXM holding these points' JSON objects.
inline std::string resultsFile(const std::vector<std::string>& points) {
    std::string doc = R"({"format": "rooflab-bench-results", "format_version": 1,
        "device": {"name": "NVIDIA H100 80GB HBM3", "gpu_id": "h100-sxm", "sm_count": 132,
                   "memory_bytes": 85520809984, "compute_capability": "9.0"},
        "points": [)";
    for (std::size_t i = 0; i < points.size(); ++i)
        doc += (i ? ",\n" : "\n") + points[i];
    return doc + "]}";
}

// A GEMM point of m x n x k at `fraction` of `peak`, with the extra keys given (`"pass": "fwd"`).
inline std::string gemmPoint(const char* dtype, std::int64_t m, std::int64_t n, std::int64_t k, double fraction,
                             const std::string& extra = {}, double peak = kH100Bf16) {
    const double flops = 2.0 * double(m) * double(n) * double(k);
    const double rate = fraction * peak;
    return R"({"kind": "gemm", "dtype": ")" + std::string(dtype) + R"(", "name": "gemm", "m": )" + std::to_string(m) +
           R"(, "n": )" + std::to_string(n) + R"(, "k": )" + std::to_string(k) + R"(, "flops": )" +
           std::to_string(flops) + R"(, "time_median_s": )" + std::to_string(flops / rate) + R"(, "flops_per_s": )" +
           std::to_string(rate) + (extra.empty() ? "" : ", " + extra) + "}";
}

inline BenchResults parsedResults(const std::string& doc) {
    BenchResults r;
    std::string error;
    if (!parseBenchResults(doc, r, error))
        QTest::qFail(("synthetic results rejected: " + error).c_str(), __FILE__, __LINE__);
    return r;
}

} // namespace rooflab::test
