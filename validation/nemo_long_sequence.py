#!/usr/bin/env python3
# NeMo long-sequence table (Llama 2 7B FP8, DGX-H100, context parallelism): RoofLab's step time in
# NeMo's llama2 FLOP formula against the published TFLOP/s per GPU (docs/validation.md).
# Usage: nemo_long_sequence.py path/to/rooflab-calc
import json, subprocess, sys
USAGE = "usage: nemo_long_sequence.py path/to/rooflab-calc"
if sys.argv[1:] in (["-h"], ["--help"]):
    print(USAGE); sys.exit(0)
if len(sys.argv) != 2 or sys.argv[1].startswith("-"):
    sys.exit(USAGE)
calc = sys.argv[1]
rows = [  # seq K, gpus, gbs, tp, pp, dp, cp, published TFLOPS (with CP column, or without for cp 1)
    (4, 4, 1024, 1, 1, 4, 1, 768), (8, 8, 512, 1, 2, 4, 1, 730), (16, 16, 256, 2, 1, 8, 1, 660),
    (32, 32, 128, 2, 1, 8, 2, 610), (64, 64, 64, 4, 1, 8, 2, 574), (128, 128, 32, 4, 1, 8, 4, 555),
    (256, 256, 16, 4, 1, 8, 8, 549), (512, 512, 8, 8, 1, 4, 16, 549), (1024, 1024, 4, 8, 1, 4, 32, 536)]
L, h, f, V = 32, 4096, 11008, 32000
for k, gpus, gbs, tp, pp, dp, cp, pub in rows:
    s = k * 1024
    assert tp * pp * dp * cp == gpus
    for ckpt in ("selective", "full"):
        sc = {"version": 1, "model": {"preset": "llama2-7b"}, "precision": "fp8-mixed", "optimizer": "adamw",
              "training": {"micro_batch": 1, "seq_len": s, "grad_accum": gbs // dp, "checkpointing": ckpt,
                           "flash_attention": True},
              "parallel": {"gpus": gpus, "tp": tp, "pp": pp, "cp": cp, "zero": 1, "sequence_parallel": tp > 1},
              "hardware": {"gpu": "h100-sxm"}}
        out = subprocess.run([calc, "--json", "-"], input=json.dumps(sc), capture_output=True, text=True)
        if out.returncode != 0:
            print(k, "error", out.stderr[:300]); break
        r = json.loads(out.stdout)
        if not r["memory"]["fits"] and ckpt == "selective":
            continue
        t = r["step"]["time_s"]
        F = gbs * s * L * h * h * (12 + 12 + 18 * f / h + 12 * s / h + 6 * V / (L * h))
        pred = F / t / gpus / 1e12
        ex = r["step"]["exposed_comm_s"]
        print(f"{k:5d}K gpus {gpus:5d} tp{tp} pp{pp} dp{dp} cp{cp:2d} {ckpt:9s} peak {r['memory']['total']/2**30:6.1f} GiB "
              f"step {t:8.3f} s  pred {pred:6.0f} pub {pub}  ratio {pred/pub:5.3f}  mfu {r['step']['mfu']:.3f} "
              f"cp {r['step']['comm_s']['cp']:.3f}/{ex['cp']:.3f} tp {ex['tp']:.3f} dp {ex['dp']:.3f} bubble {r['step']['bubble_s']:.3f}")
        break
