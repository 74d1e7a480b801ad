/// What a reformatting rule makes of a complete entry as a server receives it from a client,
/// which may send the value as the field shows it ("4111 1111 1111 1111") or unformatted
/// ("4111111111111111").
public enum ReceivedEntry: Hashable, Sendable {
  /// The entry is to be judged as written: it is laid out as the field lays out its characters,
  /// or it is no unformatted value this rule reads (it is then invalid as written).
  case asWritten
  /// The entry stands for this text as the field shows it, which is judged in its place.
  case shown(String)
  /// The entry is a canonical string of a value the field refuses, for this reason (a date
  /// outside `min...max`).
  case refused(Reason)
}

extension ReformattingRule {
  /// Reads `entry` as a server receives values: as the field shows it, or unformatted.
  ///
  /// - Text laid out as the field lays out its characters is `.asWritten`.
  /// - A canonical string (`canonicalString(for:)` of the value `value(fromCanonical:)` reads)
  ///   is `.shown` as the field shows that value: `2024-06-13` is `13.06.2024` in `dd.MM.yyyy`.
  /// - The raw characters alone, without the layout's, are `.shown` as the field lays them out
  ///   when a paste of them takes them unchanged and the layout keeps them as they are:
  ///   `4111111111111112` is `4111 1111 1111 1112` (its bad check digit is then judged as if
  ///   shown), `555123` is `+1 (555) 123` in
  ///   `+1 ([000]) [000]-[0000]` (incomplete).
  /// - A string the rule refuses as a canonical string with a reason more precise than
  ///   `invalidValue` (`outOfRange`, `incomplete`, `tooLong`) is `.refused` with it.
  /// - Anything else is `.asWritten`, and invalid as written.
  ///
  /// So the entry is judged the same way whichever form the client sent.
  public func received(_ entry: String) -> ReceivedEntry {
    if entry.isEmpty { return .asWritten }
    let raw = rawCharacters(of: entry)
    let count = characterCount(of: raw)
    let asWritten = LayoutContext(previousText: entry, editEnd: count, editIsAtEnd: true)
    if case .text(let shown) = layout(raw, context: asWritten), shown == entry {
      return .asWritten
    }
    if let value = value(fromCanonical: entry), canonicalString(for: value) == entry {
      let shown = displayText(for: value)
      return shown.isEmpty ? .asWritten : .shown(shown)
    }
    if raw == entry && takesUnchanged(raw) {
      let fresh = LayoutContext(previousText: "", editEnd: count, editIsAtEnd: true)
      if case .text(let shown) = layout(raw, context: fresh), rawCharacters(of: shown) == raw {
        return .shown(shown)
      }
    }
    if let refusal = refusal(ofCanonical: entry), refusal.code != .invalidValue {
      return .refused(refusal)
    }
    return .asWritten
  }

  /// Whether `raw`, pasted into an empty field, is taken as these raw characters, none filtered
  /// or converted (a card number's `-` is not one of its raw characters).
  func takesUnchanged(_ raw: String) -> Bool {
    let edit = RawEdit(
      raw: "", range: 0..<0, replacement: raw, kind: .paste, isKeystroke: false, text: "",
      textRange: 0..<0)
    switch rawReplacement(for: edit) {
    case .characters(let taken, let reason), .whole(let taken, let reason):
      return reason == nil && taken == raw
    case .reject:
      return false
    }
  }
}
