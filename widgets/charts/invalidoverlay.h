#pragma once
// A veil over a chart whose scenario is invalid: the chart underneath shows through greyed out,
// the reason is written across it, and clicks do not reach the stale figures (an explanation of
// them would describe a scenario that is no longer the one on screen).
#include <QLabel>

namespace rooflab {

class InvalidOverlay : public QLabel {
    Q_OBJECT
public:
    // Covers `chart` (and follows its size); hidden until showReason().
    explicit InvalidOverlay(QWidget* chart);

    // `reason` is written over the greyed chart.
    void showReason(const QString& reason);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
};

} // namespace rooflab
