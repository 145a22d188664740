#!/usr/bin/env bash
# Issue 45 on one H100 or H200 (docs/measurements.md, "Issue 45: published rows' own products"):
#   part 1: rooflab-bench's training-shaped sweep of the GEMMs of published runs near or beyond the
#           10 % line (validation/published-runs.json, their scenarios as written, bf16 and fp8),
#           shapes the issue-50 sweeps did not cover (Llama 3 8B at TP 8 x 98,304 tokens, GELU
#           models at their micro-batches);
#   part 2: framework_steps.py variants not measured before (fused SwiGLU, the compiled loss).
# Builds nothing: it runs the carried build/bench (cmake --preset bench && cmake --build --preset bench).
#
# Usage: scripts/device/issue45.sh [--parts 1,2] [--dry-run]
# Budgets (seconds; environment): PART1_S=200 PART2_S=230; results under $OUT (else build/issue45-DATE).
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${OUT:-$root/build/issue45-$(date +%Y%m%d-%H%M%S)}
bench=${ROOFLAB_BENCH:-$root/build/bench/app/bench/rooflab-bench}
parts="1,2"
dry=0
while (($#)); do
  case "$1" in
    --parts) parts=$2; shift 2 ;;
    --dry-run) dry=1; shift ;;
    -h|--help) sed -n '2,12p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) echo "issue45: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
: "${PART1_S:=200}" "${PART2_S:=230}"
has_part() { case ",$parts," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }
work=$out/work
mkdir -p "$work"
summary=$out/summary.txt
say() { echo "$*" | tee -a "$summary" >&2; }
t_start=$(date +%s)
elapsed() { echo $(( $(date +%s) - t_start ))s; }
ROWS="torchtitan-h100-llama31-8b-fsdp8-tp8-fp8tw mcore-nemo2407-h100-gpt3-5b-fp8 llmfoundry-h100-sxm-mpt-7b-seq2048-512gpus llmfoundry-h100-sxm-mpt-1b-seq2048-512gpus llmfoundry-h100-sxm-mpt-760m-seq4096-8gpus"

say "issue45: parts $parts, dry run $dry, results in $out ($(date -u +%Y-%m-%dT%H:%M:%SZ))"
{
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,power.limit --format=csv 2>&1
  python3 -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda)' 2>&1
  "$bench" --version 2>&1
} > "$out/env.txt"
list=""; ((dry)) && list="--list"

if has_part 1; then
  args=$(python3 - "$root/validation/published-runs.json" "$work/rows" $ROWS <<'PY'
import json, os, sys
table, folder, ids = sys.argv[1], sys.argv[2], sys.argv[3:]
os.makedirs(folder, exist_ok=True)
runs = {r["id"]: r for r in json.load(open(table))["runs"]}
for i in ids:
    path = os.path.join(folder, i + ".json")
    json.dump(runs[i]["scenario"], open(path, "w"), indent=1)
    print("--training-shapes", path, end=" ")
PY
)
  # shellcheck disable=SC2086 # the scenario arguments are words
  timeout "$PART1_S" "$bench" $list $args --dtypes bf16,fp8-e4m3 --soak-s 0.5 --soak-first-s 20 \
    --out "$out/part1-bench.json" > "$work/part1.out" 2> "$work/part1.log"
  say "part 1 bench (exit $?, $(elapsed)): $(grep -c FAILED "$work/part1.log") failed point(s)"
  ((dry)) && say "part 1 plan: $(grep -m1 '^plan for' "$work/part1.out")"
fi
if has_part 2; then
  d=""; ((dry)) && d="--dry-run"
  timeout $((PART2_S + 30)) python3 "$root/scripts/device/framework_steps.py" measure $d --out "$out/part2-steps.json" \
    --budget-s "$PART2_S" --only compile-loss-none-unfused,eager-op-selective-fused,compile-loss-op-selective-unfused,compile-none-fused \
    > "$work/part2.out" 2> "$work/part2.log"
  say "part 2 steps (exit $?, $(elapsed)): $(tail -qn1 "$work/part2.out" "$work/part2.log" | tr '\n' ' ')"
fi
cp -f "$summary" "$work/" 2>/dev/null
tar czf "$out/issue45.tar.gz" -C "$out" work && rm -rf "$work"
say "issue45: done in $(elapsed); files: $(cd "$out" && ls | tr '\n' ' ')"
