#pragma once
// Runs the layout planner (core/plan/planner.h) off the GUI thread for the window's Plan tab,
// and turns its result into plain rows a widget can show without core's evaluation headers.
//
// One search at a time: start() while one runs cancels it, waits for it (the planner returns
// within 100 ms of a cancel) and drops what it still reports. Progress arrives on the thread this object
// lives in (the GUI thread), at most every kProgressIntervalMs.
#include "core/measured/benchresults.h"
#include "core/model/scenario.h"
#include "core/steptime/stepefficiency.h"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QThread;

namespace rooflab {

struct PlanResult;

// What the Plan tab asks for: the global batch, the GPU counts and the fields held at the
// scenario's own values (names as in plan.fixed: "tp", "pp", "cp", "ep", "zero",
// "micro_batch", "checkpointing").
struct PlanRequest {
    std::int64_t globalBatch = 0;
    int gpusMin = 0; // both 0: parallel.gpus alone
    int gpusMax = 0;
    QStringList held;
    int top = 50;
};

// One ranked layout, display-ready.
struct PlanRow {
    int rank = 0;
    int group = 0;
    int gpus = 0, tp = 1, pp = 1, virtualStages = 1, cp = 1, ep = 1;
    std::int64_t dp = 1, microBatch = 1, gradAccum = 1;
    QString recompute;       // checkpointing id: none, selective, full...
    int recomputeLayers = 0; // block: the layers of each model chunk recomputed (recompute_num_layers)
    // selective: Megatron-Core's recompute modules as --recompute-modules takes them,
    // space-separated ("core_attn mlp"); empty for the other modes.
    QString recomputeModules;
    int zero = 0;
    bool offload = false;
    // With cp > 1, how its ranks move keys and values as the scenario key's value: p2p, all_gather,
    // a2a (cp_comm_type) or torchtitan's allgather, alltoall (cp_rotate_method); empty with cp 1.
    QString contextComm;
    double stepS = 0;
    double tokensPerSecondPerGpu = 0;
    double mfu = 0;
    double peakBytes = 0;
    double capacityBytes = 0;
    // Days to train training.tokens at this layout's speed, or, where the scenario sets no
    // tokens (daysPerTrillion), days per trillion tokens: the GPUs-against-days chart.
    double days = 0;
    bool daysPerTrillion = false;
    QString verdict;   // fits, tight, does-not-fit
    QString why;       // against the best, in the current language where translated
    Scenario scenario; // the whole scenario of this layout ("Use this layout" applies it)
    // A serving plan's layout (core/plan/servingplan.h): what it ranks by, from report.serving.
    // The training figures above are then of a training step nobody runs.
    bool serving = false;
    double ttftS = 0, tpotS = 0;
    double outputTokensPerSPerGpu = 0;
    bool meetsSlo = false; // fits, not saturated, within serving.ttft_s and serving.tpot_s

    // "tp 8 · pp 4 (v 3) · dp 32 · cp 2 a2a · mb 1 × 48 · selective · ZeRO-1" ("selective+mlp" with
    // the modules core_attn and mlp, "block 8" with 8 layers); a serving layout's
    // "tp 2 · pp 2 · dp 2" (dp: replicas), without the training step's fields.
    QString layoutText() const;
    // "selective", "selective+mlp" (core_attn and mlp), "block 8", "full"...
    QString recomputeText() const;
    double headroomBytes() const { return capacityBytes - peakBytes; }
};

struct PlanOutcome {
    bool ok = false;
    bool cancelled = false;
    QStringList errors; // why no search ran
    QStringList notes;  // what was pruned or bounded
    qint64 candidates = 0, feasible = 0;
    double elapsedS = 0;
    int smallestGpusThatFit = 0;
    bool serving = false; // serving layouts: the rows' serving figures rank them
    std::vector<PlanRow> rows;
};

// The planner's result as rows (also what a test compares against core).
PlanOutcome planOutcome(const PlanResult& result);
// `base` with the request's plan block set, as the planner reads it.
Scenario planScenario(const Scenario& base, const PlanRequest& request);
// What a search of `base` for `request` depends on, as text: planScenario() with every field the
// search sets cleared (the GPU count too, over a range). Equal texts plan the same layouts, so
// results stay current when only a layout field changes ("Use this layout").
std::string planInputText(const Scenario& base, const PlanRequest& request);

class PlanRunner : public QObject {
    Q_OBJECT
public:
    explicit PlanRunner(QObject* parent = nullptr);
    // Cancels the running search and waits for its thread (at most about 100 ms).
    ~PlanRunner() override;

    // `measured`: the loaded GPU results, copied for the search's thread; their decode probes
    // calibrate serving layouts as evaluate() calibrates the scenario (rooflab-calc --plan --measured).
    void start(const Scenario& base, const PlanRequest& request,
               const std::optional<StepEfficiency>& efficiency = std::nullopt, std::vector<BenchResults> measured = {});
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }

    static constexpr int kProgressIntervalMs = 50;

signals:
    void progress(double fraction);
    void finished(const rooflab::PlanOutcome& outcome);

private:
    // Cancels the running search and waits for its thread.
    void stopRunning();

    QThread* m_thread = nullptr;                 // the search's thread, owned here
    std::shared_ptr<std::atomic<bool>> m_cancel; // the running search's flag
    std::uint64_t m_generation = 0;              // touched on the GUI thread only
};

} // namespace rooflab

Q_DECLARE_METATYPE(rooflab::PlanOutcome)
