import InputRules

/// One format of a mask, in input-mask-ios's syntax: `+1 ([000]) [000]-[0000]`.
///
/// - `[...]` holds slots, whose characters are the value: `0` a digit, `9` an optional digit,
///   `A` a letter, `a` an optional letter, `_` a letter or digit, `-` an optional letter or
///   digit, and `…` (U+2026) after a slot repeats that slot's kind without end. Custom
///   notations add slot characters.
/// - `{...}` holds literals that are shown and kept in the value (`[00]{.}[00]` has the value
///   `12.34`).
/// - Text outside any block is shown but not kept (`+1 (` and `) `).
/// - `\` makes the next bracket, brace or backslash an ordinary character.
///
/// As in input-mask-ios, a block that mixes digit, letter and letter-or-digit slots is read as
/// one block per kind (`[000AA]` is `[000][AA]`), and within a block required slots come before
/// optional ones and `…` comes last (`[9990]` is `[0999]`), so that its formats mean the same
/// here. A format ends at its first `…`.
public struct MaskFormat: Hashable, Sendable {
  /// The format as written.
  public let source: String
  /// What the format lays out, in order, with everything after a `…` dropped.
  let elements: [MaskElement]
  /// Characters of the longest text the format shows (a `…` counts as one).
  let totalTextLength: Int
  /// Characters of the longest value (a `…` counts as one).
  let totalValueLength: Int
  /// Whether a `…` ends the format (no limit on the number of characters).
  let isEndless: Bool
  /// The built-in kinds of the format's slots: `.digits` for digit and letter-or-digit slots,
  /// `.letters` for letter and letter-or-digit slots.
  let slotKinds: CharacterClasses
  /// Whether the format has slots of custom notations.
  let hasCustomSlots: Bool
  /// Whether a slot may take a letter (or, for a custom notation, anything but a digit): what
  /// keyboard suits the field.
  package var mayTakeLetters: Bool { hasCustomSlots || slotKinds.contains(.letters) }
  /// The elements as `ASCIIMaskFormat` codes, when its literals are ASCII, its slots built in
  /// and its digits shown as ASCII digits: raw characters are then laid out a byte at a time.
  private(set) var asciiCodes: [UInt16]?
  /// The digits the format shows the characters of its digit slots (`0`, `9`) in, 0 through 9,
  /// each one UTF-16 unit; `nil` when it shows ASCII digits, and for a format without digit
  /// slots. The raw characters and the value keep ASCII digits (see MaskFormat+Digits.swift).
  private(set) var shownDigits: [Unicode.Scalar]?
  /// Why text in this format is incomplete (made once: judging a keystroke builds no message).
  let incompleteReason: Reason

  /// Reads a format; custom `notations` add slot characters.
  public init(_ source: String, notations: [MaskNotation] = []) throws(MaskFormatError) {
    self.source = source
    let parsed = try MaskFormatParser(source: source, notations: notations).parse()
    var elements: [MaskElement] = []
    var endless = false
    for element in parsed {
      elements.append(element)
      if case .slot(let slot) = element, slot.repeats {
        endless = true
        break
      }
    }
    guard elements.contains(where: { if case .slot = $0 { return true } else { return false } })
    else {
      throw MaskFormatError(
        problem: .noSlot, offset: 0,
        message: "the format has no slot ([...]), so nothing could be typed in it")
    }
    self.elements = elements
    self.isEndless = endless
    var text = 0
    var value = 0
    for element in elements {
      text += 1
      switch element {
      case .free: break
      case .fixed, .slot: value += 1
      }
    }
    self.totalTextLength = text
    self.totalValueLength = value
    var kinds: CharacterClasses = []
    var custom = false
    for element in elements {
      guard case .slot(let slot) = element else { continue }
      switch slot.kind {
      case .digit: kinds.insert(.digits)
      case .letter: kinds.insert(.letters)
      case .alphanumeric: kinds.formUnion(.alphanumerics)
      case .custom: custom = true
      }
    }
    self.asciiCodes = ASCIIMaskFormat(elements: elements)?.codes
    self.slotKinds = kinds
    self.hasCustomSlots = custom
    self.incompleteReason = Reason(.incomplete, Reason.Facts("mask.incomplete", format: source))
  }

  /// The same format showing the characters of its digit slots in `digits` (ten scalars, 0
  /// through 9, each one UTF-16 unit), or in ASCII digits for `nil`. A format without digit
  /// slots shows no digit and stays as it is, one-pass layout included.
  func showingDigits(_ digits: [Unicode.Scalar]?) -> MaskFormat {
    var copy = self
    let hasDigitSlots = elements.contains { element in
      if case .slot(let slot) = element { return slot.kind == .digit }
      return false
    }
    copy.shownDigits = hasDigitSlots ? digits : nil
    copy.asciiCodes = copy.shownDigits == nil ? ASCIIMaskFormat(elements: elements)?.codes : nil
    return copy
  }

  /// How `slot` shows `taken`, the character it stores: a digit slot's ASCII digit in the
  /// format's digits; anything else as stored.
  @inline(__always)
  func shown(_ taken: Character, by slot: MaskSlot) -> Character {
    guard let shownDigits, slot.kind == .digit, let byte = taken.asciiValue,
      byte >= 0x30 && byte <= 0x39
    else { return taken }
    return Character(shownDigits[Int(byte - 0x30)])
  }

  /// The number of slots a value fills at most (`Int.max` for an endless format).
  public var slotCapacity: Int {
    if isEndless { return Int.max }
    var count = 0
    for element in elements {
      if case .slot = element { count += 1 }
    }
    return count
  }

  /// The whole format with each slot shown as `hint`: `+7 (___) ___-__-__` for an empty phone
  /// field. Literals show themselves; a `…` shows nothing.
  public func placeholder(hint: Character = "_") -> String {
    var result = ""
    for element in elements {
      switch element {
      case .free(let c), .fixed(let c): result.append(c)
      case .slot(let slot): if !slot.repeats { result.append(hint) }
      }
    }
    return result
  }

  /// Whether both formats are written alike, read alike (the same slots, custom notations
  /// included) and show the same digits. What else a format keeps is made from these.
  public static func == (lhs: MaskFormat, rhs: MaskFormat) -> Bool {
    lhs.source == rhs.source && lhs.elements == rhs.elements && lhs.shownDigits == rhs.shownDigits
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(elements)
    hasher.combine(shownDigits)
  }
}

/// One step of a format.
enum MaskElement: Hashable, Sendable {
  /// Shown, not in the value.
  case free(Character)
  /// Shown and in the value.
  case fixed(Character)
  /// A place for one character of the value.
  case slot(MaskSlot)

  var literal: Character? {
    switch self {
    case .free(let c), .fixed(let c): return c
    case .slot: return nil
    }
  }
}

/// A place in a format for one character (or, repeating, any number) of a kind.
struct MaskSlot: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case digit
    case letter
    case alphanumeric
    case custom(MaskNotation)
  }
  var kind: Kind
  var isOptional: Bool
  /// A `…`: takes any number of characters of its kind (never required).
  var repeats: Bool

  /// The character the slot stores for `character`, or `nil` when it does not take it. Decimal
  /// digits of any script are stored as ASCII digits.
  func take(_ character: Character) -> Character? {
    switch kind {
    case .digit:
      return character.asciiDigit
    case .letter:
      return CharacterClasses.letters.matches(character) && !character.isDecimalDigit
        ? character : nil
    case .alphanumeric:
      if let digit = character.asciiDigit { return digit }
      return CharacterClasses.letters.matches(character) ? character : nil
    case .custom(let notation):
      // A digit carrying marks (`5` + U+0301) is not a digit a notation's classes take, as the
      // built-in digit slot does not take it; the notation may list it among its characters.
      if character.unicodeScalars.count > 1, !notation.characters.contains(character),
        character.unicodeScalars.first.map({ $0.properties.numericType == .decimal }) == true
      {
        return nil
      }
      // The notation is asked about the character as typed, then about its ASCII digit (a
      // digit of another script is the ASCII digit a notation may name). A digit is stored as
      // ASCII only when the notation takes the ASCII digit: a notation of the Arabic-Indic
      // digits keeps them as typed.
      let digit = character.asciiDigit
      if let digit, digit != character, notation.takes(digit) { return digit }
      return notation.takes(character) ? character : nil
    }
  }

  /// What a slot of this kind is called in messages: its kind's key (`digit`, `letter`,
  /// `alphanumeric` or `custom`) as `name`, a custom notation's character as `symbol`.
  var kindName: (name: String, symbol: String?) {
    switch kind {
    case .digit: return ("digit", nil)
    case .letter: return ("letter", nil)
    case .alphanumeric: return ("alphanumeric", nil)
    case .custom(let notation): return ("custom", String(notation.character))
    }
  }
}

/// A slot character a mask spec defines besides the built-in ones (`0 9 A a _ -`).
public struct MaskNotation: Hashable, Sendable {
  /// The character that stands for the slot inside `[...]`.
  public var character: Character
  /// Characters the slot takes.
  public var characters: String
  /// Classes of characters the slot takes.
  public var classes: CharacterClasses
  /// Whether the slot may stay empty.
  public var isOptional: Bool

  /// A notation whose slot takes `characters` and any character of `classes`, and may stay empty
  /// when `isOptional`. A `character` the format syntax reserves (the built-in slots `0 9 A a _ -`,
  /// brackets, braces) makes reading a format with it throw `reservedNotation`.
  public init(
    character: Character, characters: String = "", classes: CharacterClasses = [],
    isOptional: Bool = false
  ) {
    self.character = character
    self.characters = characters
    self.classes = classes
    self.isOptional = isOptional
  }

  func takes(_ c: Character) -> Bool {
    classes.matches(c) || characters.contains(c)
  }

  /// The characters no notation may stand for: the built-in slots and the format's syntax.
  static let reserved: [Character] = ["0", "9", "A", "a", "_", "-", "…", "[", "]", "{", "}", "\\"]
}

/// Why a format cannot be read, and where.
public struct MaskFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which rule of the format syntax is broken; `message` says it for people.
  public enum Problem: String, Hashable, Sendable {
    case empty
    case unclosedBracket
    case unclosedBrace
    case nestedBrackets
    case unmatchedClosing
    case emptyBlock
    case unknownSlot
    case danglingEscape
    case reservedNotation
    case duplicateNotation
    case noSlot
  }
  /// What is wrong.
  public var problem: Problem
  /// The character offset in the format where it is (0 for problems of the whole format, and
  /// the notation's index for notation problems).
  public var offset: Int
  /// A sentence saying what is wrong and where.
  public var message: String

  /// The message, which names the problem and where it is.
  public var description: String { message }
}

/// Reads a format into elements, as `MaskFormat` describes.
struct MaskFormatParser {
  let source: String
  let notations: [MaskNotation]

  func parse() throws(MaskFormatError) -> [MaskElement] {
    for (index, notation) in notations.enumerated() {
      if MaskNotation.reserved.contains(notation.character) {
        throw MaskFormatError(
          problem: .reservedNotation, offset: index,
          message:
            "notation “\(notation.character)” redefines a character of the format syntax "
            + "(0 9 A a _ - … [ ] { } \\ are built in)")
      }
      if notations[..<index].contains(where: { $0.character == notation.character }) {
        throw MaskFormatError(
          problem: .duplicateNotation, offset: index,
          message: "notation “\(notation.character)” is defined twice")
      }
    }
    if source.isEmpty {
      throw MaskFormatError(problem: .empty, offset: 0, message: "the format is empty")
    }
    enum Place { case outside, value, fixed }
    var place = Place.outside
    var opened = 0
    var escaped = false
    var block: [(character: Character, offset: Int)] = []
    var elements: [MaskElement] = []
    var offset = -1
    for character in source {
      offset += 1
      if escaped {
        escaped = false
        switch place {
        case .outside: elements.append(.free(character))
        case .fixed: elements.append(.fixed(character))
        case .value:
          throw MaskFormatError(
            problem: .unknownSlot, offset: offset,
            message:
              "“\\\(character)” at offset \(offset) is inside [...], which holds only slot characters"
          )
        }
        continue
      }
      switch character {
      case "\\":
        escaped = true
      case "[", "{":
        guard place == .outside else {
          throw MaskFormatError(
            problem: .nestedBrackets, offset: offset,
            message:
              "“\(character)” at offset \(offset) opens a block inside the block opened at offset \(opened); blocks cannot nest"
          )
        }
        place = character == "[" ? .value : .fixed
        opened = offset
        block = []
      case "]":
        guard place == .value else {
          throw unmatched(character, at: offset)
        }
        guard !block.isEmpty else {
          throw MaskFormatError(
            problem: .emptyBlock, offset: opened,
            message: "the [] at offset \(opened) holds no slot")
        }
        elements += try slots(of: block)
        place = .outside
      case "}":
        guard place == .fixed else { throw unmatched(character, at: offset) }
        if offset == opened + 1 {
          throw MaskFormatError(
            problem: .emptyBlock, offset: opened,
            message: "the {} at offset \(opened) holds no character")
        }
        place = .outside
      default:
        switch place {
        case .outside: elements.append(.free(character))
        case .fixed: elements.append(.fixed(character))
        case .value: block.append((character, offset))
        }
      }
    }
    if escaped {
      throw MaskFormatError(
        problem: .danglingEscape, offset: offset,
        message: "the “\\” at offset \(offset) ends the format and escapes nothing")
    }
    switch place {
    case .outside: break
    case .value:
      throw MaskFormatError(
        problem: .unclosedBracket, offset: opened,
        message: "the “[” at offset \(opened) is never closed with “]”")
    case .fixed:
      throw MaskFormatError(
        problem: .unclosedBrace, offset: opened,
        message: "the “{” at offset \(opened) is never closed with “}”")
    }
    return elements
  }

  func unmatched(_ character: Character, at offset: Int) -> MaskFormatError {
    MaskFormatError(
      problem: .unmatchedClosing, offset: offset,
      message: "“\(character)” at offset \(offset) closes no block (escape it as “\\\(character)”)")
  }

  /// The slots of one `[...]` block: split where digit, letter and letter-or-digit slots meet,
  /// each part with required slots first and `…` last.
  func slots(of block: [(character: Character, offset: Int)]) throws(MaskFormatError)
    -> [MaskElement]
  {
    enum Family { case digit, letter, alphanumeric }
    struct Spec {
      var slot: MaskSlot
      var family: Family?
      var isEllipsis: Bool
    }
    var specs: [Spec] = []
    for (character, offset) in block {
      switch character {
      case "0":
        specs.append(
          Spec(
            slot: .init(kind: .digit, isOptional: false, repeats: false), family: .digit,
            isEllipsis: false))
      case "9":
        specs.append(
          Spec(
            slot: .init(kind: .digit, isOptional: true, repeats: false), family: .digit,
            isEllipsis: false))
      case "A":
        specs.append(
          Spec(
            slot: .init(kind: .letter, isOptional: false, repeats: false), family: .letter,
            isEllipsis: false))
      case "a":
        specs.append(
          Spec(
            slot: .init(kind: .letter, isOptional: true, repeats: false), family: .letter,
            isEllipsis: false))
      case "_":
        specs.append(
          Spec(
            slot: .init(kind: .alphanumeric, isOptional: false, repeats: false),
            family: .alphanumeric, isEllipsis: false))
      case "-":
        specs.append(
          Spec(
            slot: .init(kind: .alphanumeric, isOptional: true, repeats: false),
            family: .alphanumeric, isEllipsis: false))
      case "…":
        specs.append(
          Spec(
            slot: .init(kind: .alphanumeric, isOptional: true, repeats: true), family: nil,
            isEllipsis: true))
      default:
        guard let notation = notations.first(where: { $0.character == character }) else {
          throw MaskFormatError(
            problem: .unknownSlot, offset: offset,
            message:
              "“\(character)” at offset \(offset) is not a slot character (0 9 A a _ - … or a notation); write literals outside [...] or in {...}"
          )
        }
        specs.append(
          Spec(
            slot: .init(kind: .custom(notation), isOptional: notation.isOptional, repeats: false),
            family: nil, isEllipsis: false))
      }
    }
    // Split where the family changes.
    var parts: [[Spec]] = []
    var current: [Spec] = []
    var family: Family?
    for spec in specs {
      if let f = spec.family, let known = family, f != known {
        parts.append(current)
        current = []
        family = nil
      }
      if let f = spec.family { family = f }
      current.append(spec)
    }
    if !current.isEmpty { parts.append(current) }
    var result: [MaskElement] = []
    for part in parts {
      let required = part.filter { !$0.isEllipsis && !$0.slot.isOptional }
      let optional = part.filter { !$0.isEllipsis && $0.slot.isOptional }
      let ellipses = part.filter { $0.isEllipsis }
      let ordered = required + optional
      for spec in ordered { result.append(.slot(spec.slot)) }
      if !ellipses.isEmpty {
        // `…` repeats the kind of the slot before it (a letter or digit after none).
        var slot = MaskSlot(kind: .alphanumeric, isOptional: true, repeats: true)
        if let last = ordered.last { slot.kind = last.slot.kind }
        result.append(.slot(slot))
      }
    }
    return result
  }
}
