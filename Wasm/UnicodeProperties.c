// Unicode data for the browser modules, in place of the standard library's own tables (the
// toolchain's libswiftUnicodeDataTables.a): scalar properties (general category, binary
// properties, numeric type and value, case mappings), normalization (combining classes and
// quick checks, canonical decompositions and compositions) and grapheme breaking.
//
// Why: the library's tables were up to 110 KB of a module (56 KB gzipped), kept in forms made
// for fast lookups on a machine with memory to spare (minimal perfect hashes, direct indices).
// The same answers kept as runs (UnicodeProperties.h, written by scripts/wasm/unicode-tables.c
// from the library itself at build time) are about half of that. A lookup is a binary search
// over a block index and a scan of at most 64 runs (16 in the tables case conversion and
// grapheme breaking read: the Indic conjunct consonants, the extended pictographics), and the
// grapheme break property, which grapheme breaking asks up to four times a scalar outside
// ASCII, is a binary search over plain arrays. Swift answers many questions about ASCII without
// asking here (grapheme breaking, normalization), but not all: a letter class or whitespace
// test asks here for ASCII too, where the first block answers after a few runs.
//
// What: the functions and the one table (the decompositions) the Swift standard library reads,
// with its declarations (SwiftShims/UnicodeData.h) and the same answer for every code point, which
// Web/Tests/unicode-test.c checks against the library. The modules do not link the library: one
// that needed another of its functions (a scalar's name, age or script, word breaking) would fail
// to link with an undefined symbol, not fall back silently. Where Swift asks only some scalars,
// the answer is the library's for those: the numeric value for scalars with a numeric type, the
// decomposition for scalars from U+00C0 on, the composition for pairs whose second scalar can
// compose (U+0300 or later and not NFC_QC=Yes).
#include <stdint.h>

#include "UnicodeLibrary.h"
#include "UnicodeProperties.h"

// Reads the variable-length number at `*cursor` and moves past it.
static uint32_t read_varint(const uint8_t **cursor) {
  uint32_t value = 0;
  unsigned shift = 0;
  for (;;) {
    uint8_t byte = *(*cursor)++;
    value |= (uint32_t)(byte & 0x7F) << shift;
    if (byte < 0x80) return value;
    shift += 7;
  }
}

// The index of the value of the run `scalar` is in, among runs coded with `bits` of index.
static uint32_t run_value(const uint8_t *runs, const uint32_t (*index)[2], uint32_t blocks,
                          unsigned bits, uint32_t scalar) {
  // The last block whose first run starts at or before `scalar`: its entry holds the start of
  // the run before it, which every run's distance is counted from.
  uint32_t low = 0, high = blocks;
  while (high - low > 1) {
    uint32_t middle = low + (high - low) / 2;
    const uint8_t *first = runs + index[middle][1];
    uint32_t start = index[middle][0] + (read_varint(&first) >> bits);
    if (start <= scalar) {
      low = middle;
    } else {
      high = middle;
    }
  }
  const uint8_t *cursor = runs + index[low][1];
  uint32_t start = index[low][0];
  uint32_t value = 0;
  // The last run starts at 0x110000, past every scalar, so the scan always ends.
  for (;;) {
    uint32_t run = read_varint(&cursor);
    start += run >> bits;
    if (start > scalar) return value;
    value = run & ((1u << bits) - 1);
  }
}

#define COUNT(array) (uint32_t)(sizeof array / sizeof array[0])

// The index of `key` in `sorted` (`count` values in increasing order), or `count` when it is not
// there.
static uint32_t find(const uint32_t *sorted, uint32_t count, uint32_t key) {
  uint32_t low = 0, high = count;
  while (low < high) {
    uint32_t middle = low + (high - low) / 2;
    if (sorted[middle] < key) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low < count && sorted[low] == key ? low : count;
}

#define LOOKUP(name, scalar) \
  run_value(ir_##name##_runs, ir_##name##_index, COUNT(ir_##name##_index), IR_##name##_BITS, scalar)

uint8_t _swift_stdlib_getGeneralCategory(uint32_t scalar) {
  return (uint8_t)LOOKUP(category, scalar);
}

uint64_t _swift_stdlib_getBinaryProperties(uint32_t scalar) {
  return ir_binary_values[LOOKUP(binary, scalar)];
}

uint8_t _swift_stdlib_getNumericType(uint32_t scalar) {
  return (uint8_t)LOOKUP(numeric_type, scalar);
}

double _swift_stdlib_getNumericValue(uint32_t scalar) {
  return ir_numeric_value_values[LOOKUP(numeric_value, scalar)];
}

int32_t _swift_stdlib_getMapping(uint32_t scalar, uint8_t mapping) {
  switch (mapping) {
  case 0: return ir_upper_mapping_values[LOOKUP(upper_mapping, scalar)];
  case 1: return ir_lower_mapping_values[LOOKUP(lower_mapping, scalar)];
  case 2: return ir_title_mapping_values[LOOKUP(title_mapping, scalar)];
  default: return 0;
  }
}

const uint8_t *_swift_stdlib_getSpecialMapping(uint32_t scalar, uint8_t mapping,
                                               intptr_t *length) {
  if (mapping > 2) return 0;
  uint32_t found = find(ir_special_scalars, COUNT(ir_special_scalars), scalar);
  if (found == COUNT(ir_special_scalars)) return 0;
  uint16_t offset = ir_special_offsets[found][mapping];
  if (offset == 0xFFFF) return 0;
  *length = ir_special_bytes[offset];
  return ir_special_bytes + offset + 1;
}

uint16_t _swift_stdlib_getNormData(uint32_t scalar) {
  return ir_norm_values[LOOKUP(norm, scalar)];
}

// Swift reads a decomposition here, at the offset its entry gives.
const uint8_t *const _swift_stdlib_nfd_decompositions = ir_decompositions;

// The entry Swift decodes: the decomposition's offset in the top 14 bits, the scalar in the low
// 18. For a scalar without one, an entry holding another scalar, which Swift takes as none.
uint32_t _swift_stdlib_getDecompositionEntry(uint32_t scalar) {
  uint32_t none = (scalar ^ 1) & 0x3FFFF;
  if (scalar < 0xC0) return none;
  uint32_t low = 0, high = COUNT(ir_decomposed_index);
  while (high - low > 1) {
    uint32_t middle = low + (high - low) / 2;
    const uint8_t *first = ir_decomposed + ir_decomposed_index[middle][1];
    if (ir_decomposed_index[middle][0] + read_varint(&first) <= scalar) {
      low = middle;
    } else {
      high = middle;
    }
  }
  const uint8_t *cursor = ir_decomposed + ir_decomposed_index[low][1];
  uint32_t start = ir_decomposed_index[low][0], offset = ir_decomposed_index[low][2];
  // The last entry is at 0x110000, past every scalar, so the scan always ends.
  for (;;) {
    start += read_varint(&cursor);
    if (start == scalar) return offset << 18 | scalar;
    if (start > scalar) return none;
    offset += 1u + ir_decompositions[offset];
  }
}

uint32_t _swift_stdlib_getComposition(uint32_t x, uint32_t y) {
  uint32_t found = find(ir_composing, COUNT(ir_composing), y);
  if (found == COUNT(ir_composing)) return UINT32_MAX;
  const uint8_t *cursor = ir_compositions + ir_composing_offsets[found];
  const uint8_t *end = ir_compositions + ir_composing_offsets[found + 1];
  uint32_t first = 0;
  while (cursor < end) {
    first += read_varint(&cursor);
    uint32_t difference = read_varint(&cursor);
    if (first == x) return difference & 1 ? x - (difference >> 1) : x + (difference >> 1);
    if (first > x) break;
  }
  return UINT32_MAX;
}

uint8_t _swift_stdlib_getGraphemeBreakProperty(uint32_t scalar) {
  // The last run starting at or before `scalar` (the first starts at 0).
  uint32_t low = 0, high = COUNT(ir_grapheme_starts);
  while (high - low > 1) {
    uint32_t middle = low + (high - low) / 2;
    if (ir_grapheme_starts[middle] <= scalar) {
      low = middle;
    } else {
      high = middle;
    }
  }
  return ir_grapheme_values[low];
}

_Bool _swift_stdlib_isInCB_Consonant(uint32_t scalar) {
  return LOOKUP(consonant, scalar) != 0;
}

_Bool _swift_stdlib_isExtendedPictographic(uint32_t scalar) {
  return LOOKUP(pictographic, scalar) != 0;
}
