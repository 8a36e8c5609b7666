/*===- runner-utils.c - upstream-compatible memref printing --------------===//
 *
 * Part of gpuopt. The printing entry points of MLIR's runner utilities
 * (libmlir_runner_utils / libmlir_c_runner_utils), written in C, so that
 * upstream-style integration tests (which call printMemrefF32,
 * print_memref_f32, printF32, printNewline, ...) run unchanged and their
 * FileCheck lines match. The output format is upstream's, character for
 * character:
 *
 *   Unranked Memref base@ = 0x55d6c0a0 rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
 *   [[1,   2,   3],
 *    [4,   5,   6]]
 *
 * (with a space after "data =" and after each "," that ends a line).
 * Floating-point elements are printed like std::ostream's default ("%g").
 * One deliberate difference: a dimension of size 0 prints "[]", where
 * upstream reads and prints one element that does not exist.
 *
 * Output goes to stdout, flushed after each memref and each newline so that
 * it interleaves correctly with other writers of the same file descriptor.
 *
 *===----------------------------------------------------------------------===*/

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

#define EXPORT __attribute__((visibility("default")))

/* MLIR's UnrankedMemRefType: the rank and a pointer to a ranked descriptor
 * { T *allocated; T *aligned; int64_t offset; int64_t sizes[rank];
 *   int64_t strides[rank]; }. */
typedef struct UnrankedMemRef {
  int64_t rank;
  void *descriptor;
} UnrankedMemRef;

typedef struct RankedView {
  int64_t rank;
  const char *aligned;
  int64_t offset;
  const int64_t *sizes;
  const int64_t *strides;
} RankedView;

typedef void (*ElementPrinter)(const void *element);

static void printFloat(const void *p) { printf("%g", (double)*(const float *)p); }
static void printDouble(const void *p) { printf("%g", *(const double *)p); }
static void printInt32(const void *p) { printf("%" PRId32, *(const int32_t *)p); }
static void printInt64(const void *p) { printf("%" PRId64, *(const int64_t *)p); }
static void printIndex(const void *p) { printf("%" PRIu64, *(const uint64_t *)p); }
/* Upstream streams int8_t elements into std::ostream, which writes them as
 * characters; so do we. */
static void printInt8(const void *p) { putchar(*(const unsigned char *)p); }

static RankedView viewOf(int64_t rank, const void *descriptor) {
  const char *d = (const char *)descriptor;
  RankedView v;
  v.rank = rank;
  v.aligned = *(const char *const *)(d + sizeof(void *));
  v.offset = *(const int64_t *)(d + 2 * sizeof(void *));
  v.sizes = (const int64_t *)(d + 2 * sizeof(void *) + sizeof(int64_t));
  v.strides = v.sizes + rank;
  return v;
}

static void printList(const int64_t *values, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    printf(i ? ", %" PRId64 : "%" PRId64, values[i]);
}

/* "base@ = 0x... rank = R offset = O sizes = [..] strides = [..]". A null
 * pointer prints as "0", as std::ostream prints it. */
static void printMetaData(const RankedView *v) {
  if (v->aligned)
    printf("base@ = %p", (const void *)v->aligned);
  else
    printf("base@ = 0");
  printf(" rank = %" PRId64 " offset = %" PRId64 " sizes = [", v->rank,
         v->offset);
  printList(v->sizes, v->rank);
  printf("] strides = [");
  printList(v->strides, v->rank);
  printf("]");
}

static void printSpaces(int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    putchar(' ');
}

/* Elements of the dimensions [rank - dim, rank): "[a, b, c]" for the
 * innermost one; an outer one puts each sub-array on its own line, indented
 * by its depth. */
static void printData(const RankedView *v, int64_t elementSize,
                      ElementPrinter print, int64_t dim, int64_t offset,
                      const int64_t *sizes, const int64_t *strides) {
  if (dim == 0) {
    print(v->aligned + offset * elementSize);
    return;
  }
  putchar('[');
  for (int64_t i = 0; i < sizes[0]; ++i) {
    if (i > 0)
      printSpaces(v->rank - dim + 1);
    printData(v, elementSize, print, dim - 1, offset + i * strides[0],
              sizes + 1, strides + 1);
    if (i + 1 < sizes[0]) {
      fputs(", ", stdout);
      if (dim > 1)
        putchar('\n');
    }
  }
  putchar(']');
}

static void printMemref(const char *prefix, int64_t rank,
                        const void *descriptor, int64_t elementSize,
                        ElementPrinter print) {
  RankedView v = viewOf(rank, descriptor);
  fputs(prefix, stdout);
  printMetaData(&v);
  fputs(" data = \n", stdout);
  if (rank == 0)
    putchar('[');
  printData(&v, elementSize, print, rank, v.offset, v.sizes, v.strides);
  if (rank == 0)
    putchar(']');
  putchar('\n');
  fflush(stdout);
}

#define UNRANKED "Unranked Memref "
#define RANKED "Memref "

/* Unranked entry points, under all three upstream spellings: the C
 * interface (_mlir_ciface_*, taking the unranked memref by pointer), the
 * bare-pointer one (rank, descriptor), and the pre-MLIR-15 snake_case
 * names. */
#define DEFINE_PRINTERS(Camel, snake, T, printer)                              \
  EXPORT void _mlir_ciface_printMemref##Camel(UnrankedMemRef *m) {             \
    printMemref(UNRANKED, m->rank, m->descriptor, sizeof(T), printer);         \
  }                                                                            \
  EXPORT void printMemref##Camel(int64_t rank, void *descriptor) {             \
    printMemref(UNRANKED, rank, descriptor, sizeof(T), printer);               \
  }                                                                            \
  EXPORT void _mlir_ciface_print_memref_##snake(UnrankedMemRef *m) {           \
    printMemref(UNRANKED, m->rank, m->descriptor, sizeof(T), printer);         \
  }                                                                            \
  EXPORT void print_memref_##snake(int64_t rank, void *descriptor) {           \
    printMemref(UNRANKED, rank, descriptor, sizeof(T), printer);               \
  }

DEFINE_PRINTERS(F32, f32, float, printFloat)
DEFINE_PRINTERS(F64, f64, double, printDouble)
DEFINE_PRINTERS(I32, i32, int32_t, printInt32)
DEFINE_PRINTERS(I64, i64, int64_t, printInt64)
DEFINE_PRINTERS(Ind, index, uint64_t, printIndex)
DEFINE_PRINTERS(I8, i8, int8_t, printInt8)

/* Ranked C-interface entry points (StridedMemRefType<T, N> *), under the
 * current names and the MLIR 14 ones. */
#define DEFINE_RANKED(symbol, N, T, printer)                                   \
  EXPORT void symbol(void *descriptor) {                                       \
    printMemref(RANKED, N, descriptor, sizeof(T), printer);                    \
  }

DEFINE_RANKED(_mlir_ciface_printMemref0dF32, 0, float, printFloat)
DEFINE_RANKED(_mlir_ciface_printMemref1dF32, 1, float, printFloat)
DEFINE_RANKED(_mlir_ciface_printMemref2dF32, 2, float, printFloat)
DEFINE_RANKED(_mlir_ciface_printMemref3dF32, 3, float, printFloat)
DEFINE_RANKED(_mlir_ciface_printMemref4dF32, 4, float, printFloat)
DEFINE_RANKED(_mlir_ciface_printMemref1dI32, 1, int32_t, printInt32)
DEFINE_RANKED(_mlir_ciface_printMemref1dI64, 1, int64_t, printInt64)
DEFINE_RANKED(_mlir_ciface_printMemref1dF64, 1, double, printDouble)
DEFINE_RANKED(_mlir_ciface_printMemref1dInd, 1, uint64_t, printIndex)
DEFINE_RANKED(_mlir_ciface_print_memref_0d_f32, 0, float, printFloat)
DEFINE_RANKED(_mlir_ciface_print_memref_1d_f32, 1, float, printFloat)
DEFINE_RANKED(_mlir_ciface_print_memref_2d_f32, 2, float, printFloat)
DEFINE_RANKED(_mlir_ciface_print_memref_3d_f32, 3, float, printFloat)
DEFINE_RANKED(_mlir_ciface_print_memref_4d_f32, 4, float, printFloat)

/* Scalar printing helpers used by vector lowering ("( 1, 2, 3 )"). */
EXPORT void printI64(int64_t i) { printf("%" PRId64, i); }
EXPORT void printU64(uint64_t u) { printf("%" PRIu64, u); }
EXPORT void printF32(float f) { printf("%g", (double)f); }
EXPORT void printF64(double d) { printf("%g", d); }
EXPORT void printOpen(void) { fputs("( ", stdout); }
EXPORT void printClose(void) { fputs(" )", stdout); }
EXPORT void printComma(void) { fputs(", ", stdout); }
EXPORT void printNewline(void) {
  putchar('\n');
  fflush(stdout);
}
