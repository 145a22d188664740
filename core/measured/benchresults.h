#pragma once
// Results of a measurement run on one GPU (rooflab-bench writes them, the app reads them).
// Plain C++20; the JSON layout is documented in docs/results-format.md.
#include "core/numbers/dtype.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace rooflab {

// Version of the JSON layout written by toJson(). parseBenchResults() accepts this version and
// older ones; a newer major layout is refused with an error.
inline constexpr int kBenchResultsFormatVersion = 1;
// Value of the "format" key that identifies a results document.
inline constexpr std::string_view kBenchResultsFormatName = "rooflab-bench-results";

// Peak DRAM bandwidth from the memory clock and the bus width, in bytes per second. The clock is
// the one CUDA reports (kHz); DDR-type memories (GDDR, HBM) move data on both edges: 2 * clock *
// width / 8. Returns 0 when either input is unknown.
double theoreticalBandwidth(double memoryClockKHz, int busWidthBits);

// The GPU a run measured, as the CUDA runtime reported it at the time of the run.
struct BenchDevice {
    int index = 0;    // CUDA device ordinal
    std::string name; // "NVIDIA H100 80GB HBM3"
    int ccMajor = 0;  // compute capability, e.g. 9.0
    int ccMinor = 0;
    int smCount = 0;
    double memoryBytes = 0;          // total global memory
    double memoryClockKHz = 0;       // peak memory clock
    int busWidthBits = 0;            // global memory bus width
    double theoreticalBandwidth = 0; // bytes/s, derived: 2 * memoryClockKHz*1e3 * busWidthBits/8
    double smClockKHz = 0;           // peak SM clock
    double l2Bytes = 0;
    int driverVersion = 0;          // CUDA encoding: 1000 * major + 10 * minor (13000 = 13.0)
    int runtimeVersion = 0;         // same encoding
    std::int64_t cublasVersion = 0; // cublasLtGetVersion(): major * 10000 + minor * 100 + patch
    std::string gpuId;              // matched resources/gpus.json id ("h100-sxm"), empty if none

    std::string computeCapability() const; // "9.0"
};

// Renders a CUDA version number (12040) as "12.4".
std::string cudaVersionString(int version);

// Gemm, Stream and Intensity draw the roofline; L2 (a read kernel over a working set that fits in
// the L2) gives the L2 bandwidth ceiling, Launch (an empty kernel) the launch-overhead floor.
// The decode probes (rooflab-bench --sweep decode) add Read (one cold read of a working set the
// size of the weights a decode step streams) and Chain (a decode step's chain of small kernels,
// launched one by one or as one CUDA graph); neither counts towards the roofline's ceilings.
enum class BenchKind { Gemm, Stream, Intensity, L2, Launch, Read, Chain };
// "gemm", "stream", "intensity", "l2", "launch", "read", "chain"
std::string_view benchKindId(BenchKind kind);
bool parseBenchKind(std::string_view text, BenchKind& out);

// One measured point. A point that could not be measured keeps its description and carries a
// non-empty error; its rates are then 0 and must not be drawn.
struct BenchPoint {
    BenchKind kind = BenchKind::Gemm;
    DType dtype = DType::FP32;
    std::string name;                 // "gemm 4096x4096x4096", "stream triad", "intensity fma=64"
    std::int64_t m = 0, n = 0, k = 0; // GEMM: D (m x n) = A (m x k) * B (k x n)
    std::int64_t elements = 0;        // STREAM: elements per array; intensity: elements loaded
    int fmaPerElement = 0;            // intensity only
    double flops = 0;                 // per run: GEMM 2mnk; STREAM 0 (scale, add, triad: see docs)
    double bytes = 0;                 // per run: GEMM A+B+C; STREAM 2 or 3 arrays; intensity n*sizeof
    double intensity = 0;             // flops / bytes (0 when bytes == 0)
    double timeMedian = 0;            // seconds per run
    double timeMin = 0;
    double timeMax = 0;
    int repetitions = 0;       // timed samples the statistics are over
    int launchesPerSample = 1; // launches batched between one pair of events
    double flopsPerS = 0;      // flops / timeMedian
    double bytesPerS = 0;      // bytes / timeMedian
    bool l2Flushed = false;    // every timed launch started with its inputs out of L2
    int inputCopies = 1;       // GEMM: input sets rotated so that batched launches run cold
    bool fastAccum = false;    // GEMM fp8: cuBLASLt's fast (less accurate) accumulation
    double smClockMHz = 0;     // SM clock (NVML) while the point was timed: the mean of its readings; 0 when unknown
    int smClockSamples = 0;    // readings averaged into smClockMHz (0: unknown, or a file without the field)
    double smClockMinMHz = 0;  // the lowest and highest of those readings
    double smClockMaxMHz = 0;
    bool smClockLow = false;   // smClockMHz under kLowClockFraction of the maximum SM clock
    bool verified = false;     // checked against a CPU reference and within tolerance
    double relativeError = -1; // of that check; < 0 when no check ran
    // Training-shaped GEMMs (rooflab-bench --training-shapes) and decode probes (--sweep decode).
    std::string role;       // the model's projection: "qkv", "attn-out", "mlp-up-gate", "mlp-up", "mlp-down", "lm-head"
    std::string pass;       // training product: "fwd", "dgrad" or "wgrad"; empty for others
    std::int64_t batch = 0; // decode GEMM: sequences of the step (its n); 0 otherwise
    double soakSeconds = 0; // seconds the point ran back to back before it was timed (0: not soaked)
    int kernels = 0;        // Chain: kernels per step
    bool graph = false;     // Chain: the step launched as one CUDA graph
    std::string algorithm;  // free-form note on how it ran (cuBLASLt algorithm, grid)
    std::string error;      // non-empty when the point failed

    bool ok() const { return error.empty(); }
    // Fills flops/bytes-derived fields (intensity, flopsPerS, bytesPerS) from the others.
    void deriveRates();
};

// A point whose SM clock (read while it ran) is under this fraction of the card's maximum SM clock
// is flagged smClockLow: its numbers are what a throttled (power, thermal or capped) card gives.
inline constexpr double kLowClockFraction = 0.9;

// The card's clocks, temperature and power as NVML reported them at one moment (the start or
// the end of a sweep). valid is false when NVML could not be read (see BenchResults::clocksNote).
struct ClockSample {
    bool valid = false;
    double smClockMHz = 0;     // current SM clock
    double memoryClockMHz = 0; // current memory clock
    double smClockMaxMHz = 0;  // maximum SM clock (boost)
    double memoryClockMaxMHz = 0;
    double temperatureC = 0;              // GPU core temperature
    double powerW = 0;                    // board power draw
    double powerLimitW = 0;               // power management limit in force (an administrator may cap it)
    double defaultPowerLimitW = 0;        // the card's default power limit
    double enforcedPowerLimitW = 0;       // the limit actually enforced (the lowest of several)
    std::uint64_t clocksEventReasons = 0; // NVML clocks-event (throttle) reasons bit mask

    // "sw-power-cap", "hw-thermal-slowdown", ... for the bits set (docs/results-format.md).
    std::vector<std::string> reasonNames() const;
};

// Sets smClockLow on every point whose smClockMHz is known and under kLowClockFraction of the
// maximum SM clock (the NVML maximum of the start sample, else the device's peak clock). Returns
// how many points were flagged.
struct BenchResults;
int flagLowClockPoints(BenchResults& results);

// Best rates found in a run: what the roofline draws beside the datasheet ceilings.
struct MeasuredCeilings {
    std::map<DType, double> gemmFlopsPerS;   // best GEMM FLOP/s per dtype
    std::map<DType, double> vectorFlopsPerS; // best CUDA-core FLOP/s per dtype (intensity sweep)
    double streamBytesPerS = 0;              // best STREAM bandwidth (any of the four kernels)
    std::string streamPoint;                 // name of the point that gave it
    double intensityBytesPerS = 0;           // best bandwidth seen in the intensity sweep
    double l2BytesPerS = 0;                  // best L2 read bandwidth (the L2 plateau)
    double launchSeconds = 0;                // shortest time per launch of an empty kernel

    bool empty() const {
        return gemmFlopsPerS.empty() && vectorFlopsPerS.empty() && streamBytesPerS <= 0 && intensityBytesPerS <= 0 &&
               l2BytesPerS <= 0 && launchSeconds <= 0;
    }
};

// Points that failed, or whose verification ran and failed, do not count.
MeasuredCeilings computeCeilings(const std::vector<BenchPoint>& points);

struct BenchResults {
    int formatVersion = kBenchResultsFormatVersion;
    BenchDevice device;
    std::vector<BenchPoint> points;
    std::string date; // ISO-8601 UTC, "2026-01-31T12:00:00Z"
    std::string hostName;
    std::string method;      // one-line description of the method (see docs/gpu-method.md)
    std::string toolVersion; // RoofLab version that wrote the file
    MeasuredCeilings ceilings;
    ClockSample clocksStart; // NVML reading before the first point
    ClockSample clocksEnd;   // and after the last
    std::string clocksNote;  // where the readings come from ("nvml"), or why there are none
};

// Pretty-printed JSON document (docs/results-format.md). Writes the ceilings stored in r.
std::string toJson(const BenchResults& r);
// Parses a document written by toJson() (or by hand). Unknown keys are ignored. On failure
// returns false and sets error to a message that names the field path, for example
// "points[2].time_median_s: expected a number". When the document has no "ceilings" object they
// are computed from the points.
bool parseBenchResults(std::string_view jsonText, BenchResults& out, std::string& error);
// One row per point with the device and host repeated on every row, so that files of several
// nodes can be concatenated. First line is the header (see docs/results-format.md).
std::string toCsv(const BenchResults& r);

} // namespace rooflab
