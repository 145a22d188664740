#include "lectures.h"

#include <QObject>

namespace rooflab {

std::vector<Lecture> Lectures::all() {
    // Built on every call: titles and tooltips in the current language.
    return {
        {QObject::tr("A 7B model on one H100"), QStringLiteral(":/scenarios/lecture-7b-budget.json"),
         QObject::tr(
             "Size-only 7B, bf16 mixed precision, AdamW, sequence 4096, micro-batch 8, full "
             "checkpointing: 18 bytes per parameter (16 with the textbook's 2-byte gradients) already exceed 80 GB."),
         std::nullopt},
        {QObject::tr("Largest model on 8 H100s"), QStringLiteral(":/scenarios/largest-on-8-h100.json"),
         QObject::tr("ZeRO-3 over 8 H100s with AdamW in bf16 mixed precision: how large can the model be?"),
         std::nullopt},
        {QObject::tr("Llama-scale run: 70B on 15T tokens"), QStringLiteral(":/scenarios/llama-70b-15t-tokens.json"),
         QObject::tr("6ND for a 70B model on 15T tokens on 1024 H100s at 50 % MFU: days and GPU-hours."), std::nullopt},
        {QObject::tr("Checkpointing and ZeRO"), QStringLiteral(":/scenarios/checkpointing-and-zero.json"),
         QObject::tr("Llama 2 7B on 8 H100s: what each ZeRO stage and checkpointing mode saves."),
         ComparisonDimension::ZeroStage},
        {QObject::tr("Fine-tuning a 7B model on one GPU"), QStringLiteral(":/scenarios/finetune-7b-one-gpu.json"),
         QObject::tr("Llama 2 7B on one H100: full fine-tuning against LoRA and QLoRA, side by side."),
         ComparisonDimension::Finetune},
        {QObject::tr("Offload: full fine-tuning of 7B on a 24 GB card"),
         QStringLiteral(":/scenarios/offload-7b-24gb.json"),
         QObject::tr("Llama 2 7B trained in full on one RTX 4090: the optimizer and its fp32 state in host memory "
                     "(ZeRO-Offload), the GPU keeps the 16-bit weights; what each offload saves and costs."),
         ComparisonDimension::Offload},
        {QObject::tr("FP8 on H100s: faster, not smaller"), QStringLiteral(":/scenarios/fp8-on-h100.json"),
         QObject::tr("Llama 3 8B with Transformer Engine's FP8 recipe on 8 H100s: the FP8 weight copies and "
                     "their transposes against the smaller saved inputs, compared with bf16 side by side."),
         ComparisonDimension::Precision},
        {QObject::tr("Mixture of experts: Mixtral 8x7B"), QStringLiteral(":/scenarios/mixtral-expert-parallel.json"),
         QObject::tr("Mixtral 8x7B on 64 H100s with 8-way expert parallelism: one expert per GPU, an "
                     "all-to-all per MoE layer and pass."),
         std::nullopt},
        {QObject::tr("Long context: context parallelism"), QStringLiteral(":/scenarios/long-context-parallel.json"),
         QObject::tr("Llama 3 8B on 128k-token sequences, each split over the 8 H100s of a node: activations "
                     "per GPU shrink with the ring, compared side by side."),
         ComparisonDimension::ContextParallel},
        {QObject::tr("Decode versus prefill"), QStringLiteral(":/scenarios/decode-vs-prefill.json"),
         QObject::tr("Llama 2 7B serving one sequence with a 4096-token context: decode is memory bound."),
         std::nullopt},
    };
}

} // namespace rooflab
