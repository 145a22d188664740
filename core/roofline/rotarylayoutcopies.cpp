#include "core/roofline/rotarylayoutcopies.h"

#include "core/base/translatable.h"

namespace rooflab {

RotaryLayoutTraffic rotaryLayoutTraffic(const Scenario& sc, double tokens, double tp) {
    RotaryLayoutTraffic t;
    const Architecture& a = sc.model.arch;
    if (sc.training.implementation != Implementation::MegatronCore || a.learnedPositions > 0 || a.mla.enabled() ||
        tokens <= 0 || tp <= 0)
        return t;
    const double e = dtypeBytes(sc.precision.activations);
    const double q = tokens * double(a.attentionWidth()) / tp;
    const double kv = tokens * double(a.kvWidth()) / tp;
    const bool grouped = a.kvHeads < a.heads;
    // Each kernel reads its tensor and writes another of the same size: 2 e bytes a value.
    t.valueCopyBytes = 2.0 * e * kv;
    t.forwardBytes = 2.0 * e * (q + kv) + t.valueCopyBytes + (grouped ? 2.0 * e * q : 0.0);
    t.backwardBytes = 2.0 * e * (q + kv) + 2.0 * e * (q + 2.0 * kv);
    t.forwardKernels = grouped ? 4.0 : 3.0;
    t.backwardKernels = 3.0;
    return t;
}

void addRotaryLayoutOps(OpBuilder& ops, const Scenario& sc, double tokens, double tp, double layers,
                        double recomputeShare, bool coreAttentionRecomputed) {
    const RotaryLayoutTraffic t = rotaryLayoutTraffic(sc, tokens, tp);
    if (t.forwardBytes <= 0 || layers <= 0)
        return;
    const double forwards = 1.0 + recomputeShare;
    const double valueCopyAgain = recomputeShare <= 0 && coreAttentionRecomputed ? t.valueCopyBytes : 0.0;
    const double bytesPerLayer = forwards * t.forwardBytes + t.backwardBytes + valueCopyAgain;
    // About three operations per rotated value (two products and a sum); the copies compute nothing.
    const double rotatedValues =
        tokens * double(sc.model.arch.attentionWidth() + sc.model.arch.kvWidth()) / tp * (forwards + 1.0);
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "rotary embedding and q, k, v copies (Megatron-Core)"), false,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (rotary: 3 per q and k value and pass)"),
                 3.0 * rotatedValues,
                 ROOFLAB_TR_NOOP("rooflab::Explain",
                                 "bytes per layer (rotary on q and k, the value made contiguous, GQA's query "
                                 "reshaped, forward; rotary and the cat of dq, dk, dv, backward)"),
                 bytesPerLayer, layers, 1.0);
    ops.setLaunchesLast(layers * (forwards * t.forwardKernels + t.backwardKernels + (valueCopyAgain > 0 ? 1.0 : 0.0)));
}

} // namespace rooflab
