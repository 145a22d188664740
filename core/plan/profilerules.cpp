#include "core/plan/profilerules.h"

namespace rooflab {

namespace {

// Megatron-LM 2021-22: TP, PP with interleaving (Narayanan et al. 2021), sequence parallelism
// and selective recomputation (Korthikanti et al. 2022), the distributed optimizer (ZeRO-1),
// block recomputation of the first N layers of each chunk (--recompute-method block).
// Interleaving needs more than 2 stages ("pipeline-model-parallel size should be greater than 2
// with interleaved schedule", megatron/arguments.py at 6985e58): its exchanges are blocking.
ProfileRules megatronRules() {
    ProfileRules r;
    r.tensorParallel = r.pipeline = r.interleaved = true;
    r.interleavedMinStages = 3;
    r.sequenceParallelOptional = true;
    r.zeroStages = {0, 1};
    r.recompute = {Recompute::None, Recompute::Selective, Recompute::Block, Recompute::Full};
    return r;
}

// Megatron-Core: adds context and expert parallelism, uneven first and last pipeline stages
// (--decoder-first/last-pipeline-num-layers), the recompute modules, Transformer Engine's TP
// overlap, Megatron-FSDP's sharding (ZeRO-2 and 3) and the optimizer's CPU offload
// (--optimizer-cpu-offload, with the distributed optimizer).
ProfileRules megatronCoreRules() {
    ProfileRules r = megatronRules();
    // 2 stages interleave with overlap_p2p_comm (megatron/training/arguments.py, core_r0.8.0 on),
    // which NeMo and Megatron-Bridge set with virtual stages (core/steptime/pipelineoverlap.h).
    r.interleavedMinStages = 2;
    r.unevenStages = true;
    r.contextParallel = r.expertParallel = r.tpCommOverlap = true;
    // --cp-comm-type (TransformerConfig.cp_comm_type, handed to Transformer Engine's attention): the
    // ring of p2p sends, the all-gather of K and V, the all-to-alls, and both in two levels (a2a+p2p,
    // searched with the all-to-alls within a node only).
    r.contextComms = {ContextComm::Ring, ContextComm::AllGather, ContextComm::AllToAll, ContextComm::AllToAllRing};
    r.zeroStages = {0, 1, 2, 3};
    r.recompute = {Recompute::None, Recompute::Selective, Recompute::SelectiveMlp, Recompute::Block, Recompute::Full};
    r.offloadOptimizer = true;
    return r;
}

// Megatron-DeepSpeed: Megatron's TP and DeepSpeed's pipeline engine (its PipelineModule
// partitions layers unevenly; no interleaving; ZeRO 2 and 3 refused beside it), ZeRO 0-3 and
// ZeRO-Offload.
ProfileRules deepSpeedRules() {
    ProfileRules r;
    r.tensorParallel = r.pipeline = r.unevenStages = true;
    r.sequenceParallelOptional = true;
    r.pipelineNeedsLowZero = true;
    r.zeroStages = {0, 1, 2, 3};
    r.recompute = {Recompute::None, Recompute::Selective, Recompute::Block, Recompute::Full};
    r.offloadOptimizer = true;
    return r;
}

// torchtitan: DDP or FSDP2, TP always with sequence parallelism, PP with interleaved
// schedules (stages of whole modules, uneven allowed), context parallelism, per-op selective and full activation
// checkpointing. FSDP2 with reshard_after_forward off (fsdp_reshard_after_forward "never", the
// default beside pipelining) keeps the gathered parameters to the backward: ZeRO-2's traffic.
ProfileRules torchtitanRules() {
    ProfileRules r;
    r.tensorParallel = r.pipeline = r.interleaved = r.contextParallel = r.unevenStages = true;
    r.sequenceParallelAlways = r.tpCommOverlap = true;
    // --parallelism.context_parallel_rotate_method: allgather (the default) or alltoall.
    r.contextComms = {ContextComm::TorchAllGather, ContextComm::TorchRing};
    r.zeroStages = {0, 2, 3};
    r.recompute = {Recompute::None, Recompute::OpSelective, Recompute::Full};
    return r;
}

// llm-foundry (Composer FSDP: NO_SHARD, SHARD_GRAD_OP, FULL_SHARD) and Hugging Face
// transformers' modules (DDP, DeepSpeed ZeRO or FSDP under the Trainer): data parallelism only.
ProfileRules dataParallelRules(std::vector<int> zeroStages, bool offload) {
    ProfileRules r;
    r.zeroStages = std::move(zeroStages);
    r.recompute = {Recompute::None, Recompute::Full};
    r.offloadOptimizer = offload;
    return r;
}

} // namespace

ProfileRules profileRules(Implementation implementation) {
    switch (implementation) {
    case Implementation::Megatron:
        return megatronRules();
    case Implementation::MegatronCore:
        return megatronCoreRules();
    case Implementation::DeepSpeed:
        return deepSpeedRules();
    case Implementation::Torchtitan:
        return torchtitanRules();
    case Implementation::LlmFoundry:
        return dataParallelRules({0, 2, 3}, false);
    case Implementation::PyTorchEager:
    case Implementation::PyTorchSdpa:
        return dataParallelRules({0, 1, 2, 3}, true);
    }
    return dataParallelRules({0}, false);
}

} // namespace rooflab
