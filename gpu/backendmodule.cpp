#include "gpu/backendmodule.h"

#include <dlfcn.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <utility>

namespace rooflab::gpu {

// BackendModule::kAbiVersion must be raised by hand whenever what crosses the module boundary
// changes, or a stale module is called with the wrong layouts. A field added to a spec or to a
// result is the usual change, so the sizes of version kAbiVersion are recorded here and a change
// of any of them without a new version fails the build. (Not caught: a reordering that keeps the
// sizes, or a new virtual function of BenchBackend; raise the version for those too.) Checked
// where the sizes were taken: LP64 with libstdc++ (its C++11 string, no debug containers).
#if defined(__GLIBCXX__) && _GLIBCXX_USE_CXX11_ABI && !defined(_GLIBCXX_DEBUG) && __SIZEOF_POINTER__ == 8
namespace moduleabi {
struct Sizes {
    int abiVersion;
    std::size_t timingPolicy, gemmSpec, streamSpec, intensitySpec, cacheSpec, launchSpec;
    std::size_t benchPoint, benchDevice, clockSample, benchBackend, readSpec, chainSpec;
};
// After raising kAbiVersion: write the new version and the sizes the compiler reports.
// Version 2: training-shaped and decode GEMM fields, ReadSpec, ChainSpec, runRead and runChain.
constexpr Sizes kRecorded{2, 72, 224, 88, 88, 88, 72, 368, 152, 88, 16, 112, 80};
static_assert(kRecorded.abiVersion == BackendModule::kAbiVersion,
              "kAbiVersion changed: record the interface's sizes for the new version in kRecorded");
static_assert(kRecorded.timingPolicy == sizeof(TimingPolicy), "TimingPolicy changed: raise kAbiVersion");
static_assert(kRecorded.gemmSpec == sizeof(GemmSpec), "GemmSpec changed: raise kAbiVersion");
static_assert(kRecorded.streamSpec == sizeof(StreamSpec), "StreamSpec changed: raise kAbiVersion");
static_assert(kRecorded.intensitySpec == sizeof(IntensitySpec), "IntensitySpec changed: raise kAbiVersion");
static_assert(kRecorded.cacheSpec == sizeof(CacheSpec), "CacheSpec changed: raise kAbiVersion");
static_assert(kRecorded.launchSpec == sizeof(LaunchSpec), "LaunchSpec changed: raise kAbiVersion");
static_assert(kRecorded.benchPoint == sizeof(BenchPoint), "BenchPoint changed: raise kAbiVersion");
static_assert(kRecorded.benchDevice == sizeof(BenchDevice), "BenchDevice changed: raise kAbiVersion");
static_assert(kRecorded.clockSample == sizeof(ClockSample), "ClockSample changed: raise kAbiVersion");
static_assert(kRecorded.benchBackend == sizeof(BenchBackend), "BenchBackend changed: raise kAbiVersion");
static_assert(kRecorded.readSpec == sizeof(ReadSpec), "ReadSpec changed: raise kAbiVersion");
static_assert(kRecorded.chainSpec == sizeof(ChainSpec), "ChainSpec changed: raise kAbiVersion");
} // namespace moduleabi
#endif

namespace {

using AbiFn = int (*)();

std::string dlText() {
    const char* e = dlerror();
    return e ? std::string(e) : std::string("unknown dlopen error");
}

bool exists(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0;
}

// The folder of the running executable (/proc/self/exe, symbolic links resolved), empty when
// it cannot be read.
std::string executableDir() {
    std::string buf(4096, '\0');
    const ssize_t n = ::readlink("/proc/self/exe", buf.data(), buf.size() - 1);
    if (n <= 0)
        return {};
    buf.resize(std::size_t(n));
    const auto slash = buf.rfind('/');
    return slash == std::string::npos ? std::string() : buf.substr(0, slash);
}

struct Loaded {
    std::unique_ptr<BackendModule> module;
    std::string error;
};

Loaded loadFirst() {
    Loaded result;
    const std::vector<std::string> candidates = BackendModule::searchPath();
    // The error worth reporting is that of a module that is there but does not load (a missing
    // libcublasLt, an old driver); only when none is there, that it was not found.
    std::string presentError, missingError;
    for (const auto& path : candidates) {
        std::string error;
        result.module = BackendModule::open(path, error);
        if (result.module)
            return result;
        if (exists(path)) {
            if (presentError.empty())
                presentError = error;
        } else if (missingError.empty()) {
            missingError = error;
        }
    }
    if (!presentError.empty()) {
        result.error = presentError;
    } else {
        result.error =
            missingError.empty() ? std::string("cannot load the CUDA backend: nowhere to look") : missingError;
        if (candidates.size() > 1) {
            result.error += " (looked for it at";
            for (std::size_t i = 0; i < candidates.size(); ++i)
                result.error += (i ? ", " : " ") + candidates[i];
            result.error += ")";
        }
    }
    return result;
}

} // namespace

BackendModule::BackendModule(std::string path, CreateFn create)
    : m_path(std::move(path))
    , m_create(create) {}

// No dlclose: a backend created from the module may outlive this object, and the CUDA libraries
// are not made to be unloaded. A loaded module stays until the process ends.
BackendModule::~BackendModule() = default;

std::unique_ptr<BackendModule> BackendModule::open(const std::string& path, std::string& error) {
    const std::string prefix = "cannot load the CUDA backend " + path + ": ";
    dlerror(); // clear a stale message
    // RTLD_LOCAL: the module's copies of core/ and gpu/ (and the CUDA libraries) stay out of the
    // process's global symbol table.
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        std::string text = dlText();
        // dlerror() often starts with the path itself; say it once.
        if (text.rfind(path + ": ", 0) == 0)
            text.erase(0, path.size() + 2);
        error = prefix + text;
        return nullptr;
    }
    const auto abi = reinterpret_cast<AbiFn>(dlsym(handle, kAbiSymbol));
    const auto create = reinterpret_cast<CreateFn>(dlsym(handle, kCreateSymbol));
    if (!abi || !create) {
        error = prefix + "not a RoofLab backend module (no " + (abi ? kCreateSymbol : kAbiSymbol) + ")";
        dlclose(handle);
        return nullptr;
    }
    if (const int version = abi(); version != kAbiVersion) {
        error = prefix + "built from other sources (interface version " + std::to_string(version) +
                ", this program needs " + std::to_string(kAbiVersion) + "); rebuild or reinstall RoofLab";
        dlclose(handle);
        return nullptr;
    }
    error.clear();
    return std::unique_ptr<BackendModule>(new BackendModule(path, create));
}

std::vector<std::string> BackendModule::searchPath() {
    if (const char* env = std::getenv(kPathVariable); env && *env)
        return {env};
    std::vector<std::string> paths;
    const std::string dir = executableDir();
    if (!dir.empty()) {
        paths.push_back(dir + "/" + kFileName);
#ifdef ROOFLAB_MODULE_DIR_FROM_BIN
        paths.push_back(dir + "/" ROOFLAB_MODULE_DIR_FROM_BIN "/" + kFileName);
#endif
    }
#ifdef ROOFLAB_CUDA_BACKEND_BUILD_PATH
    paths.emplace_back(ROOFLAB_CUDA_BACKEND_BUILD_PATH);
#endif
    // The executable may sit beside the build tree's module: try each place once.
    std::vector<std::string> unique;
    for (auto& p : paths)
        if (std::find(unique.begin(), unique.end(), p) == unique.end())
            unique.push_back(std::move(p));
    return unique;
}

const BackendModule* BackendModule::forProcess(std::string& error) {
    static const Loaded loaded = loadFirst(); // thread-safe initialisation, once per process
    error = loaded.error;
    return loaded.module.get();
}

std::unique_ptr<BenchBackend> BackendModule::create() const {
    return std::unique_ptr<BenchBackend>(m_create ? m_create() : nullptr);
}

} // namespace rooflab::gpu
