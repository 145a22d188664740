// rooflab: the desktop application (and, with --export, a headless chart renderer).
#include "commandline.h"
#include "document/fileio.h"
#include "filecomparison.h"
#include "mainwindow.h"
#include "rooflab_version.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/panels/planpanel.h"

#include <QApplication>
#include <QIcon>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

namespace {

// The names settings, the desktop and --version go by.
void nameApplication() {
    QApplication::setOrganizationName(QStringLiteral("RoofLab"));
    QApplication::setApplicationName(QStringLiteral("rooflab"));
    QApplication::setApplicationDisplayName(QStringLiteral("RoofLab"));
    QApplication::setApplicationVersion(QStringLiteral(ROOFLAB_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("rooflab"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/rooflab.svg")));
}

// The window as the command line asks for it: language, theme, unit, scenario, size, then shown
// (in presentation mode when asked), with the measurements to draw and the chart to show.
void setUpWindow(rooflab::MainWindow& window, const rooflab::CommandLineOptions& options) {
    // A screenshot run shows the defaults, not whatever the last session left behind.
    if (options.screenshotFile.isEmpty())
        window.useSettings();
    if (!options.language.isEmpty())
        window.setLanguage(options.language, false);
    if (options.theme == rooflab::ChartTheme::Variant::Dark || options.theme == rooflab::ChartTheme::Variant::Light)
        window.setThemeVariant(*options.theme);
    if (options.unit)
        window.setUnit(*options.unit);
    const QString file = options.openFile.isEmpty() ? options.scenarioFile : options.openFile;
    if (!file.isEmpty())
        window.openScenarioFile(file);
    window.recomputeNow();
    if (options.windowSize.isValid())
        window.resize(options.windowSize);
    if (options.presentation || options.theme == rooflab::ChartTheme::Variant::Presentation) {
        window.setPresentationMode(true);
        // The offscreen platform (screenshots, CI) has one 800x800 screen that full screen
        // fills: --size stands for the projector there, so the window takes it itself, once the
        // platform's queued full-screen state and geometry have arrived (else they undo it); the
        // screenshot is grabbed later (scheduleScreenshot).
        if (options.windowSize.isValid() && QGuiApplication::platformName() == QLatin1String("offscreen"))
            QTimer::singleShot(300, &window, [&window, size = options.windowSize] {
                window.showNormal();
                window.resize(size);
            });
    } else {
        window.show();
    }

    for (const QString& results : options.resultsFiles)
        window.loadMeasurements(results);
    if (options.exercise > 0)
        window.startExercise(options.exercise - 1);
    if (!options.compareFile.isEmpty())
        window.fileComparison()->compareWith(options.compareFile);
    if (!options.screenshotFile.isEmpty())
        window.showChart(options.chart); // --chart picks the tab a screenshot shows
}

// The hidden options for docs and review screenshots: open a figure's derivation, then grab the
// window into a file and quit.
void scheduleScreenshot(rooflab::MainWindow& window, const rooflab::CommandLineOptions& options, QTextStream& err) {
    if (!options.explainFigure.isEmpty()) {
        QTimer::singleShot(800, &window, [&window, &options] {
            QWidget* chart = options.explainFigure.startsWith(QLatin1String("roofline"))
                                 ? static_cast<QWidget*>(window.rooflineChart())
                                 : static_cast<QWidget*>(window.memoryChart());
            window.explain({options.explainFigure},
                           chart->mapToGlobal(QPoint(chart->width() / 4, chart->height() / 3)));
        });
    }
    if (options.screenshotFile.isEmpty())
        return;
    const auto grab = [&window, &options, &err] {
        // The comparison dialog when --compare-with opened one: it is what the run asked to see.
        QWidget* shown = window.fileComparison()->dialog();
        if (!shown)
            shown = &window;
        // Encoded in memory, then written whole or not at all: a full disk keeps the old file.
        const QString problem = rooflab::saveImageAtomically(shown->grab().toImage(), options.screenshotFile);
        if (!problem.isEmpty())
            err << "rooflab: cannot write " << options.screenshotFile << ": " << problem << Qt::endl;
        QApplication::exit(problem.isEmpty() ? 0 : 1);
    };
    auto* plan = window.findChild<rooflab::PlanPanel*>(QStringLiteral("planPanel"));
    if (options.chart == rooflab::ChartKind::Plan && plan) {
        // --chart plan: the Plan tab after a search of the scenario (its plan block, else the
        // scenario's own batch), grabbed once the results are drawn.
        QObject::connect(plan, &rooflab::PlanPanel::searchFinished, &window,
                         [&window, grab] { QTimer::singleShot(500, &window, grab); });
        QTimer::singleShot(300, plan, &rooflab::PlanPanel::search);
        return;
    }
    // Give the window manager and the queued replots a moment, then grab what is on screen.
    QTimer::singleShot(1500, &window, grab);
}

} // namespace

int main(int argc, char** argv) {
    rooflab::ignoreFileSizeSignal(); // a save past `ulimit -f` fails with "File too large", said
    // A headless export must work over ssh and in CI, where there is no display to connect to.
    if (rooflab::CommandLine::requestsHeadless(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    nameApplication();

    QTextStream out(stdout);
    QTextStream err(stderr);
    rooflab::CommandLineOptions options;
    QString message;
    switch (rooflab::CommandLine::parse(QApplication::arguments(), options, &message)) {
    case rooflab::CommandLine::Outcome::ExitOk:
        out << message << Qt::endl;
        return rooflab::CommandLine::kOk;
    case rooflab::CommandLine::Outcome::ExitError:
        err << "rooflab: " << message << Qt::endl;
        return rooflab::CommandLine::kBadInput;
    case rooflab::CommandLine::Outcome::Run:
        break;
    }

    if (options.headless()) {
        const int code = rooflab::CommandLine::runExport(options, &message);
        if (!message.isEmpty())
            err << (code == 0 ? "" : "rooflab: ") << message.trimmed() << Qt::endl;
        return code;
    }

    rooflab::MainWindow window;
    // A screenshot run has nobody to close a message box: what would be one is said on stderr,
    // and the run fails instead of waiting for ever.
    if (!options.screenshotFile.isEmpty()) {
        window.setErrorHook([&err](const QString& title, const QString& text) {
            err << "rooflab: " << title << ": " << text << Qt::endl;
            QTimer::singleShot(0, qApp, [] { QApplication::exit(rooflab::CommandLine::kBadInput); });
        });
    }
    setUpWindow(window, options);
    scheduleScreenshot(window, options, err);
    return app.exec();
}
