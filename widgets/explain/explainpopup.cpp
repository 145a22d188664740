#include "widgets/explain/explainpopup.h"

#include <algorithm>

#include <QApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace rooflab {

ExplainPopup::ExplainPopup(QWidget* parent)
    : QFrame(parent, Qt::Popup) {
    setObjectName(QStringLiteral("explainPopup"));
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 10);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("explainText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long derivation (the predicted MFU's) is taller than a 1080-line screen: it scrolls.
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("explainScroll"));
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(false);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidget(m_text);
    layout->addWidget(m_scroll);
}

void ExplainPopup::setTextScale(double scale) {
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * scale);
    setFont(font);
}

void ExplainPopup::showExplanations(const std::vector<Explanation>& explanations, const QPoint& globalPos,
                                    const QString& heading) {
    m_shown = explanations;
    QString html;
    QStringList plain;
    composeText(explanations, heading, html, plain);
    m_plain = plain.join(QLatin1Char('\n'));
    m_text->setText(html);

    // As wide as the longest line needs, up to most of the screen; then keep it on the screen.
    const QScreen* screen = QGuiApplication::screenAt(globalPos);
    const QRect area = screen ? screen->availableGeometry() : QRect(0, 0, 1920, 1080);
    fitToText(plain, area);
    placeNear(globalPos, area);
    show();
}

void ExplainPopup::composeText(const std::vector<Explanation>& explanations, const QString& heading, QString& html,
                               QStringList& plain) const {
    if (!heading.isEmpty()) {
        html +=
            QStringLiteral("<p style='margin:0 0 6px 0; font-size:large'><b>%1</b></p>").arg(heading.toHtmlEscaped());
        plain << heading;
    }
    std::vector<std::string> sources;
    for (const Explanation& e : explanations) {
        if (e.lines.empty())
            continue;
        html += QStringLiteral("<p style='margin:0 0 4px 0'><b>%1</b></p>")
                    .arg(QString::fromStdString(e.title).toHtmlEscaped());
        plain << QString::fromStdString(e.title);
        html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
        for (const std::string& line : e.lines) {
            html += QStringLiteral("<tr><td>%1</td></tr>").arg(QString::fromStdString(line).toHtmlEscaped());
            plain << QString::fromStdString(line);
        }
        html += QStringLiteral("</table>");
        for (const std::string& source : e.sources)
            if (std::find(sources.begin(), sources.end(), source) == sources.end())
                sources.push_back(source);
    }
    if (plain.size() == (heading.isEmpty() ? 0 : 1)) {
        html += tr("No derivation for this figure.").toHtmlEscaped();
        plain << tr("No derivation for this figure.");
    }
    if (!sources.empty()) {
        QStringList items;
        for (const std::string& source : sources)
            items << QString::fromStdString(source);
        const QString joined = items.join(QStringLiteral("; "));
        html += QStringLiteral("<p style='margin:6px 0 0 0'><i>%1</i> %2</p>")
                    .arg(tr("Sources:").toHtmlEscaped(), joined.toHtmlEscaped());
        plain << tr("Sources:") + QLatin1Char(' ') + joined;
    }
}

void ExplainPopup::fitToText(const QStringList& plain, const QRect& area) {
    const int maxWidth = std::max(320, area.width() * 3 / 5);
    int longest = 0;
    for (const QString& line : plain)
        longest = std::max(longest, m_text->fontMetrics().horizontalAdvance(line));
    // The text at its width and full height inside the scroll area; the area as tall as the
    // text where it fits, else nine tenths of the screen with a scroll bar to the rest.
    const int textWidth = std::min(maxWidth, longest + 8);
    m_text->setFixedWidth(textWidth);
    m_text->setMinimumHeight(0); // the last derivation's height would bound this one's
    m_text->setMaximumHeight(QWIDGETSIZE_MAX);
    const int textHeight = m_text->heightForWidth(textWidth);
    m_text->setFixedHeight(textHeight);
    const QMargins margins = layout()->contentsMargins();
    const int room = area.height() * 9 / 10 - margins.top() - margins.bottom();
    const bool scrolls = textHeight > room;
    m_scroll->setFixedSize(textWidth + (scrolls ? m_scroll->verticalScrollBar()->sizeHint().width() : 0),
                           std::min(textHeight, room));
    adjustSize();
}

void ExplainPopup::placeNear(const QPoint& globalPos, const QRect& area) {
    QPoint topLeft = globalPos + QPoint(12, 12);
    if (topLeft.x() + width() > area.right())
        topLeft.setX(std::max(area.left(), area.right() - width()));
    if (topLeft.y() + height() > area.bottom())
        topLeft.setY(std::max(area.top(), globalPos.y() - height() - 12));
    move(topLeft);
}

QString ExplainPopup::plainText() const {
    return m_plain;
}

void ExplainPopup::changeEvent(QEvent* event) {
    // The derivation's words come from the language they were made in: a switch closes it.
    if (event->type() == QEvent::LanguageChange)
        hide();
    QFrame::changeEvent(event);
}

} // namespace rooflab
