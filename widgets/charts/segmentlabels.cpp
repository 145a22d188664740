#include "widgets/charts/segmentlabels.h"

#include <qcustomplot.h>

#include <QFontMetricsF>

#include <cmath>

namespace rooflab {

namespace {

// A label that draws itself only when it fits inside its segment, in the pixels being drawn.
class SegmentLabel : public QCPItemText {
public:
    explicit SegmentLabel(QCustomPlot* plot)
        : QCPItemText(plot) {}
    // The segment's size in axis coordinates (its centre is the label's position).
    void setSegmentSize(double width, double height) {
        m_width = width;
        m_height = height;
    }

protected:
    void draw(QCPPainter* painter) override {
        const QPointF centre = position->coords();
        const QCPAxis* x = position->keyAxis();
        const QCPAxis* y = position->valueAxis();
        const double widthPx =
            std::abs(x->coordToPixel(centre.x() + m_width / 2) - x->coordToPixel(centre.x() - m_width / 2));
        const double heightPx =
            std::abs(y->coordToPixel(centre.y() + m_height / 2) - y->coordToPixel(centre.y() - m_height / 2));
        const QSizeF textSize = QFontMetricsF(mainFont(), painter->device()).size(0, text());
        const bool fits = textSize.width() + 6 <= widthPx && textSize.height() <= heightPx; // never onto the next
        // Whether the last draw showed it: a layout check asks (tst_presentation).
        setProperty("drawn", fits);
        if (fits)
            QCPItemText::draw(painter);
    }

private:
    double m_width = 0;
    double m_height = 0;
};

} // namespace

bool SegmentLabels::update(const MemoryStacks& stacks, const std::vector<QString>& order, MemoryUnit unit,
                           const ChartTheme& theme, double barWidth) {
    const double unitBytes = memoryUnitBytes(unit);
    bool made = false;
    std::size_t count = 0;
    for (std::size_t i = 0; i < stacks.stacks.size(); ++i) {
        double base = 0;
        for (const QString& key : order) {
            for (const MemorySegment& segment : stacks.stacks[i].segments) {
                if (segment.key != key || segment.bytes <= 0)
                    continue;
                if (count == m_labels.size()) {
                    auto* fresh = new SegmentLabel(m_plot);
                    fresh->setLayer(QStringLiteral("labels"));
                    fresh->setSelectable(false);
                    fresh->setPositionAlignment(Qt::AlignCenter);
                    m_labels.push_back(fresh);
                    made = true;
                }
                auto* label = static_cast<SegmentLabel*>(m_labels[count++]);
                const double value = segment.bytes / unitBytes;
                const QColor fill = segment.component == MemoryComponent::OptimizerState
                                        ? theme.optimizerStateColor(segment.shade)
                                        : theme.componentColor(segment.component);
                label->position->setCoords(double(i + 1), base + value / 2);
                label->setSegmentSize(barWidth, value);
                label->setText(format::memory(segment.bytes, unit));
                label->setFont(theme.baseFont());
                label->setColor(ChartTheme::textOn(fill));
                // On a hatched transient the figure sits on a patch of its tint, clear of the lines.
                const bool hatched = ChartTheme::isTransient(segment.component);
                label->setBrush(hatched ? QBrush(fill) : QBrush(Qt::NoBrush));
                label->setPadding(hatched ? QMargins(3, 0, 3, 0) : QMargins());
                label->setVisible(true);
                base += value;
            }
        }
    }
    for (std::size_t i = count; i < m_labels.size(); ++i)
        m_labels[i]->setVisible(false);
    return made;
}

void SegmentLabels::moveTo(QCPLayer* layer) {
    for (QCPItemText* label : m_labels)
        label->setLayer(layer);
}

} // namespace rooflab
