#include "core/io/servingtext.h"

#include <cstdio>

namespace rooflab {
namespace {

void row(std::ostream& out, const char* label, const char* format, double value) {
    char number[64];
    std::snprintf(number, sizeof number, format, value);
    char line[160];
    std::snprintf(line, sizeof line, "  %-34s %14s\n", label, number);
    out << line;
}

void writeLoad(std::ostream& out, const Scenario& sc, const ServingReport& s) {
    const ServingConfig& c = *sc.serving;
    out << "\nServing (" << s.engine << ", " << c.inputTokens << " prompt + " << c.outputTokens << " output tokens, ";
    char load[96];
    if (c.closedLoop())
        std::snprintf(load, sizeof load, "concurrency %lld", static_cast<long long>(c.concurrency));
    else
        std::snprintf(load, sizeof load, "%.4g requests/s", c.requestRate);
    out << load << "; " << s.replicas << (s.disaggregation ? " instance" : " replica") << (s.replicas == 1 ? "" : "s")
        << " on " << s.gpus << " GPU" << (s.gpus == 1 ? "" : "s") << ", CUDA graphs " << (s.cudaGraphs ? "on" : "off")
        << ")\n";
}

void writeRange(std::ostream& out, const char* figure, const char* verb, const StepAgreement& a) {
    char line[160];
    if (a.known())
        std::snprintf(line, sizeof line, "    %s: %s %.2f-%.2fx the predicted (%d runs)\n", figure, verb, a.low, a.high,
                      a.runs);
    else
        std::snprintf(line, sizeof line, "    %s: fewer than 3 runs compared\n", figure);
    out << line;
}

// How far published runs of this kind were, figure by figure (core/model/servingagreement.h).
void writeAgreement(std::ostream& out, const ServingReport& s) {
    const ServingAgreement& a = s.agreement;
    if (!a.known()) {
        out << (s.calibrated ? "  published runs were compared with the published efficiencies, not your GPU's "
                               "(docs/validation.md)\n"
                             : "  no published run of this kind has been compared with the model yet "
                               "(docs/validation.md)\n");
        return;
    }
    out << "  published runs of this kind (" << servingAgreementLabel(a.regime) << "):\n";
    writeRange(out, "TTFT", "took", a.ttft);
    writeRange(out, "TPOT", "took", a.tpot);
    writeRange(out, "throughput", "reached", a.throughput);
}

} // namespace

void writeServingReport(std::ostream& out, const Scenario& sc, const ServingReport& s) {
    if (!sc.serving)
        return;
    writeLoad(out, sc, s);
    for (const std::string& note : s.notes)
        out << "  note: " << note << "\n";
    // Which figures the step ran at: the user's decode probes, or why a results file did not count.
    if (s.calibrated)
        out << "  calibrated on your GPU: " << s.calibration << "\n";
    else if (!s.calibration.empty())
        out << "  note: " << s.calibration << "\n";
    if (!s.fits)
        return;
    row(out, "time to first token (TTFT)", "%.4g s", s.ttftS);
    row(out, "  of which waiting for admission", "%.4g s", s.queueS);
    row(out, "  one prompt alone (prefill)", "%.4g s", s.prefillS);
    row(out, "time per output token (TPOT)", "%.4g s", s.tpotS);
    row(out, "end-to-end latency", "%.4g s", s.e2eS);
    row(out, "output tokens/s (system)", "%.5g", s.outputTokensPerS);
    row(out, "output tokens/s per GPU", "%.5g", s.outputTokensPerSPerGpu);
    row(out, "requests/s", "%.4g", s.requestsPerS);
    row(out, "sequences running per replica", "%.4g", s.runningPerReplica);
    row(out, "KV cache holds (sequences/replica)", "%.0f", s.kvCapacitySequences);
    row(out, "average engine step", "%.4g s", s.decodeStepS);
    row(out, "  weights + KV cache read", "%.4g s", s.decodeMemoryS);
    row(out, "  FLOPs (decode + prompt chunks)", "%.4g s", s.decodeComputeS);
    row(out, "  fixed per-step overhead", "%.4g s", s.stepOverheadS);
    if (s.draftWeightBytes > 0) {
        row(out, "  draft model's decode steps", "%.4g s", s.draftStepsS);
        row(out, "draft model's weights per GPU", "%.4g GiB", s.draftWeightBytes / (1024.0 * 1024.0 * 1024.0));
    }
    if (const auto& d = s.disaggregation) {
        char pools[160];
        std::snprintf(pools, sizeof pools, "%d x tp %d prefill, %d x tp %d decode", d->prefillInstances, d->prefillTp,
                      d->decodeInstances, d->decodeTp);
        out << "  disaggregated pools: " << pools << "\n";
        row(out, "  KV cache transfer per prompt", "%.4g s", d->kvTransferS);
        row(out, "  wait for a decode slot", "%.4g s", d->decodeQueueS);
        row(out, "  link per GPU", "%.4g GB/s", d->kvTransferGbps);
        row(out, "  prefill pool completes (requests/s)", "%.4g", d->prefillRequestsPerS);
        row(out, "  decode pool completes (requests/s)", "%.4g", d->decodeRequestsPerS);
    }
    if (s.expertParallelGpus > 0)
        row(out, "  expert dispatch + combine (decode)", "%.4g s", s.expertDispatchS);
    out << "  limited by: " << s.bound << (s.saturated ? " (saturated)" : "") << "\n";
    if (sc.serving->ttftSlo || sc.serving->tpotSlo)
        out << "  SLOs: TTFT " << (s.ttftSloMet ? "met" : "missed") << ", TPOT " << (s.tpotSloMet ? "met" : "missed")
            << "\n";
    writeAgreement(out, s);
}

} // namespace rooflab
