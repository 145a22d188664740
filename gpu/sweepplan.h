#pragma once
// Which points a sweep measures, in which order, and roughly how long each takes.
#include "gpu/benchdevice.h"
#include "gpu/decodemodel.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rooflab::gpu {

enum class Preset { Quick, Full };

// A transformer layer's shape: the GEMMs it runs are derived from it (see transformerGemms()).
struct TransformerShape {
    std::int64_t tokens = 0;
    std::int64_t dModel = 0;
    std::int64_t dFf = 0;
};
// "4096x4096x14336" (tokens x d_model x d_ff). Returns nullopt on anything else.
std::optional<TransformerShape> parseTransformerShape(std::string_view text);

struct PlanOptions {
    Preset preset = Preset::Quick;
    // The roofline's three by default (what the app's GPU panel draws); rooflab-bench adds the L2
    // plateau and the launch floor (allBenchKinds()).
    std::set<BenchKind> kinds = {BenchKind::Gemm, BenchKind::Stream, BenchKind::Intensity};
    // Empty: the preset's (fp8 only on sm_89+). GEMMs run every listed dtype; the intensity
    // sweep runs the fp32, fp16 and bf16 among them (all three when the list is empty).
    std::vector<DType> dtypes;
    std::vector<std::int64_t> squareSizes; // empty: the preset's
    std::vector<TransformerShape> shapes;  // empty: the preset's
    bool includeTransformerShapes = true;  // false: square GEMMs only (no decode either)
    bool includeDecodeShapes = true;       // thin GEMMs of 1..64 tokens, first shape's MLP up
    bool includeFastAccum = true;          // fp8 square GEMMs >= 1024 also with fast accumulation
    // --training-shapes: the scenario's products (trainingGemms()), each in its own dtype and
    // soaked; measured whatever `kinds` says.
    std::vector<GemmSpec> trainingGemms;
    // --sweep decode: decode GEMMs at 1-256 sequences against `decode`'s weights (none: a model of
    // the first transformer shape), reads the size of its weights, its step's chain of kernels.
    bool decodeProbes = false;
    std::optional<DecodeModel> decode;
};

struct PlanItem {
    BenchKind kind = BenchKind::Gemm;
    GemmSpec gemm;                // kind == Gemm
    StreamSpec stream;            // kind == Stream
    IntensitySpec intensity;      // kind == Intensity
    CacheSpec cache;              // kind == L2
    LaunchSpec launch;            // kind == Launch
    ReadSpec read;                // kind == Read
    ChainSpec chain;              // kind == Chain
    double estimatedSeconds = 0;  // wall time of the whole point (warm-up, tuning, check)
    std::string describe() const; // "gemm 4096x4096x4096 bf16 (square)"
};

struct SweepPlan {
    Preset preset = Preset::Quick;
    std::vector<PlanItem> items;
    std::vector<std::string> notes; // what was left out and why ("fp8 needs sm_89 or newer")
    double estimatedSeconds() const;
};

// Every kind the bench measures: gemm, stream, intensity, l2, launch.
std::set<BenchKind> allBenchKinds();

// Defaults of the presets.
std::vector<std::int64_t> defaultSquareSizes(Preset preset);
std::vector<DType> defaultGemmDtypes(Preset preset, int ccMajor, int ccMinor);
std::vector<TransformerShape> defaultTransformerShapes(Preset preset);
std::vector<std::int64_t> decodeRows(Preset preset); // tokens (n) of the thin decode GEMMs
TimingPolicy defaultTiming(Preset preset);
// STREAM and intensity points: the preset's timing with several launches per event pair (the
// kernels are idempotent), so no sample is a lone launch after an idle GPU.
TimingPolicy kernelTiming(Preset preset);
inline constexpr int kKernelLaunchesPerSample = 4;
// The thin GEMM of a decode step over `tokens` tokens through the MLP-up weight of this shape,
// oriented as inference engines run it: m = d_ff (the weight's rows), n = tokens, k = d_model,
// so that the output's leading dimension is d_ff, not the token count.
GemmSpec decodeGemm(const TransformerShape& shape, std::int64_t tokens);
// Dimensions cuBLASLt FP8 accepts: m and k multiples of 16 (the leading dimensions of A, B and
// D are then multiples of 16 bytes); n (the token count of a decode GEMM) may be anything.
bool fp8ShapeSupported(std::int64_t m, std::int64_t n, std::int64_t k);
// Elements per array, each array at least 4x the L2 (8x L2 moved per copy) and at most an
// eighth of the card's memory: STREAM's at least 1 GiB, the intensity sweep's at least 256 MiB.
std::int64_t streamElements(const BenchDevice& device, DType dtype);
std::int64_t intensityElements(const BenchDevice& device, DType dtype);
// Working sets of the L2 bandwidth points: from 2 MiB up to half the L2 (H100's L2 is two
// halves; data beyond one half is not reliably resident), whole MiB.
std::vector<std::int64_t> cacheWorkingSets(Preset preset, const BenchDevice& device);
// Passes over the working set per launch: about 512 MiB read per launch, so one launch is long
// enough to time.
int cachePasses(std::int64_t workingSetBytes);
// The launch-overhead point: 1000 back-to-back launches of the empty kernel per sample.
TimingPolicy launchTiming(Preset preset);
// The dtypes the intensity kernel is built for.
const std::vector<DType>& intensityDtypes();

// The GEMMs of one transformer layer with this shape: qkv, attention output, mlp up, mlp down.
// label carries the role ("mlp-up 4096x4096x14336").
std::vector<GemmSpec> transformerGemms(const TransformerShape& shape);

// Rough duration of one point on this device: timing budget + warm-up + autotuning + check.
double estimatePointSeconds(const PlanItem& item, const BenchDevice& device);

SweepPlan makePlan(const PlanOptions& options, const BenchDevice& device);

// The decode probes' points (PlanOptions::decodeProbes), appended to `plan`.
void addDecodeProbes(const PlanOptions& options, const BenchDevice& device, SweepPlan& plan);
// Working sets of the decode reads, smallest first, each with what it is the size of: the largest
// weight matrix, one layer, the GPU's weights (at most a quarter of the card's memory; eight
// layers when the GPU's weights are unknown); whole 4 KiB, each at least 2 MiB, no size twice.
struct DecodeRead {
    std::int64_t bytes = 0;
    std::string what;
};
std::vector<DecodeRead> decodeReads(const DecodeModel& model, const BenchDevice& device);
// Kernels per step of the chains: 16, 128 and the model's decode step (512 when unknown).
std::vector<int> decodeChainLengths(const DecodeModel& model);

} // namespace rooflab::gpu
