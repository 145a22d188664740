#include "core/io/modeljson.h"

#include "core/base/fieldlimits.h"
#include "core/base/translatable.h"
#include "core/io/architecturejson.h"
#include "core/io/hfconfig.h"
#include "core/io/modeldb.h"
#include "core/io/scenarioids.h"

namespace rooflab {

using json = nlohmann::json;
using namespace scenarioids;

namespace {

// "model": {"hf_config": {...config.json...}, "name": "..."}: the config replaces the preset, the
// size and the architecture fields; other keys are reported as unknown.
void readHfModel(JsonReader& r, ModelSpec& model) {
    for (const char* other : {"preset", "params"})
        if (r.raw(other))
            r.error(other, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "give either hf_config or %1, not both"),
                                       {other}));
    const json& config = *r.raw("hf_config");
    HfConfigResult read = readHfConfig(config, r.pathOf("hf_config"));
    for (std::string& problem : read.errors)
        r.diagnostics().errors.push_back(std::move(problem));
    std::string name;
    r.text("name", name); // read also when the config is refused: no "name: unknown key" warning
    if (!read.ok)
        return;
    if (!name.empty())
        read.arch.name = name;
    model = ModelSpec::fromHfConfig(read.arch, config.dump());
}

} // namespace

void readModelSpec(const json& value, const std::string& path, ModelSpec& model, JsonDiagnostics& d) {
    if (value.is_string()) {
        const ModelPreset* preset = ModelDb::builtin().find(value.get<std::string>());
        if (!preset) {
            d.errors.push_back(path + ": " +
                               coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown preset \"%1\""),
                                           {shortened(value.get<std::string>())}));
            return;
        }
        model = ModelSpec::fromArchitecture(preset->arch, preset->id);
        return;
    }
    if (!value.is_object()) {
        d.errors.push_back(path + ": " +
                           coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object or a preset name, %1"),
                                       {describeJson(value)}));
        return;
    }
    JsonReader r(value, path, d);
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
            r.error("params",
                    coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                "give either a preset or a size-only parameter count, not both")));
        else if (params > 0)
            model = ModelSpec::sizeOnly(params);
        return;
    }
    Architecture arch;
    if (!presetId.empty()) {
        const ModelPreset* preset = ModelDb::builtin().find(presetId);
        if (!preset) {
            r.error("preset",
                    coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown preset \"%1\""), {shortened(presetId)}));
            return;
        }
        arch = preset->arch;
    } else {
        for (const char* key : {"layers", "d_model", "heads", "d_ff", "vocab"})
            if (!r.has(key) && !(std::string_view(key) == "d_ff" && r.has("moe_d_ff")))
                r.error(key, coreMessage(ROOFLAB_TR_NOOP(
                                 "rooflab::Messages",
                                 "required for an explicit architecture (or give \"preset\" or \"params\")")));
    }
    r.text("name", arch.name);
    readArchitectureFields(r, arch, /*fullShape=*/presetId.empty());
    if (presetId.empty() && arch.name.empty())
        arch.name = "custom";
    model = ModelSpec::fromArchitecture(arch, presetId);
}

// A preset by its id, a size-only model by its count, a Hugging Face config as it was read, or
// an explicit architecture field by field.
json modelSpecJson(const ModelSpec& spec) {
    if (spec.sizeOnlyParams > 0)
        return {{"params", spec.sizeOnlyParams}};
    if (!spec.hfConfig.empty())
        return {{"name", spec.arch.name}, {"hf_config", json::parse(spec.hfConfig)}};
    const Architecture& a = spec.arch;
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
    if (!spec.presetId.empty())
        model["preset"] = spec.presetId;
    return model;
}

} // namespace rooflab
