// RUN: gpuopt -allow-unregistered-dialect -split-input-file -verify-diagnostics %s

// Verifier and parser errors of MLIR 14's scf dialect; every message is mlir-opt 14's wording (checked
// against it with -verify-diagnostics).

func @for_step(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.for' op constant step operand must be positive}}
  scf.for %i = %lb to %lb step %c0 {
  }
  return
}
// -----
func @for_mismatch(%lb: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32, f32) {
    scf.yield %a : f32
  }
  return
}
// -----
func @for_yield_type(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op  along control flow edge from Region #0 to Region #0: source type #0 'i32' should match input type #0 'f32'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}
// -----
func @for_yield_count(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    scf.yield
  }
  return
}
// -----
func @if_no_else(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func @if_yield(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  region control flow edge from Region #1 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield
  }
  return
}
// -----
func @if_type(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.if %c -> (i32) {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return
}
// -----
func @yield_parent(%x: f32) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.parallel, scf.while'}}
  scf.yield %x : f32
}
// -----
func @cond_parent(%c: i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}
// -----
func @while_types(%x: f32) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  scf.while (%a = %x) : (f32, f32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// -----
func @while_cond(%x: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.while (%a = %x) : (f32) -> (f32) {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : f32
  }
  return
}
// -----
func @while_term(%x: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #1 to Region #0: source has 0 operands, but target successor needs 1}}
  scf.while (%a = %x) : (f32) -> () {
    scf.yield
  } do {
    scf.yield
  }
  return
}
// -----
func @while_after_term(%x: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    // expected-note@+1 {{terminator here}}
    "test.foo"() : () -> ()
  }
  return
}
// -----
func @par_step(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  return
}
// -----
func @par_count(%lb: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%lb) to (%lb) step (%lb) {
  }
  return
}
// -----
func @par_reductions(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
  }
  return
}
// -----
func @par_yield(%lb: index, %x: f32) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-error@+1 {{'scf.yield' op not allowed to have operands inside 'scf.parallel'}}
    scf.yield %x : f32
  }
  return
}
// -----
func @reduce_type(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'scf.reduce' op expects type of reduce: 'i32' to be the same as result type: 'f32'}}
    scf.reduce(%c) : i32 {
    ^bb0(%l: i32, %rr: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}
// -----
func @reduce_args(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects two arguments to reduce block of type 'f32'}}
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}
// -----
func @reduce_return(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %rr: f32):
      %c = arith.constant 1 : i32
      // expected-error@+1 {{'scf.reduce.return' op needs to have type 'f32' (the type of the enclosing ReduceOp)}}
      scf.reduce.return %c : i32
    }
  }
  return
}
// -----
func @reduce_term(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op the block inside reduce should be terminated with a 'scf.reduce.return' op}}
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %rr: f32):
      "test.foo"() : () -> ()
    }
  }
  return
}
// -----
func @reduce_parent(%x: f32) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%x) : f32 {
  ^bb0(%l: f32, %rr: f32):
    scf.reduce.return %l : f32
  }
  return
}
// -----
func @exec_args() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  scf.execute_region {
  ^bb0(%a: i32):
    scf.yield
  }
  return
}
// -----
func @exec_empty() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({}) : () -> ()
  return
}
// -----
func @for_generic_blocks(%lb: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    scf.yield
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func @for_generic_term(%lb: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.foo'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "test.foo"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func @for_generic_iv(%lb: index) {
  // expected-error@+1 {{'scf.for' op expected body first argument to be an index argument for the induction variable}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
// expected-note@+1 {{prior use here}}
func @for_iv_type(%lb: i32) {
  // expected-error@+1 {{use of value '%lb' expects different type than prior uses: 'index' vs 'i32'}}
  scf.for %i = %lb to %lb step %lb {
  }
  return
}
// -----
// expected-note@+1 {{prior use here}}
func @if_cond(%c: i32) {
  // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  scf.if %c {
  }
  return
}
// -----
func @while_count(%x: f32) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 0)}}
  scf.while (%a = %x) : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// -----
func @for_block_name(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
  // expected-error@+1 {{invalid block name in region with named arguments}}
  ^bb0:
    scf.yield
  }
  return
}

// -----

func @a(%lb: index) {
  // expected-error@+1 {{'scf.for' op requires one region}}
  "scf.for"(%lb, %lb, %lb) : (index, index, index) -> ()
  return
}

// -----

func @b(%lb: index) {
  // expected-error@+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({}) : (index, index, index) -> ()
  return
}

// -----

func @d(%c: i1) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) : (i1) -> ()
  return
}

// -----

func @e(%c: i1) {
  // expected-error@+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({}, {}) : () -> ()
  return
}

// -----

func @f(%c: i1) {
  // expected-error@+1 {{'scf.while' op expected 2 regions}}
  "scf.while"() ({
    scf.condition(%c)
  }) : () -> ()
  return
}

// -----

func @j() {
  // expected-error@+1 {{'scf.execute_region' op requires one region}}
  "scf.execute_region"() : () -> ()
  return
}

// -----

func @m(%x: f32) {
  // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  "scf.reduce.return"(%x) : (f32) -> ()
  return
}
