#!/usr/bin/env bash
# Runs the RUN lines of every test/**/*.mlir file with the real oracle
# (upstream mlir-opt 14) in place of `gpuopt`, and reports pass/fail per file.
#
# Usage: tests/oracle_check.sh [-v] [FILE.mlir ...]
#   -v      print the failing command and its output
#   FILE    check only these files (default: every test/**/*.mlir)
#
# Environment overrides:
#   MLIR_OPT        (default /usr/lib/llvm-14/bin/mlir-opt)
#   MLIR_TRANSLATE  (default /usr/lib/llvm-14/bin/mlir-translate)
#   FILECHECK       (default /usr/lib/llvm-14/bin/FileCheck; the Python
#                    `filecheck` that lit.cfg.py uses works too)
#
# Substitutions made in each RUN line (as lit would): gpuopt-translate ->
# $MLIR_TRANSLATE, gpuopt -> $MLIR_OPT, FileCheck -> $FILECHECK, %s -> the
# test file, %S/%p -> its directory, %t -> a temporary path, `not` -> a shell
# function inverting the exit status. Lines ending in `\` are joined with the
# next RUN line. Pipelines run with `set -o pipefail`.
#
# A file whose FIRST line is `// ORACLE-XFAIL: <reason>` is expected to fail
# with the oracle; it is reported XFAIL when it fails and XPASS (an error)
# when it unexpectedly passes.
#
# Exit status: 0 when every file is PASS or XFAIL, 1 otherwise.

set -u

MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-14/bin/mlir-opt}
MLIR_TRANSLATE=${MLIR_TRANSLATE:-/usr/lib/llvm-14/bin/mlir-translate}
FILECHECK=${FILECHECK:-/usr/lib/llvm-14/bin/FileCheck}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

verbose=0
if [[ ${1:-} == -v ]]; then verbose=1; shift; fi

for tool in "$MLIR_OPT" "$FILECHECK"; do
  if ! command -v "$tool" > /dev/null; then
    echo "oracle_check: $tool not found or not executable" >&2
    exit 2
  fi
done

if [[ $# -gt 0 ]]; then
  files=("$@")
else
  mapfile -t files < <(find "$ROOT/test" -name '*.mlir' -type f | sort)
fi

tmpdir=$(mktemp -d)
trap 'rm -rf "$tmpdir"' EXIT

# Prints the RUN commands of $1, one per line, continuations joined.
run_lines() {
  local line cmd="" body
  while IFS= read -r line || [[ -n $line ]]; do
    [[ $line =~ RUN:(.*)$ ]] || continue
    body=${BASH_REMATCH[1]}
    if [[ $body =~ ^(.*)\\[[:space:]]*$ ]]; then
      cmd+="${BASH_REMATCH[1]} "
      continue
    fi
    cmd+="$body"
    printf '%s\n' "$cmd"
    cmd=""
  done < "$1"
  if [[ -n $cmd ]]; then printf '%s\n' "$cmd"; fi
}

npass=0 nfail=0 nxfail=0 nxpass=0
for f in "${files[@]}"; do
  abs=$(cd "$(dirname "$f")" && pwd)/$(basename "$f")
  rel=${abs#"$ROOT"/}
  xfail=""
  first=$(head -n 1 "$abs")
  if [[ $first =~ ^//[[:space:]]*ORACLE-XFAIL:[[:space:]]*(.*)$ ]]; then
    xfail=${BASH_REMATCH[1]}
  fi

  mapfile -t cmds < <(run_lines "$abs")
  if [[ ${#cmds[@]} -eq 0 ]]; then
    echo "FAIL  $rel (no RUN lines)"
    nfail=$((nfail + 1))
    continue
  fi

  ok=1 i=0 failed_cmd="" log="$tmpdir/log"
  for cmd in "${cmds[@]}"; do
    i=$((i + 1))
    c=$cmd
    c=${c//gpuopt-translate/$MLIR_TRANSLATE}
    c=${c//gpuopt/$MLIR_OPT}
    c=${c//FileCheck/$FILECHECK}
    c=${c//%s/$abs}
    c=${c//%S/$(dirname "$abs")}
    c=${c//%p/$(dirname "$abs")}
    c=${c//%t/$tmpdir/t$i}
    if ! (cd "$(dirname "$abs")" && bash -c '
          set -o pipefail
          not() { if "$@"; then return 1; else return 0; fi; }
          '"$c") > "$log" 2>&1; then
      ok=0
      failed_cmd=$c
      break
    fi
  done

  if [[ -n $xfail ]]; then
    if [[ $ok -eq 1 ]]; then
      echo "XPASS $rel (expected to fail: $xfail)"
      nxpass=$((nxpass + 1))
    else
      echo "XFAIL $rel ($xfail)"
      nxfail=$((nxfail + 1))
    fi
  elif [[ $ok -eq 1 ]]; then
    echo "PASS  $rel (${#cmds[@]} RUN lines)"
    npass=$((npass + 1))
  else
    echo "FAIL  $rel (RUN line $i)"
    nfail=$((nfail + 1))
  fi
  if [[ $verbose -eq 1 && -n $failed_cmd && ( -z $xfail || $ok -eq 1 ) ]]; then
    echo "  command: $failed_cmd"
    sed -n '1,40s/^/  | /p' "$log"
  fi
done

echo "oracle_check: $npass passed, $nfail failed, $nxfail xfailed, $nxpass xpassed"
[[ $nfail -eq 0 && $nxpass -eq 0 ]]
