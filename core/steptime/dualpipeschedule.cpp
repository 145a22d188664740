#include "core/steptime/dualpipeschedule.h"

#include <algorithm>
#include <cstddef>
#include <deque>

namespace rooflab {
namespace {

using Work = DualPipeWork;

DualPipeOp forward(int phase) {
    return {Work::Forward, phase, 0};
}
DualPipeOp backward(int phase, bool zeroBubble) {
    return {zeroBubble ? Work::BackwardInputs : Work::Backward, phase, 0};
}
DualPipeOp weights() {
    return {Work::Weights, 0, 0};
}
DualPipeOp overlapped(int forwardPhase, int backwardPhase) {
    return {Work::ForwardBackward, forwardPhase, backwardPhase};
}

// Steps 1-3: forwards of phase 0 to fill the pipeline, then phase 0 and 1 alternately, then
// the first backwards of phase 1 with their weight gradients run at once (the zero-bubble W).
void warmUp(std::vector<DualPipeOp>& order, int halfRanks, int halfRank) {
    for (int i = 0; i < (halfRanks - halfRank - 1) * 2; ++i)
        order.push_back(forward(0));
    for (int i = 0; i < halfRank + 1; ++i) {
        order.push_back(forward(0));
        order.push_back(forward(1));
    }
    for (int i = 0; i < halfRanks - halfRank - 1; ++i) {
        order.push_back(backward(1, true));
        order.push_back(weights());
        order.push_back(forward(1));
    }
}

// Steps 4-5, the main step: a forward of one phase overlapped with a backward of the other. The
// middle ranks run their first pair apart ("we don't overlap these two chunks to further reduce
// bubble size").
void steadyState(std::vector<DualPipeOp>& order, int ranks, int halfRank, int halfChunks, bool middle) {
    const int halfRanks = ranks / 2;
    for (int i = 0; i < halfChunks - ranks + halfRank + 1; ++i) {
        if (i == 0 && middle) {
            order.push_back(forward(0));
            order.push_back(backward(1, false));
        } else {
            order.push_back(overlapped(0, 1));
        }
        order.push_back(overlapped(1, 0));
    }
    for (int i = 0; i < halfRanks - halfRank - 1; ++i) {
        order.push_back(backward(1, false));
        order.push_back(overlapped(1, 0));
    }
}

// Steps 6-8: the remaining backwards, the second half of them with their weight gradients queued,
// which then fill the cool-down.
void coolDown(std::vector<DualPipeOp>& order, int halfRanks, int halfRank) {
    const int pairs = halfRank + 1;
    bool zeroBubble = false;
    for (int i = 0; i < pairs; ++i) {
        if (i == pairs / 2 && halfRank % 2 == 1)
            zeroBubble = true;
        order.push_back(backward(1, zeroBubble));
        if (i == pairs / 2 && halfRank % 2 == 0)
            zeroBubble = true;
        order.push_back(backward(0, zeroBubble));
    }
    for (int i = 0; i < halfRanks - halfRank - 1; ++i) {
        order.push_back(weights());
        order.push_back(backward(0, true));
    }
    for (int i = 0; i < halfRank + 1; ++i)
        order.push_back(weights());
}

} // namespace

bool dualPipeSchedulable(int ranks, int microBatches) {
    return ranks >= 2 && ranks % 2 == 0 && microBatches % 2 == 0 && microBatches >= 2 * ranks;
}

std::vector<DualPipeOp> dualPipeRankOrder(int rank, int ranks, int microBatches) {
    std::vector<DualPipeOp> order;
    if (!dualPipeSchedulable(ranks, microBatches) || rank < 0 || rank >= ranks)
        return order;
    const int halfRanks = ranks / 2;
    const int halfRank = std::min(rank, ranks - 1 - rank);
    const bool middle = rank == halfRanks - 1 || rank == halfRanks;
    order.reserve(size_t(microBatches) * 3);
    warmUp(order, halfRanks, halfRank);
    steadyState(order, ranks, halfRank, microBatches / 2, middle);
    coolDown(order, halfRanks, halfRank);
    return order;
}

namespace {

// When each micro-batch's forward and backward ended on each stage of each direction (-1: not
// yet), and what each rank has done so far.
class DualPipeRun {
public:
    DualPipeRun(int ranks, int microBatches, const DualPipeDurations& d)
        : m_p(ranks)
        , m_half(microBatches / 2)
        , m_d(d)
        , m_forwardEnd(cells(), -1.0)
        , m_backwardEnd(cells(), -1.0)
        , m_counts(size_t(ranks) * 4, 0)
        , m_queued(size_t(ranks))
        , m_free(size_t(ranks), 0.0)
        , m_blocks(size_t(ranks)) {}

    // Runs `op` on `rank` if its inputs have arrived; false when it must wait.
    bool tryRun(int rank, const DualPipeOp& op);
    std::vector<std::vector<DualPipeBlock>> blocks() && { return std::move(m_blocks); }

private:
    size_t cells() const { return size_t(2) * m_p * m_half; }
    size_t cell(int direction, int stage, int micro) const {
        return (size_t(direction) * m_p + stage) * m_half + micro;
    }
    int direction(int rank, int phase) const { return phase ^ (rank >= m_p / 2 ? 1 : 0); }
    int stage(int rank, int dir) const { return dir == 0 ? rank : m_p - 1 - rank; }
    int& count(int rank, int dir, bool isForward) { return m_counts[size_t(rank) * 4 + dir * 2 + (isForward ? 0 : 1)]; }
    double forwardReady(int rank, int dir);
    double backwardReady(int rank, int dir);
    void runForward(int rank, int dir, double start, bool overlapped);
    void runBackward(int rank, int dir, double start, bool overlapped, bool inputsOnly);
    void runWeights(int rank);

    int m_p, m_half;
    DualPipeDurations m_d;
    std::vector<double> m_forwardEnd, m_backwardEnd;
    std::vector<int> m_counts;                       // per rank, direction: forwards, backwards done
    std::vector<std::deque<DualPipeBlock>> m_queued; // per rank: backwards whose W is still to run (FIFO)
    std::vector<double> m_free;
    std::vector<std::vector<DualPipeBlock>> m_blocks;
};

// A forward needs the previous stage's output of the same micro-batch (the first stage has it).
double DualPipeRun::forwardReady(int rank, int dir) {
    const int s = stage(rank, dir), micro = count(rank, dir, true);
    if (micro >= m_half)
        return -1.0;
    return s == 0 ? 0.0 : m_forwardEnd[cell(dir, s - 1, micro)];
}

// A backward needs the next stage's input gradients, the last stage its own forward (the loss).
double DualPipeRun::backwardReady(int rank, int dir) {
    const int s = stage(rank, dir), micro = count(rank, dir, false);
    if (micro >= m_half)
        return -1.0;
    return s == m_p - 1 ? m_forwardEnd[cell(dir, s, micro)] : m_backwardEnd[cell(dir, s + 1, micro)];
}

void DualPipeRun::runForward(int rank, int dir, double start, bool overlapped) {
    const int micro = count(rank, dir, true)++;
    m_blocks[size_t(rank)].push_back({DualPipeBlock::Kind::Forward, dir, micro, start, m_d.forward, overlapped, false});
    m_free[size_t(rank)] = start + m_d.forward;
}

void DualPipeRun::runBackward(int rank, int dir, double start, bool overlapped, bool inputsOnly) {
    const int micro = count(rank, dir, false)++;
    const double duration = inputsOnly ? m_d.backward - m_d.weights : m_d.backward;
    const DualPipeBlock block{DualPipeBlock::Kind::Backward, dir, micro, start, duration, overlapped, inputsOnly};
    m_blocks[size_t(rank)].push_back(block);
    if (inputsOnly)
        m_queued[size_t(rank)].push_back(block);
    m_free[size_t(rank)] = start + duration;
}

void DualPipeRun::runWeights(int rank) {
    std::deque<DualPipeBlock>& queued = m_queued[size_t(rank)];
    const DualPipeBlock from = queued.empty() ? DualPipeBlock{} : queued.front();
    if (!queued.empty())
        queued.pop_front();
    const double start = m_free[size_t(rank)];
    m_blocks[size_t(rank)].push_back(
        {DualPipeBlock::Kind::Weights, from.direction, from.microBatch, start, m_d.weights, false, false});
    m_free[size_t(rank)] = start + m_d.weights;
}

// dualpipe.py waits for every receive of a chunk before computing it: an overlapped pair starts
// when both inputs are there. Its sends leave when the chunk (the pair) ends.
bool DualPipeRun::tryRun(int rank, const DualPipeOp& op) {
    const double free = m_free[size_t(rank)];
    const int dir = direction(rank, op.phase);
    switch (op.work) {
    case Work::Forward: {
        const double ready = forwardReady(rank, dir);
        if (ready < 0)
            return false;
        runForward(rank, dir, std::max(free, ready), false);
        m_forwardEnd[cell(dir, stage(rank, dir), count(rank, dir, true) - 1)] = m_free[size_t(rank)];
        return true;
    }
    case Work::Backward:
    case Work::BackwardInputs: {
        const double ready = backwardReady(rank, dir);
        if (ready < 0)
            return false;
        runBackward(rank, dir, std::max(free, ready), false, op.work == Work::BackwardInputs);
        m_backwardEnd[cell(dir, stage(rank, dir), count(rank, dir, false) - 1)] = m_free[size_t(rank)];
        return true;
    }
    case Work::Weights:
        runWeights(rank);
        return true;
    case Work::ForwardBackward: {
        const int back = direction(rank, op.backwardPhase);
        const double forwardIn = forwardReady(rank, dir), backwardIn = backwardReady(rank, back);
        if (forwardIn < 0 || backwardIn < 0)
            return false;
        runForward(rank, dir, std::max({free, forwardIn, backwardIn}), true);
        runBackward(rank, back, m_free[size_t(rank)], true, false);
        const double end = m_free[size_t(rank)];
        m_forwardEnd[cell(dir, stage(rank, dir), count(rank, dir, true) - 1)] = end;
        m_backwardEnd[cell(back, stage(rank, back), count(rank, back, false) - 1)] = end;
        return true;
    }
    }
    return false;
}

} // namespace

std::vector<std::vector<DualPipeBlock>> simulateDualPipe(int ranks, int microBatches, const DualPipeDurations& d) {
    if (!dualPipeSchedulable(ranks, microBatches))
        return {};
    std::vector<std::vector<DualPipeOp>> orders;
    size_t remaining = 0;
    for (int r = 0; r < ranks; ++r) {
        orders.push_back(dualPipeRankOrder(r, ranks, microBatches));
        remaining += orders.back().size();
    }
    DualPipeRun run(ranks, microBatches, d);
    std::vector<size_t> next(size_t(ranks), 0);
    while (remaining > 0) {
        bool progressed = false;
        for (int r = 0; r < ranks; ++r)
            for (size_t& i = next[size_t(r)]; i < orders[size_t(r)].size() && run.tryRun(r, orders[size_t(r)][i]);
                 ++i) {
                --remaining;
                progressed = true;
            }
        if (!progressed) // an order that waits on itself: not dualpipe.py's
            return {};
    }
    return std::move(run).blocks();
}

} // namespace rooflab
