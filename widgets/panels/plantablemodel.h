#pragma once
// The Plan tab's table: one row per ranked layout (document/planrunner.h made them), its
// figures written as the rest of the window writes them. Sorting goes through Qt::UserRole,
// the figure itself, so "1.2 s" sorts before "950 ms" the right way.
#include "document/format.h"
#include "document/planrunner.h"

#include <QAbstractTableModel>

#include <vector>

namespace rooflab {

class PlanTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Rank, Layout, StepTime, Throughput, Mfu, PeakMemory, Verdict, Why, ColumnCount };
    // A serving plan's figures take the training figures' places (the rows say which they are);
    // its memory verdict is part of meeting the SLOs, and the panel hides that column.
    enum ServingColumn { Ttft = StepTime, Tpot = Throughput, OutputPerGpu = Mfu, MeetsSlo = PeakMemory };

    explicit PlanTableModel(QObject* parent = nullptr);

    void setRows(std::vector<PlanRow> rows);
    const std::vector<PlanRow>& rows() const { return m_rows; }
    bool servingRows() const { return !m_rows.empty() && m_rows.front().serving; }
    void setUnit(MemoryUnit unit);
    // Stale rows (of the scenario before the last edit) are written in the disabled text colour.
    void setStale(bool stale);
    bool isStale() const { return m_stale; }
    // The rows as CSV (RFC 4180), figures in plain numbers (seconds, bytes), headers in English
    // so a script can read them in any language.
    QString toCsv() const;
    static QString verdictText(const QString& verdictId);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString displayText(const PlanRow& row, int column) const;
    QString servingText(const PlanRow& row, int column) const;
    QVariant sortKey(const PlanRow& row, int column) const;
    QVariant servingSortKey(const PlanRow& row, int column) const;
    QString servingHeader(int section) const;

    std::vector<PlanRow> m_rows;
    bool m_severalGpuCounts = false; // a plan.gpus range: the layout names its GPU count
    MemoryUnit m_unit = MemoryUnit::GiB;
    bool m_stale = false;
};

} // namespace rooflab
