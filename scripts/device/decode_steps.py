#!/usr/bin/env python3
"""Prefill and decode of a Llama-style model in Hugging Face transformers with a static KV cache,
eager and CUDA-graphed (issue 50, part 3; docs/measurements.md). Llama 3.1 8B's config as RoofLab
ships it (resources/hf-configs/Llama-3.1-8B.json), random bf16 weights, batch 1-64, contexts 1k-8k:

  ttft_s       one prefill forward of batch x context tokens (logits of the last token only);
  tpot_s       one decode step at that context: eager (median of the steps) and replayed as a CUDA
               graph (torch.cuda.graph over one step with a static input and cache position);
  bytes        the weights and the KV cache a step reads (a static cache attends over its whole
               length: transformers masks, it does not shorten), so that the per-step overhead
               beyond the bytes streamed is tpot - bytes / bandwidth (bandwidth from rooflab-bench's
               decode reads of the same run).

    python3 scripts/device/decode_steps.py measure --out decode.json --budget-s 150
    python3 scripts/device/decode_steps.py measure --dry-run          # the plan, no torch
    python3 scripts/device/decode_steps.py compare --results decode.json --probes probes.json \\
        --calc build/default/app/calc/rooflab-calc

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

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CONFIG = os.path.join(ROOT, "resources", "hf-configs", "Llama-3.1-8B.json")
# (batch, context) in priority order: the corners first.
POINTS = [(1, 1024), (1, 8192), (8, 4096), (64, 1024), (1, 4096), (8, 1024), (8, 8192), (64, 4096),
          (16, 2048), (32, 2048), (64, 8192)]
DECODE_STEPS = 16


def hf_config() -> dict:
    with open(CONFIG) as f:
        return json.load(f)


def kv_bytes_per_token(hf: dict) -> float:
    head_dim = hf["hidden_size"] // hf["num_attention_heads"]
    return 2.0 * hf["num_hidden_layers"] * hf["num_key_value_heads"] * head_dim * 2  # bf16 K and V


def make_cache(transformers, torch, config, batch: int, length: int):
    """A StaticCache of `length` tokens: transformers 5's signature, else 4.x's."""
    try:
        return transformers.StaticCache(config=config, max_cache_len=length)
    except TypeError:
        return transformers.StaticCache(config=config, max_batch_size=batch, max_cache_len=length, device="cuda",
                                        dtype=torch.bfloat16)


def one_point(torch, transformers, model, config, batch: int, context: int) -> dict:
    length = context + 2 * DECODE_STEPS + 8
    cache = make_cache(transformers, torch, config, batch, length)
    ids = torch.randint(0, config.vocab_size, (batch, context), device="cuda")
    sync = torch.cuda.synchronize
    with torch.no_grad():
        sync()
        t0 = time.perf_counter()
        out = model(input_ids=ids, past_key_values=cache, cache_position=torch.arange(context, device="cuda"),
                    use_cache=True, logits_to_keep=1)
        sync()
        ttft = time.perf_counter() - t0
        token = out.logits[:, -1:].argmax(-1)
        pos = context
        eager = []
        for _ in range(DECODE_STEPS):
            sync()
            t0 = time.perf_counter()
            out = model(input_ids=token, past_key_values=cache, cache_position=torch.tensor([pos], device="cuda"),
                        use_cache=True)
            token = out.logits[:, -1:].argmax(-1)
            sync()
            eager.append(time.perf_counter() - t0)
            pos += 1
        graphed, graph_error = graph_steps(torch, model, cache, token, pos)
    eager.sort()
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    row = {"batch": batch, "context": context, "cache_tokens": length, "ttft_s": ttft,
           "tpot_eager_s": eager[len(eager) // 2],
           "tpot_graph_s": sorted(graphed)[len(graphed) // 2] if graphed else None,
           "weight_bytes": weights, "kv_bytes_read": kv_bytes_per_token(config.to_dict()) * batch * length}
    if graph_error:
        row["graph_error"] = graph_error
    return row


def graph_steps(torch, model, cache, token, pos: int):
    """One decode step captured with a static token and position, replayed DECODE_STEPS times:
    (seconds per replay, None), or ([], the error) when the step cannot be captured, so that a
    capture failure keeps the point's eager figures."""
    sync = torch.cuda.synchronize
    static_token = token.clone()
    static_pos = torch.tensor([pos], device="cuda")
    try:
        stream = torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        with torch.no_grad(), torch.cuda.stream(stream):
            for _ in range(2):
                model(input_ids=static_token, past_key_values=cache, cache_position=static_pos, use_cache=True)
        torch.cuda.current_stream().wait_stream(stream)
        graph = torch.cuda.CUDAGraph()
        with torch.no_grad(), torch.cuda.graph(graph):
            static_out = model(input_ids=static_token, past_key_values=cache, cache_position=static_pos,
                               use_cache=True)
        graphed = []
        for _ in range(DECODE_STEPS):
            sync()
            t0 = time.perf_counter()
            graph.replay()
            static_token.copy_(static_out.logits[:, -1:].argmax(-1))
            static_pos.add_(1)
            sync()
            graphed.append(time.perf_counter() - t0)
        return graphed, None
    except Exception as e:  # noqa: BLE001 - recorded with the point; the eager figures stand
        sync()
        return [], f"{type(e).__name__}: {e}"[:400]


def fits(torch, hf: dict, batch: int, context: int) -> bool:
    """Weights, the cache and the prefill's largest activations (the MLP's, 3 x d_ff per token) in
    a tenth less than the free memory."""
    free, _ = torch.cuda.mem_get_info()
    need = kv_bytes_per_token(hf) * batch * (context + 64) + 3 * hf["intermediate_size"] * 2 * batch * context
    return need < 0.9 * free


def measure(out_path: str, budget_s: float, dry_run: bool) -> int:
    hf = hf_config()
    if dry_run:
        for b, c in POINTS:
            print(f"batch {b} context {c}: KV cache {kv_bytes_per_token(hf) * b * c / 2**30:.1f} GiB")
        print(f"decode_steps: {len(POINTS)} points of {hf['num_hidden_layers']}-layer Llama 3.1 8B, "
              f"budget {budget_s:.0f} s")
        return 0
    skip = missing_cuda("decode_steps", "transformers")
    if skip:
        print(skip)
        return 77
    import torch
    import transformers
    start = time.monotonic()
    rest = {k: v for k, v in hf.items() if k not in ("model_type", "architectures", "torch_dtype")}
    config = transformers.AutoConfig.for_model(hf["model_type"], **rest)
    # bf16 through the default dtype: transformers 5 names the keyword dtype, 4.x torch_dtype.
    torch.set_default_dtype(torch.bfloat16)
    with torch.device("cuda"):
        model = transformers.AutoModelForCausalLM.from_config(config, attn_implementation="sdpa")
    torch.set_default_dtype(torch.float32)
    model = model.to(torch.bfloat16).eval()
    with torch.no_grad():  # cuBLAS handles and workspaces before the first timed prefill
        model(input_ids=torch.randint(0, config.vocab_size, (1, 16), device="cuda"), use_cache=False)
    rows, left_out = [], []

    def save():
        with open(out_path, "w") as f:
            json.dump({"config": os.path.relpath(CONFIG, ROOT), "device": torch.cuda.get_device_name(0),
                       "versions": {"torch": torch.__version__, "transformers": transformers.__version__},
                       "rows": rows, "left_out": left_out}, f, indent=2)
    for b, c in POINTS:
        if time.monotonic() - start > budget_s - 15:
            left_out.append(f"batch {b} context {c} (budget)")
            continue
        if not fits(torch, hf, b, c):
            left_out.append(f"batch {b} context {c} (memory)")
            continue
        try:
            rows.append(one_point(torch, transformers, model, config, b, c))
            r = rows[-1]
            print(f"decode_steps: b {b} ctx {c}: ttft {r['ttft_s'] * 1e3:.1f} ms, tpot eager "
                  f"{r['tpot_eager_s'] * 1e3:.2f} ms, graph {r['tpot_graph_s'] * 1e3:.2f} ms", file=sys.stderr)
        except Exception as e:  # noqa: BLE001 - one point's failure is recorded, the rest run
            rows.append({"batch": b, "context": c, "error": f"{type(e).__name__}: {e}"[:500]})
            print(f"decode_steps: b {b} ctx {c}: {rows[-1]['error']}", file=sys.stderr)
        torch.cuda.empty_cache()
        save()  # after every point: a run stopped at its limit keeps what it measured
    save()
    return 0


def serving_scenario(batch: int, context: int, graphs: bool, gpu: str = "h100-sxm") -> dict:
    return {"version": 1, "name": f"Issue 50 decode: batch {batch}, context {context}",
            "model": {"name": "Llama-3.1-8B", "hf_config": hf_config()}, "precision": "bf16-mixed",
            "parallel": {"gpus": 1}, "hardware": {"gpu": gpu}, "phase": "decode",
            "inference": {"context": context + 64, "kv_dtype": "bf16", "weights_dtype": "bf16"},
            "serving": {"engine": "vllm", "input_tokens": context, "output_tokens": 64, "concurrency": batch,
                        "cuda_graphs": graphs}}


def compare(results_path: str, probes_path: str | None, calc: str, check: bool = False,
            markdown: str | None = None) -> int:
    """Each measured point against the bytes it streams at the probes' read bandwidth and against
    the serving model's TPOT (vLLM with CUDA graphs on the card it ran on). With `check`: exit 1
    unless every predicted TPOT lies between the streaming floor and the measured graphed step of
    transformers' unfused decode (an engine's step is no slower than that, nothing is faster than
    streaming its bytes), within 5 %."""
    import tempfile
    with open(results_path) as f:
        data = json.load(f)
    bandwidth = None
    if probes_path:
        with open(probes_path) as f:
            probes = json.load(f)
        reads = [p for p in probes.get("points", []) if p.get("kind") == "read" and not p.get("error")]
        if reads:
            bandwidth = max(reads, key=lambda p: p["bytes"])["bytes_per_s"]
    gpu = gpu_for_device(data.get("device", ""))
    lines = ["| batch | context | TTFT ms | TPOT eager ms | TPOT graph ms | bytes / bandwidth ms | overhead graph ms "
             "| predicted TPOT ms (vLLM, graphs) |", "|---:|---:|---:|---:|---:|---:|---:|---:|"]
    failures = []
    fmt = lambda v: f"{v * 1e3:.2f}" if v is not None else "-"  # noqa: E731
    with tempfile.TemporaryDirectory() as folder:
        for r in data["rows"]:
            if "error" in r:
                lines.append(f"| {r['batch']} | {r['context']} | {r['error'][:60]} | | | | | |")
                continue
            streamed = (r["weight_bytes"] + r["kv_bytes_read"]) / bandwidth if bandwidth else None
            path = os.path.join(folder, f"decode-b{r['batch']}-c{r['context']}.json")
            with open(path, "w") as f:
                json.dump(serving_scenario(r["batch"], r["context"], True, gpu), f, indent=2)
            args = [calc, "--json", path] + (["--measured", probes_path] if probes_path else [])
            p = subprocess.run(args, capture_output=True, text=True)
            predicted = json.loads(p.stdout).get("serving", {}).get("tpot_s") if p.returncode == 0 else None
            graph = r.get("tpot_graph_s")
            overhead = graph - streamed if streamed is not None and graph is not None else None
            lines.append(f"| {r['batch']} | {r['context']} | {r['ttft_s'] * 1e3:.1f} | {fmt(r['tpot_eager_s'])} | "
                         f"{fmt(graph)} | {fmt(streamed)} | {fmt(overhead)} | {fmt(predicted)} |")
            if not check:
                continue
            if predicted is None:
                failures.append(f"batch {r['batch']} context {r['context']}: no predicted TPOT ({p.stderr.strip()[:120]})")
            elif streamed is not None and graph is not None and not (0.95 * streamed <= predicted <= 1.05 * graph):
                failures.append(f"batch {r['batch']} context {r['context']}: predicted TPOT {predicted * 1e3:.2f} ms "
                                f"outside [{streamed * 1e3:.2f}, {graph * 1e3:.2f}] ms")
    return report("decode_steps", lines, failures, markdown)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("measure")
    m.add_argument("--out", default="decode-steps.json")
    m.add_argument("--budget-s", type=float, default=150.0)
    m.add_argument("--dry-run", action="store_true")
    c = sub.add_parser("compare")
    c.add_argument("--results", required=True)
    c.add_argument("--probes", help="rooflab-bench --sweep decode results of the same run")
    c.add_argument("--calc", required=True)
    c.add_argument("--markdown", help="the table as Markdown")
    c.add_argument("--check", action="store_true",
                   help="exit 1 unless each predicted TPOT lies between the streaming floor and the measured step")
    args = ap.parse_args()
    if args.cmd == "measure":
        return measure(args.out, args.budget_s, args.dry_run)
    return compare(args.results, args.probes, args.calc, args.check, args.markdown)


if __name__ == "__main__":
    sys.exit(main())
