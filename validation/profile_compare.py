"""The profiled kernel time by kind (validation/results/cuda-h100-profile.json) beside the
time the step-time model gives rooflab-calc's roofline ops (`achieved_time_s`: each at its
achieved efficiency, launch gaps apart), summed by the same kinds over the step's micro-batches;
then the kernels launched, by the same kinds, against rooflab-calc's count (`launches` of each
roofline op, `step.kernel_launches`), with the gaps the model charges (`step.launch_gaps_s`)
beside the measured step's wall time less the profiled GPU busy time. Run from the repository
root after building:
``python3 validation/profile_compare.py [--calc build/default/app/calc/rooflab-calc]``.
``--check`` fails (exit 1) when a configuration's counts leave the bounds the model meets today
(CTest ``validation_kernel_launches``): matrix products 0.65-1.3 of the profile's (its GEMM
class holds more kernels than the products peft's fp32 adapters call), optimizer kernels within
30 %, all kernels together at least half of them and at most as many."""

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cuda_memory  # noqa: E402

def kind(op: dict) -> str:
    name = op["name"]
    if "optimizer" in name:
        return "optimizer"
    # A sliding window's bias is read inside the fused attention kernel (core/model/attentionmask.h).
    if (name.startswith("attention") and "dropout" not in name and "copy" not in name) \
            or name in ("softmax", "sliding-window mask bias"):
        return "attention"
    return "gemm" if op["matmul"] else "other"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--calc", default=os.path.join(HERE, "..", "build", "default", "app", "calc", "rooflab-calc"))
    ap.add_argument("--profile", default=os.path.join(HERE, "results", "cuda-h100-profile.json"))
    ap.add_argument("--results", default=os.path.join(HERE, "results", "cuda-h100.json"))
    ap.add_argument("--check", action="store_true", help="exit 1 when a count leaves its bounds")
    args = ap.parse_args()
    failures = []
    profiles = {r["config"]["id"]: r for r in json.load(open(args.profile))["results"]}
    scen_dir = tempfile.mkdtemp(prefix="rooflab-profile-compare-")
    launch_rows = []
    print("ms per step, profiled / step-time model:")
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
        micro_batches = report["step"]["micro_batches"]
        for op in report["roofline"]["ops"]:
            # Per micro-batch; the optimizer once per step.
            k = kind(op)
            model[k] += op["achieved_time_s"] * (1 if k == "optimizer" else micro_batches)
        measured = profiles[cfg["id"]]["by_kind"]
        print(f"{cfg['id']:45s} " + "  ".join(f"{k} {measured.get(k, 0) * 1e3:6.1f} / {v * 1e3:6.1f}"
                                               for k, v in model.items()))
        launch_rows.append(launch_row(cfg["id"], report, profiles[cfg["id"]], meas))
        failures += [f"{cfg['id']}: {what}" for what in launch_failures(report, profiles[cfg["id"]])]
    print("\nkernels launched per step, model / profiled (Markdown):")
    print("| config | GEMM + attention | optimizer | other | all | gaps charged ms | wall - busy ms |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    print("\n".join(launch_rows))
    if args.check:
        for failure in failures:
            print("FAIL " + failure)
        print(f"kernel counts: {len(launch_rows) - len({f.split(':')[0] for f in failures})} of "
              f"{len(launch_rows)} configurations within bounds")
        return 1 if failures or not launch_rows else 0
    return 0


def launch_counts(report: dict) -> tuple[float, float, float]:
    """The model's kernels per step: matrix products and attention, optimizer, all."""
    ops = report["roofline"]["ops"]
    optimizer = sum(op["launches"] for op in ops if "optimizer" in op["name"])
    products = sum(op["launches"] for op in ops if op["matmul"] and "optimizer" not in op["name"])
    return products, optimizer, report["step"]["kernel_launches"]


def launch_failures(report: dict, profile: dict) -> list[str]:
    products, optimizer, total = launch_counts(report)
    counted = profile["launches"]
    measured_products = counted.get("gemm", 0) + counted.get("attention", 0)
    failures = []
    for name, model, measured, low, high in (("matrix products", products, measured_products, 0.65, 1.3),
                                             ("optimizer kernels", optimizer, counted.get("optimizer", 0), 0.7, 1.3)):
        if measured > 0 and not low <= model / measured <= high:
            failures.append(f"{name} {model:.0f}, profiled {measured}")
    measured_total = sum(counted.values())
    if not 0.5 * measured_total <= total <= measured_total:
        failures.append(f"all kernels {total:.0f}, profiled {measured_total}")
    return failures


def launch_row(config_id: str, report: dict, profile: dict, measured: dict) -> str:
    step = report["step"]
    products, optimizer, total = launch_counts(report)
    other = total - products - optimizer
    counted = profile["launches"]
    times = sorted(measured["step_seconds"])
    idle = times[len(times) // 2] - profile["gpu_seconds"]
    return (f"| {config_id} | {products:.0f} / {counted.get('gemm', 0) + counted.get('attention', 0)} "
            f"| {optimizer:.0f} / {counted.get('optimizer', 0)} | {other:.0f} / {counted.get('other', 0)} "
            f"| {step['kernel_launches']:.0f} / {sum(counted.values())} | {step['launch_gaps_s'] * 1e3:.1f} "
            f"| {idle * 1e3:.1f} |")


if __name__ == "__main__":
    sys.exit(main())
