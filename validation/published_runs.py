#!/usr/bin/env python3
"""RoofLab against published, measured training runs it was not tuned to (issue 45, item 6).

Runs rooflab-calc --json on the scenario of every row of validation/published-runs.json and
compares the predicted training throughput (step.tokens_per_s_per_gpu) with the published one
(compare.tokens_per_s_per_gpu: the published tokens/s per GPU, or the published TFLOP/s or step
time put into tokens/s with the row's stated FLOP count, so both sides use one convention).
Prints one line per row and the summaries per split, framework and GPU generation: median
predicted/published, the share within 10 %, and the runs RoofLab calls "does not fit".

--baseline maps the new implementation values and knobs of issue 45 onto what RoofLab had at
ff3dba1 (docs/validation.md, "Published runs RoofLab was not tuned to"), so the table runs on a
build without them. Without it, a row the build refuses is run through the same mapping and
marked so. Exit status 1 when a row cannot be evaluated at all.

Usage: python3 validation/published_runs.py [--calc build/default/app/calc/rooflab-calc]
                                            [--table validation/published-runs.json] [--baseline]
"""
import argparse
import copy
import json
import math
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WITHIN = 0.10  # "within 10 %": |predicted / published - 1| <= 0.10

# What ff3dba1 knows: the new implementations map to the nearest old profile.
BASELINE_IMPLEMENTATION = {
    "megatron-core": "megatron",
    "deepspeed": "megatron",
    "torchtitan": "pytorch-sdpa",
    "llm-foundry": "pytorch-sdpa",
}
# Keys added by issue 45's other helpers, dropped for the baseline (section, key).
BASELINE_DROPPED = [
    ("parallel", "tp_comm_overlap"),
    ("parallel", "reshard_after_forward"),
    ("training", "compile"),
    ("precision", "fp8_all_gather"),
    ("precision", "grad_reduce_dtype"),
    ("hardware", "power_limit_w"),
    ("training", "attention_kernel"),
    ("training", "rms_norm"),
    ("parallel", "num_layers_in_first_pipeline_stage"),
    ("parallel", "num_layers_in_last_pipeline_stage"),
    ("parallel", "account_for_embedding_in_pipeline_split"),
    ("parallel", "account_for_loss_in_pipeline_split"),
]
# PyTorch's per-op selective checkpointing has no old value; the old "selective" (attention
# recomputed) is the nearest.
BASELINE_CHECKPOINTING = {"op-selective": "selective"}


def baseline_scenario(scenario):
    """The row's scenario as RoofLab at ff3dba1 can read it."""
    s = copy.deepcopy(scenario)
    training = s.get("training", {})
    impl = training.get("implementation")
    if impl in BASELINE_IMPLEMENTATION:
        training["implementation"] = BASELINE_IMPLEMENTATION[impl]
    ckpt = training.get("checkpointing")
    if ckpt in BASELINE_CHECKPOINTING:
        training["checkpointing"] = BASELINE_CHECKPOINTING[ckpt]
    for section, key in BASELINE_DROPPED:
        part = s.get(section)
        if isinstance(part, dict):
            part.pop(key, None)
    return s


def evaluate(calc, scenario):
    """Runs rooflab-calc on one scenario; returns (report, error)."""
    proc = subprocess.run([str(calc), "--json", "-"], input=json.dumps(scenario),
                          capture_output=True, text=True)
    if proc.returncode != 0:
        return None, (proc.stderr.strip() or proc.stdout.strip() or "rooflab-calc failed")
    return json.loads(proc.stdout), None


def memory_verdict(memory):
    """memory.verdict where the report has it (helper V), else the strict memory.fits."""
    if "verdict" in memory:
        return memory["verdict"]
    return "fits" if memory.get("fits") else "does-not-fit"


def reserved_by_allocator(memory):
    """The predicted peak as PyTorch's caching allocator reserves it, in bytes.

    Every published memory figure of the table is torchtitan's `max_reserved_gib`, the allocator's
    `reserved_bytes.all.peak` (torchtitan/metrics.py get_peak_stats at 9dec370,
    torchtitan/components/metrics.py at e7c0cae and 820504e). The CUDA context and NCCL's own
    buffers (NCCL allocates them itself, outside the allocator) are not in it; the cuBLAS
    workspaces (taken from the allocator) and the allocator's reserve are. A runtime given as one
    figure (`runtime.overhead_gib`) cannot be split: the total is compared then.
    """
    runtime = memory.get("runtime", {})
    if runtime.get("set", False):
        return memory["total"]
    return memory["total"] - runtime.get("cuda_context", 0) - runtime.get("nccl_buffers", 0)


def check_derivation(run):
    """A compared figure derived from TFLOP/s must be tflops / flops_per_token."""
    compare, published = run["compare"], run["published"]
    fpt = compare.get("flops_per_token")
    if fpt is None:
        return None
    expected = published["tflops_per_gpu"] * 1e12 / fpt
    if abs(expected / compare["tokens_per_s_per_gpu"] - 1) > 1e-3:
        return "compare.tokens_per_s_per_gpu %.2f is not tflops / flops_per_token = %.2f" % (
            compare["tokens_per_s_per_gpu"], expected)
    return None


def summarise(results, key):
    groups = {}
    for r in results:
        groups.setdefault(key(r), []).append(r)
    lines = []
    for name in sorted(groups):
        rs = groups[name]
        ratios = [r["ratio"] for r in rs if r["ratio"] is not None]
        within = sum(1 for x in ratios if abs(x - 1) <= WITHIN)
        dnf = sum(1 for r in rs if r["verdict"] == "does-not-fit")
        tight = sum(1 for r in rs if r["verdict"] == "tight")
        failed = len(rs) - len(ratios)
        median = statistics.median(ratios) if ratios else float("nan")
        lines.append("  %-14s n=%2d  median %.3f  within 10%% %2d/%-2d (%3.0f%%)  does-not-fit %2d%s%s" % (
            name, len(rs), median, within, len(ratios), 100.0 * within / max(1, len(ratios)), dnf,
            "  tight %d" % tight if tight else "", "  not evaluated %d" % failed if failed else ""))
    return lines


def unseen_batch(run):
    """The commit an unseen row's batch was frozen at, from its `added` text."""
    found = re.search(r"frozen at ([0-9a-f]{7,40})", run.get("added", ""))
    return "frozen at " + found.group(1) if found else "unseen"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calc", default=str(ROOT / "build/default/app/calc/rooflab-calc"))
    parser.add_argument("--table", default=str(ROOT / "validation/published-runs.json"))
    parser.add_argument("--baseline", action="store_true",
                        help="map the new implementations and knobs onto RoofLab at ff3dba1")
    parser.add_argument("--json-out", help="also write every row's result to this JSON file")
    args = parser.parse_args()

    runs = json.loads(Path(args.table).read_text())["runs"]
    results = []
    mapped_rows = 0
    print("%-52s %-13s %-9s %-8s %9s %9s %6s  %s" % (
        "id", "framework", "gpu", "split", "predicted", "published", "ratio", "memory"))
    for run in runs:
        scenario = baseline_scenario(run["scenario"]) if args.baseline else run["scenario"]
        report, error = evaluate(args.calc, scenario)
        mapped = ""
        if report is None and not args.baseline:
            # A build before issue 45's profiles refuses the new values: say so, use the mapping.
            refusal = [line for line in error.splitlines() if "error" in line] or error.splitlines()
            mapped = "  [refused: %s; ff3dba1 mapping used]" % refusal[0].replace("rooflab-calc: error: ", "")
            mapped_rows += 1
            report, error = evaluate(args.calc, baseline_scenario(run["scenario"]))
        error = error or check_derivation(run)
        published = run["compare"]["tokens_per_s_per_gpu"]
        ratio, verdict, predicted, memory = None, "error", float("nan"), ""
        if report is not None:
            predicted = report["step"]["tokens_per_s_per_gpu"]
            ratio = predicted / published if math.isfinite(predicted) else None
            verdict = memory_verdict(report["memory"])
            if "memory_gib" in run["published"]:
                memory = " (%.1f GiB; reserved %.1f, published %.1f)" % (
                    report["memory"]["total"] / 2**30, reserved_by_allocator(report["memory"]) / 2**30,
                    run["published"]["memory_gib"])
        results.append(dict(run, ratio=ratio, verdict=verdict, predicted=predicted))
        print("%-52s %-13s %-9s %-8s %9.1f %9.1f %6s  %s%s" % (
            run["id"], run["framework"], run["gpu"], run["split"], predicted, published,
            "%.3f" % ratio if ratio is not None else "-", verdict + memory,
            "  ERROR: " + error.splitlines()[0] if error else mapped))

    print("\nmodel: %s" % ("RoofLab at ff3dba1's profiles and knobs (--baseline mapping)" if args.baseline else
                           "this build, the rows as written; %d rows it refused through the ff3dba1 mapping" % mapped_rows))
    for title, key in (("per split", lambda r: r["split"]),
                       ("unseen rows, per batch (the model each was first predicted with)",
                        lambda r: unseen_batch(r) if r["split"] == "unseen" else "~split rows"),
                       ("per framework", lambda r: r["framework"]),
                       ("per generation", lambda r: r["generation"]),
                       ("per framework, held-out only",
                        lambda r: r["framework"] if r["split"] == "held-out" else "~%s rows" % r["split"]),
                       ("all", lambda r: "all")):
        print(title + ":")
        print("\n".join(summarise(results, key)))
    if args.json_out:
        keep = ("id", "framework", "gpu", "generation", "split", "ratio", "verdict", "predicted")
        Path(args.json_out).write_text(json.dumps(
            {"baseline": args.baseline,
             "rows": [{k: (None if isinstance(r[k], float) and not math.isfinite(r[k]) else r[k]) for k in keep}
                      for r in results]}, indent=1) + "\n")
    return 1 if any(r["ratio"] is None for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
