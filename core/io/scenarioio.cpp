#include "core/io/scenarioio.h"

#include "core/base/translatable.h"

#include "core/io/architecturejson.h"
#include "core/model/scenariovalidation.h"
#include "core/io/finetunejson.h"
#include "core/io/offloadjson.h"
#include "core/io/recomputemodulesjson.h"
#include "core/io/gpujson.h"
#include "core/io/hardwaredb.h"
#include "core/io/hfconfig.h"
#include "core/base/jsonreader.h"
#include "core/io/modeldb.h"
#include "core/io/runtimejson.h"
#include "core/io/scenarioids.h"

#include <cmath>

namespace rooflab {
namespace {

using json = nlohmann::json;

using namespace scenarioids;

std::vector<std::string_view> dtypeIds() {
    std::vector<std::string_view> ids;
    for (DType type : allDTypes())
        ids.push_back(dtypeId(type));
    return ids;
}

void readDType(JsonReader& reader, const std::string& key, DType& out) {
    if (auto index = reader.choice(key, dtypeIds()))
        out = allDTypes()[*index];
}

// "model": {"hf_config": {...config.json...}, "name": "..."}: the config replaces the preset, the
// size and the architecture fields; other keys are reported as unknown.
void readHfModel(JsonReader& r, ModelSpec& model) {
    for (const char* other : {"preset", "params"})
        if (r.raw(other))
            r.error(other, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "give either hf_config or %1, not both"), {other}));
    const json& config = *r.raw("hf_config");
    HfConfigResult read = readHfConfig(config, r.pathOf("hf_config"));
    for (std::string& problem : read.errors)
        r.diagnostics().errors.push_back(std::move(problem));
    if (!read.ok)
        return;
    r.text("name", read.arch.name);
    model = ModelSpec::fromHfConfig(read.arch, config.dump());
}

void readModel(const json& value, ModelSpec& model, JsonDiagnostics& d) {
    if (value.is_string()) {
        const ModelPreset* preset = ModelDb::builtin().find(value.get<std::string>());
        if (!preset) {
            d.errors.push_back("model: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown preset \"%1\""), {shortened(value.get<std::string>())}));
            return;
        }
        model = ModelSpec::fromArchitecture(preset->arch, preset->id);
        return;
    }
    if (!value.is_object()) {
        d.errors.push_back("model: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object or a preset name, %1"), {describeJson(value)}));
        return;
    }
    JsonReader r(value, "model", d);
    if (r.has("hf_config")) {
        readHfModel(r, model);
        return;
    }
    std::string presetId;
    r.text("preset", presetId);
    if (r.has("params")) {
        double params = 0;
        r.number("params", params, limits::sizeOnlyParams);
        if (!presetId.empty())
            r.error("params", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "give either a preset or a size-only parameter count, not both")));
        else if (params > 0)
            model = ModelSpec::sizeOnly(params);
        return;
    }
    Architecture arch;
    if (!presetId.empty()) {
        const ModelPreset* preset = ModelDb::builtin().find(presetId);
        if (!preset) {
            r.error("preset", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown preset \"%1\""), {shortened(presetId)}));
            return;
        }
        arch = preset->arch;
    } else {
        for (const char* key : {"layers", "d_model", "heads", "d_ff", "vocab"})
            if (!r.has(key) && !(std::string_view(key) == "d_ff" && r.has("moe_d_ff")))
                r.error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "required for an explicit architecture (or give \"preset\" or \"params\")")));
    }
    r.text("name", arch.name);
    readArchitectureFields(r, arch, /*fullShape=*/presetId.empty());
    if (presetId.empty() && arch.name.empty())
        arch.name = "custom";
    model = ModelSpec::fromArchitecture(arch, presetId);
}

void readPrecision(const json& value, Implementation implementation, PrecisionConfig& precision, JsonDiagnostics& d) {
    auto presetOf = [](std::size_t index) { return static_cast<PrecisionPreset>(index); };
    if (value.is_string()) {
        for (std::size_t i = 0; i < kPrecisionIds.size(); ++i)
            if (kPrecisionIds[i] == value.get<std::string>()) {
                precision = PrecisionConfig::fromPreset(presetOf(i), implementation);
                return;
            }
        d.errors.push_back("precision: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown preset \"%1\"; expected %2 or an object"),
                                                   {shortened(value.get<std::string>()),
                                                    "fp32, bf16-mixed, fp16-mixed, bf16-pure, fp8-mixed, amp-bf16, amp-fp16, custom"}));
        return;
    }
    if (!value.is_object()) {
        d.errors.push_back("precision: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a preset name or an object, %1"), {describeJson(value)}));
        return;
    }
    JsonReader r(value, "precision", d);
    PrecisionPreset preset = PrecisionPreset::BF16Mixed;
    if (auto index = r.choice("preset", kPrecisionIds))
        preset = presetOf(*index);
    precision = PrecisionConfig::fromPreset(preset, implementation);
    const PrecisionConfig before = precision;
    readDType(r, "weights", precision.weights);
    readDType(r, "gradients", precision.gradients);
    if (const json* master = r.raw("master_weights")) {
        if (master->is_null() || (master->is_string() && master->get<std::string>() == "none")) {
            precision.masterWeights.reset();
        } else if (const auto type = master->is_string() ? parseDType(master->get<std::string>()) : std::nullopt) {
            precision.masterWeights = *type; // ids and aliases ("float32"), as documented
        } else {
            r.error("master_weights", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a dtype or \"none\", %1"),
                                                  {describeJson(*master)}));
        }
    }
    readDType(r, "optimizer_states", precision.optimizerStates);
    readDType(r, "activations", precision.activations);
    readDType(r, "logits", precision.logits);
    readDType(r, "compute", precision.compute);
    r.boolean("autocast", precision.autocast);
    // A recipe option, not a dtype: it leaves the preset as it is.
    if (auto index = r.choice("fp8_scaling", kFp8ScalingIds))
        precision.fp8Scaling = Fp8Scaling(*index);
    if (precision.autocast != before.autocast ||
        precision.weights != before.weights || precision.gradients != before.gradients ||
        precision.masterWeights != before.masterWeights || precision.optimizerStates != before.optimizerStates ||
        precision.activations != before.activations || precision.logits != before.logits ||
        precision.compute != before.compute)
        precision.preset = PrecisionPreset::Custom;
}

void readHardware(const json& value, Scenario& sc, JsonDiagnostics& d) {
    if (!value.is_object()) {
        d.errors.push_back("hardware: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(value)}));
        return;
    }
    JsonReader r(value, "hardware", d);
    r.integer("gpus_per_node", sc.network.gpusPerNode, limits::gpusPerNode);
    r.number("intra_node_gbps", sc.network.intraNodeGbps, limits::linkGBps);
    r.number("inter_node_gbps", sc.network.interNodeGbps, limits::linkGBps);
    readHostOverrides(r, sc.host);
    if (const json* custom = r.raw("custom")) {
        if (!custom->is_object()) {
            r.error("custom", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*custom)}));
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
            if (d.errors.size() == errorsBefore) {
                sc.gpu = gpu;
                sc.customGpu = true;
            }
        }
        if (r.has("gpu"))
            r.error("gpu", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "give either a database id or a custom GPU, not both")));
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
            r.error("gpu", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown GPU \"%1\"; known: %2"), {shortened(id), known}));
        }
    }
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
    JsonDiagnostics d;
    json root;
    try {
        root = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        // nlohmann's message names the line and column, e.g. "unexpected end of input".
        result.errors.push_back(coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "not valid JSON: %1"), {jsonErrorText(e)}));
        return result;
    } catch (const json::exception& e) { // a number beyond a double (1e400)
        result.errors.push_back(coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "not valid JSON: %1"), {jsonErrorText(e)}));
        return result;
    }
    if (!root.is_object()) {
        result.errors.push_back("scenario: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a JSON object at the top level, %1"), {describeJson(root)}));
        return result;
    }
    Scenario& sc = result.scenario;
    bool seqLenGiven = false, contextGiven = false;
    {
        JsonReader r(root, "", d);
        int version = 0;
        if (!r.has("version"))
            d.warnings.push_back("version: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "missing; read as version %1"),
                                                           {std::to_string(kScenarioFormatVersion)}));
        r.integer("version", version, FieldLimit{1, 1e6});
        if (version > kScenarioFormatVersion)
            r.error("version", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "this RoofLab reads scenario version %1, the file is version %2"),
                                           {std::to_string(kScenarioFormatVersion), std::to_string(version)}));
        // A file without a name is not the default scenario's "Llama 2 7B on one H100": the
        // name and description describe the default model only.
        if (!r.has("name"))
            sc.name.clear();
        r.text("name", sc.name);
        r.text("description", sc.description);
        if (const json* model = r.raw("model"))
            readModel(*model, sc.model, d);
        if (auto index = r.choice("optimizer", kOptimizerIds))
            sc.optimizer = static_cast<Optimizer>(*index);
        if (const json* training = r.raw("training")) {
            if (!training->is_object()) {
                r.error("training", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*training)}));
            } else {
                JsonReader t(*training, "training", d);
                seqLenGiven = t.has("seq_len");
                t.integer("micro_batch", sc.training.microBatch, limits::microBatch);
                t.integer("seq_len", sc.training.seqLen, limits::seqLen);
                t.integer("grad_accum", sc.training.gradAccum, limits::gradAccum);
                if (auto index = t.choice("checkpointing", kCheckpointingIds))
                    sc.training.checkpointing = static_cast<Checkpointing>(*index);
                t.integer("checkpoint_every", sc.training.checkpointEveryK, limits::checkpointEvery);
                t.boolean("flash_attention", sc.training.flashAttention);
                t.boolean("dropout", sc.training.dropout);
                t.number("tokens", sc.training.tokens, limits::tokens);
                if (auto index = t.choice("implementation", kImplementationIds))
                    sc.training.implementation = static_cast<Implementation>(*index);
                if (auto index = t.choice("loss", kLossIds))
                    sc.training.loss = static_cast<LossKind>(*index);
                t.boolean("grads_freed", sc.training.gradsFreed);
                if (auto index = t.choice("backend", kBackendIds))
                    sc.training.backend = static_cast<Backend>(*index);
                if (auto index = t.choice("pytorch", kPyTorchVersionIds))
                    sc.training.pytorch = static_cast<PyTorchVersion>(*index);
                if (auto index = t.choice("optimizer_impl", kOptimizerImplIds))
                    sc.training.optimizerImpl = static_cast<OptimizerImpl>(*index);
                t.boolean("overlap_grad_reduce", sc.training.overlapGradReduce);
                t.boolean("gradient_accumulation_fusion", sc.training.gradientAccumulationFusion);
                if (auto index = t.choice("grad_buffers", kGradientBuffersIds))
                    sc.training.gradBuffers = static_cast<GradientBuffers>(*index);
                t.number("moe_capacity_factor", sc.training.moeCapacityFactor, limits::moeCapacityFactor);
                readRecomputeModules(t, sc.training);
            }
        }
        // Read after the training section: a named mix's gradient dtype depends on the implementation.
        if (const json* precision = r.raw("precision"))
            readPrecision(*precision, sc.training.implementation, sc.precision, d);
        else
            setImplementation(sc, sc.training.implementation);
        if (const json* parallel = r.raw("parallel")) {
            if (!parallel->is_object()) {
                r.error("parallel", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*parallel)}));
            } else {
                JsonReader p(*parallel, "parallel", d);
                p.integer("gpus", sc.parallel.gpus, limits::gpus);
                p.integer("zero", sc.parallel.zeroStage, limits::zeroStage);
                p.integer("tp", sc.parallel.tensorParallel, limits::tensorParallel);
                p.integer("pp", sc.parallel.pipelineParallel, limits::pipelineParallel);
                p.boolean("sequence_parallel", sc.parallel.sequenceParallel);
                p.integer("virtual_stages", sc.parallel.virtualStages, limits::virtualStages);
                p.integer("ep", sc.parallel.expertParallel, limits::expertParallel);
                p.integer("etp", sc.parallel.expertTensorParallel, limits::expertTensorParallel);
                p.integer("cp", sc.parallel.contextParallel, limits::contextParallel);
                p.boolean("cp_load_balance", sc.parallel.contextLoadBalanced);
                if (const json* offload = p.raw("offload")) {
                    if (!offload->is_object()) {
                        p.error("offload", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*offload)}));
                    } else {
                        JsonReader o(*offload, p.pathOf("offload"), d);
                        readOffload(o, sc.parallel.offload);
                    }
                }
            }
        }
        if (const json* hardware = r.raw("hardware"))
            readHardware(*hardware, sc, d);
        if (r.has("overhead_gib")) {
            double overheadGiB = 0;
            r.number("overhead_gib", overheadGiB, limits::overheadGiB);
            sc.runtime.overrideBytes = overheadGiB * kGiB;
        }
        if (const json* runtime = r.raw("runtime")) {
            if (!runtime->is_object()) {
                r.error("runtime", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*runtime)}));
            } else {
                JsonReader u(*runtime, "runtime", d);
                readRuntime(u, sc.runtime);
            }
        }
        if (const json* run = r.raw("run")) {
            if (!run->is_object()) {
                r.error("run", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*run)}));
            } else {
                JsonReader u(*run, "run", d);
                u.number("mfu", sc.run.mfu, limits::mfu);
                u.number("price_per_gpu_hour", sc.run.pricePerGpuHour, limits::pricePerGpuHour);
                u.number("measured_step_time_s", sc.run.measuredStepTimeS, limits::stepTimeS);
            }
        }
        if (const json* inference = r.raw("inference")) {
            if (!inference->is_object()) {
                r.error("inference", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*inference)}));
            } else {
                JsonReader i(*inference, "inference", d);
                contextGiven = i.has("context");
                i.integer("batch", sc.inference.batch, limits::inferenceBatch);
                i.integer("context", sc.inference.context, limits::context);
                readDType(i, "kv_dtype", sc.inference.kvDtype);
                readDType(i, "weights_dtype", sc.inference.weightsDtype);
                i.number("gpu_memory_utilization", sc.inference.gpuMemoryUtilization, limits::memoryUtilization);
                i.integer("max_batched_tokens", sc.inference.maxBatchedTokens, limits::batchedTokens);
                i.integer("max_num_seqs", sc.inference.maxNumSeqs, limits::numSeqs);
                double nonTorchGiB = sc.inference.nonTorchBytes / kGiB;
                i.number("non_torch_gib", nonTorchGiB, limits::nonTorchGiB);
                sc.inference.nonTorchBytes = nonTorchGiB * kGiB;
                i.integer("block_size", sc.inference.blockSize, limits::kvBlockSize);
            }
        }
        if (const json* finetune = r.raw("finetune")) {
            if (!finetune->is_object()) {
                r.error("finetune", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*finetune)}));
            } else {
                JsonReader f(*finetune, "finetune", d);
                readFinetune(f, sc.finetune);
            }
        }
        if (auto index = r.choice("phase", kPhaseIds))
            sc.phase = static_cast<Phase>(*index);
    }
    // The default 4,096 tokens would be an error for a model with fewer learned positions
    // (GPT-2: 1,024): lengths the file does not set start at the model's limit instead.
    fitLengthsToLearnedPositions(sc, !seqLenGiven, !contextGiven);
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
