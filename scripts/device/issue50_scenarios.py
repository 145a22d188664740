#!/usr/bin/env python3
"""Scenarios for the training-shaped sweep of issue 50 (docs/measurements.md, "Issue 50").

Writes one RoofLab scenario per (model, tensor-parallel degree, tokens) of the grid Llama 3 8B /
70B / 405B x TP 1, 2, 4, 8 x micro-batch 1 x 4,096 ... 32,768 tokens, and two small GELU models
(a 1.7B GPT at 4,096 tokens, MPT-760M at 16,384), taken in priority order
(the layouts people train with first) until the estimated bench time for bf16 and fp8 fills the
budget, and prints the rooflab-bench arguments that measure them. No GPU and no third-party
package needed:

    python3 scripts/device/issue50_scenarios.py --out DIR --budget-s 150 --soak-s 1
"""

from __future__ import annotations

import argparse
import json
import os
import sys

# Widths from resources/models.json (Llama Team, Meta 2024, "The Llama 3 Herd of Models").
MODELS = {
    "llama3-8b": dict(d=4096, heads=32, kv=8, head_dim=128, ff=14336, vocab=128256),
    "llama3-70b": dict(d=8192, heads=64, kv=8, head_dim=128, ff=28672, vocab=128256),
    "llama3-405b": dict(d=16384, heads=128, kv=8, head_dim=128, ff=53248, vocab=128256),
    # Small GELU models, where the published runs added unseen on 2026-12-01 are 11-26 % faster in
    # RoofLab than measured (docs/validation.md): the Megatron-LM README's 1.7B and llm-foundry's
    # MPT-760M (K = 1,536-2,048). Written inline: resources/models.json has no such model.
    "gpt-1.7b": dict(d=2048, heads=16, kv=16, head_dim=128, ff=8192, vocab=131072, gelu=True),
    "mpt-760m": dict(d=1536, heads=12, kv=12, head_dim=128, ff=6144, vocab=50368, gelu=True),
}
# The layouts the published runs use first (Llama 3 8B on one GPU or TP 2, 70B at TP 4-8, 405B at
# TP 8), at 8k tokens, then the rest of the grid by size.
PRIORITY = [("llama3-8b", 1, 8192), ("llama3-70b", 8, 8192), ("llama3-405b", 8, 8192), ("gpt-1.7b", 1, 4096),
            ("mpt-760m", 1, 16384), ("llama3-8b", 2, 8192),
            ("llama3-70b", 4, 8192), ("llama3-8b", 1, 4096), ("llama3-8b", 1, 32768), ("llama3-70b", 8, 32768),
            ("llama3-405b", 8, 4096), ("llama3-8b", 4, 8192), ("llama3-70b", 2, 8192), ("llama3-405b", 4, 8192)]
GRID = [(m, t, s) for m in MODELS if not MODELS[m].get("gelu") for t in (1, 2, 4, 8)
        for s in (4096, 8192, 16384, 32768)] + [("gpt-1.7b", 1, 4096), ("mpt-760m", 1, 16384)]
# Sustained rates assumed for the estimate only (the shipped H100/H200 sweeps: bf16 about 700,
# fp8 about 1,300 TFLOP/s soaked); the bench measures the real ones.
RATE = {"bf16": 700e12, "fp8-e4m3": 1300e12}
# Per point beyond its soak: allocation, fill, tuning two candidates (about ten runs), at least
# five timed samples of 0.1 s, the CPU check.
POINT_OVERHEAD_S = 0.35
RUNS_PER_POINT = 15


def products(model: str, tp: int, tokens: int):
    """(role, m, n, k) of the forward products, as gpu/trainingshapes.cpp builds them."""
    w = MODELS[model]
    attn = w["heads"] * w["head_dim"]
    kv = w["kv"] * w["head_dim"]
    ceil = lambda a, b: -(-a // b)  # noqa: E731
    return [("qkv", tokens, ceil(attn + 2 * kv, tp), w["d"]), ("attn-out", tokens, w["d"], ceil(attn, tp)),
            ("mlp-up" if w.get("gelu") else "mlp-up-gate", tokens, ceil((1 if w.get("gelu") else 2) * w["ff"], tp),
             w["d"]), ("mlp-down", tokens, w["d"], ceil(w["ff"], tp)),
            ("lm-head", tokens, ceil(w["vocab"], tp), w["d"])]


def estimate_s(model: str, tp: int, tokens: int, dtypes, soak_s: float) -> float:
    total = 0.0
    for dtype in dtypes:
        for _, m, n, k in products(model, tp, tokens):
            kernel = 2.0 * m * n * k / RATE[dtype]
            total += 3 * (soak_s + POINT_OVERHEAD_S + RUNS_PER_POINT * kernel)  # fwd, dgrad, wgrad
    return total


def inline_model(model: str, tokens: int) -> dict:
    w = MODELS[model]
    layers = {"gpt-1.7b": 24, "mpt-760m": 24}[model]
    return {"name": model, "layers": layers, "d_model": w["d"], "heads": w["heads"], "d_ff": w["ff"],
            "vocab": w["vocab"], "positions": max(4096, tokens), "biases": True, "norm": "layernorm", "mlp": "gelu"}


def scenario(model: str, tp: int, tokens: int, dtype: str) -> dict:
    return {
        "version": 1,
        "name": f"Issue 50: {model} at TP {tp}, 1 x {tokens} tokens",
        "model": inline_model(model, tokens) if MODELS[model].get("gelu") else model,
        "precision": "fp8-mixed" if dtype == "fp8-e4m3" else "bf16-mixed",
        "training": {"micro_batch": 1, "seq_len": tokens},
        "parallel": {"gpus": tp, "tp": tp},
        "hardware": {"gpu": "h100-sxm"},
        "phase": "train",
    }


def choose(budget_s: float, dtypes, soak_s: float, first_soak_s: float, skip: int = 0):
    order = PRIORITY + sorted((g for g in GRID if g not in PRIORITY),
                              key=lambda g: estimate_s(*g, dtypes, soak_s))
    order = order[skip:]  # a later run measures the configurations an earlier one did not
    chosen, left_out, spent = [], [], first_soak_s
    for g in order:
        cost = estimate_s(*g, dtypes, soak_s)
        if spent + cost <= budget_s:
            chosen.append((g, cost))
            spent += cost
        else:
            left_out.append((g, cost))
    return chosen, left_out, spent


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="folder for the scenario files")
    ap.add_argument("--budget-s", type=float, default=150.0, help="estimated bench seconds to fill")
    ap.add_argument("--soak-s", type=float, default=1.0)
    ap.add_argument("--soak-first-s", type=float, default=20.0)
    ap.add_argument("--dtypes", default="bf16,fp8-e4m3")
    ap.add_argument("--skip", type=int, default=0, help="leave out the first N configurations of the order")
    args = ap.parse_args()
    dtypes = [d for d in args.dtypes.split(",") if d]
    if any(d not in RATE for d in dtypes):
        print(f"issue50_scenarios: dtypes must be among {sorted(RATE)}", file=sys.stderr)
        return 2
    os.makedirs(args.out, exist_ok=True)
    chosen, left_out, spent = choose(args.budget_s, dtypes, args.soak_s, args.soak_first_s, args.skip)
    bench_args = []
    for (model, tp, tokens), cost in chosen:
        path = os.path.join(args.out, f"{model}-tp{tp}-{tokens}.json")
        with open(path, "w") as f:
            json.dump(scenario(model, tp, tokens, "bf16"), f, indent=2)
        bench_args += ["--training-shapes", path]
        print(f"# {model} TP {tp} 1x{tokens}: about {cost:.0f} s", file=sys.stderr)
    for (model, tp, tokens), cost in left_out:
        print(f"# left out (budget): {model} TP {tp} 1x{tokens}, about {cost:.0f} s", file=sys.stderr)
    print(f"# {len(chosen)} of {len(GRID)} configurations, about {spent:.0f} s of {args.budget_s:.0f}",
          file=sys.stderr)
    bench_args += ["--dtypes", ",".join(dtypes), "--soak-s", f"{args.soak_s:g}", "--soak-first-s",
                   f"{args.soak_first_s:g}"]
    print(" ".join(bench_args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
