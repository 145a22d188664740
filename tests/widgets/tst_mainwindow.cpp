// The desktop window end to end: controls -> Scenario -> evaluate -> charts, files, command line,
// undo and accessibility. Runs offscreen.
#include "commandline.h"
#include "core/evaluate.h"
#include "core/io/hardwaredb.h"
#include "core/io/scenarioio.h"
#include "core/measured/benchresults.h"
#include "document/format.h"
#include "document/measurementstore.h"
#include "gpu/benchdevice.h"
#include "lectures.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/controls/logslider.h"
#include "widgets/panels/napkinpanel.h"

#include "tests/common/testfiles.h"
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QMimeData>
#include <QProcess>
#include <QScopeGuard>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <qcustomplot.h>

#include <cmath>
#include <memory>
#include <set>
#include <unistd.h>

using namespace rooflab;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// True when a file whose name contains `name` is mapped into this process.
bool mapped(const QString& name) {
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) && QString::fromLocal8Bit(maps.readAll()).contains(name);
}

// Value of one memory segment's bar in stack `stack` (1 = training, 2 = inference), in the
// chart's unit; NaN when the chart has no such bar.
double barValue(QCustomPlot* plot, const QString& key, double stack) {
    for (int i = 0; i < plot->plottableCount(); ++i) {
        auto* bars = qobject_cast<QCPBars*>(plot->plottable(i));
        if (!bars || bars->objectName() != QStringLiteral("bars-") + key)
            continue;
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
            if (it->key == stack)
                return it->value;
    }
    return std::nan("");
}

// The y of the chart's capacity line, in chart units.
double capacityLine(QCustomPlot* plot) {
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* line = qobject_cast<QCPItemLine*>(plot->item(i)))
            if (line->objectName() == QStringLiteral("capacity-line") && line->visible())
                return line->start->coords().y();
    return std::nan("");
}

std::set<std::pair<double, double>> opPoints(RooflineChart* chart) {
    std::set<std::pair<double, double>> points;
    for (Bound bound : {Bound::Memory, Bound::Compute})
        if (QCPGraph* graph = chart->opsGraph(bound))
            for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
                points.insert({it->key, it->value});
    return points;
}

} // namespace

// Answers the custom-GPU dialog without a modal loop.
class HookedPanel : public ControlPanel {
public:
    explicit HookedPanel(ScenarioDocument* document)
        : ControlPanel(document) {}
    bool accept = true;
    int asked = 0;

protected:
    bool editCustomGpu(GpuSpec& gpu) override {
        ++asked;
        if (!accept)
            return false;
        gpu = GpuSpec{}; // as the dialog does: a card of its own, nothing kept from the last one
        gpu.id = "custom";
        gpu.name = "Test accelerator";
        gpu.memoryBytes = 100e9;
        gpu.bandwidth = 5e12;
        gpu.densePeak = {{DType::BF16, 2000e12}};
        return true;
    }
};

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void cudaBackendLoadsWhenGpuTabIsChosen(); // first: no window before it may show the GPU tab
    void numberFormatsComeToTheFront();

    void sequenceSliderMovesActivationBarExactly();
    void gpuPickerChangesCapacity();
    void statusBarAndNapkinNameThePeak();
    void screenshotRunTakesAWindowSize();
    void phaseChangesRooflineOps();
    void burstOfChangesIsOneEvaluation();
    void headlessExportWritesRequestedSize_data();
    void headlessExportWritesRequestedSize();
    void headlessExportRejectsBadInput_data();
    void headlessExportRejectsBadInput();
    void malformedScenarioShowsErrorAndKeepsState_data();
    void malformedScenarioShowsErrorAndKeepsState();
    void unsavedChangesAreAskedAbout();
    void importedModelConfigHasItsExactCount();
    void saveAndReloadRoundTrips();
    void failedSaveKeepsExistingFile();
    void undoRestoresPreviousValue();
    void sliderDragIsOneUndoStep();
    void typedDegreeIsOneUndoStep();
    void controlsHaveAccessibleNamesAndToolTips();
    void lectureScenariosLoadCleanly();
    void finetunePickerDrawsAdapters();
    void offloadLectureDrawsTheHost();
    void fp8LectureDrawsTheWeightCopies();
    void napkinNeverShowsNanOrInf();
    void logSliderSnapsAndParses();
    void loadingScenarioEmitsNothing();
    void customGpuThroughDialogHook();
    void unitsAndPresentationMode();
    void droppedScenarioFileOpens();
    void chartsKeepTheHeightOnASmallScreen();
    void shippedMeasurementsLoadWithoutADevice_data();
    void shippedMeasurementsLoadWithoutADevice();
    void shippedMeasurementsReadApart();

private:
    template <typename T> T* find(const QString& name) {
        T* child = m_window->findChild<T*>(name);
        if (!child)
            qWarning() << "no child" << name;
        return child;
    }

    std::unique_ptr<MainWindow> m_window;
    QStringList m_errors;
};

void TestMainWindow::init() {
    m_errors.clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setErrorHook([this](const QString&, const QString& text) { m_errors << text; });
    // No modal question may block a test: unsaved edits are dropped unless a test says otherwise.
    m_window->setUnsavedChangesHook([] { return UnsavedChoice::Discard; });
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->reportValid());
}

void TestMainWindow::cleanup() {
    m_window.reset();
}

void TestMainWindow::cudaBackendLoadsWhenGpuTabIsChosen() {
    if (!gpu::buildHasCuda())
        QSKIP("this build has no CUDA: there is no backend module to load");
    // The window is open and painted (init()): the GPU tab is behind the napkin numbers, and
    // neither the module nor cuBLASLt is mapped (docs/speed.md).
    QTest::qWait(300);
    QVERIFY(!mapped(QStringLiteral("librooflab_cuda_backend")));
    QVERIFY(!mapped(QStringLiteral("libcublasLt")));
    auto* gpuDock = m_window->findChild<QDockWidget*>(QStringLiteral("gpuDock"));
    QVERIFY(gpuDock);
    gpuDock->raise();
    QTRY_VERIFY_WITH_TIMEOUT(mapped(QStringLiteral("librooflab_cuda_backend")), 30000);
    // dlopen maps the module before its dependencies, on the loading thread: under load the
    // module can be seen before cuBLASLt is.
    QTRY_VERIFY_WITH_TIMEOUT(mapped(QStringLiteral("libcublasLt")), 30000);
}

void TestMainWindow::numberFormatsComeToTheFront() {
    // View > Number Formats shares the napkin's place as a tab: choosing it shows its tab, not
    // the napkin's with the new one behind it.
    auto* action = m_window->findChild<QAction*>(QStringLiteral("numberFormatsAction"));
    auto* formats = m_window->findChild<QDockWidget*>(QStringLiteral("numberFormatsDock"));
    auto* napkin = m_window->findChild<NapkinPanel*>();
    QVERIFY(action && formats && napkin);
    QVERIFY(!napkin->visibleRegion().isEmpty());
    action->trigger();
    QTRY_VERIFY(!formats->widget()->visibleRegion().isEmpty());
    QVERIFY(napkin->visibleRegion().isEmpty());
    action->trigger(); // closed again
    QTRY_VERIFY(!formats->isVisible());
}

void TestMainWindow::sequenceSliderMovesActivationBarExactly() {
    // A size-only model on a big GPU so that the activations are visible in both states.
    Scenario s = m_window->scenario();
    s.model = ModelSpec::sizeOnly(1e9);
    s.training.seqLen = 1024;
    s.training.microBatch = 1;
    s.training.checkpointing = Checkpointing::None;
    m_window->setScenario(s, false);
    m_window->recomputeNow();
    QCustomPlot* plot = m_window->memoryChart()->plot();
    const double before = barValue(plot, QStringLiteral("activations"), 1);
    QCOMPARE(before, m_window->report().memory.activations / kGiB);

    auto* slider = find<QSlider>(QStringLiteral("sequenceLengthSlider"));
    QVERIFY(slider);
    // One stop up with the keyboard: 1024 -> 2048 tokens.
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Right);
    QTRY_COMPARE(m_window->scenario().training.seqLen, 2048);
    QTRY_COMPARE(m_window->report().memory.activations, evaluate(m_window->scenario()).memory.activations);

    const Report expected = evaluate(m_window->scenario());
    const double after = barValue(plot, QStringLiteral("activations"), 1);
    QCOMPARE(after, expected.memory.activations / kGiB);
    Scenario previous = m_window->scenario();
    previous.training.seqLen = 1024;
    const double coreDelta = (expected.memory.activations - evaluate(previous).memory.activations) / kGiB;
    QVERIFY(coreDelta > 0);
    QCOMPARE(after - before, coreDelta);
}

void TestMainWindow::gpuPickerChangesCapacity() {
    auto* picker = find<QComboBox>(QStringLiteral("gpuPicker"));
    QVERIFY(picker);
    const GpuSpec* a100 = HardwareDb::builtin().find("a100-40gb");
    QVERIFY(a100);
    const int index = picker->findData(QStringLiteral("a100-40gb"));
    QVERIFY(index >= 0);
    picker->setCurrentIndex(index);
    QTRY_COMPARE(m_window->report().memory.capacity, evaluate(m_window->scenario()).memory.capacity);
    QCOMPARE(m_window->scenario().gpu.id, std::string("a100-40gb"));
    // Capacity is the card's memory as CUDA reports it (runtime memory is a segment of the bar).
    QCOMPARE(m_window->report().memory.capacity, a100->cudaTotal());
    QCOMPARE(capacityLine(m_window->memoryChart()->plot()), a100->cudaTotal() / kGiB);

    picker->setCurrentIndex(picker->findData(QStringLiteral("h200")));
    QTRY_COMPARE(m_window->scenario().gpu.id, std::string("h200"));
    QTRY_COMPARE(capacityLine(m_window->memoryChart()->plot()), HardwareDb::builtin().find("h200")->cudaTotal() / kGiB);
}

void TestMainWindow::statusBarAndNapkinNameThePeak() {
    // The training total is the step's peak: the status bar and the napkin panel say so, and
    // in which phase, and follow the implementation picked in the panel.
    Scenario s = m_window->scenario();
    s.model = ModelSpec::sizeOnly(1e9);
    s.training.checkpointing = Checkpointing::Full;
    m_window->setScenario(s, false);
    m_window->recomputeNow();
    auto* verdict = find<QLabel>(QStringLiteral("verdictLabel"));
    QVERIFY(verdict);
    const auto expected = [this] {
        const TrainingMemory& m = m_window->report().memory;
        return QStringLiteral("Training: peak %1 (%2)")
            .arg(format::memory(m.total, MemoryUnit::GiB), stepPhaseName(m.peakPhase));
    };
    QVERIFY2(verdict->text().startsWith(expected()), qPrintable(verdict->text()));
    QVERIFY2(
        m_window->napkinPanel()->valueText(QStringLiteral("napkinTrainingPeak")).startsWith(QStringLiteral("peak ")),
        qPrintable(m_window->napkinPanel()->valueText(QStringLiteral("napkinTrainingPeak"))));

    auto* implementation = find<QComboBox>(QStringLiteral("implementationPicker"));
    auto* loss = find<QComboBox>(QStringLiteral("lossPicker"));
    QVERIFY(implementation && loss);
    implementation->setCurrentIndex(implementation->findData(int(Implementation::PyTorchEager)));
    loss->setCurrentIndex(loss->findData(int(LossKind::Eager)));
    QTRY_COMPARE(m_window->scenario().training.loss, LossKind::Eager);
    QTRY_COMPARE(m_window->report().memory.total, evaluate(m_window->scenario()).memory.total);
    QCOMPARE(m_window->scenario().training.implementation, Implementation::PyTorchEager);
    QVERIFY2(verdict->text().startsWith(expected()), qPrintable(verdict->text()));
    // Undo takes the loss back, one step per control.
    m_window->undoStack()->undo();
    QTRY_COMPARE(m_window->scenario().training.loss, s.training.loss);
    QCOMPARE(m_window->scenario().training.implementation, Implementation::PyTorchEager);
}

void TestMainWindow::screenshotRunTakesAWindowSize() {
    // Review screenshots at a laptop's and a projector's size: --size sizes the window of a
    // --screenshot run; without --export or --screenshot it is still refused.
    CommandLineOptions options;
    QString message;
    QCOMPARE(CommandLine::parse({QStringLiteral("rooflab"), QStringLiteral("--screenshot"), QStringLiteral("shot.png"),
                                 QStringLiteral("--size"), QStringLiteral("1366x768")},
                                options, &message),
             CommandLine::Outcome::Run);
    QCOMPARE(options.windowSize, QSize(1366, 768));
    QVERIFY(!options.headless());
    QCOMPARE(CommandLine::parse({QStringLiteral("rooflab"), QStringLiteral("--screenshot"), QStringLiteral("shot.png")},
                                options, &message),
             CommandLine::Outcome::Run);
    QVERIFY(!options.windowSize.isValid());
    QCOMPARE(CommandLine::parse({QStringLiteral("rooflab"), QStringLiteral("--size"), QStringLiteral("1366x768")},
                                options, &message),
             CommandLine::Outcome::ExitError);
    QVERIFY2(message.contains(QStringLiteral("--size")), qPrintable(message));
}

void TestMainWindow::phaseChangesRooflineOps() {
    auto* phase = find<QComboBox>(QStringLiteral("phasePicker"));
    QVERIFY(phase);
    phase->setCurrentIndex(phase->findData(int(Phase::Prefill)));
    QTRY_COMPARE(m_window->report().roofline.phase, Phase::Prefill);
    const auto prefill = opPoints(m_window->rooflineChart());
    QVERIFY(!prefill.empty());

    phase->setCurrentIndex(phase->findData(int(Phase::Decode)));
    QTRY_COMPARE(m_window->report().roofline.phase, Phase::Decode);
    const auto decode = opPoints(m_window->rooflineChart());
    QVERIFY(!decode.empty());
    QVERIFY(prefill != decode);
    // Every op core reports for decode is on the chart at its intensity.
    const Report expected = evaluate(m_window->scenario());
    std::set<double> intensities;
    for (const auto& [x, y] : decode)
        intensities.insert(x);
    for (const RooflineOp& op : expected.roofline.ops)
        if (op.intensity > 0)
            QVERIFY2(intensities.count(op.intensity) == 1, std::string(op.name).c_str());
    // Decode at batch 1 is memory bound: its matmuls sit far left of the prefill ones.
    const double maxDecode = std::prev(intensities.end()) == intensities.end() ? 0 : *intensities.rbegin();
    double maxPrefill = 0;
    for (const auto& [x, y] : prefill)
        maxPrefill = std::max(maxPrefill, x);
    QVERIFY(maxDecode < maxPrefill);
}

void TestMainWindow::burstOfChangesIsOneEvaluation() {
    auto* slider = find<QSlider>(QStringLiteral("microBatchSlider"));
    QVERIFY(slider);
    QCoreApplication::processEvents();
    const int before = m_window->recomputeCount();
    for (int position = 1; position <= 6; ++position)
        slider->setValue(position);
    QCOMPARE(m_window->recomputeCount(), before); // nothing yet: coalesced to the next turn
    QTRY_COMPARE(m_window->recomputeCount(), before + 1);
    QTest::qWait(20);
    QCOMPARE(m_window->recomputeCount(), before + 1);
    QCOMPARE(m_window->scenario().training.microBatch, 64);
}

void TestMainWindow::headlessExportWritesRequestedSize_data() {
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("scale");
    QTest::addColumn<QSize>("pixels");
    QTest::addRow("memory 800x600 @1") << "memory"
                                       << "800x600"
                                       << "1" << QSize(800, 600);
    QTest::addRow("roofline 1920x1080 @2") << "roofline"
                                           << "1920x1080"
                                           << "2" << QSize(1920, 1080);
    QTest::addRow("comparison 1000x700 @1.5") << "comparison"
                                              << "1000x700"
                                              << "1.5" << QSize(1000, 700);
}

void TestMainWindow::headlessExportWritesRequestedSize() {
    QFETCH(QString, chart);
    QFETCH(QString, size);
    QFETCH(QString, scale);
    QFETCH(QSize, pixels);
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("s.json"));
    QVERIFY(writeFile(scenario, QByteArray::fromStdString(serializeScenario(m_window->scenario()))));
    const QString out = dir.filePath(QStringLiteral("chart.png"));

    CommandLineOptions options;
    QString message;
    const QStringList args{QStringLiteral("rooflab"),
                           QStringLiteral("--scenario"),
                           scenario,
                           QStringLiteral("--export"),
                           out,
                           QStringLiteral("--chart"),
                           chart,
                           QStringLiteral("--size"),
                           size,
                           QStringLiteral("--scale"),
                           scale};
    QCOMPARE(CommandLine::parse(args, options, &message), CommandLine::Outcome::Run);
    QVERIFY(options.headless());
    QCOMPARE(CommandLine::runExport(options, &message), 0);
    const QImage image(out);
    QVERIFY2(!image.isNull(), qPrintable(message));
    QCOMPARE(image.size(), pixels);
    // Not blank: a chart has many distinct colours.
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 5);
}

void TestMainWindow::headlessExportRejectsBadInput_data() {
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<bool>("parseFails");
    QTest::addColumn<QString>("expected");
    QTest::addRow("bad size") << QStringList{"--size", "800by600"} << true << "--size";
    QTest::addRow("zero size") << QStringList{"--size", "0x600"} << true << "--size";
    QTest::addRow("bad chart") << QStringList{"--chart", "pie"} << true << "--chart";
    QTest::addRow("bad scale") << QStringList{"--scale", "-1"} << true << "--scale";
    QTest::addRow("bad scenario") << QStringList{"--scenario-override"} << false << "parallel.gpus";
}

void TestMainWindow::headlessExportRejectsBadInput() {
    QFETCH(QStringList, extra);
    QFETCH(bool, parseFails);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("good.json"));
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(writeFile(good, QByteArray::fromStdString(serializeScenario(m_window->scenario()))));
    QVERIFY(writeFile(bad, R"({"version": 1, "parallel": {"gpus": 0}})"));
    const QString out = dir.filePath(QStringLiteral("out.png"));
    const bool badScenario = extra == QStringList{QStringLiteral("--scenario-override")};
    QStringList args{QStringLiteral("rooflab"), QStringLiteral("--scenario"), badScenario ? bad : good,
                     QStringLiteral("--export"), out};
    if (!badScenario)
        args += extra;

    CommandLineOptions options;
    QString message;
    const auto outcome = CommandLine::parse(args, options, &message);
    if (parseFails) {
        QCOMPARE(outcome, CommandLine::Outcome::ExitError);
    } else {
        QCOMPARE(outcome, CommandLine::Outcome::Run);
        QCOMPARE(CommandLine::runExport(options, &message), CommandLine::kBadInput);
    }
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY(!QFileInfo::exists(out));
}

void TestMainWindow::malformedScenarioShowsErrorAndKeepsState_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    // Nonzero: the file is then made this long, sparse (a 64 MiB file needs no 64 MiB of disk).
    QTest::addColumn<qint64>("sparseSize");
    QTest::addRow("bad value") << QByteArray(R"({"version": 1, "parallel": {"gpus": 0}})") << "parallel.gpus"
                               << qint64(0);
    QTest::addRow("bad type") << QByteArray(R"({"version": 1, "training": {"seq_len": "long"}})") << "training.seq_len"
                              << qint64(0);
    QTest::addRow("not json") << QByteArray("{ this is not json") << "JSON" << qint64(0);
    // Hostile files (issue 18): nesting deep enough to overflow a recursive parser, a number
    // beyond a double, a file over the 64 MiB RoofLab reads.
    QTest::addRow("100,000 levels of nesting") << QByteArray(R"({"version": 1, "model": )") + QByteArray(100000, '[')
                                               << "nested 100001 levels deep" << qint64(0);
    QTest::addRow("number beyond a double")
        << QByteArray(R"({"version": 1, "training": {"seq_len": 1e400}})") << "number overflow" << qint64(0);
    QTest::addRow("over 64 MiB") << QByteArray(R"({"version": 1})") << "more than the 64 MiB RoofLab reads"
                                 << qint64((64 << 20) + 1);
}

void TestMainWindow::malformedScenarioShowsErrorAndKeepsState() {
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    QFETCH(qint64, sparseSize);
    Scenario s = m_window->scenario();
    s.training.seqLen = 8192;
    m_window->setScenario(s, false);
    m_window->recomputeNow();
    const std::string before = serializeScenario(m_window->scenario());
    const double activationsBefore = m_window->report().memory.activations;

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QVERIFY(writeFile(path, text));
    if (sparseSize > 0)
        QVERIFY(QFile::resize(path, sparseSize));
    QVERIFY(!m_window->openScenarioFile(path));
    QCOMPARE(m_errors.size(), 1);
    QVERIFY2(m_errors.first().contains(expected, Qt::CaseInsensitive), qPrintable(m_errors.first()));
    QCOMPARE(m_window->lastError(), m_errors.first());
    QCoreApplication::processEvents();
    QCOMPARE(serializeScenario(m_window->scenario()), before);
    QCOMPARE(serializeScenario(m_window->controlPanel()->scenario()), before);
    QCOMPARE(m_window->report().memory.activations, activationsBefore);
    QVERIFY(m_window->currentFile().isEmpty());
}

void TestMainWindow::unsavedChangesAreAskedAbout() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("kept.json"));
    QVERIFY(m_window->saveScenarioFile(path));
    Scenario s = m_window->scenario();
    s.training.microBatch = 7;
    m_window->setScenario(s, true);
    QVERIFY(m_window->isWindowModified());
    QAction* newAction = m_window->findChild<QAction*>(QStringLiteral("newAction"));
    QVERIFY(newAction);

    int asked = 0;
    UnsavedChoice answer = UnsavedChoice::Cancel;
    m_window->setUnsavedChangesHook([&] {
        ++asked;
        return answer;
    });
    // Cancel: New and Quit leave everything as it is.
    newAction->trigger();
    QCOMPARE(asked, 1);
    QCOMPARE(m_window->scenario().training.microBatch, 7);
    QVERIFY(!m_window->close());
    QCOMPARE(asked, 2);
    QVERIFY(m_window->isVisible());

    // Save: the edit reaches the file before New replaces the scenario.
    answer = UnsavedChoice::Save;
    newAction->trigger();
    QCOMPARE(asked, 3);
    QCOMPARE(m_window->scenario().training.microBatch, defaultScenario().training.microBatch);
    const ScenarioLoadResult saved = ScenarioFile::load(path);
    QVERIFY(saved.ok);
    QCOMPARE(saved.scenario.training.microBatch, 7);

    // A fresh New has nothing to save: no question.
    QVERIFY(!m_window->isWindowModified());
    newAction->trigger();
    QCOMPARE(asked, 3);

    // Discard: the edit is dropped without a file being written.
    m_window->setScenario(s, true);
    answer = UnsavedChoice::Discard;
    newAction->trigger();
    QCOMPARE(asked, 4);
    QVERIFY(!m_window->isWindowModified());
}

void TestMainWindow::importedModelConfigHasItsExactCount() {
    const QString configs = qEnvironmentVariable("ROOFLAB_SOURCE_DIR") + QStringLiteral("/resources/hf-configs/");
    // Llama-2-7b-hf: 6,738,415,616 parameters in the published checkpoint (docs/validation.md).
    QVERIFY(m_window->importModelConfig(configs + QStringLiteral("Llama-2-7b-hf.json")));
    QCoreApplication::processEvents();
    QCOMPARE(m_window->report().parameters.total, std::int64_t(6'738'415'616));
    QVERIFY(!m_window->scenario().model.hfConfig.empty());
    QVERIFY(m_errors.isEmpty());

    // A config missing a field the count needs changes nothing and says which field.
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("config.json"));
    QVERIFY(writeFile(broken, R"({"model_type":"llama","num_hidden_layers":2,"num_attention_heads":4,
                                  "intermediate_size":64,"vocab_size":100})"));
    QVERIFY(!m_window->importModelConfig(broken));
    QCOMPARE(m_errors.size(), 1);
    QVERIFY2(m_errors.first().contains(QStringLiteral("hidden_size")), qPrintable(m_errors.first()));
    QCoreApplication::processEvents();
    QCOMPARE(m_window->report().parameters.total, std::int64_t(6'738'415'616));

    // Dropped on the window, a config.json is imported, not opened as a scenario.
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(configs + QStringLiteral("Qwen2.5-0.5B.json"))});
    const QPoint at = m_window->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &drop);
    // Qwen2.5-0.5B: 494,032,768 (tied embeddings, q/k/v biases).
    QTRY_COMPARE(m_window->report().parameters.total, std::int64_t(494'032'768));
    QCOMPARE(m_errors.size(), 1);
}

void TestMainWindow::saveAndReloadRoundTrips() {
    Scenario s = m_window->scenario();
    s.training.microBatch = 16;
    s.parallel.gpus = 64;
    s.parallel.zeroStage = 2;
    m_window->setScenario(s, true);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.json"));
    QVERIFY(m_window->saveScenarioFile(path));
    QVERIFY(!m_window->isWindowModified());
    m_window->setScenario(defaultScenario(), true);
    QVERIFY(m_window->openScenarioFile(path));
    QCOMPARE(m_window->scenario().training.microBatch, 16);
    QCOMPARE(m_window->scenario().parallel.gpus, 64);
    QCOMPARE(m_window->scenario().parallel.zeroStage, 2);
    QCOMPARE(find<QComboBox>(QStringLiteral("zeroPicker"))->currentData().toInt(), 2);
}

void TestMainWindow::failedSaveKeepsExistingFile() {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("readonly"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/scenario.json");
    const QByteArray original = "ORIGINAL CONTENT, must survive";
    QVERIFY(writeFile(path, original));

    // A read-only folder. root ignores permission bits, so there the folder is also made
    // immutable (chattr +i) when the file system allows it.
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    bool immutable = false;
    if (::access(folder.toLocal8Bit().constData(), W_OK) == 0)
        immutable = QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("+i"), folder}) == 0;
    // Undone even when a check below fails, so that QTemporaryDir can remove the folder.
    auto restore = qScopeGuard([&] {
        if (immutable)
            QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), folder});
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    });
    const bool readOnly = ::access(folder.toLocal8Bit().constData(), W_OK) != 0 || immutable;
    if (readOnly) {
        QVERIFY(!m_window->saveScenarioFile(path));
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.first().contains(QStringLiteral("scenario.json")), qPrintable(m_errors.first()));
        QCOMPARE(readAll(path), original);
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{QStringLiteral("scenario.json")});
    }
    restore.dismiss();
    if (immutable)
        QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), folder});
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);

    // A failure that no privilege bypasses: the temporary file's name would exceed NAME_MAX.
    m_errors.clear();
    const QString longPath = dir.filePath(QString(250, QLatin1Char('x')) + QStringLiteral(".json"));
    QVERIFY(writeFile(longPath, original));
    QVERIFY(!m_window->saveScenarioFile(longPath));
    QCOMPARE(m_errors.size(), 1);
    QCOMPARE(readAll(longPath), original);
    if (!readOnly)
        QSKIP("could not make a read-only folder here; checked the NAME_MAX failure only");
}

void TestMainWindow::undoRestoresPreviousValue() {
    auto* zero = find<QComboBox>(QStringLiteral("zeroPicker"));
    QVERIFY(zero);
    const int original = m_window->scenario().parallel.zeroStage;
    const int other = original == 3 ? 1 : 3;
    zero->setCurrentIndex(zero->findData(other));
    QCOMPARE(m_window->scenario().parallel.zeroStage, other);
    QVERIFY(m_window->undoStack()->canUndo());
    m_window->undoStack()->undo();
    QCOMPARE(m_window->scenario().parallel.zeroStage, original);
    QCOMPARE(zero->currentData().toInt(), original);
    QTRY_COMPARE(m_window->report().memory.total, evaluate(m_window->scenario()).memory.total);
    m_window->undoStack()->redo();
    QCOMPARE(m_window->scenario().parallel.zeroStage, other);
    QCOMPARE(zero->currentData().toInt(), other);
}

void TestMainWindow::typedDegreeIsOneUndoStep() {
    // Typing "16" into the TP field is one edit, named for the control, not "1" and then "16".
    auto* tp = find<QSpinBox>(QStringLiteral("tensorParallelSpin"));
    QVERIFY(tp);
    Scenario s = m_window->scenario();
    s.parallel.gpus = 64;
    s.parallel.tensorParallel = 2; // typing "1" of "16" would be a change of its own
    m_window->setScenario(s, false);
    const int steps = m_window->undoStack()->count();
    tp->setFocus();
    tp->selectAll();
    QTest::keyClicks(tp, QStringLiteral("16"));
    QCOMPARE(m_window->undoStack()->count(), steps); // nothing while typing
    QTest::keyClick(tp, Qt::Key_Return);
    QCOMPARE(m_window->undoStack()->count(), steps + 1);
    QCOMPARE(m_window->scenario().parallel.tensorParallel, 16);
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Change Tensor parallel"));
}

void TestMainWindow::sliderDragIsOneUndoStep() {
    auto* slider = find<QSlider>(QStringLiteral("gpuCountSlider"));
    QVERIFY(slider);
    const int gpusBefore = m_window->scenario().parallel.gpus;
    const int steps = m_window->undoStack()->count();
    const int start = slider->value();
    for (int i = 1; i <= 5; ++i) {
        slider->setValue(start + i);
        QCoreApplication::processEvents();
    }
    QVERIFY(m_window->scenario().parallel.gpus > gpusBefore);
    QCOMPARE(m_window->undoStack()->count(), steps + 1);
    // Named by the slider's label, not by its object name.
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Change GPUs"));
    m_window->undoStack()->undo();
    QCOMPARE(m_window->scenario().parallel.gpus, gpusBefore);
    QCOMPARE(slider->value(), start);
}

void TestMainWindow::controlsHaveAccessibleNamesAndToolTips() {
    QList<QWidget*> controls;
    for (auto* w : m_window->findChildren<QAbstractSlider*>())
        controls << w;
    for (auto* w : m_window->findChildren<QComboBox*>())
        controls << w;
    for (auto* w : m_window->findChildren<QAbstractSpinBox*>())
        controls << w;
    int checked = 0;
    for (QWidget* w : controls) {
        // Scroll bars of scroll areas and charts are not controls of the scenario.
        if (qobject_cast<QScrollBar*>(w))
            continue;
        ++checked;
        QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName() + " has no accessible name"));
        QVERIFY2(!w->toolTip().isEmpty(), qPrintable(w->objectName() + " has no tooltip"));
        QVERIFY2(!w->objectName().isEmpty(), qPrintable(w->accessibleName() + " has no objectName"));
    }
    QVERIFY(checked >= 25);
    for (const char* name : {"sequenceLengthSlider", "microBatchSlider", "gpuPicker", "phasePicker", "zeroPicker",
                             "modelSizeSlider", "gpuCountSlider", "gradAccumSlider", "precisionPicker",
                             "optimizerPicker", "checkpointingPicker", "modelPicker"})
        QVERIFY2(m_window->findChild<QWidget*>(QLatin1String(name)), name);
}

void TestMainWindow::finetunePickerDrawsAdapters() {
    Scenario s = m_window->scenario();
    s.finetune = FinetuneConfig{};
    s.training.implementation = Implementation::Megatron;
    m_window->setScenario(s, false);
    m_window->recomputeNow();
    QCustomPlot* plot = m_window->memoryChart()->plot();
    QVERIFY(std::isnan(barValue(plot, QStringLiteral("adapters"), 1)));

    auto* method = find<QComboBox>(QStringLiteral("finetunePicker"));
    QVERIFY(method);
    method->setCurrentIndex(method->findData(int(FinetuneMethod::Lora)));
    QTRY_COMPARE(int(m_window->scenario().finetune.method), int(FinetuneMethod::Lora));
    // peft trains with PyTorch: the picker leaves Megatron's profile.
    QVERIFY(m_window->scenario().training.isPyTorch());
    QTRY_VERIFY(m_window->report().memory.adapters > 0);
    QCOMPARE(barValue(plot, QStringLiteral("adapters"), 1), m_window->report().memory.adapters / kGiB);

    // A larger rank: more adapter parameters, drawn at once.
    const double before = m_window->report().memory.adapterParams;
    auto* rank = find<QSpinBox>(QStringLiteral("loraRankSpin"));
    QVERIFY(rank && rank->isEnabled());
    rank->setValue(64);
    QTRY_COMPARE(m_window->report().memory.adapterParams, 4 * before);
    QCOMPARE(barValue(plot, QStringLiteral("adapters"), 1), m_window->report().memory.adapters / kGiB);
}

// The FP8 lecture: Transformer Engine's weight copies (and Hopper's transposes) stand on the
// bar in their own segment; with them FP8 needs more memory than bf16, though its step is faster.
void TestMainWindow::fp8LectureDrawsTheWeightCopies() {
    QVERIFY(m_window->openScenarioFile(QStringLiteral(":/scenarios/fp8-on-h100.json")));
    m_window->recomputeNow();
    const Report fp8 = m_window->report();
    QVERIFY(fp8.memory.fits);
    QVERIFY(fp8.memory.quantizedWeights > 0);
    QCOMPARE(barValue(m_window->memoryChart()->plot(), QStringLiteral("quantized-weights"), 1),
             fp8.memory.quantizedWeights / kGiB);

    Scenario bf16 = m_window->scenario();
    bf16.precision = PrecisionConfig::fromPreset(PrecisionPreset::BF16Mixed, bf16.training.implementation);
    const Report sixteen = evaluate(bf16);
    QCOMPARE(sixteen.memory.quantizedWeights, 0.0);
    QVERIFY(fp8.memory.total > sixteen.memory.total);
    QVERIFY(fp8.step.timeS < sixteen.step.timeS);
}

// The offload lecture: a 7B full fine-tune fits a 24 GB card only with the optimizer on the
// host; the host's bar stands beside the GPU's, against the workstation's RAM.
void TestMainWindow::offloadLectureDrawsTheHost() {
    QVERIFY(m_window->openScenarioFile(QStringLiteral(":/scenarios/offload-7b-24gb.json")));
    m_window->recomputeNow();
    const Report& offloaded = m_window->report();
    QVERIFY(offloaded.memory.fits);
    QVERIFY(offloaded.memory.host.fits);
    QVERIFY(offloaded.step.optimizerOnHost);
    const MemoryStacks& stacks = m_window->memoryChart()->stacks();
    QCOMPARE(int(stacks.stacks.size()), 3); // GPU (training), inference, host
    QCOMPARE(stacks.stacks[2].ownCapacityBytes, 256e9);
    QCOMPARE(stacks.stacks[2].total(), offloaded.memory.host.perNode);
    QCustomPlot* plot = m_window->memoryChart()->plot();
    // Adam's m on the host, in the GPU bar's colour and legend entry; nothing of it on the GPU.
    QCOMPARE(barValue(plot, QStringLiteral("optimizer-0"), 3), offloaded.memory.host.optimizerParts.at(0).bytes / kGiB);
    QVERIFY(std::isnan(barValue(plot, QStringLiteral("optimizer-0"), 1)));

    // The optimizer back on the GPU: the host bar goes, and 7B no longer fits.
    auto* optimizer = find<QComboBox>(QStringLiteral("offloadOptimizerPicker"));
    QVERIFY(optimizer && optimizer->isEnabled());
    QCOMPARE(optimizer->currentData().toInt(), int(OffloadDevice::Cpu));
    optimizer->setCurrentIndex(optimizer->findData(int(OffloadDevice::None)));
    QTRY_VERIFY(!m_window->scenario().parallel.offload.any());
    m_window->recomputeNow();
    QVERIFY(!m_window->report().memory.fits);
    QCOMPARE(int(m_window->memoryChart()->stacks().stacks.size()), 2);

    // Less host RAM than the offloaded state: the verdict says the host is what does not fit.
    optimizer->setCurrentIndex(optimizer->findData(int(OffloadDevice::Cpu)));
    auto* hostRam = find<QDoubleSpinBox>(QStringLiteral("hostRamSpin"));
    QVERIFY(hostRam);
    hostRam->setValue(64);
    QTRY_COMPARE(m_window->scenario().host.ramGB, 64.0);
    m_window->recomputeNow();
    QVERIFY(!m_window->report().memory.host.fits);
    QVERIFY(!m_window->memoryChart()->stacks().verdict.fits);
    QVERIFY2(m_window->memoryChart()->stacks().verdict.text.contains(QStringLiteral("host")),
             qPrintable(m_window->memoryChart()->stacks().verdict.text));
}

void TestMainWindow::lectureScenariosLoadCleanly() {
    const auto& lectures = Lectures::all();
    QCOMPARE(int(lectures.size()), 10);
    for (const Lecture& lecture : lectures) {
        const ScenarioLoadResult loaded = ScenarioFile::load(lecture.resource);
        QVERIFY2(loaded.ok, qPrintable(lecture.resource + ": " + loaded.errors.join("; ")));
        QVERIFY2(loaded.warnings.isEmpty(), qPrintable(lecture.resource + ": " + loaded.warnings.join("; ")));
        QVERIFY(m_window->openScenarioFile(lecture.resource));
        QVERIFY(m_errors.isEmpty());
    }
    const ScenarioLoadResult budget = ScenarioFile::load(QStringLiteral(":/scenarios/lecture-7b-budget.json"));
    QCOMPARE(budget.scenario.model.sizeOnlyParams, 7e9);
    QCOMPARE(budget.scenario.training.seqLen, 4096);
    QCOMPARE(budget.scenario.training.microBatch, 8);
    QCOMPARE(budget.scenario.training.checkpointing, Checkpointing::Full);
    QCOMPARE(budget.scenario.runtime.overrideBytes.value_or(-1.0), 0.0);
    const ScenarioLoadResult run = ScenarioFile::load(QStringLiteral(":/scenarios/llama-70b-15t-tokens.json"));
    QCOMPARE(run.scenario.training.tokens, 15e12);
    QCOMPARE(run.scenario.parallel.gpus, 1024);
    QCOMPARE(run.scenario.run.mfu, 0.5);
    const ScenarioLoadResult decode = ScenarioFile::load(QStringLiteral(":/scenarios/decode-vs-prefill.json"));
    QCOMPARE(decode.scenario.phase, Phase::Decode);
    QCOMPARE(decode.scenario.model.presetId, std::string("llama2-7b"));

    // The MoE lecture: the expert row is shown with its degree, the all-to-all is in the step,
    // and a dense model hides the row again.
    QVERIFY(m_window->openScenarioFile(QStringLiteral(":/scenarios/mixtral-expert-parallel.json")));
    m_window->recomputeNow();
    auto* ep = find<QSpinBox>(QStringLiteral("expertParallelSpin"));
    QVERIFY(ep && ep->isVisibleTo(m_window.get()));
    QCOMPARE(ep->value(), 8);
    QVERIFY(m_window->report().memory.fits);
    QVERIFY(m_window->report().step.exposedCommS.ep > 0);
    QVERIFY(m_window->openScenarioFile(QStringLiteral(":/scenarios/decode-vs-prefill.json")));
    QVERIFY(!ep->isVisibleTo(m_window.get()));

    // The long-context lecture: 8-way context parallelism fits; one GPU per sequence keeps
    // 8 times the activations and does not.
    QVERIFY(m_window->openScenarioFile(QStringLiteral(":/scenarios/long-context-parallel.json")));
    m_window->recomputeNow();
    auto* cp = find<QSpinBox>(QStringLiteral("contextParallelSpin"));
    QVERIFY(cp && cp->isEnabled());
    QCOMPARE(cp->value(), 8);
    QVERIFY(m_window->report().memory.fits);
    QVERIFY(m_window->report().step.commS.cp > 0);
    const double ringActivations = m_window->report().memory.activations;
    cp->setValue(1);
    QTRY_COMPARE(m_window->scenario().parallel.contextParallel, 1);
    m_window->recomputeNow();
    QCOMPARE(m_window->report().memory.activations, 8 * ringActivations);
    QVERIFY(!m_window->report().memory.fits);
}

void TestMainWindow::napkinNeverShowsNanOrInf() {
    // No tokens, no price: the totals must say why they are missing, not print 0 or nan.
    Scenario s = m_window->scenario();
    s.training.tokens = 0;
    s.run.pricePerGpuHour = 0;
    m_window->setScenario(s, false);
    m_window->recomputeNow();
    NapkinPanel* napkin = m_window->napkinPanel();
    QVERIFY(napkin->valueText(QStringLiteral("napkinFlops6nd")).startsWith(QStringLiteral("—")));
    QVERIFY(napkin->valueText(QStringLiteral("napkinCost")).startsWith(QStringLiteral("—")));
    s.training.tokens = 15e12;
    s.run.pricePerGpuHour = 2;
    m_window->setScenario(s, false);
    m_window->recomputeNow();
    QVERIFY(napkin->valueText(QStringLiteral("napkinFlops6nd")).contains(QStringLiteral("FLOP")));
    QVERIFY(!napkin->valueText(QStringLiteral("napkinCost")).startsWith(QStringLiteral("—")));
    for (QLabel* label : napkin->findChildren<QLabel*>()) {
        const QString text = label->text().toLower();
        QVERIFY2(!text.contains(QStringLiteral("nan")) && !text.contains(QStringLiteral("inf")), qPrintable(text));
    }
    QCOMPARE(format::si(3.15e23, QStringLiteral("FLOP")), QLocale().toString(315.0, 'g', 3) + " ZFLOP");
}

void TestMainWindow::logSliderSnapsAndParses() {
    auto* model = find<LogSlider>(QStringLiteral("modelSizeSlider"));
    QVERIFY(model);
    QCOMPARE(model->stops().front(), 10e6);
    QCOMPARE(model->stops().back(), 2e12);
    auto* seq = find<LogSlider>(QStringLiteral("sequenceLengthSlider"));
    QVERIFY(seq);
    for (double stop : seq->stops())
        QCOMPARE(std::exp2(std::round(std::log2(stop))), stop); // powers of two only
    QCOMPARE(seq->stops().back(), 1048576.0);

    QSignalSpy spy(model, &LogSlider::valueChanged);
    auto* field = find<QAbstractSpinBox>(QStringLiteral("modelSizeSliderField"));
    QVERIFY(field);
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, QStringLiteral("13B"));
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(spy.count(), 1); // typing is one change, not three
    QCOMPARE(model->value(), 13e9);
    QTRY_COMPARE(m_window->scenario().model.sizeOnlyParams, 13e9);
}

void TestMainWindow::loadingScenarioEmitsNothing() {
    ControlPanel* panel = m_window->controlPanel();
    QSignalSpy spy(m_window->document(), &ScenarioDocument::edited);
    const int steps = m_window->undoStack()->count();
    Scenario s = defaultScenario();
    s.training.seqLen = 16384;
    s.parallel.gpus = 256;
    s.phase = Phase::Decode;
    s.precision = PrecisionConfig::fromPreset(PrecisionPreset::FP8Mixed, s.training.implementation);
    m_window->setScenario(s, false);
    QCOMPARE(spy.count(), 0); // the controls follow without editing back
    QCOMPARE(m_window->undoStack()->count(), steps);
    QCOMPARE(find<LogSlider>(QStringLiteral("sequenceLengthSlider"))->value(), 16384.0);
    QCOMPARE(find<LogSlider>(QStringLiteral("gpuCountSlider"))->value(), 256.0);
    QCOMPARE(find<QComboBox>(QStringLiteral("phasePicker"))->currentData().toInt(), int(Phase::Decode));
    QCOMPARE(find<QComboBox>(QStringLiteral("precisionPicker"))->currentData().toInt(), int(PrecisionPreset::FP8Mixed));
    QCOMPARE(serializeScenario(panel->scenario()), serializeScenario(s));
}

void TestMainWindow::customGpuThroughDialogHook() {
    ScenarioDocument doc;
    HookedPanel panel(&doc);
    doc.replace(m_window->scenario());
    const std::string before = panel.scenario().gpu.id;
    auto* picker = panel.findChild<QComboBox*>(QStringLiteral("gpuPicker"));
    QVERIFY(picker);
    const int custom = picker->findData(QStringLiteral("custom"));
    QVERIFY(custom >= 0);
    QSignalSpy spy(&doc, &ScenarioDocument::edited);

    panel.accept = false; // cancelled: nothing changes, the picker goes back
    picker->setCurrentIndex(custom);
    emit picker->activated(custom);
    QCOMPARE(panel.asked, 1);
    QCOMPARE(spy.count(), 0);
    QCOMPARE(panel.scenario().gpu.id, before);
    QCOMPARE(picker->currentData().toString(), QString::fromStdString(before));

    panel.accept = true;
    picker->setCurrentIndex(custom);
    emit picker->activated(custom);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.last().at(1).toString(), QStringLiteral("gpuPicker")); // the dialog's edit is the picker's
    QVERIFY(doc.scenario().customGpu);
    QVERIFY(panel.scenario().customGpu);
    QCOMPARE(panel.scenario().gpu.memoryBytes, 100e9);
    QCOMPARE(evaluate(panel.scenario()).memory.capacity, 100e9);
    QVERIFY(picker->currentText().contains(QStringLiteral("Test accelerator")));
}

void TestMainWindow::unitsAndPresentationMode() {
    m_window->setUnit(MemoryUnit::GB);
    QCOMPARE(barValue(m_window->memoryChart()->plot(), QStringLiteral("weights"), 1),
             m_window->report().memory.weights / 1e9);
    // One verdict, made once with the bars: the chart and the status bar both show it, in the unit.
    const QString peak = format::memory(m_window->report().memory.total, MemoryUnit::GB);
    const QString shown = m_window->memoryChart()->verdictText();
    QVERIFY2(shown.contains(QStringLiteral("peak %1").arg(peak)), qPrintable(shown));
    auto* status = find<QLabel>(QStringLiteral("verdictLabel"));
    QVERIFY(status);
    QVERIFY2(status->text().startsWith(QString(shown).replace(QLatin1Char('\n'), QStringLiteral(" - "))),
             qPrintable(status->text()));
    m_window->setUnit(MemoryUnit::GiB);
    QCOMPARE(barValue(m_window->memoryChart()->plot(), QStringLiteral("weights"), 1),
             m_window->report().memory.weights / kGiB);

    m_window->setThemeVariant(ChartTheme::Variant::Dark);
    QCOMPARE(m_window->memoryChart()->theme().variant(), ChartTheme::Variant::Dark);
    m_window->setPresentationMode(true);
    QCOMPARE(m_window->memoryChart()->theme().variant(), ChartTheme::Variant::Presentation);
    QCOMPARE(m_window->rooflineChart()->theme().variant(), ChartTheme::Variant::Presentation);
    QVERIFY(m_window->windowState() & Qt::WindowFullScreen);
    m_window->setPresentationMode(false);
    QCOMPARE(m_window->memoryChart()->theme().variant(), ChartTheme::Variant::Dark);
    QVERIFY(!(m_window->windowState() & Qt::WindowFullScreen));
    m_window->setThemeVariant(ChartTheme::Variant::Light);
}

void TestMainWindow::droppedScenarioFileOpens() {
    QTemporaryDir dir;
    Scenario s = m_window->scenario();
    s.parallel.gpus = 32;
    s.parallel.zeroStage = 3;
    const QString path = dir.filePath(QStringLiteral("dropped.json"));
    QVERIFY(writeFile(path, QByteArray::fromStdString(serializeScenario(s))));

    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    const QPoint at = m_window->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &drop);
    QTRY_COMPARE(m_window->scenario().parallel.gpus, 32);
    QCOMPARE(m_window->scenario().parallel.zeroStage, 3);
    QCOMPARE(m_window->currentFile(), path);

    // Anything but a .json file is refused at the door.
    QMimeData text;
    text.setUrls({QUrl::fromLocalFile(dir.filePath(QStringLiteral("notes.txt")))});
    QDragEnterEvent refused(at, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    refused.setAccepted(false);
    QApplication::sendEvent(m_window.get(), &refused);
    QVERIFY(!refused.isAccepted());
}

void TestMainWindow::chartsKeepTheHeightOnASmallScreen() {
    // The napkin strip under the charts is at most a third of the window: where its numbers
    // wrap tall (a 1366x768 projector: ~370 px, leaving the charts ~300) a strip sized to them
    // left the charts a sliver. The strip scrolls instead. A large font wraps them tall here.
    const QFont normal = QApplication::font();
    QFont large = normal;
    large.setPointSizeF(normal.pointSizeF() * 1.6);
    QApplication::setFont(large);
    const auto restore = qScopeGuard([&] { QApplication::setFont(normal); });
    MainWindow window;
    window.setUnsavedChangesHook([] { return UnsavedChoice::Discard; });
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* napkin = window.findChild<QDockWidget*>(QStringLiteral("napkinDock"));
    auto* charts = window.findChild<ChartArea*>();
    QVERIFY(napkin && charts);
    QTRY_VERIFY(napkin->height() > 0);
    QVERIFY2(napkin->height() <= std::max(180, window.height() / 3) + 10,
             qPrintable(QStringLiteral("strip %1 px of %2").arg(napkin->height()).arg(window.height())));
    QVERIFY2(charts->height() >= window.height() / 2,
             qPrintable(QStringLiteral("charts %1 px of %2").arg(charts->height()).arg(window.height())));
}

void TestMainWindow::shippedMeasurementsLoadWithoutADevice_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("device");
    QTest::addRow("H100") << QStringLiteral("h100-sxm") << QStringLiteral("NVIDIA H100 80GB HBM3");
    QTest::addRow("H200") << QStringLiteral("h200") << QStringLiteral("NVIDIA H200");
}

void TestMainWindow::shippedMeasurementsLoadWithoutADevice() {
    // GPU > Measured on a Real GPU: each sweep compiled into the app reaches the store and the
    // roofline, with no device and no file dialog.
    QFETCH(QString, file);
    QFETCH(QString, device);
    auto* action = m_window->findChild<QAction*>(QStringLiteral("shippedResults-") + file);
    QVERIFY2(action, qPrintable(QStringLiteral("resources/measurements/%1.json is not in the GPU menu").arg(file)));
    QVERIFY2(action->text().startsWith(device + QStringLiteral(", measured 20")), qPrintable(action->text()));
    action->trigger();
    const MeasurementStore* store = m_window->document()->measurements();
    QCOMPARE(store->ids().size(), 1);
    const MeasurementSource* source = store->source(store->ids().front());
    const BenchResults& results = source->results;
    QCOMPARE(QString::fromStdString(results.device.name), device);
    QVERIFY(results.points.size() > 200);
    int gemm = 0;
    for (const BenchPoint& p : results.points) {
        QVERIFY2(p.error.empty(), p.error.c_str());
        gemm += p.kind == BenchKind::Gemm;
    }
    QVERIFY(gemm > 150);
    // A bf16 GEMM ceiling between 600 and 990 TFLOP/s (the datasheet's dense figure): measured.
    const double bf16 = results.ceilings.gemmFlopsPerS.at(DType::BF16);
    QVERIFY2(bf16 > 600e12 && bf16 < 990e12, qPrintable(QString::number(bf16)));
    QVERIFY(m_errors.isEmpty());
    auto* gpuDock = m_window->findChild<QDockWidget*>(QStringLiteral("gpuDock"));
    QVERIFY(gpuDock && gpuDock->isVisible());
    RooflineChart* chart = m_window->findChild<ChartArea*>()->rooflineChart();
    QVERIFY(!chart->measuredCeilingLabels(store->ids().front()).isEmpty());
}

void TestMainWindow::shippedMeasurementsReadApart() {
    // Four files of the H200, two of one day: each line of the menu says what its file measured.
    QStringList texts;
    for (const QAction* action : m_window->findChildren<QAction*>()) {
        if (action->objectName().startsWith(QStringLiteral("shippedResults-")))
            texts << action->text();
    }
    QVERIFY2(texts.size() >= 5, qPrintable(texts.join(QStringLiteral(" | "))));
    QCOMPARE(QSet<QString>(texts.begin(), texts.end()).size(), texts.size());
    const auto text = [this](const char* file) {
        const auto* action = m_window->findChild<QAction*>(QStringLiteral("shippedResults-") + QLatin1String(file));
        return action ? action->text() : QString();
    };
    QCOMPARE(text("h200-training-shapes"),
             QStringLiteral("NVIDIA H200, 150 training-shaped products, measured 2026-12-04"));
    QCOMPARE(text("h200-training-shapes-heldout"),
             QStringLiteral("NVIDIA H200, 270 training-shaped products, measured 2026-12-04"));
    QCOMPARE(text("h200-decode-probes"), QStringLiteral("NVIDIA H200, decode probes, measured 2026-12-04"));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
