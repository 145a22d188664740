// The serving model (core/serving/, docs/formulas.md "Serving"): worked numbers of a decode step,
// how TTFT, TPOT and throughput move with the prompt, the layout and the load, and the messages
// bad serving input gets.
#include "core/evaluate.h"
#include "core/io/reportio.h"
#include "core/io/scenarioio.h"
#include "core/io/servingjson.h"
#include "core/memory/servingcapacity.h"
#include "core/serving/engineprofile.h"
#include "core/serving/servingmodel.h"
#include "core/serving/servingstep.h"
#include "core/steptime/stepefficiency.h"

#include "scenariohelpers.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace rooflab;

namespace {

// A model on `gpus` GPUs of `gpu` with tensor parallelism `tp`, served with `serving` (the
// inside of the "serving" object) and `inference` (the inside of "inference").
std::string served(const std::string& model, const std::string& gpu, int gpus, int tp, const std::string& serving,
                   const std::string& inference = R"("context": 8192)") {
    return R"({"version": 1, "model": ")" + model + R"(", "precision": "bf16-mixed",
        "parallel": {"gpus": )" +
           std::to_string(gpus) + R"(, "tp": )" + std::to_string(tp) + R"(}, "hardware": {"gpu": ")" + gpu +
           R"("}, "inference": {)" + inference + R"(}, "serving": {)" + serving + "}}";
}

ServingReport serve(const Scenario& sc) {
    const Report r = evaluate(sc);
    if (!r.serving)
        QTest::qFail("no serving report", __FILE__, __LINE__);
    return r.serving.value_or(ServingReport{});
}

bool allFinite(const ServingReport& s) {
    for (double v : {s.ttftS, s.tpotS, s.e2eS, s.outputTokensPerS, s.outputTokensPerSPerGpu, s.requestsPerS,
                     s.concurrency, s.runningPerReplica, s.kvCapacitySequences, s.decodeStepS, s.stepOverheadS,
                     s.decodeMemoryS, s.decodeComputeS, s.prefillS, s.queueS, s.prefillTokensPerStep})
        if (!std::isfinite(v) || v < 0)
            return false;
    return true;
}

} // namespace

class TestServing : public QObject {
    Q_OBJECT

private slots:
    void decodeStepAtBatchOne();
    void ttftGrowsWithThePrompt();
    void tensorParallelOverheadLimitsSpeedup();
    void queuesBeyondKvCapacity();
    void queuesBeyondMaxNumSeqs();
    void openLoopAndSaturation();
    void promptWorkNeverExceedsThePeak();
    void cudaGraphsAndEngines();
    void closedLoopRunsInWaves();
    void lengthsThatVaryDriftOutOfStep();
    void attentionAddsToTheMatmuls();
    void separatePrefillStallsDecoding();
    void schedulerStepsDelayAdmission();
    void multiStepPassGathersPrompts();
    void multiStepSpreadsTheHostStep();
    void multiStepPassesHoldFinishedSlots();
    void promptLogitsOnlyForItsLastToken();
    void vllmV0PaysHostWorkPerSequence();
    void streamedResponsesCostPerSequence();
    void sglangBeforeOverlapSchedulerPaysPerSequence();
    void sustainedClocksSlowTheTensorCores();
    void speculativeDecoding();
    void expertsTouchedAtSmallBatch();
    void modelThatDoesNotFit();
    void badInput_data();
    void badInput();
    void roundTripAndReport();
    void finiteEverywhere();
};

// Llama 3 8B in bf16 on one H100 SXM, one request of 128 + 128 tokens: each decode step streams
// the 16 GB of weights at the published memory-bound fraction of the 3.35 TB/s (0.8), plus the
// step's fixed overhead. TPOT is that step (the one prompt amortised over 128 steps is small).
void TestServing::decodeStepAtBatchOne() {
    ROOFLAB_SCENARIO(sc, served("llama3-8b", "h100-sxm", 1, 1,
                                R"("engine": "vllm", "input_tokens": 128, "output_tokens": 128, "concurrency": 1)"));
    const Report r = evaluate(sc);
    QVERIFY(r.serving);
    const ServingReport& s = *r.serving;
    const double bandwidth = sc.gpu.bandwidth * StepEfficiency::published().memoryFraction;
    const double weightsTime = r.inference.serving.weights / bandwidth;
    // 8.03e9 parameters x 2 bytes / (3.35e12 x 0.8) = 6.0 ms; the KV cache of 192 tokens is ~1 %.
    QVERIFY2(std::abs(s.decodeMemoryS / weightsTime - 1.0) < 0.02, std::to_string(s.decodeMemoryS).c_str());
    QVERIFY(weightsTime > 5.5e-3 && weightsTime < 6.5e-3);
    QVERIFY(s.stepOverheadS > 0 && s.stepOverheadS < s.decodeMemoryS);
    // Per kernel family the larger of bytes and FLOPs: between the larger and the sum of the totals.
    QVERIFY(s.decodeStepS >= std::max(s.decodeMemoryS, s.decodeComputeS) + s.stepOverheadS - 1e-12);
    QVERIFY(s.decodeStepS <= s.decodeMemoryS + s.decodeComputeS + s.stepOverheadS + 1e-12);
    QVERIFY(std::abs(s.tpotS / s.decodeStepS - 1.0) < 0.05);
    QCOMPARE(s.bound, std::string("bandwidth"));
    QCOMPARE(s.runningPerReplica, 1.0);
    QCOMPARE(s.queueS, 0.0);
    // One client: e2e = TTFT + 127 x TPOT; throughput = 128 tokens per e2e.
    QVERIFY(std::abs(s.e2eS - (s.ttftS + 127 * s.tpotS)) < 1e-12);
    QVERIFY(std::abs(s.outputTokensPerS - 128.0 / s.e2eS) / s.outputTokensPerS < 1e-9);
}

void TestServing::ttftGrowsWithThePrompt() {
    double last = 0, lastPrefill = 0;
    for (int input : {256, 1024, 4096, 7168}) {
        ROOFLAB_SCENARIO(
            sc, served("llama3-8b", "h100-sxm", 1, 1,
                       R"("input_tokens": )" + std::to_string(input) + R"(, "output_tokens": 256, "concurrency": 8)"));
        const ServingReport s = serve(sc);
        QVERIFY2(s.ttftS > last, std::to_string(input).c_str());
        QVERIFY(s.prefillS > lastPrefill);
        last = s.ttftS;
        lastPrefill = s.prefillS;
    }
    // A 7k prompt alone is compute bound: 2 x 7.5e9 matmul parameters x 7168 tokens at most
    // at the bf16 peak (989 TFLOP/s) is at least 0.11 s.
    QVERIFY(lastPrefill > 2 * 7.5e9 * 7168 / 989e12);
}

// Llama 3 70B on H200s, one client: TP 8 splits the weights four times finer than TP 2, but each
// step keeps its fixed part and pays 2 all-reduces per layer over 8 GPUs: less than 4x faster.
void TestServing::tensorParallelOverheadLimitsSpeedup() {
    const std::string load = R"("input_tokens": 512, "output_tokens": 256, "concurrency": 1)";
    ROOFLAB_SCENARIO(tp2, served("llama3-70b", "h200", 2, 2, load));
    ROOFLAB_SCENARIO(tp8, served("llama3-70b", "h200", 8, 8, load));
    const ServingReport two = serve(tp2), eight = serve(tp8);
    QVERIFY(two.fits && eight.fits);
    const double speedup = two.tpotS / eight.tpotS;
    QVERIFY2(speedup > 1.5 && speedup < 3.5, std::to_string(speedup).c_str());
    QVERIFY(eight.stepOverheadS > two.stepOverheadS);
    QVERIFY(std::abs(two.decodeMemoryS / eight.decodeMemoryS - 4.0) < 0.2);
}

// A KV cache squeezed by gpu_memory_utilization holds a few dozen sequences; more clients queue.
void TestServing::queuesBeyondKvCapacity() {
    const std::string inference = R"("context": 8192, "gpu_memory_utilization": 0.3)";
    ROOFLAB_SCENARIO(few, served("llama3-8b", "h100-sxm", 1, 1,
                                 R"("input_tokens": 2048, "output_tokens": 512, "concurrency": 4)", inference));
    const ServingReport small = serve(few);
    QVERIFY(small.kvCapacitySequences > 4 && small.kvCapacitySequences < 200);
    ROOFLAB_SCENARIO(many, served("llama3-8b", "h100-sxm", 1, 1,
                                  R"("input_tokens": 2048, "output_tokens": 512, "concurrency": 1000)", inference));
    const ServingReport s = serve(many);
    QCOMPARE(s.bound, std::string("kv-capacity"));
    QCOMPARE(s.runningPerReplica, s.kvCapacitySequences);
    QVERIFY(s.queueS > 0);
    QVERIFY(s.ttftS > s.queueS);
    QVERIFY(!s.notes.empty() && s.notes.front().find("queue") != std::string::npos);
    QVERIFY(test::joined(evaluate(many).warnings).find("serving: ") != std::string::npos);
    // Beyond capacity the throughput stays that of the full cache; the latency grows instead.
    ROOFLAB_SCENARIO(full, served("llama3-8b", "h100-sxm", 1, 1,
                                  R"("input_tokens": 2048, "output_tokens": 512, "concurrency": )" +
                                      std::to_string(int(s.kvCapacitySequences)),
                                  inference));
    const ServingReport atCapacity = serve(full);
    QVERIFY(std::abs(atCapacity.outputTokensPerS / s.outputTokensPerS - 1.0) < 1e-9);
    QVERIFY(s.e2eS > 5 * atCapacity.e2eS);
    QVERIFY(small.tpotS < atCapacity.tpotS);
}

void TestServing::queuesBeyondMaxNumSeqs() {
    ROOFLAB_SCENARIO(sc, served("llama3-8b", "h100-sxm", 1, 1,
                                R"("input_tokens": 512, "output_tokens": 128, "concurrency": 64, "max_num_seqs": 8)"));
    const ServingReport s = serve(sc);
    QCOMPARE(s.bound, std::string("batch-limit"));
    QCOMPARE(s.runningPerReplica, 8.0);
    QVERIFY(s.queueS > 0);
}

void TestServing::openLoopAndSaturation() {
    ROOFLAB_SCENARIO(light, served("llama3-8b", "h100-sxm", 2, 1,
                                   R"("input_tokens": 1024, "output_tokens": 256, "request_rate": 2)"));
    const ServingReport s = serve(light);
    QVERIFY(!s.saturated);
    QCOMPARE(s.replicas, 2);
    QVERIFY2(std::abs(s.requestsPerS / 2.0 - 1.0) < 1e-3, std::to_string(s.requestsPerS).c_str());
    QVERIFY(s.concurrency > 0 && s.runningPerReplica < s.maxNumSeqs);
    QVERIFY(s.queueS > 0 && s.queueS < s.tpotS * 10);
    ROOFLAB_SCENARIO(flood, served("llama3-8b", "h100-sxm", 2, 1,
                                   R"("input_tokens": 1024, "output_tokens": 256, "request_rate": 100000)"));
    const ServingReport f = serve(flood);
    QVERIFY(f.saturated);
    QVERIFY(allFinite(f));
    QVERIFY(f.requestsPerS < 100000 && f.requestsPerS > s.requestsPerS);
    QVERIFY(std::abs(f.requestsPerS / f.saturationRequestsPerS - 1.0) < 1e-9);
    QVERIFY(s.requestsPerS < s.saturationRequestsPerS);
    QVERIFY(!f.notes.empty());
}

// Long prompts, short answers, many clients: the prompts need more than one chunk per engine
// step. Their FLOPs still take time, so the requests served per second times each request's
// model FLOPs (2 x parameters x its tokens) stay below the GPU's dense peak.
void TestServing::promptWorkNeverExceedsThePeak() {
    ROOFLAB_SCENARIO(
        sc, served("llama3-8b", "h100-sxm", 1, 1, R"("input_tokens": 2048, "output_tokens": 128, "concurrency": 256)"));
    const Report r = evaluate(sc);
    QVERIFY(r.serving.has_value());
    const double params = double(countParameters(sc.model.arch).total);
    const double flopsPerRequest = 2.0 * params * (2048.0 + 128.0);
    const double achieved = r.serving->requestsPerS * flopsPerRequest;
    QVERIFY2(achieved < r.roofline.peakFlops,
             (std::to_string(achieved / 1e12) + " TFLOP/s of " + std::to_string(r.roofline.peakFlops / 1e12)).c_str());
    QVERIFY(r.serving->prefillTokensPerStep > 0);
}

void TestServing::cudaGraphsAndEngines() {
    const std::string load = R"("input_tokens": 512, "output_tokens": 128, "concurrency": 1)";
    ROOFLAB_SCENARIO(graphs, served("llama3-8b", "h100-sxm", 1, 1, load));
    ROOFLAB_SCENARIO(eager, served("llama3-8b", "h100-sxm", 1, 1, load + R"(, "cuda_graphs": false)"));
    QVERIFY(serve(eager).tpotS > serve(graphs).tpotS);
    QVERIFY(!serve(eager).cudaGraphs);
    // vLLM on an 80 GB H100 takes max_num_seqs 1024 and 8192 batched tokens; on an L4 256 and 2048.
    QCOMPARE(serve(graphs).maxNumSeqs, 1024.0);
    ROOFLAB_SCENARIO(l4, served("llama3-8b", "l4", 1, 1, load));
    QCOMPARE(serve(l4).maxNumBatchedTokens, 2048.0);
    for (const char* engine : {"sglang", "trtllm"}) {
        ROOFLAB_SCENARIO(other,
                         served("llama3-8b", "h100-sxm", 1, 1, std::string("\"engine\": \"") + engine + "\", " + load));
        const ServingReport s = serve(other);
        QCOMPARE(s.engine, std::string(engine));
        QVERIFY(s.tpotS > 0 && s.tpotS < serve(graphs).tpotS * 1.5);
    }
}

// Clients at fixed lengths start together: their prompts queue for the prefill steps. Llama 3 8B
// on an H100 under TensorRT-LLM (8192 tokens a step), 200-token prompts: 40 clients' 8000 tokens
// fit one step, so all first tokens come after that one step; 80 clients need two steps, and on
// average a prompt completes after 1.5 of them. Little's law still holds: clients x output tokens
// per e2e is the throughput.
void TestServing::closedLoopRunsInWaves() {
    const auto at = [](int clients) {
        Scenario sc;
        const bool parsed =
            test::parse(served("llama3-8b", "h100-sxm", 1, 1,
                               R"("engine": "trtllm", "input_tokens": 200, "output_tokens": 1000, "concurrency": )" +
                                   std::to_string(clients)),
                        sc);
        return parsed ? serve(sc) : ServingReport{};
    };
    const ServingReport one = at(1), forty = at(40), eighty = at(80);
    QVERIFY(forty.ttftS > 5 * one.ttftS);
    // The 80-client wave's steps are full (8192 tokens) where the 40's hold 8000: 1.5 steps of
    // about the same time.
    const double ratio = (eighty.ttftS - kRequestOverheadS) / (forty.ttftS - kRequestOverheadS);
    QVERIFY2(ratio > 1.45 && ratio < 1.6, std::to_string(ratio).c_str());
    for (const ServingReport& s : {one, forty, eighty}) {
        QVERIFY(std::abs(s.e2eS - (s.ttftS + 999 * s.tpotS)) < 1e-9 * s.e2eS);
        QVERIFY(std::abs(s.outputTokensPerS * s.e2eS / (s.concurrency * 1000) - 1) < 1e-9);
    }
}

// serving.fixed_lengths false (a ShareGPT run): the clients' requests end one by one, so their
// prompts come one at a time, not in waves, and each waits for the step in progress (less its own
// time outside the steps). One client alone finds the engine idle, as at fixed lengths; queued
// clients wait in the queue instead.
void TestServing::lengthsThatVaryDriftOutOfStep() {
    const auto at = [](int clients, bool fixed) {
        Scenario sc;
        const bool parsed = test::parse(
            served("llama3-8b", "h100-sxm", 1, 1,
                   R"("engine": "trtllm", "input_tokens": 200, "output_tokens": 1000, "fixed_lengths": )" +
                       std::string(fixed ? "true" : "false") + R"(, "concurrency": )" + std::to_string(clients)),
            sc);
        return parsed ? serve(sc) : ServingReport{};
    };
    const ServingReport wave = at(40, true), drift = at(40, false);
    QVERIFY2(drift.ttftS < wave.ttftS / 3, (std::to_string(drift.ttftS) + " " + std::to_string(wave.ttftS)).c_str());
    // The wait: one engine step (one scheduling pass) less the request's 4.8 ms outside the steps.
    QVERIFY(drift.decodeStepS > kRequestOverheadS);
    QVERIFY2(std::abs(drift.queueS - (drift.decodeStepS - kRequestOverheadS)) < 1e-12,
             (std::to_string(drift.queueS) + " " + std::to_string(drift.decodeStepS)).c_str());
    QVERIFY(std::abs(drift.e2eS - (drift.ttftS + 999 * drift.tpotS)) < 1e-9 * drift.e2eS);
    QVERIFY(std::abs(drift.outputTokensPerS * drift.e2eS / (40 * 1000.0) - 1) < 1e-9);
    // One client: nothing else runs, nothing to drift from.
    const ServingReport alone = at(1, false), alonePaced = at(1, true);
    QCOMPARE(alone.ttftS, alonePaced.ttftS);
    QCOMPARE(alone.tpotS, alonePaced.tpotS);
    // Beyond what runs at once the clients queue: Little's law's wait, no step-in-progress term.
    const ServingReport queued = at(5000, false);
    QVERIFY(queued.runningPerReplica < 5000);
    // Little's law over the whole loop: every client is in one request's cycle.
    QVERIFY2(std::abs(queued.e2eS * queued.requestsPerS / 5000 - 1) < 1e-9,
             std::to_string(queued.e2eS * queued.requestsPerS).c_str());
}

// At a large batch the attention reads each sequence's KV cache in kernels of its own, after the
// matmuls: the step is the matmuls' larger of weights and FLOPs plus the attention's, more than
// the larger of all bytes and all FLOPs.
void TestServing::attentionAddsToTheMatmuls() {
    ROOFLAB_SCENARIO(sc,
                     served("llama3-8b", "h100-sxm", 1, 1,
                            R"("engine": "trtllm", "input_tokens": 2000, "output_tokens": 2000, "concurrency": 128)"));
    const ServingReport s = serve(sc);
    QVERIFY(s.decodeStepS > std::max(s.decodeMemoryS, s.decodeComputeS) + s.stepOverheadS * 1.01);
}

// vLLM before 0.8 (V0) without chunked prefill (max_model_len 4096) runs prompts in steps of their
// own while the decodes wait; V1 carries them in the decode steps. Same card, same host time per step.
void TestServing::separatePrefillStallsDecoding() {
    const std::string load = R"("input_tokens": 230, "output_tokens": 194, "request_rate": 8)";
    const std::string inference = R"("context": 4096)";
    ROOFLAB_SCENARIO(v1, served("llama3-8b", "a100-80gb", 1, 1, load, inference));
    ROOFLAB_SCENARIO(v0, served("llama3-8b", "a100-80gb", 1, 1, load + R"(, "engine_version": "0.6.0")", inference));
    const ServingReport mixed = serve(v1), separate = serve(v0);
    QCOMPARE(separate.maxNumSeqs, 256.0);
    QCOMPARE(separate.maxNumBatchedTokens, 4096.0); // max(max_model_len, 2048)
    // 8 prompts/s x a prefill step of ~20 ms each: the decodes wait ~15 % of the time, beyond V0's
    // host work per running sequence (in its decode steps only: its prefill steps decode nothing).
    const double prefillStalls = separate.tpotS - separate.runningPerReplica * kVllmV0SequenceHostS;
    QVERIFY2(prefillStalls > 1.1 * mixed.tpotS, std::to_string(prefillStalls / mixed.tpotS).c_str());
    // Above 32K of max_model_len V0 chunks prompts (512 tokens a step) as V1 does.
    ROOFLAB_SCENARIO(longContext, served("llama3-8b", "a100-80gb", 1, 1, load + R"(, "engine_version": "v0.6.3")",
                                         R"("context": 65536)"));
    QCOMPARE(serve(longContext).maxNumBatchedTokens, 512.0);
}

// vLLM's --num-scheduler-steps 10: a request arriving mid-pass waits for the pass to end, on
// average half of its 10 steps instead of half of one, then the M/D/1 wait at the replica's
// capacity (4 requests/s arrive). The prompts of a pass share its steps; on this mixed engine a
// lone prompt's FLOPs partly hide under the decode step's weight reads and a gathered chunk's do
// less, so TPOT moves by well under 1 %.
void TestServing::schedulerStepsDelayAdmission() {
    const std::string load = R"("input_tokens": 230, "output_tokens": 194, "request_rate": 4)";
    ROOFLAB_SCENARIO(one, served("llama3-8b", "a100-80gb", 1, 1, load));
    ROOFLAB_SCENARIO(ten, served("llama3-8b", "a100-80gb", 1, 1, load + R"(, "scheduler_steps": 10)"));
    const ServingReport a = serve(one), b = serve(ten);
    const auto queue = [](const ServingReport& r, double steps) {
        const double utilisation = 4.0 / r.saturationRequestsPerS;
        return 0.5 * steps * r.decodeStepS + utilisation / (2.0 * (1.0 - utilisation)) / r.saturationRequestsPerS;
    };
    QVERIFY(std::abs(a.queueS / queue(a, 1) - 1) < 1e-9);
    QVERIFY(std::abs(b.queueS / queue(b, 10) - 1) < 1e-9);
    QVERIFY(b.queueS > a.queueS + 4 * a.decodeStepS);
    QVERIFY2(std::abs(b.tpotS / a.tpotS - 1) < 0.01, std::to_string(b.tpotS / a.tpotS).c_str());
}

// Multi-step scheduling runs the scheduler and prepares the inputs once per pass (vLLM blog,
// 2024-09-05, "vLLM v0.6.0"): V0's host time per step (1 ms, assumed) is spread over the pass's 10
// steps; one step a pass keeps it whole, and V1 has no passes.
void TestServing::multiStepSpreadsTheHostStep() {
    const std::string load = R"("input_tokens": 230, "output_tokens": 194, "request_rate": 4)";
    ROOFLAB_SCENARIO(
        passes, served("llama3-8b", "h100-sxm", 1, 1, load + R"(, "engine_version": "0.6.0", "scheduler_steps": 10)"));
    ROOFLAB_SCENARIO(steps, served("llama3-8b", "h100-sxm", 1, 1, load + R"(, "engine_version": "0.6.0")"));
    ROOFLAB_SCENARIO(v1, served("llama3-8b", "h100-sxm", 1, 1, load + R"(, "scheduler_steps": 10)"));
    QCOMPARE(engineProfile(passes).hostStepS, 1.0e-4);
    QCOMPARE(engineProfile(steps).hostStepS, 1.0e-3);
    QCOMPARE(engineProfile(v1).hostStepS, 1.0e-3);
}

// vLLM 0.6's multi-step scheduling admits the prompts that arrived during a pass of 10 decode
// steps at its end, together, in one prefill step. Poisson arrivals, k = 10 q a pass on average
// (q prompts per decode step): a pass runs one prefill step of j prompts with probability
// e^-k k^j / j!, so each decode step waits on average for (1/10) x sum over j of that probability x
// step(j prompts), and a request's own prompt shares its step with the pass's other arrivals.
// Llama 3 8B on one A100 at 8 requests/s; a pass's step holds up to 4096 / 230 = 17 prompts.
void TestServing::multiStepPassGathersPrompts() {
    const std::string load =
        R"("input_tokens": 230, "output_tokens": 194, "request_rate": 8, "engine_version": "0.6.0")";
    const std::string inference = R"("context": 4096)";
    ROOFLAB_SCENARIO(sc, served("llama3-8b", "a100-80gb", 1, 1, load + R"(, "scheduler_steps": 10)", inference));
    const ServingReport s = serve(sc);
    const ServingHardware hw =
        servingHardware(sc, engineProfile(sc), computeServingCapacity(sc), StepEfficiency::published());
    const double q = s.runningPerReplica / (194.0 + 7.0), k = 10.0 * q;
    StepLoad alone;
    alone.decodeSeqs = s.runningPerReplica;
    alone.contextHeld = 230 + 194 / 2.0;
    double prompts = 0, probability = std::exp(-k);
    for (int j = 1; j <= 17; ++j) {
        probability *= k / j;
        StepLoad step;
        step.prefillTokens = step.prefillChunk = j * 230.0;
        step.promptTokens = 230;
        step.prefillKeys = 230 / 2.0;
        prompts += probability * servingStepTime(hw, step).total.value;
    }
    // The 7 held steps reach the client with the pass's end (multiStepPassesHoldFinishedSlots).
    const double aloneStep = servingStepTime(hw, alone).total.value;
    const double expected = aloneStep + prompts / 10.0 + 7.0 * aloneStep / 193.0;
    QVERIFY2(std::abs(s.tpotS / expected - 1) < 1e-6, std::to_string(s.tpotS / expected).c_str());
    QVERIFY2(k > 1 && k < 3, std::to_string(k).c_str());
    // A request's own prompt step holds the pass's other arrivals too, j with probability
    // e^-k k^j / j!: its first token comes after step(1 + j prompts), averaged over j.
    double own = 0;
    probability = std::exp(-k);
    for (int j = 0; j <= 16; ++j) {
        if (j > 0)
            probability *= k / j;
        StepLoad step;
        step.prefillTokens = step.prefillChunk = (1 + j) * 230.0;
        step.promptTokens = 230;
        step.prefillKeys = 230 / 2.0;
        own += probability * servingStepTime(hw, step).total.value;
    }
    const double firstToken = s.ttftS - s.queueS - kRequestOverheadS;
    QVERIFY2(std::abs(firstToken / own - 1) < 1e-6, std::to_string(firstToken / own).c_str());
    // One step a pass gathers the arrivals of one step only (k = q): more, smaller prompt steps.
    ROOFLAB_SCENARIO(single, served("llama3-8b", "a100-80gb", 1, 1, load, inference));
    QVERIFY(serve(single).tpotS > s.tpotS);
}

// vLLM 0.6's multi-step scheduling (--num-scheduler-steps 10): a sequence that finishes inside a
// pass keeps its slot, and is computed, to the pass's end, and the pass hands its tokens to the
// client only then. One client, 194 output tokens: the first from the prompt's step, 193 in passes
// of 10, so 20 passes of 200 steps and 7 held; 191 tokens fill 19 passes exactly and hold none.
// The client's TPOT is (latency - TTFT) / 193: the 193 steps' average plus 7 decode steps alone
// (each a little shorter than the average, which carries the prompt's share). Its cycle is its
// end-to-end latency (one client, one request at a time).
void TestServing::multiStepPassesHoldFinishedSlots() {
    const auto client = [](int output, int steps) {
        return served("llama3-8b", "a100-80gb", 1, 1,
                      R"("input_tokens": 230, "concurrency": 1, "engine_version": "0.6.0", "output_tokens": )" +
                          std::to_string(output) + R"(, "scheduler_steps": )" + std::to_string(steps),
                      R"("context": 4096)");
    };
    ROOFLAB_SCENARIO(held, client(194, 10));
    ROOFLAB_SCENARIO(exact, client(191, 10));
    const ServingReport h = serve(held), e = serve(exact);
    QVERIFY(std::abs(1.0 / h.requestsPerS - h.e2eS) < 1e-9);
    QVERIFY(std::abs(1.0 / e.requestsPerS - e.e2eS) < 1e-9);
    QVERIFY(std::abs(e.tpotS / e.decodeStepS - 1) < 1e-9);
    const double heldSteps = (h.tpotS - h.decodeStepS) * 193.0 / h.decodeStepS;
    QVERIFY2(heldSteps > 6.5 && heldSteps < 7.0, std::to_string(heldSteps).c_str());
    // V1 has no multi-step passes: the same setting holds nothing.
    ROOFLAB_SCENARIO(v1,
                     served("llama3-8b", "a100-80gb", 1, 1,
                            R"("input_tokens": 230, "output_tokens": 194, "concurrency": 1, "scheduler_steps": 10)"));
    const ServingReport current = serve(v1);
    QVERIFY(std::abs(current.tpotS / current.decodeStepS - 1) < 1e-9);
}

// The engines compute a prompt's logits only for its last token (vLLM's LogitsProcessor prunes
// the hidden states to the sampled ones, _prune_hidden_states). Llama 3 8B on one H100, a step of
// one 1,000-token prompt, no attention keys: the LM head's 128,256 x 4,096 parameters multiply
// one row, the layers' every row, so the step's FLOPs are (L x 1000 + H) / ((L + H) x 1000) of
// charging the head every prompt token (0.930 here).
void TestServing::promptLogitsOnlyForItsLastToken() {
    ROOFLAB_SCENARIO(
        sc, served("llama3-8b", "h100-sxm", 1, 1, R"("input_tokens": 1000, "output_tokens": 10, "concurrency": 1)"));
    const ServingHardware hw =
        servingHardware(sc, engineProfile(sc), computeServingCapacity(sc), StepEfficiency::published());
    QCOMPARE(hw.headParams, 128256.0 * 4096.0);
    StepLoad everyToken;
    everyToken.prefillTokens = 1000;
    StepLoad lastToken = everyToken;
    lastToken.promptTokens = 1000;
    const double layers = hw.matmulParams - hw.headParams, head = hw.headParams;
    const double expected = (layers * 1000 + head) / ((layers + head) * 1000);
    const double ratio = servingStepTime(hw, lastToken).compute.value / servingStepTime(hw, everyToken).compute.value;
    QVERIFY2(std::abs(ratio - expected) < 1e-12, std::to_string(ratio).c_str());
    QVERIFY(ratio < 0.94 && ratio > 0.92);
}

// vLLM's V0 engine (0.6.0) spends 45 us of host work per running sequence per step, streamed or
// not (derived from vLLM PR 8335's measured run, engineprofile.h); V1 and SGLang 0.4 do not. One
// step's overhead at 101 decoding sequences less at 1: 100 x 45 us = 4.5 ms on V0, 0 otherwise
// (tensor parallelism 1: no all-reduce grows with the batch).
void TestServing::vllmV0PaysHostWorkPerSequence() {
    const std::string load = R"("input_tokens": 200, "output_tokens": 200, "concurrency": 100)";
    const auto overheadPerHundred = [](const Scenario& sc) {
        const ServingHardware hw =
            servingHardware(sc, engineProfile(sc), computeServingCapacity(sc), StepEfficiency::published());
        StepLoad one, many;
        one.decodeSeqs = 1;
        many.decodeSeqs = 101;
        return servingStepTime(hw, many).overhead.value - servingStepTime(hw, one).overhead.value;
    };
    ROOFLAB_SCENARIO(v0, served("llama3-8b", "h100-sxm", 1, 1, load + R"(, "engine_version": "0.6.0")"));
    ROOFLAB_SCENARIO(
        v0Offline, served("llama3-8b", "h100-sxm", 1, 1, load + R"(, "engine_version": "0.6.0", "streaming": false)"));
    ROOFLAB_SCENARIO(v1, served("llama3-8b", "h100-sxm", 1, 1, load));
    ROOFLAB_SCENARIO(sglang, served("llama3-8b", "h100-sxm", 1, 1, load + R"(, "engine": "sglang")"));
    QCOMPARE(kVllmV0SequenceHostS, 45e-6);
    QVERIFY2(std::abs(overheadPerHundred(v0) - 100 * 45e-6) < 1e-12, std::to_string(overheadPerHundred(v0)).c_str());
    QVERIFY(std::abs(overheadPerHundred(v0Offline) - 100 * 45e-6) < 1e-12);
    QVERIFY(std::abs(overheadPerHundred(v1)) < 1e-12);
    QVERIFY(std::abs(overheadPerHundred(sglang)) < 1e-12);
}

// Three drafts accepted with probability 0.7 yield (1 - 0.7^4) / 0.3 = 2.533 tokens per step.
void TestServing::speculativeDecoding() {
    const std::string load = R"("input_tokens": 512, "output_tokens": 256, "concurrency": 1)";
    ROOFLAB_SCENARIO(plain, served("llama3-8b", "h100-sxm", 1, 1, load));
    ROOFLAB_SCENARIO(spec, served("llama3-8b", "h100-sxm", 1, 1,
                                  load + R"(, "speculative": {"draft_tokens": 3, "acceptance": 0.7})"));
    const ServingReport s = serve(spec);
    QVERIFY(std::abs(s.tokensPerStep - (1 - std::pow(0.7, 4)) / 0.3) < 1e-12);
    QVERIFY(s.tpotS < serve(plain).tpotS / 2);
}

// Mixtral 8x7B at one sequence reads 2 of 8 experts per layer, not all of them.
void TestServing::expertsTouchedAtSmallBatch() {
    const std::string load = R"("input_tokens": 256, "output_tokens": 128, "concurrency": )";
    ROOFLAB_SCENARIO(one, served("Mixtral-8x7B-v0.1", "h200", 2, 2, load + "1"));
    ROOFLAB_SCENARIO(many, served("Mixtral-8x7B-v0.1", "h200", 2, 2, load + "256"));
    const Report r = evaluate(one);
    QVERIFY(r.serving);
    const double allWeights = r.inference.serving.weights / (one.gpu.bandwidth * 0.8);
    QVERIFY(r.serving->decodeMemoryS < 0.5 * allWeights);
    QVERIFY(serve(many).decodeMemoryS > 0.9 * allWeights);
}

void TestServing::modelThatDoesNotFit() {
    ROOFLAB_SCENARIO(
        sc, served("llama3-70b", "h100-sxm", 1, 1, R"("input_tokens": 512, "output_tokens": 128, "concurrency": 4)"));
    const ServingReport s = serve(sc);
    QVERIFY(!s.fits);
    QCOMPARE(s.bound, std::string("kv-capacity"));
    QVERIFY(allFinite(s));
    QCOMPARE(s.outputTokensPerS, 0.0);
    QVERIFY(!s.notes.empty() && s.notes.front().find("does not fit") != std::string::npos);
}

void TestServing::badInput_data() {
    QTest::addColumn<QString>("serving");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* name, const char* serving, const char* expected) {
        QTest::newRow(name) << QString::fromUtf8(serving) << QString::fromUtf8(expected);
    };
    row("both loads", R"("concurrency": 4, "request_rate": 2)", "serving.request_rate");
    row("zero rate", R"("request_rate": 0)", "serving.request_rate");
    row("absurd rate", R"("request_rate": 1e12)", "serving.request_rate");
    row("negative rate", R"("request_rate": -1)", "serving.request_rate");
    row("zero concurrency", R"("concurrency": 0)", "serving.concurrency");
    row("no output", R"("output_tokens": 0)", "serving.output_tokens");
    row("past the context", R"("input_tokens": 8000, "output_tokens": 1000)", "context");
    row("unknown engine", R"("engine": "tgi")", "serving.engine");
    row("hit above one", R"("prefix_cache_hit": 1.5)", "serving.prefix_cache_hit");
    row("zero slo", R"("ttft_s": 0)", "serving.ttft_s");
    row("acceptance", R"("speculative": {"acceptance": 2})", "serving.speculative.acceptance");
    row("bad version", R"("engine_version": "latest")", "serving.engine_version");
    row("zero scheduler steps", R"("scheduler_steps": 0)", "serving.scheduler_steps");
    row("budget below seqs", R"("max_num_seqs": 64, "max_num_batched_tokens": 16)", "max_num_batched_tokens");
    row("not an object", R"("speculative": 3)", "serving.speculative");
}

void TestServing::badInput() {
    QFETCH(QString, serving);
    QFETCH(QString, expected);
    const ScenarioParseResult result = parseScenario(served("llama3-8b", "h100-sxm", 1, 1, serving.toStdString()));
    QVERIFY(!result.ok);
    const std::string errors = test::joined(result.errors);
    QVERIFY2(errors.find(expected.toStdString()) != std::string::npos, errors.c_str());
    const ScenarioParseResult notObject =
        parseScenario(R"({"version": 1, "model": "llama3-8b", "hardware": {"gpu": "h100-sxm"}, "serving": [1]})");
    QVERIFY(!notObject.ok);
}

// TensorRT-LLM's step loop builds a response for every running request between two steps when
// tokens are streamed (kTrtllmStreamResponseS each); an offline run (streaming false) does not,
// and vLLM's frontend streams from another process: its steps do not change.
void TestServing::streamedResponsesCostPerSequence() {
    const std::string load = R"("input_tokens": 200, "output_tokens": 1000, "concurrency": 100)";
    ROOFLAB_SCENARIO(streamed, served("llama3-8b", "h100-sxm", 1, 1, R"("engine": "trtllm", )" + load));
    ROOFLAB_SCENARIO(offline,
                     served("llama3-8b", "h100-sxm", 1, 1, R"("engine": "trtllm", "streaming": false, )" + load));
    const ServingReport s = serve(streamed), o = serve(offline);
    QCOMPARE(s.runningPerReplica, 100.0);
    const double perSequence = (s.stepOverheadS - o.stepOverheadS) / s.runningPerReplica;
    QVERIFY2(std::abs(perSequence / kTrtllmStreamResponseS - 1.0) < 0.01, std::to_string(perSequence).c_str());
    QVERIFY(s.tpotS > o.tpotS && s.outputTokensPerS < o.outputTokensPerS);
    QVERIFY(!servingConfigJson(*offline.serving).value("streaming", true));
    QVERIFY(!servingConfigJson(*streamed.serving).contains("streaming"));
    ROOFLAB_SCENARIO(vllm, served("llama3-8b", "h100-sxm", 1, 1, load));
    ROOFLAB_SCENARIO(vllmOffline, served("llama3-8b", "h100-sxm", 1, 1, R"("streaming": false, )" + load));
    QCOMPARE(serve(vllm).tpotS, serve(vllmOffline).tpotS);
}

// SGLang before 0.4 builds every streaming request's output in its step loop (20 us each, fitted):
// Llama 3 8B on one H100, 100 clients of 200 + 1000 tokens decode 100 sequences, so the decode
// step's overhead gains 100 x 20 us = 2.0 ms (the prompt steps run alone and carry none). From 0.4
// (or the current release, no engine_version) the overlap scheduler hides it.
void TestServing::sglangBeforeOverlapSchedulerPaysPerSequence() {
    const std::string load = R"("input_tokens": 200, "output_tokens": 1000, "concurrency": 100)";
    const auto sglang = [&](const std::string& extra) {
        return served("llama3-8b", "h100-sxm", 1, 1, R"("engine": "sglang", )" + extra + load);
    };
    ROOFLAB_SCENARIO(old, sglang(R"("engine_version": "0.3.0", )"));
    ROOFLAB_SCENARIO(oldOffline, sglang(R"("engine_version": "0.3.0", "streaming": false, )"));
    ROOFLAB_SCENARIO(overlap, sglang(R"("engine_version": "0.4.0", )"));
    ROOFLAB_SCENARIO(current, sglang(""));
    const ServingReport s = serve(old), o = serve(oldOffline);
    QCOMPARE(s.runningPerReplica, 100.0);
    QVERIFY2(std::abs((s.stepOverheadS - o.stepOverheadS) - 100 * 20e-6) < 1e-7,
             std::to_string(s.stepOverheadS - o.stepOverheadS).c_str());
    QCOMPARE(kSglangStepLoopResponseS, 20e-6);
    QVERIFY(s.tpotS > o.tpotS && s.outputTokensPerS < o.outputTokensPerS);
    QCOMPARE(serve(overlap).stepOverheadS, o.stepOverheadS);
    QCOMPARE(serve(current).stepOverheadS, o.stepOverheadS);
}

// A served card's tensor cores run at the clock its power limit holds (docs/formulas.md,
// "Sustained clocks": a served step runs forward products only, 0.862 of the short-run rate on an
// H100 SXM, its soaked square's 704.1 / 815 times the H200's forward layer products over its
// square, 0.871 / (1286 / 1474); 1 on an A100): the step's FLOPs take 1 / 0.862 = 1.160 times as
// long as at the curves' short-run clocks, its bytes do not; a curve timed at held clocks (a measured full sweep) takes
// no factor.
void TestServing::sustainedClocksSlowTheTensorCores() {
    const std::string load = R"("input_tokens": 1024, "output_tokens": 256, "concurrency": 64)";
    StepEfficiency held = StepEfficiency::published();
    held.clocksSustained = true;
    for (const char* gpu : {"h100-sxm", "a100-80gb"}) {
        ROOFLAB_SCENARIO(sc, served("llama3-8b", gpu, 1, 1, load));
        const ServingReport loaded = computeServing(sc, nullptr, &StepEfficiency::published());
        const ServingReport short_ = computeServing(sc, nullptr, &held);
        QCOMPARE(loaded.runningPerReplica, 64.0);
        const double factor = std::string(gpu) == "h100-sxm" ? 704.1 / 815.0 * 0.871 / (1286.0 / 1474.0) : 1.0;
        QVERIFY2(std::abs(loaded.decodeComputeS / short_.decodeComputeS - 1.0 / factor) < 1e-9,
                 std::to_string(loaded.decodeComputeS / short_.decodeComputeS).c_str());
        QCOMPARE(loaded.decodeMemoryS, short_.decodeMemoryS);
        QVERIFY(factor == 1.0 ? loaded.tpotS == short_.tpotS : loaded.tpotS > short_.tpotS);
    }
}

void TestServing::roundTripAndReport() {
    ROOFLAB_SCENARIO(sc, served("llama3-8b", "h100-sxm", 1, 1,
                                R"("engine": "sglang", "input_tokens": 700, "output_tokens": 300, "request_rate": 1.5,
                                   "max_num_seqs": 48, "max_num_batched_tokens": 4096, "prefix_cache_hit": 0.25,
                                   "ttft_s": 0.4, "tpot_s": 0.02, "cuda_graphs": false,
                                   "speculative": {"draft_tokens": 2, "acceptance": 0.6}, "fixed_lengths": false)"));
    ROOFLAB_SCENARIO(back, serializeScenario(sc));
    QVERIFY(back.serving);
    const ServingConfig& c = *back.serving;
    QCOMPARE(int(c.engine), int(ServingEngine::Sglang));
    QCOMPARE(c.inputTokens, std::int64_t(700));
    QCOMPARE(c.outputTokens, std::int64_t(300));
    QCOMPARE(c.requestRate, 1.5);
    QCOMPARE(c.concurrency, std::int64_t(0));
    QCOMPARE(*c.maxNumSeqs, std::int64_t(48));
    QCOMPARE(*c.maxNumBatchedTokens, std::int64_t(4096));
    QCOMPARE(c.prefixCacheHit, 0.25);
    QCOMPARE(*c.ttftSlo, 0.4);
    QCOMPARE(*c.tpotSlo, 0.02);
    QCOMPARE(*c.cudaGraphs, false);
    QCOMPARE(c.speculative->draftTokens, 2);
    QCOMPARE(c.speculative->acceptance, 0.6);
    QCOMPARE(c.fixedLengths, false);
    const std::string json = reportToJson(back, evaluate(back));
    for (const char* field : {"\"serving\"", "\"ttft_s\"", "\"tpot_s\"", "\"e2e_s\"", "\"output_tokens_per_s\"",
                              "\"output_tokens_per_s_per_gpu\"", "\"requests_per_s\"", "\"bound\"",
                              "\"kv_capacity_sequences\"", "\"saturated\""})
        QVERIFY2(json.find(field) != std::string::npos, field);
    // Without a serving block there is no serving report.
    ROOFLAB_SCENARIO(plain, R"({"version": 1, "model": "llama3-8b", "hardware": {"gpu": "h100-sxm"}})");
    QVERIFY(!plain.serving);
    QVERIFY(!evaluate(plain).serving);
}

void TestServing::finiteEverywhere() {
    for (const char* engine : {"vllm", "sglang", "trtllm"})
        for (int concurrency : {1, 7, 64, 1000, 100000})
            for (int input : {1, 4000}) {
                ROOFLAB_SCENARIO(sc, served("llama3-8b", "l4", 2, 1,
                                            std::string("\"engine\": \"") + engine + "\", \"input_tokens\": " +
                                                std::to_string(input) + R"(, "output_tokens": 1, "concurrency": )" +
                                                std::to_string(concurrency) + R"(, "prefix_cache_hit": 1)"));
                const ServingReport s = serve(sc);
                QVERIFY2(allFinite(s), (std::string(engine) + " " + std::to_string(concurrency)).c_str());
            }
}

QTEST_APPLESS_MAIN(TestServing)
#include "tst_serving.moc"
