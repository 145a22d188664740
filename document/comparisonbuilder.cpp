#include "document/comparisonbuilder.h"

#include "core/evaluate.h"
#include "core/memory/trainingmemory.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace rooflab {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("rooflab::ComparisonBuilder", text);
}

ComparisonColumn column(const QString& label, const Scenario& variant) {
    return {label, computeTrainingMemory(variant)};
}

// The verdict's texts were the comparison chart's before they moved here: they keep its
// translation context, so that the shipped translations still find them.
QString chartText(const char* text) {
    return QCoreApplication::translate("rooflab::ComparisonChart", text);
}

} // namespace

QString comparisonTitle(ComparisonDimension dimension) {
    // The context spelt out: lupdate files a free function's tr("...") under the namespace
    // ("rooflab"), not under the context tr() above looks up.
    switch (dimension) {
    case ComparisonDimension::ZeroStage:
        return QCoreApplication::translate("rooflab::ComparisonBuilder", "Training memory per GPU by ZeRO stage");
    case ComparisonDimension::Checkpointing:
        return QCoreApplication::translate("rooflab::ComparisonBuilder",
                                           "Training memory per GPU by activation checkpointing");
    case ComparisonDimension::Precision:
        return QCoreApplication::translate("rooflab::ComparisonBuilder", "Training memory per GPU by precision");
    case ComparisonDimension::SequenceLength:
        return QCoreApplication::translate("rooflab::ComparisonBuilder", "Training memory per GPU by sequence length");
    case ComparisonDimension::Finetune:
        return QCoreApplication::translate("rooflab::ComparisonBuilder",
                                           "Training memory per GPU by fine-tuning method");
    case ComparisonDimension::ContextParallel:
        return QCoreApplication::translate("rooflab::ComparisonBuilder",
                                           "Training memory per GPU by context parallelism");
    case ComparisonDimension::Offload:
        return QCoreApplication::translate("rooflab::ComparisonBuilder",
                                           "Training memory per GPU by what is offloaded");
    }
    return {};
}

namespace {

std::vector<ComparisonColumn> zeroStageColumns(const Scenario& scenario) {
    std::vector<ComparisonColumn> columns;
    Scenario variant = scenario;
    for (int stage = 0; stage <= 3; ++stage) {
        variant.parallel.zeroStage = stage;
        columns.push_back(column(stage == 0
                                     ? QCoreApplication::translate("rooflab::ComparisonBuilder", "ZeRO-0 (DDP)")
                                     : QCoreApplication::translate("rooflab::ComparisonBuilder", "ZeRO-%1").arg(stage),
                                 variant));
    }
    return columns;
}

std::vector<ComparisonColumn> checkpointingColumns(const Scenario& scenario) {
    const std::pair<Checkpointing, const char*> modes[] = {
        {Checkpointing::None, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "none")},
        {Checkpointing::Selective, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "selective")},
        {Checkpointing::Full, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "full")},
        {Checkpointing::EveryK, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "every √L layers")},
    };
    std::vector<ComparisonColumn> columns;
    Scenario variant = scenario;
    for (const auto& [mode, label] : modes) {
        variant.training.checkpointing = mode;
        // Every-k with k = 0 means k = sqrt(L) (core/model/scenario.h).
        variant.training.checkpointEveryK = 0;
        columns.push_back(column(tr(label), variant));
    }
    return columns;
}

std::vector<ComparisonColumn> precisionColumns(const Scenario& scenario) {
    const std::pair<PrecisionPreset, const char*> presets[] = {
        {PrecisionPreset::FP32, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "FP32")},
        {PrecisionPreset::BF16Mixed, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "BF16 mixed")},
        {PrecisionPreset::FP16Mixed, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "FP16 mixed")},
        {PrecisionPreset::BF16Pure, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "pure BF16")},
        {PrecisionPreset::FP8Mixed, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "FP8 mixed")},
        {PrecisionPreset::AmpBF16, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "AMP BF16")},
        {PrecisionPreset::AmpFP16, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "AMP FP16")},
    };
    std::vector<ComparisonColumn> columns;
    Scenario variant = scenario;
    for (const auto& [preset, label] : presets) {
        variant.precision = PrecisionConfig::fromPreset(preset, variant.training.implementation);
        columns.push_back(column(tr(label), variant));
    }
    return columns;
}

std::vector<ComparisonColumn> sequenceLengthColumns(const Scenario& scenario) {
    std::vector<ComparisonColumn> columns;
    Scenario variant = scenario;
    for (int seqLen = 512; seqLen <= 32768; seqLen *= 2) {
        // No sequence runs past a learned position table (GPT-2: 1,024).
        if (contextLimitIsHard(variant.model.arch) && seqLen > contextLimit(variant.model.arch))
            break;
        variant.training.seqLen = seqLen;
        columns.push_back(
            column(seqLen >= 1024 ? QStringLiteral("%1k").arg(seqLen / 1024) : QString::number(seqLen), variant));
    }
    return columns;
}

std::vector<ComparisonColumn> contextParallelColumns(const Scenario& scenario) {
    // The same GPUs, the sequence split over more of them: only the layouts the scenario's
    // GPU count, sequence and attention allow (FlashAttention, whole chunks).
    std::vector<ComparisonColumn> columns;
    Scenario variant = scenario;
    for (int cp = 1; cp <= 64; cp *= 2) {
        variant.parallel.contextParallel = cp;
        if (cp == 1 || validateScenario(variant).empty())
            columns.push_back(
                column(QCoreApplication::translate("rooflab::ComparisonBuilder", "CP %1").arg(cp), variant));
    }
    return columns;
}

std::vector<ComparisonColumn> offloadColumns(const Scenario& scenario) {
    // Each step moves more to the host: DeepSpeed's ZeRO-Offload (stage 2), Transformer
    // Engine's activation offload, ZeRO-Infinity's parameter shards (stage 3).
    const char* labels[] = {QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "nothing"),
                            QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "optimizer"),
                            QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "+ activations"),
                            QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "+ parameters (ZeRO-3)")};
    std::vector<ComparisonColumn> columns;
    Scenario variant = scenario;
    for (int level = 0; level < 4; ++level) {
        OffloadConfig& off = variant.parallel.offload;
        off = OffloadConfig{};
        variant.parallel.zeroStage = scenario.parallel.zeroStage;
        if (level >= 1) {
            off.optimizer = off.gradients = OffloadDevice::Cpu;
            variant.parallel.zeroStage = std::max(2, scenario.parallel.zeroStage);
        }
        if (level >= 2)
            off.activations = OffloadDevice::Cpu;
        if (level >= 3) {
            off.parameters = OffloadDevice::Cpu;
            variant.parallel.zeroStage = 3;
        }
        if (level == 0 || validateScenario(variant).empty())
            columns.push_back(column(tr(labels[level]), variant));
    }
    return columns;
}

std::vector<ComparisonColumn> finetuneColumns(const Scenario& scenario) {
    struct Method {
        FinetuneMethod method;
        unsigned targets;
        const char* label;
    };
    const Method methods[] = {
        {FinetuneMethod::Full, TargetsAll, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "full")},
        {FinetuneMethod::Lora, TargetQ | TargetV, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "LoRA q, v")},
        {FinetuneMethod::Lora, TargetsAll, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "LoRA all")},
        {FinetuneMethod::QLora, TargetsAll, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "QLoRA all")},
    };
    std::vector<ComparisonColumn> columns;
    Scenario variant = scenario;
    for (const Method& m : methods) {
        variant.finetune.method = m.method;
        variant.finetune.targets = m.targets;
        // Each method in its own defaults (16-bit base for LoRA, NF4 for QLoRA).
        variant.finetune.baseFormat.reset();
        variant.finetune.otherDtype.reset();
        if (m.method != FinetuneMethod::Full && !variant.training.isPyTorch())
            setImplementation(variant, Implementation::PyTorchSdpa);
        columns.push_back(column(tr(m.label), variant));
    }
    return columns;
}

} // namespace

std::vector<ComparisonColumn> buildComparison(const Scenario& scenario, ComparisonDimension dimension) {
    switch (dimension) {
    case ComparisonDimension::ZeroStage:
        return zeroStageColumns(scenario);
    case ComparisonDimension::Checkpointing:
        return checkpointingColumns(scenario);
    case ComparisonDimension::Precision:
        return precisionColumns(scenario);
    case ComparisonDimension::SequenceLength:
        return sequenceLengthColumns(scenario);
    case ComparisonDimension::ContextParallel:
        return contextParallelColumns(scenario);
    case ComparisonDimension::Offload:
        return offloadColumns(scenario);
    case ComparisonDimension::Finetune:
        return finetuneColumns(scenario);
    }
    return {};
}

MemoryStacks comparisonStacks(const QString& title, const std::vector<ComparisonColumn>& columns,
                              const QString& gpuName) {
    MemoryStacks result;
    result.title = title;
    result.capacityName = gpuName;
    result.stacks.reserve(columns.size());
    int fitting = 0;
    QStringList fitLabels;
    double smallest = 0;
    for (const ComparisonColumn& column : columns) {
        // Each bar is its scenario's peak, which may fall in another phase of the step.
        result.stacks.push_back({column.label, trainingSegments(column.memory), peakNote(column.memory), QString()});
        if (result.capacityBytes <= 0)
            result.capacityBytes = column.memory.capacity;
        if (column.memory.fits) {
            ++fitting;
            fitLabels << column.label;
        }
        smallest = result.stacks.size() == 1 ? column.memory.total : std::min(smallest, column.memory.total);
    }
    // The answer the comparison gives: which options fit (none of its figures depend on the unit).
    result.verdict.fits = fitting > 0;
    result.verdict.headroomBytes = columns.empty() ? 0 : result.capacityBytes - smallest;
    if (!columns.empty()) {
        result.verdict.text =
            fitting == 0 ? chartText(QT_TRANSLATE_NOOP("rooflab::ComparisonChart", "none of the %1 options fits"))
                               .arg(columns.size())
                         : chartText(QT_TRANSLATE_NOOP("rooflab::ComparisonChart", "%1 of %2 fit: %3"))
                               .arg(fitting)
                               .arg(columns.size())
                               .arg(fitLabels.join(QStringLiteral(", ")));
    }
    return result;
}

MemoryStacks comparisonStacks(const Scenario& scenario, ComparisonDimension dimension) {
    return comparisonStacks(comparisonTitle(dimension), buildComparison(scenario, dimension),
                            shortGpuName(scenario.gpu.name));
}

} // namespace rooflab
