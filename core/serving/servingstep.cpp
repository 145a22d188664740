#include "core/serving/servingstep.h"

#include "core/base/largerof.h"
#include "core/memory/servingweights.h"
#include "core/roofline/roofline.h"
#include "core/serving/draftmodel.h"
#include "core/steptime/gemmshape.h"
#include "core/steptime/sustainedload.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace rooflab {
namespace {

constexpr const char* kSourceStep = "docs/formulas.md, Serving: one step";
constexpr const char* kLogitsDetail = "vLLM logits_processor.py _prune_hidden_states";
constexpr const char* kSourceLaunch = "rooflab-bench empty-kernel floor (graph replay); eager launch assumed";

// The matmuls' peak: FP8 weights run W8A8 GEMMs at the FP8 peak (vLLM's fp8 checkpoints), the
// published FP8 fraction applied; any other format computes in the scenario's compute dtype.
double servingPeak(const Scenario& sc, const StepEfficiency& eff, const char*& name) {
    const DType w = sc.inference.weightsDtype;
    if ((w == DType::FP8_E4M3 || w == DType::FP8_E5M2) && sc.gpu.peak(DType::FP8_E4M3) > 0) {
        name = "fp8";
        return sc.gpu.peak(DType::FP8_E4M3) * eff.fp8Scale;
    }
    name = dtypeId(sc.precision.compute).data();
    return sc.gpu.peak(sc.precision.compute);
}

// Kernels of one decode step on this GPU, as the decode roofline launches them.
double decodeLaunches(const Scenario& sc) {
    Scenario one = sc;
    one.inference.batch = 1;
    double launches = 0;
    for (const RooflineOp& op : computeRoofline(one, Phase::Decode).ops)
        launches += op.launches;
    return launches;
}

// The share of a layer's routed experts that `tokens` tokens touch, each choosing top-k of E
// uniformly: 1 - (1 - k/E)^tokens (an expert no token picks is not read). Under data-parallel
// attention every rank's tokens reach the layer; under expert parallelism the busiest GPU's share.
double touchedExperts(const ServingHardware& hw, double tokens) {
    if (hw.experts <= 1 || hw.topK <= 0)
        return 1.0;
    const double layerTokens = std::max(0.0, tokens) * hw.expertLayout.attentionRanks;
    const double touched = 1.0 - std::pow(1.0 - std::min(1.0, hw.topK / hw.experts), layerTokens);
    return busiestExpertShare(hw.expertLayout, hw.experts, touched);
}

// The fraction of peak the step's products reach: the GEMM curve at the FLOPs of one MLP product
// of `tokens` rows, scaled by its shape's occupancy over the timed squares' (core/steptime/gemmshape.h).
double gemmFraction(const ServingHardware& hw, double tokens) {
    const StepEfficiency& e = *hw.efficiency;
    const double width = std::max(1.0, hw.dFf / hw.tp);
    const double perCall = 2.0 * tokens * hw.dModel * width;
    double fraction = e.gemm.at(perCall);
    if (hw.sms > 0 && !e.timedOccupancy.points.empty()) {
        double best = 0;
        for (const auto& [flops, f] : e.gemm.points)
            best = std::max(best, f / e.timedOccupancy.at(flops));
        const double shape = gemmOccupancy(tokens, width, hw.dModel, hw.sms) / e.timedOccupancy.at(perCall);
        fraction = std::min(best, fraction * shape);
    }
    return std::max(fraction, 1e-3);
}

// Prompt chunks per step: below one, a share of the steps carries a chunk and the others decode
// alone; above one, every step carries that many.
double chunksPerStep(const StepLoad& load) {
    const double chunk = load.prefillChunk > 0 ? load.prefillChunk : load.prefillTokens;
    return chunk > 0 ? load.prefillTokens / chunk : 0.0;
}

// The share of the routed experts the step's tokens touch, averaged over the steps with and without a chunk.
double touchedShare(const ServingHardware& hw, const StepLoad& load) {
    const double decodeTokens = load.decodeSeqs * load.tokensPerSeq;
    const double chunks = chunksPerStep(load);
    if (chunks >= 1.0)
        return touchedExperts(hw, decodeTokens + load.prefillTokens);
    return (1.0 - chunks) * touchedExperts(hw, decodeTokens) +
           chunks * touchedExperts(hw, decodeTokens + load.prefillTokens / chunks);
}

Traced weightsRead(const ServingHardware& hw, const StepLoad& load, Trace* trace) {
    const double touched = touchedShare(hw, load);
    return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "weights read per step"), Unit::Bytes, kSourceStep)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "weights on this GPU"), hw.weightBytes, Unit::Bytes)
        .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "routed experts no token of the step picks"),
               hw.expertBytes * (1.0 - touched), Unit::Bytes)
        .result();
}

Traced kvRead(const ServingHardware& hw, const StepLoad& load, Trace* trace) {
    // Decoding reads each sequence's whole cache; a prompt chunk writes its own keys and values
    // and reads the prompt's earlier ones once (FlashAttention streams them per chunk).
    const double prefixReads = chunksPerStep(load) * load.prefillKeys;
    const Traced kvTokens =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "KV tokens read or written per step"), Unit::Count,
                     kSourceStep)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "sequences decoding x tokens each holds"),
                  load.decodeSeqs * load.contextHeld, Unit::Count)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "prompt tokens written"), load.prefillTokens, Unit::Count)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "earlier prompt tokens read by the chunk"), prefixReads,
                  Unit::Count)
            .result();
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache read per step"), Unit::Bytes,
                            kSourceStep)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "KV tokens read or written per step"), kvTokens, Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "KV bytes per token on this GPU"), hw.kvBytesPerToken, Unit::Bytes)
        .result();
}

// The source a rate's step names: the run it was measured in, else the published figure's.
const char* measuredSource(const ServingHardware& hw, const char* published) {
    return hw.efficiency->measured && !hw.efficiency->source.empty() ? hw.efficiency->source.c_str() : published;
}

Traced atBandwidth(const ServingHardware& hw, const char* name, const char* bytesName, const Traced& bytes,
                   Trace* trace) {
    return Formula::product(trace, name, Unit::Seconds, measuredSource(hw, "shared/reference/step-time.md"))
        .times(bytesName, bytes, Unit::Bytes)
        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "achieved memory bandwidth"), hw.bandwidth, Unit::BytePerSecond)
        .result();
}

Traced atGemmRate(const ServingHardware& hw, const StepLoad& load, const char* name, const Traced& flops,
                  Trace* trace) {
    const double tokens = load.decodeSeqs * load.tokensPerSeq + load.prefillTokens;
    return Formula::product(
               trace, name, Unit::Seconds,
               measuredSource(hw, "H100 SXM torch.matmul by size, per dtype (shared/reference/step-time.md)"))
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs"), flops, Unit::Flop)
        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-core peak"), hw.peakFlops, Unit::FlopPerSecond, hw.dtypeName)
        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "fraction of peak reached"), gemmFraction(hw, tokens) * hw.tensorRate,
              Unit::Ratio, hw.tensorRateNote)
        .result();
}

// The rows the LM head computes: each decode token's, and one per prompt (its last token), as
// the engines prune the hidden states to the tokens they sample from (vLLM's LogitsProcessor,
// _prune_hidden_states; TensorRT-LLM without gather_context_logits; SGLang without input logprobs).
double logitsRows(const StepLoad& load) {
    const double decodeTokens = load.decodeSeqs * load.tokensPerSeq;
    const double prompts = load.promptTokens > 0 ? load.prefillTokens / load.promptTokens : load.prefillTokens;
    return decodeTokens + prompts;
}

Traced matmulTime(const ServingHardware& hw, const StepLoad& load, Trace* trace) {
    const double tokens = load.decodeSeqs * load.tokensPerSeq + load.prefillTokens;
    const double layerParams = std::max(0.0, hw.matmulParams - hw.headParams);
    const Traced flops =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "matmul FLOPs of the step"), Unit::Flop, kSourceStep)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "layers: 2 x their matrix parameters x tokens of the step"),
                  2.0 * layerParams * tokens, Unit::Flop)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain",
                                  "LM head: 2 x its parameters x rows (each decode token, each prompt's last)"),
                  2.0 * hw.headParams * logitsRows(load), Unit::Flop, kLogitsDetail)
            .result();
    return atGemmRate(hw, load, ROOFLAB_TR_NOOP("rooflab::Explain", "step matmul time"), flops, trace);
}

Traced attentionTime(const ServingHardware& hw, const StepLoad& load, Trace* trace) {
    const double decodeTokens = load.decodeSeqs * load.tokensPerSeq;
    const Traced flops =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "attention FLOPs of the step"), Unit::Flop, kSourceStep)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "decode attention over the context held"),
                  hw.attentionFlopsPerKey * decodeTokens * load.contextHeld, Unit::Flop)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "prompt attention"),
                  hw.attentionFlopsPerKey * load.prefillTokens * load.prefillKeys, Unit::Flop)
            .result();
    return atGemmRate(hw, load, ROOFLAB_TR_NOOP("rooflab::Explain", "step attention compute time"), flops, trace);
}

// The latency steps of one tensor-parallel all-reduce. The engines' own all-reduce for small
// messages inside a node (vLLM's CustomAllreduce, vllm/distributed/device_communicators/
// custom_all_reduce.py: 2, 4, 6 or 8 GPUs of one node, up to 8 MiB; SGLang and TensorRT-LLM
// have their one- and two-shot equivalents) exchanges once through peer memory and synchronises
// twice, whatever the GPU count; anything else goes through NCCL's ring, 2 (n - 1) steps.
int allReduceSteps(int tp, const GroupLink& link, double bytes) {
    const bool custom = !link.crossesNodes && (tp == 2 || tp == 4 || tp == 6 || tp == 8) && bytes <= 8.0 * (1 << 20);
    return custom ? 2 : ringSteps(Collective::AllReduce, tp);
}

// The step loop's work per running sequence before the next step: with streaming, a response
// per sequence per step (core/serving/engineprofile.cpp, streamResponseS).
Traced streamedResponses(const ServingHardware& hw, const StepLoad& load, Trace* trace) {
    if (hw.perSequenceS <= 0)
        return 0.0;
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "streamed responses per step"), Unit::Seconds,
                            hw.perSequenceSource)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "sequences decoding"), load.decodeSeqs, Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "host time per streamed response"), hw.perSequenceS, Unit::Seconds)
        .result();
}

// The engine's host work per running sequence between two steps, streamed or not
// (core/serving/engineprofile.h, kVllmV0SequenceHostS).
Traced sequenceHostTime(const ServingHardware& hw, const StepLoad& load, Trace* trace) {
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "engine host work per running sequence"),
                            Unit::Seconds, hw.sequenceHostSource)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "sequences decoding"), load.decodeSeqs, Unit::Plain)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "host time per sequence per step"), hw.sequenceHostS, Unit::Seconds)
        .result();
}

Traced overheadTime(const ServingHardware& hw, const StepLoad& load, Trace* trace) {
    const double tokens = load.decodeSeqs * load.tokensPerSeq + load.prefillTokens;
    const double activation = tokens * hw.dModel * hw.activationBytes;
    // Megatron's (and vLLM's) tensor parallelism: one all-reduce after attention, one after the MLP.
    const GroupLink link = groupLink(hw.net, hw.tp, 1);
    const Traced tpComm = tracedCollective(
        trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel all-reduces per step"),
        ROOFLAB_TR_NOOP("rooflab::Explain", "all-reduce volume"), ringAllReduceVolume(activation, hw.tp), hw.tp,
        allReduceSteps(hw.tp, link, activation), link, hw.net.latency, 2.0 * hw.layersHere,
        ROOFLAB_TR_NOOP("rooflab::Explain", "all-reduces (2 per layer)"));
    const Traced ppComm = tracedCollective(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline send per step"),
                                           ROOFLAB_TR_NOOP("rooflab::Explain", "activations sent"), activation, hw.pp,
                                           1, groupLink(hw.net, hw.pp, hw.tp), hw.net.latency, 1.0,
                                           ROOFLAB_TR_NOOP("rooflab::Explain", "sends"));
    const char* source = hw.launchSource.empty() ? kSourceLaunch : hw.launchSource.c_str();
    auto overhead =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "per-step overhead"), Unit::Seconds, source);
    if (hw.sequenceHostS > 0)
        overhead.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "engine host work per running sequence"),
                      sequenceHostTime(hw, load, trace), Unit::Seconds);
    if (hw.expertLayout.dispatch != ExpertDispatch::None)
        overhead.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "expert dispatch and combine per step"),
                      expertDispatchTime(hw, load, trace), Unit::Seconds);
    return overhead
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "kernel launches"), hw.launches * hw.launchS, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel all-reduces per step"), tpComm, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "all-reduces waiting for the slowest GPU (fitted)"),
              hw.tp > 1 ? 2.0 * hw.layersHere * kAllReduceWaitS : 0.0, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline send per step"), ppComm, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "engine host time per step"), hw.hostS, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "streamed responses per step"), streamedResponses(hw, load, trace),
              Unit::Seconds)
        .result();
}

} // namespace

ServingHardware servingHardware(const Scenario& sc, const EngineProfile& engine, const ServingCapacity& capacity,
                                const StepEfficiency& eff) {
    const Architecture& a = sc.model.arch;
    const ParameterBreakdown counts = countParameters(a);
    const ServingWeights served = servingWeights(sc);
    ServingHardware hw;
    hw.tp = std::max(1, sc.parallel.tensorParallel);
    hw.pp = std::max(1, sc.parallel.pipelineParallel);
    const double split = double(hw.tp) * hw.pp;
    hw.weightBytes = capacity.weights;
    hw.expertBytes = double(counts.routedExperts) * served.matrixBytes / split;
    hw.experts = double(a.experts);
    hw.topK = double(a.topK);
    hw.kvBytesPerToken = capacity.kvBytesPerToken;
    const double lookups = double(counts.embeddings + counts.positionEmbeddings);
    // activePerToken counts the embedding lookups (no FLOPs); a tied head multiplies by them.
    const double head = counts.lmHead > 0 ? 0.0 : double(counts.embeddings);
    hw.matmulParams = std::max(0.0, double(counts.activePerToken) - lookups + head) / split;
    hw.headParams = std::min(hw.matmulParams, double(counts.lmHead > 0 ? counts.lmHead : counts.embeddings) / split);
    hw.layersHere = std::ceil(double(a.layers) / hw.pp);
    hw.attentionFlopsPerKey = 4.0 * hw.layersHere * double(a.attentionWidth()) / hw.tp;
    hw.efficiency = &eff;
    hw.peakFlops = servingPeak(sc, eff, hw.dtypeName);
    // A served card's tensor cores run at the clock its power limit holds, as a training step's,
    // at the forward products' share (docs/formulas.md, "Serving: one step"; a serving step runs
    // no gradient products); a measured curve timed at held clocks needs no factor.
    // The card's matrix library against the curves' cuBLAS, as a training step takes it.
    const double sustained = eff.clocksSustained ? 1.0 : sustainedTensorFactor(sc.gpu, ProductPasses::Forward);
    const double library = matmulLibraryFactor(sc.gpu, eff.measured);
    hw.tensorRate = sustained * library;
    hw.tensorRateNote = tensorRateNote(sustained, library);
    hw.bandwidth = sc.gpu.bandwidth * eff.memoryFraction;
    hw.launches = decodeLaunches(sc);
    hw.launchS = engine.cudaGraphs ? eff.launchGapS : std::max(eff.launchGapS, kEagerLaunchS);
    hw.hostS = engine.hostStepS;
    hw.sequenceHostS = engine.sequenceHostS;
    hw.sequenceHostSource = engine.sequenceHostSource;
    if (sc.serving && sc.serving->streaming) {
        hw.perSequenceS = engine.streamResponseS;
        hw.perSequenceSource = engine.streamSource;
    }
    hw.dModel = double(a.dModel);
    hw.dFf = double(a.isMoe() ? a.dFf * std::max<std::int64_t>(1, a.topK) : a.dFf);
    hw.activationBytes = dtypeBytes(sc.precision.activations);
    hw.sms = sc.gpu.smCount;
    hw.net = resolveNetwork(sc);
    // Whole experts over the expert-parallel GPUs instead of slices over tp.
    hw.expertLayout = expertServingLayout(sc);
    if (hw.expertLayout.active())
        hw.expertBytes *= double(hw.tp) / hw.expertLayout.expertGpus;
    return hw;
}

StepTime servingStepTime(const ServingHardware& hw, const StepLoad& load, Trace* trace) {
    StepTime t;
    const Traced weights =
        atBandwidth(hw, ROOFLAB_TR_NOOP("rooflab::Explain", "weights streaming time"),
                    ROOFLAB_TR_NOOP("rooflab::Explain", "weights read per step"), weightsRead(hw, load, trace), trace);
    const Traced kv =
        atBandwidth(hw, ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache streaming time"),
                    ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache read per step"), kvRead(hw, load, trace), trace);
    const Traced matmuls = matmulTime(hw, load, trace);
    const Traced attention = attentionTime(hw, load, trace);
    t.memory = weights.value + kv.value;
    t.compute = matmuls.value + attention.value;
    // The matmuls and the attention are separate kernels (cuBLAS GEMMs, FlashAttention's or the
    // engine's paged attention): each is bound by its own bytes or FLOPs, and their times add.
    const Traced gemms = largerOf(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "matmul kernels"), Unit::Seconds,
                                  kSourceStep, {ROOFLAB_TR_NOOP("rooflab::Explain", "weights streaming time"), weights},
                                  {ROOFLAB_TR_NOOP("rooflab::Explain", "step matmul time"), matmuls});
    const Traced attend = largerOf(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "attention kernels"), Unit::Seconds,
                                   kSourceStep, {ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache streaming time"), kv},
                                   {ROOFLAB_TR_NOOP("rooflab::Explain", "step attention compute time"), attention});
    t.kernels = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "step kernel time"), Unit::Seconds, kSourceStep)
                    .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "matmul kernels"), gemms, Unit::Seconds)
                    .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "attention kernels"), attend, Unit::Seconds)
                    .result();
    t.overhead = overheadTime(hw, load, trace);
    auto total =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "engine step time"), Unit::Seconds, kSourceStep);
    total.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "step kernel time"), t.kernels, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "per-step overhead"), t.overhead, Unit::Seconds);
    if (hw.draft) {
        const Traced steps = hw.draft->stepsTime(load, trace);
        const Traced prompt = hw.draft->promptTime(load, trace);
        t.draft = steps.value + prompt.value;
        if (load.decodeSeqs > 0)
            total.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "draft model's decode steps"), steps, Unit::Seconds);
        if (load.prefillTokens > 0)
            total.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "draft model's prompt pass"), prompt, Unit::Seconds);
    }
    t.total = total.result();
    return t;
}

} // namespace rooflab
