#include "core/model/attentionmask.h"

namespace rooflab {

double sdpaMaskedLayerShare(const Scenario& sc, double keys) {
    const Architecture& a = sc.model.arch;
    if (sc.training.implementation != Implementation::PyTorchSdpa || a.slidingWindow <= 0 || a.layers <= 0)
        return 0.0;
    // `kv_length < local_attention_size` is what lets transformers drop the mask.
    if (keys < a.slidingWindow)
        return 0.0;
    return double(a.windowedLayers()) / a.layers;
}

} // namespace rooflab
