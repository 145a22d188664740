#!/usr/bin/env python3
"""Keeps resources/step-agreement.json true for the transformers steps measured in this project:
every H100 and H200 step of validation/results/cuda-h100.json and cuda-h200.json, predicted by
today's rooflab-calc, must fall in the range the file gives for its regime (measured / predicted
step time), and the range must be no wider than those runs (each end within 0.01 of a run). The
window and rooflab-calc show that range beside the step time; this check fails the build when a
change to the model moves a run out of it or leaves the range stale.

    python3 validation/step_agreement.py --calc build/default/app/calc/rooflab-calc
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import cuda_memory  # noqa: E402
import harness  # noqa: E402

RESULTS = ("cuda-h100.json", "cuda-h200.json")
SLACK = 0.005  # the file gives two decimals
TIGHT = 0.01


def ratios(calc: str, results_path: str) -> list[tuple[str, str, float]]:
    """(config id, regime, measured / predicted) for every measured step of a results file."""
    with open(results_path) as f:
        data = json.load(f)
    gpu = cuda_memory.gpu_for_device(data["device"])
    out = []
    with tempfile.TemporaryDirectory(prefix="rooflab-step-agreement-") as tmp:
        for meas in data["results"]:
            times = sorted(meas.get("step_seconds") or [])
            if not times:
                continue
            path = os.path.join(tmp, meas["config"]["id"] + ".json")
            with open(path, "w") as f:
                json.dump(cuda_memory.scenario(meas["config"], gpu), f)
            pred = harness.predict(calc, path)
            step = pred.get("step") or {}
            if "error" in pred or not step.get("time_s"):
                raise SystemExit(f"{meas['config']['id']}: no prediction ({pred.get('error')})")
            regime = (step.get("agreement") or {}).get("regime", "")
            out.append((meas["config"]["id"], regime, times[len(times) // 2] / step["time_s"]))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calc", default=os.path.join(ROOT, "build", "default", "app", "calc", "rooflab-calc"))
    args = ap.parse_args()
    with open(os.path.join(ROOT, "resources", "step-agreement.json")) as f:
        table = {r["id"]: r for r in json.load(f)["regimes"]}
    regime = table["pytorch-one-hopper-gpu"]
    low, high = regime["measured_over_predicted_low"], regime["measured_over_predicted_high"]
    rows = []
    for name in RESULTS:
        rows += ratios(args.calc, os.path.join(HERE, "results", name))
    problems = []
    for config, got, ratio in rows:
        if got != regime["id"]:
            problems.append(f"{config}: rooflab-calc puts it in regime {got!r}, not {regime['id']!r}")
        if not low - SLACK <= ratio <= high + SLACK:
            problems.append(f"{config}: measured / predicted {ratio:.3f} is outside {low}-{high}")
    values = [r for _, _, r in rows]
    print(f"{len(rows)} steps: measured / predicted {min(values):.3f}-{max(values):.3f}; "
          f"resources/step-agreement.json says {low}-{high} over {regime['runs']} runs")
    if len(rows) != regime["runs"]:
        problems.append(f"{len(rows)} runs compared, the file says {regime['runs']}")
    if min(values) - low > TIGHT or high - max(values) > TIGHT:
        problems.append(f"the range {low}-{high} is wider than the runs ({min(values):.3f}-{max(values):.3f}): "
                        "update resources/step-agreement.json")
    for p in problems:
        print("  " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
