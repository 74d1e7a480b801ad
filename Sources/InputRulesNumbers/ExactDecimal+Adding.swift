extension ExactDecimal {
  /// The exact sum, or `nil` when it needs more than 38 digits: what a form adds to a value
  /// before comparing it with another (an amount at least 10 above another).
  public func adding(_ other: ExactDecimal) -> ExactDecimal? {
    let scale = Swift.max(self.scale, other.scale)
    guard let a = significand.multiplied(byPowerOf10: scale - self.scale),
      let b = other.significand.multiplied(byPowerOf10: scale - other.scale)
    else { return nil }
    if isNegative == other.isNegative {
      guard let sum = a.adding(b) else { return nil }
      return ExactDecimal(significand: sum, scale: scale, isNegative: isNegative)
    }
    // Opposite signs: the larger magnitude keeps its sign.
    if a < b {
      return ExactDecimal(significand: b.subtracting(a), scale: scale, isNegative: other.isNegative)
    }
    return ExactDecimal(significand: a.subtracting(b), scale: scale, isNegative: isNegative)
  }
}
