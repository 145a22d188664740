#pragma once
// The GPU panel's table of measured points: one row per point of every source of the
// measurement store (loaded files, the live sweep), following the store's signals; failed
// points in red, points that failed their check shaded. Rows know their source by id, so a
// language switch writes them again in place (the selection stays).
#include <QString>
#include <QTableWidget>

namespace rooflab {

class MeasurementStore;
struct BenchPoint;

class GpuResultsTable : public QTableWidget {
    Q_OBJECT
public:
    explicit GpuResultsTable(const MeasurementStore* store, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void onSourceAdded(const QString& id);
    void onSourceChanged(const QString& id);
    void onPointsAppended(const QString& id, int first);
    void onSourceRemoved(const QString& id);
    // Rows for points [first, end) of source `id`, inserted at `row`.
    void insertRows(int row, const QString& id, int first);
    QString rowSource(int row) const;
    void fillRow(int row);
    void fitColumns();

    const MeasurementStore* m_store;
};

} // namespace rooflab
