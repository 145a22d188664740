#include "core/serving/servingmodel.h"

#include "core/base/largerof.h"
#include "core/base/translatable.h"
#include "core/memory/servingcapacity.h"
#include "core/serving/disaggregatedserving.h"
#include "core/serving/draftmodel.h"
#include "core/serving/engineprofile.h"
#include "core/serving/expertserving.h"
#include "core/serving/servingcalibration.h"
#include "core/serving/servingstep.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr const char* kSourceServing = "docs/formulas.md, Serving: continuous batching in steady state";
constexpr const char* kSourceQueue = "Pollaczek-Khinchine mean wait of an M/D/1 queue (Kleinrock 1975, sec. 5.6)";
constexpr const char* kSourceWave = "docs/formulas.md, Serving: a closed loop runs in waves";
constexpr const char* kSourceDrift = "docs/formulas.md, Serving: lengths that vary drift out of step";
constexpr const char* kSourceSpeculative = "Leviathan et al. 2023, speculative decoding, eq. 1";

// What every operating point of the scenario shares.
struct Setup {
    ServingConfig config;
    EngineProfile engine;
    ServingCapacity capacity;
    ServingHardware hw;
    double replicas = 1;
    double gpus = 1;
    double promptNew = 1;     // prompt tokens computed per request (after prefix-cache hits)
    double contextHeld = 0;   // KV tokens a running sequence holds on average: prompt + half the output
    double kvSequences = 0;   // sequences whose KV cache fits at once on a replica
    double maxRunning = 0;    // the smaller of that and max_num_seqs
    double tokensPerStep = 1; // output tokens a sequence gains per step (speculative: more)
    double heldSteps = 0;     // decode steps a finished sequence keeps its slot (multi-step passes)
    double verifyTokens = 1;  // tokens each sequence runs through the model per step
    bool inStep = true;       // a closed loop at fixed lengths: its clients' requests come in waves
};

// One steady-state operating point of a replica with `running` sequences decoding.
struct Point {
    double running = 0;
    StepTime step;
    double prefillPerStep = 0;
    Traced tpot;
    double decodeAlone = 0; // time per output token of the decode steps alone
    Traced firstToken;      // admission to first token: the prompt's chunks in mixed steps
    double service = 0;     // admission to the slot's release: the last token reaches the client
    double heldS = 0;       // steps after the last token to the end of its pass (in TPOT, withHeldSteps)
    double throughput = 0;  // requests per second of the replica
};

// A decode step plus the prompt work it carries: `share` prompt steps per decode step on average.
// A mixed engine's prompt step also decodes, so each costs what it adds to a decode step; a
// separate prefill step costs its whole time while the decodes wait. Component by component.
StepTime averageStep(const StepTime& alone, const StepTime& prompt, double share, bool separate, Trace* trace) {
    const auto mix = [share, separate](const Traced& a, const Traced& b) {
        return a.value + share * (separate ? b.value : std::max(0.0, b.value - a.value));
    };
    StepTime t;
    t.memory = mix(alone.memory, prompt.memory);
    t.compute = mix(alone.compute, prompt.compute);
    t.kernels = mix(alone.kernels, prompt.kernels);
    t.overhead = mix(alone.overhead, prompt.overhead);
    const double added = separate ? prompt.total.value : std::max(0.0, prompt.total.value - alone.total.value);
    t.total =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "average engine step"), Unit::Seconds, kSourceServing)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "step decoding alone"), alone.total.value, Unit::Seconds)
            .plus(separate ? ROOFLAB_TR_NOOP("rooflab::Explain", "prefill steps per decode step x their time")
                           : ROOFLAB_TR_NOOP("rooflab::Explain", "prompt chunks per step x what a chunk adds"),
                  share * added, Unit::Seconds)
            .result();
    return t;
}

// The prompt step of an operating point: the prompts that arrive together (a closed loop's clients
// start together and stay in step; an open loop's arrivals during one scheduling pass) go into one
// step, as many as the token budget leaves room for beside the decodes (a mixed engine) or on
// their own.
struct PromptStep {
    StepLoad load;
    double share = 0; // prompt steps per decode step
};

// An open loop's prompts arrive as a Poisson stream, q per decode step on average; the scheduler
// admits those of one scheduling pass of n decode steps (k = q x n of them on average) at its
// end, all that the budget holds in one step (vLLM V0's LLMEngine.step schedules only when the
// pass has no remaining steps, and Scheduler._schedule_default puts every waiting prompt that fits
// into one prefill step, a single-step pass; SGLang's get_new_prefill_batch takes the waiting
// queue each step). A pass gathers j prompts with probability e^-k k^j / j!.
struct Arrivals {
    double k = 0;
    double probability(int j) const { return std::exp(-k + j * std::log(k) - std::lgamma(j + 1.0)); }
};

// The prompts of one prompt step, `together` of them (at least one, at most what the budget holds).
PromptStep promptStep(const Setup& s, const StepLoad& alone, double promptsPerStep, double together) {
    const bool mixed = s.engine.mixedPrefill;
    const double decodeTokens = alone.decodeSeqs * alone.tokensPerSeq;
    const double budget = double(s.engine.maxNumBatchedTokens);
    const double room = mixed ? std::max(1.0, budget - decodeTokens) : budget;
    const double fit = std::max(1.0, std::floor(room / s.promptNew));
    together = std::clamp(together, 1.0, fit);
    PromptStep p;
    p.load = mixed ? alone : StepLoad{};
    p.load.prefillKeys = alone.prefillKeys;
    p.load.prefillTokens = p.load.prefillChunk = std::min(together * s.promptNew, room);
    p.load.promptTokens = s.promptNew;
    p.share = promptsPerStep * s.promptNew / p.load.prefillTokens;
    // A mixed engine whose prompts need more than one chunk per step carries them all in every step.
    if (mixed && p.share > 1.0) {
        p.load.prefillTokens *= p.share;
        p.share = 1.0;
    }
    return p;
}

// The prompt steps an open loop's decodes wait for: per pass, no step with probability e^-k, else
// one of the j prompts it gathered (as many as the budget holds; more wait for the next pass's
// step). Their time averaged over j, and how many there are per decode step.
struct PromptSteps {
    StepTime step;
    double share = 0; // prompt steps per decode step
};

PromptSteps gatheredPromptSteps(const Setup& s, const StepLoad& alone, double promptsPerStep, Trace* trace) {
    const Arrivals arrivals{promptsPerStep * double(s.engine.schedulerSteps)};
    double memory = 0, compute = 0, kernels = 0, overhead = 0, total = 0, prompts = 0, weight = 0;
    for (int j = 1; j == 1 || (j <= 512 && weight < -std::expm1(-arrivals.k) * (1.0 - 1e-9)); ++j) {
        const double pj = arrivals.probability(j);
        const PromptStep step = promptStep(s, alone, promptsPerStep, double(j));
        const StepTime t = servingStepTime(s.hw, step.load, nullptr);
        memory += pj * t.memory.value;
        compute += pj * t.compute.value;
        kernels += pj * t.kernels.value;
        overhead += pj * t.overhead.value;
        total += pj * t.total.value;
        prompts += pj * step.load.prefillTokens / s.promptNew;
        weight += pj;
    }
    PromptSteps p;
    p.step.memory = memory / weight;
    p.step.compute = compute / weight;
    p.step.kernels = kernels / weight;
    p.step.overhead = overhead / weight;
    p.step.total =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "prompt step of a pass's arrivals"), Unit::Seconds,
                         kSourceServing)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "prompt steps weighted by their arrivals' probability"), total,
                   Unit::Seconds)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "probability that a pass has any"), weight, Unit::Ratio)
            .result();
    p.share = promptsPerStep / (prompts / weight);
    return p;
}

double laterTokens(const Setup& s) {
    return std::max(0.0, double(s.config.outputTokens) - 1.0);
}

// The prompt step a request's own prompt runs in where prompts come one by one (an open loop, a
// closed loop at lengths that vary): with the other arrivals of its pass, Poisson with mean k
// whenever it arrives, so 1 + j prompts with probability e^-k k^j / j!. `others`: the share of the
// prompts the other clients send, 1 in an open loop, (n - 1) / n among n clients.
double ownPromptStep(const Setup& s, const StepLoad& alone, double promptsPerStep, double others) {
    const Arrivals arrivals{promptsPerStep * others * double(s.engine.schedulerSteps)};
    double time = 0, weight = 0;
    for (int j = 0; j == 0 || (j <= 512 && weight < 1.0 - 1e-9); ++j) {
        const double pj = j == 0 ? std::exp(-arrivals.k) : arrivals.probability(j);
        time += pj * servingStepTime(s.hw, promptStep(s, alone, promptsPerStep, 1.0 + j).load, nullptr).total.value;
        weight += pj;
    }
    return time / weight;
}

// The name of the steps' time per output token: the client's TPOT unless held steps add to it.
const char* tpotOfTheSteps(const Setup& s, const Point& p) {
    return p.heldS > 0 && laterTokens(s) > 0 ? ROOFLAB_TR_NOOP("rooflab::Explain", "time per output token of the steps")
                                             : ROOFLAB_TR_NOOP("rooflab::Explain", "time per output token");
}

// The time per output token a client measures. vLLM V0's multi-step passes hand their tokens to
// the frontend when the pass ends (LLMEngine.step returns before processing the outputs while the
// pass has steps left; the SGLang README's vLLM 0.6.0 runs show a median inter-token latency of
// about 10 TPOT), so a request's last token arrives with the end of its pass: the steps its slot
// is held count in its TPOT, (request latency - TTFT) / (output - 1).
Traced withHeldSteps(const Setup& s, const Point& p, const Traced& steps, Trace* trace) {
    if (p.heldS <= 0 || laterTokens(s) <= 0)
        return steps;
    return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "time per output token"), Unit::Seconds,
                        kSourceServing)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "time per output token of the steps"), steps, Unit::Seconds)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "steps to the end of the last pass, over the later tokens"),
              p.heldS / laterTokens(s), Unit::Seconds)
        .result();
}

Point operatingPoint(const Setup& s, double running, Trace* trace) {
    Point p;
    p.running = running;
    const double pp = s.hw.pp;
    const double batch = running / pp; // a pipeline keeps pp micro-batches in flight
    StepLoad alone;
    alone.decodeSeqs = batch;
    alone.tokensPerSeq = s.verifyTokens;
    alone.contextHeld = s.contextHeld;
    alone.prefillKeys = double(s.config.inputTokens) - s.promptNew / 2.0;
    // Every finished request is replaced by one whose prompt is computed: one prompt per
    // outputTokens / tokensPerStep steps of each sequence, plus the steps its slot is held.
    const double promptsPerStep =
        batch * s.tokensPerStep / (double(s.config.outputTokens) + s.heldSteps * s.tokensPerStep);
    p.prefillPerStep = promptsPerStep * s.promptNew;
    // The prompts come together (a wave) at fixed lengths, and for one client alone whatever its
    // lengths; else one by one, gathered per scheduling pass.
    const bool closed = s.config.closedLoop();
    const bool wave = s.inStep || (closed && running <= 1.0);
    const PromptStep prompt = promptStep(s, alone, promptsPerStep, wave ? batch : promptsPerStep);
    const StepTime aloneStep = servingStepTime(s.hw, alone, trace);
    const bool gathered = !wave && promptsPerStep > 0 && prompt.share < 1.0;
    const PromptSteps prompts = gathered ? gatheredPromptSteps(s, alone, promptsPerStep, trace)
                                         : PromptSteps{servingStepTime(s.hw, prompt.load, trace), prompt.share};
    p.step = averageStep(aloneStep, prompts.step, prompts.share, !s.engine.mixedPrefill, trace);
    p.decodeAlone = aloneStep.total.value * pp / s.tokensPerStep;
    p.heldS = s.heldSteps * aloneStep.total.value * pp;
    const Traced steps =
        Formula::product(trace, tpotOfTheSteps(s, p), Unit::Seconds, kSourceServing)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "average engine step"), p.step.total, Unit::Seconds)
            .timesUnlessOne(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline stages"), pp, Unit::Plain)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "output tokens per step"), s.tokensPerStep, Unit::Plain)
            .result();
    p.tpot = withHeldSteps(s, p, steps, trace);
    // One prompt's own steps: as many as its chunks need (a step holds the whole prompt when it fits).
    const double chunk = std::min(s.promptNew, prompt.load.prefillChunk);
    p.firstToken =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "prompt in the running batch"), Unit::Seconds,
                         kSourceServing)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "step with a prompt chunk"),
                   gathered ? ownPromptStep(s, alone, promptsPerStep, closed ? (running - 1.0) / running : 1.0)
                            : servingStepTime(s.hw, promptStep(s, alone, 1.0, 1.0).load, nullptr).total.value,
                   Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "prompt chunks"), std::ceil(s.promptNew / chunk), Unit::Plain)
            .timesUnlessOne(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline stages"), pp, Unit::Plain)
            .result();
    p.service = p.firstToken + laterTokens(s) * p.tpot;
    p.throughput = p.service > 0 ? running / p.service : 0.0;
    return p;
}

// One prompt alone: its chunks of at most max_num_batched_tokens, through every stage.
double promptAlone(const Setup& s, Trace* trace) {
    const double chunks = std::ceil(s.promptNew / double(s.engine.maxNumBatchedTokens));
    StepLoad load;
    load.prefillTokens = s.promptNew / chunks;
    load.promptTokens = s.promptNew;
    load.prefillKeys = double(s.config.inputTokens) - s.promptNew / 2.0;
    const StepTime chunk = servingStepTime(s.hw, load, trace);
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "prefill of one prompt"), Unit::Seconds,
                            kSourceServing)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "engine step time"), chunk.total, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "prompt chunks (max_num_batched_tokens)"), chunks, Unit::Plain)
        .timesUnlessOne(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline stages"), double(s.hw.pp), Unit::Plain)
        .result();
}

// Multi-step passes that hold finished sequences: the prompt's step gives the first token, the
// other output - 1 come in passes of n steps, and the last pass runs to its end, so a slot is held
// ceil((output - 1) / n) x n - (output - 1) steps past the last token (0 to n - 1).
double heldSteps(const EngineProfile& engine, double outputTokens) {
    const double n = double(engine.schedulerSteps);
    if (!engine.passHoldsFinished || n <= 1)
        return 0.0;
    const double decodeSteps = std::max(0.0, outputTokens - 1.0);
    return std::ceil(decodeSteps / n) * n - decodeSteps;
}

Setup setup(const Scenario& sc, const StepEfficiency& eff, const ServingCalibration* calibration, Trace* trace) {
    Setup s;
    s.config = *sc.serving;
    s.inStep = s.config.closedLoop() && s.config.fixedLengths;
    s.engine = engineProfile(sc);
    // The KV cache as the engine sizes it: vLLM's profiling run at these batch limits.
    Scenario sized = sc;
    sized.inference.maxBatchedTokens = s.engine.maxNumBatchedTokens;
    sized.inference.maxNumSeqs = std::min<std::int64_t>(s.engine.maxNumSeqs, 1 << 12);
    s.capacity = computeServingCapacity(sized, nullptr);
    // The experts' split frees memory for the KV cache (core/serving/expertserving.h) before a
    // draft model's weights and KV cache take their share of it (core/serving/draftmodel.h).
    applyExpertLayout(expertServingLayout(sc), sc, s.capacity, nullptr);
    const auto draft = DraftModel::of(sc, s.engine, eff, calibration);
    if (draft)
        draft->shareMemory(s.capacity, sc.inference.blockSize, trace);
    s.hw = servingHardware(sc, s.engine, s.capacity, eff);
    s.hw.draft = draft;
    if (calibration)
        applyServingCalibration(*calibration, s.engine.cudaGraphs, s.hw);
    s.replicas = std::max(1, sc.parallel.gpus / (s.hw.tp * s.hw.pp));
    s.gpus = s.replicas * s.hw.tp * s.hw.pp;
    s.promptNew = std::max(1.0, std::round(double(s.config.inputTokens) * (1.0 - s.config.prefixCacheHit)));
    s.contextHeld = double(s.config.inputTokens) + double(s.config.outputTokens) / 2.0;
    s.heldSteps = heldSteps(s.engine, double(s.config.outputTokens));
    if (s.config.speculative) {
        s.tokensPerStep = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "output tokens per step"),
                                           Unit::Plain, kSourceSpeculative)
                              .times(ROOFLAB_TR_NOOP("rooflab::Explain", "expected accepted tokens + 1"),
                                     speculativeTokensPerStep(*s.config.speculative), Unit::Plain)
                              .result();
        s.verifyTokens = s.config.speculative->draftTokens + 1.0;
    }
    const Traced kvSequences =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "sequences the KV cache holds"), Unit::Plain,
                         kSourceServing)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "KV cache tokens per GPU"), s.capacity.kvCapacityTokens,
                   Unit::Count)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens each holds, on average"), s.contextHeld, Unit::Count)
            .result();
    s.kvSequences = std::floor(kvSequences.value);
    s.maxRunning = std::min<double>(s.kvSequences, double(s.engine.maxNumSeqs));
    if (trace)
        trace->nameFigure("serving.kv_capacity_sequences", kvSequences);
    return s;
}

// The limit that keeps requests waiting: the KV cache or the engine's max_num_seqs.
const char* admissionBound(const Setup& s) {
    return s.kvSequences < double(s.engine.maxNumSeqs) ? "kv-capacity" : "batch-limit";
}

// What a step's time is mostly: the fixed overhead, the bytes read, or the FLOPs.
const char* stepBound(const StepTime& t) {
    if (t.overhead.value >= t.memory.value && t.overhead.value >= t.compute.value)
        return "overhead";
    return t.compute.value > t.memory.value ? "compute" : "bandwidth";
}

// The running sequences at which a replica completes `rate` requests per second (Little's law:
// running = rate x service time), between none and the most it can run.
double runningAtRate(const Setup& s, double rate) {
    double low = 0, high = s.maxRunning;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (low + high);
        if (rate * operatingPoint(s, std::max(mid, 1e-6), nullptr).service > mid)
            low = mid;
        else
            high = mid;
    }
    return std::max(high, 1e-6);
}

// The mean over a wave's n prompts of the prefill step that completes each: the i-th completes
// when the budget's steps have computed i prompts, at step ceil(i x prompt / budget).
double meanPrefillSteps(double n, double prompt, double budget) {
    if (n > 4096) // the sum's mean, rounded up half a step on average
        return std::max(std::ceil(prompt / budget), (n + 1.0) * prompt / (2.0 * budget) + 0.5);
    double steps = 0;
    for (double i = 1; i <= n; ++i)
        steps += std::ceil(i * prompt / budget);
    return steps / n;
}

// A closed loop at fixed lengths: the clients' first requests start together, finish together and
// come back together, so each wave's prompts queue for the prefill steps (as many prompt tokens
// per step as the budget holds), and a request's first token waits for the prompts ahead of it.
Traced waveFirstToken(const Setup& s, double running, Trace* trace) {
    const double n = std::max(1.0, std::floor(running / s.hw.pp));
    const double budget = double(s.engine.maxNumBatchedTokens);
    const double steps = std::ceil(n * s.promptNew / budget);
    StepLoad load;
    load.prefillTokens = load.prefillChunk = n * s.promptNew / steps;
    load.promptTokens = s.promptNew;
    load.prefillKeys = double(s.config.inputTokens) - s.promptNew / 2.0;
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "first token in a wave of prompts"),
                            Unit::Seconds, kSourceWave)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "prefill step of the wave"),
               servingStepTime(s.hw, load, nullptr).total, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "mean prefill steps until a prompt completes"),
               meanPrefillSteps(n, s.promptNew, budget), Unit::Plain)
        .timesUnlessOne(ROOFLAB_TR_NOOP("rooflab::Explain", "pipeline stages"), double(s.hw.pp), Unit::Plain)
        .result();
}

// The wave's first token replaces the lone prompt's; the cycle still holds every prompt's work
// once, so the later tokens share what is left of it (never faster than decoding alone).
void applyWave(const Setup& s, Point& p, Trace* trace) {
    const Traced wave = waveFirstToken(s, p.running, trace);
    const double later = double(s.config.outputTokens - 1);
    if (wave.value <= p.firstToken.value || later <= 0)
        return;
    p.firstToken = wave;
    auto cycle = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "cycle after the first token"), Unit::Seconds,
                              kSourceWave);
    cycle.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "service time per request"), p.service, Unit::Seconds)
        .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "first token in a wave of prompts"), wave, Unit::Seconds);
    if (p.heldS > 0) // the held slot is no token's time
        cycle.minus(ROOFLAB_TR_NOOP("rooflab::Explain", "slot held to the end of the pass"), p.heldS, Unit::Seconds);
    const Traced rest = cycle.result();
    const Traced shared =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "later tokens' share"), Unit::Seconds, kSourceWave)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "cycle after the first token"), rest, Unit::Seconds)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "tokens after the first"), later, Unit::Plain)
            .result();
    const Traced steps = largerOf(trace, tpotOfTheSteps(s, p), Unit::Seconds, kSourceWave,
                                  {ROOFLAB_TR_NOOP("rooflab::Explain", "later tokens' share"), shared},
                                  {ROOFLAB_TR_NOOP("rooflab::Explain", "decode steps alone"), p.decodeAlone});
    p.tpot = withHeldSteps(s, p, steps, trace);
    p.service = wave.value + later * p.tpot.value;
    p.throughput = p.running / p.service;
}

// Lengths that vary, every client running: a client's next request leaves when its last one ends
// while the others run on, so it reaches an engine that has started the next step (pass) without
// it and joins the one after. It waits for the step in progress, less its own time outside the
// steps (HTTP, tokeniser) meanwhile. A client alone finds the engine idle; a queued client is
// waiting already (Little's law below).
Traced stepInProgress(const Setup& s, const Point& p, double clients, Trace* trace) {
    const double pass = double(s.engine.schedulerSteps) * s.hw.pp * p.step.total.value;
    if (s.inStep || clients > s.maxRunning || p.running <= 1.0 || pass <= s.engine.requestOverheadS)
        return 0.0;
    return Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "wait for the step in progress"), Unit::Seconds,
                        kSourceDrift)
        .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "scheduling pass (scheduler_steps x engine step)"), pass,
              Unit::Seconds)
        .minus(ROOFLAB_TR_NOOP("rooflab::Explain", "request outside the steps (HTTP, tokeniser)"),
               s.engine.requestOverheadS, Unit::Seconds)
        .result();
}

void closedLoop(const Setup& s, ServingReport& r, Point& p, Trace* trace) {
    const double clients = double(s.config.concurrency) / s.replicas;
    p = operatingPoint(s, std::min(clients, s.maxRunning), trace);
    // Fixed lengths: the running requests finish together, and the slots they free are filled
    // together, by queued clients too, so the admitted ones run in waves either way (without
    // this, TTFT fell from 2.7 s to 0.9 s as the clients passed what runs at once). Lengths that
    // vary: the prompts come one by one, as an open loop's do (operatingPoint).
    if (s.inStep)
        applyWave(s, p, trace);
    const Traced wait = stepInProgress(s, p, clients, trace);
    // A client waits for its request's time outside the steps too before it sends the next.
    p.service += s.engine.requestOverheadS + wait.value;
    p.throughput = p.running / p.service;
    // Clients beyond the running sequences wait: each cycle takes clients / throughput.
    const double cycle = p.throughput > 0 ? clients / p.throughput : 0.0;
    r.queueS = wait.value > 0 ? wait : Traced(std::max(0.0, cycle - p.service));
    if (clients > s.maxRunning) {
        r.bound = admissionBound(s);
        r.notes.push_back(coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages",
                            "%1 requests in flight per replica, but only %2 run at once (%3): the rest queue"),
            {messageArgument(clients), messageArgument(s.maxRunning), r.bound}));
    }
}

void openLoop(const Setup& s, ServingReport& r, Point& p, Trace* trace) {
    const double rate = s.config.requestRate / s.replicas;
    const double capacity = r.saturationRequestsPerS / s.replicas;
    if (rate >= capacity) {
        r.saturated = true;
        r.bound = admissionBound(s);
        p = operatingPoint(s, s.maxRunning, trace);
        r.notes.push_back(coreMessage(
            ROOFLAB_TR_NOOP("rooflab::Messages",
                            "%1 requests/s per replica arrive but at most %2 complete: the queue grows without "
                            "bound; the figures are those at saturation, TTFT without that queue"),
            {messageArgument(rate), messageArgument(capacity)}));
        return;
    }
    p = operatingPoint(s, runningAtRate(s, rate), trace);
    const double load = rate / capacity;
    // Arrivals wait for the scheduler's next pass (half a pass of scheduler_steps steps on
    // average), then as in an M/D/1 queue served at the replica's capacity.
    const double pass = double(s.engine.schedulerSteps) * s.hw.pp * p.step.total.value;
    r.queueS =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "wait before admission"), Unit::Seconds, kSourceQueue)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "half a scheduling pass"), 0.5 * pass, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "M/D/1 wait: load / (2 (1 - load)) / capacity"),
                  load / (2.0 * (1.0 - load)) / capacity, Unit::Seconds)
            .result();
}

// The report's rates and latencies from the operating point.
void fillFigures(const Setup& s, const Point& p, ServingReport& r, Trace* trace) {
    r.runningPerReplica = p.running;
    r.decodeStepS = p.step.total;
    r.stepOverheadS = p.step.overhead;
    r.decodeMemoryS = p.step.memory;
    r.decodeComputeS = p.step.compute;
    r.prefillTokensPerStep = p.prefillPerStep;
    r.tpotS = p.tpot;
    const Traced ttft =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "time to first token"), Unit::Seconds, kSourceServing)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "wait before admission"), r.queueS, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "prompt in the running batch"), p.firstToken, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "request outside the steps (HTTP, tokeniser)"),
                  s.engine.requestOverheadS, Unit::Seconds)
            .result();
    r.ttftS = ttft;
    const Traced e2e =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "end-to-end latency"), Unit::Seconds, kSourceServing)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "time to first token"), ttft, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "later tokens x time per output token"),
                  double(s.config.outputTokens - 1) * p.tpot.value, Unit::Seconds)
            .result();
    r.e2eS = e2e;
    const Traced requests =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "requests per second"), Unit::Plain, kSourceServing)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "sequences running per replica"), p.running, Unit::Plain)
            .over(ROOFLAB_TR_NOOP("rooflab::Explain", "service time per request"), p.service, Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "replicas"), s.replicas, Unit::Plain)
            .result();
    r.requestsPerS = requests;
    const Traced tokens = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "output tokens per second"),
                                           Unit::TokensPerSecond, kSourceServing)
                              .times(ROOFLAB_TR_NOOP("rooflab::Explain", "requests per second"), requests, Unit::Plain)
                              .times(ROOFLAB_TR_NOOP("rooflab::Explain", "output tokens per request"),
                                     double(s.config.outputTokens), Unit::Count)
                              .result();
    r.outputTokensPerS = tokens;
    r.outputTokensPerSPerGpu = tokens.value / s.gpus;
    reportExpertLayout(s.hw, p.running / s.hw.pp, s.verifyTokens, r);
    if (trace) {
        trace->nameFigure("serving.ttft", ttft);
        trace->nameFigure("serving.tpot", p.tpot);
        trace->nameFigure("serving.e2e", e2e);
        trace->nameFigure("serving.decode_step", p.step.total);
        trace->nameFigure("serving.requests_per_s", requests);
        trace->nameFigure("serving.output_tokens_per_s", tokens);
    }
}

// A KV cache that cannot hold one request: nothing is served.
bool refuseWithoutRoom(const Setup& s, ServingReport& r) {
    const double request = double(s.config.inputTokens + s.config.outputTokens);
    if (s.capacity.kvCapacityTokens >= request && s.maxRunning >= 1)
        return false;
    r.fits = false;
    r.bound = "kv-capacity";
    r.notes.push_back(
        s.capacity.kvCache <= 0
            ? coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                          "the weights and the engine's activations leave no memory for a KV cache: "
                                          "the model does not fit (more GPUs, tensor parallelism or smaller weights)"))
            : coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                          "the KV cache holds %1 tokens, fewer than one request's %2: the engine "
                                          "refuses to start"),
                          {messageArgument(s.capacity.kvCapacityTokens), messageArgument(request)}));
    return true;
}

} // namespace

ServingReport computeServing(const Scenario& sc, Trace* trace, const StepEfficiency* efficiency,
                             const ServingCalibration* calibration) {
    const StepEfficiency& eff = calibration  ? calibration->efficiency
                                : efficiency ? *efficiency
                                             : StepEfficiency::published();
    if (sc.serving->disaggregation) // prefill and decode on pools of their own
        return computeDisaggregatedServing(sc, trace, eff, calibration);
    const Setup s = setup(sc, eff, calibration, trace);
    ServingReport r;
    r.engine = s.engine.id;
    r.cudaGraphs = s.engine.cudaGraphs;
    r.calibrated = calibration != nullptr;
    if (calibration)
        r.calibration = calibration->source;
    r.replicas = int(s.replicas);
    r.gpus = int(s.gpus);
    r.kvCapacitySequences = s.kvSequences;
    r.maxNumSeqs = double(s.engine.maxNumSeqs);
    r.maxNumBatchedTokens = double(s.engine.maxNumBatchedTokens);
    r.tokensPerStep = s.tokensPerStep;
    r.concurrency = s.config.closedLoop() ? double(s.config.concurrency) : 0.0;
    if (refuseWithoutRoom(s, r))
        return r;
    const Traced prefill = promptAlone(s, trace);
    r.prefillS = prefill;
    if (trace)
        trace->nameFigure("serving.prefill", prefill);
    r.saturationRequestsPerS = operatingPoint(s, s.maxRunning, nullptr).throughput * s.replicas;
    Point p;
    r.bound.clear();
    if (s.config.closedLoop())
        closedLoop(s, r, p, trace);
    else
        openLoop(s, r, p, trace);
    if (r.bound.empty())
        r.bound = stepBound(p.step);
    fillFigures(s, p, r, trace);
    if (s.hw.draft)
        reportDraft(*s.hw.draft, p.running / s.hw.pp, s.contextHeld, r);
    if (!s.config.closedLoop())
        r.concurrency = p.running * s.replicas;
    r.ttftSloMet = !s.config.ttftSlo || r.ttftS <= *s.config.ttftSlo;
    r.tpotSloMet = !s.config.tpotSlo || r.tpotS <= *s.config.tpotSlo;
    return r;
}

} // namespace rooflab
