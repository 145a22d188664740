#pragma once
// The answer to "where does that number come from?": a small window beside the pointer with the
// figure's derivation, today's values substituted, and the papers or datasheets behind it.
#include "core/explain.h"

#include <QFrame>
#include <QString>
#include <QStringList>

#include <vector>

class QLabel;
class QScrollArea;

namespace rooflab {

class ExplainPopup : public QFrame {
    Q_OBJECT
public:
    explicit ExplainPopup(QWidget* parent = nullptr);

    // Shows one or more explanations (a roofline point has two: attainable rate and time)
    // near `globalPos`, kept on the screen, under `heading` (what was clicked: "QKV projection,
    // compute-bound") when there is one. Taller than the screen, it scrolls.
    void showExplanations(const std::vector<Explanation>& explanations, const QPoint& globalPos,
                          const QString& heading = {});
    // How much larger than the application's font it writes (presentation mode: the chart
    // theme's scale, readable from the back of a hall).
    void setTextScale(double scale);
    // As shown, for the tests: the title, the lines and the sources as plain text.
    QString plainText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    // The derivations as rich text for the label and as plain lines (for plainText() and for
    // measuring the width): the heading, each figure's title and lines, then their sources.
    void composeText(const std::vector<Explanation>& explanations, const QString& heading, QString& html,
                     QStringList& plain) const;
    // As wide as the longest of `plain` needs, up to most of `area`; as tall as the text, up to
    // nine tenths of it, with a scroll bar beyond.
    void fitToText(const QStringList& plain, const QRect& area);
    // Below and right of `globalPos`, moved back inside `area` where it would leave it.
    void placeNear(const QPoint& globalPos, const QRect& area);

    QScrollArea* m_scroll = nullptr;
    QLabel* m_text = nullptr;
    std::vector<Explanation> m_shown;
    QString m_plain;
};

} // namespace rooflab
