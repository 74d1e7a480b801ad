/// The unit a maximum length is counted in.
public enum LengthUnit: String, Hashable, Sendable, CaseIterable {
  /// Grapheme clusters: what a person calls characters ("👍🏽" is one). The default.
  case characters
  /// UTF-16 code units: what `NSString.length` and many APIs count ("👍🏽" is four).
  case utf16
  /// UTF-8 bytes: what a database column of N bytes holds ("👍🏽" is eight).
  case utf8
  /// Unicode scalars ("👍🏽" is two).
  case scalars

  /// The length of a text in this unit.
  @inlinable
  public func length<S: StringProtocol>(of text: S) -> Int {
    switch self {
    case .characters: return text.count
    case .utf16: return text.utf16.count
    case .utf8: return text.utf8.count
    case .scalars: return text.unicodeScalars.count
    }
  }

  /// The length of one grapheme cluster in this unit.
  @inlinable
  public func length(of character: Character) -> Int {
    switch self {
    case .characters: return 1
    case .utf16: return character.utf16.count
    case .utf8: return character.utf8.count
    case .scalars: return character.unicodeScalars.count
    }
  }

  /// A count in this unit, singular or plural as the count asks: "1 character", "2 bytes".
  public func counted(_ count: Int) -> String {
    guard count == 1 || count == -1 else { return "\(count) \(noun)" }
    switch self {
    case .characters: return "\(count) character"
    case .utf16: return "\(count) UTF-16 code unit"
    case .utf8: return "\(count) byte"
    case .scalars: return "\(count) Unicode scalar"
    }
  }

  /// The word for the unit in messages (plural).
  public var noun: String {
    switch self {
    case .characters: return "characters"
    case .utf16: return "UTF-16 code units"
    case .utf8: return "bytes"
    case .scalars: return "Unicode scalars"
    }
  }
}

#if !hasFeature(Embedded)
  extension LengthUnit: Codable {}
#endif
