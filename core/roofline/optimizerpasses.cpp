#include "core/roofline/optimizerpasses.h"

#include "core/numbers/dtype.h"

namespace rooflab {
namespace {

// LLM Foundry's MPT recipes clip the gradient norm every step (`algorithms: gradient_clipping:
// clipping_type: norm`, scripts/train/yamls/pretrain/mpt-*.yaml); Composer calls the root FSDP
// module's `clip_grad_norm_` (composer/algorithms/gradient_clipping/gradient_clipping.py,
// v0.16.4), which reads every local gradient for its norm and then multiplies each by the
// clamped coefficient in place, clipped or not ("avoids the host-device sync",
// torch/distributed/fsdp/fully_sharded_data_parallel.py). Two passes over the gradients: 3 g bytes.
bool clipsGradientsEveryStep(const Scenario& sc) {
    return sc.training.implementation == Implementation::LlmFoundry;
}

} // namespace

OptimizerTraffic optimizerTraffic(const Scenario& sc) {
    const PrecisionConfig& pr = sc.precision;
    const double g = dtypeBytes(pr.gradients), w = dtypeBytes(pr.weights), st = dtypeBytes(pr.optimizerStates);
    // The updated copy: the master weights when there are any (read + write) and then the
    // working weights written from it; otherwise the working weights (read + write).
    const double params = pr.masterWeights ? 2.0 * dtypeBytes(*pr.masterWeights) + w : 2.0 * w;
    double states = 0, flops = 2;
    switch (sc.optimizer) {
    case Optimizer::SGD:
        states = 0;
        flops = 2;
        break;
    case Optimizer::SGDMomentum:
        states = 2 * st;
        flops = 4;
        break;
    case Optimizer::AdaGrad:
        states = 2 * st;
        flops = 5;
        break;
    case Optimizer::RMSProp:
        states = 2 * st;
        flops = 6;
        break;
    case Optimizer::Adam:
    case Optimizer::AdamW:
        states = 4 * st;
        flops = 12;
        break;
    case Optimizer::AdamW8bit:
        states = 4 * (1.0 + 4.0 / 256.0);
        flops = 16;
        break;
    case Optimizer::Lion:
        states = 2 * st;
        flops = 6;
        break;
    case Optimizer::Adafactor:
        states = 0.1 * st;
        flops = 12;
        break;
    }
    // torch.optim without fused kernels (foreach on CUDA, the per-tensor loop on the CPU) runs
    // one pass per arithmetic op (torch/optim/adamw.py, sgd.py): AdamW decays the weights
    // (u r+w), lerps m with g, scales v, addcmul's g into v, takes sqrt(v) into a temporary,
    // divides it and adds eps in place, and addcdiv's m / tmp into the weights: 4 u + 2 g + 14 st
    // where one fused pass moves 2 u + g + 4 st. SGD with momentum: the buffer scaled, g added,
    // the weights updated from it: 2 u + g + 5 st. Measured on an H100 (docs/validation.md):
    // 10.7 ms for 668M bf16 parameters under AdamW, 9.1 ms for 1.49G under SGD with momentum.
    const bool passPerOp = sc.training.isPyTorch() && sc.training.resolvedOptimizerImpl() != OptimizerImpl::Fused;
    const double clipping = clipsGradientsEveryStep(sc) ? 3 * g : 0.0;
    if (passPerOp) {
        const double updated = pr.masterWeights ? dtypeBytes(*pr.masterWeights) : w;
        const double workingCopy = pr.masterWeights ? w : 0;
        if (sc.optimizer == Optimizer::Adam || sc.optimizer == Optimizer::AdamW)
            return {4 * updated + workingCopy + 2 * g + 14 * st + clipping, flops};
        if (sc.optimizer == Optimizer::SGDMomentum)
            return {2 * updated + workingCopy + g + 5 * st + clipping, flops};
    }
    if (!sc.training.isPyTorch()) {
        // Megatron's optimizer (megatron/core/optimizer/optimizer.py, MixedPrecisionOptimizer
        // and FP32Optimizer .step) makes up to five passes, not one: the 16-bit gradients copied
        // into fp32 main gradients (`.float()`, an alias when main_grad is already fp32), their
        // unscaling and inf check under fp16's loss scaling, the norm for --clip-grad (default
        // 1.0), the fused update, and the main weights copied into the model's.
        if (!pr.masterWeights)
            return {g /* norm */ + g + params + states, flops};
        const double main = dtypeBytes(*pr.masterWeights);
        const double gradientCopy = g < main ? g + main : 0.0;
        const double unscale = pr.compute == DType::FP16 ? 2.0 * main : 0.0;
        const double update = main + 2.0 * main + states;
        const double copyOut = main + w;
        return {gradientCopy + unscale + main /* norm */ + update + copyOut, flops};
    }
    return {g + params + states + clipping, flops};
}

double optimizerPasses(const Scenario& sc) {
    const PrecisionConfig& pr = sc.precision;
    if (!sc.training.isPyTorch()) {
        // Megatron's optimizer step (optimizerTraffic above): the gradients copied into fp32
        // main gradients when narrower, unscaled under fp16, their norm, the update, the copy out.
        const bool master = pr.masterWeights.has_value();
        const double gradientCopy = master && dtypeBytes(pr.gradients) < dtypeBytes(*pr.masterWeights) ? 1 : 0;
        const double unscale = master && pr.compute == DType::FP16 ? 1 : 0;
        return gradientCopy + unscale + 1 /* norm */ + 1 /* update */ + (master ? 1 : 0);
    }
    const double clipping = clipsGradientsEveryStep(sc) ? 2 : 0; // the norm, the multiply
    if (sc.training.resolvedOptimizerImpl() == OptimizerImpl::Fused)
        return 1 + clipping;
    // torch.optim's foreach ops (torch/optim/adamw.py, sgd.py), one multi-tensor kernel each.
    switch (sc.optimizer) {
    case Optimizer::Adam:
    case Optimizer::AdamW:
        return 8 + clipping; // decay, lerp m, × v, addcmul v, sqrt, ÷, + eps, addcdiv
    case Optimizer::SGDMomentum:
        return 3 + clipping; // buffer × momentum, + g, weights - lr × buffer
    case Optimizer::SGD:
        return 1 + clipping;
    case Optimizer::AdaGrad:
        return 4 + clipping; // addcmul the sum, sqrt, + eps, addcdiv
    case Optimizer::RMSProp:
        return 5 + clipping; // × alpha, addcmul, sqrt, + eps, addcdiv
    default:
        return 1 + clipping; // not torch.optim's foreach code (bitsandbytes, Lion, Adafactor): one pass counted
    }
}

} // namespace rooflab
