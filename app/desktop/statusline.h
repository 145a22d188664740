#pragma once
// The status bar's two labels: on the left the memory verdict (or why the scenario was not
// evaluated, or a passing message such as "Saved"), on the right the step time and MFU.
#include "core/model/report.h"
#include "document/memorystacks.h"

#include <QObject>

class QLabel;
class QStatusBar;
class QTimer;

namespace rooflab {

class StatusLine : public QObject {
    Q_OBJECT
public:
    explicit StatusLine(QStatusBar* bar);

    // The verdict the memory chart shows, the report's warnings and its speed.
    void showReport(const Report& report, const MemoryVerdict& verdict);
    void showProblems(const QStringList& problems);
    // Shown in place of the verdict for `milliseconds`; then timedOut() asks for the verdict back.
    void showMessage(const QString& text, int milliseconds);

signals:
    void messageTimedOut();

private:
    QLabel* m_verdict = nullptr;
    QLabel* m_speed = nullptr;
    QTimer* m_messageTimer = nullptr;
};

} // namespace rooflab
