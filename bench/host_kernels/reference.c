/* The work of kernels.c as the plain C loops a programmer would write. */
#include <stdint.h>

void vecadd(const float *a, const float *b, float *c, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    c[i] = a[i] + b[i];
}

void matmul(const float *a, const float *b, float *c, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      float sum = 0;
      for (int64_t k = 0; k < n; ++k)
        sum += a[i * n + k] * b[k * n + j];
      c[i * n + j] = sum;
    }
}
