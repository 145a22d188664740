#!/usr/bin/env python3
"""The training-shaped points of a rooflab-bench results file, timed again through PyTorch
(torch.matmul for bf16, torch._scaled_mm for fp8-e4m3) with the same soak, samples and launches per
sample as each point, so that both ran at the clocks a long run holds (docs/measurements.md,
"Issue 50"). Reuses scripts/torch_compare.py's timer (L2 flush, spin, CUDA events).

    python3 scripts/device/torch_shapes.py --results shapes.json --out torch-shapes.json \\
        --markdown torch-shapes.md --budget-s 120
    python3 scripts/device/torch_shapes.py --results shapes.json --dry-run   # no torch needed

Exit status: 0 done (points past the budget are listed as left out), 2 usage, 77 no CUDA device.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))  # scripts/: torch_compare's Timer and NVML reader


def training_points(results: dict) -> list[dict]:
    return [p for p in results.get("points", [])
            if p.get("kind") == "gemm" and p.get("pass") and not p.get("error") and p.get("time_median_s")]


def operands(torch, dtype: str, m: int, n: int, k: int):
    """A closure computing D (m x n) = A (m x k) B (k x n) as PyTorch runs it in that dtype."""
    if dtype == "bf16":
        a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(k, n, device="cuda", dtype=torch.bfloat16)
        return lambda: torch.matmul(a, b)
    if dtype == "fp8-e4m3":
        # _scaled_mm: A row-major, B column-major (the transpose of a row-major n x k), scales 1,
        # a bf16 result, the default (accurate) accumulation, as rooflab-bench's fp8 points.
        a = torch.randn(m, k, device="cuda").to(torch.float8_e4m3fn)
        b = torch.randn(n, k, device="cuda").to(torch.float8_e4m3fn).t()
        one = torch.tensor(1.0, device="cuda")
        return lambda: torch._scaled_mm(a, b, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
    raise ValueError(f"no PyTorch product for {dtype}")


def measure(points, results, budget_s: float):
    import torch
    import torch_compare
    if not torch.cuda.is_available():
        print("torch_shapes: SKIP: no CUDA device")
        sys.exit(77)
    readings = []
    reader = torch_compare.nvml_clock(0)

    def clock():
        value = reader() if reader else None
        if value:
            readings.append(value)
        return value

    l2 = float(results.get("device", {}).get("l2_bytes") or 50e6)
    timer = torch_compare.Timer(torch, l2, reps=10, warmup=3, clock=clock)
    rows, left_out, start = [], [], time.monotonic()
    for p in points:
        m, n, k = p["m"], p["n"], p["k"]
        soak = float(p.get("soak_s") or 0)
        run_s = p["repetitions"] * p["launches_per_sample"] * p["time_median_s"]
        if time.monotonic() - start + soak + run_s + 1.0 > budget_s:
            left_out.append(p["name"] + " " + p["dtype"])
            continue
        try:
            op = operands(torch, p["dtype"], m, n, k)
        except (ValueError, RuntimeError) as e:
            left_out.append(f"{p['name']} {p['dtype']}: {e}")
            continue
        readings.clear()
        seconds, _, _ = timer.time([op], flush=True, reps=p["repetitions"], batch=p["launches_per_sample"],
                                   soak_seconds=soak)
        flops = 2.0 * m * n * k
        rows.append({"name": p["name"], "dtype": p["dtype"], "role": p.get("role", ""), "pass": p["pass"],
                     "shape": {"m": m, "n": n, "k": k}, "soak_s": soak,
                     "bench_flops_per_s": p["flops_per_s"], "bench_sm_clock_mhz": p.get("sm_clock_mhz"),
                     "torch_flops_per_s": flops / seconds,
                     "torch_sm_clock_mhz": statistics.mean(readings) if readings else None,
                     "bench_over_torch": p["flops_per_s"] / (flops / seconds)})
        del op
        torch.cuda.empty_cache()
    versions = {"torch": torch.__version__, "cuda": torch.version.cuda}
    return {"device": torch.cuda.get_device_name(0), "versions": versions, "rows": rows, "left_out": left_out}


def markdown(out: dict) -> str:
    lines = [f"Training-shaped GEMMs on {out['device']} (torch {out['versions']['torch']}): rooflab-bench "
             "(cuBLASLt) against PyTorch, each after the same soak", "",
             "| point | dtype | pass | bench TFLOP/s (MHz) | PyTorch TFLOP/s (MHz) | bench / PyTorch |",
             "|---|---|---|---:|---:|---:|"]
    for r in out["rows"]:
        bc = f" ({r['bench_sm_clock_mhz']:.0f})" if r.get("bench_sm_clock_mhz") else ""
        tc = f" ({r['torch_sm_clock_mhz']:.0f})" if r.get("torch_sm_clock_mhz") else ""
        lines.append(f"| {r['name']} | {r['dtype']} | {r['pass']} | {r['bench_flops_per_s'] / 1e12:.0f}{bc} | "
                     f"{r['torch_flops_per_s'] / 1e12:.0f}{tc} | {r['bench_over_torch']:.3f} |")
    if out["left_out"]:
        lines += ["", f"Left out (time budget or no PyTorch product): {len(out['left_out'])}"]
    return "\n".join(lines) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--results", required=True, help="rooflab-bench results with --training-shapes points")
    ap.add_argument("--out", help="JSON of the comparison")
    ap.add_argument("--markdown", help="the table as Markdown ('-': standard output)")
    ap.add_argument("--budget-s", type=float, default=120.0)
    ap.add_argument("--dry-run", action="store_true", help="list the points and their soak, import no torch")
    args = ap.parse_args()
    with open(args.results) as f:
        results = json.load(f)
    points = training_points(results)
    if args.dry_run:
        total = sum(float(p.get("soak_s") or 0) + p["repetitions"] * p["launches_per_sample"] * p["time_median_s"]
                    for p in points)
        for p in points:
            print(f"{p['name']} {p['dtype']} soak {p.get('soak_s', 0)} s")
        print(f"torch_shapes: {len(points)} points, about {total:.0f} s (budget {args.budget_s:.0f} s)")
        return 0
    out = measure(points, results, args.budget_s)
    if args.out:
        with open(args.out, "w") as f:
            json.dump(out, f, indent=2)
    if args.markdown:
        text = markdown(out)
        if args.markdown == "-":
            sys.stdout.write(text)
        else:
            with open(args.markdown, "w") as f:
                f.write(text)
    print(f"torch_shapes: {len(out['rows'])} points timed, {len(out['left_out'])} left out", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
