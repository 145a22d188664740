// Context parallelism (Megatron-Core with TransformerEngine's ring attention): the s / cp tokens
// a GPU keeps, the ZeRO group of replicas x context ranks, each rank's attention work (even with
// the load-balanced split, the last rank's with contiguous chunks), the ring's K/V bytes worked
// by hand and what attention hides of them, the all-gather and all-to-all variants
// (parallel.cp_comm_type), torchtitan's (PyTorch's) all-gather and ring (parallel.cp_rotate_method),
// the GPU counts behind MFU and tokens/s, the NCCL groups, and the layouts refused.
#include "core/evaluate.h"
#include "core/explain.h"
#include "core/io/scenarioio.h"
#include "core/memory/runtimememory.h"
#include "core/memory/trainingmemory.h"
#include "core/model/contextparallel.h"
#include "core/model/torchcontextparallel.h"
#include "core/roofline/flops.h"
#include "rooflineops.h"
#include "scenariohelpers.h"

#include <QTest>

#include <algorithm>
#include <string>

using namespace rooflab;
using namespace rooflab::test;

namespace {

// Llama-2-7B (32 layers, d_model 4096, 32 heads of 128, no GQA), Megatron, bf16 with
// FlashAttention, no recomputation; runtime memory off so that two layouts compare exactly.
std::string llama(int seq, const std::string& parallel, const std::string& extra = "") {
    return R"({"version":1,"model":{"preset":"llama2-7b"},"precision":"bf16-mixed","optimizer":"adamw",)"
           R"("training":{"micro_batch":1,"seq_len":)" +
           std::to_string(seq) + R"(,"checkpointing":"none","flash_attention":true)" + extra + R"(},"parallel":)" +
           parallel + R"(,"hardware":{"gpu":"h100-sxm"},"overhead_gib":0})";
}

// The training roofline's op of that name, or nullptr.
const RooflineOp* op(const Report& r, const std::string& name) {
    return test::findOp(r, name);
}

bool refusedWith(const Scenario& sc, const std::string& fragment, const std::string& field = "parallel.cp:") {
    const std::vector<std::string> problems = validateScenario(sc);
    return std::any_of(problems.begin(), problems.end(), [&](const std::string& p) {
        return p.rfind(field, 0) == 0 && p.find(fragment) != std::string::npos;
    });
}

} // namespace

class TestContextParallel : public QObject {
    Q_OBJECT
private slots:
    // Every kept activation is per token (FlashAttention keeps no s x s scores), so a GPU of a
    // 4-way ring over 32k tokens keeps what one GPU keeps for 8k: the same memory, to the byte,
    // as 4 data-parallel GPUs on 8k sequences (ZeRO off: the model states are equal too).
    void keepsItsShareOfTheSequence() {
        ROOFLAB_SCENARIO(ring, llama(32768, R"({"gpus":4,"cp":4})"));
        ROOFLAB_SCENARIO(shorter, llama(8192, R"({"gpus":4})"));
        QCOMPARE(localSequence(ring), 8192.0);
        QCOMPARE(layerActivationBytes(ring, false), layerActivationBytes(shorter, false));
        const TrainingMemory a = computeTrainingMemory(ring), b = computeTrainingMemory(shorter);
        QCOMPARE(a.activations, b.activations);
        QCOMPARE(a.total, b.total);
        ROOFLAB_SCENARIO(whole, llama(32768, R"({"gpus":4})"));
        QCOMPARE(computeTrainingMemory(whole).activations, 4 * a.activations);
    }

    // Megatron reduces gradients and shards the distributed optimizer over the data-parallel
    // group with context parallelism: 16 GPUs as 4 replicas x 4 context ranks shard as 16 do.
    void zeroShardsOverReplicasAndContextRanks() {
        ROOFLAB_SCENARIO(ring, llama(16384, R"({"gpus":16,"cp":4,"zero":1})"));
        ROOFLAB_SCENARIO(replicas, llama(16384, R"({"gpus":16,"zero":1})"));
        QCOMPARE(ring.parallel.dataParallel(), 4);
        QCOMPARE(ring.parallel.dataParallelWithContext(), 16);
        const TrainingMemory a = computeTrainingMemory(ring), b = computeTrainingMemory(replicas);
        QCOMPARE(a.optimizerStates, b.optimizerStates);
        QCOMPARE(a.masterWeights, b.masterWeights);
        QCOMPARE(a.weights, b.weights);
    }

    // Per GPU: the projections on s / cp tokens; attention's queries s / cp against all s keys.
    // Load-balanced, every rank has 1 / cp of the causal work; contiguous, the last rank has
    // (2 cp - 1) / cp of the average: 7 / 4 at cp 4.
    void attentionWorkOfTheBusiestRank() {
        ROOFLAB_SCENARIO(one, llama(16384, R"({"gpus":4})"));
        ROOFLAB_SCENARIO(balanced, llama(16384, R"({"gpus":4,"cp":4})"));
        ROOFLAB_SCENARIO(contiguous, llama(16384, R"({"gpus":4,"cp":4,"cp_load_balance":false})"));
        const Report r1 = evaluate(one), rb = evaluate(balanced), rc = evaluate(contiguous);
        const char* attention = "attention (FlashAttention)";
        QVERIFY(op(r1, attention) && op(rb, attention) && op(rc, attention));
        QCOMPARE(op(rb, attention)->flops, op(r1, attention)->flops / 4);
        QCOMPARE(op(rc, attention)->flops, op(r1, attention)->flops / 4 * 7 / 4);
        QCOMPARE(op(rb, "QKV projection")->flops, op(r1, "QKV projection")->flops / 4);
        QCOMPARE(causalLoadOfBusiestRank(contiguous), 7.0 / 4);
        QVERIFY(rc.step.timeS > rb.step.timeS);
    }

    // Packed documents with contiguous chunks: no longer than a rank's 4,096 tokens, every rank has
    // its own documents' work (load 1); at 10,240 tokens, half-way from a chunk to the sequence,
    // the load is half-way from 1 to 7 / 4; a document of the whole sequence is the plain case.
    // Each rank's attention is its queries x the document's keys.
    void packedDocumentsUnderContextParallelism() {
        ROOFLAB_SCENARIO(contiguous, llama(16384, R"({"gpus":4,"cp":4,"cp_load_balance":false})"));
        Scenario packed = contiguous;
        packed.training.packedDocumentTokens = 4096;
        QCOMPARE(causalLoadOfBusiestRank(packed), 1.0);
        packed.training.packedDocumentTokens = 1024;
        QCOMPARE(causalLoadOfBusiestRank(packed), 1.0);
        const char* attention = "attention (FlashAttention)";
        const Report whole = evaluate(contiguous), short1k = evaluate(packed);
        QCOMPARE(op(short1k, attention)->flops, op(whole, attention)->flops * (1024.0 / 16384) / (7.0 / 4));
        packed.training.packedDocumentTokens = 10240;
        QCOMPARE(causalLoadOfBusiestRank(packed), 1.0 + 0.75 / 2);
        packed.training.packedDocumentTokens = 16384;
        QCOMPARE(causalLoadOfBusiestRank(packed), 7.0 / 4);
    }

    // The ring, by hand: each step sends this rank's K and V (2 x 4096 tokens x 4096 x 2 bytes =
    // 64 MiB) to the next GPU over NVLink; 7 steps per layer, in the forward once and in the
    // backward with the gradients (3 chunks), 32 layers. At 32k tokens attention hides it all.
    void ringWorkedByHand() {
        ROOFLAB_SCENARIO(sc, llama(32768, R"({"gpus":8,"cp":8})"));
        const NetworkSpec net = resolveNetwork(sc);
        const double chunk = 2.0 * 4096 * 4096 * 2;
        QCOMPARE(chunk, 64.0 * 1024 * 1024);
        const double expected = 32 * 7 * 3 * (net.latency + chunk / net.intraBandwidth);
        QVERIFY(qAbs(contextCommPerMicroBatch(sc, net, nullptr).value - expected) <= 1e-12 * expected);
        const Report r = evaluate(sc);
        QVERIFY(qAbs(r.step.commS.cp - expected * r.step.microBatches) <= 1e-9 * expected);
        QCOMPARE(r.step.exposedCommS.cp, 0.0);
        QVERIFY(r.step.interferenceS > 0); // the hidden ring still slows the attention it overlaps

        // Full recomputation sends the chunk once more.
        ROOFLAB_SCENARIO(full, llama(32768, R"({"gpus":8,"cp":8})", R"(,"checkpointing":"full")"));
        QVERIFY(qAbs(contextCommPerMicroBatch(full, net, nullptr).value - expected * 4 / 3) <= 1e-12 * expected);
    }

    // A ring across nodes on short chunks: 16 GPUs after 8-way tensor parallelism span 16 nodes,
    // each hop on a 50 GB/s NIC, and 256 tokens of attention per chunk cannot hide it.
    void ringAcrossNodesIsExposed() {
        ROOFLAB_SCENARIO(sc, llama(8192, R"({"gpus":128,"tp":8,"cp":16,"sequence_parallel":true})"));
        const Report r = evaluate(sc);
        QVERIFY(validateScenario(sc).empty());
        QVERIFY(r.step.commS.cp > 0);
        QVERIFY(r.step.exposedCommS.cp > 0);
        QVERIFY(r.step.exposedCommS.cp < r.step.commS.cp);
        QCOMPARE(r.step.timeS, r.step.computeS + r.step.exposedCommS.total() + r.step.bubbleS + r.step.interferenceS +
                                   r.step.optimizerS);
    }

    // Tokens are whole sequences per replica; MFU divides by every GPU, context ranks included.
    void ratesCountEveryGpu() {
        ROOFLAB_SCENARIO(sc, llama(32768, R"({"gpus":16,"cp":4})", R"(,"grad_accum":2)"));
        const Report r = evaluate(sc);
        QCOMPARE(r.flops.tokensPerStep, 32768.0 * 2 * 4);
        QCOMPARE(r.step.tokensPerSecond, 32768.0 * 2 * 4 / r.step.timeS);
        QCOMPARE(r.step.tokensPerSecondPerGpu, r.step.tokensPerSecond / 16);
        QVERIFY(qAbs(r.step.mfu - r.step.modelFlops / (r.step.timeS * r.roofline.peakFlops * 16)) < 1e-12);
        QVERIFY(r.step.mfu > 0.2 && r.step.mfu < 0.8);

        // HFU adds the recomputed forward with its attention halved as FlashAttention runs it
        // (the flops report counts the full s x s): at 128k tokens that is most of it.
        ROOFLAB_SCENARIO(full, llama(131072, R"({"gpus":16,"cp":8})", R"(,"checkpointing":"full")"));
        const Report f = evaluate(full);
        const double sequences = 2; // micro-batch 1, 1 micro-batch, 2 replicas
        const double recomputed = (f.flops.stepHardware - f.flops.stepModel) -
                                  0.5 * attentionCoreForwardFlops(full.model.arch, 131072, 131072) * sequences;
        QVERIFY(qAbs(f.step.hardwareFlops - f.step.modelFlops - recomputed) <= 1e-9 * recomputed);
        QVERIFY(f.step.hfu / f.step.mfu < 4.0 / 3.0 + 1e-9); // at most one more forward of three passes
    }

    // FP8 recipes quantise the linear layers only: attention runs at the bf16 tensor-core peak,
    // in the same time as in a bf16 run, while the projections speed up.
    void fp8LeavesAttentionInSixteenBits() {
        auto opTime = [](const std::string& precision, const std::string& name) {
            Scenario sc;
            if (!parse(R"({"version":1,"model":{"preset":"llama2-7b"},"precision":")" + precision +
                           R"(","training":{"seq_len":32768,"flash_attention":true},"parallel":{"gpus":4,"cp":4},)"
                           R"("hardware":{"gpu":"h100-sxm"}})",
                       sc))
                return -1.0;
            const TracedReport traced = evaluateTraced(sc);
            for (size_t i = 0; i < traced.report.roofline.ops.size(); ++i)
                if (traced.report.roofline.ops[i].name == name) {
                    const int step = traced.trace.figureStep("step.op." + std::to_string(i) + ".time");
                    return step < 0 ? -1.0 : traced.trace.steps()[size_t(step)].value;
                }
            return -1.0;
        };
        const double bf16 = opTime("bf16-mixed", "attention (FlashAttention)");
        QVERIFY(bf16 > 0);
        QCOMPARE(opTime("fp8-mixed", "attention (FlashAttention)"), bf16);
        QVERIFY(opTime("fp8-mixed", "MLP down") < 0.6 * opTime("bf16-mixed", "MLP down"));
    }

    // Each rank joins the ring's group and the gradient group of replicas x context ranks.
    void ncclGroups() {
        ParallelConfig p;
        p.gpus = 2;
        p.contextParallel = 2;
        QCOMPARE(ncclCommunicators(p), 2);
        p.gpus = 16;
        p.tensorParallel = 2;
        QCOMPARE(ncclCommunicators(p), 3);
        p.contextParallel = 1;
        QCOMPARE(ncclCommunicators(p), 2);
    }

    // The fewest GPUs come in whole model replicas of tp x pp x cp.
    void fewestGpusAreWholeReplicas() {
        ROOFLAB_SCENARIO(sc, llama(131072, R"({"gpus":8,"cp":8,"zero":3})"));
        const Report r = evaluate(sc);
        QVERIFY(r.fit.minGpusZero3 > 0);
        QCOMPARE(r.fit.minGpusZero3 % 8, 0);
    }

    void layoutsRefused() {
        ROOFLAB_SCENARIO(base, llama(8192, R"({"gpus":4,"cp":4})"));
        QVERIFY(validateScenario(base).empty());
        Scenario odd = base;
        odd.training.seqLen = 4100;
        QVERIFY(refusedWith(odd, "8 equal chunks"));
        odd.parallel.contextLoadBalanced = false;
        QVERIFY(!refusedWith(odd, "equal chunks")); // 4100 = 4 x 1025
        Scenario eager = base;
        eager.training.implementation = Implementation::PyTorchEager;
        QVERIFY(refusedWith(eager, "FlashAttention"));
        Scenario few = base;
        few.parallel.gpus = 8;
        few.parallel.tensorParallel = 4;
        QVERIFY(refusedWith(few, "16 GPUs exceed the 8"));
        QVERIFY(!parseScenario(llama(8192, R"({"gpus":4,"cp":0})")).ok);
        const ScenarioParseResult noFlash = parseScenario(
            R"({"version":1,"model":{"preset":"llama2-7b"},"training":{"seq_len":8192,"flash_attention":false},)"
            R"("parallel":{"gpus":4,"cp":4}})");
        QVERIFY(!noFlash.ok);
        QVERIFY(noFlash.errors.front().find("needs FlashAttention") != std::string::npos);
    }

    // cp_comm_type "all_gather" (Transformer Engine's AttnFuncWithCPAndKVAllGather, the Llama 3
    // paper's): the K and V of every rank gathered before the attention, again in the backward, and
    // dK, dV reduce-scattered: the ring's bytes in the ring's steps, none of it hidden.
    void allGatherMovesTheRingsBytesExposed() {
        ROOFLAB_SCENARIO(ring, llama(32768, R"({"gpus":8,"cp":8})"));
        ROOFLAB_SCENARIO(gather, llama(32768, R"({"gpus":8,"cp":8,"cp_comm_type":"all_gather"})"));
        const NetworkSpec net = resolveNetwork(ring);
        QCOMPARE(contextCommPerMicroBatch(gather, net, nullptr).value,
                 contextCommPerMicroBatch(ring, net, nullptr).value);
        const Report rr = evaluate(ring), rg = evaluate(gather);
        QCOMPARE(rg.step.commS.cp, rr.step.commS.cp);
        QCOMPARE(rr.step.exposedCommS.cp, 0.0); // 32k tokens of attention hide the ring
        QVERIFY(rg.step.exposedCommS.cp > 0);
        QVERIFY(qAbs(rg.step.exposedCommS.cp - rg.step.commS.cp) <= 1e-12 * rg.step.commS.cp);
        QVERIFY(rg.step.timeS > rr.step.timeS);
        QVERIFY(!contextCommOverlapsAttention(gather) && contextCommOverlapsAttention(ring));
        // While a layer's attention runs backward it holds every rank's K and V and the zeroed
        // full-sequence dK, dV: 2 x 8 x this rank's 64 MiB = 1 GiB beside the ring's memory.
        const int backward = int(StepPhase::Backward);
        QCOMPARE(rg.memory.phasePeaks[backward] - rr.memory.phasePeaks[backward], 1024.0 * 1024 * 1024);
        QCOMPARE(rg.memory.savedActivations, rr.memory.savedActivations);
    }

    // cp_comm_type "a2a" (DeepSpeed-Ulysses, AttnFuncWithCPAndQKVOA2A), by hand: per layer and pass
    // all-to-alls send (cp - 1)/cp of this rank's Q, K, V (4,096 tokens x 3 x 4096 x 2 bytes, one
    // each) and of its output (x 4096 x 2 bytes): 128 MiB x 3/4 over NVLink, plus four latencies; a
    // forward and a backward pass, 32 layers, all of it before or after the attention that needs it.
    void allToAllWorkedByHand() {
        ROOFLAB_SCENARIO(sc, llama(16384, R"({"gpus":4,"cp":4,"cp_comm_type":"a2a"})"));
        const NetworkSpec net = resolveNetwork(sc);
        const double held = 4096.0 * (4096 + 4096 + 4096 + 4096) * 2;
        QCOMPARE(held, 128.0 * 1024 * 1024);
        const double expected = 32 * 2 * (4 * net.latency + held * 3 / 4 / net.intraBandwidth);
        QVERIFY(qAbs(contextCommPerMicroBatch(sc, net, nullptr).value - expected) <= 1e-12 * expected);
        const Report r = evaluate(sc);
        QVERIFY(qAbs(r.step.exposedCommS.cp - expected * r.step.microBatches) <= 1e-9 * expected);
        // Each rank attends over the whole sequence with a quarter of the heads: contiguous
        // chunks no longer leave the last rank the most work.
        Scenario contiguous = sc;
        contiguous.parallel.contextLoadBalanced = false;
        QCOMPARE(causalLoadOfBusiestRank(contiguous), 1.0);
        // Full recomputation runs the forward's all-to-alls once more.
        ROOFLAB_SCENARIO(full, llama(16384, R"({"gpus":4,"cp":4,"cp_comm_type":"a2a"})", R"(,"checkpointing":"full")"));
        QVERIFY(qAbs(contextCommPerMicroBatch(full, net, nullptr).value - expected * 3 / 2) <= 1e-12 * expected);
    }

    // Transformer Engine's a2a asserts that every rank's heads divide by cp: Llama 2 7B's 32 heads
    // over tp 2 x cp 4 = 8 do, over tp 8 x cp 8 = 64 do not. An unknown type names the three.
    void allToAllNeedsTheHeadsToDivide() {
        ROOFLAB_SCENARIO(fits, llama(16384, R"({"gpus":8,"tp":2,"cp":4,"cp_comm_type":"a2a"})"));
        QVERIFY(validateScenario(fits).empty());
        Scenario many = fits;
        many.parallel.gpus = 64;
        many.parallel.tensorParallel = 8;
        many.parallel.contextParallel = 8;
        QVERIFY(refusedWith(many, "tp x cp = 64 GPUs; 32 query and 32 key-value heads", "parallel.cp_comm_type:"));
        many.parallel.contextCommType = ContextCommType::AllGather;
        QVERIFY(validateScenario(many).empty());
        const ScenarioParseResult ring = parseScenario(llama(8192, R"({"gpus":4,"cp":4,"cp_comm_type":"ring"})"));
        QVERIFY(!ring.ok);
        QVERIFY2(ring.errors.front().find("parallel.cp_comm_type") != std::string::npos &&
                     ring.errors.front().find("all_gather") != std::string::npos,
                 ring.errors.front().c_str());
    }

    // cp_comm_type "a2a+p2p" (Transformer Engine's hierarchical context parallelism), by hand for
    // Llama 2 7B at 32k tokens over cp 8 with tp 2 on two 8-GPU nodes: without sizes set, the
    // all-to-alls run within a node, in groups of 4 (tp 2 x 4 = 8 GPUs; 32 heads divide by 8), the
    // ring across the 2 groups. All-to-alls per pass: 4,096 tokens x 4 x 4096 / 2 x 2 bytes held,
    // 3/4 of it sent, 4 latencies; the ring: 1 step per pass of this rank's K and V (4,096 tokens x
    // 2 x 4096 / 2 x 2 bytes) over the NICs, 3 chunks a layer. Only the ring hides behind the
    // attention.
    void hierarchicalWorkedByHand() {
        ROOFLAB_SCENARIO(sc, llama(32768, R"({"gpus":16,"tp":2,"cp":8,"sequence_parallel":true,)"
                                          R"("cp_comm_type":"a2a+p2p"})"));
        QVERIFY(validateScenario(sc).empty());
        const NetworkSpec net = resolveNetwork(sc);
        QCOMPARE(net.gpusPerNode, 8);
        const HierarchicalContextSizes sizes = hierarchicalContextSizes(sc, net.gpusPerNode);
        QCOMPARE(sizes.a2a, 4);
        QCOMPARE(sizes.p2p, 2);
        const double held = 4096.0 * 4 * 4096 / 2 * 2;
        const double a2a = 32 * 2 * (4 * net.latency + held * 3 / 4 / net.intraBandwidth);
        const double chunk = 4096.0 * 2 * 4096 / 2 * 2;
        const GroupLink ringLink = groupLink(net, 2, 8);
        QVERIFY(ringLink.crossesNodes);
        const double ring = 32 * 1 * 3 * (net.latency + chunk / net.interBandwidth);
        const ContextCommTime t = contextCommTimes(sc, net, nullptr);
        QVERIFY2(qAbs(t.total.value - (a2a + ring)) <= 1e-12 * (a2a + ring),
                 qPrintable(QString("%1 s, by hand %2 s").arg(t.total.value).arg(a2a + ring)));
        QVERIFY(qAbs(t.ring - ring) <= 1e-12 * ring);
        const Report r = evaluate(sc);
        // At 32k tokens the attention hides the ring: what waits is the all-to-alls.
        QVERIFY2(qAbs(r.step.exposedCommS.cp - a2a * r.step.microBatches) <= 1e-9 * a2a,
                 qPrintable(QString("%1 s exposed, all-to-alls %2 s").arg(r.step.exposedCommS.cp).arg(a2a)));
        QVERIFY(r.step.exposedCommS.cp < r.step.commS.cp);
        // The sizes as set ([2, 4]: all-to-alls in pairs, a ring of 4) give other figures.
        ROOFLAB_SCENARIO(set, llama(32768, R"({"gpus":16,"tp":2,"cp":8,"sequence_parallel":true,)"
                                           R"("cp_comm_type":"a2a+p2p","hierarchical_context_parallel_sizes":[2,4]})"));
        QCOMPARE(hierarchicalContextSizes(set, net.gpusPerNode).a2a, 2);
        QCOMPARE(hierarchicalContextSizes(set, net.gpusPerNode).p2p, 4);
        QVERIFY(contextCommTimes(set, net, nullptr).total.value != t.total.value);
        // The derivation names both levels.
        const TracedReport traced = evaluateTraced(sc);
        QVERIFY(std::any_of(traced.trace.steps().begin(), traced.trace.steps().end(), [](const DerivationStep& s) {
            return std::string(s.name) == "context-parallel all-to-alls and ring per micro-batch";
        }));
    }

    // Megatron-Core asserts prod(hierarchical_context_parallel_sizes) == cp, and Transformer Engine's
    // all-to-alls that each group's heads divide: Llama 2 7B's 32 over tp 8 x 8 = 64 do not. Sizes
    // without a2a+p2p do nothing, with a warning; a malformed list is named.
    void hierarchicalSizesChecked() {
        const auto refused = [](const std::string& json, const std::string& field, const std::string& fragment) {
            const ScenarioParseResult r = parseScenario(json);
            return !r.ok && std::any_of(r.errors.begin(), r.errors.end(), [&](const std::string& e) {
                return e.rfind(field, 0) == 0 && e.find(fragment) != std::string::npos;
            });
        };
        QVERIFY(refused(llama(32768, R"({"gpus":16,"tp":2,"cp":8,"sequence_parallel":true,)"
                                     R"("cp_comm_type":"a2a+p2p","hierarchical_context_parallel_sizes":[2,2]})"),
                        "parallel.hierarchical_context_parallel_sizes:", "[2, 2] multiply to 4, not cp = 8"));
        QVERIFY(refused(llama(32768, R"({"gpus":128,"tp":8,"cp":16,"sequence_parallel":true,)"
                                     R"("cp_comm_type":"a2a+p2p","hierarchical_context_parallel_sizes":[8,2]})"),
                        "parallel.cp_comm_type:", "all-to-all group = 64 GPUs; 32 query and 32 key-value heads"));
        // Left to RoofLab, tp 8 fills the node: no all-to-all group, a plain ring.
        ROOFLAB_SCENARIO(ringOnly, llama(32768, R"({"gpus":128,"tp":8,"cp":16,"sequence_parallel":true,)"
                                                R"("cp_comm_type":"a2a+p2p"})"));
        QVERIFY(validateScenario(ringOnly).empty());
        QCOMPARE(hierarchicalContextSizes(ringOnly, 8).a2a, 1);
        ROOFLAB_SCENARIO(plainRing, llama(32768, R"({"gpus":128,"tp":8,"cp":16,"sequence_parallel":true})"));
        const NetworkSpec net = resolveNetwork(plainRing);
        QVERIFY(qAbs(contextCommPerMicroBatch(ringOnly, net, nullptr).value -
                     contextCommPerMicroBatch(plainRing, net, nullptr).value) <= 1e-15);
        ROOFLAB_SCENARIO(unused, llama(32768, R"({"gpus":8,"cp":8,"hierarchical_context_parallel_sizes":[2,4]})"));
        const Report u = evaluate(unused);
        QVERIFY(std::any_of(u.warnings.begin(), u.warnings.end(), [](const std::string& w) {
            return w.rfind("parallel.hierarchical_context_parallel_sizes:", 0) == 0;
        }));
        const ScenarioParseResult bad = parseScenario(
            llama(32768, R"({"gpus":8,"cp":8,"cp_comm_type":"a2a+p2p","hierarchical_context_parallel_sizes":[8]})"));
        QVERIFY(!bad.ok);
        QVERIFY2(bad.errors.front().find("hierarchical_context_parallel_sizes") != std::string::npos &&
                     bad.errors.front().find("[a2a, p2p]") != std::string::npos,
                 bad.errors.front().c_str());
        ROOFLAB_SCENARIO(set, llama(32768, R"({"gpus":16,"tp":2,"cp":8,"sequence_parallel":true,)"
                                           R"("cp_comm_type":"a2a+p2p","hierarchical_context_parallel_sizes":[2,4]})"));
        ROOFLAB_SCENARIO(back, serializeScenario(set));
        QCOMPARE(back.parallel.contextA2aSize, 2);
        QCOMPARE(back.parallel.contextP2pSize, 4);
        QVERIFY(back.parallel.contextCommType == ContextCommType::AllToAllP2P);
    }

    // torchtitan's default, PyTorch's all-gather (parallel.cp_rotate_method "allgather"), by hand
    // for Llama 2 7B at 32k tokens over cp 8 in one node: this rank's K and V are 4,096 tokens x
    // (4096 + 4096) x 2 bytes = 64 MiB. Per layer the forward gathers them (7 ring steps), waited
    // for after the first chunk's attention (1/8 of the layer's forward attention); the backward
    // gathers them again behind its first chunk and sends 8 fp32 sums of dK, dV round a ring, 7 of
    // them beside the next chunk's backward (two forwards' work) and the last waited for.
    void torchtitanAllGatherWorkedByHand() {
        const std::string torchtitan = R"(,"implementation":"torchtitan")";
        ROOFLAB_SCENARIO(sc, llama(32768, R"({"gpus":8,"cp":8})", torchtitan));
        QVERIFY(contextComm(sc) == ContextComm::TorchAllGather);
        const NetworkSpec net = resolveNetwork(sc);
        const double local = 4096.0 * (4096 + 4096) * 2;
        QCOMPARE(local, 64.0 * 1024 * 1024);
        const double kv = net.latency + local / net.intraBandwidth;
        const double grad = net.latency + 2 * local / net.intraBandwidth;
        const double gather = 7 * kv;
        const Report r = evaluate(sc);
        const double m = r.step.microBatches;
        const double attentionPerMicro = r.step.attentionS / m;
        const double forwardChunk = attentionPerMicro / 32 / 3 / 8, backwardChunk = 2 * forwardChunk;
        const auto beyond = [](double sent, double beside) { return std::max(0.0, sent - beside); };
        const double total = 32 * (gather + gather + 8 * grad);
        const double exposed = 32 * (beyond(gather, forwardChunk) + beyond(gather, backwardChunk) +
                                     7 * beyond(grad, backwardChunk) + grad);
        QVERIFY(qAbs(r.step.commS.cp - m * total) <= 1e-9 * m * total);
        QVERIFY(qAbs(r.step.exposedCommS.cp - m * exposed) <= 1e-9 * m * total);
        QVERIFY(r.step.exposedCommS.cp > 0 && r.step.exposedCommS.cp < r.step.commS.cp);
        QCOMPARE(torchContextComm(sc, net, attentionPerMicro, nullptr).total.value, total);
        // The same layout under Megatron-Core's default ring hides it all behind the attention.
        ROOFLAB_SCENARIO(megatron, llama(32768, R"({"gpus":8,"cp":8})", R"(,"implementation":"megatron-core")"));
        QCOMPARE(evaluate(megatron).step.exposedCommS.cp, 0.0);
    }

    // PyTorch's ring (cp_rotate_method "alltoall"): each K, V step beside one chunk's attention, the
    // backward's dK, dV sums beside the same steps. Its backward holds two chunks of K and V where
    // the all-gather holds all eight: 6 x 64 MiB less at the backward's peak; the saved tensors are
    // the same.
    void torchtitanRingSendsBesideEachChunk() {
        const std::string torchtitan = R"(,"implementation":"torchtitan")";
        ROOFLAB_SCENARIO(gather, llama(32768, R"({"gpus":8,"cp":8})", torchtitan));
        ROOFLAB_SCENARIO(ring, llama(32768, R"({"gpus":8,"cp":8,"cp_rotate_method":"alltoall"})", torchtitan));
        QVERIFY(contextComm(ring) == ContextComm::TorchRing);
        const NetworkSpec net = resolveNetwork(ring);
        const double local = 64.0 * 1024 * 1024;
        const double kv = net.latency + local / net.intraBandwidth;
        const double grad = net.latency + 2 * local / net.intraBandwidth;
        const Report rr = evaluate(ring), rg = evaluate(gather);
        const double m = rr.step.microBatches;
        const double forwardChunk = rr.step.attentionS / m / 32 / 3 / 8, backwardChunk = 2 * forwardChunk;
        const auto beyond = [](double sent, double beside) { return std::max(0.0, sent - beside); };
        const double exposed = 32 * (7 * beyond(kv, forwardChunk) + beyond(kv, backwardChunk) +
                                     6 * beyond(kv + grad, backwardChunk) + beyond(grad, backwardChunk) + grad);
        QVERIFY(qAbs(rr.step.exposedCommS.cp - m * exposed) <= 1e-9 * rr.step.commS.cp);
        QVERIFY(qAbs(rr.step.commS.cp - rg.step.commS.cp) <= 1e-9 * rg.step.commS.cp); // the same bytes
        QVERIFY(rr.step.exposedCommS.cp < rg.step.exposedCommS.cp);
        const int backward = int(StepPhase::Backward);
        QCOMPARE(rg.memory.phasePeaks[backward] - rr.memory.phasePeaks[backward], 6 * local);
        QCOMPARE(rg.memory.savedActivations, rr.memory.savedActivations);
    }

    // Each framework's knob applies to its own code: Transformer Engine's cp_comm_type has no effect
    // under torchtitan (its a2a head split is not asked for either), torchtitan's cp_rotate_method none
    // under Megatron-Core; each is ignored with a warning naming it.
    void eachFrameworkReadsItsOwnKnob() {
        const std::string torchtitan = R"(,"implementation":"torchtitan")";
        ROOFLAB_SCENARIO(plain, llama(32768, R"({"gpus":64,"tp":8,"cp":8})", torchtitan));
        ROOFLAB_SCENARIO(teKnob, llama(32768, R"({"gpus":64,"tp":8,"cp":8,"cp_comm_type":"a2a"})", torchtitan));
        QVERIFY(validateScenario(teKnob).empty()); // 32 heads over tp 8 x cp 8 would refuse a2a
        const Report a = evaluate(plain), b = evaluate(teKnob);
        QCOMPARE(b.step.timeS, a.step.timeS);
        QCOMPARE(b.memory.total, a.memory.total);
        QVERIFY(std::any_of(b.warnings.begin(), b.warnings.end(),
                            [](const std::string& w) { return w.rfind("parallel.cp_comm_type:", 0) == 0; }));
        const std::string megatron = R"(,"implementation":"megatron-core")";
        ROOFLAB_SCENARIO(ring, llama(32768, R"({"gpus":8,"cp":8})", megatron));
        ROOFLAB_SCENARIO(torchKnob, llama(32768, R"({"gpus":8,"cp":8,"cp_rotate_method":"alltoall"})", megatron));
        const Report c = evaluate(ring), d = evaluate(torchKnob);
        QCOMPARE(d.step.timeS, c.step.timeS);
        QVERIFY(std::any_of(d.warnings.begin(), d.warnings.end(),
                            [](const std::string& w) { return w.rfind("parallel.cp_rotate_method:", 0) == 0; }));
        QVERIFY(std::none_of(c.warnings.begin(), c.warnings.end(),
                             [](const std::string& w) { return w.find("cp_rotate_method") != std::string::npos; }));
    }

    void roundTrip() {
        ROOFLAB_SCENARIO(gather, llama(8192, R"({"gpus":8,"cp":4,"cp_comm_type":"all_gather"})"));
        ROOFLAB_SCENARIO(gatherBack, serializeScenario(gather));
        QVERIFY(gatherBack.parallel.contextCommType == ContextCommType::AllGather);
        ROOFLAB_SCENARIO(sc, llama(8192, R"({"gpus":8,"cp":4,"cp_load_balance":false})"));
        const std::string saved = serializeScenario(sc);
        QVERIFY(saved.find("\"cp\": 4") != std::string::npos);
        ROOFLAB_SCENARIO(back, saved);
        QCOMPARE(back.parallel.contextParallel, 4);
        QVERIFY(!back.parallel.contextLoadBalanced);
        ROOFLAB_SCENARIO(plain, llama(8192, R"({"gpus":8})"));
        QVERIFY(serializeScenario(plain).find("\"cp") == std::string::npos);
        QVERIFY(serializeScenario(sc).find("cp_comm_type") == std::string::npos); // p2p, the default
        // torchtitan's rotate method: written when not its default, allgather; an unknown one names both.
        ROOFLAB_SCENARIO(ringTorch, llama(8192, R"({"gpus":8,"cp":4,"cp_rotate_method":"alltoall"})"));
        ROOFLAB_SCENARIO(ringBack, serializeScenario(ringTorch));
        QVERIFY(ringBack.parallel.contextRotateMethod == ContextRotateMethod::AllToAll);
        QVERIFY(serializeScenario(sc).find("cp_rotate_method") == std::string::npos);
        const ScenarioParseResult bad = parseScenario(llama(8192, R"({"gpus":4,"cp":4,"cp_rotate_method":"p2p"})"));
        QVERIFY(!bad.ok);
        QVERIFY2(bad.errors.front().find("parallel.cp_rotate_method") != std::string::npos &&
                     bad.errors.front().find("alltoall") != std::string::npos,
                 bad.errors.front().c_str());
    }
};

QTEST_APPLESS_MAIN(TestContextParallel)
#include "tst_contextparallel.moc"
