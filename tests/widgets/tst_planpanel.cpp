// The window's Plan tab end to end: Search runs the planner off the GUI thread, the table and
// the Pareto chart fill with what core's planner returns, sorting works on the figures, "Use
// this layout" changes the scenario as one undo step, CSV export writes every row, Cancel stops
// a search, an edit of the scenario marks the results stale (greyed, not applicable) until the
// next search, a GPU range draws GPUs against days, and both charts export to PNG, SVG and PDF.
// Runs offscreen. With ROOFLAB_SCREENSHOT_DIR set it also writes the window with the tab in
// front at 1366x768 and 1920x1080 (plan-1366x768.png, plan-1920x1080.png, and stale after an
// edit: plan-stale-1920x1080.png).
#include "chartarea.h"
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/plan/planner.h"
#include "core/serving/servingcalibration.h"
#include "document/format.h"
#include "document/measurementstore.h"
#include "document/planrunner.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "tests/core/syntheticresults.h"
#include "widgets/charts/chartexporter.h"
#include "widgets/charts/gpudayschart.h"
#include "widgets/charts/invalidoverlay.h"
#include "widgets/charts/paretochart.h"
#include "widgets/panels/planpanel.h"
#include "widgets/panels/plantablemodel.h"

#include <QBrush>
#include <QCheckBox>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QPalette>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <qcustomplot.h>

#include <set>

using namespace rooflab;

namespace {

// Llama 3 8B on 8 H100s at 8,192 tokens, 64 sequences per step: a few thousand layouts, a
// search of well under a second on two cores (context parallelism's p2p alone: the planner's
// suite and contextCommIsNamedAndHeld cover the other types).
Scenario llama8bOn8() {
    const ScenarioParseResult parsed = parseScenario(R"({"version": 1, "model": "llama3-8b",
        "precision": "bf16-mixed", "optimizer": "adamw",
        "training": {"micro_batch": 1, "seq_len": 8192, "grad_accum": 8, "checkpointing": "full",
                     "flash_attention": true, "implementation": "megatron-core"},
        "parallel": {"gpus": 8, "zero": 1, "tp": 1, "pp": 1}, "hardware": {"gpu": "h100-sxm"},
        "plan": {"global_batch": 64, "allowed": {"cp_comm_type": ["p2p"]}}})");
    if (!parsed.ok)
        qFatal("test scenario does not parse: %s", parsed.errors.empty() ? "" : parsed.errors.front().c_str());
    return parsed.scenario;
}

struct LayoutFields {
    int tp, pp, v, cp, zero;
    std::int64_t mb, ga;
    Checkpointing checkpointing;
    bool operator==(const LayoutFields&) const = default;
};

LayoutFields fieldsOf(const Scenario& s) {
    return {s.parallel.tensorParallel,  s.parallel.pipelineParallel, s.parallel.virtualStages,
            s.parallel.contextParallel, s.parallel.zeroStage,        s.training.microBatch,
            s.training.gradAccum,       s.training.checkpointing};
}

} // namespace

class TestPlanPanel : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    PlanPanel* m_panel = nullptr;

    void runSearch() {
        QSignalSpy finished(m_panel, &PlanPanel::searchFinished);
        m_panel->search();
        QVERIFY(m_panel->isSearching());
        QVERIFY(finished.wait(60000));
        QVERIFY(!m_panel->isSearching());
    }

private slots:
    void init() {
        m_window = std::make_unique<MainWindow>();
        m_window->setUpdateMode(MainWindow::UpdateMode::Direct);
        m_window->setScenario(llama8bOn8(), false);
        m_window->recomputeNow();
        m_panel = m_window->findChild<PlanPanel*>(QStringLiteral("planPanel"));
        QVERIFY(m_panel);
    }
    void cleanup() { m_window.reset(); }

    // The table shows exactly what core's planner ranks for the document's scenario.
    void searchFillsTableAsCorePlans() {
        QVERIFY(m_panel->findChild<QSpinBox*>(QStringLiteral("planGlobalBatch"))->isEnabled()); // a training plan
        runSearch();
        const PlanTableModel* model = m_panel->model();
        QVERIFY2(model->rowCount() > 1, qPrintable(m_panel->statusText()));
        PlanOptions options;
        options.top = PlanRequest{}.top;
        const PlanResult core = planLayouts(m_window->scenario(), options);
        QVERIFY(core.ok);
        QCOMPARE(model->rowCount(), std::min<int>(int(core.layouts.size()), options.top));
        for (int i = 0; i < model->rowCount(); ++i) {
            const PlanRow& row = model->rows()[std::size_t(i)];
            QCOMPARE(row.rank, i + 1);
            QCOMPARE(row.tokensPerSecondPerGpu, core.layouts[std::size_t(i)].report.step.tokensPerSecondPerGpu);
            // Each row's own scenario, evaluated alone, gives the row's figures.
            const Report alone = evaluate(row.scenario);
            QCOMPARE(alone.step.timeS, row.stepS);
            QCOMPARE(alone.memory.total, row.peakBytes);
            QVERIFY(row.verdict != QLatin1String("does-not-fit"));
            QCOMPARE(row.scenario.parallel.dataParallel() * row.microBatch * row.gradAccum, std::int64_t(64));
        }
        QVERIFY(m_panel->statusText().contains(QString::number(core.candidates)) ||
                m_panel->statusText().contains(QLocale().toString(qlonglong(core.candidates))));
        // The table's first visible row is the best; the chart ringed it and drew every layout.
        QCOMPARE(m_panel->selectedRow(), 0);
        // Beside "Use this layout", whatever columns fit: the selected layout and its reason.
        auto* why = m_panel->findChild<QLabel*>(QStringLiteral("planSelectedWhy"));
        QVERIFY(why);
        QVERIFY2(why->text().contains(model->rows()[0].layoutText()), qPrintable(why->text()));
        m_panel->selectRow(1);
        QVERIFY2(why->text().contains(model->rows()[1].why), qPrintable(why->text()));
        m_panel->selectRow(0);
        QCustomPlot* plot = m_panel->chart()->plot();
        int drawn = 0;
        for (int g = 0; g < 2; ++g) // the layouts that fit and the tight ones
            drawn += plot->graph(g)->dataCount();
        QCOMPARE(drawn, model->rowCount());
        QCOMPARE(plot->graph(3)->dataCount(), 1);
        const std::vector<int> front = m_panel->chart()->frontIndices();
        QVERIFY(!front.empty());
        // By increasing headroom: the front starts at the fastest layout and ends at the roomiest.
        QCOMPARE(model->rows()[std::size_t(front.front())].tokensPerSecondPerGpu,
                 model->rows()[0].tokensPerSecondPerGpu);
        double roomiest = 0;
        for (const PlanRow& row : model->rows())
            roomiest = std::max(roomiest, row.headroomBytes());
        QCOMPARE(model->rows()[std::size_t(front.back())].headroomBytes(), roomiest);
    }

    // A serving plan (the shipped serving-plan-llama3-70b.json): the table shows what the plan
    // ranks by, each row's TTFT, TPOT, output tokens/s per GPU and whether it meets the SLOs,
    // as core evaluates the row's scenario; no training step time, MFU, micro-batch or ZeRO
    // stage, and no chart of training headroom or days to train.
    void servingPlanShowsServingFigures() {
        QVERIFY(m_window->openScenarioFile(QStringLiteral(":/scenarios/serving-plan-llama3-70b.json")));
        m_window->recomputeNow();
        runSearch();
        const PlanTableModel* model = m_panel->model();
        QVERIFY2(model->rowCount() > 0, qPrintable(m_panel->statusText()));
        const auto header = [&](int column) { return model->headerData(column, Qt::Horizontal).toString(); };
        QCOMPARE(header(PlanTableModel::Ttft), QStringLiteral("Time to first token"));
        QCOMPARE(header(PlanTableModel::Tpot), QStringLiteral("Time per output token"));
        QCOMPARE(header(PlanTableModel::OutputPerGpu), QStringLiteral("Output tokens/s per GPU"));
        QCOMPARE(header(PlanTableModel::MeetsSlo), QStringLiteral("Meets SLO"));
        auto* table = m_panel->findChild<QTableView*>(QStringLiteral("planTable"));
        QVERIFY(table->isColumnHidden(PlanTableModel::Verdict));
        QVERIFY(!m_panel->chart()->isVisibleTo(m_panel));
        QVERIFY(!m_panel->gpuChart()->isVisibleTo(m_panel));
        for (int i = 0; i < model->rowCount(); ++i) {
            const PlanRow& row = model->rows()[std::size_t(i)];
            const Report alone = evaluate(row.scenario);
            QVERIFY(alone.serving);
            QCOMPARE(row.ttftS, alone.serving->ttftS);
            QCOMPARE(row.tpotS, alone.serving->tpotS);
            QCOMPARE(row.outputTokensPerSPerGpu, alone.serving->outputTokensPerSPerGpu);
            const bool meets = alone.serving->fits && !alone.serving->saturated && alone.serving->ttftSloMet &&
                               alone.serving->tpotSloMet;
            QCOMPARE(row.meetsSlo, meets);
            QCOMPARE(model->index(i, PlanTableModel::Ttft).data().toString(), format::duration(row.ttftS));
            QCOMPARE(model->index(i, PlanTableModel::Tpot).data().toString(), format::duration(row.tpotS));
            QCOMPARE(model->index(i, PlanTableModel::MeetsSlo).data().toString(),
                     meets ? QStringLiteral("Yes") : QStringLiteral("No"));
            const QString layout = model->index(i, PlanTableModel::Layout).data().toString();
            QVERIFY2(!layout.contains(QStringLiteral("ZeRO")) && !layout.contains(QStringLiteral("mb ")),
                     qPrintable(layout));
        }
        // The best meets the SLOs (the shipped question has an answer within 16 GPUs).
        QVERIFY(model->rows().front().meetsSlo);
        QVERIFY(model->toCsv()
                    .section(QLatin1Char('\n'), 0, 0)
                    .endsWith(QStringLiteral("ttft_s,tpot_s,output_tokens_per_s_per_gpu,meets_slo")));
    }

    // Decode probes of the scenario's GPU loaded in the window calibrate the serving plan's rows
    // as rooflab-calc --plan --measured does: each row is its scenario evaluated with them.
    void loadedDecodeProbesCalibrateServingPlans() {
        QVERIFY(m_window->openScenarioFile(QStringLiteral(":/scenarios/serving-plan-llama3-70b.json")));
        std::vector<std::string> points;
        for (int batch : {1, 16, 256})
            points.push_back(test::gemmPoint("bf16", 28672, batch, 4096,
                                             std::min(0.6, batch * 2.0e12 / test::kH100Bf16),
                                             "\"role\": \"mlp-up-gate\", \"batch\": " + std::to_string(batch)));
        points.push_back(R"({"kind": "read", "dtype": "fp32", "name": "read", "bytes": 1.5e10,
                            "time_median_s": 0.0075, "bytes_per_s": 2.0e12})");
        const BenchResults probes = test::parsedResults(test::resultsFile(points));
        m_window->document()->measurements()->addFile(QStringLiteral("/runs/decode.json"), probes);
        m_window->recomputeNow();
        runSearch();
        const PlanTableModel* model = m_panel->model();
        QVERIFY2(model->rowCount() > 0, qPrintable(m_panel->statusText()));
        const std::vector<const BenchResults*> measured{&probes};
        for (const PlanRow& row : model->rows()) {
            const ServingMeasurement calibration = servingMeasurement(row.scenario, measured);
            QVERIFY2(calibration.calibration.has_value(), calibration.refusal.c_str());
            const Report calibrated = evaluate(row.scenario, nullptr, nullptr, &calibration);
            QCOMPARE(row.tpotS, calibrated.serving->tpotS);
            QCOMPARE(row.ttftS, calibrated.serving->ttftS);
            QVERIFY(row.tpotS > evaluate(row.scenario).serving->tpotS);
        }
    }

    // A file's plan.fixed ticks its boxes, and the search holds those fields.
    void heldFieldsFollowThePlanBlock() {
        Scenario held = m_window->scenario();
        held.parallel.tensorParallel = 2;
        held.training.gradAccum = 4;
        held.plan->fixedJson = R"({"parallel":{"tp":2}})";
        m_window->setScenario(held, false);
        m_window->recomputeNow();
        auto* tp = m_panel->findChild<QCheckBox*>(QStringLiteral("planHold_tp"));
        auto* pp = m_panel->findChild<QCheckBox*>(QStringLiteral("planHold_pp"));
        QVERIFY(tp && pp);
        QVERIFY(tp->isChecked());
        QVERIFY(!pp->isChecked());
        runSearch();
        QVERIFY(m_panel->model()->rowCount() > 0);
        for (const PlanRow& row : m_panel->model()->rows())
            QCOMPARE(row.tp, 2);
        // Unticked, the search is free again and finds layouts with another TP.
        tp->setChecked(false);
        runSearch();
        bool otherTp = false;
        for (const PlanRow& row : m_panel->model()->rows())
            otherTp = otherTp || row.tp != 2;
        QVERIFY(otherTp);
    }

    // With cp > 1 the table and the CSV name how the ranks move keys and values (the search tries
    // each of Transformer Engine's types); the CP box holds the scenario's type with its degree.
    void contextCommIsNamedAndHeld() {
        Scenario longContext = m_window->scenario();
        longContext.training.seqLen = 32768;
        longContext.training.checkpointing = Checkpointing::None;
        longContext.parallel.gpus = 16;
        longContext.parallel.contextParallel = 2;
        longContext.parallel.contextCommType = ContextCommType::AllGather;
        longContext.plan->globalBatch = 2;
        longContext.plan->fixedJson = R"({"parallel":{"pp":1}})";
        longContext.plan->allowedJson.clear(); // every type Megatron-Core offers
        m_window->setScenario(longContext, false);
        m_window->recomputeNow();
        runSearch();
        std::set<QString> comms;
        const QStringList csv = m_panel->model()->toCsv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (int i = 0; i < m_panel->model()->rowCount(); ++i) {
            const PlanRow& row = m_panel->model()->rows()[std::size_t(i)];
            QCOMPARE(csv.at(i + 1).section(QLatin1Char(','), -1), row.contextComm);
            QCOMPARE(row.contextComm.isEmpty(), row.cp == 1);
            if (row.cp > 1) {
                comms.insert(row.contextComm);
                const QString layout = m_panel->model()->index(i, PlanTableModel::Layout).data().toString();
                QVERIFY2(layout.contains(QStringLiteral("cp %1 %2").arg(row.cp).arg(row.contextComm)),
                         qPrintable(layout));
            }
        }
        QVERIFY2(comms.size() >= 2, qPrintable(m_panel->statusText()));
        const QByteArray dir = qgetenv("ROOFLAB_SCREENSHOT_DIR");
        if (!dir.isEmpty()) { // not a check: the table naming each layout's communication, for review
            m_window->findChild<ChartArea*>()->showChart(ChartKind::Plan);
            m_window->resize(1366, 768);
            m_window->show();
            QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
            QTest::qWait(100);
            QVERIFY(m_window->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/plan-cp-1366x768.png")));
        }
        m_panel->findChild<QCheckBox*>(QStringLiteral("planHold_cp"))->setChecked(true);
        runSearch();
        QVERIFY(m_panel->model()->rowCount() > 0);
        for (const PlanRow& row : m_panel->model()->rows()) {
            QCOMPARE(row.cp, 2);
            QCOMPARE(row.contextComm, QStringLiteral("all_gather"));
        }
    }

    // A GPU range: layouts of several counts, each named with its count; using one sets it.
    void gpuRangeNamesTheCount() {
        m_panel->findChild<QSpinBox*>(QStringLiteral("planGpus"))->setValue(4);
        m_panel->findChild<QCheckBox*>(QStringLiteral("planGpuRange"))->setChecked(true);
        m_panel->findChild<QSpinBox*>(QStringLiteral("planGpusMax"))->setValue(16);
        runSearch();
        const std::vector<PlanRow>& rows = m_panel->model()->rows();
        QVERIFY2(!rows.empty(), qPrintable(m_panel->statusText()));
        std::set<int> counts;
        for (const PlanRow& row : rows)
            counts.insert(row.gpus);
        QVERIFY2(counts.size() > 1, "a range of 4 to 16 GPUs returned one count only");
        QVERIFY(*counts.begin() >= 4 && *counts.rbegin() <= 16);
        const QString layout = m_panel->model()->index(0, PlanTableModel::Layout).data().toString();
        QVERIFY2(layout.startsWith(QString::number(rows[0].gpus) + QStringLiteral(" GPUs")), qPrintable(layout));
        // GPUs against days: every row drawn at its count and evaluate()'s days to train the
        // scenario's training.tokens; the front starts at the fewest GPUs.
        GpuDaysChart* chart = m_panel->gpuChart();
        QVERIFY(chart->isVisibleTo(m_panel));
        QCOMPARE(chart->plot()->graph(0)->dataCount(), int(rows.size()));
        QCOMPARE(chart->plot()->yAxis->label(), QStringLiteral("Days to train"));
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const Report alone = evaluate(rows[i].scenario);
            QVERIFY(!rows[i].daysPerTrillion);
            QVERIFY(alone.time.daysAtPredictedSpeed > 0);
            QCOMPARE(rows[i].days, alone.time.daysAtPredictedSpeed);
        }
        // The graph keeps its points by GPU count: each row's (count, days) is among them.
        std::multiset<std::pair<double, double>> drawn, expected;
        for (auto point = chart->plot()->graph(0)->data()->constBegin();
             point != chart->plot()->graph(0)->data()->constEnd(); ++point)
            drawn.insert({point->key, point->value});
        for (const PlanRow& row : rows)
            expected.insert({double(row.gpus), row.days});
        QVERIFY(drawn == expected);
        const std::vector<int> front = chart->frontIndices();
        QVERIFY(front.size() >= 2);
        QCOMPARE(rows[std::size_t(front.front())].gpus, *counts.begin());
        for (std::size_t i = 1; i < front.size(); ++i) {
            QVERIFY(rows[std::size_t(front[i])].gpus > rows[std::size_t(front[i - 1])].gpus);
            QVERIFY(rows[std::size_t(front[i])].days < rows[std::size_t(front[i - 1])].days);
        }
        m_panel->selectRow(0);
        m_panel->useSelectedLayout();
        QCOMPARE(m_window->scenario().parallel.gpus, rows[0].gpus);
    }

    // One GPU count: no GPUs-against-days chart.
    void noGpuChartWithoutRange() {
        runSearch();
        QVERIFY(m_panel->model()->rowCount() > 0);
        QVERIFY(!m_panel->gpuChart()->isVisibleTo(m_panel));
    }

    // An edit of the scenario marks the results stale: greyed rows, a banner with "Search
    // again", veiled charts, and "Use this layout" applies nothing. Searching again clears it.
    void editMarksResultsStale() {
        runSearch();
        auto* banner = m_panel->findChild<QLabel*>(QStringLiteral("planStaleBanner"));
        auto* use = m_panel->findChild<QPushButton*>(QStringLiteral("planUseLayout"));
        QVERIFY(banner && use);
        QVERIFY(!m_panel->isStale());
        QVERIFY(!banner->isVisibleTo(m_panel));
        QVERIFY(use->isEnabled());
        const QVariant fresh = m_panel->model()->index(0, PlanTableModel::Rank).data(Qt::ForegroundRole);
        QVERIFY(!fresh.isValid());

        Scenario edited = m_window->scenario();
        edited.training.seqLen = 4096;
        m_window->setScenario(edited, true);
        m_window->recomputeNow();
        QVERIFY(m_panel->isStale());
        QVERIFY(banner->isVisibleTo(m_panel));
        QVERIFY(banner->text().contains(QStringLiteral("before your last edit")));
        QVERIFY(!use->isEnabled());
        const QVariant grey = m_panel->model()->index(0, PlanTableModel::Rank).data(Qt::ForegroundRole);
        QVERIFY(grey.isValid());
        QCOMPARE(grey.value<QBrush>().color(), QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text));
        bool veiled = false;
        for (InvalidOverlay* veil : m_panel->chart()->findChildren<InvalidOverlay*>())
            veiled = veiled || veil->isVisibleTo(m_panel);
        QVERIFY(veiled);

        // Not applied, silently or otherwise: the scenario and the undo stack stay as they are.
        QUndoStack* undo = m_window->document()->undoStack();
        const int steps = undo->count();
        m_panel->selectRow(1);
        QVERIFY(!m_panel->useSelectedLayout());
        QCOMPARE(undo->count(), steps);
        QCOMPARE(m_window->scenario().training.seqLen, std::int64_t(4096));
        QCOMPARE(fieldsOf(m_window->scenario()), fieldsOf(edited));

        // Undoing the edit brings back the scenario the results are of.
        undo->undo();
        m_window->recomputeNow();
        QVERIFY(!m_panel->isStale());
        m_window->setScenario(edited, true);
        m_window->recomputeNow();
        QVERIFY(m_panel->isStale());
        runSearch();
        QVERIFY(!m_panel->isStale());
        QVERIFY(!banner->isVisibleTo(m_panel));
        for (const PlanRow& row : m_panel->model()->rows())
            QCOMPARE(row.scenario.training.seqLen, std::int64_t(4096));
    }

    // Using a layout changes only the fields the search sets: the results stay current. An
    // invalid scenario makes them stale.
    void usedLayoutKeepsResultsCurrent() {
        runSearch();
        m_panel->selectRow(1);
        QVERIFY(m_panel->useSelectedLayout());
        m_window->recomputeNow();
        QVERIFY(!m_panel->isStale());
        Scenario broken = m_window->scenario();
        broken.training.microBatch = 0;
        m_window->setScenario(broken, true);
        m_window->recomputeNow();
        QVERIFY(!m_window->reportValid());
        QVERIFY(m_panel->isStale());
    }

    // Both charts of the tab export as PNG, SVG and PDF (File > Export Chart).
    void chartsExport() {
        m_panel->findChild<QCheckBox*>(QStringLiteral("planGpuRange"))->setChecked(true);
        m_panel->findChild<QSpinBox*>(QStringLiteral("planGpusMax"))->setValue(32);
        runSearch();
        QTemporaryDir dir;
        for (ChartKind kind : {ChartKind::Plan, ChartKind::PlanGpus})
            for (const QString& suffix : ChartExporter::supportedSuffixes()) {
                const QString path = dir.filePath(QStringLiteral("plan-%1.%2").arg(int(kind)).arg(suffix));
                QString error;
                QVERIFY2(ChartExporter::exportChart(m_window->chartPlot(kind), path, QSize(800, 500), 1.0, &error),
                         qPrintable(error));
                QVERIFY2(QFileInfo(path).size() > 1000, qPrintable(path));
            }
    }

    // Sorting goes by the figure, not its text.
    void sortsByFigures() {
        runSearch();
        QTableView* table = m_panel->table();
        table->sortByColumn(PlanTableModel::PeakMemory, Qt::AscendingOrder);
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(table->model());
        QVERIFY(proxy);
        double previous = -1;
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const double peak = proxy->index(r, PlanTableModel::PeakMemory).data(Qt::UserRole).toDouble();
            QVERIFY(peak >= previous);
            previous = peak;
        }
        // Selecting in the sorted view still picks the layout by rank.
        m_panel->selectRow(2);
        QCOMPARE(m_panel->selectedRow(), 2);
    }

    // "Use this layout" is one undo step, and undo restores the scenario's layout.
    void useThisLayoutIsOneUndoStep() {
        runSearch();
        const Scenario before = m_window->scenario();
        const std::vector<PlanRow>& rows = m_panel->model()->rows();
        int pick = -1;
        for (int i = 0; i < int(rows.size()) && pick < 0; ++i)
            if (!(fieldsOf(rows[std::size_t(i)].scenario) == fieldsOf(before)))
                pick = i;
        QVERIFY2(pick >= 0, "every planned layout equals the scenario's own");
        m_panel->selectRow(pick);
        QUndoStack* undo = m_window->document()->undoStack();
        const int steps = undo->count();
        m_panel->useSelectedLayout();
        QCOMPARE(undo->count(), steps + 1);
        QCOMPARE(fieldsOf(m_window->scenario()), fieldsOf(rows[std::size_t(pick)].scenario));
        QCOMPARE(m_window->scenario().parallel.gpus, before.parallel.gpus);
        QVERIFY(m_window->reportValid());
        QCOMPARE(m_window->report().step.tokensPerSecondPerGpu, rows[std::size_t(pick)].tokensPerSecondPerGpu);
        undo->undo();
        QCOMPARE(fieldsOf(m_window->scenario()), fieldsOf(before));
    }

    void exportsCsv() {
        runSearch();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.csv"));
        QString error;
        QVERIFY2(m_panel->exportCsv(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), m_panel->model()->rowCount() + 1);
        QVERIFY(lines.first().startsWith(QLatin1String("rank,group,gpus,tp,pp")));
        QVERIFY(lines.at(1).startsWith(QLatin1String("1,")));
    }

    // Cancel ends a search promptly, and the panel says so (or shows what finished first).
    void cancelStopsSearch() {
        Scenario big = m_window->scenario();
        big.parallel.gpus = 1024;
        big.plan->globalBatch = 1024;
        m_window->setScenario(big, false);
        m_window->recomputeNow();
        QSignalSpy finished(m_panel, &PlanPanel::searchFinished);
        m_panel->search();
        QElapsedTimer clock;
        clock.start();
        m_panel->cancel();
        QVERIFY(finished.wait(5000));
        QVERIFY(clock.elapsed() < 2000);
        QVERIFY(!m_panel->isSearching());
    }

    // A block recomputation layout: the table names its layers, using it sets them, the CSV
    // carries them (docs/formulas.md, "The layout planner").
    void blockLayoutCarriesItsLayers() {
        Scenario held = m_window->scenario();
        held.training.seqLen = 4096;
        held.plan->fixedJson = R"({"parallel":{"tp":1,"pp":1,"cp":1,"zero":1},"training":{"micro_batch":1}})";
        m_window->setScenario(held, false);
        m_window->recomputeNow();
        m_window->findChild<ChartArea*>()->showChart(ChartKind::Plan);
        runSearch();
        const std::vector<PlanRow>& rows = m_panel->model()->rows();
        int block = -1;
        for (int i = 0; i < int(rows.size()) && block < 0; ++i)
            if (rows[std::size_t(i)].recompute == QLatin1String("block"))
                block = i;
        QVERIFY2(block >= 0, qPrintable(m_panel->statusText()));
        const PlanRow& row = rows[std::size_t(block)];
        QVERIFY(row.recomputeLayers > 0);
        QCOMPARE(row.scenario.training.recomputeNumLayers, row.recomputeLayers);
        const QString layout = m_panel->model()->index(block, PlanTableModel::Layout).data().toString();
        QVERIFY2(layout.contains(QStringLiteral("block %1").arg(row.recomputeLayers)), qPrintable(layout));
        const QStringList csv = m_panel->model()->toCsv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(csv.first().endsWith(QLatin1String(",recompute_num_layers,recompute_modules,cp_comm")));
        QCOMPARE(csv.at(block + 1).section(QLatin1Char(','), -3, -3), QString::number(row.recomputeLayers));
        m_panel->selectRow(block);
        QVERIFY(m_panel->useSelectedLayout());
        QCOMPARE(m_window->scenario().training.checkpointing, Checkpointing::Block);
        QCOMPARE(m_window->scenario().training.recomputeNumLayers, row.recomputeLayers);
        QCOMPARE(m_window->report().step.tokensPerSecondPerGpu, row.tokensPerSecondPerGpu);
        const QByteArray dir = qgetenv("ROOFLAB_SCREENSHOT_DIR");
        if (!dir.isEmpty()) { // not a check: the table with its block layouts, for review
            m_window->resize(1366, 768);
            m_window->show();
            QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
            QTest::qWait(100);
            QVERIFY(m_window->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/plan-block-1366x768.png")));
        }
    }

    // Not a check: the tab in front at the two window sizes, for review.
    // Megatron-Core's selective recomputation with the MLP module: the table and the CSV name
    // the modules, not just "selective" (the why line already says "selective+mlp").
    void selectiveModulesAreNamed() {
        Scenario held = m_window->scenario();
        held.training.seqLen = 4096;
        held.plan->fixedJson = R"({"parallel":{"tp":1,"pp":1,"cp":1,"zero":1},"training":{"micro_batch":1}})";
        m_window->setScenario(held, false);
        m_window->recomputeNow();
        m_window->findChild<ChartArea*>()->showChart(ChartKind::Plan);
        runSearch();
        const std::vector<PlanRow>& rows = m_panel->model()->rows();
        const QStringList csv = m_panel->model()->toCsv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(csv.first().endsWith(QLatin1String(",recompute_num_layers,recompute_modules,cp_comm")));
        int withMlp = 0;
        for (int i = 0; i < int(rows.size()); ++i) {
            const PlanRow& row = rows[std::size_t(i)];
            const TrainingConfig& t = row.scenario.training;
            const QString layout = m_panel->model()->index(i, PlanTableModel::Layout).data().toString();
            const QString modulesField = csv.at(i + 1).section(QLatin1Char(','), -2, -2);
            QVERIFY(csv.at(i + 1).section(QLatin1Char(','), -1).isEmpty()); // cp 1: no communication
            if (t.checkpointing != Checkpointing::Selective) {
                QVERIFY2(!layout.contains(QLatin1String("selective")), qPrintable(layout));
                QVERIFY(modulesField.isEmpty());
            } else if (t.recomputeModules.has(RecomputeModule::DenseMlp)) {
                ++withMlp;
                QVERIFY2(layout.contains(QStringLiteral("· selective+mlp ·")), qPrintable(layout));
                QCOMPARE(modulesField, QStringLiteral("core_attn mlp"));
            } else {
                QVERIFY(t.recomputeModules.isDefault());
                QVERIFY2(layout.contains(QStringLiteral("· selective ·")), qPrintable(layout));
                QCOMPARE(modulesField, QStringLiteral("core_attn"));
            }
        }
        QVERIFY2(withMlp > 0, qPrintable(m_panel->statusText())); // the search proposes it here
    }

    void screenshots() {
        const QByteArray dir = qgetenv("ROOFLAB_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("ROOFLAB_SCREENSHOT_DIR not set");
        m_window->findChild<ChartArea*>()->showChart(ChartKind::Plan);
        runSearch();
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            m_window->resize(size);
            m_window->show();
            QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
            QTest::qWait(100);
            const QString path =
                QString::fromLocal8Bit(dir) + QStringLiteral("/plan-%1x%2.png").arg(size.width()).arg(size.height());
            QVERIFY(m_window->grab().save(path));
        }
        // And stale, after an edit of the sequence length.
        Scenario edited = m_window->scenario();
        edited.training.seqLen = 4096;
        m_window->setScenario(edited, true);
        m_window->recomputeNow();
        QTest::qWait(100);
        QVERIFY(m_window->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/plan-stale-1920x1080.png")));
    }
};

QTEST_MAIN(TestPlanPanel)
#include "tst_planpanel.moc"
