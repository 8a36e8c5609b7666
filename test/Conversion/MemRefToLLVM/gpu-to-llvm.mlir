// RUN: gpuopt %s -gpu-to-llvm | FileCheck %s

// The memref lowerings are shared by --gpu-to-llvm: host code with globals, copies, unranked memrefs,
// strided accesses, a reshape to an unranked memref, assume_alignment and prefetch, with the functions
// lowered too.  The expected output is mlir-opt 14's.

// CHECK: module {
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr<i8>
// CHECK-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr<struct<(i64, ptr<i8>)>>, !llvm.ptr<struct<(i64, ptr<i8>)>>)
// CHECK-NEXT: llvm.mlir.global private constant @c(dense<1.000000e+00> : tensor<2x3xf32>) : !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: llvm.mlir.global external @u() {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<4 x i32> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.return %0 : !llvm.array<4 x i32>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global private @s(2.000000e+00 : f32) : f32
// CHECK-NEXT: llvm.mlir.global external @ext() : !llvm.array<4 x f32>
// CHECK-LABEL: llvm.func @get_global() -> !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr<f32>, ptr<f32>, i64)>)> {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %7 = llvm.mlir.addressof @c : !llvm.ptr<array<2 x array<3 x f32>>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.getelementptr %7[%8, %8, %8] : (!llvm.ptr<array<2 x array<3 x f32>>>, i64, i64, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %10 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<f32>
// CHECK-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %0, %16[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %1, %17[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %1, %18[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %2, %19[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %23 = llvm.mlir.null : !llvm.ptr<i32, 1>
// CHECK-NEXT: %24 = llvm.getelementptr %23[%21] : (!llvm.ptr<i32, 1>, i64) -> !llvm.ptr<i32, 1>
// CHECK-NEXT: %25 = llvm.ptrtoint %24 : !llvm.ptr<i32, 1> to i64
// CHECK-NEXT: %26 = llvm.mlir.addressof @u : !llvm.ptr<array<4 x i32>, 1>
// CHECK-NEXT: %27 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %28 = llvm.getelementptr %26[%27, %27] : (!llvm.ptr<array<4 x i32>, 1>, i64, i64) -> !llvm.ptr<i32, 1>
// CHECK-NEXT: %29 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %30 = llvm.inttoptr %29 : i64 to !llvm.ptr<i32, 1>
// CHECK-NEXT: %31 = llvm.mlir.undef : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %28, %32[1] : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %36 = llvm.insertvalue %21, %35[3, 0] : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %22, %36[4, 0] : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %39 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %40 = llvm.getelementptr %39[%38] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %41 = llvm.ptrtoint %40 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %42 = llvm.mlir.addressof @s : !llvm.ptr<f32>
// CHECK-NEXT: %43 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %44 = llvm.getelementptr %42[%43] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %45 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<f32>
// CHECK-NEXT: %47 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %48 = llvm.insertvalue %46, %47[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %49 = llvm.insertvalue %44, %48[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %50 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %51 = llvm.insertvalue %50, %49[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %52 = llvm.mlir.undef : !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr<f32>, ptr<f32>, i64)>)>
// CHECK-NEXT: %53 = llvm.insertvalue %20, %52[0] : !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr<f32>, ptr<f32>, i64)>)>
// CHECK-NEXT: %54 = llvm.insertvalue %37, %53[1] : !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr<f32>, ptr<f32>, i64)>)>
// CHECK-NEXT: %55 = llvm.insertvalue %51, %54[2] : !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr<f32>, ptr<f32>, i64)>)>
// CHECK-NEXT: llvm.return %55 : !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr<f32>, ptr<f32>, i64)>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @copy(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr<f32>, %arg8: !llvm.ptr<f32>, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr<f32>, %arg15: !llvm.ptr<f32>, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: !llvm.ptr<i8>, %arg23: !llvm.ptr<f32>, %arg24: !llvm.ptr<f32>, %arg25: i64, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: i64) {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg7, %8[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %arg14, %16[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %arg15, %17[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %arg16, %18[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %arg17, %19[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %arg19, %20[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %arg18, %21[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %arg20, %22[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %25 = llvm.insertvalue %arg21, %24[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %26 = llvm.insertvalue %arg22, %25[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %27 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %arg23, %27[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %arg24, %28[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %arg25, %29[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %arg26, %30[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %arg28, %31[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %arg27, %32[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.insertvalue %arg29, %33[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %36 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %37 = llvm.mul %35, %36  : i64
// CHECK-NEXT: %38 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.mul %37, %38  : i64
// CHECK-NEXT: %40 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %42 = llvm.getelementptr %40[%41] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %43 = llvm.ptrtoint %42 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %44 = llvm.mul %39, %43  : i64
// CHECK-NEXT: %45 = llvm.extractvalue %7[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.extractvalue %15[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: "llvm.intr.memcpy"(%46, %45, %44, %47) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i1) -> ()
// CHECK-NEXT: %48 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %49 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %50 = llvm.alloca %49 x !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: llvm.store %23, %50 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: %51 = llvm.bitcast %50 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>> to !llvm.ptr<i8>
// CHECK-NEXT: %52 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %53 = llvm.insertvalue %48, %52[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %54 = llvm.insertvalue %51, %53[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %55 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %56 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %57 = llvm.alloca %56 x !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: llvm.store %23, %57 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: %58 = llvm.bitcast %57 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>> to !llvm.ptr<i8>
// CHECK-NEXT: %59 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %60 = llvm.insertvalue %55, %59[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %61 = llvm.insertvalue %58, %60[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %62 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %63 = llvm.alloca %62 x !llvm.struct<(i64, ptr<i8>)> : (i64) -> !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: llvm.store %54, %63 : !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: %64 = llvm.alloca %62 x !llvm.struct<(i64, ptr<i8>)> : (i64) -> !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: llvm.store %61, %64 : !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: %65 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: llvm.call @memrefCopy(%65, %63, %64) : (i64, !llvm.ptr<struct<(i64, ptr<i8>)>>, !llvm.ptr<struct<(i64, ptr<i8>)>>) -> ()
// CHECK-NEXT: %66 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %67 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %68 = llvm.alloca %67 x !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: llvm.store %34, %68 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: %69 = llvm.bitcast %68 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>> to !llvm.ptr<i8>
// CHECK-NEXT: %70 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %71 = llvm.insertvalue %66, %70[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %72 = llvm.insertvalue %69, %71[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %73 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %74 = llvm.alloca %73 x !llvm.struct<(i64, ptr<i8>)> : (i64) -> !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: llvm.store %26, %74 : !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: %75 = llvm.alloca %73 x !llvm.struct<(i64, ptr<i8>)> : (i64) -> !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: llvm.store %72, %75 : !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: %76 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: llvm.call @memrefCopy(%76, %74, %75) : (i64, !llvm.ptr<struct<(i64, ptr<i8>)>>, !llvm.ptr<struct<(i64, ptr<i8>)>>) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @rank_dim_cast(%arg0: i64, %arg1: !llvm.ptr<i8>, %arg2: !llvm.ptr<f32>, %arg3: !llvm.ptr<f32>, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64) -> !llvm.struct<(i64, i64, i64, struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %5 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %6 = llvm.bitcast %5 : !llvm.ptr<i8> to !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64)>>
// CHECK-NEXT: %7 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.getelementptr %6[%8, 2] : (!llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64)>>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.add %10, %arg9  : i64
// CHECK-NEXT: %12 = llvm.getelementptr %9[%11] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr<i64>
// CHECK-NEXT: %14 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %15 = llvm.bitcast %14 : !llvm.ptr<i8> to !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: %16 = llvm.load %15 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(i64, i64, i64, struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: %18 = llvm.insertvalue %3, %17[0] : !llvm.struct<(i64, i64, i64, struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: %19 = llvm.insertvalue %4, %18[1] : !llvm.struct<(i64, i64, i64, struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: %20 = llvm.insertvalue %13, %19[2] : !llvm.struct<(i64, i64, i64, struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: %21 = llvm.insertvalue %16, %20[3] : !llvm.struct<(i64, i64, i64, struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: llvm.return %21 : !llvm.struct<(i64, i64, i64, struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @strided_access(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr<f32>, %arg8: !llvm.ptr<f32>, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: f32) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg7, %8[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %7[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.extractvalue %7[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.mul %arg14, %18  : i64
// CHECK-NEXT: %20 = llvm.add %17, %19  : i64
// CHECK-NEXT: %21 = llvm.add %20, %arg14  : i64
// CHECK-NEXT: %22 = llvm.getelementptr %16[%21] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %23 = llvm.load %22 : !llvm.ptr<f32>
// CHECK-NEXT: %24 = llvm.extractvalue %15[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %27 = llvm.mul %arg14, %26  : i64
// CHECK-NEXT: %28 = llvm.add %25, %27  : i64
// CHECK-NEXT: %29 = llvm.add %28, %arg14  : i64
// CHECK-NEXT: %30 = llvm.getelementptr %24[%29] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: llvm.store %arg15, %30 : !llvm.ptr<f32>
// CHECK-NEXT: llvm.return %23 : f32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @reshape(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr<i32>, %arg8: !llvm.ptr<i32>, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr<i64>, %arg13: !llvm.ptr<i64>, %arg14: i64, %arg15: i64, %arg16: i64) -> !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr<i8>)>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg12, %8[0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg13, %9[1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg14, %10[2] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg15, %11[3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg16, %12[4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %21 = llvm.mul %18, %19  : i64
// CHECK-NEXT: %22 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %23 = llvm.mul %18, %22  : i64
// CHECK-NEXT: %24 = llvm.add %23, %17  : i64
// CHECK-NEXT: %25 = llvm.mul %24, %20  : i64
// CHECK-NEXT: %26 = llvm.add %21, %25  : i64
// CHECK-NEXT: %27 = llvm.alloca %26 x i8 : (i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %16[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %29 = llvm.extractvalue %7[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.extractvalue %7[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.extractvalue %7[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.bitcast %27 : !llvm.ptr<i8> to !llvm.ptr<ptr<f32>>
// CHECK-NEXT: llvm.store %29, %32 : !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %33 = llvm.bitcast %27 : !llvm.ptr<i8> to !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %34 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %35 = llvm.getelementptr %33[%34] : (!llvm.ptr<ptr<f32>>, i64) -> !llvm.ptr<ptr<f32>>
// CHECK-NEXT: llvm.store %30, %35 : !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %36 = llvm.bitcast %27 : !llvm.ptr<i8> to !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %37 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %38 = llvm.getelementptr %36[%37] : (!llvm.ptr<ptr<f32>>, i64) -> !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %39 = llvm.bitcast %38 : !llvm.ptr<ptr<f32>> to !llvm.ptr<i64>
// CHECK-NEXT: llvm.store %31, %39 : !llvm.ptr<i64>
// CHECK-NEXT: %40 = llvm.bitcast %27 : !llvm.ptr<i8> to !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, i64)>>
// CHECK-NEXT: %41 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %42 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %43 = llvm.getelementptr %40[%41, 3] : (!llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, i64)>>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: %44 = llvm.getelementptr %43[%14] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: %45 = llvm.extractvalue %13[1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %47 = llvm.sub %14, %46  : i64
// CHECK-NEXT: llvm.br ^bb1(%47, %46 : i64, i64)
// CHECK-NEXT: ^bb1(%48: i64, %49: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %50 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %51 = llvm.icmp "sge" %48, %50 : i64
// CHECK-NEXT: llvm.cond_br %51, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %52 = llvm.getelementptr %45[%48] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: %53 = llvm.load %52 : !llvm.ptr<i64>
// CHECK-NEXT: %54 = llvm.getelementptr %43[%48] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: llvm.store %53, %54 : !llvm.ptr<i64>
// CHECK-NEXT: %55 = llvm.getelementptr %44[%48] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: llvm.store %49, %55 : !llvm.ptr<i64>
// CHECK-NEXT: %56 = llvm.mul %49, %53  : i64
// CHECK-NEXT: %57 = llvm.sub %48, %46  : i64
// CHECK-NEXT: llvm.br ^bb1(%57, %56 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %58 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %59 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %60 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %61 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %62 = llvm.mul %59, %60  : i64
// CHECK-NEXT: %63 = llvm.extractvalue %28[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %64 = llvm.mul %59, %63  : i64
// CHECK-NEXT: %65 = llvm.add %64, %58  : i64
// CHECK-NEXT: %66 = llvm.mul %65, %61  : i64
// CHECK-NEXT: %67 = llvm.add %62, %66  : i64
// CHECK-NEXT: %68 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %69 = llvm.call @malloc(%67) : (i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %70 = llvm.extractvalue %28[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: "llvm.intr.memcpy"(%69, %70, %67, %68) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
// CHECK-NEXT: %71 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %72 = llvm.extractvalue %28[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %73 = llvm.insertvalue %72, %71[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %74 = llvm.insertvalue %69, %73[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %75 = llvm.mlir.undef : !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr<i8>)>)>
// CHECK-NEXT: %76 = llvm.insertvalue %7, %75[0] : !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr<i8>)>)>
// CHECK-NEXT: %77 = llvm.insertvalue %74, %76[1] : !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr<i8>)>)>
// CHECK-NEXT: llvm.return %77 : !llvm.struct<(struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr<i8>)>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @assume_and_prefetch(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(15 : index) : i64
// CHECK-NEXT: %9 = llvm.ptrtoint %6 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %10 = llvm.and %9, %8  : i64
// CHECK-NEXT: %11 = llvm.icmp "eq" %10, %7 : i64
// CHECK-NEXT: "llvm.intr.assume"(%11) : (i1) -> ()
// CHECK-NEXT: %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr %12[%arg5] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %15 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: "llvm.intr.prefetch"(%13, %14, %15, %16) : (!llvm.ptr<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: %17 = llvm.extractvalue %5[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.getelementptr %17[%arg5] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: "llvm.intr.prefetch"(%18, %19, %20, %21) : (!llvm.ptr<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

memref.global "private" constant @c : memref<2x3xf32> = dense<1.0>
memref.global @u : memref<4xi32, 1> = uninitialized {alignment = 16}
memref.global "private" @s : memref<f32> = dense<2.0>
memref.global @ext : memref<4xf32>

func @get_global() -> (memref<2x3xf32>, memref<4xi32, 1>, memref<f32>) {
  %0 = memref.get_global @c : memref<2x3xf32>
  %1 = memref.get_global @u : memref<4xi32, 1>
  %2 = memref.get_global @s : memref<f32>
  return %0, %1, %2 : memref<2x3xf32>, memref<4xi32, 1>, memref<f32>
}

// Identity layouts copy with llvm.intr.memcpy, others call memrefCopy on unranked descriptors.
func @copy(%a: memref<4x?xf32>, %b: memref<4x?xf32>, %t: memref<4x5xf32, offset: 2, strides: [5, 1]>, %u: memref<*xf32>, %m: memref<?x?xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x?xf32>
  memref.copy %t, %t : memref<4x5xf32, offset: 2, strides: [5, 1]> to memref<4x5xf32, offset: 2, strides: [5, 1]>
  memref.copy %u, %m : memref<*xf32> to memref<?x?xf32>
  return
}

func @rank_dim_cast(%u: memref<*xf32>, %m: memref<?x?xf32>, %i: index) -> (index, index, index, memref<?x?xf32>) {
  %0 = memref.rank %u : memref<*xf32>
  %1 = memref.rank %m : memref<?x?xf32>
  %2 = memref.dim %u, %i : memref<*xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  return %0, %1, %2, %3 : index, index, index, memref<?x?xf32>
}

// Loads and stores of strided memrefs add the offset and multiply by the strides.
func @strided_access(%m: memref<4x?xf32, offset: ?, strides: [?, 1]>, %s: memref<4x4xf32, offset: 3, strides: [8, 1]>, %i: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<4x?xf32, offset: ?, strides: [?, 1]>
  memref.store %v, %s[%i, %i] : memref<4x4xf32, offset: 3, strides: [8, 1]>
  return %0 : f32
}

// A shape of dynamic length makes an unranked result, its descriptor filled on the stack by a loop; a
// shape of static length is left for memref-expand.
func @reshape(%m: memref<4x5xf32>, %s: memref<2xi32>, %d: memref<?xindex>) -> (memref<?x?xf32>, memref<*xf32>) {
  %0 = memref.cast %m : memref<4x5xf32> to memref<?x?xf32>
  %1 = memref.reshape %m(%d) : (memref<4x5xf32>, memref<?xindex>) -> memref<*xf32>
  return %0, %1 : memref<?x?xf32>, memref<*xf32>
}

func @assume_and_prefetch(%b: memref<8xf32>, %i: index) {
  memref.assume_alignment %b, 16 : memref<8xf32>
  memref.prefetch %b[%i], read, locality<3>, data : memref<8xf32>
  memref.prefetch %b[%i], write, locality<0>, instr : memref<8xf32>
  return
}
