"""The build side of the CUDA memory validation: scenarios from the configurations that
cuda_memory.py measured on the GPU, rooflab-calc's prediction for each, the comparison tables
(peak memory, phases, components; step time). Run through ``cuda_memory.py compare``."""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cuda_memory  # noqa: E402
import harness  # noqa: E402


def step_table(rows, markdown=False):
    """Measured step time against rooflab-calc's, with the MFU each implies (model FLOPs as
    rooflab-calc counts them, over the H100's dense peak of the scenario's compute dtype)."""
    head = ["config", "measured ms", "predicted ms", "pred/meas", "MFU measured", "MFU predicted"]
    data = []
    for r in rows:
        times = sorted(r["measured"].get("step_seconds") or [])
        step = r["step"]
        if not times or not step.get("time_s"):
            continue
        meas = times[len(times) // 2]
        mfu_meas = step["mfu"] * step["time_s"] / meas   # against the same peak as the prediction
        data.append([r["config"]["id"], f"{meas * 1e3:.1f}", f"{step['time_s'] * 1e3:.1f}",
                     f"{step['time_s'] / meas:.2f}", f"{mfu_meas:.0%}", f"{step['mfu']:.0%}"])
    if markdown:
        return "\n".join(["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
                         + ["| " + " | ".join(d) + " |" for d in data])
    widths = [max(len(x) for x in col) for col in zip(head, *data)]
    return "\n".join("  ".join(x.ljust(w) if i == 0 else x.rjust(w) for i, (x, w) in enumerate(zip(d, widths)))
                     for d in [head] + data)


def compare_all(results_path: str, calc: str, markdown: str | None, only: str | None,
                tolerance: float = cuda_memory.TOLERANCE) -> int:
    with open(results_path) as f:
        data = json.load(f)
    scen_dir = tempfile.mkdtemp(prefix="rooflab-cuda-validation-")
    rows, bad = [], []
    gpu = cuda_memory.gpu_for_device(data["device"])
    for meas in data["results"]:
        cfg = meas["config"]
        if only and not re.search(only, cfg["id"]):
            continue
        path = os.path.join(scen_dir, cfg["id"] + ".json")
        with open(path, "w") as f:
            json.dump(cuda_memory.scenario(cfg, gpu), f, indent=1)
        pred = harness.predict(calc, path)
        if "error" in pred:
            print(f"  {cfg['id']}: rooflab-calc failed: {pred['error']}", file=sys.stderr)
            bad.append((cfg["id"], None))
            continue
        cmp_ = harness.compare(meas, pred)
        rows.append({"config": {"id": cfg["id"]}, "measured": meas, "compare": cmp_, "step": pred["step"]})
        r = harness.ratio(cmp_["rows"]["peak"])
        if r is None or abs(r - 1) > tolerance:
            bad.append((cfg["id"], r))
    versions = ", ".join(f"{k} {v}" for k, v in data["versions"].items())
    print(f"{data['device']}; {versions}")
    print(harness.table(rows))
    print("\nstep time (not a pass/fail check yet: docs/validation.md)")
    print(step_table(rows))
    if markdown:
        text = "\n".join([f"{data['device']}; {versions}. Ratios are predicted / measured.", "",
                          harness.table(rows, markdown=True), "", "Measured, MiB above the baseline:", "",
                          harness.measured_table(rows, markdown=True), "",
                          "Step time, median of three steps (zero_grad to optimizer.step, synchronised):", "",
                          step_table(rows, markdown=True), ""])
        harness.write_markdown(text, markdown)
    return harness.verdict(bad, len(data["results"]), tolerance)
