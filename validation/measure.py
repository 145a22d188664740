#!/usr/bin/env python3
"""Measure the memory of one steady-state training step of one configuration, on CPU.

``measure(config, preload)`` starts this file again in a subprocess with LD_PRELOAD set to the
live-heap counter (malloc_peak.c) and returns what the child measured. The child:

1. imports torch, sets one thread and the seed, creates the input ids (labels = the ids, as
   HF's causal-LM collator does), and warms up (a tiny model of the same kind runs two steps
   with the same optimizer and precision, then is deleted), so that lazily created thread
   pools, kernels and caches exist before the baseline;
2. reads ``base`` = live heap bytes, then creates the model and the optimizer;
3. runs two training steps (three for a mixture of experts, see ``steps`` below); the first lists
   what the forward saves (the audit), the last is measured, phase by phase, relative to ``base``:
   ``start`` after optimizer.zero_grad(set_to_none=grads_freed); the peak and the end of the
   forward (input ids -> logits), of the loss (logits -> loss), of loss.backward() and of
   optimizer.step(). The peak counter is reset at the start of each phase.

The logits are held by a Python variable from the forward until the end of the step (after
optimizer.step()), as a loop that keeps ``outputs = model(...)`` does; the loss too. Both are
deleted before the next step's zero_grad, so a step starts without the previous logits.

Exact sizes are computed from the tensors as well: parameters, buffers, gradients (after
backward), optimizer states and the logits.

    LD_PRELOAD=... python3 measure.py --child < config.json     (what measure() runs)
    python3 measure.py --preload lib.so '{"family": "gpt2", ...}'  (one configuration by hand)
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# Keys of a configuration (see harness.py for the list that is validated).
DEFAULTS = {
    "family": "gpt2", "layers": 2, "d_model": 256, "heads": 4, "kv_heads": 0, "d_ff": 0,
    "vocab": 8192, "positions": 1024, "micro_batch": 1, "seq_len": 128,
    "precision": "fp32",            # fp32 | bf16-pure | amp-bf16
    "optimizer": "adamw",           # adamw | adam | sgd | sgd-momentum | adagrad | rmsprop
    "checkpointing": "none",        # none | full
    # Two steps: the second starts with the optimizer states the first created, so it is the
    # steady state (39 configurations measured the same peaks with 3 steps, to 0.1 MiB, at
    # 2026-12-01). A mixture of experts takes 3 (harness.C): an expert that no token reached has
    # no gradient and no optimizer state yet, and each step reaches more of them, as a long run does.
    "dropout": False, "grads_freed": True, "steps": 2, "seed": 0,
    "finetune": "full",             # full | lora (lora.py: peft's adapters on a frozen llama)
    "lora_rank": 16, "lora_targets": ["q", "k", "v", "o", "gate", "up", "down"],
    "experts": 0, "top_k": 2,       # family "mixtral": the sparse MoE block (models.py)
    "head_dim": 0,                  # family "qwen3": the head width (0 = d_model / heads)
    # family "deepseek": latent attention (models.py DeepseekV3Attention)
    "q_lora_rank": 0, "kv_lora_rank": 0, "qk_rope_head_dim": 0, "qk_nope_head_dim": 0, "v_head_dim": 0,
    # False: PyTorch's oneDNN (mkldnn) kernels off. Its CPU bf16 GEMMs cache a primitive per shape,
    # and an MoE's per-expert token counts make new shapes every step: live memory that grows with
    # the steps and that no GPU step has (docs/validation.md, "oneDNN's caches").
    "onednn": True,
}
LATENT_KEYS = ("q_lora_rank", "kv_lora_rank", "qk_rope_head_dim", "qk_nope_head_dim", "v_head_dim")


def full_config(cfg: dict) -> dict:
    out = dict(DEFAULTS)
    unknown = set(cfg) - set(DEFAULTS) - {"id"}
    if unknown:
        raise ValueError(f"unknown configuration keys: {sorted(unknown)}")
    out.update(cfg)
    return out


# ------------------------------------------------------------------------------------------
# child side
# ------------------------------------------------------------------------------------------

def _counter():
    import ctypes
    lib = ctypes.CDLL(None)   # the preloaded library's symbols are global
    try:
        cur, peak, reset = lib.rl_current, lib.rl_peak, lib.rl_reset_peak
    except AttributeError:
        raise SystemExit("rl_current not found: run with LD_PRELOAD=<librooflab_malloc_peak.so>")
    cur.restype = ctypes.c_longlong
    peak.restype = ctypes.c_longlong
    reset.restype = None
    return cur, peak, reset


def make_optimizer(name: str, params):
    import torch
    # Defaults of torch.optim (lr aside); on CPU torch 1.13 picks the for-loop implementations.
    if name == "adamw":
        return torch.optim.AdamW(params, lr=1e-4)
    if name == "adam":
        return torch.optim.Adam(params, lr=1e-4)
    if name == "sgd":
        return torch.optim.SGD(params, lr=1e-3)
    if name == "sgd-momentum":
        return torch.optim.SGD(params, lr=1e-3, momentum=0.9)
    if name == "adagrad":
        return torch.optim.Adagrad(params, lr=1e-3)
    if name == "rmsprop":
        return torch.optim.RMSprop(params, lr=1e-4)
    raise ValueError(f"unknown optimizer {name!r}")


def model_config(cfg: dict, **override):
    import models
    c = dict(family=cfg["family"], layers=cfg["layers"], d_model=cfg["d_model"], heads=cfg["heads"],
             kv_heads=cfg["kv_heads"], d_ff=cfg["d_ff"], vocab=cfg["vocab"], positions=cfg["positions"],
             dropout=cfg["dropout"], checkpointing=cfg["checkpointing"] == "full",
             experts=cfg["experts"], top_k=cfg["top_k"], head_dim_override=cfg["head_dim"],
             **{k: cfg[k] for k in LATENT_KEYS})
    c.update(override)
    return models.ModelConfig(**c)


def tensor_bytes(t) -> int:
    return t.numel() * t.element_size()


def _storage_ptr(t):
    try:
        return t.untyped_storage().data_ptr()
    except AttributeError:          # torch < 2.0
        return t.storage().data_ptr()


def _storage_bytes(t):
    try:
        return t.untyped_storage().nbytes()
    except AttributeError:
        return t.storage().nbytes()


def _classify_saved(model, storages):
    """(bytes of all unique saved storages, bytes of those that are cast copies of a parameter)."""
    import torch
    by_shape = {}
    for p in model.parameters():
        by_shape.setdefault((tuple(p.shape), p.dtype), []).append(p)
    total = copies = 0
    for t in storages.values():
        n = _storage_bytes(t)
        total += n
        if t.dim() != 2:
            continue
        for shape, view in ((tuple(t.shape), t), (tuple(t.shape)[::-1], t.t())):
            hit = False
            for (pshape, pdtype), plist in by_shape.items():
                if pshape != shape or pdtype == t.dtype:
                    continue
                if any(torch.equal(p.detach().to(t.dtype), view) for p in plist):
                    hit = True
                    break
            if hit:
                copies += n
                break
    return total, copies


def child(cfg: dict) -> dict:
    import torch
    sys.path.insert(0, HERE)
    import models

    cur, peak, reset = _counter()
    torch.set_num_threads(1)
    torch.backends.mkldnn.enabled = bool(cfg["onednn"])
    torch.manual_seed(cfg["seed"])
    precision = cfg["precision"]
    if precision not in ("fp32", "bf16-pure", "amp-bf16"):
        raise ValueError(f"unknown precision {precision!r}")

    def autocast():
        if precision == "amp-bf16":
            return torch.autocast("cpu", dtype=torch.bfloat16)
        return contextlib.nullcontext()

    b, s = cfg["micro_batch"], cfg["seq_len"]
    mcfg = model_config(cfg)
    ids = torch.randint(0, mcfg.vocab, (b, s))
    labels = ids

    def build(c):
        m = models.build_model(c)
        if precision == "bf16-pure":
            m = m.to(torch.bfloat16)
        if cfg["finetune"] == "lora":
            import lora
            lora.apply_lora(m, cfg["lora_rank"], cfg["lora_targets"])
        elif cfg["finetune"] != "full":
            raise ValueError(f"unknown finetune {cfg['finetune']!r}")
        m.train()
        return m

    def trainable(m):
        return [p for p in m.parameters() if p.requires_grad]

    def train_step(model, opt, x, y, grads_freed, probe=None):
        opt.zero_grad(set_to_none=grads_freed)
        if probe:
            probe("start")
        with autocast():
            logits = model(x)
        if probe:
            probe("forward")
        with autocast():
            loss = models.causal_lm_loss(logits, y, model.cfg.vocab)
        if probe:
            probe("loss")
        loss.backward()
        if probe:
            probe("backward")
        opt.step()
        if probe:
            probe("optimizer")
        return logits, loss

    # --- warm-up: a small model of the same kind, same optimizer and precision -------------
    wseq = min(s, 64)
    wcfg = model_config(cfg, layers=1, d_model=64, heads=mcfg.heads if 64 % mcfg.heads == 0 else 4,
                        kv_heads=0 if mcfg.kv_heads == mcfg.heads else 1, d_ff=0, vocab=512, positions=64)
    wids = torch.randint(0, 512, (b, wseq))
    wmodel = build(wcfg)
    wopt = make_optimizer(cfg["optimizer"], trainable(wmodel))
    for _ in range(2):
        lg, ls = train_step(wmodel, wopt, wids, wids, cfg["grads_freed"])
        del lg, ls
    del wmodel, wopt, wids
    gc.collect()

    # --- the measured run -----------------------------------------------------------------
    gc.collect()
    base = cur()
    model = build(mcfg)
    opt = make_optimizer(cfg["optimizer"], trainable(model))
    after_create = cur() - base
    params = list(model.parameters())
    param_bytes = sum(tensor_bytes(p) for p in params)
    buffer_bytes = sum(tensor_bytes(bf) for bf in model.buffers())

    phases = {}
    marks = {}

    def probe(name):
        now = cur() - base
        marks[name] = now
        if name != "start":
            phases[name] = peak() - base
        reset()

    # The step before the measured one lists what its forward saves for backward
    # (saved_tensors_hooks; the hooks keep references only to tensors autograd keeps anyway),
    # so that autocast's bf16 weight copies can be told from activations.
    audit = {"storages": {}}
    param_ptrs = {_storage_ptr(p) for p in model.parameters()} | {_storage_ptr(bf) for bf in model.buffers()}

    def pack(t):
        key = _storage_ptr(t)
        if key not in param_ptrs and key not in audit["storages"]:
            audit["storages"][key] = t
        return t

    def audited_forward(orig_model):
        def fwd(x):
            with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
                return orig_model(x)
        return fwd

    times = []
    for step in range(cfg["steps"]):
        measured = step == cfg["steps"] - 1
        audited = step == cfg["steps"] - 2
        gc.collect()
        t0 = time.perf_counter()
        if audited:
            class Audited(torch.nn.Module):
                def __init__(self, inner):
                    super().__init__()
                    self.inner = inner
                    self.cfg = inner.cfg

                def forward(self, x):
                    out = audited_forward(self.inner)(x)
                    # classify now: the optimizer step would make the weights differ from their copies
                    audit["result"] = _classify_saved(self.inner, audit["storages"])
                    audit["storages"].clear()
                    return out
            logits, loss = train_step(Audited(model), opt, ids, labels, cfg["grads_freed"])
            saved_unique, copies = audit["result"]
        else:
            logits, loss = train_step(model, opt, ids, labels, cfg["grads_freed"], probe if measured else None)
        times.append(time.perf_counter() - t0)
        if measured:
            grad_bytes = sum(tensor_bytes(p.grad) for p in params if p.grad is not None)
            logits_bytes = tensor_bytes(logits)
            state_bytes = 0
            for st in opt.state.values():
                for v in st.values():
                    if torch.is_tensor(v):
                        state_bytes += tensor_bytes(v)
            loss_value = float(loss)
        del logits, loss
    end = cur() - base

    return {
        "config": cfg,
        "torch": torch.__version__,
        "base_bytes": base,
        "after_create": after_create,
        "start": marks["start"],
        "after": {k: marks[k] for k in ("forward", "loss", "backward", "optimizer")},
        "phases": phases,
        "peak": max(phases.values()),
        "peak_phase": max(phases, key=phases.get),
        "end_of_step": end,
        "parameters": param_bytes,
        "parameter_count": sum(p.numel() for p in params),
        "buffers": buffer_bytes,
        "gradients": grad_bytes,
        "optimizer_states": state_bytes,
        "logits": logits_bytes,
        "saved_by_forward": marks["forward"] - marks["start"] - logits_bytes,
        "saved_unique_previous_step": saved_unique,
        "weight_copies": copies,
        "loss_value": loss_value,
        "step_seconds": times,
    }


# ------------------------------------------------------------------------------------------
# parent side
# ------------------------------------------------------------------------------------------

def measure(cfg: dict, preload: str, python: str | None = None, timeout: float = 600) -> dict:
    """Run one configuration in a fresh preloaded interpreter and return its measurements."""
    cfg = full_config(cfg)
    env = dict(os.environ)
    env["LD_PRELOAD"] = os.path.abspath(preload) + ((" " + env["LD_PRELOAD"]) if env.get("LD_PRELOAD") else "")
    for var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
        env[var] = "1"
    t0 = time.perf_counter()
    proc = subprocess.run([python or sys.executable, os.path.abspath(__file__), "--child"],
                          input=json.dumps(cfg), capture_output=True, text=True, env=env, timeout=timeout)
    wall = time.perf_counter() - t0
    for line in proc.stdout.splitlines():
        if line.startswith("RESULT "):
            res = json.loads(line[7:])
            res["wall_seconds"] = wall
            return res
    raise RuntimeError(f"measurement of {cfg.get('id', cfg)} failed (exit {proc.returncode}):\n"
                       f"{proc.stderr[-3000:]}")


def main():
    ap = argparse.ArgumentParser(description="Measure one training step's memory (see the module docstring).")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--preload", help="path of the malloc counter library (librooflab_malloc_peak.so)")
    ap.add_argument("config", nargs="?", help="configuration as JSON (keys: %s)" % ", ".join(DEFAULTS))
    args = ap.parse_args()
    if args.child:
        cfg = json.loads(sys.stdin.read())
        res = child(cfg)
        print("RESULT " + json.dumps(res))
        return 0
    if not args.preload or not args.config:
        ap.error("--preload and a configuration are needed")
    res = measure(json.loads(args.config), args.preload)
    print(json.dumps(res, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
