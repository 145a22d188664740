#include "widgets/charts/baraxislabels.h"

#include "widgets/charts/charttheme.h"

#include <qcustomplot.h>

#include <QFontMetricsF>

#include <algorithm>

namespace rooflab {

BarAxisLabels::BarAxisLabels(QCustomPlot* plot)
    : m_plot(plot)
    , m_ticker(new QCPAxisTickerText)
    , m_capacityTicker(new QCPAxisTickerText) {
    m_plot->xAxis->setTicker(m_ticker);
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->xAxis->setTickLength(0, 0);
    m_plot->xAxis->setSubTicks(false);

    m_capacityLine = new QCPItemLine(m_plot);
    m_capacityLine->setObjectName(QStringLiteral("capacity-line"));
    m_capacityLine->setSelectable(false);
    m_plot->yAxis2->setVisible(true);
    m_plot->yAxis2->setTicker(m_capacityTicker);
    m_plot->yAxis2->setSubTicks(false);
    m_plot->yAxis2->grid()->setVisible(false);
    QObject::connect(m_plot->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), m_plot->yAxis2,
                     qOverload<const QCPRange&>(&QCPAxis::setRange));
}

void BarAxisLabels::applyTheme(const ChartTheme& theme) {
    m_textSizes.clear();
    m_wrappedCategories.clear();
    m_capacityLine->setPen(theme.pen(theme.capacity(), 1.0, Qt::DashLine));
    m_plot->yAxis2->setTickLabelFont(theme.baseFont());
    m_plot->yAxis2->setTickLabelColor(theme.capacity());
    m_plot->yAxis2->setBasePen(Qt::NoPen);
    m_plot->yAxis2->setTickPen(theme.pen(theme.capacity()));
    m_plot->yAxis2->setTickLength(0, qRound(8 * theme.fontScale()));
}

void BarAxisLabels::setCategories(const std::vector<QString>& categories) {
    if (categories == m_categories)
        return;
    m_categories = categories;
    m_ticker->clear();
    for (std::size_t i = 0; i < categories.size(); ++i)
        m_ticker->addTick(double(i + 1), categories[i]);
}

void BarAxisLabels::setCapacity(double value, double lineEnd, const QString& name, const QString& capacityText) {
    m_capacity = value;
    m_capacityName = name;
    m_capacityText = capacityText;
    m_capacityLine->setVisible(value > 0);
    m_capacityLine->start->setCoords(-10.0, value);
    m_capacityLine->end->setCoords(lineEnd, value);
    m_capacityTicker->clear();
    if (value > 0)
        m_capacityTicker->addTick(value, capacityLabel());
}

QString BarAxisLabels::capacityLabel() const {
    // Two short lines keep the right-hand axis narrow: "H100 SXM 80GB" / "capacity 74.5 GiB";
    // in a narrow chart with large type (half a projector) each wraps further, so that the
    // label leaves the bars at least four fifths of the width.
    if (m_capacity <= 0)
        return {};
    const QFont font = m_plot->yAxis2->tickLabelFont();
    const double room = std::max(140.0, m_plot->width() / 5.0);
    // Asked on every slider step: measured again only when the text, font or room changed.
    const QString key = m_capacityName + QLatin1Char('\x1f') + m_capacityText + QLatin1Char('\x1f') + font.key() +
                        QLatin1Char('\x1f') + QString::number(room);
    if (key == m_labelKey)
        return m_label;
    const auto fitted = [&](const QString& line) {
        return QFontMetricsF(font).horizontalAdvance(line) > room ? wrapWords(line, font, room) : line;
    };
    m_labelKey = key;
    m_label = m_capacityName.isEmpty() ? fitted(m_capacityText)
                                       : fitted(m_capacityName) + QLatin1Char('\n') + fitted(m_capacityText);
    return m_label;
}

bool BarAxisLabels::fit(double categoryWidth) {
    bool changed = false;
    const QFont tickFont = m_plot->xAxis->tickLabelFont();
    QMap<double, QString> ticks;
    for (std::size_t i = 0; i < m_categories.size(); ++i) {
        const QString& text = m_categories[i];
        if (m_textSizes.size(tickFont, text).width() <= categoryWidth) {
            ticks.insert(double(i + 1), text);
            continue;
        }
        const QString key = text + QLatin1Char('\x1f') + QString::number(int(categoryWidth));
        auto wrapped = m_wrappedCategories.constFind(key);
        if (wrapped == m_wrappedCategories.constEnd())
            wrapped = m_wrappedCategories.insert(key, wrapWords(text, tickFont, categoryWidth - 8));
        ticks.insert(double(i + 1), *wrapped);
    }
    if (ticks != m_ticker->ticks()) {
        m_ticker->setTicks(ticks);
        changed = true;
    }
    if (m_capacity > 0) {
        const QString label = capacityLabel();
        if (m_capacityTicker->ticks().value(m_capacity) != label) {
            m_capacityTicker->clear();
            m_capacityTicker->addTick(m_capacity, label);
            changed = true;
        }
    }
    return changed;
}

const QMap<double, QString>& BarAxisLabels::ticks() const {
    return m_ticker->ticks();
}

const QMap<double, QString>& BarAxisLabels::capacityTicks() const {
    return m_capacityTicker->ticks();
}

} // namespace rooflab
