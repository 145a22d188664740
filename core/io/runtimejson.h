#pragma once
// The scenario's "runtime" object (docs/scenario-format.md): the items of the memory outside
// the model's tensors (core/memory/runtimememory.h).
//   {"cuda_context_mib": 426, "nccl_mib_per_communicator": 656.1, "allocator_reserve": 0.085}
#include "core/base/jsonreader.h"
#include "core/model/scenario.h"

#include <nlohmann/json.hpp>

namespace rooflab {

void readRuntime(JsonReader& reader, RuntimeMemoryConfig& out);
nlohmann::json runtimeJson(const RuntimeMemoryConfig& config);

} // namespace rooflab
