#include "chartexportdialog.h"

#include "widgets/charts/chartexporter.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rooflab {

ChartExportDialog::ChartExportDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("chartExportDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    layout->addLayout(form);

    m_chart = new QComboBox(this);
    m_chart->setObjectName(QStringLiteral("exportChartPicker"));
    m_chart->addItem(QString(), int(ChartKind::Memory));
    m_chart->addItem(QString(), int(ChartKind::Roofline));
    m_chart->addItem(QString(), int(ChartKind::Comparison));
    m_chart->addItem(QString(), int(ChartKind::Timeline));
    m_chart->addItem(QString(), int(ChartKind::Plan));
    m_chart->addItem(QString(), int(ChartKind::PlanGpus));
    m_chart->addItem(QString(), int(ChartKind::Serving));
    m_chartLabel = new QLabel(this);
    form->addRow(m_chartLabel, m_chart);

    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    for (auto* spin : {m_width, m_height})
        spin->setRange(64, 16384);
    m_width->setValue(1920);
    m_height->setValue(1080);
    m_width->setObjectName(QStringLiteral("exportWidth"));
    m_height->setObjectName(QStringLiteral("exportHeight"));
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(m_height);
    m_sizeLabel = new QLabel(this);
    form->addRow(m_sizeLabel, sizeRow);

    m_scale = new QDoubleSpinBox(this);
    m_scale->setObjectName(QStringLiteral("exportScale"));
    m_scale->setRange(0.5, 8);
    m_scale->setSingleStep(0.5);
    m_scale->setValue(2.0);
    m_scale->setSuffix(QStringLiteral(" x"));
    m_scaleLabel = new QLabel(this);
    form->addRow(m_scaleLabel, m_scale);

    m_path = new QLineEdit(QDir::home().filePath(QStringLiteral("rooflab-chart.png")), this);
    m_path->setObjectName(QStringLiteral("exportPath"));
    m_browse = new QPushButton(this);
    connect(m_browse, &QPushButton::clicked, this, &ChartExportDialog::browse);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    m_pathLabel = new QLabel(this);
    form->addRow(m_pathLabel, pathRow);

    // Not the standard Ok button renamed: QDialogButtonBox gives standard buttons their own
    // texts back on a language change.
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_ok = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_ok->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_path, &QLineEdit::textChanged, this, &ChartExportDialog::validate);
    retranslateUi();
    validate();
}

void ChartExportDialog::retranslateUi() {
    setWindowTitle(tr("Export Chart"));
    m_chartLabel->setText(tr("Chart"));
    m_chart->setAccessibleName(tr("Chart to export"));
    m_chart->setToolTip(tr("Which chart to write."));
    for (int i = 0; i < m_chart->count(); ++i) {
        switch (ChartKind(m_chart->itemData(i).toInt())) {
        case ChartKind::Memory:
            m_chart->setItemText(i, tr("Memory"));
            break;
        case ChartKind::Roofline:
            m_chart->setItemText(i, tr("Roofline"));
            break;
        case ChartKind::Comparison:
            m_chart->setItemText(i, tr("Comparison"));
            break;
        case ChartKind::Timeline:
            m_chart->setItemText(i, tr("Step timeline"));
            break;
        case ChartKind::Plan:
            m_chart->setItemText(i, tr("Plan: throughput against memory headroom"));
            break;
        case ChartKind::PlanGpus:
            m_chart->setItemText(i, tr("Plan: GPUs against days"));
            break;
        case ChartKind::Serving:
            m_chart->setItemText(i, tr("Serving: latency and throughput against load"));
            break;
        }
    }

    m_sizeLabel->setText(tr("Size"));
    for (auto* spin : {m_width, m_height})
        spin->setSuffix(tr(" px"));
    m_width->setAccessibleName(tr("Output width"));
    m_height->setAccessibleName(tr("Output height"));
    m_width->setToolTip(tr("Width of the PNG in pixels (PDF/SVG: the page proportions)."));
    m_height->setToolTip(tr("Height of the PNG in pixels (PDF/SVG: the page proportions)."));

    m_scaleLabel->setText(tr("Scale"));
    m_scale->setAccessibleName(tr("Scale"));
    m_scale->setToolTip(tr("Device-pixel ratio: 2 lays the chart out on half the pixels and draws it at double "
                           "resolution, so text stays readable on a slide."));

    m_pathLabel->setText(tr("File"));
    m_path->setAccessibleName(tr("Output file"));
    m_path->setToolTip(
        tr("The suffix picks the format: %1.").arg(ChartExporter::supportedSuffixes().join(QStringLiteral(", "))));
    m_browse->setText(tr("Browse..."));
    m_browse->setToolTip(tr("Choose the output file"));
    m_ok->setText(tr("Export"));
}

void ChartExportDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ChartExportDialog::setChart(ChartKind kind) {
    m_chart->setCurrentIndex(m_chart->findData(int(kind)));
}

ChartKind ChartExportDialog::chart() const {
    return ChartKind(m_chart->currentData().toInt());
}

QSize ChartExportDialog::outputSize() const {
    return QSize(m_width->value(), m_height->value());
}

double ChartExportDialog::scale() const {
    return m_scale->value();
}

QString ChartExportDialog::path() const {
    return m_path->text().trimmed();
}

void ChartExportDialog::setPath(const QString& path) {
    m_path->setText(path);
}

void ChartExportDialog::browse() {
    QStringList filters;
    for (const QString& suffix : ChartExporter::supportedSuffixes())
        filters << tr("%1 (*.%2)").arg(suffix.toUpper(), suffix);
    const QString chosen =
        QFileDialog::getSaveFileName(this, tr("Export Chart"), path(), filters.join(QStringLiteral(";;")));
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

void ChartExportDialog::validate() {
    const QString suffix = QFileInfo(path()).suffix().toLower();
    m_ok->setEnabled(!path().isEmpty() && ChartExporter::supportedSuffixes().contains(suffix));
}

} // namespace rooflab
