#include "core/steptime/tpoverlap.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr const char* kSourceUserbuffers =
    "TransformerEngine 2.x pytorch/module/base.py initialize_ub defaults; module/layernorm_linear.py backward";
constexpr const char* kSourceAsyncTp = "PyTorch 2.5 torch/distributed/_symmetric_memory "
                                       "(fused_all_gather_matmul, fused_matmul_reduce_scatter); torchtitan AsyncTP";
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
// pipelined, the backward's beside the weight-gradient GEMM (bulk); AsyncTP: all by ring.
std::vector<OverlapTerm> layerTerms(const LayerGemms& g, bool userbuffers) {
    const OverlapMethod forwardRs = userbuffers ? OverlapMethod::Pipeline : OverlapMethod::Ring;
    const OverlapMethod backwardRs = userbuffers ? OverlapMethod::Bulk : OverlapMethod::Ring;
    return {
        {ROOFLAB_TR_NOOP("rooflab::Explain", "all-gather hidden behind the QKV GEMM (forward)"), g.qkv,
         OverlapMethod::Ring},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "reduce-scatter hidden behind the output projection (forward)"),
         g.projection, forwardRs},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "all-gather hidden behind the MLP up GEMM (forward)"), g.fc1,
         OverlapMethod::Ring},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "reduce-scatter hidden behind the MLP down GEMM (forward)"), g.fc2,
         forwardRs},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "all-gather hidden behind the output projection (backward)"), g.projection,
         OverlapMethod::Ring},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "all-gather hidden behind the MLP down GEMM (backward)"), g.fc2,
         OverlapMethod::Ring},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "reduce-scatter hidden behind the QKV GEMM (backward)"), g.qkv,
         backwardRs},
        {ROOFLAB_TR_NOOP("rooflab::Explain", "reduce-scatter hidden behind the MLP up GEMM (backward)"), g.fc1,
         backwardRs},
    };
}

} // namespace

TensorParallelOverlap tensorParallelOverlapPerMicroBatch(const StepLayout& layout, double collectiveS,
                                                         const std::vector<double>& opTimeS) {
    Trace* trace = layout.trace;
    const Scenario& sc = layout.sc;
    // Megatron's layers run Transformer Engine's userbuffers; the PyTorch code, AsyncTP.
    const bool userbuffers = !sc.training.isPyTorch();
    const int sms = sc.gpu.smCount;
    const double forwards = sc.training.recomputesEveryLayer() ? 2.0 : 1.0;
    const double layers = std::ceil(double(sc.model.arch.layers) / layout.p);
    const std::vector<OverlapTerm> terms = layerTerms(layerGemms(layout.roof, opTimeS), userbuffers);
    const char* perLayerName = ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel communication hidden per layer");
    Formula perLayer =
        Formula::sum(trace, perLayerName, Unit::Seconds, userbuffers ? kSourceUserbuffers : kSourceAsyncTp);
    double costPerLayer = 0;
    for (size_t i = 0; i < terms.size(); ++i) {
        const OverlapTerm& term = terms[i];
        const double repeats = i < 4 ? forwards : 1.0;
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
    if (costPerLayer > 0)
        overlap.cost = Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "GEMMs slowed by the overlap's SMs"),
                                        Unit::Seconds, kSourceUserbuffers)
                           .times(ROOFLAB_TR_NOOP("rooflab::Explain", "GEMM time added per layer (S / (S - 16) of the "
                                                                      "pipelined and bulk GEMMs)"),
                                  costPerLayer, Unit::Seconds)
                           .times(ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU"), layers, Unit::Plain)
                           .result();
    return overlap;
}

} // namespace rooflab
