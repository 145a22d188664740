#pragma once
// rooflab-calc --hf-model ORG/NAME[@REVISION]: the model's config.json from the Hugging Face
// cache, downloaded into it first when absent (document/hubconfigloader.h).
#include <string>

namespace rooflab {

// The config.json's path in the cache; empty after the reason went to stderr.
std::string hfModelConfigPath(const std::string& name);

} // namespace rooflab
