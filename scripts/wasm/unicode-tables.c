// Writes the tables of Wasm/UnicodeProperties.c, the browser modules' Unicode data (scalar
// properties, normalization, grapheme breaking), as a C header on standard output.
//
// It is compiled natively and linked against the toolchain's own Unicode data (the Embedded
// Swift libswiftUnicodeDataTables.a for this machine, built from the same sources as the wasm32
// one the modules would otherwise link), and asks that library's functions for every code point:
// the tables hold exactly its answers, in a smaller form. scripts/build-wasm.sh runs it, so the
// tables always come from the toolchain that compiles the modules; Web/Tests/unicode-test.c
// checks the lookups against the library for every code point.
//
// The form: each property is a list of runs (a run is a code point where the value changes),
// each run one variable-length number holding the distance from the previous run's start and
// the value's index among the property's distinct values. Every RUN_BLOCK runs (HOT_RUN_BLOCK in
// the tables read most), an index entry holds where the block starts, so a lookup is a binary
// search over the index and a short scan.
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../Wasm/UnicodeLibrary.h"

#define CODE_POINTS 0x110000u
#define RUN_BLOCK 64
// Case conversion asks twice a scalar outside ASCII, and grapheme breaking asks its Indic conjunct
// consonants and extended pictographics: their tables have an index entry every few runs, so
// that a lookup scans few (the grapheme break property itself is in plain arrays: emit_plain).
#define HOT_RUN_BLOCK 16
// The numeric type the library gives a scalar without a numeric value.
#define NOT_NUMERIC 255

static uint64_t values[CODE_POINTS];

// The distinct values of one property, in order of first appearance.
static uint64_t palette[CODE_POINTS];
static uint32_t palette_count;

static uint32_t palette_index(uint64_t value) {
  for (uint32_t i = 0; i < palette_count; i++) {
    if (palette[i] == value) return i;
  }
  if (palette_count == 1u << 16) {
    fprintf(stderr, "error: more than 65,536 distinct values in one property\n");
    exit(1);
  }
  palette[palette_count] = value;
  return palette_count++;
}

// What goes before element `i` of an array written `per_line` to a line.
static const char *separator(size_t i, size_t per_line) {
  if (i == 0) return "\n  ";
  return i % per_line ? "," : ",\n  ";
}

static unsigned bits_for(uint32_t count) {
  unsigned bits = 0;
  while ((1u << bits) < count) bits++;
  return bits;
}

static void put_varint(uint64_t value, size_t *length, uint8_t *out) {
  while (value >= 0x80) {
    out[(*length)++] = (uint8_t)(value & 0x7F) | 0x80;
    value >>= 7;
  }
  out[(*length)++] = (uint8_t)value;
}

static uint8_t stream[CODE_POINTS * 6];
static uint32_t block_starts[CODE_POINTS + 2];
static uint32_t block_offsets[CODE_POINTS + 2];

// Writes `values` (one per code point) as property `name`: its runs, index and distinct values
// (written with `value_type`, or left out when `identity`: the value is its own index).
static void emit(const char *name, const char *value_type, int identity, int is_double,
                 uint32_t block) {
  palette_count = 0;
  // The indices first, to know how many bits they take.
  static uint32_t indices[CODE_POINTS];
  for (uint32_t c = 0; c < CODE_POINTS; c++) {
    indices[c] = identity ? (uint32_t)values[c] : palette_index(values[c]);
  }
  unsigned bits = identity ? 0 : bits_for(palette_count);
  if (identity) {
    uint32_t largest = 0;
    for (uint32_t c = 0; c < CODE_POINTS; c++) {
      if (indices[c] > largest) largest = indices[c];
    }
    bits = bits_for(largest + 1);
  }
  if (bits == 0) bits = 1;
  size_t length = 0;
  uint32_t runs = 0, blocks = 0, previous = 0;
  for (uint32_t c = 0; c <= CODE_POINTS; c++) {
    // A last run at CODE_POINTS ends every scan.
    int starts = c == 0 || c == CODE_POINTS || indices[c] != indices[c - 1];
    if (!starts) continue;
    if (runs % block == 0) {
      block_starts[blocks] = previous;
      block_offsets[blocks] = (uint32_t)length;
      blocks++;
    }
    uint32_t index = c == CODE_POINTS ? 0 : indices[c];
    // Wasm/UnicodeProperties.c reads a run as 32 bits.
    if ((((uint64_t)(c - previous) << bits) | index) > UINT32_MAX) {
      fprintf(stderr, "error: %s: a run does not fit 32 bits (%u bits of value)\n", name, bits);
      exit(1);
    }
    put_varint(((uint64_t)(c - previous) << bits) | index, &length, stream);
    previous = c;
    runs++;
  }
  printf("// %s: %" PRIu32 " runs, %zu bytes, %" PRIu32 " distinct values, an index entry every %"
         PRIu32 " runs\n", name, runs, length, identity ? 0 : palette_count, block);
  printf("static const uint8_t ir_%s_runs[%zu] = {", name, length);
  for (size_t i = 0; i < length; i++) printf("%s%u", separator(i, 24), stream[i]);
  printf("};\n");
  printf("static const uint32_t ir_%s_index[%" PRIu32 "][2] = {", name, blocks);
  for (uint32_t i = 0; i < blocks; i++) {
    printf("%s{%" PRIu32 ",%" PRIu32 "}", separator(i, 6), block_starts[i],
           block_offsets[i]);
  }
  printf("};\n");
  printf("#define IR_%s_BITS %u\n", name, bits);
  if (!identity) {
    printf("static const %s ir_%s_values[%" PRIu32 "] = {", value_type, name, palette_count);
    for (uint32_t i = 0; i < palette_count; i++) {
      const char *before = separator(i, 6);
      if (is_double) {
        double value;
        memcpy(&value, &palette[i], sizeof value);
        printf("%s%.17g", before, value);
      } else if (strcmp(value_type, "int32_t") == 0) {
        printf("%s%" PRId32, before, (int32_t)(uint32_t)palette[i]);
      } else {
        printf("%s0x%" PRIx64 "u", before, palette[i]);
      }
    }
    printf("};\n");
  }
}

// The library's canonical decomposition of `c` (its UTF-8 bytes and their count), or NULL. Swift
// asks only for scalars from U+00C0 on (below, every scalar is its own decomposition), and takes
// the entry as a decomposition only when the scalar it holds (its low 18 bits) is `c`.
static const uint8_t *decomposition(uint32_t c, size_t *length) {
  if (c < 0xC0) return NULL;
  uint32_t entry = _swift_stdlib_getDecompositionEntry(c);
  if ((entry & 0x3FFFF) != c) return NULL;
  const uint8_t *bytes = _swift_stdlib_nfd_decompositions + (entry >> 18);
  *length = bytes[0];
  return bytes + 1;
}

// The decompositions: ir_decompositions holds them in the order of their scalars, each a length
// byte and its UTF-8 bytes; ir_decomposed holds those scalars as runs of distances (one
// variable-length number each), with an index entry every RUN_BLOCK of them: the scalar
// before the block, the block's offset in ir_decomposed and its first decomposition's offset in
// ir_decompositions.
static void emit_decompositions(void) {
  static uint8_t bytes[1 << 16];
  static uint32_t index[CODE_POINTS / RUN_BLOCK + 2][3];
  size_t count = 0, blocks = 0;
  uint32_t previous = 0;
  size_t stream_length = 0, bytes_length = 0;
  for (uint32_t c = 0; c <= CODE_POINTS; c++) {
    size_t size = 0;
    const uint8_t *utf8 = c == CODE_POINTS ? NULL : decomposition(c, &size);
    if (!utf8 && c != CODE_POINTS) continue;
    if (count % RUN_BLOCK == 0) {
      index[blocks][0] = previous;
      index[blocks][1] = (uint32_t)stream_length;
      index[blocks][2] = (uint32_t)bytes_length;
      blocks++;
    }
    // A last entry at CODE_POINTS ends every scan.
    put_varint(c - previous, &stream_length, stream);
    previous = c;
    count++;
    if (!utf8) break;
    if (bytes_length + 1 + size >= (1u << 14)) {
      fprintf(stderr, "error: the decompositions do not fit the entry's 14 bits of offset\n");
      exit(1);
    }
    bytes[bytes_length++] = (uint8_t)size;
    memcpy(bytes + bytes_length, utf8, size);
    bytes_length += size;
  }
  printf("// decompositions: %zu scalars, %zu bytes of them, %zu bytes of decompositions\n",
         count - 1, stream_length, bytes_length);
  printf("static const uint8_t ir_decomposed[%zu] = {", stream_length);
  for (size_t i = 0; i < stream_length; i++) printf("%s%u", separator(i, 24), stream[i]);
  printf("};\nstatic const uint32_t ir_decomposed_index[%zu][3] = {", blocks);
  for (size_t i = 0; i < blocks; i++) {
    printf("%s{%" PRIu32 ",%" PRIu32 ",%" PRIu32 "}", separator(i, 4), index[i][0], index[i][1],
           index[i][2]);
  }
  printf("};\nstatic const uint8_t ir_decompositions[%zu] = {", bytes_length);
  for (size_t i = 0; i < bytes_length; i++) printf("%s%u", separator(i, 24), bytes[i]);
  printf("};\n");
}

// Writes `values` (one per code point, each below 256) as property `name` in plain arrays: the
// code point where each run starts and its value, for a binary search without decoding. For
// the table read most (grapheme breaking asks up to four times a scalar outside ASCII), where
// that speed is worth its bytes.
static void emit_plain(const char *name) {
  uint32_t runs = 0;
  for (uint32_t c = 0; c < CODE_POINTS; c++) runs += c == 0 || values[c] != values[c - 1];
  printf("// %s: %" PRIu32 " runs, in plain arrays\n", name, runs);
  printf("static const uint32_t ir_%s_starts[%" PRIu32 "] = {", name, runs);
  size_t i = 0;
  for (uint32_t c = 0; c < CODE_POINTS; c++) {
    if (c == 0 || values[c] != values[c - 1]) printf("%s%" PRIu32, separator(i++, 10), c);
  }
  printf("};\nstatic const uint8_t ir_%s_values[%" PRIu32 "] = {", name, runs);
  i = 0;
  for (uint32_t c = 0; c < CODE_POINTS; c++) {
    if (c == 0 || values[c] != values[c - 1]) {
      printf("%s%u", separator(i++, 24), (unsigned)values[c]);
    }
  }
  printf("};\n");
}

// Decodes the UTF-8 scalar at `*bytes`, moving past it.
static uint32_t decode(const uint8_t **bytes) {
  const uint8_t *b = *bytes;
  uint32_t c;
  if (b[0] < 0x80) {
    c = b[0];
    *bytes += 1;
  } else if (b[0] < 0xE0) {
    c = ((uint32_t)(b[0] & 0x1F) << 6) | (b[1] & 0x3F);
    *bytes += 2;
  } else if (b[0] < 0xF0) {
    c = ((uint32_t)(b[0] & 0x0F) << 12) | ((uint32_t)(b[1] & 0x3F) << 6) | (b[2] & 0x3F);
    *bytes += 3;
  } else {
    c = ((uint32_t)(b[0] & 0x07) << 18) | ((uint32_t)(b[1] & 0x3F) << 12)
        | ((uint32_t)(b[2] & 0x3F) << 6) | (b[3] & 0x3F);
    *bytes += 4;
  }
  return c;
}

struct composition { uint32_t y, x, z; };

static int by_pair(const void *a, const void *b) {
  const struct composition *p = a, *q = b;
  if (p->y != q->y) return p->y < q->y ? -1 : 1;
  if (p->x != q->x) return p->x < q->x ? -1 : 1;
  return 0;
}

// The compositions the library knows, found by asking it about every pair a composite's
// decomposition suggests: for a scalar whose decomposition is d1 ... dn, the last scalar dn after
// any scalar whose own decomposition is d1 ... dn-1 (or d1 itself when n is 2). Every pair Unicode
// composes is such a pair; Web/Tests/unicode-test.c checks the lookup against the library for
// every scalar a second scalar of a pair can be and every scalar before it. Written as
// ir_composing (the second scalars, sorted), ir_composing_offsets (where each one's pairs start
// in ir_compositions, with one more at the end) and ir_compositions (each pair's first scalar as
// a distance from the one before in the same list, then the composite's distance from it,
// signed, as variable-length numbers).
static struct composition found[1 << 16];

static void emit_compositions(void) {
  static uint32_t decomposed[CODE_POINTS];
  size_t decomposed_count = 0, count = 0;
  for (uint32_t c = 0xC0; c < CODE_POINTS; c++) {
    size_t size;
    if (decomposition(c, &size)) decomposed[decomposed_count++] = c;
  }
  for (uint32_t z = 0xC0; z < CODE_POINTS; z++) {
    size_t size;
    const uint8_t *utf8 = decomposition(z, &size);
    if (!utf8) continue;
    uint32_t scalars[32];
    size_t n = 0;
    for (const uint8_t *cursor = utf8; cursor < utf8 + size && n < 32;) {
      scalars[n++] = decode(&cursor);
    }
    if (n < 2) continue;
    uint32_t y = scalars[n - 1];
    // The candidates for x: d1 when n is 2, else every scalar decomposing to d1 ... dn-1.
    size_t y_size = y < 0x80 ? 1 : y < 0x800 ? 2 : y < 0x10000 ? 3 : 4;
    for (size_t k = 0; k < (n == 2 ? 1 : decomposed_count); k++) {
      uint32_t x = scalars[0];
      if (n > 2) {
        x = decomposed[k];
        size_t x_size;
        const uint8_t *x_utf8 = decomposition(x, &x_size);
        if (x_size + y_size != size || memcmp(x_utf8, utf8, x_size) != 0) continue;
      }
      uint32_t composed = _swift_stdlib_getComposition(x, y);
      if (composed == UINT32_MAX) continue;
      int seen = 0;
      for (size_t i = 0; i < count; i++) seen |= found[i].x == x && found[i].y == y;
      if (seen) continue;
      if (count == sizeof found / sizeof found[0]) {
        fprintf(stderr, "error: more than %zu compositions\n", count);
        exit(1);
      }
      found[count++] = (struct composition){y, x, composed};
    }
  }
  qsort(found, count, sizeof found[0], by_pair);
  size_t keys = 0, length = 0;
  static uint32_t composing[1 << 16];
  static uint32_t offsets[1 << 16];
  uint32_t previous_x = 0;
  for (size_t i = 0; i < count; i++) {
    if (i == 0 || found[i].y != found[i - 1].y) {
      composing[keys] = found[i].y;
      offsets[keys++] = (uint32_t)length;
      previous_x = 0;
    }
    put_varint(found[i].x - previous_x, &length, stream);
    int64_t difference = (int64_t)found[i].z - (int64_t)found[i].x;
    put_varint(difference < 0 ? ((uint64_t)(-difference) << 1) | 1 : (uint64_t)difference << 1,
               &length, stream);
    previous_x = found[i].x;
  }
  offsets[keys] = (uint32_t)length;
  // Wasm/UnicodeProperties.c keeps the offsets as 16 bits.
  if (length > UINT16_MAX) {
    fprintf(stderr, "error: the compositions take %zu bytes, more than 16 bits address\n", length);
    exit(1);
  }
  printf("// compositions: %zu pairs over %zu second scalars, %zu bytes\n", count, keys, length);
  printf("static const uint32_t ir_composing[%zu] = {", keys);
  for (size_t i = 0; i < keys; i++) printf("%s%" PRIu32, separator(i, 10), composing[i]);
  printf("};\nstatic const uint16_t ir_composing_offsets[%zu] = {", keys + 1);
  for (size_t i = 0; i <= keys; i++) printf("%s%" PRIu32, separator(i, 12), offsets[i]);
  printf("};\nstatic const uint8_t ir_compositions[%zu] = {", length);
  for (size_t i = 0; i < length; i++) printf("%s%u", separator(i, 24), stream[i]);
  printf("};\n");
}

int main(void) {
  printf("// The Unicode data of Wasm/UnicodeProperties.c, written by\n"
         "// scripts/wasm/unicode-tables.c from the toolchain's libswiftUnicodeDataTables.a\n"
         "// (Unicode's data: see NOTICE). Generated by scripts/build-wasm.sh; do not edit.\n");

  for (uint32_t c = 0; c < CODE_POINTS; c++) values[c] = _swift_stdlib_getGeneralCategory(c);
  emit("category", "uint8_t", 1, 0, RUN_BLOCK);

  for (uint32_t c = 0; c < CODE_POINTS; c++) values[c] = _swift_stdlib_getBinaryProperties(c);
  emit("binary", "uint64_t", 0, 0, RUN_BLOCK / 2);

  for (uint32_t c = 0; c < CODE_POINTS; c++) values[c] = _swift_stdlib_getNumericType(c);
  emit("numeric_type", "uint8_t", 1, 0, RUN_BLOCK);

  // The library is asked for a numeric value only for scalars with a numeric type (Swift's
  // `numericValue` is nil for the others); those take the value of the run before them, which
  // keeps the runs few.
  double last = 0;
  for (uint32_t c = 0; c < CODE_POINTS; c++) {
    if (_swift_stdlib_getNumericType(c) != NOT_NUMERIC) last = _swift_stdlib_getNumericValue(c);
    memcpy(&values[c], &last, sizeof last);
  }
  emit("numeric_value", "double", 0, 1, RUN_BLOCK);

  static const char *mapping_names[3] = {"upper_mapping", "lower_mapping", "title_mapping"};
  for (uint8_t mapping = 0; mapping < 3; mapping++) {
    for (uint32_t c = 0; c < CODE_POINTS; c++) {
      values[c] = (uint32_t)_swift_stdlib_getMapping(c, mapping);
    }
    emit(mapping_names[mapping], "int32_t", 0, 0, HOT_RUN_BLOCK);
  }

  // Special mappings (a scalar that maps to several, such as ß to SS): the scalars that have
  // any, sorted, each with the offset of its three mappings in ir_special_bytes (a length byte
  // and the UTF-8 bytes), 0xFFFF for none.
  static uint32_t scalars[CODE_POINTS];
  static uint16_t offsets[CODE_POINTS][3];
  static uint8_t bytes[1 << 16];
  uint32_t count = 0;
  size_t length = 0;
  for (uint32_t c = 0; c < CODE_POINTS; c++) {
    int any = 0;
    uint16_t entry[3];
    for (uint8_t mapping = 0; mapping < 3; mapping++) {
      intptr_t size = 0;
      const uint8_t *mapped = _swift_stdlib_getSpecialMapping(c, mapping, &size);
      if (!mapped) {
        entry[mapping] = 0xFFFF;
        continue;
      }
      if (size < 0 || size > 255 || length + 1 + (size_t)size >= 0xFFFF) {
        fprintf(stderr, "error: special mapping of U+%04" PRIX32 " does not fit\n", c);
        return 1;
      }
      any = 1;
      entry[mapping] = (uint16_t)length;
      bytes[length++] = (uint8_t)size;
      memcpy(bytes + length, mapped, (size_t)size);
      length += (size_t)size;
    }
    if (any) {
      scalars[count] = c;
      memcpy(offsets[count], entry, sizeof entry);
      count++;
    }
  }
  printf("static const uint32_t ir_special_scalars[%" PRIu32 "] = {", count);
  for (uint32_t i = 0; i < count; i++) printf("%s%" PRIu32, separator(i, 10), scalars[i]);
  printf("};\nstatic const uint16_t ir_special_offsets[%" PRIu32 "][3] = {", count);
  for (uint32_t i = 0; i < count; i++) {
    printf("%s{%u,%u,%u}", separator(i, 6), offsets[i][0], offsets[i][1],
           offsets[i][2]);
  }
  printf("};\nstatic const uint8_t ir_special_bytes[%zu] = {", length);
  for (size_t i = 0; i < length; i++) printf("%s%u", separator(i, 24), bytes[i]);
  printf("};\n");

  // Normalization: each scalar's normalization data (its canonical combining class and quick
  // checks), then its canonical decomposition and the compositions.
  for (uint32_t c = 0; c < CODE_POINTS; c++) values[c] = _swift_stdlib_getNormData(c);
  emit("norm", "uint16_t", 0, 0, RUN_BLOCK);
  emit_decompositions();
  emit_compositions();

  // Grapheme breaking.
  for (uint32_t c = 0; c < CODE_POINTS; c++) values[c] = _swift_stdlib_getGraphemeBreakProperty(c);
  emit_plain("grapheme");
  for (uint32_t c = 0; c < CODE_POINTS; c++) values[c] = _swift_stdlib_isInCB_Consonant(c);
  emit("consonant", "uint8_t", 1, 0, HOT_RUN_BLOCK);
  for (uint32_t c = 0; c < CODE_POINTS; c++) values[c] = _swift_stdlib_isExtendedPictographic(c);
  emit("pictographic", "uint8_t", 1, 0, HOT_RUN_BLOCK);
  return 0;
}
