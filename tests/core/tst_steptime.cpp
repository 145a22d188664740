// The step-time model (core/steptime/steptime.h): each term on its own, then published iteration times
// and throughputs reproduced (docs/validation.md ("Validating the step-time model") has the table these tests print).
#include "core/evaluate.h"
#include "core/explain.h"
#include "core/measured/benchresults.h"
#include "core/roofline/kernellaunches.h"
#include "core/steptime/steptime.h"
#include "scenariohelpers.h"

#include <QTest>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

using namespace rooflab;

class TestStepTime : public QObject {
    Q_OBJECT

private slots:
    // Ring collectives: all-reduce sends 2(n-1)/n of the buffer, reduce-scatter and all-gather
    // (n-1)/n each (NCCL's bus-bandwidth definition); ring steps 2(n-1) and n-1.
    void ringVolumes() {
        QCOMPARE(ringAllReduceVolume(1e9, 8), 1.75e9);
        QCOMPARE(ringGatherVolume(1e9, 8), 0.875e9);
        QCOMPARE(ringAllReduceVolume(1e9, 1), 0.0);
        QCOMPARE(ringAllReduceVolume(1e9, 2), 1e9);
        QCOMPARE(ringSteps(Collective::AllReduce, 8), 14);
        QCOMPARE(ringSteps(Collective::AllGather, 8), 7);
        QCOMPARE(ringSteps(Collective::SendReceive, 2), 1);
        GroupLink link;
        link.bandwidth = 100e9;
        // 1.75 GB at 100 GB/s + 14 steps x 5 us.
        QVERIFY(std::abs(collectiveTime(1.75e9, 14, link, 5e-6) - (0.0175 + 70e-6)) < 1e-12);
    }

    // 1F1B: (p - 1) / m of the ideal time, i.e. (p - 1) / (m + p - 1) of the step;
    // interleaved with v chunks per stage: (p - 1) / (v m).
    void bubbleFraction() {
        QCOMPARE(pipelineBubbleFraction(4, 16, 1), 3.0 / 16.0);
        QCOMPARE(pipelineBubbleFraction(8, 64, 2), 7.0 / 128.0);
        QCOMPARE(pipelineBubbleFraction(1, 16, 1), 0.0);
        // In a scenario: the bubble's share of (ideal + bubble) is (p - 1) / (m + p - 1).
        ROOFLAB_SCENARIO(
            sc, R"({"version":1,"model":{"params":7e9},"training":{"micro_batch":1,"seq_len":2048,"grad_accum":12},
                                 "parallel":{"gpus":4,"pp":4},"hardware":{"gpu":"h100-sxm"}})");
        const Report r = evaluate(sc);
        const StepTimeReport& st = r.step;
        const double ideal = st.computeS + st.exposedCommS.tp + st.exposedCommS.pp;
        QVERIFY(std::abs(st.bubbleS / (ideal + st.bubbleS) - 3.0 / 15.0) < 1e-9);
        sc.parallel.virtualStages = 3;
        const Report interleaved = evaluate(sc);
        QVERIFY(std::abs(interleaved.step.bubbleFraction - 3.0 / 36.0) < 1e-12);
        QVERIFY(interleaved.step.bubbleS < st.bubbleS / 2.5);
    }

    // Megatron's rank order (TP innermost, then PP, then DP) decides which groups leave a node.
    void nodeCrossing() {
        NetworkSpec net;
        net.gpusPerNode = 8;
        net.intraBandwidth = 230e9;
        net.interBandwidth = 25e9;
        QVERIFY(!groupLink(net, 8, 1).crossesNodes); // TP 8 in one DGX
        QCOMPARE(groupLink(net, 8, 1).bandwidth, 230e9);
        QVERIFY(groupLink(net, 16, 1).crossesNodes);     // TP 16 spans two
        QVERIFY(!groupLink(net, 4, 2).crossesNodes);     // DP 4 over TP 2: ranks 0,2,4,6
        const GroupLink dpAcross = groupLink(net, 2, 8); // DP 2 over TP 8: one member per node
        QVERIFY(dpAcross.crossesNodes);
        QCOMPARE(dpAcross.membersPerNode, 1);
        QCOMPARE(dpAcross.bandwidth, 25e9);             // one NIC
        const GroupLink dpWide = groupLink(net, 32, 1); // DP 32, 8 members per node
        QCOMPARE(dpWide.membersPerNode, 8);
        QCOMPARE(dpWide.bandwidth, 200e9);           // 8 NICs, below NVLink's 230
        const GroupLink dp4 = groupLink(net, 16, 2); // 4 members per node
        QCOMPARE(dp4.bandwidth, 100e9);
    }

    // The data-parallel all-reduce of a scenario equals 2(d-1)/d x gradient bytes / bus bandwidth
    // + 2(d-1) latencies; most of it hides behind the backward. Megatron reduces a bf16 model's
    // gradients in fp32 (4 bytes each).
    void dataParallelAllReduce() {
        ROOFLAB_SCENARIO(
            sc,
            R"({"version":1,"model":{"params":1e9},"precision":"bf16-mixed","training":{"micro_batch":1,"seq_len":2048},
                                 "parallel":{"gpus":16},"hardware":{"gpu":"h100-sxm"}})");
        const Report r = evaluate(sc);
        QCOMPARE(sc.precision.gradients, DType::FP32);
        const double gradBytes = effectiveParameterCount(sc) * 4.0;
        // 16 GPUs, 8 per node, stride 1: crosses nodes with 8 members per node -> min(370, 8 x 46) GB/s.
        const double expected = 2.0 * 15 / 16 * gradBytes / 368e9 + 30 * 5e-6;
        QVERIFY(r.step.dpCrossesNodes);
        QVERIFY(std::abs(r.step.commS.dp / expected - 1) < 1e-9);
        QVERIFY(r.step.exposedCommS.dp < r.step.commS.dp);
        QVERIFY(r.step.exposedCommS.dp >= r.step.commS.dp / r.arch.layers - 1e-12);
        // The overrides: a slower network moves the all-reduce.
        sc.network.interNodeGbps = 12.5;
        sc.network.intraNodeGbps = 100;
        const Report slow = evaluate(sc);
        QVERIFY(std::abs(slow.step.commS.dp / (2.0 * 15 / 16 * gradBytes / 100e9 + 30 * 5e-6) - 1) < 1e-9);
    }

    // training.overlap_grad_reduce false (Megatron's local DDP before 2023): the gradient
    // all-reduce starts after the whole backward, so all of it is exposed and nothing overlaps.
    void gradReduceAfterBackward() {
        ROOFLAB_SCENARIO(
            sc, R"({"version":1,"model":{"params":7e9},"training":{"micro_batch":1,"seq_len":2048,"grad_accum":4},
                                 "parallel":{"gpus":32,"tp":8},"hardware":{"gpu":"a100-80gb"}})");
        QVERIFY(sc.training.overlapGradReduce);
        const Report overlapped = evaluate(sc);
        QVERIFY(overlapped.step.exposedCommS.dp < overlapped.step.commS.dp);
        // Its hidden part slows the backward it hides behind by the 18.9 % Lee et al. 2025
        // measured (arXiv:2507.03114); the buffer passes around it are not communication.
        const double hidden =
            overlapped.step.commS.dp - (overlapped.step.exposedCommS.dp - overlapped.step.gradBuffersS);
        QVERIFY2(std::abs(overlapped.step.interferenceS - 0.189 * hidden) < 1e-9 * hidden,
                 qPrintable(QString::number(overlapped.step.interferenceS / hidden)));
        sc.training.overlapGradReduce = false;
        const Report after = evaluate(sc);
        QCOMPARE(after.step.commS.dp, overlapped.step.commS.dp);
        // All of the all-reduce waits, and Megatron's in-place scaling of the buffer with it.
        QVERIFY(after.step.gradBuffersS > 0);
        QCOMPARE(after.step.gradBuffersS, overlapped.step.gradBuffersS);
        QCOMPARE(after.step.exposedCommS.dp, after.step.commS.dp + after.step.gradBuffersS);
        QCOMPARE(after.step.interferenceS, 0.0);
        QCOMPARE(after.step.computeS, overlapped.step.computeS);
        QVERIFY(std::abs(after.step.timeS - (overlapped.step.timeS - overlapped.step.exposedCommS.dp -
                                             overlapped.step.interferenceS + after.step.exposedCommS.dp)) <
                1e-12 * after.step.timeS);
        // ZeRO-3: the reduce-scatters are exposed, the parameter gathers still overlap.
        sc.parallel.zeroStage = 3;
        const Report zero3 = evaluate(sc);
        QCOMPARE(zero3.step.exposedCommS.dp, zero3.step.commS.dp);
        QVERIFY(zero3.step.exposedCommS.zero < zero3.step.commS.zero);
        // Traced: the same numbers.
        const TracedReport traced = evaluateTraced(sc);
        QCOMPARE(traced.report.step.timeS, zero3.step.timeS);
    }

    // training.gradient_accumulation_fusion false (Megatron before 2022): every micro-batch after
    // the first adds its gradients to the running sum in a separate kernel, 3 x gradient bytes
    // per parameter at the achieved bandwidth. PyTorch implementations always do.
    void gradientAccumulation() {
        ROOFLAB_SCENARIO(
            sc,
            R"({"version":1,"model":{"params":7e9},"precision":"fp16-mixed","training":{"micro_batch":1,"seq_len":2048,"grad_accum":8},
                                 "parallel":{"gpus":4,"tp":2,"pp":2},"hardware":{"gpu":"a100-80gb"}})");
        QVERIFY(sc.training.gradientAccumulationFusion);
        QVERIFY(!sc.training.separateGradientAccumulation());
        const Report fused = evaluate(sc);
        sc.training.gradientAccumulationFusion = false;
        const Report separate = evaluate(sc);
        const double bandwidth = 2.039e12 * 0.8;
        const double perAdd = effectiveParameterCount(sc) / 4 * 3 * 2 / bandwidth; // fp16 gradients, t p = 4
        // Each add is a kernel per parameter tensor (the stage's layers', the embedding, the head),
        // each leaving the GPU its launch gap.
        auto addGaps = [&](const Report& r) {
            Scenario shaped = sc;
            shaped.model.arch = r.arch;
            const double tensors = parameterTensorsPerLayer(shaped) * std::ceil(r.arch.layers / 2.0) + 2;
            return tensors * StepEfficiency::published().launchGapS;
        };
        QVERIFY(addGaps(fused) > 0);
        QVERIFY(std::abs(separate.step.computeS - fused.step.computeS - 7 * (perAdd + addGaps(fused))) <
                1e-9 * separate.step.computeS);
        QVERIFY(std::abs(separate.step.microBatchComputeS * 8 - separate.step.computeS) <
                1e-12 * separate.step.computeS);
        QVERIFY(separate.step.timeS > fused.step.timeS);
        // One micro-batch: nothing to add.
        sc.training.gradAccum = 1;
        QCOMPARE(evaluate(sc).step.computeS, [&] {
            Scenario f = sc;
            f.training.gradientAccumulationFusion = true;
            return evaluate(f).step.computeS;
        }());
        // PyTorch: AccumulateGrad adds in a separate kernel whatever the setting; gradients kept
        // between steps (zero_grad without set_to_none) make every micro-batch add.
        sc.training.gradAccum = 8;
        sc.training.gradientAccumulationFusion = true;
        sc.training.implementation = Implementation::PyTorchSdpa;
        QVERIFY(sc.training.separateGradientAccumulation());
        const Report freed = evaluate(sc);
        sc.training.gradsFreed = false;
        const Report kept = evaluate(sc);
        QVERIFY(std::abs(kept.step.computeS - freed.step.computeS - perAdd - addGaps(kept)) <
                1e-9 * kept.step.computeS);
    }

    // Block recomputation (Megatron's --recompute-method block) recomputes the first N of each
    // stage's layers: Llama-2 7B on 2 stages has 16 a stage, and N = 4 recomputes a quarter of
    // them. The step lies strictly between no recomputation and full; the hardware FLOPs add a
    // quarter of full's recomputed forward (its FlashAttention causal half a quarter too); N = 16
    // covers the stage and gives full's step.
    void blockRecomputation() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":"llama2-7b","training":{"micro_batch":1,"seq_len":4096,
            "grad_accum":8,"checkpointing":"block","recompute_num_layers":4},
            "parallel":{"gpus":8,"tp":2,"pp":2},"hardware":{"gpu":"h100-sxm"}})");
        Scenario none = sc, full = sc;
        none.training.checkpointing = Checkpointing::None;
        full.training.checkpointing = Checkpointing::Full;
        const Report block = evaluate(sc), kept = evaluate(none), again = evaluate(full);
        QVERIFY2(
            block.step.timeS > kept.step.timeS && block.step.timeS < again.step.timeS,
            qPrintable(QStringLiteral("%1 %2 %3").arg(kept.step.timeS).arg(block.step.timeS).arg(again.step.timeS)));
        QCOMPARE(block.step.modelFlops, again.step.modelFlops);
        QCOMPARE(block.step.hardwareFlops - block.step.modelFlops,
                 0.25 * (again.step.hardwareFlops - again.step.modelFlops));
        sc.training.recomputeNumLayers = 16;
        const Report covered = evaluate(sc);
        QCOMPARE(covered.step.timeS, again.step.timeS);
        QCOMPARE(covered.step.hardwareFlops, again.step.hardwareFlops);
        QCOMPARE(covered.memory.total, again.memory.total);
    }

    // Megatron's scatter/gather: without sequence parallelism the TP ranks of the receiving stage
    // all-gather the received pieces over NVLink, 2 v times per micro-batch.
    void pipelineGather() {
        ROOFLAB_SCENARIO(
            sc, R"({"version":1,"model":{"params":70e9},"training":{"micro_batch":1,"seq_len":4096,"grad_accum":16},
                                 "parallel":{"gpus":32,"tp":8,"pp":4,"virtual_stages":2},"hardware":{"gpu":"h100-sxm"}})");
        const Report gathered = evaluate(sc);
        sc.parallel.sequenceParallel = true;
        const Report split = evaluate(sc);
        const double bytes = 1.0 * 4096 * gathered.arch.dModel * 2;
        const double gather = 7.0 / 8.0 * bytes / 370e9 + 7 * 5e-6;
        QVERIFY(std::abs(gathered.step.commS.pp - split.step.commS.pp - 16 * 4 * gather) <
                1e-9 * gathered.step.commS.pp);
    }

    // training.overlap_param_gather (Megatron-Core's --overlap-param-gather): ZeRO-1/2's parameter
    // all-gather runs bucket by bucket during the next step's first forward. What the first
    // micro-batch's forward (a third of its compute) does not hide is exposed, but at least the
    // first bucket (one layer); off, all of it waits before the forward.
    void paramGatherBehindForward() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"params":7e9},"training":{"micro_batch":1,"seq_len":2048,
                                 "grad_accum":4,"implementation":"megatron-core"},
                                 "parallel":{"gpus":64,"tp":2,"zero":1},"hardware":{"gpu":"h100-sxm"}})");
        QVERIFY(sc.training.overlapParamGather);
        const Report overlapped = evaluate(sc);
        const double gathers = overlapped.step.commS.zero, forward = overlapped.step.microBatchComputeS / 3;
        QVERIFY(gathers > 0);
        const double expected = std::max(gathers / overlapped.arch.layers, gathers - forward);
        QVERIFY2(std::abs(overlapped.step.exposedCommS.zero - expected) < 1e-9 * gathers,
                 qPrintable(QStringLiteral("%1 %2").arg(overlapped.step.exposedCommS.zero).arg(expected)));
        QVERIFY(overlapped.step.exposedCommS.zero < gathers);
        sc.training.overlapParamGather = false;
        const Report waited = evaluate(sc);
        QCOMPARE(waited.step.commS.zero, gathers);
        QCOMPARE(waited.step.exposedCommS.zero, gathers);
        QVERIFY(waited.step.timeS > overlapped.step.timeS);
        // The hidden part slows the forward it hides behind, as every overlapped collective does.
        QVERIFY(overlapped.step.interferenceS > waited.step.interferenceS);
        // Read, written only where it differs from the profile's, and validated.
        const std::string saved = serializeScenario(sc);
        QVERIFY(saved.find("\"overlap_param_gather\": false") != std::string::npos);
        const ScenarioParseResult again = parseScenario(saved);
        QVERIFY(again.ok);
        QVERIFY(!again.scenario.training.overlapParamGather);
        sc.training.overlapParamGather = true;
        QVERIFY(serializeScenario(sc).find("overlap_param_gather") == std::string::npos);
        const ScenarioParseResult bad = parseScenario(R"({"version":1,"training":{"overlap_param_gather":1}})");
        QVERIFY(!bad.ok);
    }

    // training.overlap_grad_reduce and gradient_accumulation_fusion: read, validated, written
    // only when false.
    void megatron2021Keys() {
        ROOFLAB_SCENARIO(
            sc, R"({"version":1,"training":{"overlap_grad_reduce":false,"gradient_accumulation_fusion":false}})");
        QVERIFY(!sc.training.overlapGradReduce);
        QVERIFY(!sc.training.gradientAccumulationFusion);
        const std::string saved = serializeScenario(sc);
        QVERIFY(saved.find("\"overlap_grad_reduce\": false") != std::string::npos);
        const ScenarioParseResult again = parseScenario(saved);
        QVERIFY(again.ok);
        QVERIFY(!again.scenario.training.overlapGradReduce);
        QVERIFY(!again.scenario.training.gradientAccumulationFusion);
        ROOFLAB_SCENARIO(plain, R"({"version":1})");
        QVERIFY(serializeScenario(plain).find("overlap_grad_reduce") == std::string::npos);
        QVERIFY(serializeScenario(plain).find("gradient_accumulation_fusion") == std::string::npos);
        const ScenarioParseResult bad = parseScenario(R"({"version":1,"training":{"overlap_grad_reduce":"no"}})");
        QVERIFY(!bad.ok);
    }

    // hardware.gpus_per_node / intra_node_gbps / inter_node_gbps and parallel.virtual_stages
    // are read and written back.
    void scenarioKeys() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"params":7e9},"parallel":{"gpus":16,"pp":4,"virtual_stages":2},
                                 "hardware":{"gpu":"a100-80gb","gpus_per_node":4,"intra_node_gbps":150,"inter_node_gbps":12.5}})");
        QCOMPARE(sc.parallel.virtualStages, 2);
        const NetworkSpec net = resolveNetwork(sc);
        QCOMPARE(net.gpusPerNode, 4);
        QCOMPARE(net.intraBandwidth, 150e9);
        QCOMPARE(net.interBandwidth, 12.5e9);
        QCOMPARE(sc.gpu.intraNodeBandwidth, 230e9); // the database's, untouched
        const ScenarioParseResult again = parseScenario(serializeScenario(sc));
        QVERIFY(again.ok);
        QCOMPARE(again.scenario.network.gpusPerNode, 4);
        QCOMPARE(again.scenario.network.interNodeGbps, 12.5);
        QCOMPARE(again.scenario.parallel.virtualStages, 2);
    }

    // The default GEMM curve: torch.matmul bf16 on an H100 SXM by size, log-interpolated.
    void gemmCurve() {
        const StepEfficiency e = StepEfficiency::published();
        QVERIFY(std::abs(e.gemm.at(2.0 * 4096.0 * 4096 * 4096) - 788.7 / 989.4) < 1e-12);
        QVERIFY(e.gemm.at(1e9) < 0.5);    // a 1 GFLOP GEMM is far from peak
        QVERIFY(e.gemm.at(1e12) > 0.78);  // 8192^3-class GEMMs reach ~80 %
        QVERIFY(e.gemm.at(1e15) <= 0.81); // never above the best measured
        // Halfway in log(FLOPs) between two points: the mean of their fractions.
        const double x0 = 2.0 * 2048.0 * 2048 * 2048, x1 = 2.0 * 4096.0 * 4096 * 4096;
        QVERIFY(std::abs(e.gemm.at(std::sqrt(x0 * x1)) - (676.6 + 788.7) / 2 / 989.4) < 1e-9);
    }

    // The same series per dtype: fp16 reaches less of the same 989.4 TFLOP/s than bf16 from
    // N = 4096 on (760.0 and 736.2 against 788.7 and 797.5); tf32 and fp32 over their own peaks.
    // bf16 and the dtypes without a series of their own (FP8 scales bf16's) take `gemm`.
    void gemmCurvePerDtype() {
        const StepEfficiency& e = StepEfficiency::published();
        const double n8192 = 2.0 * 8192.0 * 8192 * 8192, n4096 = 2.0 * 4096.0 * 4096 * 4096;
        QVERIFY(std::abs(e.gemmFor(DType::FP16).at(n8192) - 736.2 / 989.4) < 1e-12);
        QVERIFY(std::abs(e.gemmFor(DType::FP16).at(n4096) - 760.0 / 989.4) < 1e-12);
        QVERIFY(e.gemmFor(DType::FP16).at(n8192) < e.gemmFor(DType::BF16).at(n8192));
        QVERIFY(std::abs(e.gemmFor(DType::TF32).at(n4096) - 402.2 / 494.7) < 1e-12);
        QVERIFY(std::abs(e.gemmFor(DType::FP32).at(n8192) - 51.8 / 66.9) < 1e-12);
        QCOMPARE(&e.gemmFor(DType::BF16), &e.gemm);
        QCOMPARE(&e.gemmFor(DType::FP8_E4M3), &e.gemm);
        // A step of large GEMMs in fp16 takes longer than the same step in bf16, by about the
        // curves' ratio at its GEMMs' size.
        const char* const layout =
            R"(,"optimizer":"adam","training":{"micro_batch":8,"seq_len":2048,"checkpointing":"none",
            "flash_attention":true},"parallel":{"gpus":8,"tp":8},"hardware":{"gpu":"a100-80gb"}})";
        ROOFLAB_SCENARIO(bf16,
                         std::string(R"({"version":1,"model":{"params":13e9},"precision":"bf16-mixed")") + layout);
        ROOFLAB_SCENARIO(fp16,
                         std::string(R"({"version":1,"model":{"params":13e9},"precision":"fp16-mixed")") + layout);
        const double slower = evaluate(fp16).step.computeS / evaluate(bf16).step.computeS;
        QVERIFY2(slower > 1.03 && slower < 797.5 / 736.2, std::to_string(slower).c_str());
    }

    // FlashAttention's fraction of peak by sequence length: cuDNN's fused attention on an H100
    // (FlashAttention-3 paper, forward and backward TFLOP/s at head dim 128), at which the
    // roofline's forward + twice-forward FLOPs take the kernels' forward + 2.5x-forward time.
    void attentionCurve() {
        const StepEfficiency& e = StepEfficiency::published();
        QVERIFY(std::abs(e.attention.at(4096) - 3.0 / (1.0 / 609 + 2.5 / 499) / 989.4) < 1e-12);
        QVERIFY(std::abs(e.attention.at(512) - 3.0 / (1.0 / 497 + 2.5 / 305) / 989.4) < 1e-12);
        QVERIFY(e.attention.at(512) < e.attention.at(2048));
        QCOMPARE(e.attention.at(1 << 20), e.attention.at(16384)); // held beyond the data
        QVERIFY(e.attention.at(16384) < 0.5);
    }

    // Checked against a real H100 step: Llama 2 7B's widths, 2 layers, micro-batch 8 at 4,096
    // tokens, PyTorch SDPA (cuDNN's sm90 flash kernels): 15.49 ms of attention kernels,
    // forward and backward (validation/results/cuda-h100-profile.json). The model: within 10 %.
    void attentionAgainstH100Profile() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"preset":"llama2-7b","layers":2},"precision":"bf16-pure",
                                 "optimizer":"adamw","training":{"micro_batch":8,"seq_len":4096,"checkpointing":"none",
                                 "flash_attention":true,"implementation":"pytorch-sdpa"},"hardware":{"gpu":"h100-sxm"}})");
        // The profiled step was one step, not minutes of load: the curves' short-run clocks.
        const Report r = evaluate(sc);
        StepEfficiency shortRun = StepEfficiency::published();
        shortRun.clocksSustained = true;
        const StepTimeReport step = computeStepTime(sc, r.roofline, r.flops, nullptr, &shortRun);
        const double measured = 15.49e-3;
        std::printf("  H100 profile, attention, Llama 2 7B L2 b8 s4096: measured %.2f ms, predicted %.2f ms\n",
                    measured * 1e3, step.attentionS * 1e3);
        QVERIFY2(std::abs(step.attentionS / measured - 1) < 0.10, std::to_string(step.attentionS).c_str());
        // Executed: half of the causal scores (2 b a s^2 d per product, two products, and the
        // softmax's 3 b a s^2), three passes, two layers.
        const double scores = 8 * 32 * 4096.0 * 4096;
        const double executed = 0.5 * 3 * (2 * 2 * scores * 128 + 3 * scores) * 2;
        const double rate = sc.gpu.peak(DType::BF16) * StepEfficiency::published().attention.at(4096);
        QVERIFY(std::abs(step.attentionS / (executed / rate) - 1) < 1e-9);
        // A long run holds a lower clock (core/steptime/sustainedload.h): slower, never faster.
        QVERIFY(r.step.attentionS > step.attentionS);
    }

    // Kernel launches counted as the code launches them, against a profiled step: two Llama-2-7B
    // layers in bf16, SDPA, AdamW (foreach), transformers' eager modelling code, on an H100
    // (validation/results/cuda-h100-profile.json, llama2-7b-L2-bf16-sdpa-s2048: 46 GEMMs and 4
    // attention kernels, 257 optimizer kernels, 273 others). Worked by hand per micro-batch:
    // 2 layers x 3 passes x kernels per pass.
    void kernelLaunches() {
        ROOFLAB_SCENARIO(sc, R"({"version":1,"model":{"layers":2,"d_model":4096,"heads":32,"head_dim":128,"d_ff":11008,
                                 "vocab":32000,"mlp":"swiglu","norm":"rmsnorm","tied_embeddings":false},
                                 "precision":"bf16-pure","optimizer":"adamw",
                                 "training":{"micro_batch":1,"seq_len":2048,"implementation":"pytorch-sdpa","loss":"eager","backend":"cuda"},
                                 "parallel":{"gpus":1},"hardware":{"gpu":"h100-sxm"}})");
        const Report r = evaluate(sc);
        auto launches = [&](std::string_view name) {
            for (const RooflineOp& op : r.roofline.ops)
                if (op.name == name)
                    return op.launches;
            return -1.0;
        };
        QCOMPARE(launches("QKV projection"), 2 * 3 * 3.0); // q, k and v apart
        QCOMPARE(launches("MLP gate + up"), 2 * 3 * 2.0);  // gate and up apart
        QCOMPARE(launches("MLP down"), 2 * 3 * 1.0);
        QCOMPARE(launches("LM head"), 3.0);
        QCOMPARE(launches("RMSNorm"), 2 * 3 * 2 * 8.0);       // two norms of 8 Python operations
        QCOMPARE(launches("rotary embedding"), 2 * 3 * 10.0); // 5 on q, 5 on k
        QCOMPARE(launches("SwiGLU (SiLU x up)"), 2 * 3 * 2.0);
        QCOMPARE(launches("residual add"), 2 * 3 * 2.0);
        QCOMPARE(launches("cross-entropy"), 7.0);
        double matmuls = 0, others = 0, optimizer = 0;
        for (const RooflineOp& op : r.roofline.ops)
            (op.perStep ? optimizer : op.matmul ? matmuls : others) += op.launches;
        QCOMPARE(matmuls, 51.0); // profiled: 50
        // profiled: 273 (the final norm, embedding and rotary tables not counted); 6 of them autograd's
        // adds of the q, k, v and gate, up input gradients (2 + 1 per layer, core/roofline/projectiongradients.h)
        QCOMPARE(others, 199.0);
        // AdamW's 8 foreach ops over 667M parameters: 32 launches of 320 chunks of 65,536 each.
        QCOMPARE(optimizer, 8 * std::ceil(r.parameterCount / 65536 / 320));
        QCOMPARE(optimizer, 256.0); // profiled: 257
        QCOMPARE(r.step.kernelLaunches, 51.0 + 199 + 256);
        // The gap is charged to the kernels whose time does not hold one: not the products'.
        const double gap = StepEfficiency::published().launchGapS;
        QVERIFY(std::abs(r.step.launchGapS - (199 + 256) * gap) < 1e-15);
        // A measured run's launch floor replaces the published one, and the step moves by it.
        StepEfficiency measured = StepEfficiency::published();
        measured.launchGapS = 2 * gap;
        const StepTimeReport slower = computeStepTime(sc, r.roofline, r.flops, nullptr, &measured);
        QVERIFY(std::abs(slower.timeS - r.step.timeS - (199 + 256) * gap) < 1e-12);
        BenchResults run;
        run.ceilings.launchSeconds = 2.5e-6;
        QCOMPARE(StepEfficiency::calibrateFromResults(run, DType::BF16, 989e12, 3.35e12).launchGapS, 2.5e-6);
        // Megatron's fused kernels: one per op and pass.
        sc.training.implementation = Implementation::Megatron;
        const Report fused = evaluate(sc);
        for (const RooflineOp& op : fused.roofline.ops)
            if (op.name == "QKV projection" || op.name == "residual add")
                QCOMPARE(op.launches, op.name == "QKV projection" ? 6.0 : 12.0);
    }

    // Measured GEMM points and STREAM bandwidth replace the published curves.
    void calibrateFromResults() {
        BenchResults results;
        results.device.name = "test GPU";
        auto gemm = [](double n, double tflops) {
            BenchPoint p;
            p.kind = BenchKind::Gemm;
            p.dtype = DType::BF16;
            p.m = p.n = p.k = std::int64_t(n);
            p.flops = 2.0 * n * n * n;
            p.timeMedian = p.flops / (tflops * 1e12);
            p.flopsPerS = tflops * 1e12;
            return p;
        };
        results.points = {gemm(1024, 100), gemm(4096, 500), gemm(4096, 400)};
        results.ceilings.streamBytesPerS = 2.5e12;
        const StepEfficiency e = StepEfficiency::calibrateFromResults(results, DType::BF16, 1000e12, 3.35e12);
        QVERIFY(e.measured);
        QCOMPARE(int(e.gemm.points.size()), 2);
        QVERIFY(std::abs(e.gemm.at(2.0 * 4096.0 * 4096 * 4096) - 0.5) < 1e-12); // the best of two runs
        QVERIFY(e.gemmByType.empty()); // the measured points stand for every compute dtype
        // An FP8 run's measured points are fractions of the FP8 peak already: the published
        // bf16-to-FP8 factor must not shrink them again.
        auto fp8Point = gemm(8192, 1200);
        fp8Point.dtype = DType::FP8_E4M3;
        BenchResults fp8Run;
        fp8Run.points = {fp8Point};
        const StepEfficiency fp8 = StepEfficiency::calibrateFromResults(fp8Run, DType::FP8_E4M3, 1979e12, 3.35e12);
        QCOMPARE(fp8.fp8Scale, 1.0);
        QVERIFY(std::abs(fp8.gemm.at(2.0 * 8192.0 * 8192 * 8192) - 1200.0 / 1979) < 1e-12);
        QVERIFY(StepEfficiency::published().fp8Scale < 1.0);
        QVERIFY(std::abs(e.gemm.at(1.0) - 0.1) < 1e-12);
        QVERIFY(std::abs(e.memoryFraction - 2.5 / 3.35) < 1e-12);
        // A slower measured card makes the step slower.
        ROOFLAB_SCENARIO(
            sc,
            R"({"version":1,"model":{"params":1e9},"training":{"micro_batch":4,"seq_len":2048},"hardware":{"gpu":"h100-sxm"}})");
        const Report r = evaluate(sc);
        const StepTimeReport measured = computeStepTime(sc, r.roofline, r.flops, nullptr, &e);
        // 1.27 times: the published curves are at the H100's sustained clocks (x 0.844,
        // core/steptime/sustainedload.h), 0.69 of the peak at 4096^3 against the card's 0.5.
        QVERIFY(measured.computeS > r.step.computeS * 1.2);
        QVERIFY(measured.efficiencySource.find("test GPU") != std::string::npos);
    }

    // The lecture scenarios: believable MFU, and tokens/s per GPU x GPUs = the job's tokens/s.
    void lectureScenarios() {
        std::ifstream file(std::string(ROOFLAB_RESOURCES_DIR) + "/scenarios/llama-70b-15t-tokens.json");
        QVERIFY(file.good());
        std::stringstream text;
        text << file.rdbuf();
        ROOFLAB_SCENARIO(seventy, text.str());
        const Report r = evaluate(seventy);
        std::printf("  70B on 1024 H100: MFU %.1f %% (roofline bound %.1f %%)\n", 100 * r.step.mfu,
                    100 * r.roofline.predictedMfu);
        QVERIFY(r.step.mfu > 0.30 && r.step.mfu < 0.60);
        QVERIFY(r.step.mfu < r.roofline.predictedMfu);
        QVERIFY(std::abs(r.step.tokensPerSecondPerGpu * 1024 / r.step.tokensPerSecond - 1) < 1e-12);
        QVERIFY(std::abs(r.step.tokensPerSecondPerReplica * 32 / r.step.tokensPerSecond - 1) < 1e-12);
        // The roofline's per-replica rate spread over the replica's tp x pp = 32 GPUs.
        QVERIFY(std::abs(r.roofline.tokensPerSecondPerGpu * 32 / r.roofline.tokensPerSecond - 1) < 1e-12);
        QVERIFY(r.step.exposedCommS.tp > 0 && r.step.bubbleS > 0 && r.step.exposedCommS.zero > 0);
        // The run's length at the predicted speed: 15T tokens at the job's tokens per second,
        // longer than the 144 days at the 50 % MFU the lecture sets.
        QCOMPARE(r.time.daysAtPredictedSpeed, seventy.training.tokens / r.step.tokensPerSecond / 86400.0);
        QVERIFY(r.time.daysAtPredictedSpeed > r.time.days);

        ROOFLAB_SCENARIO(llama7b,
                         R"({"version":1,"model":{"preset":"llama2-7b"},"precision":"bf16-mixed","optimizer":"adamw",
                                      "training":{"micro_batch":1,"seq_len":4096,"checkpointing":"none","flash_attention":true},
                                      "parallel":{"gpus":1},"hardware":{"gpu":"h100-sxm"}})");
        const Report seven = evaluate(llama7b);
        std::printf("  Llama-2-7B on one H100 (s 4096, b 1): MFU %.1f %% (roofline bound %.1f %%)\n",
                    100 * seven.step.mfu, 100 * seven.roofline.predictedMfu);
        // Since the H100's sustained clocks (x 0.844 on its tensor-core work) count.
        QVERIFY(seven.step.mfu > 0.40 && seven.step.mfu < 0.70);
        QCOMPARE(seven.step.exposedCommS.total(), 0.0);
        QCOMPARE(seven.step.tokensPerSecondPerGpu, seven.step.tokensPerSecond);
    }

    // Model FLOPs: 6N + 12 l s h per token equals Megatron's 72 B s l h^2 (1 + s/6h + V/12lh)
    // for a GPT without norms and biases; FlashAttention halves the attention term.
    void flopConventions() {
        Architecture a;
        a.layers = 96;
        a.dModel = 12288;
        a.heads = 96;
        a.kvHeads = 96;
        a.headDim = 128;
        a.dFf = 4 * 12288;
        a.vocab = 51200;
        a.mlp = MlpKind::Gelu;
        a.norm = NormKind::RmsNorm;
        a.biases = false;
        a.learnedPositions = 0;
        a.tiedEmbeddings = true;
        const double perToken = modelFlopsPerToken(a, 2048, false);
        QVERIFY(std::abs(perToken * 2048 / megatronIterationFlops(a, 1, 2048, false) - 1) < 1e-3);
        const double halved = modelFlopsPerToken(a, 2048, true);
        QVERIFY(std::abs((perToken - halved) - 6.0 * 96 * 2048 * 12288) < 1e3);
    }

    // The traced evaluation gives the same step and names its figures.
    void traced() {
        ROOFLAB_SCENARIO(
            sc, R"({"version":1,"model":{"params":13e9},"training":{"micro_batch":1,"seq_len":4096,"grad_accum":8},
                                 "parallel":{"gpus":64,"tp":4,"pp":2,"zero":1,"sequence_parallel":true},"hardware":{"gpu":"h100-sxm"}})");
        const TracedReport traced = evaluateTraced(sc);
        const Report plain = evaluate(sc);
        QCOMPARE(traced.report.step.timeS, plain.step.timeS);
        QCOMPARE(traced.report.step.mfu, plain.step.mfu);
        for (const char* id :
             {"step.time", "step.mfu", "step.hfu", "step.compute", "step.bubble", "step.comm.dp", "step.comm.zero",
              "step.comm.tp", "step.comm.pp", "step.optimizer", "step.tokens_per_second_per_gpu"}) {
            const int step = traced.trace.figureStep(id);
            QVERIFY2(step >= 0, id);
        }
        const int timeStep = traced.trace.figureStep("step.time");
        QCOMPARE(traced.trace.steps()[timeStep].value, plain.step.timeS);
    }
};

QTEST_APPLESS_MAIN(TestStepTime)
#include "tst_steptime.moc"
