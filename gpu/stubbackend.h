#pragma once
// The backend that measures nothing and says why: every device query and every point fails with
// the reason. Builds without CUDA get kNoCudaMessage; a CUDA build gets it, with the loader's
// words, when its backend module cannot be loaded (gpu/backendmodule.h).
#include "gpu/benchdevice.h"

#include <memory>
#include <string>

namespace rooflab::gpu {

std::unique_ptr<BenchBackend> makeStubBackend(std::string reason);

} // namespace rooflab::gpu
