#include "widgets/panels/plantablemodel.h"

#include <QGuiApplication>
#include <QPalette>
#include <QStringList>

#include <algorithm>

namespace rooflab {

namespace {

QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

PlanTableModel::PlanTableModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void PlanTableModel::setRows(std::vector<PlanRow> rows) {
    beginResetModel();
    m_rows = std::move(rows);
    m_severalGpuCounts = std::any_of(m_rows.begin(), m_rows.end(),
                                     [this](const PlanRow& row) { return row.gpus != m_rows.front().gpus; });
    endResetModel();
}

void PlanTableModel::setUnit(MemoryUnit unit) {
    m_unit = unit;
    if (!m_rows.empty())
        emit dataChanged(index(0, PeakMemory), index(rowCount() - 1, PeakMemory));
}

void PlanTableModel::setStale(bool stale) {
    if (stale == m_stale)
        return;
    m_stale = stale;
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::ForegroundRole});
}

QString PlanTableModel::verdictText(const QString& verdictId) {
    if (verdictId == QLatin1String("fits"))
        return tr("Fits");
    if (verdictId == QLatin1String("tight"))
        return tr("Tight");
    if (verdictId == QLatin1String("does-not-fit"))
        return tr("Does not fit");
    return verdictId;
}

int PlanTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PlanTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString PlanTableModel::servingText(const PlanRow& row, int column) const {
    switch (column) {
    case Ttft:
        return format::duration(row.ttftS);
    case Tpot:
        return format::duration(row.tpotS);
    case OutputPerGpu:
        return format::count(row.outputTokensPerSPerGpu);
    case MeetsSlo:
        return row.meetsSlo ? tr("Yes") : tr("No");
    }
    return {};
}

QString PlanTableModel::displayText(const PlanRow& row, int column) const {
    if (row.serving && (column == Ttft || column == Tpot || column == OutputPerGpu || column == MeetsSlo))
        return servingText(row, column);
    switch (column) {
    case Rank:
        return QString::number(row.rank);
    case Layout:
        return m_severalGpuCounts ? tr("%1 GPUs · %2").arg(row.gpus).arg(row.layoutText()) : row.layoutText();
    case StepTime:
        return format::duration(row.stepS);
    case Throughput:
        return format::fixed(row.tokensPerSecondPerGpu, 0);
    case Mfu:
        return format::fixed(100.0 * row.mfu, 1) + QStringLiteral(" %");
    case PeakMemory:
        return format::memory(row.peakBytes, m_unit);
    case Verdict:
        return verdictText(row.verdict);
    case Why:
        return row.why;
    }
    return {};
}

QVariant PlanTableModel::servingSortKey(const PlanRow& row, int column) const {
    switch (column) {
    case Ttft:
        return row.ttftS;
    case Tpot:
        return row.tpotS;
    case OutputPerGpu:
        return row.outputTokensPerSPerGpu;
    case MeetsSlo:
        return row.meetsSlo;
    }
    return {};
}

QVariant PlanTableModel::sortKey(const PlanRow& row, int column) const {
    if (row.serving && (column == Ttft || column == Tpot || column == OutputPerGpu || column == MeetsSlo))
        return servingSortKey(row, column);
    switch (column) {
    case Rank:
        return row.rank;
    case StepTime:
        return row.stepS;
    case Throughput:
        return row.tokensPerSecondPerGpu;
    case Mfu:
        return row.mfu;
    case PeakMemory:
        return row.peakBytes;
    case Verdict:
        return row.headroomBytes();
    default:
        return displayText(row, column);
    }
}

QVariant PlanTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const PlanRow& row = m_rows[std::size_t(index.row())];
    if (role == Qt::DisplayRole)
        return displayText(row, index.column());
    if (role == Qt::ToolTipRole && (index.column() == Why || index.column() == Layout))
        return displayText(row, index.column());
    if (role == Qt::ToolTipRole && index.column() == Rank)
        return tr("Near-tie group %1: the layouts of a group are within 1 % of each other").arg(row.group);
    if (role == Qt::UserRole)
        return sortKey(row, index.column());
    if (role == Qt::ForegroundRole && m_stale)
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    if (role == Qt::TextAlignmentRole && index.column() != Layout && index.column() != Why)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant PlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (servingRows() && (section == Ttft || section == Tpot || section == OutputPerGpu || section == MeetsSlo))
        return servingHeader(section);
    switch (section) {
    case Rank:
        return tr("Rank");
    case Layout:
        return tr("Layout");
    case StepTime:
        return tr("Step time");
    case Throughput:
        return tr("Tokens/s per GPU");
    case Mfu:
        return tr("MFU");
    case PeakMemory:
        return tr("Peak memory");
    case Verdict:
        return tr("Verdict");
    case Why:
        return tr("Why not first");
    }
    return {};
}

QString PlanTableModel::servingHeader(int section) const {
    switch (section) {
    case Ttft:
        return tr("Time to first token");
    case Tpot:
        return tr("Time per output token");
    case OutputPerGpu:
        return tr("Output tokens/s per GPU");
    case MeetsSlo:
        return tr("Meets SLO");
    }
    return {};
}

QString PlanTableModel::toCsv() const {
    QStringList lines;
    lines << QStringLiteral("rank,group,gpus,tp,pp,vpp,dp,cp,ep,micro_batch,grad_accum,recompute,zero,offload,"
                            "step_s,tokens_per_s_per_gpu,mfu,peak_bytes,capacity_bytes,verdict,why");
    // What a serving plan ranks by, or a training plan's block recomputation, selective modules
    // and context-parallel communication, after the columns a script already reads.
    lines.back() += servingRows() ? QStringLiteral(",ttft_s,tpot_s,output_tokens_per_s_per_gpu,meets_slo")
                                  : QStringLiteral(",recompute_num_layers,recompute_modules,cp_comm");
    for (const PlanRow& r : m_rows) {
        QStringList f;
        f << QString::number(r.rank) << QString::number(r.group) << QString::number(r.gpus) << QString::number(r.tp)
          << QString::number(r.pp) << QString::number(r.virtualStages) << QString::number(r.dp) << QString::number(r.cp)
          << QString::number(r.ep) << QString::number(r.microBatch) << QString::number(r.gradAccum) << r.recompute
          << QString::number(r.zero) << (r.offload ? QStringLiteral("true") : QStringLiteral("false"))
          << QString::number(r.stepS, 'g', 9) << QString::number(r.tokensPerSecondPerGpu, 'g', 9)
          << QString::number(r.mfu, 'g', 6) << QString::number(r.peakBytes, 'f', 0)
          << QString::number(r.capacityBytes, 'f', 0) << r.verdict << csvField(r.why);
        if (r.serving)
            f << QString::number(r.ttftS, 'g', 9) << QString::number(r.tpotS, 'g', 9)
              << QString::number(r.outputTokensPerSPerGpu, 'g', 9)
              << (r.meetsSlo ? QStringLiteral("true") : QStringLiteral("false"));
        else
            f << QString::number(r.recomputeLayers) << r.recomputeModules << r.contextComm;
        lines << f.join(QLatin1Char(','));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace rooflab
