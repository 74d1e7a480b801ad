/// The unit a maximum length is counted in.
public enum LengthUnit: String, Hashable, Sendable, CaseIterable, Codable {
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

  /// The word for the unit in messages.
  public var noun: String {
    switch self {
    case .characters: return "characters"
    case .utf16: return "UTF-16 code units"
    case .utf8: return "bytes"
    case .scalars: return "Unicode scalars"
    }
  }
}
