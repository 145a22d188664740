"""What the device scripts' `compare` commands share: the gpus.json card a measured device is, and
the table they print (and write as Markdown) with the checks that failed."""
from __future__ import annotations

import sys


def gpu_for_device(name: str) -> str:
    """The gpus.json card a measured device is (the step time depends on it, the memory not)."""
    for part, gpu in (("H200", "h200"), ("H100", "h100-sxm")):
        if part in name:
            return gpu
    return "h100-sxm"


def report(tool: str, lines: list[str], failures: list[str], markdown: str | None) -> int:
    """Prints the table, writes it to `markdown` when given, says each failure; 1 when any."""
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if markdown:
        with open(markdown, "w") as f:
            f.write(text)
    for failure in failures:
        print(f"{tool}: {failure}", file=sys.stderr)
    return 1 if failures else 0
