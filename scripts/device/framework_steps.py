#!/usr/bin/env python3
"""One-GPU training steps in the frameworks' styles (issue 50, part 2; docs/measurements.md):
a Llama-style model written as torchtitan writes it (wq, wk, wv, wo; w1, w3, w2; SDPA; RMSNorm;
rotary), wrapped by FSDP2's fully_shard on one rank with bf16 compute and fp32 reduction
(torchtitan's mixed precision), trained with AdamW; each variant in its own process:

  compile   eager, torch.compile per transformer block (torchtitan compiles each block), or
            compile-loss: the blocks and the loss function (torchtitan's build_cross_entropy_loss
            compiles cross_entropy_loss when training.compile is set, 820504e);
  ac        none, op-selective (torch.utils.checkpoint.create_selective_checkpoint_contexts with
            torchtitan's "op" policy: save mm, SDPA and reduce-scatter outputs but every second
            mm; torchtitan/models/llama3/infra/parallelize.py at 81c1243, docs/formulas.md,
            "Op-selective checkpointing"), or full (each block checkpointed);
  swiglu    unfused (w2(silu(w1 x) * w3 x), torchtitan's FeedForward) or fused (one w13 product
            and one elementwise kernel that saves only its input, as Megatron-Core's linear_fc1 and
            Transformer Engine's fused SwiGLU do).

Measured: torch.cuda.max_memory_allocated over the measured step and the median step time of
the timed steps; each variant's RoofLab scenario is written beside it (compare with
`framework_steps.py compare --calc build/default/app/calc/rooflab-calc`).

    python3 scripts/device/framework_steps.py measure --out steps.json --budget-s 180
    python3 scripts/device/framework_steps.py measure --dry-run      # the plan, no torch
    python3 scripts/device/framework_steps.py compare --results steps.json --calc rooflab-calc \\
        [--check MEMORY TIME] [--markdown table.md]
    python3 scripts/device/framework_steps.py measure --profile --only ID,ID --out prof.json  # + kernel times
    python3 scripts/device/framework_steps.py profile-compare --results prof.json --calc rooflab-calc

Exit status: 0 done, 2 usage, 77 no CUDA device.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

from comparetable import gpu_for_device, report
from cudacheck import missing_cuda

# Llama 3 8B's widths (resources/models.json), 4 layers: real products, minutes of compile at most.
MODEL = dict(layers=4, d=4096, heads=32, kv=8, ff=14336, vocab=128256, rope_theta=500000.0)
BATCH, SEQ = 1, 8192
# In priority order: what the issue asks first, then the rest while the budget lasts.
VARIANTS = [
    ("eager", "none", "unfused"), ("eager", "op-selective", "unfused"), ("compile", "none", "unfused"),
    ("eager", "full", "unfused"), ("eager", "none", "fused"), ("compile", "op-selective", "unfused"),
    ("compile", "full", "unfused"), ("eager", "op-selective", "fused"), ("compile", "none", "fused"),
    ("compile-loss", "none", "unfused"), ("compile-loss", "op-selective", "unfused"),
]
STEPS, TIMED = 6, 3   # steps 0-2 warm (compile), 3 measured for memory, 3-5 timed
# One variant's process at most (import, build, process group, compile, six steps), so that one
# hang cannot take the whole budget.
VARIANT_LIMIT_S = {"eager": 60, "compile": 120, "compile-loss": 130}


def variant_id(v) -> str:
    return "-".join(v)


def scenario(v, gpu: str = "h100-sxm") -> dict:
    compile_, ac, swiglu = v
    return {
        "version": 1,
        "name": f"Issue 50 step: {variant_id(v)}",
        "description": "swiglu fused: RoofLab has no knob for a fused SwiGLU outside Megatron-Core's profile; "
                       "the scenario is the unfused one" if swiglu == "fused" else "",
        "model": {"name": "llama3-8b-4-layers", "layers": MODEL["layers"], "d_model": MODEL["d"],
                  "heads": MODEL["heads"], "kv_heads": MODEL["kv"], "head_dim": 128, "d_ff": MODEL["ff"],
                  "mlp": "swiglu", "vocab": MODEL["vocab"], "norm": "rmsnorm"},
        "precision": "bf16-mixed",
        "optimizer": "adamw",
        "training": {"micro_batch": BATCH, "seq_len": SEQ, "checkpointing": ac, "implementation": "torchtitan",
                     "compile": compile_ != "eager", "loss": "compiled" if compile_ == "compile-loss" else "eager"},
        "parallel": {"gpus": 1, "zero": 3},
        "hardware": {"gpu": gpu},
        "phase": "train",
    }


# ------------------------------------------------------------------------------------------
# The model (GPU side)
# ------------------------------------------------------------------------------------------

def build(torch, v):
    import torch.nn as nn
    import torch.nn.functional as F
    compile_, ac, swiglu = v
    d, heads, kv, ff = MODEL["d"], MODEL["heads"], MODEL["kv"], MODEL["ff"]
    hd = d // heads

    def rotary(x, cos, sin):
        x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
        return x * cos + torch.cat((-x2, x1), dim=-1) * sin

    class Attention(nn.Module):
        def __init__(self):
            super().__init__()
            self.wq = nn.Linear(d, heads * hd, bias=False)
            self.wk = nn.Linear(d, kv * hd, bias=False)
            self.wv = nn.Linear(d, kv * hd, bias=False)
            self.wo = nn.Linear(heads * hd, d, bias=False)

        def forward(self, x, cos, sin):
            b, s, _ = x.shape
            q = self.wq(x).view(b, s, heads, hd).transpose(1, 2)
            k = self.wk(x).view(b, s, kv, hd).transpose(1, 2)
            v_ = self.wv(x).view(b, s, kv, hd).transpose(1, 2)
            q, k = rotary(q, cos, sin), rotary(k, cos, sin)
            o = F.scaled_dot_product_attention(q, k, v_, is_causal=True, enable_gqa=True)
            return self.wo(o.transpose(1, 2).reshape(b, s, heads * hd))

    class FusedSwiGLU(torch.autograd.Function):
        """silu(gate) * up from the fused product's output, saving only that output."""

        @staticmethod
        def forward(ctx, gate_up):
            ctx.save_for_backward(gate_up)
            gate, up = gate_up.chunk(2, dim=-1)
            return F.silu(gate) * up

        @staticmethod
        def backward(ctx, grad):
            (gate_up,) = ctx.saved_tensors
            gate, up = gate_up.chunk(2, dim=-1)
            sig = torch.sigmoid(gate)
            silu = gate * sig
            return torch.cat((grad * up * sig * (1 + gate * (1 - sig)), grad * silu), dim=-1)

    class FeedForward(nn.Module):
        def __init__(self):
            super().__init__()
            if swiglu == "fused":
                self.w13 = nn.Linear(d, 2 * ff, bias=False)
            else:
                self.w1 = nn.Linear(d, ff, bias=False)
                self.w3 = nn.Linear(d, ff, bias=False)
            self.w2 = nn.Linear(ff, d, bias=False)

        def forward(self, x):
            if swiglu == "fused":
                return self.w2(FusedSwiGLU.apply(self.w13(x)))
            return self.w2(F.silu(self.w1(x)) * self.w3(x))

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.attention_norm = nn.RMSNorm(d, eps=1e-5)
            self.attention = Attention()
            self.ffn_norm = nn.RMSNorm(d, eps=1e-5)
            self.feed_forward = FeedForward()

        def forward(self, x, cos, sin):
            x = x + self.attention(self.attention_norm(x), cos, sin)
            return x + self.feed_forward(self.ffn_norm(x))

    class Model(nn.Module):
        def __init__(self):
            super().__init__()
            self.tok_embeddings = nn.Embedding(MODEL["vocab"], d)
            self.layers = nn.ModuleList(Block() for _ in range(MODEL["layers"]))
            self.norm = nn.RMSNorm(d, eps=1e-5)
            self.output = nn.Linear(d, MODEL["vocab"], bias=False)
            inv = 1.0 / (MODEL["rope_theta"] ** (torch.arange(0, hd, 2).float() / hd))
            ang = torch.outer(torch.arange(SEQ).float(), inv)
            ang = torch.cat((ang, ang), dim=-1)
            self.register_buffer("cos", ang.cos()[None, None], persistent=False)
            self.register_buffer("sin", ang.sin()[None, None], persistent=False)

        def forward(self, ids):
            h = self.tok_embeddings(ids)
            cos, sin = self.cos.to(h.dtype), self.sin.to(h.dtype)
            for layer in self.layers:
                h = layer(h, cos, sin)
            return self.output(self.norm(h))

    with torch.device("cuda"):
        model = Model()
    wrap_blocks(torch, model, ac, compile_ != "eager")
    return model


def op_policy(torch):
    """torchtitan's "op" selective checkpointing policy (see the module docstring): a fresh count of
    the block's mm calls per forward, shared with that forward's recompute."""
    from collections import defaultdict
    from torch.utils.checkpoint import CheckpointPolicy
    save = {torch.ops.aten.mm.default, torch.ops.aten._scaled_dot_product_efficient_attention.default,
            torch.ops.aten._scaled_dot_product_flash_attention.default,
            torch.ops.aten._scaled_dot_product_cudnn_attention.default,
            torch.ops._c10d_functional.reduce_scatter_tensor.default, torch.ops.aten.max.default}
    meta = defaultdict(int)

    def policy(ctx, func, *args, **kwargs):
        key = ("recompute" if ctx.is_recompute else "forward") + "_mm_count"
        if func == torch.ops.aten.mm.default:
            meta[key] += 1
        to_save = func in save and not (func == torch.ops.aten.mm.default and meta[key] % 2 == 0)
        return CheckpointPolicy.MUST_SAVE if to_save else CheckpointPolicy.PREFER_RECOMPUTE
    return policy


def wrap_blocks(torch, model, ac: str, compile_: bool):
    """Checkpointing, then torch.compile, per block, in torchtitan's order (FSDP2 last)."""
    from torch.distributed.algorithms._checkpoint.checkpoint_wrapper import checkpoint_wrapper
    from torch.utils.checkpoint import create_selective_checkpoint_contexts
    for i, block in enumerate(model.layers):
        if ac == "full":
            block = checkpoint_wrapper(block, preserve_rng_state=False)
        elif ac == "op-selective":
            block = checkpoint_wrapper(block, preserve_rng_state=False,
                                       context_fn=lambda: create_selective_checkpoint_contexts(op_policy(torch)))
        if compile_:
            block = torch.compile(block, fullgraph=True)
        model.layers[i] = block


def shard(torch, model):
    """FSDP2 on one rank with torchtitan's mixed precision (bf16 parameters in compute, fp32
    reduction); without torch.distributed: autocast (the note says so)."""
    if os.environ.get("ROOFLAB_NO_FSDP"):
        return "autocast (FSDP2 skipped: the first variant's process group hung)"
    try:
        import torch.distributed as dist
        from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard
        if not dist.is_initialized():
            os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
            os.environ.setdefault("MASTER_PORT", str(29500 + os.getpid() % 1000))
            dist.init_process_group("nccl", rank=0, world_size=1)
        mp = MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32)
        for block in model.layers:
            fully_shard(block, mp_policy=mp)
        fully_shard(model, mp_policy=mp)
        return "fsdp2"
    except Exception as e:  # noqa: BLE001
        return f"autocast (FSDP2 not available: {e})"


def kernel_kind(name: str) -> str:
    """A profiled kernel's kind, as validation/cuda_profile.py sorts them, with Inductor's generated
    kernels (triton_poi_/triton_red_/triton_per_...) apart from ATen's elementwise ones."""
    from cuda_profile import kind_of
    return "inductor" if name.startswith("triton") else kind_of(name)


def profiled(torch, one_step) -> dict:
    """One more step under torch.profiler: GPU kernel time and launches by kind."""
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        one_step()
        torch.cuda.synchronize()
    seconds, launches, kernels = {}, {}, {}
    for ev in prof.events():
        if ev.device_type != torch.autograd.DeviceType.CUDA or ev.name.startswith(("Optimizer.", "ProfilerStep")):
            continue
        k, s = kernel_kind(ev.name), ev.time_range.elapsed_us() * 1e-6
        seconds[k] = seconds.get(k, 0.0) + s
        launches[k] = launches.get(k, 0) + 1
        kernels[ev.name] = kernels.get(ev.name, 0.0) + s
    top = sorted(kernels.items(), key=lambda kv: -kv[1])[:30]
    return {"by_kind": seconds, "launches": launches,
            "top_kernels": [{"name": n[:160], "seconds": t, "kind": kernel_kind(n)} for n, t in top]}


def child(v, profile: bool = False) -> dict:
    import contextlib
    import torch
    import torch.nn.functional as F
    torch.manual_seed(0)
    model = build(torch, v)
    how = shard(torch, model)
    autocast = (torch.autocast("cuda", dtype=torch.bfloat16) if how.startswith("autocast")
                else contextlib.nullcontext())
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=True)
    ids = torch.randint(0, MODEL["vocab"], (BATCH, SEQ), device="cuda")

    def cross_entropy(logits, labels):  # torchtitan/components/loss.py's cross_entropy_loss
        return F.cross_entropy(logits.float().view(-1, MODEL["vocab"]), labels.view(-1))
    if v[0] == "compile-loss":
        cross_entropy = torch.compile(cross_entropy)
    def one_step():
        opt.zero_grad(set_to_none=True)
        with autocast:
            logits = model(ids)
        loss = cross_entropy(logits, ids)
        loss.backward()
        opt.step()

    times, peak = [], 0
    for n in range(STEPS):
        torch.cuda.synchronize()
        if n == STEPS - TIMED:
            torch.cuda.reset_peak_memory_stats()
        t0 = time.perf_counter()
        one_step()
        torch.cuda.synchronize()
        if n == STEPS - TIMED:
            peak = torch.cuda.max_memory_allocated()
        if n >= STEPS - TIMED:
            times.append(time.perf_counter() - t0)
    times.sort()
    row = {"variant": variant_id(v), "compile": v[0], "checkpointing": v[1], "swiglu": v[2], "how": how,
           "max_memory_allocated": peak, "step_s": times[len(times) // 2], "step_times_s": times,
           "tokens_per_s": BATCH * SEQ / times[len(times) // 2], "device": torch.cuda.get_device_name(0),
           "torch": torch.__version__, "scenario": scenario(v)}
    if profile:
        row["profile"] = profiled(torch, one_step)
    return row


def measure(out_path: str, budget_s: float, dry_run: bool, only: list[str] | None = None,
            profile: bool = False) -> int:
    variants = [v for v in VARIANTS if not only or variant_id(v) in only]
    if dry_run:
        for v in variants:
            print(f"{variant_id(v)}: scenario {json.dumps(scenario(v)['training'])}")
        print(f"framework_steps: {len(variants)} variants, Llama 3 8B widths x {MODEL['layers']} layers, "
              f"{BATCH} x {SEQ} tokens, budget {budget_s:.0f} s")
        return 0
    rows, left_out, start = [], [], time.monotonic()
    env = dict(os.environ)

    def save():  # after every variant: a run stopped at its limit keeps what it measured
        with open(out_path, "w") as f:
            json.dump({"model": MODEL, "batch": BATCH, "seq": SEQ, "rows": rows, "left_out": left_out}, f,
                      indent=2)

    for v in variants:
        left = budget_s - (time.monotonic() - start)
        if left < 20:
            left_out.append(variant_id(v))
            continue
        try:
            r = subprocess.run([sys.executable, __file__, "child", variant_id(v)] + (["profile"] if profile else []),
                               capture_output=True, text=True,
                               timeout=min(left, VARIANT_LIMIT_S[v[0]]), env=env)
        except subprocess.TimeoutExpired as e:
            out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
            if out.strip().startswith("{"):  # the row was printed; only the exit hung
                rows.append(json.loads(out.strip().splitlines()[-1]))
                save()
                continue
            left_out.append(variant_id(v) + " (timed out)")
            if v == variants[0]:
                env["ROOFLAB_NO_FSDP"] = "1"  # a hung one-rank process group: the rest under autocast
            save()
            continue
        if r.returncode == 77:
            print(r.stdout.strip())
            return 77
        try:
            rows.append(json.loads(r.stdout.strip().splitlines()[-1]))
        except (json.JSONDecodeError, IndexError):
            rows.append({"variant": variant_id(v), "error": (r.stderr or r.stdout)[-2000:]})
        print(f"framework_steps: {rows[-1].get('variant')}: "
              f"{rows[-1].get('max_memory_allocated', 0) / 2**30:.2f} GiB, {rows[-1].get('step_s', 0):.3f} s "
              f"{rows[-1].get('how', '')} {rows[-1].get('error', '')[-300:]}", file=sys.stderr)
        save()
    save()
    return 0


def compare(results_path: str, calc: str, tolerance: dict | None = None, markdown: str | None = None) -> int:
    """Each measured variant against rooflab-calc on its scenario (on the card it ran on). With
    `tolerance` ({"memory": x, "time": y}): exit 1 when a ratio is further than that from 1."""
    import tempfile
    with open(results_path) as f:
        data = json.load(f)
    lines = ["| variant | max_memory_allocated GiB | predicted GiB | ratio | step s | predicted s | ratio |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        for row in data["rows"]:
            if "error" in row:
                lines.append(f"| {row['variant']} | error | | | | | |")
                continue
            v = (row["compile"], row["checkpointing"], row["swiglu"])
            path = os.path.join(folder, f"step-{row['variant']}.json")
            with open(path, "w") as f:
                json.dump(scenario(v, gpu_for_device(row.get("device", ""))), f, indent=2)
            r = subprocess.run([calc, "--json", path], capture_output=True, text=True)
            if r.returncode != 0:
                lines.append(f"| {row['variant']} | rooflab-calc: {r.stderr.strip()[:120]} | | | | | |")
                failures.append(f"{row['variant']}: rooflab-calc failed")
                continue
            predicted = json.loads(r.stdout)
            mem = predicted["memory"].get("peak", predicted["memory"]["total"])
            step = predicted["step"]["time_s"]
            meas = row["max_memory_allocated"]
            lines.append(f"| {row['variant']} | {meas / 2**30:.2f} | {mem / 2**30:.2f} | {mem / meas:.3f} | "
                         f"{row['step_s']:.3f} | {step:.3f} | {step / row['step_s']:.3f} |")
            for what, ratio in (("memory", mem / meas), ("time", step / row["step_s"])):
                if tolerance and abs(ratio - 1) > tolerance[what]:
                    failures.append(f"{row['variant']}: {what} predicted/measured {ratio:.3f} beyond "
                                    f"1 +- {tolerance[what]}")
    return report("framework_steps", lines, failures, markdown)


# FSDP2's copies on a world of one (the harness's, not torchtitan's: it does not shard one rank):
# the fp32 shards cast into the all-gather's bf16 input, the gradients concatenated into the fp32
# reduce-scatter input, and NCCL's own copies of both collectives' buffers.
ONE_RANK_FSDP_KERNELS = ("Memcpy DtoD", "chunk_cat_cuda_kernel",
                         "bfloat16_copy_kernel_cuda(at::TensorIteratorBase&)::{lambda(float)#1}")


def one_rank_fsdp_s(profile: dict) -> float:
    return sum(k["seconds"] for k in profile["top_kernels"]
               if any(name in k["name"] for name in ONE_RANK_FSDP_KERNELS))


def profile_compare(results_path: str, calc: str, markdown: str | None = None,
                    tolerance: float | None = None) -> int:
    """Each profiled variant's kernel time by kind against the step-time model's (rooflab-calc's
    roofline ops at their achieved time, kinds as validation/profile_compare.py sorts them):
    elementwise work is ATen's kernels and Inductor's together, less FSDP2's one-rank copies. With
    `tolerance`: exit 1 when a variant without checkpointing has that elementwise work further than
    this from the model's (Inductor's kernels, and eager PyTorch's with the fused RMSNorm)."""
    import tempfile
    from profile_compare import kind
    with open(results_path) as f:
        data = json.load(f)
    lines = ["| variant | GEMM ms meas / model | attention | optimizer | elementwise (ATen + Inductor) | "
             "less one-rank FSDP2 copies | of which Inductor ms | kernels meas / model |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        for row in data["rows"]:
            if "profile" not in row:
                continue
            v = (row["compile"], row["checkpointing"], row["swiglu"])
            path = os.path.join(folder, f"step-{row['variant']}.json")
            with open(path, "w") as f:
                json.dump(scenario(v, gpu_for_device(row.get("device", ""))), f, indent=2)
            r = json.loads(subprocess.run([calc, "--json", path], capture_output=True, text=True, check=True).stdout)
            model = {"gemm": 0.0, "attention": 0.0, "optimizer": 0.0, "other": 0.0}
            for op in r["roofline"]["ops"]:
                model[kind(op)] += op["achieved_time_s"]
            meas = dict(row["profile"]["by_kind"])
            inductor = meas.pop("inductor", 0.0)
            meas["other"] = meas.get("other", 0.0) + inductor
            cells = [f"{meas.get(k, 0.0) * 1e3:.1f} / {model[k] * 1e3:.1f}" for k in ("gemm", "attention", "optimizer",
                                                                                     "other")]
            rest = meas["other"] - one_rank_fsdp_s(row["profile"])
            launched = sum(row["profile"]["launches"].values())
            lines.append(f"| {row['variant']} | " + " | ".join(cells) + f" | {rest * 1e3:.1f} / {model['other'] * 1e3:.1f}"
                         f" | {inductor * 1e3:.1f} | {launched} / {r['step']['kernel_launches']:.0f} |")
            if tolerance is not None and v[1] == "none" and abs(model["other"] / rest - 1) > tolerance:
                failures.append(f"{row['variant']}: elementwise model/measured {model['other'] / rest:.3f} beyond "
                                f"1 +- {tolerance}")
    return report("framework_steps", lines, failures, markdown)


def main() -> int:
    if len(sys.argv) in (3, 4) and sys.argv[1] == "child":
        skip = missing_cuda("framework_steps")
        if skip:
            print(skip)
            return 77
        v = tuple(next(x for x in VARIANTS if variant_id(x) == sys.argv[2]))
        print(json.dumps(child(v, profile=sys.argv[3:] == ["profile"])), flush=True)
        os._exit(0)  # no process-group or allocator teardown to hang on once the row is out
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("measure")
    m.add_argument("--out", default="framework-steps.json")
    m.add_argument("--budget-s", type=float, default=180.0)
    m.add_argument("--dry-run", action="store_true")
    m.add_argument("--only", help="comma-separated variant ids (default: all, in priority order)")
    m.add_argument("--profile", action="store_true",
                   help="also one step under torch.profiler: kernel time by kind (see profile-compare)")
    c = sub.add_parser("compare")
    c.add_argument("--results", required=True)
    c.add_argument("--calc", required=True)
    c.add_argument("--markdown", help="the table as Markdown")
    c.add_argument("--check", nargs=2, type=float, metavar=("MEMORY", "TIME"),
                   help="exit 1 when a memory or step-time ratio is further than this from 1")
    pc = sub.add_parser("profile-compare")
    pc.add_argument("--results", required=True)
    pc.add_argument("--calc", required=True)
    pc.add_argument("--markdown", help="the table as Markdown")
    pc.add_argument("--check", type=float, metavar="ELEMENTWISE",
                    help="exit 1 when a variant's elementwise time without checkpointing (less one-rank FSDP2 "
                         "copies) is further than this from the model's")
    args = ap.parse_args()
    if args.cmd == "profile-compare":
        return profile_compare(args.results, args.calc, args.markdown, args.check)
    if args.cmd == "measure":
        return measure(args.out, args.budget_s, args.dry_run, args.only.split(",") if args.only else None,
                       args.profile)
    tolerance = {"memory": args.check[0], "time": args.check[1]} if args.check else None
    return compare(args.results, args.calc, tolerance, args.markdown)


if __name__ == "__main__":
    sys.exit(main())
