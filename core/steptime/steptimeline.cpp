#include "core/steptime/steptimeline.h"

#include "core/model/frameworkknobs.h"
#include "core/model/pipelinesplit.h"
#include "core/model/recomputedlayers.h"
#include "core/steptime/dualpipe.h"
#include "core/steptime/dualpipeschedule.h"

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

// One forward or backward block of the schedule: a micro-batch through one model chunk.
struct Block {
    bool forward = true;
    int microBatch = 0;
    int chunk = 0;
};

// Megatron's order of a stage's blocks (1F1B; interleaved when v > 1): micro-batches in groups of
// p, each group through chunk 0, 1, ... v-1 forward and v-1 ... 0 backward; a warm-up of forwards,
// then one forward and one backward alternately, then the remaining backwards.
std::vector<Block> stageOrder(int stage, int p, int v, int m) {
    std::vector<Block> forwards, backwards;
    forwards.reserve(size_t(m) * v);
    backwards.reserve(size_t(m) * v);
    for (int first = 0; first < m; first += p) {
        const int group = std::min(p, m - first);
        for (int c = 0; c < v; ++c)
            for (int i = 0; i < group; ++i) {
                forwards.push_back({true, first + i, c});
                backwards.push_back({false, first + i, v - 1 - c});
            }
    }
    const int total = m * v;
    const int warmup = v == 1 ? std::min(p - stage - 1, total) : std::min((p - stage - 1) * 2 + (v - 1) * p, total);
    std::vector<Block> order;
    order.reserve(size_t(total) * 2);
    for (int i = 0; i < warmup; ++i)
        order.push_back(forwards[size_t(i)]);
    for (int i = 0; i < total - warmup; ++i) {
        order.push_back(forwards[size_t(warmup + i)]);
        order.push_back(backwards[size_t(i)]);
    }
    for (int i = total - warmup; i < total; ++i)
        order.push_back(backwards[size_t(i)]);
    return order;
}

// The durations of one block's parts, equal for every stage and chunk (the step-time model's
// per-micro-batch figures divided over the chunks).
struct BlockParts {
    double forward = 0, recompute = 0, backward = 0;
    double tpForward = 0, tpBackward = 0;             // tensor-parallel collectives, recompute's in the backward
    double tpHiddenForward = 0, tpHiddenBackward = 0; // their part the GEMMs hide (parallel.tp_comm_overlap)
    double epForward = 0, epBackward = 0;             // expert all-to-alls, split the same way
    double epHiddenForward = 0, epHiddenBackward = 0; // their part another micro-batch's compute hides
    double cpForward = 0, cpBackward = 0;             // the context ring's exposed part, by the bytes it sends
    double sendForward = 0, sendBackward = 0;         // one pipeline send
    double forwardTotal() const { return forward + tpForward + epForward + cpForward + sendForward; }
    double backwardTotal() const { return recompute + backward + tpBackward + epBackward + cpBackward + sendBackward; }
};

BlockParts blockParts(const Scenario& sc, const Report& report, int v) {
    const StepTimeReport& st = report.step;
    const double m = std::max(1, st.microBatches);
    // Passes by FLOPs: forward 1, backward 2, recomputation what hardware FLOPs add to model FLOPs.
    const double model = report.flops.stepModel, hardware = report.flops.stepHardware;
    const double recomputeShare = hardware > model && hardware > 0 ? (hardware - model) / hardware : 0.0;
    BlockParts b;
    b.forward = st.microBatchComputeS * (1.0 - recomputeShare) / 3.0 / v;
    b.backward = 2.0 * b.forward;
    b.recompute = st.microBatchComputeS * recomputeShare / v;
    // Tensor parallelism: 2 collectives per layer in each pass (recomputation repeats the
    // forward's in the share f of the layers), as the step-time model counts them; what the
    // GEMMs hide runs beside them.
    const int layers = slowestStage(sc).layers;
    const double recomputed = recomputedLayerShare(sc, layers); // core/model/recomputedlayers.h
    const double forwardShare = 2.0 / (4.0 + 2.0 * recomputed);
    const double tpBlock = st.exposedCommS.tp / m / v;
    b.tpForward = tpBlock * forwardShare;
    b.tpBackward = tpBlock - b.tpForward;
    const double tpHiddenBlock = st.tpHiddenS / m / v;
    b.tpHiddenForward = tpHiddenBlock * forwardShare;
    b.tpHiddenBackward = tpHiddenBlock - b.tpHiddenForward;
    // The expert all-to-all on the critical path, and what Megatron-Core's combined 1F1B hides of
    // it beside the other micro-batch's compute (parallel.overlap_moe_expert_parallel_comm;
    // without it nothing is hidden).
    const double epForwardShare = 2.0 / (4.0 + 2.0 * recomputedDispatchShare(sc, layers));
    const double epBlock = st.exposedCommS.ep / m / v;
    b.epForward = epBlock * epForwardShare;
    b.epBackward = epBlock - b.epForward;
    const double epHiddenBlock = std::max(0.0, st.commS.ep - st.exposedCommS.ep) / m / v;
    b.epHiddenForward = epHiddenBlock * epForwardShare;
    b.epHiddenBackward = epHiddenBlock - b.epHiddenForward;
    // The ring sends K and V once in the forward, K, V and their gradients in the backward.
    const double cpBlock = st.exposedCommS.cp / m / v;
    b.cpForward = cpBlock / (3.0 + recomputed);
    b.cpBackward = cpBlock - b.cpForward;
    b.sendForward = b.sendBackward = st.exposedCommS.pp / m / (2.0 * v); // what the step waits for
    return b;
}

// DualPipe: every part of a micro-batch's share of the ideal pipeline time split F : B by the
// forward share dualpipe.cpp's bubble uses (its W is F), so that the simulated chunks are the
// ones the step-time model's formula counts. The all-to-all is split into what stays exposed
// (on the critical path) and what the other direction's compute hides.
BlockParts dualPipeParts(const Scenario& sc, const Report& report) {
    const StepTimeReport& st = report.step;
    const double m = std::max(1, st.microBatches);
    const double f = forwardShare(report.flops);
    BlockParts b = blockParts(sc, report, 1); // the compute: forward f, recompute and backward 1 - f
    auto split = [f, m](double total, double& forward, double& backward) {
        forward = total / m * f;
        backward = total / m - forward;
    };
    split(st.exposedCommS.tp, b.tpForward, b.tpBackward);
    split(st.tpHiddenS, b.tpHiddenForward, b.tpHiddenBackward);
    split(st.exposedCommS.ep, b.epForward, b.epBackward);
    split(std::max(0.0, st.commS.ep - st.exposedCommS.ep), b.epHiddenForward, b.epHiddenBackward);
    split(st.exposedCommS.cp, b.cpForward, b.cpBackward);
    split(st.exposedCommS.pp, b.sendForward, b.sendBackward);
    return b;
}

// The stage rows drawn: all stages up to kTimelineMaxStageRows, else that many spread evenly
// (always the first and the last, where the bubble shows its shape).
std::vector<int> shownStages(int p) {
    std::vector<int> stages;
    const int rows = std::min(p, kTimelineMaxStageRows);
    for (int i = 0; i < rows; ++i) {
        const int stage = rows == 1 ? 0 : int(std::lround(double(i) * (p - 1) / (rows - 1)));
        if (stages.empty() || stage != stages.back())
            stages.push_back(stage);
    }
    return stages;
}

void add(StepTimeline& tl, int row, TimelineKind kind, double start, double duration, int microBatch = -1,
         int chunk = 0) {
    if (duration > 0)
        tl.segments.push_back({row, kind, start, duration, microBatch, chunk});
}

// One stage block's parts drawn from `start` on the stage's row: the compute and the collectives
// on its critical path, then the pipeline send.
void drawBlock(StepTimeline& tl, int row, const Block& b, double start, const BlockParts& parts, bool pipelined) {
    double t = start;
    if (b.forward) {
        add(tl, row, TimelineKind::Forward, t, parts.forward, b.microBatch, b.chunk);
        t += parts.forward;
        add(tl, row, TimelineKind::TensorComm, t, parts.tpForward, b.microBatch, b.chunk);
        t += parts.tpForward;
        add(tl, row, TimelineKind::ExpertComm, t, parts.epForward, b.microBatch, b.chunk);
        t += parts.epForward;
        add(tl, row, TimelineKind::ContextComm, t, parts.cpForward, b.microBatch, b.chunk);
        t += parts.cpForward;
    } else {
        add(tl, row, TimelineKind::Recompute, t, parts.recompute, b.microBatch, b.chunk);
        t += parts.recompute;
        add(tl, row, TimelineKind::Backward, t, parts.backward, b.microBatch, b.chunk);
        t += parts.backward;
        add(tl, row, TimelineKind::TensorComm, t, parts.tpBackward, b.microBatch, b.chunk);
        t += parts.tpBackward;
        add(tl, row, TimelineKind::ExpertComm, t, parts.epBackward, b.microBatch, b.chunk);
        t += parts.epBackward;
        add(tl, row, TimelineKind::ContextComm, t, parts.cpBackward, b.microBatch, b.chunk);
        t += parts.cpBackward;
    }
    if (pipelined)
        add(tl, row, TimelineKind::PipelineSend, t, b.forward ? parts.sendForward : parts.sendBackward, b.microBatch,
            b.chunk);
}

// When each block ended on each stage (-1 while it has not run), and the block each one waits
// for: a forward, the same chunk one stage up, or the previous chunk on the last stage; a
// backward, one stage down, or the next chunk on the first stage.
struct BlockEnds {
    int p, v, m;
    std::vector<double> forward, backward;
    BlockEnds(int stages, int chunks, int microBatches)
        : p(stages)
        , v(chunks)
        , m(microBatches)
        , forward(cells(), -1.0)
        , backward(cells(), -1.0) {}
    size_t cells() const { return size_t(p) * v * m; }
    size_t cell(int stage, int chunk, int micro) const { return (size_t(stage) * v + chunk) * m + micro; }
    double& end(int stage, const Block& b) {
        return (b.forward ? forward : backward)[cell(stage, b.chunk, b.microBatch)];
    }
    double dependencyEnd(int s, const Block& b) const {
        if (b.forward) {
            if (s > 0)
                return forward[cell(s - 1, b.chunk, b.microBatch)];
            return b.chunk > 0 ? forward[cell(p - 1, b.chunk - 1, b.microBatch)] : 0.0;
        }
        if (s < p - 1)
            return backward[cell(s + 1, b.chunk, b.microBatch)];
        return b.chunk < v - 1 ? backward[cell(0, b.chunk + 1, b.microBatch)] : forward[cell(s, b.chunk, b.microBatch)];
    }
};

// 1. The pipeline: run every stage's blocks in order, each as soon as its stage is free and
// the block it depends on has ended, drawing the shown stages' blocks. Returns when the last
// stage is free, or -1 when the schedule deadlocks.
double simulatePipeline(StepTimeline& tl, const BlockParts& parts, const std::vector<int>& rowOfStage, int p, int v,
                        int m) {
    BlockEnds ends(p, v, m);
    std::vector<std::vector<Block>> orders;
    orders.reserve(size_t(p));
    for (int s = 0; s < p; ++s)
        orders.push_back(stageOrder(s, p, v, m));
    std::vector<size_t> next(size_t(p), 0);
    std::vector<double> stageFree(size_t(p), 0.0);
    size_t remaining = ends.cells() * 2;
    while (remaining > 0) {
        bool progressed = false;
        for (int s = 0; s < p; ++s) {
            std::vector<Block>& order = orders[size_t(s)];
            for (size_t& i = next[size_t(s)]; i < order.size(); ++i) {
                const Block& b = order[i];
                const double ready = ends.dependencyEnd(s, b);
                if (ready < 0)
                    break;
                const double start = std::max(stageFree[size_t(s)], ready);
                const double end = start + (b.forward ? parts.forwardTotal() : parts.backwardTotal());
                ends.end(s, b) = end;
                stageFree[size_t(s)] = end;
                --remaining;
                progressed = true;
                const int row = rowOfStage[size_t(s)];
                if (row >= 0)
                    drawBlock(tl, row, b, start, parts, p > 1);
            }
        }
        if (!progressed) // an order that waits on itself: not one of the schedules above
            return -1.0;
    }
    return *std::max_element(stageFree.begin(), stageFree.end());
}

TimelineKind reverseDirection(TimelineKind kind) {
    return kind == TimelineKind::Forward     ? TimelineKind::ReverseForward
           : kind == TimelineKind::Backward  ? TimelineKind::ReverseBackward
           : kind == TimelineKind::Recompute ? TimelineKind::ReverseRecompute
                                             : kind;
}

// One DualPipe chunk drawn as a 1F1B block is, its parts scaled to its length (a backward for
// the inputs only is B - W long), in the colours of its direction.
void drawDualPipeBlock(StepTimeline& tl, int row, const DualPipeBlock& b, const BlockParts& parts) {
    if (b.kind == DualPipeBlock::Kind::Weights) {
        add(tl, row, TimelineKind::WeightGradients, b.start, b.duration, b.microBatch, b.direction);
        return;
    }
    const bool forward = b.kind == DualPipeBlock::Kind::Forward;
    const size_t first = tl.segments.size();
    drawBlock(tl, row, {forward, b.microBatch, b.direction}, b.start, parts, true);
    const double full = forward ? parts.forwardTotal() : parts.backwardTotal();
    const double scale = full > 0 ? b.duration / full : 0.0;
    double t = b.start;
    for (size_t i = first; i < tl.segments.size(); ++i) {
        TimelineSegment& s = tl.segments[i];
        s.start = t;
        s.duration *= scale;
        t += s.duration;
        s.overlapped = b.overlapped;
        if (b.direction == 1)
            s.kind = reverseDirection(s.kind);
    }
}

// 1'. DualPipe: every GPU's chunks in dualpipe.py's order (core/steptime/dualpipeschedule.h), F
// and B as above, W = F as dualpipe.cpp's bubble takes it. Returns when the last GPU is free, or
// -1 when the schedule cannot run.
double simulateDualPipeRanks(StepTimeline& tl, const BlockParts& parts, const std::vector<int>& rowOfStage, int p,
                             int m) {
    const double forward = parts.forwardTotal(), backward = parts.backwardTotal();
    const std::vector<std::vector<DualPipeBlock>> ranks =
        simulateDualPipe(p, m, {forward, backward, std::min(forward, backward)});
    if (ranks.empty())
        return -1.0;
    double end = 0;
    for (int r = 0; r < p; ++r)
        for (const DualPipeBlock& b : ranks[size_t(r)]) {
            end = std::max(end, b.start + b.duration);
            if (rowOfStage[size_t(r)] >= 0)
                drawDualPipeBlock(tl, rowOfStage[size_t(r)], b, parts);
        }
    return end;
}

// 2. Idle stages inside the pipeline: the bubble, made visible. Sorts the segments by row.
void addBubbles(StepTimeline& tl, size_t stageRows, double pipelineEnd) {
    std::stable_sort(tl.segments.begin(), tl.segments.end(),
                     [](const TimelineSegment& a, const TimelineSegment& b) { return a.row < b.row; });
    std::vector<TimelineSegment> bubbles;
    for (size_t row = 0; row < stageRows; ++row) {
        double busyUntil = 0;
        for (const TimelineSegment& s : tl.segments) {
            if (s.row != int(row))
                continue;
            if (s.start > busyUntil + 1e-12 * pipelineEnd)
                bubbles.push_back({int(row), TimelineKind::Bubble, busyUntil, s.start - busyUntil, -1, 0});
            busyUntil = std::max(busyUntil, s.end());
        }
        if (pipelineEnd > busyUntil + 1e-12 * pipelineEnd)
            bubbles.push_back({int(row), TimelineKind::Bubble, busyUntil, pipelineEnd - busyUntil, -1, 0});
        if (row == 0)
            for (const TimelineSegment& b : bubbles)
                tl.bubbleS += b.duration;
    }
    tl.segments.insert(tl.segments.end(), bubbles.begin(), bubbles.end());
}

bool isForward(TimelineKind kind) {
    return kind == TimelineKind::Forward || kind == TimelineKind::ReverseForward;
}
bool isBackward(TimelineKind kind) {
    return kind == TimelineKind::Backward || kind == TimelineKind::ReverseBackward;
}

// Tensor-parallel overlap: the collectives the GEMMs hide (and DualPipe's hidden all-to-all), on
// the network row beside the end of the first stage's forward and backward blocks.
void addTensorParallelHiddenComm(StepTimeline& tl, int networkRow, const BlockParts& parts) {
    for (const TimelineSegment& s : std::vector<TimelineSegment>(tl.segments)) {
        if (s.row != 0 || !(isForward(s.kind) || isBackward(s.kind)))
            continue;
        const double hidden = std::min(s.duration, isForward(s.kind) ? parts.tpHiddenForward + parts.epHiddenForward
                                                                     : parts.tpHiddenBackward + parts.epHiddenBackward);
        add(tl, networkRow, TimelineKind::HiddenComm, s.end() - hidden, hidden, s.microBatch, s.chunk);
    }
}

// ZeRO-3: gathers before each forward and backward block, gradient reduce-scatters after each
// backward, each within its block (the part that does not fit is exposed after the pipeline).
void addZero3HiddenComm(StepTimeline& tl, int networkRow, double hiddenDp, double hiddenZero, bool forwardOnly, int v,
                        int m) {
    const double perBlock = 1.0 / (double(m) * v);
    // Kept gathered (parallel.reshard_after_forward): every gather is in the forward.
    const double forwardShare = forwardOnly ? 1.0 : 0.5;
    for (const TimelineSegment& s : std::vector<TimelineSegment>(tl.segments)) {
        if (s.row != 0 || !(isForward(s.kind) || isBackward(s.kind)))
            continue;
        const double load = isForward(s.kind) ? hiddenZero * forwardShare * perBlock
                                              : (hiddenZero * (1.0 - forwardShare) + hiddenDp) * perBlock;
        add(tl, networkRow, TimelineKind::HiddenComm, s.start, std::min(load, s.duration), s.microBatch, s.chunk);
    }
}

// 3. After the pipeline: compute slowed by what it overlapped, the communication nothing hid,
// the optimizer update on every stage, and ZeRO-1/2's parameter all-gather. Returns where the
// step ends.
double addAfterPipeline(StepTimeline& tl, const Scenario& sc, const StepTimeReport& st, int networkRow,
                        size_t stageRows, double pipelineEnd) {
    const bool zero3 = sc.parallel.zeroStage == 3;
    // The exposed dp time also holds the buffer passes and the tied embeddings' all-reduce.
    const double hiddenDp = std::max(0.0, st.commS.dp + st.gradBuffersS + st.tiedEmbeddingS - st.exposedCommS.dp);
    const double hiddenZero = std::max(0.0, st.commS.zero - st.exposedCommS.zero);
    double t = pipelineEnd;
    add(tl, 0, TimelineKind::Interference, t, st.interferenceS);
    t += st.interferenceS;
    if (zero3) {
        addZero3HiddenComm(tl, networkRow, hiddenDp, hiddenZero, keepsGatheredLayers(sc), tl.virtualStages,
                           tl.microBatches);
        add(tl, networkRow, TimelineKind::ExposedComm, t, st.exposedCommS.dp + st.exposedCommS.zero);
        t += st.exposedCommS.dp + st.exposedCommS.zero;
    } else {
        // The reduction runs behind the first stage's last backward, bucket by bucket as its
        // layers' gradients are ready; what is left when the backward ends is exposed.
        add(tl, networkRow, TimelineKind::HiddenComm, std::max(0.0, t - hiddenDp), std::min(t, hiddenDp));
        add(tl, networkRow, TimelineKind::ExposedComm, t, st.exposedCommS.dp);
        t += st.exposedCommS.dp;
    }
    // Offload copies the passes did not hide (core/steptime/offloadtime.h), drawn where the step waits.
    add(tl, networkRow, TimelineKind::HostCopy, t, st.offloadS);
    t += st.offloadS;
    for (size_t row = 0; row < stageRows; ++row)
        add(tl, int(row), TimelineKind::Optimizer, t, st.optimizerS);
    t += st.optimizerS;
    if (!zero3) {
        add(tl, networkRow, TimelineKind::ExposedComm, t, st.exposedCommS.zero);
        t += st.exposedCommS.zero;
    }
    return t;
}

} // namespace

StepTimeline buildStepTimeline(const Scenario& sc, const Report& report) {
    StepTimeline tl;
    const StepTimeReport& st = report.step;
    const int p = std::max(1, sc.parallel.pipelineParallel);
    const bool dualPipe = sc.parallel.dualPipe(); // no virtual stages (scenariovalidation.cpp)
    const int v = p > 1 && !dualPipe ? std::max(1, sc.parallel.virtualStages) : 1;
    const int m = std::max(1, st.microBatches);
    tl.stages = p;
    tl.virtualStages = v;
    tl.microBatches = m;
    tl.dualPipe = dualPipe;
    if (!(st.timeS > 0) || !std::isfinite(st.timeS)) {
        tl.omitted = "no step time";
        return tl;
    }
    if (dualPipe && !dualPipeSchedulable(p, m)) {
        tl.omitted = "dualpipe layout";
        return tl;
    }
    if (double(p) * v * m * 2.0 > double(kTimelineMaxBlocks)) {
        tl.omitted = "too many blocks";
        return tl;
    }
    const BlockParts parts = dualPipe ? dualPipeParts(sc, report) : blockParts(sc, report, v);

    const std::vector<int> stages = shownStages(p);
    std::vector<int> rowOfStage(size_t(p), -1);
    for (size_t i = 0; i < stages.size(); ++i) {
        rowOfStage[size_t(stages[i])] = int(i);
        tl.rows.push_back({TimelineRow::Kind::Stage, stages[i]});
    }
    const int networkRow = int(tl.rows.size());
    tl.rows.push_back({TimelineRow::Kind::Network, 0});

    const double pipelineEnd = dualPipe ? simulateDualPipeRanks(tl, parts, rowOfStage, p, m)
                                        : simulatePipeline(tl, parts, rowOfStage, p, v, m);
    if (pipelineEnd < 0) {
        tl.rows.clear();
        tl.segments.clear();
        tl.omitted = "schedule deadlock";
        return tl;
    }
    tl.pipelineS = pipelineEnd;
    addBubbles(tl, stages.size(), pipelineEnd);
    addTensorParallelHiddenComm(tl, networkRow, parts);
    tl.totalS = addAfterPipeline(tl, sc, st, networkRow, stages.size(), pipelineEnd);
    std::stable_sort(tl.segments.begin(), tl.segments.end(), [](const TimelineSegment& a, const TimelineSegment& b) {
        return a.row != b.row ? a.row < b.row : a.start < b.start;
    });
    return tl;
}

} // namespace rooflab
