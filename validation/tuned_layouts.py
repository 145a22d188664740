#!/usr/bin/env python3
"""The planner against published, tuned layouts (issue 46, item 6).

For every row of validation/tuned-layouts.json (an expert's layout as a whole RoofLab scenario
with plan.global_batch set): evaluates the expert's layout (rooflab-calc --json), runs the
planner on the same scenario (rooflab-calc --plan --json: same model, GPUs, sequence, global
batch, precision and framework profile, every layout free), and prints the expert's predicted
tokens/s per GPU against the planner's best, the expert's rank among the planner's layouts, and,
where the planner prefers another layout, why (the planner's own line for the expert's layout
when it ranked it, else the step-time components that differ most between the two).

--check asserts what holds today (a floor, docs/validation.md "Planner against tuned layouts"):
  * each expert layout fits or not as the row's expert_fits says (RoofLab's memory verdict);
  * the planner returns layouts for every row; where its space holds the expert's layout (a
    search with the whole layout held in plan.fixed tries it), the planner's figures for it are
    evaluate()'s and, where it fits, the best is at least as fast as it;
  * the rows whose planner_within_10pct is true keep the expert within 10 % of the best;
  * every row below 90 % says why in its "gap" ({"verdict": one of GAP_VERDICTS, "why": ...}):
    the planner's layout is really faster, it relies on a tight memory estimate, RoofLab's model
    is wrong for one of the two layouts, or the expert's layout is not fully published.
Exit status 1 when a check fails or a row cannot be run.

Usage: python3 validation/tuned_layouts.py [--calc build/default/app/calc/rooflab-calc]
          [--table validation/tuned-layouts.json] [--top 200] [--check] [--markdown FILE]
"""
import argparse
import copy
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 0.90  # the target: the expert's layout within 10 % of the planner's best
# The planner's best may trail the expert's layout by float noise only.
NOT_WORSE = 1e-6
# Why a row stays below the target (docs/validation.md, "Planner against tuned layouts").
GAP_VERDICTS = ("planner-faster", "tight", "model", "input")


def run_calc(calc, args, scenario):
    """rooflab-calc ARGS - with the scenario on stdin; returns (json, error). A plan that finds
    no layout exits 1 with its JSON: that is an answer, not an error."""
    proc = subprocess.run([str(calc), *args, "-"], input=json.dumps(scenario), capture_output=True, text=True)
    try:
        answer = json.loads(proc.stdout)
    except json.JSONDecodeError:
        answer = None
    if proc.returncode != 0 and not (answer and "plan" in answer):
        return None, (proc.stderr.strip() or proc.stdout.strip() or "rooflab-calc failed")[:400]
    return answer, None


def layout_key(scenario):
    """What a layout is: the parallel and training choices the planner varies."""
    p = scenario.get("parallel", {})
    t = scenario.get("training", {})
    tp, pp, cp = p.get("tp", 1), p.get("pp", 1), p.get("cp", 1)
    # Sequence parallelism and the TP overlap exist only with tp > 1 (the overlap beside sp).
    sp = tp > 1 and bool(p.get("sequence_parallel", False))
    return {
        "tp": tp, "pp": pp, "vpp": p.get("virtual_stages", 1), "dp": p.get("gpus", 1) // (tp * pp * cp),
        "cp": cp, "ep": p.get("ep", 1), "mb": t.get("micro_batch", 1), "ga": t.get("grad_accum", 1),
        "recompute": t.get("checkpointing", "none"), "zero": p.get("zero", 0),
        "sp": sp, "overlap": sp and bool(p.get("tp_comm_overlap", False)),
        # Megatron-Core's uneven pipeline split (docs/formulas.md): the end stages' layers and the
        # embedding and the loss counted, as the scenario's keys set them.
        "split": split_text(p),
        "cpcomm": context_comm(scenario) if cp > 1 else "-",
    }


def context_comm_key(scenario):
    """The key that chooses how context parallelism communicates, and its default: torchtitan's
    cp_rotate_method, Transformer Engine's cp_comm_type elsewhere."""
    if scenario.get("training", {}).get("implementation") == "torchtitan":
        return "cp_rotate_method", "allgather"
    return "cp_comm_type", "p2p"


def context_comm(scenario):
    """The scenario's context-parallel communication: p2p, all_gather, a2a, allgather, alltoall."""
    key, default = context_comm_key(scenario)
    return scenario.get("parallel", {}).get(key, default)


def split_text(parallel):
    """The pipeline split keys a layout sets: "first 4 last 2", "+emb +loss", "" for the even split."""
    words = []
    for key, name in (("num_layers_in_first_pipeline_stage", "first"), ("num_layers_in_last_pipeline_stage", "last")):
        if parallel.get(key, 0):
            words.append("{} {}".format(name, parallel[key]))
    for key, name in (("account_for_embedding_in_pipeline_split", "+emb"),
                      ("account_for_loss_in_pipeline_split", "+loss")):
        if parallel.get(key, False):
            words.append(name)
    return " ".join(words)


def describe(key):
    text = "tp{tp} pp{pp} v{vpp} dp{dp} cp{cp} ep{ep} mb{mb} ga{ga} {recompute} zero{zero}".format(**key)
    return (text + (" sp" if key["sp"] else "") + (" tp-overlap" if key["overlap"] else "")
            + (" " + key["split"] if key["split"] else "") + (" cp-" + key["cpcomm"] if key["cp"] > 1 else ""))


def held_scenario(scenario):
    """The scenario with the expert's whole layout held (plan.fixed): the planner's space covers
    the expert's layout when this search returns it."""
    held = copy.deepcopy(scenario)
    key = layout_key(scenario)
    given = scenario.get("parallel", {})
    parallel = {"tp": key["tp"], "pp": key["pp"], "virtual_stages": key["vpp"], "cp": key["cp"], "zero": key["zero"],
                "sequence_parallel": given.get("sequence_parallel", False),
                "tp_comm_overlap": given.get("tp_comm_overlap", False)}
    parallel.update({k: given[k] for k in ("ep", "etp", "offload", "num_layers_in_first_pipeline_stage",
                                           "num_layers_in_last_pipeline_stage") if k in given})
    comm_key, comm_default = context_comm_key(scenario)
    parallel[comm_key] = given.get(comm_key, comm_default)
    # The pipeline split is held too, the even one where the row sets none.
    for k in ("account_for_embedding_in_pipeline_split", "account_for_loss_in_pipeline_split"):
        parallel[k] = given.get(k, False)
    training = {"micro_batch": key["mb"], "grad_accum": key["ga"], "checkpointing": key["recompute"]}
    if "recompute_modules" in scenario.get("training", {}):
        training["recompute_modules"] = scenario["training"]["recompute_modules"]
    held["plan"]["fixed"] = {"parallel": parallel, "training": training}
    return held


def coverage(calc, scenario, layers):
    """Whether the planner's space holds the expert's layout: (covered, the planner's tokens/s
    per GPU for it when it fits, why not when it is not covered)."""
    plan, error = run_calc(calc, ["--plan", "--top", "1", "--json"], held_scenario(scenario))
    if error:
        return False, None, error
    layouts = plan["plan"].get("layouts", [])
    if plan["plan"].get("candidates", 0) > 0:
        return True, (layouts[0]["step"]["tokens_per_s_per_gpu"] if layouts else None), ""
    key = layout_key(scenario)
    if layers % key["pp"] or (layers // key["pp"]) % key["vpp"]:
        return False, None, "it splits the layers evenly only: {} layers over pp {} x v {}".format(
            layers, key["pp"], key["vpp"])
    return False, None, "; ".join(plan["plan"].get("errors", []) + plan["plan"].get("notes", []))


def layout_changes(expert, best):
    """What the planner's best changes in the expert's layout: "recompute full -> none, zero 0 -> 1"."""
    mine, theirs = layout_key(expert), layout_key(best)
    return ", ".join("{} {} -> {}".format(name, mine[name], theirs[name]) for name in mine
                     if mine[name] != theirs[name] and name not in ("dp", "ga"))


def memory_margin(report):
    """The layout's peak against the card: "71.2 / 79.1 GiB (fits)"."""
    memory = report["memory"]
    return "{:.1f} / {:.1f} GiB ({})".format(memory["total"] / 2**30, memory["capacity"] / 2**30, memory["verdict"])


def step_components(report):
    """The step's parts in seconds: computation, bubble, each exposed collective, the rest."""
    step = report["step"]
    parts = {name: step.get(name, 0.0) for name in
             ("compute_s", "bubble_s", "optimizer_s", "launch_gaps_s", "offload_s", "grad_buffers_s")}
    for group, seconds in step.get("exposed_comm_s", {}).items():
        parts["exposed " + group + " communication"] = seconds
    return parts


def own_reason(expert_report, best_report):
    """The two step-time parts that differ most between the expert's layout and the best."""
    mine, best = step_components(expert_report), step_components(best_report)
    deltas = sorted(((mine.get(k, 0.0) - best.get(k, 0.0), k) for k in set(mine) | set(best)),
                    key=lambda d: -abs(d[0]))
    return ", ".join("{} {:+.3f} s".format(name.replace("_s", ""), delta) for delta, name in deltas[:2]
                     if abs(delta) > 1e-4)


def compare_row(calc, row, top):
    """One row: the expert's figures, the planner's best, the rank and the reason."""
    scenario = copy.deepcopy(row["scenario"])
    expert_only = copy.deepcopy(scenario)
    expert_only.pop("plan", None)
    expert, error = run_calc(calc, ["--json"], expert_only)
    if error:
        return {"id": row["id"], "error": "expert layout: " + error}
    plan, error = run_calc(calc, ["--plan", "--top", str(top), "--json"], scenario)
    if error:
        return {"id": row["id"], "error": "plan: " + error}
    layouts = plan["plan"].get("layouts", [])
    out = {
        "id": row["id"], "expert": describe(layout_key(scenario)),
        "expert_verdict": expert["memory"]["verdict"],
        "expert_tokens": expert["step"]["tokens_per_s_per_gpu"],
        "published_tokens": row.get("published", {}).get("tokens_per_s_per_gpu"),
        "candidates": plan["plan"].get("candidates"), "feasible": plan["plan"].get("feasible"),
        "elapsed_s": plan["plan"].get("elapsed_s"), "layouts": len(layouts),
    }
    if not layouts:
        return out
    best = layouts[0]
    out["best"] = describe(layout_key(best["scenario"]))
    out["best_tokens"] = best["step"]["tokens_per_s_per_gpu"]
    out["ratio"] = out["expert_tokens"] / out["best_tokens"]
    mine = layout_key(scenario)
    ranked = [entry for entry in layouts if layout_key(entry["scenario"]) == mine]
    out["expert_rank"] = ranked[0]["rank"] if ranked else None
    out["changes"] = layout_changes(scenario, best["scenario"])
    # The best whose memory verdict is "fits", not "tight": a pick that needs no luck with the
    # memory estimate (None: none in the top N).
    roomy = [entry for entry in layouts if entry["memory"]["verdict"] == "fits"]
    out["roomy_ratio"] = out["expert_tokens"] / roomy[0]["step"]["tokens_per_s_per_gpu"] if roomy else None
    best_report, best_error = run_calc(calc, ["--json"], best["scenario"])
    out["best_memory"] = memory_margin(best_report) if not best_error else best_error
    out["covered"], out["covered_tokens"], out["not_covered_why"] = coverage(
        calc, scenario, expert["architecture"]["layers"])
    if ranked and ranked[0]["rank"] > 1:
        out["why"] = ranked[0].get("why", "")
    elif not ranked:
        out["why"] = ("not in the planner's top {}: ".format(top) +
                      (own_reason(expert, best_report) if not best_error else best_error))
    if not out["covered"]:
        out["why"] = (out.get("why", "") + "; the planner does not search this layout ({})"
                      .format(out["not_covered_why"] or "no layout with every field held")).lstrip("; ")
    return out


def check_row(row, out):
    """The floor of docs/validation.md: returns the failures of one row."""
    if "error" in out:
        return [out["error"]]
    failures = []
    fits = out["expert_verdict"] != "does-not-fit"
    if fits != row["expert_fits"]:
        failures.append("expert layout verdict {} (expert_fits {})".format(out["expert_verdict"], row["expert_fits"]))
    if not out["layouts"]:
        failures.append("the planner returned no layout")
        return failures
    if out["covered_tokens"] is not None and abs(out["covered_tokens"] / out["expert_tokens"] - 1) > NOT_WORSE:
        failures.append("the planner's figure for the expert's layout ({:.2f}) is not evaluate()'s ({:.2f})"
                        .format(out["covered_tokens"], out["expert_tokens"]))
    if fits and out["covered"] and out["best_tokens"] < out["expert_tokens"] * (1 - NOT_WORSE):
        failures.append("the planner's best ({:.1f} tokens/s/GPU, {}) is slower than the expert's layout ({:.1f})"
                        .format(out["best_tokens"], out["best"], out["expert_tokens"]))
    if row.get("planner_within_10pct") and out["ratio"] < TARGET:
        failures.append("expert at {:.1%} of the planner's best, below {:.0%}".format(out["ratio"], TARGET))
    gap = row.get("gap")
    if out["ratio"] < TARGET and not (gap and gap.get("verdict") in GAP_VERDICTS and gap.get("why")):
        failures.append("expert at {:.1%} of the planner's best with no reason in the row's gap (verdict one of {})"
                        .format(out["ratio"], ", ".join(GAP_VERDICTS)))
    return failures


def markdown(results):
    lines = ["| row | expert layout | verdict | expert tokens/s/GPU | planner's best | best tokens/s/GPU | "
             "expert / best | expert / best that fits untight | expert's rank | the best changes | best's memory | "
             "why the planner prefers another |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        if "error" in r:
            lines.append("| {} | error: {} |||||||||||".format(r["id"], r["error"]))
            continue
        if not r["layouts"]:
            lines.append("| {} | {} | {} | {:.1f} | none | | | | | | | |".format(
                r["id"], r["expert"], r["expert_verdict"], r["expert_tokens"]))
            continue
        rank = r["expert_rank"] if r["expert_rank"] is not None else "> {}".format(r["layouts"])
        roomy = "{:.1%}".format(r["roomy_ratio"]) if r["roomy_ratio"] is not None else "none in the top"
        lines.append("| {} | {} | {} | {:.1f} | {} | {:.1f} | {:.1%} | {} | {} | {} | {} | {} |".format(
            r["id"], r["expert"], r["expert_verdict"], r["expert_tokens"], r["best"], r["best_tokens"],
            r["ratio"], roomy, rank, r["changes"] or "the same layout", r["best_memory"],
            r.get("why", "").replace("|", "/")))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--calc", default=str(ROOT / "build/default/app/calc/rooflab-calc"))
    parser.add_argument("--table", default=str(ROOT / "validation/tuned-layouts.json"))
    parser.add_argument("--top", type=int, default=200)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--markdown")
    args = parser.parse_args()
    rows = json.loads(Path(args.table).read_text())["layouts"]
    results, failed = [], 0
    for row in rows:
        out = compare_row(args.calc, row, args.top)
        results.append(out)
        failures = check_row(row, out) if args.check else ([out["error"]] if "error" in out else [])
        failed += bool(failures)
        summary = ("expert {:.1f}, best {:.1f} ({:.1%}), rank {}".format(
            out["expert_tokens"], out["best_tokens"], out["ratio"], out["expert_rank"])
            if out.get("best") else "no layout")  if "error" not in out else "error"
        if "gap" in row and out.get("ratio") is not None and out["ratio"] < TARGET:
            summary += " [{}]".format(row["gap"]["verdict"])
        print("{:50s} {}{}".format(row["id"], summary, "".join("\n    FAIL: " + f for f in failures)))
    within = [r for r in results if r.get("ratio") is not None and r["ratio"] >= TARGET]
    print("expert within 10 % of the planner's best: {} of {} rows".format(len(within), len(rows)))
    verdicts = [row["gap"]["verdict"] for row, r in zip(rows, results)
                if "gap" in row and r.get("ratio") is not None and r["ratio"] < TARGET]
    print("the others, by reason: " + ", ".join("{} {}".format(verdicts.count(v), v) for v in GAP_VERDICTS))
    roomy = [r for r in results if r.get("roomy_ratio") is not None and r["roomy_ratio"] >= TARGET]
    print("expert within 10 % of the planner's best that fits without being tight: {} of {} rows"
          .format(len(roomy), len(rows)))
    if args.markdown:
        Path(args.markdown).write_text(markdown(results))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
