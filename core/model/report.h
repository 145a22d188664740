#pragma once
// Everything RoofLab computes for one scenario. Bytes are per GPU unless named otherwise.
#include "core/model/architecture.h"
#include "core/model/scenario.h"
#include "core/model/servingreport.h"
#include "core/model/stepagreement.h"
#include "core/numbers/dtype.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rooflab {

struct OptimizerStatePart {
    const char* name = ""; // a literal of core's: "momentum (m)", "variance (v)", "row/column statistics", ...
    double bytes = 0;
};

// The optimizer's state parts (no optimizer keeps more than two). A fixed array, not a vector:
// the fit searches build a TrainingMemory about 35 times per evaluation, and a heap allocation
// for each was 8 % of an evaluation's instructions.
class OptimizerParts {
public:
    static constexpr std::size_t kCapacity = 2;
    // A third state would be a new optimizer that needs kCapacity raised: fail loudly.
    void push_back(const OptimizerStatePart& part) { m_parts.at(m_count++) = part; }
    std::size_t size() const { return m_count; }
    bool empty() const { return m_count == 0; }
    const OptimizerStatePart& operator[](std::size_t i) const { return m_parts[i]; }
    OptimizerStatePart& operator[](std::size_t i) { return m_parts[i]; }
    // Out of range throws std::out_of_range, as a vector's at() does.
    const OptimizerStatePart& at(std::size_t i) const { return m_parts.at(i < m_count ? i : kCapacity); }
    const OptimizerStatePart* begin() const { return m_parts.data(); }
    const OptimizerStatePart* end() const { return m_parts.data() + m_count; }
    OptimizerStatePart* begin() { return m_parts.data(); }
    OptimizerStatePart* end() { return m_parts.data() + m_count; }

private:
    std::array<OptimizerStatePart, kCapacity> m_parts{};
    std::size_t m_count = 0;
};

// Memory per GPU at the peak of one training step: the components alive at that moment
// (core/memory/steppeak.h). Transients (gathered layers, recompute, loss buffers, optimizer scratch)
// are their own components; total == peak == the sum of the components.
// What offloading keeps in the host's memory (and on its NVMe drives) for one GPU's process,
// and the copies it costs each step (core/memory/offloadmemory.h). All zero without offload.
struct HostMemory {
    double masterWeights = 0;      // the fp32 parameter partition the host optimizer updates
    double gradients = 0;          // the fp32 gradient partition it reads (+ the accumulation buffer)
    double optimizerStates = 0;    // sum of optimizerParts
    OptimizerParts optimizerParts; // on the host (empty when on the GPU or NVMe)
    double parameters = 0;         // the 16-bit parameter shard (offloaded, or the upload buffer)
    double activations = 0;        // offloaded saved activations
    double buffers = 0;            // pinned NVMe swap buffers
    double perGpu = 0;             // the sum: one process's host memory
    int gpusPerNode = 1;           // processes sharing one host
    double perNode = 0;            // perGpu x gpusPerNode
    double nvmePerNode = 0;        // bytes swapped to NVMe, whole node
    double capacity = 0;           // host RAM per node; 0 = not known
    bool fits = true;              // perNode <= capacity (true when the capacity is not known)
    // The copies per step (core/steptime/steptime.h times them): bytes per GPU.
    double gradientCopyPerMicroBatch = 0;   // device to host, during each backward
    double parameterCopyPerPass = 0;        // host to device, each forward/backward pass (ZeRO-3)
    double activationCopyPerMicroBatch = 0; // each way: out in the forward, back in the backward
    double parameterUploadPerStep = 0;      // host to device after the host optimizer step
    double hostOptimizerBytes = 0;          // host memory the optimizer step reads and writes
    double nvmeBytesPerStep = 0;            // swapped in and out per step, this GPU's share
    bool any() const { return perGpu > 0 || nvmePerNode > 0; }
};

// The fit verdict with its uncertainty (core/memory/fitverdict.h, docs/formulas.md "The fit
// verdict"): `fits` is the strict answer with every estimated term at RoofLab's estimate; the
// verdict also asks whether it holds at their low and high ends.
enum class FitVerdict {
    Fits,       // fits even with the estimated terms at their high end
    Tight,      // fits only while the estimated terms stay below FitBand::room
    DoesNotFit, // the tensors and the certain runtime memory alone exceed the capacity
};

// The peak per GPU split into what is certain (the tensors, the CUDA context, cuBLAS's
// workspaces, or a runtime set with overhead_gib) and what is estimated (the caching allocator's
// reserve, NCCL's buffers), and the verdict that follows.
struct FitBand {
    FitVerdict verdict = FitVerdict::Fits;
    double margin = 0;    // capacity - total, signed: the strict answer's room (negative: over by that much)
    double low = 0;       // the peak with the estimated terms at their low end (0): tensors + certain runtime
    double high = 0;      // the peak with the allocator's reserve at its measured high end, NCCL as estimated
    double estimated = 0; // the estimated terms inside total (allocator reserve + NCCL buffers)
    double room = 0;      // capacity - low: how large the estimated terms may grow and the step still fit
};

struct TrainingMemory {
    double weights = 0;         // working weights (this GPU's shard; frozen base when fine-tuning)
    double adapters = 0;        // LoRA/QLoRA adapter weights (finetune)
    double weightsGathered = 0; // ZeRO-3: the full layers gathered for compute (prefetch)
    double gradients = 0;       // alive at the peak (0 in the forward when they are freed)
    double masterWeights = 0;
    double optimizerStates = 0; // sum of optimizerParts
    OptimizerParts optimizerParts;
    double activations = 0;      // saved by the forward for the backward, alive at the peak
    double recompute = 0;        // the layer (or segment) being recomputed, at the peak
    double weightCopies = 0;     // autocast: 16-bit copies of the matmul weights, at the peak
    double quantizedWeights = 0; // FP8/FP4 recipes: the layers' weights quantized, cached all step
    double logits = 0;           // the logits the loss reads (Megatron: with its fused buffer)
    double lossBuffers = 0;      // the loss's transient buffers at the peak (eager: log-probs, gradients)
    double optimizerScratch = 0; // the optimizer step's temporaries, at the peak
    double overhead = 0;
    double total = 0; // == peak
    double capacity = 0;
    bool fits = false; // strict: total <= capacity
    FitBand band;      // the verdict with its uncertainty
    StepPhase peakPhase = StepPhase::Backward;
    std::array<double, 4> phasePeaks{}; // highest memory within each StepPhase
    // The whole-step sizes, whatever moment the peak is: what the forward saves, all gradients.
    double savedActivations = 0;
    double allGradients = 0;
    double adapterParams = 0; // trainable adapter parameters, whole model (0 without adapters)
    HostMemory host;          // offloaded to the host (parallel.offload)
    double free() const { return capacity - total; }
};

struct FitAnswers {
    int minGpus = 0;              // fewest GPUs with the same strategy (tp, pp, ZeRO, batch); 0 = never
    int minGpusZero3 = 0;         // fewest GPUs if ZeRO-3 were used instead; 0 = never
    int maxMicroBatch = 0;        // largest micro-batch that fits; 0 = not even 1
    double maxSizeOnlyParams = 0; // largest size-only model that fits with this set-up; 0 = none
    // Napkin answer of the lecture: all GPUs' memory over the model-state bytes per parameter
    // (weights + gradients + master + optimizer), ignoring activations and overhead.
    double modelStateBytesPerParam = 0;
    double napkinMaxParams = 0;
};

// What vLLM's start-up profiling leaves for the KV cache on one GPU (core/memory/servingcapacity.h).
struct ServingCapacity {
    double cardBytes = 0;        // the card's total as CUDA reports it
    double budget = 0;           // gpu_memory_utilization x cardBytes
    double weights = 0;          // this GPU's weights
    double nonTorch = 0;         // CUDA/NCCL memory outside PyTorch's allocator (given)
    double forwardPeak = 0;      // the profiling forward over max_batched_tokens tokens
    double samplerPeak = 0;      // the dummy sampling of max_num_seqs sequences
    double activationPeak = 0;   // the larger of the two
    double kvCache = 0;          // bytes left for the KV cache (0 when none)
    double kvBytesPerToken = 0;  // this GPU's share of one token's keys and values
    double kvCapacityTokens = 0; // whole blocks of block_size tokens
    double maxConcurrency = 0;   // kvCapacityTokens / inference.context
};

struct InferenceMemory {
    double weights = 0;
    double kvCache = 0;
    double kvBytesPerToken = 0; // whole model, one sequence position
    double activations = 0;     // transient, one layer in flight + last-position logits
    double overhead = 0;
    double total = 0;
    double capacity = 0;
    bool fits = false;
    int maxBatch = 0;     // at the configured context
    int maxContext = 0;   // at the configured batch, at most the model's context limit
    int contextLimit = 0; // the model's longest sequence (core/model/architecture.h), 0: unknown
    ServingCapacity serving;
};

struct FlopsReport {
    double forwardPerSequence = 0;       // Chinchilla App. F, detailed forward count
    double forwardPerSequenceKaplan = 0; // 2N + 2 L s d_attn per token, times s
    double stepModel = 0;                // model FLOPs of one optimizer step, all GPUs
    double stepHardware = 0;             // with recomputation
    double trainingTotal6nd = 0;         // 6 N D
    double trainingTotal = 0;            // 3 x forward per sequence x D / s
    double tokensPerStep = 0;            // global batch in tokens
    double trainingTokens = 0;           // D: training.tokens, or finetune.dataset's tokens
};

struct TimeReport {
    double peakFlops = 0;            // per GPU, dense, compute dtype
    double days = 0;                 // from 6ND (the usual basis of MFU)
    double daysDetailed = 0;         // from the detailed count
    double daysAtPredictedSpeed = 0; // D / the step-time model's tokens per second (0 when unknown)
    double gpuHours = 0;
    double cost = 0;
    double measuredMfu = 0; // from run.measuredStepTimeS, 0 when not given
};

enum class Bound { Memory, Compute };

// The tensor-parallel linear layer a matrix product is (Megatron's column- and row-parallel
// layers): what a tensor-parallel collective can be overlapped with (parallel.tp_comm_overlap).
enum class TensorParallelGemm { None, Qkv, Projection, Fc1, Fc2 };

struct RooflineOp {
    // "QKV projection", "attention scores", ...: always one of core's string literals (so it
    // outlives every report and data() is null-terminated), never built at run time: a report
    // holds about twenty operations per phase, and copying their names was a tenth of an
    // evaluation's allocations.
    std::string_view name;
    Phase phase = Phase::Train;
    bool matmul = false; // runs on the tensor cores at the compute dtype
    double flops = 0;    // per GPU, per micro-batch (train: forward + backward [+ recompute])
    double bytes = 0;    // moved to and from device memory
    double intensity = 0;
    double ceiling = 0; // the compute ceiling that applies to this op
    double attainableFlops = 0;
    Bound bound = Bound::Memory;
    double timeS = 0; // max(flops / ceiling, bytes / bandwidth)
    // For the step-time model (core/steptime/steptime.h): how many kernel calls the FLOPs and bytes are
    // spread over (layers x passes), and the shape of one call (0 where not a matrix product;
    // attention: M = queries, N = keys, K = head_dim, batched over sequences x heads).
    double calls = 1;
    // Kernel launches of the op on this GPU per micro-batch (per step where perStep): each costs
    // the GPU a gap between kernels, whatever the kernel's size (core/roofline/kernellaunches.h).
    double launches = 0;
    double m = 0, n = 0, k = 0;
    bool attentionCore = false; // the attention core (QK^T, softmax, x V, or FlashAttention)
    // Fused attention: the share of its layers that compute every query-key pair although the
    // attention is causal (an explicit mask, core/model/attentionmask.h); the others skip half.
    double fullSquareShare = 0;
    // A 16-bit product whose rows are aligned to 2 bytes only, which runs cuBLAS's unaligned
    // fallback: PyTorch code's LM head over an odd vocabulary (core/roofline/roofline.h, lmHeadUnaligned).
    bool oddRows = false;
    bool perStep = false; // once per optimizer step (the optimizer update), not per micro-batch
    // Eager PyTorch's kernels in a compiled step (the loss torch.compile leaves out): the step
    // time gives it eager kernels' bandwidth, not Inductor's.
    bool eagerKernels = false;
    TensorParallelGemm tpGemm = TensorParallelGemm::None;
};

struct RooflineCeiling {
    DType dtype;
    double peakFlops = 0;
    double ridge = 0;
};

struct RooflineReport {
    Phase phase = Phase::Train;
    double peakFlops = 0;       // compute dtype, dense
    double vectorPeakFlops = 0; // fp32 CUDA cores
    double bandwidth = 0;
    double ridge = 0;
    std::vector<RooflineCeiling> ceilings; // every dtype the GPU lists
    std::vector<RooflineOp> ops;
    double stepTimeS = 0;             // train: one optimizer step; prefill: one prompt batch; decode: one token
    double predictedMfu = 0;          // roofline bound: no communication, no bubble, every op at its roof
    double tokensPerSecond = 0;       // per model replica (one data-parallel rank: tp x pp GPUs)
    double tokensPerSecondPerGpu = 0; // tokensPerSecond / (tp x pp)
};

// Communication time per kind (seconds per optimizer step, per GPU).
struct CommTimes {
    double dp = 0;   // data-parallel gradient reduction (all-reduce, or reduce-scatter with ZeRO)
    double zero = 0; // ZeRO parameter all-gathers (ZeRO-1/2 after the step; ZeRO-3 per layer)
    double tp = 0;   // tensor-parallel all-reduces (or reduce-scatter + all-gather with SP)
    double pp = 0;   // pipeline send/receive of activations and their gradients
    double ep = 0;   // expert parallelism's all-to-alls (token dispatch and combine)
    double cp = 0;   // context parallelism's ring of K/V chunks (exposed: what attention does not hide)
    double total() const { return dp + zero + tp + pp + ep + cp; }
};

// The step-time model (core/steptime/steptime.h): one optimizer step of training, per GPU, with the
// operations at measured-like efficiency, communication, the pipeline bubble and the optimizer.
struct StepTimeReport {
    double timeS = 0;              // compute + exposed communication + bubble + optimizer + interference
    double computeS = 0;           // all micro-batches' operations at their efficiencies
    double microBatchComputeS = 0; // one micro-batch on this GPU (its pipeline stage)
    double attentionS = 0;         // the attention core's kernels in all micro-batches (part of computeS)
    CommTimes commS;               // every collective's duration
    CommTimes exposedCommS;        // the part on the critical path; dp also holds the two below
    double gradBuffersS = 0;       // the data-parallel reduction's passes over the gradients (compute stream)
    double tiedEmbeddingS = 0;     // tied embeddings' gradient all-reduce between first and last stage
    double interferenceS = 0;      // compute slowed by communication it overlaps
    // parallel.tp_comm_overlap: the tensor-parallel communication hidden behind the GEMMs (part of
    // commS.tp, not of exposedCommS.tp) and what the overlap costs (part of exposedCommS.tp).
    double tpHiddenS = 0, tpOverlapCostS = 0;
    double bubbleS = 0;
    double bubbleFraction = 0; // of the ideal (bubble-free) pipeline time
    double optimizerS = 0;     // on the host when the optimizer is offloaded
    bool optimizerOnHost = false;
    double offloadS = 0;     // exposed host-device copies and NVMe swaps (parallel.offload)
    double offloadCopyS = 0; // all of them, hidden or not
    double launchGapS = 0; // the gaps between kernels, all micro-batches, the optimizer and the gradient buffers (part
                           // of computeS, optimizerS, exposedCommS.dp)
    double optimizerLaunchGapS = 0; // of launchGapS, the optimizer's (part of optimizerS)
    double kernelLaunches = 0;      // kernels launched per step on this GPU (collectives not counted)
    // Each roofline op's time at its achieved efficiency (launch gaps apart), in the order of
    // roofline.ops: per micro-batch, the per-step optimizer's per step. Empty without a step.
    std::vector<double> opTimeS;
    int microBatches = 1;
    double modelFlops = 0;    // per step, all GPUs (6N per token + attention; docs/formulas.md)
    double hardwareFlops = 0; // model FLOPs + recomputation
    double mfu = 0;
    double hfu = 0;
    double tokensPerSecond = 0; // the whole job
    double tokensPerSecondPerReplica = 0;
    double tokensPerSecondPerGpu = 0;
    bool tpCrossesNodes = false, ppCrossesNodes = false, dpCrossesNodes = false;
    std::string efficiencySource;    // "published H100 torch.matmul curve" or the measured run
    bool efficiencyMeasured = false; // the kernel efficiencies come from a run on this GPU
    StepAgreement agreement;         // how far real runs of this kind were (core/model/stepagreement.h)
};

struct Report {
    std::vector<std::string> warnings; // e.g. "parallel.gpus 12 is not a multiple of tp x pp = 8"
    double parameterCount = 0;         // what per-parameter memory uses
    ParameterBreakdown parameters;     // of the architecture computed with
    Architecture arch;                 // the shape computed with (derived for size-only models)
    TrainingMemory memory;             // the peak GPU's (a pipeline's largest stage)
    // pp > 1: the first and the last stage, and the second where the split keys give the middle
    // stages more layers than an end (core/model/pipelinesplit.h); else empty
    std::vector<TrainingMemory> stageMemory;
    FitAnswers fit;
    InferenceMemory inference;
    FlopsReport flops;
    TimeReport time;
    RooflineReport roofline;
    StepTimeReport step;                  // training step time with communication (0s if not computable)
    std::optional<ServingReport> serving; // present when the scenario has a "serving" block
};

} // namespace rooflab
