#pragma once
// The Serving view's chart (issue 47, item 3): two panes side by side from the curve the
// document made (document/servingcurve.h). Left: time to first token and time per output token
// against the requests in flight (log x, log y), the SLO lines where the scenario sets them.
// Right: output tokens/s per GPU against tokens/s per user, the curve serving engineers read
// (each point one concurrency: up and left as requests are added), the TPOT SLO as the slowest
// rate a user may get. The scenario's operating point is ringed in both; its load and what
// limits it are written in the right pane's free corner, an arrow pointing at the ring.
#include "document/servingcurve.h"
#include "widgets/charts/charttheme.h"

#include <QString>
#include <QVector>
#include <QWidget>

#include <optional>

class QCPAbstractItem;
class QCPAxisRect;
class QCPGraph;
class QCPItemText;
class QCPTextElement;
class QCustomPlot;

namespace rooflab {

class ServingChart : public QWidget {
    Q_OBJECT
public:
    // What the chart knows of the scenario beside its curve.
    struct Setting {
        QString title;                       // what is served where ("Llama 3 8B on 1 H100 SXM, vLLM")
        std::optional<ServingCurvePoint> at; // the scenario's own point (concurrency: in flight, rounded)
        double concurrencyInFlight = 0;      // the point's exact concurrency (an open loop's is fractional)
        double requestRate = 0;              // an open loop's arrivals per second; 0: a closed loop
        std::optional<double> ttftSloS, tpotSloS;
    };

    explicit ServingChart(QWidget* parent = nullptr);

    // An empty curve leaves the panes empty (the panel then shows why, not a blank chart).
    void setCurve(const QVector<ServingCurvePoint>& curve, const Setting& setting);
    void setTheme(const ChartTheme& theme);
    QCustomPlot* plot() const { return m_plot; }

    // For the tests: the graphs by what they draw, and the text beside the operating point.
    QCPGraph* ttftGraph() const { return m_ttft; }
    QCPGraph* tpotGraph() const { return m_tpot; }
    QCPGraph* throughputGraph() const { return m_throughput; }
    QCPGraph* operatingPointGraph() const { return m_throughputPoint; }
    QCPGraph* latencyPointGraph() const { return m_tpotPoint; }
    QString pointLabel() const;
    QCPAxisRect* latencyRect() const { return m_latencyRect; }
    QCPAxisRect* throughputRect() const { return m_throughputRect; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildLayout();
    QCPGraph* addGraph(QCPAxisRect* rect);
    void render();
    void drawLatency();
    void drawThroughput();
    void drawSloLines();
    void labelConcurrencies();
    void labelOperatingPoint();
    void fitRanges();
    QCPItemText* addText(QCPAxisRect* rect, double x, double y, const QString& text, Qt::Alignment alignment);
    void clearItems();

    QCustomPlot* m_plot = nullptr;
    QCPTextElement* m_title = nullptr;
    QCPAxisRect* m_latencyRect = nullptr;
    QCPAxisRect* m_throughputRect = nullptr;
    QCPGraph* m_ttft = nullptr;
    QCPGraph* m_tpot = nullptr;
    QCPGraph* m_ttftPoint = nullptr;
    QCPGraph* m_tpotPoint = nullptr;
    QCPGraph* m_ttftSlo = nullptr; // two-point lines, so that the legend names them
    QCPGraph* m_tpotSlo = nullptr;
    QCPGraph* m_throughput = nullptr;
    QCPGraph* m_throughputPoint = nullptr;
    QCPGraph* m_userSlo = nullptr;
    QCPItemText* m_pointLabel = nullptr;
    QVector<QCPAbstractItem*> m_items; // drawn afresh on every render
    QVector<ServingCurvePoint> m_curve;
    Setting m_setting;
    ChartTheme m_theme = ChartTheme::light();
};

} // namespace rooflab
