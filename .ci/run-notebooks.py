#!/usr/bin/env python3
"""Executes every notebook under notebooks/ from a fresh kernel, top to bottom, headless, in a
scratch copy (the committed notebooks keep no outputs). Fails on the first error or on a notebook
that takes more than two minutes."""
import pathlib
import sys
import time

import nbformat
from nbclient import NotebookClient

root = pathlib.Path(__file__).resolve().parent.parent
failures = 0
for path in sorted((root / "notebooks").glob("*.ipynb")):
    notebook = nbformat.read(path, as_version=4)
    started = time.monotonic()
    try:
        NotebookClient(notebook, timeout=120, kernel_name="python3",
                       resources={"metadata": {"path": str(path.parent)}}).execute()
        print(f"ok   {path.name} ({time.monotonic() - started:.1f} s)")
    except Exception as error:  # noqa: BLE001 - report every notebook's failure, then fail
        failures += 1
        print(f"FAIL {path.name}: {str(error)[-2000:]}")
print(f"{len(list((root / 'notebooks').glob('*.ipynb'))) - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
