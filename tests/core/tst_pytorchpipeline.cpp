// torch.distributed.pipelining's own memory under torchtitan (core/memory/pytorchpipelinebuffers.h):
// the receive buffers a PipelineStage allocates once per micro-batch, the outputs it keeps to the
// step's end, and the last stage's logits of every micro-batch, worked by hand.
#include "core/memory/memoryinputs.h"
#include "core/memory/pytorchpipelinebuffers.h"
#include "core/memory/trainingmemory.h"
#include "scenariohelpers.h"

#include <QTest>

using namespace rooflab;

namespace {

// Llama 2 7B (h 4096, 32 layers, vocabulary 32,000) in 4 stages of 2 chunks, 8 micro-batches
// of 2 sequences of 4096, fully recomputed: one layer input is 2 x 4096 x 4096 x 2 bytes. The
// PyTorch of 2024 (deallocate_pipeline_outputs false): every output kept to the step's end.
const char* const kTorchtitan = R"({"version":1,"model":"llama2-7b","training":{"micro_batch":2,
    "seq_len":4096,"grad_accum":8,"checkpointing":"full","implementation":"torchtitan",
    "deallocate_pipeline_outputs":false},"parallel":{"gpus":4,"pp":4,"virtual_stages":2}})";
constexpr double kLayerInput = 2.0 * 4096 * 4096 * 2;

double buffers(const Scenario& sc, PipelineStage stage, double chunksInFlight) {
    MemoryInputs in = memoryInputsOf(sc);
    in.stage = stage;
    return pytorchPipelineBuffers<NoTrace>(sc, in, Traced(kLayerInput), chunksInFlight, nullptr).value;
}

} // namespace

class TestPytorchPipeline : public QObject {
    Q_OBJECT

private slots:
    // The first rank (stages 0 and 4) holds 11 chunks in flight (4 x 2 x 1.375). Kept: a gradient
    // receive buffer per micro-batch of both chunks (16), its second chunk's input buffers of the
    // 8 - 4 micro-batches not in flight (4), both chunks' outputs of all 8 micro-batches (16).
    // The last rank (stages 3 and 7, 5 chunks in flight): 8 gradient buffers (stage 3), 16 - 5
    // idle input buffers, 8 outputs (stage 3's; stage 7's are the logits).
    void stagesKeepTheirBuffers() {
        ROOFLAB_SCENARIO(sc, kTorchtitan);
        QCOMPARE(buffers(sc, PipelineStage::First, 11), 36 * kLayerInput);
        QCOMPARE(buffers(sc, PipelineStage::Last, 5), 27 * kLayerInput);
        // 4 micro-batches: every forward first (8 chunks in flight), no idle input buffer.
        sc.training.gradAccum = 4;
        QCOMPARE(buffers(sc, PipelineStage::First, 8), (8 + 0 + 8) * kLayerInput);
        // Megatron's schedules keep none of these (their outputs: deallocate_pipeline_outputs).
        sc.training.implementation = Implementation::MegatronCore;
        QCOMPARE(buffers(sc, PipelineStage::First, 8), 0.0);
    }

    // End to end: doubling the micro-batches to 16 changes neither end's chunks in flight
    // (11 and 5) nor its layers' tensors, only the buffers: the first rank's 76 layer inputs
    // (32 + 12 + 32) against 36, the last rank's 59 (16 + 27 + 16) against 27.
    void buffersGrowWithTheMicroBatches() {
        ROOFLAB_SCENARIO(sc, kTorchtitan);
        Scenario more = sc;
        more.training.gradAccum = 16;
        const std::vector<TrainingMemory> eight = computeStageMemory(sc);
        const std::vector<TrainingMemory> sixteen = computeStageMemory(more);
        QCOMPARE(sixteen[0].savedActivations - eight[0].savedActivations, 40 * kLayerInput);
        QCOMPARE(sixteen[1].savedActivations - eight[1].savedActivations, 32 * kLayerInput);
    }

    // The last stage keeps every micro-batch's logits (bf16, the model's output) to the step's end.
    void lastStageKeepsEveryMicroBatchsLogits() {
        ROOFLAB_SCENARIO(sc, kTorchtitan);
        const double oneMicroBatch = 2.0 * 4096 * 32000 * 2;
        const std::vector<TrainingMemory> stages = computeStageMemory(sc);
        QCOMPARE(stages.size(), std::size_t(2));
        QCOMPARE(stages[1].logits, 8 * oneMicroBatch);
        QCOMPARE(stages[0].logits, 0.0);
        Scenario flat = sc;
        flat.parallel.pipelineParallel = 1;
        flat.parallel.virtualStages = 1;
        flat.parallel.gpus = 1;
        QCOMPARE(computeTrainingMemory(flat).logits, oneMicroBatch);
    }

    // Today's code (the default): PyTorch keeps no stage's outputs (pytorch/pytorch#153383) and
    // torchtitan's step(return_outputs=False) not the last stage's logits either; the receive
    // buffers stay. First rank 16 + 4 layer inputs, last 8 + 11, no logits beyond the current
    // micro-batch's: 16 + 8 fewer layer inputs and 7 micro-batches' logits fewer end to end.
    void deallocatedOutputsLeaveTheReceiveBuffers() {
        ROOFLAB_SCENARIO(kept, kTorchtitan);
        Scenario freed = kept;
        freed.training.deallocatePipelineOutputs = true;
        QCOMPARE(buffers(freed, PipelineStage::First, 11), 20 * kLayerInput);
        QCOMPARE(buffers(freed, PipelineStage::Last, 5), 19 * kLayerInput);
        MemoryInputs last = memoryInputsOf(freed);
        last.stage = PipelineStage::Last;
        QCOMPARE(pytorchPipelineKeptLogits<NoTrace>(freed, last, nullptr).value, 0.0);
        const double oneMicroBatch = 2.0 * 4096 * 32000 * 2;
        const std::vector<TrainingMemory> before = computeStageMemory(kept);
        const std::vector<TrainingMemory> after = computeStageMemory(freed);
        QCOMPARE(before[0].savedActivations - after[0].savedActivations, 16 * kLayerInput);
        QCOMPARE(before[1].savedActivations - after[1].savedActivations, 8 * kLayerInput);
        QCOMPARE(after[1].logits, oneMicroBatch);
        // Unset in a file, the key takes today's behaviour.
        ROOFLAB_SCENARIO(plain, R"({"version":1,"model":"llama2-7b","training":{"implementation":"torchtitan"},
            "parallel":{"gpus":4,"pp":4}})");
        QVERIFY(plain.training.deallocatePipelineOutputs);
    }

    // The traced derivation adds the same bytes as the untraced fit searches.
    void tracedMatchesUntraced() {
        ROOFLAB_SCENARIO(sc, kTorchtitan);
        Trace trace;
        const std::vector<TrainingMemory> traced = computeStageMemory(sc, &trace);
        const std::vector<TrainingMemory> plain = computeStageMemory(sc);
        QCOMPARE(traced.size(), plain.size());
        for (std::size_t i = 0; i < plain.size(); ++i) {
            QCOMPARE(traced[i].total, plain[i].total);
            QCOMPARE(traced[i].savedActivations, plain[i].savedActivations);
        }
    }
};

QTEST_APPLESS_MAIN(TestPytorchPipeline)
#include "tst_pytorchpipeline.moc"
