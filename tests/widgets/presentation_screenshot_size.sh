#!/bin/sh
# rooflab --presentation --size WxH --screenshot: the image is the size asked for. On the
# offscreen platform full screen means its one 800x800 screen, which --size stands in for.
# Usage: presentation_screenshot_size.sh ROOFLAB SCENARIO
set -u
rooflab=$1
scenario=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export QT_QPA_PLATFORM=offscreen
for size in 1366x768 1920x1080; do
  "$rooflab" --presentation --size "$size" --screenshot "$dir/shot.png" "$scenario" 2> "$dir/err" ||
    { echo "FAIL: $size: exit $?: $(cat "$dir/err")"; exit 1; }
  # A PNG's IHDR: width and height as big-endian 32-bit integers at bytes 16 and 20.
  set -- $(od -An -tu1 -j16 -N8 "$dir/shot.png")
  got="$(( ($1 << 24) + ($2 << 16) + ($3 << 8) + $4 ))x$(( ($5 << 24) + ($6 << 16) + ($7 << 8) + $8 ))"
  [ "$got" = "$size" ] || { echo "FAIL: asked for $size, the screenshot is $got"; exit 1; }
done
echo "PASS: presentation screenshots at 1366x768 and 1920x1080"
