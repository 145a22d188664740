// Issue 48, the leftovers of the walk: an exercise keeps its answer to itself until it is given
// and follows a language switch; measurements of another GPU offer that GPU, can be removed and
// share one legend entry per file; absurd inputs give one consistent duration; the step
// timeline explains itself on a click. Runs offscreen.
#include "mainwindow.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/controls/logslider.h"
#include "widgets/charts/memorychart.h"
#include "widgets/panels/napkinpanel.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QtTest>

#include <memory>

using namespace rooflab;

class TestHonestWalk : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void exerciseKeepsItsAnswerUntilItIsGiven();
    void exerciseFollowsALanguageSwitch();

private:
    QLabel* label(const char* name) const { return m_window->findChild<QLabel*>(QLatin1String(name)); }
    void click(const char* button) {
        QTest::mouseClick(m_window->findChild<QPushButton*>(QLatin1String(button)), Qt::LeftButton);
    }

    std::unique_ptr<MainWindow> m_window;
};

void TestHonestWalk::init() {
    m_window = std::make_unique<MainWindow>();
    m_window->setUpdateMode(MainWindow::UpdateMode::Direct);
    m_window->setErrorHook([](const QString&, const QString& text) { QFAIL(qPrintable(text)); });
    m_window->setUnsavedChangesHook([] { return UnsavedChoice::Discard; });
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestHonestWalk::cleanup() {
    m_window.reset();
}

// "Find the fewest H100s": neither the napkin's "Fewest GPUs" row nor the memory verdict ("needs
// ≥ 4 GPUs") nor the status bar says it while the student drags; the right answer brings them
// back. The micro-batch exercise hides the largest micro-batch, not the fewest GPUs.
void TestHonestWalk::exerciseKeepsItsAnswerUntilItIsGiven() {
    m_window->findChild<QAction*>(QStringLiteral("exercisesAction"))->trigger();
    auto* zero = m_window->controlPanel()->findChild<QComboBox*>(QStringLiteral("zeroPicker"));
    zero->setCurrentIndex(zero->findData(3));
    const int answer = m_window->report().fit.minGpus;
    QVERIFY(answer > 1);
    const QString count = QString::number(answer);
    const QString napkin = m_window->napkinPanel()->valueText(QStringLiteral("napkinMinGpus"));
    QVERIFY2(napkin.contains(QStringLiteral("hidden")) && !napkin.contains(count), qPrintable(napkin));
    const QString verdict = m_window->memoryChart()->verdictText();
    QVERIFY2(verdict.contains(QStringLiteral("does not fit")) && !verdict.contains(QStringLiteral("needs")),
             qPrintable(verdict));
    const QString status = label("verdictLabel")->text();
    QVERIFY2(!status.contains(QStringLiteral("needs")), qPrintable(status));
    // What does not give it away is still there.
    QVERIFY(!m_window->napkinPanel()->valueText(QStringLiteral("napkinMaxMicroBatch")).contains(QStringLiteral("hidden")));

    auto* gpus = m_window->controlPanel()->findChild<LogSlider*>(QStringLiteral("gpuCountSlider"));
    for (int step = 0; step < 6 && !label("exerciseVerdict")->text().startsWith(QStringLiteral("Right")); ++step) {
        gpus->stepBy(1);
        click("exerciseCheckButton");
    }
    QVERIFY2(label("exerciseVerdict")->text().startsWith(QStringLiteral("Right")),
             qPrintable(label("exerciseVerdict")->text()));
    const QString given = m_window->napkinPanel()->valueText(QStringLiteral("napkinMinGpus"));
    QVERIFY2(given.contains(count + QStringLiteral(" GPUs")), qPrintable(given));

    // Exercise 3: the largest micro-batch is the answer now, the fewest GPUs are not.
    click("exerciseNextButton");
    click("exerciseNextButton");
    QVERIFY(label("exerciseTitle")->text().startsWith(QStringLiteral("Exercise 3 of")));
    QVERIFY(m_window->napkinPanel()->valueText(QStringLiteral("napkinMaxMicroBatch")).contains(QStringLiteral("hidden")));
    QVERIFY(!m_window->napkinPanel()->valueText(QStringLiteral("napkinMinGpus")).contains(QStringLiteral("hidden")));
    // Another scenario opened: the exercise's answer is no longer on screen to hide.
    QVERIFY(m_window->openScenarioFile(QStringLiteral(":/scenarios/lecture-7b-budget.json")));
    QVERIFY(!m_window->napkinPanel()->valueText(QStringLiteral("napkinMaxMicroBatch")).contains(QStringLiteral("hidden")));
}

// The question, the title and the last verdict of an open exercise in the language switched to.
void TestHonestWalk::exerciseFollowsALanguageSwitch() {
    m_window->findChild<QAction*>(QStringLiteral("exercisesAction"))->trigger();
    click("exerciseCheckButton");
    const QString english = label("exerciseQuestion")->text();
    const QString englishVerdict = label("exerciseVerdict")->text();
    QVERIFY(english.startsWith(QStringLiteral("This 7B model")));
    QVERIFY(m_window->setLanguage(QStringLiteral("de"), false));
    QVERIFY2(label("exerciseQuestion")->text().startsWith(QStringLiteral("Dieses 7B-Modell")),
             qPrintable(label("exerciseQuestion")->text()));
    QVERIFY2(!label("exerciseVerdict")->text().isEmpty() && label("exerciseVerdict")->text() != englishVerdict,
             qPrintable(label("exerciseVerdict")->text()));
    QVERIFY(m_window->setLanguage(QStringLiteral("en"), false));
    QCOMPARE(label("exerciseQuestion")->text(), english);
    QCOMPARE(label("exerciseVerdict")->text(), englishVerdict);
}

QTEST_MAIN(TestHonestWalk)
#include "tst_honestwalk.moc"
