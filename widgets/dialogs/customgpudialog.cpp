#include "widgets/dialogs/customgpudialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace rooflab {
namespace {

constexpr double kTera = 1e12;

double peakOf(const GpuSpec& gpu, DType type) {
    const auto it = gpu.densePeak.find(type);
    return it == gpu.densePeak.end() ? 0 : it->second / kTera;
}

// A form row whose label retranslateUi() fills in: QFormLayout makes no label for an empty text.
void addLabelledRow(QFormLayout* form, QWidget* field) {
    auto* label = new QLabel;
    label->setBuddy(field);
    form->addRow(label, field);
}

} // namespace

CustomGpuDialog::CustomGpuDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("customGpuDialog"));
    setMinimumWidth(380); // room for the introduction to wrap into two lines
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_form = new QFormLayout;
    layout->addLayout(m_form);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("customGpuName"));
    addLabelledRow(m_form, m_name);

    m_memoryGb = addField(QStringLiteral("customGpuMemory"), limits::memoryGB);
    m_bandwidthTbs = addField(QStringLiteral("customGpuBandwidth"), limits::bandwidthTBs);
    m_fp32 = addField(QStringLiteral("customGpuFp32"), limits::peakTflops);
    m_tf32 = addField(QStringLiteral("customGpuTf32"), limits::peakTflops);
    m_bf16 = addField(QStringLiteral("customGpuBf16"), limits::peakTflops);
    m_fp16 = addField(QStringLiteral("customGpuFp16"), limits::peakTflops);
    m_fp8 = addField(QStringLiteral("customGpuFp8"), limits::peakTflops);
    m_fp4 = addField(QStringLiteral("customGpuFp4"), limits::peakTflops);
    m_int8 = addField(QStringLiteral("customGpuInt8"), limits::peakTflops);
    m_vector = addField(QStringLiteral("customGpuVector"), limits::peakTflops);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Without memory and bandwidth nothing can be computed.
    auto validate = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)
            ->setEnabled(m_memoryGb->value() > 0 && m_bandwidthTbs->value() > 0 && !m_name->text().trimmed().isEmpty());
    };
    connect(m_memoryGb, &QDoubleSpinBox::valueChanged, this, validate);
    connect(m_bandwidthTbs, &QDoubleSpinBox::valueChanged, this, validate);
    connect(m_name, &QLineEdit::textChanged, this, validate);
    connect(m_name, &QLineEdit::textEdited, this, [this] { m_suggestedName = false; });
    retranslateUi();
    validate();
}

// The spin box starts at 0 even for memory and bandwidth (the Ok button waits for a value).
QDoubleSpinBox* CustomGpuDialog::addField(const QString& objectName, FieldLimit limit) {
    auto* spin = new QDoubleSpinBox(this);
    spin->setObjectName(objectName);
    spin->setRange(0, limit.max);
    spin->setDecimals(2);
    addLabelledRow(m_form, spin);
    return spin;
}

void CustomGpuDialog::describeField(QDoubleSpinBox* field, const QString& label, const QString& suffix,
                                    const QString& toolTip) {
    if (auto* rowLabel = qobject_cast<QLabel*>(m_form->labelForField(field)))
        rowLabel->setText(label);
    field->setSuffix(suffix);
    field->setAccessibleName(label);
    field->setToolTip(toolTip);
}

void CustomGpuDialog::retranslateUi() {
    setWindowTitle(tr("Custom GPU"));
    m_intro->setText(tr("Dense (no 2:4 sparsity) datasheet figures. A peak of 0 means the "
                        "card does not run that format."));

    // The suggested name follows the language; a name the user typed or setGpu() gave is data.
    if (m_suggestedName)
        m_name->setText(tr("My accelerator"));
    if (auto* rowLabel = qobject_cast<QLabel*>(m_form->labelForField(m_name)))
        rowLabel->setText(tr("Name"));
    m_name->setAccessibleName(tr("GPU name"));
    m_name->setToolTip(tr("Shown in the charts and saved with the scenario."));

    describeField(m_memoryGb, tr("Memory"), tr(" GB"),
                  tr("Device memory in decimal GB as the datasheet gives it (80 GB = 74.5 GiB): "
                     "the capacity line of the memory chart."));
    describeField(m_bandwidthTbs, tr("Bandwidth"), tr(" TB/s"), tr("Memory bandwidth: the slope of the roofline."));
    describeField(m_fp32, tr("FP32 matmul"), tr(" TFLOP/s"), tr("Dense FP32 matrix throughput."));
    describeField(m_tf32, tr("TF32"), tr(" TFLOP/s"), tr("Dense TF32 tensor-core throughput."));
    describeField(m_bf16, tr("BF16"), tr(" TFLOP/s"), tr("Dense BF16 tensor-core throughput: the usual basis of MFU."));
    describeField(m_fp16, tr("FP16"), tr(" TFLOP/s"), tr("Dense FP16 tensor-core throughput."));
    describeField(m_fp8, tr("FP8"), tr(" TFLOP/s"), tr("Dense FP8 (E4M3 and E5M2) tensor-core throughput."));
    describeField(m_fp4, tr("FP4"), tr(" TFLOP/s"), tr("Dense FP4 tensor-core throughput."));
    describeField(m_int8, tr("INT8"), tr(" TOP/s"), tr("Dense INT8 tensor-core throughput."));
    describeField(m_vector, tr("FP32 vector"), tr(" TFLOP/s"),
                  tr("Plain CUDA-core FP32: the ceiling for non-matmul work (norms, softmax)."));
}

void CustomGpuDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        // QLocale::setDefault() does not reach a dialog that has already resolved its locale, and
        // the spin boxes format their numbers with it: take the new default along.
        setLocale(QLocale());
        retranslateUi();
    }
    QDialog::changeEvent(event);
}

void CustomGpuDialog::setGpu(const GpuSpec& gpu) {
    m_suggestedName = false;
    m_name->setText(QString::fromStdString(gpu.name));
    m_memoryGb->setValue(gpu.memoryBytes / 1e9);
    m_bandwidthTbs->setValue(gpu.bandwidth / 1e12);
    m_fp32->setValue(peakOf(gpu, DType::FP32));
    m_tf32->setValue(peakOf(gpu, DType::TF32));
    m_bf16->setValue(peakOf(gpu, DType::BF16));
    m_fp16->setValue(peakOf(gpu, DType::FP16));
    m_fp8->setValue(peakOf(gpu, DType::FP8_E4M3));
    m_fp4->setValue(peakOf(gpu, DType::FP4_E2M1));
    m_int8->setValue(peakOf(gpu, DType::INT8));
    m_vector->setValue(gpu.fp32VectorPeak / kTera);
}

GpuSpec CustomGpuDialog::gpu() const {
    GpuSpec gpu;
    gpu.id = "custom";
    gpu.name = m_name->text().trimmed().toStdString();
    gpu.memoryBytes = m_memoryGb->value() * 1e9;
    gpu.bandwidth = m_bandwidthTbs->value() * 1e12;
    auto put = [&gpu](DType type, double tflops) {
        if (tflops > 0)
            gpu.densePeak[type] = tflops * kTera;
    };
    put(DType::FP32, m_fp32->value());
    put(DType::TF32, m_tf32->value());
    put(DType::BF16, m_bf16->value());
    put(DType::FP16, m_fp16->value());
    put(DType::FP8_E4M3, m_fp8->value());
    put(DType::FP8_E5M2, m_fp8->value());
    put(DType::FP4_E2M1, m_fp4->value());
    put(DType::INT8, m_int8->value());
    gpu.fp32VectorPeak = m_vector->value() * kTera;
    gpu.source = "entered by the user";
    return gpu;
}

} // namespace rooflab
