#include "widgets/charts/measuredoverlay.h"

#include "document/format.h"
#include "widgets/charts/plotitempool.h"
#include "widgets/charts/rooflinechart.h"

#include <qcustomplot.h>

#include <algorithm>
#include <limits>

namespace rooflab {

namespace {

const QCPScatterStyle::ScatterShape kSeriesShapes[] = {
    QCPScatterStyle::ssTriangle,
    QCPScatterStyle::ssSquare,
    QCPScatterStyle::ssDiamond,
    QCPScatterStyle::ssCross,
    QCPScatterStyle::ssPlus,
    QCPScatterStyle::ssStar,
    QCPScatterStyle::ssTriangleInverted,
    QCPScatterStyle::ssCrossSquare,
    QCPScatterStyle::ssPlusCircle,
};

} // namespace

struct MeasuredOverlay::Source {
    explicit Source(QCustomPlot* plot)
        : roofs(plot) {}
    MeasurementSource data; // a copy: names are made from it in the current language
    int colorIndex = 0;
    std::vector<std::pair<QString, QCPGraph*>> series; // series key -> scatter graph
    PlotItemPool roofs;                                // dashed ceilings and their labels
    QCPGraph* legendEntry = nullptr;                   // the source's one legend entry (no points)
    QStringList ceilingTexts;
};

MeasuredOverlay::MeasuredOverlay(QCustomPlot* plot, const ChartTheme& theme)
    : m_plot(plot)
    , m_theme(theme) {}

MeasuredOverlay::~MeasuredOverlay() = default;

MeasuredOverlay::Source* MeasuredOverlay::find(const QString& id) const {
    for (const auto& source : m_sources)
        if (source->data.id == id)
            return source.get();
    return nullptr;
}

MeasuredOverlay::Source& MeasuredOverlay::entry(const MeasurementSource& source) {
    if (Source* found = find(source.id))
        return *found;
    auto created = std::make_unique<Source>(m_plot);
    created->data.id = source.id;
    created->colorIndex = m_nextColor++;
    m_sources.push_back(std::move(created));
    retranslate(); // a second source: the first one's series now say whose they are
    return *m_sources.back();
}

QString MeasuredOverlay::graphName(const Source& source, const BenchPoint& point) const {
    // One source: its device is enough, without the vendor's name ("H200: GEMM bf16"; the file's
    // name, then "NVIDIA H200", made a legend of a dozen entries run off a projector's width);
    // several: each says which run it is.
    QString device = QString::fromStdString(source.data.results.device.name);
    for (const QString& vendor : {QStringLiteral("NVIDIA "), QStringLiteral("AMD ")})
        if (device.startsWith(vendor) && device.size() > vendor.size())
            device = device.mid(vendor.size());
    if (m_sources.size() == 1 && !device.isEmpty())
        return RooflineChart::tr("%1: %2").arg(device, MeasurementStore::seriesName(point));
    return RooflineChart::tr("%1: %2").arg(MeasurementStore::label(source.data), MeasurementStore::seriesName(point));
}

void MeasuredOverlay::updateLegendEntry(Source& source) {
    // One legend entry per source, by its GPU and file: a shipped sweep's nine series crushed
    // the roofline at 1366x768, two files' twenty more so. The colour tells the sources apart,
    // the marker the series, and a point's tooltip names both. The entry is a graph without
    // points, in the source's colour; the series graphs keep their names for the tooltips.
    if (!source.legendEntry) {
        source.legendEntry = m_plot->addGraph();
        source.legendEntry->setObjectName(QStringLiteral("measured:%1").arg(source.data.id));
        source.legendEntry->setLineStyle(QCPGraph::lsNone);
        source.legendEntry->setSelectable(QCP::stNone);
    }
    const QColor colour = m_theme.measured(source.colorIndex);
    source.legendEntry->setPen(QPen(colour, 1.5));
    source.legendEntry->setScatterStyle(QCPScatterStyle(
        QCPScatterStyle::ssCircle, QPen(colour, 1.5 * m_theme.fontScale()), Qt::NoBrush, 9 * m_theme.fontScale()));
    source.legendEntry->setName(MeasurementStore::label(source.data));
    for (auto& [key, graph] : source.series)
        graph->removeFromLegend();
}

QCPGraph* MeasuredOverlay::seriesGraph(Source& source, const BenchPoint& point) {
    const QString key = MeasurementStore::seriesKey(point);
    for (const auto& [name, graph] : source.series)
        if (name == key)
            return graph;
    auto shape = m_seriesShapes.find(key);
    if (shape == m_seriesShapes.end())
        shape = m_seriesShapes.emplace(key, int(m_seriesShapes.size())).first;
    QCPGraph* graph = m_plot->addGraph();
    graph->setObjectName(QStringLiteral("measured:%1:%2").arg(source.data.id, key));
    graph->setName(graphName(source, point));
    graph->setLineStyle(QCPGraph::lsNone);
    graph->setSelectable(QCP::stNone);
    const QColor colour = m_theme.measured(source.colorIndex);
    graph->setPen(QPen(colour, 1.5));
    QCPScatterStyle style(kSeriesShapes[shape->second % int(std::size(kSeriesShapes))], 9 * m_theme.fontScale());
    style.setPen(QPen(colour, 1.5 * m_theme.fontScale()));
    graph->setScatterStyle(style);
    graph->removeFromLegend(); // the source's one entry stands for it (updateLegendEntry)
    source.series.emplace_back(key, graph);
    return graph;
}

void MeasuredOverlay::set(const MeasurementSource& measured) {
    Source& source = entry(measured);
    source.data = measured;
    for (auto& [key, graph] : source.series)
        graph->data()->clear();
    for (const BenchPoint& point : measured.results.points)
        if (MeasurementStore::plottable(point))
            seriesGraph(source, point)->addData(point.intensity, point.flopsPerS);
    // A series the new points no longer have leaves the legend (a new sweep starts empty).
    for (auto it = source.series.begin(); it != source.series.end();) {
        if (it->second->dataCount() > 0) {
            ++it;
            continue;
        }
        m_plot->removeGraph(it->second);
        it = source.series.erase(it);
    }
    retranslate(); // the device (and so the label) may have changed
}

bool MeasuredOverlay::append(const MeasurementSource& measured, int first) {
    Source& source = entry(measured);
    const std::vector<BenchPoint>& points = measured.results.points;
    source.data.fileName = measured.fileName;
    source.data.results.device = measured.results.device;
    updateLegendEntry(source); // the device is known once the sweep starts
    const QCPRange x = m_plot->xAxis->range(), y = m_plot->yAxis->range();
    bool outside = false;
    for (std::size_t i = std::size_t(std::max(first, 0)); i < points.size(); ++i) {
        const BenchPoint& point = points[i];
        source.data.results.points.push_back(point);
        if (!MeasurementStore::plottable(point))
            continue;
        seriesGraph(source, point)->addData(point.intensity, point.flopsPerS);
        outside = outside || point.intensity < x.lower || point.intensity > x.upper / 2 || point.flopsPerS < y.lower ||
                  point.flopsPerS > y.upper / 2;
    }
    return outside;
}

void MeasuredOverlay::remove(const QString& id) {
    const auto found = std::find_if(m_sources.begin(), m_sources.end(),
                                    [&](const std::unique_ptr<Source>& s) { return s->data.id == id; });
    if (found == m_sources.end())
        return;
    for (auto& [key, graph] : (*found)->series)
        m_plot->removeGraph(graph);
    if ((*found)->legendEntry)
        m_plot->removeGraph((*found)->legendEntry);
    (*found)->roofs.release();
    m_sources.erase(found);
    retranslate(); // one source left: its names get shorter
}

void MeasuredOverlay::clear() {
    while (!m_sources.empty())
        remove(m_sources.front()->data.id);
}

void MeasuredOverlay::retranslate() {
    for (const auto& source : m_sources)
        for (auto& [key, graph] : source->series) {
            const auto point =
                std::find_if(source->data.results.points.begin(), source->data.results.points.end(),
                             [&, key = key](const BenchPoint& p) { return MeasurementStore::seriesKey(p) == key; });
            if (point != source->data.results.points.end())
                graph->setName(graphName(*source, *point));
        }
    for (const auto& source : m_sources)
        updateLegendEntry(*source);
}

void MeasuredOverlay::applyTheme() {
    const double markerSize = 9 * m_theme.fontScale();
    for (const auto& source : m_sources)
        for (auto& [key, graph] : source->series) {
            QCPScatterStyle style = graph->scatterStyle();
            style.setPen(QPen(m_theme.measured(source->colorIndex), 1.5 * m_theme.fontScale()));
            style.setSize(markerSize);
            graph->setScatterStyle(style);
        }
    for (const auto& source : m_sources)
        updateLegendEntry(*source);
}

void MeasuredOverlay::drawRoofs(const Roofs& datasheet, const RooflineReport& roofline, const RoofAxis& axis,
                                const std::string& gpuId, std::vector<RooflineLabels::Ceiling>& ceilings,
                                std::vector<QCPItemText*>& fixedLabels) {
    for (const auto& source : m_sources) {
        const BenchDevice& device = source->data.results.device;
        const QString otherGpu = device.gpuId == gpuId ? QString()
                                 : device.name.empty() ? QString::fromStdString(device.gpuId)
                                                       : QString::fromStdString(device.name);
        const MeasuredRoofs roofs =
            measuredRoofsFor(measuredPeaks(source->data.results.ceilings), datasheet, roofline, axis, otherGpu);
        const QColor colour = m_theme.measured(source->colorIndex);
        source->roofs.begin();
        for (const RoofLine& line : roofs.lines) {
            QCPGraph* graph = source->roofs.line();
            graph->setData({line.from.x(), line.to.x()}, {line.from.y(), line.to.y()}, true);
            graph->setPen(m_theme.pen(colour, 0.7, Qt::DashLine));
        }
        auto styled = [&](const QString& text) {
            QCPItemText* label = source->roofs.text();
            label->setText(text);
            label->setFont(m_theme.baseFont());
            label->setColor(colour);
            return label;
        };
        if (!roofs.bandwidthLabel.text.isEmpty()) {
            QCPItemText* label = styled(roofs.bandwidthLabel.text);
            label->position->setCoords(roofs.bandwidthLabel.anchor);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
            fixedLabels.push_back(label);
        }
        for (const CeilingLabel& ceiling : roofs.ceilingLabels)
            ceilings.push_back({styled(ceiling.text), ceiling.peak, ceiling.ridge});
        source->roofs.end();
        source->ceilingTexts = roofs.texts;
    }
}

void MeasuredOverlay::forEachPoint(const std::function<void(double, double)>& visit) const {
    for (const auto& source : m_sources)
        for (const BenchPoint& point : source->data.results.points)
            if (MeasurementStore::plottable(point))
                visit(point.intensity, point.flopsPerS);
}

double MeasuredOverlay::topPeak() const {
    double top = 0;
    for (const auto& source : m_sources)
        for (const auto& [dtype, peak] : measuredPeaks(source->data.results.ceilings).flops)
            top = std::max(top, peak);
    return top;
}

QString MeasuredOverlay::tooltipAt(const QPointF& pixel, double& distance2) const {
    QString text;
    for (const auto& source : m_sources) {
        for (const BenchPoint& point : source->data.results.points) {
            if (!MeasurementStore::plottable(point))
                continue;
            const double dx = m_plot->xAxis->coordToPixel(point.intensity) - pixel.x();
            const double dy = m_plot->yAxis->coordToPixel(point.flopsPerS) - pixel.y();
            if (dx * dx + dy * dy > distance2)
                continue;
            distance2 = dx * dx + dy * dy;
            text = RooflineChart::tr("%1 (%2)\nintensity: %3 FLOP/B\nmeasured: %4")
                       .arg(MeasurementStore::seriesName(point), MeasurementStore::label(source->data),
                            format::general(point.intensity, 3), format::si(point.flopsPerS, QStringLiteral("FLOP/s")));
            text += QLatin1Char('\n') + MeasurementStore::pointLabel(point);
        }
    }
    return text;
}

QCPGraph* MeasuredOverlay::graph(const QString& sourceId, const QString& seriesKey) const {
    if (const Source* source = find(sourceId))
        for (const auto& [key, graph] : source->series)
            if (key == seriesKey)
                return graph;
    return nullptr;
}

QStringList MeasuredOverlay::ceilingTexts(const QString& sourceId) const {
    const Source* source = find(sourceId);
    return source ? source->ceilingTexts : QStringList();
}

} // namespace rooflab
