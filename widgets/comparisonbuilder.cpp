#include "widgets/comparisonbuilder.h"

#include "core/trainingmemory.h"

#include <QCoreApplication>

namespace rooflab {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("rooflab::ComparisonBuilder", text);
}

ComparisonColumn column(const QString& label, const Scenario& variant) {
    return {label, computeTrainingMemory(variant)};
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
    }
    return {};
}

std::vector<ComparisonColumn> buildComparison(const Scenario& scenario, ComparisonDimension dimension) {
    std::vector<ComparisonColumn> columns;
    Scenario variant = scenario;
    switch (dimension) {
    case ComparisonDimension::ZeroStage:
        for (int stage = 0; stage <= 3; ++stage) {
            variant.parallel.zeroStage = stage;
            columns.push_back(column(stage == 0 ? QCoreApplication::translate("rooflab::ComparisonBuilder", "ZeRO-0 (DDP)")
                                                : QCoreApplication::translate("rooflab::ComparisonBuilder", "ZeRO-%1").arg(stage),
                                     variant));
        }
        break;
    case ComparisonDimension::Checkpointing: {
        const std::pair<Checkpointing, const char*> modes[] = {
            {Checkpointing::None, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "none")},
            {Checkpointing::Selective, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "selective")},
            {Checkpointing::Full, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "full")},
            {Checkpointing::EveryK, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "every √L layers")},
        };
        for (const auto& [mode, label] : modes) {
            variant.training.checkpointing = mode;
            // Every-k with k = 0 means k = sqrt(L) (core/scenario.h).
            variant.training.checkpointEveryK = 0;
            columns.push_back(column(tr(label), variant));
        }
        break;
    }
    case ComparisonDimension::Precision: {
        const std::pair<PrecisionPreset, const char*> presets[] = {
            {PrecisionPreset::FP32, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "FP32")},
            {PrecisionPreset::BF16Mixed, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "BF16 mixed")},
            {PrecisionPreset::FP16Mixed, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "FP16 mixed")},
            {PrecisionPreset::BF16Pure, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "pure BF16")},
            {PrecisionPreset::FP8Mixed, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "FP8 mixed")},
            {PrecisionPreset::AmpBF16, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "AMP BF16")},
            {PrecisionPreset::AmpFP16, QT_TRANSLATE_NOOP("rooflab::ComparisonBuilder", "AMP FP16")},
        };
        for (const auto& [preset, label] : presets) {
            variant.precision = PrecisionConfig::fromPreset(preset);
            columns.push_back(column(tr(label), variant));
        }
        break;
    }
    case ComparisonDimension::SequenceLength:
        for (int seqLen = 512; seqLen <= 32768; seqLen *= 2) {
            variant.training.seqLen = seqLen;
            columns.push_back(column(seqLen >= 1024 ? QStringLiteral("%1k").arg(seqLen / 1024) : QString::number(seqLen),
                                     variant));
        }
        break;
    }
    return columns;
}

} // namespace rooflab
