#include "exercisecoach.h"

#include "document/scenariodocument.h"
#include "documentfiles.h"
#include "lectures.h"
#include "widgets/panels/exercisepanel.h"

#include <QDockWidget>

namespace rooflab {

ExerciseCoach::ExerciseCoach(ScenarioDocument* document, DocumentFiles* files, ExercisePanel* panel, QDockWidget* dock,
                             std::function<void()> showCharts,
                             std::function<void(const QStringList&, const QPoint&)> explain, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_panel(panel)
    , m_dock(dock)
    , m_files(files)
    , m_showCharts(std::move(showCharts))
    , m_explain(std::move(explain)) {
    connect(panel, &ExercisePanel::checkRequested, this, [this] { check(); });
    connect(panel, &ExercisePanel::derivationRequested, this, &ExerciseCoach::showDerivation);
    connect(panel, &ExercisePanel::restartRequested, this, [this] { start(std::max(0, m_index)); });
    connect(panel, &ExercisePanel::nextRequested, this, [this] {
        const int count = int(Exercises::all().size());
        start((m_index + 1) % count);
    });
    connect(panel, &ExercisePanel::previousRequested, this, [this] {
        const int count = int(Exercises::all().size());
        start((std::max(0, m_index) + count - 1) % count);
    });
}

void ExerciseCoach::open() {
    m_dock->show();
    m_dock->raise();
    if (m_index < 0)
        start(0);
}

void ExerciseCoach::start(int index) {
    m_exercises = Exercises::all(); // the texts in the language of now
    if (index < 0 || index >= int(m_exercises.size()))
        return;
    const Exercise& exercise = m_exercises[std::size_t(index)];
    if (!openExercise(exercise))
        return;
    m_index = index;
    QString lectureTitle;
    for (const Lecture& lecture : Lectures::all())
        if (lecture.resource == exercise.lecture)
            lectureTitle = lecture.title;
    m_panel->showExercise(index, int(m_exercises.size()), lectureTitle, exercise.question);
    m_dock->show();
    m_dock->raise();
}

bool ExerciseCoach::openExercise(const Exercise& exercise) {
    // From one exercise to the next, the answer dragged to is not the user's work to save.
    const bool inExercise = m_index >= 0 && m_files->path().isEmpty();
    if ((!inExercise && !m_files->confirmSetAside()) || !m_files->open(exercise.lecture))
        return false;
    Scenario scenario = m_document->scenario();
    Exercises::begin(exercise, scenario);
    m_files->replaceScenario(scenario, false); // a whole new scenario: the charts fit their axes to it
    m_document->markSaved();                   // the lecture as the exercise begins: nothing of the student's yet
    m_showCharts();
    return true;
}

ExerciseVerdict ExerciseCoach::check() {
    if (m_index < 0)
        return {};
    m_document->evaluateNow(); // the last drag may still be queued
    ExerciseVerdict verdict;
    if (!m_document->valid()) {
        verdict.feedback =
            tr("The scenario has a problem (see the status bar): %1").arg(m_document->problems().value(0));
    } else {
        verdict = checkExercise(m_exercises[std::size_t(m_index)], m_document->scenario(), m_document->report());
    }
    m_panel->showVerdict(verdict.correct, verdict.feedback);
    return verdict;
}

void ExerciseCoach::showDerivation() {
    if (m_index < 0)
        return;
    m_explain(m_exercises[std::size_t(m_index)].figures, m_panel->mapToGlobal(QPoint(m_panel->width() / 3, 0)));
}

} // namespace rooflab
