// RUN: gpuopt -gpu-async-region -split-input-file -verify-diagnostics %s | FileCheck %s

module attributes {gpu.container_module} {
  gpu.module @device {
    gpu.func @fill(%buf: memref<?xf32>) kernel { gpu.return }
  }
  func private @host_work()

  // A chain starts with `gpu.wait async`, threads through every GPU op, and ends with a synchronous
  // gpu.wait before the first op with effects on the host.
  // CHECK-LABEL: func @chain(
  // CHECK-SAME: %[[N:.*]]: index, %[[HOST:.*]]: memref<?xf32>)
  func @chain(%n: index, %host: memref<?xf32>) {
    // CHECK: %[[T0:.*]] = gpu.wait async
    // CHECK-NEXT: %[[BUF:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] (%[[N]]) : memref<?xf32>
    %buf = gpu.alloc (%n) : memref<?xf32>
    // CHECK-NEXT: %[[T2:.*]] = gpu.memcpy async [%[[T1]]] %[[BUF]], %[[HOST]]
    gpu.memcpy %buf, %host : memref<?xf32>, memref<?xf32>
    // CHECK-NEXT: %[[T3:.*]] = gpu.launch_func async [%[[T2]]] @device::@fill
    gpu.launch_func @device::@fill blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%buf : memref<?xf32>)
    // Ops without effects leave the chain alone.
    // CHECK-NEXT: arith.addi
    %m = arith.addi %n, %n : index
    // CHECK-NEXT: gpu.wait [%[[T3]]]
    // CHECK-NEXT: call @host_work()
    call @host_work() : () -> ()
    // After the wait, the next GPU op starts a new chain.
    // CHECK-NEXT: %[[T4:.*]] = gpu.wait async
    // CHECK-NEXT: %[[T5:.*]] = gpu.dealloc async [%[[T4]]] %[[BUF]]
    gpu.dealloc %buf : memref<?xf32>
    // CHECK-NEXT: gpu.wait [%[[T5]]]
    // CHECK-NEXT: return
    return
  }

  // A `gpu.wait async` starts the chain itself; an op that is async already gets the current token as its
  // first dependency (here its own dependency again, as MLIR 14 does), and a gpu.wait too.
  // CHECK-LABEL: func @already_async(
  func @already_async(%n: index) {
    // CHECK: %[[T0:.*]] = gpu.wait async
    %t0 = gpu.wait async
    // CHECK-NEXT: %[[A:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]], %[[T0]]]
    %a, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    // CHECK-NEXT: %[[T2:.*]] = gpu.dealloc async [%[[T1]]] %[[A]]
    gpu.dealloc %a : memref<?xf32>
    // CHECK-NEXT: gpu.wait [%[[T2]], %[[T1]]]
    gpu.wait [%t1]
    // CHECK-NEXT: return
    return
  }

  // Each block ends its chain before its terminator; the blocks of scf ops are rewritten first, and the
  // scf ops themselves do not end the chain of the block that holds them (MLIR 14 counts them effect-free).
  // CHECK-LABEL: func @regions(
  func @regions(%n: index, %c: i1, %host: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // CHECK: %[[T0:.*]] = gpu.wait async
    // CHECK-NEXT: %[[A:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]]
    %a = gpu.alloc (%n) : memref<?xf32>
    // CHECK-NEXT: scf.for
    scf.for %i = %c0 to %n step %c1 {
      // CHECK-NEXT: %[[L0:.*]] = gpu.wait async
      // CHECK-NEXT: %[[L1:.*]] = gpu.launch_func async [%[[L0]]] @device::@fill
      // CHECK-NEXT: gpu.wait [%[[L1]]]
      // CHECK-NEXT: memref.load
      gpu.launch_func @device::@fill blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%a : memref<?xf32>)
      %x = memref.load %host[%i] : memref<?xf32>
      // CHECK-NEXT: %[[L2:.*]] = gpu.wait async
      // CHECK-NEXT: %[[L3:.*]] = gpu.memset async [%[[L2]]] %[[A]]
      // CHECK-NEXT: gpu.wait [%[[L3]]]
      // CHECK-NEXT: }
      gpu.memset %a, %x : memref<?xf32>, f32
    }
    // CHECK-NEXT: scf.if
    scf.if %c {
      // CHECK-NEXT: %[[I0:.*]] = gpu.wait async
      // CHECK-NEXT: %[[I1:.*]] = gpu.memcpy async [%[[I0]]] %[[A]], %{{.*}}
      // CHECK-NEXT: gpu.wait [%[[I1]]]
      // CHECK-NEXT: }
      gpu.memcpy %a, %host : memref<?xf32>, memref<?xf32>
    }
    // CHECK-NEXT: %[[T2:.*]] = gpu.dealloc async [%[[T1]]] %[[A]]
    gpu.dealloc %a : memref<?xf32>
    // CHECK-NEXT: gpu.wait [%[[T2]]]
    // CHECK-NEXT: cond_br
    cond_br %c, ^bb1, ^bb2
  ^bb1:
    // CHECK-NEXT: ^bb1:
    // CHECK-NEXT: arith.constant
    // CHECK-NEXT: %[[B0:.*]] = gpu.wait async
    // CHECK-NEXT: %[[B1:.*]] = gpu.memset async [%[[B0]]]
    // CHECK-NEXT: gpu.wait [%[[B1]]]
    // CHECK-NEXT: br ^bb2
    %f = arith.constant 1.0 : f32
    gpu.memset %host, %f : memref<?xf32>, f32
    br ^bb2
  ^bb2:
    return
  }
}

// -----

func @not_outlined(%n: index) {
  // expected-error@+1 {{'gpu.launch' op replace with gpu.launch_func first}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}
