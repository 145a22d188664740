// The napkin panel under a language change: every text goes through the translator again and
// the figures stay what they were. The chart export dialog (app/desktop, no suite of its own) is
// checked here too.
#include "chartexportdialog.h"
#include "core/evaluate.h"
#include "document/format.h"
#include "markingtranslator.h"
#include "scenariofile.h"
#include "widgets/panels/napkinpanel.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

#include <functional>

using namespace rooflab;
using namespace rooflab::test;

namespace {

QString joined(const QStringList& lines) {
    return lines.join(QLatin1Char('\n'));
}

// The napkin panel has no data of its own to exempt: every figure is a translated sentence
// around numbers, and the units ("FLOP", "GiB") only ever appear inside one.
bool napkinData(const QString&) {
    return false;
}

const QStringList& valueNames() {
    static const QStringList names = {
        QStringLiteral("napkinFlops6nd"),   QStringLiteral("napkinFlopsDetailed"),
        QStringLiteral("napkinDays"),       QStringLiteral("napkinGpuHours"),
        QStringLiteral("napkinCost"),       QStringLiteral("napkinTrainingPeak"),
        QStringLiteral("napkinMaxModel"),   QStringLiteral("napkinMaxMicroBatch"),
        QStringLiteral("napkinMinGpus"),    QStringLiteral("napkinStepTime"),
        QStringLiteral("napkinMfu"),        QStringLiteral("napkinTokensPerSecond"),
        QStringLiteral("napkinKvPerToken"), QStringLiteral("napkinInferenceFit"),
    };
    return names;
}

QStringList valueTexts(const NapkinPanel& panel) {
    QStringList texts;
    for (const QString& name : valueNames())
        texts << panel.valueText(name);
    return texts;
}

} // namespace

class TestNapkinPanel : public QObject {
    Q_OBJECT

private slots:
    void init() { QLocale::setDefault(QLocale::c()); }
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void retranslatesBeforeAReport();
    void retranslatesEveryFigure();
    void figuresFollowTheLocale();
    void exportDialogRetranslates();
    void trainingSpeedIsTheStepModel();
    void saysHowFarRealRunsWere();
    void largestModelSaysItsShape();
    void peakInTheChartsUnit();
    void servingSpeedWithAServingBlock();
    void servingSaysHowFarPublishedRunsWere();
};

void TestNapkinPanel::retranslatesBeforeAReport() {
    NapkinPanel panel;
    {
        ScopedMarkingTranslation translation;
        const QStringList missing = untranslatedTexts(&panel, napkinData);
        QVERIFY2(missing.isEmpty(), qPrintable(joined(missing)));
        QVERIFY(panel.valueText(QStringLiteral("napkinCost"))
                    .contains(kTranslationMarker + QStringLiteral("no scenario yet")));
    }
    QVERIFY2(markedTexts(&panel).isEmpty(), qPrintable(joined(markedTexts(&panel))));
    QCOMPARE(panel.valueText(QStringLiteral("napkinCost")), QStringLiteral("— (no scenario yet)"));
}

void TestNapkinPanel::retranslatesEveryFigure() {
    const ScenarioLoadResult loaded = ScenarioFile::load(QStringLiteral(":/scenarios/llama-70b-15t-tokens.json"));
    QVERIFY2(loaded.ok, qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    const Report report = evaluate(loaded.scenario);
    NapkinPanel panel;
    panel.setReport(loaded.scenario, report);
    const QStringList english = valueTexts(panel);
    const QString daysToolTip = panel.findChild<QLabel*>(QStringLiteral("napkinDays"))->toolTip();
    QVERIFY2(english.at(0).contains(QStringLiteral("FLOP")), qPrintable(english.at(0)));
    QVERIFY(daysToolTip.contains(QStringLiteral("From the detailed FLOP count")));
    for (const QString& text : english)
        QVERIFY2(!text.startsWith(QStringLiteral("—")), qPrintable(text)); // every figure has a value
    {
        ScopedMarkingTranslation translation;
        const QStringList missing = untranslatedTexts(&panel, napkinData);
        QVERIFY2(missing.isEmpty(), qPrintable(joined(missing)));
        // The same figures, only the words went through the translator.
        const QStringList translated = valueTexts(panel);
        for (int i = 0; i < english.size(); ++i) {
            QVERIFY2(translated.at(i).contains(kTranslationMarker), qPrintable(translated.at(i)));
            QCOMPARE(QString(translated.at(i)).remove(kTranslationMarker), english.at(i));
        }
        QCOMPARE(QString(panel.findChild<QLabel*>(QStringLiteral("napkinDays"))->toolTip()).remove(kTranslationMarker),
                 daysToolTip);
    }
    QVERIFY2(markedTexts(&panel).isEmpty(), qPrintable(joined(markedTexts(&panel))));
    QCOMPARE(valueTexts(panel), english);
    QCOMPARE(panel.findChild<QLabel*>(QStringLiteral("napkinDays"))->toolTip(), daysToolTip);
}

void TestNapkinPanel::figuresFollowTheLocale() {
    // A language switch sets the default locale before the translator goes in: the figures take
    // its digits and separators without a new report.
    const ScenarioLoadResult loaded = ScenarioFile::load(QStringLiteral(":/scenarios/llama-70b-15t-tokens.json"));
    QVERIFY(loaded.ok);
    NapkinPanel panel;
    panel.setReport(loaded.scenario, evaluate(loaded.scenario));
    const QString english = panel.valueText(QStringLiteral("napkinMaxMicroBatch"));
    QVERIFY2(english.contains(QStringLiteral("8192")), qPrintable(english));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    {
        ScopedMarkingTranslation translation;
        QVERIFY2(panel.valueText(QStringLiteral("napkinMaxMicroBatch")).contains(QStringLiteral("8.192")),
                 qPrintable(panel.valueText(QStringLiteral("napkinMaxMicroBatch"))));
    }
    QLocale::setDefault(QLocale::c());
    QEvent languageChange(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&panel, &languageChange);
    QCOMPARE(panel.valueText(QStringLiteral("napkinMaxMicroBatch")), english);
}

void TestNapkinPanel::exportDialogRetranslates() {
    ChartExportDialog dialog;
    dialog.setChart(ChartKind::Roofline);
    auto* width = dialog.findChild<QSpinBox*>(QStringLiteral("exportWidth"));
    auto* path = dialog.findChild<QLineEdit*>(QStringLiteral("exportPath"));
    auto* picker = dialog.findChild<QComboBox*>(QStringLiteral("exportChartPicker"));
    QVERIFY(width && path && picker);
    width->setValue(1280);
    path->setText(QStringLiteral("/tmp/slide.svg"));
    auto* buttons = dialog.findChild<QDialogButtonBox*>();
    QVERIFY(buttons);
    QPushButton* exportButton = nullptr;
    for (QAbstractButton* button : buttons->buttons())
        if (buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            exportButton = qobject_cast<QPushButton*>(button);
    QVERIFY(exportButton);
    QCOMPARE(exportButton->text(), QStringLiteral("Export"));
    // Data, not interface: the file path the user typed.
    const auto isData = [](const QString& text) { return text == QStringLiteral("/tmp/slide.svg"); };
    {
        ScopedMarkingTranslation translation;
        const QStringList missing = untranslatedTexts(&dialog, isData);
        QVERIFY2(missing.isEmpty(), qPrintable(joined(missing)));
        QVERIFY(exportButton->text().contains(kTranslationMarker)); // not the standard button's "OK"
        QCOMPARE(dialog.chart(), ChartKind::Roofline);
        QCOMPARE(picker->currentText(), kTranslationMarker + QStringLiteral("Roofline"));
        QCOMPARE(dialog.outputSize(), QSize(1280, 1080));
        QCOMPARE(dialog.scale(), 2.0);
        QCOMPARE(dialog.path(), QStringLiteral("/tmp/slide.svg"));
        QVERIFY(exportButton->isEnabled());
    }
    QVERIFY2(markedTexts(&dialog).isEmpty(), qPrintable(joined(markedTexts(&dialog))));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Export Chart"));
    QCOMPARE(picker->currentText(), QStringLiteral("Roofline"));
    QCOMPARE(width->suffix(), QStringLiteral(" px"));
    QCOMPARE(exportButton->text(), QStringLiteral("Export"));
    QCOMPARE(dialog.chart(), ChartKind::Roofline);
    QCOMPARE(dialog.outputSize(), QSize(1280, 1080));
}

void TestNapkinPanel::trainingSpeedIsTheStepModel() {
    // Training: the step-time model's MFU with the roofline bound beside it, tokens/s per GPU
    // (not per replica), and the derivations of both; decode falls back to the roofline.
    const ScenarioLoadResult loaded = ScenarioFile::load(QStringLiteral(":/scenarios/llama-70b-15t-tokens.json"));
    QVERIFY(loaded.ok);
    const Report report = evaluate(loaded.scenario);
    QVERIFY(report.step.mfu > 0 && report.step.mfu < report.roofline.predictedMfu);
    NapkinPanel panel;
    panel.setReport(loaded.scenario, report);
    const QString mfu = panel.valueText(QStringLiteral("napkinMfu"));
    QVERIFY2(mfu.startsWith(QLocale().toString(report.step.mfu * 100, 'f', 1)), qPrintable(mfu));
    QVERIFY2(
        mfu.contains(
            QStringLiteral("roofline bound: %1").arg(QLocale().toString(report.roofline.predictedMfu * 100, 'f', 1))),
        qPrintable(mfu));
    QCOMPARE(panel.figuresOf(QStringLiteral("napkinMfu")).first(), QStringLiteral("step.mfu"));
    QCOMPARE(panel.figuresOf(QStringLiteral("napkinTokensPerSecond")).first(),
             QStringLiteral("step.tokens_per_second_per_gpu"));
    QVERIFY(panel.valueText(QStringLiteral("napkinTokensPerSecond"))
                .contains(format::count(report.step.tokensPerSecondPerGpu)));
    const QString days = panel.valueText(QStringLiteral("napkinDays"));
    QVERIFY2(days.contains(format::duration(report.time.daysAtPredictedSpeed * 86400) +
                           QStringLiteral(" at the predicted speed")),
             qPrintable(days));

    Scenario decode = loaded.scenario;
    decode.phase = Phase::Decode;
    const Report decodeReport = evaluate(decode);
    panel.setReport(decode, decodeReport);
    QCOMPARE(panel.figuresOf(QStringLiteral("napkinMfu")), QStringList{QStringLiteral("roofline.mfu")});
    QVERIFY(!panel.valueText(QStringLiteral("napkinMfu")).contains(QStringLiteral("roofline bound")));
}

void TestNapkinPanel::saysHowFarRealRunsWere() {
    // A kind of run compared with real steps gives their range and count, its source on hover;
    // the 70B lecture (Megatron-LM on H100s) was not compared, and says so.
    const ScenarioLoadResult finetune = ScenarioFile::load(QStringLiteral(":/scenarios/finetune-7b-one-gpu.json"));
    QVERIFY(finetune.ok);
    const Report report = evaluate(finetune.scenario);
    QVERIFY(report.step.agreement.known());
    NapkinPanel panel;
    panel.setReport(finetune.scenario, report);
    const QString text = panel.valueText(QStringLiteral("napkinCheckedAgainst"));
    QCOMPARE(text, QStringLiteral("real steps took %1-%2 x this (%3 runs)")
                       .arg(QLocale().toString(report.step.agreement.low, 'f', 2),
                            QLocale().toString(report.step.agreement.high, 'f', 2))
                       .arg(report.step.agreement.runs));
    const QString tip = panel.findChild<QLabel*>(QStringLiteral("napkinCheckedAgainst"))->toolTip();
    QVERIFY2(tip.startsWith(QStringLiteral("transformers training on one H100 or H200: ")), qPrintable(tip));
    QVERIFY(panel.figuresOf(QStringLiteral("napkinCheckedAgainst")).isEmpty());
    // With efficiencies measured on this GPU (core gives no range then), it says why.
    Report measured = report;
    measured.step.efficiencyMeasured = true;
    measured.step.agreement = {};
    panel.setReport(finetune.scenario, measured);
    QVERIFY2(panel.valueText(QStringLiteral("napkinCheckedAgainst")).contains(QStringLiteral("published efficiencies")),
             qPrintable(panel.valueText(QStringLiteral("napkinCheckedAgainst"))));

    const ScenarioLoadResult seventy = ScenarioFile::load(QStringLiteral(":/scenarios/llama-70b-15t-tokens.json"));
    QVERIFY(seventy.ok);
    const Report other = evaluate(seventy.scenario);
    QVERIFY(!other.step.agreement.known());
    panel.setReport(seventy.scenario, other);
    QVERIFY2(
        panel.valueText(QStringLiteral("napkinCheckedAgainst")).contains(QStringLiteral("no real run of this kind")),
        qPrintable(panel.valueText(QStringLiteral("napkinCheckedAgainst"))));
}

void TestNapkinPanel::largestModelSaysItsShape() {
    // The fit search sizes a Llama-style size-only model whatever architecture is chosen: the
    // row says so (it used to read as if it were the chosen model, scaled).
    const ScenarioLoadResult loaded = ScenarioFile::load(QStringLiteral(":/scenarios/mixtral-expert-parallel.json"));
    QVERIFY(loaded.ok);
    QVERIFY(loaded.scenario.model.sizeOnlyParams <= 0); // a published architecture
    const Report report = evaluate(loaded.scenario);
    NapkinPanel panel;
    panel.setReport(loaded.scenario, report);
    const QString text = panel.valueText(QStringLiteral("napkinMaxModel"));
    QVERIFY2(text.startsWith(format::count(report.fit.maxSizeOnlyParams)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Llama-style shape")), qPrintable(text));
}

// The step's peak in the memory chart's unit, whatever its size: 2,368 GiB (not "2.31 TiB"
// beside the chart's 2,368 GiB), and in GB once the user picks GB.
void TestNapkinPanel::peakInTheChartsUnit() {
    const ScenarioLoadResult loaded = ScenarioFile::load(QStringLiteral(":/scenarios/mixtral-expert-parallel.json"));
    QVERIFY(loaded.ok);
    Scenario scenario = loaded.scenario;
    scenario.training.seqLen = 1 << 20; // a peak of terabytes
    const Report report = evaluate(scenario);
    QVERIFY(report.memory.total > 1024.0 * 1024 * 1024 * 1024); // over a TiB
    NapkinPanel panel;
    panel.setReport(scenario, report);
    const QString inGiB = panel.valueText(QStringLiteral("napkinTrainingPeak"));
    QVERIFY2(inGiB.startsWith(QStringLiteral("peak ") + format::memory(report.memory.total, MemoryUnit::GiB)),
             qPrintable(inGiB));
    panel.setUnit(MemoryUnit::GB);
    const QString inGB = panel.valueText(QStringLiteral("napkinTrainingPeak"));
    QVERIFY2(inGB.startsWith(QStringLiteral("peak ") + format::memory(report.memory.total, MemoryUnit::GB)),
             qPrintable(inGB));
}

// The serving example: TTFT, TPOT and throughput in rows of their own, which a scenario without a
// serving block does not show; the Speed column then gives the roofline's figures as bounds.
void TestNapkinPanel::servingSpeedWithAServingBlock() {
    const ScenarioLoadResult loaded = ScenarioFile::load(QStringLiteral(":/scenarios/serving-llama3-8b-vllm.json"));
    QVERIFY2(loaded.ok, qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    const Report report = evaluate(loaded.scenario);
    QVERIFY(report.serving);
    NapkinPanel panel;
    panel.setReport(loaded.scenario, report);
    const QString ttft = panel.valueText(QStringLiteral("napkinServingTtft"));
    QVERIFY2(ttft.startsWith(format::duration(report.serving->ttftS)), qPrintable(ttft));
    const QString tpot = panel.valueText(QStringLiteral("napkinServingTpot"));
    QVERIFY2(tpot.startsWith(format::duration(report.serving->tpotS)), qPrintable(tpot));
    QVERIFY(panel.valueText(QStringLiteral("napkinServingThroughput"))
                .startsWith(format::count(report.serving->outputTokensPerSPerGpu)));
    QCOMPARE(panel.figuresOf(QStringLiteral("napkinServingTtft")), QStringList{QStringLiteral("serving.ttft")});
    QCOMPARE(panel.figuresOf(QStringLiteral("napkinServingTpot")), QStringList{QStringLiteral("serving.tpot")});
    const QString bound = panel.valueText(QStringLiteral("napkinStepTime"));
    QVERIFY2(bound.startsWith(QStringLiteral("at least ") + format::duration(report.roofline.stepTimeS)),
             qPrintable(bound));
    Scenario plain = loaded.scenario;
    plain.serving.reset();
    panel.setReport(plain, evaluate(plain));
    for (const char* row : {"napkinServingTtft", "napkinServingTpot", "napkinServingThroughput"})
        QVERIFY(panel.valueText(QLatin1String(row)).isEmpty());
    QVERIFY(!panel.valueText(QStringLiteral("napkinStepTime")).startsWith(QStringLiteral("at least")));
}

// With a serving block "Checked against" gives the engine's published runs, figure by figure
// (core/model/servingagreement.h), their kind on hover; a GPU none of the engine's runs used says so.
void TestNapkinPanel::servingSaysHowFarPublishedRunsWere() {
    const ScenarioLoadResult loaded = ScenarioFile::load(QStringLiteral(":/scenarios/serving-llama3-8b-vllm.json"));
    QVERIFY(loaded.ok);
    const Report report = evaluate(loaded.scenario);
    QVERIFY(report.serving && report.serving->agreement.known());
    const ServingAgreement& a = report.serving->agreement;
    NapkinPanel panel;
    panel.setReport(loaded.scenario, report);
    const auto range = [](const StepAgreement& r) {
        return QStringLiteral("%1-%2 x").arg(QLocale().toString(r.low, 'f', 2), QLocale().toString(r.high, 'f', 2));
    };
    QCOMPARE(panel.valueText(QStringLiteral("napkinServingCheckedAgainst")),
             QStringLiteral("published / predicted: TTFT %1, TPOT %2, throughput %3")
                 .arg(range(a.ttft), range(a.tpot), range(a.throughput)));
    // The Speed column's row (training steps) steps aside: the serving figures carry their own.
    QVERIFY(!panel.findChild<QLabel*>(QStringLiteral("napkinCheckedAgainst"))->isVisibleTo(&panel));
    QVERIFY(panel.findChild<QLabel*>(QStringLiteral("napkinServingCheckedAgainst"))->isVisibleTo(&panel));
    const QString tip = panel.findChild<QLabel*>(QStringLiteral("napkinServingCheckedAgainst"))->toolTip();
    QVERIFY2(tip.startsWith(QStringLiteral("vLLM on A100, H100 and RTX 4090: %1 runs").arg(a.ttft.runs)),
             qPrintable(tip));
    Scenario blackwell = loaded.scenario;
    blackwell.gpu.computeCapability = 10.0; // a Blackwell card: no serving row ran on one
    const Report other = evaluate(blackwell);
    QVERIFY(other.serving && !other.serving->agreement.known());
    panel.setReport(blackwell, other);
    QVERIFY2(panel.valueText(QStringLiteral("napkinServingCheckedAgainst"))
                 .contains(QStringLiteral("no published serving run")),
             qPrintable(panel.valueText(QStringLiteral("napkinServingCheckedAgainst"))));
    Scenario plain = loaded.scenario;
    plain.serving.reset();
    panel.setReport(plain, evaluate(plain));
    QVERIFY(panel.findChild<QLabel*>(QStringLiteral("napkinCheckedAgainst"))->isVisibleTo(&panel));
    QVERIFY(!panel.findChild<QLabel*>(QStringLiteral("napkinServingCheckedAgainst"))->isVisibleTo(&panel));
}

QTEST_MAIN(TestNapkinPanel)
#include "tst_napkinpanel.moc"
