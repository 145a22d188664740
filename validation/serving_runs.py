#!/usr/bin/env python3
"""RoofLab's serving model against published, measured serving runs (issue 47, item 5).

Runs rooflab-calc --json on the scenario of every row of validation/serving-runs.json and
compares the report's serving.ttft_s, serving.tpot_s and serving.output_tokens_per_s with the
published figures (those a source gives; the others are null and not compared). Prints one line
per row with the three predicted/published ratios and the summaries per split, engine, GPU and
engine on the held-out rows alone: median ratio and the share within the issue's targets
(TPOT 10 %, TTFT 25 %, throughput 15 %: |predicted / published - 1| at most that).

--check also fails (exit 1) when a row leaves its engine's range in resources/serving-agreement.json
(the ranges the window shows; each must hold its rows, end within 0.01 of one and count them), and
when the held-out shares within target fall below the floors
measured when the table was made (FLOORS below; docs/validation.md, "Serving against published
runs"), so the serving model cannot get worse unseen. Exit status 1 whenever a row cannot be
evaluated, lacks the serving report, or gives a figure that is not finite and positive.

Usage: python3 validation/serving_runs.py [--calc build/default/app/calc/rooflab-calc]
                                          [--table validation/serving-runs.json]
                                          [--json-out FILE] [--markdown FILE] [--check]
"""
import argparse
import collections
import json
import math
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The targets: |predicted / published - 1| at most this, per figure.
TARGETS = {"ttft_s": 0.25, "tpot_s": 0.10, "output_tokens_per_s": 0.15}
FIGURES = ("ttft_s", "tpot_s", "output_tokens_per_s")
SHORT = {"ttft_s": "TTFT", "tpot_s": "TPOT", "output_tokens_per_s": "throughput"}
# Held-out shares within target that held when the floors were set (docs/validation.md, measured
# on 2026-11-29 with h-serv47: SGLang 0.3's step loop per running request, sustained clocks on the
# served card's tensor cores; before it h-servcal: TensorRT-LLM's streamed responses, after
# h-servmodel's per-operator step, waves, separate prefill, engine versions, all-reduce wait):
# TTFT 12 of 16, TPOT 10 of 14, throughput 14 of 20 (before h-serv47: 13 of 16, 9 of 14, 11 of 20).
# The TTFT floor went down one row with the sustained clocks, which moved three held-out
# throughput rows into their target and one TTFT row out of it (nim-trtllm-h100-sxm-70b-tp8-fp16-
# 2000-2000-c100: 1.16 to 1.27, its prefill waves compute bound): a trade made in the open, not a
# floor lowered to pass. h-sat47 (vLLM V0's host work per running sequence, derived from vLLM PR
# 8335's measured run; its multi-step passes holding finished sequences) raised throughput to 16 of
# 20 (both saturated vLLM 0.6.0 rows into their target: 1.30 to 1.05, 1.25 to 1.03) and moved one
# held-out TPOT row out of it (vllm-060-h100-sxm-70b-tp4-sharegpt-rps8: 1.06 to 1.16, the model
# already long on that layout at low load): the TPOT floor went from 10 to 9 of 14, a trade stated
# in docs/validation.md, not a floor lowered to pass. h-serve47 modelled the RTX 4090 rows at the
# output length their post's own throughputs imply (100 tokens, not the 128 of its max_tokens):
# throughput 17 of 20 (vllm-blog-rtx-4090-mistral-7b-256-128-c48: 1.24 to 1.15). The goal
# is above them; raise them as the model improves. The open loop's prompts gathered per
# scheduling pass (Poisson arrivals; docs/formulas.md) brought the TPOT floor back to 10 of 14
# (vllm-060-h100-sxm-70b-tp4-sharegpt-rps8: 1.16 to 1.02). The saturated ShareGPT rows' requests
# finishing one by one instead of in waves (serving.fixed_lengths false, the dataset's own varied
# lengths; 2026-11-30) raised throughput to 18 of 20 (sglang-060-h100-sxm-70b-tp4-sharegpt-offline:
# 1.39 to 1.14; the three others stay within or outside as they were).
FLOORS = {"ttft_s": 12 / 16, "tpot_s": 10 / 14, "output_tokens_per_s": 18 / 20}
ENGINES = ("vllm", "sglang", "trtllm")
SPLITS = ("fit", "held-out")


def split_of(runs, run):
    """The stated rule: in each engine x gpu stratum, rows sorted by id alternate held-out, fit."""
    stratum = sorted(r["id"] for r in runs if r["engine"] == run["engine"] and r["gpu"] == run["gpu"])
    return "held-out" if stratum.index(run["id"]) % 2 == 0 else "fit"


def integrity_errors(runs):
    """What the table promises: unique ids, the split rule, a serving block that matches the row,
    published figures finite and positive or null, at least one per row."""
    errors = []
    ids = collections.Counter(r["id"] for r in runs)
    errors += ["duplicate id %s" % i for i, n in ids.items() if n > 1]
    for r in runs:
        serving = r["scenario"].get("serving", {})
        if r["engine"] not in ENGINES or serving.get("engine") != r["engine"]:
            errors.append("%s: engine %r, scenario serving.engine %r" % (r["id"], r["engine"], serving.get("engine")))
        if r["scenario"].get("hardware", {}).get("gpu") != r["gpu"]:
            errors.append("%s: gpu is not the scenario's hardware.gpu" % r["id"])
        if r["split"] != split_of(runs, r):
            errors.append("%s: split %s, the rule says %s" % (r["id"], r["split"], split_of(runs, r)))
        values = [r["published"].get(f) for f in FIGURES]
        if all(v is None for v in values):
            errors.append("%s: no published figure" % r["id"])
        for f, v in zip(FIGURES, values):
            if v is not None and not (isinstance(v, (int, float)) and math.isfinite(v) and v > 0):
                errors.append("%s: published %s %r is not a positive number" % (r["id"], f, v))
        if not r.get("source", {}).get("url") or not r.get("assumptions"):
            errors.append("%s: source url or assumptions missing" % r["id"])
        errors += output_length_errors(r)
    return errors


# Published output tokens/s over requests/s, as published_as names them.
THROUGHPUT_PAIRS = (("output_token_throughput_tok_per_s", "request_throughput_req_per_s"),
                    ("output_tok_per_s", "req_per_s"))
# Their quotient is the mean output length the run really had: the scenario's may differ by this
# much (the published figures' rounding), not more. A source's stated output length can be a
# max_tokens limit that requests ending at their end-of-sequence token never reach
# (docs/validation.md, "Serving: the output length a run really had").
OUTPUT_LENGTH_TOLERANCE = 0.02


def output_length_errors(run):
    """A row whose source gives both throughputs must model the output length they imply."""
    published = run.get("published_as", {})
    output = run["scenario"].get("serving", {}).get("output_tokens")
    for tokens_key, requests_key in THROUGHPUT_PAIRS:
        tokens, requests = published.get(tokens_key), published.get(requests_key)
        if not (isinstance(tokens, (int, float)) and isinstance(requests, (int, float)) and requests > 0):
            continue
        implied = tokens / requests
        if not isinstance(output, int) or abs(output / implied - 1) > OUTPUT_LENGTH_TOLERANCE:
            return ["%s: serving.output_tokens %r, but the published %s / %s = %.1f tokens per request"
                    % (run["id"], output, tokens_key, requests_key, implied)]
    return []


def evaluate(calc, scenario):
    """Runs rooflab-calc on one scenario; returns (report, error)."""
    proc = subprocess.run([str(calc), "--json", "-"], input=json.dumps(scenario), capture_output=True, text=True)
    if proc.returncode != 0:
        return None, (proc.stderr.strip() or proc.stdout.strip() or "rooflab-calc failed")
    try:
        return json.loads(proc.stdout), None
    except json.JSONDecodeError as e:
        return None, "rooflab-calc printed no JSON: %s" % e


def compare_row(run, report):
    """Predicted figures and ratios; an error where the serving report lacks a compared figure."""
    serving = (report or {}).get("serving")
    if not isinstance(serving, dict):
        return {}, {}, "the report has no serving object"
    predicted, ratios = {}, {}
    for f in FIGURES:
        value = serving.get(f)
        predicted[f] = value
        published = run["published"].get(f)
        if published is None:
            continue
        if not (isinstance(value, (int, float)) and math.isfinite(value) and value > 0):
            return predicted, ratios, "serving.%s is %r" % (f, value)
        ratios[f] = value / published
    return predicted, ratios, None


def within(ratio, figure):
    return abs(ratio - 1) <= TARGETS[figure] + 1e-12


def shares(results):
    """Per figure: (rows compared, rows within target, median ratio)."""
    out = {}
    for f in FIGURES:
        ratios = [r["ratios"][f] for r in results if f in r["ratios"]]
        out[f] = (len(ratios), sum(1 for x in ratios if within(x, f)),
                  statistics.median(ratios) if ratios else float("nan"))
    return out


def summary_lines(results, key):
    groups = collections.OrderedDict()
    for r in sorted(results, key=key):
        groups.setdefault(key(r), []).append(r)
    lines = []
    for name, rs in groups.items():
        parts = []
        for f, (n, ok, median) in shares(rs).items():
            parts.append("%s %2d/%-2d within %2.0f%% (median %s)" % (
                SHORT[f], ok, n, 100 * TARGETS[f], "%.3f" % median if n else "  -  "))
        failed = sum(1 for r in rs if r["error"])
        lines.append("  %-20s n=%2d  %s%s" % (name, len(rs), "  ".join(parts),
                                               "  not evaluated %d" % failed if failed else ""))
    return lines


def fmt_ratio(ratios, f):
    return "%6.3f" % ratios[f] if f in ratios else "     -"


def print_rows(results):
    print("%-56s %-7s %-9s %-8s %6s %6s %6s  %s" % ("id", "engine", "gpu", "split", "TTFT", "TPOT", "thr", "bound"))
    for r in results:
        print("%-56s %-7s %-9s %-8s %s %s %s  %s%s" % (
            r["id"], r["engine"], r["gpu"], r["split"], fmt_ratio(r["ratios"], "ttft_s"),
            fmt_ratio(r["ratios"], "tpot_s"), fmt_ratio(r["ratios"], "output_tokens_per_s"), r["bound"],
            "  ERROR: " + r["error"].splitlines()[0] if r["error"] else ""))


def markdown_tables(results, runs):
    """One table per half (held-out first): the published and predicted figures and their ratios."""
    by_id = {r["id"]: r for r in runs}
    unit = {"ttft_s": 1000.0, "tpot_s": 1000.0, "output_tokens_per_s": 1.0}
    lines = []
    for split in ("held-out", "fit"):
        lines += ["", "#### %s rows" % split.capitalize(), "",
                  "| id | engine | GPU | load | TTFT ms pub / pred | TPOT ms pub / pred | out tok/s pub / pred | bound |",
                  "|---|---|---|---|---|---|---|---|"]
        for r in (x for x in results if x["split"] == split):
            serving = by_id[r["id"]]["scenario"]["serving"]
            load = ("c %d" % serving["concurrency"]) if "concurrency" in serving else ("%g req/s" % serving["request_rate"])
            cells = []
            for f in FIGURES:
                pub, pred = r["published"].get(f), r["predicted"].get(f)
                if pub is None:
                    cells.append("-")
                    continue
                cells.append("%.4g / %s (%s)" % (pub * unit[f], "%.4g" % (pred * unit[f]) if isinstance(pred, (int, float)) else "-",
                                                "%.2f" % r["ratios"][f] if f in r["ratios"] else "-"))
            lines.append("| %s | %s | %s | %s, %d/%d | %s | %s |" % (
                r["id"], r["engine"], r["gpu"], load, serving["input_tokens"], serving["output_tokens"], " | ".join(cells), r["bound"]))
    return "\n".join(lines) + "\n"


def floor_failures(results):
    held = [r for r in results if r["split"] == "held-out"]
    failures = []
    for f, (n, ok, _) in shares(held).items():
        floor = FLOORS[f]
        if floor is not None and n and ok / n < floor - 1e-12:
            failures.append("held-out %s within target %d/%d = %.3f, below the floor %.3f" % (SHORT[f], ok, n, ok / n, floor))
    return failures


# resources/serving-agreement.json (the ranges the window shows beside the serving figures): per
# engine and figure, published / predicted over the rows that publish it, where three rows or more do.
AGREEMENT = ROOT / "resources/serving-agreement.json"
AGREEMENT_FIGURES = {"ttft_s": "ttft", "tpot_s": "tpot", "output_tokens_per_s": "throughput"}
MIN_AGREEMENT_ROWS = 3


def agreement_failures(results):
    """Every row gets its engine's regime; each range holds its rows, ends within 0.01 of one and
    counts them; a figure with fewer rows has no entry (core/model/servingagreement.h)."""
    entries = {e["id"]: e for e in json.loads(AGREEMENT.read_text())["regimes"]}
    failures = ["%s: serving.agreement.regime %r, expected %r" % (r["id"], r["regime"], r["engine"])
                for r in results if r["regime"] != r["engine"]]
    expected = set()
    for engine in ENGINES:
        for f, name in AGREEMENT_FIGURES.items():
            ratios = [1 / r["ratios"][f] for r in results if r["engine"] == engine and f in r["ratios"]]
            key = "%s-%s" % (engine, name)
            if len(ratios) < MIN_AGREEMENT_ROWS:
                continue
            expected.add(key)
            e = entries.get(key)
            if e is None:
                failures.append("%s: %d rows but no entry in %s" % (key, len(ratios), AGREEMENT.name))
                continue
            lo, hi = min(ratios), max(ratios)
            print("%-20s n=%2d  published / predicted %.4f-%.4f; %s %.2f-%.2f (%d runs)" % (
                key, len(ratios), lo, hi, AGREEMENT.name, e["measured_over_predicted_low"],
                e["measured_over_predicted_high"], e["runs"]))
            if lo < e["measured_over_predicted_low"] - 0.005 or hi > e["measured_over_predicted_high"] + 0.005:
                failures.append("%s: a row is outside %.2f-%.2f" % (key, e["measured_over_predicted_low"],
                                                                    e["measured_over_predicted_high"]))
            elif lo - e["measured_over_predicted_low"] > 0.01 or e["measured_over_predicted_high"] - hi > 0.01:
                failures.append("%s: the range is wider than its rows (%.4f-%.4f)" % (key, lo, hi))
            if e["runs"] != len(ratios):
                failures.append("%s: %d runs in %s, %d rows" % (key, e["runs"], AGREEMENT.name, len(ratios)))
    failures += ["%s: no longer three rows or more" % key for key in sorted(set(entries) - expected)]
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calc", default=str(ROOT / "build/default/app/calc/rooflab-calc"))
    parser.add_argument("--table", default=str(ROOT / "validation/serving-runs.json"))
    parser.add_argument("--json-out", help="also write every row's predicted figures and ratios to this JSON file")
    parser.add_argument("--markdown", help="also write the two halves' tables (docs/validation.md) to this file")
    parser.add_argument("--check", action="store_true", help="fail when the held-out shares fall below FLOORS")
    args = parser.parse_args()

    runs = json.loads(Path(args.table).read_text())["runs"]
    problems = integrity_errors(runs)
    results = []
    for run in runs:
        report, error = evaluate(args.calc, run["scenario"])
        predicted, ratios, compare_error = compare_row(run, report) if report is not None else ({}, {}, None)
        serving = (report or {}).get("serving") or {}
        results.append({"id": run["id"], "engine": run["engine"], "gpu": run["gpu"], "split": run["split"],
                        "published": run["published"], "predicted": predicted, "ratios": ratios,
                        "bound": str(serving.get("bound", "-")), "error": error or compare_error,
                        "regime": (serving.get("agreement") or {}).get("regime")})
    print_rows(results)
    print("\nratios are predicted / published; targets: TPOT within 10 %, TTFT within 25 %, throughput within 15 %")
    for title, key in (("per split", lambda r: r["split"]),
                       ("per engine", lambda r: r["engine"]),
                       ("per gpu", lambda r: r["gpu"]),
                       ("per engine, held-out only", lambda r: r["engine"] if r["split"] == "held-out" else "~fit rows"),
                       ("all", lambda r: "all")):
        print(title + ":")
        print("\n".join(summary_lines(results, key)))
    if args.json_out:
        clean = lambda v: None if isinstance(v, float) and not math.isfinite(v) else v
        Path(args.json_out).write_text(json.dumps({"rows": [
            {k: ({f: clean(x) for f, x in r[k].items()} if isinstance(r[k], dict) else r[k])
             for k in ("id", "engine", "gpu", "split", "published", "predicted", "ratios", "bound", "error")}
            for r in results]}, indent=1) + "\n")
    if args.markdown:
        Path(args.markdown).write_text(markdown_tables(results, runs))
    failures = problems + ["%s: %s" % (r["id"], r["error"].splitlines()[0]) for r in results if r["error"]]
    if args.check:
        failures += floor_failures(results) + agreement_failures(results)
    for line in failures:
        print("FAIL: " + line, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
