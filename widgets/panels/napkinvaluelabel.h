#pragma once
// A figure of the napkin panel, which changes on every slider step. A word-wrapped QLabel
// answers its size hints by laying out its text (heightForWidth), and every setText re-runs the
// panel's layout: that cost 2 ms per step (bench_interaction). This one wraps when painting and
// reports a height of whole lines (two at least) that changes only when the text needs another
// line: a longer language or a narrower strip grows it, a slider step almost never does.
#include <QLabel>

namespace rooflab {

class NapkinValueLabel : public QLabel {
public:
    using QLabel::QLabel;
    QSize sizeHint() const override { return {220, heightFor(m_lines)}; }
    QSize minimumSizeHint() const override { return {96, heightFor(m_lines)}; }
    bool hasHeightForWidth() const override { return false; }

    // Slider steps only ever add a line (a figure that needs three lines now and then must
    // not relayout the panel back and forth); a resize or a new language may take lines away.
    void fitLines(bool mayShrink);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    int lineHeight() const;
    int heightFor(int lines) const;

    int m_lines = 2;
};

} // namespace rooflab
