// A draft model's cost in speculative decoding (core/serving/draftmodel.cpp, docs/formulas.md
// "Serving: a draft model"): its weights and KV cache in the memory (vLLM's even block split), its
// k decode steps in every engine step, its pass over every prompt (and every chunk), the n-gram
// path without cost, and the messages a bad draft_model gets.
#include "core/evaluate.h"
#include "core/explain.h"
#include "core/io/scenarioio.h"
#include "core/io/servingjson.h"
#include "core/io/servingtext.h"
#include "core/memory/servingcapacity.h"
#include "core/serving/draftmodel.h"
#include "core/serving/engineprofile.h"
#include "core/steptime/stepefficiency.h"

#include "scenariohelpers.h"

#include <QTest>

#include <cmath>
#include <sstream>
#include <string>

using namespace rooflab;

namespace {

// Llama 3.2 1B (its config.json): 16 layers, d_model 2048, 32 heads of 64, 8 KV heads, SwiGLU
// 8192, Llama 3's 128,256-token vocabulary, tied embeddings.
const char* kLlama32_1b = R"({"name": "llama3.2-1b", "layers": 16, "d_model": 2048, "heads": 32, "kv_heads": 8,
    "head_dim": 64, "d_ff": 8192, "vocab": 128256, "mlp": "swiglu", "norm": "rmsnorm", "tied_embeddings": true})";

// Llama 3 8B on one H100, 512 prompt + 256 output tokens at `load`, with `speculative` (the
// inside of serving.speculative; empty: none).
std::string served(const std::string& speculative, const std::string& load = R"("concurrency": 1)",
                   const std::string& model = "llama3-8b") {
    return R"({"version": 1, "model": ")" + model + R"(", "precision": "bf16-mixed",
        "parallel": {"gpus": 1, "tp": 1}, "hardware": {"gpu": "h100-sxm"}, "inference": {"context": 8192},
        "serving": {"input_tokens": 512, "output_tokens": 256, )" +
           load + (speculative.empty() ? "" : R"(, "speculative": {)" + speculative + "}") + "}}";
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

} // namespace

class TestSpeculativeDraft : public QObject {
    Q_OBJECT

private slots:
    void draftWeightsWorkedNumbers();
    void draftKvCacheSharesTheBlocks();
    void everyStepRunsTheDraftSteps();
    void everyPromptRunsTheDraftPrefill();
    void everyChunkRunsTheDraftPrefill();
    void ngramCostsNothing();
    void derivationNamesTheDraft();
    void badInput_data();
    void badInput();
    void roundTripAndText();
};

// Llama 3.2 1B: embeddings 128,256 x 2048 = 262,668,288 (tied: no head); a layer's attention
// 2048 x (2048 + 512 + 512) + 2048 x 2048 = 10,485,760, MLP 3 x 2048 x 8192 = 50,331,648, two
// norms 4096: 60,821,504 x 16 = 973,144,064; final norm 2048: 1,235,814,400 parameters, in bf16
// 2,471,628,800 bytes on the one GPU.
void TestSpeculativeDraft::draftWeightsWorkedNumbers() {
    ROOFLAB_SCENARIO(sc, served(std::string(R"("draft_tokens": 3, "acceptance": 0.7, "draft_model": )") + kLlama32_1b));
    QCOMPARE(countParameters(sc.serving->speculative->draftModel->arch).total, std::int64_t(1235814400));
    QCOMPARE(serve(sc).draftWeightBytes, 2471628800.0);
}

// vLLM gives the target and the draft the same number of blocks, together in the memory the
// target alone had, after the draft's weights: blocks = (KV cache - draft weights) / (16 x
// (131,072 + 32,768)) (Llama 3 8B: 2 x 32 x 8 x 128 x 2 bytes a token; the draft 2 x 16 x 8 x 64 x 2).
void TestSpeculativeDraft::draftKvCacheSharesTheBlocks() {
    ROOFLAB_SCENARIO(sc, served(std::string(R"("draft_model": )") + kLlama32_1b));
    const EngineProfile engine = engineProfile(sc);
    Scenario sized = sc;
    sized.inference.maxBatchedTokens = engine.maxNumBatchedTokens;
    sized.inference.maxNumSeqs = std::min<std::int64_t>(engine.maxNumSeqs, 1 << 12);
    const ServingCapacity alone = computeServingCapacity(sized);
    QCOMPARE(alone.kvBytesPerToken, 131072.0);
    const double tokens = std::floor((alone.kvCache - 2471628800.0) / (16.0 * (131072 + 32768))) * 16;
    QCOMPARE(serve(sc).kvCapacitySequences, std::floor(tokens / (512 + 128)));
    ROOFLAB_SCENARIO(ngram, served(R"("draft_tokens": 3)"));
    QVERIFY(serve(ngram).kvCapacitySequences > serve(sc).kvCapacitySequences);
}

namespace {

// The draft's pass over one whole 512-token prompt, as promptAlone gives it: 512 tokens attending
// to 256 keys on average, the LM head on the last one.
Traced draftPromptPass(const Scenario& sc, double tokens = 512, double keys = 256) {
    const auto model = DraftModel::of(sc, engineProfile(sc), StepEfficiency::published(), nullptr);
    if (!model)
        return 0.0;
    StepLoad load;
    load.prefillTokens = tokens;
    load.promptTokens = 512;
    load.prefillKeys = keys;
    return model->promptTime(load, nullptr);
}

} // namespace

// Each engine step adds the draft's k decode steps at the batch (Leviathan et al. 2023, sec. 3.4:
// a step costs k draft runs and one target run); with k = 3 they read the draft's 2.47 GB at least
// three times. At one sequence the average step also carries the prompt's share: one prompt every
// 256 / tokens per step steps, (1 - 0.7^4) / 0.3 = 2.533 tokens a step, each prompt with the
// draft's pass over it. TPOT x tokens per step is the average step.
void TestSpeculativeDraft::everyStepRunsTheDraftSteps() {
    const std::string spec = R"("draft_tokens": 3, "acceptance": 0.7)";
    ROOFLAB_SCENARIO(ngram, served(spec));
    ROOFLAB_SCENARIO(draft, served(spec + R"(, "draft_model": )" + kLlama32_1b));
    const ServingReport n = serve(ngram), d = serve(draft);
    QCOMPARE(d.tokensPerStep, n.tokensPerStep);
    QVERIFY(close(d.tokensPerStep, (1 - std::pow(0.7, 4)) / 0.3));
    QVERIFY(d.draftStepsS > 3 * 2471628800.0 / (3.35e12 * 0.8));
    const double promptShare = d.tokensPerStep / 256.0;
    QVERIFY(close(d.decodeStepS - n.decodeStepS, d.draftStepsS + promptShare * draftPromptPass(draft).value, 1e-6));
    QVERIFY(close((d.tpotS - n.tpotS) * d.tokensPerStep, d.decodeStepS - n.decodeStepS, 1e-6));
    // The draft's steps are the model's own: DraftModel's k steps at the batch.
    const auto model = DraftModel::of(draft, engineProfile(draft), StepEfficiency::published(), nullptr);
    QVERIFY(model);
    StepLoad load;
    load.decodeSeqs = d.runningPerReplica;
    load.contextHeld = 512 + 128;
    QVERIFY(close(model->stepsTime(load, nullptr).value, d.draftStepsS));
    // More draft tokens: more draft steps per engine step.
    ROOFLAB_SCENARIO(five,
                     served(R"("draft_tokens": 5, "acceptance": 0.7, "draft_model": )" + std::string(kLlama32_1b)));
    QVERIFY(close(serve(five).draftStepsS, d.draftStepsS * 5 / 3, 1e-6));
}

// vLLM runs the proposer over every prefill the target ran (spec_decode_worker.py, _run_no_spec),
// SGLang the draft's extend after the target's (eagle_worker.py, forward_draft_extend): the
// prompt's time grows by the draft's own step over its 512 tokens. That step's matmuls are at
// least 2 x 973,078,528 (16 layers of 10,485,760 + 50,331,648 matrix parameters) x 512 FLOPs at
// the H100's 989.4 TFLOP/s, 1.007 ms, and cost less than the target's own prompt.
void TestSpeculativeDraft::everyPromptRunsTheDraftPrefill() {
    const std::string spec = R"("draft_tokens": 3, "acceptance": 0.7)";
    ROOFLAB_SCENARIO(ngram, served(spec));
    ROOFLAB_SCENARIO(draft, served(spec + R"(, "draft_model": )" + kLlama32_1b));
    const ServingReport n = serve(ngram), d = serve(draft);
    const double pass = draftPromptPass(draft).value;
    QVERIFY(pass > 2.0 * 973078528.0 * 512 / 989.4e12);
    QVERIFY(pass < n.prefillS);
    QVERIFY(close(d.prefillS - n.prefillS, pass));
    // TTFT: the prompt's step beside the one running sequence, which also runs the draft's k steps.
    const auto model = DraftModel::of(draft, engineProfile(draft), StepEfficiency::published(), nullptr);
    StepLoad one;
    one.decodeSeqs = 1;
    one.contextHeld = 512 + 128;
    QVERIFY(close(d.ttftS - n.ttftS, pass + model->stepsTime(one, nullptr).value, 1e-6));
    // The n-gram proposer has no model to fill: no pass.
    QCOMPARE(draftPromptPass(ngram).value, 0.0);
}

// A prompt longer than max_num_batched_tokens runs in chunks, and the draft follows each chunk
// (vLLM V0's _run_speculative_decoding_step, "an extra forward on prefills"; V1's proposer takes
// every token the target computed in the step): 6,000 tokens in chunks of at most 2,048 are three
// chunks of 2,000 tokens each attending to 3,000 keys on average.
void TestSpeculativeDraft::everyChunkRunsTheDraftPrefill() {
    const auto scenario = [](const std::string& spec) {
        return R"({"version": 1, "model": "llama3-8b", "precision": "bf16-mixed", "parallel": {"gpus": 1, "tp": 1},
            "hardware": {"gpu": "h100-sxm"}, "inference": {"context": 8192},
            "serving": {"input_tokens": 6000, "output_tokens": 64, "max_num_batched_tokens": 2048, "concurrency": 1, "speculative": {)" +
               spec + "}}}";
    };
    const std::string spec = R"("draft_tokens": 3, "acceptance": 0.7)";
    ROOFLAB_SCENARIO(ngram, scenario(spec));
    ROOFLAB_SCENARIO(draft, scenario(spec + R"(, "draft_model": )" + kLlama32_1b));
    QCOMPARE(engineProfile(draft).maxNumBatchedTokens, std::int64_t(2048));
    const auto model = DraftModel::of(draft, engineProfile(draft), StepEfficiency::published(), nullptr);
    StepLoad chunk;
    chunk.prefillTokens = 2000;
    chunk.promptTokens = 6000;
    chunk.prefillKeys = 3000;
    const double perChunk = model->promptTime(chunk, nullptr).value;
    QVERIFY(close(serve(draft).prefillS - serve(ngram).prefillS, 3 * perChunk));
}

void TestSpeculativeDraft::ngramCostsNothing() {
    ROOFLAB_SCENARIO(ngram, served(R"("draft_tokens": 3, "acceptance": 0.7)"));
    const ServingReport s = serve(ngram);
    QCOMPARE(s.draftStepsS, 0.0);
    QCOMPARE(s.draftWeightBytes, 0.0);
}

void TestSpeculativeDraft::derivationNamesTheDraft() {
    ROOFLAB_SCENARIO(sc, served(std::string(R"("draft_model": )") + kLlama32_1b));
    const TracedReport traced = evaluateTraced(sc);
    bool steps = false, blocks = false, prompt = false;
    for (const DerivationStep& step : traced.trace.steps()) {
        steps = steps || step.name == "draft model's decode steps";
        blocks = blocks || step.name == "KV cache blocks shared with the draft";
        prompt = prompt || step.name == "draft model's prompt pass";
    }
    QVERIFY(steps);
    QVERIFY(blocks);
    QVERIFY(prompt);
}

void TestSpeculativeDraft::badInput_data() {
    QTest::addColumn<QString>("speculative");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* name, const char* s, const char* expected) {
        QTest::newRow(name) << QString::fromUtf8(s) << QString::fromUtf8(expected);
    };
    row("unknown preset", R"("draft_model": "llama9-1b")", "serving.speculative.draft_model: unknown preset");
    row("a number", R"("draft_model": 5)", "serving.speculative.draft_model: expected an object or a preset name");
    row("missing fields", R"("draft_model": {"layers": 4})", "serving.speculative.draft_model.d_model");
    row("other vocabulary", R"("draft_model": "Qwen3-0.6B")", "vocabulary of 151936 tokens");
    row("zero layers", R"("draft_model": {"preset": "llama3-8b", "layers": 0})", "serving.speculative.draft_model");
    row("bad hf config", R"("draft_model": {"hf_config": 3})", "serving.speculative.draft_model.hf_config");
}

void TestSpeculativeDraft::badInput() {
    QFETCH(QString, speculative);
    QFETCH(QString, expected);
    const ScenarioParseResult result = parseScenario(served(speculative.toStdString()));
    QVERIFY(!result.ok);
    const std::string errors = test::joined(result.errors);
    QVERIFY2(errors.find(expected.toStdString()) != std::string::npos, errors.c_str());
}

void TestSpeculativeDraft::roundTripAndText() {
    ROOFLAB_SCENARIO(preset, served(R"("draft_model": "Qwen3-0.6B")", R"("concurrency": 8)", "Qwen3-8B"));
    QVERIFY(preset.serving->speculative->draftModel);
    ROOFLAB_SCENARIO(back, serializeScenario(preset));
    QCOMPARE(back.serving->speculative->draftModel->arch.layers, preset.serving->speculative->draftModel->arch.layers);
    QCOMPARE(servingConfigJson(*back.serving).dump(), servingConfigJson(*preset.serving).dump());
    ROOFLAB_SCENARIO(sc, served(std::string(R"("draft_model": )") + kLlama32_1b));
    ROOFLAB_SCENARIO(again, serializeScenario(sc));
    QCOMPARE(countParameters(again.serving->speculative->draftModel->arch).total, std::int64_t(1235814400));
    const ServingReport s = serve(sc);
    std::ostringstream text;
    writeServingReport(text, sc, s);
    QVERIFY2(text.str().find("draft model's decode steps") != std::string::npos, text.str().c_str());
    QVERIFY(servingReportJson(s).contains("draft_steps_s"));
}

QTEST_APPLESS_MAIN(TestSpeculativeDraft)
#include "tst_speculativedraft.moc"
