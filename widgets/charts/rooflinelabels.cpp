#include "widgets/charts/rooflinelabels.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace rooflab {

namespace {
const QMargins kPadding(3, 1, 3, 1);
} // namespace

RooflineLabels::RooflineLabels(QCustomPlot* plot, const ChartTheme& theme)
    : m_plot(plot)
    , m_theme(theme) {}

void RooflineLabels::setRoofItems(std::vector<Ceiling> ceilings, std::vector<QCPItemText*> fixedLabels,
                                  std::vector<QLineF> lines) {
    m_ceilings = std::move(ceilings);
    m_fixedLabels.clear();
    for (QCPItemText* label : fixedLabels)
        m_fixedLabels.push_back(
            {label, label->text(), label->position->coords(), label->positionAlignment(), label->visible()});
    m_lines = std::move(lines);
    ++m_roofsGeneration;
}

void RooflineLabels::setOps(std::vector<OpGroup> groups) {
    if (groups == m_ops)
        return;
    m_ops = std::move(groups);
    ++m_opsGeneration;
}

QPointF RooflineLabels::pixelOf(double x, double y) const {
    return {m_plot->xAxis->coordToPixel(x), m_plot->yAxis->coordToPixel(y)};
}

void RooflineLabels::setTextCoords(QCPItemText* item, const QPointF& topLeftPixel) const {
    item->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    item->position->setCoords(m_plot->xAxis->pixelToCoord(topLeftPixel.x()),
                              m_plot->yAxis->pixelToCoord(topLeftPixel.y()));
}

QRectF RooflineLabels::itemBox(QCPItemText* item) const {
    // The corners QCPItemText reports (rotation included) at the current layout.
    QRectF box(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition());
    box = box.normalized();
    return box.united(QRectF(item->topRight->pixelPosition(), item->bottomLeft->pixelPosition()).normalized());
}

bool RooflineLabels::placeCeilingLabel(LabelLayout& layout, const Ceiling& ceiling, std::vector<QRectF>& placedAtLeft) {
    QCPItemText* label = ceiling.item;
    const QRectF area = layout.area();
    const QSizeF size = m_textSizes.size(label->font(), label->text(), label->padding());
    const double y = m_plot->yAxis->coordToPixel(ceiling.peak);
    const double ridge = m_plot->xAxis->coordToPixel(ceiling.ridge);
    // Left of the ridge, along the guide: at the left edge or just right of a ceiling label
    // already there (ceilings 2x apart are closer than a line of large text). Failing that, at
    // the right end of the ceiling; failing that, below it.
    std::vector<double> starts{area.left() + 2};
    for (const QRectF& other : placedAtLeft)
        starts.push_back(other.right() + 6);
    std::sort(starts.begin(), starts.end());
    std::vector<QRectF> spots;
    for (double start : starts) {
        if (start + size.width() > std::max(ridge, area.left() + 2 + size.width()))
            continue;
        spots.emplace_back(QPointF(start, y - size.height()), size);
        spots.emplace_back(QPointF(start, y), size);
    }
    const bool leftSpots = !spots.empty();
    spots.emplace_back(QPointF(area.right() - 2 - size.width(), y - size.height()), size);
    spots.emplace_back(QPointF(area.right() - 2 - size.width(), y), size);
    int chosen = -1;
    bool clear = true;
    for (auto strictness :
         {LabelLayout::Strictness::Clear, LabelLayout::Strictness::CrossLines, LabelLayout::Strictness::LeastOverlap}) {
        if (strictness == LabelLayout::Strictness::LeastOverlap && !ceiling.primary)
            break; // a secondary ceiling's label never covers another label or a point
        clear = strictness != LabelLayout::Strictness::LeastOverlap;
        if ((chosen = layout.choose(spots, strictness)) >= 0)
            break;
    }
    if (chosen < 0) { // no room (or taller than the axes)
        label->setVisible(false);
        return false;
    }
    const QRectF& box = spots[std::size_t(chosen)];
    if (leftSpots && box.left() < area.center().x())
        placedAtLeft.push_back(box);
    setTextCoords(label, box.topLeft());
    return clear;
}

namespace {

// Of the shifts in [lowest, highest] (octaves along a roof, `step` pixels each), the one nearest
// `start` that moves `box` clear of `taken`; none when none does.
std::optional<double> clearShift(const QRectF& box, const QPointF& step, double lowest, double highest, double start,
                                 const std::vector<QRectF>& taken) {
    const auto clear = [&](double t) {
        const QRectF moved = box.translated(step * t);
        return std::none_of(taken.begin(), taken.end(), [&](const QRectF& other) { return other.intersects(moved); });
    };
    for (double d = 0; d <= highest - lowest; d += 0.25)
        for (double t : {start + d, start - d})
            if (t >= lowest && t <= highest && clear(t))
                return t;
    return std::nullopt;
}

} // namespace

std::optional<double> RooflineLabels::roofShift(QCPItemText* label, const QRectF& area,
                                                const std::vector<QRectF>& avoid) const {
    const QRectF box = itemBox(label);
    const QPointF anchor = label->position->coords();
    // Moving t octaves along the roof moves the box by t * step pixels; each edge bounds t.
    const QPointF step = pixelOf(2 * anchor.x(), 2 * anchor.y()) - pixelOf(anchor.x(), anchor.y());
    double lowest = -std::numeric_limits<double>::infinity(), highest = -lowest;
    const auto bound = [&](double room, double perOctave) { // room + t * perOctave >= 0
        if (perOctave > 0)
            lowest = std::max(lowest, -room / perOctave);
        else if (perOctave < 0)
            highest = std::min(highest, -room / perOctave);
        else if (room < 0)
            highest = -std::numeric_limits<double>::infinity();
    };
    bound(box.left() - area.left(), step.x());
    bound(area.right() - box.right(), -step.x());
    bound(box.top() - area.top(), step.y());
    bound(area.bottom() - box.bottom(), -step.y());
    if (lowest > highest)
        return std::nullopt;
    return clearShift(box, step, lowest, highest, std::clamp(0.0, lowest, highest), avoid);
}

void RooflineLabels::keepRoofLabelInside(QCPItemText* label, const QRectF& area, const std::vector<QRectF>& avoid) {
    // A label fixed to a roof through the origin (y = bandwidth x: the datasheet's memory roof,
    // a measured one) slides along it until it reads whole inside the axes, clear of the roof
    // labels placed before it and of every point: large type, a narrow chart or a measured
    // GPU's long name pushed one past an edge, onto the ridge's label or over another GPU's
    // points. Failing that on one line, on two; failing that, across its roof. No room at all,
    // or a label fixed to a point (the ridge's): hidden, its line stays (a label cut at the edge
    // reads as another figure, one over the points hides them).
    const QPointF anchor = label->position->coords();
    if (label->rotation() != 0 || anchor.x() <= 0 || anchor.y() <= 0) {
        label->setVisible(area.contains(itemBox(label)));
        return;
    }
    const QString text = label->text();
    const Qt::Alignment side = label->positionAlignment();
    const Qt::Alignment across =
        side == (Qt::AlignLeft | Qt::AlignTop) ? Qt::AlignRight | Qt::AlignBottom : Qt::AlignLeft | Qt::AlignTop;
    for (const Qt::Alignment alignment : {side, across})
        for (const QString& candidate : {text, onTwoLines(text)}) {
            if (candidate.isEmpty())
                continue;
            label->setText(candidate);
            label->setPositionAlignment(alignment);
            if (const std::optional<double> octaves = roofShift(label, area, avoid)) {
                label->position->setCoords(anchor.x() * std::exp2(*octaves), anchor.y() * std::exp2(*octaves));
                return;
            }
        }
    label->setText(text);
    label->setPositionAlignment(side);
    label->setVisible(false);
}

QCPItemText* RooflineLabels::opLabel(std::size_t index) {
    while (m_opLabels.size() <= index) {
        auto* text = new QCPItemText(m_plot);
        text->setSelectable(false);
        text->setPadding(kPadding);
        text->position->setType(QCPItemPosition::ptPlotCoords);
        text->setLayer(m_opsLayer);
        text->setObjectName(QStringLiteral("op-label"));
        m_opLabels.push_back(text);
    }
    QCPItemText* text = m_opLabels[index];
    text->setVisible(true);
    return text;
}

QCPItemLine* RooflineLabels::leader(std::size_t index) {
    while (m_opLeaders.size() <= index) {
        auto* line = new QCPItemLine(m_plot);
        line->setLayer(m_opsLayer);
        line->setSelectable(false);
        m_opLeaders.push_back(line);
    }
    QCPItemLine* line = m_opLeaders[index];
    line->setVisible(true);
    return line;
}

bool RooflineLabels::shiftOpLabels() {
    // Points that moved a pixel or two keep their labels' spots: a slider step re-runs no search.
    if (m_placedOps.size() != m_ops.size())
        return false;
    std::vector<QPointF> points;
    points.reserve(m_ops.size());
    for (std::size_t i = 0; i < m_ops.size(); ++i) {
        const QPointF point = pixelOf(m_ops[i].x, m_ops[i].y);
        const PlacedOp& placed = m_placedOps[i];
        if (std::abs(point.x() - placed.point.x()) > 2 || std::abs(point.y() - placed.point.y()) > 2 ||
            !m_ops[i].variants.front().isEmpty() != !placed.text.isEmpty())
            return false;
        if (!placed.text.isEmpty() &&
            std::find(m_ops[i].variants.begin(), m_ops[i].variants.end(), placed.text) == m_ops[i].variants.end())
            return false;
        points.push_back(point);
    }
    const QRectF area = QRectF(m_plot->axisRect()->rect()).adjusted(2, 2, -2, -2);
    std::size_t leaders = 0;
    for (std::size_t i = 0, label = 0; i < m_ops.size(); ++i) {
        PlacedOp& placed = m_placedOps[i];
        if (placed.text.isEmpty())
            continue;
        const QSizeF size = m_textSizes.size(m_theme.baseFont(), placed.text, kPadding);
        const QRectF box(points[i] + placed.offset, size);
        if (!area.contains(box))
            return false;
        QCPItemText* item = m_opLabels[label++];
        setTextCoords(item, box.topLeft());
        if (placed.leader) {
            QCPItemLine* line = m_opLeaders[leaders++];
            const QPointF end = nearestPointOn(box, points[i]);
            line->end->setCoords(m_plot->xAxis->pixelToCoord(end.x()), m_plot->yAxis->pixelToCoord(end.y()));
            line->start->setCoords(m_ops[i].x, m_ops[i].y);
        }
        placed.point = points[i];
    }
    return true;
}

bool RooflineLabels::layout() {
    QCPAxisRect* rect = m_plot->axisRect();
    if (rect->width() < 20 || rect->height() < 20)
        return false;
    const LayoutKey key{rect->rect(), m_plot->xAxis->range(), m_plot->yAxis->range(), m_roofsGeneration,
                        m_opsGeneration};
    if (key == m_laidOut)
        return false;
    const bool onlyOpsMoved =
        key.rect == m_laidOut.rect && key.x == m_laidOut.x && key.y == m_laidOut.y && key.roofs == m_laidOut.roofs;
    m_laidOut = key;
    if (onlyOpsMoved && shiftOpLabels())
        return false;

    const QRectF area = QRectF(rect->rect()).adjusted(2, 2, -2, -2);
    LabelLayout layout(area);
    const double radius = 4.5 * m_theme.fontScale() + 1;
    std::vector<QRectF> taken; // what a fixed label keeps clear of: the points, then the labels placed
    if (forEachMarker)
        forEachMarker([&](double x, double y) {
            if (plottableOnRoofline(x, y)) {
                const QPointF p = pixelOf(x, y);
                taken.emplace_back(p.x() - radius, p.y() - radius, 2 * radius, 2 * radius);
                layout.addObstacle(taken.back());
            }
        });
    // The memory roof and the compute ceiling are crossed only as a last resort (thin
    // secondary ceilings may be: a label across a faint line reads fine, and avoiding them all
    // leaves no room near the top).
    for (const QLineF& line : m_lines)
        layout.addLine(QLineF(pixelOf(line.x1(), line.y1()), pixelOf(line.x2(), line.y2())));
    // The compute ceiling's label goes at the left end of its line (placeCeilingLabel): a roof
    // label slid up there would push it onto itself.
    for (const Ceiling& ceiling : m_ceilings)
        if (ceiling.primary) {
            const QSizeF size = m_textSizes.size(ceiling.item->font(), ceiling.item->text(), ceiling.item->padding());
            const double y = m_plot->yAxis->coordToPixel(ceiling.peak);
            taken.emplace_back(area.left() + 2, y - size.height(), size.width(), 2 * size.height());
        }
    for (const FixedLabel& fixed : m_fixedLabels) {
        fixed.item->setText(fixed.text);
        fixed.item->setPositionAlignment(fixed.alignment);
        fixed.item->position->setCoords(fixed.anchor);
        fixed.item->setVisible(fixed.visible);
        if (fixed.visible)
            keepRoofLabelInside(fixed.item, area, taken);
        if (fixed.item->visible()) {
            taken.push_back(itemBox(fixed.item));
            layout.addObstacle(taken.back());
        }
    }

    // From the top down: the highest ceiling takes the room above itself that the y range keeps
    // for it, and one just below (FP8 over BF16 is a factor 2, less than a line of large type
    // apart) goes under its own line instead of on top of the first. Where that leaves the
    // compute dtype's label no clear spot, it goes first and the others make way.
    std::vector<const Ceiling*> order;
    for (const Ceiling& ceiling : m_ceilings)
        order.push_back(&ceiling);
    std::stable_sort(order.begin(), order.end(), [](const Ceiling* a, const Ceiling* b) { return a->peak > b->peak; });
    const auto placeAll = [&](LabelLayout& placed) {
        std::vector<QRectF> placedAtLeft;
        bool primaryClear = true;
        for (const Ceiling* ceiling : order) {
            ceiling->item->setVisible(true);
            const bool clear = placeCeilingLabel(placed, *ceiling, placedAtLeft);
            primaryClear = primaryClear && (clear || !ceiling->primary);
        }
        return primaryClear;
    };
    LabelLayout topDown = layout;
    if (placeAll(topDown)) {
        layout = topDown;
    } else {
        std::stable_partition(order.begin(), order.end(), [](const Ceiling* c) { return c->primary; });
        placeAll(layout);
    }
    placeOpLabels(layout, radius);
    return false;
}

void RooflineLabels::placeOpLabels(LabelLayout& layout, double radius) {
    // Beside the point if there is room, else further away with a leader line, else a shorter
    // text, else none; never outside the axes.
    const QFont font = m_theme.baseFont();
    const double step = m_textSizes.size(font, QStringLiteral("Ag")).height() * 0.75;
    std::size_t count = 0, leaders = 0;
    m_placedOps.clear();
    for (const OpGroup& group : m_ops) {
        const QPointF point = pixelOf(group.x, group.y);
        PlacedOp placed{point, {}, {}, false};
        QRectF box;
        std::vector<std::vector<QRectF>> candidatesOf(group.variants.size());
        for (auto strictness : {LabelLayout::Strictness::Clear, LabelLayout::Strictness::CrossLines}) {
            for (std::size_t v = 0; v < group.variants.size(); ++v) {
                const QString& text = group.variants[v];
                std::vector<QRectF>& candidates = candidatesOf[v];
                if (candidates.empty())
                    candidates =
                        LabelLayout::candidatesAround(point, m_textSizes.size(font, text, kPadding), radius, step, 10);
                const int chosen = layout.choose(candidates, strictness);
                if (chosen >= 0) {
                    box = candidates[std::size_t(chosen)];
                    placed.text = text;
                    break;
                }
            }
            if (!placed.text.isEmpty())
                break;
        }
        if (!placed.text.isEmpty()) {
            placed.offset = box.topLeft() - point;
            const QPointF end = nearestPointOn(box, point);
            placed.leader = QLineF(point, end).length() > radius + 6;
            QCPItemText* label = opLabel(count++);
            if (label->text() != placed.text)
                label->setText(placed.text);
            label->setFont(font);
            const QColor colour = group.bound == Bound::Memory ? m_theme.memoryBound() : m_theme.computeBound();
            label->setColor(colour);
            setTextCoords(label, box.topLeft());
            if (placed.leader) {
                QCPItemLine* line = leader(leaders++);
                line->start->setCoords(group.x, group.y);
                line->end->setCoords(m_plot->xAxis->pixelToCoord(end.x()), m_plot->yAxis->pixelToCoord(end.y()));
                QColor faded = colour;
                faded.setAlpha(150);
                line->setPen(QPen(faded, 1.0));
            }
        }
        m_placedOps.push_back(placed);
    }
    for (std::size_t i = count; i < m_opLabels.size(); ++i)
        m_opLabels[i]->setVisible(false);
    for (std::size_t i = leaders; i < m_opLeaders.size(); ++i)
        m_opLeaders[i]->setVisible(false);
}

} // namespace rooflab
