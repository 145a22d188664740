#include "core/steptime/offloadtime.h"

#include "core/memory/offloadmemory.h"
#include "core/model/recomputedlayers.h"

#include <algorithm>

namespace rooflab {

namespace {

constexpr const char* kSourceOffload = "Ren et al. 2021, ZeRO-Offload, sec. 4 (overlapped copies, CPU-side step)";
constexpr const char* kPcie = ROOFLAB_TR_NOOP("rooflab::Explain", "PCIe bandwidth (pinned copy)");
constexpr const char* kBytesCopied = ROOFLAB_TR_NOOP("rooflab::Explain", "bytes copied");
// The share of the host's peak memory bandwidth DeepSpeed's CPU-Adam reaches: ZeRO-Offload's
// Table 4 (DGX-2, 2x Xeon Platinum 8168 = 256 GB/s peak) steps 1-10B parameters in 0.22-2.57 s,
// 100-136 GB/s at the 30 bytes per parameter the step reads and writes; median 117 GB/s.
constexpr double kCpuAdamBandwidthShare = 0.46;
constexpr const char* kSourceCpuAdam = "ZeRO-Offload Table 4";

// The slower of the PCIe link and this GPU's share of the node's NVMe drives.
double copyTime(const HostSpec& spec, double bytes, bool fromNvme) {
    const double gpus = spec.gpusPerNode;
    const double pcie = bytes / spec.pcieBandwidth;
    return fromNvme ? std::max(pcie, bytes * gpus / spec.nvmeBandwidth) : pcie;
}

// DeepSpeed's CPU-Adam is bound by the host's memory: every process's step at once.
Traced hostOptimizerStep(const HostMemory& host, const HostSpec& spec, Trace* trace) {
    const double gpus = spec.gpusPerNode;
    Formula f = Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer step on the host"), Unit::Seconds,
                             kSourceOffload);
    f.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "host memory traffic of the step"),
           Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "host memory traffic of the step"),
                            Unit::Seconds, kSourceOffload)
               .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes read and written per process"),
                      host.hostOptimizerBytes, Unit::Bytes)
               .times(ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs per node"), gpus, Unit::Plain)
               .over(ROOFLAB_TR_NOOP("rooflab::Explain", "host memory bandwidth per node"), spec.memoryBandwidth,
                     Unit::BytePerSecond)
               .over(ROOFLAB_TR_NOOP("rooflab::Explain", "share of it CPU-Adam reaches"), kCpuAdamBandwidthShare,
                     Unit::Ratio, kSourceCpuAdam)
               .result(),
           Unit::Seconds);
    if (host.nvmeBytesPerStep > 0)
        f.plus(ROOFLAB_TR_NOOP("rooflab::Explain", "NVMe swap of the optimizer"),
               Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "NVMe swap of the optimizer"), Unit::Seconds,
                                "Rajbhandari et al. 2021, ZeRO-Infinity")
                   .times(ROOFLAB_TR_NOOP("rooflab::Explain", "bytes swapped in and out per process"),
                          host.nvmeBytesPerStep, Unit::Bytes)
                   .times(ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs per node"), gpus, Unit::Plain)
                   .over(ROOFLAB_TR_NOOP("rooflab::Explain", "NVMe bandwidth per node"), spec.nvmeBandwidth,
                         Unit::BytePerSecond)
                   .result(),
               Unit::Seconds);
    return f.result();
}

// One micro-batch's copies in each pass and direction, in seconds. The forward fetches the
// parameter shards and sends the activations out; the backward fetches the shards again (and
// once more to recompute), brings the activations back and sends the gradients out.
struct PassCopies {
    double forwardIn = 0, forwardOut = 0, backwardIn = 0, backwardOut = 0;
};

PassCopies passCopies(const Scenario& sc, const HostMemory& host, const HostSpec& spec) {
    const bool nvmeParameters = sc.parallel.offload.parameters == OffloadDevice::Nvme;
    // The recomputed layers' share (core/model/recomputedlayers.h; the nominal stage) fetches again.
    const double recomputed = recomputedLayerShare(sc);
    PassCopies c;
    c.forwardIn = copyTime(spec, host.parameterCopyPerPass, nvmeParameters);
    c.forwardOut = copyTime(spec, host.activationCopyPerMicroBatch, false);
    c.backwardIn = copyTime(spec, host.parameterCopyPerPass * (1.0 + recomputed), nvmeParameters) +
                   copyTime(spec, host.activationCopyPerMicroBatch, false);
    c.backwardOut = copyTime(spec, host.gradientCopyPerMicroBatch, false);
    return c;
}

// PCIe is full duplex: each direction is its own queue, hidden behind the pass it overlaps; what
// the longer queue needs beyond the pass is exposed.
Traced exposedInPass(Trace* trace, const char* name, const char* inName, const char* outName, double in, double out,
                     double passS) {
    return Formula::maximum(trace, name, Unit::Seconds, kSourceOffload)
        .of(ROOFLAB_TR_NOOP("rooflab::Explain", "all hidden"), 0.0, Unit::Seconds)
        .of(inName, in - passS, Unit::Seconds)
        .of(outName, out - passS, Unit::Seconds)
        .result();
}

} // namespace

OffloadTimes offloadTimes(const Scenario& sc, const HostMemory& host, double microBatchS, int microBatches,
                          Trace* trace) {
    OffloadTimes t;
    const OffloadConfig& off = sc.parallel.offload;
    if (!off.any())
        return t;
    const HostSpec spec = resolveHost(sc);
    if (off.optimizerOffloaded())
        t.hostOptimizer = hostOptimizerStep(host, spec, trace);

    // Each micro-batch's copies, each hidden behind the pass it overlaps.
    const double forwardS = microBatchS / 3.0, backwardS = microBatchS - forwardS;
    const PassCopies c = passCopies(sc, host, spec);
    const Traced forwardExposed = exposedInPass(
        trace, ROOFLAB_TR_NOOP("rooflab::Explain", "copies exposed in a forward"),
        ROOFLAB_TR_NOOP("rooflab::Explain", "host to GPU beyond the forward"),
        ROOFLAB_TR_NOOP("rooflab::Explain", "GPU to host beyond the forward"), c.forwardIn, c.forwardOut, forwardS);
    const Traced backwardExposed = exposedInPass(
        trace, ROOFLAB_TR_NOOP("rooflab::Explain", "copies exposed in a backward"),
        ROOFLAB_TR_NOOP("rooflab::Explain", "host to GPU beyond the backward"),
        ROOFLAB_TR_NOOP("rooflab::Explain", "GPU to host beyond the backward"), c.backwardIn, c.backwardOut, backwardS);
    const Traced upload =
        Formula::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "upload of the updated parameters"), Unit::Seconds,
                         kSourceOffload)
            .times(kBytesCopied, host.parameterUploadPerStep, Unit::Bytes)
            .over(kPcie, spec.pcieBandwidth, Unit::BytePerSecond)
            .result();
    t.exposed =
        Formula::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "exposed offload copies"), Unit::Seconds,
                     kSourceOffload)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "copies exposed in a forward"), forwardExposed, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "copies exposed in a backward"), backwardExposed, Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "micro-batches after the first"),
                  (forwardExposed.value + backwardExposed.value) * (microBatches - 1), Unit::Seconds)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "upload of the updated parameters"), upload, Unit::Seconds,
                  "after the step")
            .result();
    t.copies = (c.forwardIn + c.forwardOut + c.backwardIn + c.backwardOut) * microBatches + upload.value;
    if (trace) {
        trace->nameFigure("step.offload", t.exposed);
        trace->nameFigure("step.host_optimizer", t.hostOptimizer);
    }
    return t;
}

} // namespace rooflab
