#include "widgets/panels/bitlayoutview.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

namespace rooflab {

BitLayoutView::BitLayoutView(QWidget* parent)
    : QWidget(parent) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    retranslateUi();
}

void BitLayoutView::retranslateUi() {
    // A parent may have named the view after its format ("FP16 bits"), and parents retranslate
    // first: only a name this view gave itself is replaced.
    const QString name = tr("Bit layout");
    if (accessibleName().isEmpty() || accessibleName() == m_defaultName)
        setAccessibleName(name);
    m_defaultName = name;
    updateDescription();
}

void BitLayoutView::setFields(int signBits, int exponentBits, int mantissaBits) {
    m_widths[0] = std::max(0, signBits);
    m_widths[1] = std::max(0, exponentBits);
    m_widths[2] = std::max(0, mantissaBits);
    m_bits.clear();
    m_fieldBits.clear();
    updateGeometry();
    updateDescription();
    update();
}

void BitLayoutView::setBits(const QString& bitString) {
    m_bits = bitString;
    m_fieldBits = bitString.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    // bitString leaves out empty fields; map what it gives onto the non-empty ones.
    QStringList aligned;
    int next = 0;
    for (int width : m_widths)
        aligned << (width > 0 && next < m_fieldBits.size() ? m_fieldBits.at(next++) : QString());
    m_fieldBits = aligned;
    updateDescription();
    update();
}

void BitLayoutView::setTheme(const ChartTheme& theme) {
    m_theme = theme;
    update();
}

QColor BitLayoutView::fieldColor(Field field) {
    // Okabe & Ito (2008): reddish purple, blue and orange stay apart for the common forms of
    // colour blindness, and differ in lightness too (blue is dark, the other two light).
    switch (field) {
    case Field::Sign:
        return QColor(0xCC, 0x79, 0xA7);
    case Field::Exponent:
        return QColor(0x00, 0x72, 0xB2);
    case Field::Mantissa:
        return QColor(0xE6, 0x9F, 0x00);
    }
    return Qt::gray;
}

QSize BitLayoutView::boxSize() const {
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const int digit =
        std::max(metrics.horizontalAdvance(QLatin1Char('0')), metrics.horizontalAdvance(QLatin1Char('1')));
    return {digit + 6, metrics.height() + 8};
}

int BitLayoutView::fieldGap() const {
    return std::max(4, boxSize().width() / 2);
}

QSize BitLayoutView::sizeHint() const {
    const QSize box = boxSize();
    int width = 0;
    int fields = 0;
    for (int bits : m_widths) {
        width += bits * box.width();
        fields += bits > 0 ? 1 : 0;
    }
    width += std::max(0, fields - 1) * fieldGap();
    return {std::max(width, box.width()), box.height()};
}

void BitLayoutView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    const QSize box = boxSize();
    const int top = (height() - box.height()) / 2;
    const Field fields[] = {Field::Sign, Field::Exponent, Field::Mantissa};
    int x = 0;
    for (int f = 0; f < 3; ++f) {
        if (m_widths[f] == 0)
            continue;
        const QColor fill = fieldColor(fields[f]);
        const QString bits = f < m_fieldBits.size() ? m_fieldBits.at(f) : QString();
        for (int i = 0; i < m_widths[f]; ++i) {
            // A hairline of background between boxes keeps every bit countable.
            const QRect rect(x + 1, top + 1, box.width() - 2, box.height() - 2);
            painter.fillRect(rect, fill);
            if (i < bits.size()) {
                painter.setPen(ChartTheme::textOn(fill));
                painter.drawText(rect, Qt::AlignCenter, bits.at(i));
            }
            x += box.width();
        }
        x += fieldGap();
    }
}

void BitLayoutView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    else if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void BitLayoutView::updateDescription() {
    const QString sign = m_fieldBits.value(0);
    const QString exponent = m_fieldBits.value(1);
    const QString mantissa = m_fieldBits.value(2);
    QString text =
        tr("%1 sign bit(s), %2 exponent bits, %3 mantissa bits").arg(m_widths[0]).arg(m_widths[1]).arg(m_widths[2]);
    if (!m_bits.isEmpty())
        text +=
            QLatin1Char('\n') + tr("sign %1, exponent %2, mantissa %3")
                                    .arg(sign.isEmpty() ? tr("none") : sign, exponent.isEmpty() ? tr("none") : exponent,
                                         mantissa.isEmpty() ? tr("none") : mantissa);
    setToolTip(text);
    setAccessibleDescription(text);
}

} // namespace rooflab
