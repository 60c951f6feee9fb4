// The few C functions Embedded Swift expects from its platform, for the WebAssembly module
// (wasm32, no C library): memory allocation and byte comparison. Compiled by Scripts/wasm.sh only;
// SwiftPM leaves this folder out of the native build.
//
// Allocation: blocks in power-of-two size classes, carved from the top of the heap (growing the
// module's memory a page at a time) and kept on a free list per class once freed, so a page that
// asks the same questions again and again (a drag in the editor) reuses the same blocks. Every
// block starts with a 16-byte header holding its class, so payloads are 16-byte aligned.
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

enum { HEADER = 16, CLASSES = 32, PAGE = 65536 };
static uintptr_t heap_top, heap_end;
static unsigned char *free_lists[CLASSES];

static unsigned size_class(size_t bytes) {
  unsigned c = 5;  // 32 bytes: the header and 16 of payload
  while (c < CLASSES && ((size_t)1 << c) < bytes + HEADER) c++;
  return c;
}

static unsigned char *carve(size_t bytes) {
  if (heap_top == 0) {
    heap_top = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
    heap_end = (uintptr_t)__builtin_wasm_memory_size(0) * PAGE;
  }
  if (bytes > heap_end - heap_top) {
    size_t pages = (heap_top + bytes - heap_end + PAGE - 1) / PAGE;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    heap_end += pages * PAGE;
  }
  unsigned char *block = (unsigned char *)heap_top;
  heap_top += bytes;
  return block;
}

void *malloc(size_t bytes) {
  // Above a gigabyte the size class would not fit the 32-bit address space (and bytes + HEADER
  // could wrap around): refused, so Swift stops with "out of memory" instead of writing past a block.
  if (bytes > ((size_t)1 << 30)) return 0;
  unsigned c = size_class(bytes);
  if (c >= CLASSES) return 0;
  unsigned char *block = free_lists[c];
  if (block) {
    free_lists[c] = *(unsigned char **)(block + HEADER);
  } else {
    block = carve((size_t)1 << c);
    if (!block) return 0;
  }
  *(uint32_t *)block = c;
  return block + HEADER;
}

void free(void *pointer) {
  if (!pointer) return;
  unsigned char *block = (unsigned char *)pointer - HEADER;
  unsigned c = *(uint32_t *)block;
  *(unsigned char **)(block + HEADER) = free_lists[c];
  free_lists[c] = block;
}

int posix_memalign(void **out, size_t alignment, size_t bytes) {
  if (alignment > HEADER) return 12;  // ENOMEM: nothing in the model asks for more than 16
  void *pointer = malloc(bytes);
  if (!pointer) return 12;
  *out = pointer;
  return 0;
}

int memcmp(const void *a, const void *b, size_t count) {
  const unsigned char *x = a, *y = b;
  for (size_t i = 0; i < count; i++) {
    if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
  }
  return 0;
}

// Rounding half away from zero (Swift's `rounded()`); WebAssembly has truncation but no such
// instruction. x − trunc(x) is exact, so the comparison with ½ is too.
double round(double x) {
  double t = __builtin_trunc(x);
  double rest = x - t;
  if (rest >= 0.5) return t + 1;
  if (rest <= -0.5) return t - 1;
  return t;
}

// The low 128 bits of a 128-bit product (LLVM asks for it where Swift checks a 64-bit product for
// overflow), from 32-bit halves so no 128-bit multiplication is needed to write it.
typedef unsigned __int128 u128;
static uint64_t high_of_product(uint64_t a, uint64_t b) {
  uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
  uint64_t low = a0 * b0, middle1 = a1 * b0, middle2 = a0 * b1, high = a1 * b1;
  uint64_t carry = ((low >> 32) + (uint32_t)middle1 + (uint32_t)middle2) >> 32;
  return high + (middle1 >> 32) + (middle2 >> 32) + carry;
}
u128 __multi3(u128 a, u128 b) {
  uint64_t a_low = (uint64_t)a, a_high = (uint64_t)(a >> 64);
  uint64_t b_low = (uint64_t)b, b_high = (uint64_t)(b >> 64);
  uint64_t low = a_low * b_low;
  uint64_t high = high_of_product(a_low, b_low) + a_low * b_high + a_high * b_low;
  return ((u128)high << 64) | low;
}

// Seeds for Swift's hashing. Fixed, so the module answers the same on every load; no answer
// depends on the order of a Set or a Dictionary.
void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  for (size_t i = 0; i < count; i++) bytes[i] = (unsigned char)(0x9E + 0x37 * i);
}
