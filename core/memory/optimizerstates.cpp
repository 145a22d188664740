#include "core/memory/optimizerstates.h"

#include "core/memory/memorynames.h"
#include "core/model/architecture.h"

#include <string_view>

namespace rooflab {
namespace {

using namespace memorynames;

// Parameters in the matrices and vectors of the model, for Adafactor's factored statistics:
// an m x n matrix keeps m + n values, a vector keeps one per element (Shazeer & Stern 2018).
double adafactorStateValues(const Architecture& a) {
    const double h = a.dModel, q = a.attentionWidth(), kv = a.kvWidth(), f = a.dFf;
    const double experts = a.isMoe() ? a.experts : 1;
    const double mlpMatrices = a.mlp == MlpKind::SwiGlu ? 3 : 2;
    double perLayer = (h + q) + 2 * (h + kv) + (q + h) + experts * mlpMatrices * (h + f);
    perLayer += (a.norm == NormKind::LayerNorm ? 4 : 2) * h; // norm vectors
    if (a.biases)
        perLayer += q + 2 * kv + h + experts * ((mlpMatrices - 1) * f + h);
    double total = a.layers * perLayer + (double(a.vocab) + h); // embeddings
    if (a.learnedPositions > 0)
        total += a.learnedPositions + h;
    if (!a.tiedEmbeddings)
        total += double(a.vocab) + h;
    return total;
}

// One state value per parameter in the optimizer-state dtype.
template <class Recorder>
Traced perParameterState(const char* name, const char* source, Traced paramsUpdated, DType stateType, Recorder* trace) {
    return BasicFormula<Recorder>::product(trace, name, Unit::Bytes, source)
        .times(kParamsOnGpu, paramsUpdated, Unit::Count)
        .times(kBytesEach, dtypeBytes(stateType), Unit::BytesPerValue, dtypeId(stateType))
        .result();
}

// Dettmers et al. 2022 (bitsandbytes): uint8 states with an fp32 absmax per 256 values.
template <class Recorder> Traced eightBitState(const char* name, Traced paramsUpdated, Recorder* trace) {
    const double perState = 1.0 + 4.0 / 256.0;
    return BasicFormula<Recorder>::product(trace, name, Unit::Bytes, "Dettmers et al. 2022, 8-bit Optimizers")
        .times(kParamsOnGpu, paramsUpdated, Unit::Count)
        .times(kBytesEach, perState, Unit::BytesPerValue, "uint8 + fp32 absmax / 256")
        .result();
}

// Adafactor's factored statistics, the share of them of the parameters this GPU updates.
template <class Recorder>
Traced adafactorStatistics(const char* name, const Architecture& a, Traced paramsUpdated, DType stateType,
                           Recorder* trace) {
    const ParameterBreakdown p = countParameters(a);
    const double scale = p.total > 0 ? paramsUpdated.value / double(p.total) : 0;
    return BasicFormula<Recorder>::product(trace, name, Unit::Bytes, "Shazeer & Stern 2018, Adafactor")
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "row and column sums of every matrix"), adafactorStateValues(a),
               Unit::Count)
        .times(ROOFLAB_TR_NOOP("rooflab::Explain", "share of the parameters on this GPU"), scale, Unit::Plain)
        .times(kBytesEach, dtypeBytes(stateType), Unit::BytesPerValue, dtypeId(stateType))
        .result();
}

} // namespace

template <class Recorder>
OptimizerParts optimizerParts(const Scenario& s, const MemoryInputs& in, Traced paramsUpdated, Recorder* trace,
                              StateValues& partValues) {
    // torch.optim keeps states in the parameters' dtype: a fine-tune's are the adapters'.
    const DType stateType = s.finetune.frozenBase() ? s.finetune.adapterDtype : s.precision.optimizerStates;
    OptimizerParts parts;
    const auto add = [&](const char* name, Traced bytes) {
        parts.push_back({name, bytes});
        partValues.push_back(bytes);
    };
    const auto perParameter = [&](const char* name, const char* source) {
        add(name, perParameterState(name, source, paramsUpdated, stateType, trace));
    };
    switch (s.optimizer) {
    case Optimizer::SGD:
        break;
    case Optimizer::SGDMomentum:
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "momentum"), "Sutskever et al. 2013");
        break;
    case Optimizer::AdaGrad:
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "sum of squared gradients"), "Duchi et al. 2011");
        break;
    case Optimizer::RMSProp:
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "squared-gradient average"), "Tieleman & Hinton 2012");
        break;
    case Optimizer::Adam:
    case Optimizer::AdamW:
        // Kingma & Ba 2015: first and second moments, one value each per parameter.
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "momentum (m)"), "Kingma & Ba 2015, Adam");
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "variance (v)"), "Kingma & Ba 2015, Adam");
        break;
    case Optimizer::AdamW8bit:
        for (const char* name : {ROOFLAB_TR_NOOP("rooflab::Explain", "momentum (m, 8-bit)"),
                                 ROOFLAB_TR_NOOP("rooflab::Explain", "variance (v, 8-bit)")})
            add(name, eightBitState(name, paramsUpdated, trace));
        break;
    case Optimizer::Lion:
        // Chen et al. 2023: a single momentum buffer.
        perParameter(ROOFLAB_TR_NOOP("rooflab::Explain", "momentum"), "Chen et al. 2023, Lion");
        break;
    case Optimizer::Adafactor: {
        const char* name = ROOFLAB_TR_NOOP("rooflab::Explain", "row/column statistics");
        add(name, adafactorStatistics(name, *in.arch, paramsUpdated, stateType, trace));
        break;
    }
    }
    return parts;
}

template OptimizerParts optimizerParts<Trace>(const Scenario&, const MemoryInputs&, Traced, Trace*, StateValues&);
template OptimizerParts optimizerParts<NoTrace>(const Scenario&, const MemoryInputs&, Traced, NoTrace*, StateValues&);

} // namespace rooflab
