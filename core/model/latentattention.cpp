#include "core/model/latentattention.h"

namespace rooflab {

double attentionProjectionWidth(const Architecture& a) {
    if (!a.mla.enabled())
        return double(a.attentionWidth()) + 2.0 * a.kvWidth();
    const ParameterBreakdown p = countParameters(a);
    const double perLayer = double(p.attention) / a.layers;
    const double output = double(a.heads) * a.mla.vHeadDim * a.dModel;
    return (perLayer - output) / a.dModel;
}

double attentionOutputWidth(const Architecture& a) {
    return a.mla.enabled() ? double(a.heads) * a.mla.vHeadDim : double(a.attentionWidth());
}

double attentionValueWidth(const Architecture& a) {
    return a.mla.enabled() ? double(a.heads) * a.mla.vHeadDim : double(a.kvWidth());
}

double rotaryHeadDim(const Architecture& a) {
    return a.mla.enabled() ? double(a.mla.qkRopeDim) : double(a.headDim);
}

double latentQueryInput(const Architecture& a) {
    return a.mla.qLoraRank > 0 ? a.mla.qLoraRank : a.dModel;
}
double latentQueryKeyWidth(const Architecture& a) {
    return double(a.heads) * (a.mla.qkNopeDim + a.mla.qkRopeDim);
}
double latentKeyValueUpWidth(const Architecture& a) {
    return double(a.heads) * (a.mla.qkNopeDim + a.mla.vHeadDim);
}

double latentUpProjectionMacs(const Architecture& a) {
    if (!a.mla.enabled())
        return 0.0;
    return latentQueryInput(a) * latentQueryKeyWidth(a) + double(a.mla.kvLoraRank) * latentKeyValueUpWidth(a);
}

} // namespace rooflab
