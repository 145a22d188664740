// Bad input: every malformed or absurd scenario gets a clear message naming the problem, and
// every accepted one produces finite numbers (no NaN, no inf) in the report.
#include "core/evaluate.h"
#include "core/io/reportio.h"
#include "core/io/scenarioio.h"
#include "scenariohelpers.h"

#include <QTest>
#include <nlohmann/json.hpp>

#include <cmath>

using namespace rooflab;

namespace {

// Walks a JSON document and reports the path of the first non-finite or null number.
std::string firstNonFinite(const nlohmann::json& value, const std::string& path) {
    if (value.is_null())
        return path;
    if (value.is_number_float() && !std::isfinite(value.get<double>()))
        return path;
    if (value.is_object())
        for (const auto& item : value.items())
            if (auto bad = firstNonFinite(item.value(), path + "." + item.key()); !bad.empty())
                return bad;
    if (value.is_array())
        for (std::size_t i = 0; i < value.size(); ++i)
            if (auto bad = firstNonFinite(value[i], path + "[" + std::to_string(i) + "]"); !bad.empty())
                return bad;
    return {};
}

// Free memory, the fit verdict's margin and its room: capacity less a total, negative by meaning
// when the total is over.
bool signedByMeaning(const std::string& path) {
    return path.find("free") != std::string::npos || path.find(".margin") != std::string::npos ||
           path.find(".band.room") != std::string::npos;
}

// The first number below zero, except those that are signed by meaning.
std::string firstNegative(const nlohmann::json& value, const std::string& path) {
    if (value.is_number() && value.get<double>() < 0 && !signedByMeaning(path))
        return path + " = " + value.dump();
    if (value.is_object())
        for (const auto& item : value.items())
            if (auto bad = firstNegative(item.value(), path + "." + item.key()); !bad.empty())
                return bad;
    if (value.is_array())
        for (std::size_t i = 0; i < value.size(); ++i)
            if (auto bad = firstNegative(value[i], path + "[" + std::to_string(i) + "]"); !bad.empty())
                return bad;
    return {};
}

} // namespace

class TestBadInput : public QObject {
    Q_OBJECT

private slots:
    void rejected_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        QTest::addRow("truncated") << R"({"version":1,"model":{"params":)"
                                   << "not valid JSON";
        QTest::addRow("empty") << ""
                               << "not valid JSON";
        QTest::addRow("array at top") << "[1,2]"
                                      << "expected a JSON object at the top level";
        QTest::addRow("string for integer") << R"({"version":1,"training":{"micro_batch":"eight"}})"
                                            << "training.micro_batch: expected an integer, got \"eight\"";
        QTest::addRow("fractional batch") << R"({"version":1,"training":{"micro_batch":2.5}})"
                                          << "training.micro_batch: expected an integer";
        QTest::addRow("zero batch") << R"({"version":1,"training":{"micro_batch":0}})"
                                    << "training.micro_batch: must be between 1";
        QTest::addRow("negative sequence") << R"({"version":1,"training":{"seq_len":-5}})"
                                           << "training.seq_len: must be between 1";
        QTest::addRow("zero GPUs") << R"({"version":1,"parallel":{"gpus":0}})"
                                   << "parallel.gpus: must be between 1";
        QTest::addRow("fewer GPUs than tp x pp") << R"({"version":1,"parallel":{"gpus":4,"tp":8}})"
                                                 << "parallel.gpus: must be at least tp x pp = 8, got 4";
        QTest::addRow("ZeRO 4") << R"({"version":1,"parallel":{"zero":4}})"
                                << "parallel.zero: must be between 0 and 3";
        QTest::addRow("MFU 0") << R"({"version":1,"run":{"mfu":0}})"
                               << "run.mfu: must be between";
        QTest::addRow("MFU 2") << R"({"version":1,"run":{"mfu":2}})"
                               << "run.mfu: must be between";
        QTest::addRow("1e16 parameters") << R"({"version":1,"model":{"params":1e16}})"
                                         << "model.params: must be between";
        QTest::addRow("negative parameters") << R"({"version":1,"model":{"params":-7e9}})"
                                             << "model.params: must be between";
        QTest::addRow("unknown preset") << R"({"version":1,"model":"gpt-5"})"
                                        << "model: unknown preset \"gpt-5\"";
        QTest::addRow("unknown optimizer") << R"({"version":1,"optimizer":"adamx"})"
                                           << "optimizer: unknown value \"adamx\"";
        QTest::addRow("unknown GPU") << R"({"version":1,"hardware":{"gpu":"h900"}})"
                                     << "hardware.gpu: unknown GPU \"h900\"";
        QTest::addRow("kv heads not dividing") << R"({"version":1,"model":{"preset":"llama2-7b","kv_heads":5}})"
                                               << "model.kv_heads: must divide heads";
        QTest::addRow("zero layers") << R"({"version":1,"model":{"preset":"llama2-7b","layers":0}})"
                                     << "model.layers: must be between 1";
        QTest::addRow("params with preset") << R"({"version":1,"model":{"preset":"llama2-7b","params":7e9}})"
                                            << "model.params: give either a preset or a size-only parameter count";
        QTest::addRow("wrong type object") << R"({"version":1,"parallel":8})"
                                           << "parallel: expected an object, got 8";
        QTest::addRow("pipeline deeper than the model")
            << R"({"version":1,"model":"gpt2-124m","parallel":{"gpus":16,"pp":16}})"
            << "parallel.pp: cannot exceed the model's 12 layers";
        QTest::addRow("dtype typo") << R"({"version":1,"inference":{"kv_dtype":"fp9"}})"
                                    << "inference.kv_dtype: unknown value \"fp9\"";
        QTest::addRow("no bf16 on V100") << R"({"version":1,"hardware":{"gpu":"v100-32gb"}})"
                                         << "has no BF16 peak";
        QTest::addRow("NaN-like string") << R"({"version":1,"run":{"mfu":"NaN"}})"
                                         << "run.mfu: expected a number";
        // nlohmann throws out_of_range, not parse_error, for a number beyond a double: it used to
        // abort every front end.
        // Each field within its limit, the product 2.7e19 parameters: it overflowed int64 in
        // countParameters (undefined behaviour) before anything could refuse it.
        QTest::addRow("every architecture field near its maximum")
            << R"({"version":1,"model":{"layers":100000,"d_model":1000000,"heads":1000,"kv_heads":1000,"head_dim":65536,)"
               R"("d_ff":4000000,"vocab":1000000}})"
            << "model.layers: this shape has 2.7e+19 parameters; at most 9.0e15 are supported";
        QTest::addRow("master copy of no dtype")
            << R"({"version":1,"precision":{"preset":"custom","master_weights":"fp7"}})"
            << "precision.master_weights: expected a dtype or \"none\", got \"fp7\"";
        // A value echoed in a message is cut short: a 10,000-character preset name is not repeated.
        QTest::addRow("long unknown preset")
            << (R"({"version":1,"model":")" + std::string(10000, 'x') + R"("})").c_str()
            << "model: unknown preset \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...\"";
        QTest::addRow("number beyond a double") << R"({"version":1,"training":{"micro_batch":1e400}})"
                                                << "not valid JSON: number overflow parsing '1e400'";
    }
    // Hundreds of mistakes (unknown fields of a custom GPU are errors) give 12 and a count.
    void manyProblemsAreCounted() {
        std::string fields;
        for (int i = 0; i < 40; ++i)
            fields += ",\"bogus" + std::to_string(i) + "\":1";
        const ScenarioParseResult r = parseScenario(
            R"({"version":1,"hardware":{"custom":{"name":"x","memory_gb":80,"bandwidth_tbs":3,"peak_tflops":{"bf16":900})" +
            fields + "}}}");
        QVERIFY(!r.ok);
        QCOMPARE(r.errors.size(), std::size_t(13));
        QCOMPARE(r.errors.back(), std::string("... and 28 more problems"));
    }
    void rejected() {
        QFETCH(QString, json);
        QFETCH(QString, message);
        const ScenarioParseResult r = parseScenario(json.toStdString());
        QVERIFY(!r.ok);
        const std::string all = test::joined(r.errors);
        QVERIFY2(all.find(message.toStdString()) != std::string::npos, all.c_str());
    }

    // Absurd but valid: a clearly labelled result with finite numbers everywhere.
    void absurdButFinite_data() {
        QTest::addColumn<QString>("json");
        QTest::addRow("1e15 parameters") << R"({"version":1,"model":{"params":1e15},"training":{"tokens":1e15}})";
        QTest::addRow("10M tokens of context")
            << R"({"version":1,"model":"llama3-8b","training":{"seq_len":10000000},"inference":{"context":10000000}})";
        QTest::addRow("tiny model") << R"({"version":1,"model":{"params":1e5}})";
        QTest::addRow("16384 GPUs")
            << R"({"version":1,"model":"llama3-405b","parallel":{"gpus":16384,"zero":3,"tp":8,"pp":16}})";
        QTest::addRow("no flash, long sequence")
            << R"({"version":1,"training":{"flash_attention":false,"seq_len":1000000}})";
        QTest::addRow("zero tokens") << R"({"version":1,"training":{"tokens":0}})";
        QTest::addRow("batch 1M") << R"({"version":1,"training":{"micro_batch":1048576}})";
        // 4096 experts, one per GPU of a stage, over 1M GPUs with a capacity factor of 64.
        QTest::addRow("4096-way expert parallelism")
            << R"({"version":1,"model":{"layers":4,"d_model":1024,"heads":8,"d_ff":512,"vocab":1000,"experts":4096,"top_k":4096},)"
               R"("training":{"moe_capacity_factor":64,"seq_len":65536},"parallel":{"gpus":1048576,"pp":4,"ep":4096,"zero":3}})";
        // Activations beyond 2^63 bytes (6e26) used to be written as int64's minimum: negative.
        QTest::addRow("1M sequences of 10M tokens without FlashAttention")
            << R"({"version":1,"model":{"params":1e15},"training":{"micro_batch":1048576,"seq_len":10000000,"flash_attention":false}})";
    }
    void absurdButFinite() {
        QFETCH(QString, json);
        ROOFLAB_SCENARIO(sc, json.toStdString());
        const Report r = evaluate(sc);
        const auto report = nlohmann::json::parse(reportToJson(sc, r));
        const std::string bad = firstNonFinite(report, "report");
        QVERIFY2(bad.empty(), bad.c_str());
        const std::string negative = firstNegative(report, "report");
        QVERIFY2(negative.empty(), negative.c_str());
        QVERIFY(r.memory.total > 0);
    }
};

QTEST_APPLESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
