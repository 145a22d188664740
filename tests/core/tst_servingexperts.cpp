// Expert parallelism and data-parallel attention in the serving model (core/serving/expertserving.h,
// docs/formulas.md "Serving: expert parallelism and data-parallel attention"): worked numbers of the
// memory the experts free, the busiest GPU's experts, the dispatch and combine, and bad layouts.
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/memory/servingweights.h"
#include "core/model/collectives.h"
#include "core/serving/expertserving.h"
#include "core/serving/servingstep.h"

#include "scenariohelpers.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace rooflab;

namespace {

// `model` on `gpus` H200s with attention tensor parallelism `tp`, served with `serving`.
std::string served(const std::string& model, int gpus, int tp, const std::string& serving) {
    return R"({"version": 1, "model": ")" + model + R"(", "precision": "bf16-mixed", "parallel": {"gpus": )" +
           std::to_string(gpus) + R"(, "tp": )" + std::to_string(tp) +
           R"(}, "hardware": {"gpu": "h200"}, "inference": {"context": 4096}, "serving": {)" + serving + "}}";
}

const std::string kLoad = R"("input_tokens": 1000, "output_tokens": 1000, "concurrency": )";

ServingReport serve(const Scenario& sc) {
    const Report r = evaluate(sc);
    if (!r.serving)
        QTest::qFail("no serving report", __FILE__, __LINE__);
    return r.serving.value_or(ServingReport{});
}

bool near(double a, double b, double tolerance = 1e-9) {
    return std::abs(a - b) <= tolerance * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestServingExperts : public QObject {
    Q_OBJECT

private slots:
    void layoutFollowsTheEngines();
    void dataParallelRanksHoldFewerExperts();
    void busiestGpuReadsWholeExperts();
    void gatherScatterPerMoeLayer();
    void deepEpSendsTopKCopies();
    void dispatchChargedInTheStep();
    void expertParallelAloneChangesNoBytes();
    void badLayouts_data();
    void badLayouts();
    void roundTrip();
};

// vLLM: EP size = TP x DP; without DP attention a replica's tp GPUs hold the experts whole.
void TestServingExperts::layoutFollowsTheEngines() {
    ROOFLAB_SCENARIO(dp, served("Qwen3-30B-A3B", 8, 2,
                                R"("expert_parallel": true, "data_parallel_attention": true, )" + kLoad + "64"));
    const ExpertServingLayout l = expertServingLayout(dp);
    QCOMPARE(l.expertGpus, 8);
    QCOMPARE(l.attentionRanks, 4);
    QCOMPARE(l.attentionTp, 2);
    QCOMPARE(l.moeLayersHere, 48.0);
    QVERIFY(l.dispatch == ExpertDispatch::GatherScatter);
    ROOFLAB_SCENARIO(alone, served("Qwen3-30B-A3B", 8, 2, R"("expert_parallel": true, )" + kLoad + "64"));
    const ExpertServingLayout a = expertServingLayout(alone);
    QCOMPARE(a.expertGpus, 2);
    QCOMPARE(a.attentionRanks, 1);
    QVERIFY(a.dispatch == ExpertDispatch::None);
    ROOFLAB_SCENARIO(off, served("Qwen3-30B-A3B", 8, 2, kLoad + "64"));
    QVERIFY(!expertServingLayout(off).active());
    ROOFLAB_SCENARIO(
        sglang,
        served("Qwen3-30B-A3B", 8, 1,
               R"("engine": "sglang", "expert_parallel": true, "data_parallel_attention": true, )" + kLoad + "64"));
    QVERIFY(expertServingLayout(sglang).dispatch == ExpertDispatch::DeepEp);
    QCOMPARE(expertServingLayout(sglang).dispatchBytes, 1.0 + 4.0 / 128.0);
}

// Qwen3-30B-A3B, 8 GPUs as 4 ranks of tp 2: a GPU keeps 1/8 of the routed experts, not 1/2; the
// 3/8 it no longer holds go to its KV cache.
void TestServingExperts::dataParallelRanksHoldFewerExperts() {
    ROOFLAB_SCENARIO(tp2, served("Qwen3-30B-A3B", 8, 2, kLoad + "64"));
    ROOFLAB_SCENARIO(dp, served("Qwen3-30B-A3B", 8, 2,
                                R"("expert_parallel": true, "data_parallel_attention": true, )" + kLoad + "64"));
    const Report before = evaluate(tp2);
    const Report after = evaluate(dp);
    // 48 layers x 128 experts x 3 x 2048 x 768 = 28.99e9 parameters x 2 bytes.
    const double routed = 48.0 * 128 * 3 * 2048 * 768 * 2;
    QVERIFY(near(double(countParameters(dp.model.arch).routedExperts) * 2, routed, 1e-6));
    const double freed = routed * (1.0 / 2 - 1.0 / 8);
    QVERIFY(near(before.inference.serving.weights - after.inference.serving.weights, freed, 1e-9));
    QVERIFY(near(after.inference.serving.kvCache - before.inference.serving.kvCache, freed, 1e-9));
    QVERIFY(after.serving && before.serving);
    QVERIFY(after.serving->kvCapacitySequences > before.serving->kvCapacitySequences);
    QCOMPARE(after.serving->replicas, 4);
    QCOMPARE(after.serving->expertParallelGpus, 8);
    QCOMPARE(before.serving->expertParallelGpus, 0);
}

// Mixtral, 8 experts, top 2, over 8 GPUs: one token touches 2 experts, so the busiest GPU reads
// its one expert whole (share 1) where tensor-parallel slices read 2/8 of each GPU's bytes.
void TestServingExperts::busiestGpuReadsWholeExperts() {
    ExpertServingLayout layout;
    layout.expertGpus = 8;
    QCOMPARE(busiestExpertShare(layout, 8, 0.25), 1.0);
    // 128 experts over 8 GPUs, 16 each; 30 % touched = 38.4 experts: ceil(4.8) = 5 of 16.
    QVERIFY(near(busiestExpertShare(layout, 128, 0.3), 5.0 / 16));
    // All touched: all local ones.
    QCOMPARE(busiestExpertShare(layout, 128, 1.0), 1.0);
    // No expert parallelism: the mean share.
    QCOMPARE(busiestExpertShare(ExpertServingLayout{}, 128, 0.3), 0.3);
}

// vLLM's allgather_reducescatter: per MoE layer an all-gather of the 4 ranks' tokens and a
// reduce-scatter of the outputs; 48 MoE layers, 64 tokens per rank, d_model 2048, bf16. Each
// ring: 3 steps x 5 us + (3/4 x 4 x 64 x 2048 x 2 bytes) / the NVLink bus bandwidth.
void TestServingExperts::gatherScatterPerMoeLayer() {
    ROOFLAB_SCENARIO(dp, served("Qwen3-30B-A3B", 8, 2,
                                R"("expert_parallel": true, "data_parallel_attention": true, )" + kLoad + "64"));
    const Report r = evaluate(dp);
    QVERIFY(r.serving);
    ServingHardware hw;
    hw.expertLayout = expertServingLayout(dp);
    hw.net = resolveNetwork(dp);
    StepLoad load;
    load.decodeSeqs = 64;
    const double bytes = 0.75 * 4 * 64 * 2048 * 2;
    const GroupLink link = groupLink(hw.net, 4, 2);
    QVERIFY(!link.crossesNodes);
    const double ring = 3 * hw.net.latency + bytes / link.bandwidth;
    QVERIFY(near(expertDispatchTime(hw, load, nullptr).value, 2 * 48 * ring));
    // H200 NVLink: 96 rings of 15 us latency + ~1.6 us of bytes.
    QVERIFY(ring > 15e-6 && ring < 20e-6);
    // The report's figure is a decode step of the running batch (16 per rank).
    load.decodeSeqs = 16;
    QVERIFY(near(r.serving->expertDispatchS, expertDispatchTime(hw, load, nullptr).value));
}

// DeepEP: each GPU sends its tokens x top-k hidden states, FP8 with scales, and gets them back in
// BF16; 7/8 of them leave the GPU over NVLink. DeepSeek-V3 on 16 H200s: half cross nodes.
void TestServingExperts::deepEpSendsTopKCopies() {
    ServingHardware hw;
    hw.expertLayout.expertGpus = 8;
    hw.expertLayout.attentionRanks = 8;
    hw.expertLayout.attentionTp = 1;
    hw.expertLayout.moeLayersHere = 58;
    hw.expertLayout.topK = 8;
    hw.expertLayout.dModel = 7168;
    hw.expertLayout.dispatch = ExpertDispatch::DeepEp;
    hw.expertLayout.dispatchBytes = 1.03125;
    hw.expertLayout.combineBytes = 2;
    hw.net.gpusPerNode = 8;
    hw.net.intraBandwidth = 400e9;
    hw.net.interBandwidth = 50e9;
    hw.net.latency = 5e-6;
    StepLoad load;
    load.decodeSeqs = 32;
    const double values = 32.0 * 8 * 7168;
    const double one = 2 * 5e-6 + values * (1.03125 + 2) * 7.0 / 8 / 400e9;
    QVERIFY(near(expertDispatchTime(hw, load, nullptr).value, 58 * one));
    hw.expertLayout.expertGpus = 16;
    const double crossing = 2 * 5e-6 + values * (1.03125 + 2) * 8.0 / 16 / 50e9;
    QVERIFY(near(expertDispatchTime(hw, load, nullptr).value, 58 * crossing));
}

// The dispatch is in the step's overhead; data-parallel attention's ranks each run their own
// batch, so the same clients give each rank a quarter of the sequences.
void TestServingExperts::dispatchChargedInTheStep() {
    ROOFLAB_SCENARIO(dp, served("Qwen3-30B-A3B", 8, 2,
                                R"("expert_parallel": true, "data_parallel_attention": true, )" + kLoad + "64"));
    ROOFLAB_SCENARIO(tp2, served("Qwen3-30B-A3B", 8, 2, kLoad + "64"));
    const ServingReport a = serve(dp);
    const ServingReport b = serve(tp2);
    QCOMPARE(a.runningPerReplica, 16.0);
    QCOMPARE(b.runningPerReplica, 16.0);
    QVERIFY(a.expertDispatchS > 0);
    QVERIFY(a.stepOverheadS >= b.stepOverheadS + 0.999 * a.expertDispatchS);
    QVERIFY(std::isfinite(a.tpotS) && a.tpotS > 0 && a.outputTokensPerS > 0);
    QVERIFY(!a.notes.empty() && a.notes.back().find("8 GPUs") != std::string::npos);
}

// vLLM's EP without DP: the experts whole over the tp GPUs, the same bytes as their slices and
// the same all-reduce; at a large batch every expert is touched and nothing changes.
void TestServingExperts::expertParallelAloneChangesNoBytes() {
    ROOFLAB_SCENARIO(ep, served("Mixtral-8x7B-v0.1", 2, 2, R"("expert_parallel": true, )" + kLoad + "256"));
    ROOFLAB_SCENARIO(tp, served("Mixtral-8x7B-v0.1", 2, 2, kLoad + "256"));
    const Report a = evaluate(ep);
    const Report b = evaluate(tp);
    QVERIFY(a.serving && b.serving);
    QCOMPARE(a.inference.serving.weights, b.inference.serving.weights);
    QCOMPARE(a.serving->expertDispatchS, 0.0);
    QVERIFY(near(a.serving->decodeMemoryS, b.serving->decodeMemoryS, 1e-3));
    // One sequence: 2 of 8 experts touched; each GPU holds 4 whole experts, the busiest reads 1 of
    // its 4 (a quarter), as many bytes as the slices' 2/8: the same.
    ROOFLAB_SCENARIO(ep1, served("Mixtral-8x7B-v0.1", 2, 2, R"("expert_parallel": true, )" + kLoad + "1"));
    ROOFLAB_SCENARIO(tp1, served("Mixtral-8x7B-v0.1", 2, 2, kLoad + "1"));
    QVERIFY(near(serve(ep1).decodeMemoryS, serve(tp1).decodeMemoryS, 1e-6));
}

void TestServingExperts::badLayouts_data() {
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* name, const std::string& scenario, const char* expected) {
        QTest::newRow(name) << QString::fromStdString(scenario) << QString::fromUtf8(expected);
    };
    const std::string both = R"("expert_parallel": true, "data_parallel_attention": true, )";
    row("dense model", served("llama3-8b", 2, 2, R"("expert_parallel": true, )" + kLoad + "4"), "dense model");
    row("dense, dp attention", served("llama3-8b", 2, 1, both + kLoad + "4"), "dense model");
    row("dp without ep", served("Qwen3-30B-A3B", 4, 1, R"("data_parallel_attention": true, )" + kLoad + "4"),
        "set serving.expert_parallel too");
    row("ep not dividing", served("Qwen3-30B-A3B", 6, 1, both + kLoad + "4"), "do not split evenly over 6");
    row("more gpus than experts", served("Mixtral-8x7B-v0.1", 16, 2, both + kLoad + "4"), "over 16");
    row("ranks not whole", served("Qwen3-30B-A3B", 6, 4, both + kLoad + "4"), "whole number of ranks");
    row("not a bool", served("Qwen3-30B-A3B", 4, 1, R"("expert_parallel": 2, )" + kLoad + "4"),
        "serving.expert_parallel");
}

void TestServingExperts::badLayouts() {
    QFETCH(QString, scenario);
    QFETCH(QString, expected);
    const ScenarioParseResult result = parseScenario(scenario.toStdString());
    QVERIFY(!result.ok);
    const std::string errors = test::joined(result.errors);
    QVERIFY2(errors.find(expected.toStdString()) != std::string::npos, errors.c_str());
}

void TestServingExperts::roundTrip() {
    ROOFLAB_SCENARIO(dp, served("Qwen3-30B-A3B", 8, 2,
                                R"("expert_parallel": true, "data_parallel_attention": true, )" + kLoad + "64"));
    ROOFLAB_SCENARIO(back, serializeScenario(dp));
    QVERIFY(back.serving && back.serving->expertParallel && back.serving->dataParallelAttention);
    ROOFLAB_SCENARIO(plain, served("Qwen3-30B-A3B", 8, 2, kLoad + "64"));
    QVERIFY(serializeScenario(plain).find("expert_parallel") == std::string::npos);
}

QTEST_APPLESS_MAIN(TestServingExperts)
#include "tst_servingexperts.moc"
