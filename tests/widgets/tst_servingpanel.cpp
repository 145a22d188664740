// The window's Serving tab end to end: the serving example's curve is the document's
// servingCurve() of its report, the scenario's point is ringed where the report puts it and moves
// with the concurrency control (one undoable edit), a scenario without a serving block shows how
// to add one (and the button adds it), and the napkin answers with the serving figures, the
// roofline's then as bounds. Runs offscreen. With ROOFLAB_SCREENSHOT_DIR set it also writes the
// window with the tab in front at 1366x768 and 1920x1080 (serving-1366x768.png, ...).
#include "chartarea.h"
#include "core/evaluate.h"
#include "core/io/modeldb.h"
#include "document/format.h"
#include "document/servingcurve.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/charts/servingchart.h"
#include "widgets/controls/logslider.h"
#include "widgets/dialogs/servingsettingsdialog.h"
#include "widgets/panels/napkinpanel.h"
#include "widgets/panels/servingpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTest>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace rooflab;

namespace {

Scenario fromResource(const QString& name) {
    const ScenarioLoadResult loaded = ScenarioFile::load(QStringLiteral(":/scenarios/") + name);
    if (!loaded.ok)
        qFatal("%s does not load", qPrintable(name));
    return loaded.scenario;
}

// The serving example with a mixture-of-experts model in place of Llama 3 8B.
Scenario moeExample() {
    Scenario scenario = fromResource(QStringLiteral("serving-llama3-8b-vllm.json"));
    const ModelPreset* qwen = ModelDb::builtin().find("Qwen3-30B-A3B");
    if (!qwen || !qwen->arch.isMoe())
        qFatal("Qwen3-30B-A3B is no mixture-of-experts preset");
    scenario.model = ModelSpec::fromArchitecture(qwen->arch, qwen->id);
    scenario.parallel.gpus = 2;
    scenario.parallel.tensorParallel = 2;
    return scenario;
}

} // namespace

class TestServingPanel : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    ServingPanel* m_panel = nullptr;

    void show(const Scenario& scenario) {
        m_window->setScenario(scenario, false);
        m_window->recomputeNow();
        m_window->showChart(ChartKind::Serving);
    }
    const ServingReport& report() const { return *m_window->document()->report().serving; }
    ServingConfig serving() const { return *m_window->scenario().serving; } // scenario() is a copy
    int undoSteps() const { return m_window->undoStack()->count(); }

    // The Settings... button's window, opened on `scenario`.
    ServingSettingsDialog* openSettings(const Scenario& scenario) {
        show(scenario);
        auto* button = m_panel->findChild<QPushButton*>(QStringLiteral("servingSettingsButton"));
        if (!button || !button->isVisibleTo(m_panel))
            return nullptr;
        button->click();
        return m_panel->findChild<ServingSettingsDialog*>(QStringLiteral("servingSettingsDialog"));
    }
    template <typename Control> Control* control(ServingSettingsDialog* dialog, const char* name) {
        auto* found = dialog->findChild<Control*>(QString::fromLatin1(name));
        if (!found)
            qFatal("no %s", name);
        return found;
    }
    // One control's change: one step on the undo stack, named after the control; Undo takes it back.
    void undoOneStep(int before, const QString& text) {
        m_window->recomputeNow();
        QCOMPARE(undoSteps(), before + 1);
        QCOMPARE(m_window->undoStack()->undoText(), text);
        m_window->undoStack()->undo();
        m_window->recomputeNow();
    }

private slots:
    void init() {
        m_window = std::make_unique<MainWindow>();
        m_window->setUpdateMode(MainWindow::UpdateMode::Direct);
        m_panel = m_window->findChild<ServingPanel*>(QStringLiteral("servingPanel"));
        QVERIFY(m_panel);
    }
    void cleanup() { m_window.reset(); }

    // The curve drawn is the document's, point for point; the ring sits on the report's figures.
    void showsTheCurveOfTheExample() {
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QVERIFY(m_panel->showsCurve());
        QCOMPARE(m_window->chartPlot(ChartKind::Serving), m_panel->chart()->plot());
        const QVector<ServingCurvePoint> curve = servingCurve(m_window->scenario(), servingConcurrencies(report()));
        QVERIFY(curve.size() > 8);
        ServingChart* chart = m_panel->chart();
        QCOMPARE(chart->ttftGraph()->dataCount(), curve.size());
        QCOMPARE(chart->tpotGraph()->dataCount(), curve.size());
        QCOMPARE(chart->throughputGraph()->dataCount(), curve.size());
        for (int i = 0; i < curve.size(); ++i) {
            QCOMPARE(chart->tpotGraph()->data()->at(i)->key, double(curve[i].concurrency));
            QCOMPARE(chart->tpotGraph()->data()->at(i)->value, curve[i].tpotS);
        }
        QCOMPARE(chart->operatingPointGraph()->dataCount(), 1);
        QCOMPARE(chart->operatingPointGraph()->data()->at(0)->key, 1.0 / report().tpotS);
        QCOMPARE(chart->operatingPointGraph()->data()->at(0)->value, report().outputTokensPerSPerGpu);
        // The bound is written by the point, the answer above the chart.
        QVERIFY2(chart->pointLabel().contains(servingBoundName(QString::fromStdString(report().bound))),
                 qPrintable(chart->pointLabel()));
        QVERIFY(m_panel->summaryText().contains(format::duration(report().tpotS)));
        // How far vLLM's published runs were, as the napkin's "Checked against" gives it.
        QVERIFY(report().agreement.known());
        const QString published = QStringLiteral("Published runs of vLLM on A100, H100 and RTX 4090 over the "
                                                 "prediction: %1.")
                                      .arg(servingAgreementRanges(report().agreement));
        QVERIFY2(m_panel->summaryText().endsWith(published), qPrintable(m_panel->summaryText()));
        QVERIFY(published.contains(QStringLiteral("TTFT 0")));
    }

    // The serving chart's title names the model as the memory chart's does ("Llama 3 8B"), not
    // by the preset's id ("llama3-8b"): one name for one model on the screen.
    void titleNamesTheModelAsTheMemoryChartDoes() {
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QString title;
        QCustomPlot* plot = m_panel->chart()->plot();
        for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
            if (auto* text = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)); text && title.isEmpty())
                title = text->text();
        QVERIFY2(title.contains(QStringLiteral("Llama 3 8B on 1 x")), qPrintable(title));
        QVERIFY2(!title.contains(QStringLiteral("llama3-8b")), qPrintable(title));
    }

    // A serving (or decode) scenario's napkin: the training run of the model's default tokens (years of it)
    // is muted beside the serving answers, said to be for reference; a training scenario's is not.
    void napkinMutesTheTrainingRunWhenServing() {
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        auto* days = m_window->napkinPanel()->findChild<QLabel*>(QStringLiteral("napkinDays"));
        QVERIFY(days);
        QCOMPARE(days->foregroundRole(), QPalette::PlaceholderText);
        auto* section = qobject_cast<QGroupBox*>(days->parentWidget());
        QVERIFY(section);
        QVERIFY2(section->title().contains(QStringLiteral("for reference")), qPrintable(section->title()));
        Scenario training = m_window->scenario();
        training.serving.reset();
        training.phase = Phase::Train;
        show(training);
        QCOMPARE(days->foregroundRole(), QPalette::WindowText);
        QCOMPARE(section->title(), QStringLiteral("Training run"));
        // A decode lecture without a serving block: its question is a token's time too.
        show(fromResource(QStringLiteral("decode-vs-prefill.json")));
        QCOMPARE(days->foregroundRole(), QPalette::PlaceholderText);
    }

    // Moving the concurrency is one edit of the scenario; the ring moves with the new report.
    void pointMovesWithTheConcurrency() {
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        ServingChart* chart = m_panel->chart();
        QCOMPARE(chart->latencyPointGraph()->data()->at(0)->key, 32.0);
        const double before = chart->operatingPointGraph()->data()->at(0)->value;
        const int undoSteps = m_window->undoStack()->count();
        auto* field = m_panel->findChild<QDoubleSpinBox*>(QStringLiteral("servingConcurrencySliderField"));
        QVERIFY(field);
        field->setValue(128);
        m_window->recomputeNow();
        QCOMPARE(m_window->scenario().serving->concurrency, std::int64_t(128));
        QCOMPARE(m_window->undoStack()->count(), undoSteps + 1);
        QCOMPARE(chart->latencyPointGraph()->data()->at(0)->key, 128.0);
        const double after = chart->operatingPointGraph()->data()->at(0)->value;
        QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2 tokens/s per GPU").arg(before).arg(after)));
        QCOMPARE(after, report().outputTokensPerSPerGpu);
        QCOMPARE(chart->operatingPointGraph()->data()->at(0)->key, 1.0 / report().tpotS);
        m_window->undoStack()->undo();
        m_window->recomputeNow();
        QCOMPARE(chart->latencyPointGraph()->data()->at(0)->key, 32.0);
    }

    // No serving block: words and a button, never a blank chart; the button adds the block.
    void saysHowToServeWithoutABlock() {
        show(fromResource(QStringLiteral("lecture-7b-budget.json")));
        QVERIFY(!m_window->scenario().serving);
        QVERIFY(!m_panel->showsCurve());
        QVERIFY2(m_panel->messageText().contains(QStringLiteral("no serving settings")),
                 qPrintable(m_panel->messageText()));
        auto* add = m_panel->findChild<QPushButton*>(QStringLiteral("servingAdd"));
        QVERIFY(add && add->isVisibleTo(m_panel));
        add->click();
        m_window->recomputeNow();
        QVERIFY(m_window->scenario().serving);
        QCOMPARE(m_window->scenario().serving->concurrency, std::int64_t(32));
        QVERIFY(m_panel->showsCurve());
        QVERIFY(m_panel->chart()->throughputGraph()->dataCount() > 0);
        m_window->undoStack()->undo();
        m_window->recomputeNow();
        QVERIFY(!m_window->scenario().serving);
        QVERIFY(!m_panel->showsCurve());
    }

    // The napkin gives one answer per question: the serving figures, the roofline's as bounds.
    void napkinAnswersWithServing() {
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        NapkinPanel* napkin = m_window->napkinPanel();
        QVERIFY(napkin->valueText(QStringLiteral("napkinServingTpot")).startsWith(format::duration(report().tpotS)));
        QVERIFY(napkin->valueText(QStringLiteral("napkinServingTtft")).startsWith(format::duration(report().ttftS)));
        QVERIFY(napkin->valueText(QStringLiteral("napkinServingThroughput"))
                    .startsWith(format::count(report().outputTokensPerSPerGpu)));
        const QString decode = napkin->valueText(QStringLiteral("napkinStepTime"));
        QVERIFY2(decode.startsWith(QStringLiteral("at least ")), qPrintable(decode));
        QVERIFY(napkin->valueText(QStringLiteral("napkinMfu")).startsWith(QStringLiteral("at most ")));
        // The roofline chart's headline too; its figures stay as the bound below it.
        const QString headline = m_window->rooflineChart()->subtitleText();
        QVERIFY2(headline.contains(format::duration(report().tpotS)), qPrintable(headline));
        QVERIFY(!headline.contains(QStringLiteral("predicted")));
        QVERIFY(m_window->rooflineChart()->boundText().contains(
            format::duration(m_window->document()->report().roofline.stepTimeS)));
        // The status bar too.
        const QString speed = m_window->findChild<QLabel*>(QStringLiteral("speedLabel"))->text();
        QVERIFY2(speed.contains(format::duration(report().tpotS)), qPrintable(speed));
    }

    // The serving rows and the bounds' captions keep the napkin within a 1366x768 window without a
    // horizontal scroll bar, in the languages with the longest words too.
    void napkinFitsALaptopScreenWhenServing_data() {
        QTest::addColumn<QString>("language");
        for (const char* code : {"en", "de", "fr"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }
    void napkinFitsALaptopScreenWhenServing() {
        QFETCH(QString, language);
        QVERIFY(m_window->setLanguage(language, false));
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QCoreApplication::processEvents();
        NapkinPanel* napkin = m_window->napkinPanel();
        auto* scroll = qobject_cast<QScrollArea*>(napkin->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QTRY_COMPARE(scroll->horizontalScrollBar()->maximum(), 0);
        QVERIFY(m_window->setLanguage(QStringLiteral("en"), false));
    }

    // The load is a closed loop or an open one, never both: choosing a request rate clears the
    // concurrency (starting from the requests per second the closed loop reached), and a
    // concurrency clears the rate. Each is one edit; Undo restores the closed loop of 32.
    void settingsSwitchTheLoad() {
        ServingSettingsDialog* dialog = openSettings(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QVERIFY(dialog && dialog->isVisible() && !dialog->isModal());
        auto* kind = control<QComboBox>(dialog, "servingLoadKind");
        auto* rate = control<QDoubleSpinBox>(dialog, "servingRequestRate");
        auto* concurrency = control<QSpinBox>(dialog, "servingConcurrency");
        QCOMPARE(concurrency->value(), 32);
        QVERIFY(!rate->isEnabled());
        const double reached = rate->value(); // the requests per second of the closed loop, as the box shows them
        QVERIFY2(reached > 0 && std::abs(reached - report().requestsPerS) <= 0.0005,
                 qPrintable(QString::number(reached)));
        int before = undoSteps();
        kind->setCurrentIndex(1);
        m_window->recomputeNow();
        QCOMPARE(serving().concurrency, std::int64_t(0));
        QCOMPARE(serving().requestRate, reached);
        QVERIFY(rate->isEnabled() && !concurrency->isEnabled());
        before = undoSteps();
        rate->setValue(2.5);
        m_window->recomputeNow();
        QCOMPARE(serving().requestRate, 2.5);
        QCOMPARE(serving().concurrency, std::int64_t(0));
        undoOneStep(before, QStringLiteral("Change Request rate"));
        QCOMPARE(serving().requestRate, reached);
        QCOMPARE(rate->value(), reached);
        // Back to a closed loop through the box of the requests in flight: the rate is cleared.
        kind->setCurrentIndex(0);
        m_window->recomputeNow();
        before = undoSteps();
        concurrency->setValue(48);
        m_window->recomputeNow();
        QCOMPARE(serving().concurrency, std::int64_t(48));
        QCOMPARE(serving().requestRate, 0.0);
        undoOneStep(before, QStringLiteral("Change Requests in flight"));
        m_window->undoStack()->undo(); // the switch back
        m_window->undoStack()->undo(); // the switch to the open loop
        m_window->recomputeNow();
        QCOMPARE(serving().concurrency, std::int64_t(32));
        QCOMPARE(serving().requestRate, 0.0);
        QCOMPARE(kind->currentIndex(), 0);
        QCOMPARE(concurrency->value(), 32);
    }

    // The engine's limits: unset shows the engine's default and leaves the key out.
    void settingsSetTheEngineLimits() {
        ServingSettingsDialog* dialog = openSettings(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QVERIFY(dialog);
        auto* seqs = control<QSpinBox>(dialog, "servingMaxNumSeqs");
        QVERIFY(!serving().maxNumSeqs);
        QCOMPARE(seqs->value(), seqs->minimum());
        // vLLM's default max_num_seqs on a card of 70 GiB or more but the A100 is 1,024
        // (docs/scenario-format.md, "serving"): the report's, named.
        QCOMPARE(report().maxNumSeqs, 1024.0);
        QCOMPARE(seqs->specialValueText(), QStringLiteral("engine default (1,024)"));
        const int before = undoSteps();
        seqs->setValue(64);
        m_window->recomputeNow();
        QCOMPARE(serving().maxNumSeqs, std::optional<std::int64_t>(64));
        QCOMPARE(report().maxNumSeqs, 64.0);
        undoOneStep(before, QStringLiteral("Change Max sequences"));
        QVERIFY(!serving().maxNumSeqs);
        QCOMPARE(seqs->value(), seqs->minimum());
        auto* graphs = control<QComboBox>(dialog, "servingCudaGraphs");
        graphs->setCurrentIndex(graphs->findData(0));
        m_window->recomputeNow();
        QCOMPARE(serving().cudaGraphs, std::optional<bool>(false));
        QVERIFY(!report().cudaGraphs);
        auto* version = control<QLineEdit>(dialog, "servingEngineVersion");
        version->setText(QStringLiteral("0.6.0"));
        emit version->editingFinished();
        emit version->editingFinished(); // unchanged: no second edit
        m_window->recomputeNow();
        QCOMPARE(serving().engineVersion, std::string("0.6.0"));
        QCOMPARE(undoSteps(), before + 2);
    }

    // The targets in milliseconds; none leaves the key out.
    void settingsSetTheTargets() {
        ServingSettingsDialog* dialog = openSettings(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QVERIFY(dialog);
        auto* ttft = control<QDoubleSpinBox>(dialog, "servingTtftTarget");
        QCOMPARE(ttft->value(), 500.0); // the example's ttft_s 0.5
        const int before = undoSteps();
        ttft->setValue(ttft->minimum());
        m_window->recomputeNow();
        QVERIFY(!serving().ttftSlo);
        QCOMPARE(ttft->text(), QStringLiteral("none"));
        undoOneStep(before, QStringLiteral("Change Time to first token"));
        QCOMPARE(serving().ttftSlo, std::optional<double>(0.5));
        QCOMPARE(ttft->value(), 500.0);
    }

    // Speculative decoding: n-gram, then a draft model from the model list (a preset, as the
    // scenario's draft_model key reads it), its tokens per step; Undo takes each back.
    void settingsSetSpeculativeDecoding() {
        ServingSettingsDialog* dialog = openSettings(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QVERIFY(dialog);
        auto* method = control<QComboBox>(dialog, "servingSpeculativeMethod");
        auto* tokens = control<QSpinBox>(dialog, "servingDraftTokens");
        auto* draft = control<QComboBox>(dialog, "servingDraftModel");
        QVERIFY(!serving().speculative && !tokens->isEnabled() && !draft->isEnabled());
        const int before = undoSteps();
        method->setCurrentIndex(1);
        m_window->recomputeNow();
        QVERIFY(serving().speculative && !serving().speculative->draftModel);
        QCOMPARE(serving().speculative->draftTokens, 3);
        QCOMPARE(serving().speculative->acceptance, 0.7);
        QVERIFY(tokens->isEnabled() && !draft->isEnabled());
        tokens->setValue(5);
        m_window->recomputeNow();
        QCOMPARE(serving().speculative->draftTokens, 5);
        // Only the presets of Llama 3's vocabulary (128,256 tokens) can draft for it; the first
        // choice is the smallest of them, Llama 3 8B itself.
        QCOMPARE(draft->findData(QStringLiteral("llama2-7b")), -1);
        QVERIFY(draft->findData(QStringLiteral("Llama-3.1-8B")) >= 0);
        method->setCurrentIndex(2);
        m_window->recomputeNow();
        QVERIFY(serving().speculative->draftModel);
        QCOMPARE(serving().speculative->draftModel->presetId, std::string("llama3-8b"));
        draft->setCurrentIndex(draft->findData(QStringLiteral("Llama-3.1-8B")));
        m_window->recomputeNow();
        QCOMPARE(serving().speculative->draftModel->presetId, std::string("Llama-3.1-8B"));
        QCOMPARE(serving().speculative->draftModel->arch.layers, std::int64_t(32));
        QVERIFY(report().draftWeightBytes > 0);
        QCOMPARE(undoSteps(), before + 4);
        m_window->undoStack()->undo();
        m_window->recomputeNow();
        QCOMPARE(serving().speculative->draftModel->presetId, std::string("llama3-8b"));
        QCOMPARE(draft->currentData().toString(), QString::fromStdString(serving().speculative->draftModel->presetId));
        for (int i = 0; i < 3; ++i)
            m_window->undoStack()->undo();
        m_window->recomputeNow();
        QVERIFY(!serving().speculative);
        QCOMPARE(method->currentIndex(), 0);
    }

    // Disaggregation: the group's check box adds the block with every key unset (the best split);
    // a field sets its key.
    void settingsDisaggregate() {
        Scenario scenario = fromResource(QStringLiteral("serving-llama3-8b-vllm.json"));
        scenario.parallel.gpus = 4;
        ServingSettingsDialog* dialog = openSettings(scenario);
        QVERIFY(dialog);
        auto* group = control<QGroupBox>(dialog, "servingDisaggregation");
        auto* prefill = control<QSpinBox>(dialog, "servingPrefillInstances");
        QVERIFY(!group->isChecked() && !prefill->isEnabled());
        int before = undoSteps();
        group->setChecked(true);
        m_window->recomputeNow();
        QVERIFY(serving().disaggregation);
        QVERIFY(!serving().disaggregation->prefillInstances && !serving().disaggregation->kvTransferGbps);
        QVERIFY(report().disaggregation);
        before = undoSteps();
        prefill->setValue(1);
        m_window->recomputeNow();
        QCOMPARE(serving().disaggregation->prefillInstances, std::optional<std::int64_t>(1));
        QCOMPARE(report().disaggregation->prefillInstances, 1);
        undoOneStep(before, QStringLiteral("Change Prefill instances"));
        QVERIFY(!serving().disaggregation->prefillInstances);
        QCOMPARE(prefill->value(), prefill->minimum());
        m_window->undoStack()->undo();
        m_window->recomputeNow();
        QVERIFY(!serving().disaggregation);
        QVERIFY(!group->isChecked());
    }

    // The experts' layout applies to a mixture of experts only: for a dense model both boxes are
    // disabled and say why; for Qwen3-30B-A3B they set their keys.
    void settingsOfExpertsOnlyForAMixture() {
        ServingSettingsDialog* dialog = openSettings(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QVERIFY(dialog);
        auto* ep = control<QCheckBox>(dialog, "servingExpertParallel");
        auto* dp = control<QCheckBox>(dialog, "servingDataParallelAttention");
        QVERIFY(!ep->isEnabled() && !dp->isEnabled());
        QVERIFY2(ep->toolTip().contains(QStringLiteral("Llama 3 8B is dense")), qPrintable(ep->toolTip()));
        QVERIFY2(dp->toolTip().contains(QStringLiteral("is dense")), qPrintable(dp->toolTip()));
        show(moeExample());
        QVERIFY(ep->isEnabled());
        QVERIFY(!ep->toolTip().contains(QStringLiteral("dense")));
        QVERIFY(!dp->isEnabled()); // data-parallel attention shares the experts through expert parallelism
        const int before = undoSteps();
        ep->setChecked(true);
        m_window->recomputeNow();
        QVERIFY(serving().expertParallel);
        QCOMPARE(report().expertParallelGpus, 2);
        QVERIFY(dp->isEnabled());
        undoOneStep(before, QStringLiteral("Change Expert parallelism"));
        QVERIFY(!serving().expertParallel);
        QVERIFY(!ep->isChecked() && !dp->isEnabled());
    }

    // Lengths that vary (a ShareGPT run): the 32 clients' prompts come one by one instead of in a
    // wave of 32, so the time to first token drops; one undo step puts the wave back.
    void fixedLengthsOffDriftsOutOfStep() {
        ServingSettingsDialog* dialog = openSettings(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QVERIFY(dialog);
        auto* fixed = control<QCheckBox>(dialog, "servingFixedLengths");
        QVERIFY(fixed->isChecked() && fixed->isEnabled());
        QVERIFY(fixed->toolTip().contains(QStringLiteral("fixed_lengths")));
        const double wave = report().ttftS;
        const int before = undoSteps();
        fixed->setChecked(false);
        m_window->recomputeNow();
        QVERIFY(!serving().fixedLengths);
        QVERIFY2(report().ttftS < wave / 2, qPrintable(QString::number(report().ttftS)));
        undoOneStep(before, QStringLiteral("Change Fixed request sizes"));
        QVERIFY(serving().fixedLengths);
        QCOMPARE(report().ttftS, wave);
        QVERIFY(fixed->isChecked());
    }

    // A disabled field's tooltip starts with why it is off, and stops saying so once it is on.
    void settingsSayWhyAFieldIsOff() {
        Scenario scenario = fromResource(QStringLiteral("serving-llama3-8b-vllm.json"));
        scenario.parallel.gpus = 4; // room for a prefill and a decode instance
        ServingSettingsDialog* dialog = openSettings(scenario);
        QVERIFY(dialog);
        auto* method = control<QComboBox>(dialog, "servingSpeculativeMethod");
        auto* tokens = control<QSpinBox>(dialog, "servingDraftTokens");
        auto* draft = control<QComboBox>(dialog, "servingDraftModel");
        auto* prefill = control<QSpinBox>(dialog, "servingPrefillInstances");
        auto* group = control<QGroupBox>(dialog, "servingDisaggregation");
        auto* rate = control<QDoubleSpinBox>(dialog, "servingRequestRate");
        const auto saysWhy = [](const QWidget* w, const char* why) {
            return w->toolTip().startsWith(QString::fromLatin1(why));
        };
        QVERIFY(!tokens->isEnabled() && saysWhy(tokens, "Off: choose a speculative method first."));
        QVERIFY(!draft->isEnabled() && saysWhy(draft, "Only for the draft model method."));
        QVERIFY(!prefill->isEnabled() && saysWhy(prefill, "Off: turn on disaggregated prefill and decode"));
        QVERIFY2(serving().closedLoop() && !rate->isEnabled() && saysWhy(rate, "The load is a closed loop"),
                 qPrintable(rate->toolTip()));
        auto* fixed = control<QCheckBox>(dialog, "servingFixedLengths");
        QVERIFY(fixed->isEnabled() && fixed->toolTip().startsWith(QStringLiteral("fixed_lengths:")));
        method->setCurrentIndex(method->findData(1)); // n-gram
        group->setChecked(true);
        m_window->recomputeNow();
        // Sizes decide only a closed loop's waves, which disaggregated pools do not have.
        QVERIFY2(!fixed->isEnabled() && saysWhy(fixed, "Only without disaggregated prefill and decode"),
                 qPrintable(fixed->toolTip()));
        QVERIFY(tokens->isEnabled() && tokens->toolTip().startsWith(QStringLiteral("draft_tokens:")));
        QVERIFY(!draft->isEnabled() && saysWhy(draft, "Only for the draft model method."));
        QVERIFY(prefill->isEnabled() && prefill->toolTip().startsWith(QStringLiteral("prefill_instances")));
        Scenario open = scenario;
        open.serving->concurrency = 0;
        open.serving->requestRate = 2.0;
        show(open);
        QVERIFY2(!fixed->isEnabled() && saysWhy(fixed, "Only for a closed loop"), qPrintable(fixed->toolTip()));
        // A model no preset shares a vocabulary with: the draft model entry is disabled and says why.
        Scenario odd = fromResource(QStringLiteral("serving-llama3-8b-vllm.json"));
        odd.model.arch.vocab = 12345;
        show(odd);
        auto* items = qobject_cast<QStandardItemModel*>(method->model());
        QVERIFY(items);
        const QStandardItem* item = items->item(method->findData(2));
        QVERIFY(!item->isEnabled());
        QVERIFY2(item->toolTip().contains(QStringLiteral("12,345 tokens")), qPrintable(item->toolTip()));
    }

    // A scenario that comes (a load, an undo) sets every group's controls without an edit.
    void settingsFollowTheScenarioWithoutEdits() {
        ServingSettingsDialog* dialog = openSettings(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QVERIFY(dialog);
        Scenario scenario = moeExample();
        scenario.parallel.gpus = 4; // a prefill and a decode instance of tp 2
        ServingConfig& c = *scenario.serving;
        c.concurrency = 0;
        c.requestRate = 3.25;
        c.maxNumBatchedTokens = 4096;
        c.tpotSlo = 0.05;
        c.speculative = SpeculativeConfig{4, 0.6, nullptr};
        c.disaggregation = DisaggregationConfig{};
        c.disaggregation->decodeTp = 2;
        c.expertParallel = true;
        c.dataParallelAttention = true;
        c.streaming = false;
        c.fixedLengths = false;
        int edits = 0;
        connect(m_panel, &ServingPanel::editRequested, this, [&edits] { ++edits; });
        const int before = undoSteps();
        show(scenario);
        QCOMPARE(edits, 0);
        QCOMPARE(undoSteps(), before);
        QCOMPARE(control<QComboBox>(dialog, "servingLoadKind")->currentIndex(), 1);
        QCOMPARE(control<QDoubleSpinBox>(dialog, "servingRequestRate")->value(), 3.25);
        QVERIFY(!control<QCheckBox>(dialog, "servingStreaming")->isChecked());
        QVERIFY(!control<QCheckBox>(dialog, "servingFixedLengths")->isChecked());
        QCOMPARE(control<QSpinBox>(dialog, "servingMaxNumBatchedTokens")->value(), 4096);
        QCOMPARE(control<QDoubleSpinBox>(dialog, "servingTpotTarget")->value(), 50.0);
        QCOMPARE(control<QComboBox>(dialog, "servingSpeculativeMethod")->currentIndex(), 1);
        QCOMPARE(control<QSpinBox>(dialog, "servingDraftTokens")->value(), 4);
        QCOMPARE(control<QDoubleSpinBox>(dialog, "servingAcceptance")->value(), 60.0);
        QVERIFY(control<QGroupBox>(dialog, "servingDisaggregation")->isChecked());
        QCOMPARE(control<QSpinBox>(dialog, "servingDecodeTp")->value(), 2);
        QVERIFY(control<QCheckBox>(dialog, "servingDataParallelAttention")->isChecked());
        QCOMPARE(m_window->scenario().serving->requestRate, 3.25); // nothing changed it back
    }

    // Every control has a label that names it for the keyboard (a mnemonic) and for undo.
    void settingsControlsHaveMnemonics() {
        ServingSettingsDialog* dialog = openSettings(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        QVERIFY(dialog);
        QSet<QChar> mnemonics;
        int controls = 0;
        for (QWidget* w : dialog->findChildren<QWidget*>()) {
            if (!w->objectName().startsWith(QStringLiteral("serving")))
                continue;
            QString text;
            if (auto* box = qobject_cast<QAbstractButton*>(w))
                text = box->text();
            else if (auto* group = qobject_cast<QGroupBox*>(w))
                text = group->title();
            else
                for (QLabel* label : dialog->findChildren<QLabel*>())
                    if (label->buddy() == w)
                        text = label->text();
            QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
            const int amp = text.indexOf(QLatin1Char('&'));
            QVERIFY2(amp >= 0 && amp + 1 < text.size(), qPrintable(w->objectName() + QStringLiteral(": ") + text));
            const QChar key = text.at(amp + 1).toLower();
            QVERIFY2(!mnemonics.contains(key), qPrintable(w->objectName() + QStringLiteral(" repeats ") + key));
            mnemonics.insert(key);
            ++controls;
        }
        QCOMPARE(controls, 25);
        // Tab runs down the form: the left column's groups, then the right's.
        QStringList order;
        QWidget* w = control<QComboBox>(dialog, "servingLoadKind");
        do {
            if (w != dialog && dialog->isAncestorOf(w) && w->objectName().startsWith(QStringLiteral("serving")) &&
                !order.contains(w->objectName()))
                order << w->objectName();
            w = w->nextInFocusChain();
        } while (w != control<QComboBox>(dialog, "servingLoadKind"));
        const QStringList form{QStringLiteral("servingLoadKind"),
                               QStringLiteral("servingConcurrency"),
                               QStringLiteral("servingRequestRate"),
                               QStringLiteral("servingPrefixCacheHit"),
                               QStringLiteral("servingStreaming"),
                               QStringLiteral("servingFixedLengths"),
                               QStringLiteral("servingEngineVersion"),
                               QStringLiteral("servingMaxNumSeqs"),
                               QStringLiteral("servingMaxNumBatchedTokens"),
                               QStringLiteral("servingCudaGraphs"),
                               QStringLiteral("servingSchedulerSteps"),
                               QStringLiteral("servingTtftTarget"),
                               QStringLiteral("servingTpotTarget"),
                               QStringLiteral("servingSpeculativeMethod"),
                               QStringLiteral("servingDraftTokens"),
                               QStringLiteral("servingAcceptance"),
                               QStringLiteral("servingDraftModel"),
                               QStringLiteral("servingDisaggregation"),
                               QStringLiteral("servingPrefillInstances"),
                               QStringLiteral("servingDecodeInstances"),
                               QStringLiteral("servingPrefillTp"),
                               QStringLiteral("servingDecodeTp"),
                               QStringLiteral("servingKvTransfer"),
                               QStringLiteral("servingExpertParallel"),
                               QStringLiteral("servingDataParallelAttention")};
        QCOMPARE(order, form);
    }

    // For review and docs: the window with the tab in front.
    void screenshots() {
        const QByteArray dir = qgetenv("ROOFLAB_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("ROOFLAB_SCREENSHOT_DIR not set");
        show(fromResource(QStringLiteral("serving-llama3-8b-vllm.json")));
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            m_window->resize(size);
            m_window->show();
            QCoreApplication::processEvents();
            const QString path = QStringLiteral("%1/serving-%2x%3.png")
                                     .arg(QString::fromLocal8Bit(dir))
                                     .arg(size.width())
                                     .arg(size.height());
            QVERIFY(m_window->grab().save(path));
        }
        // The settings window, for a dense model and for a mixture of experts.
        ServingSettingsDialog* dialog = openSettings(m_window->scenario());
        QVERIFY(dialog);
        QCoreApplication::processEvents();
        QVERIFY(dialog->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/serving-settings.png")));
        show(moeExample());
        QCoreApplication::processEvents();
        QVERIFY(dialog->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/serving-settings-moe.png")));
    }
};

QTEST_MAIN(TestServingPanel)
#include "tst_servingpanel.moc"
