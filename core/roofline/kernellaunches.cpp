#include "core/roofline/kernellaunches.h"

#include "core/memory/pytorchactivations.h"
#include "core/model/frameworkprofile.h"
#include "core/model/pipelinesplit.h"
#include "core/roofline/eagerkernels.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr double kFp32 = 4;
// ATen's multi_tensor_apply (and Apex's): chunks of 65,536 values, at most 320 blocks (one per
// chunk) per launch (aten/src/ATen/native/cuda/MultiTensorApply.cuh, kChunkSize and
// depth_to_max_blocks).
constexpr double kChunkValues = 65536;
constexpr double kChunksPerLaunch = 320;

bool eagerTraining(const Scenario& sc, bool training) {
    return training && sc.training.isPyTorch();
}

// transformers' LlamaRMSNorm: cast to fp32 (none when already fp32), square, mean, + eps, rsqrt,
// × 1/rms, cast back, × weight.
double eagerRmsNormKernels(double inputBytes) {
    return 6.0 + (inputBytes == kFp32 ? 0.0 : 2.0);
}

// The loss in a PyTorch profile: eager (transformers' loss, torchtitan's uncompiled one) is
// logits.float() and the cast back unless fp32, log_softmax, nll; backward: a zeroed gradient,
// nll's scatter, log_softmax's backward. A fused or compiled loss: one kernel each way.
double lossKernels(const Scenario& sc, double e) {
    const double casts = e == kFp32 ? 0.0 : 2.0;
    return sc.training.loss == LossKind::Eager ? casts + 5.0 : 2.0;
}

// Separate q, k, v and gate, up projections: transformers' Llama-family blocks (RMSNorm, the
// convention core/roofline/eagerkernels.cpp's casts take from here).
bool separateProjections(const Scenario& sc, bool training) {
    return eagerTraining(sc, training) && sc.model.arch.norm == NormKind::RmsNorm;
}

} // namespace

ElementwiseLaunches elementwiseLaunches(const Scenario& sc, bool training, bool fullRecompute) {
    const Architecture& a = sc.model.arch;
    const double e = dtypeBytes(sc.precision.activations);
    const bool rmsNorm = a.norm == NormKind::RmsNorm;
    // torchtitan's complex rotary: .float() (none in fp32), × freqs_cis, the cast back.
    const bool torchtitanRotary = sc.training.implementation == Implementation::Torchtitan;
    const double complexRotaryKernels = e == kFp32 ? 1.0 : 3.0;
    ElementwiseLaunches k;
    if (training && sc.training.compiled()) {
        // torch.compile: one Inductor kernel per fused chain (docs/formulas.md,
        // "torch.compile"): each norm, the rotary embedding of q and of k, the MLP's activation,
        // and the loss forward and backward. torchtitan's complex rotary stays three kernels a
        // tensor (core/roofline/eagerkernels.cpp, torchtitanComplexRotary).
        k.norms = double(a.normsPerLayer);
        k.qkNorms = a.qkNorm ? 2 : 0;
        k.activation = 1;
        k.rotary = a.learnedPositions == 0 ? 2 * (torchtitanRotary ? complexRotaryKernels : 1.0) : 0.0;
        k.residualDropouts = sc.training.dropout ? 2 : 0;
        k.loss = lossKernels(sc, e); // an uncompiled loss keeps eager's kernels
        if (sc.precision.autocast)
            k.perWeightCasts = (fullRecompute ? 2.0 : 1.0) + (sc.finetune.frozenBase() ? 0.0 : 1.0);
        return k;
    }
    if (!eagerTraining(sc, training)) {
        // Fused kernels, one per op; Megatron's vocab-parallel cross-entropy a kernel per line
        // (core/roofline/eagerkernels.cpp): .float() and its cast back unless fp32, max, - max, exp, sum,
        // / sum, × gradient.
        k.qkNorms = a.qkNorm ? 2 : 0;
        k.loss = training ? 6.0 + (e == kFp32 ? 0.0 : 2.0) : 0.0;
        return k;
    }
    const double r = residualStreamBytes(sc);
    const bool fusedNorm = sc.training.fusedRmsNorm(); // one kernel a norm (training.rms_norm)
    k.norms = double(a.normsPerLayer) * (rmsNorm && !fusedNorm ? eagerRmsNormKernels(r) : 1.0);
    const bool fp32QueryKey = a.qkNorm && sc.precision.autocast && e != kFp32;
    if (a.qkNorm) // q and k each, and SDPA's autocast casting them back from fp32
        k.qkNorms = fusedNorm ? 2.0 : 2 * eagerRmsNormKernels(e) + (fp32QueryKey ? 2 : 0);
    // act_fn(gate), × up; GPT-2's gelu_new (core/roofline/eagerkernels.cpp): 8 Python operations, under
    // autocast with x cast to fp32 first and the product cast back for the down projection.
    // One GELU kernel (GPT-NeoX's, Falcon's, torchtitan's, llm-foundry's) or ReLU (OPT's): one.
    k.activation = a.mlp == MlpKind::SwiGlu ? 2
                   : mlpActivation(sc) != MlpActivation::GeluNew
                       ? 1
                       : 8.0 + (sc.precision.autocast && e != kFp32 ? 2.0 : 0.0);
    // Eager attention: × scaling, + mask, softmax into fp32, cast back (none in fp32).
    k.softmax = 3.0 + (e == kFp32 ? 0.0 : 1.0);
    // apply_rotary_pos_emb on q and on k: × cos, rotate_half (negate, concatenate), × sin, +.
    const double rotaryKernels = torchtitanRotary ? complexRotaryKernels : 5.0;
    k.rotary = a.learnedPositions == 0 ? 2 * rotaryKernels : 0.0;
    // MPT's unpadding and padding (core/roofline/eagerkernels.cpp): 3 gathers, zeros and index_put
    // forward; a gather, 3 x (zeros, scatter_) and the concatenation backward: 13 over 3 passes.
    k.headsToTokens = mptFlashPath(sc.training) ? 13.0 / 3.0 : 1.0;
    k.residualDropouts = sc.training.dropout ? 2 : 0;
    if (sc.precision.autocast) {
        const ProjectionLaunches projections = projectionLaunches(sc, training);
        k.normOutputCasts = projections.qkv + projections.mlpUp; // one cast per projection
        k.perWeightCasts = (fullRecompute ? 2.0 : 1.0) + (sc.finetune.frozenBase() ? 0.0 : 1.0);
    }
    k.loss = lossKernels(sc, e);
    return k;
}

ProjectionLaunches projectionLaunches(const Scenario& sc, bool training) {
    ProjectionLaunches p;
    if (separateProjections(sc, training)) {
        p.qkv = 3;
        p.mlpUp = sc.model.arch.mlp == MlpKind::SwiGlu ? 2 : 1;
    }
    return p;
}

double weightMatricesPerLayer(const Scenario& sc) {
    const Architecture& a = sc.model.arch;
    const ProjectionLaunches p = projectionLaunches(sc, true);
    const double mlp = p.mlpUp + 1; // up (and gate) and down
    double matrices = p.qkv + 1 + mlp;
    if (a.isMoe()) {
        // A layer's routed experts on this GPU, each its own matrices, the router, a shared expert.
        const double ep = std::max(1, sc.parallel.expertParallel);
        matrices = p.qkv + 1 + mlp * a.experts / ep + 1 + (a.sharedDFf > 0 ? mlp : 0.0);
    }
    return matrices;
}

double parameterTensorsPerLayer(const Scenario& sc) {
    const Architecture& a = sc.model.arch;
    const double matrices = weightMatricesPerLayer(sc);
    const double norms = double(a.normsPerLayer) * (a.norm == NormKind::LayerNorm ? 2.0 : 1.0) + (a.qkNorm ? 2.0 : 0.0);
    return matrices * (a.biases ? 2.0 : 1.0) + norms;
}

double parameterTensorsOnStage(const Scenario& sc) {
    return parameterTensorsPerLayer(sc) * slowestStage(sc).layers + 2.0;
}

double multiTensorLaunches(double params, double passes) {
    if (params <= 0 || passes <= 0)
        return 0;
    return passes * std::ceil(params / kChunkValues / kChunksPerLaunch);
}

} // namespace rooflab
