#pragma once
// What the serving model (core/serving/servingmodel.h) answers for a scenario's "serving" block:
// time to first token, time per output token, throughput and what limits them
// (docs/results-format.md, "serving").
#include "core/model/servingagreement.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rooflab {

// The pools of a disaggregated deployment (core/serving/disaggregatedserving.h).
struct DisaggregationReport {
    int prefillInstances = 0, decodeInstances = 0;
    int prefillTp = 1, decodeTp = 1;
    double kvTransferS = 0;             // one prompt's KV cache from its prefill to its decode instance
    double kvTransferGbps = 0;          // per GPU, the figure used
    double prefillRequestsPerS = 0;     // the most the prefill pool completes
    double decodeRequestsPerS = 0;      // the most the decode pool completes
    double prefillKvCapacityTokens = 0; // per prefill GPU
    double decodeQueueS = 0;            // a prefilled request's wait for a decode slot (part of ttft_s)
};

struct ServingReport {
    std::string engine; // "vllm", "sglang", "trtllm"
    // "compute" | "bandwidth" | "overhead" | "kv-capacity" | "batch-limit"; disaggregated: "prefill-pool" |
    // "decode-pool"
    std::string bound;
    bool fits = true;            // the weights leave room for a KV cache on every GPU
    bool saturated = false;      // open loop: requests arrive faster than the system completes them
    double ttftS = 0;            // time to first token: queueing + prefill
    double tpotS = 0;            // time per output token after the first
    double e2eS = 0;             // ttft + (output - 1) x tpot
    double outputTokensPerS = 0; // the whole system
    double outputTokensPerSPerGpu = 0;
    double requestsPerS = 0;
    double saturationRequestsPerS = 0; // the most the system completes: where an open loop saturates
    double concurrency = 0;            // requests in flight per system (closed loop: as given)
    double runningPerReplica = 0;      // sequences decoding together on one replica (the decode batch)
    double kvCapacitySequences = 0;    // per replica: sequences whose KV cache fits at once
    double maxNumSeqs = 0;             // the batch limit used (engine default or given)
    double maxNumBatchedTokens = 0;    // the token budget of one step used
    double decodeStepS = 0;            // one decode step of the running batch, overhead included
    double stepOverheadS = 0;          // of it, the fixed per-step overhead (launches, collectives, CPU)
    double decodeMemoryS = 0;          // of it, weights and KV cache read at the achieved bandwidth
    double decodeComputeS = 0;         // the batch's FLOPs (with the prefill share) at the achieved GEMM rate
    double prefillS = 0;               // one request's prompt alone (chunked), its steps' overhead included
    double queueS = 0;                 // waiting before admission (part of ttft)
    double prefillTokensPerStep = 0;   // prompt tokens mixed into each decode step in steady state
    double tokensPerStep = 1;          // output tokens each sequence gains per step (speculative: > 1)
    double draftStepsS = 0;            // of the decode step, the draft model's decode steps (0: none)
    double draftWeightBytes = 0;       // per GPU, the draft model's weights (0: none)
    int replicas = 1;                  // data-parallel copies of the model
    int gpus = 1;                      // GPUs serving (replicas x tp x pp)
    // serving.expert_parallel: the GPUs one MoE layer's experts are split over (0: tensor-parallel slices).
    // Under serving.data_parallel_attention `replicas` counts the data-parallel attention ranks.
    int expertParallelGpus = 0;
    double expertDispatchS = 0; // of a decode step of the running batch: the experts' dispatch and combine
    bool cudaGraphs = true;
    // The step's bandwidth, GEMM rate and time per kernel measured on this GPU (rooflab-bench's
    // decode probes, core/serving/servingcalibration.h) rather than the published figures.
    bool calibrated = false;
    std::string calibration;                            // what calibrated them, or why a results file at hand did not
    bool ttftSloMet = true, tpotSloMet = true;          // true when no SLO is given
    std::vector<std::string> notes;                     // what bounded the figures, in words
    std::optional<DisaggregationReport> disaggregation; // set when serving.disaggregation is
    ServingAgreement agreement; // how far published runs of this kind were (core/model/servingagreement.h)
};

} // namespace rooflab
