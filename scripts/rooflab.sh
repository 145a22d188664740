#!/usr/bin/env bash
# Installs what RoofLab needs (Debian 12 packages), configures, builds, then runs the app or
# the tests. Usage:
#   scripts/rooflab.sh app [rooflab arguments...]   build and launch the desktop application
#   scripts/rooflab.sh test                          build and run every test suite through CTest
#   scripts/rooflab.sh build                         build only
# Environment: ROOFLAB_BUILD_DIR (default build/default), ROOFLAB_CMAKE_ARGS (extra -D options).
set -euo pipefail

mode=${1:-}
case "$mode" in
  app|test|build) shift ;;
  *) echo "usage: $0 app|test|build" >&2; exit 2 ;;
esac

source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${ROOFLAB_BUILD_DIR:-$source_dir/build/default}

packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  qt6-svg-dev qt6-qpa-plugins libqcustomplot-dev nlohmann-json3-dev libgl-dev
  fonts-dejavu-core fonts-noto-cjk
)
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
# shellcheck disable=SC2086 # ROOFLAB_CMAKE_ARGS is a list of -D options
cmake -S "$source_dir" -B "$build_dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo ${ROOFLAB_CMAKE_ARGS:-}
cmake --build "$build_dir" --parallel "$(nproc)"

case "$mode" in
  app) exec "$build_dir/app/desktop/rooflab" "$@" ;;
  test) cd "$build_dir" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)" ;;
  build) ;;
esac
