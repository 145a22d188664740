"""What the device scripts' `compare` commands share: the gpus.json card a measured device is
(validation/cuda_memory.py's), and the table they print (and write as Markdown) with the checks that failed."""
from __future__ import annotations

import os
import sys

# The card of a device name is validation/cuda_memory.py's mapping (H200, H100 SXM/PCIe, A100s).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "validation"))
from cuda_memory import gpu_for_device  # noqa: E402,F401 - re-exported for the compare commands


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
