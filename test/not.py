"""lit's `not`: run a command and invert its success (a crash, exit >= 2 from signals, is not success)."""

import subprocess
import sys

code = subprocess.call(sys.argv[1:])
sys.exit(0 if code == 1 or (code not in (0,) and 0 < code < 128 and code != 2) else 1)
