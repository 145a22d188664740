#pragma once
// Exercise mode's conductor: starts an exercise (its lecture loaded, its start value set), checks
// the scenario the student dragged to against the question through core (document/exercises.h),
// and shows the verdict and, on request, the derivation of the figure that decides it.
#include "document/exercises.h"

#include <QObject>
#include <QPoint>
#include <QStringList>

#include <functional>

class QDockWidget;

namespace rooflab {

class DocumentFiles;
class ExercisePanel;
class ScenarioDocument;

class ExerciseCoach : public QObject {
    Q_OBJECT
public:
    // files: loads the exercises' lectures as the window loads a file; showCharts: brings the
    // memory and roofline charts forward; explain: opens the derivation popup for figures at a
    // screen position.
    ExerciseCoach(ScenarioDocument* document, DocumentFiles* files, ExercisePanel* panel, QDockWidget* dock,
                  std::function<void()> showCharts, std::function<void(const QStringList&, const QPoint&)> explain,
                  QObject* parent);

    // Lectures > Exercises: the panel comes forward, at the first exercise if none is running.
    void open();
    void start(int index);
    int current() const { return m_index; }
    ExerciseVerdict check();
    // The fit answer the views keep to themselves now: the exercise's, until it is answered or
    // another scenario is opened.
    FitAnswer concealed() const { return m_concealed; }

signals:
    void concealedChanged(rooflab::FitAnswer answer);

protected:
    // A language switch: the open exercise's question (and verdict) in the new language.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The exercise at m_index on the panel, its texts in the current language.
    void showCurrent();
    void setConcealed(FitAnswer answer);
    void showDerivation();
    // The exercise's lecture loaded with its start value set; false when it did not load.
    bool openExercise(const Exercise& exercise);

    ScenarioDocument* m_document;
    ExercisePanel* m_panel;
    QDockWidget* m_dock;
    DocumentFiles* m_files;
    std::function<void()> m_showCharts;
    std::function<void(const QStringList&, const QPoint&)> m_explain;
    std::vector<Exercise> m_exercises; // in the language they were started in
    int m_index = -1;
    bool m_verdictShown = false;
    bool m_opening = false; // the coach itself replaces the scenario
    FitAnswer m_concealed = FitAnswer::None;
};

} // namespace rooflab
