#!/usr/bin/env python3
"""Where the time of a real training step goes on a CUDA GPU: the configurations of
cuda_memory.py, one step each under torch.profiler, GPU kernel time summed by kind (matrix
products, attention, optimizer, everything else: elementwise, norms, casts, loss) against the
step's wall time, the kernels launched most often (by name, with their counts) and the GPU's idle
time between kernels. The data behind the step-time comparison in docs/validation.md.

    python3 validation/cuda_profile.py --out cuda-profile.json [--only REGEX]   # on the GPU
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cuda_memory  # noqa: E402

# Kernel names by kind (cuBLAS(Lt) and CUTLASS GEMMs, FlashAttention / memory-efficient SDPA,
# torch.optim's foreach and fused kernels); the rest is elementwise and reduction work.
KINDS = [
    ("gemm", re.compile(r"gemm|nvjet|xmma|cutlass|cublas|s16816|h16816", re.I)),
    ("attention", re.compile(r"flash|fmha|attention|efficient_attention", re.I)),
    ("optimizer", re.compile(r"multi_tensor|foreach|fused_adam|adam|sgd", re.I)),
]


def kind_of(name: str) -> str:
    for kind, pattern in (KINDS[1], KINDS[0], KINDS[2]):   # attention before gemm: FMHA kernels are CUTLASS
        if pattern.search(name):
            return kind
    return "other"


def child(cfg: dict) -> dict:
    import torch
    from torch.profiler import ProfilerActivity, profile
    torch.manual_seed(0)
    hf = cuda_memory.hf_config(cfg)
    amp = cfg["precision"] == "amp-bf16"
    ids = torch.randint(0, hf["vocab_size"], (cfg["micro_batch"], cfg["seq_len"]), device="cuda")
    model, hf_model = cuda_memory.build(cfg, hf)
    opt = cuda_memory.make_optimizer(cfg["optimizer"], cfg["optimizer_impl"],
                                     [p for p in model.parameters() if p.requires_grad])

    def step():
        opt.zero_grad(set_to_none=True)
        with torch.autocast("cuda", dtype=torch.bfloat16) if amp else contextlib.nullcontext():
            logits = model(input_ids=ids, use_cache=False).logits
            loss = hf_model.loss_function(logits=logits, labels=ids, vocab_size=hf["vocab_size"])
        loss.backward()
        opt.step()

    for _ in range(3):
        step()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA, ProfilerActivity.CPU]) as prof:
        t0 = time.perf_counter()
        step()
        torch.cuda.synchronize()
        wall = time.perf_counter() - t0
    kinds, kernels, count, calls, intervals = {}, {}, {}, {}, []
    for ev in prof.events():
        # The optimizer's record_function range shows among the device events: not a kernel.
        if ev.device_type != torch.autograd.DeviceType.CUDA or ev.name.startswith(("Optimizer.", "ProfilerStep")):
            continue
        us = ev.time_range.elapsed_us()
        k = kind_of(ev.name)
        kinds[k] = kinds.get(k, 0.0) + us * 1e-6
        kernels[ev.name] = kernels.get(ev.name, 0.0) + us * 1e-6
        count[k] = count.get(k, 0) + 1
        calls[ev.name] = calls.get(ev.name, 0) + 1
        intervals.append((ev.time_range.start, ev.time_range.end))
    top = sorted(kernels.items(), key=lambda kv: -kv[1])[:25]
    # The kernels launched most often, with their counts: what the step-time model's kernel
    # counts (core/roofline/kernellaunches.cpp) are checked against, name by name.
    most = sorted(calls.items(), key=lambda kv: -kv[1])[:40]
    return {"config": cfg, "wall_seconds": wall, "gpu_seconds": sum(kinds.values()), "by_kind": kinds,
            "launches": count, "top_kernels": [{"name": n[:160], "seconds": s, "kind": kind_of(n)} for n, s in top],
            "most_launched": [{"name": n[:160], "launches": c, "seconds": kernels[n], "kind": kind_of(n)}
                              for n, c in most],
            "idle_gaps_us": idle_gaps(intervals)}


def idle_gaps(intervals: list[tuple[float, float]]) -> dict:
    """The GPU's idle time between consecutive kernels (microseconds, kernels of every stream
    merged: overlapping kernels leave no gap): how many gaps, their sum and their quartiles,
    the per-launch gap the step-time model charges (docs/formulas.md, "Kernel launch gaps")."""
    gaps, busy_until = [], None
    for start, end in sorted(intervals):
        if busy_until is not None and start > busy_until:
            gaps.append(start - busy_until)
        busy_until = end if busy_until is None else max(busy_until, end)
    if not gaps:
        return {"count": 0, "sum": 0.0}
    gaps.sort()
    at = lambda q: gaps[min(len(gaps) - 1, int(q * len(gaps)))]  # noqa: E731
    return {"count": len(gaps), "sum": sum(gaps), "p10": at(0.1), "median": at(0.5), "p90": at(0.9),
            "max": gaps[-1]}


def main():
    ap = argparse.ArgumentParser(description="Profile one training step per configuration (see the docstring).")
    ap.add_argument("mode", nargs="?", default="run", choices=["run", "child"])
    ap.add_argument("--out", help="results file (JSON)")
    ap.add_argument("--only", help="only configurations whose id matches this regular expression")
    args = ap.parse_args()
    if args.mode == "child":
        print("RESULT " + json.dumps(child(json.loads(sys.stdin.read()))), flush=True)
        return 0
    results = []
    for cfg in cuda_memory.CONFIGS:
        if args.only and not re.search(args.only, cfg["id"]):
            continue
        proc = subprocess.run([sys.executable, os.path.abspath(__file__), "child"], input=json.dumps(cfg),
                              capture_output=True, text=True, timeout=300)
        line = next((l for l in proc.stdout.splitlines() if l.startswith("RESULT ")), None)
        if line is None:
            print(f"  {cfg['id']}: FAILED (exit {proc.returncode}):\n{proc.stderr[-2000:]}", flush=True)
            continue
        r = json.loads(line[7:])
        results.append(r)
        parts = ", ".join(f"{k} {v * 1e3:.1f}" for k, v in sorted(r["by_kind"].items()))
        print(f"  {cfg['id']:<46} wall {r['wall_seconds'] * 1e3:7.1f} ms, GPU {r['gpu_seconds'] * 1e3:7.1f} ms "
              f"({parts}), launches {sum(r['launches'].values())}", flush=True)
        if args.out:
            with open(args.out, "w") as f:
                json.dump({"results": results}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
