#pragma once
// What PyTorch implementations of a decoder block keep for the backward pass: Hugging Face
// transformers' eager code (LlamaDecoderLayer, GPT2Block) tensor by tensor, and the same with
// scaled_dot_product_attention (docs/formulas.md, "Implementation profiles"). For one
// micro-batch on one GPU; the Megatron profile (Korthikanti et al. 2022) is in trainingmemory.cpp.
#include "core/base/derivation.h"
#include "core/memory/memoryinputs.h"
#include "core/model/scenario.h"

namespace rooflab {

// One decoder layer's saved tensors. Without the attention core when it is recomputed
// (selective checkpointing).
template <class Recorder>
Traced pytorchLayerBytes(const Scenario& sc, const MemoryInputs& in, bool recomputeAttentionCore, Recorder* trace);
// Saved outside the layers: token ids, embedding dropout, final norm, the LM head's input,
// rotary tables.
template <class Recorder> Traced pytorchOutsideLayerBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace);
// Beside a layer's saved tensors while its eager attention core runs backward (Llama-style
// fp32 softmax; 0 for fused attention and GPT-2's code).
template <class Recorder>
Traced pytorchAttentionBackwardBytes(const Scenario& sc, const MemoryInputs& in, Recorder* trace);
// Bytes of one value of the residual stream: the weights' dtype under autocast (a 16-bit
// matmul output added to an fp32 residual is fp32), else the activations' dtype.
double residualStreamBytes(const Scenario& sc);
// The same as the saved tensors keep it: the activations' dtype where FSDP casts the
// parameters to it (Composer's DEFAULT since 0.14 and PURE, torchtitan's param_dtype), whose
// embedding then outputs 16 bits. The roofline's elementwise kernels still read
// residualStreamBytes (docs/formulas.md, "FSDP's cast parameters keep a 16-bit stream").
double savedResidualBytes(const Scenario& sc);

} // namespace rooflab
