#pragma once
// Which points a sweep measures, in which order, and roughly how long each takes.
#include "gpu/benchdevice.h"

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
    std::set<BenchKind> kinds = {BenchKind::Gemm, BenchKind::Stream, BenchKind::Intensity};
    // Empty: the preset's (fp8 only on sm_89+). GEMMs run every listed dtype; the intensity
    // sweep runs the fp32, fp16 and bf16 among them (all three when the list is empty).
    std::vector<DType> dtypes;
    std::vector<std::int64_t> squareSizes;    // empty: the preset's
    std::vector<TransformerShape> shapes;     // empty: the preset's
    bool includeTransformerShapes = true;     // false: square GEMMs only (no decode either)
    bool includeDecodeShapes = true;          // thin M = 1..64 GEMMs of the first shape
};

struct PlanItem {
    BenchKind kind = BenchKind::Gemm;
    GemmSpec gemm;           // kind == Gemm
    StreamSpec stream;       // kind == Stream
    IntensitySpec intensity; // kind == Intensity
    double estimatedSeconds = 0; // wall time of the whole point (warm-up, tuning, check)
    std::string describe() const; // "gemm 4096x4096x4096 bf16 (square)"
};

struct SweepPlan {
    Preset preset = Preset::Quick;
    std::vector<PlanItem> items;
    std::vector<std::string> notes; // what was left out and why ("fp8 needs sm_89 or newer")
    double estimatedSeconds() const;
};

// Defaults of the presets.
std::vector<std::int64_t> defaultSquareSizes(Preset preset);
std::vector<DType> defaultGemmDtypes(Preset preset, int ccMajor, int ccMinor);
std::vector<TransformerShape> defaultTransformerShapes(Preset preset);
std::vector<std::int64_t> decodeRows(Preset preset); // M of the thin decode GEMMs
TimingPolicy defaultTiming(Preset preset);
// STREAM / intensity elements per array: working set of at least 8x the L2 (256 MiB minimum).
std::int64_t streamElements(const BenchDevice& device, DType dtype);
// The dtypes the intensity kernel is built for.
const std::vector<DType>& intensityDtypes();

// The GEMMs of one transformer layer with this shape: qkv, attention output, mlp up, mlp down.
// label carries the role ("mlp-up 4096x4096x14336").
std::vector<GemmSpec> transformerGemms(const TransformerShape& shape);

// Rough duration of one point on this device: timing budget + warm-up + autotuning + check.
double estimatePointSeconds(const PlanItem& item, const BenchDevice& device);

SweepPlan makePlan(const PlanOptions& options, const BenchDevice& device);

} // namespace rooflab::gpu
