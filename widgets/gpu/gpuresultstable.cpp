#include "widgets/gpu/gpuresultstable.h"

#include "document/format.h"
#include "document/measurementstore.h"
#include "widgets/gpu/gpupanel.h"

#include <QEvent>
#include <QHeaderView>

#include <string_view>

namespace rooflab {

namespace {

enum Column {
    ColSource,
    ColKind,
    ColDtype,
    ColShape,
    ColTime,
    ColTflops,
    ColGbps,
    ColIntensity,
    ColVerified,
    ColError,
    ColumnCount
};

// Data of a row's source cell: the source's id and the point's index in it.
constexpr int kSourceRole = Qt::UserRole;
constexpr int kPointRole = Qt::UserRole + 1;

// Colours of flagged rows: readable on light and dark palettes alike.
const QColor kErrorText(0xc6, 0x28, 0x28);
const QColor kErrorBackground(0xc6, 0x28, 0x28, 40);
const QColor kCheckFailedBackground(0xef, 0x6c, 0x00, 40);

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// The table's texts keep the GPU panel's translation context (translations/*.ts).
QString shapeOf(const BenchPoint& p) {
    switch (p.kind) {
    case BenchKind::Gemm:
        return QStringLiteral("%1 × %2 × %3").arg(p.m).arg(p.n).arg(p.k);
    case BenchKind::Stream:
        return GpuPanel::tr("%1, n=%2").arg(qs(p.name).section(QLatin1Char(' '), 1), format::count(double(p.elements)));
    case BenchKind::Intensity:
        return GpuPanel::tr("fma=%1, n=%2").arg(p.fmaPerElement).arg(format::count(double(p.elements)));
    case BenchKind::L2:
        return qs(p.name).section(QLatin1Char(' '), 2); // "l2 read 8 MiB": the working set
    case BenchKind::Read:
        return qs(p.name).section(QLatin1Char(' '), 1); // "read 218 MiB": the working set
    case BenchKind::Launch:
    case BenchKind::Chain:
        break;
    }
    return {};
}

} // namespace

GpuResultsTable::GpuResultsTable(const MeasurementStore* store, QWidget* parent)
    : QTableWidget(0, ColumnCount, parent)
    , m_store(store) {
    setObjectName(QStringLiteral("gpuResultsTable"));
    for (int column = 0; column < ColumnCount; ++column)
        setHorizontalHeaderItem(column, new QTableWidgetItem);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    setWordWrap(false);
    setTextElideMode(Qt::ElideMiddle);
    connect(store, &MeasurementStore::sourceAdded, this, &GpuResultsTable::onSourceAdded);
    connect(store, &MeasurementStore::sourceChanged, this, &GpuResultsTable::onSourceChanged);
    connect(store, &MeasurementStore::pointsAppended, this, &GpuResultsTable::onPointsAppended);
    connect(store, &MeasurementStore::sourceRemoved, this, &GpuResultsTable::onSourceRemoved);
    connect(store, &MeasurementStore::cleared, this, [this] { setRowCount(0); });
    retranslateUi();
    for (const QString& id : store->ids())
        onSourceAdded(id);
}

void GpuResultsTable::retranslateUi() {
    setHorizontalHeaderLabels({GpuPanel::tr("Source"), GpuPanel::tr("Kind"), GpuPanel::tr("Dtype"),
                               GpuPanel::tr("Shape"), GpuPanel::tr("Median time"), GpuPanel::tr("TFLOP/s"),
                               GpuPanel::tr("GB/s"), GpuPanel::tr("FLOP/B"), GpuPanel::tr("Verified"),
                               GpuPanel::tr("Error")});
    horizontalHeaderItem(ColShape)->setToolTip(GpuPanel::tr("GEMM: M × N × K; STREAM and intensity: "
                                                            "kernel and elements per array"));
    horizontalHeaderItem(ColIntensity)->setToolTip(GpuPanel::tr("Arithmetic intensity: FLOPs per byte moved"));
    setToolTip(GpuPanel::tr("One row per measured point; failed points are red and not drawn on "
                            "the roofline"));
    setAccessibleName(GpuPanel::tr("GPU measurement results"));
    for (int row = 0; row < rowCount(); ++row)
        fillRow(row);
    if (rowCount() > 0)
        fitColumns();
}

void GpuResultsTable::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QTableWidget::changeEvent(event);
}

QString GpuResultsTable::rowSource(int row) const {
    return item(row, ColSource)->data(kSourceRole).toString();
}

void GpuResultsTable::onSourceAdded(const QString& id) {
    insertRows(rowCount(), id, 0);
}

void GpuResultsTable::onSourceChanged(const QString& id) {
    const MeasurementSource* source = m_store->source(id);
    int first = -1, count = 0;
    for (int row = 0; row < rowCount(); ++row)
        if (rowSource(row) == id) {
            first = first < 0 ? row : first;
            ++count;
        }
    if (source && count == int(source->results.points.size())) {
        // The same points (a sweep finished, its ceilings computed): the rows are written
        // again in place.
        for (int row = first; row < first + count; ++row)
            fillRow(row);
        return;
    }
    onSourceRemoved(id);
    insertRows(first < 0 ? rowCount() : first, id, 0);
}

void GpuResultsTable::onPointsAppended(const QString& id, int first) {
    insertRows(rowCount(), id, first);
}

void GpuResultsTable::onSourceRemoved(const QString& id) {
    for (int row = rowCount() - 1; row >= 0; --row)
        if (rowSource(row) == id)
            removeRow(row);
}

void GpuResultsTable::insertRows(int row, const QString& id, int first) {
    const MeasurementSource* source = m_store->source(id);
    if (!source)
        return;
    for (int index = first; index < int(source->results.points.size()); ++index, ++row) {
        insertRow(row);
        for (int column = 0; column < ColumnCount; ++column) {
            auto* cell = new QTableWidgetItem;
            if (column >= ColTime && column <= ColIntensity)
                cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            setItem(row, column, cell);
        }
        item(row, ColSource)->setData(kSourceRole, id);
        item(row, ColSource)->setData(kPointRole, index);
        fillRow(row);
        if (rowCount() < 200 || rowCount() % 50 == 0)
            fitColumns();
    }
}

void GpuResultsTable::fillRow(int row) {
    const MeasurementSource* source = m_store->source(rowSource(row));
    if (!source)
        return;
    const BenchPoint& p = source->results.points[std::size_t(item(row, ColSource)->data(kPointRole).toInt())];
    const bool ok = p.ok();
    const bool checkFailed = p.relativeError >= 0 && !p.verified;
    QString verified = QStringLiteral("—");
    if (p.relativeError >= 0)
        verified = p.verified ? GpuPanel::tr("yes (%1)").arg(format::general(p.relativeError, 2))
                              : GpuPanel::tr("FAILED (%1)").arg(format::general(p.relativeError, 2));
    const QStringList texts = {
        MeasurementStore::label(*source),
        qs(benchKindId(p.kind)),
        qs(dtypeId(p.dtype)),
        shapeOf(p),
        ok ? format::duration(p.timeMedian) : QString(),
        ok && p.flops > 0 ? format::fixed(p.flopsPerS / 1e12, p.flopsPerS < 1e12 ? 3 : 1) : QString(),
        ok ? format::fixed(p.bytesPerS / 1e9, 1) : QString(),
        p.bytes > 0 ? format::general(p.intensity, 3) : QString(),
        verified,
        qs(p.error),
    };
    for (int column = 0; column < ColumnCount; ++column) {
        QTableWidgetItem* cell = item(row, column);
        cell->setText(texts[column]);
        // Rows are written again in place (a file loaded anew): no flag of the last point stays.
        cell->setData(Qt::ForegroundRole, QVariant());
        cell->setData(Qt::BackgroundRole, QVariant());
        cell->setToolTip(QString());
        if (!ok) {
            cell->setForeground(kErrorText);
            cell->setBackground(kErrorBackground);
            cell->setToolTip(GpuPanel::tr("Not measured: %1").arg(qs(p.error)));
        } else if (checkFailed) {
            cell->setBackground(kCheckFailedBackground);
            cell->setToolTip(GpuPanel::tr("The result differs from the CPU reference beyond the tolerance: "
                                          "not drawn and not counted in the ceilings"));
        }
    }
    // Which rows failed, for tests.
    item(row, ColError)->setData(Qt::UserRole, !ok);
}

void GpuResultsTable::fitColumns() {
    resizeColumnsToContents();
    // Source labels are long and alike: keep their ends ("<device> … <file>") in view.
    const int sourceWidth = fontMetrics().horizontalAdvance(QLatin1Char('x')) * 30;
    if (columnWidth(ColSource) > sourceWidth)
        setColumnWidth(ColSource, sourceWidth);
}

} // namespace rooflab
