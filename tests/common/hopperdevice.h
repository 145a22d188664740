#pragma once
// The device the sweep-plan suites (tests/gpu, tests/document) plan for: an H100 SXM as the CUDA
// runtime reports it, written once so that the suites plan for the same card.
#include "core/measured/benchresults.h"

namespace rooflab::test {

inline BenchDevice hopperDevice() {
    BenchDevice d;
    d.name = "NVIDIA H100 80GB HBM3";
    d.ccMajor = 9;
    d.ccMinor = 0;
    d.smCount = 132;
    d.memoryBytes = 85520809984.0;
    d.memoryClockKHz = 2619000;
    d.busWidthBits = 5120;
    d.theoreticalBandwidth = theoreticalBandwidth(d.memoryClockKHz, d.busWidthBits);
    d.l2Bytes = 52428800;
    return d;
}

} // namespace rooflab::test
