// Scenario files: reading, writing, warnings and errors that name the field.
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "scenariohelpers.h"

#include <QTest>

using namespace rooflab;

namespace {

bool anyContains(const std::vector<std::string>& lines, const std::string& needle) {
    for (const auto& line : lines)
        if (line.find(needle) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestScenarioIo : public QObject {
    Q_OBJECT

private slots:
    void masterWeightsTakeAliases();
    void defaultsForMissingKeys() {
        const ScenarioParseResult r = parseScenario(R"({"version":1})");
        QVERIFY(r.ok);
        QVERIFY(r.warnings.empty());
        QCOMPARE(r.scenario.model.presetId, std::string("llama2-7b"));
        QCOMPARE(r.scenario.gpu.id, std::string("h100-sxm"));
        QCOMPARE(r.scenario.optimizer, Optimizer::AdamW);
    }

    void missingVersionWarns() {
        const ScenarioParseResult r = parseScenario(R"({"optimizer":"sgd"})");
        QVERIFY(r.ok);
        QVERIFY(anyContains(r.warnings, "version"));
        QCOMPARE(r.scenario.optimizer, Optimizer::SGD);
    }

    void newerVersionIsAnError() {
        const ScenarioParseResult r = parseScenario(R"({"version":99})");
        QVERIFY(!r.ok);
        QVERIFY(anyContains(r.errors, "version: this RoofLab reads scenario version 1, the file is version 99"));
    }

    void unknownKeysWarnWithTheirPath() {
        const ScenarioParseResult r = parseScenario(R"({"version":1,"training":{"micro_btach":8},"colour":"red"})");
        QVERIFY(r.ok);
        QVERIFY(anyContains(r.warnings, "training.micro_btach: unknown key (ignored)"));
        QVERIFY(anyContains(r.warnings, "colour: unknown key (ignored)"));
    }

    void presetWithOverrides() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"preset":"llama2-7b","layers":16}})");
        QCOMPARE(sc.model.arch.layers, 16);
        QCOMPARE(sc.model.arch.dModel, 4096);
        QCOMPARE(sc.model.presetId, std::string("llama2-7b"));
    }

    void explicitArchitecture() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"layers":2,"d_model":256,"heads":4,"d_ff":1024,"vocab":512}})");
        QCOMPARE(sc.model.arch.kvHeads, 4);  // defaults to heads
        QCOMPARE(sc.model.arch.headDim, 64); // d_model / heads
        QCOMPARE(sc.model.sizeOnlyParams, 0.0);
    }

    void sizeOnlyModel() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"params":7e9}})");
        QCOMPARE(effectiveParameterCount(sc), 7e9);
        // The derived shape: d_model = 128 x layers, head_dim 128.
        QCOMPARE(sc.model.arch.dModel, 128 * sc.model.arch.layers);
        QCOMPARE(sc.model.arch.headDim, 128);
        const double shapeCount = double(countParameters(sc.model.arch).total);
        QVERIFY2(shapeCount > 0.85 * 7e9 && shapeCount < 1.15 * 7e9, qPrintable(QString::number(shapeCount)));
    }

    void customGpu() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"hardware":{"custom":{"name":"Lab card","memory_gb":24,
                               "bandwidth_tbs":1.0,"peak_tflops":{"bf16":100,"fp32":50}}}})");
        QVERIFY(sc.customGpu);
        QCOMPARE(sc.gpu.name, std::string("Lab card"));
        QCOMPARE(sc.gpu.memoryBytes, 24e9);
        QCOMPARE(sc.gpu.bandwidth, 1e12);
        QCOMPARE(sc.gpu.peak(DType::BF16), 100e12);
        QCOMPARE(sc.gpu.matmulLibraryScale, 1.0);
        // A card whose matrix library reaches less of its peak than cuBLAS on an H100 says so,
        // and the saved scenario keeps it; 0 is refused by name.
        ROOFLAB_SCENARIO(amd, R"({"version":1,"hardware":{"custom":{"name":"Lab AMD","memory_gb":192,
                                "bandwidth_tbs":5.3,"peak_tflops":{"bf16":1300},"matmul_library_scale":0.64}}})");
        QCOMPARE(amd.gpu.matmulLibraryScale, 0.64);
        const ScenarioParseResult again = parseScenario(serializeScenario(amd));
        QVERIFY(again.ok);
        QCOMPARE(again.scenario.gpu.matmulLibraryScale, 0.64);
        const ScenarioParseResult zero =
            parseScenario(R"({"version":1,"hardware":{"custom":{"name":"x","memory_gb":24,"bandwidth_tbs":1,)"
                          R"("peak_tflops":{"bf16":1},"matmul_library_scale":0}}})");
        QVERIFY(!zero.ok);
        QVERIFY2(anyContains(zero.errors, "hardware.custom.matmul_library_scale"), test::joined(zero.errors).c_str());
    }

    void customGpuErrorsNameTheField() {
        const ScenarioParseResult r = parseScenario(
            R"({"version":1,"hardware":{"custom":{"name":"x","memory_gb":24,"bandwidth_tbs":-1,"peak_tflops":{"bf16":1}}}})");
        QVERIFY(!r.ok);
        QVERIFY2(anyContains(r.errors, "hardware.custom.bandwidth_tbs"), test::joined(r.errors).c_str());
    }

    // Whatever is saved reloads to the same scenario and the same report.
    void roundTrip_data() {
        QTest::addColumn<QString>("json");
        QTest::addRow("preset")
            << R"({"version":1,"model":"llama3-70b","parallel":{"gpus":64,"zero":3,"tp":8,"sequence_parallel":true}})";
        QTest::addRow("size-only")
            << R"({"version":1,"model":{"params":1.3e10},"precision":"fp8-mixed","optimizer":"lion"})";
        QTest::addRow("custom precision")
            << R"({"version":1,"precision":{"preset":"bf16-mixed","master_weights":"none","optimizer_states":"bf16"}})";
        QTest::addRow("custom gpu")
            << R"({"version":1,"hardware":{"custom":{"id":"lab","name":"Lab","memory_gb":48,"bandwidth_tbs":0.9,"peak_tflops":{"bf16":360}}},"phase":"decode"})";
        QTest::addRow("block")
            << R"({"version":1,"training":{"checkpointing":"block","recompute_num_layers":3,"grad_accum":8},"parallel":{"gpus":4,"pp":4,"virtual_stages":2}})";
        QTest::addRow("every-k")
            << R"({"version":1,"training":{"checkpointing":"every-k","checkpoint_every":4,"dropout":true,"flash_attention":false,"tokens":1e12},"run":{"mfu":0.35,"price_per_gpu_hour":2.5},"overhead_gib":0.5})";
        // The framework profiles, torch.compile and the reduction's dtype (a Megatron buffer's too).
        QTest::addRow("megatron-core")
            << R"({"version":1,"training":{"implementation":"megatron-core"},"precision":{"preset":"bf16-mixed","grad_reduce_dtype":"bf16"},"parallel":{"gpus":8,"zero":1}})";
        QTest::addRow("torchtitan compiled")
            << R"({"version":1,"training":{"implementation":"torchtitan","compile":true},"parallel":{"gpus":8,"zero":3}})";
        QTest::addRow("llm-foundry")
            << R"({"version":1,"model":"gpt2-355m","training":{"implementation":"llm-foundry","compile":false},"precision":"amp-bf16","parallel":{"gpus":8,"zero":3}})";
        QTest::addRow("deepspeed overlapped")
            << R"({"version":1,"training":{"implementation":"deepspeed","overlap_grad_reduce":true},"parallel":{"gpus":8,"zero":3}})";
        QTest::addRow("deepspeed")
            << R"({"version":1,"training":{"implementation":"deepspeed","loss":"eager"},"precision":{"preset":"bf16-mixed","grad_reduce_dtype":"fp32"},"parallel":{"gpus":8,"zero":1}})";
        // The frameworks' knobs (tst_frameworkknobs): written when set, read back the same.
        QTest::addRow("framework knobs")
            << R"({"version":1,"model":"llama3-8b","precision":{"preset":"bf16-mixed","compute":"fp8-e4m3","fp8_all_gather":true},"training":{"checkpointing":"op-selective","implementation":"pytorch-sdpa"},"parallel":{"gpus":16,"zero":3,"tp":2,"sequence_parallel":true,"tp_comm_overlap":true,"reshard_after_forward":"never"}})";
        QTest::addRow("packed documents")
            << R"({"version":1,"model":"llama3-8b","training":{"seq_len":8192,"packed_document_tokens":600,"implementation":"megatron-core"},"parallel":{"gpus":8,"zero":1}})";
    }
    void roundTrip() {
        QFETCH(QString, json);
        ROOFLAB_SCENARIO(first, json.toStdString());
        const std::string saved = serializeScenario(first);
        ROOFLAB_SCENARIO(second, saved);
        QCOMPARE(serializeScenario(second), saved);
        const Report a = evaluate(first), b = evaluate(second);
        QCOMPARE(a.memory.total, b.memory.total);
        QCOMPARE(a.roofline.stepTimeS, b.roofline.stepTimeS);
        QCOMPARE(a.flops.trainingTotal, b.flops.trainingTotal);
        QCOMPARE(a.step.timeS, b.step.timeS);
        // A saved file reads back without warnings.
        QVERIFY(parseScenario(saved).warnings.empty());
    }

    // training.packed_document_tokens: written only when set; a negative length is refused by name.
    void packedDocumentTokens() {
        ROOFLAB_SCENARIO(plain, R"({"version":1})");
        QVERIFY(serializeScenario(plain).find("packed_document_tokens") == std::string::npos);
        ROOFLAB_SCENARIO(set, R"({"version":1,"training":{"packed_document_tokens":700}})");
        QCOMPARE(set.training.packedDocumentTokens, std::int64_t(700));
        const ScenarioParseResult bad = parseScenario(R"({"version":1,"training":{"packed_document_tokens":-5}})");
        QVERIFY(!bad.ok);
        QVERIFY2(anyContains(bad.errors, "training.packed_document_tokens"), test::joined(bad.errors).c_str());
    }

    // The knobs are written only when set, by the names docs/scenario-format.md gives them.
    void frameworkKnobsAreWrittenWhenSet() {
        ROOFLAB_SCENARIO(plain, R"({"version":1,"parallel":{"gpus":8,"zero":3}})");
        const std::string quiet = serializeScenario(plain);
        for (const char* key : {"tp_comm_overlap", "reshard_after_forward", "fp8_all_gather", "op-selective"})
            QVERIFY2(quiet.find(key) == std::string::npos, key);
        Scenario set = plain;
        set.parallel.tpCommOverlap = true;
        set.parallel.reshardAfterForward = ReshardAfterForward::Always;
        set.precision.fp8AllGather = true;
        set.training.checkpointing = Checkpointing::OpSelective;
        const std::string saved = serializeScenario(set);
        for (const char* text : {"\"tp_comm_overlap\": true", "\"reshard_after_forward\": \"always\"",
                                 "\"fp8_all_gather\": true", "\"checkpointing\": \"op-selective\""})
            QVERIFY2(saved.find(text) != std::string::npos, (std::string(text) + " not in " + saved).c_str());
        ROOFLAB_SCENARIO(back, saved);
        QVERIFY(back.parallel.tpCommOverlap && back.precision.fp8AllGather);
        QCOMPARE(back.parallel.reshardAfterForward, ReshardAfterForward::Always);
        QCOMPARE(back.training.checkpointing, Checkpointing::OpSelective);
    }

    // Block checkpointing's layer count is written with "block" only, and reads back the same.
    void blockCheckpointingKeys() {
        ROOFLAB_SCENARIO(plain, R"({"version":1,"training":{"checkpointing":"full"}})");
        QVERIFY(serializeScenario(plain).find("recompute_num_layers") == std::string::npos);
        ROOFLAB_SCENARIO(block, R"({"version":1,"training":{"checkpointing":"block","recompute_num_layers":5}})");
        QCOMPARE(block.training.checkpointing, Checkpointing::Block);
        QCOMPARE(block.training.recomputeNumLayers, 5);
        const std::string saved = serializeScenario(block);
        for (const char* text : {"\"checkpointing\": \"block\"", "\"recompute_num_layers\": 5"})
            QVERIFY2(saved.find(text) != std::string::npos, (std::string(text) + " not in " + saved).c_str());
        ROOFLAB_SCENARIO(back, saved);
        QCOMPARE(back.training.checkpointing, Checkpointing::Block);
        QCOMPARE(back.training.recomputeNumLayers, 5);
    }

    // "block" needs at least one layer, takes a layer count in range, and is Megatron's only.
    void blockCheckpointingIsChecked_data() {
        QTest::addColumn<QString>("training");
        QTest::addColumn<QString>("message");
        QTest::addRow("no layer count") << R"("checkpointing":"block")"
                                        << "training.recompute_num_layers: must be at least 1";
        QTest::addRow("zero layers") << R"("checkpointing":"block","recompute_num_layers":0)"
                                     << "training.recompute_num_layers: must be at least 1";
        QTest::addRow("negative") << R"("checkpointing":"block","recompute_num_layers":-2)"
                                  << "training.recompute_num_layers";
        QTest::addRow("not an integer") << R"("checkpointing":"block","recompute_num_layers":2.5)"
                                        << "training.recompute_num_layers";
        QTest::addRow("torchtitan")
            << R"("checkpointing":"block","recompute_num_layers":2,"implementation":"torchtitan")"
            << "training.checkpointing: \"block\" is Megatron's";
        QTest::addRow("pytorch-sdpa")
            << R"("checkpointing":"block","recompute_num_layers":2,"implementation":"pytorch-sdpa")"
            << "training.checkpointing: \"block\" is Megatron's";
    }
    void blockCheckpointingIsChecked() {
        QFETCH(QString, training);
        QFETCH(QString, message);
        const ScenarioParseResult r = parseScenario(R"({"version":1,"training":{)" + training.toStdString() + "}}");
        QVERIFY(!r.ok);
        QVERIFY2(test::joined(r.errors).find(message.toStdString()) != std::string::npos,
                 test::joined(r.errors).c_str());
    }

    // Other modes ignore the layer count; Megatron's other implementations accept "block".
    void blockCheckpointingElsewhere_data() {
        QTest::addColumn<QString>("json");
        QTest::addRow("full ignores it")
            << R"({"version":1,"training":{"checkpointing":"full","recompute_num_layers":0}})";
        QTest::addRow("megatron-core")
            << R"({"version":1,"training":{"checkpointing":"block","recompute_num_layers":2,"implementation":"megatron-core"}})";
        QTest::addRow("deepspeed")
            << R"({"version":1,"training":{"checkpointing":"block","recompute_num_layers":2,"implementation":"deepspeed"}})";
    }
    void blockCheckpointingElsewhere() {
        QFETCH(QString, json);
        const ScenarioParseResult r = parseScenario(json.toStdString());
        QVERIFY2(r.ok, test::joined(r.errors).c_str());
    }

    // A misspelt policy is refused with the allowed values.
    void reshardPolicyIsChecked() {
        const ScenarioParseResult r =
            parseScenario(R"({"version":1,"parallel":{"gpus":8,"zero":3,"reshard_after_forward":"sometimes"}})");
        QVERIFY(!r.ok);
        QVERIFY2(test::joined(r.errors).find("default, always, never") != std::string::npos,
                 test::joined(r.errors).c_str());
    }

    void precisionObjectBecomesCustom() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"precision":{"preset":"bf16-mixed","optimizer_states":"bf16"}})");
        QCOMPARE(sc.precision.preset, PrecisionPreset::Custom);
        QCOMPARE(sc.precision.optimizerStates, DType::BF16);
        QVERIFY(sc.precision.masterWeights.has_value());
    }

    // A named mix is read as the file's implementation runs it, whatever the keys' order:
    // Megatron keeps fp32 gradients, PyTorch bf16; a file that says otherwise is custom and keeps
    // its dtypes; a saved Megatron bf16-mixed reads back as that preset.
    void gradientsFollowTheImplementation() {
        ROOFLAB_SCENARIO(megatron, R"({"version":1,"precision":"bf16-mixed"})");
        QCOMPARE(megatron.precision.gradients, DType::FP32);
        ROOFLAB_SCENARIO(pytorch,
                         R"({"version":1,"precision":"bf16-mixed","training":{"implementation":"pytorch-sdpa"}})");
        QCOMPARE(pytorch.precision.gradients, DType::BF16);
        QCOMPARE(pytorch.precision.preset, PrecisionPreset::BF16Mixed);
        ROOFLAB_SCENARIO(implicit, R"({"version":1,"training":{"implementation":"pytorch-eager"}})");
        QCOMPARE(implicit.precision.gradients, DType::BF16);
        ROOFLAB_SCENARIO(older, R"({"version":1,"precision":{"preset":"bf16-mixed","gradients":"bf16"}})");
        QCOMPARE(older.precision.preset, PrecisionPreset::Custom);
        QCOMPARE(older.precision.gradients, DType::BF16);
        ROOFLAB_SCENARIO(fp8, R"({"version":1,"precision":{"preset":"fp8-mixed","fp8_scaling":"tensorwise"}})");
        QCOMPARE(fp8.precision.preset, PrecisionPreset::FP8Mixed);
        QCOMPARE(fp8.precision.gradients, DType::FP32);
        const ScenarioParseResult again = parseScenario(serializeScenario(fp8));
        QVERIFY(again.ok);
        QCOMPARE(again.scenario.precision.preset, PrecisionPreset::FP8Mixed);
        QCOMPARE(again.scenario.precision.gradients, DType::FP32);
        QCOMPARE(again.scenario.precision.fp8Scaling, Fp8Scaling::Tensorwise);
    }
};

// docs/scenario-format.md: precision.master_weights also takes parseDType's aliases.
void TestScenarioIo::masterWeightsTakeAliases() {
    for (const char* alias : {"float32", "FP32", "fp32"}) {
        const ScenarioParseResult r = parseScenario(
            std::string(R"({"version":1,"precision":{"preset":"custom","master_weights":")") + alias + R"("}})");
        QVERIFY2(r.ok, alias);
        QVERIFY(r.scenario.precision.masterWeights == DType::FP32);
        QVERIFY(serializeScenario(r.scenario).find(R"("master_weights": "fp32")") != std::string::npos);
    }
}

QTEST_APPLESS_MAIN(TestScenarioIo)
#include "tst_scenarioio.moc"
