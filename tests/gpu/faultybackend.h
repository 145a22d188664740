#pragma once
// A test double that "measures" on a simple roofline (rates below an H100's datasheet) and
// injects faults on chosen points: an error, a wrong result, rates that break the bounds, a
// sticky error that needs a device reset, or an exception. Used by the sweep-runner and
// self-test suites to exercise the error paths without a GPU.
#include "gpu/benchdevice.h"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <string>

namespace rooflab::gpu::test {

enum class Fault { None, Error, WrongResult, TooFast, Sticky, ThrowLost, Throw };

inline BenchDevice fakeH100() {
    BenchDevice d;
    d.name = "NVIDIA H100 80GB HBM3";
    d.ccMajor = 9;
    d.ccMinor = 0;
    d.smCount = 132;
    d.memoryBytes = 85520809984.0;
    d.memoryClockKHz = 2619000;
    d.busWidthBits = 5120;
    d.theoreticalBandwidth = theoreticalBandwidth(d.memoryClockKHz, d.busWidthBits);
    d.smClockKHz = 1980000;
    d.l2Bytes = 52428800;
    d.driverVersion = 13000;
    d.runtimeVersion = 13000;
    d.cublasVersion = 130001;
    d.gpuId = "h100-sxm";
    return d;
}

class FaultyBackend final : public BenchBackend {
public:
    int devices = 1;
    std::string noDeviceMessage = "no CUDA device found (cudaGetDeviceCount returned 0)";
    BenchDevice device = fakeH100();
    // Decides the fault of each point (call counts every run* call from 0).
    std::function<Fault(const BenchPoint& point, int call)> faultFor;
    bool recoverFails = false;
    bool clocks = true;
    double smClockMHz = 1980;
    int calls = 0;
    int resets = 0;
    bool lost = false;

    int deviceCount(std::string& error) override {
        if (devices == 0)
            error = noDeviceMessage;
        return devices;
    }
    bool queryDevice(int index, BenchDevice& out, std::string& error) override {
        if (index < 0 || index >= devices) {
            error = "device " + std::to_string(index) + " does not exist";
            return false;
        }
        out = device;
        return true;
    }
    std::string method() const override { return "faulty test double"; }

    BenchPoint runGemm(const GemmSpec& spec) override {
        BenchPoint p = describeGemm(spec);
        const double time = std::max(p.flops / 20e12, p.bytes / 2e12) + 2e-6;
        p.l2Flushed = spec.flushL2;
        return finish(p, time, spec.verify);
    }
    BenchPoint runStream(const StreamSpec& spec) override {
        BenchPoint p = describeStream(spec);
        return finish(p, p.bytes / 2.5e12, true);
    }
    BenchPoint runIntensity(const IntensitySpec& spec) override {
        BenchPoint p = describeIntensity(spec);
        const double peak = spec.dtype == DType::FP32 ? 30e12 : 60e12;
        return finish(p, std::max(p.flops / peak, p.bytes / 2.5e12), true);
    }
    BenchPoint runCache(const CacheSpec& spec) override {
        BenchPoint p = describeCache(spec);
        return finish(p, p.bytes / 8e12, false);
    }
    BenchPoint runLaunch(const LaunchSpec& spec) override {
        BenchPoint p = describeLaunch(spec);
        return finish(p, 2.5e-6, false);
    }

    bool needsRecovery() const override { return lost; }
    bool recover(std::string& error) override {
        ++resets;
        if (recoverFails) {
            error = "cudaDeviceReset: cudaErrorDevicesUnavailable (injected)";
            return false;
        }
        lost = false;
        return true;
    }
    bool sampleClocks(ClockSample& out, std::string& error) override {
        out = ClockSample{};
        if (!clocks) {
            error = "NVML not available (injected)";
            return false;
        }
        out.valid = true;
        out.smClockMHz = smClockMHz;
        out.smClockMaxMHz = 1980;
        out.memoryClockMHz = 2619;
        out.memoryClockMaxMHz = 2619;
        out.temperatureC = 45;
        out.powerW = 300;
        out.powerLimitW = out.defaultPowerLimitW = out.enforcedPowerLimitW = 700;
        return true;
    }

private:
    BenchPoint finish(BenchPoint p, double time, bool check) {
        const int call = calls++;
        const Fault fault = faultFor ? faultFor(p, call) : Fault::None;
        switch (fault) {
        case Fault::None:
            break;
        case Fault::Error:
            p.error = "out of device memory: cudaMalloc 4096.0 MiB for A (injected)";
            return p;
        case Fault::WrongResult:
            break;
        case Fault::TooFast:
            time /= 10;
            break;
        case Fault::Sticky:
            lost = true;
            p.error = "cublasLtMatmul: cudaErrorIllegalAddress (injected); the CUDA context is "
                      "unusable until the device is reset";
            return p;
        case Fault::ThrowLost:
            lost = true;
            throw DeviceLostError("launch: cudaErrorLaunchFailure (injected)");
        case Fault::Throw:
            throw std::runtime_error("driver exploded (injected)");
        }
        p.timeMedian = p.timeMin = p.timeMax = time;
        p.repetitions = 5;
        p.smClockMHz = smClockMHz;
        p.deriveRates();
        if (check) {
            p.relativeError = fault == Fault::WrongResult ? 0.5 : 1e-4;
            p.verified = fault != Fault::WrongResult;
        }
        return p;
    }
};

} // namespace rooflab::gpu::test
