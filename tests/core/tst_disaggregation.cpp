// Disaggregated prefill and decode (core/serving/disaggregatedserving.cpp, docs/formulas.md
// "Serving: disaggregated prefill and decode"): the KV transfer's worked numbers, the pools'
// capacities and the split that matches their rates, TTFT's parts, the decode pool's own queue,
// decode steps free of prompt chunks, a draft model on both pools, and the messages for pools that
// do not fit.
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/io/servingjson.h"
#include "core/io/servingtext.h"
#include "core/model/collectives.h"
#include "core/plan/servingplan.h"
#include "core/serving/draftmodel.h"
#include "core/serving/servingpool.h"
#include "core/serving/servingstep.h"
#include "core/steptime/stepefficiency.h"

#include "scenariohelpers.h"

#include <QTest>

#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>

using namespace rooflab;

namespace {

// Llama 3 8B on `gpus` H100s (tp `tp`), 1024 prompt + 256 output tokens, with `extra` serving keys.
std::string disaggregated(int gpus, int tp, const std::string& disaggregation, const std::string& load,
                          const std::string& model = "llama3-8b") {
    return R"({"version": 1, "model": ")" + model + R"(", "precision": "bf16-mixed",
        "parallel": {"gpus": )" +
           std::to_string(gpus) + R"(, "tp": )" + std::to_string(tp) +
           R"(}, "hardware": {"gpu": "h100-sxm"}, "inference": {"context": 8192},
        "serving": {"input_tokens": 1024, "output_tokens": 256, )" +
           load + (disaggregation.empty() ? "" : R"(, "disaggregation": )" + disaggregation) + "}}";
}

// One decode slot in eight per instance: max_num_seqs 8 makes the decode pool the bottleneck.
std::string fewSlots(const std::string& load) {
    return load + R"(, "max_num_seqs": 8)";
}

std::string rateOf(double rate) {
    char given[48];
    std::snprintf(given, sizeof given, R"("request_rate": %.17g)", rate);
    return given;
}

ServingReport serve(const Scenario& sc) {
    const Report r = evaluate(sc);
    if (!r.serving)
        QTest::qFail("no serving report", __FILE__, __LINE__);
    return r.serving.value_or(ServingReport{});
}

bool close(double a, double b, double tolerance = 1e-9) {
    return std::abs(a - b) <= tolerance * std::max(std::abs(a), std::abs(b));
}

bool allFinite(const ServingReport& s) {
    for (double v : {s.ttftS, s.tpotS, s.e2eS, s.outputTokensPerS, s.outputTokensPerSPerGpu, s.requestsPerS,
                     s.saturationRequestsPerS, s.concurrency, s.runningPerReplica, s.decodeStepS, s.prefillS, s.queueS})
        if (!std::isfinite(v) || v < 0)
            return false;
    if (s.disaggregation)
        for (double v : {s.disaggregation->kvTransferS, s.disaggregation->prefillRequestsPerS,
                         s.disaggregation->decodeRequestsPerS, s.disaggregation->decodeQueueS})
            if (!std::isfinite(v) || v < 0)
                return false;
    return true;
}

} // namespace

class TestDisaggregation : public QObject {
    Q_OBJECT

private slots:
    void kvTransferWorkedNumbers();
    void ttftIsQueuePrefillAndTransfer();
    void prefillPoolCapacityFromItsStep();
    void splitMatchesThePoolRates();
    void givenInstancesAreKept();
    void decodeStepsCarryNoPromptChunks();
    void decodeCapacityAtItsSlots();
    void decodeQueueInAnOpenLoop();
    void decodeQueueInAClosedLoop();
    void decodePoolSaturatesTheOpenLoop();
    void draftModelOnBothPools();
    void poolWhoseWeightsDoNotFit();
    void badInput_data();
    void badInput();
    void roundTripAndText();
    void planLeavesThePoolsOut();
};

// Llama 3 8B's keys and values: 2 x 32 layers x 8 KV heads x 128 x 2 bytes = 131,072 bytes per
// token on one GPU; a 1024-token prompt is 134,217,728 bytes. At 25 GB/s: 5.3687 ms, plus the
// H100's 5 us link latency (resources/gpus.json). Default link: the inter-node 46 GB/s per GPU.
void TestDisaggregation::kvTransferWorkedNumbers() {
    ROOFLAB_SCENARIO(given, disaggregated(2, 1, R"({"kv_transfer_gbps": 25})", R"("concurrency": 1)"));
    const ServingReport s = serve(given);
    QVERIFY(s.disaggregation);
    QVERIFY(close(s.disaggregation->kvTransferS, 134217728.0 / 25e9 + 5e-6));
    ROOFLAB_SCENARIO(byDefault, disaggregated(2, 1, "{}", R"("concurrency": 1)"));
    const ServingReport d = serve(byDefault);
    QCOMPARE(d.disaggregation->kvTransferGbps, 46.0);
    QVERIFY(close(d.disaggregation->kvTransferS, 134217728.0 / 46e9 + 5e-6));
    // Prefill at tp 2: each GPU holds and sends half of every token's keys and values; the decode
    // instance at tp 1 receives all of them, and the busier side sets the time.
    ROOFLAB_SCENARIO(split, disaggregated(3, 1, R"({"prefill_tp": 2, "kv_transfer_gbps": 25})", R"("concurrency": 1)"));
    QVERIFY(close(serve(split).disaggregation->kvTransferS, 134217728.0 / 25e9 + 5e-6));
    ROOFLAB_SCENARIO(both, disaggregated(4, 2, R"({"kv_transfer_gbps": 25})", R"("concurrency": 1)"));
    QVERIFY(close(serve(both).disaggregation->kvTransferS, 67108864.0 / 25e9 + 5e-6));
}

// One client: no queue; TTFT = the prompt alone on a prefill instance + the transfer + the
// request's time outside the steps (4.8 ms, core/serving/engineprofile.h).
void TestDisaggregation::ttftIsQueuePrefillAndTransfer() {
    ROOFLAB_SCENARIO(sc, disaggregated(2, 1, "{}", R"("concurrency": 1)"));
    const ServingReport s = serve(sc);
    QVERIFY(allFinite(s));
    QCOMPARE(s.queueS, 0.0);
    QCOMPARE(s.disaggregation->decodeQueueS, 0.0);
    QVERIFY(close(s.ttftS, s.prefillS + s.disaggregation->kvTransferS + 4.8e-3));
    QVERIFY(close(s.e2eS, s.ttftS + 255 * s.tpotS));
    // One sequence decoding: the step is the decode alone, TPOT its time.
    QVERIFY(close(s.tpotS, s.decodeStepS));
    // An open loop well below the capacity waits in the prefill instance's M/D/1 queue.
    const double rate = 0.5 * s.saturationRequestsPerS;
    char given[32];
    std::snprintf(given, sizeof given, "%.17g", rate);
    ROOFLAB_SCENARIO(open, disaggregated(2, 1, "{}", std::string(R"("request_rate": )") + given));
    const ServingReport o = serve(open);
    const double capacity = o.disaggregation->prefillRequestsPerS; // one prefill instance
    const double load = rate / capacity;
    QVERIFY(close(o.queueS, load / (2 * (1 - load)) / capacity, 1e-6));
    const double decodeCapacity = o.disaggregation->decodeRequestsPerS; // one decode instance
    const double decodeLoad = rate / decodeCapacity;
    QVERIFY(close(o.disaggregation->decodeQueueS, decodeLoad / (2 * (1 - decodeLoad)) / decodeCapacity, 1e-6));
    QVERIFY(close(o.ttftS,
                  o.queueS + o.prefillS + o.disaggregation->decodeQueueS + o.disaggregation->kvTransferS + 4.8e-3));
    QVERIFY(close(o.requestsPerS, rate, 1e-6));
    QVERIFY(!o.saturated);
}

// A prefill instance at 1024-token prompts and vLLM's 8192-token budget on an H100 runs 8 prompts a
// step: its capacity is 8 / step(8192 prompt tokens).
void TestDisaggregation::prefillPoolCapacityFromItsStep() {
    ROOFLAB_SCENARIO(sc,
                     disaggregated(2, 1, R"({"prefill_instances": 1, "decode_instances": 1})", R"("concurrency": 1)"));
    const ServingReport s = serve(sc);
    const ServingPool pool = servingPool(sc, 1, StepEfficiency::published(), nullptr);
    QCOMPARE(pool.engine.maxNumBatchedTokens, std::int64_t(8192));
    StepLoad load;
    load.prefillTokens = load.prefillChunk = 8192;
    load.promptTokens = 1024;
    load.prefillKeys = 1024 - 512;
    const double step = servingStepTime(pool.hw, load).total.value;
    QVERIFY(close(s.disaggregation->prefillRequestsPerS, 8.0 / step));
    // At least its layers' FLOPs at the dense peak: 32 x (4096 x 6144 + 4096 x 4096 + 3 x 4096 x
    // 14336) = 6,979,321,856 matrix parameters, 2 x that x 8192 tokens at 989.4 TFLOP/s = 0.1156 s.
    QVERIFY(step > 2.0 * 6979321856.0 * 8192 / 989.4e12);
}

// Without counts, the split of 8 GPUs with the most requests/s: every other split of the same
// per-instance rates completes no more.
void TestDisaggregation::splitMatchesThePoolRates() {
    ROOFLAB_SCENARIO(sc, disaggregated(8, 1, "{}", R"("request_rate": 1000)"));
    const ServingReport s = serve(sc);
    const DisaggregationReport& d = *s.disaggregation;
    QCOMPARE(d.prefillInstances + d.decodeInstances, 8);
    const double perPrefill = d.prefillRequestsPerS / d.prefillInstances;
    const double perDecode = d.decodeRequestsPerS / d.decodeInstances;
    const double chosen = std::min(d.prefillRequestsPerS, d.decodeRequestsPerS);
    QVERIFY(close(s.saturationRequestsPerS, chosen));
    for (int p = 1; p < 8; ++p)
        QVERIFY(std::min(p * perPrefill, (8 - p) * perDecode) <= chosen * (1 + 1e-9));
    // 1000 requests/s saturate it; the pool with the smaller capacity is the bound.
    QVERIFY(s.saturated);
    QCOMPARE(s.bound, std::string(d.prefillRequestsPerS <= d.decodeRequestsPerS ? "prefill-pool" : "decode-pool"));
    QVERIFY(close(s.requestsPerS, chosen));
    QVERIFY(allFinite(s));
}

void TestDisaggregation::givenInstancesAreKept() {
    ROOFLAB_SCENARIO(sc,
                     disaggregated(8, 1, R"({"prefill_instances": 1, "decode_instances": 3})", R"("concurrency": 64)"));
    const ServingReport s = serve(sc);
    QCOMPARE(s.disaggregation->prefillInstances, 1);
    QCOMPARE(s.disaggregation->decodeInstances, 3);
    QCOMPARE(s.gpus, 4);
    QCOMPARE(s.replicas, 4);
    // Only the prefill count: the decode pool takes the other GPUs.
    ROOFLAB_SCENARIO(one, disaggregated(8, 1, R"({"prefill_instances": 3})", R"("concurrency": 64)"));
    QCOMPARE(serve(one).disaggregation->decodeInstances, 5);
    // Little's law in the closed loop: clients = requests/s x the cycle (TTFT + decode).
    QVERIFY(close(64.0, s.requestsPerS * s.e2eS, 1e-3));
}

// The decode instances run no prompt chunk: at the same sequences running, their step is the
// colocated replica's decode step alone, shorter than its average with the prompts mixed in.
void TestDisaggregation::decodeStepsCarryNoPromptChunks() {
    ROOFLAB_SCENARIO(together, disaggregated(1, 1, "", R"("concurrency": 32)"));
    const ServingReport colocated = serve(together);
    ROOFLAB_SCENARIO(apart, disaggregated(2, 1, "{}", R"("concurrency": 32)"));
    const ServingReport s = serve(apart);
    QCOMPARE(s.prefillTokensPerStep, 0.0);
    QVERIFY(colocated.prefillTokensPerStep > 0);
    QVERIFY(s.tpotS < colocated.tpotS);
}

// A decode instance of max_num_seqs 8 runs 8 sequences at most (its KV cache holds far more): its
// capacity is 8 / (255 later tokens x TPOT(8)), TPOT(8) its step decoding 8 sequences of 1024 +
// 128 tokens on average; the prefill instance completes 8 prompts a step, more, so the decode pool
// is the bound.
void TestDisaggregation::decodeCapacityAtItsSlots() {
    ROOFLAB_SCENARIO(sc, disaggregated(2, 1, "{}", fewSlots(R"("concurrency": 1)")));
    const ServingReport s = serve(sc);
    const ServingPool pool = servingPool(sc, 1, StepEfficiency::published(), nullptr);
    QCOMPARE(pool.engine.maxNumSeqs, std::int64_t(8));
    QVERIFY(s.kvCapacitySequences > 8);
    StepLoad load;
    load.decodeSeqs = 8;
    load.contextHeld = 1024 + 128;
    const double tpot = servingStepTime(pool.hw, load).total.value;
    QVERIFY(close(s.disaggregation->decodeRequestsPerS, 8.0 / (255.0 * tpot)));
    QCOMPARE(s.bound, std::string("decode-pool"));
    QVERIFY(s.disaggregation->prefillRequestsPerS > s.disaggregation->decodeRequestsPerS);
}

// Prefilled requests wait in the decode instance's waiting queue for a slot (vLLM's scheduler
// admits them under max_num_seqs and free blocks, SGLang's DecodePreallocQueue under free KV
// memory): at half the decode pool's capacity, an M/D/1 wait of 0.5 / (2 x 0.5) / capacity =
// 0.5 / capacity (0.139 s at its 3.6 requests/s), in TTFT between the prefill and the transfer.
void TestDisaggregation::decodeQueueInAnOpenLoop() {
    ROOFLAB_SCENARIO(one, disaggregated(2, 1, "{}", fewSlots(R"("concurrency": 1)")));
    const double capacity = serve(one).disaggregation->decodeRequestsPerS; // one decode instance
    ROOFLAB_SCENARIO(sc, disaggregated(2, 1, "{}", fewSlots(rateOf(0.5 * capacity))));
    const ServingReport s = serve(sc);
    QVERIFY(!s.saturated);
    QVERIFY(allFinite(s));
    QVERIFY(close(s.disaggregation->decodeQueueS, 0.5 / capacity, 1e-9));
    const double prefillLoad = 0.5 * capacity / s.disaggregation->prefillRequestsPerS;
    QVERIFY(close(s.queueS, prefillLoad / (2 * (1 - prefillLoad)) / s.disaggregation->prefillRequestsPerS, 1e-6));
    QVERIFY(close(s.ttftS,
                  s.queueS + s.prefillS + s.disaggregation->decodeQueueS + s.disaggregation->kvTransferS + 4.8e-3));
    // The requests in flight count the ones waiting for a slot (Little's law on each wait).
    const double firstToken = s.prefillS + s.disaggregation->kvTransferS + 4.8e-3;
    QVERIFY(close(s.concurrency,
                  s.requestsPerS * (firstToken + s.queueS + s.disaggregation->decodeQueueS) + s.runningPerReplica,
                  1e-9));
    // A decode pool with room to spare: the wait is small beside the one at the bound.
    ROOFLAB_SCENARIO(roomy, disaggregated(2, 1, "{}", rateOf(0.5 * capacity)));
    QVERIFY(serve(roomy).disaggregation->decodeQueueS < 0.1 * s.disaggregation->decodeQueueS);
}

// 64 clients and 8 decode slots: the system completes the decode pool's capacity, and the clients
// beyond wait 64 / capacity - cycle for a decode slot after their prefill, none before it.
void TestDisaggregation::decodeQueueInAClosedLoop() {
    ROOFLAB_SCENARIO(sc, disaggregated(2, 1, "{}", fewSlots(R"("concurrency": 64)")));
    const ServingReport s = serve(sc);
    const double capacity = s.disaggregation->decodeRequestsPerS;
    QVERIFY(close(s.requestsPerS, capacity));
    QCOMPARE(s.runningPerReplica, 8.0);
    QCOMPARE(s.queueS, 0.0);
    const double cycle = s.prefillS + s.disaggregation->kvTransferS + 4.8e-3 + 255 * s.tpotS;
    QVERIFY(close(s.disaggregation->decodeQueueS, 64 / capacity - cycle, 1e-6));
    QVERIFY(close(s.ttftS, s.prefillS + s.disaggregation->decodeQueueS + s.disaggregation->kvTransferS + 4.8e-3));
    QVERIFY(close(64.0, s.requestsPerS * s.e2eS, 1e-6)); // Little's law
    QVERIFY(!s.saturated);                               // a closed loop never is
    bool said = false;
    for (const std::string& note : s.notes)
        said = said || note.find("wait for a decode slot after their prefill") != std::string::npos;
    QVERIFY(said);
    QVERIFY(servingReportJson(s)["disaggregation"].contains("decode_queue_s"));
    std::ostringstream text;
    writeServingReport(text, sc, s);
    QVERIFY2(text.str().find("wait for a decode slot") != std::string::npos, text.str().c_str());
}

// Twice what the decode pool completes: saturated, at its capacity, and the note says that the
// prefilled requests are the ones that wait.
void TestDisaggregation::decodePoolSaturatesTheOpenLoop() {
    ROOFLAB_SCENARIO(one, disaggregated(2, 1, "{}", fewSlots(R"("concurrency": 1)")));
    const double capacity = serve(one).disaggregation->decodeRequestsPerS;
    ROOFLAB_SCENARIO(sc, disaggregated(2, 1, "{}", fewSlots(rateOf(2 * capacity))));
    const ServingReport s = serve(sc);
    QVERIFY(s.saturated);
    QCOMPARE(s.bound, std::string("decode-pool"));
    QVERIFY(close(s.requestsPerS, capacity));
    QCOMPARE(s.disaggregation->decodeQueueS, 0.0); // TTFT without the unbounded wait
    QVERIFY(allFinite(s));
    bool said = false;
    for (const std::string& note : s.notes)
        said = said || note.find("the decode pool completes at most") != std::string::npos;
    QVERIFY(said);
}

// With a draft model both pools load it: the prefill instance runs it over each prompt and sends
// its keys and values with the target's (SGLang's disaggregation/prefill.py), so a 1024-token
// prompt moves 1024 x (131,072 + 32,768) = 167,772,160 bytes per GPU: 6.7109 ms at 25 GB/s + 5 us.
void TestDisaggregation::draftModelOnBothPools() {
    const std::string draft = R"(, "speculative": {"draft_tokens": 3, "acceptance": 0.7, "draft_model": {
        "name": "llama3.2-1b", "layers": 16, "d_model": 2048, "heads": 32, "kv_heads": 8, "head_dim": 64,
        "d_ff": 8192, "vocab": 128256, "mlp": "swiglu", "norm": "rmsnorm", "tied_embeddings": true}})";
    ROOFLAB_SCENARIO(sc, disaggregated(2, 1, R"({"kv_transfer_gbps": 25})", R"("concurrency": 1)" + draft));
    const ServingReport s = serve(sc);
    QVERIFY(close(s.disaggregation->kvTransferS, 167772160.0 / 25e9 + 5e-6));
    // The prefill of one prompt grows by the draft's pass over its 1024 tokens (512 keys on average).
    ROOFLAB_SCENARIO(ngram,
                     disaggregated(2, 1, R"({"kv_transfer_gbps": 25})",
                                   R"("concurrency": 1, "speculative": {"draft_tokens": 3, "acceptance": 0.7})"));
    const ServingPool pool = servingPool(sc, 1, StepEfficiency::published(), nullptr);
    QVERIFY(pool.hw.draft);
    StepLoad prompt;
    prompt.prefillTokens = prompt.prefillChunk = 1024;
    prompt.promptTokens = 1024;
    prompt.prefillKeys = 512;
    QVERIFY(close(s.prefillS - serve(ngram).prefillS, pool.hw.draft->promptTime(prompt, nullptr).value));
    // The prefill instance's KV cache shares its blocks with the draft's too.
    QVERIFY(s.disaggregation->prefillKvCapacityTokens < serve(ngram).disaggregation->prefillKvCapacityTokens);
}

// Llama 3 70B's 141 GB of weights on one H100 per prefill instance: that pool does not fit.
void TestDisaggregation::poolWhoseWeightsDoNotFit() {
    ROOFLAB_SCENARIO(
        sc, disaggregated(10, 8, R"({"prefill_tp": 1, "decode_instances": 1})", R"("concurrency": 4)", "llama3-70b"));
    const ServingReport s = serve(sc);
    QVERIFY(!s.fits);
    QCOMPARE(s.bound, std::string("kv-capacity"));
    QVERIFY(allFinite(s));
    QCOMPARE(s.outputTokensPerS, 0.0);
    QVERIFY2(!s.notes.empty() && s.notes.front().find("prefill instances' weights") != std::string::npos,
             s.notes.empty() ? "" : s.notes.front().c_str());
}

void TestDisaggregation::badInput_data() {
    QTest::addColumn<QString>("gpus");
    QTest::addColumn<QString>("disaggregation");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* name, int gpus, const char* d, const char* expected) {
        QTest::newRow(name) << QString::number(gpus) << QString::fromUtf8(d) << QString::fromUtf8(expected);
    };
    row("not an object", 2, "true", "serving.disaggregation");
    row("one GPU", 1, "{}", "more than parallel.gpus 1");
    row("too many instances", 4, R"({"prefill_instances": 2, "decode_instances": 3})", "need 5 GPUs");
    row("zero instances", 4, R"({"decode_instances": 0})", "serving.disaggregation.decode_instances");
    row("zero tp", 4, R"({"prefill_tp": 0})", "serving.disaggregation.prefill_tp");
    row("tp too large", 8, R"({"decode_tp": 2048})", "serving.disaggregation.decode_tp");
    row("zero link", 2, R"({"kv_transfer_gbps": 0})", "serving.disaggregation.kv_transfer_gbps");
    row("negative link", 2, R"({"kv_transfer_gbps": -5})", "serving.disaggregation.kv_transfer_gbps");
    row("text count", 2, R"({"prefill_instances": "two"})", "serving.disaggregation.prefill_instances");
}

void TestDisaggregation::badInput() {
    QFETCH(QString, gpus);
    QFETCH(QString, disaggregation);
    QFETCH(QString, expected);
    const ScenarioParseResult result =
        parseScenario(disaggregated(gpus.toInt(), 1, disaggregation.toStdString(), R"("concurrency": 4)"));
    QVERIFY(!result.ok);
    const std::string errors = test::joined(result.errors);
    QVERIFY2(errors.find(expected.toStdString()) != std::string::npos, errors.c_str());
}

void TestDisaggregation::roundTripAndText() {
    ROOFLAB_SCENARIO(sc, disaggregated(8, 1, R"({"prefill_instances": 2, "decode_tp": 2, "kv_transfer_gbps": 50})",
                                       R"("concurrency": 16)"));
    const nlohmann::json written = servingConfigJson(*sc.serving);
    QCOMPARE(written["disaggregation"].dump(),
             std::string(R"({"decode_tp":2,"kv_transfer_gbps":50.0,"prefill_instances":2})"));
    ROOFLAB_SCENARIO(again, serializeScenario(sc));
    QCOMPARE(servingConfigJson(*again.serving).dump(), written.dump());
    const ServingReport s = serve(sc);
    const nlohmann::json report = servingReportJson(s);
    for (const char* key :
         {"prefill_instances", "decode_instances", "kv_transfer_s", "prefill_requests_per_s", "decode_requests_per_s"})
        QVERIFY2(report["disaggregation"].contains(key), key);
    std::ostringstream text;
    writeServingReport(text, sc, s);
    QVERIFY2(text.str().find("KV cache transfer per prompt") != std::string::npos, text.str().c_str());
    QVERIFY(text.str().find("2 x tp 1 prefill") != std::string::npos);
}

// The serving plan varies one replica's layout: it plans colocated replicas and says so.
void TestDisaggregation::planLeavesThePoolsOut() {
    ROOFLAB_SCENARIO(sc, disaggregated(8, 1, "{}", R"("request_rate": 5, "ttft_s": 0.5, "tpot_s": 0.05)"));
    const PlanResult plan = planServingLayouts(sc, PlanOptions{});
    QVERIFY(plan.ok);
    QVERIFY(!plan.layouts.empty());
    QVERIFY(plan.layouts.front().report.serving && !plan.layouts.front().report.serving->disaggregation);
    bool said = false;
    for (const std::string& note : plan.notes)
        said = said || note.find("serving.disaggregation is left out") != std::string::npos;
    QVERIFY(said);
}

QTEST_APPLESS_MAIN(TestDisaggregation)
#include "tst_disaggregation.moc"
