#pragma once
// The roofline of the scenario's GPU (Williams, Waterman & Patterson 2009) on log-log axes, with
// the operations of one transformer step placed on it and, optionally, measured points and
// ceilings from the GPU panel's benchmarks.
#include "core/dtype.h"
#include "core/gpuspec.h"
#include "core/report.h"
#include "core/scenario.h"
#include "widgets/charttheme.h"
#include "widgets/labellayout.h"

#include <QPointF>
#include <QString>
#include <QWidget>

#include <map>
#include <memory>
#include <vector>

class QCustomPlot;
class QCPGraph;
class QCPItemLine;
class QCPItemText;
class QCPLayer;
class QCPTextElement;
class QMouseEvent;

namespace rooflab {

struct MeasuredPoint {
    QString series;        // "GEMM bf16": one marker shape per series
    double intensity = 0;  // FLOP per byte
    double flopsPerSecond = 0;
    QString label;         // shown in the hover tooltip, e.g. "m=n=k=4096"
};

class RooflineChart : public QWidget {
    Q_OBJECT
public:
    explicit RooflineChart(QWidget* parent = nullptr);
    ~RooflineChart() override;

    // Roofs from scenario.gpu, ops and phase from report.roofline.
    void setData(const Scenario& scenario, const Report& report);
    void setTheme(const ChartTheme& theme);
    const ChartTheme& theme() const { return m_theme; }
    QCustomPlot* plot() const { return m_plot; }
    // Forgets the sticky axis ranges: the next update fits them to the data afresh. setData
    // calls it when the GPU changes; a slider step keeps them (see updateRanges).
    void resetRanges();

    // Measured data, grouped by source ("bench on this H100", "results.json"). Each series of a
    // source is one scatter graph; addMeasuredPoint appends to it without rebuilding anything.
    void setMeasuredPoints(const QString& sourceLabel, const std::vector<MeasuredPoint>& points);
    void addMeasuredPoint(const QString& sourceLabel, const MeasuredPoint& point);
    void clearMeasured(const QString& sourceLabel = {});
    // Dashed ceilings beside the datasheet ones, labelled with the ratio to the datasheet.
    // bestBandwidth in bytes/s (0: none), bestFlops in FLOP/s per dtype.
    void setMeasuredCeilings(const QString& sourceLabel, double bestBandwidth,
                             const std::map<DType, double>& bestFlops);

    // For the GPU panel and the tests.
    QCPGraph* opsGraph(Bound bound) const;
    QCPGraph* measuredGraph(const QString& sourceLabel, const QString& series) const;
    QStringList measuredCeilingLabels(const QString& sourceLabel) const;
    // The tooltip text for the point nearest to `pixel` (within a few pixels), or empty.
    QString tooltipAt(const QPointF& pixel) const;
    // The derivations behind what is at `pixel`: an op's attainable rate and time, or a
    // ceiling's ridge (ids of core's trace, core/explain.h); empty where there is nothing.
    QStringList figuresAt(const QPointF& pixel) const;

signals:
    // After every update of the chart's pixels: a full replot, or a redraw of the ops layer
    // alone (the picture is painted at the next paint event).
    void updated();
    // A click on an op point or a ceiling: show how it was computed.
    void explainRequested(const QStringList& figureIds, const QPoint& globalPos);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateTitles(); // title and subtitle from the current data
    // Picking for hover and click: squared pixel distances against the hover radius.
    double pickRadius2() const;
    double pixelDistance2(double intensity, double flops, const QPointF& pixel) const; // inf if not drawn
    int opNear(const QPointF& pixel, double& distance2) const; // the nearest op within the radius, or -1
    struct MeasuredSource;
    void onMouseMove(QMouseEvent* event);
    void applyTheme();
    void rebuildRoofs();  // datasheet + measured lines for the current axis ranges
    void rebuildMeasuredRoofs(double datasheetTopPeak);
    void rebuildOpLabels(); // groups and texts; placed at layout time
    void updateRanges();
    // Runs after every layout pass (replot or export): places the ceiling, roof and op labels
    // in pixels of the axis rect actually drawn, unless nothing they depend on has changed.
    bool layoutLabels();
    bool shiftOpLabels(); // the quick path: points moved a pixel or two, labels follow
    void placeCeilingLabel(LabelLayout& layout, QCPItemText* label, double peak, double ridgeBandwidth,
                           std::vector<QRectF>& placedAtLeft);
    QRectF itemBox(QCPItemText* item) const;
    QPointF pixelOf(double x, double y) const;
    void setTextCoords(QCPItemText* item, const QPointF& topLeftPixel);
    MeasuredSource& source(const QString& sourceLabel);
    QCPGraph* seriesGraph(MeasuredSource& source, const QString& sourceLabel, const QString& series);
    QCPGraph* lineGraph(std::vector<QCPGraph*>& pool, std::size_t index);
    QCPItemText* textItem(std::vector<QCPItemText*>& pool, std::size_t index);
    void addToRange(double intensity, double flops);
    void invalidateRoofs() { m_roofsValid = false; }
    void requestFullReplot();
    // A slider step moves the ops and changes the subtitle only: when the axes, the roofs, the
    // layout and the ceiling labels are as last drawn, redraw the ops layer alone.
    bool tryOpsOnlyUpdate();
    void rememberDrawnLayout();

    // Ops at one point (Q, K and V of equal shape) share a label; texts from longest to
    // shortest, the shorter ones for when the long one finds no room.
    struct OpGroup {
        double x, y;
        QStringList names;
        Bound bound;
        std::vector<QString> variants;
    };
    struct CeilingLabel {
        QCPItemText* item;
        double peak;
        double ridgeBandwidth;
    };
    // Where the last layout put each op label, relative to its point, for the quick path.
    struct PlacedOp {
        QPointF point;   // pixels
        QPointF offset;  // box top left - point
        QString text;    // empty: dropped
        bool leader;
    };
    struct LayoutKey {
        QRect rect;
        QCPRange x, y;
        quint64 roofs = 0, ops = 0;
        bool operator==(const LayoutKey& o) const {
            return rect == o.rect && x == o.x && y == o.y && roofs == o.roofs && ops == o.ops;
        }
    };

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
        int titleMin = 0, titleMax = 0, subtitleMin = 0, subtitleMax = 0;
    };
    DrawnLayout m_drawn;

    bool m_hasData = false;
    GpuSpec m_gpu;
    DType m_computeDtype = DType::BF16;
    RooflineReport m_roofline;

    QCPGraph* m_memoryBoundOps = nullptr;
    QCPGraph* m_computeBoundOps = nullptr;
    std::vector<OpGroup> m_opGroups;
    std::vector<QCPItemText*> m_opLabels;
    std::vector<QCPItemLine*> m_opLeaders;   // from a point to a label moved away from it
    std::vector<QCPGraph*> m_roofGraphs;      // datasheet roof and ceilings, reused
    std::vector<QCPItemText*> m_roofLabels;
    std::vector<QCPGraph*> m_labelObstacleLines; // lines op labels must not cross (roofs)
    std::vector<CeilingLabel> m_ceilingLabels;    // placed at layout time, compute dtype first
    std::vector<QCPItemText*> m_fixedLabels;      // roof and measured-roof labels: obstacles
    QCPItemLine* m_ridgeLine = nullptr;
    QCPItemText* m_ridgeLabel = nullptr;
    QCPGraph* m_ridgeMarker = nullptr;
    QCPTextElement* m_titleElement = nullptr;
    QCPTextElement* m_subtitleElement = nullptr;

    std::map<QString, std::unique_ptr<MeasuredSource>> m_sources;
    std::map<QString, int> m_seriesShapes;        // series name -> marker shape index
    int m_nextSourceColor = 0;

    // Extent of everything plotted (FLOP/B, FLOP/s); the axes cover at least the defaults.
    double m_dataXMin = 0, m_dataXMax = 0, m_dataYMin = 0, m_dataYMax = 0;
    // The data-driven bounds as last chosen, kept while the data moves within them (with
    // hysteresis), so that a slider step rarely changes the axes. Invalid: fit afresh.
    struct StickyRanges {
        bool valid = false;
        double xLower = 0, xUpper = 0, yLower = 0, yUpper = 0;
    };
    StickyRanges m_sticky;

    // Roofs are rebuilt only when the GPU, the ranges, the theme or the measurements change.
    bool m_roofsValid = false;
    QCPRange m_roofsX, m_roofsY;
    quint64 m_roofsGeneration = 0, m_opsGeneration = 0;
    LayoutKey m_laidOut;
    std::vector<PlacedOp> m_placedOps;
    TextSizeCache m_textSizes;
};

} // namespace rooflab
