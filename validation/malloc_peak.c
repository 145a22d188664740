/* Live-heap counter for the memory validation (LD_PRELOAD, Linux/glibc only).
 *
 * Every allocation entry point of the C library is replaced by a wrapper that calls glibc's own
 * implementation (__libc_malloc and friends, so there is no dlsym and no recursion) and adds
 * malloc_usable_size() of the block to a live-byte counter; free() subtracts it again. The peak
 * of the counter is kept with a compare-and-swap loop, so concurrent threads cannot lose an
 * update. Python reads the counters through ctypes:
 *
 *   long long rl_current(void)     live heap bytes now
 *   long long rl_peak(void)        highest live heap bytes since the last reset
 *   void      rl_reset_peak(void)  peak := current
 *
 * PyTorch's CPU allocator (c10::alloc_cpu) is posix_memalign/free without a cache, so the
 * counter follows the tensors exactly (plus the small malloc'd objects of Python and C++).
 * Memory obtained with mmap directly (Python's small-object arenas, some BLAS work buffers)
 * is not seen; the harness takes its baseline after warming those up.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *ptr);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *ptr, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

#define RL_EXPORT __attribute__((visibility("default")))

static _Atomic long long rl_live = 0;
static _Atomic long long rl_high = 0;

static inline void rl_add(void *p)
{
    if (!p)
        return;
    long long n = (long long)malloc_usable_size(p);
    long long now = atomic_fetch_add_explicit(&rl_live, n, memory_order_relaxed) + n;
    long long high = atomic_load_explicit(&rl_high, memory_order_relaxed);
    while (now > high &&
           !atomic_compare_exchange_weak_explicit(&rl_high, &high, now, memory_order_relaxed,
                                                  memory_order_relaxed)) {
    }
}

static inline void rl_sub(void *p)
{
    if (!p)
        return;
    long long n = (long long)malloc_usable_size(p);
    atomic_fetch_sub_explicit(&rl_live, n, memory_order_relaxed);
}

RL_EXPORT long long rl_current(void) { return atomic_load(&rl_live); }
RL_EXPORT long long rl_peak(void) { return atomic_load(&rl_high); }
RL_EXPORT void rl_reset_peak(void) { atomic_store(&rl_high, atomic_load(&rl_live)); }

RL_EXPORT void *malloc(size_t size)
{
    void *p = __libc_malloc(size);
    rl_add(p);
    return p;
}

RL_EXPORT void free(void *ptr)
{
    if (!ptr)
        return;
    rl_sub(ptr);
    __libc_free(ptr);
}

RL_EXPORT void *calloc(size_t n, size_t size)
{
    void *p = __libc_calloc(n, size);
    rl_add(p);
    return p;
}

RL_EXPORT void *realloc(void *ptr, size_t size)
{
    if (!ptr)
        return malloc(size);
    size_t old = malloc_usable_size(ptr);
    void *p = __libc_realloc(ptr, size);
    if (p) {
        atomic_fetch_sub_explicit(&rl_live, (long long)old, memory_order_relaxed);
        rl_add(p);
    } else if (size == 0) {          /* glibc: realloc(p, 0) frees p and returns NULL */
        atomic_fetch_sub_explicit(&rl_live, (long long)old, memory_order_relaxed);
    }
    return p;
}

RL_EXPORT void *reallocarray(void *ptr, size_t n, size_t size)
{
    size_t bytes;
    if (__builtin_mul_overflow(n, size, &bytes)) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(ptr, bytes);
}

RL_EXPORT void *memalign(size_t alignment, size_t size)
{
    void *p = __libc_memalign(alignment, size);
    rl_add(p);
    return p;
}

RL_EXPORT void *aligned_alloc(size_t alignment, size_t size)
{
    void *p = __libc_memalign(alignment, size);
    rl_add(p);
    return p;
}

RL_EXPORT int posix_memalign(void **memptr, size_t alignment, size_t size)
{
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0)
        return EINVAL;
    void *p = __libc_memalign(alignment, size);
    if (!p)
        return ENOMEM;
    rl_add(p);
    *memptr = p;
    return 0;
}

RL_EXPORT void *valloc(size_t size)
{
    void *p = __libc_valloc(size);
    rl_add(p);
    return p;
}

RL_EXPORT void *pvalloc(size_t size)
{
    void *p = __libc_pvalloc(size);
    rl_add(p);
    return p;
}
