#!/usr/bin/env bash
# Installs what RoofLab needs (Debian 12 packages), configures, builds, then runs the app or
# the tests. Usage:
#   scripts/rooflab.sh app [rooflab arguments...]   build the desktop application alone (not the
#                                                    test suites: about 2/5 of the build) and launch it
#   scripts/rooflab.sh test                          build everything and run every suite through CTest
#   scripts/rooflab.sh build                         build everything, run nothing
#   scripts/rooflab.sh package                       build a Debian package (.deb) with CPack in
#                                                    build/package (no tests, no CUDA: its
#                                                    dependencies are Debian's packages)
#   scripts/rooflab.sh bench [rooflab-bench args]    GPU node: build rooflab-bench alone (CUDA,
#                                                    cuBLASLt, nlohmann_json; no Qt) and run it,
#                                                    by default with --selftest. Installs nothing:
#                                                    says what is missing instead.
# Environment: ROOFLAB_BUILD_DIR (default build/default; bench: build/bench), ROOFLAB_CMAKE_ARGS
# (extra -D options); bench also ROOFLAB_CUDA_ARCHITECTURES (default: the GPU's own, from
# nvidia-smi, else the project's list) and ROOFLAB_JSON_INCLUDE_DIR (a directory holding
# nlohmann/json.hpp when the package is not installed).
set -euo pipefail

mode=${1:-}
case "$mode" in
  app|test|build|bench|package) shift ;;
  *) echo "usage: $0 app|test|build|bench|package" >&2; exit 2 ;;
esac

source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if [ "$mode" = bench ]; then
  # A compute node: often no registry access and no Qt. Check, never install.
  build_dir=${ROOFLAB_BUILD_DIR:-$source_dir/build/bench}
  missing=()
  cmake_bin=$(command -v cmake || true)
  if [ -z "$cmake_bin" ]; then
    missing+=("cmake >= 3.25 (a module, your package manager, or 'pip install cmake')")
  else
    cmake_version=$("$cmake_bin" --version | head -n1 | sed 's/[^0-9.]*\([0-9.]*\).*/\1/')
    if [ "$(printf '%s\n3.25\n' "$cmake_version" | sort -V | head -n1)" != 3.25 ]; then
      missing+=("cmake >= 3.25 (found $cmake_version)")
    fi
  fi
  generator=()
  if [ ! -f "$build_dir/CMakeCache.txt" ]; then
    if command -v ninja >/dev/null; then generator=(-G Ninja)
    elif command -v make >/dev/null; then generator=(-G "Unix Makefiles")
    else missing+=("ninja or make (a build tool)"); fi
  fi
  cxx=${CXX:-$(command -v g++ || command -v c++ || command -v clang++ || true)}
  if [ -z "$cxx" ]; then missing+=("a C++20 compiler (g++ 10 or newer, clang++ 14 or newer)"); fi
  nvcc=${CUDACXX:-$(command -v nvcc || true)}
  if [ -z "$nvcc" ] && [ -x /usr/local/cuda/bin/nvcc ]; then nvcc=/usr/local/cuda/bin/nvcc; fi
  if [ -n "$nvcc" ] && ! command -v "$nvcc" >/dev/null; then
    missing+=("nvcc at $nvcc (CUDACXX) does not exist or cannot run")
  elif [ -z "$nvcc" ]; then
    missing+=("nvcc, the CUDA compiler (module load cuda, or put /usr/local/cuda/bin on PATH)")
  else
    nvcc=$(command -v "$nvcc")
    cuda_root=$(cd "$(dirname "$nvcc")/.." && pwd)
    if ! ls "$cuda_root"/include/cublasLt.h "$cuda_root"/targets/*/include/cublasLt.h >/dev/null 2>&1; then
      missing+=("cuBLASLt's header cublasLt.h next to $nvcc (the CUDA toolkit's cuBLAS)")
    fi
    if ! ls "$cuda_root"/lib64/libcublasLt.so* "$cuda_root"/targets/*/lib/libcublasLt.so* >/dev/null 2>&1; then
      missing+=("the cuBLASLt library libcublasLt.so next to $nvcc (the CUDA toolkit's cuBLAS)")
    fi
  fi
  json_args=()
  if [ -n "${ROOFLAB_JSON_INCLUDE_DIR:-}" ]; then
    if [ -f "$ROOFLAB_JSON_INCLUDE_DIR/nlohmann/json.hpp" ]; then
      json_args=("-DROOFLAB_JSON_INCLUDE_DIR=$ROOFLAB_JSON_INCLUDE_DIR")
    else
      missing+=("nlohmann/json.hpp under ROOFLAB_JSON_INCLUDE_DIR=$ROOFLAB_JSON_INCLUDE_DIR")
    fi
  elif [ -f "$source_dir/build/carry/include/nlohmann/json.hpp" ]; then
    json_args=("-DROOFLAB_JSON_INCLUDE_DIR=$source_dir/build/carry/include")
  else
    json_found=""
    IFS=: read -r -a json_dirs <<< "/usr/include:/usr/local/include:${CPATH:-}:${CPLUS_INCLUDE_PATH:-}"
    for dir in "${json_dirs[@]}"; do
      if [ -n "$dir" ] && [ -f "$dir/nlohmann/json.hpp" ]; then json_found=$dir; break; fi
    done
    if [ -z "$json_found" ]; then
      missing+=("nlohmann_json's header nlohmann/json.hpp (package nlohmann-json3-dev; or copy the header to DIR/nlohmann/json.hpp and set ROOFLAB_JSON_INCLUDE_DIR=DIR, or to build/carry/include/nlohmann/json.hpp in this checkout)")
    fi
  fi
  if ((${#missing[@]})); then
    echo "rooflab.sh bench: cannot build rooflab-bench here; missing:" >&2
    for m in "${missing[@]}"; do echo "  - $m" >&2; done
    echo "Nothing was installed (this mode never installs anything)." >&2
    exit 1
  fi
  archs=${ROOFLAB_CUDA_ARCHITECTURES:-}
  if [ -z "$archs" ] && command -v nvidia-smi >/dev/null; then
    # The GPU's own compute capability ("9.0" -> 90): one architecture compiles quickly.
    archs=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n1 | tr -d ' .' || true)
    case "$archs" in ''|*[!0-9]*) archs="" ;; esac
  fi
  arch_args=()
  if [ -n "$archs" ]; then arch_args=("-DCMAKE_CUDA_ARCHITECTURES=$archs"); fi
  echo "rooflab.sh bench: building rooflab-bench in $build_dir (CUDA architectures: ${archs:-default list of the project})" >&2
  # shellcheck disable=SC2086 # ROOFLAB_CMAKE_ARGS is a list of -D options
  cmake -S "$source_dir" -B "$build_dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
        -DROOFLAB_BENCH_ONLY=ON -DROOFLAB_CUDA=ON -DCMAKE_CUDA_COMPILER="$nvcc" \
        "${arch_args[@]}" "${json_args[@]}" ${ROOFLAB_CMAKE_ARGS:-}
  cmake --build "$build_dir" --target rooflab-bench --parallel "$(nproc)"
  if (($# == 0)); then set -- --selftest; fi
  exec "$build_dir/app/bench/rooflab-bench" "$@"
fi

default_build_dir=$source_dir/build/default
if [ "$mode" = package ]; then default_build_dir=$source_dir/build/package; fi
build_dir=${ROOFLAB_BUILD_DIR:-$default_build_dir}

packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  qt6-svg-dev qt6-qpa-plugins libqcustomplot-dev nlohmann-json3-dev libgl-dev
  fonts-dejavu-core fonts-noto-cjk
  lld
)
# lld: links the test suites about three times as fast as GNU ld (cmake/RoofLabLinker.cmake uses
# it where it is installed). CPack's Debian generator: dpkg-shlibdeps finds the dependencies,
# file tells it the programs.
if [ "$mode" = package ]; then packages+=(dpkg-dev file); fi
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if ((${#missing[@]})); then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
  echo "Installing: ${missing[*]}" >&2
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

generator=()
if [ ! -f "$build_dir/CMakeCache.txt" ]; then generator=(-G Ninja); fi
mode_args=()
# The package: the programs alone (no test suites), and no CUDA: NVIDIA's libraries are no
# Debian package that dpkg-shlibdeps could name.
if [ "$mode" = package ]; then mode_args=(-DROOFLAB_BUILD_TESTS=OFF -DROOFLAB_CUDA=OFF); fi
# shellcheck disable=SC2086 # ROOFLAB_CMAKE_ARGS is a list of -D options
cmake -S "$source_dir" -B "$build_dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release "${mode_args[@]}" ${ROOFLAB_CMAKE_ARGS:-}
# The window needs the rooflab target and what it links, not the test suites (docs/speed.md).
targets=()
if [ "$mode" = app ]; then targets=(--target rooflab); fi
cmake --build "$build_dir" --parallel "$(nproc)" "${targets[@]}"

case "$mode" in
  app) exec "$build_dir/app/desktop/rooflab" "$@" ;;
  test) cd "$build_dir" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)" ;;
  package) cd "$build_dir" && cpack -G DEB && ls -l "$build_dir"/*.deb ;;
  build) ;;
esac
