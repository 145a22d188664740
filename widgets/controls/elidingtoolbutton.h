#pragma once
// A tool button whose text (a list: Megatron's recompute modules) fills its row of the sidebar
// and is cut with "…" where the row is narrower, instead of widening the sidebar or being
// clipped mid-word. The whole text stays in text(); the tooltip should name it too.
#include <QToolButton>

namespace rooflab {

class ElidingToolButton : public QToolButton {
    Q_OBJECT
public:
    explicit ElidingToolButton(QWidget* parent = nullptr);
    // The text as painted now: text(), or its start and "…".
    QString displayedText() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int textWidth() const; // the room for the text in the button
};

} // namespace rooflab
