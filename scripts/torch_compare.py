#!/usr/bin/env python3
"""Runs the shapes of rooflab-bench results files through PyTorch on the same GPU and writes one
comparison table: RoofLab's figure as a % of PyTorch's, per dtype and size.

    python3 scripts/torch_compare.py --results quick.json [full.json ...] \
        --markdown comparison.md --json comparison.json

GEMMs go through torch.matmul (fp32 with TF32 off, tf32 with it on, fp16, bf16) and
torch._scaled_mm (fp8-e4m3, with and without fast accumulation), STREAM copy and triad through a
tensor copy and torch.add. Each is timed the way rooflab-bench times it (docs/gpu-method.md):
CUDA events, median of samples, the L2 evicted by reading a buffer of twice its size before each
sample, a short spin before the start event, short ops batched over rotated input copies.
PyTorch computes the row-major product X[n,k] @ W[k,m] (W stored transposed, as a linear layer
holds it), which is the same cuBLAS problem as RoofLab's column-major D[m,n] = A[m,k] B[k,n]:
the same FLOPs and bytes, and decode shapes (n = tokens) stay legal for fp8.

Exit status: 0 when the table was written, 3 when PyTorch or a CUDA device is missing, 2 for bad
arguments.
"""

import argparse
import json
import math
import os
import re
import statistics
import sys
import time


def fail(message, status):
    print("torch_compare: " + message, file=sys.stderr)
    sys.exit(status)


def load_points(paths):
    """GEMM and STREAM points of the results files, without repeats (first file wins)."""
    seen = set()
    out = []
    device = None
    for path in paths:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        if device is None:
            device = doc.get("device", {})
        for p in doc.get("points", []):
            if p.get("error"):
                continue
            kind = p.get("kind")
            if kind == "gemm":
                key = ("gemm", p["dtype"], p["m"], p["n"], p["k"], bool(p.get("fast_accum", False)))
            elif kind == "stream" and p.get("name") in ("stream copy", "stream triad"):
                key = ("stream", p["dtype"], p["name"], p.get("elements", 0))
            else:
                continue
            if key in seen:
                continue
            seen.add(key)
            out.append(p)
    return device or {}, out


class Timer:
    def __init__(self, torch, l2_bytes, reps, warmup, clock=None):
        self.torch = torch
        self.reps = reps
        self.warmup = warmup
        self.clock = clock  # () -> SM clock in MHz, or None
        self.l2 = max(int(l2_bytes), 8 << 20)
        # Read (not written) before every sample: evicts the L2 and leaves clean lines.
        self.flush_buf = torch.empty(2 * self.l2 // 4, dtype=torch.float32, device="cuda").uniform_()
        # About 20 us of spinning at a Hopper-class SM clock (torch.cuda._sleep counts cycles).
        self.spin_cycles = int(20e-6 * 1.98e9)

    def flush(self):
        self.flush_buf.sum()

    def spin(self):
        try:
            self.torch.cuda._sleep(self.spin_cycles)
        except Exception:  # private API: without it the sample includes the launch latency
            pass

    def time(self, ops, flush, min_batch=1, reps=None, batch=None, soak_seconds=0.0):
        """(median seconds per op call, batch, median SM clock in MHz or None); ops is a list of
        closures over rotated input copies. reps and batch, when given, repeat a RoofLab point's
        sampling; soak_seconds of back-to-back calls first put the card in the thermal and power
        state that the RoofLab point was measured in (a long sweep point runs hotter and at a
        lower clock than a short burst)."""
        torch = self.torch
        for i in range(self.warmup):
            ops[i % len(ops)]()
        torch.cuda.synchronize()
        if soak_seconds > 0:
            until = time.monotonic() + soak_seconds
            i = 0
            while time.monotonic() < until:
                for _ in range(8):
                    ops[i % len(ops)]()
                    i += 1
                torch.cuda.synchronize()
        start = torch.cuda.Event(enable_timing=True)
        stop = torch.cuda.Event(enable_timing=True)
        clocks = []

        def sample(batch, first):
            if flush:
                self.flush()
            self.spin()
            start.record()
            for b in range(batch):
                ops[(first + b) % len(ops)]()
            stop.record()
            if self.clock:
                clocks.append(self.clock())
            stop.synchronize()
            return start.elapsed_time(stop) * 1e-3 / batch

        if batch is None:
            probe = max(sample(1, 0), 1e-7)
            batch = max(min_batch, 1)
            if probe < 20e-6:
                batch = max(batch, min(1000, math.ceil(100e-6 / probe)))
        clocks.clear()
        times = [sample(batch, r * batch) for r in range(reps or self.reps)]
        clock = statistics.median(clocks) if clocks else None
        return statistics.median(times), batch, clock


def nvml_clock(index):
    """A reader of the current SM clock through NVML (nvidia-ml-py), or None."""
    try:
        import pynvml
        pynvml.nvmlInit()
        handle = pynvml.nvmlDeviceGetHandleByIndex(index)
        return lambda: float(pynvml.nvmlDeviceGetClockInfo(handle, pynvml.NVML_CLOCK_SM))
    except Exception:
        return None


def copies_for(ws_bytes, l2_bytes):
    """As gpu/timing.cpp gemmInputCopies(): rotated sets so that batched launches run cold."""
    if ws_bytes <= 0 or l2_bytes <= 0 or ws_bytes >= 2 * l2_bytes:
        return 1
    return int(min(math.ceil(2 * l2_bytes / ws_bytes) + 1, 64, (1 << 30) // ws_bytes)) or 1


def gemm_ops(torch, dtype, m, n, k, fast_accum, l2_bytes):
    """Closures computing X[n,k] @ W[k,m] in the dtype, over rotated copies. None if unsupported."""
    in_bytes = {"fp32": 4, "tf32": 4, "fp16": 2, "bf16": 2, "fp8-e4m3": 1}[dtype]
    out_bytes = 2 if dtype == "fp8-e4m3" else in_bytes
    ws = in_bytes * (m * k + k * n) + out_bytes * m * n
    copies = copies_for(ws, l2_bytes)
    ops = []
    if dtype == "fp8-e4m3":
        if not hasattr(torch, "_scaled_mm") or not hasattr(torch, "float8_e4m3fn"):
            return None, "this PyTorch has no torch._scaled_mm / float8_e4m3fn"
        one = torch.ones((), dtype=torch.float32, device="cuda")
        for _ in range(copies):
            x = (torch.rand(n, k, device="cuda") * 2 - 1).to(torch.float8_e4m3fn)
            w = (torch.rand(m, k, device="cuda") * 2 - 1).to(torch.float8_e4m3fn).t()  # column-major
            ops.append(lambda x=x, w=w: torch._scaled_mm(x, w, scale_a=one, scale_b=one,
                                                         out_dtype=torch.bfloat16,
                                                         use_fast_accum=fast_accum))
        return ops, None
    tdtype = {"fp32": torch.float32, "tf32": torch.float32, "fp16": torch.float16,
              "bf16": torch.bfloat16}[dtype]
    for _ in range(copies):
        x = (torch.rand(n, k, device="cuda") * 2 - 1).to(tdtype)
        w = (torch.rand(m, k, device="cuda") * 2 - 1).to(tdtype).t()
        out = torch.empty(n, m, dtype=tdtype, device="cuda")
        ops.append(lambda x=x, w=w, out=out: torch.matmul(x, w, out=out))
    return ops, None


def set_tf32(torch, on):
    try:
        torch.backends.cuda.matmul.fp32_precision = "tf32" if on else "ieee"
    except Exception:
        torch.backends.cuda.matmul.allow_tf32 = on


def square_gemms(rows, dtype, lo=1024, hi=16384):
    out = []
    for r in rows:
        if r["kind"] == "gemm" and r["dtype"] == dtype and "percent" in r and "fast" not in r["shape"]:
            m, n, k = (int(x) for x in r["shape"].split("x"))
            if m == n == k and lo <= m <= hi:
                out.append(r)
    return out


def targets(rows):
    """The targets of docs/measurements.md, each with the figure and met / NOT met."""
    out = []
    for dtype in ("bf16", "fp16"):
        rs = square_gemms(rows, dtype)
        if rs:
            worst = min(rs, key=lambda r: r["percent"])
            median = statistics.median(r["percent"] for r in rs)
            out.append("%s GEMM 1024-16384 squares: worst %.1f %% of torch.matmul (%s; target >= 97 %%): %s; "
                       "median %.1f %% (target >= 100 %%): %s" % (
                           dtype, worst["percent"], worst["shape"], "met" if worst["percent"] >= 97 else "NOT met",
                           median, "met" if median >= 100 else "NOT met"))
    for r in rows:
        if r["kind"] == "gemm" and r["dtype"] == "fp8-e4m3" and r["shape"].startswith("8192x8192x8192") \
                and r["rooflab"]:
            out.append("fp8 GEMM %s: %.0f TFLOP/s (target >= 1400 on an H100): %s" % (
                r["shape"], r["rooflab"], "met" if r["rooflab"] >= 1400 else "NOT met"))
        if r["kind"] == "stream" and r["name"] == "stream copy" and "percent" in r:
            out.append("STREAM copy: %.1f %% of a torch copy (target >= 100 %%): %s" % (
                r["percent"], "met" if r["percent"] >= 100 else "NOT met"))
    return out


def render(rows, gpu, header, skipped=0, max_seconds=0):
    """The comparison as Markdown: one row per shape, a per-dtype summary, the targets."""
    lines = []
    lines.append("# RoofLab vs PyTorch on %s" % gpu)
    lines.append("")
    lines.append(header)
    lines.append("")
    lines.append("| kind | dtype | shape | RoofLab | PyTorch | RoofLab % of PyTorch | note |")
    lines.append("|---|---|---|---:|---:|---:|---|")
    for r in rows:
        def fmtv(v):
            return "%.1f %s" % (v, r["unit"]) if v else "-"
        pct = "%.1f %%" % r["percent"] if "percent" in r else "-"
        note = r["note"]
        clocks = r.get("clocks") or (None, None)
        if clocks[0] and clocks[1]:
            note += "; SM clock %.0f / %.0f MHz" % clocks
        if r["kind"] == "gemm" and not r.get("l2_flushed", True):
            note = "RoofLab point L2-warm; " + note
        lines.append("| %s | %s | %s | %s | %s | %s | %s |" % (
            r["kind"], r["dtype"], r["shape"], fmtv(r["rooflab"]), fmtv(r["torch"]), pct, note))
    lines.append("")
    # Per dtype: the geometric mean of the ratios and the worst one.
    lines.append("| dtype | rows | geometric mean | worst |")
    lines.append("|---|---:|---:|---|")
    by_dtype = {}
    for r in rows:
        if "percent" in r:
            by_dtype.setdefault((r["kind"], r["dtype"]), []).append(r)
    for (kind, dtype), rs in sorted(by_dtype.items()):
        gm = math.exp(sum(math.log(r["percent"]) for r in rs) / len(rs))
        worst = min(rs, key=lambda r: r["percent"])
        lines.append("| %s %s | %d | %.1f %% | %.1f %% (%s) |" % (
            kind, dtype, len(rs), gm, worst["percent"], worst["shape"]))
    lines.append("")
    lines.extend("- " + t for t in targets(rows))
    if skipped:
        lines.append("- %d shape(s) left out: --max-seconds %.0f reached" % (skipped, max_seconds))
    return "\n".join(lines) + "\n"


def matched(point, args):
    """Timer arguments that repeat the RoofLab point's sampling: its samples, its launches per
    sample, and a soak as long as its timed run (the card reaches the same clock)."""
    if args.burst or not point.get("repetitions") or not point.get("time_median_s"):
        return {}
    reps = int(point["repetitions"])
    batch = int(point.get("launches_per_sample") or 1)
    return {"reps": reps, "batch": batch, "soak_seconds": min(reps * batch * point["time_median_s"], 3.0)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--results", nargs="+", required=True, help="rooflab-bench JSON files")
    ap.add_argument("--markdown", help="write the table here (Markdown); it is also printed")
    ap.add_argument("--json", help="write every row as JSON here")
    ap.add_argument("--max-seconds", type=float, default=420,
                    help="stop adding rows after this long (default 420)")
    ap.add_argument("--reps", type=int, default=10,
                    help="timed samples per op with --burst (default 10)")
    ap.add_argument("--only", metavar="REGEX",
                    help="compare only the points whose 'dtype name' matches (re.search), e.g. "
                         "'^(bf16|fp16) gemm (1024|4096)x' or 'stream copy'")
    ap.add_argument("--burst", action="store_true",
                    help="time PyTorch in short bursts (--reps samples, no soak) instead of repeating "
                         "each RoofLab point's sampling after a soak of the same length")
    args = ap.parse_args()

    device, points = load_points(args.results)
    if args.only:
        try:
            wanted = re.compile(args.only)
        except re.error as e:
            fail("--only: not a regular expression (%s)" % e, 2)
        points = [p for p in points if wanted.search("%s %s" % (p["dtype"], p["name"]))]
        if not points:
            fail("--only %r matches no point of the results" % args.only, 2)
    try:
        import torch
    except ImportError as e:
        fail("PyTorch is not importable here (%s): no comparison" % e, 3)
    if not torch.cuda.is_available():
        fail("PyTorch sees no CUDA device: no comparison", 3)

    props = torch.cuda.get_device_properties(0)
    l2 = getattr(props, "L2_cache_size", 0) or device.get("l2_bytes", 50 << 20)
    timer = Timer(torch, l2, args.reps, warmup=3, clock=nvml_clock(torch.cuda.current_device()))
    started = time.monotonic()
    rows = []
    skipped = 0
    for p in points:
        if time.monotonic() - started > args.max_seconds:
            skipped += 1
            continue
        row = {"kind": p["kind"], "dtype": p["dtype"], "name": p["name"],
               "algorithm": p.get("algorithm", ""), "rooflab": None, "torch": None, "note": ""}
        try:
            if p["kind"] == "gemm":
                m, n, k = p["m"], p["n"], p["k"]
                fast = bool(p.get("fast_accum", False))
                row["shape"] = "%dx%dx%d%s" % (m, n, k, " fast-accum" if fast else "")
                row["unit"] = "TFLOP/s"
                row["rooflab"] = p["flops_per_s"] / 1e12
                row["l2_flushed"] = p.get("l2_flushed", True)
                set_tf32(torch, p["dtype"] == "tf32")
                ops, why = gemm_ops(torch, p["dtype"], m, n, k, fast, l2)
                if ops is None:
                    row["note"] = why
                else:
                    seconds, batch, clock = timer.time(ops, flush=True, **matched(p, args))
                    row["torch"] = 2.0 * m * n * k / seconds / 1e12
                    row["note"] = "torch batch %d, %d copies" % (batch, len(ops))
                    row["clocks"] = (p.get("sm_clock_mhz"), clock)
                del ops
            else:
                elements = p["elements"]
                row["shape"] = "%d elements" % elements
                row["unit"] = "TB/s"
                row["rooflab"] = p["bytes_per_s"] / 1e12
                a = torch.rand(elements, device="cuda") + 0.5
                b = torch.rand(elements, device="cuda") + 0.5
                c = torch.rand(elements, device="cuda") + 0.5
                if p["name"] == "stream copy":
                    ops, moved = [lambda: c.copy_(a)], 2 * 4 * elements
                else:
                    ops, moved = [lambda: torch.add(b, c, alpha=0.4, out=a)], 3 * 4 * elements
                seconds, batch, clock = timer.time(ops, flush=False, min_batch=4, **matched(p, args))
                row["clocks"] = (p.get("sm_clock_mhz"), clock)
                row["torch"] = moved / seconds / 1e12
                row["note"] = "torch batch %d" % batch
                del a, b, c, ops
        except Exception as e:  # one shape failing (memory, an unsupported layout) is one row
            row["note"] = "torch failed: %s" % str(e).splitlines()[0][:120]
        torch.cuda.empty_cache()
        if row["rooflab"] and row["torch"]:
            row["percent"] = 100.0 * row["rooflab"] / row["torch"]
        rows.append(row)

    gpu = device.get("name") or props.name
    header = "PyTorch %s, CUDA %s, %s; results: %s" % (
        torch.__version__, torch.version.cuda, time.strftime("%Y-%m-%d %H:%M:%S"),
        ", ".join(os.path.basename(r) for r in args.results))
    text = render(rows, gpu, header, skipped, args.max_seconds)
    print(text)
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as f:
            f.write(text)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"device": gpu, "torch": torch.__version__, "rows": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
