// createBackend() and buildHasCuda() (gpu/benchdevice.h): the CUDA backend, loaded from its
// module the first time one is asked for, or the stub that says why there is none.
#include "gpu/backendmodule.h"
#include "gpu/benchdevice.h"
#include "gpu/stubbackend.h"

namespace rooflab::gpu {

#if ROOFLAB_HAVE_CUDA

std::unique_ptr<BenchBackend> createBackend() {
    std::string error;
    const BackendModule* module = BackendModule::forProcess(error);
    if (!module)
        return makeStubBackend(error);
    if (auto backend = module->create())
        return backend;
    return makeStubBackend("the CUDA backend " + module->path() + " could not create a backend");
}

bool buildHasCuda() {
    return true;
}

#else

std::unique_ptr<BenchBackend> createBackend() {
    return makeStubBackend(std::string(kNoCudaMessage));
}

bool buildHasCuda() {
    return false;
}

#endif

} // namespace rooflab::gpu
