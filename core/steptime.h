#pragma once
// The step-time model: one optimizer step of training on one GPU, with the operations at the
// efficiency real kernels reach, the communication of data, tensor and pipeline parallelism
// and ZeRO on a two-tier network, the pipeline bubble and the optimizer update
// (docs/formulas.md, "Step time").
#include "core/derivation.h"
#include "core/report.h"
#include "core/scenario.h"

#include <string>
#include <utility>
#include <vector>

namespace rooflab {

struct BenchResults;

// A fraction of peak as a function of a size, interpolated linearly in log(size) between its
// points and held constant beyond the first and the last.
struct EfficiencyCurve {
    std::vector<std::pair<double, double>> points; // (size, fraction), size ascending
    double at(double size) const;
};

// How close real kernels come to the datasheet: the hook the GPU benchmark results replace.
struct StepEfficiency {
    // Fraction of the compute dtype's dense peak a GEMM reaches, by the FLOPs of one call.
    EfficiencyCurve gemm;
    // FP8 GEMMs reach a smaller fraction of their (twice as high) peak: best 71 % vs 80 % bf16.
    double fp8Scale = 0.71 / 0.806;
    // The fused attention kernel (FlashAttention), forward and backward together, by the
    // sequence length of one call: the fraction of the 16-bit dense peak at which the roofline's
    // attention FLOPs (forward + twice the forward) take the kernels' measured time.
    EfficiencyCurve attention;
    // Memory-bound kernels: fraction of the datasheet bandwidth.
    double memoryFraction = 0.8;
    bool measured = false;
    std::string source;

    // The published H100 SXM curves (torch.matmul bf16, shared/reference/step-time.md; cuDNN's
    // fused attention, FlashAttention-3 paper), applied to every GPU as fractions of its own peak.
    // Built once: evaluations share it.
    static const StepEfficiency& published();
    // From a measured run: its GEMM points of `compute` as fractions of the datasheet `peak`, its
    // best STREAM bandwidth over the datasheet `bandwidth`. What the run lacks stays published.
    static StepEfficiency calibrateFromResults(const BenchResults& results, DType compute, double peak,
                                               double bandwidth);
};

// The network the GPUs sit on: NVLink/NVSwitch inside a node, InfiniBand/Ethernet between.
struct NetworkSpec {
    int gpusPerNode = 8;
    double intraBandwidth = 0; // NCCL bus bandwidth inside a node, bytes/s
    double interBandwidth = 0; // bus bandwidth per GPU between nodes (its NIC share), bytes/s
    double latency = 5e-6;     // one collective step, seconds
};
// The GPU database's figures with the scenario's hardware.* overrides applied.
NetworkSpec resolveNetwork(const Scenario& scenario);

// A communication group of `size` GPUs whose members are `stride` ranks apart (ranks are laid
// out TP innermost, then PP, then DP, as Megatron does). It crosses nodes when it spans more
// ranks than a node holds; its bus bandwidth is then the NICs of its members in one node
// (members per node x inter-node bandwidth), at most the intra-node bandwidth.
struct GroupLink {
    bool crossesNodes = false;
    int membersPerNode = 1;
    double bandwidth = 0;
};
GroupLink groupLink(const NetworkSpec& network, int size, int stride);

// Bytes each GPU sends in a ring collective over n GPUs on a buffer of `bytes`.
double ringAllReduceVolume(double bytes, int n); // 2 (n - 1) / n x bytes
double ringGatherVolume(double bytes, int n);    // (n - 1) / n x bytes: all-gather, reduce-scatter
// Alpha-beta (Hockney): latency x steps + volume / bus bandwidth; 0 without steps.
double collectiveTime(double volume, int steps, const GroupLink& link, double latency);
// Steps of a ring collective over n GPUs: all-reduce 2 (n - 1), reduce-scatter and all-gather
// n - 1, a point-to-point send 1.
enum class Collective { AllReduce, ReduceScatter, AllGather, SendReceive };
int ringSteps(Collective kind, int n);
// The 1F1B pipeline bubble as a fraction of the ideal (bubble-free) time: (p - 1) / (v m).
double pipelineBubbleFraction(int stages, int microBatches, int virtualStages);

// Model FLOPs per token (MFU's convention, PaLM App. B): 6 x (parameters in matmuls: all but the
// embedding lookups, the LM head included) + 12 x layers x s x attention width, the attention
// term halved when `causalHalving` (FlashAttention skips the masked half).
double modelFlopsPerToken(const Architecture& arch, double seqLen, bool causalHalving);
// Megatron's FLOPs of one iteration (Narayanan et al. 2021, eq. 3): 72 B s l h^2 (1 + s/(6h) +
// V/(12 l h)), or 96 B s l h^2 (1 + s/(6h) + V/(16 l h)) with full recomputation counted.
double megatronIterationFlops(const Architecture& arch, double globalBatch, double seqLen, bool fullRecompute);

// The step of a training roofline (`trainRoofline.phase` must be Train). `efficiency` null: the
// published curves. `host`: what the memory model offloaded (its copies and the host
// optimizer are timed); null or empty: nothing is offloaded.
StepTimeReport computeStepTime(const Scenario& scenario, const RooflineReport& trainRoofline,
                               const FlopsReport& flops, Trace* trace = nullptr,
                               const StepEfficiency* efficiency = nullptr, const HostMemory* host = nullptr);

} // namespace rooflab
