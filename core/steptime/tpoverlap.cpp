#include "core/steptime/tpoverlap.h"

#include "core/model/pipelinesplit.h"
#include "core/model/recomputedlayers.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr const char* kSourceUserbuffers =
    "TransformerEngine 2.x pytorch/module/base.py initialize_ub defaults; module/layernorm_linear.py backward";
constexpr const char* kSourceAsyncTp =
    "PyTorch 2024-12..2025-06 torch/_inductor/fx_passes/micro_pipeline_tp.py (fuse_all_gather_matmul, "
    "fuse_matmul_reduce_scatter: a single producer matmul) and torch/distributed/_symmetric_memory "
    "(_pipelined_all_gather_and_consume, _pipelined_produce_and_all2all); torchtitan 9dec370/820504e "
    "parallelize_llama apply_tp (wq, wk, wv and w1, w3 separate)";
// Transformer Engine's default userbuffers configuration (initialize_ub without a config, as
// Megatron-Core's --tp-comm-overlap uses it): pipelined and bulk overlaps run their
// communication kernels on 16 SMs, taken from the GEMM (set_sm_margin), a pipelined GEMM in 4 splits.
constexpr double kUserbufferSms = 16;
constexpr double kPipelineSplits = 4;

// How one collective is hidden behind its GEMM.
enum class OverlapMethod {
    // The GEMM in t chunks, the shards exchanged point to point on the copy engines while the
    // previous chunk multiplies (TE's ring_exchange, AsyncTP): all but the last chunk hide.
    Ring,
    // The GEMM in 4 chunks on the SMs left, each chunk's reduce-scatter beside the next (TE's
    // pipeline): the last chunk's reduce-scatter is exposed.
    Pipeline,
    // An independent GEMM beside the whole collective (TE's bulk: the weight-gradient GEMM
    // beside the reduce-scatter of the input gradient).
    Bulk,
};

struct OverlapTerm {
    const char* name;
    double gemmS; // one call of the GEMM, this layer and pass
    OverlapMethod method;
    bool allGather = false;
};

// One layer's GEMMs per call (per layer and pass): each tagged op's time over its calls.
struct LayerGemms {
    double qkv = 0, projection = 0, fc1 = 0, fc2 = 0;
};

LayerGemms layerGemms(const RooflineReport& roof, const std::vector<double>& opTimeS) {
    LayerGemms g;
    for (size_t i = 0; i < roof.ops.size() && i < opTimeS.size(); ++i) {
        const RooflineOp& op = roof.ops[i];
        const double perCall = opTimeS[i] / std::max(1.0, op.calls);
        switch (op.tpGemm) {
        case TensorParallelGemm::None:
            break;
        case TensorParallelGemm::Qkv:
            g.qkv += perCall;
            break;
        case TensorParallelGemm::Projection:
            g.projection += perCall;
            break;
        case TensorParallelGemm::Fc1:
            g.fc1 += perCall;
            break;
        case TensorParallelGemm::Fc2:
            g.fc2 += perCall;
            break;
        }
    }
    return g;
}

// The GEMM on the SMs the communication leaves: S / (S - 16) of its time (unknown SM count: as is).
double slowedGemm(double gemmS, int sms) {
    return sms > kUserbufferSms ? gemmS * sms / (sms - kUserbufferSms) : gemmS;
}

// The part of one collective of `collectiveS` its GEMM hides, traced.
Traced hiddenBehind(Trace* trace, const OverlapTerm& term, double collectiveS, int t, int sms) {
    Formula hidden =
        Formula::minimum(trace, term.name, Unit::Seconds)
            .of(ROOFLAB_TR_NOOP("rooflab::Explain", "one tensor-parallel collective"), collectiveS, Unit::Seconds);
    switch (term.method) {
    case OverlapMethod::Ring:
        hidden.of(ROOFLAB_TR_NOOP("rooflab::Explain", "GEMM time × (t-1)/t (all chunks but the last)"),
                  term.gemmS * (t - 1) / t, Unit::Seconds);
        break;
    case OverlapMethod::Pipeline:
        return Formula::product(trace, term.name, Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "collective or slowed GEMM, the shorter"),
                   std::min(collectiveS, slowedGemm(term.gemmS, sms)), Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "chunks hidden (3 of 4: the last chunk's is exposed)"),
                   (kPipelineSplits - 1) / kPipelineSplits, Unit::Ratio)
            .result();
    case OverlapMethod::Bulk:
        hidden.of(ROOFLAB_TR_NOOP("rooflab::Explain", "weight-gradient GEMM on the SMs left"),
                  slowedGemm(term.gemmS, sms), Unit::Seconds);
        break;
    }
    return hidden.result();
}

// The terms of one layer: forward (the recomputed forward's again with full recomputation),
// then backward. Userbuffers: all-gathers by ring exchange, the forward's reduce-scatters
// pipelined, the backward's beside the weight-gradient GEMM (bulk). AsyncTP: the forward's four
// and the backward's two all-gathers by ring; the backward's reduce-scatters of the QKV and MLP
// up input gradients stay whole: each sums the input gradients of two or three matmuls
// (torchtitan's wq, wk, wv and w1, w3 read one gathered input), and inductor's pass fuses a
// reduce-scatter only with a single producer matmul (_find_producer_matmul).
std::vector<OverlapTerm> layerTerms(const LayerGemms& g, bool userbuffers) {
    const OverlapMethod forwardRs = userbuffers ? OverlapMethod::Pipeline : OverlapMethod::Ring;
    std::vector<OverlapTerm> terms = {
        {ROOFLAB_TR_NOOP("rooflab::Explain", "all-gather hidden behind the QKV GEMM (forward)"), g.qkv,
         OverlapMethod::Ring, true},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "reduce-scatter hidden behind the output projection (forward)"),
         g.projection, forwardRs},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "all-gather hidden behind the MLP up GEMM (forward)"), g.fc1,
         OverlapMethod::Ring, true},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "reduce-scatter hidden behind the MLP down GEMM (forward)"), g.fc2,
         forwardRs},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "all-gather hidden behind the output projection (backward)"), g.projection,
         OverlapMethod::Ring, true},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "all-gather hidden behind the MLP down GEMM (backward)"), g.fc2,
         OverlapMethod::Ring, true},
    };
    if (!userbuffers)
        return terms;
    terms.push_back({ROOFLAB_TR_NOOP("rooflab::Explain", "reduce-scatter hidden behind the QKV GEMM (backward)"), g.qkv,
                     OverlapMethod::Bulk});
    terms.push_back({ROOFLAB_TR_NOOP("rooflab::Explain", "reduce-scatter hidden behind the MLP up GEMM (backward)"),
                     g.fc1, OverlapMethod::Bulk});
    return terms;
}

// AsyncTP's fused ops move bytes the plain collectives do not (torch/distributed/_symmetric_memory):
// each fused all-gather copies its own shard once on the critical chain (into the symmetric
// buffer before any chunk multiplies, or in older code into the gathered output after the
// first chunk): b s h / t read and written in the gathered dtype; each fused reduce-scatter sums
// the t partial products it pulled in a separate reduction kernel: b s h e read, b s h e / t
// written. Per layer: 2 all-gathers and 2 reduce-scatters per forward (again when recomputed) and
// the backward's 2 all-gathers (none where the all-gathers are not fused: asyncTpFusesAllGathers);
// memory-bound at the achieved bandwidth.
Traced asyncTpCopiesPerLayer(Trace* trace, const AsyncTpBytes& bytes, int t, double forwards, bool fusedAllGathers) {
    const double allGathers = fusedAllGathers ? 2 * forwards + 2 : 0.0, reduceScatters = 2 * forwards;
    const double moved =
        bytes.gatheredBytes * allGathers * 2.0 / t + bytes.activationBytes * reduceScatters * (1.0 + 1.0 / t);
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "AsyncTP copies and reductions per layer"),
                            Unit::Seconds, kSourceAsyncTp)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain",
                               "bytes moved (all-gathers × 2 b s h e / t + reduce-scatters × b s h e (1 + 1/t))"),
               moved, Unit::Bytes)
        .over(ROOFLAB_TR_NOOP("rooflab::Explain", "achieved memory bandwidth"), bytes.memoryBandwidth,
              Unit::BytePerSecond)
        .result();
}

// Megatron's userbuffers: the pipelined and bulk GEMMs slowed by the 16 SMs they give up.
Traced userbufferCost(Trace* trace, double costPerLayer, double layers) {
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "GEMMs slowed by the overlap's SMs"),
                            Unit::Seconds, kSourceUserbuffers)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain",
                               "GEMM time added per layer (S / (S - 16) of the pipelined and bulk GEMMs)"),
               costPerLayer, Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU"), layers, Unit::Plain)
        .result();
}

Traced asyncTpCost(Trace* trace, const AsyncTpBytes& bytes, int t, double forwards, double layers,
                   bool fusedAllGathers) {
    const char* perLayerName = ROOFLAB_TR_NOOP("rooflab::Explain", "AsyncTP copies and reductions per layer");
    return Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "AsyncTP copies and reductions"), Unit::Seconds,
                            kSourceAsyncTp)
        .times(perLayerName, asyncTpCopiesPerLayer(trace, bytes, t, forwards, fusedAllGathers), Unit::Seconds)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU"), layers, Unit::Plain)
        .result();
}

} // namespace

TensorParallelOverlap tensorParallelOverlapPerMicroBatch(const StepLayout& layout,
                                                         const TensorParallelCollectives& collectives,
                                                         const std::vector<double>& opTimeS,
                                                         const AsyncTpBytes& asyncTp) {
    Trace* trace = layout.trace;
    const Scenario& sc = layout.sc;
    // Megatron's layers run Transformer Engine's userbuffers; the PyTorch code, AsyncTP.
    const bool userbuffers = !sc.training.isPyTorch();
    const bool fusedAllGathers = asyncTpFusesAllGathers(sc);
    const int sms = sc.gpu.smCount;
    const double layers = slowestStage(sc).layers;
    const double forwards = 1.0 + recomputedLayerShare(sc, int(layers)); // core/model/recomputedlayers.h
    const std::vector<OverlapTerm> terms = layerTerms(layerGemms(layout.roof, opTimeS), userbuffers);
    const char* perLayerName = ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication hidden per layer");
    Formula perLayer =
        Formula::sum(trace, perLayerName, Unit::Seconds, userbuffers ? kSourceUserbuffers : kSourceAsyncTp);
    double costPerLayer = 0;
    for (size_t i = 0; i < terms.size(); ++i) {
        const OverlapTerm& term = terms[i];
        if (term.allGather && !fusedAllGathers)
            continue; // a plain collective, exposed like any other
        const double repeats = i < 4 ? forwards : 1.0;
        const double collectiveS = term.allGather ? collectives.allGatherS : collectives.reduceScatterS;
        const Traced hidden = hiddenBehind(trace, term, collectiveS, layout.t, sms);
        perLayer.plus(term.name, hidden.value * repeats, Unit::Seconds,
                      repeats > 1 ? "× 2: the recomputed forward's too" : "");
        if (term.method != OverlapMethod::Ring)
            costPerLayer += (slowedGemm(term.gemmS, sms) - term.gemmS) * repeats;
    }
    const Traced hiddenPerLayer = perLayer.result();
    TensorParallelOverlap overlap;
    overlap.hidden =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication hidden"),
                         Unit::Seconds)
            .times(perLayerName, hiddenPerLayer, Unit::Seconds)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU"), layers, Unit::Plain)
            .result();
    if (userbuffers && costPerLayer > 0)
        overlap.cost = userbufferCost(trace, costPerLayer, layers);
    else if (!userbuffers && asyncTp.memoryBandwidth > 0)
        overlap.cost = asyncTpCost(trace, asyncTp, layout.t, forwards, layers, fusedAllGathers);
    return overlap;
}

} // namespace rooflab
