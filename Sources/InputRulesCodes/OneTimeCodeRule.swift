import InputRules

/// A one-time code sent by SMS or e-mail: a fixed number of digits, 4 to 10.
///
///     let code = try OneTimeCodeRule(length: 6)
///
/// The text is the digits and nothing else. A key that is not a digit is refused, and so is a
/// digit beyond `length` (`tooLong`). Decimal digits of any script (`٣`, `５`) are stored as
/// ASCII digits; a digit carrying a mark (`5` + U+0301) is not a digit.
///
/// A paste, an autofill or a committed composition may be the whole message the code came in
/// (`Your code is 123-456`, `G-123456 is your code`). The message is read as groups of digits:
/// a group is a run of digits, or several runs joined each by a single space (U+0020 or the
/// no-break space U+00A0) or a single dash (`-`, U+2010 to U+2013, U+2212), so `123-456` and
/// `123 456` are one group of six digits; any other character, or two separators in a row, ends
/// a group. Letters next to digits do not matter (`G-123456` holds the group `123456`).
///
/// - Text that is only digits and such separators is put in at the caret, separators dropped,
///   when the digits fit beside those already typed.
/// - Otherwise the groups that give exactly `length` digits are the candidates. Exactly one:
///   it is the code, and replaces whatever the field held (the field takes a complete code).
///   None: the paste is refused (`noCode`, or `tooLong` for digits alone that do not fit).
///   Several: it is refused (`severalCodes`), since guessing could fill in the wrong one.
///
/// The text is judged `empty`, `incomplete` before `length` digits and `valid` at `length`;
/// the value is the digits (`"123456"`), also its canonical string.
///
/// Two rules are equal (`==`) when their lengths are.
public struct OneTimeCodeRule: ReformattingRule, Equatable {
  /// The value is the code's ASCII digits (`"123456"`).
  public typealias Value = String

  /// The shortest length a one-time code may have.
  public static let shortestLength = 4
  /// The longest length a one-time code may have.
  public static let longestLength = 10

  /// The number of digits of the code.
  public let length: Int

  /// A rule for codes of `length` digits; throws for a length outside 4...10.
  public init(length: Int) throws(OneTimeCodeLengthError) {
    guard length >= Self.shortestLength && length <= Self.longestLength else {
      throw OneTimeCodeLengthError(length: length)
    }
    self.length = length
  }

  /// The code's digits are laid out left to right, also in a right-to-left interface.
  public var forcesLeftToRight: Bool { true }

  /// The platform may offer the code of a message just received (UIKit's `.oneTimeCode`).
  public var contentHint: ContentHint? { .oneTimeCode }

  // MARK: Characters

  /// Whether `character` is an ASCII digit.
  static func isASCIIDigit(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return ascii >= 0x30 && ascii <= 0x39
  }

  /// Whether `character` joins two runs of digits into one group (one of it between them).
  static func isGroupSeparator(_ character: Character) -> Bool {
    switch character {
    case " ", "\u{A0}", "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2212}":
      return true
    default:
      return false
    }
  }

  /// A pasted text read as groups of digits (ASCII), and whether it holds anything but digits
  /// and single separators between them.
  static func groups(in text: String) -> (groups: [String], onlyDigits: Bool) {
    var groups: [String] = []
    var current = ""
    // A separator seen right after a digit of `current`, not yet followed by a digit.
    var pendingSeparator = false
    var onlyDigits = true
    for character in text {
      if let digit = character.asciiDigit {
        current.append(digit)
        pendingSeparator = false
      } else if isGroupSeparator(character) && !current.isEmpty && !pendingSeparator {
        pendingSeparator = true
      } else {
        if !current.isEmpty { groups.append(current) }
        current = ""
        pendingSeparator = false
        onlyDigits = false
      }
    }
    if !current.isEmpty { groups.append(current) }
    // A trailing separator (`123-`) is not a digit either.
    if pendingSeparator { onlyDigits = false }
    return (groups, onlyDigits)
  }

  // MARK: Reformatting

  /// Every character is raw: the field shows no layout. Characters other than ASCII digits (in
  /// text set by a program) make the text invalid.
  public func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    var offset = 0
    for character in text {
      let width = character.utf16.count
      if !body(character, offset..<(offset + width)) { return }
      offset += width
    }
  }

  /// A key press puts in a digit (of any script, stored as ASCII) while there is room, and refuses
  /// anything else. A paste of digits alone that fit goes in at the caret; otherwise the one group
  /// of exactly `length` digits in the pasted text becomes the code, replacing any digits typed
  /// before; a paste with none or several such groups is refused (`noCode`, `severalCodes`, or
  /// `tooLong` for digits alone that do not fit).
  public func rawReplacement(for edit: RawEdit) -> RawReplacement {
    let kept = edit.raw.count
    if edit.isKeystroke {
      guard let key = edit.replacement.first, let digit = key.asciiDigit else {
        return .reject(Reason(.disallowedCharacter, Reason.Facts("code.onlyDigitsTyped")))
      }
      guard kept < length else { return .reject(tooLongReason) }
      let converted = edit.replacement != String(digit)
      return .characters(
        String(digit),
        reason: converted ? Reason(.reformatted, Reason.Facts("code.digitsConverted")) : nil)
    }
    let (groups, onlyDigits) = Self.groups(in: edit.replacement)
    if onlyDigits && groups.count == 1 {
      // Digits alone (perhaps `123 456`): put in at the caret when they fit.
      let digits = groups[0]
      if kept + digits.count <= length {
        return .characters(
          digits,
          reason: digits == edit.replacement
            ? nil : Reason(.filtered, Reason.Facts("code.digitsKept")))
      }
    }
    var candidates: [String] = []
    for group in groups where group.count == length { candidates.append(group) }
    if candidates.count == 1 {
      let code = candidates[0]
      let reason: Reason? =
        code == edit.replacement && kept == 0
        ? nil
        : Reason(
          .filtered,
          Reason.Facts(kept == 0 ? "code.takenFromPaste" : "code.takenInPlace"))
      return kept == 0 ? .characters(code, reason: reason) : .whole(code, reason: reason)
    }
    if candidates.count > 1 {
      return .reject(
        Reason(.severalCodes, Reason.Facts("code.several", limit: length, options: candidates)))
    }
    if onlyDigits && groups.count == 1 { return .reject(tooLongReason) }
    if groups.isEmpty {
      return .reject(Reason(.noCode, Reason.Facts("code.noDigits")))
    }
    return .reject(
      Reason(.noCode, Reason.Facts("code.noGroup", limit: length)))
  }

  /// Why a digit more is refused.
  var tooLongReason: Reason {
    Reason(.tooLong, Reason.Facts("code.length", limit: length))
  }

  /// The digits as they are: a code has no layout. Refuses a character that is not an ASCII digit,
  /// and more than `length` digits.
  public func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    var count = 0
    for character in raw {
      guard Self.isASCIIDigit(character) else {
        return .reject(Reason(.disallowedCharacter, Reason.Facts("code.onlyDigits")))
      }
      count += 1
    }
    if count > length { return .reject(tooLongReason) }
    return .text(raw)
  }

  /// Incomplete before `length` ASCII digits, valid with the digits at `length`, invalid beyond it
  /// or for any other character.
  public func judge(raw: String) -> Evaluation<String> {
    if raw.isEmpty { return .empty }
    var count = 0
    for character in raw {
      guard Self.isASCIIDigit(character) else {
        return .invalid(Reason(.disallowedCharacter, Reason.Facts("code.onlyDigits")))
      }
      count += 1
    }
    if count > length { return .invalid(tooLongReason) }
    if count < length {
      return .incomplete(Reason(.incomplete, Reason.Facts("code.length", limit: length)))
    }
    return .valid(raw)
  }

  // MARK: Values

  /// The code's digits, as the field shows them.
  public func displayText(for value: String) -> String { value }

  /// The digits, as the field shows them.
  public func canonicalString(for value: String) -> String { value }

  /// The code a string of exactly `length` ASCII digits names.
  public func value(fromCanonical string: String) -> String? {
    judge(raw: string).value
  }

  /// `invalidValue`, quoting what judging the string found: too few or too many digits, or a
  /// character that is not an ASCII digit.
  public func refusal(ofCanonical string: String) -> Reason? {
    let judged = judge(raw: string)
    if judged.validity == .valid { return nil }
    guard let why = judged.reason else {
      return Reason(.invalidValue, Reason.Facts("code.emptyValue"))
    }
    return Reason(.invalidValue, Reason.Facts("code.invalidValue", text: string, cause: why))
  }
}

/// Why a one-time code rule cannot be made: its length is outside 4...10.
public struct OneTimeCodeLengthError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The length asked for.
  public var length: Int

  /// The error for a rule asked to have `length` digits.
  public init(length: Int) { self.length = length }

  /// Names the lengths allowed and the one asked for.
  public var description: String {
    "a one-time code has 4 to 10 digits, not \(length)"
  }
}

extension Reason.Code {
  /// A pasted text holds no code of the field's length.
  public static let noCode: Reason.Code = "noCode"
  /// A pasted text holds several codes of the field's length.
  public static let severalCodes: Reason.Code = "severalCodes"
}
