#pragma once
// The measured side of the roofline chart: for each source of the measurement store (the live
// sweep, each loaded file; document/measurementstore.h), its points as one scatter graph per
// series and its best rates as dashed ceilings beside the datasheet's, labelled with their
// ratio to it. Sources are known by id; their names are made again from the copy kept here
// after a language change, so the graphs stay.
#include "document/measurementstore.h"
#include "document/roofs.h"
#include "widgets/charts/charttheme.h"
#include "widgets/charts/rooflinelabels.h"

#include <QPointF>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>
#include <vector>

class QCustomPlot;
class QCPGraph;
class QCPItemText;

namespace rooflab {

class MeasuredOverlay {
public:
    MeasuredOverlay(QCustomPlot* plot, const ChartTheme& theme);
    ~MeasuredOverlay();
    MeasuredOverlay(const MeasuredOverlay&) = delete;
    MeasuredOverlay& operator=(const MeasuredOverlay&) = delete;

    // Adds the source, or replaces its points and ceilings (its graphs and colour stay).
    void set(const MeasurementSource& source);
    // Draws the source's points from index `first` on, without rebuilding anything. Returns
    // whether one of them lies outside the current axes (or near their upper ends).
    bool append(const MeasurementSource& source, int first);
    void remove(const QString& id);
    void clear();

    // Legend names in the current language.
    void retranslate();
    // Marker colours and sizes of the current theme.
    void applyTheme();
    // Each source's dashed ceilings for `axis`, beside `datasheet`; the ceiling labels join
    // `ceilings`, the bandwidth labels `fixedLabels` (for the label layout). A source measured on
    // another GPU than `gpuId` (the scenario's) is labelled with its GPU, not against the datasheet.
    void drawRoofs(const Roofs& datasheet, const RooflineReport& roofline, const RoofAxis& axis,
                   const std::string& gpuId, std::vector<RooflineLabels::Ceiling>& ceilings,
                   std::vector<QCPItemText*>& fixedLabels);

    // Every drawn point (intensity, FLOP/s).
    void forEachPoint(const std::function<void(double, double)>& visit) const;
    // The highest measured peak (the y axis covers it).
    double topPeak() const;
    // The tooltip of the measured point nearest `pixel`, if it is nearer than `distance2`
    // (squared pixels; lowered to its distance then).
    QString tooltipAt(const QPointF& pixel, double& distance2) const;

    QCPGraph* graph(const QString& sourceId, const QString& seriesKey) const;
    QStringList ceilingTexts(const QString& sourceId) const;

private:
    struct Source;
    Source* find(const QString& id) const;
    Source& entry(const MeasurementSource& source);
    QCPGraph* seriesGraph(Source& source, const BenchPoint& point);
    QString graphName(const Source& source, const BenchPoint& point) const;
    void updateLegendEntry(Source& source);

    QCustomPlot* m_plot;
    const ChartTheme& m_theme;
    std::vector<std::unique_ptr<Source>> m_sources; // in the order added
    std::map<QString, int> m_seriesShapes;          // series key -> marker shape index
    int m_nextColor = 0;
};

} // namespace rooflab
