#include "core/model/opselective.h"

#include "core/base/translatable.h"
#include "core/model/latentattention.h"

namespace rooflab {

std::vector<BlockLinear> blockLinears(const Scenario& sc) {
    const Architecture& a = sc.model.arch;
    const double h = double(a.dModel), q = double(a.attentionWidth()), kv = double(a.kvWidth());
    const double f = double(a.dFf), outWidth = attentionOutputWidth(a);
    const bool fused = !sc.training.isPyTorch();
    std::vector<BlockLinear> linears;
    if (fused) {
        linears.push_back({"QKV", TensorParallelGemm::Qkv, h, q + 2.0 * kv});
    } else {
        linears.push_back({"q", TensorParallelGemm::Qkv, h, q});
        linears.push_back({"k", TensorParallelGemm::Qkv, h, kv});
        linears.push_back({"v", TensorParallelGemm::Qkv, h, kv});
    }
    linears.push_back({"o", TensorParallelGemm::Projection, outWidth, h, true});
    if (a.mlp == MlpKind::SwiGlu && fused) {
        linears.push_back({"gate + up", TensorParallelGemm::Fc1, h, 2.0 * f});
    } else if (a.mlp == MlpKind::SwiGlu) {
        linears.push_back({"gate", TensorParallelGemm::Fc1, h, f});
        linears.push_back({"up", TensorParallelGemm::Fc1, h, f});
    } else {
        linears.push_back({"up", TensorParallelGemm::Fc1, h, f});
    }
    linears.push_back({"down", TensorParallelGemm::Fc2, f, h, true});
    // The policy counts aten.mm calls in the block and saves the odd ones (1st, 3rd, ...).
    for (size_t i = 0; i < linears.size(); ++i)
        linears[i].saved = !a.biases && i % 2 == 0;
    return linears;
}

double opSelectiveRecomputedShare(const Scenario& sc, TensorParallelGemm gemm) {
    if (sc.training.checkpointing != Checkpointing::OpSelective)
        return 0.0;
    double all = 0, again = 0;
    for (const BlockLinear& l : blockLinears(sc)) {
        if (l.gemm != gemm)
            continue;
        all += l.in * l.out;
        if (!l.saved)
            again += l.in * l.out;
    }
    return all > 0 ? again / all : 0.0;
}

double opSelectiveLinearRecomputeFlops(const Scenario& sc, double s) {
    double perLayer = 0;
    for (const BlockLinear& l : blockLinears(sc))
        if (!l.saved)
            perLayer += 2.0 * s * l.in * l.out;
    return perLayer * double(sc.model.arch.layers);
}

std::string opSelectiveUnsupported(const Scenario& sc) {
    if (sc.training.checkpointing != Checkpointing::OpSelective)
        return {};
    if (sc.model.arch.isMoe())
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                           "\"op-selective\" is modelled for dense models; a mixture of experts' "
                                           "grouped GEMMs are not (choose \"selective\" or \"full\")"));
    if (sc.model.arch.mla.enabled())
        return coreMessage(ROOFLAB_TR_NOOP(
            "rooflab::Messages", "\"op-selective\" is not modelled for latent attention (choose \"selective\" "
                                 "or \"full\")"));
    return {};
}

} // namespace rooflab
