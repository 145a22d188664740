#pragma once
// DualPipe's schedule, rank by rank, as deepseek-ai/DualPipe's dualpipe/dualpipe.py (89f5de1,
// DualPipe.step) orders it, and its timing: each rank runs its chunks in that order, each as soon
// as the rank is free and its input has arrived. Half of the micro-batches enter at rank 0
// ("forward direction", rank r holds stage r), half at rank p - 1 ("reverse direction", rank r
// holds stage p - 1 - r). Used by the step timeline (core/steptime/steptimeline.cpp).
#include <vector>

namespace rooflab {

// dualpipe.py's chunk kinds: a forward; a backward (full, or for the inputs only with the weight
// gradients queued: the zero-bubble split); a queued weight-gradient chunk; a forward and
// another micro-batch's backward, overlapped.
enum class DualPipeWork { Forward, Backward, BackwardInputs, Weights, ForwardBackward };

// One chunk of a rank's order. Phases as dualpipe.py names them: on the first half of the ranks
// phase 0 is the forward direction, on the second half the reverse.
struct DualPipeOp {
    DualPipeWork work = DualPipeWork::Forward;
    int phase = 0;         // the forward's (or the backward's, for a lone backward)
    int backwardPhase = 0; // ForwardBackward: the backward's
};

// dualpipe.py's asserts: an even number of ranks, an even number of micro-batches, at least
// twice the ranks.
bool dualPipeSchedulable(int ranks, int microBatches);

// The eight steps of DualPipe.step for `rank` of `ranks`, with `microBatches` in all.
std::vector<DualPipeOp> dualPipeRankOrder(int rank, int ranks, int microBatches);

struct DualPipeDurations {
    double forward = 0;  // F: one micro-batch's forward through one stage
    double backward = 0; // B: its full backward
    double weights = 0;  // W: the weight-gradient part of B (BackwardInputs takes B - W)
};

// A chunk as timed: a ForwardBackward op gives two, the forward then the backward, both marked
// overlapped.
struct DualPipeBlock {
    enum class Kind { Forward, Backward, Weights };
    Kind kind = Kind::Forward;
    int direction = 0;  // 0: entered at rank 0, 1: entered at rank p - 1
    int microBatch = 0; // 0-based within its direction
    double start = 0, duration = 0;
    bool overlapped = false; // half of an overlapped forward-backward chunk
    bool inputsOnly = false; // a backward whose weight gradients run later (its W)
};

// Every rank's blocks in its order; empty when the order waits on itself (or cannot run).
std::vector<std::vector<DualPipeBlock>> simulateDualPipe(int ranks, int microBatches, const DualPipeDurations& d);

} // namespace rooflab
