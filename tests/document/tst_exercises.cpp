// Exercise mode's questions: each has an answer the controls can reach, the check accepts it,
// refuses one stop short or past, and says why with core's numbers. The answers are found here by
// walking the control's stops through core, independently of the check.
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "document/exercises.h"

#include <QFile>
#include <QTest>

using namespace rooflab;

namespace {

Scenario lecture(const QString& resource) {
    // ":/scenarios/x.json" is resources/scenarios/x.json in the source tree.
    QFile file(QStringLiteral(ROOFLAB_RESOURCES_DIR) + resource.mid(1));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    const ScenarioParseResult parsed = parseScenario(file.readAll().toStdString());
    if (!parsed.ok)
        qFatal("cannot parse %s", qPrintable(file.fileName()));
    return parsed.scenario;
}

void set(Exercise::Quantity quantity, Scenario& s, double value) {
    switch (quantity) {
    case Exercise::Quantity::Gpus:
        s.parallel.gpus = int(value);
        break;
    case Exercise::Quantity::MicroBatch:
        s.training.microBatch = int(value);
        break;
    case Exercise::Quantity::SequenceLength:
        s.training.seqLen = int(value);
        break;
    case Exercise::Quantity::ModelSize:
        s.model = ModelSpec::sizeOnly(value);
        break;
    }
}

bool holds(const Exercise& e, const Scenario& s) {
    if (!validateScenario(s).empty())
        return false;
    const Report r = evaluate(s);
    if (e.condition == Exercise::Condition::DaysAtMost)
        return r.memory.fits && r.time.daysAtPredictedSpeed > 0 && r.time.daysAtPredictedSpeed <= e.days;
    return r.memory.fits;
}

} // namespace

class TestExercises : public QObject {
    Q_OBJECT

private slots:
    void neighbourStops() {
        using Q = Exercise::Quantity;
        QCOMPARE(neighbourStop(Q::Gpus, 4, -1), 2.0);
        QCOMPARE(neighbourStop(Q::Gpus, 3, -1), 2.0); // a typed 3: the stop below is 2
        QCOMPARE(neighbourStop(Q::Gpus, 3, 1), 4.0);
        QCOMPARE(neighbourStop(Q::Gpus, 1, -1), 0.0); // none below one GPU
        QCOMPARE(neighbourStop(Q::SequenceLength, 4096, 1), 8192.0);
        QCOMPARE(neighbourStop(Q::ModelSize, 30e9, 1), 50e9);
        QCOMPARE(neighbourStop(Q::ModelSize, 1e9, -1), 7e8);
        QCOMPARE(neighbourStop(Q::ModelSize, 7e10, 1), 1e11);
    }

    void everyExerciseHasAReachableAnswer_data() {
        QTest::addColumn<int>("index");
        const auto all = Exercises::all();
        QVERIFY(all.size() >= 5);
        for (std::size_t i = 0; i < all.size(); ++i)
            QTest::addRow("%d %s", int(i), qPrintable(all[i].lecture.section(QLatin1Char('/'), -1))) << int(i);
    }

    // Walk the stops from the lecture's value to the answer; the check accepts it and refuses
    // the stop before it (still short of the goal) with a reason.
    void everyExerciseHasAReachableAnswer() {
        QFETCH(int, index);
        const Exercise e = Exercises::all().at(std::size_t(index));
        Scenario s = lecture(e.lecture);
        Exercises::begin(e, s);
        // The exercise does not begin at its answer: the start is not yet right.
        {
            const ExerciseVerdict atStart = checkExercise(e, s, evaluate(s));
            QVERIFY2(!atStart.correct, qPrintable(atStart.feedback));
        }
        if (e.zeroStage >= 0) {
            // Not set yet: the check asks for it first.
            if (s.parallel.zeroStage != e.zeroStage) {
                const ExerciseVerdict v = checkExercise(e, s, evaluate(s));
                QVERIFY(!v.correct);
                QVERIFY2(v.feedback.contains(QStringLiteral("ZeRO stage to %1").arg(e.zeroStage)),
                         qPrintable(v.feedback));
            }
            s.parallel.zeroStage = e.zeroStage;
        }
        const bool largest = e.goal == Exercise::Goal::Largest;
        // Start where the condition holds (fewest: from many GPUs; largest: from the smallest).
        const double sliderStart[] = {65536, 1, 128, 1e8}; // Gpus (fewest: from many), micro-batch, sequence, size
        double value = largest ? sliderStart[int(e.quantity)] : 65536;
        set(e.quantity, s, value);
        QVERIFY2(holds(e, s), "the start of the walk does not hold");
        for (;;) {
            const double next = neighbourStop(e.quantity, value, largest ? 1 : -1);
            Scenario further = s;
            set(e.quantity, further, next);
            if (next <= 0 || !holds(e, further))
                break;
            s = further;
            value = next;
        }
        const ExerciseVerdict right = checkExercise(e, s, evaluate(s));
        QVERIFY2(right.correct, qPrintable(right.feedback));
        QVERIFY2(right.feedback.startsWith(QStringLiteral("Right")), qPrintable(right.feedback));
        qInfo("%s: answer %g (%s)", qPrintable(QTest::currentDataTag()), value, qPrintable(right.feedback));

        // One stop short of the goal: it holds, but it is not the answer.
        Scenario shortOf = s;
        const double before = neighbourStop(e.quantity, value, largest ? -1 : 1);
        set(e.quantity, shortOf, before);
        const ExerciseVerdict notYet = checkExercise(e, shortOf, evaluate(shortOf));
        QVERIFY2(!notYet.correct, qPrintable(notYet.feedback));
        QVERIFY2(notYet.feedback.contains(largest ? QStringLiteral("go further") : QStringLiteral("fewer will do")),
                 qPrintable(notYet.feedback));

        // One stop past: it fails, and the feedback says why with the numbers.
        Scenario past = s;
        const double beyond = neighbourStop(e.quantity, value, largest ? 1 : -1);
        if (beyond > 0) {
            set(e.quantity, past, beyond);
            if (validateScenario(past).empty()) {
                const ExerciseVerdict wrong = checkExercise(e, past, evaluate(past));
                QVERIFY2(!wrong.correct, qPrintable(wrong.feedback));
                QVERIFY2(wrong.feedback.startsWith(QStringLiteral("Not yet")), qPrintable(wrong.feedback));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestExercises)
#include "tst_exercises.moc"
