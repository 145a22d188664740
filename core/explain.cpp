#include "core/explain.h"

#include "core/evaluate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <set>

namespace rooflab {
namespace {

std::string printf1(const char* format, double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

// Three significant digits; an exponent from 1e5 on ("6.74e9"), as in the lecture notes.
std::string significant(double value) {
    const double magnitude = std::fabs(value);
    if (magnitude == 0)
        return "0";
    if (magnitude < 1e5 && magnitude == std::floor(magnitude))
        return printf1("%.0f", value);
    if (magnitude >= 1e5 || magnitude < 1e-3) {
        const int exponent = int(std::floor(std::log10(magnitude)));
        double mantissa = value / std::pow(10.0, exponent);
        int shown = exponent;
        if (std::fabs(mantissa) >= 9.995) { // 9.999e9 prints as 1.00e10
            mantissa /= 10;
            ++shown;
        }
        return printf1("%.2f", mantissa) + "e" + std::to_string(shown);
    }
    return printf1("%.4g", value);
}

std::string scaled(double value, const char* const* units, int count, double step) {
    int unit = 0;
    while (unit + 1 < count && std::fabs(value) >= step) {
        value /= step;
        ++unit;
    }
    return printf1(std::fabs(value) < 10 ? "%.2f" : "%.1f", value) + " " + units[unit];
}

std::string operandText(const Operand& operand, const ExplainStyle& style) {
    std::string text = style.format(operand.value, operand.unit);
    const std::string name = style.translate(operand.name.c_str());
    if (!name.empty())
        text += " " + name;
    if (!operand.detail.empty())
        text += " (" + operand.detail + ")";
    return text;
}

std::string operandName(const Operand& operand, const ExplainStyle& style) {
    std::string text = style.translate(operand.name.c_str());
    if (!operand.detail.empty())
        text += " (" + operand.detail + ")";
    return text;
}

const char* joiner(OperandRole role) {
    switch (role) {
    case OperandRole::Times:
        return " × ";
    case OperandRole::Over:
        return " ÷ ";
    case OperandRole::Plus:
        return " + ";
    case OperandRole::Minus:
        return " − ";
    case OperandRole::Of:
        return ", ";
    }
    return " ";
}

std::string joinOperands(const DerivationStep& step, const std::function<std::string(const Operand&)>& text) {
    std::string out;
    for (size_t i = 0; i < step.operands.size(); ++i) {
        const Operand& operand = step.operands[i];
        if (i > 0)
            out += joiner(operand.role);
        else if (operand.role == OperandRole::Over)
            out += "1 ÷ ";
        else if (operand.role == OperandRole::Minus)
            out += "−";
        out += text(operand);
    }
    if (step.operation == Operation::Maximum)
        return "max(" + out + ")";
    if (step.operation == Operation::Minimum)
        return "min(" + out + ")";
    return out;
}

std::string familyOf(const std::string& figure) {
    return figure.substr(0, figure.find('.'));
}

// The order of the Formulas view; a step shared by several families (the fit answers reuse the
// whole memory model) is listed under the first.
int familyRank(const std::string& family) {
    static const char* const order[] = {"memory", "inference", "compute", "roofline", "step", "serving", "fit"};
    for (int i = 0; i < int(std::size(order)); ++i)
        if (family == order[i])
            return i;
    return int(std::size(order));
}

} // namespace

std::string formatPlainValue(double value, Unit unit, bool binaryBytes) {
    static const char* const binary[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    static const char* const decimal[] = {"B", "kB", "MB", "GB", "TB", "PB"};
    static const char* const flopRates[] = {"FLOP/s", "kFLOP/s", "MFLOP/s", "GFLOP/s", "TFLOP/s", "PFLOP/s"};
    static const char* const byteRates[] = {"B/s", "kB/s", "MB/s", "GB/s", "TB/s", "PB/s"};
    switch (unit) {
    case Unit::Plain:
        return std::fabs(value) < 1e15 && value == std::floor(value) ? printf1("%.0f", value) : printf1("%.4g", value);
    case Unit::Count:
        return significant(value);
    case Unit::Bytes:
        return binaryBytes ? scaled(value, binary, 6, 1024.0) : scaled(value, decimal, 6, 1000.0);
    case Unit::BytesPerValue: // the operand's name says "bytes": "4 bytes (fp32)"
        return printf1("%.4g", value);
    case Unit::Flop: // the operand's name says "FLOPs"
        return significant(value);
    case Unit::FlopPerSecond:
        return scaled(value, flopRates, 6, 1000.0);
    case Unit::BytePerSecond:
        return scaled(value, byteRates, 6, 1000.0);
    case Unit::FlopPerByte:
        return printf1("%.3g", value) + " FLOP/B";
    case Unit::Seconds:
        if (std::fabs(value) < 1e-3)
            return printf1("%.3g", value * 1e6) + " µs";
        if (std::fabs(value) < 1)
            return printf1("%.3g", value * 1e3) + " ms";
        return printf1("%.3g", value) + " s";
    case Unit::Hours:
        return significant(value) + " h";
    case Unit::Days:
        return printf1("%.1f", value) + " d";
    case Unit::Money:
        return "$" + significant(value);
    case Unit::TokensPerSecond:
        return significant(value) + " tokens/s";
    case Unit::Ratio:
        return printf1("%.1f", value * 100.0) + " %";
    }
    return significant(value);
}

ExplainStyle plainExplainStyle(bool binaryBytes) {
    ExplainStyle style;
    style.translate = [](const char* english) { return std::string(english ? english : ""); };
    style.format = [binaryBytes](double value, Unit unit) { return formatPlainValue(value, unit, binaryBytes); };
    return style;
}

std::string stepLine(const DerivationStep& step, const ExplainStyle& style) {
    std::string line = style.translate(step.name.c_str()) + " = ";
    line += joinOperands(step, [&](const Operand& operand) { return operandText(operand, style); });
    if (step.operands.size() != 1 || step.operands.front().role != OperandRole::Times ||
        step.operands.front().unit != step.unit)
        line += " = " + style.format(step.value, step.unit);
    return line;
}

std::string symbolicLine(const DerivationStep& step, const ExplainStyle& style) {
    return style.translate(step.name.c_str()) + " = " +
           joinOperands(step, [&](const Operand& operand) { return operandName(operand, style); });
}

Explanation explainFigure(const Trace& trace, std::string_view figureId, const ExplainStyle& style) {
    Explanation out;
    out.figure = std::string(figureId);
    const int step = trace.figureStep(figureId);
    if (step < 0)
        return out;
    const auto& steps = trace.steps();
    out.title = style.translate(steps[size_t(step)].name.c_str());
    out.value = steps[size_t(step)].value;
    for (int s : trace.chain(step)) {
        const DerivationStep& d = steps[size_t(s)];
        out.lines.push_back(stepLine(d, style));
        if (!d.source.empty() && std::find(out.sources.begin(), out.sources.end(), d.source) == out.sources.end())
            out.sources.push_back(d.source);
    }
    return out;
}

TracedReport evaluateTraced(const Scenario& scenario, const StepEfficiency* efficiency,
                            const ServingMeasurement* serving) {
    TracedReport traced;
    traced.report = evaluate(scenario, &traced.trace, efficiency, serving);
    return traced;
}

namespace {

// Adds `base` as `change` leaves it, where it is a valid scenario.
template <typename Change> void addVariant(std::vector<Scenario>& variants, const Scenario& base, Change change) {
    Scenario s = base;
    change(s);
    if (validateScenario(s).empty())
        variants.push_back(s);
}

// The optimizers, the checkpointing modes with and without FlashAttention, and the phases.
void addSettingVariants(std::vector<Scenario>& variants, const Scenario& base) {
    for (Optimizer o : {Optimizer::SGDMomentum, Optimizer::AdamW8bit, Optimizer::Adafactor})
        addVariant(variants, base, [o](Scenario& s) { s.optimizer = o; });
    for (Checkpointing c : {Checkpointing::None, Checkpointing::Selective, Checkpointing::Full, Checkpointing::EveryK,
                            Checkpointing::OpSelective, Checkpointing::Block})
        for (bool flash : {false, true})
            addVariant(variants, base, [c, flash](Scenario& s) {
                s.training.checkpointing = c;
                s.training.recomputeNumLayers = c == Checkpointing::Block ? 1 : s.training.recomputeNumLayers;
                s.training.flashAttention = flash;
            });
    for (Phase p : {Phase::Train, Phase::Prefill, Phase::Decode})
        addVariant(variants, base, [p](Scenario& s) { s.phase = p; });
}

// The parallel layouts: ZeRO-3 with tensor and pipeline parallelism, Megatron-LM of 2021,
// experts and context parallelism.
void addLayoutVariants(std::vector<Scenario>& variants, const Scenario& base) {
    addVariant(variants, base, [](Scenario& s) {
        s.parallel.gpus = std::max(s.parallel.gpus, 16);
        s.parallel.zeroStage = 3;
        s.parallel.tensorParallel = 2;
        s.parallel.pipelineParallel = 2;
        s.parallel.sequenceParallel = true;
        s.training.gradAccum = std::max<std::int64_t>(s.training.gradAccum, 4);
    });
    // The frameworks' knobs: tensor-parallel overlap, FSDP kept gathered, fp8 all-gathers.
    addVariant(variants, base, [](Scenario& s) {
        s.parallel.gpus = std::max(s.parallel.gpus, 16);
        s.parallel.zeroStage = 3;
        s.parallel.tensorParallel = 2;
        s.parallel.sequenceParallel = true;
        s.parallel.tpCommOverlap = true;
        s.parallel.reshardAfterForward = ReshardAfterForward::Never;
        s.precision.compute = DType::FP8_E4M3;
        s.precision.fp8AllGather = true;
    });
    // A distributed optimizer whose parameter all-gather overlaps the next forward (Megatron-Core).
    addVariant(variants, base, [](Scenario& s) {
        s.parallel.gpus = std::max(s.parallel.gpus, 16);
        s.parallel.zeroStage = 1;
        s.training.overlapParamGather = true;
    });
    // Megatron-LM of 2021: the gradient all-reduce after the backward, accumulation in its own pass.
    addVariant(variants, base, [](Scenario& s) {
        s.parallel.gpus = std::max(s.parallel.gpus, 16);
        s.parallel.zeroStage = 0;
        s.training.gradAccum = std::max<std::int64_t>(s.training.gradAccum, 4);
        s.training.overlapGradReduce = false;
        s.training.gradientAccumulationFusion = false;
        s.training.gradBuffers = GradientBuffers::Flattened;
        // Tied embeddings on a pipeline: their gradient's all-reduce between first and last stage.
        s.parallel.pipelineParallel = 2;
        s.model.arch.tiedEmbeddings = true;
    });
    // A mixture of experts with expert parallelism: its placement, ZeRO groups, routed
    // activations and all-to-all (Mixtral's shape; the base scenario's model is dense).
    addVariant(variants, base, [](Scenario& s) {
        Architecture moe = s.model.arch.layers > 0 ? s.model.arch : sizeOnlyArchitecture(7e9);
        moe.experts = 8;
        moe.topK = 2;
        moe.mlp = MlpKind::SwiGlu;
        s.model = ModelSpec::fromArchitecture(moe);
        s.parallel.gpus = std::max(s.parallel.gpus, 16);
        s.parallel.zeroStage = 1;
        s.parallel.tensorParallel = 2;
        s.parallel.sequenceParallel = true;
        s.parallel.expertParallel = 8;
        s.parallel.expertTensorParallel = 1;
    });
    // Context parallelism: the sequence split over a ring, its K/V exchange and what hides it.
    addVariant(variants, base, [](Scenario& s) {
        s.parallel.gpus = std::max(s.parallel.gpus, 8);
        s.parallel.contextParallel = 4;
        s.training.flashAttention = true;
        s.training.seqLen = std::max<std::int64_t>(8, s.training.seqLen / 8 * 8);
    });
}

// Variants that together take every branch the formulas have.
std::vector<Scenario> catalogueVariants(const Scenario& base) {
    std::vector<Scenario> variants;
    addVariant(variants, base, [](Scenario&) {});
    addSettingVariants(variants, base);
    addLayoutVariants(variants, base);
    // Serving: a closed loop past the KV cache, and an open loop with speculative decoding on two GPUs.
    addVariant(variants, base, [](Scenario& s) { s.serving.emplace().concurrency = 100000; });
    addVariant(variants, base, [](Scenario& s) {
        s.parallel.gpus = std::max(s.parallel.gpus, 2);
        s.parallel.tensorParallel = 2;
        ServingConfig& serving = s.serving.emplace();
        serving.requestRate = 1.0;
        serving.speculative = SpeculativeConfig{};
    });
    // Disaggregated prefill and decode on four GPUs, the decode pool with a draft model (the
    // model itself: the same vocabulary).
    addVariant(variants, base, [](Scenario& s) {
        s.parallel.gpus = std::max(s.parallel.gpus, 4);
        ServingConfig& serving = s.serving.emplace();
        serving.requestRate = 1.0;
        serving.disaggregation = DisaggregationConfig{};
        serving.speculative = SpeculativeConfig{};
        serving.speculative->draftModel = std::make_shared<const ModelSpec>(s.model);
    });
    // Fine-tuning as peft runs it: LoRA on every matrix, and QLoRA's 4-bit base.
    for (FinetuneMethod method : {FinetuneMethod::Lora, FinetuneMethod::QLora})
        addVariant(variants, base, [method](Scenario& s) {
            s.finetune.method = method;
            s.training.implementation = Implementation::PyTorchSdpa;
        });
    return variants;
}

} // namespace

std::vector<FormulaEntry> formulaCatalogue(const Scenario& base, const ExplainStyle& style) {
    std::vector<FormulaEntry> entries;
    std::set<std::string> seen;
    for (const Scenario& s : catalogueVariants(base)) {
        const TracedReport traced = evaluateTraced(s);
        std::vector<std::string> figures = traced.trace.figureIds();
        std::stable_sort(figures.begin(), figures.end(), [](const std::string& a, const std::string& b) {
            return familyRank(familyOf(a)) < familyRank(familyOf(b));
        });
        for (const std::string& figure : figures) {
            const std::string family = familyOf(figure);
            for (int step : traced.trace.chain(traced.trace.figureStep(figure))) {
                const DerivationStep& d = traced.trace.steps()[size_t(step)];
                std::string line = symbolicLine(d, style);
                if (!seen.insert(line).second)
                    continue;
                entries.push_back({family, std::move(line), d.source});
            }
        }
    }
    std::stable_sort(entries.begin(), entries.end(), [](const FormulaEntry& a, const FormulaEntry& b) {
        return familyRank(a.family) < familyRank(b.family);
    });
    return entries;
}

} // namespace rooflab
