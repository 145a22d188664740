// The memory-savings group's Megatron-Core recompute modules: a menu of the modules a selective
// checkpoint recomputes, showing a loaded scenario's list, editing it, and off where the modules
// do nothing (other checkpointing, the PyTorch implementations). Runs offscreen.
#include "core/io/scenarioio.h"
#include "document/scenariodocument.h"
#include "widgets/controls/controlpanel.h"

#include <QAction>
#include <QComboBox>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace rooflab;

class TestSavingsControls : public QObject {
    Q_OBJECT

private slots:
    void recomputeModulesMenu() {
        const ScenarioParseResult parsed = parseScenario(R"({"version": 1, "model": "DeepSeek-V2-Lite",
            "training": {"checkpointing": "selective", "recompute_modules": ["mla_up_proj", "layernorm"]}})");
        QVERIFY2(parsed.ok, parsed.errors.empty() ? "" : parsed.errors.front().c_str());
        ScenarioDocument doc;
        ControlPanel panel(&doc);
        doc.replace(parsed.scenario);
        auto* button = panel.findChild<QToolButton*>(QStringLiteral("recomputeModulesButton"));
        QVERIFY(button && button->menu());
        QVERIFY(button->isEnabled());
        QCOMPARE(button->text(), QStringLiteral("layernorm, mla_up_proj"));
        auto* coreAttention = button->menu()->findChild<QAction*>(QStringLiteral("recompute_core_attn"));
        auto* upProjection = button->menu()->findChild<QAction*>(QStringLiteral("recompute_mla_up_proj"));
        QVERIFY(coreAttention && upProjection);
        QVERIFY(!coreAttention->isChecked());
        QVERIFY(upProjection->isChecked());

        // Ticking a module edits the scenario once, and the button says so.
        QSignalSpy changed(&doc, &ScenarioDocument::edited);
        coreAttention->setChecked(true);
        QCOMPARE(changed.count(), 1);
        QVERIFY(panel.scenario().training.recomputeModules.has(RecomputeModule::CoreAttention));
        QCOMPARE(button->text(), QStringLiteral("core_attn, layernorm, mla_up_proj"));
        upProjection->setChecked(false);
        QVERIFY(!panel.scenario().training.recomputes(RecomputeModule::LatentUpProjection));

        // Full checkpointing: the modules do nothing, the button is off (the list is kept).
        auto* checkpointing = panel.findChild<QComboBox*>(QStringLiteral("checkpointingPicker"));
        checkpointing->setCurrentIndex(checkpointing->findData(int(Checkpointing::Full)));
        QVERIFY(!button->isEnabled());
        QVERIFY(panel.scenario().training.recomputeModules.has(RecomputeModule::LayerNorm));
        // And a PyTorch implementation's selective checkpointing recomputes the attention core only.
        Scenario pytorch = panel.scenario();
        pytorch.training.checkpointing = Checkpointing::Selective;
        pytorch.training.implementation = Implementation::PyTorchSdpa;
        doc.replace(pytorch);
        QVERIFY(!button->isEnabled());
    }
};

QTEST_MAIN(TestSavingsControls)
#include "tst_savingscontrols.moc"
