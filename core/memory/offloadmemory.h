#pragma once
// What offloading moves off the GPU (docs/formulas.md, "Offload"), after DeepSpeed's
// ZeRO-Offload (stage_1_and_2.py: the fp32 partition, fp32 gradients and Adam's moments on the
// host, 16-bit gradients freed bucket by bucket), ZeRO-Infinity (stage3.py: the 16-bit shards
// on the host or NVMe) and Transformer Engine's activation offload (one layer stays).
#include "core/base/derivation.h"
#include "core/memory/steppeak.h"
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <string_view>

namespace rooflab {

// The host the GPUs sit in: the database's figures, the scenario's overrides, else defaults of
// a PCIe Gen4 server (the source of each in docs/formulas.md).
struct HostSpec {
    double ramBytes = 0;        // per node; 0 = not known
    double pcieBandwidth = 0;   // bytes/s per GPU, one direction
    double memoryBandwidth = 0; // bytes/s per node
    double nvmeBandwidth = 0;   // bytes/s per node
    int gpusPerNode = 1;        // processes sharing the host (at most the job's GPUs)
};
HostSpec resolveHost(const Scenario& scenario);

// DeepSpeed's reduce_bucket_size default (elements): the 16-bit gradients an offloading
// process holds on the GPU at once while the backward runs.
inline constexpr double kGradientBucketElements = 5e8;

// Moves the offloaded parts of `terms` to the host: their GPU terms become what stays (the
// gradient bucket, nothing of the optimizer) and `host` says what the host holds and copies.
// `updated`: the parameters this GPU's optimizer updates (its ZeRO partition);
// `activationsOffloaded`: the saved activations on the host at the peak.
template <class Recorder>
void applyOffload(const Scenario& scenario, const Traced& updated, const Traced& activationsOffloaded, StepTerms& terms,
                  HostMemory& host, Recorder* trace, std::string_view figures);

} // namespace rooflab
