#include "widgets/dialogs/comparedialog.h"

#include "widgets/charts/comparisonchart.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rooflab {

CompareDialog::CompareDialog(Compare compare, const ChartTheme& theme, QWidget* parent)
    : QDialog(parent)
    , m_compare(std::move(compare)) {
    setObjectName(QStringLiteral("compareDialog"));
    auto* layout = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("compareHeading"));
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("compareProblems"));
    m_problems->setWordWrap(true);
    layout->addWidget(m_problems);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    m_chart = new ComparisonChart(splitter);
    m_chart->setObjectName(QStringLiteral("compareMemoryChart"));
    m_chart->setTheme(theme);
    auto* right = new QWidget(splitter);
    auto* column = new QVBoxLayout(right);
    column->setContentsMargins(0, 0, 0, 0);
    m_figures = new QTableWidget(right);
    m_figures->setObjectName(QStringLiteral("compareFigures"));
    m_figures->setColumnCount(4);
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->verticalHeader()->hide();
    m_figures->setWordWrap(true);
    // The figure's name and the change as wide as they are; the two sides share the rest and wrap
    // in it, so that no column is cut off at 1366 pixels.
    m_figures->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_figures->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_figures->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    // Rows as tall as their wrapped texts at the columns' widths of the moment (the first layout
    // pass sets them after the rows were filled).
    connect(m_figures->horizontalHeader(), &QHeaderView::sectionResized, m_figures,
            &QTableWidget::resizeRowsToContents);
    connect(m_figures->horizontalHeader(), &QHeaderView::sectionResized, this, &CompareDialog::fitSideHeaders);
    column->addWidget(m_figures, 3);
    m_differencesHeading = new QLabel(right);
    column->addWidget(m_differencesHeading);
    m_differences = new QListWidget(right);
    m_differences->setObjectName(QStringLiteral("compareDifferences"));
    // A description differs by a paragraph: one line a difference, each side cut to the list's
    // width of the moment (fitDifferences), never at the edge behind a scroll bar.
    m_differences->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_differences->setResizeMode(QListView::Adjust);
    m_differences->viewport()->installEventFilter(this);
    column->addWidget(m_differences, 2);
    // The chart a little less than half to begin with: the table's contents would otherwise take
    // the room the two bars and their labels need, or the table lose its last column.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({850, 1150});
    layout->addWidget(splitter, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // The focus on Close, not on the table: its first cell drew a focus frame on opening as if
    // it were chosen.
    buttons->button(QDialogButtonBox::Close)->setFocus();
    refill();
}

bool CompareDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_differences->viewport() && event->type() == QEvent::Resize)
        fitDifferences();
    return QDialog::eventFilter(watched, event);
}

void CompareDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refill(); // the comparison's texts are made in the language of the moment
    QDialog::changeEvent(event);
}

void CompareDialog::refill() {
    m_comparison = m_compare();
    setWindowTitle(tr("Compare: %1 and %2").arg(m_comparison.currentLabel, m_comparison.otherLabel));
    m_heading->setText(
        tr("The current scenario beside %1. Nothing here changes the scenario.").arg(m_comparison.otherLabel));
    m_problems->setText(problemsText());
    m_problems->setVisible(!m_problems->text().isEmpty());
    m_chart->resetRanges();
    m_chart->setStacks(m_comparison.memory);
    fillFigures();
    fillDifferences();
}

QString CompareDialog::problemsText() const {
    QStringList lines;
    if (!m_comparison.currentProblems.isEmpty())
        lines << tr("%1 is invalid: %2")
                     .arg(m_comparison.currentLabel, m_comparison.currentProblems.join(QStringLiteral("; ")));
    if (!m_comparison.otherProblems.isEmpty())
        lines << tr("%1 is invalid: %2")
                     .arg(m_comparison.otherLabel, m_comparison.otherProblems.join(QStringLiteral("; ")));
    return lines.join(QLatin1Char('\n'));
}

void CompareDialog::fitSideHeaders() {
    // A side's header is a file name, as long as the user made it: cut in its middle
    // ("checkpoi…zero.json") where its column is narrower, not clipped at both ends (the header
    // centres it); the tooltip has it whole.
    const QString labels[] = {m_comparison.currentLabel, m_comparison.otherLabel};
    QHeaderView* header = m_figures->horizontalHeader();
    const int margins = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 4;
    for (int side = 0; side < 2; ++side)
        if (QTableWidgetItem* item = m_figures->horizontalHeaderItem(side + 1)) {
            item->setToolTip(labels[side]);
            item->setText(header->fontMetrics().elidedText(labels[side], Qt::ElideMiddle,
                                                           header->sectionSize(side + 1) - margins));
        }
}

void CompareDialog::fillFigures() {
    m_figures->setHorizontalHeaderLabels(
        {tr("Figure"), m_comparison.currentLabel, m_comparison.otherLabel, tr("Change")});
    fitSideHeaders();
    m_figures->setRowCount(int(m_comparison.figures.size()));
    int row = 0;
    for (const ComparedFigure& figure : m_comparison.figures) {
        const QString texts[] = {figure.name, figure.current, figure.other, figure.change};
        for (int column = 0; column < 4; ++column) {
            auto* item = new QTableWidgetItem(texts[column]);
            item->setToolTip(texts[column]);
            item->setData(Qt::UserRole, figure.id);
            m_figures->setItem(row, column, item);
        }
        ++row;
    }
    m_figures->resizeRowsToContents();
}

void CompareDialog::fillDifferences() {
    const auto& differences = m_comparison.differences;
    m_differencesHeading->setText(
        differences.empty()
            ? tr("The two scenarios have the same settings.")
            : tr("%1 settings differ (current -> %2):").arg(differences.size()).arg(m_comparison.otherLabel));
    m_differences->clear();
    for (const ScenarioDifference& difference : differences) {
        auto* item = new QListWidgetItem(difference.text(), m_differences);
        item->setToolTip(difference.text());
    }
    m_differences->setVisible(!differences.empty());
    fitDifferences();
}

void CompareDialog::fitDifferences() {
    // A side that fits keeps its text whole and leaves the rest of the line to the other; the
    // tooltip has both whole.
    const QFontMetrics metrics = m_differences->fontMetrics();
    const int line = m_differences->viewport()->width() - 2 * m_differences->spacing() - 12;
    const auto& differences = m_comparison.differences;
    for (int i = 0; i < m_differences->count() && i < int(differences.size()); ++i) {
        const ScenarioDifference& whole = differences[std::size_t(i)];
        const int room = line - metrics.horizontalAdvance(ScenarioDifference{whole.key, {}, {}}.text());
        const int before = metrics.horizontalAdvance(whole.before), after = metrics.horizontalAdvance(whole.after);
        ScenarioDifference shown = whole;
        if (before + after > room) {
            const int half = std::max(0, room / 2);
            shown.before = metrics.elidedText(whole.before, Qt::ElideRight, after <= half ? room - after : half);
            shown.after =
                metrics.elidedText(whole.after, Qt::ElideRight, room - metrics.horizontalAdvance(shown.before));
        }
        m_differences->item(i)->setText(shown.text());
    }
}

} // namespace rooflab
