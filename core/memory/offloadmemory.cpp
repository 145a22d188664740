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

} // namespace

HostSpec resolveHost(const Scenario& sc) {
    HostSpec h;
    // Defaults for a host the database does not describe: a PCIe Gen4 x16 link (25 GB/s,
    // pinned copies on an A100), one socket of 8 DDR4-3200 channels, one NVMe drive.
    h.ramBytes = sc.host.ramGB > 0 ? sc.host.ramGB * 1e9 : sc.gpu.hostRamBytes;
    h.pcieBandwidth = sc.host.pcieGbps > 0 ? sc.host.pcieGbps * 1e9
                      : sc.gpu.pcieBandwidth > 0 ? sc.gpu.pcieBandwidth : 25e9;
    h.memoryBandwidth = sc.host.memoryGbps > 0 ? sc.host.memoryGbps * 1e9
                        : sc.gpu.hostMemoryBandwidth > 0 ? sc.gpu.hostMemoryBandwidth : 100e9;
    h.nvmeBandwidth = sc.host.nvmeGbps > 0 ? sc.host.nvmeGbps * 1e9
                      : sc.gpu.nvmeBandwidth > 0 ? sc.gpu.nvmeBandwidth : 6e9;
    h.gpusPerNode = std::max(1, std::min(resolveNetwork(sc).gpusPerNode, sc.parallel.gpus));
    return h;
}

template <class Recorder>
void applyOffload(const Scenario& sc, const Traced& updated, const Traced& activationsOffloaded, StepTerms& terms,
                  HostMemory& host, Recorder* trace, std::string_view figures) {
    using F = BasicFormula<Recorder>;
    const OffloadConfig& off = sc.parallel.offload;
    if (!off.any())
        return;
    const HostSpec spec = resolveHost(sc);
    const double weightBytes = dtypeBytes(sc.precision.weights);
    const double gradientBytes = dtypeBytes(sc.precision.gradients);
    const bool sixteenBitWeights = weightBytes < 4;
    Traced master, gradients, states, parameters, buffers, nvme;
    double optimizerTraffic = 0;

    if (off.optimizerOffloaded()) {
        // The host keeps an fp32 partition whether or not the GPU had a master copy.
        master = terms.master.value > 0
                     ? terms.master
                     : F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "fp32 parameter partition"), Unit::Bytes,
                                  kSourceZeroOffload)
                           .times(kUpdated, updated, Unit::Count)
                           .times(kBytes, 4.0, Unit::BytesPerValue, "fp32")
                           .result();
        F grads = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradient partition on the host"), Unit::Bytes,
                             kSourceZeroOffload);
        grads.times(kUpdated, updated, Unit::Count);
        // fp32 for the optimizer, plus a 16-bit accumulation buffer across micro-batches.
        const bool accumulates = sc.training.gradAccum > 1;
        grads.times(kBytes, accumulates ? 4.0 + gradientBytes : 4.0, Unit::BytesPerValue,
                    accumulates ? "fp32 + accumulation buffer" : "fp32");
        gradients = grads.result();
        states = terms.states;
        if (!off.parametersOffloaded() && sixteenBitWeights)
            parameters = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "16-bit upload buffer"), Unit::Bytes,
                                    kSourceZeroOffload)
                             .times(kUpdated, updated, Unit::Count)
                             .times(kBytes, weightBytes, Unit::BytesPerValue, dtypeId(sc.precision.weights))
                             .result();
        // Read master, gradients and states; write master, states and the 16-bit copy.
        optimizerTraffic = 2.0 * (master.value + states.value) + updated.value * 4.0 +
                           (sixteenBitWeights ? updated.value * weightBytes : 0.0);
        host.gradientCopyPerMicroBatch = updated.value * 4.0; // cast to fp32 on the GPU, then copied
        if (!off.parametersOffloaded())
            host.parameterUploadPerStep = updated.value * weightBytes;
        // On the GPU: nothing of the optimizer; the 16-bit gradients leave bucket by bucket
        // unless a persistent gradient buffer holds them (Megatron).
        terms.master = 0;
        terms.states = 0;
        terms.scratch = 0;
        if (!terms.gradientsPersist) {
            terms.gradients =
                F::minimum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "gradients on the GPU (offloaded)"), Unit::Bytes,
                           kSourceZeroOffload)
                    .of(ROOFLAB_TR_NOOP("rooflab::Explain", "gradients"), terms.gradients, Unit::Bytes)
                    .of(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient bucket (reduce_bucket_size)"),
                        kGradientBucketElements * gradientBytes, Unit::Bytes, "5e8 elements")
                    .result();
        }
        if (off.optimizer == OffloadDevice::Nvme) {
            // ZeRO-Infinity swaps the fp32 partition and the states in and out every step.
            nvme = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer on NVMe"), Unit::Bytes, kSourceInfinity)
                       .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "master weights"), master, Unit::Bytes)
                       .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer states"), states, Unit::Bytes)
                       .result();
            host.nvmeBytesPerStep += 2.0 * nvme.value;
            master = 0;
            states = 0;
        }
    }
    if (off.parametersOffloaded()) {
        host.parameterCopyPerPass = terms.weights.value;
        if (off.parameters == OffloadDevice::Nvme) {
            nvme = F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "on NVMe"), Unit::Bytes, kSourceInfinity)
                       .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer on NVMe"), nvme, Unit::Bytes)
                       .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "parameter shard"), terms.weights, Unit::Bytes)
                       .result();
            buffers = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "pinned swap buffers"), Unit::Bytes,
                                 kSourceInfinity)
                          .times(ROOFLAB_TR_NOOP("rooflab::Explain", "elements (buffer_count × buffer_size)"),
                                 kParameterSwapElements, Unit::Count, "5 × 1e8")
                          .times(kBytes, weightBytes, Unit::BytesPerValue, dtypeId(sc.precision.weights))
                          .result();
        } else {
            parameters = terms.weights;
        }
        terms.weights = 0;
    }
    host.hostOptimizerBytes = optimizerTraffic;

    const Traced perGpu =
        F::sum(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "host memory of one GPU's process"), Unit::Bytes,
               kSourceZeroOffload)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "master weights"), master, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "gradient partition on the host"), gradients, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "optimizer states"), states, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "parameters"), parameters, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "offloaded activations"), activationsOffloaded, Unit::Bytes)
            .plus(ROOFLAB_TR_NOOP("rooflab::Explain", "pinned swap buffers"), buffers, Unit::Bytes)
            .result();
    const char* gpusName = ROOFLAB_TR_NOOP("rooflab::Explain", "GPUs per node");
    const Traced perNode = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "host memory per node"), Unit::Bytes)
                               .times(ROOFLAB_TR_NOOP("rooflab::Explain", "host memory of one GPU's process"), perGpu,
                                      Unit::Bytes)
                               .times(gpusName, double(spec.gpusPerNode), Unit::Plain)
                               .result();
    const Traced nvmeNode = F::product(trace, ROOFLAB_TR_NOOP("rooflab::Explain", "NVMe per node"), Unit::Bytes)
                                .times(ROOFLAB_TR_NOOP("rooflab::Explain", "on NVMe"), nvme, Unit::Bytes)
                                .times(gpusName, double(spec.gpusPerNode), Unit::Plain)
                                .result();
    host.masterWeights = master;
    host.gradients = gradients;
    host.optimizerStates = states;
    host.parameters = parameters;
    host.activations = activationsOffloaded;
    host.buffers = buffers;
    host.perGpu = perGpu;
    host.gpusPerNode = spec.gpusPerNode;
    host.perNode = perNode;
    host.nvmePerNode = nvmeNode;
    host.capacity = spec.ramBytes;
    host.fits = spec.ramBytes <= 0 || perNode.value <= spec.ramBytes;
    if constexpr (std::is_same_v<Recorder, Trace>) {
        if (trace) {
            const std::string prefix = std::string(figures) + ".host.";
            trace->nameFigure(prefix + "master_weights", master);
            trace->nameFigure(prefix + "gradients", gradients);
            trace->nameFigure(prefix + "optimizer_states", states);
            trace->nameFigure(prefix + "parameters", parameters);
            trace->nameFigure(prefix + "activations", activationsOffloaded);
            trace->nameFigure(prefix + "buffers", buffers);
            trace->nameFigure(prefix + "per_gpu", perGpu);
            trace->nameFigure(prefix + "per_node", perNode);
            trace->nameFigure(prefix + "nvme_per_node", nvmeNode);
        }
    } else {
        (void)figures;
    }
}

template void applyOffload<Trace>(const Scenario&, const Traced&, const Traced&, StepTerms&, HostMemory&, Trace*,
                                  std::string_view);
template void applyOffload<NoTrace>(const Scenario&, const Traced&, const Traced&, StepTerms&, HostMemory&, NoTrace*,
                                    std::string_view);

} // namespace rooflab
