// The WebAssembly modules' allocator, linked by scripts/build-wasm.sh ahead of wasi-libc, whose
// dlmalloc is about 11 KB of code in every module (4 KB gzipped). The engine's allocations are
// small and short-lived (strings, arrays and boxes of one edit), and a page holds a few fields,
// so a much smaller allocator serves it as well:
//
// - A block is a power of two bytes, from 16; a request takes the smallest block that holds it
//   and a 16-byte header, so payloads are 16-byte aligned, as malloc's are on wasm32.
// - A freed block goes on its size's list and is the next block of that size handed out.
//   Memory grows with the most blocks of each size in use at once and is never returned (a
//   WebAssembly memory cannot shrink).
// - The header holds the block's size class and the payload's offset in the block (larger than
//   16 for `posix_memalign` with a larger alignment). A free of an address whose header is not
//   one this allocator wrote in use traps, and so does a second free before the block is handed
//   out again; a stale free after that is not caught (the test build's Wasm/CheckedHeap.c, which
//   never reuses a block, catches every one).
//
// Web/Tests/heap-test.c runs it natively on seeded random requests; the web tests run every
// module on it.

typedef __SIZE_TYPE__ size_t;
typedef __UINTPTR_TYPE__ uintptr_t;

// The memory the heap grows into: the module's memory after its data, in 64 KiB pages. The
// native test defines these over an array of its own.
#ifndef HEAP_BASE
extern unsigned char __heap_base;
#define HEAP_BASE ((uintptr_t)&__heap_base)
#define HEAP_PAGES() ((size_t)__builtin_wasm_memory_size(0))
#define HEAP_GROW(pages) (__builtin_wasm_memory_grow(0, (pages)) != (size_t)-1)
#endif

#define HEADER 16u
#define SMALLEST 4u  // 16 bytes
#define LARGEST 30u  // 1 GiB: no request of more is served
#define IN_USE 0x55534544u  // "USED"
#define FREED 0x46524545u   // "FREE"

static void *lists[LARGEST + 1];
static uintptr_t bump;

// The class of a block of at least `bytes` bytes (at most 1 << LARGEST): log2 of its size, at
// least SMALLEST.
static unsigned class_for(size_t bytes) {
  if (bytes <= ((size_t)1 << SMALLEST)) return SMALLEST;
  return (unsigned)(sizeof(size_t) * 8) - (unsigned)__builtin_clzl((unsigned long)(bytes - 1));
}

// A block of class `c`: the last one freed, or a new one from the end of the heap.
static unsigned char *take_block(unsigned c) {
  void *reused = lists[c];
  if (reused) {
    lists[c] = *(void **)reused;
    return (unsigned char *)reused;
  }
  if (bump == 0) bump = (HEAP_BASE + 15u) & ~(uintptr_t)15u;
  uintptr_t size = (uintptr_t)1 << c;
  if (size > (uintptr_t)-1 - bump) return 0;
  uintptr_t end = bump + size;
  unsigned long long available = (unsigned long long)HEAP_PAGES() * 65536u;
  if (end > available) {
    unsigned long long pages = (end - available + 65535u) / 65536u;
    if (!HEAP_GROW((size_t)pages)) return 0;
  }
  unsigned char *block = (unsigned char *)bump;
  bump = end;
  return block;
}

// A payload of `size` bytes at a multiple of `alignment` (a power of two).
static void *allocate(size_t size, size_t alignment) {
  if (alignment < HEADER) alignment = HEADER;
  if (alignment > ((size_t)1 << 20)) return 0;  // the header's offset has 24 bits
  if (size == 0) size = 1;  // a payload inside its block, even at the block's end
  size_t slack = alignment - HEADER;
  if (size > ((size_t)1 << LARGEST) - HEADER - slack) return 0;
  unsigned c = class_for(size + HEADER + slack);
  unsigned char *block = take_block(c);
  if (!block) return 0;
  uintptr_t payload = ((uintptr_t)block + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
  unsigned int *header = (unsigned int *)(payload - 8);
  header[0] = IN_USE;
  header[1] = (unsigned int)(c << 24) | (unsigned int)(payload - (uintptr_t)block);
  return (void *)payload;
}

// The header of a payload this allocator handed out and that is in use; traps otherwise.
static unsigned int *header_of(void *pointer) {
  uintptr_t address = (uintptr_t)pointer;
  if ((address & 15u) != 0 || address < HEAP_BASE + HEADER || address >= bump) __builtin_trap();
  unsigned int *header = (unsigned int *)(address - 8);
  if (header[0] != IN_USE) __builtin_trap();
  return header;
}

static size_t usable_size(unsigned int *header) {
  unsigned c = header[1] >> 24;
  return ((size_t)1 << c) - (header[1] & 0xFFFFFFu);
}

void *malloc(size_t size) { return allocate(size, HEADER); }

void free(void *pointer) {
  if (!pointer) return;
  unsigned int *header = header_of(pointer);
  unsigned c = header[1] >> 24;
  unsigned char *block = (unsigned char *)pointer - (header[1] & 0xFFFFFFu);
  header[0] = FREED;
  *(void **)block = lists[c];
  lists[c] = block;
}

void *calloc(size_t count, size_t size) {
  if (size != 0 && count > (size_t)-1 / size) return 0;
  void *pointer = allocate(count * size, HEADER);
  if (pointer) __builtin_memset(pointer, 0, count * size);
  return pointer;
}

void *realloc(void *old, size_t size) {
  if (!old) return malloc(size);
  size_t kept = usable_size(header_of(old));
  if (size <= kept) return old;
  void *pointer = malloc(size);
  if (!pointer) return 0;
  __builtin_memcpy(pointer, old, kept);
  free(old);
  return pointer;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return 22;  // EINVAL
  void *pointer = allocate(size, alignment);
  if (!pointer) return 12;  // ENOMEM
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  if (alignment == 0 || (alignment & (alignment - 1)) != 0) return 0;
  return allocate(size, alignment);
}

size_t malloc_usable_size(void *pointer) {
  return pointer ? usable_size(header_of(pointer)) : 0;
}
