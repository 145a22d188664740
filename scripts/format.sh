#!/usr/bin/env bash
# Lays out every C++ and CUDA source of the repository as .clang-format says (clang-format 14,
# Debian 12's). Usage:
#   scripts/format.sh           format in place
#   scripts/format.sh --check   change nothing; list the files that differ and exit 1 if any
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
clang_format=${CLANG_FORMAT:-clang-format}
if ! command -v "$clang_format" >/dev/null; then
  echo "format.sh: $clang_format not found (Debian: apt-get install clang-format)" >&2
  exit 2
fi
mapfile -t files < <(git ls-files -- '*.h' '*.cpp' '*.cu' '*.cuh')
if [ "${1:-}" = --check ]; then
  report=$(mktemp)
  trap 'rm -f "$report"' EXIT
  if ! "$clang_format" --dry-run --Werror "${files[@]}" 2>"$report"; then
    echo "format.sh: these files differ from .clang-format (run scripts/format.sh):" >&2
    grep -o '^[^:]*:[0-9]*:[0-9]*: error' "$report" | cut -d: -f1 | sort -u | sed 's/^/  /' >&2
    exit 1
  fi
  echo "format.sh: ${#files[@]} files as .clang-format lays them out"
else
  "$clang_format" -i "${files[@]}"
fi
