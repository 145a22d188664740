#!/usr/bin/env python3
"""RoofLab memory validation on a CUDA GPU: real Hugging Face transformers models (and peft LoRA)
trained for three steps, the third measured with torch.cuda.max_memory_allocated, against
rooflab-calc's prediction for the same config.json. Method and results: docs/validation.md.

Two halves, because the GPU machine has PyTorch and transformers but no RoofLab build, and the
build machine no GPU:

    # on the GPU machine (writes the measurements; exit 77 without a CUDA device)
    python3 validation/cuda_memory.py measure --out cuda-results.json
    # anywhere: scenarios from the same configs, rooflab-calc, the comparison (cuda_compare.py)
    python3 validation/cuda_memory.py compare --results validation/results/cuda-h100.json \\
        --calc build/default/app/calc/rooflab-calc --markdown -

Each configuration is a config.json of resources/hf-configs/ (fewer layers where the model is
large: real widths, real vocabulary), built with AutoModelForCausalLM.from_config on the GPU with
random weights, trained with torch.optim (PyTorch's CUDA default: foreach) and
model.loss_function (transformers' ForCausalLMLoss), as measure.py does on the CPU: the logits
are kept until after optimizer.step(), use_cache=False, zero_grad(set_to_none=True).
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
ROOT = os.path.dirname(HERE)
TOLERANCE = 0.10
MIB = 1024.0 * 1024.0
QKVO = ["q", "k", "v", "o"]
ALL = QKVO + ["gate", "up", "down"]
PEFT_NAMES = {"q": "q_proj", "k": "k_proj", "v": "v_proj", "o": "o_proj", "gate": "gate_proj", "up": "up_proj",
              "down": "down_proj"}


def C(id, hf, layers, micro_batch, seq_len, precision, optimizer="adamw", attn="sdpa", checkpointing="none",
      optimizer_impl="auto", dropout=None, lora=None, hf_set=None):
    """hf: a file of resources/hf-configs; layers: None keeps the model's own; dropout: None keeps
    the config's dropout probabilities (GPT-2: 0.1), False sets them to 0; lora: (rank, targets);
    hf_set: config.json keys to set (None writes null), DROP removes one."""
    return dict(id=id, hf=hf, layers=layers, micro_batch=micro_batch, seq_len=seq_len, precision=precision,
                optimizer=optimizer, attn=attn, checkpointing=checkpointing, optimizer_impl=optimizer_impl,
                dropout=dropout, lora=lora, hf_set=hf_set or {})


DROP = "<drop>"
# DeepSeek-V3's latent attention with its dense MLP only (2 layers, both below
# first_k_dense_replace, so transformers builds DeepseekV3MLP; n_routed_experts null tells
# RoofLab the same), without the checkpoint's FP8 quantization_config.
DEEPSEEK_V3_DENSE = {"n_routed_experts": None, "quantization_config": DROP}


CONFIGS = [
    C("llama2-7b-L2-bf16-sdpa-s2048", "Llama-2-7b-hf", 2, 1, 2048, "bf16-pure"),
    C("llama2-7b-L2-amp-sdpa-b2-s1024", "Llama-2-7b-hf", 2, 2, 1024, "amp-bf16"),
    C("llama2-7b-L4-amp-ckpt-b4-s2048", "Llama-2-7b-hf", 4, 4, 2048, "amp-bf16", checkpointing="full"),
    C("llama2-7b-L2-bf16-eager-s1024", "Llama-2-7b-hf", 2, 1, 1024, "bf16-pure", attn="eager"),
    C("mistral-7b-L2-bf16-sdpa-s4096", "Mistral-7B-v0.1", 2, 1, 4096, "bf16-pure"),
    C("mistral-7b-L2-fp32-sdpa-s1024", "Mistral-7B-v0.1", 2, 1, 1024, "fp32"),
    C("llama2-7b-L2-bf16-sdpa-b8-s4096", "Llama-2-7b-hf", 2, 8, 4096, "bf16-pure"),
    C("mistral-7b-L2-amp-sdpa-b4-s4096", "Mistral-7B-v0.1", 2, 4, 4096, "amp-bf16"),
    C("gpt2-fp32-eager-b4-s1024", "gpt2", None, 4, 1024, "fp32", attn="eager"),
    C("gpt2-amp-sdpa-b8-s1024", "gpt2", None, 8, 1024, "amp-bf16"),
    C("qwen2.5-0.5b-bf16-sdpa-b4-s2048", "Qwen2.5-0.5B", None, 4, 2048, "bf16-pure"),
    C("qwen2.5-7b-L2-bf16-fused-s4096", "Qwen2.5-7B", 2, 1, 4096, "bf16-pure", optimizer_impl="fused"),
    C("llama3.1-8b-L2-bf16-sgdm-b2-s2048", "Llama-3.1-8B", 2, 2, 2048, "bf16-pure", optimizer="sgd-momentum"),
    C("qwen3-0.6b-amp-ckpt-b4-s2048", "Qwen3-0.6B", None, 4, 2048, "amp-bf16", checkpointing="full"),
    C("lora-llama2-7b-L4-bf16-all-r16-b2-s2048", "Llama-2-7b-hf", 4, 2, 2048, "bf16-pure", lora=(16, ALL)),
    C("lora-mistral-7b-L4-bf16-qv-r8-ckpt-b4-s2048", "Mistral-7B-v0.1", 4, 4, 2048, "bf16-pure",
      checkpointing="full", lora=(8, ["q", "v"])),
    # latent attention (measured on an H200: docs/validation.md "CUDA memory on an H200")
    C("deepseek-v3-L2-dense-bf16-sdpa-s2048", "DeepSeek-V3", 2, 1, 2048, "bf16-pure", hf_set=DEEPSEEK_V3_DENSE),
    C("deepseek-v3-L2-dense-bf16-sdpa-b2-s2048", "DeepSeek-V3", 2, 2, 2048, "bf16-pure", hf_set=DEEPSEEK_V3_DENSE),
    C("deepseek-v3-L2-dense-bf16-eager-b2-s1024", "DeepSeek-V3", 2, 2, 1024, "bf16-pure", attn="eager",
      hf_set=DEEPSEEK_V3_DENSE),
]

DROPOUT_KEYS = ("attention_dropout", "attn_pdrop", "embd_pdrop", "resid_pdrop", "hidden_dropout")


def hf_config(cfg: dict) -> dict:
    """The config.json as used on both sides: the layer count and dropouts as configured."""
    with open(os.path.join(ROOT, "resources", "hf-configs", cfg["hf"] + ".json")) as f:
        hf = json.load(f)
    if cfg["layers"] is not None:
        hf["n_layer" if hf["model_type"] == "gpt2" else "num_hidden_layers"] = cfg["layers"]
    if cfg["dropout"] is False:
        for key in DROPOUT_KEYS:
            if key in hf:
                hf[key] = 0.0
    for key, value in cfg.get("hf_set", {}).items():
        if value == DROP:
            hf.pop(key, None)
        else:
            hf[key] = value
    return hf


def has_dropout(hf: dict) -> bool:
    return any(float(hf.get(key, 0) or 0) > 0 for key in DROPOUT_KEYS)


# The gpus.json card a measured device is (its step time; the memory does not depend on it).
DEVICE_GPUS = [("H200", "h200"), ("H100 PCIe", "h100-pcie"), ("H100", "h100-sxm"), ("A100-SXM4-80GB", "a100-80gb"),
               ("A100 80GB", "a100-80gb"), ("A100", "a100-40gb")]


def gpu_for_device(name: str) -> str:
    for part, gpu in DEVICE_GPUS:
        if part in name:
            return gpu
    print(f"cuda_memory: no gpus.json card known for {name!r}; step times are predicted for an H100 SXM",
          file=sys.stderr)
    return "h100-sxm"


def scenario(cfg: dict, gpu: str = "h100-sxm") -> dict:
    hf = hf_config(cfg)
    sc = {
        "version": 1,
        "name": f"CUDA validation: {cfg['id']}",
        "model": {"name": cfg["id"], "hf_config": hf},
        "precision": cfg["precision"],
        "optimizer": cfg["optimizer"],
        "training": {"micro_batch": cfg["micro_batch"], "seq_len": cfg["seq_len"],
                     "checkpointing": cfg["checkpointing"], "dropout": has_dropout(hf),
                     "implementation": "pytorch-sdpa" if cfg["attn"] == "sdpa" else "pytorch-eager",
                     "loss": "eager", "grads_freed": True, "backend": "cuda",
                     "optimizer_impl": cfg["optimizer_impl"]},
        "parallel": {"gpus": 1},
        "hardware": {"gpu": gpu},
        "overhead_gib": 0,
    }
    if cfg["lora"]:
        sc["finetune"] = {"method": "lora", "rank": cfg["lora"][0], "targets": cfg["lora"][1]}
    return sc


# ------------------------------------------------------------------------------------------
# GPU side: one configuration per fresh process
# ------------------------------------------------------------------------------------------

def make_optimizer(name: str, impl: str, params):
    import torch
    kw = {} if impl == "auto" else {"fused": True} if impl == "fused" else {"foreach": impl == "foreach"}
    if name == "adamw":
        return torch.optim.AdamW(params, lr=1e-4, **kw)
    if name == "adam":
        return torch.optim.Adam(params, lr=1e-4, **kw)
    if name == "sgd":
        return torch.optim.SGD(params, lr=1e-3, **kw)
    if name == "sgd-momentum":
        return torch.optim.SGD(params, lr=1e-3, momentum=0.9, **kw)
    raise ValueError(f"unknown optimizer {name!r}")


def build(cfg: dict, hf: dict):
    import torch
    import transformers
    rest = {k: v for k, v in hf.items() if k not in ("model_type", "architectures", "torch_dtype")}
    # A key set to null only to tell RoofLab something (DeepSeek-V3's n_routed_experts: both layers
    # lie below first_k_dense_replace, so transformers builds no MoE either) goes to transformers
    # unset: its config classes (5.x) refuse null for an integer field.
    rest = {k: v for k, v in rest.items() if not (v is None and k in cfg.get("hf_set", {}))}
    config = transformers.AutoConfig.for_model(hf["model_type"], **rest)
    with torch.device("cuda"):
        model = transformers.AutoModelForCausalLM.from_config(config, attn_implementation=cfg["attn"])
    moe = sorted({type(m).__name__ for m in model.modules() if "moe" in type(m).__name__.lower()})
    if moe and hf.get("n_routed_experts", 0) is None:
        raise RuntimeError(f"{cfg['id']}: transformers built {moe}, RoofLab is told the model is dense")
    if cfg["precision"] == "bf16-pure":
        model = model.to(torch.bfloat16)
    hf_model = model
    if cfg["checkpointing"] == "full":
        model.gradient_checkpointing_enable()
    if cfg["lora"]:
        import peft
        rank, targets = cfg["lora"]
        model = peft.get_peft_model(model, peft.LoraConfig(r=rank, lora_alpha=2 * rank, lora_dropout=0.0,
                                                           target_modules=[PEFT_NAMES[t] for t in targets]))
        # What prepare_model_for_kbit_training and gradient checkpointing do: the embedding
        # output requires grad, so every layer's activations join the backward.
        hf_model.enable_input_require_grads()
    model.train()
    return model, hf_model


def _storage(t):
    return t.untyped_storage()


def child(cfg: dict) -> dict:
    import torch
    import transformers
    torch.manual_seed(0)
    hf = hf_config(cfg)
    amp = cfg["precision"] == "amp-bf16"

    def autocast():
        return torch.autocast("cuda", dtype=torch.bfloat16) if amp else contextlib.nullcontext()

    b, s = cfg["micro_batch"], cfg["seq_len"]
    vocab = hf["vocab_size"]
    ids = torch.randint(0, vocab, (b, s), device="cuda")

    def step(model, hf_model, opt, probe=None, hooks=None):
        opt.zero_grad(set_to_none=True)
        probe and probe("start")
        with autocast(), (hooks or contextlib.nullcontext()):
            logits = model(input_ids=ids, use_cache=False).logits
        probe and probe("forward")
        with autocast():
            loss = hf_model.loss_function(logits=logits, labels=ids, vocab_size=vocab)
        probe and probe("loss")
        loss.backward()
        probe and probe("backward")
        opt.step()
        probe and probe("optimizer")
        return logits, loss

    # Warm-up with a one-layer model of the same kind: cuBLAS handles and workspaces, kernels.
    warm = dict(cfg, layers=1)
    wmodel, whf = build(warm, hf_config(warm))
    wopt = make_optimizer(cfg["optimizer"], cfg["optimizer_impl"], [p for p in wmodel.parameters() if p.requires_grad])
    for _ in range(2):
        lg, ls = step(wmodel, whf, wopt)
        del lg, ls
    del wmodel, whf, wopt
    gc.collect()
    torch.cuda.synchronize()
    torch.cuda.empty_cache()

    base = torch.cuda.memory_allocated()
    model, hf_model = build(cfg, hf)
    params = [p for p in model.parameters()]
    trainable = [p for p in params if p.requires_grad]
    opt = make_optimizer(cfg["optimizer"], cfg["optimizer_impl"], trainable)
    nbytes = lambda t: t.numel() * t.element_size()  # noqa: E731

    marks, phases, reserved = {}, {}, {}

    def probe(name):
        marks[name] = torch.cuda.memory_allocated() - base
        if name != "start":
            phases[name] = torch.cuda.max_memory_allocated() - base
            reserved[name] = torch.cuda.max_memory_reserved()
        torch.cuda.reset_peak_memory_stats()

    # The step before the measured one lists what the forward saves (unique storages that are not
    # parameters or buffers), and which of them are 16-bit copies of weights (autocast).
    owned = {_storage(p).data_ptr() for p in params} | {_storage(x).data_ptr() for x in model.buffers()}
    saved = {}

    def pack(t):
        key = _storage(t).data_ptr()
        if key not in owned and key not in saved:
            saved[key] = t
        return t

    audit = []
    step_seconds = []
    for n in range(6):   # 0: warm, 1: audited, 2: measured (memory), 3-5: timed
        gc.collect()
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        if n == 1:
            def classify(name):
                # Right after the forward, before the optimizer step changes the weights.
                if name != "forward":
                    return
                by_shape = {}
                for p in params:
                    by_shape.setdefault((tuple(p.shape), p.dtype), []).append(p)
                for t in saved.values():
                    copy = t.dim() == 2 and any(
                        torch.equal(p.detach().to(t.dtype), view)
                        for shape, view in ((tuple(t.shape), t), (tuple(t.shape)[::-1], t.t()))
                        for (ps, pd), plist in by_shape.items() if ps == shape and pd != t.dtype for p in plist)
                    audit.append({"shape": list(t.shape), "dtype": str(t.dtype).replace("torch.", ""),
                                  "bytes": _storage(t).nbytes(), "weight_copy": bool(copy)})
                saved.clear()
            hooks = torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t)
            logits, loss = step(model, hf_model, opt, probe=classify, hooks=hooks)
        elif n == 2:
            logits, loss = step(model, hf_model, opt, probe=probe)
            grads = sum(nbytes(p.grad) for p in trainable if p.grad is not None)
            states = sum(nbytes(v) for st in opt.state.values() for v in st.values()
                         if torch.is_tensor(v) and v.device.type == "cuda")
            logits_bytes, loss_value = nbytes(logits), float(loss)
        else:
            logits, loss = step(model, hf_model, opt)
        torch.cuda.synchronize()
        if n >= 3:
            step_seconds.append(time.perf_counter() - t0)
        del logits, loss
    copies = sum(a["bytes"] for a in audit if a["weight_copy"])
    versions = {"torch": torch.__version__, "transformers": transformers.__version__}
    if cfg["lora"]:
        import peft
        versions["peft"] = peft.__version__
    return {
        "config": cfg, "versions": versions, "device": torch.cuda.get_device_name(),
        "base_bytes": base, "start": marks["start"],
        "after": {k: marks[k] for k in ("forward", "loss", "backward", "optimizer")},
        "phases": phases, "peak": max(phases.values()), "peak_phase": max(phases, key=phases.get),
        "max_reserved": max(reserved.values()),
        "parameters": sum(nbytes(p) for p in params), "parameter_count": sum(p.numel() for p in params),
        "trainable_count": sum(p.numel() for p in trainable),
        "buffers": sum(nbytes(x) for x in model.buffers()), "gradients": grads, "optimizer_states": states,
        "logits": logits_bytes, "saved_by_forward": marks["forward"] - marks["start"] - logits_bytes,
        "saved_unique_previous_step": sum(a["bytes"] for a in audit), "weight_copies": copies,
        "saved_tensors": audit, "loss_value": loss_value,
        "step_seconds": step_seconds,   # wall time of steps 4-6 (zero_grad to optimizer.step)
    }


def measure_all(configs, out_path: str, timeout: float) -> int:
    try:
        import torch
    except Exception as e:
        print(f"cuda_memory: SKIP: cannot import torch: {e}")
        return 77
    if not torch.cuda.is_available():
        print("cuda_memory: SKIP: no CUDA device")
        return 77
    results, failed = [], []
    for cfg in configs:
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, os.path.abspath(__file__), "child"], input=json.dumps(cfg),
                              capture_output=True, text=True, timeout=timeout)
        line = next((l for l in proc.stdout.splitlines() if l.startswith("RESULT ")), None)
        if line is None:
            failed.append(cfg["id"])
            print(f"  {cfg['id']}: FAILED (exit {proc.returncode}):\n{proc.stderr[-2500:]}", flush=True)
            continue
        res = json.loads(line[7:])
        res["wall_seconds"] = time.perf_counter() - t0
        results.append(res)
        print(f"  {cfg['id']:<46} peak {res['peak'] / MIB:9.1f} MiB ({res['peak_phase']}), reserved "
              f"{res['max_reserved'] / MIB:9.1f} MiB, {res['wall_seconds']:.0f} s", flush=True)
        with open(out_path, "w") as f:   # after each one: a killed run keeps what it measured
            json.dump({"device": res["device"], "versions": res["versions"], "results": results}, f, indent=1)
    return 1 if failed else 0


def main():
    ap = argparse.ArgumentParser(description="CUDA memory validation (see the module docstring).")
    sub = ap.add_subparsers(dest="mode", required=True)
    m = sub.add_parser("measure", help="measure on the GPU")
    m.add_argument("--out", required=True, help="results file (JSON)")
    m.add_argument("--only", help="only configurations whose id matches this regular expression")
    m.add_argument("--timeout", type=float, default=300, help="seconds per configuration")
    c = sub.add_parser("compare", help="compare measured results with rooflab-calc")
    c.add_argument("--results", required=True)
    c.add_argument("--calc", default=os.path.join(ROOT, "build", "default", "app", "calc", "rooflab-calc"))
    c.add_argument("--markdown", help="write the tables as Markdown here ('-' = standard output)")
    c.add_argument("--only", help="only configurations whose id matches this regular expression")
    c.add_argument("--tolerance", type=float, default=TOLERANCE,
                   help="largest |predicted/measured - 1| of a peak that passes (default 0.10, the target)")
    sub.add_parser("child", help=argparse.SUPPRESS)
    sub.add_parser("list", help="list the configurations")
    args = ap.parse_args()
    if args.mode == "child":
        print("RESULT " + json.dumps(child(json.loads(sys.stdin.read()))), flush=True)
        return 0
    if args.mode == "list":
        for cfg in CONFIGS:
            print(cfg["id"], json.dumps({k: v for k, v in cfg.items() if k != "id"}))
        return 0
    if args.mode == "measure":
        import re
        configs = [c for c in CONFIGS if not args.only or re.search(args.only, c["id"])]
        return measure_all(configs, args.out, args.timeout)
    import cuda_compare
    return cuda_compare.compare_all(args.results, args.calc, args.markdown, args.only, args.tolerance)


if __name__ == "__main__":
    sys.exit(main())
