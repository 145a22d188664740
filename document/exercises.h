#pragma once
// Exercise mode: questions a lecture's scenario poses ("how many H100s does this 7B model need
// with ZeRO-3?"), answered by dragging a control to a value, checked against core's numbers.
//
// An answer is right when the condition holds at the value the student chose and fails one
// slider stop further (the next GPU count down for "fewest", the next size up for "largest"):
// the answer the sliders can give. Where core's fit search knows the exact answer (a GPU count
// that is no power of two), the feedback names it too. Every check evaluates the scenario through
// core; nothing here is a stored answer.
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "document/fitanswer.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rooflab {

struct Exercise {
    // What the student drags.
    enum class Quantity { Gpus, MicroBatch, SequenceLength, ModelSize };
    // What must hold at the answer.
    enum class Condition { TrainingFits, DaysAtMost };
    enum class Goal { Fewest, Largest };

    QString lecture;  // the lecture scenario it starts from (":/scenarios/...")
    QString question; // translated
    Quantity quantity = Quantity::Gpus;
    Condition condition = Condition::TrainingFits;
    Goal goal = Goal::Largest;
    double days = 0;     // DaysAtMost: the limit
    int zeroStage = -1;  // >= 0: the answer must use this ZeRO stage
    double start = 0;    // > 0: the quantity's value when the exercise begins (else the lecture's)
    QStringList figures; // the derivation shown after a check
};

struct ExerciseVerdict {
    bool correct = false;
    QString feedback; // translated: why, with the numbers
};

class Exercises {
public:
    // Every built-in exercise, in lecture order, its texts in the current language.
    static std::vector<Exercise> all();
    // The lecture's scenario as the exercise begins (its start value set).
    static void begin(const Exercise& exercise, Scenario& scenario);
};

// Checks `scenario` (evaluated as `report`) as the answer to `exercise`.
ExerciseVerdict checkExercise(const Exercise& exercise, const Scenario& scenario, const Report& report);

// The fit search's answer that would give the exercise's answer away while it is open (the
// fewest GPUs when the student drags the GPU count down), FitAnswer::None where none would.
FitAnswer answerGivenAwayBy(const Exercise& exercise);

// The quantity's value in `scenario`, and the value one slider stop up or down from it (the
// control panel's stops: powers of two for counts, 1-1.5-2-3-5-7 per decade for model size).
double exerciseValue(const Exercise& exercise, const Scenario& scenario);
double neighbourStop(Exercise::Quantity quantity, double value, int direction);

} // namespace rooflab
