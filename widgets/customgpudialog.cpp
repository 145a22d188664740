#include "widgets/customgpudialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rooflab {
namespace {

constexpr double kTera = 1e12;

double peakOf(const GpuSpec& gpu, DType type)
{
    const auto it = gpu.densePeak.find(type);
    return it == gpu.densePeak.end() ? 0 : it->second / kTera;
}

} // namespace

CustomGpuDialog::CustomGpuDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Custom GPU"));
    setObjectName(QStringLiteral("customGpuDialog"));
    setMinimumWidth(380); // room for the introduction to wrap into two lines
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Dense (no 2:4 sparsity) datasheet figures. A peak of 0 means the "
                                "card does not run that format."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_form = new QFormLayout;
    layout->addLayout(m_form);

    m_name = new QLineEdit(tr("My accelerator"), this);
    m_name->setObjectName(QStringLiteral("customGpuName"));
    m_name->setAccessibleName(tr("GPU name"));
    m_name->setToolTip(tr("Shown in the charts and saved with the scenario."));
    m_form->addRow(tr("Name"), m_name);

    m_memoryGb = addField(QStringLiteral("customGpuMemory"), tr("Memory"), tr(" GB"), 10000,
                          tr("Device memory in decimal GB as the datasheet gives it (80 GB = 74.5 GiB): "
                             "the capacity line of the memory chart."));
    m_bandwidthTbs = addField(QStringLiteral("customGpuBandwidth"), tr("Bandwidth"), tr(" TB/s"), 1000,
                              tr("Memory bandwidth: the slope of the roofline."));
    m_fp32 = addField(QStringLiteral("customGpuFp32"), tr("FP32 matmul"), tr(" TFLOP/s"), 1e6,
                      tr("Dense FP32 matrix throughput."));
    m_tf32 = addField(QStringLiteral("customGpuTf32"), tr("TF32"), tr(" TFLOP/s"), 1e6,
                      tr("Dense TF32 tensor-core throughput."));
    m_bf16 = addField(QStringLiteral("customGpuBf16"), tr("BF16"), tr(" TFLOP/s"), 1e6,
                      tr("Dense BF16 tensor-core throughput: the usual basis of MFU."));
    m_fp16 = addField(QStringLiteral("customGpuFp16"), tr("FP16"), tr(" TFLOP/s"), 1e6,
                      tr("Dense FP16 tensor-core throughput."));
    m_fp8 = addField(QStringLiteral("customGpuFp8"), tr("FP8"), tr(" TFLOP/s"), 1e6,
                     tr("Dense FP8 (E4M3 and E5M2) tensor-core throughput."));
    m_fp4 = addField(QStringLiteral("customGpuFp4"), tr("FP4"), tr(" TFLOP/s"), 1e6,
                     tr("Dense FP4 tensor-core throughput."));
    m_int8 = addField(QStringLiteral("customGpuInt8"), tr("INT8"), tr(" TOP/s"), 1e6,
                      tr("Dense INT8 tensor-core throughput."));
    m_vector = addField(QStringLiteral("customGpuVector"), tr("FP32 vector"), tr(" TFLOP/s"), 1e6,
                        tr("Plain CUDA-core FP32: the ceiling for non-matmul work (norms, softmax)."));

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
    validate();
}

QDoubleSpinBox* CustomGpuDialog::addField(const QString& objectName, const QString& label,
                                          const QString& suffix, double maximum, const QString& toolTip)
{
    auto* spin = new QDoubleSpinBox(this);
    spin->setObjectName(objectName);
    spin->setRange(0, maximum);
    spin->setDecimals(2);
    spin->setSuffix(suffix);
    spin->setAccessibleName(label);
    spin->setToolTip(toolTip);
    m_form->addRow(label, spin);
    return spin;
}

void CustomGpuDialog::setGpu(const GpuSpec& gpu)
{
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

GpuSpec CustomGpuDialog::gpu() const
{
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
