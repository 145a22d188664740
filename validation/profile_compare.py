"""The profiled kernel time by kind (validation/results/cuda-h100-profile.json) beside the
time rooflab-calc's roofline ops take at the step-time model's bandwidth (80 % of the
datasheet), summed by the same kinds, and the step-time model's attention (`step.attention_s`). Run from the repository root after building:
``python3 validation/profile_compare.py [--calc build/default/app/calc/rooflab-calc]``."""

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cuda_memory  # noqa: E402

MEMORY_FRACTION = 0.8  # StepEfficiency::memoryFraction (core/steptime.h)


def kind(op: dict) -> str:
    name = op["name"]
    if "optimizer" in name:
        return "optimizer"
    if (name.startswith("attention") and "dropout" not in name and "copy" not in name) \
            or name in ("softmax",):
        return "attention"
    return "gemm" if op["matmul"] else "other"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--calc", default=os.path.join(HERE, "..", "build", "default", "app", "calc", "rooflab-calc"))
    ap.add_argument("--profile", default=os.path.join(HERE, "results", "cuda-h100-profile.json"))
    ap.add_argument("--results", default=os.path.join(HERE, "results", "cuda-h100.json"))
    args = ap.parse_args()
    profiles = {r["config"]["id"]: r for r in json.load(open(args.profile))["results"]}
    scen_dir = tempfile.mkdtemp(prefix="rooflab-profile-compare-")
    print("ms, profiled / model:")
    for meas in json.load(open(args.results))["results"]:
        cfg = meas["config"]
        if cfg["id"] not in profiles:
            continue
        path = os.path.join(scen_dir, cfg["id"] + ".json")
        with open(path, "w") as f:
            json.dump(cuda_memory.scenario(cfg), f)
        report = json.loads(subprocess.run([args.calc, "--json", path], capture_output=True, text=True,
                                           check=True).stdout)
        model = {"gemm": 0.0, "attention": 0.0, "optimizer": 0.0, "other": 0.0}
        for op in report["roofline"]["ops"]:
            # The memory-bound ops at the model's bandwidth; the matmuls as the roofline has them.
            t = op["time_s"] / MEMORY_FRACTION if op["bound"] == "memory" else op["time_s"]
            model[kind(op)] += t
        measured = profiles[cfg["id"]]["by_kind"]
        # The step-time model's own attention (its fused-attention curve, not the roofline's peak).
        attention = report["step"]["attention_s"]
        print(f"{cfg['id']:45s} " + "  ".join(f"{k} {measured.get(k, 0) * 1e3:6.1f} / {v * 1e3:6.1f}"
                                               for k, v in model.items()) +
              f"  attention (step model) {attention * 1e3:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
