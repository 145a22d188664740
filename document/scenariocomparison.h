#pragma once
// File > Compare with file...: the current scenario beside another (a saved file), each
// evaluated by core, as what the compare view shows: both training memory bars on one axis,
// the speed, time and cost figures with their change, and the scenario keys that differ
// ("parallel.tp 1 -> 8"). In document/ because it evaluates; the view only draws it.
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/steptime/steptime.h"
#include "document/memorystacks.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rooflab {

// One side: its label ("Current", the file's name), the scenario, and the measured efficiency
// its step time uses (none: the published ones).
struct ComparedSide {
    QString label;
    Scenario scenario;
    std::optional<StepEfficiency> efficiency;
};

// A scenario key whose values differ, as the file writes it (docs/scenario-format.md).
struct ScenarioDifference {
    QString key;          // "parallel.tp", "finetune.dataset.epochs"
    QString before;       // the current scenario's value; "absent" where it has none
    QString after;        // the other's
    QString text() const; // "parallel.tp 1 -> 8"
};

// One figure of both sides: its name, each side's text ("—, why" where it has none) and the
// change from the current to the other ("+35 %", "-4.1 points"; "—" where either is missing).
struct ComparedFigure {
    QString id; // stable: "step_time", "mfu", ... (tests, the export)
    QString name;
    QString current;
    QString other;
    QString change;
};

struct ScenarioComparison {
    Q_DECLARE_TR_FUNCTIONS(rooflab::ScenarioComparison)
public:
    QString currentLabel;
    QString otherLabel;
    QStringList currentProblems; // why a side was not evaluated (an invalid scenario); empty: it was
    QStringList otherProblems;
    MemoryStacks memory; // one training bar per evaluated side, on one axis
    std::vector<ComparedFigure> figures;
    std::vector<ScenarioDifference> differences;

    // Evaluates both sides (each only when valid) and compares them.
    static ScenarioComparison build(const ComparedSide& current, const ComparedSide& other);
    // The keys whose values differ between the two scenarios as files write them, in the
    // files' key order; the version and nothing else is left out.
    static std::vector<ScenarioDifference> differencesBetween(const Scenario& current, const Scenario& other);
    const ComparedFigure* figure(const QString& id) const;
};

} // namespace rooflab
