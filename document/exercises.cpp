#include "document/exercises.h"

#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "document/format.h"
#include "document/sliderstops.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

bool conditionHolds(const Exercise& exercise, const Report& report) {
    const bool fits = report.memory.fits && (!report.memory.host.any() || report.memory.host.fits);
    if (exercise.condition == Exercise::Condition::DaysAtMost)
        return fits && report.time.daysAtPredictedSpeed > 0 && report.time.daysAtPredictedSpeed <= exercise.days;
    return fits;
}

void setValue(Exercise::Quantity quantity, Scenario& scenario, double value) {
    switch (quantity) {
    case Exercise::Quantity::Gpus:
        scenario.parallel.gpus = int(std::lround(value));
        break;
    case Exercise::Quantity::MicroBatch:
        scenario.training.microBatch = int(std::lround(value));
        break;
    case Exercise::Quantity::SequenceLength:
        scenario.training.seqLen = int(std::lround(value));
        break;
    case Exercise::Quantity::ModelSize:
        scenario.model = ModelSpec::sizeOnly(value);
        break;
    }
}

QString shown(Exercise::Quantity quantity, double value) {
    switch (quantity) {
    case Exercise::Quantity::Gpus:
        return value == 1
                   ? QCoreApplication::translate("rooflab::Exercises", "1 GPU")
                   : QCoreApplication::translate("rooflab::Exercises", "%1 GPUs").arg(format::integer(qint64(value)));
    case Exercise::Quantity::MicroBatch:
        return QCoreApplication::translate("rooflab::Exercises", "a micro-batch of %1")
            .arg(format::integer(qint64(value)));
    case Exercise::Quantity::SequenceLength:
        return QCoreApplication::translate("rooflab::Exercises", "%1 tokens").arg(format::integer(qint64(value)));
    case Exercise::Quantity::ModelSize:
        return QCoreApplication::translate("rooflab::Exercises", "%1 parameters").arg(format::count(value));
    }
    return {};
}

// Why the condition fails at this report, with its numbers.
QString whyNot(const Exercise& exercise, const Report& report) {
    if (!report.memory.fits)
        return QCoreApplication::translate("rooflab::Exercises", "it needs %1 per GPU, the GPU has %2")
            .arg(format::memory(report.memory.total, MemoryUnit::GiB),
                 format::memory(report.memory.capacity, MemoryUnit::GiB));
    if (report.memory.host.any() && !report.memory.host.fits)
        return QCoreApplication::translate("rooflab::Exercises",
                                           "the host's memory is too small for what is offloaded");
    return QCoreApplication::translate("rooflab::Exercises", "the run takes %1 days, more than %2")
        .arg(format::fixed(report.time.daysAtPredictedSpeed, 0), format::fixed(exercise.days, 0));
}

// What core's fit search found exactly, where the sliders' stops cannot land on it.
QString exactAnswer(const Exercise& exercise, double value, const Report& report) {
    if (exercise.condition != Exercise::Condition::TrainingFits)
        return {};
    switch (exercise.quantity) {
    case Exercise::Quantity::Gpus:
        if (report.fit.minGpus > 0 && report.fit.minGpus != int(value))
            return QCoreApplication::translate("rooflab::Exercises", " Typed in exactly, %1 GPUs are the fewest.")
                .arg(format::integer(report.fit.minGpus));
        break;
    case Exercise::Quantity::MicroBatch:
        if (report.fit.maxMicroBatch > 0 && report.fit.maxMicroBatch != int(value))
            return QCoreApplication::translate("rooflab::Exercises", " Typed in exactly, up to %1 fit.")
                .arg(format::integer(report.fit.maxMicroBatch));
        break;
    case Exercise::Quantity::ModelSize:
        if (report.fit.maxSizeOnlyParams > 0)
            return QCoreApplication::translate("rooflab::Exercises", " The fit search finds up to %1 parameters.")
                .arg(format::count(report.fit.maxSizeOnlyParams));
        break;
    case Exercise::Quantity::SequenceLength:
        break;
    }
    return {};
}

} // namespace

FitAnswer answerGivenAwayBy(const Exercise& exercise) {
    switch (exercise.quantity) {
    case Exercise::Quantity::Gpus:
        return FitAnswer::FewestGpus;
    case Exercise::Quantity::MicroBatch:
        return FitAnswer::LargestMicroBatch;
    case Exercise::Quantity::ModelSize:
        return FitAnswer::LargestModel;
    case Exercise::Quantity::SequenceLength:
        break; // no fit search answers it
    }
    return FitAnswer::None;
}

double exerciseValue(const Exercise& exercise, const Scenario& scenario) {
    switch (exercise.quantity) {
    case Exercise::Quantity::Gpus:
        return scenario.parallel.gpus;
    case Exercise::Quantity::MicroBatch:
        return scenario.training.microBatch;
    case Exercise::Quantity::SequenceLength:
        return scenario.training.seqLen;
    case Exercise::Quantity::ModelSize:
        return effectiveParameterCount(scenario);
    }
    return 0;
}

double neighbourStop(Exercise::Quantity quantity, double value, int direction) {
    if (value <= 0)
        return 0;
    if (quantity != Exercise::Quantity::ModelSize) {
        // Powers of two; from a typed value between two, the nearest one in that direction.
        double power = std::exp2(std::floor(std::log2(value)));
        if (direction > 0)
            return power * 2;
        if (power >= value)
            power /= 2;
        return power >= 1 ? power : 0;
    }
    const double decade = std::pow(10.0, std::floor(std::log10(value) + 1e-12));
    std::vector<double> stops;
    for (double d : {decade / 10, decade, decade * 10})
        for (double m : kNiceMantissas)
            stops.push_back(m * d);
    if (direction > 0) {
        for (double stop : stops)
            if (stop > value * (1 + 1e-9))
                return stop;
    } else {
        for (auto it = stops.rbegin(); it != stops.rend(); ++it)
            if (*it < value * (1 - 1e-9))
                return *it;
    }
    return 0;
}

std::vector<Exercise> Exercises::all() {
    using Q = Exercise::Quantity;
    using C = Exercise::Condition;
    using G = Exercise::Goal;
    std::vector<Exercise> list;
    list.push_back(
        {QStringLiteral(":/scenarios/lecture-7b-budget.json"),
         QCoreApplication::translate("rooflab::Exercises",
                                     "This 7B model does not train on one H100: AdamW in mixed precision keeps "
                                     "18 bytes per parameter before any activation. Set the ZeRO stage to 3 and "
                                     "find the fewest H100s it trains on: drag (or type) the GPU count."),
         Q::Gpus,
         C::TrainingFits,
         G::Fewest,
         0,
         3,
         0,
         {QStringLiteral("memory.total"), QStringLiteral("memory.at_min_gpus.total")}});
    list.push_back({QStringLiteral(":/scenarios/largest-on-8-h100.json"),
                    QCoreApplication::translate(
                        "rooflab::Exercises", "ZeRO-3 over 8 H100s: how large can the model be? Drag the model size up "
                                              "from 7B to the largest that still trains."),
                    Q::ModelSize,
                    C::TrainingFits,
                    G::Largest,
                    0,
                    -1,
                    7e9,
                    {QStringLiteral("memory.total"), QStringLiteral("fit.napkin_max_params")}});
    list.push_back({QStringLiteral(":/scenarios/checkpointing-and-zero.json"),
                    QCoreApplication::translate("rooflab::Exercises",
                                                "Llama 2 7B does not fit on these 8 H100s with plain data parallelism "
                                                "(ZeRO 0), not even at micro-batch 1. Set the ZeRO stage to 2 and find "
                                                "the largest micro-batch that fits."),
                    Q::MicroBatch,
                    C::TrainingFits,
                    G::Largest,
                    0,
                    2,
                    1,
                    {QStringLiteral("memory.total")}});
    list.push_back({QStringLiteral(":/scenarios/llama-70b-15t-tokens.json"),
                    QCoreApplication::translate("rooflab::Exercises",
                                                "The 70B model on 15T tokens: how many H100s finish the run within 120 "
                                                "days at the predicted speed? Drag the GPU count to the fewest."),
                    Q::Gpus,
                    C::DaysAtMost,
                    G::Fewest,
                    120,
                    -1,
                    0,
                    {QStringLiteral("compute.days_predicted"), QStringLiteral("step.mfu")}});
    list.push_back(
        {QStringLiteral(":/scenarios/long-context-parallel.json"),
         QCoreApplication::translate("rooflab::Exercises",
                                     "Llama-3.1-8B with each sequence split over 8 GPUs (context parallelism): "
                                     "drag the sequence length up from 8,192 tokens to the longest that still "
                                     "trains."),
         Q::SequenceLength,
         C::TrainingFits,
         G::Largest,
         0,
         -1,
         8192,
         {QStringLiteral("memory.total")}});
    return list;
}

void Exercises::begin(const Exercise& exercise, Scenario& scenario) {
    if (exercise.start > 0)
        setValue(exercise.quantity, scenario, exercise.start);
}

ExerciseVerdict checkExercise(const Exercise& exercise, const Scenario& scenario, const Report& report) {
    ExerciseVerdict verdict;
    if (exercise.zeroStage >= 0 && scenario.parallel.zeroStage != exercise.zeroStage) {
        verdict.feedback = QCoreApplication::translate("rooflab::Exercises", "Set the ZeRO stage to %1 first.")
                               .arg(exercise.zeroStage);
        return verdict;
    }
    const double value = exerciseValue(exercise, scenario);
    if (!conditionHolds(exercise, report)) {
        verdict.feedback = QCoreApplication::translate("rooflab::Exercises", "Not yet: with %1, %2.")
                               .arg(shown(exercise.quantity, value), whyNot(exercise, report));
        return verdict;
    }
    // One stop further must fail: fewer GPUs, a larger batch, sequence or model.
    const int direction = exercise.goal == Exercise::Goal::Largest ? 1 : -1;
    const double next = neighbourStop(exercise.quantity, value, direction);
    if (next > 0) {
        Scenario further = scenario;
        setValue(exercise.quantity, further, next);
        if (validateScenario(further).empty()) {
            const Report beyond = evaluate(further);
            if (conditionHolds(exercise, beyond)) {
                verdict.feedback = exercise.goal == Exercise::Goal::Largest
                                       ? QCoreApplication::translate("rooflab::Exercises",
                                                                     "With %1 it works, and with %2 too: go further.")
                                             .arg(shown(exercise.quantity, value), shown(exercise.quantity, next))
                                       : QCoreApplication::translate(
                                             "rooflab::Exercises", "With %1 it works, but with %2 too: fewer will do.")
                                             .arg(shown(exercise.quantity, value), shown(exercise.quantity, next));
                return verdict;
            }
            verdict.correct = true;
            verdict.feedback =
                QCoreApplication::translate("rooflab::Exercises", "Right: with %1 it works; with %2, %3.")
                    .arg(shown(exercise.quantity, value), shown(exercise.quantity, next), whyNot(exercise, beyond)) +
                exactAnswer(exercise, value, report);
            return verdict;
        }
    }
    verdict.correct = true; // at the end of what the controls allow
    verdict.feedback =
        QCoreApplication::translate("rooflab::Exercises", "Right: with %1 it works, and the controls go no further.")
            .arg(shown(exercise.quantity, value));
    return verdict;
}

} // namespace rooflab
