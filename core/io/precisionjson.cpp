#include "core/io/precisionjson.h"

#include "core/base/translatable.h"
#include "core/io/scenarioids.h"
#include "core/io/scenarioio.h"
#include "core/model/frameworkprofile.h"

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

// precision.grad_reduce_dtype: the data-parallel reduction's dtype, fp32 or bf16.
void readGradReduce(JsonReader& r, PrecisionConfig& precision) {
    static const std::vector<std::string_view> kReduceIds{"fp32", "bf16"};
    if (auto index = r.choice("grad_reduce_dtype", kReduceIds))
        precision.gradReduce = *index == 0 ? DType::FP32 : DType::BF16;
}

} // namespace

void readDType(JsonReader& reader, const std::string& key, DType& out) {
    if (auto index = reader.choice(key, dtypeIds()))
        out = allDTypes()[*index];
}

void readPrecision(const json& value, Implementation implementation, PrecisionConfig& precision, JsonDiagnostics& d) {
    auto presetOf = [](std::size_t index) { return static_cast<PrecisionPreset>(index); };
    if (value.is_string()) {
        for (std::size_t i = 0; i < kPrecisionIds.size(); ++i)
            if (kPrecisionIds[i] == value.get<std::string>()) {
                precision = PrecisionConfig::fromPreset(presetOf(i), implementation);
                return;
            }
        d.errors.push_back(
            "precision: " +
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown preset \"%1\"; expected %2 or an object"),
                        {shortened(value.get<std::string>()),
                         "fp32, bf16-mixed, fp16-mixed, bf16-pure, fp8-mixed, amp-bf16, amp-fp16, custom"}));
        return;
    }
    if (!value.is_object()) {
        d.errors.push_back("precision: " +
                           coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a preset name or an object, %1"),
                                       {describeJson(value)}));
        return;
    }
    JsonReader r(value, "precision", d);
    PrecisionPreset preset = PrecisionPreset::BF16Mixed;
    if (auto index = r.choice("preset", kPrecisionIds))
        preset = presetOf(*index);
    precision = PrecisionConfig::fromPreset(preset, implementation);
    // Part of the named mix where the reduction's buffer holds the gradients (Megatron).
    readGradReduce(r, precision);
    applyGradientReduceBuffer(precision, implementation);
    const PrecisionConfig before = precision;
    readDType(r, "weights", precision.weights);
    readDType(r, "gradients", precision.gradients);
    if (const json* master = r.raw("master_weights")) {
        if (master->is_null() || (master->is_string() && master->get<std::string>() == "none")) {
            precision.masterWeights.reset();
        } else if (const auto type = master->is_string() ? parseDType(master->get<std::string>()) : std::nullopt) {
            precision.masterWeights = *type; // ids and aliases ("float32"), as documented
        } else {
            r.error("master_weights",
                    coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a dtype or \"none\", %1"),
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
    r.boolean("fp8_all_gather", precision.fp8AllGather);
    if (precision.autocast != before.autocast || precision.weights != before.weights ||
        precision.gradients != before.gradients || precision.masterWeights != before.masterWeights ||
        precision.optimizerStates != before.optimizerStates || precision.activations != before.activations ||
        precision.logits != before.logits || precision.compute != before.compute)
        precision.preset = PrecisionPreset::Custom;
}

nlohmann::json precisionJson(const PrecisionConfig& p) {
    json precision = {{"preset", precisionPresetId(p.preset)},
                      {"weights", dtypeId(p.weights)},
                      {"gradients", dtypeId(p.gradients)},
                      {"master_weights", p.masterWeights ? json(dtypeId(*p.masterWeights)) : json("none")},
                      {"optimizer_states", dtypeId(p.optimizerStates)},
                      {"activations", dtypeId(p.activations)},
                      {"logits", dtypeId(p.logits)},
                      {"compute", dtypeId(p.compute)},
                      {"autocast", p.autocast},
                      {"fp8_scaling", kFp8ScalingIds[std::size_t(p.fp8Scaling)]}};
    if (p.gradReduce)
        precision["grad_reduce_dtype"] = dtypeId(*p.gradReduce);
    if (p.fp8AllGather)
        precision["fp8_all_gather"] = true;
    return precision;
}

} // namespace rooflab
