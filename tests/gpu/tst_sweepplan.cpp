// The sweep plan: which points the quick and full presets measure, the options that change it,
// and the matching of CUDA device names to gpus.json entries.
#include "gpu/devicematch.h"
#include "gpu/sweepplan.h"
#include "tests/common/hopperdevice.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

using namespace rooflab;
using namespace rooflab::gpu;

namespace {

BenchDevice ampere() {
    BenchDevice d = test::hopperDevice();
    d.name = "NVIDIA A100-SXM4-80GB";
    d.ccMajor = 8;
    d.ccMinor = 0;
    d.l2Bytes = 41943040;
    return d;
}

std::vector<const PlanItem*> items(const SweepPlan& plan, BenchKind kind) {
    std::vector<const PlanItem*> out;
    for (const auto& item : plan.items)
        if (item.kind == kind)
            out.push_back(&item);
    return out;
}

std::set<DType> gemmDtypes(const SweepPlan& plan) {
    std::set<DType> out;
    for (const auto* item : items(plan, BenchKind::Gemm))
        out.insert(item->gemm.dtype);
    return out;
}

std::set<std::int64_t> squareSizes(const SweepPlan& plan, DType t) {
    std::set<std::int64_t> out;
    for (const auto* item : items(plan, BenchKind::Gemm))
        if (item->gemm.dtype == t && item->gemm.label == "square")
            out.insert(item->gemm.m);
    return out;
}

GpuSpec spec(const char* id, const char* name, double memoryGb) {
    GpuSpec g;
    g.id = id;
    g.name = name;
    g.memoryBytes = memoryGb * 1e9;
    return g;
}

} // namespace

class TestSweepPlan : public QObject {
    Q_OBJECT

private slots:
    void quickPreset();
    void fullPreset();
    void fp8OnlyOnAdaAndNewer();
    void fp8DimensionsMultipleOf16();
    void decodeOrientation();
    void fastAccumulationVariant();
    void kernelsBatchedPerEventPair();
    void cachePoints();
    void transformerShapes();
    void streamWorkingSet();
    void intensityCounts();
    void verificationAtEveryK();
    void userOptions();
    void estimates();
    void parseShapes();
    void matchDeviceNames_data();
    void matchDeviceNames();
};

void TestSweepPlan::quickPreset() {
    PlanOptions options;
    options.kinds = allBenchKinds(); // what rooflab-bench measures by default
    const SweepPlan plan = makePlan(options, test::hopperDevice());
    QCOMPARE(plan.preset, Preset::Quick);
    QCOMPARE(gemmDtypes(plan), (std::set<DType>{DType::FP32, DType::TF32, DType::BF16, DType::FP8_E4M3}));
    QCOMPARE(squareSizes(plan, DType::BF16), (std::set<std::int64_t>{256, 512, 1024, 2048, 4096, 8192}));
    QCOMPARE(items(plan, BenchKind::Stream).size(), std::size_t(4));
    // Intensity: fp32, fp16, bf16 at 0, 2, 8, 32, 128, 512 and 1024 FMAs.
    QCOMPARE(items(plan, BenchKind::Intensity).size(), std::size_t(3 * 7));
    // Decode shapes of 1, 8 and 64 tokens, oriented as inference engines run them (m = d_ff,
    // n = tokens): bf16 and fp8 alike, since fp8 needs only m and k multiples of 16.
    int bf16Decode = 0, fp8Decode = 0;
    std::set<std::int64_t> tokens;
    for (const auto* item : items(plan, BenchKind::Gemm)) {
        if (item->gemm.label.rfind("decode", 0) != 0)
            continue;
        QCOMPARE(item->gemm.m, std::int64_t(14336));
        QCOMPARE(item->gemm.k, std::int64_t(4096));
        tokens.insert(item->gemm.n);
        bf16Decode += item->gemm.dtype == DType::BF16;
        fp8Decode += item->gemm.dtype == DType::FP8_E4M3;
    }
    QCOMPARE(tokens, (std::set<std::int64_t>{1, 8, 64}));
    QCOMPARE(bf16Decode, 3);
    QCOMPARE(fp8Decode, 3);
    QVERIFY(plan.notes.empty());
    for (const auto& item : plan.items) {
        const TimingPolicy& t = item.kind == BenchKind::Gemm        ? item.gemm.timing
                                : item.kind == BenchKind::Stream    ? item.stream.timing
                                : item.kind == BenchKind::Intensity ? item.intensity.timing
                                : item.kind == BenchKind::L2        ? item.cache.timing
                                                                    : item.launch.timing;
        QCOMPARE(t.targetSeconds, defaultTiming(Preset::Quick).targetSeconds);
        QVERIFY(!item.describe().empty());
    }
    // L2 plateau (2 MiB, 8 MiB, half the L2) and one launch-overhead point.
    QCOMPARE(items(plan, BenchKind::L2).size(), std::size_t(3));
    QCOMPARE(items(plan, BenchKind::Launch).size(), std::size_t(1));
    // The app's default (PlanOptions{}) is the roofline's three kinds.
    const SweepPlan app = makePlan(PlanOptions{}, test::hopperDevice());
    QVERIFY(items(app, BenchKind::L2).empty());
    QVERIFY(items(app, BenchKind::Launch).empty());
    QCOMPARE(app.items.size(), plan.items.size() - 4);
}

void TestSweepPlan::decodeOrientation() {
    const GemmSpec g = decodeGemm({4096, 4096, 14336}, 8);
    QCOMPARE(g.m, std::int64_t(14336)); // the weight's rows: the output's leading dimension
    QCOMPARE(g.n, std::int64_t(8));     // tokens
    QCOMPARE(g.k, std::int64_t(4096));
    QCOMPARE(g.label, std::string("decode mlp-up tokens=8"));
    // Same FLOPs and bytes as the (tokens x d_model) x (d_model x d_ff) product.
    GemmSpec rowMajor;
    rowMajor.m = 8;
    rowMajor.n = 14336;
    rowMajor.k = 4096;
    QCOMPARE(describeGemm(g).flops, describeGemm(rowMajor).flops);
    QCOMPARE(describeGemm(g).bytes, describeGemm(rowMajor).bytes);
    // fp8: m and k multiples of 16, n free (1 token is fine, 8 rows of output are not).
    QVERIFY(fp8ShapeSupported(14336, 1, 4096));
    QVERIFY(fp8ShapeSupported(16, 3, 16));
    QVERIFY(!fp8ShapeSupported(8, 256, 256));
    QVERIFY(!fp8ShapeSupported(256, 256, 100));
    QVERIFY(!fp8ShapeSupported(0, 16, 16));
}

void TestSweepPlan::fastAccumulationVariant() {
    const SweepPlan plan = makePlan(PlanOptions{}, test::hopperDevice());
    std::set<std::int64_t> fast;
    for (const auto* item : items(plan, BenchKind::Gemm)) {
        if (!item->gemm.fastAccum)
            continue;
        QCOMPARE(item->gemm.dtype, DType::FP8_E4M3);
        QCOMPARE(item->gemm.m, item->gemm.n);
        fast.insert(item->gemm.m);
        const BenchPoint p = describeGemm(item->gemm);
        QVERIFY(p.fastAccum);
        QCOMPARE(p.name, "gemm " + std::to_string(item->gemm.m) + "x" + std::to_string(item->gemm.m) + "x" +
                             std::to_string(item->gemm.m) + " fast-accum");
        QVERIFY(item->describe().find("fast-accum") != std::string::npos);
    }
    QCOMPARE(fast, (std::set<std::int64_t>{1024, 2048, 4096, 8192}));
    PlanOptions o;
    o.includeFastAccum = false;
    // The plans outlive the loops: items() points into them.
    const SweepPlan withoutVariant = makePlan(o, test::hopperDevice());
    for (const auto* item : items(withoutVariant, BenchKind::Gemm))
        QVERIFY(!item->gemm.fastAccum);
    // No fp8, no variant.
    const SweepPlan ampereFp16 = makePlan(PlanOptions{}, ampere());
    for (const auto* item : items(ampereFp16, BenchKind::Gemm))
        QVERIFY(!item->gemm.fastAccum);
}

void TestSweepPlan::kernelsBatchedPerEventPair() {
    PlanOptions options;
    options.kinds = allBenchKinds();
    const SweepPlan plan = makePlan(options, test::hopperDevice());
    for (const auto* item : items(plan, BenchKind::Stream))
        QCOMPARE(item->stream.timing.minLaunchesPerSample, kKernelLaunchesPerSample);
    for (const auto* item : items(plan, BenchKind::Intensity))
        QCOMPARE(item->intensity.timing.minLaunchesPerSample, kKernelLaunchesPerSample);
    for (const auto* item : items(plan, BenchKind::L2))
        QCOMPARE(item->cache.timing.minLaunchesPerSample, kKernelLaunchesPerSample);
    for (const auto* item : items(plan, BenchKind::Launch))
        QCOMPARE(item->launch.timing.minLaunchesPerSample, 1000);
    for (const auto* item : items(plan, BenchKind::Gemm)) {
        QCOMPARE(item->gemm.timing.minLaunchesPerSample, 1); // GEMMs are flushed per sample
        QVERIFY(item->gemm.rotateInputs);
        QVERIFY(item->gemm.timing.spinSeconds > 0);
    }
}

void TestSweepPlan::cachePoints() {
    const BenchDevice d = test::hopperDevice(); // 50 MiB L2
    QCOMPARE(cacheWorkingSets(Preset::Quick, d), (std::vector<std::int64_t>{2 << 20, 8 << 20, 25 << 20}));
    QCOMPARE(cacheWorkingSets(Preset::Full, d),
             (std::vector<std::int64_t>{2 << 20, 4 << 20, 8 << 20, 16 << 20, 25 << 20}));
    BenchDevice small = d;
    small.l2Bytes = 6 << 20; // a 6 MiB L2: 2 MiB and half of it
    QCOMPARE(cacheWorkingSets(Preset::Full, small), (std::vector<std::int64_t>{2 << 20, 3 << 20}));
    QCOMPARE(cachePasses(8 << 20), 64);
    QCOMPARE(cachePasses(1 << 30), 1);
    QCOMPARE(cachePasses(0), 1);
    CacheSpec c;
    c.workingSetBytes = 8 << 20;
    c.passes = 64;
    const BenchPoint p = describeCache(c);
    QCOMPARE(p.kind, BenchKind::L2);
    QCOMPARE(p.bytes, 512.0 * 1024 * 1024);
    QCOMPARE(p.flops, 0.0);
    QCOMPARE(cachePointName(25 << 20), std::string("l2 read 25 MiB"));
    QCOMPARE(cachePointName(3 << 19), std::string("l2 read 1.5 MiB"));
    QCOMPARE(describeLaunch(LaunchSpec{}).kind, BenchKind::Launch);
    PlanOptions o;
    o.kinds = {BenchKind::L2};
    const SweepPlan only = makePlan(o, d);
    QCOMPARE(only.items.size(), std::size_t(3));
    for (const auto& item : only.items)
        QVERIFY(item.estimatedSeconds > 0);
}

void TestSweepPlan::fullPreset() {
    PlanOptions o;
    o.preset = Preset::Full;
    const SweepPlan plan = makePlan(o, test::hopperDevice());
    QCOMPARE(gemmDtypes(plan), (std::set<DType>{DType::FP32, DType::TF32, DType::FP16, DType::BF16, DType::FP8_E4M3}));
    const auto sizes = squareSizes(plan, DType::FP16);
    QCOMPARE(*sizes.begin(), std::int64_t(64));
    QCOMPARE(*sizes.rbegin(), std::int64_t(16384));
    // Powers of two with 1.5x steps between them.
    for (std::int64_t s : {64, 96, 128, 192, 1024, 1536, 2048, 3072, 8192, 12288, 16384})
        QVERIFY2(sizes.count(s), qPrintable(QString::number(s)));
    QCOMPARE(sizes.size(), std::size_t(17));
    QCOMPARE(items(plan, BenchKind::Intensity).size(), std::size_t(3 * 12));
    int decode = 0;
    for (const auto* item : items(plan, BenchKind::Gemm))
        decode += item->gemm.dtype == DType::BF16 && item->gemm.label.rfind("decode", 0) == 0;
    QCOMPARE(decode, 7); // 1, 2, 4, 8, 16, 32, 64 tokens
    QVERIFY(defaultTiming(Preset::Full).targetSeconds > defaultTiming(Preset::Quick).targetSeconds);
    QVERIFY(plan.items.size() > makePlan(PlanOptions{}, test::hopperDevice()).items.size());
}

void TestSweepPlan::fp8OnlyOnAdaAndNewer() {
    const SweepPlan plan = makePlan(PlanOptions{}, ampere());
    QVERIFY(!gemmDtypes(plan).count(DType::FP8_E4M3));
    // Asking for it explicitly on sm_80 leaves it out with a note rather than failing later.
    PlanOptions o;
    o.dtypes = {DType::FP8_E4M3, DType::BF16};
    const SweepPlan asked = makePlan(o, ampere());
    QCOMPARE(gemmDtypes(asked), std::set<DType>{DType::BF16});
    QVERIFY(std::any_of(asked.notes.begin(), asked.notes.end(),
                        [](const std::string& n) { return n.find("8.9") != std::string::npos; }));
    BenchDevice ada = ampere();
    ada.ccMinor = 9;
    QVERIFY(gemmDtypes(makePlan(PlanOptions{}, ada)).count(DType::FP8_E4M3));
}

void TestSweepPlan::fp8DimensionsMultipleOf16() {
    PlanOptions o;
    o.preset = Preset::Full;
    o.dtypes = {DType::FP8_E4M3};
    o.squareSizes = {64, 100, 128};
    const SweepPlan plan = makePlan(o, test::hopperDevice());
    QVERIFY(!plan.items.empty());
    int decode = 0;
    for (const auto* item : items(plan, BenchKind::Gemm)) {
        QVERIFY(item->gemm.m % 16 == 0 && item->gemm.k % 16 == 0);
        QVERIFY(item->gemm.m != 100);
        decode += item->gemm.label.rfind("decode", 0) == 0;
    }
    QCOMPARE(decode, 7); // every token count: the thin n is free
    // Size 100 is left out, and the plan says so.
    QVERIFY(std::any_of(plan.notes.begin(), plan.notes.end(),
                        [](const std::string& n) { return n.rfind("1 fp8-e4m3 GEMM(s) left out", 0) == 0; }));
}

void TestSweepPlan::transformerShapes() {
    const auto gemms = transformerGemms({4096, 4096, 14336});
    QCOMPARE(gemms.size(), std::size_t(4));
    // (m, n, k) = (tokens, out features, in features)
    QCOMPARE(gemms[0].n, std::int64_t(3 * 4096)); // qkv
    QCOMPARE(gemms[2].n, std::int64_t(14336));    // mlp up
    QCOMPARE(gemms[2].k, std::int64_t(4096));
    QCOMPARE(gemms[3].n, std::int64_t(4096)); // mlp down
    QCOMPARE(gemms[3].k, std::int64_t(14336));
    for (const auto& g : gemms) {
        QCOMPARE(g.m, std::int64_t(4096));
        QVERIFY(g.label.find("4096x4096x14336") != std::string::npos);
    }
    PlanOptions o;
    o.preset = Preset::Full;
    const SweepPlan plan = makePlan(o, test::hopperDevice());
    int mlpDown = 0;
    for (const auto* item : items(plan, BenchKind::Gemm))
        mlpDown += item->gemm.dtype == DType::BF16 && item->gemm.label.rfind("mlp-down", 0) == 0;
    QCOMPARE(mlpDown, 2); // two default shapes in the full preset
}

void TestSweepPlan::streamWorkingSet() {
    const BenchDevice d = test::hopperDevice();
    const SweepPlan plan = makePlan(PlanOptions{}, d);
    std::set<StreamOp> ops;
    for (const auto* item : items(plan, BenchKind::Stream)) {
        ops.insert(item->stream.op);
        QCOMPARE(item->stream.dtype, DType::FP32);
        const BenchPoint p = describeStream(item->stream);
        QVERIFY(p.bytes >= 8 * d.l2Bytes); // >= 8x L2 moved by every kernel
        QCOMPARE(item->stream.elements % 4, std::int64_t(0));
        // 1 GiB arrays: a launch's ramp is about 1 % of the time (256 MiB lost 4.5 % on an H200)
        QCOMPARE(item->stream.elements * 4, std::int64_t(1) << 30);
    }
    QCOMPARE(ops.size(), std::size_t(4));
    // The intensity sweep keeps 256 MiB arrays (its 1024-FMA points stay short) ...
    QCOMPARE(intensityElements(d, DType::FP32) * 4, std::int64_t(256) << 20);
    QCOMPARE(intensityElements(d, DType::FP16) * 2, std::int64_t(256) << 20);
    // ... and a card with 4 GiB holds three arrays of an eighth of its memory each.
    BenchDevice small = d;
    small.memoryBytes = 4.0 * 1024 * 1024 * 1024;
    QCOMPARE(streamElements(small, DType::FP32) * 4, std::int64_t(512) << 20);
    // BabelStream counting: copy and scale two arrays, add and triad three.
    StreamSpec s;
    s.elements = 1000;
    s.op = StreamOp::Copy;
    QCOMPARE(describeStream(s).bytes, 8000.0);
    s.op = StreamOp::Scale;
    QCOMPARE(describeStream(s).bytes, 8000.0);
    s.op = StreamOp::Add;
    QCOMPARE(describeStream(s).bytes, 12000.0);
    s.op = StreamOp::Triad;
    QCOMPARE(describeStream(s).bytes, 12000.0);
    QCOMPARE(describeStream(s).name, std::string("stream triad"));
}

void TestSweepPlan::intensityCounts() {
    PlanOptions o;
    o.preset = Preset::Full;
    o.kinds = {BenchKind::Intensity};
    const SweepPlan plan = makePlan(o, test::hopperDevice());
    std::set<int> counts;
    std::set<DType> types;
    for (const auto* item : items(plan, BenchKind::Intensity)) {
        counts.insert(item->intensity.fmaPerElement);
        types.insert(item->intensity.dtype);
    }
    QCOMPARE(counts, (std::set<int>{0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024}));
    QCOMPARE(types, (std::set<DType>{DType::FP32, DType::FP16, DType::BF16}));
    QCOMPARE(plan.items.size(), items(plan, BenchKind::Intensity).size());
    // mixbench counting: 2i + 1 FLOPs and sizeof(T) bytes per element.
    IntensitySpec s;
    s.dtype = DType::FP16;
    s.fmaPerElement = 64;
    s.elements = 1000;
    const BenchPoint p = describeIntensity(s);
    QCOMPARE(p.flops, 129000.0);
    QCOMPARE(p.bytes, 2000.0);
    QCOMPARE(p.intensity, 64.5);
    QCOMPARE(p.name, std::string("intensity fma=64"));
}

void TestSweepPlan::verificationAtEveryK() {
    PlanOptions o;
    o.preset = Preset::Full;
    const SweepPlan plan = makePlan(o, test::hopperDevice());
    bool anyLong = false;
    for (const auto* item : items(plan, BenchKind::Gemm)) {
        const auto& g = item->gemm;
        QVERIFY(g.flushL2);
        QVERIFY2(g.verify, qPrintable(QString::fromStdString(gemmPointName(g)) + " is not checked"));
        anyLong |= g.k >= 16384;
    }
    QVERIFY(anyLong); // the full preset's 16384^3 GEMMs are checked too
    QCOMPARE(gemmTolerance(DType::FP32, 1024), 1e-5);
    QCOMPARE(gemmTolerance(DType::FP32, 2048), 1e-5);
    QVERIFY(qAbs(gemmTolerance(DType::FP32, 16384) - 1e-5 * std::sqrt(8.0)) < 1e-12);
    QCOMPARE(gemmTolerance(DType::BF16, 16384), 1e-2);
    QVERIFY(gemmTolerance(DType::TF32, 16384) >= 1e-3 && gemmTolerance(DType::TF32, 16384) <= 2e-3);
}

void TestSweepPlan::userOptions() {
    PlanOptions o;
    o.kinds = {BenchKind::Gemm, BenchKind::Intensity};
    o.dtypes = {DType::BF16, DType::TF32};
    o.squareSizes = {1024, 3000};
    o.includeTransformerShapes = false;
    const SweepPlan plan = makePlan(o, test::hopperDevice());
    QVERIFY(items(plan, BenchKind::Stream).empty());
    QCOMPARE(gemmDtypes(plan), (std::set<DType>{DType::BF16, DType::TF32}));
    QCOMPARE(items(plan, BenchKind::Gemm).size(), std::size_t(4)); // 2 dtypes x 2 sizes
    // Intensity keeps the vector dtypes among those asked for: bf16 only.
    for (const auto* item : items(plan, BenchKind::Intensity))
        QCOMPARE(item->intensity.dtype, DType::BF16);
    QVERIFY(!items(plan, BenchKind::Intensity).empty());

    o.dtypes = {DType::TF32};
    QVERIFY(items(makePlan(o, test::hopperDevice()), BenchKind::Intensity).empty());

    PlanOptions shapes;
    shapes.kinds = {BenchKind::Gemm};
    shapes.dtypes = {DType::BF16};
    shapes.squareSizes = {512};
    shapes.shapes = {{2048, 1024, 4096}};
    shapes.includeDecodeShapes = false;
    const SweepPlan s = makePlan(shapes, test::hopperDevice());
    QCOMPARE(s.items.size(), std::size_t(1 + 4));
    QCOMPARE(s.items.back().gemm.k, std::int64_t(4096)); // mlp down of the given shape
}

void TestSweepPlan::estimates() {
    const BenchDevice d = test::hopperDevice();
    PlanOptions full;
    full.preset = Preset::Full;
    const SweepPlan quick = makePlan(PlanOptions{}, d);
    const SweepPlan slow = makePlan(full, d);
    for (const auto& item : quick.items)
        QVERIFY(item.estimatedSeconds > 0);
    QVERIFY(quick.estimatedSeconds() > 1);
    QVERIFY(quick.estimatedSeconds() < 15 * 60); // a quick sweep is minutes, not hours
    QVERIFY(slow.estimatedSeconds() > quick.estimatedSeconds());
    // A bigger GEMM is expected to take longer than a small one.
    PlanItem small, big;
    small.gemm.dtype = big.gemm.dtype = DType::FP32;
    small.gemm.m = small.gemm.n = small.gemm.k = 256;
    big.gemm.m = big.gemm.n = big.gemm.k = 16384;
    small.gemm.timing = big.gemm.timing = defaultTiming(Preset::Full);
    QVERIFY(estimatePointSeconds(big, d) > estimatePointSeconds(small, d));
}

void TestSweepPlan::parseShapes() {
    auto s = parseTransformerShape("4096x4096x14336");
    QVERIFY(s.has_value());
    QCOMPARE(s->tokens, std::int64_t(4096));
    QCOMPARE(s->dModel, std::int64_t(4096));
    QCOMPARE(s->dFf, std::int64_t(14336));
    QVERIFY(parseTransformerShape("8X8X8").has_value());
    for (const char* bad : {"", "4096", "4096x4096", "4096x4096x", "0x1x1", "-1x2x3", "1x2x3x4", "axbxc", "1x2x3 "})
        QVERIFY2(!parseTransformerShape(bad).has_value(), bad);
}

void TestSweepPlan::matchDeviceNames_data() {
    QTest::addColumn<QString>("deviceName");
    QTest::addColumn<double>("memoryGiB");
    QTest::addColumn<QString>("expected");
    QTest::newRow("H100 SXM") << "NVIDIA H100 80GB HBM3" << 79.6 << "h100-sxm";
    QTest::newRow("H100 PCIe") << "NVIDIA H100 PCIe" << 79.6 << "h100-pcie";
    QTest::newRow("H100 NVL: 94 GB, not in the database") << "NVIDIA H100 NVL" << 87.5 << "";
    QTest::newRow("V100 16GB: other capacity") << "Tesla V100-SXM2-16GB" << 15.8 << "";
    QTest::newRow("H200") << "NVIDIA H200" << 140.0 << "h200";
    QTest::newRow("A100 40GB") << "NVIDIA A100-SXM4-40GB" << 39.4 << "a100-40gb";
    QTest::newRow("A100 80GB") << "NVIDIA A100-SXM4-80GB" << 79.2 << "a100-80gb";
    QTest::newRow("A100 80GB PCIe") << "NVIDIA A100 80GB PCIe" << 79.2 << "a100-80gb";
    QTest::newRow("RTX 4090") << "NVIDIA GeForce RTX 4090" << 23.6 << "rtx-4090";
    QTest::newRow("L40S") << "NVIDIA L40S" << 44.4 << "l40s";
    QTest::newRow("V100") << "Tesla V100-SXM2-32GB" << 31.7 << "v100-32gb";
    QTest::newRow("unknown") << "NVIDIA GeForce GTX 1080" << 8.0 << "";
    QTest::newRow("empty") << "" << 0.0 << "";
}

void TestSweepPlan::matchDeviceNames() {
    QFETCH(QString, deviceName);
    QFETCH(double, memoryGiB);
    QFETCH(QString, expected);
    const std::vector<GpuSpec> db = {
        spec("h100-sxm", "NVIDIA H100 SXM 80GB", 80),
        spec("h100-pcie", "NVIDIA H100 PCIe 80GB", 80),
        spec("h200", "NVIDIA H200 SXM 141GB", 141),
        spec("a100-40gb", "NVIDIA A100 SXM 40GB", 40),
        spec("a100-80gb", "NVIDIA A100 SXM 80GB", 80),
        spec("b200", "NVIDIA B200 180GB", 180),
        spec("l40s", "NVIDIA L40S 48GB", 48),
        spec("rtx-4090", "NVIDIA GeForce RTX 4090 24GB", 24),
        spec("v100-32gb", "NVIDIA Tesla V100 SXM2 32GB", 32),
        spec("mi300x", "AMD Instinct MI300X 192GB", 192),
    };
    const std::string id = matchGpuId(deviceName.toStdString(), memoryGiB * 1073741824.0, db);
    QCOMPARE(QString::fromStdString(id), expected);
}

QTEST_APPLESS_MAIN(TestSweepPlan)
#include "tst_sweepplan.moc"
