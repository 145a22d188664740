#pragma once
// The Serving tab's "Settings..." window (issue 47, item 3): every key of the scenario's serving
// block that the tab's top row leaves out (docs/scenario-format.md, "serving"), as a form in group boxes:
// the load, the engine's limits, the latency targets, speculative decoding, disaggregated prefill
// and decode, and the mixture-of-experts layout. Non-modal: it stays open beside the chart. Each
// change is one undoable edit of the scenario named after its control; setData() sets the
// controls from the document's scenario (after an undo, a load) without making an edit.
#include "core/base/fieldlimits.h"
#include "core/model/scenario.h"
#include "core/model/servingreport.h"
#include "document/scenarioedit.h"

#include <QDialog>
#include <QHash>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QEvent;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rooflab {

class ServingSettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ServingSettingsDialog(QWidget* parent = nullptr);

    // The document's scenario, which has a serving block, and its serving report (the engine's
    // defaults the "engine default" texts name, the load the other kind of load starts from).
    void setData(const Scenario& scenario, const std::optional<ServingReport>& report);

    // One edit of the serving block, named after `control` (its accessible name and object name).
    static ScenarioEdit servingEdit(const QWidget* control, std::function<void(ServingConfig&)> change);

signals:
    void editRequested(const rooflab::ScenarioEdit& edit);

protected:
    void changeEvent(QEvent* event) override;

private:
    QGroupBox* buildLoad();
    QGroupBox* buildEngineLimits();
    QGroupBox* buildTargets();
    QGroupBox* buildSpeculative();
    QGroupBox* buildDisaggregation();
    QGroupBox* buildMixtureOfExperts();
    // A row of the disaggregation group: an optional count whose change `set` writes.
    QSpinBox* addPoolCount(QFormLayout* form, const QString& objectName, FieldLimit limit,
                           std::function<void(DisaggregationConfig&, std::optional<std::int64_t>)> set);
    // A form row of `field` with a label whose buddy it is; retranslate() writes the label.
    void addRow(QFormLayout* form, QWidget* field);
    // The label (with its mnemonic) of a row's field or a check box's text, the accessible name
    // the undo text is made of (the label without its '&') and the tooltip.
    void describe(QWidget* control, const QString& label, const QString& toolTip);
    // A control's tooltip, led by why it is disabled where `whyOff` says so (empty: enabled).
    static QString withWhyOff(const QString& whyOff, const QString& toolTip);
    void edit(QWidget* control, std::function<void(ServingConfig&)> change);

    void retranslate();
    void retranslateLoad();
    void retranslateEngineLimits();
    void retranslateSpeculative();
    void retranslateDisaggregation();
    void retranslateMixtureOfExperts();

    void refresh();
    void refreshLoad(const ServingConfig& c);
    void refreshEngineLimits(const ServingConfig& c);
    void refreshTargets(const ServingConfig& c);
    void refreshSpeculative(const ServingConfig& c);
    // The presets that can draft for the scenario's model, `draft` (the scenario's, or null) chosen.
    void refreshDraftModels(const ModelSpec* draft);
    void refreshDisaggregation(const ServingConfig& c);
    void refreshMixtureOfExperts(const ServingConfig& c);
    // The draft model the "draft model" method starts with when the scenario names none.
    std::shared_ptr<const ModelSpec> chosenDraftModel() const;

    Scenario m_scenario;
    std::optional<ServingReport> m_report;
    QHash<const QWidget*, QLabel*> m_labels;

    QLabel* m_intro = nullptr;
    QGroupBox* m_loadGroup = nullptr;
    QComboBox* m_loadKind = nullptr;
    QSpinBox* m_concurrency = nullptr;
    QDoubleSpinBox* m_requestRate = nullptr;
    QDoubleSpinBox* m_prefixCacheHit = nullptr;
    QCheckBox* m_streaming = nullptr;
    QCheckBox* m_fixedLengths = nullptr;

    QGroupBox* m_engineGroup = nullptr;
    QLineEdit* m_engineVersion = nullptr;
    QSpinBox* m_maxNumSeqs = nullptr;
    QSpinBox* m_maxNumBatchedTokens = nullptr;
    QComboBox* m_cudaGraphs = nullptr;
    QSpinBox* m_schedulerSteps = nullptr;

    QGroupBox* m_targetsGroup = nullptr;
    QDoubleSpinBox* m_ttftTarget = nullptr;
    QDoubleSpinBox* m_tpotTarget = nullptr;

    QGroupBox* m_speculativeGroup = nullptr;
    QComboBox* m_speculativeMethod = nullptr;
    QSpinBox* m_draftTokens = nullptr;
    QDoubleSpinBox* m_acceptance = nullptr;
    QComboBox* m_draftModel = nullptr;

    QGroupBox* m_disaggregation = nullptr; // checkable: checked = the "disaggregation" object is there
    QSpinBox* m_prefillInstances = nullptr;
    QSpinBox* m_decodeInstances = nullptr;
    QSpinBox* m_prefillTp = nullptr;
    QSpinBox* m_decodeTp = nullptr;
    QDoubleSpinBox* m_kvTransfer = nullptr;

    QGroupBox* m_moeGroup = nullptr;
    QCheckBox* m_expertParallel = nullptr;
    QCheckBox* m_dataParallelAttention = nullptr;
};

} // namespace rooflab
