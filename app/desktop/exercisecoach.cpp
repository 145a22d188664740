#include "exercisecoach.h"

#include "document/scenariodocument.h"
#include "documentfiles.h"
#include "lectures.h"
#include "widgets/panels/exercisepanel.h"

#include <QDockWidget>
#include <QEvent>

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
    // Another scenario opened (a file, a lecture, File > New): the exercise's answer is no
    // longer the one on screen to hide.
    connect(files, &DocumentFiles::aboutToReplace, this, [this] {
        if (!m_opening)
            setConcealed(FitAnswer::None);
    });
    panel->installEventFilter(this);
}

bool ExerciseCoach::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_panel && event->type() == QEvent::LanguageChange && m_index >= 0) {
        const bool recheck = m_verdictShown;
        m_exercises = Exercises::all();
        showCurrent();
        if (recheck) // the verdict's words too; it judges the scenario on screen, as a click would
            check();
    }
    return QObject::eventFilter(watched, event);
}

void ExerciseCoach::setConcealed(FitAnswer answer) {
    if (answer == m_concealed)
        return;
    m_concealed = answer;
    emit concealedChanged(answer);
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
    setConcealed(answerGivenAwayBy(exercise));
    showCurrent();
    m_dock->show();
    m_dock->raise();
}

void ExerciseCoach::showCurrent() {
    const Exercise& exercise = m_exercises[std::size_t(m_index)];
    QString lectureTitle;
    for (const Lecture& lecture : Lectures::all())
        if (lecture.resource == exercise.lecture)
            lectureTitle = lecture.title;
    m_panel->showExercise(m_index, int(m_exercises.size()), lectureTitle, exercise.question);
    m_verdictShown = false;
}

bool ExerciseCoach::openExercise(const Exercise& exercise) {
    // From one exercise to the next, the answer dragged to is not the user's work to save.
    const bool inExercise = m_index >= 0 && m_files->path().isEmpty();
    if (!inExercise && !m_files->confirmSetAside())
        return false;
    m_opening = true;
    const bool opened = m_files->open(exercise.lecture);
    if (opened) {
        Scenario scenario = m_document->scenario();
        Exercises::begin(exercise, scenario);
        m_files->replaceScenario(scenario, false); // a whole new scenario: the charts fit their axes to it
    }
    m_opening = false;
    if (!opened)
        return false;
    m_document->markSaved(); // the lecture as the exercise begins: nothing of the student's yet
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
    m_verdictShown = true;
    if (verdict.correct) // the answer is given: the views may say it too
        setConcealed(FitAnswer::None);
    return verdict;
}

void ExerciseCoach::showDerivation() {
    if (m_index < 0)
        return;
    // Before the answer is given, the derivations of the searched answers would give it away.
    QStringList figures = m_exercises[std::size_t(m_index)].figures;
    if (m_concealed != FitAnswer::None)
        figures.removeIf([](const QString& id) {
            return id.startsWith(QLatin1String("fit.")) || id.startsWith(QLatin1String("memory.at_"));
        });
    m_explain(figures, m_panel->mapToGlobal(QPoint(m_panel->width() / 3, 0)));
}

} // namespace rooflab
