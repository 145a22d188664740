#include "core/io/scenarioio.h"
#include "core/model/frameworkprofile.h"

#include "core/io/finetunejson.h"
#include "core/io/gpujson.h"
#include "core/io/modeljson.h"
#include "core/io/offloadjson.h"
#include "core/io/planjson.h"
#include "core/io/precisionjson.h"
#include "core/io/recomputemodulesjson.h"
#include "core/io/runtimejson.h"
#include "core/io/scenarioids.h"
#include "core/io/servingjson.h"

namespace rooflab {

using json = nlohmann::json;
using namespace scenarioids;

namespace {

json trainingJson(const TrainingConfig& t) {
    json training = {{"micro_batch", t.microBatch},
                     {"seq_len", t.seqLen},
                     {"grad_accum", t.gradAccum},
                     {"checkpointing", checkpointingId(t.checkpointing)},
                     {"checkpoint_every", t.checkpointEveryK},
                     {"flash_attention", t.flashAttention},
                     {"dropout", t.dropout},
                     {"tokens", t.tokens},
                     {"implementation", implementationId(t.implementation)},
                     {"loss", lossId(t.loss)},
                     {"grads_freed", t.gradsFreed},
                     {"backend", backendId(t.backend)},
                     {"optimizer_impl", optimizerImplId(t.optimizerImpl)}};
    // Block checkpointing's layer count: written where it applies or was set, so that files
    // without block checkpointing stay as they were.
    if (t.checkpointing == Checkpointing::Block || t.recomputeNumLayers != 0)
        training["recompute_num_layers"] = t.recomputeNumLayers;
    if (t.pytorch != PyTorchVersion::V2)
        training["pytorch"] = kPyTorchVersionIds[std::size_t(t.pytorch)];
    if (t.rmsNorm != profileRmsNorm(t.implementation))
        training["rms_norm"] = kRmsNormIds[std::size_t(t.rmsNorm)];
    // Step-time settings of older Megatron versions: written only when not the default.
    if (t.overlapGradReduce != profileOverlapsGradReduce(t.implementation))
        training["overlap_grad_reduce"] = t.overlapGradReduce;
    if (t.overlapParamGather != profileOverlapsParamGather(t.implementation))
        training["overlap_param_gather"] = t.overlapParamGather;
    if (!t.gradientAccumulationFusion)
        training["gradient_accumulation_fusion"] = false;
    if (!t.deallocatePipelineOutputs)
        training["deallocate_pipeline_outputs"] = false;
    if (t.gradBuffers != GradientBuffers::Auto)
        training["grad_buffers"] = gradientBuffersId(t.gradBuffers);
    if (t.moeCapacityFactor != 1.0)
        training["moe_capacity_factor"] = t.moeCapacityFactor;
    if (t.compile)
        training["compile"] = *t.compile;
    if (t.attentionKernel != AttentionKernel::Auto)
        training["attention_kernel"] = kAttentionKernelIds[std::size_t(t.attentionKernel)];
    if (t.packedDocumentTokens > 0)
        training["packed_document_tokens"] = t.packedDocumentTokens;
    writeRecomputeModules(t, training);
    return training;
}

json parallelJson(const ParallelConfig& p) {
    json parallel = {{"gpus", p.gpus},
                     {"zero", p.zeroStage},
                     {"tp", p.tensorParallel},
                     {"pp", p.pipelineParallel},
                     {"sequence_parallel", p.sequenceParallel}};
    // The frameworks' knobs: written only when not their default.
    if (p.tpCommOverlap)
        parallel["tp_comm_overlap"] = true;
    if (p.moeAllToAllOverlap)
        parallel["overlap_moe_expert_parallel_comm"] = true;
    if (p.reshardAfterForward != ReshardAfterForward::Default)
        parallel["reshard_after_forward"] = kReshardAfterForwardIds[std::size_t(p.reshardAfterForward)];
    if (p.tpSavedInputs != TpSavedInputs::Default)
        parallel["tp_saved_inputs"] = kTpSavedInputsIds[std::size_t(p.tpSavedInputs)];
    if (p.virtualStages > 1)
        parallel["virtual_stages"] = p.virtualStages;
    if (p.pipelineSchedule != PipelineSchedule::OneFOneB)
        parallel["pipeline_schedule"] = kPipelineScheduleIds[std::size_t(p.pipelineSchedule)];
    if (p.expertParallel > 1)
        parallel["ep"] = p.expertParallel;
    if (p.expertTensorParallel > 0)
        parallel["etp"] = p.expertTensorParallel;
    if (p.contextParallel > 1)
        parallel["cp"] = p.contextParallel;
    if (!p.contextLoadBalanced)
        parallel["cp_load_balance"] = false;
    if (p.contextCommType != ContextCommType::P2P)
        parallel["cp_comm_type"] = kContextCommTypeIds[std::size_t(p.contextCommType)];
    if (p.contextRotateMethod != ContextRotateMethod::AllGather)
        parallel["cp_rotate_method"] = kContextRotateMethodIds[std::size_t(p.contextRotateMethod)];
    if (p.contextA2aSize > 0 && p.contextP2pSize > 0)
        parallel["hierarchical_context_parallel_sizes"] = {p.contextA2aSize, p.contextP2pSize};
    if (p.firstStageLayers > 0)
        parallel["num_layers_in_first_pipeline_stage"] = p.firstStageLayers;
    if (p.lastStageLayers > 0)
        parallel["num_layers_in_last_pipeline_stage"] = p.lastStageLayers;
    if (p.embeddingInSplit)
        parallel["account_for_embedding_in_pipeline_split"] = true;
    if (p.lossInSplit)
        parallel["account_for_loss_in_pipeline_split"] = true;
    if (p.offload.any())
        parallel["offload"] = offloadJson(p.offload);
    return parallel;
}

// The GPU (a database id or a custom one) and the links and host that differ from its defaults.
json hardwareJson(const Scenario& sc) {
    json hardware;
    if (sc.customGpu)
        hardware = {{"custom", gpuToJson(sc.gpu)}};
    else
        hardware = {{"gpu", sc.gpu.id}};
    if (sc.network.gpusPerNode > 0)
        hardware["gpus_per_node"] = sc.network.gpusPerNode;
    if (sc.network.intraNodeGbps > 0)
        hardware["intra_node_gbps"] = sc.network.intraNodeGbps;
    if (sc.network.interNodeGbps > 0)
        hardware["inter_node_gbps"] = sc.network.interNodeGbps;
    writeHostOverrides(sc.host, hardware);
    if (sc.powerLimitW)
        hardware["power_limit_w"] = *sc.powerLimitW;
    return hardware;
}

json inferenceJson(const InferenceConfig& inference) {
    return {{"batch", inference.batch},
            {"context", inference.context},
            {"kv_dtype", dtypeId(inference.kvDtype)},
            {"weights_dtype", dtypeId(inference.weightsDtype)},
            {"gpu_memory_utilization", inference.gpuMemoryUtilization},
            {"max_batched_tokens", inference.maxBatchedTokens},
            {"max_num_seqs", inference.maxNumSeqs},
            {"non_torch_gib", inference.nonTorchBytes / kGiB},
            {"block_size", inference.blockSize}};
}

} // namespace

std::string serializeScenario(const Scenario& sc) {
    json root;
    root["version"] = kScenarioFormatVersion;
    if (!sc.name.empty())
        root["name"] = sc.name;
    if (!sc.description.empty())
        root["description"] = sc.description;
    root["model"] = modelSpecJson(sc.model);
    root["precision"] = precisionJson(sc.precision);
    root["optimizer"] = optimizerId(sc.optimizer);
    root["training"] = trainingJson(sc.training);
    root["parallel"] = parallelJson(sc.parallel);
    root["hardware"] = hardwareJson(sc);
    if (sc.runtime.overrideBytes)
        root["overhead_gib"] = *sc.runtime.overrideBytes / kGiB;
    if (sc.runtime != RuntimeMemoryConfig{} && !sc.runtime.overrideBytes)
        root["runtime"] = runtimeJson(sc.runtime);
    root["run"] = {{"mfu", sc.run.mfu},
                   {"price_per_gpu_hour", sc.run.pricePerGpuHour},
                   {"measured_step_time_s", sc.run.measuredStepTimeS}};
    root["inference"] = inferenceJson(sc.inference);
    if (sc.finetune.frozenBase() || sc.finetune.dataset)
        root["finetune"] = finetuneJson(sc.finetune);
    if (sc.serving)
        root["serving"] = servingConfigJson(*sc.serving);
    root["phase"] = phaseId(sc.phase);
    if (sc.plan)
        root["plan"] = planJson(*sc.plan);
    return root.dump(2) + "\n";
}

} // namespace rooflab
