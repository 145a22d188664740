#pragma once
// Exercise mode's panel: the question of the exercise at hand, buttons to check the answer the
// student dragged the controls to and to show how the figure is computed, the verdict, and the
// way to the other exercises. It draws what it is given; the coach (app/) checks the answers.
#include <QWidget>

class QEvent;
class QLabel;
class QPushButton;

namespace rooflab {

class ExercisePanel : public QWidget {
    Q_OBJECT
public:
    explicit ExercisePanel(QWidget* parent = nullptr);

    // Exercise `index` (0-based) of `count`, from the lecture `lecture`, asking `question`.
    void showExercise(int index, int count, const QString& lecture, const QString& question);
    // The verdict on the last check (cleared by showExercise).
    void showVerdict(bool correct, const QString& feedback);

signals:
    void checkRequested();
    void derivationRequested();
    void restartRequested(); // back to the exercise's start
    void previousRequested();
    void nextRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    int m_index = -1;
    int m_count = 0;
    QString m_lecture;
    QLabel* m_title = nullptr;
    QLabel* m_question = nullptr;
    QLabel* m_verdict = nullptr;
    QPushButton* m_check = nullptr;
    QPushButton* m_derivation = nullptr;
    QPushButton* m_restart = nullptr;
    QPushButton* m_previous = nullptr;
    QPushButton* m_next = nullptr;
};

} // namespace rooflab
