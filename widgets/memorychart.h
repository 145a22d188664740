#pragma once
// Stacked bars of memory per GPU: training (component by component) beside inference, against
// the GPU's capacity, with the fit verdict.
#include "core/report.h"
#include "core/scenario.h"
#include "document/format.h"
#include "widgets/charttheme.h"
#include "widgets/labellayout.h"

#include <QMap>
#include <QSharedPointer>
#include <QString>
#include <QWidget>

#include <vector>

class QCustomPlot;
class QCPBars;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;
class QCPLayer;
class QCPTextElement;
class QCPAxisTickerText;

namespace rooflab {

// MemoryUnit, memoryUnitBytes and memoryUnitSymbol come from document/format.h.

// One segment of a stacked bar.
struct MemorySegment {
    QString key;  // stable identity across updates ("weights", "optimizer-0"): one QCPBars each
    QString name; // legend text
    MemoryComponent component = MemoryComponent::Weights;
    int shade = 0; // optimizer state part index (colour shade)
    double bytes = 0;
    QString figure; // the derivation behind it (core/explain.h), empty where there is none
};

// One bar: a category on the x axis and its segments, bottom to top.
struct MemoryStack {
    QString label;
    std::vector<MemorySegment> segments;
    // A line under the total above the bar ("peak: backward"), empty for none.
    QString note;
    // The derivation of the total (a click on it explains it), empty where there is none.
    QString totalFigure;
    double total() const;
};

class MemoryChart : public QWidget {
    Q_OBJECT
public:
    explicit MemoryChart(QWidget* parent = nullptr);

    // Training memory (report.memory) and inference memory (report.inference) of one GPU.
    void setData(const Scenario& scenario, const Report& report);
    void setUnit(MemoryUnit unit);
    MemoryUnit unit() const { return m_unit; }
    void setTheme(const ChartTheme& theme);
    const ChartTheme& theme() const { return m_theme; }
    QCustomPlot* plot() const { return m_plot; }
    // Forgets the sticky axis ranges: the next update fits them to the data afresh. setData
    // calls it when the GPU or the unit changes; a slider step keeps them (see render).
    void resetRanges();
    // The verdict lines as shown ("Training: fits, 23.4 GiB free\nInference: ...").
    QString verdictText() const;
    // The capacity line's label on the right-hand axis ("H100 SXM 80GB\ncapacity 74.5 GiB").
    QString capacityLabel() const;

    // The generic form ComparisonChart draws with: any number of bars side by side, one capacity
    // line (labelled "<gpuName>\ncapacity 74.5 GiB", gpuName may be empty), a verdict under the title in the good or bad
    // colour and an optional detail line under it in a muted colour.
    void setStacks(const QString& title, const std::vector<MemoryStack>& stacks, double capacityBytes,
                   const QString& gpuName, const QString& verdict, bool verdictGood,
                   const QString& detail = {});

    // The components alive at the training step's peak (core/steppeak.h), transients included.
    static std::vector<MemorySegment> trainingSegments(const TrainingMemory& memory);
    // "backward": the phase of the step, in the interface language.
    static QString stepPhaseName(StepPhase phase);
    // "peak: backward": the note under a training bar's total.
    static QString peakNote(const TrainingMemory& memory);
    // "NVIDIA H100 SXM 80GB" -> "H100 SXM 80GB": the capacity line's label.
    static QString shortGpuName(const std::string& name);
    static std::vector<MemorySegment> inferenceSegments(const InferenceMemory& memory);

signals:
    // After every update of the chart's pixels: a full replot, or a redraw of the bars layer
    // alone (the picture is painted at the next paint event).
    void updated();
    // A click on a segment: show how it was computed.
    void explainRequested(const QStringList& figureIds, const QPoint& globalPos);

public:
    // The derivation id of the segment (or the total above a bar) under `pixel`, or empty.
    QString figureAt(const QPointF& pixel) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuildFromReport();
    void render();
    QCPBars* barsFor(const QString& key);
    QCPItemText* segmentLabel(std::size_t index);
    void ensureStackItems(std::size_t count);
    void applyTheme();
    // Layout-time fitting to the size being drawn (window, export, projector).
    void arrangeLegend();  // beside the bars when it is narrow enough, else in rows below them
    bool fitLabels();      // category labels on two lines, headroom for the totals
    void requestFullReplot();
    // A slider step changes the bars, their labels and the verdict lines only: when the axes,
    // the legend and the layout are as last drawn, redraw the bars layer alone.
    bool tryBarsOnlyUpdate();
    void rememberDrawnLayout();
    void restackBarsLayer(); // bars, then the overflow marks, then the labels

    QCustomPlot* m_plot = nullptr;
    ChartTheme m_theme = ChartTheme::light();
    MemoryUnit m_unit = MemoryUnit::GiB;
    // Bars, overflow marks, segment and total labels, title and verdict lines: what a slider step
    // changes, on a buffered layer of its own.
    QCPLayer* m_barsLayer = nullptr;
    bool m_fullReplotPending = false;
    bool m_forceFullReplot = false; // theme or unit: axes and legend change too
    bool m_restack = false;
    struct DrawnLayout {
        bool valid = false;
        QCPRange x, y;
        QMap<double, QString> ticks, capacityTicks;
        QString yLabel;
        QStringList legend;
        std::vector<QCPBars*> legendChain;
        std::vector<int> textHeights; // min and max height of title, verdict, detail; -1 hidden
    };
    DrawnLayout m_drawn;
    DrawnLayout currentLayout() const;

    // What setStacks was last given, so that a unit or theme change redraws without the caller.
    QString m_title;
    std::vector<MemoryStack> m_stacks;
    double m_capacity = 0;
    QString m_capacityName;
    QString m_verdict;
    bool m_verdictGood = true;
    QString m_detail;

    // What setData was last given (the verdict's "23.4 GiB free" depends on the unit).
    bool m_hasReport = false;
    TrainingMemory m_training;
    InferenceMemory m_inference;
    FitAnswers m_fit;
    QString m_gpuName;
    std::string m_gpuId;
    QString m_modelLabel;
    int m_gpus = 1;

    std::vector<std::pair<QString, QCPBars*>> m_bars; // reused across updates, never deleted
    std::vector<QCPItemText*> m_segmentLabels;
    struct StackItems {
        QCPItemRect* overflowFill = nullptr;
        QCPItemRect* overflowHatch = nullptr;
        QCPItemText* total = nullptr;
        QString value; // the total (and the part over capacity), one or two lines
        QString note;  // the stack's note, under it: on one line, or wrapped where it is crowded
    };
    // The total's text with its note on one line (noteWidth 0) or wrapped to noteWidth pixels.
    static QString totalText(const StackItems& items, double noteWidth);
    double m_noteWidth = 0; // fitLabels: > 0 where the notes of neighbouring totals would touch
    std::vector<StackItems> m_stackItems;
    QCPItemStraightLine* m_capacityLine = nullptr;
    QSharedPointer<QCPAxisTickerText> m_capacityTicker;
    QCPTextElement* m_titleElement = nullptr;
    QCPTextElement* m_verdictElement = nullptr;
    QCPTextElement* m_detailElement = nullptr;
    QSharedPointer<QCPAxisTickerText> m_ticker;

    QCPLayoutGrid* m_legendColumn = nullptr; // right of the axis rect
    QCPLayoutGrid* m_legendRow = nullptr;    // below it
    std::vector<QCPBars*> m_legendChain;     // what the legend shows, top to bottom
    int m_legendItemWidth = 0;               // widest legend entry, pixels
    // Sticky y top (units): raised to a nice value with ~50% headroom when the tallest stack or
    // a total's label needs more room, lowered only when the tallest stack falls below ~35% of
    // it. 0: fit afresh.
    double m_baseYMax = 0;
    double m_baseXMargin = 0.7;              // sticky too: widened for the totals, narrowed late
    std::size_t m_marginStacks = 0;          // the stack count m_baseXMargin was chosen for
    std::vector<QString> m_categoryTexts;    // one line each, as given
    TextSizeCache m_textSizes;
};

} // namespace rooflab
