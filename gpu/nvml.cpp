#include "gpu/nvml.h"

#include <dlfcn.h>

#include <cstdlib>
#include <vector>

namespace rooflab::gpu {

namespace {

// The few NVML declarations used here (nvml.h is not needed to build).
using nvmlReturn_t = int;
using nvmlDevice_t = struct nvmlDevice_st*;
constexpr nvmlReturn_t NVML_SUCCESS = 0;
constexpr int NVML_CLOCK_SM = 1;
constexpr int NVML_CLOCK_MEM = 2;
constexpr int NVML_TEMPERATURE_GPU = 0;

using InitFn = nvmlReturn_t (*)();
using ShutdownFn = nvmlReturn_t (*)();
using ErrorStringFn = const char* (*)(nvmlReturn_t);
using HandleByPciFn = nvmlReturn_t (*)(const char*, nvmlDevice_t*);
using ClockFn = nvmlReturn_t (*)(nvmlDevice_t, int, unsigned*);
using TemperatureFn = nvmlReturn_t (*)(nvmlDevice_t, int, unsigned*);
using UIntFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned*);
using ReasonsFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned long long*);

template <typename Fn> Fn symbol(void* lib, const char* name) {
    return reinterpret_cast<Fn>(dlsym(lib, name));
}

} // namespace

struct NvmlReader::Impl {
    void* lib = nullptr;
    bool initialised = false;
    nvmlDevice_t device = nullptr;
    InitFn init = nullptr;
    ShutdownFn shutdown = nullptr;
    ErrorStringFn errorString = nullptr;
    HandleByPciFn handleByPci = nullptr;
    ClockFn clock = nullptr;
    ClockFn maxClock = nullptr;
    TemperatureFn temperature = nullptr;
    UIntFn power = nullptr;
    UIntFn powerLimit = nullptr;
    UIntFn defaultPowerLimit = nullptr;
    UIntFn enforcedPowerLimit = nullptr;
    ReasonsFn reasons = nullptr;

    std::string message(const char* what, nvmlReturn_t r) const {
        std::string text = std::string(what) + " returned " + std::to_string(r);
        if (errorString)
            if (const char* s = errorString(r))
                text += " (" + std::string(s) + ")";
        return text;
    }

    bool load(std::string& error) {
        if (lib)
            return true;
        std::vector<std::string> candidates;
        if (const char* env = std::getenv("ROOFLAB_NVML_LIBRARY"); env && *env) {
            candidates.emplace_back(env);
        } else {
            candidates = {"libnvidia-ml.so.1", "/usr/local/nvidia/lib64/libnvidia-ml.so.1",
                          "/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1", "/usr/lib64/libnvidia-ml.so.1",
                          "/usr/lib/wsl/lib/libnvidia-ml.so.1"};
        }
        std::string firstError;
        for (const auto& path : candidates) {
            lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
            if (lib)
                break;
            if (firstError.empty())
                if (const char* e = dlerror())
                    firstError = e;
        }
        if (!lib) {
            error = "NVML not available (" + candidates.front() + " could not be loaded" +
                    (firstError.empty() ? std::string() : ": " + firstError) +
                    "); clocks, temperature and power are not recorded";
            return false;
        }
        init = symbol<InitFn>(lib, "nvmlInit_v2");
        shutdown = symbol<ShutdownFn>(lib, "nvmlShutdown");
        errorString = symbol<ErrorStringFn>(lib, "nvmlErrorString");
        handleByPci = symbol<HandleByPciFn>(lib, "nvmlDeviceGetHandleByPciBusId_v2");
        clock = symbol<ClockFn>(lib, "nvmlDeviceGetClockInfo");
        maxClock = symbol<ClockFn>(lib, "nvmlDeviceGetMaxClockInfo");
        temperature = symbol<TemperatureFn>(lib, "nvmlDeviceGetTemperature");
        power = symbol<UIntFn>(lib, "nvmlDeviceGetPowerUsage");
        powerLimit = symbol<UIntFn>(lib, "nvmlDeviceGetPowerManagementLimit");
        defaultPowerLimit = symbol<UIntFn>(lib, "nvmlDeviceGetPowerManagementDefaultLimit");
        enforcedPowerLimit = symbol<UIntFn>(lib, "nvmlDeviceGetEnforcedPowerLimit");
        reasons = symbol<ReasonsFn>(lib, "nvmlDeviceGetCurrentClocksEventReasons");
        if (!reasons)
            reasons = symbol<ReasonsFn>(lib, "nvmlDeviceGetCurrentClocksThrottleReasons");
        if (!init || !shutdown || !handleByPci || !clock || !maxClock) {
            error = "NVML library lacks nvmlInit_v2, nvmlDeviceGetHandleByPciBusId_v2 or the clock "
                    "functions (driver too old?)";
            unload();
            return false;
        }
        return true;
    }

    void unload() {
        if (initialised && shutdown)
            shutdown();
        initialised = false;
        device = nullptr;
        if (lib)
            dlclose(lib);
        lib = nullptr;
    }
};

NvmlReader::NvmlReader()
    : m(std::make_unique<Impl>()) {}
NvmlReader::~NvmlReader() {
    close();
}

void NvmlReader::close() {
    m->unload();
}

bool NvmlReader::isOpen() const {
    return m->device != nullptr;
}

bool NvmlReader::open(const std::string& pciBusId, std::string& error) {
    m->device = nullptr;
    if (!m->load(error))
        return false;
    if (!m->initialised) {
        const nvmlReturn_t r = m->init();
        if (r != NVML_SUCCESS) {
            error = "NVML: " + m->message("nvmlInit_v2", r);
            return false;
        }
        m->initialised = true;
    }
    nvmlDevice_t d = nullptr;
    const nvmlReturn_t r = m->handleByPci(pciBusId.c_str(), &d);
    if (r != NVML_SUCCESS || !d) {
        error = "NVML: " + m->message(("nvmlDeviceGetHandleByPciBusId_v2(" + pciBusId + ")").c_str(), r);
        return false;
    }
    m->device = d;
    error.clear();
    return true;
}

double NvmlReader::smClockMHz() {
    if (!m->device)
        return 0;
    unsigned v = 0;
    return m->clock(m->device, NVML_CLOCK_SM, &v) == NVML_SUCCESS ? double(v) : 0;
}

bool NvmlReader::read(ClockSample& out, std::string& error) {
    out = ClockSample{};
    if (!m->device) {
        error = "NVML device not open";
        return false;
    }
    unsigned v = 0;
    nvmlReturn_t r = m->clock(m->device, NVML_CLOCK_SM, &v);
    if (r != NVML_SUCCESS) {
        error = "NVML: " + m->message("nvmlDeviceGetClockInfo(SM)", r);
        return false;
    }
    out.smClockMHz = v;
    if (m->clock(m->device, NVML_CLOCK_MEM, &v) == NVML_SUCCESS)
        out.memoryClockMHz = v;
    if (m->maxClock(m->device, NVML_CLOCK_SM, &v) == NVML_SUCCESS)
        out.smClockMaxMHz = v;
    if (m->maxClock(m->device, NVML_CLOCK_MEM, &v) == NVML_SUCCESS)
        out.memoryClockMaxMHz = v;
    // Optional readings: a card or a container may refuse some (NOT_SUPPORTED); they stay 0.
    if (m->temperature && m->temperature(m->device, NVML_TEMPERATURE_GPU, &v) == NVML_SUCCESS)
        out.temperatureC = v;
    if (m->power && m->power(m->device, &v) == NVML_SUCCESS)
        out.powerW = v / 1000.0;
    if (m->powerLimit && m->powerLimit(m->device, &v) == NVML_SUCCESS)
        out.powerLimitW = v / 1000.0;
    if (m->defaultPowerLimit && m->defaultPowerLimit(m->device, &v) == NVML_SUCCESS)
        out.defaultPowerLimitW = v / 1000.0;
    if (m->enforcedPowerLimit && m->enforcedPowerLimit(m->device, &v) == NVML_SUCCESS)
        out.enforcedPowerLimitW = v / 1000.0;
    unsigned long long bits = 0;
    if (m->reasons && m->reasons(m->device, &bits) == NVML_SUCCESS)
        out.clocksEventReasons = bits;
    out.valid = true;
    error.clear();
    return true;
}

} // namespace rooflab::gpu
