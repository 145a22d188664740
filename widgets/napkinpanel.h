#pragma once
// The back-of-the-napkin answers under the charts: total training FLOPs (6ND and detailed),
// days, GPU-hours, cost, the fit answers (largest model, largest micro-batch, fewest GPUs),
// predicted step time and MFU, KV cache per token. Every figure carries its unit; a figure that
// is zero or undefined shows "—" and the reason instead of 0, NaN or inf.
#include "core/report.h"
#include "core/scenario.h"

#include <QString>
#include <QWidget>

class QFormLayout;
class QHBoxLayout;
class QLabel;

namespace rooflab {

class NapkinPanel : public QWidget {
    Q_OBJECT
public:
    explicit NapkinPanel(QWidget* parent = nullptr);

    void setReport(const Scenario& scenario, const Report& report);

    // The text shown for a row, by its objectName ("napkinFlops6nd", ...); for tests.
    QString valueText(const QString& objectName) const;

    // Formatting helpers shared with the status bar: three significant digits in the current
    // QLocale with an SI prefix (k .. Y), e.g. formatSi(3.15e23, "FLOP") = "315 ZFLOP"; beyond
    // the prefixes the exponent is written out. Never prints NaN or inf.
    static QString formatSi(double value, const QString& unit);
    static QString formatCount(double value); // "7B", "1.4T" (parameters, tokens)
    static QString formatDuration(double seconds);
    static QString unavailable(const QString& reason); // "— (reason)"

private:
    // Sections sit side by side (the panel lives in a strip under the charts); rows go into the
    // section begun last.
    void addSection(const QString& title);
    QLabel* addRow(const QString& objectName, const QString& label, const QString& toolTip);

    QHBoxLayout* m_columns = nullptr;
    QFormLayout* m_form = nullptr;
    QLabel* m_flops6nd = nullptr;
    QLabel* m_flopsDetailed = nullptr;
    QLabel* m_days = nullptr;
    QLabel* m_gpuHours = nullptr;
    QLabel* m_cost = nullptr;
    QLabel* m_maxModel = nullptr;
    QLabel* m_maxMicroBatch = nullptr;
    QLabel* m_minGpus = nullptr;
    QLabel* m_stepTime = nullptr;
    QLabel* m_mfu = nullptr;
    QLabel* m_tokensPerSecond = nullptr;
    QLabel* m_kvPerToken = nullptr;
    QLabel* m_inferenceFit = nullptr;
};

} // namespace rooflab
