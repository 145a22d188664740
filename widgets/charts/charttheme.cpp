#include "widgets/charts/charttheme.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QPainter>
#include <QPixmap>

#include <cmath>

namespace rooflab {

namespace {

// Okabe & Ito (2008), "Color Universal Design": eight colours that stay distinct for the
// common forms of colour blindness and survive a washed-out projector.
const QColor kBlue(0x00, 0x72, 0xB2);
const QColor kSkyBlue(0x56, 0xB4, 0xE9);
const QColor kOrange(0xE6, 0x9F, 0x00);
const QColor kReddishPurple(0xCC, 0x79, 0xA7);
const QColor kBluishGreen(0x00, 0x9E, 0x73);
const QColor kVermillion(0xD5, 0x5E, 0x00);
const QColor kYellow(0xF0, 0xE4, 0x42);

constexpr double kBasePointSize = 10.0;

// The hue a transient belongs to: the component it is a temporary copy or companion of.
MemoryComponent ownerOf(MemoryComponent component) {
    switch (component) {
    case MemoryComponent::WeightCopies:
        return MemoryComponent::Weights;
    case MemoryComponent::Recompute:
        return MemoryComponent::Activations;
    case MemoryComponent::LossBuffers:
        return MemoryComponent::Logits;
    case MemoryComponent::OptimizerScratch:
        return MemoryComponent::OptimizerState;
    default:
        return component;
    }
}

} // namespace

QColor ChartTheme::blend(const QColor& a, const QColor& b, double shareOfA) {
    return QColor::fromRgbF(float(a.redF() * shareOfA + b.redF() * (1 - shareOfA)),
                            float(a.greenF() * shareOfA + b.greenF() * (1 - shareOfA)),
                            float(a.blueF() * shareOfA + b.blueF() * (1 - shareOfA)));
}

QColor ChartTheme::hue(Hue hue) {
    switch (hue) {
    case Hue::Blue:
        return kBlue;
    case Hue::SkyBlue:
        return kSkyBlue;
    case Hue::Orange:
        return kOrange;
    case Hue::ReddishPurple:
        return kReddishPurple;
    case Hue::BluishGreen:
        return kBluishGreen;
    case Hue::Vermillion:
        return kVermillion;
    case Hue::Yellow:
        return kYellow;
    }
    return kBlue;
}

ChartTheme ChartTheme::light() {
    ChartTheme theme;
    theme.m_variant = Variant::Light;
    theme.m_background = Qt::white;
    theme.m_foreground = QColor(0x20, 0x20, 0x20);
    theme.m_muted = QColor(0x70, 0x70, 0x70);
    theme.m_grid = QColor(0xDD, 0xDD, 0xDD);
    theme.m_overflow = QColor(0xC0, 0x1A, 0x1A);
    theme.m_good = QColor(0x00, 0x7A, 0x58);  // bluish green, darkened to pass as text on white
    theme.m_tight = QColor(0x9A, 0x5B, 0x00); // orange, darkened likewise
    theme.m_memoryBound = kVermillion;
    theme.m_computeBound = kBlue;
    theme.m_kvCache = QColor(0x44, 0x44, 0x44);
    theme.m_overhead = QColor(0xA8, 0xA8, 0xA8);
    return theme;
}

ChartTheme ChartTheme::dark() {
    ChartTheme theme;
    theme.m_variant = Variant::Dark;
    theme.m_background = QColor(0x1E, 0x1F, 0x22);
    theme.m_foreground = QColor(0xEE, 0xEE, 0xEE);
    theme.m_muted = QColor(0xA0, 0xA0, 0xA0);
    theme.m_grid = QColor(0x3A, 0x3B, 0x3F);
    theme.m_overflow = QColor(0xFF, 0x5A, 0x4A);
    theme.m_good = QColor(0x3C, 0xD0, 0xA0);
    theme.m_tight = QColor(0xE6, 0x9F, 0x00);       // orange
    theme.m_memoryBound = QColor(0xF0, 0x7A, 0x2A); // vermillion lifted for a dark background
    theme.m_computeBound = kSkyBlue;
    theme.m_kvCache = QColor(0xDD, 0xDD, 0xDD);
    theme.m_overhead = QColor(0x80, 0x80, 0x80);
    return theme;
}

ChartTheme ChartTheme::presentation() {
    ChartTheme theme = light();
    theme.m_variant = Variant::Presentation;
    // Projectors wash out mid-greys: make text and grid darker than on screen.
    theme.m_foreground = Qt::black;
    theme.m_muted = QColor(0x40, 0x40, 0x40);
    theme.m_grid = QColor(0xC8, 0xC8, 0xC8);
    theme.m_fontScale = 1.6;
    theme.m_lineWidth = 3.0;
    return theme;
}

ChartTheme ChartTheme::forVariant(Variant variant) {
    switch (variant) {
    case Variant::Light:
        return light();
    case Variant::Dark:
        return dark();
    case Variant::Presentation:
        return presentation();
    }
    return light();
}

QColor ChartTheme::measured(int index) const {
    // Colours not used by the roofline's own points (vermillion, blue).
    const QColor dark = m_variant == Variant::Dark ? QColor(0xF5, 0xF5, 0xF5) : QColor(0x10, 0x10, 0x10);
    const QColor colours[] = {dark, kBluishGreen, kReddishPurple, kOrange};
    return colours[index % 4];
}

QColor ChartTheme::componentColor(MemoryComponent component) const {
    switch (component) {
    case MemoryComponent::Weights:
        return kBlue;
    case MemoryComponent::WeightsGathered:
        return kSkyBlue;
    // A copy of the weights alive all step: the weights' blue, darker (not a transient's tint).
    case MemoryComponent::QuantizedWeights:
        return kBlue.darker(170);
    case MemoryComponent::Gradients:
        return kOrange;
    case MemoryComponent::MasterWeights:
        return kReddishPurple;
    // The trained fp32 part of a fine-tune, in the master weights' hue (a frozen base has none).
    case MemoryComponent::Adapters:
        return kReddishPurple.darker(150);
    case MemoryComponent::OptimizerState:
        return kBluishGreen;
    case MemoryComponent::Activations:
        return kVermillion;
    case MemoryComponent::Logits:
        return kYellow;
    case MemoryComponent::Overhead:
        return m_overhead;
    case MemoryComponent::KvCache:
        return m_kvCache;
    case MemoryComponent::WeightCopies:
    case MemoryComponent::Recompute:
    case MemoryComponent::LossBuffers:
    case MemoryComponent::OptimizerScratch:
        // A pale tint of the owner's hue (a dim one on the dark background).
        return blend(componentColor(ownerOf(component)), m_background, m_variant == Variant::Dark ? 0.35 : 0.28);
    }
    return m_muted;
}

bool ChartTheme::isTransient(MemoryComponent component) {
    return ownerOf(component) != component;
}

QColor ChartTheme::hatchColor(MemoryComponent component) const {
    // Yellow lines vanish on a pale yellow: the logits' transients take a dark gold.
    if (component == MemoryComponent::LossBuffers)
        return m_variant == Variant::Dark ? QColor(0xE8, 0xD8, 0x40) : QColor(0x9A, 0x84, 0x00);
    return componentColor(ownerOf(component));
}

QBrush ChartTheme::componentBrush(MemoryComponent component, int shade) const {
    if (!isTransient(component))
        return component == MemoryComponent::OptimizerState ? optimizerStateColor(shade) : componentColor(component);
    return hatchBrush(componentColor(component), hatchColor(component));
}

QBrush ChartTheme::hatchBrush(const QColor& fill, const QColor& lines) const {
    // One tile of a 45 degree hatch that repeats seamlessly: the line through the tile's
    // diagonal and the two corner pieces of its neighbours' lines.
    const int tile = std::max(8, int(std::lround(9 * std::sqrt(m_fontScale))));
    QPixmap pixmap(tile, tile);
    pixmap.fill(fill);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QPen line(lines, std::max(1.5, m_lineWidth * 0.9));
    line.setCapStyle(Qt::FlatCap);
    painter.setPen(line);
    for (int k = -1; k <= 1; ++k)
        painter.drawLine(QPointF(k * tile - 1, tile + 1), QPointF((k + 1) * tile + 1, -1));
    painter.end();
    return QBrush(pixmap);
}

QColor ChartTheme::optimizerStateColor(int index) const {
    // Adjacent parts alternate dark and light so that the boundary between m and v shows even
    // to a viewer who cannot tell the hues apart.
    static const QColor shades[] = {kBluishGreen, QColor(0x7F, 0xCE, 0xB9), QColor(0x00, 0x5F, 0x45),
                                    QColor(0xB2, 0xE2, 0xD5)};
    return shades[index % 4];
}

QColor ChartTheme::textOn(const QColor& fill) {
    // Relative luminance, WCAG 2.x weights on (approximately) linear channels.
    const double luminance = 0.2126 * fill.redF() * fill.redF() + 0.7152 * fill.greenF() * fill.greenF() +
                             0.0722 * fill.blueF() * fill.blueF();
    return luminance > 0.18 ? Qt::black : Qt::white;
}

QFont ChartTheme::baseFont() const {
    QFont font = QApplication::font();
    font.setPointSizeF(kBasePointSize * m_fontScale);
    return font;
}

QFont ChartTheme::labelFont() const {
    QFont font = baseFont();
    font.setPointSizeF(kBasePointSize * 1.1 * m_fontScale);
    return font;
}

QFont ChartTheme::titleFont() const {
    QFont font = baseFont();
    font.setPointSizeF(kBasePointSize * 1.25 * m_fontScale);
    font.setBold(true);
    return font;
}

QPen ChartTheme::pen(const QColor& color, double widthFactor, Qt::PenStyle style) const {
    QPen result(color, m_lineWidth * widthFactor, style);
    result.setCapStyle(Qt::FlatCap);
    return result;
}

void ChartTheme::apply(QCustomPlot* plot) const {
    plot->setBackground(m_background);
    const QPen axisPen(m_foreground, m_variant == Variant::Presentation ? 2.0 : 1.0);
    const QPen gridPen(m_grid, 1.0, Qt::SolidLine);
    // Log axes draw 8 sub-grid lines per decade: keep them faint or they drown the roofs.
    QColor subGrid = m_grid;
    subGrid.setAlpha(110);
    const QPen subGridPen(subGrid, 1.0, Qt::DotLine);
    for (QCPAxisRect* rect : plot->axisRects()) {
        rect->setBackground(m_background);
        for (QCPAxis* axis : rect->axes()) {
            axis->setBasePen(axisPen);
            axis->setTickPen(axisPen);
            axis->setSubTickPen(axisPen);
            axis->setLabelColor(m_foreground);
            axis->setTickLabelColor(m_foreground);
            axis->setTickLabelFont(baseFont());
            axis->setLabelFont(labelFont());
            axis->grid()->setPen(gridPen);
            axis->grid()->setSubGridPen(subGridPen);
            axis->grid()->setZeroLinePen(Qt::NoPen);
        }
    }
    QCPLegend* legend = plot->legend;
    legend->setFont(baseFont());
    legend->setTextColor(m_foreground);
    legend->setBrush(m_background);
    legend->setBorderPen(QPen(m_grid));
    // QCPLegend draws its frame on its outer rect's right and bottom edges plus one pixel: a
    // legend at the plot's edge (the serving chart's at the bottom, the memory chart's at the
    // right) lost that side of its frame, in an export most of all. Two pixels spare on each side.
    plot->plotLayout()->setMargins(QMargins(2, 2, 2, 2));
    const int icon = qRound(14 * m_fontScale);
    legend->setIconSize(icon, icon);
}

} // namespace rooflab
