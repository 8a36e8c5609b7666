"""`python -m gpuopt.runner`: the `gpuopt-runner` command (see `gpuopt.runtime.cli`), under the module
name the test configuration substitutes for it."""

from __future__ import annotations

from gpuopt.runtime.cli import main

if __name__ == "__main__":
    main()
