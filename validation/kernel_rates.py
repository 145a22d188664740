#!/usr/bin/env python3
"""The rates of the kernels a transformers training step runs, each measured on its own: the
figures the step-time model still takes from the step it is checked against (docs/validation.md,
"Step time of the same runs"), measured apart so that they become sources rather than fits.

  * 16-bit GEMMs whose N or K breaks 16-byte alignment (GPT-2's 50,257-token LM head and
    neighbours: 50,258, 50,260, 50,264 against 50,304), in the three layouts of a training step;
  * PyTorch's elementwise kernels in the patterns transformers' eager code makes: contiguous,
    broadcast, on a transposed view (the rotary embedding), casts, the concatenation of
    rotate_half, the fp32 log-softmax over a vocabulary and its backward;
  * torch.optim's AdamW, fused and foreach, per parameter;
  * scaled_dot_product_attention causal, with an explicit boolean mask (a sliding window at
    its own length), and at head dim 64;
  * what a torch.cuda.synchronize() between two kernels costs the GPU: the time per small
    kernel launched after a synchronisation, against the same kernels queued back to back
    (Megatron-LM 2021's timers synchronise around every forward, backward and p2p call).

Each figure is the median of timed repeats (CUDA events) after a warm-up, with the bytes or FLOPs
it was divided by, so a rate can be recomputed from the file.

    python3 validation/kernel_rates.py --out kernel-rates.json          # on the GPU (~2 min)
    python3 validation/kernel_rates.py --out /tmp/k.json --device cpu --small   # a smoke test
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time


def timer(device: str):
    """Seconds of one call of fn, the median of `repeats` after `warmup`."""
    import torch

    def measure(fn, repeats: int = 10, warmup: int = 3) -> float:
        for _ in range(warmup):
            fn()
        times = []
        for _ in range(repeats):
            if device == "cuda":
                start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
                start.record()
                fn()
                end.record()
                torch.cuda.synchronize()
                times.append(start.elapsed_time(end) / 1e3)
            else:
                t0 = time.perf_counter()
                fn()
                times.append(time.perf_counter() - t0)
        return statistics.median(times)
    return measure


def gemm_alignment(measure, device: str, small: bool) -> list[dict]:
    """The LM head's three products over a vocabulary of each width (M tokens, K = d_model)."""
    import torch
    dtype = torch.bfloat16 if device == "cuda" else torch.float32
    m, k = (8192, 768) if not small else (256, 64)
    rows = []
    for n in ((50257, 50258, 50260, 50264, 50304) if not small else (1001, 1024)):
        x = torch.randn(m, k, device=device, dtype=dtype)
        w = torch.randn(n, k, device=device, dtype=dtype)
        dy = torch.randn(m, n, device=device, dtype=dtype)
        flops = 2.0 * m * k * n
        for layout, fn in (("forward x w^T", lambda: x @ w.t()),
                           ("input gradient dy w", lambda: dy @ w),
                           ("weight gradient dy^T x", lambda: dy.t() @ x)):
            seconds = measure(fn)
            rows.append({"m": m, "k": k, "n": n, "layout": layout, "flops": flops, "seconds": seconds,
                         "tflops": flops / seconds / 1e12})
    return rows


def elementwise(measure, device: str, small: bool) -> list[dict]:
    """Achieved bandwidth of PyTorch's elementwise kernels in transformers' patterns."""
    import torch
    b, s, h, d = (8, 4096, 32, 128) if not small else (2, 64, 4, 16)
    rows = []

    def row(name: str, dtype, bytes_moved: float, fn) -> None:
        seconds = measure(fn)
        rows.append({"pattern": name, "dtype": str(dtype).replace("torch.", ""), "bytes": bytes_moved,
                     "seconds": seconds, "gb_per_s": bytes_moved / seconds / 1e9})

    for dtype in ((torch.bfloat16, torch.float32) if device == "cuda" else (torch.float32,)):
        e = torch.tensor([], dtype=dtype).element_size()
        n = b * s * h * d
        x = torch.randn(b, s, h * d, device=device, dtype=dtype)
        y = torch.randn_like(x)
        row("contiguous multiply", dtype, 3.0 * n * e, lambda: x * y)
        row("contiguous add", dtype, 3.0 * n * e, lambda: x + y)
        # The rotary embedding: q viewed as [b, heads, s, d] (a transposed view of the
        # projection's output) times cos broadcast over the heads.
        q = x.view(b, s, h, d).transpose(1, 2)
        cos = torch.randn(b, 1, s, d, device=device, dtype=dtype)
        row("transposed view x broadcast (rotary q x cos)", dtype, 2.0 * n * e + b * s * d * e, lambda: q * cos)
        qc = q.contiguous()
        row("contiguous x broadcast", dtype, 2.0 * n * e + b * s * d * e, lambda: qc * cos)
        row("rotate_half: negate and concatenate halves", dtype, 2.0 * n * e,
            lambda: torch.cat((-qc[..., d // 2:], qc[..., : d // 2]), dim=-1))
        row("copy of a transposed view (.contiguous())", dtype, 2.0 * n * e, lambda: q.contiguous())
    if device == "cuda":
        x16 = torch.randn(b, s, h * d, device=device, dtype=torch.bfloat16)
        x32 = x16.float()
        n = x16.numel()
        row("cast bf16 -> fp32", torch.bfloat16, 6.0 * n, lambda: x16.float())
        row("cast fp32 -> bf16", torch.float32, 6.0 * n, lambda: x32.to(torch.bfloat16))
    # The loss over a vocabulary: fp32 log-softmax and its backward, rows of V logits.
    tokens, vocab = (8192, 32000) if not small else (64, 1000)
    logits = torch.randn(tokens, vocab, device=device, dtype=torch.float32, requires_grad=True)
    out = torch.log_softmax(logits, dim=-1)
    grad = torch.randn_like(out)
    row("log_softmax fp32 forward", torch.float32, 8.0 * tokens * vocab, lambda: torch.log_softmax(logits, dim=-1))
    row("log_softmax fp32 backward", torch.float32, 12.0 * tokens * vocab,
        lambda: torch.autograd.grad(out, logits, grad, retain_graph=True))
    return rows


def adamw(measure, device: str, small: bool) -> list[dict]:
    """torch.optim.AdamW's step over bf16 parameters, fused and foreach (CUDA only)."""
    import torch
    if device != "cuda":
        return []
    tensors, numel = (200, 5_000_000) if not small else (4, 1000)
    rows = []
    for impl in ("fused", "foreach"):
        params = [torch.nn.Parameter(torch.randn(numel, device=device, dtype=torch.bfloat16))
                  for _ in range(tensors)]
        for p in params:
            p.grad = torch.randn_like(p)
        opt = torch.optim.AdamW(params, lr=1e-4, **({"fused": True} if impl == "fused" else {"foreach": True}))
        opt.step()   # creates the states
        seconds = measure(opt.step)
        count = tensors * numel
        rows.append({"impl": impl, "params": count, "seconds": seconds, "ns_per_param": seconds / count * 1e9,
                     # RoofLab's bytes per bf16 parameter (core/roofline/optimizerpasses.cpp): fused 14, foreach 40
                     "model_bytes_per_param": 14 if impl == "fused" else 40,
                     "gb_per_s_at_model_bytes": (14 if impl == "fused" else 40) * count / seconds / 1e9})
        del opt, params
        torch.cuda.empty_cache()
    return rows


def attention(measure, device: str, small: bool) -> list[dict]:
    """SDPA forward and forward + backward: causal, with a boolean mask, head dim 64 (CUDA only)."""
    import torch
    import torch.nn.functional as F
    if device != "cuda" or not hasattr(F, "scaled_dot_product_attention"):
        return []
    b, s = (4, 4096) if not small else (1, 128)
    rows = []
    for heads, d in ((32, 128), (64, 64)):
        q, k, v = (torch.randn(b, heads, s, d, device=device, dtype=torch.bfloat16, requires_grad=True)
                   for _ in range(3))
        mask = torch.ones(s, s, device=device, dtype=torch.bool).tril()[None, None].expand(b, 1, s, s).contiguous()
        for variant, kwargs, flop_share in (("causal", {"is_causal": True}, 0.5),
                                            ("boolean mask (whole square)", {"attn_mask": mask}, 1.0)):
            fwd_flops = 4.0 * b * heads * s * s * d * flop_share

            def forward():
                return F.scaled_dot_product_attention(q, k, v, **kwargs)

            def both():
                F.scaled_dot_product_attention(q, k, v, **kwargs).sum().backward()

            t_fwd, t_both = measure(forward), measure(both)
            rows.append({"heads": heads, "head_dim": d, "batch": b, "seq": s, "variant": variant,
                         "forward_s": t_fwd, "forward_backward_s": t_both,
                         "forward_tflops_executed": fwd_flops / t_fwd / 1e12,
                         "backward_tflops_executed": 2.5 * fwd_flops / max(t_both - t_fwd, 1e-12) / 1e12})
    return rows


def synchronised_launches(measure, device: str, small: bool) -> list[dict]:
    """Wall time per small kernel: queued back to back, and each after torch.cuda.synchronize()."""
    import torch
    x = torch.zeros(1024, device=device)
    n = 200 if small else 5000
    sync = torch.cuda.synchronize if device == "cuda" else (lambda: None)

    def per_kernel(synchronised: bool) -> float:
        sync()
        t0 = time.perf_counter()
        for _ in range(n):
            if synchronised:
                sync()
            x.add_(1.0)
        sync()
        return (time.perf_counter() - t0) / n

    rows = []
    for synchronised in (False, True):
        per_kernel(synchronised)  # warm-up
        times = [per_kernel(synchronised) for _ in range(5)]
        rows.append({"pattern": "synchronize, then launch" if synchronised else "queued back to back",
                     "kernels": n, "seconds_per_kernel": statistics.median(times)})
    rows.append({"pattern": "extra per synchronisation",
                 "seconds_per_kernel": rows[1]["seconds_per_kernel"] - rows[0]["seconds_per_kernel"]})
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--device", default="cuda", choices=("cuda", "cpu"))
    ap.add_argument("--small", action="store_true", help="tiny sizes: checks the code, not the rates")
    args = ap.parse_args()
    try:
        import torch
    except ImportError:
        print("torch is not importable here: nothing to measure", file=sys.stderr)
        return 77   # CTest's skip code (validation_kernel_rates_smoke)
    if args.device == "cuda" and not torch.cuda.is_available():
        print("no CUDA device: use --device cpu --small for a smoke test", file=sys.stderr)
        return 2
    measure = timer(args.device)
    result = {"device": torch.cuda.get_device_name() if args.device == "cuda" else "cpu",
              "versions": {"torch": torch.__version__}, "small": args.small}
    for name, fn in (("gemm_alignment", gemm_alignment), ("elementwise", elementwise), ("adamw", adamw),
                     ("attention", attention), ("synchronised_launches", synchronised_launches)):
        started = time.time()
        result[name] = fn(measure, args.device, args.small)
        print(f"{name}: {len(result[name])} rows, {time.time() - started:.1f} s", flush=True)
    with open(args.out, "w") as f:
        json.dump(result, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
