#pragma once
// A combo box of the sidebar that shows its current text whole, or cut with "…" where the
// column is narrower than the text (a long item, a longer language): never cut off mid-word
// without a sign. The whole text is in its tooltip then, and the open list is as wide as its
// widest item.
#include <QComboBox>

namespace rooflab {

class ElidingComboBox : public QComboBox {
    Q_OBJECT
public:
    explicit ElidingComboBox(QWidget* parent = nullptr);
    // The text as painted now: currentText(), or its start and "…".
    QString displayedText() const;
    void showPopup() override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    int textWidth() const; // the room for the text in the box
};

} // namespace rooflab
