#pragma once
// Fine-tuning with a frozen base (LoRA, QLoRA): the shapes of the adapters peft builds, the
// storage of the frozen matrices, and what the frozen layers still save for the adapters'
// backward. docs/formulas.md, "Fine-tuning".
#include "core/model/scenario.h"

#include <optional>
#include <string_view>

namespace rooflab {

std::string_view finetuneMethodId(FinetuneMethod method); // "full", "lora", "qlora"
std::string_view baseFormatId(BaseFormat format);         // "fp32", "bf16", "fp16", "int8", "nf4", "fp4"
// "q", "k", "v", "o", "gate", "up", "down" (also peft's module names "q_proj", "gate_proj", ...).
std::optional<AdapterTarget> parseAdapterTarget(std::string_view text);
std::string_view adapterTargetId(AdapterTarget target);

// The scenario's frozen-matrix format and the dtype of the other frozen parameters, defaults
// resolved (FinetuneConfig).
BaseFormat resolvedBaseFormat(const Scenario& scenario);
// Whether bitsandbytes stores the format quantised (int8, NF4, FP4): dequantised per matmul.
bool isQuantised(BaseFormat format);
DType resolvedOtherDtype(const Scenario& scenario);

// Bytes of one frozen matrix of in x out values in a format: LLM.int8 adds an fp32 scale per
// output row; NF4/FP4 store 4 bits with an absmax per block of 64, fp32, or with double
// quantisation 8 bits plus an fp32 scale per 256 blocks (Dettmers et al. 2023, sec. 3).
double frozenMatrixBytes(BaseFormat format, bool doubleQuant, double in, double out);

// Whole-model sizes of a frozen-base fine-tune.
struct AdapterShapes {
    double adapterParams = 0;     // rank x (in + out) for every adapted matrix
    double layerMatrixParams = 0; // the blocks' weight matrices (what QLoRA quantises)
    double layerMatrixBytes = 0;  // those in the base format
    double otherParams = 0;       // embeddings, norms, head, biases, routers
    double largestMatrix = 0;     // values of the largest layer matrix (QLoRA dequantises one at a time)
    double largestAdapter = 0;    // values of the largest adapter tensor
    int adaptedPerLayer = 0;      // adapted matrices in one block (MoE: the routed experts' count as one)
    double adaptedOutputs = 0;    // output widths of every adapted matrix, all layers: what peft's
                                  // scaling and sum run over per token
};
AdapterShapes adapterShapes(const Scenario& scenario, const Architecture& arch);

// Training FLOPs per token that a frozen base does not spend: the weight gradients of every
// matmul a token passes (2 per parameter, LM head included), less its adapters' cost (6 per
// adapter parameter: forward, input and weight gradients). 0 for a full fine-tune.
double frozenBaseFlopsSaving(const Scenario& scenario, const Architecture& arch);

// Bytes moved per frozen weight value in one matmul pass: the stored value, and for a quantised
// base (int8, NF4, FP4) also bitsandbytes' dequantised 16-bit copy, written and read again.
double frozenWeightBytesPerPass(const Scenario& scenario, const Architecture& arch);

// How many of a group of projections that read one input are adapted (Q, K, V read the
// attention norm's output; gate and up the MLP norm's).
int adaptedAttentionInputs(const Scenario& scenario);
int adaptedMlpInputs(const Scenario& scenario, const Architecture& arch);

// Bytes per value of the copies of a projection input that `adapted` adapters keep for their
// backward (peft's lora_A saves its input): one shared tensor when the adapters run in the
// input's dtype, a cast copy per adapter when they do not, and under autocast a 16-bit copy
// per adapter (the matmul's cast). 0 when none is adapted.
double adapterInputCopies(const Scenario& scenario, int adapted, double inputBytes);
// Bytes per value of lora_A's output, which lora_B keeps.
double adapterRankBytes(const Scenario& scenario);

} // namespace rooflab
