#include "core/roofline/attentionops.h"

#include "core/model/attentionmask.h"
#include "core/model/contextparallel.h"
#include "core/model/latentattention.h"
#include "core/model/opselective.h"
#include "core/roofline/latentattentionops.h"
#include "core/roofline/projectiongradients.h"

#include <algorithm>

namespace rooflab {

namespace {

// The attention core of one layer on this GPU: per sequence and head, scores (queries x keys x
// head_dim), softmax, x V; and the bytes of Q, K, V, the scores and the output.
struct AttentionCoreWork {
    double headsHere = 0;      // heads on this tensor-parallel rank
    double outputWidth = 0;    // the attention output's width, all heads
    double valueHeadDim = 0;   // one head's value width
    double kvElementBytes = 0; // bytes per key or value element read
    double keysPerQuery = 0;   // the keys one query's scores span (a packed document's, or all)
    double scoreFlops = 0, valueFlops = 0, softmaxFlops = 0;
    double qBytes = 0, kBytes = 0, vBytes = 0, scoreBytes = 0, oBytes = 0;
};

// Training on packed documents under a fused kernel: the document's length (TrainingConfig::
// attentionSpan); every other case attends to all keys of the phase.
double attendedKeys(const Scenario& sc, const PhaseInputs& p) {
    return p.train ? sc.training.attentionSpan() : p.shape.keys;
}

AttentionCoreWork attentionCoreWork(const Scenario& sc, const PhaseInputs& p) {
    const Architecture& a = sc.model.arch;
    const PhaseShape& shape = p.shape;
    const double tp = p.tp, e = p.activationBytes;
    const double q = a.attentionWidth(), kv = a.kvWidth();
    AttentionCoreWork w;
    w.headsHere = a.heads / tp;
    const double headsHere = w.headsHere, kvHere = kv / tp;
    // Context parallelism with contiguous chunks: the last rank's queries see the most keys, and
    // the ring waits for it (core/model/contextparallel.h).
    const double causalLoad = p.train ? causalLoadOfBusiestRank(sc) : 1.0;
    // Packed documents: each query attends within its own document, the scores of a sequence
    // s x D instead of s x s (K and V are still read once, all s positions).
    w.keysPerQuery = attendedKeys(sc, p);
    w.scoreFlops = 2.0 * shape.batch * headsHere * shape.queries * w.keysPerQuery * a.headDim * causalLoad;
    // Latent attention's values are v_head_dim wide, its queries and keys nope + rope.
    w.outputWidth = attentionOutputWidth(a);
    w.valueHeadDim = w.outputWidth / a.heads;
    w.valueFlops = w.scoreFlops * w.valueHeadDim / a.headDim;
    w.softmaxFlops = 3.0 * shape.batch * headsHere * shape.queries * w.keysPerQuery * causalLoad;
    w.scoreBytes = e * shape.batch * headsHere * shape.queries * shape.keys;
    // Keys and values come from the KV cache in decode, from this pass's K and V otherwise.
    w.kvElementBytes = p.phase == Phase::Decode ? dtypeBytes(sc.inference.kvDtype) : e;
    w.kBytes = w.kvElementBytes * shape.batch * shape.keys * kvHere;
    w.vBytes = w.kvElementBytes * shape.batch * shape.keys * attentionValueWidth(a) / tp;
    w.qBytes = e * shape.batch * shape.queries * q / tp;
    w.oBytes = e * shape.batch * shape.queries * w.outputWidth / tp;
    return w;
}

// transformers' sliding-window mask (core/model/attentionmask.h): per layer and forward the
// boolean mask converted to a bias (read 1 byte, write e), the kernel reading the bias for each
// head in the forward and again in the backward.
void addSlidingWindowMaskBias(OpBuilder& ops, const PhaseInputs& p, double headsHere, double masked) {
    const double e = p.activationBytes;
    ops.setFullSquareShareLast(masked);
    const double forwards = p.train ? p.corePasses - 2.0 : 1.0; // 1, and the recomputed share of one
    ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "sliding-window mask bias"), 0.0,
                    forwards * (1.0 + e + headsHere * e) + headsHere * e,
                    p.shape.batch * p.shape.queries * p.shape.keys, p.layers * masked, 1.0, p.activationType);
    ops.setLaunchesLast(p.layers * masked * forwards);
}

// One fused kernel: reads Q, K, V once and writes O; the scores stay on chip.
void addFusedAttention(OpBuilder& ops, const Scenario& sc, const PhaseInputs& p, const AttentionCoreWork& w) {
    const bool packed = w.keysPerQuery < p.shape.keys; // training.packed_document_tokens
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "attention (FlashAttention)"), true,
                 packed
                     ? ROOFLAB_TR_NOOP("rooflab::Explain",
                                       "FLOPs per layer (scores, softmax, × V; each query within its packed document)")
                     : ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (scores, softmax, × V)"),
                 w.scoreFlops + w.valueFlops + w.softmaxFlops,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (read Q, K, V, write O)"),
                 w.qBytes + w.kBytes + w.vBytes + w.oBytes, p.layers, p.corePasses);
    // A variable-length kernel tiles each packed document apart: its rate is a D-token sequence's.
    ops.markLastAttention(std::min(p.shape.queries, w.keysPerQuery), w.keysPerQuery, sc.model.arch.headDim);
    if (const double masked = p.train ? sdpaMaskedLayerShare(sc, p.shape.keys) : 0.0; masked > 0)
        addSlidingWindowMaskBias(ops, p, w.headsHere, masked);
}

// The scores materialised: QK^T, the softmax over them (and dropout in training), x V.
void addMaterialisedAttention(OpBuilder& ops, const Scenario& sc, const PhaseInputs& p, const AttentionCoreWork& w) {
    const PhaseShape& shape = p.shape;
    const double e = p.activationBytes;
    const char* scoresFlopsName = ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (2 b a q k d_head)");
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "attention scores QK^T"), true, scoresFlopsName, w.scoreFlops,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (Q, K, scores)"),
                 w.qBytes + w.kBytes + w.scoreBytes, p.layers, p.corePasses);
    ops.markLastAttention(shape.queries, shape.keys, sc.model.arch.headDim);
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "softmax"), false,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (3 b a q k)"), w.softmaxFlops,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (read and write the scores)"),
                 p.elementwise.softmaxPerScore / e * w.scoreBytes, p.layers, p.corePasses);
    ops.launchesPerPassLast(p.launches.softmax);
    ops.markLastAttention(0, 0, 0);
    if (p.train && sc.training.dropout) {
        // Dropout on the attention probabilities: read and write the scores and a 1-byte
        // mask, in the forward, the backward (same traffic) and a recomputed forward (corePasses).
        ops.elementwise(ROOFLAB_TR_NOOP("rooflab::Explain", "attention dropout"), 2.0, 2.0 * e + 1.0,
                        shape.batch * w.headsHere * shape.queries * shape.keys, p.layers, p.corePasses - 1.0,
                        p.activationType);
        ops.markLastAttention(0, 0, 0);
    }
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "attention x V"), true,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (2 b a q k d_value)"), w.valueFlops,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (scores, V, output)"),
                 w.scoreBytes + w.vBytes + w.oBytes, p.layers, p.corePasses);
    ops.markLastAttention(shape.queries, shape.keys, w.valueHeadDim);
}

} // namespace

void addAttentionOps(OpBuilder& ops, const Scenario& sc, const PhaseInputs& p) {
    const Architecture& a = sc.model.arch;
    const double h = a.dModel, tp = p.tp;
    // Op-selective checkpointing runs part of the products' forwards again (core/model/opselective.h).
    auto again = [&](TensorParallelGemm gemm) { return p.train ? opSelectiveRecomputedShare(sc, gemm) : 0.0; };
    ops.matmul(ROOFLAB_TR_NOOP("rooflab::Explain", "QKV projection"), p.tokens, h, attentionProjectionWidth(a) / tp,
               p.layers, p.weightBytes, p.matmulPasses + again(TensorParallelGemm::Qkv));
    ops.launchesPerPassLast(p.projections.qkv);
    ops.markLastTensorParallelGemm(TensorParallelGemm::Qkv);

    const AttentionCoreWork w = attentionCoreWork(sc, p);
    if (p.phase == Phase::Decode && a.mla.enabled())
        addLatentDecodeAttention(ops, a, p.shape, tp, p.activationBytes, w.kvElementBytes, p.layers);
    else if (sc.training.usesFlashAttention())
        addFusedAttention(ops, sc, p, w);
    else
        addMaterialisedAttention(ops, sc, p, w);

    ops.matmul(ROOFLAB_TR_NOOP("rooflab::Explain", "output projection"), p.tokens, w.outputWidth / tp, h, p.layers,
               p.weightBytes, p.matmulPasses + again(TensorParallelGemm::Projection));
    ops.markLastTensorParallelGemm(TensorParallelGemm::Projection);
    if (p.train && sc.training.recomputes(RecomputeModule::LatentUpProjection) && a.mla.enabled())
        addRecomputedLatentUpProjection(ops, a, p.tokens, tp, p.activationBytes, p.weightBytes, p.layers);
    if (p.train) // q, k and v projected apart sum their input gradients (core/roofline/projectiongradients.h)
        addProjectionGradientSumOps(ops, sc, SharedInput::Attention, p.tokens, p.layers);
}

} // namespace rooflab
