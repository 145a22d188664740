#pragma once
// What the Hugging Face config reader (core/io/hfconfig.cpp) shares with the readers of each
// family's block (core/io/hffamilies.cpp): the families, their names, and the message of a
// missing size.
#include "core/base/jsonreader.h"
#include "core/io/hfconfig.h"

#include <string>
#include <string_view>

namespace rooflab::hffamilies {

// How transformers builds each family's blocks; the field names differ, the shapes repeat.
enum class Family {
    Llama,
    Qwen2,
    Qwen3,
    Gemma,
    Gemma2,
    Mixtral,
    Qwen2Moe,
    Qwen3Moe,
    DeepSeek,
    Gpt2,
    GptNeoX,
    Opt,
    Falcon
};

struct FamilyName {
    std::string_view modelType;
    std::string_view architecture; // the class in "architectures", for configs without model_type
    Family family;
};

// The block's shape (layers, widths, heads, MLP, norms, biases, experts) under the family's own
// field names, with the defaults transformers gives them.
void readFamilyBlock(JsonReader& r, const FamilyName& family, HfConfigResult& out);

// "missing, needed for the parameter count": a size the count cannot do without.
std::string missingMessage();

} // namespace rooflab::hffamilies
