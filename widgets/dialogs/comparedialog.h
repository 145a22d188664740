#pragma once
// File > Compare with file...: the current scenario beside a saved one. Training memory of
// both as bars on one axis, the speed, time and cost figures with their change, and the
// settings that differ. It edits nothing: closing it leaves the scenario as it was. The
// comparison comes made (document/scenariocomparison.h) from a function the window gives, which
// the dialog calls again when the language changes.
#include "document/scenariocomparison.h"
#include "widgets/charts/charttheme.h"

#include <QDialog>

#include <functional>

class QEvent;
class QLabel;
class QListWidget;
class QTableWidget;

namespace rooflab {

class ComparisonChart;

class CompareDialog : public QDialog {
    Q_OBJECT
public:
    using Compare = std::function<ScenarioComparison()>;
    CompareDialog(Compare compare, const ChartTheme& theme, QWidget* parent = nullptr);

    const ScenarioComparison& comparison() const { return m_comparison; }
    ComparisonChart* chart() const { return m_chart; }
    QTableWidget* figures() const { return m_figures; }
    QListWidget* differences() const { return m_differences; }
    // The line under the title: which sides were not evaluated, and why (empty when both were).
    QString problemsText() const;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refill();
    void fillFigures();
    void fitSideHeaders();
    void fillDifferences();
    void fitDifferences();

    Compare m_compare;
    ScenarioComparison m_comparison;
    QLabel* m_heading = nullptr;
    QLabel* m_problems = nullptr;
    ComparisonChart* m_chart = nullptr;
    QTableWidget* m_figures = nullptr;
    QLabel* m_differencesHeading = nullptr;
    QListWidget* m_differences = nullptr;
};

} // namespace rooflab
