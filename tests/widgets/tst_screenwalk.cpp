// Issue 48's walk of the three users' journeys: what it found cut off, squeezed or showing the
// wrong figures, each checked on the widget that drew it.
#include "core/io/scenarioio.h"
#include "document/measurementstore.h"
#include "tests/common/lecturescenario.h"
#include "widgets/charts/rooflinechart.h"

#include <qcustomplot.h>

#include <QFile>
#include <QtTest>

using namespace rooflab;
using test::evaluateChecked;

namespace {

// A shipped scenario, read as File > Open reads it.
Scenario shippedScenario(const QString& name) {
    QFile file(QStringLiteral(":/scenarios/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    const ScenarioParseResult parsed = parseScenario(file.readAll().toStdString());
    if (!parsed.ok)
        qFatal("%s: %s", qPrintable(name), parsed.errors.empty() ? "" : parsed.errors.front().c_str());
    return parsed.scenario;
}

// The pixel box of a text item as drawn now (rotation included).
QRectF drawnBox(QCPItemText* item) {
    QRectF box = QRectF(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition()).normalized();
    return box.united(QRectF(item->topRight->pixelPosition(), item->bottomLeft->pixelPosition()).normalized());
}

} // namespace

class TestScreenWalk : public QObject {
    Q_OBJECT
private slots:
    void measuredLabelsInsideTheAxes_data();
    void measuredLabelsInsideTheAxes();
};

void TestScreenWalk::measuredLabelsInsideTheAxes_data() {
    QTest::addColumn<QString>("results");
    QTest::addColumn<QSize>("size");
    for (const QString& results : {QStringLiteral(":/measurements/h100-sxm.json"), QStringLiteral(":/measurements/h200.json")})
        for (const QSize size : {QSize(420, 360), QSize(490, 300), QSize(560, 420), QSize(1000, 700)})
            QTest::addRow("%s %dx%d", qPrintable(results.section(QLatin1Char('/'), -1)), size.width(), size.height())
                << results << size;
}

void TestScreenWalk::measuredLabelsInsideTheAxes() {
    // The benchmarker's journey: the shipped sweeps on an H100 scenario, in a chart as narrow as
    // the window's at 1366x768 and narrower. Every label drawn reads whole inside the axes.
    QFETCH(QString, results);
    QFETCH(QSize, size);
    const Scenario scenario = shippedScenario(QStringLiteral("fp8-on-h100.json"));
    RooflineChart chart;
    chart.setData(scenario, evaluateChecked(scenario));
    MeasurementStore store;
    QString error;
    const QString id = store.loadFile(results, &error);
    QVERIFY2(!id.isEmpty(), qPrintable(error));
    chart.setMeasuredSource(*store.source(id));
    chart.resize(size);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.plot()->replot();
    const QRectF axes = QRectF(chart.plot()->axisRect()->rect()).adjusted(-1, -1, 1, 1);
    for (int i = 0; i < chart.plot()->itemCount(); ++i) {
        auto* text = qobject_cast<QCPItemText*>(chart.plot()->item(i));
        if (!text || !text->visible() || text->text().isEmpty())
            continue;
        const QRectF box = drawnBox(text);
        QVERIFY2(axes.contains(box), qPrintable(QStringLiteral("\"%1\" at (%2, %3)-(%4, %5) outside the axes (%6, %7)-(%8, %9)")
                                                    .arg(text->text())
                                                    .arg(box.left()).arg(box.top()).arg(box.right()).arg(box.bottom())
                                                    .arg(axes.left()).arg(axes.top()).arg(axes.right()).arg(axes.bottom())));
    }
}

QTEST_MAIN(TestScreenWalk)
#include "tst_screenwalk.moc"
