#pragma once
// Every knob of a Scenario in one scrollable column of groups (widgets/controls/). The panel
// shows the document's scenario and keeps none of its own: each control sends its edit to the
// document through applyEdit() (a ScenarioEdit: the change, its undo text, the control's id), and
// every control follows the document's changed() signal. Fields without a control (an edited
// architecture, a custom dtype mix, a custom GPU) survive because they live in the document.
#include "core/model/scenario.h"

#include <QList>
#include <QString>
#include <QWidget>

#include <functional>
#include <vector>

class QEvent;
class QScrollArea;

namespace rooflab {

class ControlGroup;
class ScenarioDocument;
class TrainingCodeControls;

class ControlPanel : public QWidget {
    Q_OBJECT
public:
    // Shows `document`'s scenario (not owned; it outlives the panel) and edits it.
    explicit ControlPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    // The document's scenario, which the groups show.
    const Scenario& scenario() const;

    // For the groups: sends one edit of `control` to the document, undoable as "Change <the
    // control's accessible name>"; the document's changed() then re-syncs every control (some
    // depend on others). Ignored while controls are loading.
    void applyEdit(QObject* control, const std::function<void(Scenario&)>& change);
    bool isLoading() const { return m_loading; }
    // The dialogs behind "Architecture...", "dtype mix..." and "Custom...": on OK the result
    // becomes an edit from `control`; on cancel the controls go back to the scenario.
    void openArchitectureDialog(QObject* control);
    void openPrecisionDialog(QObject* control);
    void openCustomGpuDialog(QObject* control);

protected:
    // Dialog hooks (virtual so tests can answer them without a modal loop). Each returns false
    // when the user cancels.
    virtual bool editArchitecture(Architecture& arch);
    virtual bool editPrecision(PrecisionConfig& precision);
    virtual bool editCustomGpu(GpuSpec& gpu);

    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void fitWidth();
    // A scenario from outside the controls (a file, undo, a lecture) that sets the rarely changed
    // options shows them.
    void showAdvancedIfUsed(const Scenario& scenario);
    // The document's scenario -> controls, with every control's signals blocked.
    void refresh();

    ScenarioDocument* m_document;
    bool m_loading = false;

    QScrollArea* m_scroll = nullptr;
    std::vector<ControlGroup*> m_groups;
    QList<QWidget*> m_controls; // every group's controls, for refresh()
    TrainingCodeControls* m_trainingCode = nullptr;
};

} // namespace rooflab
