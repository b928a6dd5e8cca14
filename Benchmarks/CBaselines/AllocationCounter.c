// An allocation counter for curvebench: the executable defines malloc and its relatives, which
// the dynamic linker then binds every allocation in the process to (the Swift runtime's
// included), counts each call and forwards it to glibc's own implementation. Only where that
// interposition is known to work (Linux, glibc); elsewhere the count is -1 ("not measured").

#include "CBaselines.h"

// errno.h brings glibc's features.h, which defines __GLIBC__.
#include <errno.h>
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic long long allocations;

static void count(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count();
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
  // glibc's own checks: a power of two, a multiple of sizeof(void *).
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) {
    return EINVAL;
  }
  count();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *out = pointer;
  return 0;
}

long long cbaseline_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}
#else
long long cbaseline_allocation_count(void) { return -1; }
#endif
