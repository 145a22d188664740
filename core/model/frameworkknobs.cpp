#include "core/model/frameworkknobs.h"

#include "core/base/translatable.h"
#include "core/model/contextparallel.h"
#include "core/model/frameworkprofile.h"

#include <algorithm>

namespace rooflab {

bool overlapsTensorParallelComm(const Scenario& sc) {
    const ParallelConfig& par = sc.parallel;
    return par.tpCommOverlap && par.sequenceParallel && par.tensorParallel > 1;
}

namespace {
bool savedInputsApply(const Scenario& sc) {
    const ParallelConfig& par = sc.parallel;
    return par.tensorParallel > 1 && par.sequenceParallel && sc.training.isPyTorch() && !sc.model.arch.isMoe();
}

// torchtitan's float8 converter (torchao's Float8Linear) on the layers' products.
bool torchaoFloat8(const Scenario& sc) {
    const DType c = sc.precision.compute;
    return sc.training.implementation == Implementation::Torchtitan && (c == DType::FP8_E4M3 || c == DType::FP8_E5M2);
}
} // namespace

bool tensorParallelKeepsGatheredInputs(const Scenario& sc) {
    if (!savedInputsApply(sc))
        return false;
    if (sc.parallel.tpSavedInputs == TpSavedInputs::Default)
        return sc.training.implementation == Implementation::Torchtitan;
    return sc.parallel.tpSavedInputs == TpSavedInputs::Gathered;
}

bool keepsGatheredLayers(const Scenario& sc) {
    return sc.parallel.zeroStage == 3 && !sc.parallel.reshardsAfterForward();
}

bool pipelineSyncsFsdpOncePerStep(const Scenario& sc) {
    return sc.training.implementation == Implementation::Torchtitan && sc.parallel.zeroStage == 3 &&
           sc.parallel.pipelineParallel > 1;
}

bool asyncTpFusesAllGathers(const Scenario& sc) {
    return overlapsTensorParallelComm(sc) && !(torchaoFloat8(sc) && sc.precision.fp8Scaling == Fp8Scaling::Rowwise);
}

bool gathersFp8Weights(const Scenario& sc) {
    const DType c = sc.precision.compute;
    return sc.precision.fp8AllGather && sc.parallel.zeroStage == 3 && (c == DType::FP8_E4M3 || c == DType::FP8_E5M2);
}

bool gathersFp8Activations(const Scenario& sc) {
    const ParallelConfig& par = sc.parallel;
    return torchaoFloat8(sc) && sc.precision.fp8Scaling == Fp8Scaling::Tensorwise && par.tensorParallel > 1 &&
           par.sequenceParallel;
}

double gatheredBytesPerParameter(const Scenario& sc, bool oneLayer) {
    const double weights =
        fsdpCastsParameters(sc) ? dtypeBytes(sc.precision.activations) : dtypeBytes(sc.precision.weights);
    if (!gathersFp8Weights(sc))
        return weights;
    const Architecture& a = sc.model.arch;
    const ParameterBreakdown p = countParameters(a);
    const double linear = double(p.attention) + double(p.mlp);
    const double all = oneLayer ? double(p.perLayer) * a.layers : double(p.total);
    const double share = all > 0 ? std::min(1.0, linear / all) : 0.0;
    return share * 1.0 + (1.0 - share) * weights;
}

bool overlapsExpertAllToAll(const Scenario& sc) {
    const ParallelConfig& par = sc.parallel;
    const TrainingConfig& t = sc.training;
    // megatron/core/transformer/transformer_config.py (Megatron-LM d98e8a64dd): the asserts under
    // `if self.overlap_moe_expert_parallel_comm`.
    const bool recomputeAllowed = t.checkpointing == Checkpointing::None ||
                                  (t.checkpointing == Checkpointing::Selective && !t.recomputes(RecomputeModule::Moe));
    return par.moeAllToAllOverlap && t.implementation == Implementation::MegatronCore && sc.model.arch.isMoe() &&
           par.expertParallel > 1 && (par.pipelineParallel == 1 || par.virtualStages > 1) && recomputeAllowed &&
           !par.dualPipe();
}

std::vector<std::string> frameworkKnobWarnings(const Scenario& sc) {
    std::vector<std::string> warnings;
    const ParallelConfig& par = sc.parallel;
    if (par.tpCommOverlap && !overlapsTensorParallelComm(sc))
        warnings.push_back(
            "parallel.tp_comm_overlap: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "has no effect without tensor parallelism (tp > 1) and sequence parallelism; "
                                        "Megatron-Core refuses it without sequence parallelism")));
    if (par.moeAllToAllOverlap && !overlapsExpertAllToAll(sc))
        warnings.push_back(
            "parallel.overlap_moe_expert_parallel_comm: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                        "has no effect: it is Megatron-Core's (training.implementation "
                                        "\"megatron-core\") for a mixture of experts with ep > 1, virtual stages when "
                                        "pp > 1, and no full, block or \"moe\" recomputation; DualPipe pairs its "
                                        "chunks itself")));
    if (par.tpSavedInputs != TpSavedInputs::Default && !savedInputsApply(sc))
        warnings.push_back("parallel.tp_saved_inputs: " +
                           coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                       "applies to the PyTorch implementations' dense layers with "
                                                       "tensor parallelism (tp > 1) and sequence parallelism; it has "
                                                       "no effect here (Megatron's layers keep the sharded input)")));
    const bool torchContext = runsTorchContextParallel(sc);
    if (par.contextCommType != ContextCommType::P2P && torchContext)
        warnings.push_back("parallel.cp_comm_type: " +
                           coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                       "is Transformer Engine's (Megatron-Core's --cp-comm-type); "
                                                       "torchtitan runs PyTorch's context parallelism, which "
                                                       "parallel.cp_rotate_method sets: it has no effect here")));
    if (par.contextA2aSize > 0 && (par.contextCommType != ContextCommType::AllToAllP2P || torchContext))
        warnings.push_back("parallel.hierarchical_context_parallel_sizes: " +
                           coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                       "applies to parallel.cp_comm_type \"a2a+p2p\" under "
                                                       "Transformer Engine's context parallelism; it has no effect "
                                                       "here")));
    if (par.contextRotateMethod != ContextRotateMethod::AllGather && !torchContext)
        warnings.push_back(
            "parallel.cp_rotate_method: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "is torchtitan's (PyTorch's context parallelism); this "
                                                             "implementation runs Transformer Engine's, which "
                                                             "parallel.cp_comm_type sets: it has no effect here")));
    if (par.reshardAfterForward != ReshardAfterForward::Default && par.zeroStage != 3)
        warnings.push_back("parallel.reshard_after_forward: " +
                           coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                       "applies to ZeRO-3/FSDP only (zero 3); it has no effect here")));
    if (sc.precision.fp8AllGather && !gathersFp8Weights(sc))
        warnings.push_back(
            "precision.fp8_all_gather: " +
            coreMessage(ROOFLAB_TR_NOOP(
                "rooflab::Messages",
                "has no effect: it needs FP8 compute (fp8-e4m3 or fp8-e5m2) under ZeRO-3/FSDP (zero 3)")));
    return warnings;
}

} // namespace rooflab
