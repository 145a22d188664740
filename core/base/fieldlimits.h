#pragma once
// The range of every number a user or a file can give RoofLab, in the units of the file formats
// (docs/formats.md). One table, read by the JSON readers (scenarios, the model and GPU
// databases) and by the dialogs and controls, so that a value one of them accepts is never
// refused or clamped by another.
namespace rooflab {

struct FieldLimit {
    double min;
    double max;
    bool minExclusive = false; // "greater than min": a GPU's memory or bandwidth cannot be 0
    // For a rate where 0 means "not given": the smallest other value. A rate that divides (a
    // peak, a link) and is tiny turns a time into infinity; below this floor it is refused.
    double smallestNonZero = 0;
    bool contains(double value) const {
        return (minExclusive ? value > min : value >= min) && value <= max && (value == 0 || value >= smallestNonZero);
    }
};

namespace limits {
// The largest file RoofLab reads (scenario, results, database, config.json): far above any real
// one (a full GPU sweep's results are about 1 MB), low enough that a wrong file dropped on the
// window is refused at once instead of filling memory.
inline constexpr long long maxFileBytes = 64LL << 20;
// The deepest nesting of arrays and objects any file may have (core/base/jsondepth.h): real
// scenarios reach 4 levels, Hugging Face configs 4, results files 3; copying and printing a
// parsed value recurse once per level, so a deeper file is refused before it is parsed. A
// Hugging Face config sits two levels down in a scenario (model.hf_config), so it may use 62.
inline constexpr int jsonDepth = 64;
inline constexpr int hfConfigDepth = jsonDepth - 2;

// Architecture (scenario "model", resources/models.json).
inline constexpr FieldLimit layers{1, 100000};
inline constexpr FieldLimit dModel{1, 1 << 20};
inline constexpr FieldLimit heads{1, 1 << 16};
inline constexpr FieldLimit headDim{1, 1 << 16};
inline constexpr FieldLimit dFf{1, 1 << 24};
inline constexpr FieldLimit vocab{1, 2147483647.0};
inline constexpr FieldLimit positions{0, 1 << 24};
inline constexpr FieldLimit maxContext{0, 1 << 30};
inline constexpr FieldLimit experts{0, 4096};
// What real checkpoints add (Hugging Face configs): norms per block, OPT's embedding width, the
// dense and shared MLPs of an MoE, the ranks and head widths of latent attention. 0 = absent.
inline constexpr FieldLimit normsPerLayer{0, 8};
inline constexpr FieldLimit denseLayers{0, 100000};
inline constexpr FieldLimit embedProjDim{0, 1 << 20};
inline constexpr FieldLimit extraDFf{0, 1 << 24};
inline constexpr FieldLimit loraRank{0, 1 << 20};
inline constexpr FieldLimit latentHeadDim{0, 1 << 16};
inline constexpr FieldLimit slidingWindow{0, 1 << 30};
inline constexpr FieldLimit slidingLayers{0, 100000};
inline constexpr FieldLimit sizeOnlyParams{1e5, 1e15};
// A full architecture's parameter count: 2^53, where counts stop being exact as doubles and
// three orders below int64's end, so the products of the memory model cannot overflow. Every
// field within its own limit still multiplies out far beyond (1e5 layers x (2^20)^2 x 3 ...).
inline constexpr FieldLimit architectureParams{1, 9007199254740992.0};

// GPU (scenario "hardware.custom", resources/gpus.json), in the datasheet units of the files.
inline constexpr FieldLimit memoryGB{0, 1e5, true};
// Every rate that divides has a floor far below any real card, so that no time in a report is
// infinite (issue 51: a custom GPU of 1e-300 TB/s printed "step time inf s"). Memory bandwidth:
// 1 GB/s (0.001 TB/s); a peak, where 0 means the card does not run that format: 1 GFLOP/s
// (0.001 TFLOP/s). Both are a thousand times below any GPU RoofLab lists; the largest step
// (1e24 FLOP or bytes) then takes 1e15 s, finite.
inline constexpr FieldLimit bandwidthTBs{1e-3, 1e3};
inline constexpr FieldLimit peakTflops{0, 1e6, false, 1e-3};
inline constexpr FieldLimit smCount{0, 1e6};
inline constexpr FieldLimit computeCapability{0, 100};
inline constexpr FieldLimit l2MB{0, 1e6};
inline constexpr FieldLimit gpusPerNode{1, 1 << 16};
// Network, PCIe, host memory and NVMe rates (GB/s), 0 = not given: at least 1 MB/s (0.001 GB/s)
// when given, for the same reason (a 1e-300 GB/s NVMe made the offloaded step infinite).
inline constexpr FieldLimit linkGBps{0, 1e6, false, 1e-3};
inline constexpr FieldLimit latencyUs{0, 1e6};
inline constexpr FieldLimit hostRamGB{0, 1e7}; // host RAM per node (decimal GB)
inline constexpr FieldLimit workspaceMiB{0, 1e6};
inline constexpr FieldLimit boardPowerW{0, 1e5}; // power_w (0: not given)
inline constexpr FieldLimit clockMHz{0, 1e5};    // boost_clock_mhz, max_clock_mhz (0: not given)
// matmul_library_scale: the card's best matrix product as a fraction of its peak over the H100's
// (1: cuBLAS on NVIDIA); a factor, never 0.
inline constexpr FieldLimit matmulLibraryScale{0, 2, true, 0.01};
inline constexpr FieldLimit powerLimitW{0, 1e5, true}; // hardware.power_limit_w

// Training, parallelism, run, inference (scenario files).
inline constexpr FieldLimit microBatch{1, 1 << 20};
inline constexpr FieldLimit seqLen{1, 1 << 24};
inline constexpr FieldLimit packedDocumentTokens{0, 1 << 24};
inline constexpr FieldLimit gradAccum{1, 1 << 20};
inline constexpr FieldLimit checkpointEvery{0, 100000};
inline constexpr FieldLimit recomputeNumLayers{0, 100000};
inline constexpr FieldLimit tokens{0, 1e18};
inline constexpr FieldLimit gpus{1, 1 << 20};
inline constexpr FieldLimit zeroStage{0, 3};
inline constexpr FieldLimit tensorParallel{1, 1024};
inline constexpr FieldLimit pipelineParallel{1, 4096};
inline constexpr FieldLimit virtualStages{1, 1024};
// Megatron-Core refuses 0 ("must be larger than 0"); absent means the even split.
inline constexpr FieldLimit stageLayers{1, 100000};
inline constexpr FieldLimit expertParallel{1, 4096};
inline constexpr FieldLimit expertTensorParallel{0, 1024}; // 0: the tensor-parallel degree
inline constexpr FieldLimit moeCapacityFactor{1, 64};
inline constexpr FieldLimit logitSoftcap{0, 1e6}; // attn_logit_softcapping, final_logit_softcapping (0: none)
inline constexpr FieldLimit contextParallel{1, 1024};
inline constexpr FieldLimit overheadGiB{0, 1e5};
// runtime.* (core/memory/runtimememory.h)
inline constexpr FieldLimit cudaContextMiB{0, 1e6};
inline constexpr FieldLimit ncclMiBPerCommunicator{0, 1e6};
inline constexpr FieldLimit allocatorReserve{0, 10};
inline constexpr FieldLimit mfu{1e-6, 1.0};
// Measured results (rooflab-bench) against the scenario's GPU: a GEMM of the compute dtype above
// the datasheet's dense peak is impossible (the peak is computed at the highest clock), and a
// GEMM or STREAM rate under a millionth of the datasheet's is a broken run or another card's;
// either is refused (core/steptime/measuredefficiency.h). The floor is assumed: the smallest
// GEMM of the shipped H100 sweep (resources/measurements/h100-sxm.json) reaches 6e-5 of the bf16
// peak, sixty times above it.
inline constexpr FieldLimit measuredFraction{1e-6, 1.0};
// A measured kernel launch gap (launch_overhead_s): the shipped sweeps measure about 4 us; above
// 1 ms (assumed, 250 times that) it is not a launch gap and is refused.
inline constexpr FieldLimit launchOverheadS{0, 1e-3};
inline constexpr FieldLimit pricePerGpuHour{0, 1e9};
inline constexpr FieldLimit stepTimeS{0, 1e9};
inline constexpr FieldLimit inferenceBatch{1, 1 << 24};
inline constexpr FieldLimit context{1, 1 << 30};
inline constexpr FieldLimit adapterRank{1, 65536}; // finetune.rank
// finetune.dataset: examples, each example's tokens (at most a sequence) and passes over them;
// their product is D and stays within `tokens`.
inline constexpr FieldLimit datasetExamples{1, 1e12};
inline constexpr FieldLimit tokensPerExample{1, 1 << 24};
inline constexpr FieldLimit epochs{0, 1e6, true};
inline constexpr FieldLimit memoryUtilization{0, 1.0, true};
inline constexpr FieldLimit batchedTokens{1, 1 << 24};
inline constexpr FieldLimit numSeqs{1, 1 << 20};
inline constexpr FieldLimit nonTorchGiB{0, 1e4};
inline constexpr FieldLimit kvBlockSize{1, 1024};
// serving.* (core/model/servingconfig.h): tokens per request, requests in flight or per second
// (above a million per second no single deployment is meant), the SLOs, speculative decoding.
inline constexpr FieldLimit servingTokens{1, 1 << 24};
inline constexpr FieldLimit servingConcurrency{1, 1 << 24};
inline constexpr FieldLimit requestRate{0, 1e6, true};
inline constexpr FieldLimit prefixCacheHit{0, 1};
inline constexpr FieldLimit sloSeconds{0, 1e5, true};
inline constexpr FieldLimit draftTokens{1, 64};
inline constexpr FieldLimit acceptanceRate{0, 1};
inline constexpr FieldLimit schedulerSteps{1, 1024};
// serving.disaggregation: instances of each pool, their tensor parallelism, the KV link (GB/s per GPU).
inline constexpr FieldLimit poolInstances{1, 1 << 20};
inline constexpr FieldLimit kvTransferGBps{0, 1e6, true, 1e-3};
} // namespace limits

} // namespace rooflab
