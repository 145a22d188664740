// Four languages besides English: every .ts file complete and consistent, the Language menu
// switches the running window (menus, chart axes, numbers), the choice is remembered, and the
// headless export draws translated labels.
#include "commandline.h"
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/measured/benchresults.h"
#include "document/comparisonbuilder.h"
#include "document/format.h"
#include "document/memorystacks.h"
#include "document/roofs.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "markingtranslator.h"
#include "settings.h"
#include "tests/common/isolatedsettings.h"
#include "widgets/charts/chartexporter.h"
#include "widgets/charts/comparisonchart.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/panels/napkinpanel.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <qcustomplot.h>

#include <memory>

using namespace rooflab;

namespace {

const QStringList kLanguages{QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("fr"), QStringLiteral("zh_CN")};

QString sourceDir() {
    return qEnvironmentVariable("ROOFLAB_SOURCE_DIR"); // set by CTest (tests/CMakeLists.txt)
}

// The translation of `source` in `context` as RoofLab ships it for `language`.
QString shipped(const QString& language, const char* context, const char* source) {
    QTranslator translator;
    if (!translator.load(QStringLiteral(":/i18n/rooflab_%1.qm").arg(language)))
        return {};
    return translator.translate(context, source);
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("%(L?\\d|n)"));
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured());
    return found;
}

int mnemonics(const QString& text) {
    QString copy = text;
    copy.remove(QStringLiteral("&&"));
    static const QRegularExpression mnemonic(QStringLiteral("&(?![a-z#0-9]+;)\\S"));
    return int(copy.count(mnemonic));
}

} // namespace

class TestLanguages : public QObject {
    Q_OBJECT
    test::IsolatedSettings m_settings; // before any window reads or writes them

private slots:
    void initTestCase();
    void cleanup();

    void tsFilesAreComplete_data();
    void tsFilesAreComplete();
    void everyLanguageLoads();
    void switchingRetranslatesMenusAndCharts_data();
    void switchingRetranslatesMenusAndCharts();
    void numbersFollowTheLanguage();
    void napkinFitsALaptopScreen_data();
    void napkinFitsALaptopScreen();
    void everyMenuTextIsTranslatable();
    void choiceIsRemembered();
    void headlessExportIsTranslated();
    void headlessErrorsAreTranslated();
    void chartExportErrorsAreTranslated();
    void unknownLanguageIsRejected();
    void coreMessagesAreTranslatable();
    void coreMessagesFollowTheLanguage();
};

void TestLanguages::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RoofLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_languages"));
}

void TestLanguages::cleanup() {
    QSettings(QStringLiteral("RoofLab"), QStringLiteral("rooflab")).clear();
    LanguageManager reset;
    reset.setLanguage(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}

void TestLanguages::tsFilesAreComplete_data() {
    QTest::addColumn<QString>("language");
    for (const QString& language : kLanguages)
        QTest::newRow(qPrintable(language)) << language;
}

void TestLanguages::tsFilesAreComplete() {
    QFETCH(QString, language);
    QFile file(QDir(sourceDir()).filePath(QStringLiteral("translations/rooflab_%1.ts").arg(language)));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    struct Message {
        QString source, type;
        QStringList forms; // one, or one per plural form
        bool numerus = false;
    };
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("message")) {
                current = Message();
                current.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (xml.name() == QLatin1String("source")) {
                current.source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                current.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!current.numerus)
                    current.forms << xml.readElementText();
            } else if (xml.name() == QLatin1String("numerusform")) {
                current.forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages << current;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(messages.size() > 600, qPrintable(QString::number(messages.size())));
    QStringList problems;
    for (const Message& message : messages) {
        const QString& source = message.source;
        if (!message.type.isEmpty()) {
            problems << QStringLiteral("%1: %2").arg(message.type, source);
            continue;
        }
        if (message.forms.isEmpty())
            problems << QStringLiteral("no translation: %1").arg(source);
        for (const QString& text : message.forms) {
            if (text.trimmed().isEmpty() && !source.trimmed().isEmpty())
                problems << QStringLiteral("empty: %1").arg(source);
            // %n may be left out of a singular form ("one point"); every other placeholder stays.
            QSet<QString> expected = placeholders(source), got = placeholders(text);
            if (message.numerus) {
                expected.remove(QStringLiteral("%n"));
                got.remove(QStringLiteral("%n"));
            }
            if (expected != got)
                problems << QStringLiteral("placeholders: %1 -> %2").arg(source, text);
            if (mnemonics(source) != mnemonics(text))
                problems << QStringLiteral("mnemonic: %1 -> %2").arg(source, text);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 20).join(QLatin1Char('\n'))));
}

void TestLanguages::everyLanguageLoads() {
    for (const QString& language : kLanguages) {
        QTranslator translator;
        QVERIFY2(translator.load(QStringLiteral(":/i18n/rooflab_%1.qm").arg(language)), qPrintable(language));
        QVERIFY(!translator.isEmpty());
    }
    QCOMPARE(LanguageManager::available().size(), kLanguages.size() + 1);
}

void TestLanguages::napkinFitsALaptopScreen_data() {
    QTest::addColumn<QString>("language");
    for (const char* code : {"en", "de", "es", "fr", "zh_CN"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

// A 1366x768 screen (a laptop, a projector) in every language: the napkin's four columns fit
// beside the controls without a horizontal scroll bar, and no caption is cut inside a word;
// in a 1920-pixel window the captions are on one line.
void TestLanguages::napkinFitsALaptopScreen() {
    QFETCH(QString, language);
    MainWindow window;
    QVERIFY(window.setLanguage(language, false));
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openScenarioFile(QStringLiteral(":/scenarios/mixtral-expert-parallel.json")));
    QCoreApplication::processEvents();
    auto* napkin = window.findChild<NapkinPanel*>();
    QVERIFY(napkin);
    auto* scroll = qobject_cast<QScrollArea*>(napkin->parentWidget()->parentWidget());
    QVERIFY(scroll);
    QTRY_COMPARE(scroll->horizontalScrollBar()->maximum(), 0);
    // The captions (the figures, objectName "napkin...", may break a long word: they change with
    // every step and a Chinese one has no spaces to break at).
    for (QLabel* label : napkin->findChildren<QLabel*>()) {
        if (!label->wordWrap() || label->text().isEmpty() || !label->objectName().isEmpty())
            continue;
        for (const QString& word : label->text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
            QVERIFY2(
                label->fontMetrics().horizontalAdvance(word) <= label->contentsRect().width(),
                qPrintable(
                    QStringLiteral("\"%1\" cut inside \"%2\" (%3 px)").arg(label->text(), word).arg(label->width())));
    }
    // With room (a 1920-pixel window) every caption is on one line again.
    window.resize(1920, 1080);
    QTRY_COMPARE(window.size(), QSize(1920, 1080));
    for (QLabel* label : napkin->findChildren<QLabel*>())
        if (label->objectName().isEmpty() && !label->text().isEmpty())
            QTRY_VERIFY2(!label->wordWrap(), qPrintable(label->text()));
}

void TestLanguages::switchingRetranslatesMenusAndCharts_data() {
    tsFilesAreComplete_data();
}

void TestLanguages::switchingRetranslatesMenusAndCharts() {
    QFETCH(QString, language);
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Scenario before = window.scenario();
    window.showComparison(true);
    const QString comparisonEnglish = window.comparisonChart()->verdictText();
    QVERIFY(comparisonEnglish.contains(QStringLiteral(" fit")));
    const QString fileEnglish = window.menuBar()->actions().first()->text();
    QCOMPARE(fileEnglish, QStringLiteral("&File"));
    QCOMPARE(window.rooflineChart()->plot()->xAxis->label(), QStringLiteral("arithmetic intensity (FLOP/byte)"));

    QVERIFY(window.setLanguage(language));
    QCOMPARE(window.language(), language);
    const QString file = shipped(language, "rooflab::MainMenus", "&File");
    QVERIFY(!file.isEmpty() && file != fileEnglish);
    QCOMPARE(window.menuBar()->actions().first()->text(), file);
    QCOMPARE(window.menuBar()->actions().at(2)->text(), shipped(language, "rooflab::MainMenus", "&View"));
    QCOMPARE(window.rooflineChart()->plot()->xAxis->label(),
             shipped(language, "rooflab::RooflineChart", "arithmetic intensity (FLOP/byte)"));
    QCOMPARE(window.memoryChart()->plot()->yAxis->label(),
             shipped(language, "rooflab::MemoryChart", "memory per GPU (%1)").arg(QStringLiteral("GiB")));
    // Legends are the chart's too: the weights segment is named in the language.
    bool weightsFound = false;
    for (int i = 0; i < window.memoryChart()->plot()->plottableCount(); ++i)
        weightsFound |=
            window.memoryChart()->plot()->plottable(i)->name() == shipped(language, "rooflab::MemoryChart", "weights");
    QVERIFY(weightsFound);
    // The status bar names the phase in the language.
    auto* speed = window.findChild<QLabel*>(QStringLiteral("speedLabel"));
    QVERIFY(speed);
    QVERIFY2(speed->text().startsWith(shipped(language, "rooflab::StatusLine", "training")), qPrintable(speed->text()));
    // The training bar is the step's peak: the verdict names its phase in the language.
    static const char* const kPhases[] = {"forward", "loss", "backward", "optimizer step"};
    const QString phase = shipped(language, "rooflab::MemoryChart", kPhases[int(window.report().memory.peakPhase)]);
    QVERIFY(!phase.isEmpty());
    QVERIFY2(window.memoryChart()->verdictText().contains(phase), qPrintable(window.memoryChart()->verdictText()));
    // The comparison view, built by the window, follows too, title included.
    const QString title = shipped(language, "rooflab::ComparisonBuilder", "Training memory per GPU by ZeRO stage");
    QVERIFY(!title.isEmpty());
    QCOMPARE(comparisonTitle(ComparisonDimension::ZeroStage), title);
    const QString comparison = window.comparisonChart()->verdictText();
    QVERIFY2(!comparison.isEmpty() && comparison != comparisonEnglish && !comparison.contains(QStringLiteral(" fit")),
             qPrintable(comparison));
    // The roofs' own labels (made in document/roofs.cpp, in the chart's context) follow: once
    // lost from the .ts files when they moved out of the chart, they showed English.
    const Roofs roofs = roofsFor(window.report().roofline, RoofAxis{0.01, 1e5, 1e10});
    const QString memory = shipped(language, "rooflab::RooflineChart", "memory %1");
    const QString ridge = shipped(language, "rooflab::RooflineChart", "ridge %1 FLOP/B");
    QVERIFY(!memory.isEmpty() && !ridge.isEmpty());
    QVERIFY2(roofs.memoryLabel.text.startsWith(memory.section(QLatin1Char('%'), 0, 0)),
             qPrintable(roofs.memoryLabel.text));
    QVERIFY2(roofs.ridgeLabel.text.startsWith(ridge.section(QLatin1Char('%'), 0, 0)),
             qPrintable(roofs.ridgeLabel.text));
    // Nothing about the scenario changed.
    QCOMPARE(serializeScenario(window.scenario()), serializeScenario(before));

    QVERIFY(window.setLanguage(QStringLiteral("en")));
    QCOMPARE(window.menuBar()->actions().first()->text(), fileEnglish);
    QCOMPARE(window.rooflineChart()->plot()->xAxis->label(), QStringLiteral("arithmetic intensity (FLOP/byte)"));
}

void TestLanguages::numbersFollowTheLanguage() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.setLanguage(QStringLiteral("de")));
    // German writes a decimal comma: the memory chart's verdict and the formatted figures use it.
    QCOMPARE(format::memory(26.1 * 1024 * 1024 * 1024, MemoryUnit::GiB), QStringLiteral("26,1 GiB"));
    QVERIFY2(window.memoryChart()->verdictText().contains(QLatin1Char(',')),
             qPrintable(window.memoryChart()->verdictText()));
    QVERIFY(window.setLanguage(QStringLiteral("zh_CN")));
    QCOMPARE(format::memory(26.1 * 1024 * 1024 * 1024, MemoryUnit::GiB), QStringLiteral("26.1 GiB"));
}

void TestLanguages::everyMenuTextIsTranslatable() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    test::ScopedMarkingTranslation marking;
    QStringList missing;
    std::function<void(QMenu*)> visit = [&](QMenu* menu) {
        for (QAction* action : menu->actions()) {
            if (action->isSeparator())
                continue;
            if (action->menu())
                visit(action->menu());
            const QString text = action->text();
            // Language names are written in their own language on purpose.
            if (action->objectName().startsWith(QLatin1String("language-")))
                continue;
            if (!test::hasNoWords(text) && !text.contains(test::kTranslationMarker))
                missing << text;
        }
    };
    for (QAction* top : window.menuBar()->actions()) {
        if (!top->text().contains(test::kTranslationMarker))
            missing << top->text();
        visit(top->menu());
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
}

void TestLanguages::choiceIsRemembered() {
    {
        MainWindow window;
        window.useSettings();
        QVERIFY(window.setLanguage(QStringLiteral("fr")));
        window.close();
    }
    LanguageManager().setLanguage(QStringLiteral("en"));
    MainWindow again;
    again.useSettings();
    QCOMPARE(again.language(), QStringLiteral("fr"));
    QCOMPARE(again.menuBar()->actions().first()->text(), shipped(QStringLiteral("fr"), "rooflab::MainMenus", "&File"));
    // A --language on the command line applies to one run and is not remembered.
    QVERIFY(again.setLanguage(QStringLiteral("de"), false));
    QCOMPARE(Settings().language(), QStringLiteral("fr"));
}

void TestLanguages::headlessExportIsTranslated() {
    if (!ChartExporter::svgSupported())
        QSKIP("built without Qt SVG: the export's text cannot be read back from PNG or PDF");
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("s.json"));
    QFile out(scenario);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(serializeScenario(defaultScenario())));
    out.close();
    const QString svg = dir.filePath(QStringLiteral("roofline.svg"));
    CommandLineOptions options;
    QString message;
    QCOMPARE(CommandLine::parse({QStringLiteral("rooflab"), QStringLiteral("--scenario"), scenario,
                                 QStringLiteral("--export"), svg, QStringLiteral("--chart"), QStringLiteral("roofline"),
                                 QStringLiteral("--language"), QStringLiteral("zh_CN")},
                                options, &message),
             CommandLine::Outcome::Run);
    QCOMPARE(options.language, QStringLiteral("zh_CN"));
    QCOMPARE(CommandLine::runExport(options, &message), 0);
    QFile written(svg);
    QVERIFY(written.open(QIODevice::ReadOnly));
    // The SVG writer splits a label into runs of one script each: join the runs of all <text>
    // elements and compare without white space.
    QString drawn;
    QXmlStreamReader xml(&written);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            drawn += xml.readElementText();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    drawn.remove(QRegularExpression(QStringLiteral("\\s")));
    const QString axis = shipped(QStringLiteral("zh_CN"), "rooflab::RooflineChart", "arithmetic intensity (FLOP/byte)");
    QVERIFY(!axis.isEmpty() && axis != QLatin1String("arithmetic intensity (FLOP/byte)"));
    QVERIFY2(drawn.contains(QString(axis).remove(QRegularExpression(QStringLiteral("\\s")))), qPrintable(axis));
    QVERIFY(!drawn.contains(QStringLiteral("arithmeticintensity")));
}

void TestLanguages::headlessErrorsAreTranslated() {
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("bad.json"));
    QFile out(scenario);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(R"({"version":1,"training":{"micro_batch":"x"}})");
    out.close();
    CommandLineOptions options;
    QString message;
    QCOMPARE(CommandLine::parse({QStringLiteral("rooflab"), QStringLiteral("--scenario"), scenario,
                                 QStringLiteral("--export"), dir.filePath(QStringLiteral("x.png")),
                                 QStringLiteral("--language"), QStringLiteral("de")},
                                options, &message),
             CommandLine::Outcome::Run);
    QCOMPARE(CommandLine::runExport(options, &message), CommandLine::kBadInput);
    const QString expected = shipped(QStringLiteral("de"), "rooflab::Messages", "expected an integer, %1");
    QVERIFY(!expected.isEmpty());
    QVERIFY2(message.contains(expected.section(QStringLiteral("%1"), 0, 0)), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("training.micro_batch")), qPrintable(message));
}

void TestLanguages::chartExportErrorsAreTranslated() {
    MemoryChart chart;
    chart.setStacks(memoryStacks(defaultScenario(), evaluate(defaultScenario()), MemoryUnit::GiB));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/chart.png"));
    LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("fr")));
    QString error;
    QVERIFY(!ChartExporter::exportChart(chart.plot(), path, QSize(800, 600), 1.0, &error));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    // The exporter's sentences are filed by lupdate under the namespace's context.
    const QString expected =
        shipped(QStringLiteral("fr"), "rooflab", "Cannot save chart to %1: the folder %2 does not exist.");
    QVERIFY(!expected.isEmpty());
    QVERIFY2(error.startsWith(expected.section(QStringLiteral("%1"), 0, 0)), qPrintable(error));
    QVERIFY2(!error.startsWith(QStringLiteral("Cannot save")), qPrintable(error));
}

void TestLanguages::unknownLanguageIsRejected() {
    CommandLineOptions options;
    QString message;
    QCOMPARE(CommandLine::parse({QStringLiteral("rooflab"), QStringLiteral("--language"), QStringLiteral("tlh")},
                                options, &message),
             CommandLine::Outcome::ExitError);
    QVERIFY2(message.contains(QStringLiteral("tlh")) && message.contains(QStringLiteral("zh_CN")), qPrintable(message));
    LanguageManager manager;
    QVERIFY(!manager.setLanguage(QStringLiteral("tlh")));
    QCOMPARE(manager.language(), QStringLiteral("en"));
}

void TestLanguages::coreMessagesAreTranslatable() {
    LanguageManager languages; // installs the translator core's messages go through
    Scenario bad = defaultScenario();
    bad.training.microBatch = 0;
    bad.parallel.zeroStage = 7;
    bad.model.arch.kvHeads = 3;
    bad.gpu.bandwidth = 0;
    const std::string malformed = R"({"version":1,"model":{"preset":"nope"},"training":{"micro_batch":"x","seq_len":0},
        "parallel":[],"hardware":{"gpu":"unknown-gpu"},"frobnicate":1})";
    test::ScopedMarkingTranslation marking;
    std::vector<std::string> messages = validateScenario(bad);
    const ScenarioParseResult parsed = parseScenario(malformed);
    messages.insert(messages.end(), parsed.errors.begin(), parsed.errors.end());
    messages.insert(messages.end(), parsed.warnings.begin(), parsed.warnings.end());
    // A results file with a wrong format version and one that is no JSON at all.
    for (const char* results : {R"({"format":"rooflab-bench-results","format_version":99})", "{not json"}) {
        BenchResults ignored;
        std::string error;
        QVERIFY(!parseBenchResults(results, ignored, error));
        messages.push_back(error);
    }
    QVERIFY(messages.size() >= 10);
    for (const std::string& message : messages)
        QVERIFY2(QString::fromStdString(message).contains(test::kTranslationMarker), message.c_str());
}

void TestLanguages::coreMessagesFollowTheLanguage() {
    MainWindow window;
    QVERIFY(window.setLanguage(QStringLiteral("de")));
    const ScenarioParseResult parsed = parseScenario(R"({"version":1,"training":{"micro_batch":"x"}})");
    QCOMPARE(parsed.errors.size(), std::size_t(1));
    const QString expected =
        QStringLiteral("training.micro_batch: ") +
        shipped(QStringLiteral("de"), "rooflab::Messages", "expected an integer, %1")
            .replace(QStringLiteral("%1"), shipped(QStringLiteral("de"), "rooflab::Messages", "got %1")
                                               .replace(QStringLiteral("%1"), QStringLiteral("\"x\"")));
    QVERIFY(!expected.contains(QStringLiteral("expected an integer")));
    QCOMPARE(QString::fromStdString(parsed.errors.front()), expected);
    QVERIFY(window.setLanguage(QStringLiteral("en")));
    QCOMPARE(parseScenario(R"({"version":1,"training":{"micro_batch":"x"}})").errors.front(),
             std::string("training.micro_batch: expected an integer, got \"x\""));
}

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
