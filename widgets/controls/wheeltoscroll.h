#pragma once
// The mouse wheel over a long column of controls scrolls the column: a combo box, spin box or
// slider under the pointer changes only once it has the keyboard focus (a click or Tab gave it),
// so a user scrolling the sidebar never switches a setting unseen.
#include <QObject>

class QScrollArea;
class QWidget;

namespace rooflab {

class WheelToScroll : public QObject {
    Q_OBJECT
public:
    // Watches every combo box, spin box and slider inside `scroll`'s widget.
    explicit WheelToScroll(QScrollArea* scroll);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QScrollArea* m_scroll;
};

} // namespace rooflab
