// The framework profiles (training.implementation: megatron-core, torchtitan, llm-foundry,
// deepspeed), training.compile and precision.grad_reduce_dtype against worked numbers
// (docs/formulas.md, "Framework profiles" and "torch.compile").
#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/memory/pytorchactivations.h"
#include "core/memory/trainingmemory.h"
#include "core/model/frameworkknobs.h"
#include "core/model/frameworkprofile.h"
#include "core/roofline/eagerkernels.h"
#include "core/roofline/kernellaunches.h"
#include "core/roofline/roofline.h"

#include "scenariohelpers.h"

#include <QTest>

#include <cmath>
#include <optional>
#include <string>

using namespace rooflab;

namespace {

// A 24-layer GPT-style block (LayerNorm, GELU MLP) of width 2048 and d_ff 8192, bf16, one
// sequence of 1024 tokens on one H100.
std::string gelu(const char* implementation) {
    return std::string(
               R"({"version":1,"model":{"layers":24,"d_model":2048,"heads":16,"d_ff":8192,"vocab":50304,"mlp":"gelu",)"
               R"("positions":2048,"biases":true,"norm":"layernorm"},"precision":"bf16-mixed",)"
               R"("training":{"micro_batch":1,"seq_len":1024,"implementation":")") +
           implementation + R"("},"hardware":{"gpu":"h100-sxm"}})";
}

// A small Llama-style block (RMSNorm, SwiGLU, rotary): h = 1024, d_ff = 2816, 2 sequences of 512.
std::string llama(const char* implementation, const char* extraTraining = "") {
    return std::string(
               R"({"version":1,"model":{"layers":4,"d_model":1024,"heads":8,"d_ff":2816,"vocab":32000,"mlp":"swiglu",)"
               R"("norm":"rmsnorm"},"precision":"bf16-mixed",)"
               R"("training":{"micro_batch":2,"seq_len":512,"implementation":")") +
           implementation + "\"" + extraTraining + R"(},"hardware":{"gpu":"h100-sxm"}})";
}

// The same block split over 2 GPUs by tensor parallelism with sequence parallelism.
std::string llamaTp2(const char* implementation, const char* extraTraining = "") {
    return std::string(
               R"({"version":1,"model":{"layers":4,"d_model":1024,"heads":8,"d_ff":2816,"vocab":32000,"mlp":"swiglu",)"
               R"("norm":"rmsnorm"},"precision":"bf16-mixed",)"
               R"("training":{"micro_batch":2,"seq_len":512,"implementation":")") +
           implementation + "\"" + extraTraining +
           R"(},"parallel":{"gpus":2,"tp":2,"sequence_parallel":true},"hardware":{"gpu":"h100-sxm"}})";
}

// A 4-layer Llama-style block in 2 pipeline stages over 4 GPUs (2-way FSDP), m micro-batches.
std::string pipelinedTitan(int zero, int microBatches) {
    return std::string(
               R"({"version":1,"model":{"layers":4,"d_model":1024,"heads":8,"d_ff":2816,"vocab":32000,"mlp":"swiglu",)"
               R"("norm":"rmsnorm"},"precision":{"preset":"bf16-mixed","gradients":"fp32"},"training":{"micro_batch":1,)"
               R"("seq_len":512,"implementation":"torchtitan","grad_accum":)") +
           std::to_string(microBatches) + R"(},"parallel":{"gpus":4,"pp":2,"zero":)" + std::to_string(zero) +
           R"(},"hardware":{"gpu":"h100-sxm"}})";
}

// torchtitan of 2024 (9dec370): its own RMSNorm, op by op, as Hugging Face's.
constexpr const char* kTorchtitan2024 = R"(,"rms_norm":"composite")";

// The same with parallel.tp_saved_inputs set.
std::string llamaTp2Saved(const char* implementation, const char* saved, const char* extraTraining = "") {
    std::string s = llamaTp2(implementation, extraTraining);
    const std::string sp = R"("sequence_parallel":true)";
    return s.replace(s.find(sp), sp.size(), sp + R"(,"tp_saved_inputs":")" + saved + "\"");
}

// Llama 3 8B on 8 H100s, fully sharded: the reduction's bytes dominate its latency.
std::string sharded8b(const char* implementation, const char* precision) {
    return std::string(R"({"version":1,"model":"llama3-8b","precision":)") + precision +
           R"(,"training":{"micro_batch":1,"seq_len":4096,"implementation":")" + implementation +
           R"("},"parallel":{"gpus":8,"zero":3},"hardware":{"gpu":"h100-sxm"}})";
}

// An MPT-style block (LayerNorm, GELU) of width 2048, 2 sequences of 1024, fully recomputed
// under amp-bf16 on 8 A100s with ZeRO-3 (FSDP FULL_SHARD).
std::string fullyShardedMpt(const char* implementation, int layers) {
    return std::string(R"({"version":1,"model":{"layers":)") + std::to_string(layers) +
           R"(,"d_model":2048,"heads":16,"d_ff":8192,"vocab":50368,"mlp":"gelu","positions":2048,)"
           R"("biases":true,"norm":"layernorm"},"precision":"amp-bf16","training":{"micro_batch":2,)"
           R"("seq_len":1024,"checkpointing":"full","implementation":")" +
           implementation + R"("},"parallel":{"gpus":8,"zero":3},"hardware":{"gpu":"a100-40gb"}})";
}

} // namespace

class TestFrameworkProfiles : public QObject {
    Q_OBJECT

private slots:
    // Each profile's choices where the scenario leaves them open (docs/formulas.md's table).
    void profileChoices() {
        ROOFLAB_SCENARIO(core, llama("megatron-core"));
        QVERIFY(!core.training.isPyTorch());
        QCOMPARE(core.training.loss, LossKind::Fused);
        QCOMPARE(core.training.resolvedOptimizerImpl(), OptimizerImpl::Fused);
        QCOMPARE(core.training.resolvedGradBuffers(), GradientBuffers::InPlace);
        QCOMPARE(core.precision.gradients, DType::FP32); // main_grad, grad_reduce_in_fp32
        QVERIFY(!core.training.separateGradientAccumulation());

        ROOFLAB_SCENARIO(titan, llama("torchtitan"));
        QVERIFY(titan.training.isPyTorch() && titan.training.usesFlashAttention());
        QCOMPARE(titan.training.loss, LossKind::Eager);                         // F.cross_entropy(pred.float())
        QCOMPARE(titan.training.resolvedOptimizerImpl(), OptimizerImpl::Fused); // implementation = "fused"
        QCOMPARE(titan.precision.gradients, DType::FP32);                       // the fp32 sharded parameter's
        QCOMPARE(gradientReduceDType(titan), DType::FP32);                      // mixed_precision_reduce
        QVERIFY(!titan.training.compiled());                                    // compile defaults to false

        ROOFLAB_SCENARIO(foundry, gelu("llm-foundry"));
        QCOMPARE(foundry.training.loss, LossKind::Fused);                           // fused_crossentropy
        QCOMPARE(foundry.training.resolvedOptimizerImpl(), OptimizerImpl::ForLoop); // DecoupledAdamW's loop
        QCOMPARE(gradientReduceDType(foundry), DType::FP32);

        ROOFLAB_SCENARIO(deepspeed, gelu("deepspeed"));
        QVERIFY(!deepspeed.training.isPyTorch());
        QCOMPARE(deepspeed.training.resolvedGradBuffers(), GradientBuffers::Flattened); // allreduce_bucket
        QVERIFY(deepspeed.training.separateGradientAccumulation()); // fused wgrad accumulation commented out
        QCOMPARE(gradientReduceDType(deepspeed), DType::BF16);      // communication_data_type
        QVERIFY(!deepspeed.training.overlapGradReduce);             // reduced after the last backward
        QVERIFY(core.training.overlapGradReduce && titan.training.overlapGradReduce);
        // Megatron-Core's recipes gather the parameters during the next forward; nothing else does.
        QVERIFY(core.training.overlapParamGather);
        QVERIFY(!deepspeed.training.overlapParamGather && !titan.training.overlapParamGather);
        QVERIFY(!foundry.training.overlapParamGather);

        // The older profiles keep their figures: PyTorch reduces its bf16 .grad as it is.
        ROOFLAB_SCENARIO(sdpa, llama("pytorch-sdpa"));
        QCOMPARE(gradientReduceDType(sdpa), DType::BF16);
        QCOMPARE(sdpa.training.resolvedOptimizerImpl(), OptimizerImpl::ForEach);
    }

    // llm-foundry's MPT runs one nn.GELU (approximate='none'): it keeps its input and the down
    // projection's input, 2 d_ff-wide bf16 tensors, where GPT-2's gelu_new keeps 5:
    // (5 - 2) x 8192 x 2 bytes x 1024 tokens = 50,331,648 bytes a layer; and it is one kernel, not 8.
    void foundryGeluKeepsOneTensor() {
        ROOFLAB_SCENARIO(hf, gelu("pytorch-sdpa"));
        ROOFLAB_SCENARIO(foundry, gelu("llm-foundry"));
        const double saved = layerActivationBytes(hf, false) - layerActivationBytes(foundry, false);
        QCOMPARE(saved, 3.0 * 8192 * 2 * 1024);
        QCOMPARE(elementwiseLaunches(hf, true, false).activation, 8.0);
        QCOMPARE(elementwiseLaunches(foundry, true, false).activation, 1.0);
        QVERIFY(evaluate(foundry).step.kernelLaunches < evaluate(hf).step.kernelLaunches);
    }

    // LLM Foundry's MPT recipes clip the gradient norm every step through FSDP's clip_grad_norm_:
    // one read of every local gradient for the norm, one in-place multiply (read and write), so
    // 3 x 4 bytes a parameter with fp32 gradients and 2 passes more than the same optimizer in
    // plain PyTorch code with fp32 gradients. 24 layers of h = 2048 on one GPU: AdamW's 12 FLOPs
    // a parameter give the count.
    void foundryClipsTheGradientNormEveryStep() {
        const auto optimizerOp = [](const std::string& json) {
            Scenario sc;
            RooflineOp found;
            if (!test::parse(json, sc))
                return found;
            for (const RooflineOp& op : evaluate(sc).roofline.ops)
                if (op.name == std::string("optimizer update (per step)"))
                    found = op;
            return found;
        };
        std::string hfJson = gelu("pytorch-sdpa");
        hfJson.replace(hfJson.find("\"bf16-mixed\""), 12, R"({"preset":"bf16-mixed","gradients":"fp32"})");
        const RooflineOp hf = optimizerOp(hfJson), foundry = optimizerOp(gelu("llm-foundry"));
        const double params = foundry.flops / 12.0;
        QVERIFY(params > 1e9);
        QCOMPARE(hf.flops, foundry.flops);
        QCOMPARE(foundry.bytes - hf.bytes, 3.0 * 4.0 * params);
        QVERIFY(foundry.launches > hf.launches);
    }

    // MPT's flash path unpads q, k and v and pads the output back (flash_attn's bert_padding), where
    // Hugging Face code copies the output back to tokens once: per layer, with 2 sequences of 512
    // on h = 1024 and kv width 256 (2 key-value heads), forward 2 x 2 (1024 + 2 x 256) + 3 x 2 x 1024
    // bytes a token, the backward counted as two forwards; with cuDNN's attention (MPT's torch path)
    // nothing is unpadded.
    void foundryUnpadsForFlashAttention() {
        std::string foundryJson = llama("llm-foundry"),
                    cudnnJson = llama("llm-foundry", R"(,"attention_kernel":"cudnn")");
        for (std::string* json : {&foundryJson, &cudnnJson})
            json->insert(json->find(R"("mlp":)"), R"("kv_heads":2,)");
        ROOFLAB_SCENARIO(foundry, foundryJson);
        ROOFLAB_SCENARIO(cudnn, cudnnJson);
        const auto op = [](const Scenario& sc, const char* name) -> std::optional<RooflineOp> {
            for (const RooflineOp& o : computeRoofline(sc, Phase::Train).ops)
                if (o.name == std::string(name))
                    return o;
            return std::nullopt;
        };
        const double tokens = 1024, layers = 4, passes = 3;
        const std::optional<RooflineOp> unpad = op(foundry, "attention unpadding and padding (copies)");
        QVERIFY(unpad);
        QCOMPARE(unpad->bytes, (2.0 * 2 * (1024 + 2 * 256) + 3.0 * 2 * 1024) * tokens * layers * passes);
        QVERIFY(!op(foundry, "attention output to tokens (copy)"));
        QCOMPARE(elementwiseLaunches(foundry, true, false).headsToTokens, 13.0 / 3.0);
        const std::optional<RooflineOp> copy = op(cudnn, "attention output to tokens (copy)");
        QVERIFY(copy);
        QCOMPARE(copy->bytes, 2.0 * 2 * 1024 * tokens * layers * passes);
        QCOMPARE(elementwiseLaunches(cudnn, true, false).headsToTokens, 1.0);
    }

    // llm-foundry's flash-attn 2 takes GQA's keys and values unrepeated: with 8 heads over 2
    // key-value heads (h = 1024, kv width 256) a layer keeps (3 x 1024 - (1024 + 2 x 256)) x 2
    // bytes a token less than pytorch-sdpa's repeat_kv copies.
    void foundryKeepsGqaUnrepeated() {
        std::string hfJson = llama("pytorch-sdpa"), foundryJson = llama("llm-foundry");
        for (std::string* json : {&hfJson, &foundryJson})
            json->insert(json->find(R"("mlp":)"), R"("kv_heads":2,)");
        ROOFLAB_SCENARIO(hf, hfJson);
        ROOFLAB_SCENARIO(foundry, foundryJson);
        QCOMPARE(foundry.model.arch.kvHeads, std::int64_t(2));
        QCOMPARE(layerActivationBytes(hf, false) - layerActivationBytes(foundry, false),
                 (3.0 * 1024 - (1024 + 2.0 * 256)) * 2 * 1024);
    }

    // torchtitan's Llama is plain PyTorch with SDPA: with its 2024 RMSNorm a layer keeps what
    // pytorch-sdpa's does; its complex rotary embedding is 3 kernels a tensor (.float(),
    // x freqs_cis, the cast back), not 5.
    void torchtitanLayer() {
        ROOFLAB_SCENARIO(hf, llama("pytorch-sdpa"));
        ROOFLAB_SCENARIO(titan, llama("torchtitan", kTorchtitan2024));
        QCOMPARE(layerActivationBytes(titan, false), layerActivationBytes(hf, false));
        QCOMPARE(elementwiseLaunches(hf, true, false).rotary, 10.0);
        QCOMPARE(elementwiseLaunches(titan, true, false).rotary, 6.0);
    }

    // torchtitan's tensor parallelism (torchtitan/parallelisms/parallelize_llama.py at 9dec370):
    // PrepareModuleInput all-gathers each norm's sequence-sharded output before the
    // column-parallel projections, which keep that whole-sequence input for their weights'
    // gradient: 2 s b h e a layer where Megatron's sequence parallelism keeps 2 s b h e / t.
    // TP 2, h = 1024, 1024 tokens, bf16: 2 x 1024 x 1024 x 2 / 2 = 2 MiB more than Hugging Face
    // code counted with Megatron's split; compiled, 4 MiB (the partitioner recomputes the
    // norms' outputs but not a collective, so the gathered inputs stay).
    void torchtitanKeepsGatheredProjectionInputs() {
        ROOFLAB_SCENARIO(hf, llamaTp2("pytorch-sdpa"));
        ROOFLAB_SCENARIO(titan, llamaTp2("torchtitan", kTorchtitan2024));
        ROOFLAB_SCENARIO(hfCompiled, llamaTp2("pytorch-sdpa", R"(,"compile":true)"));
        ROOFLAB_SCENARIO(titanCompiled, llamaTp2("torchtitan", R"(,"compile":true)"));
        const double MiB = 1024.0 * 1024.0;
        QCOMPARE(layerActivationBytes(titan, false) - layerActivationBytes(hf, false), 2 * MiB);
        QCOMPARE(layerActivationBytes(titanCompiled, false) - layerActivationBytes(hfCompiled, false), 4 * MiB);
    }

    // parallel.tp_saved_inputs overrides the profile's choice both ways: torchtitan told to keep
    // the sharded copy counts what the Hugging Face profile counts (Megatron's split), the Hugging
    // Face profile told to keep the gathered input counts torchtitan's 2 MiB more. Megatron's
    // own layers ignore it, with a warning naming the key.
    void tpSavedInputsOverrideTheProfile() {
        ROOFLAB_SCENARIO(hf, llamaTp2("pytorch-sdpa"));
        ROOFLAB_SCENARIO(titan, llamaTp2("torchtitan", kTorchtitan2024));
        ROOFLAB_SCENARIO(titanSharded, llamaTp2Saved("torchtitan", "sharded", kTorchtitan2024));
        ROOFLAB_SCENARIO(hfGathered, llamaTp2Saved("pytorch-sdpa", "gathered"));
        const double MiB = 1024.0 * 1024.0;
        QCOMPARE(layerActivationBytes(titanSharded, false), layerActivationBytes(hf, false));
        QCOMPARE(layerActivationBytes(hfGathered, false) - layerActivationBytes(hf, false), 2 * MiB);
        QCOMPARE(layerActivationBytes(hfGathered, false), layerActivationBytes(titan, false));
        QVERIFY(frameworkKnobWarnings(titanSharded).empty());

        ROOFLAB_SCENARIO(megatron, llamaTp2("megatron-core"));
        ROOFLAB_SCENARIO(megatronGathered, llamaTp2Saved("megatron-core", "gathered"));
        QCOMPARE(layerActivationBytes(megatronGathered, false), layerActivationBytes(megatron, false));
        const std::vector<std::string> warnings = frameworkKnobWarnings(megatronGathered);
        QCOMPARE(warnings.size(), std::size_t(1));
        QVERIFY(warnings.front().rfind("parallel.tp_saved_inputs:", 0) == 0);
    }

    // FSDP2 under torch.distributed.pipelining keeps each stage's gradients unsharded, in fp32
    // (reduce_dtype), from its first backward to its last, where it reduce-scatters once
    // (stage.py backward_maybe_with_nosync; _fsdp_param.py to_accumulated_grad_if_needed). The
    // first stage, 2 layers of 12,847,104 parameters and the 32,768,000 of the embedding:
    // 58,462,208 x 4 = 233,848,832 bytes beside its micro-batches in flight once a steady state
    // exists (4 micro-batches through 2 stages); with 2 there is none, and the ZeRO-3 share is
    // half of it after the reduce-scatter.
    void fsdpPipelineAccumulatesUnshardedGradients() {
        ROOFLAB_SCENARIO(steady, pipelinedTitan(3, 4));
        ROOFLAB_SCENARIO(noSteadyState, pipelinedTitan(3, 2));
        const std::vector<TrainingMemory> stages = computeStageMemory(steady);
        QCOMPARE(stages.size(), std::size_t(2));
        QCOMPARE(stages[0].gradients, 233848832.0);
        QCOMPARE(stages[0].allGradients, 233848832.0 / 2);
        QCOMPARE(computeStageMemory(noSteadyState)[0].gradients, 0.0);
        QVERIFY(stages[0].total > computeStageMemory(noSteadyState)[0].total);
    }

    // torch.compile: the min-cut partitioner keeps each norm's bf16 input (not its fp32 copy, its
    // output and the projections' input: 12 h bytes a token less) and SwiGLU's gate and up (not
    // silu, the product: 4 d_ff bytes less): (12 x 1024 + 4 x 2816) x 1024 tokens a layer.
    void compileKeepsChainInputs() {
        ROOFLAB_SCENARIO(eager, llama("torchtitan", kTorchtitan2024));
        ROOFLAB_SCENARIO(compiled, llama("torchtitan", R"(,"compile":true)"));
        QVERIFY(compiled.training.compiled());
        const double tokens = 2.0 * 512;
        QCOMPARE(layerActivationBytes(eager, false) - layerActivationBytes(compiled, false),
                 (12.0 * 1024 + 4.0 * 2816) * tokens);
        const Report e = evaluate(eager), c = evaluate(compiled);
        QVERIFY(c.memory.activations < e.memory.activations);
        // One kernel per fused chain: 2 norms (not 2 x 8), 1 activation (not 2).
        const ElementwiseLaunches ke = elementwiseLaunches(eager, true, false);
        const ElementwiseLaunches kc = elementwiseLaunches(compiled, true, false);
        QCOMPARE(ke.norms, 16.0);
        QCOMPARE(kc.norms, 2.0);
        QCOMPARE(kc.activation, 1.0);
        QVERIFY(c.step.kernelLaunches < e.step.kernelLaunches);
        QVERIFY(c.step.timeS < e.step.timeS);
    }

    // training.rms_norm: torch.nn.RMSNorm on PyTorch 2.8 and later (torchtitan's norm since
    // 2025-03, the profile's default) runs one fused kernel each way and keeps its input in the
    // stream's dtype and 1/rms; the 2024 code's op-by-op norm keeps an fp32 copy of the input and
    // the normalised output besides: 4 h bytes a token and norm less, 2 x 4 x 1024 x 1,024 tokens =
    // 8 MiB a layer. Over this bf16 stream: one kernel and 2 x 2 bytes a value a pass, where op by
    // op it is 8 kernels and (2 + 4) + (4 + 2) + 2 x 4 + 4 + 2 x 4 + 2 x 2 = 36 bytes. Compiled,
    // Inductor fuses either.
    void fusedRmsNormKeepsItsInput() {
        ROOFLAB_SCENARIO(fused, llama("torchtitan"));
        ROOFLAB_SCENARIO(composite, llama("torchtitan", kTorchtitan2024));
        ROOFLAB_SCENARIO(hfFused, llama("pytorch-sdpa", R"(,"rms_norm":"fused")"));
        ROOFLAB_SCENARIO(compiled, llama("torchtitan", R"(,"compile":true)"));
        QVERIFY(fused.training.fusedRmsNorm());
        QVERIFY(!composite.training.fusedRmsNorm());
        QVERIFY(!compiled.training.fusedRmsNorm());
        QCOMPARE(layerActivationBytes(composite, false) - layerActivationBytes(fused, false), 8.0 * 1024 * 1024);
        QCOMPARE(layerActivationBytes(hfFused, false), layerActivationBytes(fused, false));
        QCOMPARE(elementwiseBytes(fused, true, false).norm, 4.0);
        QCOMPARE(elementwiseBytes(composite, true, false).norm, 36.0);
        QCOMPARE(elementwiseLaunches(fused, true, false).norms, 2.0);
        QCOMPARE(elementwiseLaunches(composite, true, false).norms, 16.0);
        QVERIFY(evaluate(fused).step.timeS < evaluate(composite).step.timeS);
        // The file keeps a choice away from the profile's default, and only that, and reads it back.
        QVERIFY(serializeScenario(composite).find(R"("rms_norm")") != std::string::npos);
        const ScenarioParseResult back = parseScenario(serializeScenario(composite));
        QVERIFY(back.ok);
        QCOMPARE(int(back.scenario.training.rmsNorm), int(RmsNormKernel::Composite));
        QVERIFY(serializeScenario(fused).find("rms_norm") == std::string::npos);
    }

    // Inductor generates no code for complex tensors (torch/_inductor/lowering.py,
    // unsupported_input_tensor): torchtitan's complex rotary stays ATen's product between two
    // casts, 3 kernels and 20 bytes a q or k value in bf16 (2 + 4, 4 + 4, 4 + 2), compiled or
    // not; transformers' real-valued rotate_half fuses into 1 kernel reading and writing once.
    void compiledComplexRotaryStaysUnfused() {
        ROOFLAB_SCENARIO(titan, llama("torchtitan"));
        ROOFLAB_SCENARIO(titanCompiled, llama("torchtitan", R"(,"compile":true)"));
        ROOFLAB_SCENARIO(hfCompiled, llama("pytorch-sdpa", R"(,"compile":true)"));
        QCOMPARE(elementwiseBytes(titanCompiled, true, false).rotary, 20.0);
        QCOMPARE(elementwiseBytes(titanCompiled, true, false).rotary, elementwiseBytes(titan, true, false).rotary);
        QCOMPARE(elementwiseLaunches(titanCompiled, true, false).rotary, 6.0);
        QCOMPARE(elementwiseBytes(hfCompiled, true, false).rotary, 4.0);
        QCOMPARE(elementwiseLaunches(hfCompiled, true, false).rotary, 2.0);
    }

    // A compiled step's loss is compiled only where the code compiles it (training.loss
    // "compiled"): torchtitan before 2025-06 compiled the blocks alone, and its F.cross_entropy
    // ran eagerly: 7 kernels and (2 + 4) + (4 + 2) + 2 x 4 + 4 + 3 x 4 = 36 bytes a bf16 logit
    // at eager kernels' bandwidth, where the compiled loss is 2 kernels and 2 (2 + 4) = 12 bytes
    // (this preset's logits are fp32). Here 1,024 tokens x 32,000 logits: 1.18 GB at 3.35 TB/s x
    // 0.8 / 1.287 = 0.57 ms against 0.39 GB at 2.68 TB/s = 0.15 ms, so the step is about 0.42 ms
    // longer (plus 5 launch gaps).
    void compiledBlocksKeepAnEagerLoss() {
        ROOFLAB_SCENARIO(eagerLoss, llama("torchtitan", R"(,"compile":true,"loss":"eager")"));
        ROOFLAB_SCENARIO(compiledLoss, llama("torchtitan", R"(,"compile":true,"loss":"compiled")"));
        QCOMPARE(elementwiseBytes(eagerLoss, true, false).lossPerLogit, 36.0);
        QCOMPARE(elementwiseBytes(compiledLoss, true, false).lossPerLogit, 12.0);
        QCOMPARE(elementwiseLaunches(eagerLoss, true, false).loss, 7.0);
        QCOMPARE(elementwiseLaunches(compiledLoss, true, false).loss, 2.0);
        const auto loss = [](const Report& r) {
            return *std::find_if(r.roofline.ops.begin(), r.roofline.ops.end(),
                                 [](const RooflineOp& op) { return op.name == "cross-entropy"; });
        };
        const Report e = evaluate(eagerLoss), c = evaluate(compiledLoss);
        QVERIFY(loss(e).eagerKernels);
        QVERIFY(!loss(c).eagerKernels);
        const double longer = e.step.timeS - c.step.timeS;
        std::printf("  eager loss in a compiled step: %.3f ms longer\n", longer * 1e3);
        QVERIFY2(longer > 0.40e-3 && longer < 0.47e-3, std::to_string(longer).c_str());
    }

    // torch.compile wraps PyTorch modules only.
    void compileNeedsPyTorchModules() {
        const ScenarioParseResult r = parseScenario(llama("megatron-core", R"(,"compile":true)"));
        QVERIFY(!r.ok);
        QVERIFY2(test::joined(r.errors).find("training.compile") != std::string::npos, test::joined(r.errors).c_str());
    }

    // precision.grad_reduce_dtype: bf16 halves the fully sharded reduce-scatter's bytes (its
    // latency terms aside, well under 1 % here).
    void bf16ReductionHalvesTheBytes() {
        ROOFLAB_SCENARIO(fp32, sharded8b("torchtitan", R"("bf16-mixed")"));
        ROOFLAB_SCENARIO(bf16, sharded8b("torchtitan", R"({"preset":"bf16-mixed","grad_reduce_dtype":"bf16"})"));
        QCOMPARE(gradientReduceDType(bf16), DType::BF16);
        QCOMPARE(bf16.precision.preset, PrecisionPreset::BF16Mixed); // a recipe option, not a custom mix
        const double ratio = evaluate(bf16).step.commS.dp / evaluate(fp32).step.commS.dp;
        QVERIFY2(std::abs(ratio - 0.5) < 0.01, std::to_string(ratio).c_str());
        // FSDP's stored gradients keep the parameter's dtype.
        QCOMPARE(computeTrainingMemory(bf16).gradients, computeTrainingMemory(fp32).gradients);
    }

    // Megatron reduces its gradient buffer in place: --grad-reduce-in-bf16 makes the buffer bf16,
    // 2 bytes a parameter instead of 4.
    void megatronBufferFollowsTheReduction() {
        ROOFLAB_SCENARIO(fp32, sharded8b("megatron-core", R"("bf16-mixed")"));
        ROOFLAB_SCENARIO(bf16, sharded8b("megatron-core", R"({"preset":"bf16-mixed","grad_reduce_dtype":"bf16"})"));
        QCOMPARE(bf16.precision.gradients, DType::BF16);
        QCOMPARE(computeTrainingMemory(bf16).gradients, 0.5 * computeTrainingMemory(fp32).gradients);
    }
    // FSDP's mixed precision (Composer's DEFAULT, torchtitan's param_dtype) casts the fp32
    // shards to bf16 before the all-gather: the gathered layers and the all-gather are half the
    // fp32 ones, and autocast finds its weights already bf16 (no weight copies). Hugging Face
    // code under the same autocast keeps its copies and gathers fp32.
    void fsdpGathersCastParameters() {
        ROOFLAB_SCENARIO(foundry, sharded8b("llm-foundry", R"("amp-bf16")"));
        ROOFLAB_SCENARIO(hf, sharded8b("pytorch-sdpa", R"("amp-bf16")"));
        QVERIFY(fsdpCastsParameters(foundry));
        QVERIFY(!fsdpCastsParameters(hf));
        const TrainingMemory cast = computeTrainingMemory(foundry);
        const TrainingMemory plain = computeTrainingMemory(hf);
        QCOMPARE(cast.weightCopies, 0.0);
        QVERIFY(plain.weightCopies > 1e9); // about 15 GB: the 8B model's matrices in bf16
        QVERIFY(plain.weightsGathered > 0);
        QVERIFY2(std::abs(cast.weightsGathered / plain.weightsGathered - 0.5) < 1e-9,
                 std::to_string(cast.weightsGathered / plain.weightsGathered).c_str());
        const double gather = evaluate(foundry).step.commS.zero / evaluate(hf).step.commS.zero;
        QVERIFY2(gather > 0.45 && gather < 0.55, std::to_string(gather).c_str()); // bytes halved, latency kept
        // Stored bf16 weights (bf16-mixed) are gathered as they are.
        ROOFLAB_SCENARIO(bf16, sharded8b("llm-foundry", R"("bf16-mixed")"));
        QVERIFY(!fsdpCastsParameters(bf16));
    }

    // With FSDP's cast parameters the embedding outputs bf16 and the residual stream stays bf16
    // under autocast (MPT's low-precision LayerNorm keeps its bf16 input): full recomputation
    // keeps 2 s b h bytes per layer. Four more layers of h = 2048, s = 1024, b = 2 keep
    // 4 x 2 x 1024 x 2 x 2048 = 32 MiB more; Hugging Face code gathering fp32 weights keeps an
    // fp32 stream, 64 MiB.
    void fsdpCastParametersKeepA16BitResidualStream() {
        ROOFLAB_SCENARIO(foundry4, fullyShardedMpt("llm-foundry", 4));
        ROOFLAB_SCENARIO(foundry8, fullyShardedMpt("llm-foundry", 8));
        ROOFLAB_SCENARIO(hf4, fullyShardedMpt("pytorch-sdpa", 4));
        ROOFLAB_SCENARIO(hf8, fullyShardedMpt("pytorch-sdpa", 8));
        QCOMPARE(savedResidualBytes(foundry4), 2.0);
        QCOMPARE(savedResidualBytes(hf4), 4.0);
        const double MiB = 1024.0 * 1024.0;
        QCOMPARE(computeTrainingMemory(foundry8).savedActivations - computeTrainingMemory(foundry4).savedActivations,
                 32 * MiB);
        QCOMPARE(computeTrainingMemory(hf8).savedActivations - computeTrainingMemory(hf4).savedActivations, 64 * MiB);
    }
};

QTEST_APPLESS_MAIN(TestFrameworkProfiles)
#include "tst_frameworkprofiles.moc"
