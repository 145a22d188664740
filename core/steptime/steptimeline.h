#pragma once
// What runs when in one training step: the step-time model's parts laid out on a time axis, one
// row per pipeline stage plus the first stage's network, for the window's timeline chart
// (docs/formulas.md, "Step timeline").
//
// The pipeline schedule is simulated, not drawn from the bubble formula: every stage runs its
// forward and backward blocks in Megatron's 1F1B order (interleaved with virtual stages), each
// block waiting for the block it depends on in the neighbouring stage. With equal blocks the
// simulated bubble is exactly (p - 1) / (v m) of the ideal time, which is what the step-time
// model charges, so the timeline ends where the step-time model's step does. DualPipe's rows
// are GPUs running both directions in dualpipe.py's order; its simulated bubble is the README's
// (p/2 - 1)(F&B + B - 3W) without recomputation and up to one forward chunk shorter with it
// (docs/formulas.md, "DualPipe").
#include "core/model/report.h"
#include "core/model/scenario.h"

#include <cstddef>
#include <string>
#include <vector>

namespace rooflab {

enum class TimelineKind {
    Forward,   // the forward pass of one micro-batch (one model chunk with interleaving)
    Recompute, // activation recomputation before a backward
    Backward,
    TensorComm,   // tensor-parallel collectives of the block on the critical path (not hidden by overlap)
    ExpertComm,   // expert-parallel all-to-alls of the block (on the critical path)
    ContextComm,  // the context-parallel ring's exchanges that attention does not hide
    PipelineSend, // the pipeline send of the block's activations or their gradients
    Bubble,       // a stage idle, waiting for its neighbour
    HiddenComm,   // communication hidden behind compute (gradient reduction, ZeRO-3 gathers, overlapped TP)
    ExposedComm,  // communication nothing hides: the step waits for it
    Interference, // compute slowed by the communication it overlapped
    Optimizer,    // the optimizer update (on the host when it is offloaded)
    HostCopy,     // offload copies over PCIe (and NVMe swaps) that the compute does not hide
    // DualPipe: the micro-batches entering at the last stage, and the weight gradients run apart
    // (W, the zero-bubble split). The forward direction's blocks are Forward and Backward.
    ReverseForward,
    ReverseBackward,
    WeightGradients,
    ReverseRecompute, // the reverse direction's recomputation before its backward
};
constexpr int kTimelineKindCount = 17;

struct TimelineRow {
    enum class Kind { Stage, Network };
    Kind kind = Kind::Stage;
    int stage = 0; // 0-based pipeline stage the row belongs to (DualPipe: the GPU, holding stages r and p - 1 - r)
};

struct TimelineSegment {
    int row = 0;
    TimelineKind kind = TimelineKind::Forward;
    double start = 0;        // seconds from the start of the step
    double duration = 0;     // seconds
    int microBatch = -1;     // 0-based, -1 where none
    int chunk = 0;           // model chunk (virtual stage), 0 without interleaving; DualPipe: the direction
    bool overlapped = false; // DualPipe: half of a forward and backward chunk run together
    double end() const { return start + duration; }
};

struct StepTimeline {
    std::vector<TimelineRow> rows;
    std::vector<TimelineSegment> segments; // sorted by row, then start
    double totalS = 0;                     // where the last segment ends
    double pipelineS = 0;                  // forward and backward of every micro-batch, bubbles included
    double bubbleS = 0;                    // idle time of the first stage inside the pipeline
    int stages = 1;                        // pipeline stages simulated (all of them)
    int microBatches = 1;
    int virtualStages = 1;
    bool dualPipe = false; // DualPipe's bidirectional schedule (core/steptime/dualpipeschedule.h)
    // Empty when drawn; otherwise why not ("no step time", "too many blocks", "dualpipe layout":
    // one dualpipe.py refuses): the chart says so.
    std::string omitted;
};

// The most blocks (stages x virtual stages x micro-batches x 2) simulated; beyond, the timeline
// is omitted with a reason.
constexpr std::size_t kTimelineMaxBlocks = 500000;
// Stage rows shown: all up to this many, otherwise this many spread evenly from first to last.
constexpr int kTimelineMaxStageRows = 16;

// The step of `report.step` (computed from `scenario`) as a timeline.
StepTimeline buildStepTimeline(const Scenario& scenario, const Report& report);

} // namespace rooflab
