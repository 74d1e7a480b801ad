import InputRules

extension DateRule {
  /// `true`: the day, month, year and time fields each have their places. A key typed in the
  /// middle types over the digit after the caret, and deleting in the middle moves the caret
  /// rather than pulling the next field's digits into this one (`24.12.2026` never becomes
  /// `21.22.026`).
  public var keepsRawPositions: Bool { true }

  /// The digits after `position` in its field (and up to `end`, the end of a selection), each
  /// the first of itself, then `0` to `9` (`A`, `P` for a day period) that keeps the date
  /// possible, so that `3` typed over the day of `04.12.2026` shows `30.12.2026` with the `0`
  /// selected for the next key. `nil` when no digits there make a possible date (`3` over the
  /// day in February).
  public func completingInPlace(_ raw: String, typedAt position: Int, selectedUpTo end: Int)
    -> (raw: String, open: Range<Int>)?
  {
    var characters = Array(raw)
    guard position < characters.count, let slot = format.slotIndex(atRaw: position) else {
      return nil
    }
    let fieldEnd = format.slots[slot].start + format.slots[slot].kind.width
    let upper = Swift.min(characters.count, Swift.max(end, fieldEnd))
    guard position + 1 < upper else { return nil }
    let choices: [Character] =
      format.slots[slot].kind == .dayPeriod
      ? ["A", "P"] : ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
    for index in (position + 1)..<upper {
      let current = characters[index]
      var found = false
      for choice in [current] + choices {
        characters[index] = choice
        let prefix = String(characters[...index])
        let whole = index == upper - 1 ? String(characters) : prefix
        if canComplete(prefix) && canComplete(whole) {
          found = true
          break
        }
      }
      if !found { return nil }
    }
    return (String(characters), (position + 1)..<upper)
  }
}
