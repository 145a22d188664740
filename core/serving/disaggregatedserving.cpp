#include "core/serving/disaggregatedserving.h"

#include "core/base/translatable.h"
#include "core/model/collectives.h"
#include "core/serving/draftmodel.h"
#include "core/serving/servingcalibration.h"
#include "core/serving/servingpool.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr const char* kSourcePools =
    "DistServe (Zhong et al., OSDI 2024), sec. 3-4: prefill and decode instances "
    "apart, rate-matched (docs/formulas.md, Serving: disaggregated prefill and decode)";
constexpr const char* kSourceTransfer = "vLLM v0.10.0 vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py: "
                                        "the decode instance reads the prompt's KV blocks over NIXL before decoding";
constexpr const char* kSourceQueue = "M/D/1 wait of the prefill instance (DistServe sec. 3.1; Kleinrock 1975)";
// A decode instance admits a prefilled request from its waiting queue only while max_num_seqs and
// its free KV blocks allow, before it pulls the KV cache (vLLM v0.10.0 vllm/v1/core/sched/
// scheduler.py, schedule(): the waiting loop stops at max_num_running_reqs or when allocate_slots
// fails, a remote prompt going to WAITING_FOR_REMOTE_KVS once its blocks are allocated; SGLang's
// python/sglang/srt/disaggregation/decode.py, DecodePreallocQueue.pop_preallocated: the KV cache
// is allocated while memory allows, then DecodeTransferQueue).
constexpr const char* kSourceDecodeQueue = "docs/formulas.md, Serving: disaggregated prefill and decode (the decode "
                                           "instance's waiting queue: vLLM v0.10.0 Scheduler.schedule, SGLang "
                                           "DecodePreallocQueue; M/D/1, Kleinrock 1975)";

// What every request asks of the pools.
struct Workload {
    double inputTokens = 0, outputTokens = 0;
    double promptNew = 1;     // prompt tokens computed (after prefix-cache hits)
    double contextHeld = 0;   // KV tokens a decoding sequence holds on average: prompt + half the output
    double tokensPerStep = 1; // output tokens a sequence gains per decode step (speculative: more)
    double verifyTokens = 1;  // tokens each sequence runs through the model per step
    double decodeTokens = 1;  // tokens the decode instance produces (the prefill gives the first)
};

Workload workload(const ServingConfig& c) {
    Workload w;
    w.inputTokens = double(c.inputTokens);
    w.outputTokens = double(c.outputTokens);
    w.promptNew = std::max(1.0, std::round(w.inputTokens * (1.0 - c.prefixCacheHit)));
    w.contextHeld = w.inputTokens + w.outputTokens / 2.0;
    if (c.speculative) {
        w.tokensPerStep = speculativeTokensPerStep(*c.speculative);
        w.verifyTokens = c.speculative->draftTokens + 1.0;
    }
    // A one-token answer still passes through a decode slot once.
    w.decodeTokens = std::max(1.0, w.outputTokens - 1.0);
    return w;
}

// A prefill instance's steps: as many whole prompts as the token budget, the KV cache (each
// prompt's is held until the decode instance has read it) and max_num_seqs allow, or one prompt
// in chunks of the budget.
struct PrefillInstance {
    double prompts = 1; // prompts of one step
    double chunks = 1;  // steps of one prompt
    StepTime step;
    double capacity = 0; // requests/s of one instance
};

StepLoad prefillLoad(const Workload& w, double prompts, double chunks) {
    StepLoad load;
    load.prefillTokens = load.prefillChunk = prompts * w.promptNew / chunks;
    load.promptTokens = w.promptNew;
    load.prefillKeys = w.inputTokens - w.promptNew / 2.0;
    return load;
}

PrefillInstance prefillInstance(const ServingPool& pool, const Workload& w) {
    PrefillInstance p;
    const double budget = double(pool.engine.maxNumBatchedTokens);
    p.chunks = std::ceil(w.promptNew / budget);
    const double byBudget = p.chunks > 1 ? 1.0 : std::floor(budget / w.promptNew);
    const double byCache = std::floor(pool.capacity.kvCapacityTokens / w.inputTokens);
    p.prompts = std::max(1.0, std::min({byBudget, byCache, double(pool.engine.maxNumSeqs)}));
    p.step = servingStepTime(pool.hw, prefillLoad(w, p.prompts, p.chunks), nullptr);
    // A pipeline keeps pp batches in flight: one leaves every stage step.
    p.capacity = p.prompts / (p.chunks * p.step.total.value);
    return p;
}

Traced promptAlone(const ServingPool& pool, const Workload& w, double chunks, Trace* trace) {
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "prefill of one prompt"), Unit::Seconds,
                            kSourcePools)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "prefill instance step"),
               servingStepTime(pool.hw, prefillLoad(w, 1.0, chunks), trace).total, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "prompt chunks (max_num_batched_tokens)"), chunks, Unit::Plain)
        .timesUnlessOne(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline stages"), double(pool.pp), Unit::Plain)
        .result();
}

// A decode instance: decode steps only, no prompt chunk among them.
struct DecodeInstance {
    double maxRunning = 0, kvSequences = 0;
    double capacity = 0; // requests/s of one instance at maxRunning
};

StepTime decodeStep(const ServingPool& pool, const Workload& w, double running, Trace* trace) {
    StepLoad load;
    load.decodeSeqs = running / pool.pp; // a pipeline keeps pp micro-batches in flight
    load.tokensPerSeq = w.verifyTokens;
    load.contextHeld = w.contextHeld;
    return servingStepTime(pool.hw, load, trace);
}

double tpotAt(const ServingPool& pool, const Workload& w, double running) {
    return decodeStep(pool, w, running, nullptr).total.value * pool.pp / w.tokensPerStep;
}

DecodeInstance decodeInstance(const ServingPool& pool, const Workload& w) {
    DecodeInstance d;
    d.kvSequences = std::floor(pool.capacity.kvCapacityTokens / w.contextHeld);
    d.maxRunning = std::min(d.kvSequences, double(pool.engine.maxNumSeqs));
    d.capacity = d.maxRunning / (w.decodeTokens * tpotAt(pool, w, d.maxRunning));
    return d;
}

// The sequences decoding on an instance that `rate` requests/s reach (Little's law: running =
// rate x decode tokens x TPOT(running)), between none and the most it runs.
double runningAtRate(const ServingPool& pool, const Workload& w, const DecodeInstance& d, double rate) {
    double low = 0, high = d.maxRunning;
    for (int i = 0; i < 50; ++i) {
        const double mid = 0.5 * (low + high);
        if (rate * w.decodeTokens * tpotAt(pool, w, std::max(mid, 1e-6)) > mid)
            low = mid;
        else
            high = mid;
    }
    return std::max(high, 1e-6);
}

struct Split {
    int prefill = 1, decode = 1;
    double capacity = 0; // requests/s of the whole system
};

// The instance counts given, or the split of the GPUs that completes the most requests per
// second (the fewer GPUs on a tie): DistServe's placement for goodput, at the pools' capacities.
Split chooseSplit(const DisaggregationConfig& c, int gpus, const ServingPool& pre, const ServingPool& dec,
                  double prefillRate, double decodeRate) {
    const auto capacity = [&](int p, int d) { return std::min(p * prefillRate, d * decodeRate); };
    if (c.prefillInstances && c.decodeInstances) {
        const int p = int(*c.prefillInstances), d = int(*c.decodeInstances);
        return {p, d, capacity(p, d)};
    }
    Split best{0, 0, -1};
    const int mostPrefill = std::max(1, (gpus - dec.gpus()) / pre.gpus());
    for (int p = 1; p <= mostPrefill; ++p) {
        if (c.prefillInstances && p != *c.prefillInstances)
            continue;
        const int d = c.decodeInstances ? int(*c.decodeInstances) : (gpus - p * pre.gpus()) / dec.gpus();
        if (d < 1 || p * pre.gpus() + d * dec.gpus() > gpus)
            continue;
        const double cap = capacity(p, d);
        const bool fewer = p * pre.gpus() + d * dec.gpus() < best.prefill * pre.gpus() + best.decode * dec.gpus();
        if (cap > best.capacity * (1 + 1e-9) || (cap >= best.capacity * (1 - 1e-9) && fewer))
            best = {p, d, cap};
    }
    // validateScenario leaves room for one instance of each pool at least.
    return best.capacity >= 0 ? best : Split{1, 1, capacity(1, 1)};
}

// Nothing is served when a pool's KV cache cannot hold what its instances must: a prompt on a
// prefill instance, a whole request on a decode instance.
bool refuseWithoutRoom(const ServingPool& pre, const ServingPool& dec, const Workload& w, ServingReport& r) {
    const auto refuse = [&](const char* pool, const ServingPool& p, double tokens) {
        if (p.capacity.kvCapacityTokens >= tokens && p.capacity.kvCache > 0)
            return false;
        r.fits = false;
        r.bound = "kv-capacity";
        r.notes.push_back(
            p.capacity.kvCache <= 0
                ? coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                              "the %1 instances' weights (tp %2) leave no memory for a KV cache: "
                                              "that pool does not fit (a larger tp for it, or smaller weights)"),
                              {pool, messageArgument(p.tp)})
                : coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                              "a %1 instance's KV cache holds %2 tokens, fewer than the %3 it must "
                                              "hold for one request"),
                              {pool, messageArgument(p.capacity.kvCapacityTokens), messageArgument(tokens)}));
        return true;
    };
    const bool prefill = refuse("prefill", pre, w.inputTokens);
    const bool decode = refuse("decode", dec, w.inputTokens + w.outputTokens);
    return prefill || decode;
}

// One prompt's KV cache from its prefill instance to its decode instance: each GPU sends (and
// receives) its share of the prompt's keys and values over its own link.
Traced kvTransfer(const ServingPool& pre, const ServingPool& dec, const Workload& w, double gbps, Trace* trace) {
    // The draft model's keys and values travel with the target's (core/serving/servingpool.h).
    const double draftPerToken = dec.hw.draft ? dec.hw.draft->kvBytesPerToken() : 0.0;
    const double perToken = std::max(pre.capacity.kvBytesPerToken, dec.capacity.kvBytesPerToken) + draftPerToken;
    const Traced bytes =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache moved per GPU"), Unit::Bytes,
                         kSourceTransfer)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "prompt tokens"), w.inputTokens, Unit::Count)
            .times(draftPerToken > 0 ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                                       "KV bytes per token on the busier GPU, the draft's with them")
                                     : ROOFLAB_TR_NOOP("rooflab::Explain", "KV bytes per token on the busier GPU"),
                   perToken, Unit::Bytes)
            .result();
    return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache transfer"), Unit::Seconds, kSourceTransfer)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes over the link"), bytes.value / (gbps * 1e9), Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "link latency"), resolveNetwork(pre.scenario).latency, Unit::Seconds)
        .result();
}

// The pools at the load: the requests per second the system completes, the prefill queue, the
// wait of a prefilled request for a decode slot, the sequences decoding per decode instance.
struct Operating {
    double requests = 0, queueS = 0, running = 0;
    Traced decodeQueueS;
    bool saturated = false;
};

// The decode instance's waiting queue in an open loop: prefilled requests reach it at R / D and it
// completes capacity_d, as an M/D/1 queue (the colocated replica's admission wait, served at the
// decode instance's capacity).
Traced decodeQueue(const DecodeInstance& d, const Split& split, double rate, Trace* trace) {
    const double load = rate / (split.decode * d.capacity);
    return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "wait for a decode slot"), Unit::Seconds,
                        kSourceDecodeQueue)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain",
                              "decode instance's M/D/1 wait: load / (2 (1 - load)) / decode instance capacity"),
              load / (2.0 * (1.0 - load)) / d.capacity, Unit::Seconds)
        .result();
}

Operating openLoop(const ServingPool& dec, const Workload& w, const DecodeInstance& d, const PrefillInstance& p,
                   const Split& split, double rate, Trace* trace) {
    Operating o;
    if (rate >= split.capacity) {
        o.saturated = true;
        o.requests = split.capacity;
        o.running = d.maxRunning;
        return o;
    }
    o.requests = rate;
    const double load = rate / (split.prefill * p.capacity);
    o.queueS =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "wait before admission"), Unit::Seconds, kSourceQueue)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "M/D/1 wait: load / (2 (1 - load)) / capacity"),
                  load / (2.0 * (1.0 - load)) / p.capacity, Unit::Seconds)
            .result()
            .value;
    o.decodeQueueS = decodeQueue(d, split, rate, trace);
    o.running = runningAtRate(dec, w, d, rate / split.decode);
    return o;
}

// A closed loop of C clients: X requests/s with X x cycle(X) = C (Little's law), the cycle a
// request's first token (without queue) and its decode at the running sequences X reaches; past
// the system's capacity the clients beyond it wait C / capacity - cycle, before the pool that
// limits: the prefill's queue, or, when the decode pool completes fewer, a decode slot's after
// their prefill.
Operating closedLoop(const ServingPool& dec, const Workload& w, const DecodeInstance& d, const Split& split,
                     bool decodeLimits, double firstToken, double clients, Trace* trace) {
    const auto running = [&](double x) { return runningAtRate(dec, w, d, x / split.decode); };
    const auto cycle = [&](double x) { return firstToken + (w.outputTokens - 1.0) * tpotAt(dec, w, running(x)); };
    Operating o;
    const double full = cycle(split.capacity);
    if (split.capacity * full <= clients) {
        o.requests = split.capacity;
        const Traced wait =
            Formula::sum(trace,
                         decodeLimits ? ROOFLAB_TR_NOOP("rooflab::Explain", "wait for a decode slot")
                                      : ROOFLAB_TR_NOOP("rooflab::Explain", "wait before admission"),
                         Unit::Seconds, decodeLimits ? kSourceDecodeQueue : kSourcePools)
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "clients / the pools' capacity"), clients / split.capacity,
                      Unit::Seconds)
                .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "cycle at the capacity"), full, Unit::Seconds)
                .result();
        if (decodeLimits)
            o.decodeQueueS = wait;
        else
            o.queueS = wait.value;
        o.running = running(split.capacity);
        o.saturated = wait.value > 0;
        return o;
    }
    double low = 0, high = split.capacity;
    for (int i = 0; i < 50; ++i) {
        const double mid = 0.5 * (low + high);
        (mid * cycle(mid) < clients ? low : high) = mid;
    }
    o.requests = high;
    o.running = running(high);
    return o;
}

void fillPools(const Split& split, const ServingPool& pre, const ServingPool& dec, const PrefillInstance& p,
               const DecodeInstance& d, double gbps, const Traced& transfer, ServingReport& r, Trace* trace) {
    DisaggregationReport g;
    g.prefillInstances = split.prefill;
    g.decodeInstances = split.decode;
    g.prefillTp = pre.tp;
    g.decodeTp = dec.tp;
    g.kvTransferS = transfer.value;
    g.kvTransferGbps = gbps;
    g.prefillRequestsPerS = split.prefill * p.capacity;
    g.decodeRequestsPerS = split.decode * d.capacity;
    g.prefillKvCapacityTokens = pre.capacity.kvCapacityTokens;
    r.disaggregation = g;
    r.bound = g.prefillRequestsPerS <= g.decodeRequestsPerS ? "prefill-pool" : "decode-pool";
    r.replicas = split.prefill + split.decode;
    r.gpus = split.prefill * pre.gpus() + split.decode * dec.gpus();
    r.kvCapacitySequences = d.kvSequences;
    r.maxNumSeqs = double(dec.engine.maxNumSeqs);
    r.maxNumBatchedTokens = double(dec.engine.maxNumBatchedTokens);
    r.saturationRequestsPerS = split.capacity;
    r.notes.push_back(coreMessage(
        ROOFLAB_TR_NOOP("rooflab::Messages",
                        "disaggregated: %1 prefill instance(s) of %2 GPUs complete %3 requests/s, %4 decode "
                        "instance(s) of %5 GPUs %6; the %7 limits"),
        {messageArgument(split.prefill), messageArgument(pre.gpus()), messageArgument(g.prefillRequestsPerS),
         messageArgument(split.decode), messageArgument(dec.gpus()), messageArgument(g.decodeRequestsPerS), r.bound}));
    if (trace) {
        trace->nameFigure("serving.kv_transfer", transfer);
        trace->nameFigure("serving.prefill_requests_per_s", Traced(g.prefillRequestsPerS));
        trace->nameFigure("serving.decode_requests_per_s", Traced(g.decodeRequestsPerS));
    }
}

void fillFigures(const ServingPool& pre, const ServingPool& dec, const Workload& w, const Operating& o,
                 const Traced& alone, const Traced& transfer, ServingReport& r, Trace* trace) {
    const StepTime step = decodeStep(dec, w, o.running, trace);
    r.runningPerReplica = o.running;
    r.decodeStepS = step.total;
    r.stepOverheadS = step.overhead;
    r.decodeMemoryS = step.memory;
    r.decodeComputeS = step.compute;
    r.prefillS = alone;
    r.queueS = o.queueS;
    r.disaggregation->decodeQueueS = o.decodeQueueS.value;
    r.saturated = o.saturated && !pre.scenario.serving->closedLoop();
    const Traced tpot =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "time per output token"), Unit::Seconds,
                         kSourcePools)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "decode instance step"), step.total, Unit::Seconds)
            .timesUnlessOne(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline stages"), double(dec.pp), Unit::Plain)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "output tokens per step"), w.tokensPerStep, Unit::Plain)
            .result();
    r.tpotS = tpot;
    const Traced ttft =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "time to first token"), Unit::Seconds, kSourcePools)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "wait before admission"), o.queueS, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "prefill of one prompt"), alone, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "wait for a decode slot"), o.decodeQueueS, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache transfer"), transfer, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "request outside the steps (HTTP, tokeniser)"),
                  pre.engine.requestOverheadS, Unit::Seconds)
            .result();
    r.ttftS = ttft;
    r.e2eS = ttft.value + (w.outputTokens - 1.0) * tpot.value;
    r.requestsPerS = o.requests;
    r.outputTokensPerS = o.requests * w.outputTokens;
    r.outputTokensPerSPerGpu = r.outputTokensPerS / std::max(1, r.gpus);
    r.tokensPerStep = w.tokensPerStep;
    if (dec.hw.draft)
        reportDraft(*dec.hw.draft, o.running / dec.pp, w.contextHeld, r);
    if (trace) {
        trace->nameFigure("serving.ttft", ttft);
        trace->nameFigure("serving.tpot", tpot);
        trace->nameFigure("serving.decode_step", step.total);
        trace->nameFigure("serving.prefill", alone);
        trace->nameFigure("serving.decode_queue", o.decodeQueueS);
    }
}

// Where the requests beyond the capacity wait: before the prefill, or after it for a decode slot.
std::string saturationNote(const ServingConfig& c, const Split& split, bool decodeLimits) {
    if (c.closedLoop())
        return decodeLimits ? coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                          "%1 clients, but the decode pool completes at most %2 "
                                                          "requests/s: the rest wait for a decode slot after their "
                                                          "prefill"),
                                          {messageArgument(c.concurrency), messageArgument(split.capacity)})
                            : coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                          "%1 clients, but the pools complete at most %2 requests/s: "
                                                          "the rest queue before the prefill"),
                                          {messageArgument(c.concurrency), messageArgument(split.capacity)});
    return decodeLimits ? coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                      "%1 requests/s arrive but the decode pool completes at most "
                                                      "%2: prefilled requests wait for a decode slot without bound; "
                                                      "the figures are those at saturation, TTFT without that wait"),
                                      {messageArgument(c.requestRate), messageArgument(split.capacity)})
                        : coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                      "%1 requests/s arrive but the pools complete at most %2: the "
                                                      "queue grows without bound; the figures are those at "
                                                      "saturation, TTFT without that queue"),
                                      {messageArgument(c.requestRate), messageArgument(split.capacity)});
}

} // namespace

ServingReport computeDisaggregatedServing(const Scenario& sc, Trace* trace, const StepEfficiency& eff,
                                          const ServingCalibration* calibration) {
    const ServingConfig& c = *sc.serving;
    const DisaggregationConfig& config = *c.disaggregation;
    const int tp = std::max(1, sc.parallel.tensorParallel);
    const ServingPool pre = servingPool(sc, config.prefillTp.value_or(tp), eff, calibration);
    const ServingPool dec = servingPool(sc, config.decodeTp.value_or(tp), eff, calibration);
    const Workload w = workload(c);
    ServingReport r;
    r.engine = dec.engine.id;
    r.cudaGraphs = dec.engine.cudaGraphs;
    r.calibrated = calibration != nullptr;
    if (calibration)
        r.calibration = calibration->source;
    r.concurrency = c.closedLoop() ? double(c.concurrency) : 0.0;
    if (refuseWithoutRoom(pre, dec, w, r))
        return r;
    const PrefillInstance p = prefillInstance(pre, w);
    const DecodeInstance d = decodeInstance(dec, w);
    const Split split = chooseSplit(config, sc.parallel.gpus, pre, dec, p.capacity, d.capacity);
    // The default link: the GPU database's inter-node bandwidth per GPU (its NIC share), as
    // NIXL moves the blocks over RDMA between the instances' nodes.
    const double gbps = config.kvTransferGbps.value_or(resolveNetwork(sc).interBandwidth / 1e9);
    const Traced transfer = kvTransfer(pre, dec, w, gbps, trace);
    const Traced alone = promptAlone(pre, w, p.chunks, trace);
    fillPools(split, pre, dec, p, d, gbps, transfer, r, trace);
    const double firstToken = alone.value + transfer.value + pre.engine.requestOverheadS;
    const bool decodeLimits = r.bound == "decode-pool";
    const Operating o = c.closedLoop()
                            ? closedLoop(dec, w, d, split, decodeLimits, firstToken, double(c.concurrency), trace)
                            : openLoop(dec, w, d, p, split, c.requestRate, trace);
    if (!c.closedLoop())
        r.concurrency = o.requests * (firstToken + o.queueS + o.decodeQueueS.value) + o.running * split.decode;
    if (o.saturated)
        r.notes.push_back(saturationNote(c, split, decodeLimits));
    fillFigures(pre, dec, w, o, alone, transfer, r, trace);
    r.ttftSloMet = !c.ttftSlo || r.ttftS <= *c.ttftSlo;
    r.tpotSloMet = !c.tpotSlo || r.tpotS <= *c.tpotSlo;
    return r;
}

} // namespace rooflab
