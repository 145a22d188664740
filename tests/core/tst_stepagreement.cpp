// Which kind of compared run a scenario is (core/model/stepagreement.h), and the range the report
// gives for it: transformers on one H100 or H200, Megatron-LM's dense GPT on A100s, the framework
// profiles on the GPU generations of validation/published-runs.json's strata; none for
// everything no real run was compared with. The ranges themselves are checked against the runs
// by validation/step_agreement.py, tst_publishedsteps and tst_publishedruns.
#include "core/evaluate.h"
#include "core/io/reportio.h"
#include "core/model/stepagreement.h"

#include "scenariohelpers.h"

#include <QTest>

#include <cstdio>
#include <string>

using namespace rooflab;

namespace {

std::string scenario(const char* implementation, const char* gpu, int gpus, const char* extra = "",
                     const char* precision = "bf16-mixed", const char* model = R"("preset":"llama2-7b")") {
    return std::string(R"({"version":1,"model":{)") + model + R"(},"precision":")" + precision +
           R"(","training":{"micro_batch":1,"seq_len":2048,"implementation":")" + implementation +
           R"("},"parallel":{"gpus":)" + std::to_string(gpus) + R"(},"hardware":{"gpu":")" + gpu + "\"}" + extra + "}";
}

std::string regimeOf(const std::string& json) {
    const ScenarioParseResult parsed = parseScenario(json);
    if (!parsed.ok)
        return "(rejected: " + parsed.errors.front() + ")";
    return evaluate(parsed.scenario).step.agreement.regime;
}

} // namespace

class TestStepAgreement : public QObject {
    Q_OBJECT

private slots:
    // The built-in table: the two measured regimes and validation/published-runs.json's seven
    // framework x generation strata beside Megatron-LM on A100, its mixture-of-experts stratum
    // among them (tst_publishedruns checks their ranges against the rows).
    void builtinTable() {
        const std::vector<StepAgreement>& table = stepAgreementTable();
        QCOMPARE(int(table.size()), 9);
        for (const StepAgreement& a : table) {
            QVERIFY(a.runs > 0);
            QVERIFY(a.low > 0 && a.low <= a.high);
            QVERIFY(!a.source.empty());
            QVERIFY(std::string(stepAgreementLabel(a.regime)).size() > 0);
        }
    }

    // A broken table is refused with the key named.
    void brokenTable() {
        std::vector<StepAgreement> out;
        std::string error;
        QVERIFY(!parseStepAgreement(
            R"({"version":1,"regimes":[{"id":"x","runs":3,"measured_over_predicted_low":1.2,"measured_over_predicted_high":1.1}]})",
            out, error));
        QVERIFY2(error.find("measured_over_predicted_low") != std::string::npos, error.c_str());
        QVERIFY(!parseStepAgreement(R"({"version":1,"regimes":[{"id":"x","runs":3}]})", out, error));
        QVERIFY2(error.find("measured_over_predicted_high") != std::string::npos, error.c_str());
        QVERIFY(!parseStepAgreement("[1]", out, error));
        QVERIFY(out.empty());
    }

    void regimes_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("regime");
        const QString hopper = QStringLiteral("pytorch-one-hopper-gpu"), a100 = QStringLiteral("megatron-a100");
        auto add = [](const char* name, const std::string& json, const QString& regime) {
            QTest::newRow(name) << QString::fromStdString(json) << regime;
        };
        add("transformers, one H100", scenario("pytorch-sdpa", "h100-sxm", 1), hopper);
        add("transformers eager, one H200", scenario("pytorch-eager", "h200", 1), hopper);
        add("transformers, fp32", scenario("pytorch-sdpa", "h100-sxm", 1, "", "fp32"), hopper);
        add("peft LoRA", scenario("pytorch-sdpa", "h100-sxm", 1, R"(,"finetune":{"method":"lora"})"), hopper);
        add("QLoRA: not compared", scenario("pytorch-sdpa", "h100-sxm", 1, R"(,"finetune":{"method":"qlora"})"), {});
        add("two GPUs: not compared", scenario("pytorch-sdpa", "h100-sxm", 2), {});
        add("an A100: not compared", scenario("pytorch-sdpa", "a100-80gb", 1), {});
        add("Megatron on A100s", scenario("megatron", "a100-80gb", 64), a100);
        add("Megatron fp16 on one A100", scenario("megatron", "a100-80gb", 1, "", "fp16-mixed"), a100);
        add("Megatron on H100s: not compared", scenario("megatron", "h100-sxm", 64), {});
        add("Megatron fp32: not compared", scenario("megatron", "a100-80gb", 64, "", "fp32"), {});
        add("Megatron FP8 on H100s: not compared", scenario("megatron", "h100-sxm", 64, "", "fp8-mixed"), {});
        add("MoE: not compared",
            scenario("megatron", "a100-80gb", 64, "", "bf16-mixed", R"("preset":"Mixtral-8x7B-v0.1")"), {});
        add("MoE on one H100: not compared",
            scenario("pytorch-sdpa", "h100-sxm", 1, "", "bf16-mixed", R"("preset":"Qwen1.5-MoE-A2.7B")"), {});
        add("Megatron-Core on H100s", scenario("megatron-core", "h100-sxm", 64), "megatron-core-hopper");
        add("Megatron-Core FP8 on H200s", scenario("megatron-core", "h200", 64, "", "fp8-mixed"),
            "megatron-core-hopper");
        add("Megatron-Core on A100s: not compared", scenario("megatron-core", "a100-80gb", 64), {});
        add("Megatron-Core on B200s", scenario("megatron-core", "b200", 64), "megatron-core-blackwell");
        add("Megatron-Core FP8 on GB200s", scenario("megatron-core", "gb200", 64, "", "fp8-mixed"),
            "megatron-core-blackwell");
        add("torchtitan on B200s: not compared", scenario("torchtitan", "b200", 64), {});
        add("Megatron-Core LoRA: not compared",
            scenario("megatron-core", "h100-sxm", 8, R"(,"finetune":{"method":"lora"})"), {});
        add("Megatron-Core MoE on H100s",
            scenario("megatron-core", "h100-sxm", 64, "", "bf16-mixed", R"("preset":"Mixtral-8x7B-v0.1")"),
            "megatron-core-moe-hopper");
        add("Megatron-Core MoE on B200s: not compared",
            scenario("megatron-core", "b200", 64, "", "bf16-mixed", R"("preset":"Mixtral-8x7B-v0.1")"), {});
        add("torchtitan MoE on H100s: not compared",
            scenario("torchtitan", "h100-sxm", 64, "", "bf16-mixed", R"("preset":"Mixtral-8x7B-v0.1")"), {});
        add("Megatron-Core MoE LoRA: not compared",
            scenario("megatron-core", "h100-sxm", 64, R"(,"finetune":{"method":"lora"})", "bf16-mixed",
                     R"("preset":"Mixtral-8x7B-v0.1")"),
            {});
        add("torchtitan on H100s", scenario("torchtitan", "h100-sxm", 64), "torchtitan-hopper");
        add("torchtitan on A100s: not compared", scenario("torchtitan", "a100-80gb", 64), {});
        add("LLM Foundry on H100s", scenario("llm-foundry", "h100-sxm", 8), "llm-foundry-hopper");
        add("LLM Foundry on A100 40GB", scenario("llm-foundry", "a100-40gb", 8), "llm-foundry-ampere");
        add("DeepSpeed on A100s", scenario("deepspeed", "a100-80gb", 64), "deepspeed-ampere");
        add("DeepSpeed on H100s: not compared", scenario("deepspeed", "h100-sxm", 64), {});
        add("serving: none", scenario("pytorch-sdpa", "h100-sxm", 1, R"(,"phase":"decode")"), {});
    }
    void regimes() {
        QFETCH(QString, json);
        QFETCH(QString, regime);
        QCOMPARE(QString::fromStdString(regimeOf(json.toStdString())), regime);
    }

    // Efficiencies measured on the user's GPU are not what the runs were compared with; the
    // JSON report gives the range, or nothing.
    void measuredEfficienciesAndJson() {
        ROOFLAB_SCENARIO(sc, scenario("pytorch-sdpa", "h100-sxm", 1));
        QCOMPARE(std::string(stepAgreementRegime(sc, true)), std::string());
        const StepAgreement a = stepAgreement(sc, false);
        QVERIFY(a.known());
        const Report r = evaluate(sc);
        const std::string json = reportToJson(sc, r);
        QVERIFY2(json.find("\"regime\": \"pytorch-one-hopper-gpu\"") != std::string::npos, json.c_str());
        ROOFLAB_SCENARIO(none, scenario("megatron", "h100-sxm", 64));
        QVERIFY(reportToJson(none, evaluate(none)).find("\"agreement\"") == std::string::npos);
    }

    // rooflab-calc's text says the same: the range and its runs, or that none was compared, or
    // that the runs were compared with the published efficiencies.
    void text() {
        ROOFLAB_SCENARIO(sc, scenario("pytorch-sdpa", "h100-sxm", 1));
        const Report r = evaluate(sc);
        char expected[160];
        std::snprintf(expected, sizeof expected,
                      "real runs of this kind (transformers training on one H100 or H200, %d compared) took %.2f-%.2fx",
                      r.step.agreement.runs, r.step.agreement.low, r.step.agreement.high);
        const std::string text = reportToText(sc, r);
        QVERIFY2(text.find(expected) != std::string::npos, text.c_str());
        ROOFLAB_SCENARIO(none, scenario("megatron", "h100-sxm", 64));
        QVERIFY(reportToText(none, evaluate(none)).find("no real run of this kind") != std::string::npos);
        ROOFLAB_SCENARIO(mcore, scenario("megatron-core", "h100-sxm", 64));
        const Report m = evaluate(mcore);
        std::snprintf(expected, sizeof expected,
                      "real runs of this kind (published Megatron-Core runs on H100, %d compared) took %.2f-%.2fx",
                      m.step.agreement.runs, m.step.agreement.low, m.step.agreement.high);
        QVERIFY2(reportToText(mcore, m).find(expected) != std::string::npos, expected);
        Report measured = r;
        measured.step.efficiencyMeasured = true;
        measured.step.agreement = {};
        QVERIFY(reportToText(sc, measured).find("compared with the published efficiencies") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestStepAgreement)
#include "tst_stepagreement.moc"
