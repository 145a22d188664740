#pragma once
// The rooflab command line: an optional scenario FILE to open, and a headless export
//   rooflab --scenario FILE --export OUT.png|.pdf|.svg --chart memory|roofline|comparison|timeline|serving
//           --size WxH [--scale S]
// that renders one chart without showing a window.
#include "mainwindow.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace rooflab {

struct CommandLineOptions {
    QString openFile;     // positional FILE
    QString scenarioFile; // --scenario
    QString exportFile;   // --export
    ChartKind chart = ChartKind::Memory;
    QSize size{1920, 1080}; // output pixels
    double scale = 2.0;     // device-pixel ratio of the export (see ChartExporter)
    ComparisonDimension comparison = ComparisonDimension::ZeroStage;
    std::optional<ChartTheme::Variant> theme;
    std::optional<MemoryUnit> unit;
    bool presentation = false;
    QString language;         // --language: "" keeps the remembered (or system) language
    QString screenshotFile;   // hidden: grab the shown window into this file and quit
    QSize windowSize;         // hidden, with --screenshot and --size: the window's size (else its default)
    QString explainFigure;    // hidden: open this figure's derivation once shown (screenshots)
    QStringList resultsFiles; // --results: rooflab-bench results drawn on the roofline
    int exercise = 0;         // --exercise N: exercise mode at the Nth exercise (1-based; 0: none)
    QString compareFile;      // --compare-with: File > Compare with file... on this file

    bool headless() const { return !exportFile.isEmpty(); }
};

class CommandLine {
public:
    enum class Outcome { Run, ExitOk, ExitError };
    // Parses arguments (arguments[0] is the program). ExitOk: --help or --version, with the text
    // to print in `message`; ExitError: a usage error, explained in `message`.
    static Outcome parse(const QStringList& arguments, CommandLineOptions& options, QString* message);
    // Renders options.chart for options.scenarioFile into options.exportFile. Returns 0 on success,
    // 2 for a bad scenario, size, chart or output format, 1 when the file cannot be written;
    // `message` gets the error, or the scenario's warnings on success.
    static int runExport(const CommandLineOptions& options, QString* message);
    // Before QApplication exists: true when the arguments ask for a headless export, help or the
    // version, so that main() can pick the offscreen platform where no display is set.
    static bool requestsHeadless(int argc, char** argv);
    // Exit codes.
    static constexpr int kOk = 0;
    static constexpr int kWriteFailed = 1;
    static constexpr int kBadInput = 2;
};

} // namespace rooflab
