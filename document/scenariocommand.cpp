#include "document/scenariocommand.h"

namespace rooflab {

ScenarioCommand::ScenarioCommand(const QString& text, const Scenario& before, const Scenario& after,
                                 const QString& source, Apply apply)
    : QUndoCommand(text)
    , m_before(before)
    , m_after(after)
    , m_source(source)
    , m_apply(std::move(apply)) {
    m_lastEdit.start();
}

bool ScenarioCommand::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const ScenarioCommand*>(other);
    // Only sliders merge: a drag emits one change per stop. Combos and checkboxes are single
    // deliberate clicks, each worth its own undo step.
    if (m_source.isEmpty() || next->m_source != m_source || !m_source.endsWith(QLatin1String("Slider")))
        return false;
    if (m_lastEdit.elapsed() > kMergeWindowMs)
        return false;
    m_after = next->m_after;
    m_lastEdit.restart();
    return true;
}

void ScenarioCommand::undo() {
    m_apply(m_before);
    m_applied = false;
}

void ScenarioCommand::redo() {
    if (m_applied)
        return; // pushed after the edit was made
    m_apply(m_after);
    m_applied = true;
}

} // namespace rooflab
