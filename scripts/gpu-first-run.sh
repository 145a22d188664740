#!/usr/bin/env bash
# The first thing to run on a machine with an NVIDIA GPU (docs/cluster.md, "First run"): builds
# rooflab-bench (or uses a carried build), runs its self-test, the quick and the full sweep, and
# the same shapes through PyTorch (torch.matmul, torch._scaled_mm, a tensor copy) in the same run,
# and writes one comparison table: RoofLab's figure as a % of PyTorch's, per dtype and size.
#
# Usage: scripts/gpu-first-run.sh [--out DIR] [--bench PATH] [--steps LIST] [--device N]
#                                  [--python PYTHON] [--torch-seconds S]
#   --out DIR        where everything goes (default: $OUT when set, else
#                    build/first-run-HOST-DATE); the console shows the summary. With $OUT
#                    (a device session, which returns at most 8 files) the files are packed
#                    into first-run.tar.gz beside summary.txt and the comparison table.
#   --bench PATH     a rooflab-bench binary to use (default: $ROOFLAB_BENCH, else a carried
#                    build/bench/app/bench/rooflab-bench that runs here, else build one with
#                    scripts/rooflab.sh bench)
#   --steps LIST     comma-separated, in this order: env, build, selftest, quick, full, torch
#                    (default: all). A session with a 10-minute command limit runs
#                    "env,build,selftest,quick,torch" first and "full,torch" in a second call.
#   --device N       CUDA device ordinal (default 0)
#   --python PY      the Python with PyTorch (default python3)
#   --torch-seconds S  time budget of the PyTorch comparison (default 420)
# Exit status: 0 when every step ran (a failed self-test check or sweep point is reported, not
# fatal), 1 when a step could not run, 77 when there is no CUDA device.
set -uo pipefail

source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out_dir=${OUT:-}
bench=${ROOFLAB_BENCH:-}
steps="env,build,selftest,quick,full,torch"
device=0
python=python3
torch_seconds=420

while (($#)); do
  case "$1" in
    --out) out_dir=$2; shift 2 ;;
    --bench) bench=$2; shift 2 ;;
    --steps) steps=$2; shift 2 ;;
    --device) device=$2; shift 2 ;;
    --python) python=$2; shift 2 ;;
    --torch-seconds) torch_seconds=$2; shift 2 ;;
    -h|--help) sed -n '2,25p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) echo "gpu-first-run: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
pack=0
if [ -z "$out_dir" ]; then
  out_dir=$source_dir/build/first-run-$(hostname)-$(date +%Y%m%d-%H%M%S)
elif [ -n "${OUT:-}" ] && [ "$out_dir" = "$OUT" ]; then
  pack=1 # few files come back from $OUT: everything goes into one archive at the end
fi
top_dir=$out_dir
mkdir -p "$top_dir"
if ((pack)); then out_dir=$top_dir/first-run; mkdir -p "$out_dir"; fi
summary=$out_dir/summary.txt
: > "$summary"
status=0

finish() { # exit status
  say "gpu-first-run: done (exit $1); summary in $summary"
  if ((pack)); then
    cp -f "$summary" "$top_dir/summary.txt"
    for f in "$out_dir"/comparison*.md; do [ -f "$f" ] && cp -f "$f" "$top_dir/"; done
    tar czf "$top_dir/first-run.tar.gz" -C "$top_dir" first-run && rm -rf "$out_dir"
  fi
  exit "$1"
}

say() { echo "$*" | tee -a "$summary" >&2; }
has_step() { case ",$steps," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }
elapsed() { local start=$1; echo $(( $(date +%s) - start ))s; }

say "gpu-first-run: results in $out_dir (steps: $steps)"

# --- env: what the machine is, for the record (and whether the card is throttled already)
if has_step env; then
  {
    echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(hostname)"
    uname -a
    if command -v nvidia-smi >/dev/null; then # read-only queries
      nvidia-smi --query-gpu=index,name,pci.bus_id,driver_version,compute_cap,memory.total,clocks.sm,clocks.max.sm,clocks.mem,clocks.max.mem,temperature.gpu,power.draw,power.limit,power.default_limit \
        --format=csv 2>&1
      nvidia-smi 2>&1
      nvidia-smi -q -d CLOCK,POWER,TEMPERATURE,PERFORMANCE 2>&1
    fi
    command -v nvcc >/dev/null && nvcc --version 2>&1 || { [ -x /usr/local/cuda/bin/nvcc ] && /usr/local/cuda/bin/nvcc --version; }
    cmake --version 2>&1 | head -n1
    "$python" -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda, torch.cuda.get_device_name(0) if torch.cuda.is_available() else "no device")' 2>&1
  } > "$out_dir/env.txt" 2>&1
  say "env: $(grep -m1 -E '^[0-9]+, ' "$out_dir/env.txt" || echo 'no nvidia-smi')"
fi

# --- build: a carried binary when it runs here, else build (CUDA + cuBLASLt + nlohmann_json)
if [ -z "$bench" ] && [ -x "$source_dir/build/bench/app/bench/rooflab-bench" ]; then
  if "$source_dir/build/bench/app/bench/rooflab-bench" --help >/dev/null 2>&1; then
    bench=$source_dir/build/bench/app/bench/rooflab-bench
    say "build: using the carried $bench"
  else
    say "build: the carried build/bench/app/bench/rooflab-bench does not run here (missing libraries?); rebuilding"
  fi
fi
if [ -z "$bench" ] && has_step build; then
  t0=$(date +%s)
  build_dir=${ROOFLAB_BUILD_DIR:-$source_dir/build/bench}
  # A carried build/bench configured elsewhere (another checkout path) cannot be reused by CMake.
  if [ -f "$build_dir/CMakeCache.txt" ] &&
     ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$source_dir" "$build_dir/CMakeCache.txt"; then
    build_dir=$source_dir/build/bench-$(hostname)
  fi
  if ROOFLAB_BUILD_DIR=$build_dir "$source_dir/scripts/rooflab.sh" bench --help > "$out_dir/build.log" 2>&1; then
    bench=$build_dir/app/bench/rooflab-bench
    say "build: built $bench in $(elapsed "$t0")"
  else
    say "build: FAILED (see build.log):"
    tail -n 15 "$out_dir/build.log" | tee -a "$summary" >&2
    finish 1
  fi
fi
if [ -z "$bench" ]; then
  say "no rooflab-bench: pass --bench PATH, carry build/bench, or include the build step"
  finish 1
fi
cp -f "$bench" "$out_dir/" 2>/dev/null || true

# --- selftest: a few seconds; stops here when there is no device
if has_step selftest; then
  t0=$(date +%s)
  "$bench" --selftest --device "$device" > "$out_dir/selftest.txt" 2>&1
  rc=$?
  say "selftest ($(elapsed "$t0")): $(tail -n1 "$out_dir/selftest.txt")"
  grep -E '^  FAIL' "$out_dir/selftest.txt" | tee -a "$summary" >&2
  if [ $rc -eq 77 ]; then finish 77; fi
  if [ $rc -ne 0 ]; then status=1; fi
  "$bench" --list --device "$device" > "$out_dir/list.txt" 2>&1 || true
  "$bench" --list --full --device "$device" > "$out_dir/list-full.txt" 2>&1 || true
  say "plans: $(grep -m1 '^plan for' "$out_dir/list.txt"); $(grep -m1 '^plan for' "$out_dir/list-full.txt")"
fi

run_sweep() { # name, extra args...
  local name=$1; shift
  local t0; t0=$(date +%s)
  "$bench" "$@" --device "$device" --out "$out_dir/$name.json" --csv "$out_dir/$name.csv" \
    2> "$out_dir/$name.log"
  local rc=$?
  say "$name sweep ($(elapsed "$t0"), exit $rc): $(grep -c 'FAILED' "$out_dir/$name.log") failed point(s)"
  grep -E '^(measured|clocks at|note:|rooflab-bench:)' "$out_dir/$name.log" | tee -a "$summary" >&2
  if [ $rc -ne 0 ]; then status=1; fi
}
if has_step quick; then run_sweep quick --quick; fi
if has_step full; then run_sweep full --full; fi

# --- torch: the same shapes through PyTorch, one table
if has_step torch; then
  results=()
  for f in quick full; do [ -f "$out_dir/$f.json" ] && results+=("$out_dir/$f.json"); done
  if ((${#results[@]} == 0)); then
    say "torch: no results file to compare (run the quick or full step first)"
    status=1
  else
    t0=$(date +%s)
    name=comparison
    if [ -f "$out_dir/full.json" ]; then name=comparison-full; fi
    PYTHONUNBUFFERED=1 "$python" "$source_dir/scripts/torch_compare.py" --results "${results[@]}" \
      --markdown "$out_dir/$name.md" --json "$out_dir/$name.json" --max-seconds "$torch_seconds" \
      > "$out_dir/$name.log" 2>&1
    rc=$?
    if [ $rc -eq 0 ]; then
      say "torch comparison ($(elapsed "$t0")): $out_dir/$name.md"
      # The per-dtype summary and the targets: the end of the table.
      sed -n '/^| dtype | rows/,$p' "$out_dir/$name.md" | tee -a "$summary" >&2
    else
      say "torch comparison FAILED (exit $rc):"
      tail -n 10 "$out_dir/$name.log" | tee -a "$summary" >&2
      status=1
    fi
  fi
fi

finish "$status"
