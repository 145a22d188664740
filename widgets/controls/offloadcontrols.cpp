#include "widgets/controls/offloadcontrols.h"

#include "core/base/fieldlimits.h"
#include "core/memory/offloadmemory.h"
#include "widgets/controls/comboitems.h"

#include <QComboBox>
#include <QDoubleSpinBox>

#include <algorithm>

namespace rooflab {
namespace {

constexpr ComboItem kOptimizerItems[] = {
    {int(OffloadDevice::None), QT_TRANSLATE_NOOP("rooflab::OffloadControls", "on the GPU")},
    {int(OffloadDevice::Cpu), QT_TRANSLATE_NOOP("rooflab::OffloadControls", "host memory (ZeRO-Offload)")},
    {int(OffloadDevice::Nvme), QT_TRANSLATE_NOOP("rooflab::OffloadControls", "NVMe (ZeRO-Infinity)")},
};
constexpr ComboItem kParameterItems[] = {
    {int(OffloadDevice::None), QT_TRANSLATE_NOOP("rooflab::OffloadControls", "on the GPU")},
    {int(OffloadDevice::Cpu), QT_TRANSLATE_NOOP("rooflab::OffloadControls", "host memory")},
    {int(OffloadDevice::Nvme), QT_TRANSLATE_NOOP("rooflab::OffloadControls", "NVMe")},
};
constexpr ComboItem kActivationItems[] = {
    {int(OffloadDevice::None), QT_TRANSLATE_NOOP("rooflab::OffloadControls", "on the GPU")},
    {int(OffloadDevice::Cpu), QT_TRANSLATE_NOOP("rooflab::OffloadControls", "host memory (all but one layer)")},
};

} // namespace

OffloadControls::OffloadControls(ControlPanel* panel)
    : ControlGroup(panel) {
    m_optimizer = addCombo(QStringLiteral("offloadOptimizerPicker"));
    addItems(m_optimizer, kOptimizerItems);
    connect(m_optimizer, &QComboBox::currentIndexChanged, this, [this] {
        const auto device = OffloadDevice(m_optimizer->currentData().toInt());
        edit(m_optimizer, [device](Scenario& s) {
            OffloadConfig& off = s.parallel.offload;
            off.optimizer = device;
            // The gradient partition goes where the optimizer runs; DeepSpeed partitions the
            // optimizer before it moves it (ZeRO-Offload runs stage 2).
            off.gradients = device == OffloadDevice::None ? OffloadDevice::None : OffloadDevice::Cpu;
            if (device == OffloadDevice::None)
                off.parameters = OffloadDevice::None;
            else
                s.parallel.zeroStage = std::max(s.parallel.zeroStage, 2);
        });
    });
    m_parameters = addCombo(QStringLiteral("offloadParametersPicker"));
    addItems(m_parameters, kParameterItems);
    connect(m_parameters, &QComboBox::currentIndexChanged, this, [this] {
        const auto device = OffloadDevice(m_parameters->currentData().toInt());
        edit(m_parameters, [device](Scenario& s) { s.parallel.offload.parameters = device; });
    });
    m_activations = addCombo(QStringLiteral("offloadActivationsPicker"));
    addItems(m_activations, kActivationItems);
    connect(m_activations, &QComboBox::currentIndexChanged, this, [this] {
        const auto device = OffloadDevice(m_activations->currentData().toInt());
        edit(m_activations, [device](Scenario& s) { s.parallel.offload.activations = device; });
    });

    m_hostRam = new QDoubleSpinBox(this);
    m_hostRam->setObjectName(QStringLiteral("hostRamSpin"));
    m_hostRam->setRange(limits::hostRamGB.min, limits::hostRamGB.max);
    m_hostRam->setDecimals(0);
    m_hostRam->setSingleStep(64);
    connect(m_hostRam, &QDoubleSpinBox::valueChanged, this,
            [this](double gb) { edit(m_hostRam, [gb](Scenario& s) { s.host.ramGB = gb; }); });
    addLabelledRow(m_hostRam);
}

void OffloadControls::retranslate() {
    setTitle(tr("Offload"));
    describeLabelled(m_optimizer, tr("Optimizer"),
                     tr("Where the optimizer step runs. Host memory: DeepSpeed's ZeRO-Offload keeps the fp32 "
                        "weights, fp32 gradients and the optimizer states in the host's RAM (18 bytes per "
                        "parameter with Adam), sends the gradients over PCIe and steps on the CPU. NVMe: "
                        "ZeRO-Infinity swaps the states from the drives every step. Needs ZeRO stage 1 or more."));
    translateItems(m_optimizer, kOptimizerItems);
    describeLabelled(m_parameters, tr("Parameters"),
                     tr("ZeRO-3 with the optimizer offloaded: the 16-bit parameter shards also live on the "
                        "host (or NVMe) and travel over PCIe before every forward and backward."));
    translateItems(m_parameters, kParameterItems);
    describeLabelled(m_activations, tr("Activations"),
                     tr("Transformer Engine's CPU offload: every layer's saved activations go to the host "
                        "while the next layers run and come back for the backward; one layer stays."));
    translateItems(m_activations, kActivationItems);
    setRowLabel(m_hostRam, tr("Host RAM"));
    describe(m_hostRam, tr("Host RAM per node"),
             tr("The host memory one node has for what is offloaded, checked against all of its GPUs' "
                "processes. 'from the database' uses the GPU's usual server (2 TB for a DGX H100)."));
    m_hostRam->setSpecialValueText(tr("from the database"));
    m_hostRam->setSuffix(tr(" GB"));
}

void OffloadControls::refresh(const Scenario& s) {
    const OffloadConfig& off = s.parallel.offload;
    selectData(m_optimizer, int(off.optimizer));
    selectData(m_parameters, int(off.parameters));
    selectData(m_activations, int(off.activations));
    // Parameter shards move only under ZeRO-3, with the optimizer on the host.
    m_parameters->setEnabled((s.parallel.zeroStage == 3 && off.optimizerOffloaded()) || off.parametersOffloaded());
    m_hostRam->setValue(s.host.ramGB);
}

} // namespace rooflab
