#pragma once
// A complete "what if": model, numerics, optimizer, batch, parallelism, hardware and run.
// Plain data; core/evaluate.h turns it into a Report.
#include "core/model/architecture.h"
#include "core/model/gpuspec.h"
#include "core/model/offload.h"
#include "core/model/planconfig.h"
#include "core/model/recomputemodules.h"
#include "core/model/servingconfig.h"
#include "core/numbers/dtype.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

namespace rooflab {

// AmpBF16/AmpFP16: torch.autocast over fp32 parameters (fp32 gradients and optimizer states,
// no master copy, 16-bit copies of the matmul weights made in each forward).
enum class PrecisionPreset { FP32, BF16Mixed, FP16Mixed, BF16Pure, FP8Mixed, AmpBF16, AmpFP16, Custom };
enum class Optimizer { SGD, SGDMomentum, AdaGrad, RMSProp, Adam, AdamW, AdamW8bit, Lion, Adafactor };
// How an FP8 recipe scales its tensors (Megatron-LM's --fp8-recipe): one scale per tensor from
// the amax history (delayed, Megatron's default) or from the tensor itself (tensorwise, "current
// scaling"), or DeepSeek-style blocks (1 x 128 activations, 128 x 128 weights), or torchao's
// rowwise recipe (one scale per row of each GEMM operand, torchtitan's float8.recipe_name
// "rowwise"). MXFP8 and NVFP4 are chosen by the compute dtype.
enum class Fp8Scaling { Delayed, Tensorwise, Blockwise, Rowwise };
// OpSelective: PyTorch's per-op selective activation checkpointing as torchtitan applies it
// (activation_checkpoint.mode "selective", selective_ac_option "op"): every op's output is
// recomputed but the matmuls' (every second one excepted), attention's and the reductions'.
// Block: Megatron's --recompute-method block, the first N layers of each model chunk recomputed
// in full, the others kept whole (core/model/recomputedlayers.h).
enum class Checkpointing { None, Selective, Full, EveryK, OpSelective, Block };
// FSDP2's fully_shard(reshard_after_forward=...) as torchtitan sets it
// (parallelism.fsdp_reshard_after_forward): Default frees each layer's gathered parameters after
// its forward except under pipeline parallelism; Never keeps them until the backward.
enum class ReshardAfterForward { Default, Always, Never };
// parallel.tp_saved_inputs: what a column-parallel projection keeps of its input under tensor and
// sequence parallelism. Sharded: the sequence-sharded copy, all-gathered again in the backward
// (Megatron, Korthikanti et al. 2022 section 4.2.2); Gathered: the whole-sequence input its
// forward all-gathered (torchtitan's PrepareModuleInput plan). Default: the profile's
// (core/model/frameworkknobs.h, tensorParallelKeepsGatheredInputs).
enum class TpSavedInputs { Default, Sharded, Gathered };
// parallel.cp_comm_type: how context parallelism moves keys and values (Megatron-Core's
// --cp-comm-type, Transformer Engine's attention with context parallelism): the ring of
// point-to-point sends beside the attention (p2p, the default), an all-gather of K and V before it
// (the Llama 3 paper's, exposed), or all-to-alls that trade the sequence split for a head split
// (a2a, DeepSpeed-Ulysses), or both in two levels (a2a+p2p: all-to-alls within groups of adjacent
// ranks, a ring across the groups; Transformer Engine's hierarchical context parallelism).
enum class ContextCommType { P2P, AllGather, AllToAll, AllToAllP2P };
// parallel.cp_rotate_method: how torchtitan's context parallelism (PyTorch's experimental
// context_parallel, torch.distributed.tensor.experimental._attention) moves keys and values
// (torchtitan's --parallelism.context_parallel_rotate_method, default allgather): one all-gather of
// K and V behind the first chunk's attention, or a ring of all-to-all shuffles (alltoall), one chunk
// a step behind the chunk already there. Its gradients of K and V travel a ring either way.
enum class ContextRotateMethod { AllGather, AllToAll };
// parallel.pipeline_schedule: Megatron's 1F1B (interleaved with virtual stages) or DeepSeek's
// DualPipe (bidirectional; deepseek-ai/DualPipe, DeepSeek-V3 report section 3.2.1).
enum class PipelineSchedule { OneFOneB, DualPipe };
// training.attention_kernel: which fused attention kernel runs the attention core. Auto: the
// implementation profile's (core/model/frameworkprofile.cpp). Their rates differ by 1.6x on Hopper
// (FlashAttention-3 paper, Figs. 5-6): docs/formulas.md, "Achieved efficiency of each operation".
enum class AttentionKernel { Auto, Cudnn, FlashAttn2, FlashAttn3 };
enum class Phase { Train, Prefill, Decode };
// Whose code runs the training step: it decides which tensors the forward keeps for the
// backward, the kernels, the loss, the optimizer's kernels and the gradients' dtypes
// (docs/formulas.md, "Implementation profiles" and "Framework profiles"). Megatron is
// Megatron-LM 2021-22; MegatronCore Megatron-Core with Transformer Engine as NeMo and
// Megatron-Bridge run it; DeepSpeed Megatron-DeepSpeed's model code under DeepSpeed's engine;
// Torchtitan and LlmFoundry run plain PyTorch modules (FSDP2 / Composer FSDP); PyTorchEager and
// PyTorchSdpa are Hugging Face transformers' modules.
enum class Implementation { Megatron, MegatronCore, Torchtitan, LlmFoundry, DeepSpeed, PyTorchEager, PyTorchSdpa };
// How the cross-entropy loss is computed: eager PyTorch (log-softmax and its gradient as whole
// logits-sized tensors), a fused kernel (gradient written in place), chunked over the tokens, or
// compiled by torch.compile (the logits kept, a 16-bit gradient; docs/formulas.md, "torch.compile").
enum class LossKind { Eager, Fused, Chunked, Compiled };
// Where the step runs: CUDA and CPU differ in dropout masks (bool vs the input's dtype) and in
// autocast's op lists.
enum class Backend { Cuda, Cpu };
// The PyTorch whose autograd the PyTorch profiles follow: 1.13's mean backward keeps its input
// (the RMSNorm square), 2.x keeps only its size. docs/formulas.md, "PyTorch profiles".
enum class PyTorchVersion { V2, V1_13 };
// How a PyTorch profile's RMSNorm runs: op by op (Hugging Face's LlamaRMSNorm, torchtitan's own
// RMSNorm before 2025-03) or as one fused kernel each way (torch.nn.RMSNorm on PyTorch 2.8 and
// later, Liger's): docs/formulas.md, "torch.compile" and "RMSNorm kernels".
enum class RmsNormKernel { Composite, Fused };
// The optimizer's kernels: Auto picks PyTorch's default (foreach on CUDA, a per-tensor loop on
// the CPU; Megatron uses a fused multi-tensor kernel).
enum class OptimizerImpl { Auto, Fused, ForEach, ForLoop };
// Where the data-parallel reduction keeps the gradients it reduces (core/steptime/gradientsync.h): Auto
// picks the implementation's default (PyTorch DDP copies them into buckets and back, Megatron
// reduces its contiguous gradient buffer in place); Flattened is Megatron-LM 2021's local DDP
// without --use-contiguous-buffers-in-ddp (flatten, divide, copy back).
enum class GradientBuffers { Auto, InPlace, BucketCopies, Flattened };
// The moments of one training step, in order.
enum class StepPhase { Forward, Loss, Backward, Optimizer };

// Storage dtype of each training component. masterWeights is empty when there is no separate
// fp32 master copy (pure fp32 or pure bf16 training).
struct PrecisionConfig {
    PrecisionPreset preset = PrecisionPreset::BF16Mixed;
    DType weights = DType::BF16;
    DType gradients = DType::BF16;
    std::optional<DType> masterWeights = DType::FP32;
    DType optimizerStates = DType::FP32;
    DType activations = DType::BF16;
    DType logits = DType::FP32;
    DType compute = DType::BF16; // the matmul dtype whose peak sets time and the roofline
    // torch.autocast: the matmuls run in `activations` on 16-bit copies of fp32 weights, the
    // residual stream and the norms stay in the weights' dtype.
    bool autocast = false;
    // Applies when `compute` is an FP8 dtype (docs/formulas.md, "FP8 and FP4 training").
    Fp8Scaling fp8Scaling = Fp8Scaling::Delayed;
    // precision.grad_reduce_dtype: the dtype the data-parallel reduction sends; unset: the
    // implementation's default (gradientReduceDType, core/model/frameworkprofile.h).
    std::optional<DType> gradReduce;
    // torchao's enable_fsdp_float8_all_gather: with fp8 compute under ZeRO-3/FSDP the sharded
    // weights are cast to fp8 before the all-gather (none otherwise).
    bool fp8AllGather = false;

    // A named mix as `implementation` runs it: Megatron-LM keeps the gradients of bf16
    // parameters in fp32 (its main_grad buffer: --accumulate-allreduce-grads-in-fp32 is forced
    // for bf16 unless --grad-reduce-in-bf16), PyTorch's .grad has the parameter's dtype.
    static PrecisionConfig fromPreset(PrecisionPreset preset, Implementation implementation);
};

struct ModelSpec {
    // Either a size-only model (sizeOnlyParams > 0; arch is then the shape derived by
    // sizeOnlyArchitecture) or a full architecture (from a preset or explicit fields).
    // Invariant: arch is always the shape to compute activations and FLOPs with.
    std::string presetId;      // empty when not from a preset
    double sizeOnlyParams = 0; // > 0: size-only model
    Architecture arch;
    // A model read from a Hugging Face config.json (core/io/hfconfig.h): that object, as compact
    // JSON text, so that a saved scenario keeps the config rather than RoofLab's reading of it.
    // Any edit of the architecture makes a new ModelSpec and drops it.
    std::string hfConfig;

    static ModelSpec sizeOnly(double params);
    static ModelSpec fromArchitecture(const Architecture& arch, std::string presetId = {});
    static ModelSpec fromHfConfig(const Architecture& arch, std::string configJson);
};

struct TrainingConfig {
    std::int64_t microBatch = 1;
    std::int64_t seqLen = 2048;
    std::int64_t gradAccum = 1;
    Checkpointing checkpointing = Checkpointing::None;
    int checkpointEveryK = 0; // EveryK: keep every k-th layer's input; 0 means k = sqrt(L)
    // Block: the first N layers of each model chunk are recomputed in full, the others keep
    // their activations (Megatron's --recompute-method block --recompute-num-layers N).
    int recomputeNumLayers = 0;
    // Selective: what Megatron-Core recomputes (--recompute-modules; default the attention core).
    RecomputeModules recomputeModules;
    bool flashAttention = true;
    bool dropout = false;
    double tokens = 0; // training tokens D for the napkin totals
    Implementation implementation = Implementation::Megatron;
    LossKind loss = LossKind::Fused;
    // zero_grad(set_to_none=True), PyTorch 2's default: no gradients exist during the forward.
    // Megatron keeps a persistent contiguous gradient buffer and ignores it.
    bool gradsFreed = true;
    Backend backend = Backend::Cuda;
    PyTorchVersion pytorch = PyTorchVersion::V2;
    // training.rms_norm: the profile's default (frameworkprofile.h, profileRmsNorm).
    RmsNormKernel rmsNorm = RmsNormKernel::Composite;
    OptimizerImpl optimizerImpl = OptimizerImpl::Auto;
    // Step time only (docs/formulas.md, "Step time"). overlapGradReduce: the data-parallel
    // gradient reduction runs during the last micro-batch's backward (PyTorch DDP, Megatron's
    // --overlap-grad-reduce since 2023); false: it starts after the whole backward (Megatron's
    // local DDP before 2023: allreduce_gradients() after forward_backward).
    bool overlapGradReduce = true;
    // overlapParamGather: with a distributed optimizer (ZeRO-1/2) the parameters updated by the
    // step are all-gathered bucket by bucket during the next step's first forward, each bucket
    // waited for by the first layer that uses it (Megatron-Core's --overlap-param-gather, which
    // NeMo's and Megatron-Bridge's recipes set); false: gathered after the optimizer step, before
    // the forward (Megatron-LM's default, DeepSpeed ZeRO-1/2). The profile's default.
    bool overlapParamGather = false;
    // gradientAccumulationFusion: the weight-gradient GEMM adds into the accumulated gradient
    // (Megatron's gradient_accumulation_fusion, since 2022); false: every micro-batch after the
    // first adds its gradients in a separate memory-bound pass. PyTorch implementations never fuse.
    bool gradientAccumulationFusion = true;
    // Memory: a pipeline stage frees each chunk's output after sending it (Megatron's
    // deallocate_output_tensor, since 2022-01; torch.distributed.pipelining since pytorch#153383,
    // 2025-05, and the last stage's logits since torchtitan's step(return_outputs=False), 2025-10);
    // false: Megatron-LM 2021 keeps them until their backward (megatron/schedules.py at 6985e58),
    // one layer input per chunk in flight; torchtitan of 2024 to the step's end (output_chunks).
    bool deallocatePipelineOutputs = true;
    GradientBuffers gradBuffers = GradientBuffers::Auto;
    // Mixture of experts: the tokens the busiest expert rank receives, as a multiple of the
    // balanced share (1: every expert gets top_k x tokens / experts). Megatron's
    // --moe-expert-capacity-factor caps it there when tokens are dropped; dropless training
    // sees whatever the router's imbalance gives.
    double moeCapacityFactor = 1.0;
    // training.compile: torch.compile (Inductor) over the model; unset: the profile's default
    // (off everywhere: torchtitan's compile.enable is false). Only PyTorch-module profiles compile.
    std::optional<bool> compile;
    AttentionKernel attentionKernel = AttentionKernel::Auto;
    // training.packed_document_tokens: the documents packed into each sequence, their length in
    // tokens (length-weighted mean sum d^2 / sum d where they vary); 0: one document fills the
    // sequence. A variable-length attention kernel keeps each document's attention within it
    // (FlashAttention's cu_seqlens, Transformer Engine's THD format, torchtitan's block_causal).
    std::int64_t packedDocumentTokens = 0;

    // The model is PyTorch modules run by autograd (each op saves its own tensors), not
    // Megatron's model code with its fused kernels (Megatron, MegatronCore, DeepSpeed).
    bool isPyTorch() const {
        return implementation != Implementation::Megatron && implementation != Implementation::MegatronCore &&
               implementation != Implementation::DeepSpeed;
    }
    // Hugging Face transformers' modules (GPT-2's composite gelu_new, the explicit masks).
    bool isHuggingFace() const {
        return implementation == Implementation::PyTorchEager || implementation == Implementation::PyTorchSdpa;
    }
    bool compiled() const { return isPyTorch() && compile.value_or(false); }
    // An eager PyTorch RMSNorm in one fused kernel (compiled, Inductor fuses it anyway).
    bool fusedRmsNorm() const { return isPyTorch() && !compiled() && rmsNorm == RmsNormKernel::Fused; }
    // Sets `mode`; block checkpointing with no layer count yet recomputes one layer per chunk (its
    // count must be at least 1), so that choosing it in a control gives a valid scenario.
    void chooseCheckpointing(Checkpointing mode) {
        checkpointing = mode;
        if (mode == Checkpointing::Block && recomputeNumLayers < 1)
            recomputeNumLayers = 1;
    }
    // Full and every-k checkpointing: every layer's forward runs again in the backward (block
    // checkpointing recomputes some of them: core/model/recomputedlayers.h).
    bool recomputesEveryLayer() const {
        return checkpointing == Checkpointing::Full || checkpointing == Checkpointing::EveryK;
    }
    // Whether the backward recomputes `module`: selective checkpointing with it in the list.
    // The PyTorch implementations' selective checkpointing recomputes the attention core only.
    bool recomputes(RecomputeModule module) const {
        if (checkpointing != Checkpointing::Selective)
            return false;
        if (isPyTorch())
            return module == RecomputeModule::CoreAttention;
        return recomputeModules.has(module);
    }
    // Eager PyTorch attention always materialises the scores; SDPA (torchtitan's too) and
    // llm-foundry's flash_attn always use a fused kernel; Megatron's code follows the
    // flash_attention switch.
    bool usesFlashAttention() const {
        if (implementation == Implementation::PyTorchEager)
            return false;
        if (isPyTorch())
            return true;
        return flashAttention;
    }
    // The keys a query attends to at most: a packed document's length under a fused kernel; the
    // whole sequence otherwise (materialised scores compute the square, whatever the mask).
    double attentionSpan() const {
        if (packedDocumentTokens > 0 && packedDocumentTokens < seqLen && usesFlashAttention())
            return double(packedDocumentTokens);
        return double(seqLen);
    }
    bool gradientsPersist() const { return !isPyTorch() || !gradsFreed; }
    // Whether each micro-batch's weight gradients are added to the accumulated ones by a
    // separate kernel (PyTorch's AccumulateGrad, Megatron without gradient accumulation fusion).
    // Megatron-DeepSpeed's weight-gradient GEMMs do not add into a main_grad under DeepSpeed's
    // engine (core/model/frameworkprofile.cpp).
    bool separateGradientAccumulation() const {
        return isPyTorch() || implementation == Implementation::DeepSpeed || !gradientAccumulationFusion;
    }
    // Auto: the profile's optimizer kernels (core/model/frameworkprofile.cpp).
    OptimizerImpl resolvedOptimizerImpl() const;
    GradientBuffers resolvedGradBuffers() const;
    // Auto: the profile's attention kernel (core/model/frameworkprofile.cpp).
    AttentionKernel resolvedAttentionKernel() const;
};

struct ParallelConfig {
    int gpus = 1;
    int zeroStage = 0; // 0 (DDP) .. 3 (FSDP full shard)
    int tensorParallel = 1;
    int pipelineParallel = 1;
    bool sequenceParallel = false;
    int virtualStages = 1; // interleaved 1F1B: model chunks per pipeline stage (1 = plain 1F1B)
    PipelineSchedule pipelineSchedule = PipelineSchedule::OneFOneB;
    // Tensor-parallel collectives overlapped with the GEMMs beside them (Transformer Engine's
    // userbuffers under Megatron-Core's tp_comm_overlap, torchtitan's AsyncTP); needs sequence
    // parallelism. Off by default in both.
    bool tpCommOverlap = false;
    ReshardAfterForward reshardAfterForward = ReshardAfterForward::Default; // ZeRO-3/FSDP only
    TpSavedInputs tpSavedInputs = TpSavedInputs::Default;                   // tp > 1 with sequence parallelism only
    // Mixture of experts (Megatron-Core): the routed experts are split over ep GPUs, each
    // expert's matrices over etp (0: etp = tp, Megatron's default); the expert-data-parallel
    // group of gpus / (pp x ep x etp) replicates them and shards their ZeRO states.
    int expertParallel = 1;
    int expertTensorParallel = 0;
    // parallel.overlap_moe_expert_parallel_comm (Megatron-Core's --overlap-moe-expert-parallel-comm,
    // Megatron-Bridge's moe_a2a_overlap): the combined 1F1B schedule runs one micro-batch's forward
    // beside another's backward, each one's all-to-alls under the other's compute. Off by default.
    bool moeAllToAllOverlap = false;
    // Context parallelism (Megatron-Core's ring attention): each sequence is split over cp GPUs,
    // in 2 cp chunks, rank i holding chunks i and 2cp-1-i so that causal attention's work is
    // even (load-balanced), or in cp contiguous chunks (the last rank then attends the most).
    int contextParallel = 1;
    bool contextLoadBalanced = true;
    ContextCommType contextCommType = ContextCommType::P2P;                   // Transformer Engine's (not torchtitan)
    ContextRotateMethod contextRotateMethod = ContextRotateMethod::AllGather; // torchtitan's (PyTorch's)
    // parallel.hierarchical_context_parallel_sizes (Megatron-Core's --hierarchical-context-parallel-sizes)
    // for a2a+p2p: the all-to-all groups' size and the ring's, whose product is cp; 0, 0 when not
    // set (core/model/contextparallel.h, hierarchicalContextSizes, chooses).
    int contextA2aSize = 0;
    int contextP2pSize = 0;
    // Megatron-Core's uneven first and last pipeline stages (core/model/pipelinesplit.h): the
    // layers of the first and of the last stage (0 = not set: the even split), or one layer's
    // place on them given to the embedding and to the loss.
    int firstStageLayers = 0;
    int lastStageLayers = 0;
    bool embeddingInSplit = false;
    bool lossInSplit = false;
    OffloadConfig offload; // parallel.offload: what lives on the host between uses
    int modelParallel() const { return tensorParallel * pipelineParallel * contextParallel; }
    // DualPipe runs only with a pipeline: each GPU holds stages i and p - 1 - i.
    bool dualPipe() const { return pipelineSchedule == PipelineSchedule::DualPipe && pipelineParallel > 1; }
    // Whether ZeRO-3/FSDP frees each layer's gathered parameters after its forward (and gathers
    // them again for the backward): torchtitan's "default" does so without pipeline parallelism.
    bool reshardsAfterForward() const {
        if (reshardAfterForward == ReshardAfterForward::Default)
            return pipelineParallel <= 1;
        return reshardAfterForward == ReshardAfterForward::Always;
    }
    // Model replicas: each takes its own sequences.
    int dataParallel() const {
        const int model = modelParallel();
        return model > 0 ? gpus / model : 0;
    }
    // The GPUs holding the same parameters: the data-parallel replicas' context-parallel ranks
    // (Megatron reduces gradients and shards ZeRO states over this group).
    int dataParallelWithContext() const { return dataParallel() * std::max(1, contextParallel); }
    int expertTensor() const { return expertTensorParallel > 0 ? expertTensorParallel : tensorParallel; }
    int expertDataParallel() const {
        const std::int64_t expertModel = std::int64_t(pipelineParallel) * expertParallel * expertTensor();
        return expertModel > 0 ? int(gpus / expertModel) : 0;
    }
};

struct RunConfig {
    double mfu = 0.4;
    double pricePerGpuHour = 0;   // currency units per GPU-hour; 0 = no cost shown
    double measuredStepTimeS = 0; // optional: gives the measured MFU
};

struct InferenceConfig {
    std::int64_t batch = 1;
    std::int64_t context = 4096;
    DType kvDtype = DType::BF16;
    DType weightsDtype = DType::BF16;
    // Serving capacity as vLLM sizes its KV cache (docs/formulas.md, "Serving capacity"):
    // its --gpu-memory-utilization, --max-num-batched-tokens and --max-num-seqs (the profiling
    // run's shape), the non-PyTorch memory its log reports, and its KV block size.
    double gpuMemoryUtilization = 0.9;
    std::int64_t maxBatchedTokens = 8192;
    std::int64_t maxNumSeqs = 256;
    double nonTorchBytes = 0.2 * 1024 * 1024 * 1024;
    int blockSize = 16;
};

// Fine-tuning (docs/formulas.md, "Fine-tuning"): Full trains every parameter; Lora freezes the
// base model and trains rank-r adapters beside the targeted matrices (Hu et al. 2021, as peft
// builds them); QLora also stores the frozen layer matrices in 4 bits (Dettmers et al. 2023).
enum class FinetuneMethod { Full, Lora, QLora };
// Storage of the frozen layer matrices: plain dtypes, bitsandbytes' LLM.int8 (int8 + an fp32
// scale per output row) and its 4-bit NF4/FP4 (blocks of 64 with an absmax scale each).
enum class BaseFormat { FP32, BF16, FP16, INT8, NF4, FP4 };
// The matrices of a block an adapter can sit beside (bit flags; GPT-2's fused c_attn is
// adapted when any of Q, K, V is).
enum AdapterTarget : unsigned {
    TargetQ = 1,
    TargetK = 2,
    TargetV = 4,
    TargetO = 8,
    TargetGate = 16,
    TargetUp = 32,
    TargetDown = 64,
    TargetsAll = 127,
};

// The data set a fine-tune passes over (finetune.dataset): it trains examples x tokens per
// example x epochs tokens, in place of training.tokens (Scenario::trainedTokens).
struct FinetuneDataset {
    std::int64_t examples = 0;
    std::int64_t tokensPerExample = 0; // the mean example's length (packed) or the padded one
    double epochs = 1;
    double tokens() const { return double(examples) * double(tokensPerExample) * epochs; }
};

struct FinetuneConfig {
    FinetuneMethod method = FinetuneMethod::Full;
    int rank = 16;
    unsigned targets = TargetsAll;
    // Frozen layer matrices; unset: the weights' dtype for LoRA, NF4 for QLoRA.
    std::optional<BaseFormat> baseFormat;
    bool doubleQuant = true;          // QLoRA's quantised block scales (8 bits per 64 values)
    DType adapterDtype = DType::FP32; // peft's autocast_adapter_dtype keeps adapters in fp32
    // Parameters outside the layer matrices (embeddings, norms, head); unset: the weights'
    // dtype for LoRA, fp32 for QLoRA (peft's prepare_model_for_kbit_training upcasts them).
    std::optional<DType> otherDtype;
    std::optional<FinetuneDataset> dataset; // unset: the run trains training.tokens
    bool frozenBase() const { return method != FinetuneMethod::Full; }
    bool adapts(unsigned t) const { return (targets & t) != 0; }
};

// hardware.gpus_per_node, hardware.intra_node_gbps, hardware.inter_node_gbps: override the GPU
// database's network figures (0 = use the database's). Bandwidths in decimal GB/s per GPU.
struct NetworkOverrides {
    int gpusPerNode = 0;
    double intraNodeGbps = 0;
    double interNodeGbps = 0;
    bool any() const { return gpusPerNode > 0 || intraNodeGbps > 0 || interNodeGbps > 0; }
};

// Memory each process holds on its GPU besides the model's tensors (docs/formulas.md, "Runtime
// memory"): CUDA's context, cuBLAS workspaces, NCCL's communicator buffers and the caching
// allocator's reserve. `overhead_gib` replaces all of them with one figure.
struct RuntimeMemoryConfig {
    std::optional<double> overrideBytes; // overhead_gib; unset: the items below
    // CUDA context with lazy module loading (PyTorch's default since 1.13): 426 MiB measured
    // with PyTorch 2.10 + CUDA 13 (unslothai/unsloth-zoo PR 1053); about 300-400 MB in ptrblck's
    // answers (pytorch/pytorch issues 107667, 109888).
    double cudaContextBytes = 426.0 * 1024 * 1024;
    // One NCCL communicator's buffers on one rank: 688 MB measured for a PyTorch process group
    // of more than 2 A100s over NVLink (NVIDIA/nccl issue 964; about 10 MiB per channel per peer).
    double ncclBytesPerCommunicator = 688e6;
    // Reserved beyond the allocated peak by PyTorch's caching allocator (rounding, cached free
    // blocks, fragmentation): the median of 16 measured H100 training steps (max_memory_reserved
    // over max_memory_allocated, validation/results/cuda-h100.json: 1.03-1.27, median 1.085).
    double allocatorReserve = 0.085;
    bool operator==(const RuntimeMemoryConfig&) const = default;
};

struct Scenario {
    std::string name;
    std::string description;
    ModelSpec model;
    PrecisionConfig precision;
    Optimizer optimizer = Optimizer::AdamW;
    TrainingConfig training;
    ParallelConfig parallel;
    GpuSpec gpu; // resolved GPU (from the database or a custom one)
    bool customGpu = false;
    NetworkOverrides network; // hardware.gpus_per_node / intra_node_gbps / inter_node_gbps
    HostOverrides host;       // hardware.host_ram_gb / pcie_gbps / host_memory_gbps / nvme_gbps
    // hardware.power_limit_w: the board power limit the run is capped at (W); unset: the board's
    // own (GpuSpec::powerWatts). A lower one derates the compute peaks (core/model/powerlimit.h).
    std::optional<double> powerLimitW;
    RuntimeMemoryConfig runtime; // memory outside the model's tensors, per GPU
    RunConfig run;
    InferenceConfig inference;
    FinetuneConfig finetune;
    Phase phase = Phase::Train;           // the phase the roofline chart shows
    std::optional<PlanConfig> plan;       // the layout search's block (core/plan/planner.h); unset: none
    std::optional<ServingConfig> serving; // the "serving" block: an engine at a load (core/serving/)

    // D, the tokens the run trains on: the fine-tuning data set's when one is given, else
    // training.tokens.
    double trainedTokens() const { return finetune.dataset ? finetune.dataset->tokens() : training.tokens; }
};

// Switches whose code runs the step; a named precision mix follows it (the gradients' dtype
// depends on the implementation, PrecisionConfig::fromPreset), a custom one is kept.
void setImplementation(Scenario& scenario, Implementation implementation);

// Parameter count used for per-parameter memory: sizeOnlyParams, or the architecture's total.
double effectiveParameterCount(const Scenario& scenario);

// Shapes of one micro-batch on one GPU for a phase: what the roofline's operations are sized by
// (and the GPU panel's sweep takes its transformer GEMMs from).
struct PhaseShape {
    double batch = 1;      // sequences
    double queries = 1;    // new positions per sequence (s for train/prefill, 1 for decode)
    double keys = 1;       // positions attended to (s, or the context for decode)
    double headTokens = 1; // positions whose logits are computed
    // Rows of every per-token matrix product.
    double tokens() const { return batch * queries; }
};
PhaseShape phaseShape(const Scenario& scenario, Phase phase);

// Shortens the training sequence and the inference context to the model's learned positions
// where they are longer (no such sequence can run): for a model just chosen, and for the
// lengths a scenario file leaves at their defaults. A rotary model's trained context is only
// warned about (evaluate()).
void fitLengthsToLearnedPositions(Scenario& scenario, bool trainingSequence = true, bool inferenceContext = true);

} // namespace rooflab
