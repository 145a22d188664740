// The model's context limit (issue 15, honest labels): a learned position table has no row past
// its last, so longer sequences are refused; a rotary model's trained context is warned about;
// the serving answers never exceed it; Hugging Face configs give it as vLLM derives
// max_model_len (config/model.py, _get_and_verify_max_len).
#include "core/evaluate.h"
#include "core/io/hfconfig.h"
#include "core/memory/inferencememory.h"
#include "scenariohelpers.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <string>

using namespace rooflab;
using json = nlohmann::json;

namespace {

std::string joinedWarnings(const Report& r) {
    return test::joined(r.warnings);
}

// A Llama-style config.json with the context fields given.
int hfContext(const json& contextFields) {
    json config = {{"model_type", "llama"},    {"hidden_size", 512},        {"num_hidden_layers", 2},
                   {"num_attention_heads", 8}, {"intermediate_size", 1024}, {"vocab_size", 1000}};
    config.update(contextFields);
    const HfConfigResult read = readHfConfig(config, "config.json");
    return read.ok ? read.arch.maxContext : -1;
}

} // namespace

class TestContextLimit : public QObject {
    Q_OBJECT

private slots:
    // GPT-2's 1,024 learned positions: 4,096 tokens cannot run, in training or in serving.
    void learnedPositionsAreAHardLimit() {
        const ScenarioParseResult train =
            parseScenario(R"({"version":1,"model":{"preset":"gpt2-124m"},"training":{"seq_len":4096}})");
        QVERIFY(!train.ok);
        const std::string errors = test::joined(train.errors);
        QVERIFY2(errors.find("training.seq_len") != std::string::npos && errors.find("1024") != std::string::npos,
                 errors.c_str());
        const ScenarioParseResult serve =
            parseScenario(R"({"version":1,"model":{"preset":"gpt2-124m"},"inference":{"context":2048}})");
        QVERIFY(!serve.ok);
        QVERIFY(test::joined(serve.errors).find("inference.context") != std::string::npos);
        // At the limit it runs.
        ROOFLAB_SCENARIO(at, R"({"version":1,"model":{"preset":"gpt2-124m"},"training":{"seq_len":1024},
                                 "inference":{"context":1024}})");
        QVERIFY(validateScenario(at).empty());
    }

    // Lengths a file leaves unset start at the model's limit instead of the default 4,096 (which
    // would be an error); lengths it sets are kept and judged.
    void unsetLengthsFitTheModel() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"preset":"gpt2-124m"}})");
        QCOMPARE(sc.training.seqLen, 1024);
        QCOMPARE(sc.inference.context, 1024);
        ROOFLAB_SCENARIO(shorter, R"({"version":1,"model":{"preset":"gpt2-124m"},"training":{"seq_len":512}})");
        QCOMPARE(shorter.training.seqLen, 512);
        // A rotary model keeps the defaults (its limit is not hard).
        ROOFLAB_SCENARIO(llama, R"({"version":1,"model":{"preset":"llama2-7b"}})");
        QCOMPARE(llama.training.seqLen, 4096);
    }

    // A model chosen in the window keeps a valid scenario: the lengths shrink to its table.
    void choosingAModelShortensTheLengths() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"preset":"llama2-7b"},"training":{"seq_len":8192},
                                 "inference":{"context":8192}})");
        ROOFLAB_SCENARIO(gpt2, R"({"version":1,"model":{"preset":"gpt2-124m"}})");
        sc.model = gpt2.model;
        fitLengthsToLearnedPositions(sc);
        QCOMPARE(sc.training.seqLen, 1024);
        QCOMPARE(sc.inference.context, 1024);
        QVERIFY(validateScenario(sc).empty());
    }

    // Past a rotary model's trained context the positions exist but were never trained: a
    // warning, and the numbers are still computed.
    void trainedContextIsAWarning() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"preset":"llama2-7b"},"training":{"seq_len":8192},
                                 "inference":{"context":16384}})");
        const Report r = evaluate(sc);
        const std::string warnings = joinedWarnings(r);
        QVERIFY2(warnings.find("training.seq_len") != std::string::npos && warnings.find("4096") != std::string::npos,
                 warnings.c_str());
        QVERIFY(warnings.find("inference.context") != std::string::npos);
        QVERIFY(r.memory.total > 0);
        ROOFLAB_SCENARIO(within, R"({"version":1,"model":{"preset":"llama2-7b"},"training":{"seq_len":4096}})");
        QVERIFY(joinedWarnings(evaluate(within)).find("trained for") == std::string::npos);
    }

    // The longest context that fits is at most the model's (vLLM caps max_model_len there); a
    // size-only model has no limit and is bounded by memory alone.
    void servingAnswersStayWithinTheModel() {
        ROOFLAB_SCENARIO(llama,
                         R"({"version":1,"model":{"preset":"llama2-7b"},"inference":{"batch":1,"context":1024}})");
        const InferenceMemory m = computeInferenceMemory(llama);
        QCOMPARE(m.contextLimit, 4096);
        QCOMPARE(m.maxContext, 4096); // memory alone would allow ~100k tokens on an H100
        ROOFLAB_SCENARIO(sized, R"({"version":1,"model":{"params":7e9},"inference":{"batch":1,"context":1024}})");
        const InferenceMemory free = computeInferenceMemory(sized);
        QCOMPARE(free.contextLimit, 0);
        QVERIFY(free.maxContext > 4096);
    }

    // Hugging Face configs: the context as vLLM derives max_model_len.
    void hfConfigContext_data() {
        QTest::addColumn<std::string>("fields");
        QTest::addColumn<int>("limit");
        QTest::newRow("max_position_embeddings") << std::string(R"({"max_position_embeddings":4096})") << 4096;
        QTest::newRow("none") << std::string("{}") << 0;
        // Llama 3.1's own scaling is already in max_position_embeddings.
        QTest::newRow("llama3 RoPE") << std::string(R"({"max_position_embeddings":131072,
            "rope_scaling":{"rope_type":"llama3","factor":8.0,"original_max_position_embeddings":8192}})")
                                     << 131072;
        QTest::newRow("linear RoPE x 2") << std::string(R"({"max_position_embeddings":4096,
            "rope_scaling":{"type":"linear","factor":2.0}})")
                                         << 8192;
        // YaRN scales the original context (Qwen2.5's long-context recipe: 32,768 x 4).
        QTest::newRow("YaRN x 4") << std::string(R"({"max_position_embeddings":32768,
            "rope_scaling":{"type":"yarn","factor":4.0,"original_max_position_embeddings":32768}})")
                                  << 131072;
    }
    void hfConfigContext() {
        QFETCH(std::string, fields);
        QFETCH(int, limit);
        QCOMPARE(hfContext(json::parse(fields)), limit);
    }

    // OPT's learned table has two offset rows more than its context: the limit is the context.
    void optOffsetRows() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"opt-125m"})");
        QCOMPARE(sc.model.arch.learnedPositions, 2050);
        QCOMPARE(contextLimit(sc.model.arch), 2048);
        QVERIFY(contextLimitIsHard(sc.model.arch));
        ROOFLAB_SCENARIO(gpt2, R"({"version":1,"model":"gpt2"})");
        QCOMPARE(contextLimit(gpt2.model.arch), 1024);
    }
};

QTEST_APPLESS_MAIN(TestContextLimit)
#include "tst_contextlimit.moc"
