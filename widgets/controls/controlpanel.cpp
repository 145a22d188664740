#include "widgets/controls/controlpanel.h"

#include "core/io/scenarioio.h"
#include "document/scenariodocument.h"
#include "document/scenarioedit.h"
#include "widgets/controls/batchcontrols.h"
#include "widgets/controls/finetunecontrols.h"
#include "widgets/controls/hardwarecontrols.h"
#include "widgets/controls/inferencecontrols.h"
#include "widgets/controls/logslider.h"
#include "widgets/controls/modelcontrols.h"
#include "widgets/controls/numericscontrols.h"
#include "widgets/controls/offloadcontrols.h"
#include "widgets/controls/runcontrols.h"
#include "widgets/controls/savingscontrols.h"
#include "widgets/controls/trainingcodecontrols.h"
#include "widgets/controls/wheeltoscroll.h"
#include "widgets/dialogs/architecturedialog.h"
#include "widgets/dialogs/customgpudialog.h"
#include "widgets/dialogs/precisiondialog.h"

#include <QEvent>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <memory>

namespace rooflab {

ControlPanel::ControlPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document) {
    setObjectName(QStringLiteral("controlPanel"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(m_scroll);
    auto* content = new QWidget(m_scroll);
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(6, 6, 6, 6);
    m_scroll->setWidget(content);

    m_trainingCode = new TrainingCodeControls(this);
    m_groups = {
        new ModelControls(this),     new BatchControls(this),    new NumericsControls(this), m_trainingCode,
        new SavingsControls(this),   new HardwareControls(this), new OffloadControls(this),  new FinetuneControls(this),
        new InferenceControls(this), new RunControls(this)};
    for (ControlGroup* group : m_groups) {
        group->wrapRowLabels();
        column->addWidget(group);
        // Found once: refresh() blocks them on every slider step.
        m_controls.append(group->findChildren<QWidget*>(Qt::FindDirectChildrenOnly));
    }
    column->addStretch(1);

    connect(m_document, &ScenarioDocument::replaced, this, &ControlPanel::showAdvancedIfUsed);
    connect(m_document, &ScenarioDocument::changed, this, &ControlPanel::refresh);
    showAdvancedIfUsed(scenario());
    retranslateUi();
    fitWidth();
    content->installEventFilter(this);
    new WheelToScroll(m_scroll);
}

const Scenario& ControlPanel::scenario() const {
    return m_document->scenario();
}

void ControlPanel::retranslateUi() {
    for (ControlGroup* group : m_groups)
        group->retranslate();
    refresh(); // texts that depend on the scenario (the model summary, the custom GPU's item)
}

void ControlPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        // QLocale::setDefault() does not reach widgets that have already resolved their locale,
        // and the spin boxes format their numbers with it: take the new default along.
        setLocale(QLocale());
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

// No horizontal scrolling: the column is as wide as its widest row plus the scroll bar. Rows
// widen when the language changes, so this runs again whenever the column is laid out anew.
void ControlPanel::fitWidth() {
    m_scroll->setMinimumWidth(m_scroll->widget()->minimumSizeHint().width() +
                              m_scroll->verticalScrollBar()->sizeHint().width() + 2 * m_scroll->frameWidth());
}

bool ControlPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_scroll->widget() && event->type() == QEvent::LayoutRequest)
        fitWidth();
    return QWidget::eventFilter(watched, event);
}

void ControlPanel::showAdvancedIfUsed(const Scenario& scenario) {
    if (TrainingCodeControls::usesAdvancedOptions(scenario))
        m_trainingCode->setAdvancedShown(true);
}

namespace {

// What undo calls the control: its accessible name (a slider's is on its QSlider).
QString editedName(QObject* control) {
    QString name;
    if (auto* slider = qobject_cast<LogSlider*>(control))
        name = slider->slider()->accessibleName();
    else if (auto* widget = qobject_cast<QWidget*>(control))
        name = widget->accessibleName();
    // Never the object name ("Change gpuCountSlider"): a control without a name yet is a setting.
    return name.isEmpty() ? ControlPanel::tr("a setting") : name;
}

} // namespace

void ControlPanel::applyEdit(QObject* control, const std::function<void(Scenario&)>& change) {
    if (m_loading)
        return;
    m_document->apply({change, ScenarioEdit::changeText(editedName(control)), control->objectName()});
}

void ControlPanel::refresh() {
    m_loading = true;
    // Block every control while writing it; the flag covers anything a blocker misses (a
    // QSpinBox's line edit, for example).
    std::vector<std::unique_ptr<QSignalBlocker>> blockers;
    blockers.reserve(m_controls.size());
    for (QWidget* control : m_controls)
        blockers.push_back(std::make_unique<QSignalBlocker>(control));
    for (ControlGroup* group : m_groups)
        group->refresh(scenario());
    m_loading = false;
}

void ControlPanel::openArchitectureDialog(QObject* control) {
    Architecture arch = scenario().model.arch;
    if (editArchitecture(arch))
        applyEdit(control, [arch](Scenario& s) {
            s.model = ModelSpec::fromArchitecture(arch);
            fitLengthsToLearnedPositions(s);
        });
    else
        refresh(); // puts the model picker back if "custom architecture" was chosen and cancelled
}

bool ControlPanel::editArchitecture(Architecture& arch) {
    ArchitectureDialog dialog(this);
    dialog.setArchitecture(arch);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    arch = dialog.architecture();
    return true;
}

void ControlPanel::openPrecisionDialog(QObject* control) {
    PrecisionConfig precision = scenario().precision;
    if (editPrecision(precision))
        applyEdit(control, [precision](Scenario& s) { s.precision = precision; });
    else
        refresh();
}

bool ControlPanel::editPrecision(PrecisionConfig& precision) {
    PrecisionDialog dialog(scenario().training.implementation, this);
    dialog.setPrecision(precision);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    precision = dialog.precision();
    return true;
}

void ControlPanel::openCustomGpuDialog(QObject* control) {
    GpuSpec gpu = scenario().gpu;
    if (editCustomGpu(gpu)) {
        applyEdit(control, [gpu](Scenario& s) {
            s.gpu = gpu;
            s.customGpu = true;
        });
    } else {
        refresh(); // back to the GPU that is still in the scenario
    }
}

bool ControlPanel::editCustomGpu(GpuSpec& gpu) {
    CustomGpuDialog dialog(this);
    dialog.setGpu(gpu);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    gpu = dialog.gpu();
    return true;
}

} // namespace rooflab
