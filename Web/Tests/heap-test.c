// Runs the WebAssembly modules' allocator (Wasm/Heap.c) natively over an array standing in for
// the module's memory: 200,000 rounds of seeded random malloc, calloc, realloc, posix_memalign,
// aligned_alloc and free, each block filled with a pattern of its own and checked when it is freed, so that two
// live blocks that overlap, a block too small or misaligned, or calloc's bytes not zeroed fail.
// Then the reuse of freed blocks (the same requests again do not grow the heap), the limits
// (too large, calloc's overflow, the largest alignment, realloc of NULL and to 0), growth failing when the memory is full, and the frees that trap.
//
//     cc -O1 -o heap-test Web/Tests/heap-test.c && ./heap-test   (Web/Tests/run.sh does this)

#include <stdint.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define PAGE 65536u
#define MAX_PAGES 1024u
static _Alignas(65536) unsigned char memory[MAX_PAGES * PAGE];
static size_t pages = 1;
static int growth_allowed = 1;

static int grow(size_t more) {
  if (!growth_allowed || pages + more > MAX_PAGES) return 0;
  pages += more;
  return 1;
}

// The heap starts 100 bytes into the memory (after the module's data), as __heap_base does, and
// the memory's addresses are the array's.
#define HEAP_BASE ((uintptr_t)memory + 100u)
#define HEAP_PAGES() ((size_t)(((uintptr_t)memory + pages * PAGE) / PAGE))
#define HEAP_GROW(n) grow(n)
#define malloc heap_malloc
#define free heap_free
#define calloc heap_calloc
#define realloc heap_realloc
#define posix_memalign heap_posix_memalign
#define aligned_alloc heap_aligned_alloc
#define malloc_usable_size heap_malloc_usable_size
#include "../../Wasm/Heap.c"
#undef malloc
#undef free
#undef calloc
#undef realloc
#undef posix_memalign
#undef aligned_alloc
#undef malloc_usable_size

static int failures = 0;
#define CHECK(condition, ...)                \
  do {                                       \
    if (!(condition)) {                      \
      failures++;                            \
      if (failures <= 10) {                  \
        printf("FAIL line %d: ", __LINE__);  \
        printf(__VA_ARGS__);                 \
        printf("\n");                        \
      }                                      \
    }                                        \
  } while (0)

// Whether `body` run in a child process stops it with a trap (SIGILL or SIGTRAP).
static int traps(void (*body)(void)) {
  fflush(stdout);
  pid_t child = fork();
  if (child == 0) {
    body();
    _exit(0);
  }
  int status = 0;
  waitpid(child, &status, 0);
  return WIFSIGNALED(status) && (WTERMSIG(status) == SIGILL || WTERMSIG(status) == SIGTRAP);
}

static void free_twice(void) {
  void *pointer = heap_malloc(40);
  heap_free(pointer);
  heap_free(pointer);
}

static void free_inside_a_block(void) {
  unsigned char *pointer = heap_malloc(100);
  heap_free(pointer + 32);
}

static void free_outside_the_heap(void) {
  static _Alignas(16) unsigned char elsewhere[64];
  heap_free(elsewhere + 16);
}

static uint64_t state = 0x9E3779B97F4A7C15u;
static uint64_t next(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

typedef struct {
  unsigned char *pointer;
  size_t size;
  unsigned char tag;
} Live;

#define SLOTS 500
static Live live[SLOTS];

static size_t random_size(void) {
  switch (next() % 8) {
    case 0: return 0;
    case 1: return next() % 8;
    case 2: case 3: case 4: return next() % 64;
    case 5: return next() % 512;
    case 6: return next() % 5000;
    default: return next() % 70000;
  }
}

static void fill(Live *slot) {
  for (size_t i = 0; i < slot->size; i++) slot->pointer[i] = (unsigned char)(slot->tag + i * 7);
}

static int intact(const Live *slot) {
  for (size_t i = 0; i < slot->size; i++) {
    if (slot->pointer[i] != (unsigned char)(slot->tag + i * 7)) return 0;
  }
  return 1;
}

static void release(Live *slot) {
  if (!slot->pointer) return;
  CHECK(intact(slot), "a block of %zu bytes changed while it was in use", slot->size);
  heap_free(slot->pointer);
  slot->pointer = 0;
}

int main(void) {
  unsigned long requests = 0;
  for (int round = 0; round < 200000; round++) {
    Live *slot = &live[next() % SLOTS];
    int operation = (int)(next() % 10);
    if (slot->pointer && operation < 4) {
      release(slot);
      continue;
    }
    if (slot->pointer && operation == 4) {
      // realloc keeps the bytes it had, larger or smaller.
      size_t size = random_size();
      CHECK(intact(slot), "a block of %zu bytes changed before realloc", slot->size);
      unsigned char *moved = heap_realloc(slot->pointer, size);
      CHECK(moved != 0, "realloc of %zu bytes failed", size);
      if (!moved) continue;
      size_t kept = size < slot->size ? size : slot->size;
      slot->pointer = moved;
      slot->size = kept;
      CHECK(intact(slot), "realloc lost bytes (%zu kept)", kept);
      slot->size = size;
      slot->tag = (unsigned char)next();
      fill(slot);
      requests++;
      continue;
    }
    release(slot);
    size_t size = random_size();
    size_t alignment = 16;
    unsigned char *pointer;
    switch (next() % 4) {
      case 0: {
        void *result = 0;
        alignment = sizeof(void *) << (next() % 10);  // the pointer size ... 512 times it
        int error = heap_posix_memalign(&result, alignment, size);
        CHECK(error == 0, "posix_memalign(%zu, %zu) returned %d", alignment, size, error);
        pointer = result;
        if (alignment < 16) alignment = 16;
        break;
      }
      case 1:
        pointer = heap_calloc(size, 1);
        for (size_t i = 0; pointer && i < size; i++) {
          if (pointer[i] != 0) {
            CHECK(0, "calloc of %zu bytes left byte %zu at %d", size, i, pointer[i]);
            break;
          }
        }
        break;
      default:
        pointer = heap_malloc(size);
    }
    CHECK(pointer != 0, "an allocation of %zu bytes failed", size);
    if (!pointer) continue;
    CHECK(((uintptr_t)pointer & (alignment - 1)) == 0, "%p is not %zu-aligned", pointer, alignment);
    CHECK(heap_malloc_usable_size(pointer) >= size, "usable size %zu below %zu",
          heap_malloc_usable_size(pointer), size);
    slot->pointer = pointer;
    slot->size = size;
    slot->tag = (unsigned char)next();
    fill(slot);
    requests++;
  }
  for (int i = 0; i < SLOTS; i++) release(&live[i]);

  // Freed blocks are reused: the same requests again leave the heap where it was.
  uintptr_t top = bump;
  for (int pass = 0; pass < 3; pass++) {
    void *blocks[64];
    for (int i = 0; i < 64; i++) blocks[i] = heap_malloc((size_t)(i * 37) % 3000);
    for (int i = 0; i < 64; i++) heap_free(blocks[i]);
  }
  uintptr_t after_first = bump;
  for (int pass = 0; pass < 100; pass++) {
    void *blocks[64];
    for (int i = 0; i < 64; i++) blocks[i] = heap_malloc((size_t)(i * 37) % 3000);
    for (int i = 0; i < 64; i++) heap_free(blocks[i]);
  }
  CHECK(bump == after_first, "the heap grew by %lu bytes for requests it had served before",
        (unsigned long)(bump - after_first));
  CHECK(after_first - top < 200000, "64 blocks took %lu bytes", (unsigned long)(after_first - top));

  // Limits: too large, a bad alignment, size overflow, and a full memory.
  void *result = 0;
  CHECK(heap_malloc((size_t)1 << 31) == 0, "2 GiB was handed out");
  CHECK(heap_malloc((size_t)-1) == 0, "SIZE_MAX was handed out");
  // A count times a size that wraps around size_t at any width (to 2 on wasm32 and here).
  CHECK(heap_calloc(((size_t)-1 >> 1) + 2, 2) == 0, "calloc overflow was handed out");
  // The largest alignment the header records is taken and freed; a larger one is refused.
  void *widest = heap_aligned_alloc((size_t)1 << 20, 100);
  CHECK(widest != 0 && ((uintptr_t)widest & (((size_t)1 << 20) - 1)) == 0,
        "aligned_alloc(1 MiB) failed or is misaligned");
  heap_free(widest);
  CHECK(heap_posix_memalign(&result, (size_t)1 << 21, 10) == 12, "alignment 2 MiB was taken");
  // realloc of NULL allocates; realloc to 0 keeps a block that can be freed.
  unsigned char *grown = heap_realloc(0, 40);
  CHECK(grown != 0, "realloc(NULL, 40) failed");
  unsigned char *shrunk = heap_realloc(grown, 0);
  CHECK(shrunk == grown, "realloc(p, 0) moved the block");
  heap_free(shrunk);
  CHECK(heap_posix_memalign(&result, 24, 10) == 22, "alignment 24 was taken");
  CHECK(heap_posix_memalign(&result, 2, 10) == 22, "alignment 2 was taken");
  CHECK(heap_aligned_alloc(3, 10) == 0, "aligned_alloc(3) was taken");
  growth_allowed = 0;
  CHECK(heap_malloc(MAX_PAGES * PAGE / 4) == 0, "a block past the memory's end was handed out");
  int error = heap_posix_memalign(&result, 64, 1 << 24);
  CHECK(error == 12, "posix_memalign past a full memory returned %d", error);
  growth_allowed = 1;
  heap_free(0);

  // A free the allocator did not hand out traps.
  CHECK(traps(free_twice), "a second free of a block did not trap");
  CHECK(traps(free_inside_a_block), "a free of an address inside a block did not trap");
  CHECK(traps(free_outside_the_heap), "a free of an address outside the heap did not trap");

  printf("heap test: %lu allocations in 200000 rounds, heap %lu KiB, %s\n", requests,
         (unsigned long)((bump - HEAP_BASE) / 1024), failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
