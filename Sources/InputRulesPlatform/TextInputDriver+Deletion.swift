import InputRules

// What a deletion the platform did not name was.
extension TextInputDriver {
  /// Forward Delete, when a deletion removed what followed an empty selection (and, when the
  /// platform reported where the caret went, left the caret there); otherwise `nil`, unnamed.
  /// Backspace and an unnamed deletion are judged alike, so only forward Delete is told apart:
  /// over layout characters (a mask's dash, a group separator) it deletes the raw character after
  /// them, not the one before.
  static func deletionKind(
    removing removed: Range<Int>, inserting replacement: String, selectionBefore: Range<Int>,
    caretAfter: PlatformRange? = nil
  ) -> EditKind? {
    guard replacement.isEmpty, !removed.isEmpty, selectionBefore.isEmpty,
      removed.lowerBound == selectionBefore.lowerBound
    else { return nil }
    if let caretAfter, caretAfter != .caret(selectionBefore.lowerBound) { return nil }
    return .deleteForward
  }
}
