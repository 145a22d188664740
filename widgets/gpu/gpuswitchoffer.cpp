#include "widgets/gpu/gpuswitchoffer.h"

#include "core/io/hardwaredb.h"
#include "document/measurementstore.h"
#include "widgets/gpu/gpupanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace rooflab {

// The texts below keep the GPU panel's translation context (translations/*.ts).

GpuSwitchOffer::GpuSwitchOffer(const MeasurementStore* store, QWidget* parent)
    : QWidget(parent)
    , m_store(store) {
    setObjectName(QStringLiteral("gpuSwitchOffer"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("gpuSwitchText"));
    m_text->setWordWrap(true);
    m_switch = new QPushButton(this);
    m_switch->setObjectName(QStringLiteral("gpuSwitchButton"));
    m_keep = new QPushButton(this);
    m_keep->setObjectName(QStringLiteral("gpuKeepButton"));
    row->addWidget(m_text, 1);
    row->addWidget(m_switch);
    row->addWidget(m_keep);
    connect(m_switch, &QPushButton::clicked, this, [this] { emit switchRequested(m_offered); });
    connect(m_keep, &QPushButton::clicked, this, [this] {
        m_declined.insert(m_offeredSource);
        update();
    });
    for (auto signal :
         {&MeasurementStore::sourceAdded, &MeasurementStore::sourceChanged, &MeasurementStore::sourceRemoved})
        connect(store, signal, this, [this](const QString& id) {
            m_declined.remove(id); // loaded again: asked again
            update();
        });
    connect(store, &MeasurementStore::cleared, this, [this] { update(); });
    update();
}

void GpuSwitchOffer::setScenarioGpu(const std::string& gpuId) {
    if (gpuId == m_scenarioGpu)
        return;
    m_scenarioGpu = gpuId;
    update();
}

void GpuSwitchOffer::update() {
    m_offered.clear();
    m_offeredSource.clear();
    // The file loaded last: the one the user is looking at.
    const QStringList ids = m_store->ids();
    for (auto id = ids.crbegin(); id != ids.crend(); ++id) {
        const MeasurementSource* source = m_store->source(*id);
        if (source->live())
            continue;
        const std::string& gpu = source->results.device.gpuId;
        if (!gpu.empty() && gpu != m_scenarioGpu && !m_declined.contains(*id) && HardwareDb::builtin().find(gpu)) {
            m_offered = QString::fromStdString(gpu);
            m_offeredSource = *id;
        }
        break;
    }
    retranslateUi();
    setVisible(!m_offered.isEmpty());
}

void GpuSwitchOffer::retranslateUi() {
    const GpuSpec* measured = m_offered.isEmpty() ? nullptr : HardwareDb::builtin().find(m_offered.toStdString());
    const GpuSpec* scenario = HardwareDb::builtin().find(m_scenarioGpu);
    const QString measuredName = measured ? QString::fromStdString(measured->name) : QString();
    m_text->setText(
        GpuPanel::tr("These results were measured on %1; the scenario's GPU is %2: they say nothing "
                     "of it.")
            .arg(measuredName, scenario ? QString::fromStdString(scenario->name) : GpuPanel::tr("another GPU")));
    m_switch->setText(GpuPanel::tr("Switch the scenario to the %1").arg(measuredName));
    m_switch->setToolTip(GpuPanel::tr("The scenario's GPU becomes the one these results were measured on (undoable)"));
    m_keep->setText(GpuPanel::tr("Keep the scenario's GPU"));
}

void GpuSwitchOffer::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace rooflab
