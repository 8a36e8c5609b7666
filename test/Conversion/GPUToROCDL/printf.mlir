// RUN: gpuopt --convert-gpu-to-rocdl='runtime=HIP' %s | FileCheck %s
// RUN: not gpuopt --convert-gpu-to-rocdl %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// gpu.printf through the HIP hostcall printf (runtime=HIP): format strings
// and declarations at the start of the gpu.module, newest first; arguments
// widened to i64, floats through f64, seven per __ockl_printf_append_args.
// Without a runtime, 14 leaves gpu.printf illegal.

// UNKNOWN: error: failed to legalize operation 'gpu.printf' that was explicitly marked illegal

gpu.module @printing {
  // CHECK: llvm.mlir.global internal constant @printfFormat_1("none\0A\00")
  // CHECK-NEXT: llvm.mlir.global internal constant @printfFormat_0("x=%d y=%f\0A\00")
  // CHECK-NEXT: llvm.func @__ockl_printf_append_string_n(i64, !llvm.ptr<i8>, i64, i32) -> i64
  // CHECK-NEXT: llvm.func @__ockl_printf_append_args(i64, i32, i64, i64, i64, i64, i64, i64, i64, i32) -> i64
  // CHECK-NEXT: llvm.func @__ockl_printf_begin(i64) -> i64
  gpu.func @f(%i: i32, %x: f32) {
    // CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
    // CHECK-NEXT: %[[DESC:.*]] = llvm.call @__ockl_printf_begin(%[[ZERO]]) : (i64) -> i64
    // CHECK-NEXT: %[[FMT:.*]] = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr<array<11 x i8>>
    // CHECK: %[[LEN:.*]] = llvm.mlir.constant(11 : i64) : i64
    // CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
    // CHECK-NEXT: %[[NOT_LAST:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-NEXT: %[[DESC2:.*]] = llvm.call @__ockl_printf_append_string_n(%[[DESC]], %{{.*}}, %[[LEN]], %[[NOT_LAST]])
    // CHECK-NEXT: %[[COUNT:.*]] = llvm.mlir.constant(2 : i32) : i32
    // CHECK-NEXT: %[[I:.*]] = llvm.zext %arg0 : i32 to i64
    // CHECK-NEXT: %[[EXT:.*]] = llvm.fpext %arg1 : f32 to f64
    // CHECK-NEXT: %[[BITS:.*]] = llvm.bitcast %[[EXT]] : f64 to i64
    // CHECK-NEXT: llvm.call @__ockl_printf_append_args(%[[DESC2]], %[[COUNT]], %[[I]], %[[BITS]], %[[ZERO]], %[[ZERO]], %[[ZERO]], %[[ZERO]], %[[ZERO]], %[[ONE]])
    gpu.printf "x=%d y=%f\n" %i, %x : i32, f32
    // CHECK: llvm.mlir.addressof @printfFormat_1 : !llvm.ptr<array<6 x i8>>
    // CHECK: llvm.call @__ockl_printf_append_string_n(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
    // CHECK-NOT: __ockl_printf_append_args
    gpu.printf "none\n"
    gpu.return
  }
}
