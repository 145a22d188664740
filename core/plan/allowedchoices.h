#pragma once
// plan.allowed: the values of a searched field that the framework version in use offers
// ({"checkpointing": ["none", "block", "full"], "zero": [0]} for Megatron-LM as of 2021), narrowing what
// the framework profile's rules (profilerules.h) would search. The scenario reader has checked
// the block's form (core/io/planjson.cpp).
#include "core/plan/profilerules.h"

#include <string>

namespace rooflab {

// `rules` with the allowed values only; a field plan.allowed leaves out keeps the profile's.
// A field left with no value the profile offers keeps none (the space is then empty, and the
// planner says so).
ProfileRules allowedRules(ProfileRules rules, const std::string& allowedJson);

} // namespace rooflab
