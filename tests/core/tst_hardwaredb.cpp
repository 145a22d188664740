// The GPU database: every shipped card with its datasheet figures (dense peaks only), the
// fallbacks of GpuSpec::peak, and error messages that name the broken field.
#include "core/io/hardwaredb.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

using namespace rooflab;

namespace {

// One valid entry; the malformed cases below break one field at a time.
const char* const kValidGpu = R"({"id": "toy", "name": "Toy GPU", "memory_gb": 16,
    "bandwidth_tbs": 1.0, "peak_tflops": {"fp32": 10, "bf16": 100}, "fp32_vector_tflops": 10})";

std::string document(const std::string& gpus) {
    return R"({"version": 1, "gpus": [)" + gpus + "]}";
}

} // namespace

class TestHardwareDb : public QObject {
    Q_OBJECT

private slots:
    void longErrorListsAreCut();
    void builtinParses();
    void datasheetFigures_data();
    void datasheetFigures();
    void ridgePoints_data();
    void ridgePoints();
    void densePeaksNotSparse();
    void addedCards_data();
    void addedCards();
    void exportCardsKeepBandwidth();
    void powerAndClocks();
    void peaksFollowTheBoostClock();
    void peakFallbacks_data();
    void peakFallbacks();
    void everyEntryDocumented();
    void customDocumentParses();
    void malformed_data();
    void malformed();
};

void TestHardwareDb::builtinParses() {
    const HardwareDb& db = HardwareDb::builtin();
    QVERIFY(db.gpus().size() >= 10); // the ten cards below, more may be added
    QVERIFY(db.find("no-such-gpu") == nullptr);
}

void TestHardwareDb::datasheetFigures_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("memoryGb");
    QTest::addColumn<double>("bandwidthTbs");
    QTest::addColumn<double>("bf16Tflops"); // 0: no BF16 mode
    QTest::addColumn<double>("fp16Tflops");
    QTest::addColumn<double>("fp32Tflops");
    QTest::addColumn<int>("smCount");

    // Datasheet values from ../shared/reference/gpus.md (dense).
    QTest::newRow("H100 SXM") << "h100-sxm" << 80.0 << 3.35 << 989.0 << 989.0 << 67.0 << 132;
    QTest::newRow("H100 PCIe") << "h100-pcie" << 80.0 << 2.0 << 756.0 << 756.0 << 51.0 << 114;
    QTest::newRow("H200") << "h200" << 141.0 << 4.8 << 989.0 << 989.0 << 67.0 << 132;
    QTest::newRow("A100 40GB") << "a100-40gb" << 40.0 << 1.555 << 312.0 << 312.0 << 19.5 << 108;
    QTest::newRow("A100 80GB") << "a100-80gb" << 80.0 << 2.039 << 312.0 << 312.0 << 19.5 << 108;
    QTest::newRow("B200") << "b200" << 180.0 << 8.0 << 2250.0 << 2250.0 << 75.0 << 148;
    QTest::newRow("L40S") << "l40s" << 48.0 << 0.864 << 362.0 << 362.0 << 91.6 << 142;
    QTest::newRow("RTX 4090") << "rtx-4090" << 24.0 << 1.008 << 165.0 << 165.0 << 82.6 << 128;
    QTest::newRow("V100 32GB") << "v100-32gb" << 32.0 << 0.9 << 0.0 << 125.0 << 15.7 << 80;
    QTest::newRow("MI300X") << "mi300x" << 192.0 << 5.3 << 1307.0 << 1307.0 << 163.4 << 304;
}

void TestHardwareDb::datasheetFigures() {
    QFETCH(QString, id);
    QFETCH(double, memoryGb);
    QFETCH(double, bandwidthTbs);
    QFETCH(double, bf16Tflops);
    QFETCH(double, fp16Tflops);
    QFETCH(double, fp32Tflops);
    QFETCH(int, smCount);

    const GpuSpec* gpu = HardwareDb::builtin().find(id.toStdString());
    QVERIFY2(gpu != nullptr, qPrintable(id + " missing from resources/gpus.json"));
    QCOMPARE(gpu->id, id.toStdString());
    QVERIFY(!gpu->name.empty());
    // Decimal units: GB = 1e9 bytes, TB/s = 1e12 bytes/s, TFLOP/s = 1e12 FLOP/s.
    QCOMPARE(gpu->memoryBytes, memoryGb * 1e9);
    QCOMPARE(gpu->bandwidth, bandwidthTbs * 1e12);
    QCOMPARE(gpu->peak(DType::BF16), bf16Tflops * 1e12);
    QCOMPARE(gpu->peak(DType::FP16), fp16Tflops * 1e12);
    QCOMPARE(gpu->peak(DType::FP32), fp32Tflops * 1e12);
    QCOMPARE(gpu->fp32VectorPeak, fp32Tflops * 1e12);
    QCOMPARE(gpu->smCount, smCount);
    QVERIFY(gpu->l2Bytes > 0);
}

void TestHardwareDb::ridgePoints_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("dtype");
    QTest::addColumn<double>("ridge"); // FLOP per byte
    QTest::addColumn<double>("tolerance");

    // ../shared/reference/gpus.md: H100 SXM ~295, H200 ~206, A100-80 ~153, MI300X ~247.
    QTest::newRow("H100 SXM bf16") << "h100-sxm" << int(DType::BF16) << 295.2 << 0.1;
    QTest::newRow("H200 bf16") << "h200" << int(DType::BF16) << 206.0 << 0.1;
    QTest::newRow("A100 80GB bf16") << "a100-80gb" << int(DType::BF16) << 153.0 << 0.1;
    QTest::newRow("MI300X bf16") << "mi300x" << int(DType::BF16) << 246.6 << 0.1;
    QTest::newRow("B200 bf16") << "b200" << int(DType::BF16) << 281.25 << 0.01;
    QTest::newRow("H100 SXM fp8") << "h100-sxm" << int(DType::FP8_E4M3) << 590.7 << 0.1;
    QTest::newRow("H100 SXM fp32") << "h100-sxm" << int(DType::FP32) << 20.0 << 0.1;
}

void TestHardwareDb::ridgePoints() {
    QFETCH(QString, id);
    QFETCH(int, dtype);
    QFETCH(double, ridge);
    QFETCH(double, tolerance);
    const GpuSpec* gpu = HardwareDb::builtin().find(id.toStdString());
    QVERIFY(gpu != nullptr);
    const double actual = gpu->ridge(static_cast<DType>(dtype));
    QVERIFY2(std::abs(actual - ridge) <= tolerance,
             qPrintable(QStringLiteral("ridge %1, expected %2").arg(actual).arg(ridge)));
}

void TestHardwareDb::densePeaksNotSparse() {
    // The datasheet headline numbers (1979 bf16, 3958 fp8) are with 2:4 sparsity.
    const GpuSpec* h100 = HardwareDb::builtin().find("h100-sxm");
    QVERIFY(h100 != nullptr);
    QCOMPARE(h100->peak(DType::BF16), 989e12);
    QVERIFY(h100->peak(DType::BF16) != 1979e12);
    QCOMPARE(h100->peak(DType::FP8_E4M3), 1979e12);
    QCOMPARE(h100->peak(DType::TF32), 495e12);
    QCOMPARE(h100->peak(DType::FP64), 67e12); // tensor-core FP64

    const GpuSpec* a100 = HardwareDb::builtin().find("a100-80gb");
    QVERIFY(a100 != nullptr);
    QCOMPARE(a100->peak(DType::BF16), 312e12);
    QCOMPARE(a100->peak(DType::TF32), 156e12);

    const GpuSpec* b200 = HardwareDb::builtin().find("b200");
    QVERIFY(b200 != nullptr);
    QCOMPARE(b200->peak(DType::FP4_E2M1), 9000e12);
}

void TestHardwareDb::addedCards_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("memoryGb");
    QTest::addColumn<double>("bandwidthTbs");
    QTest::addColumn<double>("bf16Tflops"); // dense; 0: no BF16 mode
    QTest::addColumn<double>("fp8Tflops");  // dense; 0: no FP8 mode

    // docs/hardware.md: each datasheet's sparse figure halved.
    QTest::newRow("H100 NVL") << "h100-nvl" << 94.0 << 3.9 << 835.5 << 1670.5;
    QTest::newRow("H800") << "h800" << 80.0 << 3.35 << 989.0 << 1979.0;
    // torchtitan's Grand Teton hosts: the H100 SXM with six HBM2e stacks (96 GB at 2.4 TB/s).
    QTest::newRow("H100 SXM 96GB HBM2e") << "h100-sxm-96gb" << 96.0 << 2.4 << 989.0 << 1979.0;
    QTest::newRow("H20") << "h20" << 96.0 << 4.0 << 148.0 << 296.0;
    QTest::newRow("GH200 96GB") << "gh200-96gb" << 96.0 << 4.0 << 989.0 << 1979.0;
    QTest::newRow("GH200 144GB") << "gh200-144gb" << 144.0 << 4.9 << 989.0 << 1979.0;
    QTest::newRow("GB200") << "gb200" << 186.0 << 8.0 << 2500.0 << 5000.0;
    QTest::newRow("A10G") << "a10g" << 24.0 << 0.6 << 126.0 << 0.0;
    QTest::newRow("L4") << "l4" << 24.0 << 0.3 << 121.0 << 242.0;
    QTest::newRow("L40") << "l40" << 48.0 << 0.864 << 181.0 << 362.0;
    QTest::newRow("RTX 3090") << "rtx-3090" << 24.0 << 0.936 << 71.0 << 0.0;
    QTest::newRow("RTX 6000 Ada") << "rtx-6000-ada" << 48.0 << 0.96 << 364.2 << 728.5;
    QTest::newRow("RTX A6000") << "rtx-a6000" << 48.0 << 0.768 << 154.8 << 0.0;
    QTest::newRow("T4") << "t4" << 16.0 << 0.32 << 0.0 << 0.0;
    QTest::newRow("MI325X") << "mi325x" << 256.0 << 6.0 << 1307.4 << 2614.9;
}

void TestHardwareDb::addedCards() {
    QFETCH(QString, id);
    QFETCH(double, memoryGb);
    QFETCH(double, bandwidthTbs);
    QFETCH(double, bf16Tflops);
    QFETCH(double, fp8Tflops);
    const GpuSpec* gpu = HardwareDb::builtin().find(id.toStdString());
    QVERIFY2(gpu != nullptr, qPrintable(id + " missing from resources/gpus.json"));
    QCOMPARE(gpu->memoryBytes, memoryGb * 1e9);
    QCOMPARE(gpu->bandwidth, bandwidthTbs * 1e12);
    QCOMPARE(gpu->peak(DType::BF16), bf16Tflops * 1e12);
    QCOMPARE(gpu->peak(DType::FP8_E4M3), fp8Tflops * 1e12);
    for (const auto& [type, flops] : gpu->densePeak)
        QVERIFY2(std::isfinite(flops) && flops > 0,
                 qPrintable(id + " " + QString::fromUtf8(dtypeLabel(type).data(), qsizetype(dtypeLabel(type).size()))));
    // Dense figures: FP8 (where the card has it) runs at twice BF16, never four times (the
    // datasheets round each figure on its own: within 0.1 %).
    if (fp8Tflops > 0 && bf16Tflops > 0)
        QVERIFY(std::abs(gpu->peak(DType::FP8_E4M3) / gpu->peak(DType::BF16) - 2.0) < 2e-3);
}

void TestHardwareDb::exportCardsKeepBandwidth() {
    // The H20 keeps more memory bandwidth than an H100 SXM with 15 % of its tensor rate: its
    // BF16 ridge point falls from 295 to 37 FLOP per byte, so a training step is compute-bound.
    const GpuSpec* h20 = HardwareDb::builtin().find("h20");
    const GpuSpec* h100 = HardwareDb::builtin().find("h100-sxm");
    QVERIFY(h20 != nullptr && h100 != nullptr);
    QCOMPARE(h20->peak(DType::BF16), 148e12);
    QVERIFY(h20->bandwidth > h100->bandwidth);
    QCOMPARE(h20->ridge(DType::BF16), 37.0);
    QVERIFY(h20->ridge(DType::BF16) < h100->ridge(DType::BF16) / 7);
    // The H800 is the H100 SXM's compute with FP64 cut to 1 TFLOP/s and a slower NVLink.
    const GpuSpec* h800 = HardwareDb::builtin().find("h800");
    QVERIFY(h800 != nullptr);
    QCOMPARE(h800->peak(DType::BF16), h100->peak(DType::BF16));
    QCOMPARE(h800->peak(DType::FP64), 1e12);
    QVERIFY(h800->intraNodeBandwidth < h100->intraNodeBandwidth);
}

void TestHardwareDb::powerAndClocks() {
    // resources/measurements/h100-sxm.json: NVML's default power limit 700 W, SM clock max 1980.
    const GpuSpec* h100 = HardwareDb::builtin().find("h100-sxm");
    QVERIFY(h100 != nullptr);
    QCOMPARE(h100->powerWatts, 700.0);
    QCOMPARE(h100->boostClockMhz, 1830.0);
    QCOMPARE(h100->maxClockMhz, 1980.0);
    int withPower = 0;
    for (const GpuSpec& gpu : HardwareDb::builtin().gpus()) {
        const QString id = QString::fromStdString(gpu.id);
        QVERIFY2(gpu.powerWatts >= 0 && gpu.boostClockMhz >= 0 && gpu.maxClockMhz >= 0, qPrintable(id));
        // The highest boost is given only where it differs from the clock the peaks are at.
        if (gpu.maxClockMhz > 0)
            QVERIFY2(gpu.maxClockMhz > gpu.boostClockMhz, qPrintable(id));
        withPower += gpu.powerWatts > 0 ? 1 : 0;
    }
    // Every card but the GH200s (whose module limit covers CPU and memory too) has a board power.
    QCOMPARE(withPower, int(HardwareDb::builtin().gpus().size()) - 2);
}

void TestHardwareDb::peaksFollowTheBoostClock() {
    // peak = SMs x FLOP per clock per SM x clock: where both are given, the datasheet's 16-bit
    // peak over SMs x boost clock is a whole tensor-core rate (512 ... 8192 FLOP per clock).
    int checked = 0;
    for (const GpuSpec& gpu : HardwareDb::builtin().gpus()) {
        if (gpu.smCount <= 0 || gpu.boostClockMhz <= 0)
            continue;
        const double perClock = gpu.peak(DType::FP16) / (gpu.smCount * gpu.boostClockMhz * 1e6);
        const double nearest = std::exp2(std::round(std::log2(perClock)));
        QVERIFY2(nearest >= 512 && nearest <= 8192 && std::abs(perClock / nearest - 1) < 5e-3,
                 qPrintable(QString::fromStdString(gpu.id) + QStringLiteral(": %1 FLOP per clock").arg(perClock)));
        ++checked;
    }
    QVERIFY(checked >= 15);
}

void TestHardwareDb::peakFallbacks_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("dtype");
    QTest::addColumn<double>("tflops");

    QTest::newRow("V100 tf32 -> fp32") << "v100-32gb" << int(DType::TF32) << 15.7;
    QTest::newRow("V100 bf16 unsupported") << "v100-32gb" << int(DType::BF16) << 0.0;
    QTest::newRow("V100 fp8 unsupported") << "v100-32gb" << int(DType::FP8_E4M3) << 0.0;
    QTest::newRow("A100 fp8 unsupported") << "a100-80gb" << int(DType::FP8_E4M3) << 0.0;
    QTest::newRow("A100 mxfp8 unsupported") << "a100-80gb" << int(DType::MXFP8) << 0.0;
    QTest::newRow("H100 fp4 unsupported") << "h100-sxm" << int(DType::FP4_E2M1) << 0.0;
    QTest::newRow("H100 nvfp4 unsupported") << "h100-sxm" << int(DType::NVFP4) << 0.0;
    // Hopper has no block-scaled tensor cores (Transformer Engine's MXFP8 needs Blackwell).
    QTest::newRow("H100 mxfp8 unsupported") << "h100-sxm" << int(DType::MXFP8) << 0.0;
    QTest::newRow("H100 e5m2") << "h100-sxm" << int(DType::FP8_E5M2) << 1979.0;
    QTest::newRow("B200 mxfp8 -> fp8") << "b200" << int(DType::MXFP8) << 4500.0;
    QTest::newRow("B200 mxfp4 -> fp4") << "b200" << int(DType::MXFP4) << 9000.0;
    QTest::newRow("B200 nvfp4 -> fp4") << "b200" << int(DType::NVFP4) << 9000.0;
    QTest::newRow("RTX 4090 fp16 (fp32 accumulate)") << "rtx-4090" << int(DType::FP16) << 165.0;
    QTest::newRow("H100 int4 unknown") << "h100-sxm" << int(DType::INT4) << 0.0;
    QTest::newRow("T4 bf16 unsupported") << "t4" << int(DType::BF16) << 0.0;
    QTest::newRow("T4 tf32 -> fp32") << "t4" << int(DType::TF32) << 8.1;
    QTest::newRow("GB200 nvfp4 -> fp4") << "gb200" << int(DType::NVFP4) << 10000.0;
    QTest::newRow("L4 fp8") << "l4" << int(DType::FP8_E5M2) << 242.0;
}

void TestHardwareDb::peakFallbacks() {
    QFETCH(QString, id);
    QFETCH(int, dtype);
    QFETCH(double, tflops);
    const GpuSpec* gpu = HardwareDb::builtin().find(id.toStdString());
    QVERIFY(gpu != nullptr);
    QCOMPARE(gpu->peak(static_cast<DType>(dtype)), tflops * 1e12);
}

void TestHardwareDb::everyEntryDocumented() {
    for (const GpuSpec& gpu : HardwareDb::builtin().gpus()) {
        const QString id = QString::fromStdString(gpu.id);
        QVERIFY2(!gpu.source.empty(), qPrintable(id + ": no source"));
        QVERIFY2(!gpu.notes.empty(), qPrintable(id + ": no notes"));
        QVERIFY2(gpu.peak(DType::FP32) > 0, qPrintable(id + ": no fp32 peak"));
        QVERIFY2(gpu.peak(DType::FP16) > gpu.peak(DType::FP32), qPrintable(id));
        for (const auto& [type, value] : gpu.densePeak)
            QVERIFY2(value > 0, qPrintable(id));
    }
}

void TestHardwareDb::customDocumentParses() {
    HardwareDb db;
    std::string error;
    QVERIFY2(HardwareDb::parse(document(kValidGpu), db, error), error.c_str());
    QVERIFY(error.empty());
    QCOMPARE(db.gpus().size(), std::size_t(1));
    const GpuSpec* toy = db.find("toy");
    QVERIFY(toy != nullptr);
    QCOMPARE(toy->memoryBytes, 16e9);
    QCOMPARE(toy->bandwidth, 1e12);
    QCOMPARE(toy->peak(DType::BF16), 100e12);
    QCOMPARE(toy->peak(DType::TF32), 10e12); // no TF32 given: FP32 rate
    QCOMPARE(toy->ridge(DType::BF16), 100.0);
    QCOMPARE(toy->smCount, 0); // optional, unknown
    QCOMPARE(toy->l2Bytes, 0.0);
    QCOMPARE(toy->powerWatts, 0.0); // optional: no power limit can derate it
    QCOMPARE(toy->boostClockMhz, 0.0);

    // Power and clocks are read in W and MHz.
    const std::string powered = document(
        std::string(kValidGpu).insert(1, R"("power_w": 300, "boost_clock_mhz": 1500, "max_clock_mhz": 1700, )"));
    QVERIFY2(HardwareDb::parse(powered, db, error), error.c_str());
    QCOMPARE(db.find("toy")->powerWatts, 300.0);
    QCOMPARE(db.find("toy")->boostClockMhz, 1500.0);
    QCOMPARE(db.find("toy")->maxClockMhz, 1700.0);

    // Aliases accepted by parseDType work as keys too.
    const std::string aliased = document(R"({"id": "alias", "name": "Alias", "memory_gb": 8,
        "bandwidth_tbs": 0.5, "peak_tflops": {"bfloat16": 50, "float32": 5}})");
    QVERIFY2(HardwareDb::parse(aliased, db, error), error.c_str());
    QCOMPARE(db.find("alias")->peak(DType::BF16), 50e12);
    QCOMPARE(db.find("alias")->fp32VectorPeak, 5e12); // defaults to the fp32 peak
}

void TestHardwareDb::malformed_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("expected"); // a substring the error must contain

    auto gpu = [](const char* replaceKey, const char* replacement) {
        // kValidGpu's fields with one replaced by `replacement` (removed when it is empty).
        const std::pair<const char*, const char*> fields[] = {
            {"id", R"("id": "toy")"},
            {"name", R"("name": "Toy GPU")"},
            {"memory_gb", R"("memory_gb": 16)"},
            {"bandwidth_tbs", R"("bandwidth_tbs": 1.0)"},
            {"peak_tflops", R"("peak_tflops": {"fp32": 10, "bf16": 100})"},
            {"fp32_vector_tflops", R"("fp32_vector_tflops": 10)"},
        };
        std::string entry;
        for (const auto& [key, text] : fields) {
            const char* use = std::string(key) == replaceKey ? replacement : text;
            if (*use == '\0')
                continue;
            entry += (entry.empty() ? "{" : ", ") + std::string(use);
        }
        return entry + "}";
    };
    auto row = [](const char* name, const std::string& json, const char* expected) {
        QTest::newRow(name) << QString::fromStdString(json) << QString::fromLatin1(expected);
    };

    row("missing id", document(gpu("id", "")), "gpus[0].id: missing");
    row("number beyond a double", document(gpu("memory_gb", R"("memory_gb": 1e400)")),
        "not valid JSON: number overflow parsing '1e400'");
    row("missing id in second entry", document(std::string(kValidGpu) + "," + gpu("id", "")), "gpus[1].id: missing");
    row("empty id", document(gpu("id", R"("id": "")")), "gpus[0].id");
    row("id not a string", document(gpu("id", R"("id": 7)")), "gpus[0].id: expected a string");
    // At least 1 GB/s: a tinier bandwidth made step times infinite (issue 51).
    row("negative bandwidth", document(gpu("bandwidth_tbs", R"("bandwidth_tbs": -3.35)")),
        "gpus[0].bandwidth_tbs: must be between 0.001 and 1000");
    row("zero bandwidth", document(gpu("bandwidth_tbs", R"("bandwidth_tbs": 0)")),
        "gpus[0].bandwidth_tbs: must be between 0.001 and 1000");
    row("tiny bandwidth", document(gpu("bandwidth_tbs", R"("bandwidth_tbs": 1e-300)")),
        "gpus[0].bandwidth_tbs: must be between 0.001 and 1000");
    row("negative bandwidth in fourth entry",
        document(std::string(kValidGpu) + "," + gpu("id", R"("id": "b")") + "," + gpu("id", R"("id": "c")") + "," +
                 gpu("bandwidth_tbs", R"("bandwidth_tbs": -1)")),
        "gpus[3].bandwidth_tbs");
    row("memory as string", document(gpu("memory_gb", R"("memory_gb": "80")")),
        "gpus[0].memory_gb: expected a number, got \"80\"");
    row("memory missing", document(gpu("memory_gb", "")), "gpus[0].memory_gb: missing");
    row("unknown dtype key", document(gpu("peak_tflops", R"("peak_tflops": {"fp7": 3})")),
        "gpus[0].peak_tflops.fp7: unknown dtype \"fp7\"");
    row("peak as string", document(gpu("peak_tflops", R"("peak_tflops": {"bf16": "989"})")),
        "gpus[0].peak_tflops.bf16");
    row("negative peak", document(gpu("peak_tflops", R"("peak_tflops": {"bf16": -1})")), "gpus[0].peak_tflops.bf16");
    row("peaks not an object", document(gpu("peak_tflops", R"("peak_tflops": [989])")),
        "gpus[0].peak_tflops: expected an object");
    row("no peaks", document(gpu("peak_tflops", R"("peak_tflops": {})")), "gpus[0].peak_tflops");
    row("misspelt field", document(gpu("bandwidth_tbs", R"("bandwith_tbs": 1.0)")),
        "gpus[0].bandwith_tbs: unknown field");
    row("sm_count fractional", document(std::string(kValidGpu).insert(1, R"("sm_count": 1.5, )")), "gpus[0].sm_count");
    row("negative power", document(std::string(kValidGpu).insert(1, R"("power_w": -5, )")), "gpus[0].power_w");
    row("clock as text", document(std::string(kValidGpu).insert(1, R"("boost_clock_mhz": "fast", )")),
        "gpus[0].boost_clock_mhz");
    row("duplicate id", document(std::string(kValidGpu) + "," + kValidGpu), "gpus[1].id: duplicate");
    row("entry not an object", document("42"), "gpus[0]: expected an object");
    row("gpus not an array", R"({"version": 1, "gpus": {}})", "gpus: expected an array");
    row("gpus missing", R"({"version": 1})", "gpus: missing");
    row("version missing", R"({"gpus": []})", "version: missing");
    row("version 2", R"({"version": 2, "gpus": []})", "version: expected 1");
    row("document is an array", "[]", "(document): expected an object");
    row("truncated JSON", document(kValidGpu).substr(0, 60), "invalid JSON");
    row("empty text", "", "invalid JSON");
}

void TestHardwareDb::malformed() {
    QFETCH(QString, json);
    QFETCH(QString, expected);
    HardwareDb db;
    std::string error;
    QVERIFY2(!HardwareDb::parse(json.toStdString(), db, error), qPrintable(json));
    const QString message = QString::fromStdString(error);
    QVERIFY2(message.contains(expected), qPrintable("error was: " + message));
    QVERIFY(db.gpus().empty()); // a failed parse leaves the output alone
}

// A file with hundreds of problems (found by tests/fuzz: every unknown key of every entry) gets
// a message a dialog can show: the first 12 problems, then how many more, and no key echoed whole.
void TestHardwareDb::longErrorListsAreCut() {
    std::string entries;
    for (int i = 0; i < 30; ++i)
        entries += std::string(i ? "," : "") + R"({"id":"g)" + std::to_string(i) + R"(","layers":32})";
    const std::string longKey(5000, 'k');
    const std::string text = R"({"version":1,"gpus":[)" + entries + R"(,{")" + longKey + R"(":1}]})";
    HardwareDb db;
    std::string error;
    QVERIFY(!HardwareDb::parse(text, db, error));
    QCOMPARE(std::count(error.begin(), error.end(), '\n'), 12L);
    QVERIFY2(error.starts_with("gpus[0].name: missing required field"), error.c_str());
    // 30 entries x (4 missing + 1 unknown) + the last entry's 5 missing (its id too) + 1 unknown = 156.
    QVERIFY2(error.ends_with("... and 144 more problems"), error.c_str());
    QVERIFY(error.size() < 1500);
    QVERIFY(!HardwareDb::parse(R"({"version":1,"gpus":[{")" + longKey + R"(":1}]})", db, error));
    QVERIFY2(error.find(longKey) == std::string::npos && error.find(std::string(60, 'k') + "...") != std::string::npos,
             error.c_str());
}

QTEST_APPLESS_MAIN(TestHardwareDb)
#include "tst_hardwaredb.moc"
