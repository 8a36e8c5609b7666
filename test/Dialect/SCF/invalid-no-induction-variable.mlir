// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Malformed generic forms that mlir-opt 14 crashes on (it reads the missing block argument); gpuopt reports
// them with the verifier message 14 gives for a wrongly typed induction variable.

func @no_induction_variable(%lb: index) {
  // expected-error@+1 {{'scf.for' op expected body first argument to be an index argument for the induction variable}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0:
    scf.yield
  }) : (index, index, index) -> ()
  return
}
