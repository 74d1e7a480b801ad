// The Swift standard library's Unicode data functions that Wasm/UnicodeProperties.c provides
// for the browser modules, declared as the library declares them (its SwiftShims/UnicodeData.h):
// UnicodeProperties.c includes this so that the compiler holds its definitions to them, and
// scripts/wasm/unicode-tables.c and Web/Tests/unicode-test.c to call the library's own.
//
// No include guard: Web/Tests/unicode-test.c includes it once with the names mapped to its
// copies of UnicodeProperties.c's functions, and again for the library's.
#include <stdint.h>

uint64_t _swift_stdlib_getBinaryProperties(uint32_t scalar);
uint8_t _swift_stdlib_getGeneralCategory(uint32_t scalar);
uint8_t _swift_stdlib_getNumericType(uint32_t scalar);
double _swift_stdlib_getNumericValue(uint32_t scalar);
int32_t _swift_stdlib_getMapping(uint32_t scalar, uint8_t mapping);
const uint8_t *_swift_stdlib_getSpecialMapping(uint32_t scalar, uint8_t mapping,
                                               intptr_t *length);
uint16_t _swift_stdlib_getNormData(uint32_t scalar);
uint32_t _swift_stdlib_getDecompositionEntry(uint32_t scalar);
extern const uint8_t *const _swift_stdlib_nfd_decompositions;
uint32_t _swift_stdlib_getComposition(uint32_t x, uint32_t y);
uint8_t _swift_stdlib_getGraphemeBreakProperty(uint32_t scalar);
_Bool _swift_stdlib_isInCB_Consonant(uint32_t scalar);
_Bool _swift_stdlib_isExtendedPictographic(uint32_t scalar);
