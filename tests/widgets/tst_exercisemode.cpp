// Exercise mode in the window: Lectures > Exercises poses a lecture's question, the student
// drags the controls, "Check my answer" says right or not yet with core's numbers, the
// derivation opens, and the next exercise loads its lecture without a save prompt. Offscreen.
#include "exercisecoach.h"
#include "mainwindow.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/controls/logslider.h"
#include "widgets/explain/explainpopup.h"
#include "widgets/panels/exercisepanel.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QTest>

#include <memory>

using namespace rooflab;

class TestExerciseMode : public QObject {
    Q_OBJECT

private slots:
    void answerByDragging() {
        MainWindow window;
        window.setUpdateMode(MainWindow::UpdateMode::Direct);
        window.resize(1366, 768); // a laptop, or the projector it drives
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        int prompts = 0;
        window.setUnsavedChangesHook([&prompts] {
            ++prompts;
            return UnsavedChoice::Discard;
        });

        window.findChild<QAction*>(QStringLiteral("exercisesAction"))->trigger();
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("exercisesDock"));
        QVERIFY(dock && dock->isVisible());
        auto* title = window.findChild<QLabel*>(QStringLiteral("exerciseTitle"));
        QVERIFY2(title->text().startsWith(QStringLiteral("Exercise 1 of")), qPrintable(title->text()));
        QCOMPARE(window.scenario().parallel.gpus, 1); // the 7B lecture on one H100
        auto* verdict = window.findChild<QLabel*>(QStringLiteral("exerciseVerdict"));
        auto* check = window.findChild<QPushButton*>(QStringLiteral("exerciseCheckButton"));

        // Checked as it starts: ZeRO-3 first.
        QTest::mouseClick(check, Qt::LeftButton);
        QVERIFY2(verdict->text().contains(QStringLiteral("ZeRO stage to 3")), qPrintable(verdict->text()));

        auto* zero = window.controlPanel()->findChild<QComboBox*>(QStringLiteral("zeroPicker"));
        zero->setCurrentIndex(zero->findData(3));
        QTest::mouseClick(check, Qt::LeftButton);
        QVERIFY2(verdict->text().startsWith(QStringLiteral("Not yet")), qPrintable(verdict->text()));

        // Dragging: one stop up at a time until it is right (the slider's keyboard step).
        auto* gpus = window.controlPanel()->findChild<LogSlider*>(QStringLiteral("gpuCountSlider"));
        QVERIFY(gpus);
        for (int step = 0; step < 6 && !verdict->text().startsWith(QStringLiteral("Right")); ++step) {
            gpus->stepBy(1);
            QTest::mouseClick(check, Qt::LeftButton);
        }
        QVERIFY2(verdict->text().startsWith(QStringLiteral("Right")), qPrintable(verdict->text()));
        QCOMPARE(window.scenario().parallel.gpus, window.report().fit.minGpus);
        // One more GPU than needed is not the answer.
        gpus->stepBy(1);
        QTest::mouseClick(check, Qt::LeftButton);
        QVERIFY2(verdict->text().contains(QStringLiteral("fewer will do")), qPrintable(verdict->text()));

        // A look at it (docs and review): ROOFLAB_EXERCISE_SCREENSHOT=file.png.
        if (const QString shot = qEnvironmentVariable("ROOFLAB_EXERCISE_SCREENSHOT"); !shot.isEmpty()) {
            gpus->stepBy(-1);
            QTest::mouseClick(check, Qt::LeftButton);
            QTest::qWait(300); // the charts' queued replots
            QVERIFY(window.grab().save(shot));
            gpus->stepBy(1);
            QTest::mouseClick(check, Qt::LeftButton);
        }

        // The derivation of the figure that decides it.
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("exerciseDerivationButton")), Qt::LeftButton);
        QVERIFY(window.explainPopup() && window.explainPopup()->isVisible());
        QVERIFY2(window.explainPopup()->plainText().contains(QStringLiteral("peak of the step")) &&
                     window.explainPopup()->plainText().contains(QStringLiteral("(ZeRO-3)")),
                 qPrintable(window.explainPopup()->plainText()));
        window.explainPopup()->hide();

        // Next: the next lecture, at the exercise's start, and no prompt over the dragged answer.
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("exerciseNextButton")), Qt::LeftButton);
        QVERIFY2(title->text().startsWith(QStringLiteral("Exercise 2 of")), qPrintable(title->text()));
        QCOMPARE(window.scenario().model.sizeOnlyParams, 7e9);
        QCOMPARE(window.scenario().parallel.gpus, 8);
        QVERIFY(verdict->text().isEmpty());
        QCOMPARE(prompts, 0);
        QVERIFY(!window.document()->modified());
    }
};

QTEST_MAIN(TestExerciseMode)
#include "tst_exercisemode.moc"
