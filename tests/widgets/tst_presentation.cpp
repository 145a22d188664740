// Presentation mode as a lecturer uses it: the charts take the screen, the strip of large
// controls edits the scenario, Page Down steps through the lectures, and at the projector sizes
// (1280x720, 1366x768, 1920x1080) no chart label leaves its chart or runs into another, at the
// lectures' own values and at the sliders' extremes. Runs offscreen.
#include "lectures.h"
#include "mainwindow.h"
#include "widgets/charts/comparisonchart.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/rooflinechart.h"
#include "widgets/charts/timelinechart.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/controls/logslider.h"
#include "widgets/controls/presentationstrip.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QScreen>
#include <QSlider>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <qcustomplot.h>

#include <memory>

using namespace rooflab;

namespace {

QRectF boxOf(const QCPItemText* item) {
    // Rotation included (the ridge label stands upright).
    const QRectF a(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition());
    const QRectF b(item->topRight->pixelPosition(), item->bottomLeft->pixelPosition());
    return a.normalized().united(b.normalized());
}

// Every drawn text of `plot`: inside the plot, and clear of every other (a pixel of anti-aliased
// edge excepted). Returns what is wrong, empty when nothing is.
QStringList labelProblems(QCustomPlot* plot, const QString& where) {
    QStringList problems;
    std::vector<std::pair<QRectF, QString>> boxes;
    const QRectF inside = QRectF(plot->rect()).adjusted(-1, -1, 1, 1);
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto* text = qobject_cast<QCPItemText*>(plot->item(i));
        if (!text || !text->visible() || !text->layer()->visible() || text->text().isEmpty())
            continue;
        // A segment's figure is drawn only where it fits inside its segment.
        if (const QVariant drawn = text->property("drawn"); drawn.isValid() && !drawn.toBool())
            continue;
        const QRectF box = boxOf(text);
        const QString name =
            QStringLiteral("\"%1\"").arg(QString(text->text()).replace(QLatin1Char('\n'), QLatin1Char(' ')));
        if (!inside.contains(box))
            problems << QStringLiteral("%1: %2 leaves the chart").arg(where, name);
        for (const auto& [other, otherName] : boxes)
            if (box.adjusted(1, 1, -1, -1).intersects(other.adjusted(1, 1, -1, -1)))
                problems << QStringLiteral("%1: %2 overlaps %3").arg(where, name, otherName);
        boxes.emplace_back(box, name);
    }
    // The legend: every entry drawn whole, inside the chart; under the axes it takes at most a
    // quarter of the chart's height (it once took half at 1366x768; the layout aims at a fifth,
    // eleven entries at 1280x720 take five rows).
    if (QCPLegend* legend = plot->legend; legend->visible() && legend->itemCount() > 0) {
        for (int i = 0; i < legend->elementCount(); ++i) {
            QCPLayoutElement* item = legend->elementAt(i);
            if (!item)
                continue;
            const QRect box = item->outerRect();
            const QString name = QStringLiteral("legend entry %1").arg(i);
            if (!inside.contains(box))
                problems << QStringLiteral("%1: %2 leaves the chart").arg(where, name);
            if (box.width() < item->minimumOuterSizeHint().width())
                problems << QStringLiteral("%1: %2 is cut (%3 of %4 px)")
                                .arg(where, name)
                                .arg(box.width())
                                .arg(item->minimumOuterSizeHint().width());
        }
        const QRect box = legend->outerRect();
        if (box.top() > plot->axisRect()->outerRect().bottom() - 2 && box.height() > plot->height() / 4)
            problems
                << QStringLiteral("%1: the legend takes %2 of %3 px").arg(where).arg(box.height()).arg(plot->height());
    }
    // Tick labels along the x axis: neighbours never run together.
    QCPAxis* x = plot->xAxis;
    const QVector<double> ticks = x->tickVector();
    const QVector<QString> texts = x->tickVectorLabels();
    const QFontMetricsF metrics(x->tickLabelFont());
    double previousRight = -1e9;
    for (int i = 0; i < ticks.size() && i < texts.size(); ++i) {
        if (!x->range().contains(ticks[i]))
            continue;
        double width = 0;
        for (const QString& line : texts[i].split(QLatin1Char('\n')))
            width = std::max(width, metrics.horizontalAdvance(line));
        const double centre = x->coordToPixel(ticks[i]);
        if (centre - width / 2 < previousRight)
            problems << QStringLiteral("%1: x tick label \"%2\" runs into the one before").arg(where, texts[i]);
        previousRight = centre + width / 2;
    }
    return problems;
}

} // namespace

class TestPresentation : public QObject {
    Q_OBJECT

private slots:
    void init() {
        m_window = std::make_unique<MainWindow>();
        m_window->setUpdateMode(MainWindow::UpdateMode::Direct);
        m_window->setErrorHook(
            [](const QString& title, const QString& text) { qWarning("%s: %s", qPrintable(title), qPrintable(text)); });
    }
    void cleanup() { m_window.reset(); }

    // The first window fits the screen it opens on (the offscreen platform's is 800x800): a
    // 1600x1000 window on a 1366x768 projector ran off the screen.
    void firstWindowFitsTheScreen() {
        const QRect available = m_window->screen()->availableGeometry();
        QVERIFY(available.width() < 1600);
        QVERIFY(m_window->width() <= available.width());
        QVERIFY(m_window->height() <= available.height());
    }

    // Started with --presentation, before the window was ever shown: the docks are put away
    // (they were not "visible" yet, only not hidden), the strip stands in for the controls, and
    // leaving brings them back.
    void enteringBeforeTheWindowIsShown() {
        auto* controls = m_window->findChild<QDockWidget*>(QStringLiteral("controlsDock"));
        auto* napkin = m_window->findChild<QDockWidget*>(QStringLiteral("napkinDock"));
        QVERIFY(controls && napkin);
        auto* strip = m_window->findChild<PresentationStrip*>();
        QVERIFY(strip);
        QVERIFY(strip->isHidden());
        m_window->setPresentationMode(true);
        QVERIFY(controls->isHidden());
        QVERIFY(napkin->isHidden());
        QVERIFY(!strip->isHidden());
        m_window->setPresentationMode(false);
        QVERIFY(!controls->isHidden());
        QVERIFY(!napkin->isHidden());
        QVERIFY(strip->isHidden());
    }

    // The strip edits the document like the control panel: one undo step per edit, the panel
    // follows (leaving presentation mode shows what the hall saw), and undo moves the strip back.
    void stripEditsTheScenario() {
        m_window->show();
        m_window->setPresentationMode(true);
        auto* strip = m_window->findChild<PresentationStrip*>();
        auto* sequence = strip->findChild<LogSlider*>(QStringLiteral("presentationSequenceLengthSlider"));
        auto* zero = strip->findChild<QComboBox*>(QStringLiteral("presentationZeroPicker"));
        QVERIFY(sequence && zero);
        QCOMPARE(sequence->value(), double(m_window->scenario().training.seqLen));
        const int before = m_window->undoStack()->count();

        sequence->stepBy(1);
        const int longer = m_window->scenario().training.seqLen;
        QCOMPARE(double(longer), sequence->value());
        // The panel shows it (leaving presentation mode shows what the hall saw).
        QCOMPARE(m_window->controlPanel()->findChild<LogSlider*>(QStringLiteral("sequenceLengthSlider"))->value(),
                 double(longer));
        zero->setCurrentIndex(zero->findData(3));
        QCOMPARE(m_window->scenario().parallel.zeroStage, 3);
        QCOMPARE(m_window->undoStack()->count(), before + 2);
        QVERIFY(m_window->undoStack()->undoText().contains(QLatin1String("ZeRO")));

        m_window->undoStack()->undo();
        QCOMPARE(m_window->scenario().parallel.zeroStage, 0);
        QCOMPARE(zero->currentData().toInt(), 0);
        // Every strip label reads whole at this size.
        for (QLabel* label : strip->findChildren<QLabel*>())
            if (label->isVisible())
                QVERIFY2(label->width() >= label->sizeHint().width(), qPrintable(label->text()));
    }

    // Page Down / Up (a presenter's clicker) steps through the lectures in presentation mode,
    // wrapping at the ends; an edited lecture gives way to the next without a save prompt.
    void pageDownStepsThroughLectures() {
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        int prompts = 0;
        m_window->setUnsavedChangesHook([&prompts] {
            ++prompts;
            return UnsavedChoice::Discard;
        });
        auto* next = m_window->findChild<QAction*>(QStringLiteral("nextLectureAction"));
        auto* previous = m_window->findChild<QAction*>(QStringLiteral("previousLectureAction"));
        QVERIFY(next && previous);
        QVERIFY(!next->shortcuts().contains(QKeySequence(Qt::Key_PageDown))); // outside: the sliders' key
        m_window->setPresentationMode(true);
        QVERIFY(next->shortcuts().contains(QKeySequence(Qt::Key_PageDown)));
        QVERIFY(previous->shortcuts().contains(QKeySequence(Qt::Key_PageUp)));

        const std::vector<Lecture> lectures = Lectures::all();
        next->trigger();
        QCOMPARE(QString::fromStdString(m_window->scenario().name), nameOf(lectures[0]));
        auto* label = m_window->findChild<QLabel*>(QStringLiteral("lectureLabel"));
        QVERIFY(label->text().contains(QStringLiteral("1 / %1").arg(lectures.size())));

        // Edited during the lecture: the next lecture follows without asking.
        m_window->findChild<LogSlider*>(QStringLiteral("presentationMicroBatchSlider"))->stepBy(1);
        QVERIFY(m_window->document()->modified());
        next->trigger();
        QCOMPARE(QString::fromStdString(m_window->scenario().name), nameOf(lectures[1]));
        QCOMPARE(prompts, 0);
        previous->trigger();
        previous->trigger();
        QCOMPARE(QString::fromStdString(m_window->scenario().name), nameOf(lectures.back()));
        QVERIFY(label->text().contains(QStringLiteral("%1 / %1").arg(lectures.size())));
        // The strip's button does the same.
        QTest::mouseClick(m_window->findChild<QToolButton*>(QStringLiteral("nextLectureButton")), Qt::LeftButton);
        QCOMPARE(QString::fromStdString(m_window->scenario().name), nameOf(lectures[0]));
    }

    // A lecture's name describes its model: another model drops it (the title then names the
    // model); any other edit marks it edited.
    void lectureNameFollowsTheModel() {
        m_window->show();
        m_window->setPresentationMode(true);
        auto* lecture = m_window->findChild<QAction*>(QStringLiteral("lecture2")); // 70B on 15T tokens
        QVERIFY(lecture);
        lecture->trigger();
        const std::string name = m_window->scenario().name;
        QVERIFY(!name.empty());
        m_window->findChild<LogSlider*>(QStringLiteral("presentationSequenceLengthSlider"))->stepBy(1);
        QCOMPARE(m_window->scenario().name, name + " (edited)");
        QVERIFY(m_window->scenario().description.empty());
        m_window->findChild<LogSlider*>(QStringLiteral("presentationModelSizeSlider"))->stepBy(1);
        QVERIFY(m_window->scenario().name.empty());
        QVERIFY(m_window->scenario().description.empty());
        // Neither the strip's nor the panel's next edit brings the name back.
        m_window->findChild<LogSlider*>(QStringLiteral("presentationMicroBatchSlider"))->stepBy(1);
        QVERIFY(m_window->scenario().name.empty());
        m_window->controlPanel()->findChild<LogSlider*>(QStringLiteral("gradAccumSlider"))->stepBy(1);
        QVERIFY(m_window->scenario().name.empty());
        m_window->undoStack()->undo();
        // Undo brings the lecture's model and its name back.
        m_window->undoStack()->undo();
        m_window->undoStack()->undo();
        QCOMPARE(m_window->scenario().name, name + " (edited)");
        m_window->undoStack()->undo();
        QCOMPARE(m_window->scenario().name, name);
    }

    void labelsStayClear_data() {
        QTest::addColumn<QSize>("screen");
        for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
            QTest::addRow("%dx%d", size.width(), size.height()) << size;
    }

    // Every lecture at the projector sizes, as loaded and with a slider at each end of its
    // range: no label of the memory or roofline chart leaves its chart or covers another.
    void labelsStayClear() {
        QFETCH(QSize, screen);
        QVERIFY(presentAt(screen));
        auto* strip = m_window->findChild<PresentationStrip*>();
        const std::vector<Lecture> lectures = Lectures::all();
        QStringList problems;
        for (std::size_t i = 0; i < lectures.size(); ++i) {
            QVERIFY(m_window->openScenarioFile(lectures[i].resource));
            m_window->showComparison(false);
            const Scenario loaded = m_window->scenario();
            for (const char* slider : {"", "presentationSequenceLengthSlider", "presentationModelSizeSlider",
                                       "presentationGpuCountSlider", "presentationMicroBatchSlider"}) {
                for (const int end : {-1, 1}) {
                    if (!*slider && end > 0)
                        continue;
                    m_window->setScenario(loaded, false);
                    if (*slider) {
                        auto* control = strip->findChild<LogSlider*>(QLatin1String(slider));
                        control->setValue(end < 0 ? control->minimum() : control->maximum());
                    }
                    if (!m_window->reportValid())
                        continue; // an error in the status bar, the charts keep the last valid report
                    const QString where =
                        QStringLiteral("%1 %2 %3")
                            .arg(nameOf(lectures[i]), QLatin1String(slider), *slider ? (end < 0 ? "min" : "max") : "");
                    for (QCustomPlot* plot : {m_window->memoryChart()->plot(), m_window->rooflineChart()->plot()}) {
                        plot->replot(QCustomPlot::rpImmediateRefresh);
                        problems << labelProblems(plot, where);
                    }
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The comparison and the step timeline tabs at the projector sizes, every lecture as loaded.
    void otherTabsStayClear_data() { labelsStayClear_data(); }
    void otherTabsStayClear() {
        QFETCH(QSize, screen);
        QVERIFY(presentAt(screen));
        QStringList problems;
        for (const Lecture& lecture : Lectures::all()) {
            QVERIFY(m_window->openScenarioFile(lecture.resource));
            if (!m_window->reportValid())
                continue;
            const std::pair<ChartKind, QCustomPlot*> tabs[] = {
                {ChartKind::Comparison, m_window->comparisonChart()->plot()},
                {ChartKind::Timeline, m_window->timelineChart()->plot()}};
            for (const auto& [kind, plot] : tabs) {
                m_window->showChart(kind);
                QCoreApplication::processEvents();
                plot->replot(QCustomPlot::rpImmediateRefresh);
                problems << labelProblems(plot, QStringLiteral("%1 %2").arg(
                                                    nameOf(lecture), plot->parentWidget()->metaObject()->className()));
            }
        }
        m_window->showChart(ChartKind::Memory);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

private:
    // Presentation mode at a projector's size. Full screen on the offscreen platform is its
    // 800x800 screen, so the window takes the projector's size itself.
    bool presentAt(const QSize& screen) {
        m_window->setPresentationMode(true);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return false;
        m_window->showNormal();
        m_window->resize(screen);
        return QTest::qWaitFor([&] { return m_window->size() == screen; });
    }

    static QString nameOf(const Lecture& lecture) {
        QFile file(lecture.resource);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("name")).toString();
    }

    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
