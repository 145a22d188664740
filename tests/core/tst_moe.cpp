// Mixture of experts under expert parallelism: the parameters one GPU holds and the ZeRO shards
// of each group against Megatron-LM's own estimator (theoretical_memory_usage.py since 2026-05,
// worked by hand below), the routed activations and the capacity factor, the all-to-all in the
// step time, the NCCL groups, and the layouts Megatron refuses.
#include "core/evaluate.h"
#include "core/memory/runtimememory.h"
#include "core/memory/trainingmemory.h"
#include "core/model/expertparallel.h"
#include "core/steptime/expertcomm.h"
#include "core/steptime/steptime.h"
#include "scenariohelpers.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <string>

using namespace rooflab;
using namespace rooflab::test;

namespace {

// Mixtral 8x7B as Megatron's CI trains it (mixtral_8x7b_alltoall_tp2pp4ep4_release: the
// Nemotron tokenizer's 256,000 tokens), bf16 with the distributed optimizer; the bf16-mixed
// preset under the Megatron profile keeps fp32 gradients, as Megatron does.
std::string mixtral(const std::string& parallel, const std::string& training = R"({"micro_batch":1,"seq_len":4096})") {
    return R"({"version":1,"model":{"preset":"Mixtral-8x7B-v0.1","vocab":256000},)"
           R"("precision":"bf16-mixed","optimizer":"adamw",)"
           R"("training":)" +
           training + R"(,"parallel":)" + parallel + R"(,"hardware":{"gpu":"h100-sxm"},"overhead_gib":0})";
}

bool near(double a, double b, double relative) {
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

// One Mixtral block: attention 2 h^2 + 2 h (h/4) (GQA 8 of 32 heads), 2 RMSNorms, a router
// h x 8; the experts 8 x 3 h f.
constexpr double kH = 4096, kF = 14336;
constexpr double kBlockDense = 2 * kH * kH + 2 * kH * (kH / 4) + 2 * kH + kH * 8;
constexpr double kBlockExperts = 8 * 3 * kH * kF;

} // namespace

class TestMoe : public QObject {
    Q_OBJECT
private slots:
    // TP 2, PP 4, EP 4 on 128 GPUs: d = 16, expert d = 128 / (4 x 2 x 4) = 4. The last stage
    // (8 blocks, the final norm, the 256k-token head) is the busiest. Megatron's estimator:
    // dense / tp x (6 + 12 / d) + experts / (ep x etp) x (6 + 12 / edp) bytes.
    void shardsLikeMegatronsEstimator() {
        ROOFLAB_SCENARIO(sc, mixtral(R"({"gpus":128,"tp":2,"pp":4,"ep":4,"zero":1,"sequence_parallel":true})"));
        QVERIFY(splitsExperts(sc.parallel, sc.model.arch));
        QCOMPARE(sc.parallel.expertTensor(), 2);
        QCOMPARE(sc.parallel.expertDataParallel(), 4);
        const double dense = (8 * kBlockDense + kH + 256000 * kH) / 2;
        const double experts = 8 * kBlockExperts / (4 * 2);
        const ParameterPlacement place =
            parameterPlacement(sc.parallel, sc.model.arch, countParameters(sc.model.arch).total, 16);
        QCOMPARE(place.dense, dense);
        QCOMPARE(place.experts, experts);
        const TrainingMemory m = computeTrainingMemory(sc);
        QCOMPARE(m.weights, 2 * (dense + experts));
        QCOMPARE(m.allGradients, 4 * (dense + experts));
        QCOMPARE(m.masterWeights, 4 * (dense / 16 + experts / 4));
        QCOMPARE(m.optimizerStates, 8 * (dense / 16 + experts / 4));
        const double megatron = dense * (6 + 12.0 / 16) + experts * (6 + 12.0 / 4);
        QCOMPARE(m.weights + m.allGradients + m.masterWeights + m.optimizerStates, megatron);
        // Megatron's CI measured 17,703,632,896 bytes allocated after the first step on that
        // run's last stage (golden_values_dev_dgx_h100.json); the estimator is 2.0 % under it
        // (docs/validation.md).
        QVERIFY(megatron / 17703632896.0 > 0.97 && megatron / 17703632896.0 < 1.0);
    }

    // Before expert parallelism the same 128 GPUs held every expert on each TP pair: 8x more.
    void withoutExpertParallelismEveryGpuHoldsAllExperts() {
        ROOFLAB_SCENARIO(sc, mixtral(R"({"gpus":128,"tp":2,"pp":4,"zero":1,"sequence_parallel":true})"));
        QVERIFY(!splitsExperts(sc.parallel, sc.model.arch));
        const TrainingMemory m = computeTrainingMemory(sc);
        ROOFLAB_SCENARIO(ep, mixtral(R"({"gpus":128,"tp":2,"pp":4,"ep":4,"zero":1,"sequence_parallel":true})"));
        const TrainingMemory withEp = computeTrainingMemory(ep);
        QVERIFY(near(m.weights / withEp.weights,
                     (8 * kBlockDense + kH + 256000 * kH + 8 * kBlockExperts) /
                         (8 * kBlockDense + kH + 256000 * kH + 8 * kBlockExperts / 4),
                     1e-3));
    }

    // ep x etp = tp places every expert parameter where tensor parallelism did, and the expert
    // data-parallel group is the data-parallel group: the model states are the same bytes.
    void expertGroupOfTensorSizeChangesNoModelState() {
        ROOFLAB_SCENARIO(tp, mixtral(R"({"gpus":32,"tp":4,"zero":1,"sequence_parallel":true})"));
        ROOFLAB_SCENARIO(ep, mixtral(R"({"gpus":32,"tp":4,"ep":2,"etp":2,"zero":1,"sequence_parallel":true})"));
        QVERIFY(splitsExperts(ep.parallel, ep.model.arch));
        QCOMPARE(ep.parallel.expertDataParallel(), ep.parallel.dataParallel());
        const TrainingMemory a = computeTrainingMemory(tp), b = computeTrainingMemory(ep);
        QVERIFY(near(a.weights, b.weights, 1e-12));
        QVERIFY(near(a.masterWeights, b.masterWeights, 1e-12));
        QVERIFY(near(a.optimizerStates, b.optimizerStates, 1e-12));
    }

    // Routed activations per layer (Megatron profile, tp 1, no recomputation): the experts'
    // intermediates k x cf x s b x 3 f and the dispatched tokens k x cf x etp x s b x h, 2 bytes
    // each. The capacity factor scales them only when the experts are on other GPUs.
    void capacityFactorScalesTheRoutedActivations() {
        const std::string training1 = R"({"micro_batch":1,"seq_len":4096})";
        const std::string training2 = R"({"micro_batch":1,"seq_len":4096,"moe_capacity_factor":2})";
        ROOFLAB_SCENARIO(one, mixtral(R"({"gpus":8,"ep":8})", training1));
        ROOFLAB_SCENARIO(two, mixtral(R"({"gpus":8,"ep":8})", training2));
        const double sb = 4096, k = 2;
        const double extra = layerActivationBytes(two, false) - layerActivationBytes(one, false);
        QCOMPARE(extra, (2 - 1) * k * sb * (3 * kF + kH) * 2);
        ROOFLAB_SCENARIO(alone, mixtral(R"({"gpus":8})", training2));
        ROOFLAB_SCENARIO(aloneBalanced, mixtral(R"({"gpus":8})", training1));
        QCOMPARE(layerActivationBytes(alone, false), layerActivationBytes(aloneBalanced, false));
        // The router's probabilities and row-id map: s b x experts x 10 bytes are in there.
        QVERIFY(layerActivationBytes(one, false) > k * sb * (3 * kF + kH) * 2 + sb * 8 * 10);
    }

    // The all-to-all: s b k h bytes dispatched per call, 4 calls per MoE layer (6 with full
    // recomputation), (n - 1) / ep of it over NVLink to the node's peers and (ep - n) / ep
    // through the GPU's own NIC, both at once.
    void allToAllInsideAndAcrossNodes() {
        NetworkSpec net;
        net.gpusPerNode = 8;
        net.intraBandwidth = 400e9;
        net.interBandwidth = 50e9;
        net.latency = 5e-6;
        const double bytes = 4096.0 * 2 * kH * 2;
        QCOMPARE(allToAllTime(bytes, 8, 1, net), 5e-6 + bytes * 7 / 8 / 400e9);
        QCOMPARE(allToAllTime(bytes, 16, 1, net), 5e-6 + std::max(bytes * 7 / 16 / 400e9, bytes * 8 / 16 / 50e9));
        QCOMPARE(allToAllTime(bytes, 1, 1, net), 0.0);

        ROOFLAB_SCENARIO(sc, mixtral(R"({"gpus":8,"ep":8})"));
        const NetworkSpec h100 = resolveNetwork(sc);
        const Report r = evaluate(sc);
        QCOMPARE(r.step.commS.ep, 32 * 4 * allToAllTime(bytes, 8, 1, h100));
        QCOMPARE(r.step.exposedCommS.ep, r.step.commS.ep);
        ROOFLAB_SCENARIO(none, mixtral(R"({"gpus":8})"));
        QCOMPARE(evaluate(none).step.commS.ep, 0.0);
    }

    // The experts' GEMMs run one call per local expert: Qwen3-30B-A3B (128 experts, top 8)
    // with ep 8 holds 16 experts per GPU; a micro-batch of 2 x 4096 tokens routes 8 x 8192 rows,
    // 4096 per local expert; 24 layers per stage, 3 passes.
    void expertGemmsAreOneCallPerLocalExpert() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"Qwen3-30B-A3B","training":{"micro_batch":2,"seq_len":4096},)"
                             R"("parallel":{"gpus":16,"pp":2,"ep":8},"hardware":{"gpu":"h100-sxm"}})");
        const Report r = evaluate(sc);
        const auto up = std::find_if(r.roofline.ops.begin(), r.roofline.ops.end(),
                                     [](const RooflineOp& op) { return op.name == "MLP gate + up"; });
        QVERIFY(up != r.roofline.ops.end());
        QCOMPARE(up->m, 4096.0);
        QCOMPARE(up->calls, 24.0 * 3 * 16);
        QCOMPARE(up->flops / up->calls, 2.0 * 4096 * 2048 * 2 * 768);
    }

    // The groups a rank joins: data-parallel (d 64), expert-parallel (ep 8) and expert
    // data-parallel (64 / 8 = 8); a dense model ignores ep.
    void ncclGroupsOfAnExpertLayout() {
        ROOFLAB_SCENARIO(sc, mixtral(R"({"gpus":64,"ep":8})"));
        QCOMPARE(ncclCommunicators(sc.parallel, true), 3);
        QCOMPARE(ncclCommunicators(sc.parallel, false), 1);
        ROOFLAB_SCENARIO(etp, mixtral(R"({"gpus":64,"tp":4,"ep":8,"etp":1,"sequence_parallel":true})"));
        // DP 16, TP 4, EP 8, expert DP 64 / 8 = 8 (etp 1 needs no group).
        QCOMPARE(ncclCommunicators(etp.parallel, true), 4);
    }

    // Fewest GPUs: never fewer than pp x ep x etp (2 stages of 8 expert GPUs here), though the
    // memory alone would fit on fewer.
    void fewestGpusHoldTheExpertGroup() {
        ROOFLAB_SCENARIO(sc, mixtral(R"({"gpus":64,"pp":2,"ep":8,"zero":1})",
                                     R"({"micro_batch":1,"seq_len":4096,"checkpointing":"full"})"));
        const Report r = evaluate(sc);
        QVERIFY(r.memory.fits);
        QCOMPARE(r.fit.minGpus, 16);
    }

    void layoutsMegatronRefuses() {
        const auto problems = parseScenario(mixtral(R"({"gpus":12,"ep":3})")).errors;
        QVERIFY(std::any_of(problems.begin(), problems.end(), [](const std::string& p) {
            return p.rfind("parallel.ep:", 0) == 0 && p.find("8 experts") != std::string::npos;
        }));
        const auto few = parseScenario(mixtral(R"({"gpus":8,"pp":2,"ep":8})")).errors;
        QVERIFY(std::any_of(few.begin(), few.end(), [](const std::string& p) {
            return p.rfind("parallel.ep:", 0) == 0 && p.find("8 GPUs") != std::string::npos;
        }));
        ROOFLAB_SCENARIO(dense, R"({"version":1,"model":"llama2-7b","parallel":{"gpus":8,"ep":8}})");
        QVERIFY(validateScenario(dense).empty());
        const Report r = evaluate(dense);
        QVERIFY(std::any_of(r.warnings.begin(), r.warnings.end(),
                            [](const std::string& w) { return w.rfind("parallel.ep:", 0) == 0; }));
        const ScenarioParseResult bad = parseScenario(mixtral(R"({"gpus":8,"ep":0})"));
        QVERIFY(!bad.ok);
    }

    // The issue's (and Megatron's) key names: moe_d_ff for the experts with d_ff for the dense
    // layers, shared_experts as a count: DeepSeek-V3's MLP shape.
    void megatronKeyNames() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"layers":61,"d_model":7168,"heads":128,"d_ff":18432,)"
                             R"("moe_d_ff":2048,"experts":256,"top_k":8,"shared_experts":1,"dense_layers":3,)"
                             R"("mlp":"swiglu","norm":"rmsnorm","vocab":129280}})");
        QCOMPARE(sc.model.arch.dFf, 2048);
        QCOMPARE(sc.model.arch.denseDFf, 18432);
        QCOMPARE(sc.model.arch.sharedDFf, 2048);
        QCOMPARE(sc.model.arch.denseLayers, 3);
        const ScenarioParseResult parsed = parseScenario(serializeScenario(sc));
        QVERIFY(parsed.ok);
        QCOMPARE(parsed.scenario.model.arch.dFf, 2048);
        QCOMPARE(parsed.scenario.model.arch.denseDFf, 18432);
        QCOMPARE(parsed.scenario.model.arch.sharedDFf, 2048);
        QVERIFY(parsed.warnings.empty());
        ROOFLAB_SCENARIO(only, R"({"version":1,"model":{"layers":2,"d_model":256,"heads":4,"moe_d_ff":512,)"
                               R"("experts":4,"top_k":2,"vocab":1000}})");
        QCOMPARE(only.model.arch.dFf, 512);
        QCOMPARE(only.model.arch.denseDFf, 0);
    }

    // DeepSeek's MLP shape is computed as it runs: every token also passes the shared expert,
    // the first dense_layers run one dense MLP of d_ff, the rest top-k experts of moe_d_ff and
    // a router. 4 layers (1 dense of 1536; 3 MoE: 8 experts of 256, top 2, one shared of 256),
    // h 512, SwiGLU, s 1024: forward MLP FLOPs 6 s h (1536 + 3 (2 x 256 + 256)) + 3 x 2 s h 8.
    // On the roofline, one stage holds the dense layer's ops; with a pipeline the step is paced
    // by a stage of MoE layers and the dense ops go.
    void sharedExpertAndDenseLayers() {
        const std::string model = R"({"version":1,"model":{"layers":4,"d_model":512,"heads":8,"d_ff":1536,)"
                                  R"("moe_d_ff":256,"experts":8,"top_k":2,"shared_experts":1,"dense_layers":1,)"
                                  R"("mlp":"swiglu","norm":"rmsnorm","vocab":1000},)"
                                  R"("training":{"micro_batch":1,"seq_len":1024,"flash_attention":true},)";
        ROOFLAB_SCENARIO(one, model + R"("parallel":{"gpus":1}})");
        ROOFLAB_SCENARIO(dense, R"({"version":1,"model":{"layers":4,"d_model":512,"heads":8,"d_ff":1536,)"
                                R"("mlp":"swiglu","norm":"rmsnorm","vocab":1000},)"
                                R"("training":{"micro_batch":1,"seq_len":1024,"flash_attention":true}})");
        const double s = 1024, h = 512;
        const double mlp = 6 * s * h * (1536 + 3 * (2 * 256 + 256)) + 3 * 2 * s * h * 8;
        // The attention and the ends are the same as the dense model's; its MLP is 4 x 6 s h 1536.
        QCOMPARE(evaluate(one).flops.forwardPerSequence - evaluate(dense).flops.forwardPerSequence,
                 mlp - 4 * 6 * s * h * 1536);
        auto op = [](const Report& r, std::string_view name) -> const RooflineOp* {
            const auto it = std::find_if(r.roofline.ops.begin(), r.roofline.ops.end(),
                                         [&](const RooflineOp& o) { return o.name == name; });
            return it == r.roofline.ops.end() ? nullptr : &*it;
        };
        const Report r = evaluate(one);
        const RooflineOp* shared = op(r, "MoE shared expert up");
        const RooflineOp* denseUp = op(r, "dense layers' MLP up");
        const RooflineOp* routed = op(r, "MLP gate + up");
        QVERIFY(shared && denseUp && routed);
        QCOMPARE(shared->flops, 3.0 * 3 * 2 * s * h * 2 * 256); // 3 MoE layers, 3 passes
        QCOMPARE(denseUp->flops, 1.0 * 3 * 2 * s * h * 2 * 1536);
        QCOMPARE(routed->flops, 3.0 * 3 * 2 * (2 * s) * h * 2 * 256);
        ROOFLAB_SCENARIO(piped, model + R"("parallel":{"gpus":2,"pp":2}})");
        const Report p = evaluate(piped);
        QVERIFY(!op(p, "dense layers' MLP up"));
        QCOMPARE(op(p, "MoE shared expert up")->flops, 2.0 * 3 * 2 * s * h * 2 * 256); // a stage of 2 MoE layers
    }

    // ep and etp survive a save and a load; the defaults are not written.
    void roundTrip() {
        ROOFLAB_SCENARIO(sc, mixtral(R"({"gpus":64,"tp":2,"ep":8,"etp":1,"sequence_parallel":true})",
                                     R"({"micro_batch":1,"seq_len":4096,"moe_capacity_factor":1.25})"));
        const std::string text = serializeScenario(sc);
        ROOFLAB_SCENARIO(back, text);
        QCOMPARE(back.parallel.expertParallel, 8);
        QCOMPARE(back.parallel.expertTensorParallel, 1);
        QCOMPARE(back.training.moeCapacityFactor, 1.25);
        ROOFLAB_SCENARIO(plain, R"({"version":1,"model":"llama2-7b"})");
        const std::string plainText = serializeScenario(plain);
        QVERIFY(plainText.find("\"ep\"") == std::string::npos);
        QVERIFY(plainText.find("moe_capacity_factor") == std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestMoe)
#include "tst_moe.moc"
