// What the roofline chart draws comes from core's roofline as core computed it: the ridge drawn
// is report.roofline.ridge, each ceiling starts at core's ridge for it, the CUDA-core ceiling is
// core's (with core's fallback for a GPU that lists no FP32 rate), measured ceilings carry their
// ratio to core's datasheet ceilings, and every op sits in exactly one labelled group.
#include "core/evaluate.h"
#include "core/io/hardwaredb.h"
#include "core/io/scenarioio.h"
#include "core/roofline/roofline.h"
#include "document/roofs.h"

#include <QTest>

#include <tuple>

#include <algorithm>

using namespace rooflab;

namespace {

// 7B on one H100 SXM, micro-batch 8 of 4096 tokens (the lecture's example).
Scenario h100Scenario() {
    Scenario scenario = defaultScenario();
    scenario.model = ModelSpec::sizeOnly(7e9);
    scenario.precision = PrecisionConfig::fromPreset(PrecisionPreset::BF16Mixed, scenario.training.implementation);
    scenario.training.microBatch = 8;
    scenario.training.seqLen = 4096;
    scenario.parallel.gpus = 1;
    if (const GpuSpec* gpu = HardwareDb::builtin().find("h100-sxm"))
        scenario.gpu = *gpu;
    return scenario;
}

const RoofAxis kAxis{1.0 / 16, 4096, 1e10};

std::vector<RoofLine> linesOf(const Roofs& roofs, RoofLineKind kind) {
    std::vector<RoofLine> found;
    std::copy_if(roofs.lines.begin(), roofs.lines.end(), std::back_inserter(found),
                 [&](const RoofLine& line) { return line.kind == kind; });
    return found;
}

QStringList labelTexts(const std::vector<CeilingLabel>& labels) {
    QStringList texts;
    for (const CeilingLabel& label : labels)
        texts << label.text;
    return texts;
}

} // namespace

class TestRoofs : public QObject {
    Q_OBJECT

private slots:
    void ridgeIsCores() {
        const Scenario scenario = h100Scenario();
        QCOMPARE(scenario.gpu.id, std::string("h100-sxm"));
        const Report report = evaluate(scenario);
        QVERIFY(report.roofline.ridge > 0);
        const Roofs roofs = roofsFor(report.roofline, kAxis);
        QCOMPARE(roofs.ridge, report.roofline.ridge);
        QCOMPARE(roofs.ridgePeak, report.roofline.peakFlops);
        // 989 TFLOP/s / 3.35 TB/s (H100 SXM datasheet, BF16 dense).
        QCOMPARE(roofs.ridgeLabel.text, QStringLiteral("ridge 295 FLOP/B"));
        QCOMPARE(roofs.ridgeLabel.anchor.x(), report.roofline.ridge);
        QCOMPARE(roofs.bandwidth, report.roofline.bandwidth);
    }

    void ceilingsAreCores() {
        const Report report = evaluate(h100Scenario());
        const Roofs roofs = roofsFor(report.roofline, kAxis);
        // Each of core's ceilings is drawn at its peak from core's ridge for it to the right edge.
        for (const RooflineCeiling& ceiling : report.roofline.ceilings) {
            const bool drawn = std::any_of(roofs.lines.begin(), roofs.lines.end(), [&](const RoofLine& line) {
                return (line.kind == RoofLineKind::Ceiling || line.kind == RoofLineKind::ComputeCeiling) &&
                       line.from.y() == ceiling.peakFlops && line.to.y() == ceiling.peakFlops &&
                       line.from.x() == ceiling.ridge && line.to.x() == kAxis.xHi;
            });
            QVERIFY2(drawn, dtypeId(ceiling.dtype).data());
        }
        // The compute dtype's ceiling is the bold one, at core's peak, its label first.
        const std::vector<RoofLine> compute = linesOf(roofs, RoofLineKind::ComputeCeiling);
        QCOMPARE(compute.size(), std::size_t(1));
        QCOMPARE(compute.front().from.y(), report.roofline.peakFlops);
        QVERIFY(compute.front().labelObstacle);
        QVERIFY(roofs.ceilingLabels.front().compute);
        QCOMPARE(roofs.ceilingLabels.front().text, QStringLiteral("FP16 · BF16 989 TFLOP/s"));
        QCOMPARE(roofs.ceilingLabels.front().ridge, report.roofline.ridge);
        // The H100 lists FP64 and FP32 tensor peaks equal to its CUDA-core FP32 peak: one label.
        QVERIFY2(labelTexts(roofs.ceilingLabels).contains(QStringLiteral("FP64 · FP32 · FP32 vector 67 TFLOP/s")),
                 qPrintable(labelTexts(roofs.ceilingLabels).join(QLatin1Char('|'))));
        const std::vector<RoofLine> vector = linesOf(roofs, RoofLineKind::VectorCeiling);
        QCOMPARE(vector.size(), std::size_t(1));
        QCOMPARE(vector.front().from.y(), report.roofline.vectorPeakFlops);

        // The memory roof: intensity x core's bandwidth, up to the highest ceiling.
        const std::vector<RoofLine> memory = linesOf(roofs, RoofLineKind::MemoryRoof);
        QCOMPARE(memory.size(), std::size_t(1));
        QCOMPARE(memory.front().from, QPointF(kAxis.xLo, kAxis.xLo * report.roofline.bandwidth));
        QCOMPARE(memory.front().to.y(), topPeakOf(report.roofline));
        QCOMPARE(roofs.memoryLabel.text, QStringLiteral("memory 3.35 TB/s"));
        QCOMPARE(roofs.topPeak, 1979e12); // FP8 dense
    }

    void vectorCeilingFollowsCoresFallback() {
        // A custom GPU that gives a BF16 peak and no FP32 rate: core runs non-matmul work at the
        // compute peak, and that is the CUDA-core ceiling drawn (merged into the BF16 label).
        Scenario scenario = h100Scenario();
        scenario.gpu.id = "custom";
        scenario.gpu.name = "Custom GPU (test data)";
        scenario.gpu.densePeak = {{DType::BF16, 500e12}};
        scenario.gpu.fp32VectorPeak = 0;
        scenario.gpu.bandwidth = 2e12;
        const RooflineReport roofline = computeRoofline(scenario, Phase::Train);
        QCOMPARE(roofline.vectorPeakFlops, 500e12);
        const Roofs roofs = roofsFor(roofline, kAxis);
        const std::vector<RoofLine> vector = linesOf(roofs, RoofLineKind::VectorCeiling);
        QCOMPARE(vector.size(), std::size_t(1));
        QCOMPARE(vector.front().from.y(), roofline.vectorPeakFlops);
        QCOMPARE(labelTexts(roofs.ceilingLabels), QStringList{QStringLiteral("BF16 · FP32 vector 500 TFLOP/s")});
        QCOMPARE(roofs.ridge, 250.0);

        // Without a bandwidth there is no roof to draw.
        scenario.gpu.bandwidth = 0;
        const Roofs none = roofsFor(computeRoofline(scenario, Phase::Train), kAxis);
        QVERIFY(none.lines.empty());
        QCOMPARE(none.ridge, 0.0);
    }

    void measuredCeilingsCarryTheirRatio() {
        const Report report = evaluate(h100Scenario());
        const Roofs roofs = roofsFor(report.roofline, kAxis);
        MeasuredPeaks peaks;
        peaks.bandwidth = 2.9e12;
        peaks.flops[DType::BF16] = 812e12;
        const MeasuredRoofs measured = measuredRoofsFor(peaks, roofs, report.roofline, kAxis);
        QVERIFY2(measured.texts.contains(QStringLiteral("measured BF16 812 TFLOP/s = 82% of datasheet")),
                 qPrintable(measured.texts.join(QLatin1Char('|'))));
        QVERIFY2(measured.texts.contains(QStringLiteral("measured 2.90 TB/s = 87% of datasheet")),
                 qPrintable(measured.texts.join(QLatin1Char('|'))));
        QCOMPARE(measured.ceilingLabels.size(), std::size_t(1));
        QCOMPARE(measured.ceilingLabels.front().ridge, 812e12 / 2.9e12);
        // The measured roof ends at the best measured peak.
        const auto roof = std::find_if(measured.lines.begin(), measured.lines.end(),
                                       [](const RoofLine& line) { return line.kind == RoofLineKind::MeasuredRoof; });
        QVERIFY(roof != measured.lines.end());
        QCOMPARE(roof->to, QPointF(812e12 / 2.9e12, 812e12));
    }

    void measuredPeaksPreferGemmAndStream() {
        MeasuredCeilings c;
        c.gemmFlopsPerS[DType::BF16] = 700e12;
        c.vectorFlopsPerS[DType::BF16] = 100e12;
        c.vectorFlopsPerS[DType::FP32] = 60e12;
        c.intensityBytesPerS = 2.5e12;
        MeasuredPeaks peaks = measuredPeaks(c);
        QCOMPARE(peaks.flops.at(DType::BF16), 700e12); // the tensor-core rate, not the CUDA cores'
        QCOMPARE(peaks.flops.at(DType::FP32), 60e12);  // no FP32 GEMM: the intensity sweep's
        QCOMPARE(peaks.bandwidth, 2.5e12);             // no STREAM run: the intensity sweep's
        c.streamBytesPerS = 3e12;
        QCOMPARE(measuredPeaks(c).bandwidth, 3e12);
    }

    void everyOpInOneGroup() {
        const Report report = evaluate(h100Scenario());
        const std::vector<OpGroup> groups = opGroupsFor(report.roofline);
        QVERIFY(!groups.empty());
        QVERIFY(
            std::is_sorted(groups.begin(), groups.end(), [](const OpGroup& a, const OpGroup& b) { return a.x < b.x; }));
        for (const RooflineOp& op : report.roofline.ops) {
            if (!plottableOnRoofline(op.intensity, op.attainableFlops))
                continue;
            const QString name = QString::fromUtf8(op.name.data(), qsizetype(op.name.size()));
            const auto count = std::count_if(groups.begin(), groups.end(), [&](const OpGroup& g) {
                return g.names.contains(name) && std::abs(std::log10(g.x / op.intensity)) < 0.01;
            });
            QVERIFY2(count == 1, std::string(op.name).c_str());
        }
        for (const OpGroup& group : groups) {
            QVERIFY(!group.variants.empty());
            QVERIFY(group.variants.front().contains(group.names.front()));
        }
    }

    // The shorter forms a crowded chart falls back on, in order: the first name and how many
    // more; that on two lines (the whole name, narrower); only then a cut at a word, never
    // ending on a "+" or "(" before the ellipsis.
    void shorterFormsKeepTheNameLongest() {
        RooflineReport roofline;
        for (const auto& [name, intensity, flops] :
             {std::tuple{"MLP gate + up", 1000.0, 900e12}, std::tuple{"attention (FlashAttention)", 1000.0, 900e12},
              std::tuple{"attention (FlashAttention)", 200.0, 600e12}}) {
            RooflineOp op;
            op.name = name;
            op.intensity = intensity;
            op.attainableFlops = flops;
            roofline.ops.push_back(op);
        }
        const std::vector<OpGroup> groups = opGroupsFor(roofline);
        QCOMPARE(groups.size(), std::size_t(2));
        const OpGroup& pair = groups.back(); // x = 1000
        QCOMPARE(pair.names.size(), 2);
        QCOMPARE(pair.variants.size(), std::size_t(4));
        QCOMPARE(pair.variants[0], QStringLiteral("MLP gate + up\nattention (FlashAttention)")); // over 32 characters
        QCOMPARE(pair.variants[1], QStringLiteral("MLP gate + up +1"));
        QCOMPARE(pair.variants[2], QStringLiteral("MLP gate\n+ up +1"));
        QCOMPARE(pair.variants[3], QStringLiteral("MLP gate…"));
        const OpGroup& single = groups.front();
        QCOMPARE(single.variants,
                 (std::vector<QString>{QStringLiteral("attention (FlashAttention)"),
                                       QStringLiteral("attention\n(FlashAttention)"), QStringLiteral("attention…")}));
    }
};

QTEST_GUILESS_MAIN(TestRoofs)
#include "tst_roofs.moc"
