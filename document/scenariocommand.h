#pragma once
// One undo step: the scenario before and after an edit. Consecutive edits from the same slider
// within a short pause merge, so a drag across twenty stops is undone in one step.
#include "core/model/scenario.h"

#include <QElapsedTimer>
#include <QString>
#include <QUndoCommand>

#include <functional>

namespace rooflab {

class ScenarioCommand : public QUndoCommand {
public:
    using Apply = std::function<void(const Scenario&)>;

    // `source` is the objectName of the control that made the edit (empty: never merges).
    // The edit has already happened when the command is pushed, so the first redo() does nothing.
    ScenarioCommand(const QString& text, const Scenario& before, const Scenario& after, const QString& source,
                    Apply apply);

    int id() const override { return 0x5ce7; }
    bool mergeWith(const QUndoCommand* other) override;
    void undo() override;
    void redo() override;

    // Edits further apart than this are separate undo steps even on the same control.
    static constexpr int kMergeWindowMs = 1000;

private:
    Scenario m_before;
    Scenario m_after;
    QString m_source;
    Apply m_apply;
    QElapsedTimer m_lastEdit;
    bool m_applied = true;
};

} // namespace rooflab
