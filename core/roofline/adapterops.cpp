#include "core/roofline/adapterops.h"

#include "core/model/finetune.h"

#include <algorithm>

namespace rooflab {

void addAdapterOps(OpBuilder& ops, const Scenario& sc, double tokens, double tp, double layers, double passes) {
    const Architecture& a = sc.model.arch;
    const AdapterShapes adapters = adapterShapes(sc, a);
    const double adapterBytes = dtypeBytes(sc.finetune.adapterDtype);
    const double e = ops.activationBytes();
    const double perLayer = adapters.adapterParams / std::max<std::int64_t>(1, a.layers) / tp;
    const double widths = perLayer / std::max(1, sc.finetune.rank); // sum of in + out over adapted matrices
    // The rank-r products beside the adapted matrices, forward and both gradients; memory bound
    // (each reads its input and writes an output as wide as the matrix's).
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "LoRA adapters"), true,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (2 × tokens × adapter parameters)"),
                 2.0 * tokens * perLayer,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (inputs and outputs of the adapters)"),
                 tokens * widths * adapterBytes, layers, passes);
    ops.launchesPerPassLast(2.0 * adapters.adaptedPerLayer); // lora_A, lora_B

    // peft's LoRA layer around them (peft/tuners/lora/layer.py, Linear.forward): the input cast
    // to the adapters' dtype (a copy per adapted matrix, as the memory model keeps it), lora_B's
    // output times `scaling`, added to the base's output (in the wider of the two dtypes), and
    // the sum cast back to the base's dtype when the adapters are wider.
    const double outputs = tokens * adapters.adaptedOutputs / std::max<std::int64_t>(1, a.layers) / tp;
    const double inputs = std::max(0.0, tokens * widths - outputs);
    const double wide = std::max(e, adapterBytes);
    const bool castIn = adapterBytes != e, castBack = adapterBytes > e;
    const double bytes = outputs * (2.0 * adapterBytes + (e + adapterBytes + wide)) +
                         (castIn ? inputs * (e + adapterBytes) : 0.0) + (castBack ? outputs * (wide + e) : 0.0);
    ops.perLayer(ROOFLAB_TR_NOOP("rooflab::Explain", "LoRA scaling, sum and casts"), false,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "FLOPs per layer (× scaling, + base output)"), 2.0 * outputs,
                 ROOFLAB_TR_NOOP("rooflab::Explain", "bytes per layer (casts, scaling, sum)"), bytes, layers, passes);
    ops.launchesPerPassLast((2.0 + (castIn ? 1.0 : 0.0) + (castBack ? 1.0 : 0.0)) * adapters.adaptedPerLayer);
}

} // namespace rooflab
