#include "core/io/scenarioio.h"

#include "core/io/architecturejson.h"
#include "core/io/finetunejson.h"
#include "core/io/gpujson.h"
#include "core/io/offloadjson.h"
#include "core/io/precisionjson.h"
#include "core/io/recomputemodulesjson.h"
#include "core/io/runtimejson.h"
#include "core/io/scenarioids.h"

namespace rooflab {

using json = nlohmann::json;
using namespace scenarioids;

std::string serializeScenario(const Scenario& sc) {
    json root;
    root["version"] = kScenarioFormatVersion;
    if (!sc.name.empty())
        root["name"] = sc.name;
    if (!sc.description.empty())
        root["description"] = sc.description;
    if (sc.model.sizeOnlyParams > 0) {
        root["model"] = {{"params", sc.model.sizeOnlyParams}};
    } else if (!sc.model.hfConfig.empty()) {
        root["model"] = {{"name", sc.model.arch.name}, {"hf_config", json::parse(sc.model.hfConfig)}};
    } else {
        const Architecture& a = sc.model.arch;
        json model{{"name", a.name},
                   {"layers", a.layers},
                   {"d_model", a.dModel},
                   {"heads", a.heads},
                   {"kv_heads", a.kvHeads},
                   {"head_dim", a.headDim},
                   {"d_ff", a.dFf},
                   {"mlp", mlpIds()[a.mlp == MlpKind::Gelu ? 0 : 1]},
                   {"vocab", a.vocab},
                   {"positions", a.learnedPositions},
                   {"tied_embeddings", a.tiedEmbeddings},
                   {"biases", a.biases},
                   {"norm", normIds()[a.norm == NormKind::LayerNorm ? 0 : 1]},
                   {"experts", a.experts},
                   {"top_k", a.topK}};
        writeArchitectureExtras(a, model);
        if (!sc.model.presetId.empty())
            model["preset"] = sc.model.presetId;
        root["model"] = model;
    }
    root["precision"] = precisionJson(sc.precision);
    root["optimizer"] = optimizerId(sc.optimizer);
    const TrainingConfig& t = sc.training;
    root["training"] = {{"micro_batch", t.microBatch},         {"seq_len", t.seqLen},
                        {"grad_accum", t.gradAccum},           {"checkpointing", checkpointingId(t.checkpointing)},
                        {"checkpoint_every", t.checkpointEveryK}, {"flash_attention", t.flashAttention},
                        {"dropout", t.dropout},                {"tokens", t.tokens},
                        {"implementation", implementationId(t.implementation)},
                        {"loss", lossId(t.loss)},
                        {"grads_freed", t.gradsFreed},
                        {"backend", backendId(t.backend)},
                        {"optimizer_impl", optimizerImplId(t.optimizerImpl)}};
    if (t.pytorch != PyTorchVersion::V2)
        root["training"]["pytorch"] = kPyTorchVersionIds[std::size_t(t.pytorch)];
    // Step-time settings of older Megatron versions: written only when not the default.
    if (!t.overlapGradReduce)
        root["training"]["overlap_grad_reduce"] = false;
    if (!t.gradientAccumulationFusion)
        root["training"]["gradient_accumulation_fusion"] = false;
    if (t.gradBuffers != GradientBuffers::Auto)
        root["training"]["grad_buffers"] = gradientBuffersId(t.gradBuffers);
    if (t.moeCapacityFactor != 1.0)
        root["training"]["moe_capacity_factor"] = t.moeCapacityFactor;
    writeRecomputeModules(t, root["training"]);
    root["parallel"] = {{"gpus", sc.parallel.gpus},
                        {"zero", sc.parallel.zeroStage},
                        {"tp", sc.parallel.tensorParallel},
                        {"pp", sc.parallel.pipelineParallel},
                        {"sequence_parallel", sc.parallel.sequenceParallel}};
    if (sc.parallel.virtualStages > 1)
        root["parallel"]["virtual_stages"] = sc.parallel.virtualStages;
    if (sc.parallel.expertParallel > 1)
        root["parallel"]["ep"] = sc.parallel.expertParallel;
    if (sc.parallel.expertTensorParallel > 0)
        root["parallel"]["etp"] = sc.parallel.expertTensorParallel;
    if (sc.parallel.contextParallel > 1)
        root["parallel"]["cp"] = sc.parallel.contextParallel;
    if (!sc.parallel.contextLoadBalanced)
        root["parallel"]["cp_load_balance"] = false;
    if (sc.parallel.offload.any())
        root["parallel"]["offload"] = offloadJson(sc.parallel.offload);
    if (sc.customGpu)
        root["hardware"] = {{"custom", gpuToJson(sc.gpu)}};
    else
        root["hardware"] = {{"gpu", sc.gpu.id}};
    if (sc.network.gpusPerNode > 0)
        root["hardware"]["gpus_per_node"] = sc.network.gpusPerNode;
    if (sc.network.intraNodeGbps > 0)
        root["hardware"]["intra_node_gbps"] = sc.network.intraNodeGbps;
    if (sc.network.interNodeGbps > 0)
        root["hardware"]["inter_node_gbps"] = sc.network.interNodeGbps;
    writeHostOverrides(sc.host, root["hardware"]);
    if (sc.runtime.overrideBytes)
        root["overhead_gib"] = *sc.runtime.overrideBytes / kGiB;
    if (sc.runtime != RuntimeMemoryConfig{} && !sc.runtime.overrideBytes)
        root["runtime"] = runtimeJson(sc.runtime);
    root["run"] = {{"mfu", sc.run.mfu},
                   {"price_per_gpu_hour", sc.run.pricePerGpuHour},
                   {"measured_step_time_s", sc.run.measuredStepTimeS}};
    root["inference"] = {{"batch", sc.inference.batch},
                         {"context", sc.inference.context},
                         {"kv_dtype", dtypeId(sc.inference.kvDtype)},
                         {"weights_dtype", dtypeId(sc.inference.weightsDtype)},
                         {"gpu_memory_utilization", sc.inference.gpuMemoryUtilization},
                         {"max_batched_tokens", sc.inference.maxBatchedTokens},
                         {"max_num_seqs", sc.inference.maxNumSeqs},
                         {"non_torch_gib", sc.inference.nonTorchBytes / kGiB},
                         {"block_size", sc.inference.blockSize}};
    if (sc.finetune.frozenBase())
        root["finetune"] = finetuneJson(sc.finetune);
    root["phase"] = phaseId(sc.phase);
    return root.dump(2) + "\n";
}

} // namespace rooflab
