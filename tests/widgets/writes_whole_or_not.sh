#!/bin/sh
# rooflab --screenshot and --export write whole or not at all (issue 51): under `ulimit -f` (a
# full disk) the old file stays, the message says "File too large" (SIGXFSZ is ignored; it
# killed the program with exit 153) and nothing is left beside it; with room, a new file takes
# the user's umask (a PDF was 0600) and a symlink's target is written (the link was replaced);
# a scenario that does not load fails the screenshot with its problems on stderr.
# Usage: writes_whole_or_not.sh ROOFLAB SCENARIO
set -u
rooflab=$1
scenario=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export QT_QPA_PLATFORM=offscreen
fail() {
  echo "FAIL: $*"
  exit 1
}

for kind in screenshot export; do
  for suffix in png pdf; do
    [ "$kind" = screenshot ] && [ "$suffix" = pdf ] && continue
    target="$dir/$kind.$suffix"
    if [ "$kind" = screenshot ]; then
      write() { "$rooflab" --size 800x600 --screenshot "$1" "$scenario"; }
    else
      write() { "$rooflab" --export "$1" --scenario "$scenario"; }
    fi
    printf 'what the user kept' > "$target"
    (ulimit -f 2; write "$target") 2> "$dir/err"
    status=$?
    [ "$status" -ne 0 ] && [ "$status" -lt 128 ] || fail "$kind $suffix under ulimit -f: exit status $status"
    # Qt's PDF engine hides the write error: its message names the likely causes instead.
    grep -q -i "File too large" "$dir/err" || fail "$kind $suffix: no \"File too large\" in: $(cat "$dir/err")"
    [ "$(cat "$target")" = 'what the user kept' ] || fail "$kind $suffix: the old file was replaced"
    left=$(ls -A "$dir" | grep -v -x -e err -e 'screenshot.png' -e 'export.p[nd][gf]' -e '\(new\|real\|link\).p[nd][gf]')
    [ -z "$left" ] || fail "$kind $suffix: left behind: $left"

    rm -f "$dir/new.$suffix" "$dir/real.$suffix" "$dir/link.$suffix"
    (umask 027; write "$dir/new.$suffix") 2> "$dir/err" || fail "$kind $suffix: $(cat "$dir/err")"
    mode=$(stat -c %a "$dir/new.$suffix")
    [ "$mode" = 640 ] || fail "$kind $suffix: written with mode $mode under umask 027 (expected 640)"

    printf 'old' > "$dir/real.$suffix"
    ln -s "real.$suffix" "$dir/link.$suffix"
    write "$dir/link.$suffix" 2> "$dir/err" || fail "$kind $suffix through a symlink: $(cat "$dir/err")"
    [ -L "$dir/link.$suffix" ] || fail "$kind $suffix: the symlink was replaced by a file"
    [ "$(stat -c %s "$dir/real.$suffix")" -gt 100 ] || fail "$kind $suffix: the symlink's target was not written"
  done
done
# A scenario that does not load: the screenshot run says why and fails, within seconds (it
# waited for ever behind a message box nobody could close).
printf '{"version":1,"model":{"size":13e9}}' > "$dir/bad.json"
timeout 60 "$rooflab" --size 800x600 --screenshot "$dir/bad.png" "$dir/bad.json" 2> "$dir/err"
status=$?
[ "$status" -eq 2 ] || fail "screenshot of a bad scenario: exit status $status (124: it hung)"
grep -q "model.layers" "$dir/err" || fail "screenshot of a bad scenario: no problem named in: $(cat "$dir/err")"
[ ! -e "$dir/bad.png" ] || fail "screenshot of a bad scenario: an image was written"

echo "PASS: screenshot and export keep the old file under ulimit -f, take the umask, write through symlinks"
