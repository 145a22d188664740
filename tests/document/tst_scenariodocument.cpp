// ScenarioDocument, the one owner of the scenario and its report: a control's edit is applied to
// its own scenario with its undo text and source, edits evaluate once per burst,
// an invalid edit is refused with its problems while the last report stays, undo and redo bring
// scenarios back (and tell the controls), slider edits merge, saving marks it unmodified, and GPU
// measurements of the scenario's GPU recalibrate the step time.
#include "core/evaluate.h"
#include "core/explain.h"
#include "core/io/scenarioio.h"
#include "document/measurementstore.h"
#include "document/scenariodocument.h"
#include "document/scenarioedit.h"
#include "tests/core/syntheticresults.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace rooflab;

namespace {

BenchResults halfSpeedRunOn(const std::string& gpuId) {
    BenchResults run;
    run.device.name = "NVIDIA H100 80GB HBM3";
    run.device.gpuId = gpuId;
    for (double n : {1024.0, 4096.0, 8192.0}) {
        BenchPoint p;
        p.kind = BenchKind::Gemm;
        p.dtype = DType::BF16;
        p.m = p.n = p.k = std::int64_t(n);
        p.flops = 2.0 * n * n * n;
        p.flopsPerS = 0.5 * 989.4e12;
        p.timeMedian = p.flops / p.flopsPerS;
        run.points.push_back(p);
    }
    return run;
}

// 7B on one H100 SXM: micro-batch 4 of 4096 tokens.
Scenario h100Scenario() {
    const ScenarioParseResult parsed = parseScenario("{\"version\":1,\"model\":{\"params\":7e9},"
                                                     "\"training\":{\"micro_batch\":4,\"seq_len\":4096},"
                                                     "\"hardware\":{\"gpu\":\"h100-sxm\"}}");
    return parsed.scenario;
}

// Llama 3 8B served by vLLM on one H100 SXM, 8 clients.
Scenario servingScenario() {
    return parseScenario(R"({"version":1,"model":"llama3-8b","precision":"bf16-mixed","parallel":{"gpus":1,"tp":1},
        "hardware":{"gpu":"h100-sxm"},"phase":"decode","inference":{"context":8192,"weights_dtype":"bf16"},
        "serving":{"engine":"vllm","input_tokens":1024,"output_tokens":256,"concurrency":8}})")
        .scenario;
}

// rooflab-bench's decode probes of an H100 that reads its weights at 2 TB/s (the published
// figures take 80 % of its 3.35 TB/s): decode GEMMs bound by that read, and the read itself.
BenchResults slowDecodeProbes() {
    std::vector<std::string> points;
    for (int batch : {1, 16, 256})
        points.push_back(test::gemmPoint("bf16", 28672, batch, 4096, std::min(0.6, batch * 2.0e12 / test::kH100Bf16),
                                         "\"role\": \"mlp-up-gate\", \"batch\": " + std::to_string(batch)));
    points.push_back(R"({"kind": "read", "dtype": "fp32", "name": "read", "bytes": 1.5e10, "time_median_s": 0.0075,
                        "bytes_per_s": 2.0e12})");
    return test::parsedResults(test::resultsFile(points));
}

// A control's edit that sets the fields `after` differs in.
ScenarioEdit setTo(const Scenario& after, const QString& text, const QString& source = {}) {
    return {[after](Scenario& s) { s = after; }, text, source};
}

} // namespace

class TestScenarioDocument : public QObject {
    Q_OBJECT

private slots:
    void burstOfEditsEvaluatesOnce() {
        ScenarioDocument doc;
        QSignalSpy evaluated(&doc, &ScenarioDocument::evaluated);
        Scenario s = doc.scenario();
        for (int seq : {1024, 2048, 4096}) {
            s.training.seqLen = seq;
            doc.apply(setTo(s, QStringLiteral("Change sequence"), QStringLiteral("seqSlider")));
        }
        QCOMPARE(evaluated.count(), 0); // posted: the event loop has not turned yet
        QTRY_COMPARE(evaluated.count(), 1);
        QCOMPARE(doc.scenario().training.seqLen, 4096);
        QCOMPARE(doc.report().memory.total, evaluate(s).memory.total);
        QVERIFY(doc.valid());
        // The three slider edits are one undo step.
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void invalidEditKeepsTheLastReport() {
        ScenarioDocument doc;
        doc.setUpdateMode(ScenarioDocument::UpdateMode::Direct);
        doc.evaluateNow();
        const double before = doc.report().memory.total;
        QSignalSpy rejected(&doc, &ScenarioDocument::rejected);
        Scenario bad = doc.scenario();
        bad.parallel.gpus = 0;
        doc.apply(setTo(bad, QStringLiteral("Change GPUs")));
        QCOMPARE(rejected.count(), 1);
        QVERIFY(!doc.valid());
        QVERIFY2(doc.problems().join(QLatin1Char(' ')).contains(QStringLiteral("parallel.gpus")),
                 qPrintable(doc.problems().join(QLatin1Char(' '))));
        QCOMPARE(doc.report().memory.total, before);
    }

    void undoRedoReplaceTheScenario() {
        ScenarioDocument doc;
        doc.setUpdateMode(ScenarioDocument::UpdateMode::Direct);
        QSignalSpy replaced(&doc, &ScenarioDocument::replaced);
        QSignalSpy modified(&doc, &ScenarioDocument::modifiedChanged);
        const Scenario original = doc.scenario();
        Scenario edited = original;
        edited.training.microBatch = original.training.microBatch + 3;
        doc.apply(setTo(edited, QStringLiteral("Change micro-batch"), QStringLiteral("microBatchSpin")));
        QVERIFY(doc.modified());
        QCOMPARE(replaced.count(), 0); // the controls made this edit: nothing to tell them
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().training.microBatch, original.training.microBatch);
        QCOMPARE(replaced.count(), 1);
        QCOMPARE(doc.report().memory.total, evaluate(original).memory.total);
        doc.undoStack()->redo();
        QCOMPARE(doc.scenario().training.microBatch, edited.training.microBatch);
        QCOMPARE(replaced.count(), 2);
        doc.markSaved();
        QVERIFY(!doc.modified());
        QVERIFY(modified.count() >= 2);
        // Two clicks on a non-slider control are two undo steps.
        edited.training.microBatch += 1;
        doc.apply(setTo(edited, QStringLiteral("Change micro-batch"), QStringLiteral("microBatchSpin")));
        edited.training.microBatch += 1;
        doc.apply(setTo(edited, QStringLiteral("Change micro-batch"), QStringLiteral("microBatchSpin")));
        QCOMPARE(doc.undoStack()->count(), 3);
        // A replacement without a text is not undoable (the last session restored at start).
        doc.replace(original);
        QCOMPARE(doc.undoStack()->count(), 3);
        QCOMPARE(doc.scenario().training.microBatch, original.training.microBatch);
    }

    void anEditIsAppliedToTheDocumentsScenario() {
        ScenarioDocument doc;
        Scenario s = h100Scenario();
        s.gpu.memoryBytes = 12345e6; // a field no control edits: it must survive the edit
        doc.replace(s);
        QSignalSpy edited(&doc, &ScenarioDocument::edited);
        QSignalSpy changed(&doc, &ScenarioDocument::changed);
        QSignalSpy replaced(&doc, &ScenarioDocument::replaced);
        doc.apply({[](Scenario& x) { x.training.microBatch = 7; }, QStringLiteral("Change Micro-batch"),
                   QStringLiteral("microBatchSlider")});
        QCOMPARE(doc.scenario().training.microBatch, 7);
        QCOMPARE(doc.scenario().gpu.memoryBytes, 12345e6);
        QCOMPARE(edited.count(), 1);
        QCOMPARE(edited.at(0).at(0).toString(), QStringLiteral("Change Micro-batch"));
        QCOMPARE(edited.at(0).at(1).toString(), QStringLiteral("microBatchSlider"));
        QCOMPARE(changed.count(), 1); // the controls follow
        QCOMPARE(replaced.count(), 0);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change Micro-batch"));
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().training.microBatch, 4);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(replaced.count(), 1);
    }

    void aSliderDragIsOneUndoStep() {
        ScenarioDocument doc;
        const int before = doc.scenario().parallel.gpus;
        for (int gpus : {16, 32, 64})
            doc.apply({[gpus](Scenario& s) { s.parallel.gpus = gpus; }, QStringLiteral("Change GPUs"),
                       QStringLiteral("gpuCountSlider")});
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().parallel.gpus, before);
        // Not a slider: each edit is a step of its own.
        for (int stage : {1, 2})
            doc.apply({[stage](Scenario& s) { s.parallel.zeroStage = stage; }, QStringLiteral("Change ZeRO"),
                       QStringLiteral("zeroPicker")});
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void aLecturesNameGoesWithItsModel() {
        ScenarioDocument doc;
        Scenario lecture = h100Scenario();
        lecture.name = "Lecture 1";
        lecture.description = "7B on one H100";
        doc.replace(lecture);
        const ScenarioEdit otherModel{[](Scenario& s) { s.model = ModelSpec::sizeOnly(13e9); },
                                      QStringLiteral("Change Model size"), QStringLiteral("modelSizeSlider")};
        const ScenarioEdit sameModel{[](Scenario& s) { s.training.microBatch = 2; },
                                     QStringLiteral("Change Micro-batch"), QStringLiteral("microBatchSlider")};
        // A file of the user's keeps its name whatever changes.
        doc.apply(otherModel);
        QCOMPARE(doc.scenario().name, std::string("Lecture 1"));
        doc.replace(lecture);
        // A built-in lecture on screen: its name describes its model.
        doc.setNameDescribesModel(true);
        // Another batch: the lecture's name is marked edited (once), its description dropped.
        doc.apply(sameModel);
        doc.apply(sameModel);
        QCOMPARE(doc.scenario().name, std::string("Lecture 1 (edited)"));
        QVERIFY(doc.scenario().description.empty());
        doc.apply(otherModel);
        QVERIFY(doc.scenario().name.empty());
        QVERIFY(doc.scenario().description.empty());
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().name, std::string("Lecture 1 (edited)"));
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().name, std::string("Lecture 1"));
        QCOMPARE(doc.scenario().description, std::string("7B on one H100"));
    }

    void measurementsOfThisGpuRecalibrate() {
        ScenarioDocument doc;
        doc.setUpdateMode(ScenarioDocument::UpdateMode::Direct);
        doc.replace(h100Scenario());
        const double published = doc.report().step.computeS;
        QVERIFY(!doc.report().step.efficiencyMeasured);
        MeasurementStore* store = doc.measurements();
        store->addFile(QStringLiteral("/runs/a100.json"), halfSpeedRunOn("a100-80gb")); // another card: no change
        QCOMPARE(doc.report().step.computeS, published);
        QVERIFY(!doc.measuredEfficiency());
        store->addFile(QStringLiteral("/runs/h100.json"), halfSpeedRunOn("h100-sxm"));
        QVERIFY(doc.measuredEfficiency());
        QVERIFY(doc.report().step.efficiencyMeasured);
        QVERIFY(doc.report().step.computeS > 1.2 * published); // half speed against 0.80 x 0.844
        // The explanation uses the same efficiency as the report.
        QCOMPARE(doc.traced().report.step.computeS, doc.report().step.computeS);
        // Removing that file goes back to the published curve.
        store->remove(MeasurementStore::fileId(QStringLiteral("/runs/h100.json")));
        QCOMPARE(doc.report().step.computeS, published);
        store->clear();
        QCOMPARE(doc.report().step.computeS, published);
    }

    // Loading decode probes of the scenario's GPU recalibrates the serving figures (and the
    // explanation's); a file without them leaves the published figures and says why.
    void measurementsRecalibrateServing() {
        ScenarioDocument doc;
        doc.setUpdateMode(ScenarioDocument::UpdateMode::Direct);
        doc.replace(servingScenario());
        QVERIFY(doc.valid() && doc.report().serving);
        const double tpot = doc.report().serving->tpotS;
        QVERIFY(tpot > 0 && !doc.report().serving->calibrated);
        QVERIFY(doc.report().serving->calibration.empty());
        MeasurementStore* store = doc.measurements();
        store->addFile(QStringLiteral("/runs/squares.json"), halfSpeedRunOn("h100-sxm"));
        QVERIFY(!doc.report().serving->calibrated);
        QVERIFY2(doc.report().serving->calibration.find("no decode probes") != std::string::npos,
                 doc.report().serving->calibration.c_str());
        const double stepCalibrated = doc.report().serving->tpotS; // half-speed GEMMs, published reads
        store->addFile(QStringLiteral("/runs/decode.json"), slowDecodeProbes());
        QVERIFY(doc.servingMeasurement().calibration);
        QVERIFY(doc.report().serving->calibrated);
        QVERIFY(doc.report().serving->calibration.find("H100") != std::string::npos);
        QVERIFY2(doc.report().serving->tpotS > 1.1 * stepCalibrated,
                 qPrintable(QString::number(doc.report().serving->tpotS)));
        QCOMPARE(doc.traced().report.serving->tpotS, doc.report().serving->tpotS);
        // The decode probes stay in use while a later file of the same GPU has none.
        store->addFile(QStringLiteral("/runs/later.json"), halfSpeedRunOn("h100-sxm"));
        QVERIFY(doc.report().serving->calibrated);
        store->clear();
        QCOMPARE(doc.report().serving->tpotS, tpot);
        QVERIFY(!doc.report().serving->calibrated);
    }

    void liveSweepRecalibratesWhenFinished() {
        ScenarioDocument doc;
        doc.setUpdateMode(ScenarioDocument::UpdateMode::Direct);
        doc.replace(h100Scenario());
        const double published = doc.report().step.computeS;
        BenchResults run = halfSpeedRunOn("h100-sxm");
        BenchResults header = run;
        header.points.clear();
        MeasurementStore* store = doc.measurements();
        store->beginLive(header);
        const int evaluations = doc.evaluationCount();
        // Point by point the step time stays as it was: no evaluation per point.
        for (const BenchPoint& point : run.points)
            store->appendLivePoint(point);
        QCOMPARE(doc.evaluationCount(), evaluations);
        QCOMPARE(doc.report().step.computeS, published);
        store->finishLive();
        QVERIFY(doc.report().step.efficiencyMeasured);
        QVERIFY(doc.report().step.computeS > 1.2 * published); // half speed against 0.80 x 0.844
    }
};

QTEST_GUILESS_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
