#include "widgets/comparisonchart.h"

#include <QVBoxLayout>

namespace rooflab {

ComparisonChart::ComparisonChart(QWidget* parent) : QWidget(parent), m_chart(new MemoryChart(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_chart);
}

void ComparisonChart::setColumns(const QString& title, const std::vector<ComparisonColumn>& columns,
                                 const QString& gpuName) {
    std::vector<MemoryStack> stacks;
    stacks.reserve(columns.size());
    double capacity = 0;
    int fitting = 0;
    QStringList fitLabels;
    for (const ComparisonColumn& column : columns) {
        // Each bar is its scenario's peak, which may fall in another phase of the step.
        stacks.push_back({column.label, MemoryChart::trainingSegments(column.memory), MemoryChart::peakNote(column.memory), QString()});
        if (capacity <= 0)
            capacity = column.memory.capacity;
        if (column.memory.fits) {
            ++fitting;
            fitLabels << column.label;
        }
    }
    QString verdict;
    if (!columns.empty()) {
        verdict = fitting == 0 ? tr("none of the %1 options fits").arg(columns.size())
                               : tr("%1 of %2 fit: %3").arg(fitting).arg(columns.size()).arg(fitLabels.join(QStringLiteral(", ")));
    }
    m_chart->setStacks(title, stacks, capacity, gpuName, verdict, fitting > 0);
}

QString ComparisonChart::capacityLabel() const {
    return m_chart->capacityLabel();
}

void ComparisonChart::setUnit(MemoryUnit unit) {
    m_chart->setUnit(unit);
}

MemoryUnit ComparisonChart::unit() const {
    return m_chart->unit();
}

void ComparisonChart::setTheme(const ChartTheme& theme) {
    m_chart->setTheme(theme);
}

QCustomPlot* ComparisonChart::plot() const {
    return m_chart->plot();
}

QString ComparisonChart::verdictText() const {
    return m_chart->verdictText();
}

} // namespace rooflab
