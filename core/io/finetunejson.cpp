#include "core/io/finetunejson.h"

#include "core/base/fieldlimits.h"
#include "core/base/translatable.h"
#include "core/model/finetune.h"

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace rooflab {

namespace {

// The accepted ids, in the enums' order, from the functions that name them.
template <class Enum, class Name> std::vector<std::string_view> idsOf(std::initializer_list<Enum> values, Name name) {
    std::vector<std::string_view> ids;
    for (Enum value : values)
        ids.push_back(name(value));
    return ids;
}

// finetune.dataset: examples and tokens per example required, epochs 1 unless given; the run
// then trains their product (training.tokens ignored).
void readDataset(JsonReader& parent, std::optional<FinetuneDataset>& dataset) {
    const nlohmann::json* value = parent.raw("dataset");
    if (!value)
        return;
    if (!value->is_object()) {
        parent.error("dataset", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"),
                                            {describeJson(*value)}));
        return;
    }
    JsonReader d(*value, parent.pathOf("dataset"), parent.diagnostics());
    d.require({"examples", "tokens_per_example"});
    FinetuneDataset read;
    d.integer("examples", read.examples, limits::datasetExamples);
    d.integer("tokens_per_example", read.tokensPerExample, limits::tokensPerExample);
    d.number("epochs", read.epochs, limits::epochs);
    dataset = read;
}

nlohmann::json datasetJson(const FinetuneDataset& dataset) {
    return {
        {"examples", dataset.examples}, {"tokens_per_example", dataset.tokensPerExample}, {"epochs", dataset.epochs}};
}

} // namespace

void readFinetune(JsonReader& r, FinetuneConfig& ft) {
    static const auto methods =
        idsOf({FinetuneMethod::Full, FinetuneMethod::Lora, FinetuneMethod::QLora}, finetuneMethodId);
    static const auto formats = idsOf(
        {BaseFormat::FP32, BaseFormat::BF16, BaseFormat::FP16, BaseFormat::INT8, BaseFormat::NF4, BaseFormat::FP4},
        baseFormatId);
    if (auto index = r.choice("method", methods))
        ft.method = static_cast<FinetuneMethod>(*index);
    r.integer("rank", ft.rank, limits::adapterRank);
    if (const nlohmann::json* targets = r.raw("targets")) {
        unsigned mask = 0;
        bool ok = targets->is_array() && !targets->empty();
        if (ok) {
            for (const nlohmann::json& item : *targets) {
                const auto target = item.is_string() ? parseAdapterTarget(item.get<std::string>()) : std::nullopt;
                if (!target) {
                    ok = false;
                    break;
                }
                mask |= *target;
            }
        }
        if (ok)
            ft.targets = mask;
        else
            r.error("targets",
                    coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                "expected a non-empty list of q, k, v, o, gate, up, down, %1"),
                                {describeJson(*targets)}));
    }
    if (auto index = r.choice("base_dtype", formats))
        ft.baseFormat = static_cast<BaseFormat>(*index);
    r.boolean("double_quant", ft.doubleQuant);
    if (r.has("adapter_dtype"))
        r.dtype("adapter_dtype", ft.adapterDtype);
    if (r.has("other_dtype")) {
        DType other = ft.otherDtype.value_or(DType::FP32);
        r.dtype("other_dtype", other);
        ft.otherDtype = other;
    }
    readDataset(r, ft.dataset);
}

nlohmann::json finetuneJson(const FinetuneConfig& ft) {
    nlohmann::json out = {{"method", finetuneMethodId(ft.method)}};
    if (ft.dataset)
        out["dataset"] = datasetJson(*ft.dataset);
    if (!ft.frozenBase())
        return out;
    out["rank"] = ft.rank;
    nlohmann::json targets = nlohmann::json::array();
    for (AdapterTarget t : {TargetQ, TargetK, TargetV, TargetO, TargetGate, TargetUp, TargetDown})
        if (ft.adapts(t))
            targets.push_back(adapterTargetId(t));
    out["targets"] = targets;
    if (ft.baseFormat)
        out["base_dtype"] = baseFormatId(*ft.baseFormat);
    out["double_quant"] = ft.doubleQuant;
    out["adapter_dtype"] = dtypeId(ft.adapterDtype);
    if (ft.otherDtype)
        out["other_dtype"] = dtypeId(*ft.otherDtype);
    return out;
}

} // namespace rooflab
