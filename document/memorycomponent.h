#pragma once
// What a segment of a memory bar holds. The document names it (memorystacks.h), the chart theme
// colours it (widgets/charts/charttheme.h): one colour per component, so that a segment keeps its
// colour across charts.

namespace rooflab {

enum class MemoryComponent {
    Weights,
    WeightsGathered,
    QuantizedWeights, // FP8/FP4 recipes' cached copies of the layers' weights (weights' family)
    Gradients,
    MasterWeights,
    Adapters,       // LoRA/QLoRA adapters (never beside master weights: they share a hue)
    OptimizerState, // each optimizer state part takes a shade of this (ChartTheme::optimizerStateColor)
    Activations,
    Logits,
    Overhead,
    KvCache,
    // Transients of one moment of the training step: hatched in the hue of what they belong to
    // (ChartTheme::componentBrush), so that they read as "only now" next to the persistent parts.
    WeightCopies,     // autocast's 16-bit weight copies (weights' hue)
    Recompute,        // the layer being recomputed (activations' hue)
    LossBuffers,      // the loss's buffers (logits' hue)
    OptimizerScratch, // the optimizer step's temporaries (optimizer states' hue)
};

} // namespace rooflab
