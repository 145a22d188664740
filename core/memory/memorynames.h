#pragma once
// Names of the quantities the memory derivations share (translated by the window, context
// "rooflab::Explain"), written once for the files that build those derivations.
#include "core/base/translatable.h"

namespace rooflab::memorynames {

inline constexpr const char* kBytesEach = ROOFLAB_TR_NOOP("rooflab::Explain", "bytes");
inline constexpr const char* kTokens = ROOFLAB_TR_NOOP("rooflab::Explain", "tokens (s × b)");
inline constexpr const char* kDModel = ROOFLAB_TR_NOOP("rooflab::Explain", "d_model");
inline constexpr const char* kTensorGpus = ROOFLAB_TR_NOOP("rooflab::Explain", "tensor-parallel GPUs");
inline constexpr const char* kParamsOnGpu = ROOFLAB_TR_NOOP("rooflab::Explain", "parameters on this GPU");
inline constexpr const char* kLayersHere = ROOFLAB_TR_NOOP("rooflab::Explain", "layers on this GPU");
inline constexpr const char* kLayerActivations = ROOFLAB_TR_NOOP("rooflab::Explain", "activations of one layer");
inline constexpr const char* kLayerInput = ROOFLAB_TR_NOOP("rooflab::Explain", "input of one layer");
inline constexpr const char* kSourceZero = "Rajbhandari et al. 2020, ZeRO, sec. 3 and 5";
inline constexpr const char* kSourceActivations = "Korthikanti et al. 2022, Reducing Activation Recomputation, sec. 4";

} // namespace rooflab::memorynames
