#include "gpu/sweepplan.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace rooflab::gpu {

std::optional<TransformerShape> parseTransformerShape(std::string_view text) {
    std::int64_t v[3] = {0, 0, 0};
    const char* p = text.data();
    const char* end = text.data() + text.size();
    for (int i = 0; i < 3; ++i) {
        auto r = std::from_chars(p, end, v[i]);
        if (r.ec != std::errc() || v[i] <= 0)
            return std::nullopt;
        p = r.ptr;
        if (i < 2) {
            if (p == end || (*p != 'x' && *p != 'X'))
                return std::nullopt;
            ++p;
        }
    }
    if (p != end)
        return std::nullopt;
    return TransformerShape{v[0], v[1], v[2]};
}

std::string PlanItem::describe() const {
    switch (kind) {
    case BenchKind::Gemm: {
        std::string s = gemmPointName(gemm) + " " + std::string(dtypeId(gemm.dtype));
        if (!gemm.label.empty())
            s += " (" + gemm.label + ")";
        return s;
    }
    case BenchKind::Stream:
        return streamPointName(stream.op) + " " + std::string(dtypeId(stream.dtype)) + " (" +
               std::to_string(stream.elements) + " elements per array)";
    case BenchKind::Intensity:
        return intensityPointName(intensity.fmaPerElement) + " " + std::string(dtypeId(intensity.dtype));
    case BenchKind::L2:
        return cachePointName(cache.workingSetBytes) + " (" + std::to_string(cache.passes) + " passes per launch)";
    case BenchKind::Launch:
        return launchPointName() + " (" + std::to_string(launch.timing.minLaunchesPerSample) + " launches per sample)";
    case BenchKind::Read:
        return readPointName(read.workingSetBytes) + " (" + read.label + ")";
    case BenchKind::Chain:
        return chainPointName(chain.kernels, chain.graph);
    }
    return {};
}

double SweepPlan::estimatedSeconds() const {
    double s = 0;
    for (const auto& item : items)
        s += item.estimatedSeconds;
    return s;
}

std::set<BenchKind> allBenchKinds() {
    return {BenchKind::Gemm, BenchKind::Stream, BenchKind::Intensity, BenchKind::L2, BenchKind::Launch};
}

std::vector<std::int64_t> defaultSquareSizes(Preset preset) {
    if (preset == Preset::Quick)
        return {256, 512, 1024, 2048, 4096, 8192};
    // Powers of two from 64 to 16384 with a 1.5x step between each pair: walks from the
    // launch/memory-bound region into the compute-bound one and shows wave quantisation.
    std::vector<std::int64_t> sizes;
    for (std::int64_t s = 64; s <= 16384; s *= 2) {
        sizes.push_back(s);
        if (s < 16384)
            sizes.push_back(s + s / 2);
    }
    return sizes;
}

std::vector<DType> defaultGemmDtypes(Preset preset, int ccMajor, int ccMinor) {
    std::vector<DType> types = {DType::FP32, DType::TF32};
    if (preset == Preset::Full)
        types.push_back(DType::FP16);
    types.push_back(DType::BF16);
    if (ccMajor * 10 + ccMinor >= 89)
        types.push_back(DType::FP8_E4M3);
    return types;
}

std::vector<TransformerShape> defaultTransformerShapes(Preset preset) {
    // Llama-3-8B-like and Llama-3-70B-like layers at a 4k / 8k token batch.
    if (preset == Preset::Quick)
        return {{4096, 4096, 14336}};
    return {{4096, 4096, 14336}, {8192, 8192, 28672}};
}

std::vector<std::int64_t> decodeRows(Preset preset) {
    if (preset == Preset::Quick)
        return {1, 8, 64};
    return {1, 2, 4, 8, 16, 32, 64};
}

TimingPolicy defaultTiming(Preset preset) {
    TimingPolicy t;
    if (preset == Preset::Quick) {
        t.targetSeconds = 0.1;
        t.minRepetitions = 5;
        t.maxRepetitions = 50;
        t.warmupRuns = 2;
        t.autotuneAlgorithms = 2;
    } else {
        t.targetSeconds = 0.4;
        t.minRepetitions = 10;
        t.maxRepetitions = 200;
        t.warmupRuns = 3;
        t.autotuneAlgorithms = 4;
    }
    return t;
}

TimingPolicy kernelTiming(Preset preset) {
    TimingPolicy t = defaultTiming(preset);
    t.minLaunchesPerSample = kKernelLaunchesPerSample;
    return t;
}

GemmSpec decodeGemm(const TransformerShape& shape, std::int64_t tokens) {
    GemmSpec g;
    g.m = shape.dFf;
    g.n = tokens;
    g.k = shape.dModel;
    g.label = "decode mlp-up tokens=" + std::to_string(tokens);
    return g;
}

bool fp8ShapeSupported(std::int64_t m, std::int64_t, std::int64_t k) {
    return m > 0 && k > 0 && m % 16 == 0 && k % 16 == 0;
}

namespace {

std::int64_t arrayElements(const BenchDevice& device, DType dtype, double minBytes) {
    // Copy moves two arrays: 4x L2 per array puts >= 8x L2 through the memory system per run.
    const double l2 = device.l2Bytes > 0 ? device.l2Bytes : 64.0 * 1024 * 1024;
    double arrayBytes = std::max(4.0 * l2, minBytes);
    // Leave room for three arrays in a small card's memory.
    if (device.memoryBytes > 0)
        arrayBytes = std::min(arrayBytes, device.memoryBytes / 8);
    const double size = dtypeBytes(dtype);
    auto n = static_cast<std::int64_t>(arrayBytes / size);
    n -= n % 1024; // whole 16-byte vectors and whole blocks
    return std::max<std::int64_t>(n, 1024);
}

} // namespace

std::int64_t streamElements(const BenchDevice& device, DType dtype) {
    // At least 1 GiB per array: each launch pays a few microseconds of ramp (about 6 us on an
    // H200), 4.5 % of a 256 MiB copy's time there and about 1 % of a 1 GiB one's.
    return arrayElements(device, dtype, 1024.0 * 1024 * 1024);
}

std::int64_t intensityElements(const BenchDevice& device, DType dtype) {
    // The intensity sweep runs up to 1024 FMAs per element: 256 MiB keeps its slow points short.
    return arrayElements(device, dtype, 256.0 * 1024 * 1024);
}

std::vector<std::int64_t> cacheWorkingSets(Preset preset, const BenchDevice& device) {
    constexpr std::int64_t kMiB = 1024 * 1024;
    const double l2 = device.l2Bytes > 0 ? device.l2Bytes : 40.0 * kMiB;
    const std::int64_t half = std::max<std::int64_t>(kMiB, std::int64_t(l2 / 2) / kMiB * kMiB);
    std::vector<std::int64_t> sizes;
    const std::vector<std::int64_t> steps =
        preset == Preset::Quick ? std::vector<std::int64_t>{2, 8} : std::vector<std::int64_t>{2, 4, 8, 16};
    for (std::int64_t mib : steps)
        if (mib * kMiB < half)
            sizes.push_back(mib * kMiB);
    sizes.push_back(half);
    return sizes;
}

int cachePasses(std::int64_t workingSetBytes) {
    if (workingSetBytes <= 0)
        return 1;
    const double passes = std::ceil(512.0 * 1024 * 1024 / double(workingSetBytes));
    return int(std::clamp(passes, 1.0, 4096.0));
}

TimingPolicy launchTiming(Preset preset) {
    TimingPolicy t = defaultTiming(preset);
    t.minLaunchesPerSample = 1000;
    return t;
}

const std::vector<DType>& intensityDtypes() {
    static const std::vector<DType> types = {DType::FP32, DType::FP16, DType::BF16};
    return types;
}

std::vector<GemmSpec> transformerGemms(const TransformerShape& s) {
    const std::string shape = std::to_string(s.tokens) + "x" + std::to_string(s.dModel) + "x" + std::to_string(s.dFf);
    auto make = [&](std::int64_t m, std::int64_t n, std::int64_t k, const char* role) {
        GemmSpec g;
        g.m = m;
        g.n = n;
        g.k = k;
        g.label = std::string(role) + " " + shape;
        return g;
    };
    return {make(s.tokens, 3 * s.dModel, s.dModel, "qkv"), make(s.tokens, s.dModel, s.dModel, "attn-out"),
            make(s.tokens, s.dFf, s.dModel, "mlp-up"), make(s.tokens, s.dModel, s.dFf, "mlp-down")};
}

namespace {

double guessPeak(DType dtype, bool tensor) {
    if (!tensor)
        return dtype == DType::FP32 ? 30e12 : 60e12;
    switch (dtype) {
    case DType::FP32:
        return 30e12;
    case DType::TF32:
        return 150e12;
    case DType::FP16:
    case DType::BF16:
        return 300e12;
    default:
        return 600e12;
    }
}

double measureSeconds(double kernel, const TimingPolicy& t, double flushSeconds) {
    const double per = std::max(kernel, 1e-6);
    const double batch = std::max(1, t.minLaunchesPerSample);
    double reps = std::clamp(t.targetSeconds / (per * batch), double(t.minRepetitions), double(t.maxRepetitions));
    return reps * (per * batch + flushSeconds + t.spinSeconds) + (t.warmupRuns + 1) * per;
}

} // namespace

double estimatePointSeconds(const PlanItem& item, const BenchDevice& device) {
    const double bw = device.theoreticalBandwidth > 0 ? 0.8 * device.theoreticalBandwidth : 1e12;
    const double l2 = device.l2Bytes > 0 ? device.l2Bytes : 50e6;
    const double setup = 0.02; // allocation, random fill, descriptors
    switch (item.kind) {
    case BenchKind::Gemm: {
        const BenchPoint p = describeGemm(item.gemm);
        const double kernel = std::max(p.flops / guessPeak(item.gemm.dtype, true), p.bytes / bw) + 5e-6;
        const double flush = item.gemm.flushL2 ? 2 * l2 / bw : 0;
        // Each tuned candidate: a warm-up, a probe and 3 samples. A long first run stops tuning.
        const int tuned =
            kernel > item.gemm.timing.tuneSkipAboveSeconds ? 1 : std::max(1, item.gemm.timing.autotuneAlgorithms);
        const double tune = tuned > 1 ? tuned * 5 * (kernel + flush) : 0;
        const double check = item.gemm.verify ? 0.03 : 0;
        return setup + 3 * p.bytes / bw + tune + item.gemm.soakSeconds +
               measureSeconds(kernel, item.gemm.timing, flush) + check;
    }
    case BenchKind::Stream: {
        const BenchPoint p = describeStream(item.stream);
        return setup + measureSeconds(p.bytes / bw, item.stream.timing, 0);
    }
    case BenchKind::Intensity: {
        const BenchPoint p = describeIntensity(item.intensity);
        const double kernel = std::max(p.flops / guessPeak(item.intensity.dtype, false), p.bytes / bw);
        return setup + measureSeconds(kernel, item.intensity.timing, 0);
    }
    case BenchKind::L2: {
        const BenchPoint p = describeCache(item.cache);
        return setup + measureSeconds(p.bytes / (3 * bw), item.cache.timing, 0);
    }
    case BenchKind::Launch:
        return setup + measureSeconds(3e-6, item.launch.timing, 0);
    case BenchKind::Read:
        return setup + measureSeconds(double(item.read.workingSetBytes) / bw, item.read.timing, 2 * l2 / bw);
    case BenchKind::Chain: // graph replay about 2 us a kernel, host launches about 5 us (assumed)
        return setup + measureSeconds(item.chain.kernels * (item.chain.graph ? 2e-6 : 5e-6), item.chain.timing, 0);
    }
    return setup;
}

namespace {

// Appends a GEMM point with the preset's timing; false (nothing appended) for an fp8 shape
// cuBLASLt refuses (m and k must be multiples of 16).
bool appendGemm(GemmSpec g, const TimingPolicy& timing, const BenchDevice& device, SweepPlan& plan) {
    if ((g.dtype == DType::FP8_E4M3) && !fp8ShapeSupported(g.m, g.n, g.k))
        return false;
    g.timing = timing;
    g.flushL2 = true;
    // Every GEMM's sampled entries are checked against a CPU reference (16 x 16 dot products
    // of length k: milliseconds even at 16384); the tolerance follows k (gemmTolerance).
    g.verify = true;
    PlanItem item;
    item.kind = BenchKind::Gemm;
    item.gemm = std::move(g);
    item.estimatedSeconds = estimatePointSeconds(item, device);
    plan.items.push_back(std::move(item));
    return true;
}

} // namespace

SweepPlan makePlan(const PlanOptions& options, const BenchDevice& device) {
    SweepPlan plan;
    plan.preset = options.preset;
    const TimingPolicy timing = defaultTiming(options.preset);
    const int cc = device.ccMajor * 10 + device.ccMinor;

    const TimingPolicy streamTiming = kernelTiming(options.preset);
    int fp8Unaligned = 0;
    auto addGemm = [&](GemmSpec g) { fp8Unaligned += !appendGemm(std::move(g), timing, device, plan); };

    if (options.kinds.count(BenchKind::Gemm)) {
        std::vector<DType> dtypes = options.dtypes;
        if (dtypes.empty())
            dtypes = defaultGemmDtypes(options.preset, device.ccMajor, device.ccMinor);
        std::vector<DType> usable;
        for (DType t : dtypes) {
            if ((t == DType::FP8_E4M3) && cc > 0 && cc < 89) {
                plan.notes.push_back("fp8-e4m3 GEMMs left out: they need compute capability 8.9 "
                                     "or newer, this device is " +
                                     device.computeCapability());
                continue;
            }
            if (t != DType::FP32 && t != DType::TF32 && t != DType::FP16 && t != DType::BF16 && t != DType::FP8_E4M3) {
                plan.notes.push_back(std::string(dtypeId(t)) +
                                     " GEMMs left out: the bench measures fp32, tf32, fp16, bf16 "
                                     "and fp8-e4m3");
                continue;
            }
            usable.push_back(t);
        }
        const auto sizes = options.squareSizes.empty() ? defaultSquareSizes(options.preset) : options.squareSizes;
        std::vector<TransformerShape> shapes;
        if (options.includeTransformerShapes)
            shapes = options.shapes.empty() ? defaultTransformerShapes(options.preset) : options.shapes;
        for (DType t : usable) {
            for (std::int64_t s : sizes) {
                GemmSpec g;
                g.dtype = t;
                g.m = g.n = g.k = s;
                g.label = "square";
                addGemm(g);
                if (t == DType::FP8_E4M3 && options.includeFastAccum && s >= 1024) {
                    g.fastAccum = true;
                    g.label = "square, fast accumulation";
                    addGemm(g);
                }
            }
            for (const auto& shape : shapes) {
                for (GemmSpec g : transformerGemms(shape)) {
                    g.dtype = t;
                    addGemm(g);
                }
            }
            if (options.includeDecodeShapes && !shapes.empty()) {
                const auto& s = shapes.front();
                for (std::int64_t tokens : decodeRows(options.preset)) {
                    GemmSpec g = decodeGemm(s, tokens);
                    g.dtype = t;
                    addGemm(g);
                }
            }
        }
    }

    for (const GemmSpec& g : options.trainingGemms) {
        if (g.dtype == DType::FP8_E4M3 && cc > 0 && cc < 89) {
            plan.notes.push_back("training-shaped fp8-e4m3 GEMM " + gemmPointName(g) +
                                 " left out: fp8 needs compute capability 8.9 or newer, this device is " +
                                 device.computeCapability());
            continue;
        }
        addGemm(g);
    }
    if (options.decodeProbes)
        addDecodeProbes(options, device, plan);
    if (fp8Unaligned > 0)
        plan.notes.push_back(std::to_string(fp8Unaligned) +
                             " fp8-e4m3 GEMM(s) left out (sizes that are not multiples of "
                             "16): cuBLASLt FP8 needs m and k multiples of 16");

    if (options.kinds.count(BenchKind::Stream)) {
        for (StreamOp op : {StreamOp::Copy, StreamOp::Scale, StreamOp::Add, StreamOp::Triad}) {
            PlanItem item;
            item.kind = BenchKind::Stream;
            item.stream.op = op;
            item.stream.dtype = DType::FP32;
            item.stream.elements = streamElements(device, DType::FP32);
            item.stream.timing = streamTiming;
            item.estimatedSeconds = estimatePointSeconds(item, device);
            plan.items.push_back(std::move(item));
        }
    }

    if (options.kinds.count(BenchKind::Intensity)) {
        std::vector<DType> types;
        for (DType t : intensityDtypes())
            if (options.dtypes.empty() ||
                std::find(options.dtypes.begin(), options.dtypes.end(), t) != options.dtypes.end())
                types.push_back(t);
        if (types.empty())
            plan.notes.push_back("intensity sweep left out: it runs fp32, fp16 and bf16, none of "
                                 "which was asked for");
        for (DType t : types) {
            int index = 0;
            for (int fma : kIntensityFmaCounts) {
                // The quick preset takes every other count (0, 2, 8, ... 512) plus 1024.
                const bool take = options.preset == Preset::Full || index % 2 == 0 || fma == 1024;
                ++index;
                if (!take)
                    continue;
                PlanItem item;
                item.kind = BenchKind::Intensity;
                item.intensity.dtype = t;
                item.intensity.fmaPerElement = fma;
                item.intensity.elements = intensityElements(device, t);
                item.intensity.timing = streamTiming;
                item.estimatedSeconds = estimatePointSeconds(item, device);
                plan.items.push_back(std::move(item));
            }
        }
    }
    if (options.kinds.count(BenchKind::L2)) {
        for (std::int64_t bytes : cacheWorkingSets(options.preset, device)) {
            PlanItem item;
            item.kind = BenchKind::L2;
            item.cache.workingSetBytes = bytes;
            item.cache.passes = cachePasses(bytes);
            item.cache.timing = streamTiming;
            item.estimatedSeconds = estimatePointSeconds(item, device);
            plan.items.push_back(std::move(item));
        }
    }

    if (options.kinds.count(BenchKind::Launch)) {
        PlanItem item;
        item.kind = BenchKind::Launch;
        item.launch.timing = launchTiming(options.preset);
        item.estimatedSeconds = estimatePointSeconds(item, device);
        plan.items.push_back(std::move(item));
    }
    return plan;
}

std::vector<DecodeRead> decodeReads(const DecodeModel& model, const BenchDevice& device) {
    double largest = 0;
    for (const Projection& w : model.weights)
        largest = std::max(largest, double(w.n) * double(w.k) * dtypeBytes(model.dtype));
    double whole = model.gpuWeightBytes > 0 ? model.gpuWeightBytes : 8 * model.layerBytes;
    if (device.memoryBytes > 0)
        whole = std::min(whole, device.memoryBytes / 4);
    const std::pair<double, const char*> wanted[] = {{largest, "the largest weight matrix"},
                                                     {model.layerBytes, "one layer's weights"},
                                                     {whole, "this GPU's weights"}};
    std::vector<DecodeRead> reads;
    for (const auto& [bytes, what] : wanted) {
        const auto rounded = std::max<std::int64_t>(2 << 20, std::int64_t(bytes) / 4096 * 4096);
        const bool seen =
            std::any_of(reads.begin(), reads.end(), [&](const DecodeRead& r) { return r.bytes == rounded; });
        if (bytes > 0 && !seen)
            reads.push_back({rounded, model.name + ": " + what});
    }
    std::sort(reads.begin(), reads.end(), [](const DecodeRead& a, const DecodeRead& b) { return a.bytes < b.bytes; });
    return reads;
}

std::vector<int> decodeChainLengths(const DecodeModel& model) {
    std::vector<int> lengths = {16, 128};
    const int step = model.stepKernels > 0 ? model.stepKernels : 512;
    if (std::find(lengths.begin(), lengths.end(), step) == lengths.end())
        lengths.push_back(step);
    return lengths;
}

namespace {

// Every weight matrix against the decode batches, in each dtype the device runs.
void addDecodeGemms(const DecodeModel& model, const PlanOptions& options, const BenchDevice& device, SweepPlan& plan) {
    const TimingPolicy timing = defaultTiming(options.preset);
    const std::vector<DType> dtypes = options.dtypes.empty() ? std::vector<DType>{model.dtype} : options.dtypes;
    const int cc = device.ccMajor * 10 + device.ccMinor;
    for (DType t : dtypes) {
        if (t == DType::FP8_E4M3 && cc > 0 && cc < 89) {
            plan.notes.push_back("fp8-e4m3 decode GEMMs left out: they need compute capability 8.9 or newer");
            continue;
        }
        for (const Projection& w : model.weights) {
            for (std::int64_t batch : decodeBatches(options.preset == Preset::Full)) {
                GemmSpec g;
                g.dtype = t;
                g.m = w.n; // the weight's output rows: the output's leading dimension is not the batch
                g.n = batch;
                g.k = w.k;
                g.role = w.role;
                g.batch = batch;
                g.label = "decode " + w.role + " " + model.name + " batch " + std::to_string(batch);
                appendGemm(std::move(g), timing, device, plan);
            }
        }
    }
}

void addDecodeReadsAndChains(const DecodeModel& model, const TimingPolicy& timing, const BenchDevice& device,
                             SweepPlan& plan) {
    for (const DecodeRead& read : decodeReads(model, device)) {
        PlanItem item;
        item.kind = BenchKind::Read;
        item.read.workingSetBytes = read.bytes;
        item.read.label = read.what;
        item.read.timing = timing;
        item.read.timing.batchBelowSeconds = 0; // one cold launch per sample, as a decode step reads them
        item.estimatedSeconds = estimatePointSeconds(item, device);
        plan.items.push_back(std::move(item));
    }
    for (int kernels : decodeChainLengths(model)) {
        for (bool graph : {false, true}) {
            PlanItem item;
            item.kind = BenchKind::Chain;
            item.chain.kernels = kernels;
            item.chain.graph = graph;
            item.chain.timing = timing;
            item.estimatedSeconds = estimatePointSeconds(item, device);
            plan.items.push_back(std::move(item));
        }
    }
}

} // namespace

void addDecodeProbes(const PlanOptions& options, const BenchDevice& device, SweepPlan& plan) {
    const TransformerShape shape =
        options.shapes.empty() ? defaultTransformerShapes(options.preset).front() : options.shapes.front();
    const DecodeModel model = options.decode ? *options.decode : decodeModel(shape, DType::BF16);
    addDecodeGemms(model, options, device, plan);
    addDecodeReadsAndChains(model, defaultTiming(options.preset), device, plan);
}

} // namespace rooflab::gpu
