#pragma once
// One edit of the scenario as every control surface sends it to the document (the control
// panel's groups, the presentation strip, the dialogs they open): what changes, the undo text
// the control that knows what it is wrote, and that control's id. ScenarioDocument::apply()
// runs it on the document's own scenario; no control keeps a copy of its own.
#include "core/model/scenario.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace rooflab {

struct ScenarioEdit {
    Q_DECLARE_TR_FUNCTIONS(rooflab::ScenarioEdit)
public:
    // The change, run on (a copy of) the document's scenario.
    std::function<void(Scenario&)> change;
    // What undo and redo show ("Change Micro-batch"), translated.
    QString text;
    // The control's id (its object name). Consecutive edits from the same slider (an id ending
    // in "Slider") within a second merge into one undo step; empty: never merges.
    QString source;

    // "Change <what>": the undo text of an edit to the control named `what` (its accessible name).
    static QString changeText(const QString& what) { return tr("Change %1").arg(what); }
};

} // namespace rooflab
