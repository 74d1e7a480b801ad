/// Whether a cluster starting with `right` may join the text before it, ending with `left`
/// (`mayJoin`), when that is not known to be a boundary: a plain scalar (`isPlain`) followed by
/// one that starts a cluster (`startsCluster`), but CR LF.
@inline(__always)
func mayJoinText(ending left: Unicode.Scalar?, _ right: Unicode.Scalar) -> Bool {
  guard let left, mayJoin(left, right) else { return false }
  return
    !(isPlain(left.value) && startsCluster(right.value)
    && !(left.value == 0x0D && right.value == 0x0A))
}

/// A control character among the plain scalars (`isPlain`): C0 and C1 controls, DEL and the soft
/// hyphen, after which a cluster always ends (but CR before LF).
@inline(__always)
func isControl(_ value: UInt32) -> Bool {
  value < 0x20 || (value >= 0x7F && value <= 0x9F) || value == 0xAD
}

/// Emoji that join another after a zero-width joiner (grapheme rule GB11), among the plain
/// scalars (`isPlain`): parts of Unicode's Extended_Pictographic in the emoji blocks.
@inline(__always)
func isPictographic(_ value: UInt32) -> Bool {
  guard value >= 0x1_F300 else { return false }
  return value <= 0x1_F3FA || (value >= 0x1_F400 && value <= 0x1_F53D)
    || (value >= 0x1_F546 && value <= 0x1_F64F) || (value >= 0x1_F680 && value <= 0x1_F6FF)
    || (value >= 0x1_F90C && value <= 0x1_F93A) || (value >= 0x1_F93C && value <= 0x1_F945)
    || (value >= 0x1_F947 && value <= 0x1_F9FF)
}

/// A regional indicator (half of a flag).
@inline(__always)
func isRegionalIndicator(_ value: UInt32) -> Bool {
  value >= 0x1F1E6 && value <= 0x1F1FF
}

/// Marks that extend the cluster before them (grapheme-break property Extend): combining
/// diacritical marks, combining marks for symbols, variation selectors and emoji skin tones.
@inline(__always)
func isExtending(_ value: UInt32) -> Bool {
  (value >= 0x0300 && value <= 0x036F) || (value >= 0x20D0 && value <= 0x20F0)
    || (value >= 0xFE00 && value <= 0xFE0F) || (value >= 0x1_F3FB && value <= 0x1_F3FF)
}

/// Whether no grapheme rule looks at a scalar when it comes first in a pair, but CR before LF
/// and a Hangul syllable before a jamo: scalars whose grapheme-break property is Other or
/// Control (not Prepend, Extend, ZWJ, SpacingMark, Regional_Indicator or a Hangul jamo). After
/// such a scalar, a cluster ends unless the next scalar extends it (Extend, ZWJ, SpacingMark)
/// or is LF after CR or a jamo after a syllable. The ranges are whole blocks or runs of letters,
/// digits, punctuation and emoji without combining marks, modifiers or joiners.
@inline(__always)
func isPlain(_ value: UInt32) -> Bool {
  let v = value
  if v < 0x0300 { return true }  // ASCII, Latin-1, Latin Extended, IPA, modifier letters
  if v < 0x2000 {
    if v < 0x0483 { return v >= 0x0370 }  // Greek and Coptic, Cyrillic to its combining marks
    if v < 0x0530 { return v >= 0x048A }  // the rest of Cyrillic, Cyrillic Supplement
    if v < 0x05EB { return v >= 0x05D0 }  // Hebrew letters
    if v < 0x064B { return v >= 0x0621 }  // Arabic letters
    if v < 0x066A { return v >= 0x0660 }  // Arabic-Indic digits
    if v < 0x06FA { return v >= 0x06F0 }  // Extended Arabic-Indic digits
    return v >= 0x0966 && v <= 0x096F  // Devanagari digits
  }
  if v < 0x3000 {
    return (v >= 0x2010 && v <= 0x2027)  // dashes, quotation marks, bullets, ellipsis
      || (v >= 0x2600 && v <= 0x27BF)  // Miscellaneous Symbols, Dingbats
  }
  if v < 0xA000 {
    if v <= 0x3029 { return true }  // CJK punctuation, up to its tone marks
    if v < 0x3041 { return false }
    if v <= 0x3096 { return true }  // Hiragana, without the sound marks
    if v < 0x30A1 { return false }
    if v <= 0x30FA { return true }  // Katakana, without the sound marks
    return (v >= 0x3400 && v <= 0x4DBF)  // CJK Unified Ideographs Extension A
      || v >= 0x4E00  // CJK Unified Ideographs
  }
  if v < 0x1_0000 {
    return (v >= 0xAC00 && v <= 0xD7A3)  // Hangul syllables
      || (v >= 0xFF01 && v <= 0xFF9D)  // full-width and half-width forms, without sound marks
  }
  return (v >= 0x1_F300 && v <= 0x1_F3FA)  // Miscellaneous Symbols and Pictographs, to the tones
    || (v >= 0x1_F400 && v <= 0x1_F64F)  // the rest of it, Emoticons
    || (v >= 0x1_F680 && v <= 0x1_F6FF)  // Transport and Map Symbols
    || (v >= 0x1_F900 && v <= 0x1_F9FF)  // Supplemental Symbols and Pictographs
}

/// Whether a scalar after a plain one (`isPlain`) starts a new cluster (but LF after CR, and a
/// jamo after a syllable, neither of which answers `true` here): plain scalars and regional
/// indicators, none of which is Extend, ZWJ or SpacingMark.
@inline(__always)
func startsCluster(_ value: UInt32) -> Bool {
  isPlain(value) || isRegionalIndicator(value)
}
