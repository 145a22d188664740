// The roofline: ceilings, ridge points and the placement of a transformer's operations.
#include "core/evaluate.h"
#include "core/io/reportio.h"
#include "core/roofline/roofline.h"
#include "rooflineops.h"
#include "scenariohelpers.h"

#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

using namespace rooflab;
using test::findOp;

class TestRoofline : public QObject {
    Q_OBJECT

private slots:
    void attainable() {
        QCOMPARE(attainableFlops(10.0, 989e12, 3.35e12), 33.5e12);
        QCOMPARE(attainableFlops(1000.0, 989e12, 3.35e12), 989e12);
    }

    // Ridge points (dense bf16 / bandwidth): H100 SXM ~295, H200 ~206, A100-80 ~153 FLOP/B.
    void ridgePoints_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<double>("ridge");
        QTest::addRow("h100-sxm") << "h100-sxm" << 295.0;
        QTest::addRow("h200") << "h200" << 206.0;
        QTest::addRow("a100-80gb") << "a100-80gb" << 153.0;
    }
    void ridgePoints() {
        QFETCH(QString, gpu);
        QFETCH(double, ridge);
        ROOFLAB_SCENARIO(sc, "{\"version\":1,\"hardware\":{\"gpu\":\"" + gpu.toStdString() + "\"}}");
        const RooflineReport r = computeRoofline(sc, Phase::Train);
        QCOMPARE(std::round(r.ridge), ridge);
        // Every datasheet ceiling is listed with its own ridge.
        QVERIFY(!r.ceilings.empty());
        for (const auto& c : r.ceilings)
            QCOMPARE(c.ridge, c.peakFlops / r.bandwidth);
    }

    // Every operation the issue names appears in a training step.
    void trainingStepOps() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"gpt2-124m","training":{"flash_attention":false}})");
        const RooflineReport r = computeRoofline(sc, Phase::Train);
        for (const char* name : {"QKV projection", "attention scores QK^T", "softmax", "attention x V",
                                 "output projection", "MLP up", "GELU", "MLP down", "LayerNorm", "residual add",
                                 "LM head", "cross-entropy", "optimizer update (per step)"})
            QVERIFY2(findOp(r, name), name);
        for (const auto& op : r.ops) {
            QCOMPARE(op.intensity, op.flops / op.bytes);
            QCOMPARE(op.attainableFlops, std::min(op.ceiling, op.intensity * r.bandwidth));
            QCOMPARE(op.bound == Bound::Compute, op.intensity * r.bandwidth >= op.ceiling);
            QVERIFY(op.timeS > 0);
        }
        // FlashAttention fuses scores, softmax and x V into one kernel.
        sc.training.flashAttention = true;
        const RooflineReport fused = computeRoofline(sc, Phase::Train);
        QVERIFY(findOp(fused, "attention (FlashAttention)"));
        QVERIFY(!findOp(fused, "softmax"));
    }

    // Full recomputation runs every layer's forward again, the fused attention kernel included
    // (as the hardware FLOPs count it); selective recomputation leaves a fused core alone.
    void fusedAttentionRecomputed() {
        const auto attentionFlops = [](const char* checkpointing) {
            Scenario sc;
            const std::string json =
                std::string("{\"version\":1,\"model\":\"llama2-7b\",\"training\":{\"micro_batch\":1,") +
                "\"seq_len\":4096,\"flash_attention\":true,\"checkpointing\":\"" + checkpointing + "\"}}";
            if (!test::parse(json, sc))
                return 0.0;
            const RooflineReport roofline = computeRoofline(sc, Phase::Train);
            const RooflineOp* op = findOp(roofline, "attention (FlashAttention)");
            return op ? op->flops : 0.0;
        };
        const double none = attentionFlops("none");
        QVERIFY(none > 0);
        QCOMPARE(attentionFlops("full"), none * 4.0 / 3.0);
        QCOMPARE(attentionFlops("selective"), none);
    }

    // Megatron-Core's fused rotary kernel on q and k, forward and backward, the value view made
    // contiguous for Transformer Engine's attention, GQA's query reshaped, and the backward's cat
    // of dq, dk, dv: per layer, bf16, 4,096 tokens. Llama 2 7B (q = kv = 4,096): forward
    // 4 x 4096 x 8192 + 4 x 4096 x 4096 = 201,326,592 bytes, backward 4 x 4096 x 8192 +
    // 4 x 4096 x 12288 = 335,544,320: 512 MiB a layer, 6 kernels. Llama 3 8B (kv = 1,024): forward
    // 4 x 4096 x 5120 + 4 x 4096 x 1024 + 4 x 4096 x 4096 = 167,772,160, backward
    // 4 x 4096 x 5120 + 4 x 4096 x 6144 = 184,549,376, 7 kernels. Full recomputation repeats the
    // forward, selective (core attention) the value copy (4 x 4096 x 4096 = 67,108,864); Megatron-LM's
    // older model code, learned positions and PyTorch profiles have none.
    void megatronCoreRotaryAndLayoutCopies() {
        const char* kName = "rotary embedding and q, k, v copies (Megatron-Core)";
        const auto op = [&](const char* model, const char* implementation, const char* checkpointing,
                            double* launches = nullptr, int seqLen = 4096) {
            Scenario sc;
            const std::string json = std::string("{\"version\":1,\"model\":\"") + model +
                                     "\",\"precision\":\"bf16-mixed\",\"training\":{\"micro_batch\":1," +
                                     "\"seq_len\":" + std::to_string(seqLen) +
                                     ",\"flash_attention\":true,\"implementation\":\"" + implementation +
                                     "\",\"checkpointing\":\"" + checkpointing + "\"}}";
            if (!test::parse(json, sc))
                return -1.0;
            const RooflineReport roofline = computeRoofline(sc, Phase::Train);
            const RooflineOp* found = findOp(roofline, kName);
            if (found && launches)
                *launches = found->launches;
            return found ? found->bytes : 0.0;
        };
        double launches = 0;
        QCOMPARE(op("llama2-7b", "megatron-core", "none", &launches), 32 * 536870912.0);
        QCOMPARE(launches, 32 * 6.0);
        QCOMPARE(op("llama2-7b", "megatron-core", "full", &launches), 32 * (536870912.0 + 201326592.0));
        QCOMPARE(launches, 32 * 9.0);
        QCOMPARE(op("llama2-7b", "megatron-core", "selective", &launches), 32 * (536870912.0 + 67108864.0));
        QCOMPARE(launches, 32 * 7.0); // the value copied again inside the recomputed core attention
        QCOMPARE(op("llama3-8b", "megatron-core", "none", &launches), 32 * (167772160.0 + 184549376.0));
        QCOMPARE(launches, 32 * 7.0);
        QCOMPARE(op("llama2-7b", "megatron", "none"), 0.0);
        QCOMPARE(op("llama2-7b", "torchtitan", "none"), 0.0);
        QCOMPARE(op("gpt3-175b", "megatron-core", "none", nullptr, 2048), 0.0);
    }

    // rooflab-calc's JSON gives each training op its time in the step model; the ops of an
    // inference phase are not the step's, and get none.
    void achievedTimesInTheJson() {
        ROOFLAB_SCENARIO(train, R"({"version":1,"model":"llama2-7b","training":{"micro_batch":1,"seq_len":2048}})");
        const Report r = evaluate(train);
        const nlohmann::json ops = nlohmann::json::parse(reportToJson(train, r))["roofline"]["ops"];
        QCOMPARE(ops.size(), r.step.opTimeS.size());
        for (size_t i = 0; i < ops.size(); ++i)
            QCOMPARE(ops[i]["achieved_time_s"].get<double>(), r.step.opTimeS[i]);
        ROOFLAB_SCENARIO(decode, R"({"version":1,"model":"llama2-7b","phase":"decode"})");
        QVERIFY(evaluate(decode).step.timeS > 0); // the step is still computed, of training
        const nlohmann::json decodeReport = nlohmann::json::parse(reportToJson(decode, evaluate(decode)));
        QCOMPARE(decodeReport["roofline"]["phase"].get<std::string>(), std::string("decode"));
        QVERIFY(!decodeReport["roofline"]["ops"].empty());
        for (const auto& op : decodeReport["roofline"]["ops"])
            QVERIFY(!op.contains("achieved_time_s"));
    }

    // A GEMM's FLOPs are 2MKN and its bytes each operand once: a square n^3 bf16 product has
    // intensity 2n^3 / (3 * 2 n^2) = n/3.
    void matmulCounting() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"layers":1,"d_model":4096,"heads":32,"d_ff":16384,"vocab":32000},
                                "training":{"micro_batch":1,"seq_len":4096}})");
        sc.inference.batch = 1;
        sc.inference.context = 4096;
        const RooflineReport p = computeRoofline(sc, Phase::Prefill);
        const RooflineOp* out = findOp(p, "output projection");
        QVERIFY(out);
        QCOMPARE(out->flops, 2.0 * 4096 * 4096 * 4096);
        QCOMPARE(out->bytes, 3.0 * 4096 * 4096 * 2);
        QCOMPARE(out->intensity, 4096.0 / 3.0);
    }

    // Decode is matrix-vector work: intensity ~ batch, memory-bound at batch 1; growing the
    // batch walks the matmuls across the ridge.
    void decodeWalksAcrossTheRidge() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","inference":{"batch":1,"context":2048}})");
        const RooflineOp* mlp = nullptr;
        RooflineReport r = computeRoofline(sc, Phase::Decode);
        mlp = findOp(r, "MLP down");
        QVERIFY(mlp);
        QVERIFY2(mlp->intensity > 0.9 && mlp->intensity < 1.1, qPrintable(QString::number(mlp->intensity)));
        QCOMPARE(mlp->bound, Bound::Memory);
        sc.inference.batch = 1024;
        r = computeRoofline(sc, Phase::Decode);
        mlp = findOp(r, "MLP down");
        QCOMPARE(mlp->bound, Bound::Compute);
        // Attention in decode reads the KV cache per sequence: batch does not help it.
        const RooflineOp* attention = findOp(r, "attention (FlashAttention)");
        QVERIFY(attention);
        QCOMPARE(attention->bound, Bound::Memory);
    }

    // Serving int4 (GPTQ/AWQ) weights: decode reads the blocks' matrices at 4 bits plus a 16-bit
    // scale and a 4-bit zero per 128 values; the LM head stays bf16 (vLLM quantises neither it
    // nor the embeddings). Weight bytes dominate a batch-1 decode op.
    void quantisedServingReadsFewerBytes() {
        ROOFLAB_SCENARIO(bf16, R"({"version":1,"model":"llama2-7b","inference":{"batch":1,"context":2048}})");
        ROOFLAB_SCENARIO(
            int4, R"({"version":1,"model":"llama2-7b","inference":{"batch":1,"context":2048,"weights_dtype":"int4"}})");
        const RooflineReport r16 = computeRoofline(bf16, Phase::Decode);
        const RooflineReport r4 = computeRoofline(int4, Phase::Decode);
        const double matrixBytes = (4 + 20.0 / 128) / 8;
        const double weightValues = 32.0 * 11008 * 4096; // MLP down over the layers
        QCOMPARE(findOp(r16, "MLP down")->bytes - findOp(r4, "MLP down")->bytes, weightValues * (2 - matrixBytes));
        QCOMPARE(findOp(r4, "LM head")->bytes, findOp(r16, "LM head")->bytes);
    }

    // bitsandbytes NF4 in vLLM: one sequence decodes through gemv_4bit, which reads the 4-bit
    // matrix; a batch dequantises each matrix to bf16 first (written, then read by the GEMM), so a
    // batch of NF4 decode moves more weight bytes than bf16 does.
    void normalFloatServingDequantisesForABatch() {
        ROOFLAB_SCENARIO(bf16One, R"({"version":1,"model":"llama2-7b","inference":{"batch":1,"context":2048}})");
        Scenario nf4One = bf16One;
        nf4One.inference.weightsDtype = DType::NF4;
        Scenario bf16Eight = bf16One, nf4Eight = nf4One;
        bf16Eight.inference.batch = nf4Eight.inference.batch = 8;
        const double stored = 0.5 + 4.0 / 64;            // 4 bits, an fp32 absmax per 64 values
        const double weightValues = 32.0 * 11008 * 4096; // MLP down over the layers
        const auto downBytes = [](const Scenario& sc) {
            return findOp(computeRoofline(sc, Phase::Decode), "MLP down")->bytes;
        };
        QCOMPARE(downBytes(bf16One) - downBytes(nf4One), weightValues * (2 - stored));
        QCOMPARE(downBytes(nf4Eight) - downBytes(bf16Eight), weightValues * (stored + 2));
    }

    // Latent attention (DeepSeek-V2-Lite: 16 heads, kv_lora_rank 512, rope 64, v_head 128, no
    // query compression) decodes in the latent: per layer it reads the 576-value cache of every
    // position once for all heads, and its projections are its own matrices (W_Q 2048 x 16 x 192,
    // W_DKV+KR 2048 x 576, the latent norm 512, W_UK,UV 512 x 16 x 256; W_O 16 x 128 x 2048).
    void latentAttentionDecodes() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"DeepSeek-V2-Lite","inference":{"batch":1,"context":4096}})");
        const RooflineReport r = computeRoofline(sc, Phase::Decode);
        const RooflineOp* attention = findOp(r, "attention (latent, absorbed)");
        QVERIFY(attention);
        const double layers = 27, keys = 4096, heads = 16;
        QCOMPARE(attention->bytes, layers * (2.0 * keys * 576 + 2.0 * heads * (576 + 512)));
        QCOMPARE(attention->flops, layers * (2.0 * heads * keys * 576 + 2.0 * heads * keys * 512 + 3.0 * heads * keys));
        QCOMPARE(attention->bound, Bound::Memory);
        const double projections = 2048.0 * 16 * 192 + 2048.0 * 576 + 512 + 512.0 * 16 * 256;
        const RooflineOp* qkv = findOp(r, "QKV projection");
        QVERIFY(qkv);
        QCOMPARE(qkv->flops, layers * 2.0 * projections);
        const RooflineOp* out = findOp(r, "output projection");
        QVERIFY(out);
        QCOMPARE(out->flops, layers * 2.0 * 16 * 128 * 2048);
        // Training keeps the decompressed heads (FlashAttention over d_head 192).
        QVERIFY(findOp(computeRoofline(sc, Phase::Train), "attention (FlashAttention)"));
    }

    // Elementwise work is memory-bound (0.25-5 FLOP/B); a large training step's matmuls are not.
    void trainingBounds() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","training":{"micro_batch":4,"seq_len":4096}})");
        const RooflineReport r = computeRoofline(sc, Phase::Train);
        for (const auto& op : r.ops) {
            if (op.matmul)
                QVERIFY2(op.bound == Bound::Compute, std::string(op.name).c_str());
            else
                QVERIFY2(op.bound == Bound::Memory && op.intensity < 5.0, std::string(op.name).c_str());
        }
    }

    // Step time: grad_accum micro-batches of every op plus one optimizer update; MFU in (0, 1].
    void stepTimeAndMfu() {
        ROOFLAB_SCENARIO(
            sc, R"({"version":1,"model":"llama2-7b","training":{"micro_batch":2,"seq_len":4096,"grad_accum":4}})");
        const RooflineReport r = computeRoofline(sc, Phase::Train);
        double perMicroBatch = 0, optimizer = 0;
        for (const auto& op : r.ops)
            (op.name == "optimizer update (per step)" ? optimizer : perMicroBatch) += op.timeS;
        QCOMPARE(r.stepTimeS, 4 * perMicroBatch + optimizer);
        QVERIFY(r.predictedMfu > 0.3 && r.predictedMfu <= 1.0);
        QCOMPARE(r.tokensPerSecond, 2.0 * 4096 * 4 / r.stepTimeS);
    }

    // torch.optim without fused kernels makes a pass per op: AdamW moves 40 bytes per bf16
    // parameter (4 u + 2 g + 14 st) where one fused pass moves 14; SGD with momentum 16 for 10.
    // Megatron's fused optimizer keeps the single pass.
    void pytorchOptimizerPassesPerOp_data() {
        QTest::addColumn<QString>("optimizer");
        QTest::addColumn<QString>("impl");
        QTest::addColumn<double>("bytesPerParam");
        QTest::newRow("adamw foreach") << "adamw"
                                       << "foreach" << 40.0;
        QTest::newRow("adamw fused") << "adamw"
                                     << "fused" << 14.0;
        QTest::newRow("adamw auto on CUDA = foreach") << "adamw"
                                                      << "auto" << 40.0;
        QTest::newRow("sgd-momentum foreach") << "sgd-momentum"
                                              << "foreach" << 16.0;
        QTest::newRow("sgd-momentum for-loop") << "sgd-momentum"
                                               << "for-loop" << 16.0;
        QTest::newRow("sgd-momentum fused") << "sgd-momentum"
                                            << "fused" << 10.0;
    }
    void pytorchOptimizerPassesPerOp() {
        QFETCH(QString, optimizer);
        QFETCH(QString, impl);
        QFETCH(double, bytesPerParam);
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","precision":"bf16-pure","optimizer":")" +
                                 optimizer.toStdString() +
                                 R"(","training":{"implementation":"pytorch-sdpa","loss":"eager",)" +
                                 R"("optimizer_impl":")" + impl.toStdString() + R"("}})");
        const RooflineReport r = computeRoofline(sc, Phase::Train);
        const RooflineOp* update = findOp(r, "optimizer update (per step)");
        QVERIFY(update);
        QCOMPARE(update->bytes, bytesPerParam * effectiveParameterCount(sc));
    }

    // Eager PyTorch running transformers' LlamaDecoderLayer, kernel by kernel (core/roofline/eagerkernels.h),
    // against Megatron's fused kernels, for Llama-2-7B (h 4096, 32 layers, q = kv = 4096, vocab
    // 32000) at one sequence of 2048 tokens: bytes worked out here from the Python code's ops.
    void eagerPyTorchElementwiseKernels() {
        const double tokens = 2048, h = 4096, layers = 32, passes = 3, vocab = 32000;
        ROOFLAB_SCENARIO(eager, R"({"version":1,"model":"llama2-7b","precision":"bf16-pure","training":)"
                                R"({"seq_len":2048,"implementation":"pytorch-sdpa","loss":"eager"}})");
        const RooflineReport r = computeRoofline(eager, Phase::Train);
        // LlamaRMSNorm in bf16: cast to fp32 (2 + 4), square (4 + 4), mean (4), × 1/rms (4 + 4),
        // cast back (4 + 2), × weight (2 + 2) = 36 bytes per element; two norms per layer.
        QCOMPARE(findOp(r, "RMSNorm")->bytes, 2 * 36.0 * tokens * h * layers * passes);
        // Rotary on q and k: × cos (2 + 2), negate half (1 + 1), cat (2 + 2), × sin (2 + 2), add (2 + 2 + 2).
        QCOMPARE(findOp(r, "rotary embedding")->bytes, 20.0 * tokens * (h + h) * layers * passes);
        QCOMPARE(findOp(r, "attention output to tokens (copy)")->bytes, 4.0 * tokens * h * layers * passes);
        // Loss: logits.float() (2 + 4), log_softmax (4 + 4); backward: zeros (4), log_softmax's
        // backward (4 + 4 + 4), cast back (4 + 2) = 36 bytes per logit.
        QCOMPARE(findOp(r, "cross-entropy")->bytes, 36.0 * tokens * vocab);
        QVERIFY(!findOp(r, "autocast: 16-bit weight copies and gradient casts"));

        // Megatron's fused kernels: a norm reads and writes each element once; RoPE is fused.
        ROOFLAB_SCENARIO(fused,
                         R"({"version":1,"model":"llama2-7b","precision":"bf16-pure","training":{"seq_len":2048}})");
        const RooflineReport m = computeRoofline(fused, Phase::Train);
        QCOMPARE(findOp(m, "RMSNorm")->bytes, 2 * 4.0 * tokens * h * layers * passes);
        QVERIFY(!findOp(m, "rotary embedding"));

        // Autocast over fp32 weights: the stream and the norms are fp32 (no casts in the norm: 28
        // bytes); each forward casts every matmul weight to bf16 (4 + 2) and the backward casts
        // its gradient back (2 + 4); the norm outputs are cast for q, k, v, gate and up (5 × (4 + 2)).
        ROOFLAB_SCENARIO(amp, R"({"version":1,"model":"llama2-7b","precision":"amp-bf16","training":)"
                              R"({"seq_len":2048,"implementation":"pytorch-sdpa","loss":"eager"}})");
        const RooflineReport a = computeRoofline(amp, Phase::Train);
        QCOMPARE(findOp(a, "RMSNorm")->bytes, 2 * 28.0 * tokens * h * layers * passes);
        const ParameterBreakdown p = countParameters(amp.model.arch);
        QCOMPARE(findOp(a, "autocast: 16-bit weight copies and gradient casts")->bytes,
                 12.0 * double(p.total - p.embeddings));
        QCOMPARE(findOp(a, "autocast: norm outputs cast per projection")->bytes, 30.0 * tokens * h * layers * passes);
    }

    // GPT-2's gelu_new in eager PyTorch (transformers' NewGELUActivation): eight Python
    // operations over the d_ff-wide activation, not one F.gelu; under CUDA autocast pow runs in
    // fp32 and the down projection casts the fp32 product back. GPT-2 small at b 4, s 1024.
    void eagerGeluNew() {
        const double tokens = 4 * 1024, f = 3072, layers = 12, passes = 3;
        ROOFLAB_SCENARIO(fp32, R"({"version":1,"model":"gpt2-124m","precision":"fp32","training":)"
                               R"({"micro_batch":4,"seq_len":1024,"implementation":"pytorch-eager","loss":"eager"}})");
        const RooflineReport r = computeRoofline(fp32, Phase::Train);
        // x^3, x 0.044715, + x, x sqrt(2/pi), tanh, + 1, 0.5 x (4 + 4 each, the sum and product 4 + 4 + 4).
        QCOMPARE(findOp(r, "GELU")->bytes, 18 * 4.0 * tokens * f * layers * passes);
        QCOMPARE(findOp(r, "GELU")->launches, 8.0 * layers * passes);
        // amp-fp16: x cast up (2 + 4), pow (8), x 0.044715 (8), + x (2 + 8), x sqrt(2/pi) (8),
        // tanh (8), + 1 (8), 0.5 x (2 + 2), product (2 + 8), cast back (4 + 2) = 76 bytes.
        ROOFLAB_SCENARIO(amp, R"({"version":1,"model":"gpt2-124m","precision":"amp-fp16","training":)"
                              R"({"micro_batch":4,"seq_len":1024,"implementation":"pytorch-sdpa","loss":"eager"}})");
        const RooflineReport a = computeRoofline(amp, Phase::Train);
        QCOMPARE(findOp(a, "GELU")->bytes, 76.0 * tokens * f * layers * passes);
        QCOMPARE(findOp(a, "GELU")->launches, 10.0 * layers * passes);
        // Megatron's fused bias-GELU: one read and one write.
        ROOFLAB_SCENARIO(
            fused,
            R"({"version":1,"model":"gpt2-124m","precision":"fp32","training":{"micro_batch":4,"seq_len":1024}})");
        QCOMPARE(findOp(computeRoofline(fused, Phase::Train), "GELU")->bytes, 2 * 4.0 * tokens * f * layers * passes);
    }

    // Megatron's mixed-precision optimizer and vocab-parallel cross-entropy, pass by pass
    // (megatron/core/optimizer/optimizer.py, megatron/core/tensor_parallel/cross_entropy.py).
    void megatronOptimizerAndLossPasses_data() {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("optimizerBytes");
        QTest::addColumn<double>("lossBytes");
        // fp16 with 16-bit gradients: copy into fp32 (2 + 4), unscale (4 + 4), norm (4), Adam
        // (4 gradient + 8 master + 16 moments), main weights into the model's (4 + 2).
        // Cross-entropy: .float() (2 + 4), max 4, subtract 8, exp 8, sum 4, divide 8; backward:
        // multiply 8, cast back (4 + 2).
        QTest::newRow("fp16 (2021 Megatron)") << R"({"preset":"fp16-mixed","gradients":"fp16"})" << 52.0 << 52.0;
        // bf16: the main_grad buffer is already fp32 (no copy) and there is no loss scale.
        QTest::newRow("bf16") << R"("bf16-mixed")" << 38.0 << 52.0;
        // fp32 throughout: no master copy (norm 4 + one fused pass 28); no casts around the loss.
        QTest::newRow("fp32") << R"("fp32")" << 32.0 << 40.0;
    }
    void megatronOptimizerAndLossPasses() {
        QFETCH(QString, precision);
        QFETCH(double, optimizerBytes);
        QFETCH(double, lossBytes);
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","optimizer":"adam","precision":)" +
                                 precision.toStdString() + R"(,"training":{"seq_len":2048}})");
        const RooflineReport r = computeRoofline(sc, Phase::Train);
        QCOMPARE(findOp(r, "optimizer update (per step)")->bytes, optimizerBytes * effectiveParameterCount(sc));
        QCOMPARE(findOp(r, "cross-entropy")->bytes, lossBytes * 2048.0 * 32000.0);
    }

    void phasesDiffer() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b"})");
        const RooflineReport train = computeRoofline(sc, Phase::Train);
        const RooflineReport decode = computeRoofline(sc, Phase::Decode);
        QVERIFY(findOp(train, "cross-entropy"));
        QVERIFY(!findOp(decode, "cross-entropy"));
        QVERIFY(!findOp(decode, "optimizer update (per step)"));
        QVERIFY(findOp(decode, "QKV projection")->intensity < findOp(train, "QKV projection")->intensity);
    }
};

QTEST_APPLESS_MAIN(TestRoofline)
#include "tst_roofline.moc"
