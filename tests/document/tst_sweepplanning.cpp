// The GPU panel's sweep plan, made in document/: the preset's points, with the scenario's own
// layer GEMMs first when there is a scenario (the panel only chooses the preset and shows it).
#include "document/sweepplanning.h"
#include "tests/common/hopperdevice.h"

#include <QTest>

#include <algorithm>
#include <string>

using namespace rooflab;

namespace {

bool hasGemm(const gpu::SweepPlan& plan, const std::string& label) {
    return std::any_of(plan.items.begin(), plan.items.end(),
                       [&](const gpu::PlanItem& i) { return i.kind == BenchKind::Gemm && i.gemm.label == label; });
}

} // namespace

class TestSweepPlanning : public QObject {
    Q_OBJECT

private slots:
    void withoutAScenarioThePresetsPlan() {
        const BenchDevice device = test::hopperDevice();
        for (gpu::Preset preset : {gpu::Preset::Quick, gpu::Preset::Full}) {
            gpu::PlanOptions options;
            options.preset = preset;
            const gpu::SweepPlan expected = gpu::makePlan(options, device);
            const gpu::SweepPlan plan = sweepPlanFor(preset, device, nullptr);
            QCOMPARE(plan.preset, preset);
            QCOMPARE(plan.items.size(), expected.items.size());
        }
    }

    void theScenariosLayerComesFirst() {
        Scenario scenario;
        scenario.model.arch.dModel = 2560;
        scenario.model.arch.dFf = 6912;
        scenario.training.microBatch = 2;
        scenario.training.seqLen = 1024;
        scenario.phase = Phase::Train;
        const gpu::SweepPlan plan = sweepPlanFor(gpu::Preset::Quick, test::hopperDevice(), &scenario);
        QVERIFY(hasGemm(plan, "mlp-up 2048x2560x6912"));
        QVERIFY(hasGemm(plan, "mlp-up 4096x4096x14336")); // the preset's shape stays
        QVERIFY(!hasGemm(sweepPlanFor(gpu::Preset::Quick, test::hopperDevice(), nullptr), "mlp-up 2048x2560x6912"));
    }
};

QTEST_GUILESS_MAIN(TestSweepPlanning)
#include "tst_sweepplanning.moc"
