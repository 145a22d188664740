// FP8 and FP4 training (docs/formulas.md, "FP8 and FP4 training"): what Megatron-LM with
// Transformer Engine keeps beside the model's tensors - quantized copies of the layers' weights
// cached between micro-batches, quantized matmul inputs saved for the backward - per recipe and
// per GPU generation, read from Transformer Engine's and Megatron-LM's code.
#include "core/evaluate.h"
#include "core/io/hardwaredb.h"
#include "core/io/scenarioio.h"
#include "core/memory/lowprecision.h"
#include "core/roofline/quantisationtraffic.h"
#include "rooflineops.h"
#include "scenariohelpers.h"

#include <QTest>

#include <string>

using namespace rooflab;

namespace {

// Llama 3 8B: per layer Q, K, V, O = 4096 x (4096 + 2 x 1024 + 4096) = 41,943,040 and the
// SwiGLU MLP 3 x 4096 x 14336 = 176,160,768 parameters; 32 layers.
constexpr double kLayerMatrices = 41943040.0 + 176160768.0;
constexpr double kLayers = 32;
constexpr double kTokens = 8192; // s x b

std::string llama8b(const std::string& precision, const std::string& gpu = "h100-sxm",
                    const std::string& parallel = R"("gpus":1,"zero":1)",
                    const std::string& implementation = "megatron") {
    return R"({"version":1,"model":{"preset":"llama3-8b"},"precision":)" + precision +
           R"(,"optimizer":"adamw","training":{"micro_batch":1,"seq_len":8192,"checkpointing":"none",
              "implementation":")" +
           implementation + R"("},"parallel":{)" + parallel + R"(},"hardware":{"gpu":")" + gpu + R"("}})";
}

Report evaluated(const std::string& json) {
    Scenario sc;
    if (!test::parse(json, sc))
        return {};
    return evaluate(sc);
}

using test::findOp;

const std::string kCasts = "GEMM input casts (FP8/FP4)";

std::string fp8(const char* scaling, const char* extra = "") {
    return std::string(R"({"preset":"fp8-mixed","fp8_scaling":")") + scaling + "\"" + extra + "}";
}

} // namespace

class TestLowPrecision : public QObject {
    Q_OBJECT

private slots:
    // The fp8-mixed preset is Transformer Engine's default: bf16 parameters, fp32 master and Adam
    // states, FP8 matmuls; the gradients as bf16-mixed keeps them (fp32 main_grad in Megatron-LM:
    // 18 bytes a parameter; bf16 .grad in PyTorch: 16).
    void presetKeepsSixteenBitParameters() {
        const PrecisionConfig p = PrecisionConfig::fromPreset(PrecisionPreset::FP8Mixed, Implementation::Megatron);
        QCOMPARE(p.weights, DType::BF16);
        QCOMPARE(p.gradients, DType::FP32);
        QCOMPARE(PrecisionConfig::fromPreset(PrecisionPreset::FP8Mixed, Implementation::PyTorchSdpa).gradients,
                 DType::BF16);
        QCOMPARE(p.compute, DType::FP8_E4M3);
        QCOMPARE(p.fp8Scaling, Fp8Scaling::Delayed); // Megatron-LM's --fp8-recipe default
        const Report bf16 = evaluated(llama8b("\"bf16-mixed\""));
        const Report fp8 = evaluated(llama8b("\"fp8-mixed\""));
        QCOMPARE(fp8.memory.weights, bf16.memory.weights);
        QCOMPARE(fp8.memory.masterWeights, bf16.memory.masterWeights);
        QCOMPARE(fp8.memory.optimizerStates, bf16.memory.optimizerStates);
        QCOMPARE(bf16.memory.quantizedWeights, 0.0);
    }

    // The cached copies, bytes per matrix parameter of the layers (not the embeddings, the head
    // or the norms): rowwise + transposed on Hopper (TN-only FP8 GEMMs), one copy on Blackwell;
    // block-scaled formats quantize both directions with their scales on every GPU.
    void cachedWeightCopies_data() {
        QTest::addColumn<std::string>("precision");
        QTest::addColumn<std::string>("gpu");
        QTest::addColumn<double>("bytesPerParameter");
        QTest::newRow("FP8 delayed, H100") << fp8("delayed") << std::string("h100-sxm") << 2.0;
        QTest::newRow("FP8 current, H100") << fp8("tensorwise") << std::string("h100-sxm") << 2.0;
        QTest::newRow("FP8 delayed, B200") << fp8("delayed") << std::string("b200") << 1.0;
        QTest::newRow("FP8 blocks, H100") << fp8("blockwise") << std::string("h100-sxm") << 2.0 * (1 + 4.0 / 16384);
        QTest::newRow("FP8 primary weights, H100")
            << fp8("tensorwise", R"(,"weights":"fp8-e4m3")") << std::string("h100-sxm") << 1.0;
        QTest::newRow("FP8 primary weights, B200")
            << fp8("tensorwise", R"(,"weights":"fp8-e4m3")") << std::string("b200") << 0.0;
        QTest::newRow("MXFP8, B200") << std::string(R"({"preset":"custom","compute":"mxfp8"})") << std::string("b200")
                                     << 2.0 * 1.03125;
        QTest::newRow("NVFP4, B200") << std::string(R"({"preset":"custom","compute":"nvfp4"})") << std::string("b200")
                                     << 2.0 * 0.5625;
    }
    void cachedWeightCopies() {
        QFETCH(std::string, precision);
        QFETCH(std::string, gpu);
        QFETCH(double, bytesPerParameter);
        const Report r = evaluated(llama8b(precision, gpu));
        QCOMPARE(r.memory.quantizedWeights, kLayers * kLayerMatrices * bytesPerParameter);
        // Alive through the whole step: also at the optimizer step, where no activation is.
        const Report bf16 = evaluated(llama8b("\"bf16-mixed\"", gpu));
        if (bytesPerParameter > 0 && r.memory.weights == bf16.memory.weights)
            QVERIFY(r.memory.phasePeaks[3] - bf16.memory.phasePeaks[3] >= r.memory.quantizedWeights);
    }

    // The copies follow the layers a GPU holds: split by tensor parallelism, a pipeline
    // stage's layers only; none with ZeRO-3 (a layer is gathered and quantized at a time), none
    // in a PyTorch loop (torchao's float8 keeps no cache).
    void cacheFollowsTheLayout() {
        const double hopper = kLayers * kLayerMatrices * 2.0;
        QCOMPARE(
            evaluated(llama8b(fp8("tensorwise"), "h100-sxm", R"("gpus":2,"tp":2,"zero":1)")).memory.quantizedWeights,
            hopper / 2);
        const Report pipeline = evaluated(llama8b(fp8("tensorwise"), "h100-sxm", R"("gpus":4,"pp":4,"zero":1)"));
        QCOMPARE(pipeline.memory.quantizedWeights, hopper / 4);
        QCOMPARE(evaluated(llama8b(fp8("tensorwise"), "h100-sxm", R"("gpus":8,"zero":3)")).memory.quantizedWeights,
                 0.0);
        QCOMPARE(evaluated(llama8b(fp8("tensorwise"), "h100-sxm", R"("gpus":1,"zero":1)", "pytorch-sdpa"))
                     .memory.quantizedWeights,
                 0.0);
    }

    // Saved activations: the two norm-fused projections' inputs (QKV, MLP up) and the down
    // projection's input are kept in FP8 (1 byte instead of 2); the norms' inputs, Q, K, V, the
    // attention output and the SwiGLU input stay bf16. Delayed scaling also keeps the output
    // projection's quantized input (Megatron saves the original only for the other recipes).
    void savedInputsQuantized_data() {
        QTest::addColumn<std::string>("precision");
        QTest::addColumn<double>("savedPerLayerAndToken"); // bytes bf16 minus FP8
        const double h = 4096, q = 4096, f = 14336;
        QTest::newRow("current scaling") << fp8("tensorwise") << (2 * h + f) * (2.0 - 1.0);
        QTest::newRow("delayed scaling") << fp8("delayed") << (2 * h + f) * (2.0 - 1.0) - q * 1.0;
        QTest::newRow("MXFP8") << std::string(R"({"preset":"custom","compute":"mxfp8"})")
                               << (2 * h + f) * (2.0 - 1.03125);
        QTest::newRow("NVFP4") << std::string(R"({"preset":"custom","compute":"nvfp4"})")
                               << (2 * h + f) * (2.0 - 0.5625);
    }
    void savedInputsQuantized() {
        QFETCH(std::string, precision);
        QFETCH(double, savedPerLayerAndToken);
        // The block-scaled formats need Blackwell's tensor cores.
        const std::string gpu = precision.find("\"compute\"") == std::string::npos ? "h100-sxm" : "b200";
        const Report bf16 = evaluated(llama8b("\"bf16-mixed\"", gpu));
        const Report low = evaluated(llama8b(precision, gpu));
        QCOMPARE(bf16.memory.savedActivations - low.memory.savedActivations, kLayers * kTokens * savedPerLayerAndToken);
        // torchao's float8 (a PyTorch loop) keeps its 16-bit inputs.
        QCOMPARE(
            evaluated(llama8b(precision, gpu, R"("gpus":1,"zero":1)", "pytorch-sdpa")).memory.savedActivations,
            evaluated(llama8b("\"bf16-mixed\"", gpu, R"("gpus":1,"zero":1)", "pytorch-sdpa")).memory.savedActivations);
    }

    // NVFP4 with sequence parallelism: LayerNormLinear keeps both directions of its quantized
    // output (Transformer Engine drops the rowwise one only for MXFP8 and FP8 blocks).
    void nvfp4SequenceParallelKeepsBothDirections() {
        const std::string parallel = R"("gpus":2,"tp":2,"sequence_parallel":true,"zero":1)";
        const std::string nvfp4 = R"({"preset":"custom","compute":"nvfp4"})";
        const Report bf16 = evaluated(llama8b("\"bf16-mixed\"", "b200", parallel));
        const Report low = evaluated(llama8b(nvfp4, "b200", parallel));
        const double h = 4096, f = 14336, tp = 2;
        const double perToken = 2 * h / tp * (2.0 - 2 * 0.5625) + f / tp * (2.0 - 0.5625);
        QCOMPARE(bf16.memory.savedActivations - low.memory.savedActivations, kLayers * kTokens * perToken);
    }

    // Step time: Transformer Engine quantizes every GEMM operand that is not a cached weight -
    // the QKV, output, MLP-up and MLP-down inputs in the forward, their output gradients in the
    // backward - reading 16 bits and writing FP8 (and on Hopper its transpose); delayed scaling
    // fuses the cast into the norm before QKV and MLP-up, current scaling reads each tensor once
    // more for its amax. Bytes per token and layer, worked by hand from Llama 3 8B's widths
    // (h 4096, attention output 4096, QKV 6144, d_ff 14336): TE 1.4 linear.py, layernorm_linear.py,
    // base.py; TE 2.x cast.cpp, normalization.cpp.
    void quantisationTraffic_data() {
        QTest::addColumn<std::string>("precision");
        QTest::addColumn<std::string>("gpu");
        QTest::addColumn<std::string>("parallel");
        QTest::addColumn<double>("bytesPerTokenAndLayer");
        const double h = 4096, o = 4096, qkv = 6144, f = 14336;
        const double forwardValues = h + o + h + f, backwardValues = qkv + h + 2 * f + h;
        const std::string one = R"("gpus":1,"zero":1)";
        // Norm-fused inputs: the norm writes 1 byte instead of 2, a transpose reads 1 and writes 1;
        // the others: one cast_transpose reads 2 and writes 1 + 1.
        QTest::newRow("delayed, H100") << fp8("delayed") << std::string("h100-sxm") << one
                                       << (h * (1 - 2 + 2) * 2 + 4 * (o + f)) + 4 * backwardValues;
        QTest::newRow("current scaling, H100") << fp8("tensorwise") << std::string("h100-sxm") << one
                                               << (2 + 2 + 1 + 1) * (forwardValues + backwardValues);
        // Blackwell reads one per-tensor FP8 copy both ways: no transposes.
        QTest::newRow("delayed, B200") << fp8("delayed") << std::string("b200") << one
                                       << (h * (1 - 2) * 2 + 3 * (o + f)) + 3 * backwardValues;
        // Blocks of 128 along each direction: both quantized from the 16-bit tensor, with scales.
        QTest::newRow("blocks, H100") << fp8("blockwise") << std::string("h100-sxm") << one
                                      << (2 + 2 * (1 + 4.0 / 128)) * (forwardValues + backwardValues);
        // Sequence parallelism: the stream's shard (1/2) is cast, the gathered FP8 copy transposed.
        QTest::newRow("delayed, H100, TP 2 + SP") << fp8("delayed") << std::string("h100-sxm")
                                                  << std::string(R"("gpus":2,"tp":2,"sequence_parallel":true,"zero":1)")
                                                  << (2 * (h / 2 * (1 - 2) + h * 2) + 4 * (o + f) / 2) +
                                                         (4 * (qkv + 2 * f) / 2 + 2 * (h / 2 * (2 + 1) + h * 2));
    }
    void quantisationTraffic() {
        QFETCH(std::string, precision);
        QFETCH(std::string, gpu);
        QFETCH(std::string, parallel);
        QFETCH(double, bytesPerTokenAndLayer);
        const Report r = evaluated(llama8b(precision, gpu, parallel));
        const RooflineOp* casts = findOp(r, kCasts);
        QVERIFY(casts);
        QCOMPARE(casts->bytes, kLayers * kTokens * bytesPerTokenAndLayer);
        QVERIFY(!casts->matmul);
        // Full recomputation casts the forward's inputs again (the backward's stay as they were).
        const std::string full = llama8b(precision, gpu, parallel);
        const Report recomputed = evaluated(std::string(full).replace(full.find("\"none\""), 6, "\"full\""));
        const RooflineOp* again = findOp(recomputed, kCasts);
        QVERIFY(again);
        QVERIFY(again->bytes > casts->bytes);
        QVERIFY(again->bytes < 2 * casts->bytes);
    }

    // The weights are cast once per step into the cache (read bf16, write both layouts on
    // Hopper: 4 bytes a matrix parameter), a micro-batch carrying 1/m of it; nothing is cast for
    // 16-bit recipes or a PyTorch loop (torchtitan's torchao casts are ops of their own, below).
    void weightCastsOncePerStep() {
        std::string json = llama8b(fp8("delayed"));
        json.replace(json.find("\"micro_batch\":1"), 15, "\"micro_batch\":1,\"grad_accum\":4");
        const Report r = evaluated(json);
        const RooflineOp* weights = findOp(r, "weight casts (FP8/FP4, once per step)");
        QVERIFY(weights);
        QCOMPARE(weights->bytes, kLayers * kLayerMatrices * (2.0 + 1.0 + 1.0) / 4);
        QVERIFY(!findOp(evaluated(llama8b("\"bf16-mixed\"")), kCasts));
        QVERIFY(
            !findOp(evaluated(llama8b(fp8("delayed"), "h100-sxm", R"("gpus":1,"zero":1)", "pytorch-sdpa")), kCasts));
    }

    // torchtitan's float8 is torchao's Float8Linear: no weight cache, each linear casts its own
    // input (wq, wk, wv the same one three times; w1, w3 twice), its weight every forward and its
    // output gradient in the backward, each read once in bf16 and written twice in float8 (row-
    // and column-major), the amax fused into the kernel before (torchao roofline_utils.py).
    // Llama 3 8B, one GPU, per token and layer: forward 3 x 4096 + 4096 + 2 x 4096 + 14336 =
    // 38,912 values, backward 6144 + 4096 + 2 x 14336 + 4096 = 43,008, 4 bytes each: 327,680
    // bytes; the weights 2 (amax) + 2 + 2 = 6 bytes a matrix parameter, or only this GPU's FSDP
    // shard with float8 all-gathers. Transformer Engine's casts are not charged as well.
    void torchaoCastsAroundEveryProduct() {
        const std::string one = R"("gpus":1,"zero":1)";
        const Report r = evaluated(llama8b(fp8("tensorwise"), "h100-sxm", one, "torchtitan"));
        const RooflineOp* casts = findOp(r, "float8 casts (torchao Float8Linear)");
        const RooflineOp* weights = findOp(r, "float8 weight casts (torchao, every forward)");
        QVERIFY(casts && weights);
        QCOMPARE(casts->bytes, kLayers * kTokens * 4.0 * (38912.0 + 43008.0));
        QCOMPARE(weights->bytes, kLayers * kLayerMatrices * 6.0);
        QVERIFY(!findOp(r, kCasts));
        QVERIFY(!casts->matmul && casts->bound == Bound::Memory);
        // Each is step time: under torch.compile (as torchao needs for speed), its bytes at the
        // achieved bandwidth, 0.8 of the datasheet; eager, at the eager kernels' share of it.
        std::string compiled = llama8b(fp8("tensorwise"), "h100-sxm", one, "torchtitan");
        compiled.replace(compiled.find("\"implementation\""), 0, "\"compile\":true,");
        const Report c = evaluated(compiled);
        int timed = 0;
        for (size_t i = 0; i < c.roofline.ops.size(); ++i)
            if (c.roofline.ops[i].name == "float8 casts (torchao Float8Linear)") {
                QCOMPARE(c.step.opTimeS[i], casts->bytes / (c.roofline.bandwidth * 0.8));
                ++timed;
            }
        QCOMPARE(timed, 1);
        // Float8 all-gathers under FSDP over 8 GPUs: each casts its eighth before the gather.
        std::string sharded =
            llama8b(fp8("tensorwise", R"(,"fp8_all_gather":true)"), "h100-sxm", R"("gpus":8,"zero":3)", "torchtitan");
        const RooflineOp* shard = findOp(evaluated(sharded), "float8 weight casts (torchao, every forward)");
        QVERIFY(shard);
        QCOMPARE(shard->bytes, kLayers * kLayerMatrices * 6.0 / 8);
        // bf16, and Megatron's FP8 (Transformer Engine's own casts instead), have none.
        QVERIFY(!findOp(evaluated(llama8b("\"bf16-mixed\"", "h100-sxm", one, "torchtitan")),
                        "float8 casts (torchao Float8Linear)"));
        QVERIFY(!findOp(evaluated(llama8b(fp8("tensorwise"))), "float8 casts (torchao Float8Linear)"));
    }

    // The casts are step time: current scaling differs from delayed scaling only in them (the
    // amax pass, the unfused norms), and each micro-batch's compute differs by exactly their
    // memory time at the achieved bandwidth.
    void castsCostStepTime() {
        const Report delayed = evaluated(llama8b(fp8("delayed")));
        const Report current = evaluated(llama8b(fp8("tensorwise")));
        const double extraBytes = findOp(current, kCasts)->bytes - findOp(delayed, kCasts)->bytes;
        QVERIFY(extraBytes > 0);
        QCOMPARE(current.step.microBatchComputeS - delayed.step.microBatchComputeS,
                 extraBytes / (current.roofline.bandwidth * 0.8));
    }

    // Transformer Engine 1.x delayed scaling's amax bookkeeping as Megatron-Core 0.8 runs it
    // (NeMo 24.07): per micro-batch, after the forward and after the backward, a torch.cat of the
    // 32 x 4 = 128 modules' amaxes (one launch: at most 128 inputs), the fused history and scale
    // update (one launch: at most 1023 tensors) and, over two tensor-parallel GPUs, the amax
    // all-reduce: 2 x 2 = 4 launches on one GPU, 2 x 3 = 6 with TP 2; 40 layers (160 modules)
    // need two cat launches: 2 x 3 = 6. Current scaling and the Megatron-LM profile have none.
    void delayedScalingAmaxLaunches() {
        const std::string one = R"("gpus":1,"zero":1)";
        const auto extraLaunches = [](const std::string& parallel, const char* implementation) {
            const Report d = evaluated(llama8b(fp8("delayed"), "h100-sxm", parallel, implementation));
            const Report c = evaluated(llama8b(fp8("tensorwise"), "h100-sxm", parallel, implementation));
            const RooflineOp* delayed = findOp(d, kCasts);
            const RooflineOp* current = findOp(c, kCasts);
            return delayed && current ? delayed->launches - current->launches : -1.0;
        };
        QCOMPARE(extraLaunches(one, "megatron-core"), 4.0);
        QCOMPARE(extraLaunches(R"("gpus":2,"tp":2,"zero":1)", "megatron-core"), 6.0);
        QCOMPARE(extraLaunches(one, "megatron"), 0.0);
        ROOFLAB_SCENARIO(sc, llama8b(fp8("delayed"), "h100-sxm", one, "megatron-core"));
        QCOMPARE(delayedScalingLaunches(sc, 40), 6.0);
        ROOFLAB_SCENARIO(bf16, llama8b("\"bf16-mixed\"", "h100-sxm", one, "megatron-core"));
        QCOMPARE(delayedScalingLaunches(bf16, 32), 0.0);
        // They are step time: each launch one gap between kernels.
        const Report delayed = evaluated(llama8b(fp8("delayed"), "h100-sxm", one, "megatron-core"));
        const Report current = evaluated(llama8b(fp8("tensorwise"), "h100-sxm", one, "megatron-core"));
        QCOMPARE(delayed.step.kernelLaunches - current.step.kernelLaunches, 4.0);
    }

    // The scaling is saved and read back; an unknown one is refused with the choices.
    // Megatron's LM head is tensor_parallel.ColumnParallelLinear, not a Transformer Engine module
    // (megatron/core/models/gpt/gpt_model.py, core_v0.8.0): under an FP8 recipe it stays a bf16
    // product, and its step time is the bf16 recipe's; the layers' products run faster.
    void lmHeadStaysSixteenBit() {
        const std::string one = R"("gpus":1,"zero":1)";
        const Report f = evaluated(llama8b(fp8("delayed"), "h100-sxm", one, "megatron-core"));
        const Report b = evaluated(llama8b("\"bf16-mixed\"", "h100-sxm", one, "megatron-core"));
        const auto opTime = [](const Report& r, const std::string& name) {
            for (size_t i = 0; i < r.roofline.ops.size(); ++i)
                if (r.roofline.ops[i].name == name)
                    return r.step.opTimeS[i];
            return -1.0;
        };
        QVERIFY(opTime(f, "LM head") > 0);
        QCOMPARE(opTime(f, "LM head"), opTime(b, "LM head"));
        QVERIFY(opTime(f, "MLP down") < 0.75 * opTime(b, "MLP down"));
        // torchtitan's float8 converter skips the output layer (fqn "output"): the same.
        const Report tf = evaluated(llama8b(fp8("tensorwise"), "h100-sxm", one, "torchtitan"));
        const Report tb = evaluated(llama8b("\"bf16-mixed\"", "h100-sxm", one, "torchtitan"));
        QCOMPARE(opTime(tf, "LM head"), opTime(tb, "LM head"));
        QVERIFY(opTime(tf, "MLP down") < 0.75 * opTime(tb, "MLP down"));
    }

    void scalingInScenarioFiles() {
        ROOFLAB_SCENARIO(sc, llama8b(fp8("blockwise")));
        QCOMPARE(sc.precision.fp8Scaling, Fp8Scaling::Blockwise);
        QCOMPARE(sc.precision.preset, PrecisionPreset::FP8Mixed); // a recipe option, not a dtype
        const ScenarioParseResult again = parseScenario(serializeScenario(sc));
        QVERIFY(again.ok);
        QCOMPARE(again.scenario.precision.fp8Scaling, Fp8Scaling::Blockwise);
        const ScenarioParseResult bad = parseScenario(llama8b(fp8("per-row")));
        QVERIFY(!bad.ok);
        QVERIFY2(test::joined(bad.errors).find("precision.fp8_scaling") != std::string::npos,
                 test::joined(bad.errors).c_str());
    }

    // Which GPUs read one FP8 copy both ways: the B200 (compute capability 10.0), not Hopper.
    void gpuLayouts() {
        QVERIFY(HardwareDb::builtin().find("b200")->fp8AnyLayout);
        QVERIFY(!HardwareDb::builtin().find("h100-sxm")->fp8AnyLayout);
        QVERIFY(!HardwareDb::builtin().find("l40s")->fp8AnyLayout);
    }
};

QTEST_APPLESS_MAIN(TestLowPrecision)
#include "tst_lowprecision.moc"
