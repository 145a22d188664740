#pragma once
// The CUDA backend as a shared module (librooflab_cuda_backend.so), loaded with dlopen the first
// time a backend is asked for. Why: the backend needs cuBLASLt (over 500 MB) and the CUDA
// runtime; linked into the desktop application they were mapped at every start, about 150 MB of
// resident memory and twice the cold start, although only a GPU benchmark uses them
// (docs/speed.md). rooflab-bench links the backend directly instead: on a cluster node it is the
// only thing the bench does, and one file is easier to copy.
//
// A module that is missing or cannot be loaded (no driver, no libcublasLt) is no error of the
// application: createBackend() then returns the stub, whose every answer names the problem in
// the loader's own words (dlerror()).
#include "gpu/benchdevice.h"

#include <memory>
#include <string>
#include <vector>

namespace rooflab::gpu {

class BackendModule {
public:
    static constexpr const char* kFileName = "librooflab_cuda_backend.so";
    // The module's two C entry points (gpu/cudabackendmodule.cpp).
    static constexpr const char* kCreateSymbol = "rooflab_create_cuda_backend";
    static constexpr const char* kAbiSymbol = "rooflab_cuda_backend_abi";
    // Raise it whenever BenchBackend, the specs or BenchPoint change: a module built from other
    // sources (a stale install) is then refused with a message instead of crashing. The sizes
    // of the interface are recorded with it in backendmodule.cpp, so a forgotten raise fails the
    // build.
    static constexpr int kAbiVersion = 2;
    // The environment variable naming the module to load (only that one is then tried).
    static constexpr const char* kPathVariable = "ROOFLAB_CUDA_BACKEND";

    using CreateFn = BenchBackend* (*)();

    // Loads the module at path and finds its entry points. nullptr, with the reason in error
    // (the path and dlerror()'s text), when it cannot be loaded or is not a RoofLab module.
    static std::unique_ptr<BackendModule> open(const std::string& path, std::string& error);

    // Where a process looks, in this order: $ROOFLAB_CUDA_BACKEND alone when set; else beside the
    // executable (the build tree puts it beside rooflab), the install's lib/rooflab relative to
    // the executable, and the build tree's module (so that test programs in any folder of the
    // build find it).
    static std::vector<std::string> searchPath();

    // The process's module: the first call (from any thread) loads the first of searchPath()
    // that loads; later calls return the same module, or nullptr with the same error.
    static const BackendModule* forProcess(std::string& error);

    // Leaves the library loaded (see the .cpp); one that open() refused is unloaded at once.
    ~BackendModule();
    BackendModule(const BackendModule&) = delete;
    BackendModule& operator=(const BackendModule&) = delete;

    const std::string& path() const { return m_path; }
    // A new CUDA backend. nullptr when the module could not construct one.
    std::unique_ptr<BenchBackend> create() const;

private:
    BackendModule(std::string path, CreateFn create);

    std::string m_path;
    CreateFn m_create = nullptr;
};

} // namespace rooflab::gpu
