#!/usr/bin/env python3
"""RoofLab memory validation: measured PyTorch training steps against rooflab-calc's prediction.

For each configuration below, measure.py runs two real training steps on the CPU (three for a
mixture of experts; PyTorch, models.py mirrors Hugging Face's eager GPT-2 and Llama) under an
LD_PRELOAD live-heap counter and measures the last; the harness writes the matching scenario
file, runs ``rooflab-calc --json`` on it and compares. Method and results: docs/validation.md.

    /usr/bin/python3 validation/harness.py --calc build/default/app/calc/rooflab-calc \\
        --preload build/default/validation/librooflab_malloc_peak.so --markdown -

Exit status: 0 when every configuration's predicted peak is within +-10 % of the measured one,
1 when one is not (they are listed), 2 on a usage or run error, 77 (skip) when torch cannot be
imported.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOLERANCE = 0.10
# A configuration measured again (--live) must give the stored peak within this: the allocations of
# one torch build on one C library are deterministic (docs/validation.md, "Stored measurements").
REPRODUCE = 0.01
MIB = 1024.0 * 1024.0


def C(id, family, layers, d_model, heads, vocab, seq_len, micro_batch, precision, optimizer,
      kv_heads=0, checkpointing="none", dropout=False, grads_freed=True, lora=None, moe=None, mla=None,
      head_dim=0):
    """head_dim: the qwen3 family's head width where it is not d_model / heads; lora: None (full training) or (rank, [targets]) for a peft-style LoRA fine-tune;
    moe: (experts, top_k) for the mixtral family; mla: (q_lora_rank, kv_lora_rank, qk_rope_head_dim,
    qk_nope_head_dim, v_head_dim) for the deepseek family."""
    c = dict(id=id, family=family, layers=layers, d_model=d_model, heads=heads, kv_heads=kv_heads,
             vocab=vocab, seq_len=seq_len, micro_batch=micro_batch, precision=precision,
             optimizer=optimizer, checkpointing=checkpointing, dropout=dropout, grads_freed=grads_freed)
    if head_dim:
        c["head_dim"] = head_dim
    if moe:
        # A third step routes tokens to more of the experts (measure.py, DEFAULTS["steps"]).
        c.update(experts=moe[0], top_k=moe[1], steps=3)
    if mla:
        c.update(zip(LATENT_KEYS, mla))
    if lora:
        c.update(finetune="lora", lora_rank=lora[0], lora_targets=lora[1])
    return c


ALL = ["q", "k", "v", "o", "gate", "up", "down"]
LATENT_KEYS = ("q_lora_rank", "kv_lora_rank", "qk_rope_head_dim", "qk_nope_head_dim", "v_head_dim")


# Sizes: small enough that all of them run in a few minutes on two cores (fp32 matmuls go through
# Debian's reference BLAS, bf16 ones through oneDNN: about 1.5 GFLOP/s each on a CPU without bf16
# instructions, so the three 4-layer pure-bf16 ones with recomputation run one sequence a step),
# large enough that tensors dominate (every step needs more than 60 MB). GPT-2 keeps its 1024
# learned positions (n_positions).
CONFIGS = [
    # --- gpt2: learned positions, LayerNorm, gelu_new MLP, biases, tied lm_head -----------------
    C("gpt2-fp32-adamw",              "gpt2", 2, 256, 4, 16384, 256, 1, "fp32", "adamw"),
    C("gpt2-fp32-adamw-dropout",      "gpt2", 2, 256, 4, 16384, 256, 1, "fp32", "adamw", dropout=True),
    C("gpt2-fp32-adam-ckpt-s512",     "gpt2", 4, 256, 4, 8192, 512, 1, "fp32", "adam", checkpointing="full"),
    C("gpt2-fp32-sgd-keepgrads",      "gpt2", 2, 384, 6, 8192, 256, 2, "fp32", "sgd", grads_freed=False),
    C("gpt2-fp32-sgdm-b8",            "gpt2", 2, 256, 4, 8192, 128, 8, "fp32", "sgd-momentum"),
    C("gpt2-fp32-adagrad",            "gpt2", 2, 256, 4, 16384, 128, 2, "fp32", "adagrad"),
    C("gpt2-fp32-rmsprop-s768",       "gpt2", 2, 256, 4, 8192, 768, 1, "fp32", "rmsprop"),
    C("gpt2-bf16-adamw",              "gpt2", 2, 512, 8, 32000, 256, 2, "bf16-pure", "adamw"),
    C("gpt2-bf16-adamw-dropout-keep", "gpt2", 2, 512, 8, 32000, 256, 2, "bf16-pure", "adamw", dropout=True,
      grads_freed=False),
    C("gpt2-bf16-sgd-ckpt",           "gpt2", 4, 512, 8, 16384, 512, 1, "bf16-pure", "sgd", checkpointing="full"),
    C("gpt2-bf16-adagrad-v50k-b4",    "gpt2", 2, 256, 4, 50257, 128, 4, "bf16-pure", "adagrad", dropout=True),
    C("gpt2-amp-adamw-v50k",          "gpt2", 2, 384, 6, 50257, 256, 1, "amp-bf16", "adamw"),
    C("gpt2-amp-adamw-ckpt-dropout",  "gpt2", 4, 256, 4, 16384, 512, 2, "amp-bf16", "adamw", checkpointing="full",
      dropout=True),
    C("gpt2-amp-rmsprop-s1024",       "gpt2", 2, 256, 4, 8192, 1024, 1, "amp-bf16", "rmsprop"),
    # --- llama: rotary, RMSNorm, SwiGLU, no biases, untied lm_head, GQA --------------------------
    C("llama-fp32-adamw-gqa",         "llama", 2, 256, 8, 16384, 256, 1, "fp32", "adamw", kv_heads=2),
    C("llama-fp32-adamw-mha-dropout", "llama", 2, 256, 8, 16384, 256, 1, "fp32", "adamw", kv_heads=8, dropout=True),
    C("llama-fp32-adam-ckpt-s384",    "llama", 4, 256, 8, 8192, 384, 1, "fp32", "adam", kv_heads=4,
      checkpointing="full"),
    C("llama-fp32-sgdm-keepgrads",    "llama", 2, 384, 6, 8192, 256, 1, "fp32", "sgd-momentum", kv_heads=2,
      grads_freed=False),
    C("llama-fp32-adagrad-b4",        "llama", 2, 256, 4, 8192, 128, 4, "fp32", "adagrad", kv_heads=2),
    C("llama-bf16-adamw-gqa",         "llama", 2, 512, 8, 32000, 256, 2, "bf16-pure", "adamw", kv_heads=2),
    C("llama-bf16-rmsprop-s1024",     "llama", 2, 256, 8, 16384, 1024, 1, "bf16-pure", "rmsprop", kv_heads=8),
    C("llama-bf16-sgd-ckpt-dropout",  "llama", 4, 512, 8, 16384, 512, 1, "bf16-pure", "sgd", kv_heads=4,
      checkpointing="full", dropout=True),
    C("llama-amp-adamw-gqa",          "llama", 2, 512, 8, 32000, 256, 2, "amp-bf16", "adamw", kv_heads=2),
    C("llama-amp-adamw-ckpt",         "llama", 4, 256, 8, 16384, 512, 2, "amp-bf16", "adamw", kv_heads=2,
      checkpointing="full"),
    C("llama-amp-adam-v50k-dropout-keep", "llama", 2, 384, 6, 50257, 256, 1, "amp-bf16", "adam", kv_heads=3,
      dropout=True, grads_freed=False),
    C("llama-amp-sgd-b8",             "llama", 2, 256, 4, 8192, 128, 8, "amp-bf16", "sgd", kv_heads=4),
    C("llama-amp-adagrad-s1024",      "llama", 2, 256, 8, 8192, 1024, 1, "amp-bf16", "adagrad", kv_heads=2),
    # --- LoRA (lora.py, as peft): frozen base, fp32 adapters, input cast per adapter ---------
    C("llama-bf16-lora-all-r16",      "llama", 2, 512, 8, 32000, 256, 2, "bf16-pure", "adamw", kv_heads=2,
      lora=(16, ALL)),
    C("llama-bf16-lora-qv-r8-s1024",  "llama", 2, 512, 8, 16384, 1024, 1, "bf16-pure", "adamw", kv_heads=8,
      lora=(8, ["q", "v"])),
    C("llama-fp32-lora-all-r64",      "llama", 2, 384, 6, 16384, 256, 2, "fp32", "adamw", kv_heads=2,
      lora=(64, ALL)),
    C("llama-amp-lora-attn-r16",      "llama", 2, 512, 8, 32000, 256, 2, "amp-bf16", "adamw", kv_heads=2,
      lora=(16, ["q", "k", "v", "o"])),
    C("llama-bf16-lora-ckpt-r16",     "llama", 4, 512, 8, 16384, 512, 1, "bf16-pure", "adamw", kv_heads=4,
      checkpointing="full", lora=(16, ALL)),
    # --- mixtral: llama with HF's sparse MoE block (router, top-k, a loop over the experts) ------
    C("mixtral-fp32-adamw-e4k2",      "mixtral", 2, 256, 8, 8192, 256, 1, "fp32", "adamw", kv_heads=2,
      moe=(4, 2)),
    C("mixtral-bf16-adamw-e8k2-b2",   "mixtral", 2, 512, 8, 16384, 256, 2, "bf16-pure", "adamw", kv_heads=2,
      moe=(8, 2)),
    C("mixtral-amp-adamw-e8k2",       "mixtral", 2, 384, 6, 16384, 256, 1, "amp-bf16", "adamw", kv_heads=2,
      moe=(8, 2)),
    # --- deepseek: llama with DeepSeek's latent attention (compressed queries and keys/values) ---
    C("deepseek-fp32-adamw-mla",      "deepseek", 2, 256, 8, 16384, 256, 1, "fp32", "adamw",
      mla=(96, 64, 16, 32, 32)),
    C("deepseek-bf16-adamw-mla-b2",   "deepseek", 2, 512, 8, 16384, 256, 2, "bf16-pure", "adamw",
      mla=(192, 128, 32, 64, 64)),
    C("deepseek-amp-adamw-mla-noq",   "deepseek", 2, 384, 6, 16384, 256, 1, "amp-bf16", "adamw",
      mla=(0, 96, 16, 48, 48)),
    C("deepseek-bf16-sgd-mla-s1024",  "deepseek", 2, 384, 4, 8192, 1024, 1, "bf16-pure", "sgd",
      mla=(128, 96, 32, 64, 64)),
    # --- opt: LayerNorm, separate q/k/v with biases, fp32 softmax, ReLU MLP, learned positions -----
    C("opt-fp32-adamw",               "opt", 2, 256, 4, 16384, 256, 1, "fp32", "adamw"),
    C("opt-bf16-adamw-b2",            "opt", 2, 512, 8, 32000, 256, 2, "bf16-pure", "adamw"),
    C("opt-amp-adamw-dropout",        "opt", 2, 384, 6, 16384, 256, 1, "amp-bf16", "adamw", dropout=True),
    # --- gpt_neox (Pythia): fused QKV, partial rotary, fp32 softmax, exact GELU, parallel residual --
    C("neox-fp32-adamw",              "gpt_neox", 2, 256, 4, 16384, 256, 1, "fp32", "adamw"),
    C("neox-bf16-adamw-b2",           "gpt_neox", 2, 512, 8, 32000, 256, 2, "bf16-pure", "adamw"),
    C("neox-amp-sgd-ckpt",            "gpt_neox", 4, 256, 4, 16384, 512, 1, "amp-bf16", "sgd",
      checkpointing="full"),
    # --- falcon (7b's block): one LayerNorm, parallel attention and MLP, multi-query, nn.GELU -----
    C("falcon-fp32-adamw-mqa",        "falcon", 2, 256, 4, 16384, 256, 1, "fp32", "adamw", kv_heads=1),
    C("falcon-bf16-adamw-mqa-b2",     "falcon", 2, 512, 8, 32000, 256, 2, "bf16-pure", "adamw", kv_heads=1),
    C("falcon-amp-adamw-mqa",         "falcon", 2, 384, 6, 16384, 256, 1, "amp-bf16", "adamw", kv_heads=1),
    # --- gemma (2b's block): RMSNorm weighted in fp32, GeGLU, scaled embeddings, wide heads ---------
    C("gemma-fp32-adamw-hd128",       "gemma", 2, 256, 4, 16384, 256, 1, "fp32", "adamw", kv_heads=1,
      head_dim=128),
    C("gemma-bf16-adamw-b2",          "gemma", 2, 512, 8, 32000, 256, 2, "bf16-pure", "adamw", kv_heads=8),
    C("gemma-amp-adamw-hd128",        "gemma", 2, 256, 4, 16384, 256, 1, "amp-bf16", "adamw", kv_heads=1,
      head_dim=128),
    # --- gemma2: gemma with four norms a layer and tanh caps on the scores and the logits ---------
    C("gemma2-bf16-adamw-b2",         "gemma2", 2, 512, 8, 32000, 256, 2, "bf16-pure", "adamw", kv_heads=4),
    C("gemma2-amp-adamw-hd128",       "gemma2", 2, 256, 4, 16384, 256, 1, "amp-bf16", "adamw", kv_heads=2,
      head_dim=128),
    # --- qwen3: llama with an RMSNorm over each query and key head, heads wider than d_model / a ---
    C("qwen3-fp32-adamw-hd64",        "qwen3", 2, 256, 8, 16384, 256, 1, "fp32", "adamw", kv_heads=2,
      head_dim=64),
    C("qwen3-amp-adamw-hd128-b2",     "qwen3", 2, 256, 4, 16384, 512, 2, "amp-bf16", "adamw", kv_heads=2,
      head_dim=128),
    C("qwen3-bf16-adamw-b2",          "qwen3", 2, 384, 6, 16384, 256, 2, "bf16-pure", "adamw", kv_heads=2),
    C("qwen3-amp-sgd-ckpt-hd64",      "qwen3", 4, 256, 8, 16384, 512, 1, "amp-bf16", "sgd", kv_heads=4,
      checkpointing="full", head_dim=64),
]


def random_configs(count: int, seed: int) -> list:
    """Configurations drawn at random over the harness's families and switches (--random): the
    sizes and combinations no table above was written for, to check the model where nothing
    was looked at first. The same seed draws the same configurations."""
    import random
    rng = random.Random(seed)
    out = []
    for i in range(count):
        family = rng.choice(["gpt2", "llama", "llama", "mixtral", "deepseek"])
        heads = rng.choice([2, 4, 6, 8])
        d_model = heads * rng.choice([32, 48, 64])
        precision = rng.choice(["fp32", "bf16-pure", "amp-bf16"])
        kw = {}
        kv = 0
        if family in ("llama", "mixtral"):
            kv = rng.choice([k for k in (1, 2, heads // 2, heads) if k >= 1 and heads % k == 0])
        if family == "mixtral":
            kw["moe"] = (rng.choice([2, 4, 8]), rng.choice([1, 2]))
        if family == "deepseek":
            kw["mla"] = (rng.choice([0, 64, 128]), rng.choice([64, 96]), rng.choice([16, 32]),
                         rng.choice([16, 32, 48]), rng.choice([32, 48]))
        if family == "llama" and precision != "amp-bf16" and rng.random() < 0.25:
            kw["lora"] = (rng.choice([4, 8, 16]), rng.choice([["q", "v"], ALL]))
        layers, vocab = rng.choice([1, 2, 3, 4]), rng.choice([5000, 8192, 12000, 32000, 50257])
        seq, batch = rng.choice([128, 192, 256, 384, 512, 768]), rng.choice([1, 2, 3, 4])
        optimizer = rng.choice(["adamw", "adam", "sgd", "sgd-momentum", "adagrad", "rmsprop"])
        ckpt = rng.choice(["none", "none", "full"])
        dropout, keep = rng.random() < 0.3, rng.random() < 0.2
        cid = f"random{seed}-{i}-{family}-{precision}-{optimizer}-L{layers}h{d_model}-V{vocab}-s{seq}b{batch}"
        out.append(C(cid, family, layers, d_model, heads, vocab, seq, batch, precision, optimizer, kv_heads=kv,
                     checkpointing=ckpt, dropout=dropout, grads_freed=not keep, **kw))
    return out


def model_fields(cfg: dict) -> dict:
    """The architecture as models.ModelConfig resolves it (d_ff and kv_heads defaults)."""
    sys.path.insert(0, HERE)
    import models
    m = models.ModelConfig(family=cfg["family"], layers=cfg["layers"], d_model=cfg["d_model"], heads=cfg["heads"],
                           kv_heads=cfg.get("kv_heads", 0), d_ff=cfg.get("d_ff", 0), vocab=cfg["vocab"],
                           positions=cfg.get("positions", 1024), head_dim_override=cfg.get("head_dim", 0),
                           **{k: cfg.get(k, 0) for k in LATENT_KEYS})
    return m


def scenario(cfg: dict) -> dict:
    m = model_fields(cfg)
    family = cfg["family"]
    gpt2 = family == "gpt2"
    layernorm = family in ("gpt2", "opt", "gpt_neox", "falcon")   # LayerNorm blocks with a plain MLP
    # Learned positions: GPT-2's n_positions rows, OPT's max_position_embeddings + 2.
    positions = m.positions if gpt2 else m.positions + 2 if family == "opt" else 0
    return {
        "version": 1,
        "name": f"validation: {cfg['id']}",
        "model": {"name": cfg["id"], "layers": m.layers, "d_model": m.d_model, "heads": m.heads,
                  "kv_heads": m.kv_heads, "head_dim": m.head_dim, "d_ff": m.d_ff,
                  "mlp": "gelu" if layernorm else "swiglu", "vocab": m.vocab, "positions": positions,
                  "tied_embeddings": family in ("gpt2", "opt", "falcon", "gemma", "gemma2"),
                  "biases": family in ("gpt2", "opt", "gpt_neox"),
                  "norm": "layernorm" if layernorm else "rmsnorm",
                  **({"activation": {"opt": "relu", "gpt_neox": "gelu", "falcon": "gelu"}[family]}
                     if family in ("opt", "gpt_neox", "falcon") else {}),
                  **({"softmax_in_fp32": True} if family in ("opt", "gpt_neox") else {}),
                  **({"parallel_block": True} if family in ("gpt_neox", "falcon") else {}),
                  **({"norms_per_layer": 1} if family == "falcon" else {}),
                  **({"norm_in_fp32": True} if family in ("gemma", "gemma2") else {}),
                  **({"norms_per_layer": 4, "attn_logit_softcapping": 50.0, "final_logit_softcapping": 30.0}
                     if family == "gemma2" else {}),
                  **({"qk_norm": True} if m.qk_norm else {}),
                  **({"experts": cfg["experts"], "top_k": cfg["top_k"]} if cfg.get("experts", 0) > 1 else {}),
                  **({k: cfg[k] for k in LATENT_KEYS} if cfg.get("kv_lora_rank", 0) > 0 else {})},
        "precision": cfg["precision"],
        "optimizer": cfg["optimizer"],
        "training": {"micro_batch": cfg["micro_batch"], "seq_len": cfg["seq_len"],
                     "checkpointing": cfg["checkpointing"], "flash_attention": False, "dropout": cfg["dropout"],
                     "implementation": "pytorch-eager", "loss": "eager", "grads_freed": cfg["grads_freed"],
                     "backend": "cpu", "optimizer_impl": "auto", "pytorch": "1.13"},
        "parallel": {"gpus": 1},
        "hardware": {"gpu": "h100-sxm"},
        "overhead_gib": 0,
        **({"finetune": {"method": "lora", "rank": cfg["lora_rank"], "targets": cfg["lora_targets"]}}
           if cfg.get("finetune") == "lora" else {}),
    }


def predict(calc: str, path: str) -> dict:
    proc = subprocess.run([calc, "--json", path], capture_output=True, text=True, timeout=120)
    warnings = [l for l in proc.stderr.splitlines() if l.strip()]
    if proc.returncode != 0:
        return {"error": "; ".join(warnings) or f"exit {proc.returncode}", "warnings": warnings}
    try:
        report = json.loads(proc.stdout)
    except json.JSONDecodeError as e:
        return {"error": f"unreadable report: {e}", "warnings": warnings}
    mem = report.get("memory", {})
    out = {"warnings": warnings, "memory": mem, "step": report.get("step", {})}
    return out


def _num(x):
    return x if isinstance(x, (int, float)) and not isinstance(x, bool) else None


def compare(meas: dict, pred: dict) -> dict:
    """Pairs (measured, predicted) for everything that can be compared; None = not compared yet.

    The report's component fields (activations, weight_copies, optimizer_scratch, ...) describe
    the memory at the predicted peak; saved_activations and all_gradients do not depend on it.
    A component that only exists at some moments is compared only where the peak is such a
    moment (weight copies: forward to backward; optimizer scratch: the optimizer step)."""
    mem = pred.get("memory", {}) if "error" not in pred else {}
    rows = {}
    peak_pred = _num(mem.get("peak"))
    peak_src = "peak"
    if peak_pred is None and _num(mem.get("total")) is not None:
        peak_pred, peak_src = mem["total"], "total"     # before the phase model exists
    rows["peak"] = (meas["peak"], peak_pred)
    phases = mem.get("phases") if isinstance(mem.get("phases"), dict) else {}
    for ph in ("forward", "loss", "backward", "optimizer"):
        rows[f"phase.{ph}"] = (meas["phases"][ph], _num(phases.get(ph)))
    w = _num(mem.get("weights"))
    mw = _num(mem.get("master_weights"))
    ad = _num(mem.get("adapters"))
    # the report's weights hold the modules' buffers too (GPT-2's causal masks)
    rows["parameters"] = (meas["parameters"] + meas.get("buffers", 0), None if w is None else w + (mw or 0) + (ad or 0))
    rows["optimizer_states"] = (meas["optimizer_states"], _num(mem.get("optimizer_states")))
    grads = _num(mem.get("all_gradients"))
    rows["gradients"] = (meas["gradients"], grads if grads is not None else _num(mem.get("gradients")))
    copies_meas = meas.get("weight_copies")
    saved = _num(mem.get("saved_activations"))
    if saved is None:   # older reports: activations (+ weight copies) at the peak
        act, wc = _num(mem.get("activations")), _num(mem.get("weight_copies"))
        rows["saved_by_forward"] = (meas["saved_by_forward"], None if act is None or wc is None else act + wc)
    else:
        rows["saved_by_forward"] = (None if copies_meas is None else meas["saved_by_forward"] - copies_meas, saved)
    phase_pred = mem.get("peak_phase")
    rows["weight_copies"] = (copies_meas, _num(mem.get("weight_copies"))
                             if phase_pred in ("forward", "loss", "backward") else None)
    scratch_meas = meas["phases"]["optimizer"] - meas["after"]["backward"]
    rows["optimizer_scratch"] = (scratch_meas, _num(mem.get("optimizer_scratch"))
                                 if phase_pred == "optimizer" else None)
    rows["logits"] = (meas["logits"], _num(mem.get("logits")))
    return {"rows": rows, "peak_source": peak_src, "peak_phase_predicted": phase_pred,
            "peak_phase_measured": meas["peak_phase"]}


def ratio(pair):
    m, p = pair
    if p is None or m is None:
        return None
    if not m:
        return 1.0 if not p else None     # both zero (SGD without momentum has no states)
    return p / m


def fmt_ratio(r):
    return "n/a" if r is None else f"{r:.3f}"


def fmt_mib(x):
    return "n/a" if x is None else f"{x / MIB:.1f}"


def table(results, markdown=False):
    head = ["config", "measured MiB", "predicted MiB", "pred/meas", "peak phase meas/pred",
            "fwd", "loss", "bwd", "opt", "params", "states", "grads", "saved fwd", "w.copies", "opt scratch",
            "logits"]
    lines = []
    data = []
    for r in results:
        c = r["compare"]
        rows = c["rows"]
        pp = c["peak_phase_predicted"] or "n/a"
        pred_txt = fmt_mib(rows["peak"][1]) + (" (total)" if c["peak_source"] == "total" else "")
        data.append([r["config"]["id"], fmt_mib(rows["peak"][0]), pred_txt, fmt_ratio(ratio(rows["peak"])),
                     f"{c['peak_phase_measured']}/{pp}"]
                    + [fmt_ratio(ratio(rows[k])) for k in ("phase.forward", "phase.loss", "phase.backward",
                                                          "phase.optimizer", "parameters", "optimizer_states",
                                                          "gradients", "saved_by_forward", "weight_copies",
                                                          "optimizer_scratch", "logits")])
    if markdown:
        lines.append("| " + " | ".join(head) + " |")
        lines.append("|" + "|".join(["---"] + ["---:"] * 3 + ["---"] + ["---:"] * 11) + "|")
        for d in data:
            lines.append("| " + " | ".join(d) + " |")
    else:
        widths = [max(len(str(x)) for x in col) for col in zip(head, *data)]
        for i, d in enumerate([head] + data):
            lines.append("  ".join(str(x).ljust(w) if j in (0, 4) else str(x).rjust(w)
                                   for j, (x, w) in enumerate(zip(d, widths))))
            if i == 0:
                lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def measured_table(results, markdown=False):
    """The raw measurements (MiB above the baseline), for docs/validation.md."""
    head = ["config", "start", "fwd peak", "after fwd", "loss peak", "bwd peak", "after bwd", "opt peak",
            "params", "buffers", "grads", "states", "logits", "saved fwd", "of which w.copies"]
    data = []
    for r in results:
        m = r["measured"]
        data.append([r["config"]["id"]] + [fmt_mib(x) for x in (
            m["start"], m["phases"]["forward"], m["after"]["forward"], m["phases"]["loss"], m["phases"]["backward"],
            m["after"]["backward"], m["phases"]["optimizer"], m["parameters"], m["buffers"], m["gradients"],
            m["optimizer_states"], m["logits"], m["saved_by_forward"], m.get("weight_copies"))])
    lines = []
    if markdown:
        lines.append("| " + " | ".join(head) + " |")
        lines.append("|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|")
        for d in data:
            lines.append("| " + " | ".join(d) + " |")
    else:
        widths = [max(len(str(x)) for x in col) for col in zip(head, *data)]
        for i, d in enumerate([head] + data):
            lines.append("  ".join(str(x).ljust(w) if j == 0 else str(x).rjust(w)
                                   for j, (x, w) in enumerate(zip(d, widths))))
            if i == 0:
                lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def write_markdown(text: str, dest: str):
    """The tables to a file, or to standard output for '-'."""
    if dest == "-":
        print("\n" + text)
    else:
        with open(dest, "w") as f:
            f.write(text)


def verdict(bad, total: int, tolerance: float) -> int:
    """Prints which configurations are outside the tolerance; the exit status (0 or 1)."""
    if bad:
        print(f"\n{len(bad)} of {total} configurations outside +-{tolerance:.0%}:")
        for cid, r in bad:
            print(f"  {cid}: predicted/measured = {fmt_ratio(r)}")
        return 1
    print(f"\nall {total} configurations within +-{tolerance:.0%}")
    return 0


def load_stored(path: str, configs):
    """The measurements of an earlier --json file by configuration id, and a problem: a configuration
    it lacks, or one whose definition changed since it was measured."""
    with open(path) as f:
        stored = {r["config"]["id"]: r for r in json.load(f)["results"]}
    missing = [c["id"] for c in configs if c["id"] not in stored]
    if missing:
        return {}, f"{path} has no measurement for {', '.join(missing)}"
    changed = [c["id"] for c in configs if stored[c["id"]]["config"] != c]
    if changed:
        return {}, (f"{path} measured other definitions of {', '.join(changed)}: measure them again "
                    "(docs/validation.md, \"Stored measurements\")")
    return {c["id"]: stored[c["id"]]["measured"] for c in configs}, None


def write_stored(path: str, configs, measured):
    """The measurements --reuse reads back, with where they were made."""
    first = measured[configs[0]["id"]]
    stored = {"torch": first.get("torch"), "python": platform.python_version(), "machine": platform.machine(),
              "cpu": cpu_model(), "c_library": " ".join(platform.libc_ver()),
              "results": [{"config": c, "measured": measured[c["id"]]} for c in configs]}
    with open(path, "w") as f:
        json.dump(stored, f, indent=1)
        f.write("\n")


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


def measure_all(measure, configs, preload: str, jobs: int):
    """Measures `configs`, `jobs` at a time: {id: measurements}, or None when one failed."""
    t0 = time.perf_counter()
    print(f"measuring {len(configs)} configurations, {jobs} at a time ...", flush=True)
    measured, failures = {}, []
    with cf.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futs = {pool.submit(measure.measure, c, preload): c for c in configs}
        for fut in cf.as_completed(futs):
            c = futs[fut]
            try:
                m = measured[c["id"]] = fut.result()
                print(f"  {c['id']:<34} peak {m['peak'] / MIB:8.1f} MiB ({m['peak_phase']}), "
                      f"{m['wall_seconds']:.1f} s", flush=True)
            except Exception as e:
                failures.append(c["id"])
                print(f"  {c['id']}: FAILED: {e}", file=sys.stderr, flush=True)
    print(f"measured in {time.perf_counter() - t0:.0f} s")
    if failures:
        print(f"harness: measurement failed for {', '.join(failures)}", file=sys.stderr)
        return None
    return measured


def reproduces(stored, fresh) -> bool:
    """Whether each configuration measured again gives its stored peak within REPRODUCE."""
    off = [(cid, m["peak"], stored[cid]["peak"]) for cid, m in fresh.items()
           if abs(m["peak"] / stored[cid]["peak"] - 1.0) > REPRODUCE]
    for cid, now, then in off:
        print(f"  {cid}: peak {now / MIB:.2f} MiB here, {then / MIB:.2f} MiB stored")
    if off:
        print(f"\nthe stored measurements do not reproduce here within {REPRODUCE:.0%} (another torch or C "
              "library?): measure them again (docs/validation.md, \"Stored measurements\")")
    return not off


def config_line(cfg):
    m = model_fields(cfg)
    kv = f" kv={m.kv_heads}" if cfg["family"] != "gpt2" else ""
    return (f"{cfg['id']}: {cfg['family']} L={m.layers} h={m.d_model} a={m.heads}{kv} d_ff={m.d_ff} V={m.vocab} "
            f"b={cfg['micro_batch']} s={cfg['seq_len']} {cfg['precision']} {cfg['optimizer']} "
            f"ckpt={cfg['checkpointing']} dropout={'on' if cfg['dropout'] else 'off'} "
            f"grads_freed={'true' if cfg['grads_freed'] else 'false'}"
            + (f" lora r={cfg['lora_rank']} targets={','.join(cfg['lora_targets'])}"
               if cfg.get("finetune") == "lora" else "")
            + (" mla " + " ".join(f"{k}={cfg[k]}" for k in LATENT_KEYS) if cfg.get("kv_lora_rank", 0) > 0 else ""))


def main():
    ap = argparse.ArgumentParser(description="Compare rooflab-calc's training memory with measured PyTorch steps.",
                                 epilog="Exit status: 0 all peaks within 10 %%, 1 some are not, 2 error, 77 no torch.")
    ap.add_argument("--calc", help="rooflab-calc executable (default: build/default/app/calc/rooflab-calc)")
    ap.add_argument("--preload", help="the live-heap counter library, librooflab_malloc_peak.so")
    ap.add_argument("--only", metavar="PATTERN", help="only configurations whose id matches this regular expression")
    ap.add_argument("--jobs", type=int, default=2, help="configurations measured in parallel (default 2)")
    ap.add_argument("--json", metavar="FILE", help="write the raw results (measured, predicted, compared) here")
    ap.add_argument("--markdown", metavar="FILE", help="write the tables as Markdown here ('-' = standard output)")
    ap.add_argument("--scenarios", metavar="DIR", help="write the scenario files here (default: a temporary folder)")
    ap.add_argument("--reuse", metavar="FILE",
                    help="take the measurements from an earlier --json file instead of measuring again")
    ap.add_argument("--store", metavar="FILE",
                    help="write the measurements alone (each configuration and what was measured), the file "
                         "--reuse reads; validation/results/cpu-memory.json is one")
    ap.add_argument("--live", metavar="PATTERN",
                    help="with --reuse: measure the configurations whose id matches PATTERN again, and require "
                         f"their peaks within {REPRODUCE * 100:.0f} %% of the stored ones (the stored measurements still "
                         "reproduce here)")
    ap.add_argument("--list", action="store_true", help="list the configurations and exit")
    ap.add_argument("--random", type=int, metavar="N",
                    help="measure N configurations drawn at random instead of the table's (see --seed)")
    ap.add_argument("--seed", type=int, default=1, help="the draw of --random (default 1)")
    ap.add_argument("--no-onednn", action="store_true",
                    help="measure with PyTorch's oneDNN kernels off: its per-shape caches of CPU bf16 GEMMs "
                         "are not part of a GPU step (slower bf16 steps)")
    args = ap.parse_args()

    try:
        import torch  # noqa: F401  (models.py builds the scenarios' architectures with it)
    except Exception as e:   # ImportError, or a broken install
        print(f"harness: SKIP: cannot import torch with {sys.executable}: {e}")
        return 77

    candidates = random_configs(args.random, args.seed) if args.random else CONFIGS
    configs = [c for c in candidates if not args.only or re.search(args.only, c["id"])]
    if args.no_onednn:
        configs = [dict(c, onednn=False) for c in configs]
    if args.list:
        for c in configs:
            print(config_line(c))
        return 0
    if not configs:
        print(f"harness: no configuration matches {args.only!r}", file=sys.stderr)
        return 2

    root = os.path.dirname(HERE)
    calc = args.calc or os.path.join(root, "build", "default", "app", "calc", "rooflab-calc")
    if not (os.path.isfile(calc) and os.access(calc, os.X_OK)):
        print(f"harness: rooflab-calc not found at {calc} (give --calc)", file=sys.stderr)
        return 2

    sys.path.insert(0, HERE)
    import measure

    measured = {}
    if args.reuse:
        measured, problem = load_stored(args.reuse, configs)
        if problem:
            print(f"harness: {problem}", file=sys.stderr)
            return 2
    live = [c for c in configs if not args.reuse or (args.live and re.search(args.live, c["id"]))]
    if live:
        if not args.preload or not os.path.isfile(args.preload):
            print(f"harness: the counter library is needed: --preload PATH (got {args.preload!r})", file=sys.stderr)
            return 2
        fresh = measure_all(measure, live, args.preload, args.jobs)
        if fresh is None:
            return 2
        if args.reuse and not reproduces(measured, fresh):
            return 1
        measured.update(fresh)

    scen_dir = args.scenarios or tempfile.mkdtemp(prefix="rooflab-validation-")
    os.makedirs(scen_dir, exist_ok=True)
    results = []
    all_warnings = set()
    for c in configs:
        path = os.path.join(scen_dir, c["id"] + ".json")
        with open(path, "w") as f:
            json.dump(scenario(c), f, indent=1)
            f.write("\n")
        pred = predict(calc, path)
        for w in pred.get("warnings", []):
            all_warnings.add(re.sub(r"^.*?: (warning|error): ", "", w))
        cmp_ = compare(measured[c["id"]], pred)
        results.append({"config": c, "scenario": path, "measured": measured[c["id"]], "predicted": pred,
                        "compare": {**cmp_, "rows": {k: list(v) for k, v in cmp_["rows"].items()}}})

    print()
    print("ratios are predicted / measured; phases: highest memory within forward, loss, backward, optimizer step;")
    print("saved fwd: saved by the forward without weight copies; w.copies (at a forward-to-backward peak) and")
    print("opt scratch (at an optimizer peak) only where the predicted peak is such a moment")
    print(table(results))
    if all_warnings:
        print("\nrooflab-calc said:")
        for w in sorted(all_warnings):
            print(f"  {w}")
    errors = [r for r in results if "error" in r["predicted"]]
    for r in errors:
        print(f"  {r['config']['id']}: rooflab-calc failed: {r['predicted']['error']}")

    bad = []
    for r in results:
        rr = ratio(r["compare"]["rows"]["peak"])
        if rr is None or abs(rr - 1.0) > TOLERANCE:
            bad.append((r["config"]["id"], rr))

    if args.markdown:
        md = ["Ratios are predicted / measured (1.000 = exact). Phases: the highest memory within the forward, "
              "the loss, the backward and the optimizer step. \"saved fwd\": what the forward leaves for backward, "
              "without autocast's weight copies; \"w.copies\" is compared where the predicted peak lies between "
              "forward and backward, \"opt scratch\" (the optimizer step's temporaries) where it is in the optimizer "
              "step; n/a elsewhere.", "", table(results, markdown=True), "",
              "Measured, MiB above the baseline:", "", measured_table(results, markdown=True), ""]
        write_markdown("\n".join(md), args.markdown)
    if args.store:
        write_stored(args.store, configs, measured)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"torch": results[0]["measured"].get("torch"), "tolerance": TOLERANCE, "results": results},
                      f, indent=1)

    return verdict(bad, len(results), TOLERANCE)


if __name__ == "__main__":
    sys.exit(main())
