#pragma once
// Side-by-side stacked bars of training memory for one scenario varied along one dimension
// (ZeRO stage, checkpointing, precision, sequence length), against the GPU's capacity.
#include "core/report.h"
#include "widgets/charttheme.h"
#include "widgets/memorychart.h"

#include <QString>
#include <QWidget>

#include <vector>

class QCustomPlot;

namespace rooflab {

struct ComparisonColumn {
    QString label;         // x-axis category, e.g. "ZeRO-2"
    TrainingMemory memory; // memory.capacity is the capacity line
};

class ComparisonChart : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonChart(QWidget* parent = nullptr);

    // `gpuName` labels the capacity line, as in the single-scenario chart.
    void setColumns(const QString& title, const std::vector<ComparisonColumn>& columns, const QString& gpuName = {});
    void setUnit(MemoryUnit unit);
    MemoryUnit unit() const;
    void setTheme(const ChartTheme& theme);
    QCustomPlot* plot() const;
    QString verdictText() const;
    QString capacityLabel() const; // "H100 SXM 80GB\ncapacity 74.5 GiB"

private:
    // Same bars, colours and legend as the single-scenario chart: it draws for us.
    MemoryChart* m_chart = nullptr;
};

} // namespace rooflab
