#pragma once
// Clocks, temperature and power of a GPU through NVML, loaded at run time with dlopen so that the
// bench needs no NVML at build time and still runs where the library is missing (it then records
// why there are no readings). No CUDA headers; the CUDA backend passes the PCI bus id.
#include "core/measured/benchresults.h"

#include <memory>
#include <string>

namespace rooflab::gpu {

class NvmlReader {
public:
    NvmlReader();
    ~NvmlReader();
    NvmlReader(const NvmlReader&) = delete;
    NvmlReader& operator=(const NvmlReader&) = delete;

    // Loads NVML (ROOFLAB_NVML_LIBRARY, else libnvidia-ml.so.1 from the loader's path and the
    // usual driver folders) and opens the device with this PCI bus id ("0000:3B:00.0", as
    // cudaDeviceGetPCIBusId gives it: NVML and CUDA number devices differently). False, with the
    // reason in error, when either fails.
    bool open(const std::string& pciBusId, std::string& error);
    bool isOpen() const;
    // A full reading. False, with the reason, when not open or NVML refuses the clocks.
    bool read(ClockSample& out, std::string& error);
    // The current SM clock in MHz, 0 when it cannot be read (cheap: one NVML call).
    double smClockMHz();
    void close();

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

} // namespace rooflab::gpu
