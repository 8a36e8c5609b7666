// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Verifier and custom-parser diagnostics of the LLVM dialect; every message
// was taken from mlir-opt 14.

// expected-note@+1 {{when returning from function}}
llvm.func @return_missing_value() -> i32 {
  // expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_value_from_void() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %0 : i32
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_type_mismatch() -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %0 : i32
}

// -----

llvm.func @return_two_values(%a: i32) {
  // expected-error@+1 {{'llvm.return' op expected at most 1 operand}}
  "llvm.return"(%a, %a) : (i32, i32) -> ()
}

// -----

llvm.func @callee(i64)
llvm.func @call_operand_type(%a: i32) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i64'}}
  llvm.call @callee(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @callee(i64)
llvm.func @call_operand_count(%a: i64) {
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  llvm.call @callee(%a, %a) : (i64, i64) -> ()
  llvm.return
}

// -----

llvm.func @callee(i64)
llvm.func @call_void_result(%a: i64) {
  // expected-error@+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @callee(%a) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @callee(i64) -> i64
llvm.func @call_result_type(%a: i64) {
  // expected-error@+1 {{'llvm.call' op result type mismatch: 'i32' != 'i64'}}
  %0 = llvm.call @callee(%a) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call_missing_result(%a: i32) {
  // expected-error@+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @callee(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @call_unknown(%a: i64) {
  // expected-error@+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  llvm.call @nope(%a) : (i64) -> ()
  llvm.return
}

// -----

llvm.mlir.global internal @g(0 : i32) : i32
llvm.func @call_global() {
  // expected-error@+1 {{'llvm.call' op 'g' does not reference a valid LLVM function}}
  %0 = llvm.call @g() : () -> i32
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
llvm.func @call_varargs_too_few() {
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (0) for varargs callee (expecting at least: 1)}}
  %0 = llvm.call @printf() : () -> i32
  llvm.return
}

// -----

llvm.func @call_no_callee() {
  // expected-error@+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  %0 = "llvm.call"() : () -> i32
  llvm.return
}

// -----

llvm.func @call_two_results(%a: i64) {
  // expected-error@+1 {{custom op 'llvm.call' expected function with 0 or 1 result}}
  %0:2 = llvm.call @nope(%a) : (i64) -> (i64, i64)
  llvm.return
}

// -----

llvm.func @extract_out_of_bounds(%a: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{custom op 'llvm.extractvalue' position out of bounds}}
  %0 = llvm.extractvalue %a[2] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @extract_not_aggregate(%a: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type}}
  %0 = llvm.extractvalue %a[0, 1] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @extract_result_type(%a: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'i32' but this op returns 'f32'}}
  %0 = "llvm.extractvalue"(%a) {position = [0]} : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return
}

// -----

llvm.func @extract_struct_bounds(%a: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op position out of bounds5}}
  %0 = "llvm.extractvalue"(%a) {position = [5]} : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return
}

// -----

llvm.func @extract_array_bounds(%a: !llvm.array<2 x i32>) {
  // expected-error@+1 {{'llvm.extractvalue' op position out of bounds: 5}}
  %0 = "llvm.extractvalue"(%a) {position = [5]} : (!llvm.array<2 x i32>) -> i32
  llvm.return
}

// -----

llvm.func @extract_through_scalar(%a: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'i32'}}
  %0 = "llvm.extractvalue"(%a) {position = [0, 1]} : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

llvm.func @extract_string_position(%a: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op expected an array of integer literals, got: "a"}}
  %0 = "llvm.extractvalue"(%a) {position = ["a"]} : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

llvm.func @extract_no_position(%a: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op requires attribute 'position'}}
  %0 = "llvm.extractvalue"(%a) : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

llvm.func @insert_value_type(%a: !llvm.struct<(i32, f32)>, %v: f32) {
  // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%a, %v) {position = [0]} : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @insert_struct_bounds(%a: !llvm.struct<(i32, f32)>, %v: f32) {
  // expected-error@+1 {{'llvm.insertvalue' op position out of bounds7}}
  %0 = "llvm.insertvalue"(%a, %v) {position = [7]} : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @insert_out_of_bounds(%a: !llvm.array<4 x f32>, %v: f32) {
  // expected-error@+1 {{custom op 'llvm.insertvalue' position out of bounds}}
  %0 = llvm.insertvalue %v, %a[4] : !llvm.array<4 x f32>
  llvm.return
}

// -----

llvm.func @insert_into_scalar(%a: i32, %v: f32) {
  // expected-error@+1 {{custom op 'llvm.insertvalue' expected LLVM IR structure/array type}}
  %0 = llvm.insertvalue %v, %a[0] : i32
  llvm.return
}

// -----

llvm.func @load_non_pointer(%p: f32) {
  // expected-error@+1 {{custom op 'llvm.load' expected LLVM pointer type}}
  %0 = llvm.load %p : f32
  llvm.return
}

// -----

llvm.func @store_non_pointer(%p: f32, %v: f32) {
  // expected-error@+1 {{custom op 'llvm.store' expected LLVM pointer type}}
  llvm.store %v, %p : f32
  llvm.return
}

// -----

func @load_index(%p: index) {
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer to LLVM type with size, but got 'index'}}
  %0 = "llvm.load"(%p) : (index) -> i32
  return
}

// -----

func @store_index(%v: index, %p: !llvm.ptr<i8>) {
  // expected-error@+1 {{'llvm.store' op operand #0 must be LLVM type with size, but got 'index'}}
  "llvm.store"(%v, %p) : (index, !llvm.ptr<i8>) -> ()
  return
}

// -----

llvm.func @alloca_non_pointer(%n: i64) {
  // expected-error@+1 {{'llvm.alloca' op result #0 must be LLVM pointer type, but got 'f32'}}
  %0 = llvm.alloca %n x f32 : (i64) -> f32
  llvm.return
}

// -----

llvm.func @addressof_unknown() {
  // expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr<i32>
  llvm.return
}

// -----

llvm.mlir.global internal @g(0 : i32) : i32
llvm.func @addressof_global_type() {
  // expected-error@+1 {{'llvm.mlir.addressof' op the type must be a pointer to the type of the referenced global}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr<i64>
  llvm.return
}

// -----

llvm.mlir.global internal @g(0 : i32) {addr_space = 1 : i32} : i32
llvm.func @addressof_address_space() {
  // expected-error@+1 {{'llvm.mlir.addressof' op the type must be a pointer to the type of the referenced global}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr<i32>
  llvm.return
}

// -----

llvm.func @callee()
llvm.func @addressof_function_type() {
  // expected-error@+1 {{'llvm.mlir.addressof' op the type must be a pointer to the type of the referenced function}}
  %0 = llvm.mlir.addressof @callee : !llvm.ptr<i32>
  llvm.return
}

// -----

func @builtin_func() {
  return
}
llvm.func @addressof_builtin_func() {
  // expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @builtin_func : !llvm.ptr<i32>
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @g(0 : i32) : i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error@+2 {{'llvm.mlir.global' op expects regions to end with 'llvm.return', found 'llvm.unreachable'}}
// expected-note@+1 {{in custom textual format, the absence of terminator implies 'llvm.return'}}
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.unreachable
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @g("abc") : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM pointer}}
llvm.mlir.global internal @g() : !llvm.void

// -----

// expected-error@+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @g(1 : i32)

// -----

llvm.func @global_in_function() {
  // expected-error@+1 {{'llvm.mlir.global' op must appear at the module level}}
  llvm.mlir.global internal @g(1 : i32) : i32
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @g(1 : i32) : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @g(1 : i32) : i32

// -----

// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @g(0 : i32) {alignment = 3 : i64} : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires attribute 'linkage'}}
"llvm.mlir.global"() ({}) {sym_name = "g", global_type = i32} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @f()

// -----

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @f() {
  llvm.return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @f() -> (i32, i32)

// -----

// expected-error@+1 {{'llvm.func' op requires 'type' attribute of wrapped LLVM function type}}
"llvm.func"() ({
}) {sym_name = "f", linkage = #llvm.linkage<external>, type = i32} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op the type of entry block argument #0 does not match the function signature}}
"llvm.func"() ({
^bb0(%a: i64):
  llvm.return
}) {sym_name = "f", linkage = #llvm.linkage<external>, type = !llvm.func<void (i32)>} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op entry block must have 1 arguments to match function signature}}
"llvm.func"() ({
^bb0:
  llvm.return
}) {sym_name = "f", linkage = #llvm.linkage<external>, type = !llvm.func<void (i32)>} : () -> ()

// -----

llvm.func @string_constant_type() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : i32
  llvm.return
}

// -----

llvm.func @symbol_constant() {
  // expected-error@+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@symbol_constant) : i32
  llvm.return
}

// -----

llvm.func @complex_constant_type() {
  // expected-error@+1 {{expected struct type with two elements of the same type, the type of a complex constant}}
  %0 = llvm.mlir.constant([1.0, 2.0]) : !llvm.struct<(f32, f64)>
  llvm.return
}

// -----

func @constant_index_result() {
  // expected-error@+1 {{'llvm.mlir.constant' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.constant(1 : index) : index
  return
}

// -----

func @null_non_pointer() {
  // expected-error@+1 {{'llvm.mlir.null' op result #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.mlir.null : i32
  return
}

// -----

llvm.func @icmp_predicate(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

llvm.func @fcmp_predicate(%a: f32) {
  // expected-error@+1 {{custom op 'llvm.fcmp' 'slt' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.fcmp "slt" %a, %a : f32
  llvm.return
}

// -----

llvm.func @icmp_float(%a: f32) {
  // expected-error@+1 {{'llvm.icmp' op operand #0 must be integer or LLVM dialect-compatible vector of integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = llvm.icmp "slt" %a, %a : f32
  llvm.return
}

// -----

llvm.func @fadd_integer(%a: i32) {
  // expected-error@+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %a : i32
  llvm.return
}

// -----

llvm.func @add_float(%a: f32) {
  // expected-error@+1 {{'llvm.add' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = llvm.add %a, %a : f32
  llvm.return
}

// -----

llvm.func @add_result_type(%a: i32) {
  // expected-error@+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %a) : (i32, i32) -> i64
  llvm.return
}

// -----

llvm.func @select_result_type(%c: i1, %a: i32) {
  // expected-error@+1 {{'llvm.select' op inferred type(s) 'i32' are incompatible with return type(s) of operation 'i64'}}
  %0 = "llvm.select"(%c, %a, %a) : (i1, i32, i32) -> i64
  llvm.return
}

// -----

func @select_condition(%c: index, %a: i32) {
  // expected-error@+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'index'}}
  %0 = "llvm.select"(%c, %a, %a) : (index, i32, i32) -> i32
  return
}

// -----

llvm.func @sext_to_float(%a: i32) {
  // expected-error@+1 {{'llvm.sext' op result #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = llvm.sext %a : i32 to f32
  llvm.return
}

// -----

llvm.func @bitcast_to_index(%a: i32) {
  // expected-error@+1 {{'llvm.bitcast' op result #0 must be LLVM-compatible non-aggregate type, but got 'index'}}
  %0 = llvm.bitcast %a : i32 to index
  llvm.return
}

// -----

llvm.func @ptrtoint_integer(%a: i32) {
  // expected-error@+1 {{'llvm.ptrtoint' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = llvm.ptrtoint %a : i32 to i64
  llvm.return
}

// -----

llvm.func @gep_float_index(%p: !llvm.ptr<i8>, %f: f32) {
  // expected-error@+1 {{'llvm.getelementptr' op operand #1 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = "llvm.getelementptr"(%p, %f) {structIndices = dense<-2147483648> : tensor<1xi32>} : (!llvm.ptr<i8>, f32) -> !llvm.ptr<i8>
  llvm.return
}

// -----

llvm.func @cond_br_condition(%a: i32) {
  // expected-error@+1 {{'llvm.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "llvm.cond_br"(%a)[^bb1, ^bb1] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @switch_case_count(%a: i32) {
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a)[^bb1, ^bb1] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>, case_operand_segments = dense<0> : tensor<1xi32>} : (i32) -> ()
^bb1:
  llvm.return
}

// -----

func @switch_index(%a: index) {
  // expected-error@+1 {{'llvm.switch' op operand #0 must be integer, but got 'index'}}
  "llvm.switch"(%a)[^bb1] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>, case_operand_segments = dense<> : tensor<0xi32>} : (index) -> ()
^bb1:
  return
}

// -----

llvm.func @br_operand_count(%a: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #0, but target block has 1}}
  llvm.br ^bb1
^bb1(%x: i32):
  llvm.return
}
