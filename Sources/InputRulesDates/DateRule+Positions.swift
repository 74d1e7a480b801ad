import InputRules

extension DateRule {
  /// `true`: the day, month, year and time fields each have their places. A key typed in the
  /// middle types over the digit after the caret, and deleting in the middle moves the caret
  /// rather than pulling the next field's digits into this one (`24.12.2026` never becomes
  /// `21.22.026`).
  public var keepsRawPositions: Bool { true }
}
