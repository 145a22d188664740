#pragma once
// Presentation mode's controls: one row, in large type, of the few things a lecturer drags in
// front of a hall (model size, sequence length, micro-batch, checkpointing, ZeRO stage, GPUs),
// and the buttons that step through the lecture scenarios. It stands in for the control panel
// while the charts take the screen: it shows the document's scenario (setScenario) and hands
// every change back as a whole edited scenario, like the panel does.
#include "core/model/scenario.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QEvent;
class QLabel;
class QToolButton;

namespace rooflab {

class LogSlider;

class PresentationStrip : public QWidget {
    Q_OBJECT
public:
    explicit PresentationStrip(QWidget* parent = nullptr);

    // Shows `scenario` in the controls without emitting edited().
    void setScenario(const Scenario& scenario);
    // The lecture on screen: its position (0-based) of `count` and its title; index < 0 when
    // the scenario is not a lecture.
    void setLecture(int index, int count, const QString& title);
    // How much larger than the application's font the strip writes (1.5 by default).
    void setTextScale(double scale);

signals:
    // One control changed: the scenario after the change, what changed (for undo's text) and
    // the control's object name (undo merges a slider's drag into one step).
    void edited(const rooflab::Scenario& scenario, const QString& what, const QString& source);
    void previousLectureRequested();
    void nextLectureRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void applyEdit(QWidget* control, const std::function<void(Scenario&)>& change);
    LogSlider* addSlider(const QString& objectName, double minimum, double maximum, bool si);
    QComboBox* addCombo(const QString& objectName, QLabel** label);
    void applyFont();

    Scenario m_scenario;
    bool m_loading = false;
    double m_textScale = 1.5;
    int m_lectureIndex = -1;
    int m_lectureCount = 0;
    QString m_lectureTitle;

    QToolButton* m_previous = nullptr;
    QLabel* m_lecture = nullptr;
    QToolButton* m_next = nullptr;
    LogSlider* m_modelSize = nullptr;
    LogSlider* m_sequenceLength = nullptr;
    LogSlider* m_microBatch = nullptr;
    QLabel* m_checkpointingLabel = nullptr;
    QComboBox* m_checkpointing = nullptr;
    QLabel* m_zeroLabel = nullptr;
    QComboBox* m_zero = nullptr;
    LogSlider* m_gpus = nullptr;
};

} // namespace rooflab
