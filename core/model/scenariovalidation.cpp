#include "core/model/scenariovalidation.h"

#include "core/base/fieldlimits.h"
#include "core/base/translatable.h"
#include "core/model/contextparallel.h"
#include "core/model/opselective.h"
#include "core/model/pipelinesplit.h"
#include "core/model/servingvalidation.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

// The problems found so far. A message is built (and translated) only for a check that fails:
// this runs on every slider step.
struct Problems {
    std::vector<std::string> list;
    template <typename Message> void require(bool ok, Message&& message) {
        if (!ok)
            list.push_back(message());
    }
};

bool finite(double v) {
    return std::isfinite(v);
}

// Block checkpointing (core/model/recomputedlayers.h) is Megatron's --recompute-method block:
// it needs a layer count, and the PyTorch implementations have no such option.
void checkBlockCheckpointing(const TrainingConfig& t, Problems& problems) {
    if (t.checkpointing != Checkpointing::Block)
        return;
    problems.require(t.recomputeNumLayers >= 1, [&] {
        return "training.recompute_num_layers: " +
               coreMessage(
                   ROOFLAB_TR_NOOP("rooflab::Messages", "must be at least 1 with \"checkpointing\": \"block\", got %1"),
                   {messageArgument(t.recomputeNumLayers)});
    });
    problems.require(!t.isPyTorch(), [&] {
        return "training.checkpointing: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "\"block\" is Megatron's --recompute-method block and applies to the "
                                           "megatron implementations only (choose \"full\" or \"every-k\")"));
    });
}

// model.params, the architecture and training.*.
void checkModelAndTraining(const Scenario& sc, Problems& problems) {
    if (sc.model.sizeOnlyParams != 0)
        problems.require(
            finite(sc.model.sizeOnlyParams) && sc.model.sizeOnlyParams >= 1e5 && sc.model.sizeOnlyParams <= 1e15, [&] {
                return "model.params: " +
                       coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2 parameters, got %3"),
                                   {"1e5", "1e15", messageArgument(sc.model.sizeOnlyParams)});
            });
    if (const std::string archProblem = validateArchitecture(sc.model.arch); !archProblem.empty())
        problems.list.push_back("model." + archProblem);

    const TrainingConfig& t = sc.training;
    problems.require(t.microBatch >= 1 && t.microBatch <= (1 << 20), [&] {
        return "training.micro_batch: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                           {"1", "1048576", messageArgument(t.microBatch)});
    });
    problems.require(t.seqLen >= 1 && t.seqLen <= (1 << 24), [&] {
        return "training.seq_len: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2 tokens, got %3"),
                           {"1", "16777216", messageArgument(t.seqLen)});
    });
    problems.require(t.gradAccum >= 1 && t.gradAccum <= (1 << 20), [&] {
        return "training.grad_accum: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                           {"1", "1048576", messageArgument(t.gradAccum)});
    });
    if (const std::string why = opSelectiveUnsupported(sc); !why.empty())
        problems.list.push_back("training.checkpointing: " + why);
    problems.require(t.checkpointEveryK >= 0, [&] {
        return "training.checkpoint_every: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be >= 0, got %1"),
                                                           {messageArgument(t.checkpointEveryK)});
    });
    checkBlockCheckpointing(t, problems);
    problems.require(finite(t.tokens) && t.tokens >= 0 && t.tokens <= 1e18, [&] {
        return "training.tokens: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                           {"0", "1e18", messageArgument(t.tokens)});
    });
}

// finetune.dataset: each figure within its range, and the tokens they make within training.tokens'.
void checkDataset(const Scenario& sc, Problems& problems) {
    if (!sc.finetune.dataset)
        return;
    const FinetuneDataset& d = *sc.finetune.dataset;
    const auto between = [&](const char* key, double value, FieldLimit limit, const char* low, const char* high) {
        problems.require(finite(value) && limit.contains(value), [&] {
            return std::string("finetune.dataset.") + key + ": " +
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                               {low, high, messageArgument(value)});
        });
    };
    between("examples", double(d.examples), limits::datasetExamples, "1", "1e12");
    between("tokens_per_example", double(d.tokensPerExample), limits::tokensPerExample, "1", "16777216");
    problems.require(finite(d.epochs) && limits::epochs.contains(d.epochs), [&] {
        return "finetune.dataset.epochs: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be above 0 and at most %1, got %2"),
                           {"1e6", messageArgument(d.epochs)});
    });
    problems.require(!finite(d.tokens()) || d.tokens() <= limits::tokens.max, [&] {
        return "finetune.dataset: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "examples x tokens per example x epochs = %1 tokens, more than %2"),
                           {messageArgument(d.tokens()), "1e18"});
    });
}

// The layout: parallel.gpus, zero, tp, pp, ep, etp, cp and how they divide the model.
void checkLayout(const Scenario& sc, Problems& problems) {
    const TrainingConfig& t = sc.training;
    const ParallelConfig& p = sc.parallel;
    problems.require(p.gpus >= 1 && p.gpus <= (1 << 20), [&] {
        return "parallel.gpus: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                           {"1", "1048576", messageArgument(p.gpus)});
    });
    problems.require(p.zeroStage >= 0 && p.zeroStage <= 3, [&] {
        return "parallel.zero: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be 0, 1, 2 or 3, got %1"),
                                               {messageArgument(p.zeroStage)});
    });
    problems.require(p.tensorParallel >= 1 && p.tensorParallel <= 1024, [&] {
        return "parallel.tp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                                             {"1", "1024", messageArgument(p.tensorParallel)});
    });
    problems.require(p.pipelineParallel >= 1 && p.pipelineParallel <= 4096, [&] {
        return "parallel.pp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                                             {"1", "4096", messageArgument(p.pipelineParallel)});
    });
    if (p.tensorParallel >= 1 && p.pipelineParallel >= 1 && p.gpus >= 1)
        problems.require(p.gpus >= p.tensorParallel * p.pipelineParallel, [&] {
            return "parallel.gpus: " +
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be at least tp x pp = %1, got %2"),
                               {messageArgument(p.tensorParallel * p.pipelineParallel), messageArgument(p.gpus)});
        });
    problems.require(p.expertParallel >= 1 && p.expertParallel <= 4096, [&] {
        return "parallel.ep: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                                             {"1", "4096", messageArgument(p.expertParallel)});
    });
    problems.require(p.expertTensorParallel >= 0 && p.expertTensorParallel <= 1024, [&] {
        return "parallel.etp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                                              {"0", "1024", messageArgument(p.expertTensorParallel)});
    });
    if (sc.model.arch.isMoe() && p.expertParallel >= 1) {
        problems.require(sc.model.arch.experts % p.expertParallel == 0, [&] {
            return "parallel.ep: " +
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must divide the model's %1 experts, got %2"),
                               {messageArgument(sc.model.arch.experts), messageArgument(p.expertParallel)});
        });
        const long long expertGpus = (long long)p.expertParallel * std::max(1, p.expertTensor());
        if (p.pipelineParallel >= 1 && p.gpus >= 1)
            problems.require(expertGpus <= p.gpus / p.pipelineParallel, [&] {
                return "parallel.ep: " +
                       coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                   "ep x etp = %1 GPUs must fit in the %2 GPUs of a pipeline stage"),
                                   {messageArgument(expertGpus), messageArgument(p.gpus / p.pipelineParallel)});
            });
    }
    problems.require(p.contextParallel >= 1 && p.contextParallel <= 1024, [&] {
        return "parallel.cp: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                                             {"1", "1024", messageArgument(p.contextParallel)});
    });
    if (p.contextParallel > 1 && p.contextParallel <= 1024) {
        const long long modelGpus = (long long)p.tensorParallel * p.pipelineParallel * p.contextParallel;
        if (p.tensorParallel >= 1 && p.pipelineParallel >= 1)
            problems.require(modelGpus <= p.gpus, [&] {
                return "parallel.cp: " +
                       coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "tp x pp x cp = %1 GPUs exceed the %2 GPUs"),
                                   {messageArgument(modelGpus), messageArgument(p.gpus)});
            });
        // Megatron splits each sequence into 2 cp chunks (cp without load balancing).
        const int chunks = p.contextLoadBalanced ? 2 * p.contextParallel : p.contextParallel;
        problems.require(t.seqLen % chunks == 0, [&] {
            return "parallel.cp: " +
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                               "the sequence of %1 tokens does not split into %2 equal chunks"),
                               {messageArgument(t.seqLen), messageArgument(chunks)});
        });
        // Ring attention runs on FlashAttention-style kernels that merge partial softmaxes.
        problems.require(t.usesFlashAttention(), [&] {
            return "parallel.cp: " +
                   coreMessage(ROOFLAB_TR_NOOP(
                       "rooflab::Messages",
                       "context parallelism needs FlashAttention (ring attention merges its partial results)"));
        });
    }
}

// Megatron-Core: prod(hierarchical_context_parallel_sizes) == context_parallel_size. True when the
// sizes are unset (RoofLab's choice) or multiply to cp.
bool checkHierarchicalSizes(const ParallelConfig& p, Problems& problems) {
    if (p.contextA2aSize <= 0)
        return true;
    const long long product = (long long)p.contextA2aSize * p.contextP2pSize;
    problems.require(product == p.contextParallel, [&] {
        return "parallel.hierarchical_context_parallel_sizes: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "[%1, %2] multiply to %3, not cp = %4"),
                           {messageArgument(p.contextA2aSize), messageArgument(p.contextP2pSize),
                            messageArgument(product), messageArgument(p.contextParallel)});
    });
    return product == p.contextParallel;
}

// Transformer Engine's all-to-all context parallelism (AttnFuncWithCPAndQKVOA2A) gives each of
// the cp ranks a share of the heads: its asserts need every rank's query and key-value heads to
// divide by cp (a2a+p2p: by its all-to-all groups' size).
void checkContextCommType(const Scenario& sc, Problems& problems) {
    const ParallelConfig& p = sc.parallel;
    const Architecture& a = sc.model.arch;
    const bool hierarchical = p.contextCommType == ContextCommType::AllToAllP2P;
    if (hierarchical && !checkHierarchicalSizes(p, problems))
        return;
    // a2a splits the heads over the whole cp group, a2a+p2p over its all-to-all groups.
    const int group = hierarchical && p.contextParallel > 1
                          ? hierarchicalContextSizes(sc, resolveNetwork(sc).gpusPerNode).a2a
                          : p.contextParallel;
    const long long split = (long long)p.tensorParallel * group;
    problems.require(contextCommSplitsHeads(sc, p.tensorParallel, p.contextParallel), [&] {
        const char* text =
            hierarchical
                ? ROOFLAB_TR_NOOP("rooflab::Messages", "a2a+p2p splits the heads over tp x its all-to-all group = "
                                                       "%1 GPUs; %2 query and %3 key-value heads do not divide by it")
                : ROOFLAB_TR_NOOP("rooflab::Messages", "a2a splits the heads over tp x cp = %1 GPUs; %2 query and %3 "
                                                       "key-value heads do not divide by it");
        return "parallel.cp_comm_type: " +
               coreMessage(text, {messageArgument(split), messageArgument(a.heads), messageArgument(a.kvHeads)});
    });
}

// torchao's rowwise recipe is torchtitan's float8.recipe_name "rowwise" (Transformer Engine has
// no rowwise recipe on Hopper), and torchtitan refuses FSDP float8 all-gathers with a recipe
// name (components/quantization/float8.py at f4048f8e1: "not supported").
void checkRowwiseFloat8(const Scenario& sc, Problems& problems) {
    if (sc.precision.fp8Scaling != Fp8Scaling::Rowwise)
        return;
    problems.require(sc.training.implementation == Implementation::Torchtitan, [&] {
        return "precision.fp8_scaling: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "\"rowwise\" is torchao's Float8Linear recipe, modelled under "
                                           "training.implementation \"torchtitan\"; Transformer Engine's recipes "
                                           "are \"delayed\", \"tensorwise\" and \"blockwise\""));
    });
    problems.require(!sc.precision.fp8AllGather, [&] {
        return "precision.fp8_all_gather: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "torchtitan gathers float8 weights with tensorwise scaling only; the "
                                           "rowwise recipe gathers them in bf16"));
    });
}

// DualPipe's own asserts (deepseek-ai/DualPipe, dualpipe/dualpipe.py, DualPipe.step): an even
// number of ranks, and an even number of micro-batches, at least twice the ranks (half of them
// enter at each end). Its GPUs hold two mirrored stages, not interleaved chunks.
void checkDualPipe(const Scenario& sc, Problems& problems) {
    const ParallelConfig& p = sc.parallel;
    if (!p.dualPipe())
        return;
    const char* key = "parallel.pipeline_schedule: ";
    problems.require(p.pipelineParallel % 2 == 0, [&] {
        return key + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                 "DualPipe needs an even number of pipeline stages (pp), got %1"),
                                 {messageArgument(p.pipelineParallel)});
    });
    problems.require(p.virtualStages <= 1, [&] {
        return key + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                 "DualPipe has no virtual stages (each GPU holds two mirrored "
                                                 "stages), got virtual_stages %1"),
                                 {messageArgument(p.virtualStages)});
    });
    const std::int64_t m = sc.training.gradAccum;
    problems.require(m % 2 == 0 && m >= 2 * std::int64_t(p.pipelineParallel), [&] {
        return key + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                 "DualPipe needs an even number of micro-batches per step, at least "
                                                 "2 x pp = %1, got grad_accum %2"),
                                 {messageArgument(2 * p.pipelineParallel), messageArgument(m)});
    });
}

// Offload: only the combinations DeepSpeed (ZeRO-Offload, ZeRO-Infinity) and FSDP run; then the
// experts' capacity factor and the pipeline's stages against the layers.
void checkOffloadAndStages(const Scenario& sc, Problems& problems) {
    const TrainingConfig& t = sc.training;
    const ParallelConfig& p = sc.parallel;
    const OffloadConfig& off = p.offload;
    if (off.optimizerOffloaded())
        problems.require(p.zeroStage >= 1, [&] {
            return "parallel.offload.optimizer: " +
                   coreMessage(
                       ROOFLAB_TR_NOOP(
                           "rooflab::Messages",
                           "the optimizer moves to the host with ZeRO stage 1 or more (it updates its own partition there), got stage %1"),
                       {messageArgument(p.zeroStage)});
        });
    if (off.parametersOffloaded())
        problems.require(p.zeroStage == 3 && off.optimizerOffloaded(), [&] {
            return "parallel.offload.parameters: " +
                   coreMessage(
                       ROOFLAB_TR_NOOP("rooflab::Messages",
                                       "parameters move to the host with ZeRO stage 3 and the optimizer offloaded"));
        });
    problems.require(off.gradients == (off.optimizerOffloaded() ? OffloadDevice::Cpu : OffloadDevice::None), [&] {
        return "parallel.offload.gradients: " +
               coreMessage(ROOFLAB_TR_NOOP(
                   "rooflab::Messages",
                   "the gradient partition lives where the optimizer runs: \"cpu\" with an offloaded optimizer, else \"none\""));
    });
    problems.require(off.activations != OffloadDevice::Nvme, [&] {
        return "parallel.offload.activations: " +
               coreMessage(
                   ROOFLAB_TR_NOOP("rooflab::Messages", "activations move to the host's memory only (\"cpu\")"));
    });
    problems.require(finite(t.moeCapacityFactor) && t.moeCapacityFactor >= 1 && t.moeCapacityFactor <= 64, [&] {
        return "training.moe_capacity_factor: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                           {"1", "64", messageArgument(t.moeCapacityFactor)});
    });
    // torch.compile wraps PyTorch modules; Megatron's code has its own fused kernels.
    problems.require(!t.compile.value_or(false) || t.isPyTorch(), [&] {
        return "training.compile: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "torch.compile applies to the PyTorch implementations (torchtitan, "
                                           "llm-foundry, pytorch-eager, pytorch-sdpa), not to Megatron's code"));
    });
    problems.require(!sc.precision.gradReduce || *sc.precision.gradReduce == DType::FP32 ||
                         *sc.precision.gradReduce == DType::BF16,
                     [&] {
                         return "precision.grad_reduce_dtype: " +
                                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected \"fp32\" or \"bf16\""));
                     });
    checkRowwiseFloat8(sc, problems);
    checkDualPipe(sc, problems);
    checkContextCommType(sc, problems);
    if (p.pipelineParallel >= 1 && sc.model.arch.layers >= 1)
        problems.require(p.pipelineParallel <= sc.model.arch.layers, [&] {
            return "parallel.pp: " +
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "cannot exceed the model's %1 layers, got %2"),
                               {messageArgument(sc.model.arch.layers), messageArgument(p.pipelineParallel)});
        });
}

// The GPU's figures and runtime.* (the limits scenario files are read with, for scenarios built
// in code too).
void checkHardwareAndRuntime(const Scenario& sc, Problems& problems) {
    problems.require(finite(sc.gpu.memoryBytes) && sc.gpu.memoryBytes > 0, [&] {
        return "hardware: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "GPU memory must be > 0"));
    });
    problems.require(finite(sc.gpu.bandwidth) && sc.gpu.bandwidth > 0, [&] {
        return "hardware: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "GPU bandwidth must be > 0"));
    });
    problems.require(sc.gpu.peak(sc.precision.compute) > 0, [&] {
        return "hardware: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "%1 has no %2 peak; choose another precision or GPU"),
                           {sc.gpu.name, std::string(dtypeLabel(sc.precision.compute))});
    });
    // A limit above the board's is clamped with a warning (evaluate()); one of 0 W runs nothing.
    if (const auto& limit = sc.powerLimitW)
        problems.require(finite(*limit) && *limit > 0 && *limit <= limits::powerLimitW.max, [&] {
            return "hardware.power_limit_w: " +
                   coreMessage(
                       ROOFLAB_TR_NOOP("rooflab::Messages", "must be a power above 0 W and at most %1 W, got %2"),
                       {messageArgument(limits::powerLimitW.max), messageArgument(*limit)});
        });
    if (const auto& set = sc.runtime.overrideBytes)
        problems.require(finite(*set) && *set >= 0 && *set <= 1e5 * 1024.0 * 1024 * 1024, [&] {
            return "overhead_gib: " +
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2 GiB, got %3"),
                               {"0", "100000", messageArgument(*set / (1024.0 * 1024 * 1024))});
        });
    const auto within = [&](const char* field, double value, FieldLimit limit) {
        problems.require(finite(value) && value >= limit.min && value <= limit.max, [&] {
            return std::string("runtime.") + field + ": " +
                   coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                               {messageArgument(limit.min), messageArgument(limit.max), messageArgument(value)});
        });
    };
    constexpr double kMiB = 1024.0 * 1024;
    within("cuda_context_mib", sc.runtime.cudaContextBytes / kMiB, limits::cudaContextMiB);
    within("nccl_mib_per_communicator", sc.runtime.ncclBytesPerCommunicator / kMiB, limits::ncclMiBPerCommunicator);
    within("allocator_reserve", sc.runtime.allocatorReserve, limits::allocatorReserve);
}

// run.* and inference.*, and sequences past a learned position table (it has no row past its
// last: such a sequence cannot run at all).
void checkRunAndInference(const Scenario& sc, Problems& problems) {
    const TrainingConfig& t = sc.training;
    problems.require(finite(sc.run.mfu) && sc.run.mfu > 0 && sc.run.mfu <= 1, [&] {
        return "run.mfu: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be in (0, 1], got %1"),
                                         {messageArgument(sc.run.mfu)});
    });
    problems.require(finite(sc.run.pricePerGpuHour) && sc.run.pricePerGpuHour >= 0, [&] {
        return "run.price_per_gpu_hour: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be >= 0, got %1"),
                                                        {messageArgument(sc.run.pricePerGpuHour)});
    });
    problems.require(finite(sc.run.measuredStepTimeS) && sc.run.measuredStepTimeS >= 0, [&] {
        return "run.measured_step_time_s: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be >= 0, got %1"),
                                                          {messageArgument(sc.run.measuredStepTimeS)});
    });
    problems.require(sc.inference.batch >= 1 && sc.inference.batch <= (1 << 24), [&] {
        return "inference.batch: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, got %3"),
                           {"1", "16777216", messageArgument(sc.inference.batch)});
    });
    problems.require(sc.inference.context >= 1 && sc.inference.context <= (1 << 30), [&] {
        return "inference.context: " +
               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2 tokens, got %3"),
                           {"1", "1073741824", messageArgument(sc.inference.context)});
    });
    if (const std::int64_t limit = contextLimit(sc.model.arch); limit > 0 && contextLimitIsHard(sc.model.arch)) {
        problems.require(t.seqLen <= limit, [&] {
            return "training.seq_len: " +
                   coreMessage(
                       ROOFLAB_TR_NOOP(
                           "rooflab::Messages",
                           "%1 tokens exceed the model's %2 learned positions (a position table has no row beyond it)"),
                       {messageArgument(t.seqLen), messageArgument(limit)});
        });
        problems.require(sc.inference.context <= limit, [&] {
            return "inference.context: " +
                   coreMessage(
                       ROOFLAB_TR_NOOP(
                           "rooflab::Messages",
                           "%1 tokens exceed the model's %2 learned positions (a position table has no row beyond it)"),
                       {messageArgument(sc.inference.context), messageArgument(limit)});
        });
    }
}

} // namespace

std::vector<std::string> validateScenario(const Scenario& sc) {
    Problems problems;
    checkModelAndTraining(sc, problems);
    checkDataset(sc, problems);
    checkLayout(sc, problems);
    checkOffloadAndStages(sc, problems);
    for (std::string& problem : pipelineSplitProblems(sc))
        problems.list.push_back(std::move(problem));
    checkHardwareAndRuntime(sc, problems);
    checkRunAndInference(sc, problems);
    appendServingProblems(sc, problems.list);
    return std::move(problems.list);
}

} // namespace rooflab
