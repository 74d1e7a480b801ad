import InputRules

extension Notation {
  /// The length, in the rule's unit, of the text shown for a number written with these parts
  /// (with at least `paddedFractionDigits` fraction digits: what editing ends with).
  func length(
    negative: Bool, integerDigits: Int, separator: Bool, fractionDigits: Int,
    exponentDigits: Int? = nil, exponentNegative: Bool = false
  ) -> Int {
    var n = affixLength
    if negative { n += minusLength }
    let fractionDigits = Swift.max(fractionDigits, paddedFractionDigits)
    n += (integerDigits + fractionDigits) * digitLength
    n += groupCount(integerDigits) * groupingLength
    if separator || fractionDigits > 0 { n += separatorLength }
    if let exponentDigits {
      n += 1 + exponentDigits * digitLength
      if exponentNegative { n += minusLength }
    }
    return n
  }

  /// The length of the text shown for `t`.
  func length(of t: NumberText) -> Int {
    if t.isEmpty { return 0 }
    return length(
      negative: t.negative, integerDigits: t.integerDigits, separator: t.hasSeparator,
      fractionDigits: t.fractionDigits, exponentDigits: t.hasExponent ? t.exponentDigits : nil,
      exponentNegative: t.exponentNegative)
  }
}
