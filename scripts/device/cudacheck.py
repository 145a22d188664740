"""What every device script checks first: PyTorch (and whatever else it names) imports, and a
CUDA device is there. Without them a script skips with CTest's code 77 and says why."""
from __future__ import annotations

import importlib


def missing_cuda(tool: str, *modules: str) -> str | None:
    """None when torch and `modules` import and CUDA is available; else the SKIP line printed."""
    try:
        torch = importlib.import_module("torch")
        for name in modules:
            importlib.import_module(name)
    except ImportError as e:
        return f"{tool}: SKIP: {e}"
    if not torch.cuda.is_available():
        return f"{tool}: SKIP: no CUDA device"
    return None
