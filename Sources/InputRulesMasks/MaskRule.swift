import InputRules

/// A field laid out by a mask: a phone number `+1 (555) 123-4567`, a postcode, a code, any
/// fixed layout, written in input-mask-ios's format syntax (see `MaskFormat`).
///
///     let phone = try MaskRule(format: "+1 ([000]) [000]-[0000]")
///
/// The user types only what goes into the slots; the mask writes the literals. A key no slot
/// takes is refused and changes nothing; a key equal to the next literal is taken as that
/// literal; a digit is never swallowed by a literal further on (`7` typed into
/// `+7 ([000]) ...` shows `+7 (7`). A paste, or autofill replacing the whole field, is laid out
/// as one edit: characters that are neither slot characters nor literals are dropped (with a
/// `filtered` reason), and the digits of a leading literal (a country code) are taken as that
/// literal only when the paste starts with it (`+7 912...`) or has more characters than the
/// free slots (`79123456789`).
///
/// The text is judged `empty`, `incomplete` while a required slot is unfilled and `valid` when
/// none is left. The value is the extracted value: slot characters and `{}` literals
/// (`5551234567` for the phone above). Decimal digits of any script are stored as ASCII digits,
/// except by a custom notation that takes them as they are and not the ASCII digits.
///
/// `showingDigits(_:)` shows the characters of the digit slots in the locale's digits
/// (`+1 (٥٥٥) ١٢٣-٤٥٦٧` in ar_EG, where the spec layer hands in Arabic-Indic digits); they are
/// typed in either digits, and the value stays in ASCII digits. Text laid out in ASCII digits
/// (`+1 (555) 123-4567`) is judged as the field's own text.
///
/// With several formats, `affinity` chooses among them for each text, as input-mask-ios's
/// affinity strategies do; the choice is sticky: it changes only when an edit at the end makes
/// another format fit better, or when the current one cannot hold the text.
///
/// Two masks are equal (`==`) when their formats (in order, each with its slots' notations),
/// digits and every setting of the modifiers are.
public struct MaskRule: ReformattingRule, Equatable {
  /// The value is the extracted value: slot characters and `{}` literals, without the other
  /// literals (`5551234567` for `+1 (555) 123-4567`).
  public typealias Value = String

  /// The formats, the first one primary.
  public private(set) var formats: [MaskFormat]
  /// The only format, as bytes, when it has ASCII literals and built-in slots and shows ASCII
  /// digits: common key presses and judging are then decided in one pass (see
  /// `ASCIIMaskFormat`).
  private(set) var asciiFormat: ASCIIMaskFormat?
  /// The ten digits the digit slots (`0`, `9`) show, 0 through 9 (`"0123456789"`, or
  /// `"٠١٢٣٤٥٦٧٨٩"` set with `showingDigits(_:)`).
  public private(set) var digits = "0123456789"
  /// How a format is chosen when there are several.
  public var affinity: MaskAffinity = .wholeString
  /// Whether the literals that follow a typed character are shown at once.
  public var autocomplete = true
  /// Whether Backspace over the literals at the end also removes the slot character before
  /// them (input-mask-ios's `autoskip`), set with `autoskipping(_:)`.
  public var deletesTrailingLiteralsWithRawCharacter = false
  /// What deleting only literals does, set with `deletingOverLiterals(_:)`.
  public var literalDeletion: LiteralDeletion = .deleteSlot
  /// Whether typed characters replace the slot characters after them rather than shift them,
  /// set with `overwriting(_:)`.
  public var overwritesRawCharacters = false
  /// What editing ends with when the text is incomplete.
  public var onCommit: MaskCommit = .keep
  /// The longest text the field shows, in `lengthUnit`; `nil` for the formats' own limit.
  public var maxLength: Int?
  /// The unit of `maxLength`.
  public var lengthUnit: LengthUnit = .characters

  /// A mask with one format.
  public init(format: String, notations: [MaskNotation] = []) throws(MaskFormatError) {
    self.formats = [try MaskFormat(format, notations: notations)]
    self.asciiFormat = ASCIIMaskFormat(formats[0])
  }

  /// A mask with several formats, the first one primary.
  public init(formats: [String], notations: [MaskNotation] = []) throws(MaskFormatError) {
    guard !formats.isEmpty else {
      throw MaskFormatError(problem: .empty, offset: 0, message: "a mask needs at least one format")
    }
    var read: [MaskFormat] = []
    for format in formats { read.append(try MaskFormat(format, notations: notations)) }
    self.formats = read
    self.asciiFormat = read.count == 1 ? ASCIIMaskFormat(read[0]) : nil
  }

  /// A mask with formats already read.
  public init(formats: [MaskFormat]) {
    precondition(!formats.isEmpty, "a mask needs at least one format")
    self.formats = formats
    self.asciiFormat = formats.count == 1 ? ASCIIMaskFormat(formats[0]) : nil
    // Formats read from a mask showing the locale's digits show them here too.
    for format in formats {
      guard let shown = format.shownDigits else { continue }
      self.digits = String(String.UnicodeScalarView(shown))
      break
    }
  }

  // MARK: Modifiers

  /// The same mask showing the characters of its digit slots (`0` and `9`, and `…` after them)
  /// in `digits`, the ten digits 0 through 9 the locale writes numbers with (resolved once where
  /// the rule is made, as `NumberSymbols(locale:).digits`): `+1 (٥٥٥) ١٢٣-٤٥٦٧` in ar_EG. The
  /// literals show as the format writes them, letter-or-digit (`_`, `-`) and custom slots what
  /// they store, and the value keeps ASCII digits (`5551234567`). Digits outside the Basic
  /// Multilingual Plane (two UTF-16 units each) are not shown: the mask keeps ASCII digits.
  /// `nil` when `digits` are not ten decimal digits in order, one Unicode scalar each.
  public func showingDigits(_ digits: String) -> MaskRule? {
    guard let scalars = ShownDigits.scalars(of: digits) else { return nil }
    let shown = scalars.allSatisfy { $0.value <= 0xFFFF } && digits != "0123456789"
    var copy = self
    copy.digits = shown ? digits : "0123456789"
    copy.formats = formats.map { $0.showingDigits(shown ? scalars : nil) }
    copy.asciiFormat = copy.formats.count == 1 ? ASCIIMaskFormat(copy.formats[0]) : nil
    return copy
  }

  /// The same mask choosing among its formats by `strategy`.
  public func choosingFormats(by strategy: MaskAffinity) -> MaskRule {
    var copy = self
    copy.affinity = strategy
    return copy
  }

  /// The same mask with literals shown at once after a typed character, or not.
  public func autocompleting(_ on: Bool) -> MaskRule {
    var copy = self
    copy.autocomplete = on
    return copy
  }

  /// The same mask with Backspace over the literals at the end also removing the slot
  /// character before them, or not.
  public func autoskipping(_ on: Bool) -> MaskRule {
    var copy = self
    copy.deletesTrailingLiteralsWithRawCharacter = on
    return copy
  }

  /// The same mask with deleting only literals doing `deletion`.
  public func deletingOverLiterals(_ deletion: LiteralDeletion) -> MaskRule {
    var copy = self
    copy.literalDeletion = deletion
    return copy
  }

  /// The same mask replacing slot characters after the caret rather than shifting them.
  public func overwriting(_ on: Bool) -> MaskRule {
    var copy = self
    copy.overwritesRawCharacters = on
    return copy
  }

  /// The same mask ending an incomplete edit with `decision`.
  public func committingIncomplete(_ decision: MaskCommit) -> MaskRule {
    var copy = self
    copy.onCommit = decision
    return copy
  }

  /// The same mask showing at most `length` of `unit`.
  public func maximumLength(_ length: Int, in unit: LengthUnit = .characters) -> MaskRule {
    var copy = self
    copy.maxLength = length
    copy.lengthUnit = unit
    return copy
  }

  /// The incomplete reason of the only format (for the one-pass judging).
  var incompleteReason: Reason { formats[0].incompleteReason }

  /// Masked text is laid out left to right, also in a right-to-left interface.
  public var forcesLeftToRight: Bool { true }

  // MARK: Reformatting

  // The three settings of the building block are stored properties above, one modifier each.
}

extension MaskRule: DebugCheckedRule {}

/// How a mask with several formats chooses one for a text (input-mask-ios's affinity
/// calculation strategies); the highest affinity wins, the format in use wins ties, then the
/// earlier format.
public enum MaskAffinity: String, Hashable, Sendable, CaseIterable {
  /// How well the whole text reads in the format: a point per character taken, one off per
  /// literal it had to add, per character it dropped and per optional slot it passed over.
  case wholeString
  /// The length of the common start of the text and its layout in the format.
  case prefix
  /// How close the text's length is to the format's full length (too long never wins).
  case capacity
  /// How close the value's length is to the format's full value length (too long never wins).
  case extractedValueCapacity
}

/// What editing ends with when a mask's text is incomplete.
public enum MaskCommit: String, Hashable, Sendable, CaseIterable {
  /// The text stays: a half-typed phone number is not lost.
  case keep
  /// The text goes back to the last valid value (or empty).
  case revert
  /// The field is emptied.
  case clear
}
