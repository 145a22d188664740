#!/usr/bin/env bash
# Issue 50 on one H100 or H200 (docs/measurements.md, "Issue 50: the prepared device run"): the
# training-shaped GEMMs of Llama 3 8B/70B/405B at sustained clocks through rooflab-bench and
# torch.matmul, one-GPU training steps in the frameworks' styles, decode and prefill with a static
# KV cache eager and graphed, and rooflab-bench's decode probes. Builds nothing: it runs the carried
# build/bench (cmake --preset bench && cmake --build --preset bench, here).
#
# Usage: scripts/device/issue50.sh [--parts 1,2,3] [--bench PATH] [--python PY] [--dry-run]
#   --parts      which parts (default 1,2,3: about 11 minutes at the default budgets; under a
#                DEADLINE_S of 555 with smaller budgets, one call: docs/measurements.md)
#   --dry-run    no GPU: the plans only (bench --list, the scripts' --dry-run), into the same files
# Budgets (seconds, each part stops starting work past its own): PART1_BENCH_S=170,
# PART1_TORCH_S=110, PART2_S=190, PART3_PROBES_S=60, PART3_DECODE_S=130 (environment overrides).
# PART1_SKIP=N leaves out part 1's first N configurations (measured by an earlier run).
# DEADLINE_S (default: none) is the whole run's limit: each part's budget and timeout shrink so that
# the parts after it keep half of theirs, and a part with under 20 s left is skipped.
# Everything goes under $OUT (else build/issue50-DATE): summary.txt, env.txt, the results JSON,
# and issue50.tar.gz with every file (at most 8 files come back from a device call).
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${OUT:-$root/build/issue50-$(date +%Y%m%d-%H%M%S)}
bench=${ROOFLAB_BENCH:-$root/build/bench/app/bench/rooflab-bench}
python=python3
parts="1,2,3"
dry=0
while (($#)); do
  case "$1" in
    --parts) parts=$2; shift 2 ;;
    --bench) bench=$2; shift 2 ;;
    --python) python=$2; shift 2 ;;
    --dry-run) dry=1; shift ;;
    -h|--help) sed -n '2,18p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) echo "issue50: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
: "${PART1_BENCH_S:=170}" "${PART1_TORCH_S:=110}" "${PART2_S:=190}" "${PART3_PROBES_S:=60}" "${PART3_DECODE_S:=130}"
work=$out/issue50
mkdir -p "$work"
summary=$out/summary.txt
say() { echo "$*" | tee -a "$summary" >&2; }
has_part() { case ",$parts," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }
t_start=$(date +%s)
elapsed() { echo $(( $(date +%s) - t_start ))s; }
: "${DEADLINE_S:=0}"
# budget NOMINAL LATER: NOMINAL, or less under DEADLINE_S so that LATER seconds stay for the rest.
budget() {
  local nominal=$1 later=$2 left
  ((DEADLINE_S > 0)) || { echo "$nominal"; return; }
  left=$(( DEADLINE_S - ($(date +%s) - t_start) - later - 10 ))
  echo $(( left < nominal ? left : nominal ))
}
# limit BUDGET: the part's hard timeout, its budget plus a margin, within DEADLINE_S.
limit() {
  local t=$(( $1 + 40 )) left
  ((DEADLINE_S > 0)) || { echo "$t"; return; }
  left=$(( DEADLINE_S - ($(date +%s) - t_start) - 5 ))
  echo $(( left < t ? left : t ))
}
dev=scripts/device

say "issue50: parts $parts, dry run $dry, results in $out ($(date -u +%Y-%m-%dT%H:%M:%SZ))"
{
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,power.limit,power.default_limit --format=csv 2>&1
  "$python" -c 'import torch, transformers; print("torch", torch.__version__, "cuda", torch.version.cuda, "transformers", transformers.__version__)' 2>&1
  "$bench" --version 2>&1
} > "$out/env.txt" 2>&1
say "env: $(head -n2 "$out/env.txt" | tail -n1)"
if ! "$bench" --help > /dev/null 2>&1; then
  say "issue50: $bench does not run here (build it with: cmake --preset bench && cmake --build --preset bench)"
  exit 1
fi
list=""; ((dry)) && list="--list"

# --- part 1: training-shaped GEMMs (bench, then the same points through PyTorch)
later2=0; has_part 2 && later2=$(( PART2_S / 2 ))
later3=0; has_part 3 && later3=$(( (PART3_PROBES_S + PART3_DECODE_S) / 2 ))
if has_part 1; then
  PART1_BENCH_S=$(budget "$PART1_BENCH_S" $(( PART1_TORCH_S / 2 + later2 + later3 )))
  args=$("$python" "$root/$dev/issue50_scenarios.py" --out "$work/scenarios" --budget-s "$PART1_BENCH_S" \
           --soak-s 0.5 --soak-first-s 20 --skip "${PART1_SKIP:-0}" 2> "$work/part1-plan.txt")
  say "part 1 plan: $(tail -n1 "$work/part1-plan.txt")"
  # shellcheck disable=SC2086 # the scenario arguments are words
  timeout "$(limit "$PART1_BENCH_S")" "$bench" $list $args --out "$out/part1-bench.json" \
    > "$work/part1-bench.out" 2> "$work/part1-bench.log"
  say "part 1 bench (exit $?, $(elapsed)): $(grep -c FAILED "$work/part1-bench.log") failed point(s)"
  if ((dry)); then
    say "part 1 bench plan: $(grep -m1 '^plan for' "$work/part1-bench.out")"
  elif [ -f "$out/part1-bench.json" ] && ((PART1_TORCH_S > 0)) && (( $(budget "$PART1_TORCH_S" $((later2 + later3))) >= 20 )); then
    PART1_TORCH_S=$(budget "$PART1_TORCH_S" $((later2 + later3)))
    timeout "$(limit "$PART1_TORCH_S")" "$python" "$root/$dev/torch_shapes.py" --results "$out/part1-bench.json" \
      --out "$out/part1-torch.json" --markdown "$work/part1-torch.md" --budget-s "$PART1_TORCH_S" \
      2> "$work/part1-torch.log"
    say "part 1 torch (exit $?, $(elapsed)): $(tail -n1 "$work/part1-torch.log")"
  fi
fi

# --- part 2: one-GPU training steps (eager / compile, op-selective / full, fused / unfused SwiGLU)
if has_part 2 && (( $(budget "$PART2_S" "$later3") >= 20 )); then
  PART2_S=$(budget "$PART2_S" "$later3")
  d=""; ((dry)) && d="--dry-run"
  timeout "$(limit "$PART2_S")" "$python" "$root/$dev/framework_steps.py" measure $d --out "$out/part2-steps.json" \
    --budget-s "$PART2_S" > "$work/part2.out" 2> "$work/part2.log"
  say "part 2 steps (exit $?, $(elapsed)): $(tail -qn1 "$work/part2.out" "$work/part2.log" | tr '\n' ' ')"
fi

# --- part 3: rooflab-bench's decode probes, then transformers decode/prefill eager and graphed
if has_part 3 && (( $(budget "$PART3_PROBES_S" $((PART3_DECODE_S / 2))) >= 20 )); then
  PART3_PROBES_S=$(budget "$PART3_PROBES_S" $((PART3_DECODE_S / 2)))
  timeout "$(limit "$PART3_PROBES_S")" "$bench" $list --training-shapes "$root/resources/scenarios/serving-llama3-8b-vllm.json" \
    --sweep decode,launch --full --out "$out/part3-probes.json" > "$work/part3-probes.out" 2> "$work/part3-probes.log"
  say "part 3 probes (exit $?, $(elapsed)): $(grep -c FAILED "$work/part3-probes.log") failed point(s)"
fi
if has_part 3 && (( $(budget "$PART3_DECODE_S" 0) >= 20 )); then
  PART3_DECODE_S=$(budget "$PART3_DECODE_S" 0)
  d=""; ((dry)) && d="--dry-run"
  timeout "$(limit "$PART3_DECODE_S")" "$python" "$root/$dev/decode_steps.py" measure $d --out "$out/part3-decode.json" \
    --budget-s "$PART3_DECODE_S" > "$work/part3.out" 2> "$work/part3.log"
  say "part 3 decode (exit $?, $(elapsed)): $(tail -qn1 "$work/part3.out" "$work/part3.log" | tr '\n' ' ')"
fi

cp -f "$summary" "$out/env.txt" "$work/" 2>/dev/null
tar czf "$out/issue50.tar.gz" -C "$out" issue50 && rm -rf "$work"
say "issue50: done in $(elapsed); files: $(cd "$out" && ls | tr '\n' ' ')"
