#pragma once
// One engine step on one GPU of a serving replica (docs/formulas.md, "Serving: one step"): the
// weights (the routed experts the batch touches) and the KV cache the running sequences hold,
// read at the achieved bandwidth; the step's FLOPs (decode tokens and prompt chunks) at the
// achieved GEMM rate; per kernel family (the matmuls, the attention) the larger of its bytes and
// its FLOPs, summed, plus a fixed overhead per step: kernel launches
// (a graph replay or eager launches), tensor-parallel all-reduces and pipeline sends at their
// latency, and the engine's host time.
#include "core/base/derivation.h"
#include "core/model/collectives.h"
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/serving/engineprofile.h"
#include "core/serving/expertserving.h"
#include "core/steptime/stepefficiency.h"

#include <memory>

namespace rooflab {

class DraftModel; // core/serving/draftmodel.h

// Per tensor-parallel all-reduce of a serving step, beyond its latency and volume (2 x 5 us plus
// the bytes, core/model/collectives.h): a step's all-reduce is a barrier that waits for the
// slowest GPU's kernels before it. Fitted, 19 us, on the two fit rows of validation/serving-runs.json
// whose step is the fixed part at one sequence under tensor parallelism (NIM, Llama 3 70B at
// TP 8 and Llama 3 8B at TP 2 on H100s; least squares of the log TPOT ratios). docs/formulas.md,
// "Serving: one step".
inline constexpr double kAllReduceWaitS = 19e-6;

// What every step of the scenario shares, per GPU.
struct ServingHardware {
    double weightBytes = 0; // this GPU's weights
    double expertBytes = 0; // of them, the routed experts' (0 for a dense model)
    double experts = 0, topK = 0;
    double kvBytesPerToken = 0;      // this GPU's share of one token's keys and values
    double matmulParams = 0;         // matrix parameters a token passes through, this GPU's share
    double headParams = 0;           // of which the LM head's (vocab x d_model, this GPU's share)
    double attentionFlopsPerKey = 0; // per token and attended key: 4 x layers here x attention width / tp
    double peakFlops = 0;            // the matmuls' dense peak
    // The tensor cores' rate factor: the clock a loaded card holds (sustainedload.h) times its
    // matrix library against the curves' cuBLAS (GpuSpec::matmulLibraryScale), and its note
    // beside the fraction ("sustained clocks x0.862" on an H100 SXM), empty at 1.
    double tensorRate = 1;
    std::string tensorRateNote;
    double bandwidth = 0;    // achieved: datasheet x the memory-bound fraction
    double launches = 0;     // kernels of one decode step on this GPU
    double launchS = 0;      // per kernel: the gap in a graph, or an eager launch
    double hostS = 0;        // the engine's host time per step
    double perSequenceS = 0; // host time per running sequence per step (streamed responses)
    const char* perSequenceSource = "";
    double sequenceHostS = 0; // the engine's host time per running sequence per step, streamed or not
    const char* sequenceHostSource = "";
    std::string launchSource; // the run launchS was measured in; empty: the published gap
    int tp = 1, pp = 1;
    double layersHere = 0, dModel = 0, dFf = 0, activationBytes = 2;
    int sms = 0;
    NetworkSpec net;
    const StepEfficiency* efficiency = nullptr;
    const char* dtypeName = "";
    std::shared_ptr<const DraftModel> draft; // speculative decoding's draft model; null: none or n-gram
    ExpertServingLayout expertLayout;        // serving.expert_parallel, serving.data_parallel_attention
};
ServingHardware servingHardware(const Scenario& scenario, const EngineProfile& engine, const ServingCapacity& capacity,
                                const StepEfficiency& efficiency);

// What one step processes on one replica stage.
struct StepLoad {
    double decodeSeqs = 0;    // sequences generating
    double tokensPerSeq = 1;  // tokens each verifies per step (1 + draft tokens when speculative)
    double contextHeld = 0;   // KV tokens each of them holds, on average
    double prefillTokens = 0; // prompt tokens computed in the same step
    double prefillKeys = 0;   // keys each prompt token attends to, on average
    double prefillChunk = 0;  // tokens of one prompt chunk (prefillTokens is the average per step)
    // Prompt tokens each prompt computes: a prompt's logits come only from its last token, so
    // prefillTokens / promptTokens prompts reach the LM head per step (0: every prompt token does).
    double promptTokens = 0;
};

// memory: all the bytes at the achieved bandwidth; compute: all the FLOPs at the achieved rate;
// kernels: the matmuls' larger of their weights and FLOPs plus the attention's larger of its KV
// bytes and FLOPs (separate kernels, per-operator roofline); draft: a draft model's decode steps
// and its pass over the step's prompt tokens (core/serving/draftmodel.h); total: kernels +
// overhead + draft.
struct StepTime {
    Traced memory, compute, kernels, overhead, draft, total;
};
StepTime servingStepTime(const ServingHardware& hardware, const StepLoad& load, Trace* trace = nullptr);

} // namespace rooflab
