// Arithmetic that cannot overflow: the widths and counts whose products make byte and FLOP
// figures are 64-bit (core/model/architecture.h, core/model/scenario.h), so a scenario at the
// edge of every field limit (core/base/fieldlimits.h) evaluates to finite, non-negative figures,
// with the exact products a hand computation in 64 bits gives. With int widths, 32,768 heads of
// dimension 65,536 (2^31 values) wrapped to a negative attention width, memory and FLOPs.
#include "core/evaluate.h"
#include "core/explain.h"
#include "core/io/reportio.h"
#include "core/model/scenariovalidation.h"
#include "scenariohelpers.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

using namespace rooflab;
using json = nlohmann::json;
using I = std::int64_t;

namespace {

// A scenario from its model, training and inference JSON, on one H100 with AdamW in bf16.
std::string scenarioJson(const std::string& model, const std::string& training = R"({"micro_batch":1,"seq_len":16})",
                         const std::string& inference = R"({"batch":1,"context":16})") {
    return R"({"version":1,"model":)" + model + R"(,"precision":"bf16-mixed","optimizer":"adamw","training":)" +
           training + R"(,"inference":)" + inference + R"(,"hardware":{"gpu":"h100-sxm"}})";
}

// Every number of the report's JSON (the scenario it echoes aside) is finite (the writer turns
// an inf or a NaN into null) and non-negative; "free" is the capacity less the total, negative
// when the scenario does not fit, and so are the fit verdict's "margin" and "room" (only
// finite).
void collectBadFigures(const json& j, const std::string& path, std::vector<std::string>& bad) {
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            const std::string item = path + "." + it.key();
            if ((it.key() == "margin" || it.key() == "room") && it.value().is_number() &&
                std::isfinite(it.value().get<double>()))
                continue;
            if (!(path.empty() && it.key() == "scenario") && it.key() != "free")
                collectBadFigures(it.value(), item, bad);
        }
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i)
            collectBadFigures(j[i], path + "[" + std::to_string(i) + "]", bad);
    } else if (j.is_null()) {
        bad.push_back(path + " = null (not finite)");
    } else if (j.is_number() && !(j.get<double>() >= 0 && std::isfinite(j.get<double>()))) {
        bad.push_back(path + " = " + j.dump());
    }
}

std::string badFigures(const Scenario& sc, const Report& r) {
    std::vector<std::string> bad;
    collectBadFigures(json::parse(reportToJson(sc, r)), "", bad);
    return test::joined(bad);
}

// Every figure the trace names is finite and non-negative, every step finite. What is left of a
// budget is negative when nothing is: free memory, the fit verdict's margin and room, and what
// vLLM's budget leaves for the KV cache (the report holds max(0, it)).
bool mayBeNegative(const std::string& id) {
    return id.find("free") != std::string::npos || id == "inference.serving.kv_cache" || id.ends_with(".margin") ||
           id.ends_with(".band.room");
}

std::string badTracedFigures(const Trace& trace) {
    std::vector<std::string> bad;
    for (const std::string& id : trace.figureIds()) {
        const double v = trace.steps()[std::size_t(trace.figureStep(id))].value;
        if (!std::isfinite(v) || (v < 0 && !mayBeNegative(id)))
            bad.push_back(id + " = " + std::to_string(v));
    }
    for (const DerivationStep& step : trace.steps())
        if (!std::isfinite(step.value))
            bad.push_back("step \"" + step.name + "\" = " + std::to_string(step.value));
    return test::joined(bad);
}

// The scenario is accepted, and evaluate() and evaluateTraced() give finite, non-negative
// figures and the same report.
#define EXPECT_FINITE_FIGURES(sc)                                                                                      \
    do {                                                                                                               \
        const std::string problems = test::joined(validateScenario(sc));                                               \
        QVERIFY2(problems.empty(), problems.c_str());                                                                  \
        const Report plain = evaluate(sc);                                                                             \
        const std::string badPlain = badFigures(sc, plain);                                                            \
        QVERIFY2(badPlain.empty(), badPlain.c_str());                                                                  \
        const TracedReport traced = evaluateTraced(sc);                                                                \
        const std::string badTraced = badFigures(sc, traced.report) + badTracedFigures(traced.trace);                  \
        QVERIFY2(badTraced.empty(), badTraced.c_str());                                                                \
        QCOMPARE(reportToJson(sc, traced.report), reportToJson(sc, plain));                                            \
    } while (false)

} // namespace

class TestOverflow : public QObject {
    Q_OBJECT

private slots:
    // The report of an ordinary scenario passes the same checks (they flag nothing real).
    void ordinaryScenarioPasses() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","training":{"micro_batch":2,"seq_len":4096},)"
                             R"("parallel":{"gpus":8,"tp":2,"pp":2},"hardware":{"gpu":"h100-sxm"}})");
        EXPECT_FINITE_FIGURES(sc);
    }

    // heads x head_dim: 32,768 heads of 65,536 (2^31, one past int) and the limits' largest,
    // 65,536 x 65,536 (2^32), as query and as key/value width.
    void headsTimesHeadDim_data() {
        QTest::addColumn<int>("heads");
        QTest::newRow("2^15 heads") << 32768;
        QTest::newRow("2^16 heads") << 65536;
    }
    void headsTimesHeadDim() {
        QFETCH(int, heads);
        const I h = 64, layers = 2, headDim = 65536, vocab = 1000, dFf = 256;
        ROOFLAB_SCENARIO(sc, scenarioJson(R"({"layers":2,"d_model":64,"heads":)" + std::to_string(heads) +
                                          R"(,"kv_heads":)" + std::to_string(heads) +
                                          R"(,"head_dim":65536,"d_ff":256,"vocab":1000})"));
        const I width = I(heads) * headDim;
        QCOMPARE(sc.model.arch.attentionWidth(), width);
        QCOMPARE(sc.model.arch.kvWidth(), width);
        EXPECT_FINITE_FIGURES(sc);
        const Report r = evaluate(sc);
        // Q, K, V and O of h x width each, GELU's two h x d_ff matrices, two LayerNorms a layer.
        QCOMPARE(r.parameters.attention, layers * 4 * h * width);
        QCOMPARE(r.parameters.mlp, layers * 2 * h * dFf);
        QCOMPARE(r.parameters.total, 2 * vocab * h + layers * (4 * h * width + 2 * h * dFf + 2 * 2 * h) + 2 * h);
        // KV cache per token: keys and values of every layer, 2 bytes (bf16) each.
        QCOMPARE(r.inference.kvBytesPerToken, double(2 * layers * width * 2));
    }

    // vocab x d_model: the largest vocabulary with the widest model the parameter limit takes
    // (2^31 - 1 tokens x 2^20, untied: 2^52 parameters in the two tables). The vocabulary was
    // 64-bit before the widths were: this one guards against a narrower type coming back.
    void vocabTimesDModel() {
        const I vocab = 2147483647, h = 1 << 20;
        ROOFLAB_SCENARIO(sc, scenarioJson(R"({"layers":1,"d_model":1048576,"heads":1,"head_dim":1,"d_ff":1,)"
                                          R"("vocab":2147483647})"));
        EXPECT_FINITE_FIGURES(sc);
        const Report r = evaluate(sc);
        QCOMPARE(r.parameters.embeddings, vocab * h);
        QCOMPARE(r.parameters.lmHead, vocab * h);
        QCOMPARE(r.parameters.total, 2 * vocab * h + 4 * h + 2 * h + 2 * 2 * h + 2 * h);
    }

    // experts x d_ff: the most experts of the widest MLP (4,096 x 2^24 = 2^36 per matrix width),
    // and a shared expert given as a count of them, whose width must not wrap before the check.
    void expertsTimesDFf() {
        const I experts = 4096, dFf = 1 << 24, h = 8, layers = 2;
        ROOFLAB_SCENARIO(sc, scenarioJson(R"({"layers":2,"d_model":8,"heads":1,"head_dim":8,"d_ff":16777216,)"
                                          R"("vocab":1000,"experts":4096,"top_k":4096})"));
        EXPECT_FINITE_FIGURES(sc);
        const Report r = evaluate(sc);
        QCOMPARE(r.parameters.routedExperts, layers * experts * 2 * h * dFf);
        QCOMPARE(r.parameters.mlp, layers * (experts * 2 * h * dFf + h * experts));
        QCOMPARE(r.parameters.activePerToken, r.parameters.total);

        // 256 shared experts of d_ff 2^24 are 2^32 wide: past shared_d_ff's limit, refused
        // (as an int product it wrapped to 0 and was accepted as no shared expert).
        const ScenarioParseResult shared = parseScenario(
            scenarioJson(R"({"layers":2,"d_model":8,"heads":1,"head_dim":8,"moe_d_ff":16777216,"shared_experts":256,)"
                         R"("vocab":1000,"experts":8,"top_k":2})"));
        const std::string errors = test::joined(shared.errors);
        QVERIFY2(!shared.ok && errors.find("shared_d_ff") != std::string::npos, errors.c_str());
        QVERIFY2(errors.find("4294967296") != std::string::npos, errors.c_str());
    }

    // micro-batch x sequence x width: 2^20 sequences of 2^11 tokens (2^31 tokens a micro-batch,
    // one past int) through a model 2^31 wide, trained and served (2^24 sequences of 2^30).
    void microBatchTimesSequenceTimesWidth() {
        const I microBatch = 1 << 20, seqLen = 1 << 11, gradAccum = 1 << 10;
        const I batch = 1 << 24, context = 1 << 30, layers = 1, width = I(32768) * 65536;
        ROOFLAB_SCENARIO(sc, scenarioJson(R"({"layers":1,"d_model":64,"heads":32768,"kv_heads":32768,)"
                                          R"("head_dim":65536,"d_ff":256,"vocab":1000})",
                                          R"({"micro_batch":1048576,"seq_len":2048,"grad_accum":1024})",
                                          R"({"batch":16777216,"context":1073741824})"));
        QCOMPARE(sc.training.microBatch * sc.training.seqLen, microBatch * seqLen);
        EXPECT_FINITE_FIGURES(sc);
        const Report r = evaluate(sc);
        QCOMPARE(r.flops.tokensPerStep, double(microBatch * seqLen * gradAccum));
        QCOMPARE(r.inference.kvCache, double(batch * context) * double(2 * layers * width * 2));
    }

    // layers x width x width: the most layers, with the widest blocks the parameter limit
    // takes (10^5 layers of 4 x 2^17 x 2^17 + 2 x 2^17 x 2^16: 8.6e15 parameters, under 2^53).
    // Counted in 64 bits before the widths were: a guard, as vocab x d_model.
    void layersTimesWidthTimesWidth() {
        const I layers = 100000, h = 1 << 17, dFf = 1 << 16, vocab = 1000;
        ROOFLAB_SCENARIO(sc, scenarioJson(R"({"layers":100000,"d_model":131072,"heads":1024,"head_dim":128,)"
                                          R"("d_ff":65536,"vocab":1000})",
                                          R"({"micro_batch":1,"seq_len":1048576})"));
        EXPECT_FINITE_FIGURES(sc);
        const Report r = evaluate(sc);
        QCOMPARE(r.parameters.attention, layers * 4 * h * h);
        QCOMPARE(r.parameters.total, 2 * vocab * h + layers * (4 * h * h + 2 * h * dFf + 2 * 2 * h) + 2 * h);
    }

    // Past the limits' products: each field within its own limit, the shape past 2^53
    // parameters (its int64 count would be near 2^63): refused, naming a field, never evaluated.
    void shapesPastTheCountsAreRefused() {
        const ScenarioParseResult wide = parseScenario(
            scenarioJson(R"({"layers":100000,"d_model":1048576,"heads":65536,"kv_heads":65536,"head_dim":65536,)"
                         R"("d_ff":16777216,"vocab":2147483647,"experts":4096,"top_k":4096})"));
        const std::string errors = test::joined(wide.errors);
        QVERIFY2(!wide.ok && errors.find("model.layers") != std::string::npos, errors.c_str());
        QVERIFY2(errors.find('-') == std::string::npos, errors.c_str()); // no wrapped figure in the message
    }
};

QTEST_APPLESS_MAIN(TestOverflow)
#include "tst_overflow.moc"
