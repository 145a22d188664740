#!/usr/bin/env bash
# Did a refactoring change any figure? Builds rooflab-calc at REV (a git worktree in a temporary
# folder) and in this checkout, runs both over every lecture scenario, the fuzz scenario corpus
# and the shipped Hugging Face configs (--json and the text report), and compares the outputs
# byte for byte; then every derivation line of the same scenarios (tests/core/derivationdump.cpp,
# compiled against REV's core too; skipped with a note where REV's headers lack what it needs).
# Usage:
#   scripts/same-reports.sh REV        e.g. scripts/same-reports.sh main~3
# Environment: ROOFLAB_BUILD_DIR (this checkout's build, default build/default). Exit status 0:
# identical; 1: the first differences are printed.
set -euo pipefail
rev=${1:?usage: scripts/same-reports.sh REV}
source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${ROOFLAB_BUILD_DIR:-$source_dir/build/default}
work=$(mktemp -d)
trap 'git -C "$source_dir" worktree remove --force "$work/tree" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

git -C "$source_dir" worktree add -q --detach "$work/tree" "$rev"
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake -S "$work/tree" -B "$work/tree/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DROOFLAB_CUDA=OFF \
      "${launcher[@]}" >/dev/null
cmake --build "$work/tree/build" --target rooflab-calc rooflab_core >/dev/null
cmake --build "$build_dir" --target rooflab-calc derivation_dump >/dev/null

# run CALC OUT: every input through CALC, one file per input and form.
run() {
  local calc=$1 out=$2 input name
  mkdir -p "$out"
  cd "$source_dir"
  for input in resources/scenarios/*.json tests/fuzz/corpus/scenario/*; do
    name=$(echo "$input" | tr / _)
    "$calc" --json "$input" >"$out/$name.json" 2>"$out/$name.err" || echo "exit $?" >>"$out/$name.err"
    "$calc" "$input" >"$out/$name.txt" 2>>"$out/$name.err" || true
  done
  for input in resources/hf-configs/*.json; do
    name=$(echo "$input" | tr / _)
    "$calc" --json --hf-config "$input" >"$out/$name.json" 2>"$out/$name.err" || echo "exit $?" >>"$out/$name.err"
  done
}
run "$work/tree/build/app/calc/rooflab-calc" "$work/before"
run "$build_dir/app/calc/rooflab-calc" "$work/after"
# The derivations: this checkout's dump program, built against REV's headers and core library.
if "${CXX:-c++}" -std=c++20 -O1 -I"$work/tree" "$source_dir/tests/core/derivationdump.cpp" \
     "$work/tree/build/core/librooflab_core.a" -o "$work/derivation_dump" 2>"$work/dump-build.log"; then
  (cd "$source_dir" && "$work/derivation_dump" resources/scenarios/*.json tests/fuzz/corpus/scenario/*) \
    >"$work/before/derivations.txt"
  (cd "$source_dir" && "$build_dir/tests/core/derivation_dump" resources/scenarios/*.json tests/fuzz/corpus/scenario/*) \
    >"$work/after/derivations.txt"
  echo "same-reports.sh: $(wc -l <"$work/after/derivations.txt") derivation lines compared too"
else
  echo "same-reports.sh: note: the derivation dump does not build against $rev's core; reports only" >&2
fi
count=$(ls "$work/after" | wc -l)
if diff -r "$work/before" "$work/after" >"$work/diff"; then
  echo "same-reports.sh: $count outputs identical to $rev's"
else
  head -40 "$work/diff"
  echo "same-reports.sh: outputs differ from $rev's (first differences above)" >&2
  exit 1
fi
