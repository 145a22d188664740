#include "statusline.h"

#include "document/format.h"

#include <QLabel>
#include <QStatusBar>
#include <QTimer>

namespace rooflab {

StatusLine::StatusLine(QStatusBar* bar)
    : QObject(bar) {
    m_verdict = new QLabel(bar);
    m_verdict->setObjectName(QStringLiteral("verdictLabel"));
    m_speed = new QLabel(bar);
    m_speed->setObjectName(QStringLiteral("speedLabel"));
    // The message goes in the verdict label itself rather than QStatusBar::showMessage, which
    // painted over the label when both were set while the window was being shown.
    bar->addWidget(m_verdict, 1);
    bar->addPermanentWidget(m_speed);
    m_messageTimer = new QTimer(this);
    m_messageTimer->setSingleShot(true);
    connect(m_messageTimer, &QTimer::timeout, this, &StatusLine::messageTimedOut);
}

void StatusLine::showReport(const Report& report, const MemoryVerdict& verdict) {
    const RooflineReport& roof = report.roofline;
    const QString phase = roof.phase == Phase::Train     ? tr("training")
                          : roof.phase == Phase::Prefill ? tr("prefill")
                                                         : tr("decode");
    // Training uses the step-time model (communication, bubble, efficiency); inference the roofline.
    const bool training = roof.phase == Phase::Train && report.step.timeS > 0;
    const double time = training ? report.step.timeS : roof.stepTimeS;
    const double mfu = training ? report.step.mfu : roof.predictedMfu;
    // A serving block answers how fast it serves; the roofline's figures would be a second answer.
    if (report.serving && report.serving->fits && roof.phase != Phase::Train)
        m_speed->setText(tr("serving: TTFT %1, TPOT %2")
                             .arg(format::duration(report.serving->ttftS), format::duration(report.serving->tpotS)));
    else
        m_speed->setText(tr("%1: %2, MFU %3 %").arg(phase, format::duration(time), format::percent(mfu)));
    if (m_messageTimer->isActive())
        return; // the verdict comes back when the message times out
    QString text = verdict.joined(QStringLiteral(" - "));
    QString tip = text;
    if (!report.warnings.empty()) {
        QStringList warnings;
        for (const std::string& w : report.warnings)
            warnings << QString::fromStdString(w);
        text +=
            tr("   |   warning: %1%2")
                .arg(warnings.first(), warnings.size() > 1 ? tr(" (+%1 more)").arg(warnings.size() - 1) : QString());
        tip += QLatin1Char('\n') + warnings.join(QLatin1Char('\n'));
    }
    m_verdict->setText(text);
    m_verdict->setToolTip(tip);
}

void StatusLine::showProblems(const QStringList& problems) {
    m_messageTimer->stop();
    m_verdict->setText(tr("Not evaluated: %1").arg(problems.join(QStringLiteral("; "))));
    m_verdict->setToolTip(problems.join(QLatin1Char('\n')));
    m_speed->clear(); // the last valid scenario's step time would answer for this one
}

void StatusLine::showMessage(const QString& text, int milliseconds) {
    m_verdict->setText(text);
    m_verdict->setToolTip(text);
    m_messageTimer->start(milliseconds);
}

} // namespace rooflab
