// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// Vector ops in kernels, lowered by convert-gpu-to-host with convert-vector-to-llvm's patterns.
// @fill: each of 4 threads writes its row of A (A[i][j] = 8 i + j) with a broadcast plus a constant vector
// and a transfer_write.  @compute: per row, transfer_read of the row and of the row from column 4 (out of
// bounds: lanes 4..7 read the padding -1), fma (2 row + shifted), transfer_write of it, add and maxf
// reductions, a shuffle of both reads, an extract; an i32 row with a mul reduction.  @show (one thread):
// vector.print of a vector.load, a masked load (create_mask of 3), an outer product, a scalar and a
// contraction (dot product).

#dot = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
        iterator_types = ["reduction"]}

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<4x8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      %tf = arith.sitofp %ti : i32 to f32
      %c8 = arith.constant 8.0 : f32
      %base = arith.mulf %tf, %c8 : f32
      %b = vector.broadcast %base : f32 to vector<8xf32>
      %iota = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : vector<8xf32>
      %row = arith.addf %b, %iota : vector<8xf32>
      vector.transfer_write %row, %a[%t, %c0] {in_bounds = [true]} : vector<8xf32>, memref<4x8xf32>
      gpu.return
    }

    gpu.func @compute(%a: memref<4x8xf32>, %out: memref<4x8xf32>, %sums: memref<4xf32>, %maxs: memref<4xf32>,
                      %picks: memref<4x4xf32>, %products: memref<4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %pad = arith.constant -1.0 : f32
      %two = arith.constant 2.0 : f32
      %t = gpu.thread_id x
      %v = vector.transfer_read %a[%t, %c0], %pad : memref<4x8xf32>, vector<8xf32>
      %w = vector.transfer_read %a[%t, %c4], %pad : memref<4x8xf32>, vector<8xf32>
      %s = vector.broadcast %two : f32 to vector<8xf32>
      %f = vector.fma %v, %s, %w : vector<8xf32>
      vector.transfer_write %f, %out[%t, %c0] : vector<8xf32>, memref<4x8xf32>
      %sum = vector.reduction "add", %f : vector<8xf32> into f32
      memref.store %sum, %sums[%t] : memref<4xf32>
      %max = vector.reduction "maxf", %w : vector<8xf32> into f32
      memref.store %max, %maxs[%t] : memref<4xf32>
      %sh = vector.shuffle %v, %w [7, 8, 0, 15] : vector<8xf32>, vector<8xf32>
      %e = vector.extract %sh[1] : vector<4xf32>
      %p = vector.insert %e, %sh[3] : f32 into vector<4xf32>
      vector.store %p, %picks[%t, %c0] : memref<4x4xf32>, vector<4xf32>
      %ti = arith.index_cast %t : index to i32
      %ones = arith.constant dense<[1, 2, 3]> : vector<3xi32>
      %tb = vector.broadcast %ti : i32 to vector<3xi32>
      %iv = arith.addi %ones, %tb : vector<3xi32>
      %prod = vector.reduction "mul", %iv : vector<3xi32> into i32
      memref.store %prod, %products[%t] : memref<4xi32>
      gpu.return
    }

    gpu.func @show(%a: memref<4x8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %v = vector.load %a[%c1, %c0] : memref<4x8xf32>, vector<8xf32>
      vector.print %v : vector<8xf32>
      %m = vector.create_mask %c3 : vector<8xi1>
      %passthru = arith.constant dense<0.5> : vector<8xf32>
      %ml = vector.maskedload %a[%c2, %c0], %m, %passthru : memref<4x8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
      vector.print %ml : vector<8xf32>
      %x = vector.load %a[%c0, %c1] : memref<4x8xf32>, vector<2xf32>
      %y = vector.load %a[%c3, %c0] : memref<4x8xf32>, vector<3xf32>
      %o = vector.outerproduct %x, %y : vector<2xf32>, vector<3xf32>
      vector.print %o : vector<2x3xf32>
      %e = vector.extract %o[1, 2] : vector<2x3xf32>
      vector.print %e : f32
      %zero = arith.constant 0.0 : f32
      %d = vector.contract #dot %y, %y, %zero : vector<3xf32>, vector<3xf32> into f32
      vector.print %d : f32
      gpu.return
    }
  }

  func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %a = memref.alloc() : memref<4x8xf32>
    %out = memref.alloc() : memref<4x8xf32>
    %sums = memref.alloc() : memref<4xf32>
    %maxs = memref.alloc() : memref<4xf32>
    %picks = memref.alloc() : memref<4x4xf32>
    %products = memref.alloc() : memref<4xi32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4x8xf32>)
    gpu.launch_func @kernels::@compute blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%a : memref<4x8xf32>, %out : memref<4x8xf32>, %sums : memref<4xf32>, %maxs : memref<4xf32>,
             %picks : memref<4x4xf32>, %products : memref<4xi32>)
    %p0 = memref.cast %out : memref<4x8xf32> to memref<*xf32>
    call @print_memref_f32(%p0) : (memref<*xf32>) -> ()
    %p1 = memref.cast %sums : memref<4xf32> to memref<*xf32>
    call @print_memref_f32(%p1) : (memref<*xf32>) -> ()
    %p2 = memref.cast %maxs : memref<4xf32> to memref<*xf32>
    call @print_memref_f32(%p2) : (memref<*xf32>) -> ()
    %p3 = memref.cast %picks : memref<4x4xf32> to memref<*xf32>
    call @print_memref_f32(%p3) : (memref<*xf32>) -> ()
    %p4 = memref.cast %products : memref<4xi32> to memref<*xi32>
    call @print_memref_i32(%p4) : (memref<*xi32>) -> ()
    gpu.launch_func @kernels::@show blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4x8xf32>)
    return
  }
  func private @print_memref_f32(memref<*xf32>)
  func private @print_memref_i32(memref<*xi32>)
}

// CHECK: [4,   7,   10,   13,   7,   9,   11,   13],
// CHECK-NEXT: [28,   31,   34,   37,   23,   25,   27,   29],
// CHECK-NEXT: [52,   55,   58,   61,   39,   41,   43,   45],
// CHECK-NEXT: [76,   79,   82,   85,   55,   57,   59,   61]]
// CHECK: [74,  234,  394,  554]
// CHECK: [7,  15,  23,  31]
// CHECK: [7,   4,   0,   4],
// CHECK-NEXT: [15,   12,   8,   12],
// CHECK-NEXT: [23,   20,   16,   20],
// CHECK-NEXT: [31,   28,   24,   28]]
// CHECK: [6,  24,  60,  120]
// CHECK: ( 8, 9, 10, 11, 12, 13, 14, 15 )
// CHECK: ( 16, 17, 18, 0.5, 0.5, 0.5, 0.5, 0.5 )
// CHECK: ( ( 24, 25, 26 ), ( 48, 50, 52 ) )
// CHECK: 52
// CHECK: 1877
