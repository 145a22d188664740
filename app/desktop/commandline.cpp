#include "commandline.h"

#include "languagemanager.h"

#include "core/evaluate.h"
#include "core/steptime/steptimeline.h"
#include "document/comparisonbuilder.h"
#include "document/exercises.h"
#include "document/measurementstore.h"
#include "document/memorystacks.h"
#include "document/servingcurve.h"
#include "scenariofile.h"
#include "widgets/charts/chartexporter.h"
#include "widgets/charts/comparisonchart.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/charts/servingchart.h"
#include "widgets/charts/timelinechart.h"
#include "widgets/panels/servingpanel.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <cstring>
#include <memory>
#include <utility>

namespace rooflab {
namespace {

constexpr int kMaxPixels = 16384;

// The positional FILE and every option beside --help and --version, in the order --help lists
// them; parse() reads them back by their first name.
void describeOptions(QCommandLineParser& parser) {
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QCoreApplication::translate("CommandLine", "Scenario file (.json) to open."),
                                 QStringLiteral("[FILE]"));
    const QCommandLineOption scenario(QStringLiteral("scenario"),
                                      QCoreApplication::translate("CommandLine", "Scenario file to load."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption exportTo(
        QStringList{QStringLiteral("export"), QStringLiteral("o")},
        QCoreApplication::translate("CommandLine",
                                    "Render a chart to OUT (.png, .pdf or .svg) without a window and exit."),
        QStringLiteral("OUT"));
    const QCommandLineOption chart(
        QStringLiteral("chart"),
        QCoreApplication::translate("CommandLine",
                                    "Chart to export: memory (default), roofline, comparison, timeline or serving."),
        QStringLiteral("CHART"), QStringLiteral("memory"));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QCoreApplication::translate("CommandLine", "Comparison chart dimension: zero (default), checkpointing, "
                                                   "precision, sequence, finetune, context, offload."),
        QStringLiteral("DIM"), QStringLiteral("zero"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QCoreApplication::translate("CommandLine", "Output size in pixels (default 1920x1080)."), QStringLiteral("WxH"),
        QStringLiteral("1920x1080"));
    const QCommandLineOption scale(
        QStringLiteral("scale"),
        QCoreApplication::translate(
            "CommandLine", "Device-pixel ratio of the export: 2 (default) draws text and lines twice as thick."),
        QStringLiteral("S"), QStringLiteral("2"));
    const QCommandLineOption theme(
        QStringLiteral("theme"),
        QCoreApplication::translate("CommandLine", "Chart theme: light, dark or presentation."),
        QStringLiteral("THEME"));
    const QCommandLineOption unit(QStringLiteral("unit"),
                                  QCoreApplication::translate("CommandLine", "Memory unit: GiB (default) or GB."),
                                  QStringLiteral("UNIT"));
    const QCommandLineOption results(
        QStringLiteral("results"),
        QCoreApplication::translate("CommandLine",
                                    "Draw rooflab-bench results on the roofline: a results file, or "
                                    ":/measurements/h100-sxm.json or :/measurements/h200.json (an H100 and an H200 "
                                    "measured, shipped with RoofLab)."),
        QStringLiteral("FILE"));
    const QCommandLineOption presentation(
        QStringLiteral("presentation"),
        QCoreApplication::translate("CommandLine", "Start in presentation mode (F11)."));
    const QCommandLineOption language(
        QStringLiteral("language"),
        QCoreApplication::translate("CommandLine",
                                    "Interface and chart language: en, de, es, fr or zh_CN (default: as last chosen, "
                                    "else the system's)."),
        QStringLiteral("CODE"));
    const QCommandLineOption exercise(
        QStringLiteral("exercise"),
        QCoreApplication::translate("CommandLine", "Start exercise mode (Lectures > Exercises) at exercise N."),
        QStringLiteral("N"));
    const QCommandLineOption compareWith(
        QStringLiteral("compare-with"),
        QCoreApplication::translate("CommandLine",
                                    "Show FILE (a saved scenario) beside the opened one, as File > Compare with "
                                    "File... does."),
        QStringLiteral("FILE"));
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QStringLiteral("Grab the shown window into FILE and quit."), QStringLiteral("FILE"));
    screenshot.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption explain(QStringLiteral("explain"), QStringLiteral("Open the derivation of FIGURE once shown."),
                               QStringLiteral("FIGURE"));
    explain.setFlags(QCommandLineOption::HiddenFromHelp);
    for (const auto& option : {scenario, exportTo, chart, compare, size, scale, theme, unit, presentation, language,
                               results, exercise, compareWith, screenshot, explain})
        parser.addOption(option);
}

// Each option group's reader below fills its part of the options and returns the usage error,
// or an empty string when the group is fine. parse() runs them in this order, so that a command
// line with several mistakes reports the same one first.

QString readLanguage(const QCommandLineParser& parser, CommandLineOptions& options) {
    if (!parser.isSet(QStringLiteral("language")))
        return {};
    options.language = parser.value(QStringLiteral("language"));
    QStringList codes;
    for (const LanguageManager::Language& known : LanguageManager::available())
        codes << known.code;
    if (!codes.contains(options.language))
        return QCoreApplication::translate("CommandLine", "--language %1: expected one of %2.")
            .arg(options.language, codes.join(QStringLiteral(", ")));
    return {};
}

QString readExport(const QCommandLineParser& parser, CommandLineOptions& options) {
    if (!options.exportFile.isEmpty()) {
        if (options.scenarioFile.isEmpty())
            options.scenarioFile = options.openFile;
        if (options.scenarioFile.isEmpty())
            return QCoreApplication::translate("CommandLine", "--export needs --scenario FILE.");
        const QString suffix = QFileInfo(options.exportFile).suffix().toLower();
        if (!ChartExporter::supportedSuffixes().contains(suffix))
            return QCoreApplication::translate("CommandLine", "--export %1: unsupported format '%2' (use %3).")
                .arg(options.exportFile, suffix, ChartExporter::supportedSuffixes().join(QStringLiteral(", ")));
        return {};
    }
    // A screenshot run may size its window with --size (docs and review screenshots).
    const QString chart = QStringLiteral("chart");
    const QString size = QStringLiteral("size");
    for (const QString& exportOnly : {chart, size, QStringLiteral("scale"), QStringLiteral("compare")})
        if (parser.isSet(exportOnly) &&
            !((exportOnly == size || exportOnly == chart) && !options.screenshotFile.isEmpty()))
            return QCoreApplication::translate("CommandLine", "--%1 only applies together with --export.")
                .arg(exportOnly);
    return {};
}

// The window's own options: an exercise to start, a file to compare with. Neither draws into an
// export.
QString readWindowOptions(const QCommandLineParser& parser, CommandLineOptions& options) {
    options.compareFile = parser.value(QStringLiteral("compare-with"));
    const bool exercise = parser.isSet(QStringLiteral("exercise"));
    for (const QString& windowOnly : {QStringLiteral("exercise"), QStringLiteral("compare-with")})
        if (parser.isSet(windowOnly) && options.headless())
            return QCoreApplication::translate("CommandLine", "--%1 does not apply together with --export.")
                .arg(windowOnly);
    if (!exercise)
        return {};
    const QString value = parser.value(QStringLiteral("exercise"));
    const int count = int(Exercises::all().size());
    bool ok = false;
    options.exercise = value.toInt(&ok);
    if (!ok || options.exercise < 1 || options.exercise > count)
        return QCoreApplication::translate("CommandLine", "--exercise %1: expected a number from 1 to %2.")
            .arg(value)
            .arg(count);
    return {};
}

QString readChart(const QCommandLineParser& parser, CommandLineOptions& options) {
    const QString value = parser.value(QStringLiteral("chart"));
    const QString chartName = value.toLower();
    if (chartName == QLatin1String("memory"))
        options.chart = ChartKind::Memory;
    else if (chartName == QLatin1String("roofline"))
        options.chart = ChartKind::Roofline;
    else if (chartName == QLatin1String("comparison"))
        options.chart = ChartKind::Comparison;
    else if (chartName == QLatin1String("timeline"))
        options.chart = ChartKind::Timeline;
    else if (chartName == QLatin1String("plan") && !options.screenshotFile.isEmpty())
        options.chart = ChartKind::Plan; // a screenshot of the Plan tab after a search (docs, review)
    else if (chartName == QLatin1String("serving"))
        options.chart = ChartKind::Serving;
    else
        return QCoreApplication::translate("CommandLine",
                                           "--chart %1: expected memory, roofline, comparison, timeline or serving.")
            .arg(value);
    return {};
}

QString readComparison(const QCommandLineParser& parser, CommandLineOptions& options) {
    const QString value = parser.value(QStringLiteral("compare"));
    const QString dimension = value.toLower();
    if (dimension == QLatin1String("zero"))
        options.comparison = ComparisonDimension::ZeroStage;
    else if (dimension == QLatin1String("checkpointing"))
        options.comparison = ComparisonDimension::Checkpointing;
    else if (dimension == QLatin1String("precision"))
        options.comparison = ComparisonDimension::Precision;
    else if (dimension == QLatin1String("sequence"))
        options.comparison = ComparisonDimension::SequenceLength;
    else if (dimension == QLatin1String("finetune"))
        options.comparison = ComparisonDimension::Finetune;
    else if (dimension == QLatin1String("context"))
        options.comparison = ComparisonDimension::ContextParallel;
    else if (dimension == QLatin1String("offload"))
        options.comparison = ComparisonDimension::Offload;
    else
        return QCoreApplication::translate(
                   "CommandLine",
                   "--compare %1: expected zero, checkpointing, precision, sequence, finetune, context or offload.")
            .arg(value);
    return {};
}

QString readSize(const QCommandLineParser& parser, CommandLineOptions& options) {
    const QString value = parser.value(QStringLiteral("size"));
    static const QRegularExpression sizePattern(QStringLiteral("^\\s*(\\d{1,6})\\s*[xX]\\s*(\\d{1,6})\\s*$"));
    const QRegularExpressionMatch match = sizePattern.match(value);
    const int width = match.hasMatch() ? match.captured(1).toInt() : 0;
    const int height = match.hasMatch() ? match.captured(2).toInt() : 0;
    if (width < 1 || height < 1 || width > kMaxPixels || height > kMaxPixels)
        return QCoreApplication::translate("CommandLine",
                                           "--size %1: expected WxH with 1..%2 pixels each, e.g. 1920x1080.")
            .arg(value)
            .arg(kMaxPixels);
    options.size = QSize(width, height);
    if (!options.screenshotFile.isEmpty() && parser.isSet(QStringLiteral("size")))
        options.windowSize = options.size;
    return {};
}

// After readSize: the scale must leave the chart some room at that size.
QString readScale(const QCommandLineParser& parser, CommandLineOptions& options) {
    const QString value = parser.value(QStringLiteral("scale"));
    bool ok = false;
    options.scale = value.toDouble(&ok);
    if (!ok || !(options.scale >= 0.25 && options.scale <= 8))
        return QCoreApplication::translate("CommandLine", "--scale %1: expected a number from 0.25 to 8.").arg(value);
    if (options.size.width() / options.scale < 64 || options.size.height() / options.scale < 64)
        return QCoreApplication::translate("CommandLine", "--size %1 at --scale %2 leaves under 64 logical pixels "
                                                          "for the chart; lower the scale.")
            .arg(parser.value(QStringLiteral("size")), value);
    return {};
}

QString readTheme(const QCommandLineParser& parser, CommandLineOptions& options) {
    if (!parser.isSet(QStringLiteral("theme")))
        return {};
    const QString value = parser.value(QStringLiteral("theme"));
    const QString name = value.toLower();
    if (name == QLatin1String("light"))
        options.theme = ChartTheme::Variant::Light;
    else if (name == QLatin1String("dark"))
        options.theme = ChartTheme::Variant::Dark;
    else if (name == QLatin1String("presentation"))
        options.theme = ChartTheme::Variant::Presentation;
    else
        return QCoreApplication::translate("CommandLine", "--theme %1: expected light, dark or presentation.")
            .arg(value);
    return {};
}

QString readUnit(const QCommandLineParser& parser, CommandLineOptions& options) {
    if (!parser.isSet(QStringLiteral("unit")))
        return {};
    const QString name = parser.value(QStringLiteral("unit"));
    if (name.compare(QLatin1String("GiB"), Qt::CaseInsensitive) == 0)
        options.unit = MemoryUnit::GiB;
    else if (name.compare(QLatin1String("GB"), Qt::CaseInsensitive) == 0)
        options.unit = MemoryUnit::GB;
    else
        return QCoreApplication::translate("CommandLine", "--unit %1: expected GiB or GB.").arg(name);
    return {};
}

// The chart to export, built alone and never shown; `plot` gets its plot for the exporter. Null
// (and `message` the error) when a --results file cannot be read, or serving has no curve.
std::unique_ptr<QWidget> buildExportChart(const CommandLineOptions& options, const Scenario& scenario,
                                          const Report& report, MeasurementStore& measurements, QCustomPlot*& plot,
                                          QString* message) {
    const ChartTheme theme = ChartTheme::forVariant(options.theme.value_or(ChartTheme::Variant::Light));
    const MemoryUnit unit = options.unit.value_or(MemoryUnit::GiB);
    switch (options.chart) {
    case ChartKind::Memory: {
        auto memory = std::make_unique<MemoryChart>();
        memory->setTheme(theme);
        memory->setUnit(unit);
        memory->setStacks(memoryStacks(scenario, report, unit));
        plot = memory->plot();
        return memory;
    }
    case ChartKind::Roofline: {
        auto roofline = std::make_unique<RooflineChart>();
        roofline->setTheme(theme);
        roofline->setData(scenario, report);
        for (const QString& path : options.resultsFiles) {
            QString error;
            const QString id = measurements.loadFile(path, &error);
            if (id.isEmpty()) {
                if (message)
                    *message = error;
                return nullptr;
            }
            roofline->setMeasuredSource(*measurements.source(id));
        }
        plot = roofline->plot();
        return roofline;
    }
    case ChartKind::Comparison: {
        auto comparison = std::make_unique<ComparisonChart>();
        comparison->setTheme(theme);
        comparison->setUnit(unit);
        comparison->setStacks(comparisonStacks(scenario, options.comparison));
        plot = comparison->plot();
        return comparison;
    }
    case ChartKind::Timeline: {
        auto timeline = std::make_unique<TimelineChart>();
        timeline->setTheme(theme);
        timeline->setTimeline(buildStepTimeline(scenario, report), report.step,
                              report.memory.band.verdict == FitVerdict::DoesNotFit ? -report.memory.band.margin : 0.0);
        plot = timeline->plot();
        return timeline;
    }
    case ChartKind::Serving: {
        if (!report.serving || !report.serving->fits) {
            if (message)
                *message =
                    QCoreApplication::translate("CommandLine", "--chart serving: %1")
                        .arg(!report.serving
                                 ? QCoreApplication::translate("CommandLine", "the scenario has no \"serving\" block.")
                                 : QCoreApplication::translate("CommandLine", "no room for one request's KV cache."));
            return nullptr;
        }
        auto serving = std::make_unique<ServingPanel>();
        serving->setTheme(theme);
        serving->setData(scenario, report.serving, servingCurve(scenario, servingConcurrencies(*report.serving)));
        plot = serving->chart()->plot();
        return serving;
    }
    case ChartKind::Plan: // a search result, not a chart of the scenario alone: only a --screenshot shows it
    case ChartKind::PlanGpus:
        break;
    }
    return nullptr;
}

// The scenario file's and the evaluation's warnings, one line each.
QString warningLines(const QStringList& loadWarnings, const Report& report) {
    QString lines;
    for (const QString& warning : loadWarnings)
        lines += QCoreApplication::translate("CommandLine", "warning: %1\n").arg(warning);
    for (const std::string& warning : report.warnings)
        lines += QCoreApplication::translate("CommandLine", "warning: %1\n").arg(QString::fromStdString(warning));
    return lines;
}

} // namespace

namespace {

// The description, --help, --version and every option, in the language of the moment.
std::pair<QCommandLineOption, QCommandLineOption> describeParser(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QCoreApplication::translate("CommandLine", "RoofLab: will this model fit on the GPU, and will it be fast?"));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    describeOptions(parser);
    return {help, version};
}

// `rooflab --language fr --help` in French: the options' texts are translated as they are
// described, so the help comes from a parser described again under that language's translator
// (removed, and the default locale restored, on return).
QString helpIn(const QString& code) {
    const QLocale locale;
    LanguageManager languages;
    if (!code.isEmpty())
        languages.setLanguage(code);
    QCommandLineParser parser;
    describeParser(parser);
    const QString text = parser.helpText();
    QLocale::setDefault(locale);
    return text;
}

} // namespace

CommandLine::Outcome CommandLine::parse(const QStringList& arguments, CommandLineOptions& options, QString* message) {
    QCommandLineParser parser;
    const auto [help, version] = describeParser(parser);

    auto fail = [message](const QString& text) {
        if (message)
            *message = text;
        return Outcome::ExitError;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(help)) {
        if (message)
            *message = helpIn(parser.value(QStringLiteral("language")));
        return Outcome::ExitOk;
    }
    if (parser.isSet(version)) {
        if (message)
            *message = QStringLiteral("%1 %2").arg(QCoreApplication::applicationName(),
                                                   QCoreApplication::applicationVersion());
        return Outcome::ExitOk;
    }

    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return fail(QCoreApplication::translate("CommandLine", "Only one scenario FILE can be opened, got %1.")
                        .arg(positional.size()));
    options = CommandLineOptions();
    if (!positional.isEmpty())
        options.openFile = positional.first();
    options.scenarioFile = parser.value(QStringLiteral("scenario"));
    options.exportFile = parser.value(QStringLiteral("export"));
    options.presentation = parser.isSet(QStringLiteral("presentation"));
    options.screenshotFile = parser.value(QStringLiteral("screenshot"));
    options.explainFigure = parser.value(QStringLiteral("explain"));
    options.resultsFiles = parser.values(QStringLiteral("results"));
    for (const auto read : {readLanguage, readExport, readWindowOptions, readChart, readComparison, readSize, readScale,
                            readTheme, readUnit})
        if (const QString error = read(parser, options); !error.isEmpty())
            return fail(error);
    return Outcome::Run;
}

int CommandLine::runExport(const CommandLineOptions& options, QString* message) {
    // Messages, titles, axes and legends of the export in the requested language.
    LanguageManager languages;
    if (!options.language.isEmpty())
        languages.setLanguage(options.language);
    const ScenarioLoadResult loaded = ScenarioFile::load(options.scenarioFile);
    if (!loaded.ok) {
        if (message)
            *message = QCoreApplication::translate("CommandLine", "%1: not a valid scenario:\n  %2")
                           .arg(options.scenarioFile, loaded.errors.join(QStringLiteral("\n  ")));
        return kBadInput;
    }
    const Scenario& scenario = loaded.scenario;
    const Report report = evaluate(scenario);
    MeasurementStore measurements;

    // The exporter lays the chart out at size / scale.
    QCustomPlot* plot = nullptr;
    const std::unique_ptr<QWidget> chart = buildExportChart(options, scenario, report, measurements, plot, message);
    if (!chart)
        return kBadInput;
    chart->resize(QSize(int(options.size.width() / options.scale), int(options.size.height() / options.scale)));

    QString error;
    if (!ChartExporter::exportChart(plot, options.exportFile, options.size, options.scale, &error)) {
        if (message)
            *message = error;
        return kWriteFailed;
    }
    if (message)
        *message = warningLines(loaded.warnings, report);
    return kOk;
}

bool CommandLine::requestsHeadless(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const char* arg = argv[i];
        if (std::strcmp(arg, "--export") == 0 || std::strncmp(arg, "--export=", 9) == 0 || std::strcmp(arg, "-o") == 0)
            return true;
        // Help and version print and leave: they must work over ssh, with no display at all.
        for (const char* info : {"--help", "-h", "-?", "--help-all", "--version", "-v"})
            if (std::strcmp(arg, info) == 0)
                return true;
    }
    return false;
}

} // namespace rooflab
