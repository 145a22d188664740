#pragma once
// Saves a chart to PNG, PDF or SVG (when built with Qt SVG), or copies it to the clipboard.
#include <QSize>
#include <QString>
#include <QStringList>

class QCustomPlot;
class QImage;

namespace rooflab {

class ChartExporter {
public:
    // Writes `plot` to `path`, the format chosen by the suffix (.png, .pdf, .svg), without
    // touching the on-screen widget's size, after deselecting everything. The file appears
    // atomically: a failed export leaves an existing file as it was.
    //
    // `size` is the OUTPUT size and `scale` the device-pixel ratio the chart is laid out for:
    //  - PNG: the image has exactly size.width() x size.height() pixels; the chart is laid out
    //    on size / scale logical pixels and rendered at `scale`, so fonts and lines are `scale`
    //    times as many pixels thick (1920x1080 at scale 2 = a 960x540 layout, crisp on a slide).
    //    (QCustomPlot::savePng's width/height are logical; it writes w*scale x h*scale pixels.)
    //  - PDF and SVG: vector output laid out on size / scale logical pixels (same proportions
    //    and text sizes as the PNG of the same arguments).
    // On failure returns false and, when `error` is given, sets a message naming the problem
    // (the path and the reason).
    static bool exportChart(QCustomPlot* plot, const QString& path, QSize size = QSize(1920, 1080), double scale = 2.0,
                            QString* error = nullptr);
    // The chart rendered as for a PNG export, put on the system clipboard.
    static bool copyToClipboard(QCustomPlot* plot, QSize size = QSize(1920, 1080), double scale = 2.0);
    // Exactly size.width() x size.height() pixels (see exportChart).
    static QImage renderImage(QCustomPlot* plot, QSize size, double scale);

    static bool svgSupported();
    // "png", "pdf" and, when built with Qt SVG, "svg".
    static QStringList supportedSuffixes();
};

} // namespace rooflab
