// An allocator for testing the WebAssembly module, linked in place of wasi-libc's malloc by
// scripts/build-wasm.sh into .build-wasm/inputrules-checked-heap.wasm. It never hands out the
// same bytes twice: a freed block is filled with 0xAA and kept, so reading freed memory gives
// values no code expects, and a second free of a block, or a free of an address it never gave
// out, traps at once. The web tests run the engine on this build as well, the way a native
// build would run under AddressSanitizer. Memory is never returned: only for tests.

typedef __SIZE_TYPE__ size_t;

extern unsigned char __heap_base;

#define HEADER 16
#define LIVE 0x4C495645u
#define FREED 0x46524545u

static unsigned char *next_block = 0;

static void *take(size_t size, size_t alignment) {
  if (alignment < HEADER) alignment = HEADER;
  if (next_block == 0) next_block = &__heap_base;
  size_t start = ((size_t)next_block + HEADER + alignment - 1) & ~(alignment - 1);
  if (size > 0x7fffffffu || start + size < start) return 0;
  size_t end = start + size;
  size_t available = __builtin_wasm_memory_size(0) * 65536;
  if (end > available) {
    size_t pages = (end - available + 65535) / 65536;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
  }
  unsigned int *header = (unsigned int *)(start - 8);
  header[0] = LIVE;
  header[1] = (unsigned int)size;
  next_block = (unsigned char *)end;
  return (void *)start;
}

static unsigned int *header_of(void *pointer) {
  size_t address = (size_t)pointer;
  if (address < (size_t)&__heap_base + HEADER || address >= (size_t)next_block) {
    __builtin_trap();  // not an address this allocator gave out
  }
  return (unsigned int *)(address - 8);
}

void *malloc(size_t size) { return take(size, HEADER); }

void free(void *pointer) {
  if (pointer == 0) return;
  unsigned int *header = header_of(pointer);
  if (header[0] != LIVE) __builtin_trap();  // freed twice, or not a block's start
  header[0] = FREED;
  __builtin_memset(pointer, 0xAA, header[1]);
}

void *calloc(size_t count, size_t size) {
  if (size != 0 && count > (size_t)-1 / size) return 0;
  void *pointer = take(count * size, HEADER);
  if (pointer) __builtin_memset(pointer, 0, count * size);
  return pointer;
}

void *realloc(void *old, size_t size) {
  void *pointer = take(size, HEADER);
  if (old && pointer) {
    unsigned int *header = header_of(old);
    if (header[0] != LIVE) __builtin_trap();
    size_t kept = header[1] < size ? header[1] : size;
    __builtin_memcpy(pointer, old, kept);
    free(old);
  }
  return pointer;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  *result = take(size, alignment);
  return *result ? 0 : 12;  // ENOMEM
}

void *aligned_alloc(size_t alignment, size_t size) { return take(size, alignment); }

size_t malloc_usable_size(void *pointer) {
  return pointer ? header_of(pointer)[1] : 0;
}
