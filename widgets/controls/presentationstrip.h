#pragma once
// Presentation mode's controls: one row, in large type, of the few things a lecturer drags in
// front of a hall (model size, sequence length, micro-batch, checkpointing, ZeRO stage, GPUs),
// and the buttons that step through the lecture scenarios. It stands in for the control panel
// while the charts take the screen: like the panel, it shows the document's scenario (following
// its changed() signal) and sends every change to the document as a ScenarioEdit.
#include "core/model/scenario.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QEvent;
class QLabel;
class QToolButton;

namespace rooflab {

class LogSlider;
class ScenarioDocument;

class PresentationStrip : public QWidget {
    Q_OBJECT
public:
    // Shows and edits `document`'s scenario (not owned; it outlives the strip).
    explicit PresentationStrip(ScenarioDocument* document, QWidget* parent = nullptr);
    // The lecture on screen: its position (0-based) of `count` and its title; index < 0 when
    // the scenario is not a lecture.
    void setLecture(int index, int count, const QString& title);
    // How much larger than the application's font the strip writes (1.5 by default).
    void setTextScale(double scale);

signals:
    void previousLectureRequested();
    void nextLectureRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void connectEdits();
    // The document's scenario -> controls, without sending edits back.
    void refresh();
    // One control changed: the change, undoable as "Change <the control's accessible name>",
    // with the control's object name (undo merges a slider's drag into one step).
    void applyEdit(QWidget* control, const std::function<void(Scenario&)>& change);
    LogSlider* addSlider(const QString& objectName, double minimum, double maximum, bool si);
    QComboBox* addCombo(const QString& objectName, QLabel** label);
    void applyFont();

    ScenarioDocument* m_document;
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
