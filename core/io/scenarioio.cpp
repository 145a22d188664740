#include "core/io/scenarioio.h"

#include "core/base/translatable.h"

#include "core/base/jsondepth.h"
#include "core/base/jsonreader.h"
#include "core/io/finetunejson.h"
#include "core/io/gpujson.h"
#include "core/io/hardwaredb.h"
#include "core/io/modeldb.h"
#include "core/io/modeljson.h"
#include "core/io/offloadjson.h"
#include "core/io/planjson.h"
#include "core/io/precisionjson.h"
#include "core/io/recomputemodulesjson.h"
#include "core/io/runtimejson.h"
#include "core/io/scenarioids.h"
#include "core/io/servingjson.h"
#include "core/model/frameworkprofile.h"
#include "core/model/scenariovalidation.h"

#include <cmath>
#include <limits>

namespace rooflab {
namespace {

using json = nlohmann::json;

using namespace scenarioids;

void readHardware(const json& value, Scenario& sc, JsonDiagnostics& d) {
    if (!value.is_object()) {
        d.errors.push_back("hardware: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"),
                                                      {describeJson(value)}));
        return;
    }
    JsonReader r(value, "hardware", d);
    r.integer("gpus_per_node", sc.network.gpusPerNode, limits::gpusPerNode);
    r.number("intra_node_gbps", sc.network.intraNodeGbps, limits::linkGBps);
    r.number("inter_node_gbps", sc.network.interNodeGbps, limits::linkGBps);
    readHostOverrides(r, sc.host);
    double powerLimit = std::numeric_limits<double>::quiet_NaN();
    r.number("power_limit_w", powerLimit, limits::powerLimitW);
    if (!std::isnan(powerLimit))
        sc.powerLimitW = powerLimit;
    if (const json* custom = r.raw("custom")) {
        if (!custom->is_object()) {
            r.error("custom", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"),
                                          {describeJson(*custom)}));
        } else {
            // A misspelt key in a custom GPU is an error, as in the GPU database.
            GpuSpec gpu;
            gpu.id = "custom";
            const std::size_t errorsBefore = d.errors.size();
            {
                JsonReader g(*custom, r.pathOf("custom"), d, UnknownKeys::Error);
                g.text("id", gpu.id);
                readGpuFields(g, gpu);
            }
            // 0 reads as "not given" (core/model/collectives.cpp): say so, not silently.
            if (const json* latency = custom->contains("latency_us") ? &(*custom)["latency_us"] : nullptr;
                latency && latency->is_number() && latency->get<double>() == 0)
                d.warnings.push_back(
                    r.pathOf("custom") + ".latency_us: " +
                    coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "0 means not given; the default 10 us is used")));
            if (d.errors.size() == errorsBefore) {
                sc.gpu = gpu;
                sc.customGpu = true;
            }
        }
        if (r.has("gpu"))
            r.error("gpu", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                       "give either a database id or a custom GPU, not both")));
        r.raw("gpu");
        return;
    }
    std::string id;
    r.text("gpu", id);
    if (!id.empty()) {
        if (const GpuSpec* gpu = HardwareDb::builtin().find(id)) {
            sc.gpu = *gpu;
            sc.customGpu = false;
        } else {
            std::string known;
            for (const auto& g : HardwareDb::builtin().gpus())
                known += (known.empty() ? "" : ", ") + g.id;
            r.error("gpu", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown GPU \"%1\"; known: %2"),
                                       {shortened(id), known}));
        }
    }
}

// A section that must be an object: `readFields` reads it with a reader of its own, which
// reports its unknown keys when it is done; anything else is an error.
template <typename ReadFields> void readObjectSection(JsonReader& parent, const char* key, ReadFields readFields) {
    const json* value = parent.raw(key);
    if (!value)
        return;
    if (!value->is_object()) {
        parent.error(
            key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*value)}));
        return;
    }
    JsonReader reader(*value, parent.pathOf(key), parent.diagnostics());
    readFields(reader);
}

void readTraining(JsonReader& t, TrainingConfig& training) {
    t.integer("micro_batch", training.microBatch, limits::microBatch);
    t.integer("seq_len", training.seqLen, limits::seqLen);
    t.integer("grad_accum", training.gradAccum, limits::gradAccum);
    if (auto index = t.choice("checkpointing", kCheckpointingIds))
        training.checkpointing = static_cast<Checkpointing>(*index);
    t.integer("checkpoint_every", training.checkpointEveryK, limits::checkpointEvery);
    t.integer("recompute_num_layers", training.recomputeNumLayers, limits::recomputeNumLayers);
    t.boolean("flash_attention", training.flashAttention);
    t.boolean("dropout", training.dropout);
    t.number("tokens", training.tokens, limits::tokens);
    if (auto index = t.choice("implementation", kImplementationIds)) {
        training.implementation = static_cast<Implementation>(*index);
        applyProfileDefaults(training); // the framework's choices, before the keys that change them
    }
    if (auto index = t.choice("loss", kLossIds))
        training.loss = static_cast<LossKind>(*index);
    t.boolean("grads_freed", training.gradsFreed);
    if (auto index = t.choice("backend", kBackendIds))
        training.backend = static_cast<Backend>(*index);
    if (auto index = t.choice("pytorch", kPyTorchVersionIds))
        training.pytorch = static_cast<PyTorchVersion>(*index);
    if (auto index = t.choice("rms_norm", kRmsNormIds))
        training.rmsNorm = static_cast<RmsNormKernel>(*index);
    if (auto index = t.choice("optimizer_impl", kOptimizerImplIds))
        training.optimizerImpl = static_cast<OptimizerImpl>(*index);
    t.boolean("overlap_grad_reduce", training.overlapGradReduce);
    t.boolean("overlap_param_gather", training.overlapParamGather);
    t.boolean("gradient_accumulation_fusion", training.gradientAccumulationFusion);
    t.boolean("deallocate_pipeline_outputs", training.deallocatePipelineOutputs);
    if (auto index = t.choice("grad_buffers", kGradientBuffersIds))
        training.gradBuffers = static_cast<GradientBuffers>(*index);
    t.number("moe_capacity_factor", training.moeCapacityFactor, limits::moeCapacityFactor);
    if (t.has("compile")) {
        bool compile = false;
        t.boolean("compile", compile);
        training.compile = compile;
    }
    if (auto index = t.choice("attention_kernel", kAttentionKernelIds))
        training.attentionKernel = static_cast<AttentionKernel>(*index);
    t.integer("packed_document_tokens", training.packedDocumentTokens, limits::packedDocumentTokens);
    readRecomputeModules(t, training);
}

// "hierarchical_context_parallel_sizes": [a2a, p2p], two whole numbers from 1 to the cp limit
// (their product against cp is the validation's: cp may come later in the file).
void readHierarchicalContextSizes(JsonReader& p, ParallelConfig& parallel) {
    const nlohmann::json* list = p.raw("hierarchical_context_parallel_sizes");
    if (!list)
        return;
    const auto size = [](const nlohmann::json& v) {
        return v.is_number_integer() && v.get<long long>() >= 1 && v.get<long long>() <= limits::contextParallel.max;
    };
    if (!list->is_array() || list->size() != 2 || !size((*list)[0]) || !size((*list)[1])) {
        p.error(
            "hierarchical_context_parallel_sizes",
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected two whole numbers [a2a, p2p] from 1 to %1, %2"),
                        {messageArgument(int(limits::contextParallel.max)), describeJson(*list)}));
        return;
    }
    parallel.contextA2aSize = int((*list)[0].get<long long>());
    parallel.contextP2pSize = int((*list)[1].get<long long>());
}

void readParallel(JsonReader& p, ParallelConfig& parallel) {
    p.integer("gpus", parallel.gpus, limits::gpus);
    p.integer("zero", parallel.zeroStage, limits::zeroStage);
    p.integer("tp", parallel.tensorParallel, limits::tensorParallel);
    p.integer("pp", parallel.pipelineParallel, limits::pipelineParallel);
    p.boolean("sequence_parallel", parallel.sequenceParallel);
    p.boolean("tp_comm_overlap", parallel.tpCommOverlap);
    if (auto index = p.choice("reshard_after_forward", kReshardAfterForwardIds))
        parallel.reshardAfterForward = static_cast<ReshardAfterForward>(*index);
    if (auto index = p.choice("tp_saved_inputs", kTpSavedInputsIds))
        parallel.tpSavedInputs = static_cast<TpSavedInputs>(*index);
    p.integer("virtual_stages", parallel.virtualStages, limits::virtualStages);
    if (auto index = p.choice("pipeline_schedule", kPipelineScheduleIds))
        parallel.pipelineSchedule = static_cast<PipelineSchedule>(*index);
    p.integer("ep", parallel.expertParallel, limits::expertParallel);
    p.integer("etp", parallel.expertTensorParallel, limits::expertTensorParallel);
    p.boolean("overlap_moe_expert_parallel_comm", parallel.moeAllToAllOverlap);
    p.integer("cp", parallel.contextParallel, limits::contextParallel);
    p.boolean("cp_load_balance", parallel.contextLoadBalanced);
    if (auto index = p.choice("cp_comm_type", kContextCommTypeIds))
        parallel.contextCommType = static_cast<ContextCommType>(*index);
    if (auto index = p.choice("cp_rotate_method", kContextRotateMethodIds))
        parallel.contextRotateMethod = static_cast<ContextRotateMethod>(*index);
    readHierarchicalContextSizes(p, parallel);
    p.integer("num_layers_in_first_pipeline_stage", parallel.firstStageLayers, limits::stageLayers);
    p.integer("num_layers_in_last_pipeline_stage", parallel.lastStageLayers, limits::stageLayers);
    p.boolean("account_for_embedding_in_pipeline_split", parallel.embeddingInSplit);
    p.boolean("account_for_loss_in_pipeline_split", parallel.lossInSplit);
    readObjectSection(p, "offload", [&](JsonReader& o) { readOffload(o, parallel.offload); });
}

// "overhead_gib": the runtime's memory as one figure, in place of its items.
void readOverhead(JsonReader& r, RuntimeMemoryConfig& runtime) {
    if (!r.has("overhead_gib"))
        return;
    double overheadGiB = 0;
    r.number("overhead_gib", overheadGiB, limits::overheadGiB);
    runtime.overrideBytes = overheadGiB * kGiB;
}

void readRun(JsonReader& u, RunConfig& run) {
    u.number("mfu", run.mfu, limits::mfu);
    u.number("price_per_gpu_hour", run.pricePerGpuHour, limits::pricePerGpuHour);
    u.number("measured_step_time_s", run.measuredStepTimeS, limits::stepTimeS);
}

void readInference(JsonReader& i, InferenceConfig& inference) {
    i.integer("batch", inference.batch, limits::inferenceBatch);
    i.integer("context", inference.context, limits::context);
    readDType(i, "kv_dtype", inference.kvDtype);
    readDType(i, "weights_dtype", inference.weightsDtype);
    i.number("gpu_memory_utilization", inference.gpuMemoryUtilization, limits::memoryUtilization);
    i.integer("max_batched_tokens", inference.maxBatchedTokens, limits::batchedTokens);
    i.integer("max_num_seqs", inference.maxNumSeqs, limits::numSeqs);
    double nonTorchGiB = inference.nonTorchBytes / kGiB;
    i.number("non_torch_gib", nonTorchGiB, limits::nonTorchGiB);
    inference.nonTorchBytes = nonTorchGiB * kGiB;
    i.integer("block_size", inference.blockSize, limits::kvBlockSize);
}

void readVersion(JsonReader& r) {
    int version = 0;
    if (!r.has("version"))
        r.diagnostics().warnings.push_back(
            "version: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "missing; read as version %1"),
                                      {std::to_string(kScenarioFormatVersion)}));
    r.integer("version", version, FieldLimit{1, 1e6});
    if (version > kScenarioFormatVersion)
        r.error("version",
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                            "this RoofLab reads scenario version %1, the file is version %2"),
                            {std::to_string(kScenarioFormatVersion), std::to_string(version)}));
}

// Which lengths the file sets itself; the others start at the model's limit.
struct LengthsGiven {
    bool seqLen = false;
    bool context = false;
};

// The top-level object's sections, in the order they are read (and their problems reported).
void readScenarioSections(JsonReader& r, Scenario& sc, LengthsGiven& given) {
    JsonDiagnostics& d = r.diagnostics();
    readVersion(r);
    // A file without a name is not the default scenario's "Llama 2 7B on one H100": the
    // name and description describe the default model only.
    if (!r.has("name"))
        sc.name.clear();
    r.text("name", sc.name);
    r.text("description", sc.description);
    if (const json* model = r.raw("model"))
        readModelSpec(*model, "model", sc.model, d);
    if (auto index = r.choice("optimizer", kOptimizerIds))
        sc.optimizer = static_cast<Optimizer>(*index);
    readObjectSection(r, "training", [&](JsonReader& t) {
        given.seqLen = t.has("seq_len");
        readTraining(t, sc.training);
    });
    // Read after the training section: a named mix's gradient dtype depends on the implementation.
    if (const json* precision = r.raw("precision"))
        readPrecision(*precision, sc.training.implementation, sc.precision, d);
    else
        setImplementation(sc, sc.training.implementation);
    readObjectSection(r, "parallel", [&](JsonReader& p) { readParallel(p, sc.parallel); });
    if (const json* hardware = r.raw("hardware"))
        readHardware(*hardware, sc, d);
    readOverhead(r, sc.runtime);
    readObjectSection(r, "runtime", [&](JsonReader& u) { readRuntime(u, sc.runtime); });
    readObjectSection(r, "run", [&](JsonReader& u) { readRun(u, sc.run); });
    readObjectSection(r, "inference", [&](JsonReader& i) {
        given.context = i.has("context");
        readInference(i, sc.inference);
    });
    readObjectSection(r, "finetune", [&](JsonReader& f) { readFinetune(f, sc.finetune); });
    readObjectSection(r, "serving", [&](JsonReader& s) { readServing(s, sc.serving.emplace()); });
    if (auto index = r.choice("phase", kPhaseIds))
        sc.phase = static_cast<Phase>(*index);
    readObjectSection(r, "plan", [&](JsonReader& p) { readPlan(p, sc.plan.emplace(), sc.serving.has_value()); });
}

// The text as JSON; false, with the parser's message (its line and column), where it is not.
bool parseJsonText(std::string_view text, json& root, std::vector<std::string>& errors) {
    if (std::string problem = jsonDepthProblem(text, limits::jsonDepth); !problem.empty()) {
        errors.push_back("scenario: " + problem);
        return false;
    }
    try {
        root = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        // nlohmann's message names the line and column, e.g. "unexpected end of input".
        errors.push_back(coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "not valid JSON: %1"), {jsonErrorText(e)}));
        return false;
    } catch (const json::exception& e) { // a number beyond a double (1e400)
        errors.push_back(coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "not valid JSON: %1"), {jsonErrorText(e)}));
        return false;
    }
    return true;
}

} // namespace

Scenario defaultScenario() {
    Scenario sc;
    sc.name = "Llama 2 7B on one H100";
    if (const ModelPreset* preset = ModelDb::builtin().find("llama2-7b"))
        sc.model = ModelSpec::fromArchitecture(preset->arch, preset->id);
    else
        sc.model = ModelSpec::sizeOnly(7e9);
    sc.precision = PrecisionConfig::fromPreset(PrecisionPreset::BF16Mixed, sc.training.implementation);
    sc.training.seqLen = 4096;
    sc.training.tokens = 2e12;
    if (const GpuSpec* gpu = HardwareDb::builtin().find("h100-sxm"))
        sc.gpu = *gpu;
    return sc;
}

ScenarioParseResult parseScenario(std::string_view text) {
    ScenarioParseResult result;
    result.scenario = defaultScenario();
    json root;
    if (!parseJsonText(text, root, result.errors))
        return result;
    if (!root.is_object()) {
        result.errors.push_back(
            "scenario: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a JSON object at the top level, %1"),
                        {describeJson(root)}));
        return result;
    }
    Scenario& sc = result.scenario;
    JsonDiagnostics d;
    LengthsGiven given;
    {
        JsonReader r(root, "", d);
        readScenarioSections(r, sc, given);
    }
    // The default 4,096 tokens would be an error for a model with fewer learned positions
    // (GPT-2: 1,024): lengths the file does not set start at the model's limit instead.
    fitLengthsToLearnedPositions(sc, !given.seqLen, !given.context);
    result.warnings = std::move(d.warnings);
    result.errors = std::move(d.errors);
    if (result.errors.empty()) {
        // Cross-field checks (gpus >= tp x pp, a peak for the compute dtype, ...).
        for (auto& problem : validateScenario(sc))
            result.errors.push_back(std::move(problem));
    }
    result.ok = result.errors.empty();
    limitProblems(result.errors);
    limitProblems(result.warnings);
    return result;
}

} // namespace rooflab
