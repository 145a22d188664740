#!/usr/bin/env python3
"""Which tensors does one training forward keep for backward?

For every configuration (family x precision x dropout) this runs one forward of ONE block, and
separately of the embedding and of the final norm + lm_head + loss, with
torch.autograd.graph.saved_tensors_hooks recording every tensor autograd saves. Tensors are
deduplicated by storage (a view of a kept tensor costs nothing), parameters and buffers are
reported but not counted (they exist anyway), and each storage is labelled with the module that
was running and the autograd nodes that saved it. Widths are given per token: a tensor of N
elements over T = b*s tokens has width N/T, printed as a multiple of h, d_ff, kv*hd, a*s, V...

Under amp-bf16 it also lists, for one block, every ATen op with its input and output dtypes (a
TorchDispatchMode sits below autocast, so it sees the ops autocast actually ran).

    /usr/bin/python3 validation/audit_saved.py > validation/audit.txt
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections import OrderedDict, defaultdict

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import models  # noqa: E402

# Sizes chosen so that the widths are told apart: h=160, a=5, hd=32, s=48 -> a*s = 240 = 1.5h.
B, S = 2, 48
H, HEADS = 160, 5
LLAMA_KV = 1          # GQA: 1 key/value head for 5 query heads -> kv*hd = 32 = 0.2h
LLAMA_FF = 432        # 2.7h, so d_ff is not confused with a multiple of h
VOCAB = 1000
POSITIONS = 64

# deepseek (latent attention): widths told apart from the above and from each other.
MLA_Q_LORA, MLA_KV_LORA, MLA_ROPE, MLA_NOPE, MLA_V = 56, 40, 8, 20, 12   # a*qk = 140, a*v = 60

PRECISIONS = ("fp32", "bf16", "amp-bf16")
FAMILIES = ("gpt2", "llama", "deepseek")


def storage_key(t: torch.Tensor):
    try:
        st = t.untyped_storage()
    except AttributeError:            # torch < 2.0
        st = t.storage()
    return st.data_ptr()


def storage_nbytes(t: torch.Tensor) -> int:
    try:
        return t.untyped_storage().nbytes()
    except AttributeError:
        return t.storage().nbytes()


class Recorder:
    """saved_tensors_hooks + a module-name stack, so each saved storage gets a label."""

    def __init__(self, model):
        self.model = model
        self.stack = ["(model)"]
        self.saved = OrderedDict()      # storage ptr -> dict
        self.handles = []
        self.param_ptrs = {}
        for name, p in list(model.named_parameters()) + list(model.named_buffers()):
            self.param_ptrs[storage_key(p)] = name
        for name, m in model.named_modules():
            if name == "":
                continue
            self.handles.append(m.register_forward_pre_hook(self._pre(name)))
            self.handles.append(m.register_forward_hook(self._post))

    def _pre(self, name):
        def hook(_m, _inp):
            self.stack.append(name)
        return hook

    def _post(self, _m, _inp, _out):
        self.stack.pop()

    def close(self):
        for h in self.handles:
            h.remove()

    def pack(self, t):
        key = storage_key(t)
        rec = self.saved.get(key)
        if rec is None:
            rec = {"tensor": t, "shape": tuple(t.shape), "dtype": t.dtype, "bytes": storage_nbytes(t),
                   "module": self.stack[-1], "param": self.param_ptrs.get(key), "nodes": set(),
                   "times": 0}
            self.saved[key] = rec
        rec["times"] += 1
        return t

    @staticmethod
    def unpack(t):
        return t

    @contextlib.contextmanager
    def recording(self):
        with torch.autograd.graph.saved_tensors_hooks(self.pack, self.unpack):
            yield

    def label_from_graph(self, roots):
        """Walk the autograd graph and name the nodes holding each saved storage."""
        seen = set()
        todo = [r for r in roots if r is not None]
        while todo:
            node = todo.pop()
            if node in seen:
                continue
            seen.add(node)
            name = type(node).__name__
            for attr in dir(node):
                if not attr.startswith("_saved_"):
                    continue
                try:
                    val = getattr(node, attr)
                except Exception:
                    continue
                vals = val if isinstance(val, (tuple, list)) else (val,)
                for v in vals:
                    if isinstance(v, torch.Tensor):
                        rec = self.saved.get(storage_key(v))
                        if rec is not None:
                            rec["nodes"].add(f"{name}.{attr[7:]}")
            if name.endswith("Backward") and hasattr(node, "saved_tensors"):   # custom Functions
                try:
                    for v in node.saved_tensors:
                        if isinstance(v, torch.Tensor) and storage_key(v) in self.saved:
                            self.saved[storage_key(v)]["nodes"].add(f"{name}.saved_tensors")
                except Exception:
                    pass
            for nxt, _ in node.next_functions:
                if nxt is not None:
                    todo.append(nxt)


def width_name(width: float, cfg: models.ModelConfig, seq: int) -> str:
    h, hd = cfg.d_model, cfg.head_dim
    cands = OrderedDict([
        ("h", h), ("2h", 2 * h), ("3h", 3 * h), ("4h", 4 * h), ("d_ff", cfg.d_ff),
        ("kv*hd", cfg.kv_heads * hd), ("a*s", cfg.heads * seq), ("a", cfg.heads),
        ("V", cfg.vocab), ("1", 1), ("hd", hd), ("1/2", 0.5),
    ])
    if cfg.family == "gpt2":
        cands.pop("kv*hd")
    if cfg.family == "deepseek":
        cands.pop("kv*hd")
        cands.update([("a*qk", cfg.heads * hd), ("a*v", cfg.heads * cfg.v_head_dim), ("r_q", cfg.q_lora_rank),
                      ("r_kv", cfg.kv_lora_rank), ("r_kv+rope", cfg.kv_lora_rank + cfg.qk_rope_head_dim),
                      ("a*(nope+v)", cfg.heads * (cfg.qk_nope_head_dim + cfg.v_head_dim))])
    for n, v in cands.items():
        if abs(width - v) < 1e-9:
            return n
    for n, v in cands.items():
        if v and abs(width / v - round(width / v)) < 1e-9 and round(width / v) > 1:
            return f"{round(width / v)}*{n}"
    return f"{width:g}"


def make_model(family: str, precision: str, dropout: bool):
    if family == "gpt2":
        cfg = models.ModelConfig("gpt2", layers=1, d_model=H, heads=HEADS, vocab=VOCAB, positions=POSITIONS,
                                 dropout=dropout)
    elif family == "deepseek":
        cfg = models.ModelConfig("deepseek", layers=1, d_model=H, heads=HEADS, d_ff=LLAMA_FF, vocab=VOCAB,
                                 dropout=dropout, q_lora_rank=MLA_Q_LORA, kv_lora_rank=MLA_KV_LORA,
                                 qk_rope_head_dim=MLA_ROPE, qk_nope_head_dim=MLA_NOPE, v_head_dim=MLA_V)
    else:
        cfg = models.ModelConfig("llama", layers=1, d_model=H, heads=HEADS, kv_heads=LLAMA_KV, d_ff=LLAMA_FF,
                                 vocab=VOCAB, dropout=dropout)
    torch.manual_seed(0)
    model = models.build_model(cfg)
    if precision == "bf16":
        model = model.to(torch.bfloat16)
    model.train()
    return cfg, model


def amp_context(precision: str):
    if precision == "amp-bf16":
        return torch.autocast("cpu", dtype=torch.bfloat16)
    return contextlib.nullcontext()


def audit_section(family, precision, dropout, section):
    """section: 'block' or 'ends' (embedding + final norm + lm_head + loss)."""
    cfg, model = make_model(family, precision, dropout)
    ids = torch.randint(0, cfg.vocab, (B, S))
    labels = ids.clone()
    rec = Recorder(model)
    blocks = models.block_list(model)
    roots = []
    with amp_context(precision):
        if section == "block":
            with torch.no_grad():
                x, extra = model.embed(ids)
            x = x.detach().requires_grad_(True)
            with rec.recording():
                y = blocks[0](x, *extra)
            roots.append(y.grad_fn)
            block_input = storage_key(x)
        else:
            with rec.recording():
                x, extra = model.embed(ids)
            roots.append(x.grad_fn)
            y = blocks[0](x, *extra)
            y2 = y.detach().requires_grad_(True)
            with rec.recording():
                logits = model.head(y2)
                loss = models.causal_lm_loss(logits, labels, cfg.vocab)
            roots.append(loss.grad_fn)
            block_input = storage_key(y2)
    rec.label_from_graph(roots)
    rec.close()
    return cfg, rec, block_input


def weight_copy_of(model, r):
    """Name of the parameter this saved tensor is a cast copy of (autocast), else None."""
    t = r["tensor"]
    params = {f"{mn}.{pn}" if mn else pn: p for mn, m in model.named_modules()
              for pn, p in m._parameters.items() if p is not None}   # with tied duplicates
    cands = [f"{r['module']}.weight"] + list(params)
    for pname in cands:
        p = params.get(pname)
        if p is None or p.dtype == t.dtype or p.numel() != t.numel():
            continue
        same = False
        if tuple(p.shape) == r["shape"]:
            same = torch.equal(p.detach().to(t.dtype), t)
        if not same and tuple(p.shape) == r["shape"][::-1] and t.dim() == 2:
            same = torch.equal(p.detach().to(t.dtype), t.t())
        if same:
            return pname
    return None


def fmt_dtype(dt):
    return {torch.float32: "fp32", torch.bfloat16: "bf16", torch.float16: "fp16", torch.bool: "bool",
            torch.int64: "i64", torch.uint8: "u8", torch.float64: "fp64"}.get(dt, str(dt))


def report(family, precision, dropout, out):
    total_by_section = {}
    for section in ("block", "ends"):
        cfg, rec, block_input = audit_section(family, precision, dropout, section)
        tokens = B * S
        title = "one block" if section == "block" else "embedding + final norm + lm_head + loss"
        out.append(f"  -- {title}")
        counted = copies = shared = 0
        per_dtype = defaultdict(lambda: defaultdict(float))   # dtype -> symbol -> count
        for key, r in rec.saved.items():
            t = r["tensor"]
            numel = r["bytes"] // t.element_size()
            width = numel / tokens
            wname = width_name(width, cfg, S)
            tag = ""
            if t.dim() == 0:
                wname = "scalar"
                tag = "  [0-dim scalar: not counted]"
            elif r["param"] is not None:
                wname = "-"
                tag = f"  [parameter/buffer {r['param']}: not counted]"
            elif key == block_input:
                tag = "  [input of this section]"
            if r["param"] is None and t.dim() > 0:
                wcopy = weight_copy_of(rec.model, r)
                if wcopy is not None:
                    # autocast's bf16 cast of a parameter: does not scale with tokens.
                    wname = "-"
                    tag += f"  [weight copy of {wcopy}]"
                    copies += r["bytes"]
                elif len(r["shape"]) == 4 and r["shape"][0] == 1 and r["shape"][1] == 1 and r["shape"][2] == S:
                    wname = "-"
                    tag += "  [rope cos/sin (1,s,hd): one per forward, shared by all layers]"
                    shared += r["bytes"]
                else:
                    counted += r["bytes"]
                    per_dtype[fmt_dtype(r["dtype"])][wname] += 1
            nodes = ",".join(sorted(r["nodes"])) or "?"
            out.append(f"    {fmt_dtype(r['dtype']):>4} {str(list(r['shape'])):<22} {r['bytes']:>9} B  "
                       f"x (b,s,{wname:<6}) {r['module']:<24} {nodes}{tag}")
        terms = []
        for dt, syms in per_dtype.items():
            terms.append(dt + ": " + " + ".join(f"{int(c) if c == int(c) else c}x{s}" for s, c in syms.items()))
        out.append(f"    => {counted} bytes = {counted / tokens:.1f} bytes/token"
                   f" = {counted / tokens / cfg.d_model:.3f} h bytes/token   [{'; '.join(terms)}]")
        if copies or shared:
            out.append(f"       plus {copies} bytes of bf16 weight copies, {shared} bytes of rope cos/sin")
        total_by_section[section] = counted / tokens
        total_by_section[section + "_terms"] = "; ".join(terms)
        total_by_section[section + "_copies"] = copies
    return total_by_section


def dtype_trace(family, dropout, out):
    """Every ATen op of one block under CPU autocast bf16, with input and output dtypes."""
    try:
        from torch.utils._python_dispatch import TorchDispatchMode
    except ImportError:
        out.append("  (TorchDispatchMode unavailable)")
        return
    from torch.utils._pytree import tree_flatten

    rows = []

    class Trace(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            res = func(*args, **(kwargs or {}))
            ins = [fmt_dtype(a.dtype) for a in tree_flatten(args)[0] if isinstance(a, torch.Tensor)]
            outs = [fmt_dtype(a.dtype) for a in tree_flatten(res)[0] if isinstance(a, torch.Tensor)]
            name = str(func.overloadpacket.__name__) if hasattr(func, "overloadpacket") else str(func)
            if name not in ("view", "transpose", "t", "detach", "expand", "unsqueeze", "slice", "split",
                            "_unsafe_view", "permute", "select", "alias", "as_strided"):
                rows.append(f"    {name:<28} in ({','.join(ins)}) -> {','.join(outs)}")
            return res

    cfg, model = make_model(family, "amp-bf16", dropout)
    ids = torch.randint(0, cfg.vocab, (B, S))
    with torch.autocast("cpu", dtype=torch.bfloat16):
        with torch.no_grad():
            x, extra = model.embed(ids)
        x = x.detach().requires_grad_(True)
        with Trace():
            y = models.block_list(model)[0](x, *extra)
    out.extend(rows)
    out.append(f"    block output dtype: {fmt_dtype(y.dtype)}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--no-trace", action="store_true", help="skip the autocast dtype trace")
    ap.add_argument("--family", choices=FAMILIES, action="append", help="only this family (repeatable)")
    args = ap.parse_args()
    families = args.family or FAMILIES
    torch.set_num_threads(1)
    out = []
    out.append(f"# saved-for-backward audit, torch {torch.__version__}, CPU")
    out.append(f"# b={B} s={S} (T={B * S} tokens) h={H} a={HEADS} hd={H // HEADS} a*s={HEADS * S} "
               f"gpt2: d_ff=4h={4 * H} V={VOCAB} P={POSITIONS}; llama: kv={LLAMA_KV} kv*hd={LLAMA_KV * H // HEADS} "
               f"d_ff={LLAMA_FF}; deepseek: q_lora={MLA_Q_LORA} kv_lora={MLA_KV_LORA} rope={MLA_ROPE} "
               f"nope={MLA_NOPE} v={MLA_V}")
    out.append("# columns: dtype, shape, storage bytes, width per token, module running, autograd nodes "
               "that hold it")
    out.append("# dropout on = p 0.1 at embeddings, attention probabilities, attention output, MLP output")
    summary = []
    for family in families:
        for precision in PRECISIONS:
            for dropout in (False, True):
                out.append("")
                out.append(f"== {family} {precision} dropout={'on' if dropout else 'off'}")
                tot = report(family, precision, dropout, out)
                summary.append((family, precision, dropout, tot))
    out.append("")
    out.append("== summary: bytes saved per token (activations only, parameters excluded)")
    out.append("   (block: per block and token, excluding rope cos/sin and autocast weight copies;"
               " ends: embedding + final norm + lm_head + loss per token; widths in elements per token)")
    out.append(f"   {'family':<6} {'precision':<9} {'dropout':<7} {'block':>9} {'/h':>7} {'ends':>9}"
               f" {'w.copies':>9}  block terms")
    for family, precision, dropout, tot in summary:
        out.append(f"   {family:<6} {precision:<9} {('on' if dropout else 'off'):<7} {tot['block']:>9.1f} "
                   f"{tot['block'] / H:>7.3f} {tot['ends']:>9.1f} {tot['block_copies'] + tot['ends_copies']:>9}"
                   f"  {tot['block_terms']}")
    if not args.no_trace:
        for family in families:
            out.append("")
            out.append(f"== {family} amp-bf16 (torch.autocast('cpu', bfloat16)): ATen ops of one block, "
                       f"dropout on, input dtypes -> output dtype")
            dtype_trace(family, True, out)
    print("\n".join(out))


if __name__ == "__main__":
    main()
