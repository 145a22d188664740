#include "core/memory/offloadmemory.h"

#include "core/model/collectives.h"
#include "core/numbers/dtype.h"

#include <algorithm>
#include <string>
#include <type_traits>

namespace rooflab {

namespace {

constexpr const char* kSourceZeroOffload = "Ren et al. 2021, ZeRO-Offload; DeepSpeed stage_1_and_2.py";
constexpr const char* kSourceInfinity = "Rajbhandari et al. 2021, ZeRO-Infinity; DeepSpeed stage3.py";
constexpr const char* kUpdated = ROOFLAB_TR_NOOP("rooflab::Explain", "parameters this GPU updates");
constexpr const char* kBytes = ROOFLAB_TR_NOOP("rooflab::Explain", "bytes");

// DeepSpeed's offload_param NVMe swap buffers: buffer_count 5 x buffer_size 1e8 elements.
constexpr double kParameterSwapElements = 5 * 1e8;

// What the host holds for one GPU's process, and what is swapped on to NVMe.
struct HostParts {
    Traced master, gradients, states, parameters, buffers, nvme;
};

// The host keeps an fp32 partition whether or not the GPU had a master copy.
template <class Recorder> Traced hostMasterPartition(const StepTerms& terms, const Traced& updated, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    if (terms.master.value > 0)
        return terms.master;
    return F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "fp32 parameter partition"), Unit::Bytes,
                      kSourceZeroOffload)
        .times(kUpdated, updated, Unit::Count)
        .times(kBytes, 4.0, Unit::BytesPerValue, "fp32")
        .result();
}

template <class Recorder> Traced hostGradientPartition(const Scenario& sc, const Traced& updated, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const double gradientBytes = dtypeBytes(sc.precision.gradients);
    F grads = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradient partition on the host"), Unit::Bytes,
                         kSourceZeroOffload);
    grads.times(kUpdated, updated, Unit::Count);
    // fp32 for the optimizer, plus a 16-bit accumulation buffer across micro-batches.
    const bool accumulates = sc.training.gradAccum > 1;
    grads.times(kBytes, accumulates ? 4.0 + gradientBytes : 4.0, Unit::BytesPerValue,
                accumulates ? "fp32 + accumulation buffer" : "fp32");
    return grads.result();
}

// On the GPU: nothing of the optimizer; the 16-bit gradients leave bucket by bucket
// unless a persistent gradient buffer holds them (Megatron).
template <class Recorder> void keepOnGpuWithOptimizerOffloaded(const Scenario& sc, StepTerms& terms, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    terms.master = 0;
    terms.states = 0;
    terms.scratch = 0;
    if (terms.gradientsPersist)
        return;
    terms.gradients = F::minimum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradients on the GPU (offloaded)"),
                                 Unit::Bytes, kSourceZeroOffload)
                          .of(ROOFLAB_TR_NOOP("rooflab::Explain", "gradients"), terms.gradients, Unit::Bytes)
                          .of(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient bucket (reduce_bucket_size)"),
                              kGradientBucketElements * dtypeBytes(sc.precision.gradients), Unit::Bytes, "5e8 elements")
                          .result();
}

// ZeRO-Offload's optimizer on the host (ZeRO-Infinity's on NVMe): the host's parts into `parts`,
// the copies into `host`, what stays on the GPU into `terms`. Returns the host memory the
// optimizer step reads and writes.
template <class Recorder>
double offloadOptimizer(const Scenario& sc, const Traced& updated, StepTerms& terms, HostMemory& host, HostParts& parts,
                        Recorder* trace) {
    using F = BasicFormula<Recorder>;
    const OffloadConfig& off = sc.parallel.offload;
    const double weightBytes = dtypeBytes(sc.precision.weights);
    const bool sixteenBitWeights = weightBytes < 4;
    parts.master = hostMasterPartition(terms, updated, trace);
    parts.gradients = hostGradientPartition(sc, updated, trace);
    parts.states = terms.states;
    if (!off.parametersOffloaded() && sixteenBitWeights)
        parts.parameters = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "16-bit upload buffer"), Unit::Bytes,
                                      kSourceZeroOffload)
                               .times(kUpdated, updated, Unit::Count)
                               .times(kBytes, weightBytes, Unit::BytesPerValue, dtypeId(sc.precision.weights))
                               .result();
    // Read master, gradients and states; write master, states and the 16-bit copy.
    const double optimizerTraffic = 2.0 * (parts.master.value + parts.states.value) + updated.value * 4.0 +
                                    (sixteenBitWeights ? updated.value * weightBytes : 0.0);
    host.gradientCopyPerMicroBatch = updated.value * 4.0; // cast to fp32 on the GPU, then copied
    if (!off.parametersOffloaded())
        host.parameterUploadPerStep = updated.value * weightBytes;
    keepOnGpuWithOptimizerOffloaded(sc, terms, trace);
    if (off.optimizer == OffloadDevice::Nvme) {
        // ZeRO-Infinity swaps the fp32 partition and the states in and out every step.
        parts.nvme =
            F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer on NVMe"), Unit::Bytes, kSourceInfinity)
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "master weights"), parts.master, Unit::Bytes)
                .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer states"), parts.states, Unit::Bytes)
                .result();
        host.nvmeBytesPerStep += 2.0 * parts.nvme.value;
        parts.master = 0;
        parts.states = 0;
    }
    return optimizerTraffic;
}

// ZeRO-Infinity's parameter shards on the host or NVMe (with NVMe, pinned swap buffers on the
// host): copied to the GPU for each pass, none kept there.
template <class Recorder>
void offloadParameters(const Scenario& sc, StepTerms& terms, HostMemory& host, HostParts& parts, Recorder* trace) {
    using F = BasicFormula<Recorder>;
    host.parameterCopyPerPass = terms.weights.value;
    if (sc.parallel.offload.parameters == OffloadDevice::Nvme) {
        parts.nvme = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "on NVMe"), Unit::Bytes, kSourceInfinity)
                         .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer on NVMe"), parts.nvme, Unit::Bytes)
                         .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "parameter shard"), terms.weights, Unit::Bytes)
                         .result();
        parts.buffers =
            F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "pinned swap buffers"), Unit::Bytes, kSourceInfinity)
                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "elements (buffer_count × buffer_size)"),
                       kParameterSwapElements, Unit::Count, "5 × 1e8")
                .times(kBytes, dtypeBytes(sc.precision.weights), Unit::BytesPerValue, dtypeId(sc.precision.weights))
                .result();
    } else {
        parts.parameters = terms.weights;
    }
    terms.weights = 0;
}

// The host memory of one GPU's process and of a node, the node's NVMe, into `host` and, with a
// trace, the figures "<figures>.host.*".
template <class Recorder>
void hostTotals(const Scenario& sc, const HostParts& parts, const Traced& activationsOffloaded, HostMemory& host,
                Recorder* trace, std::string_view figures) {
    using F = BasicFormula<Recorder>;
    const HostSpec spec = resolveHost(sc);
    const Traced perGpu =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "host memory of one GPU's process"), Unit::Bytes,
               kSourceZeroOffload)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "master weights"), parts.master, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient partition on the host"), parts.gradients, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer states"), parts.states, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters"), parts.parameters, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "offloaded activations"), activationsOffloaded, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "pinned swap buffers"), parts.buffers, Unit::Bytes)
            .result();
    const char* gpusName = ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs per node");
    const Traced perNode =
        F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "host memory per node"), Unit::Bytes)
            .times(ROOFLAB_TR_NOOP("rooflab::Explain", "host memory of one GPU's process"), perGpu, Unit::Bytes)
            .times(gpusName, double(spec.gpusPerNode), Unit::Plain)
            .result();
    const Traced nvmeNode = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "NVMe per node"), Unit::Bytes)
                                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "on NVMe"), parts.nvme, Unit::Bytes)
                                .times(gpusName, double(spec.gpusPerNode), Unit::Plain)
                                .result();
    host.masterWeights = parts.master;
    host.gradients = parts.gradients;
    host.optimizerStates = parts.states;
    host.parameters = parts.parameters;
    host.activations = activationsOffloaded;
    host.buffers = parts.buffers;
    host.perGpu = perGpu;
    host.gpusPerNode = spec.gpusPerNode;
    host.perNode = perNode;
    host.nvmePerNode = nvmeNode;
    host.capacity = spec.ramBytes;
    host.fits = spec.ramBytes <= 0 || perNode.value <= spec.ramBytes;
    if constexpr (std::is_same_v<Recorder, Trace>) {
        if (trace) {
            const std::string prefix = std::string(figures) + ".host.";
            trace->nameFigure(prefix + "master_weights", parts.master);
            trace->nameFigure(prefix + "gradients", parts.gradients);
            trace->nameFigure(prefix + "optimizer_states", parts.states);
            trace->nameFigure(prefix + "parameters", parts.parameters);
            trace->nameFigure(prefix + "activations", activationsOffloaded);
            trace->nameFigure(prefix + "buffers", parts.buffers);
            trace->nameFigure(prefix + "per_gpu", perGpu);
            trace->nameFigure(prefix + "per_node", perNode);
            trace->nameFigure(prefix + "nvme_per_node", nvmeNode);
        }
    } else {
        (void)figures;
    }
}

} // namespace

HostSpec resolveHost(const Scenario& sc) {
    HostSpec h;
    // Defaults for a host the database does not describe: a PCIe Gen4 x16 link (25 GB/s,
    // pinned copies on an A100), one socket of 8 DDR4-3200 channels, one NVMe drive.
    h.ramBytes = sc.host.ramGB > 0 ? sc.host.ramGB * 1e9 : sc.gpu.hostRamBytes;
    h.pcieBandwidth = sc.host.pcieGbps > 0       ? sc.host.pcieGbps * 1e9
                      : sc.gpu.pcieBandwidth > 0 ? sc.gpu.pcieBandwidth
                                                 : 25e9;
    h.memoryBandwidth = sc.host.memoryGbps > 0           ? sc.host.memoryGbps * 1e9
                        : sc.gpu.hostMemoryBandwidth > 0 ? sc.gpu.hostMemoryBandwidth
                                                         : 100e9;
    h.nvmeBandwidth = sc.host.nvmeGbps > 0       ? sc.host.nvmeGbps * 1e9
                      : sc.gpu.nvmeBandwidth > 0 ? sc.gpu.nvmeBandwidth
                                                 : 6e9;
    h.gpusPerNode = std::max(1, std::min(resolveNetwork(sc).gpusPerNode, sc.parallel.gpus));
    return h;
}

template <class Recorder>
void applyOffload(const Scenario& sc, const Traced& updated, const Traced& activationsOffloaded, StepTerms& terms,
                  HostMemory& host, Recorder* trace, std::string_view figures) {
    const OffloadConfig& off = sc.parallel.offload;
    if (!off.any())
        return;
    HostParts parts;
    double optimizerTraffic = 0;
    if (off.optimizerOffloaded())
        optimizerTraffic = offloadOptimizer(sc, updated, terms, host, parts, trace);
    if (off.parametersOffloaded())
        offloadParameters(sc, terms, host, parts, trace);
    host.hostOptimizerBytes = optimizerTraffic;
    hostTotals(sc, parts, activationsOffloaded, host, trace, figures);
}

template void applyOffload<Trace>(const Scenario&, const Traced&, const Traced&, StepTerms&, HostMemory&, Trace*,
                                  std::string_view);
template void applyOffload<NoTrace>(const Scenario&, const Traced&, const Traced&, StepTerms&, HostMemory&, NoTrace*,
                                    std::string_view);

} // namespace rooflab
