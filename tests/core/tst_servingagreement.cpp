// How far published serving runs were (core/model/servingagreement.h, resources/serving-agreement.json):
// which scenarios get their engine's ranges, and that the report, its JSON and its text carry them.
// validation/serving_runs.py --check keeps the ranges themselves true to validation/serving-runs.json.
#include "core/evaluate.h"
#include "core/io/reportio.h"
#include "core/model/servingagreement.h"

#include "scenariohelpers.h"

#include <QTest>

#include <set>
#include <string>

using namespace rooflab;

namespace {

// Llama 3 8B (or `model`) on one `gpu` served by `engine` at concurrency 16, with `extra` inside
// the serving block.
std::string served(const std::string& engine, const std::string& gpu, const std::string& extra = "",
                   const std::string& model = "llama3-8b", int gpus = 1, const std::string& parallel = "") {
    return R"({"version": 1, "model": ")" + model + R"(", "hardware": {"gpu": ")" + gpu +
           R"("}, "parallel": {"gpus": )" + std::to_string(gpus) + parallel +
           R"(}, "inference": {"context": 4096}, "serving": {"engine": ")" + engine +
           R"(", "input_tokens": 1000, "output_tokens": 200, "concurrency": 16)" + extra + "}}";
}

// The regime the evaluated report carries; "?" where the scenario is refused or has no serving report.
std::string regimeOf(const std::string& json) {
    Scenario sc;
    if (!test::parse(json, sc))
        return "?";
    const Report r = evaluate(sc);
    return r.serving ? r.serving->agreement.regime : "?";
}

} // namespace

class TestServingAgreement : public QObject {
    Q_OBJECT

private slots:
    void tableNamesEnginesAndFigures();
    void engineOnTheGenerationsItsRowsRan();
    void onlyLikeTheRows();
    void reportCarriesTheRanges();
};

// Every entry is "<engine>-<figure>" with a range that holds 1 and at least three runs behind it.
void TestServingAgreement::tableNamesEnginesAndFigures() {
    const std::set<std::string> engines{"vllm", "sglang", "trtllm"}, figures{"ttft", "tpot", "throughput"};
    QVERIFY(!servingAgreementTable().empty());
    for (const StepAgreement& a : servingAgreementTable()) {
        const std::size_t dash = a.regime.find('-');
        QVERIFY2(dash != std::string::npos, a.regime.c_str());
        QVERIFY2(engines.count(a.regime.substr(0, dash)) && figures.count(a.regime.substr(dash + 1)), a.regime.c_str());
        QVERIFY2(a.runs >= 3 && a.low > 0 && a.low <= a.high && !a.source.empty(), a.regime.c_str());
    }
}

// vLLM's rows ran on the A100, H100 and RTX 4090; SGLang's and TensorRT-LLM's on A100 and Hopper
// cards: a generation none of an engine's rows ran on gets nothing.
void TestServingAgreement::engineOnTheGenerationsItsRowsRan() {
    QCOMPARE(regimeOf(served("vllm", "h100-sxm")), std::string("vllm"));
    QCOMPARE(regimeOf(served("vllm", "a100-80gb")), std::string("vllm"));
    QCOMPARE(regimeOf(served("vllm", "rtx-4090")), std::string("vllm"));
    QCOMPARE(regimeOf(served("sglang", "h200")), std::string("sglang"));
    QCOMPARE(regimeOf(served("trtllm", "a100-40gb")), std::string("trtllm"));
    QCOMPARE(regimeOf(served("sglang", "rtx-4090")), std::string());
    QCOMPARE(regimeOf(served("trtllm", "b200")), std::string());
    QCOMPARE(regimeOf(served("vllm", "mi300x")), std::string());
    QCOMPARE(regimeOf(served("vllm", "l4")), std::string("vllm")); // Ada, as the RTX 4090
    QCOMPARE(regimeOf(served("vllm", "a10g")), std::string());     // Ampere's 8.6, no row
}

// The rows are dense models on one pipeline stage in 16 bits or FP8, without a draft or separate
// prefill and decode pools: anything else is not what they measured.
void TestServingAgreement::onlyLikeTheRows() {
    QCOMPARE(regimeOf(served("vllm", "h100-sxm", R"(, "speculative": {"draft_tokens": 3, "acceptance": 0.7})")),
             std::string());
    QCOMPARE(regimeOf(served("vllm", "h100-sxm", "", "Mixtral-8x7B-v0.1", 2, R"(, "tp": 2)")), std::string()); // MoE
    QCOMPARE(regimeOf(served("vllm", "h100-sxm", "", "llama3-8b", 2, R"(, "pp": 2)")), std::string());
    QCOMPARE(regimeOf(served("vllm", "h100-sxm", "", "llama3-8b", 2, R"(, "tp": 2)")), std::string("vllm"));
    ROOFLAB_SCENARIO(int4, served("vllm", "h100-sxm"));
    int4.inference.weightsDtype = DType::INT4;
    QCOMPARE(servingAgreementRegime(int4, false), std::string_view());
    ROOFLAB_SCENARIO(plain, served("vllm", "h100-sxm"));
    QCOMPARE(servingAgreementRegime(plain, false), std::string_view("vllm"));
    QCOMPARE(servingAgreementRegime(plain, true), std::string_view()); // calibrated on the user's GPU
}

// The report holds each figure's range as the table gives it; the JSON and the text say them.
void TestServingAgreement::reportCarriesTheRanges() {
    ROOFLAB_SCENARIO(sc, served("trtllm", "h100-sxm"));
    const Report r = evaluate(sc);
    QVERIFY(r.serving);
    const ServingAgreement& a = r.serving->agreement;
    QCOMPARE(a.regime, std::string("trtllm"));
    for (const StepAgreement* figure : {&a.ttft, &a.tpot, &a.throughput}) {
        QVERIFY(figure->known());
        QCOMPARE(figure->regime.rfind("trtllm-", 0), std::size_t(0));
    }
    QCOMPARE(a.tpot.regime, std::string("trtllm-tpot"));
    const std::string json = reportToJson(sc, r);
    QVERIFY(json.find("\"agreement\"") != std::string::npos);
    QVERIFY(json.find("\"measured_over_predicted\"") != std::string::npos);
    const std::string text = reportToText(sc, r);
    QVERIFY2(text.find("published runs of this kind (TensorRT-LLM on A100, H100 and H200)") != std::string::npos,
             text.c_str());
    // A kind no run was compared with says so instead.
    ROOFLAB_SCENARIO(blackwell, served("trtllm", "b200"));
    QVERIFY(reportToText(blackwell, evaluate(blackwell)).find("no published run of this kind has been compared") !=
            std::string::npos);
}

QTEST_APPLESS_MAIN(TestServingAgreement)
#include "tst_servingagreement.moc"
