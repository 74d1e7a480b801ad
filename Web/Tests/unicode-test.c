// Checks the browser modules' Unicode data (Wasm/UnicodeProperties.c, with the tables
// scripts/wasm/unicode-tables.c writes) against the toolchain's own, the library it stands in
// for, wherever Swift asks: the general category, binary properties, numeric type, case
// mappings and special mappings, normalization data, grapheme break property, Indic conjunct
// consonants and extended pictographics of every code point; the numeric value of every one with
// a numeric type; the canonical decomposition of every one from U+00C0 on; and the composition
// of every pair whose second scalar can compose (U+0300 or later, not NFC_QC=Yes), after every
// code point. Compiled natively, with the lookups renamed so that both sets of functions live in
// one program:
//
//     cc -I <directory of UnicodeProperties.h> -o unicode-test Web/Tests/unicode-test.c
//       <toolchain>/lib/swift/embedded/<arch>-unknown-linux-gnu/libswiftUnicodeDataTables.a
//
// (one command line; Web/Tests/run.sh runs it with the header the WebAssembly build wrote).
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define _swift_stdlib_getGeneralCategory table_getGeneralCategory
#define _swift_stdlib_getBinaryProperties table_getBinaryProperties
#define _swift_stdlib_getNumericType table_getNumericType
#define _swift_stdlib_getNumericValue table_getNumericValue
#define _swift_stdlib_getMapping table_getMapping
#define _swift_stdlib_getSpecialMapping table_getSpecialMapping
#define _swift_stdlib_getNormData table_getNormData
#define _swift_stdlib_getDecompositionEntry table_getDecompositionEntry
#define _swift_stdlib_getComposition table_getComposition
#define _swift_stdlib_getGraphemeBreakProperty table_getGraphemeBreakProperty
#define _swift_stdlib_isInCB_Consonant table_isInCB_Consonant
#define _swift_stdlib_isExtendedPictographic table_isExtendedPictographic
#define _swift_stdlib_nfd_decompositions table_nfd_decompositions
#include "../../Wasm/UnicodeProperties.c"
#undef _swift_stdlib_getGeneralCategory
#undef _swift_stdlib_getBinaryProperties
#undef _swift_stdlib_getNumericType
#undef _swift_stdlib_getNumericValue
#undef _swift_stdlib_getMapping
#undef _swift_stdlib_getSpecialMapping
#undef _swift_stdlib_getNormData
#undef _swift_stdlib_getDecompositionEntry
#undef _swift_stdlib_getComposition
#undef _swift_stdlib_getGraphemeBreakProperty
#undef _swift_stdlib_isInCB_Consonant
#undef _swift_stdlib_isExtendedPictographic
#undef _swift_stdlib_nfd_decompositions

#include "../../Wasm/UnicodeLibrary.h"

// A scalar's decomposition as Swift reads it from an entry and its decompositions (NULL for
// none), with its length.
static const uint8_t *decomposition(uint32_t scalar, uint32_t entry, const uint8_t *table,
                                    size_t *length) {
  if ((entry & 0x3FFFF) != scalar) return NULL;
  *length = table[entry >> 18];
  return table + (entry >> 18) + 1;
}

static int failures;

static void fail(uint32_t scalar, const char *what) {
  if (failures++ < 20) printf("FAIL U+%04" PRIX32 ": %s is not the library's\n", scalar, what);
}

int main(void) {
  uint32_t numeric = 0, special = 0, changed_case = 0;
  for (uint32_t c = 0; c < 0x110000; c++) {
    if (table_getGeneralCategory(c) != _swift_stdlib_getGeneralCategory(c)) {
      fail(c, "the general category");
    }
    if (table_getBinaryProperties(c) != _swift_stdlib_getBinaryProperties(c)) {
      fail(c, "the binary properties");
    }
    uint8_t type = _swift_stdlib_getNumericType(c);
    if (table_getNumericType(c) != type) fail(c, "the numeric type");
    if (type != 255) {
      numeric++;
      double ours = table_getNumericValue(c), theirs = _swift_stdlib_getNumericValue(c);
      if (memcmp(&ours, &theirs, sizeof ours) != 0) fail(c, "the numeric value");
    }
    for (uint8_t mapping = 0; mapping < 3; mapping++) {
      int32_t delta = _swift_stdlib_getMapping(c, mapping);
      if (delta != 0) changed_case++;
      if (table_getMapping(c, mapping) != delta) fail(c, "a case mapping");
      intptr_t our_length = -1, their_length = -1;
      const uint8_t *ours = table_getSpecialMapping(c, mapping, &our_length);
      const uint8_t *theirs = _swift_stdlib_getSpecialMapping(c, mapping, &their_length);
      if (!ours != !theirs) {
        fail(c, "whether there is a special mapping");
      } else if (theirs) {
        special++;
        if (our_length != their_length || memcmp(ours, theirs, (size_t)their_length) != 0) {
          fail(c, "a special mapping");
        }
      }
    }
  }
  // Normalization and grapheme breaking. Swift decomposes only scalars from U+00C0 on, and
  // composes a pair only when its second scalar is U+0300 or later and not NFC_QC=Yes (its
  // normalization data's bits 1 and 2): every such pair is checked, after every scalar.
  uint32_t decomposed = 0, composed = 0, second = 0;
  for (uint32_t c = 0; c < 0x110000; c++) {
    uint16_t norm = _swift_stdlib_getNormData(c);
    if (table_getNormData(c) != norm) fail(c, "the normalization data");
    if (table_getGraphemeBreakProperty(c) != _swift_stdlib_getGraphemeBreakProperty(c)) {
      fail(c, "the grapheme break property");
    }
    if (table_isInCB_Consonant(c) != _swift_stdlib_isInCB_Consonant(c)) {
      fail(c, "whether it is an Indic conjunct consonant");
    }
    if (table_isExtendedPictographic(c) != _swift_stdlib_isExtendedPictographic(c)) {
      fail(c, "whether it is extended pictographic");
    }
    if (c >= 0xC0) {
      size_t our_length = 0, their_length = 0;
      const uint8_t *ours = decomposition(c, table_getDecompositionEntry(c),
                                          table_nfd_decompositions, &our_length);
      const uint8_t *theirs = decomposition(c, _swift_stdlib_getDecompositionEntry(c),
                                            _swift_stdlib_nfd_decompositions, &their_length);
      if (!ours != !theirs) {
        fail(c, "whether there is a decomposition");
      } else if (theirs) {
        decomposed++;
        if (our_length != their_length || memcmp(ours, theirs, their_length) != 0) {
          fail(c, "the decomposition");
        }
      }
    }
    if (c >= 0x300 && (norm & 0x6) != 0) {
      second++;
      for (uint32_t x = 0; x < 0x110000; x++) {
        uint32_t theirs = _swift_stdlib_getComposition(x, c);
        if (theirs != UINT32_MAX) composed++;
        if (table_getComposition(x, c) != theirs) fail(x, "a composition");
      }
    }
  }
  if (decomposed < 2000 || composed < 900) {
    printf("FAIL the library gave %" PRIu32 " decompositions and %" PRIu32
           " compositions: too few to be Unicode's\n", decomposed, composed);
    failures++;
  }
  printf("     normalization: %" PRIu32 " decompositions, %" PRIu32 " compositions over %" PRIu32
         " second scalars\n", decomposed, composed, second);

  // The library's own answers, so that a library that answered nothing could not pass.
  if (numeric < 1000 || special < 100 || changed_case < 2000) {
    printf("FAIL the library gave %" PRIu32 " numeric scalars, %" PRIu32
           " special mappings and %" PRIu32 " case mappings: too few to be Unicode's\n",
           numeric, special, changed_case);
    failures++;
  }
  if (failures) {
    printf("FAIL %d differences from the library\n", failures);
    return 1;
  }
  printf("ok   Unicode data: every code point as the library gives it (%" PRIu32
         " numeric values, %" PRIu32 " special mappings, %" PRIu32 " case mappings)\n",
         numeric, special, changed_case);
  return 0;
}
