// RUN: gpuopt-translate -mlir-to-llvmir %s | FileCheck %s

// Locations written with loc(...) become debug locations as mlir-translate 14 makes them: a file location
// a DILocation in a lexical block of its file; unknown no !dbg; a name its child (none when the child is
// unknown); a call site the callee's location inlinedAt the caller's (14 caches a location's translation
// without its inlinedAt, so "inner.c":1:2 keeps its first caller); a fused location its parts merged: line 0
// in the shared file's block, or in the subprogram when the files differ, none when a part has none.

llvm.func @callee() loc("callee.c":1:1)

// CHECK-LABEL: define i32 @f(i32 %0) !dbg
// CHECK-NEXT: add i32 %0, %0, !dbg ![[FOO34:[0-9]+]]
// CHECK-NEXT: mul i32 %2, %2{{$}}
// CHECK-NEXT: sub i32 %3, %2, !dbg ![[BAR:[0-9]+]]
// CHECK-NEXT: add i32 %4, %4{{$}}
// CHECK-NEXT: mul i32 %5, %5, !dbg ![[INNER:[0-9]+]]
// CHECK-NEXT: mul i32 %6, %6, !dbg ![[A:[0-9]+]]
// CHECK-NEXT: add i32 %7, %7, !dbg ![[SAMEFILE:[0-9]+]]
// CHECK-NEXT: add i32 %8, %8, !dbg ![[TWOFILES:[0-9]+]]
// CHECK-NEXT: add i32 %9, %9, !dbg ![[FOO34]]
// CHECK-NEXT: add i32 %10, %10{{$}}
// CHECK-NEXT: add i32 %11, %11, !dbg ![[INNER]]
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32 loc("foo.c":3:4)
  %1 = llvm.mul %0, %0 : i32 loc(unknown)
  %2 = llvm.sub %1, %0 : i32 loc("named"("bar.c":7:8))
  %3 = llvm.add %2, %2 : i32 loc("bare")
  %4 = llvm.mul %3, %3 : i32 loc(callsite("inner.c":1:2 at "outer.c":3:4))
  %5 = llvm.mul %4, %4 : i32 loc(callsite(callsite("a.c":1:1 at "b.c":2:2) at "c.c":3:3))
  %6 = llvm.add %5, %5 : i32 loc(fused["foo.c":3:4, "foo.c":5:6])
  %7 = llvm.add %6, %6 : i32 loc(fused["foo.c":3:4, "other.c":5:6])
  %8 = llvm.add %7, %7 : i32 loc(fused<"meta">["foo.c":3:4])
  %9 = llvm.add %8, %8 : i32 loc(fused["foo.c":9:9, "x"])
  %10 = llvm.add %9, %9 : i32 loc(callsite("inner.c":1:2 at "outer2.c":3:4))
  llvm.call @callee() : () -> () loc("call.c":1:1)
  llvm.return %10 : i32
} loc("named_fn"("fn.c":10:1))

// A call whose location is unknown only inside a name does not keep the function from a subprogram.
// CHECK-LABEL: define void @g() !dbg
// CHECK-NEXT: call void @callee(){{$}}
llvm.func @g() {
  llvm.call @callee() : () -> () loc("x"(unknown))
  llvm.return
}

// Nothing known: no subprogram.
// CHECK-LABEL: define void @h() {
llvm.func @h() {
  llvm.return loc(unknown)
} loc(unknown)

// CHECK: ![[SP:[0-9]+]] = distinct !DISubprogram(name: "f", linkageName: "f", scope: null, file: ![[FN:[0-9]+]], line: 10,
// CHECK: ![[FN]] = !DIFile(filename: "fn.c",
// CHECK: ![[FOO34]] = !DILocation(line: 3, column: 4, scope: ![[FOOBLOCK:[0-9]+]])
// CHECK: ![[FOOBLOCK]] = !DILexicalBlockFile(scope: ![[SP]], file: ![[FOOFILE:[0-9]+]], discriminator: 0)
// CHECK: ![[FOOFILE]] = !DIFile(filename: "foo.c",
// CHECK: ![[BAR]] = !DILocation(line: 7, column: 8,
// CHECK: ![[INNER]] = !DILocation(line: 1, column: 2, scope: !{{[0-9]+}}, inlinedAt: ![[OUTER:[0-9]+]])
// CHECK: ![[OUTER]] = !DILocation(line: 3, column: 4,
// CHECK: ![[A]] = !DILocation(line: 1, column: 1, scope: !{{[0-9]+}}, inlinedAt: ![[B:[0-9]+]])
// CHECK: ![[B]] = !DILocation(line: 2, column: 2, scope: !{{[0-9]+}}, inlinedAt: !{{[0-9]+}})
// CHECK: ![[SAMEFILE]] = !DILocation(line: 0, scope: ![[FOOBLOCK]])
// CHECK: ![[TWOFILES]] = !DILocation(line: 0, scope: ![[SP]])
