#pragma once
// The roofline of the scenario's GPU (Williams, Waterman & Patterson 2009) on log-log axes, as
// core computed it (report.roofline: ceilings, ridge, bandwidth), with the operations of one
// transformer step placed on it and, optionally, the measured points and ceilings of the
// measurement store's sources (the window passes them on, keyed by source id).
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/numbers/dtype.h"
#include "document/measurementstore.h"
#include "document/roofs.h"
#include "widgets/charts/charttheme.h"
#include "widgets/charts/measuredoverlay.h"
#include "widgets/charts/roofitems.h"
#include "widgets/charts/rooflinelabels.h"
#include "widgets/charts/rooflinepicker.h"
#include "widgets/charts/rooflineranges.h"

#include <QFont>
#include <QPointF>
#include <QString>
#include <QWidget>

#include <memory>
#include <optional>
#include <string>

class QCustomPlot;
class QCPGraph;
class QCPLayer;
class QCPTextElement;
class QMouseEvent;

namespace rooflab {

class RooflineChart : public QWidget {
    Q_OBJECT
public:
    explicit RooflineChart(QWidget* parent = nullptr);
    ~RooflineChart() override;

    // Roofs, ridge, ops and phase from report.roofline; the GPU's name and the compute dtype
    // from the scenario.
    void setData(const Scenario& scenario, const Report& report);
    void setTheme(const ChartTheme& theme);
    const ChartTheme& theme() const { return m_theme; }
    QCustomPlot* plot() const { return m_plot; }
    // Forgets the sticky axis ranges: the next update fits them to the data afresh. setData
    // calls it when the GPU changes; a slider step keeps them (see RooflineRanges).
    void resetRanges();

    // Measured data, one source per id of the measurement store. set: added, or its points and
    // ceilings replaced. append: its points from `first` on are new (a live sweep), drawn
    // without rebuilding anything else.
    void setMeasuredSource(const MeasurementSource& source);
    void appendMeasuredPoints(const MeasurementSource& source, int first);
    void removeMeasuredSource(const QString& id);
    void clearMeasured();

    // For the tests.
    QCPGraph* opsGraph(Bound bound) const;
    // A source's scatter graph of one series (MeasurementStore::seriesKey), or null.
    QCPGraph* measuredGraph(const QString& sourceId, const QString& seriesKey) const;
    QStringList measuredCeilingLabels(const QString& sourceId) const;
    // The tooltip text for the point nearest to `pixel` (within a few pixels), or empty.
    QString tooltipAt(const QPointF& pixel) const;
    // The derivations behind what is at `pixel`: an op's attainable rate and time, or a
    // ceiling's ridge (ids of core's trace, core/explain.h); empty where there is nothing.
    QStringList figuresAt(const QPointF& pixel) const;
    // The subtitle (the prediction) and, below it in smaller type, the roofline bound.
    QString subtitleText() const;
    QString boundText() const;
    QFont subtitleFont() const;
    QFont boundFont() const;

signals:
    // After every update of the chart's pixels: a full replot, or a redraw of the ops layer
    // alone (the picture is painted at the next paint event).
    void updated();
    // A click on an op point or a ceiling: show how it was computed.
    void explainRequested(const QStringList& figureIds, const QPoint& globalPos);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The constructor's parts, in the order it runs them: title and subtitle rows above the
    // axes, the log-log axes, the memory- and compute-bound op graphs, the legend row, the hooks
    // of each layout pass, the buffered ops layer, the replot and mouse signals.
    void addTitleRows();
    void setUpLogAxes();
    void addOpGraphs();
    void addLegendRow();
    void installLayoutHooks();
    void addOpsLayer();
    void connectPlotSignals();
    void retranslateUi();
    void updateTitles(); // title and subtitle from the current data
    void onMouseMove(QMouseEvent* event);
    void applyTheme();
    // Datasheet and measured roofs for the current axis ranges, unless those and the data are
    // as last drawn.
    void rebuildRoofs();
    void updateRanges();
    // After a change of the measured data: axes, roofs and labels again, and a full replot.
    void relayoutAll();
    void invalidateRoofs() { m_roofsValid = false; }
    void requestFullReplot();
    // A slider step moves the ops and changes the subtitle only: when the axes, the roofs, the
    // layout and the ceiling labels are as last drawn, redraw the ops layer alone.
    bool tryOpsOnlyUpdate();
    void rememberDrawnLayout();

    QCustomPlot* m_plot = nullptr;
    ChartTheme m_theme = ChartTheme::light();
    // Op markers, op labels and their leaders, title and subtitle: what a slider step changes,
    // on a buffered layer of its own.
    QCPLayer* m_opsLayer = nullptr;
    bool m_fullReplotPending = false;
    struct DrawnLayout {
        bool valid = false;
        QCPRange x, y;
        quint64 roofs = 0;
        int titleMin = 0, titleMax = 0, subtitleMin = 0, subtitleMax = 0, boundMin = 0, boundMax = 0;
    };
    DrawnLayout m_drawn;

    bool m_hasData = false;
    std::string m_gpuId, m_gpuName;
    DType m_computeDtype = DType::BF16;
    RooflineReport m_roofline;
    // The prediction the napkin and the status bar show (training: the step-time model; prefill
    // and decode: the roofline time itself): the subtitle's headline. Zero: none.
    double m_predictedTimeS = 0, m_predictedMfu = 0, m_predictedTokensPerGpu = 0;
    // A serving block's prediction (an inference phase of a scenario that serves): the headline.
    std::optional<ServingReport> m_serving;

    QCPGraph* m_memoryBoundOps = nullptr;
    QCPGraph* m_computeBoundOps = nullptr;
    std::unique_ptr<RoofItems> m_roofItems; // datasheet roof, ceilings, guides, labels, ridge
    QCPTextElement* m_titleElement = nullptr;
    QCPTextElement* m_subtitleElement = nullptr;
    QCPTextElement* m_boundElement = nullptr; // the roofline bound, in smaller type under the prediction

    MeasuredOverlay m_measured;
    RooflineLabels m_labels;
    RooflinePicker m_picker;
    RooflineRanges m_ranges;

    // Roofs are rebuilt only when the roofline, the ranges, the theme or the measurements change.
    bool m_roofsValid = false;
    QCPRange m_roofsX, m_roofsY;
};

} // namespace rooflab
