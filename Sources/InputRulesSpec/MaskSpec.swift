import InputRules
import InputRulesMasks
import InputRulesNumbers

/// The `mask` kind: a fixed layout (a phone number, a postcode, a code) in input-mask-ios's
/// format syntax, `+1 ([000]) [000]-[0000]`. The value's canonical string is the extracted value:
/// the slot characters and the `{}` literals (`"5551234567"`). The digit slots show the digits
/// the locale writes numbers with (`+1 (٥٥٥) ١٢٣-٤٥٦٧` in ar_EG); the value keeps ASCII digits.
public struct MaskSpec: KindSpec {
  public static let kind = "mask"
  package static let example = KindExample(
    spec: #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]"}"#, keys: "5551234567", label: "Phone"
  )
  package static let localeData = LocaleData.numbers
  public static let keys = [
    "format", "formats", "affinity", "notations", "autocomplete", "autoskip",
    "backspaceOverLiteral", "overwrite", "onCommit",
  ]
  /// The keys of one notation's object.
  public static let notationKeys = ["characters", "classes", "optional"]

  public var common: CommonSpec
  /// `format`: the primary format. Required unless `formats` is given.
  public var format: String?
  /// `formats`: with `format`, the other formats; alone, all of them, the first primary.
  public var formats: [String]
  /// `affinity`: how a format is chosen among several (`wholeString` by default).
  public var affinity: MaskAffinity
  /// `notations`: slot characters besides the built-in ones, in the order written.
  public var notations: [MaskNotation]
  /// `autocomplete`: whether the literals after a typed character are shown at once (default
  /// true).
  public var autocomplete: Bool
  /// `autoskip`: whether Backspace over the literals at the end also removes the slot character
  /// before them (default false).
  public var autoskip: Bool
  /// `backspaceOverLiteral`: `deleteSlot` (default) or `skip`.
  public var backspaceOverLiteral: LiteralDeletion
  /// `overwrite`: whether typed characters replace the slot characters after them (default
  /// false).
  public var overwrite: Bool
  /// `onCommit`: what ending an incomplete edit does: `keep` (default), `revert` or `clear`.
  public var onCommit: MaskCommit

  public init(
    common: CommonSpec = CommonSpec(), format: String? = nil, formats: [String] = [],
    affinity: MaskAffinity = .wholeString, notations: [MaskNotation] = [],
    autocomplete: Bool = true, autoskip: Bool = false,
    backspaceOverLiteral: LiteralDeletion = .deleteSlot, overwrite: Bool = false,
    onCommit: MaskCommit = .keep
  ) {
    self.common = common
    self.format = format
    self.formats = formats
    self.affinity = affinity
    self.notations = notations
    self.autocomplete = autocomplete
    self.autoskip = autoskip
    self.backspaceOverLiteral = backspaceOverLiteral
    self.overwrite = overwrite
    self.onCommit = onCommit
  }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    let format = try reader.string("format")
    let formats = try Self.formats(reader)
    if format == nil {
      guard let formats else {
        throw SpecError(
          key: "format",
          "missing \"format\": a mask such as \"+1 ([000]) [000]-[0000]\" (or \"formats\", an "
            + "array of them)")
      }
      if formats.isEmpty {
        throw SpecError(key: "formats", "\"formats\" is empty: a mask needs at least one format")
      }
    }
    self.init(
      common: common, format: format, formats: formats ?? [],
      affinity: try reader.choice(
        "affinity", from: MaskAffinity.allCases.map { ($0.rawValue, $0) }) ?? .wholeString,
      notations: try Self.notations(reader),
      autocomplete: try reader.bool("autocomplete") ?? true,
      autoskip: try reader.bool("autoskip") ?? false,
      backspaceOverLiteral: try reader.choice(
        "backspaceOverLiteral", from: LiteralDeletion.allCases.map { ($0.rawValue, $0) })
        ?? .deleteSlot,
      overwrite: try reader.bool("overwrite") ?? false,
      onCommit: try reader.choice("onCommit", from: MaskCommit.allCases.map { ($0.rawValue, $0) })
        ?? .keep)
    if reader.value("affinity") != nil && allFormats.count < 2 {
      throw SpecError(
        key: "affinity",
        "\"affinity\" chooses among several formats, but the mask has one (add \"formats\")")
    }
    let parsed = try parsedFormats()
    if let maxLength = common.maxLength {
      try Self.checkMaxLength(
        maxLength, in: common.lengthUnit, against: mask(parsed), notations: notations)
    }
  }

  /// Refuses a `maxLength` no complete text fits in: the shortest text typing makes valid in
  /// any format (literals included, as the field shows them) must fit.
  private static func checkMaxLength(
    _ maxLength: Int, in unit: LengthUnit, against rule: MaskRule, notations: [MaskNotation]
  ) throws(SpecError) {
    var shortest: String?
    for format in rule.formats {
      var single = MaskRule(formats: [format])
      single.autocomplete = rule.autocomplete
      guard let text = shortestCompleteText(single, notations: notations) else { continue }
      if unit.length(of: text) <= maxLength { return }
      if shortest.map({ unit.length(of: text) < unit.length(of: $0) }) ?? true { shortest = text }
    }
    guard let shortest else { return }
    throw SpecError(
      key: "maxLength",
      "\"maxLength\" (\(maxLength)) is too short for any complete value of the mask: "
        + "\(JSON.quoted(shortest)) needs \(unit.counted(unit.length(of: shortest)))")
  }

  /// The text a field under `rule` shows once it first becomes valid, typing at each step the
  /// first key it takes of a few that fill the common slots (`0`, `a`, a space) and one
  /// character of each notation. Required slots come before optional ones, so this fills only
  /// the required ones. `nil` when no such key is taken.
  ///
  /// The field is the `InputField<AnyInputRule>` a spec's field is, not an `InputField<MaskRule>`,
  /// which compiled the whole engine once more for this check alone.
  private static func shortestCompleteText(_ rule: MaskRule, notations: [MaskNotation])
    -> String?
  {
    var keys: [String] = ["0", "a", " "]
    for notation in notations {
      if let first = notation.characters.first { keys.append(String(first)) }
    }
    var field = InputField(rule: AnyInputRule(rule))
    for _ in 0..<1_000 {
      if field.validity == .valid { return field.text }
      guard keys.contains(where: { field.type($0).outcome != .rejected }) else { return nil }
    }
    return nil
  }

  /// `formats` as written: an array of strings.
  private static func formats(_ reader: SpecReader) throws(SpecError) -> [String]? {
    guard let value = reader.value("formats") else { return nil }
    guard case .array(let elements) = value else {
      throw .invalid("formats", mustBe: "an array of strings", got: value)
    }
    var formats: [String] = []
    for (position, element) in elements.enumerated() {
      guard case .string(let format) = element else {
        throw SpecError(
          key: "formats",
          "\"formats\"[\(position)] must be a string, got \(element.shortDescription)")
      }
      formats.append(format)
    }
    return formats
  }

  /// `notations` as written: an object whose keys are single characters, each holding
  /// `{"characters": "...", "classes": [...], "optional": bool}`.
  private static func notations(_ reader: SpecReader) throws(SpecError) -> [MaskNotation] {
    guard let value = reader.value("notations") else { return [] }
    guard case .object(let object) = value else {
      throw .invalid(
        "notations", mustBe: "an object such as {\"D\":{\"characters\":\"0123\"}}", got: value)
    }
    var notations: [MaskNotation] = []
    for member in object.members {
      let path = "\"notations\"[\(JSON.quoted(member.key))]"
      guard member.key.count == 1, let character = member.key.first else {
        throw SpecError(
          key: "notations",
          "\"notations\" key \(JSON.quoted(member.key)) must be a single character, the one "
            + "that stands for the slot inside [...]")
      }
      guard case .object(let fields) = member.value else {
        throw SpecError(
          key: "notations",
          "\(path) must be an object such as {\"characters\":\"0123\",\"optional\":true}, got "
            + member.value.shortDescription)
      }
      let notation = try Self.notation(character, fields, path: path)
      // The format syntax's own characters and the built-in slots cannot be redefined; the
      // format reader says which they are.
      do {
        _ = try MaskFormat("[\(character)]", notations: [notation])
      } catch {
        throw SpecError(key: "notations", "\(path): \(error.message)")
      }
      notations.append(notation)
    }
    return notations
  }

  /// One notation's object, read with errors that name its place (`"notations"["D"]`).
  private static func notation(_ character: Character, _ fields: JSONObject, path: String)
    throws(SpecError) -> MaskNotation
  {
    for key in fields.keys where !notationKeys.contains(key) {
      var message = "unknown key \(JSON.quoted(key)) in \(path)"
      if let suggestion = closestKey(to: key, in: notationKeys) {
        message += " (did you mean \(JSON.quoted(suggestion))?)"
      }
      message += "; known keys: " + notationKeys.map(JSON.quoted).joined(separator: ", ")
      throw SpecError(key: "notations", message)
    }
    var notation = MaskNotation(character: character)
    if let value = fields["characters"] {
      guard case .string(let characters) = value else {
        throw SpecError(
          key: "notations",
          "\(path)[\"characters\"] must be a string, got \(value.shortDescription)")
      }
      notation.characters = characters
    }
    if let value = fields["classes"] {
      let names = CharacterClasses.named.map { $0.name }
      guard case .array(let elements) = value else {
        throw SpecError(
          key: "notations",
          "\(path)[\"classes\"] must be an array of \(choiceList(names)), got "
            + value.shortDescription)
      }
      var classes: CharacterClasses = []
      for (position, element) in elements.enumerated() {
        guard case .string(let name) = element,
          let named = CharacterClasses.named.first(where: { $0.name == name })
        else {
          throw SpecError(
            key: "notations",
            "\(path)[\"classes\"][\(position)] must be \(choiceList(names)), got "
              + element.shortDescription)
        }
        classes.formUnion(named.classes)
      }
      notation.classes = classes
    }
    if let value = fields["optional"] {
      guard case .bool(let optional) = value else {
        throw SpecError(
          key: "notations",
          "\(path)[\"optional\"] must be true or false, got \(value.shortDescription)")
      }
      notation.isOptional = optional
    }
    if notation.characters.isEmpty && notation.classes.isEmpty {
      throw SpecError(
        key: "notations",
        "\(path) takes no character: give it \"characters\" or \"classes\"")
    }
    return notation
  }

  /// All formats, the first primary: `format`, then `formats`.
  public var allFormats: [String] { (format.map { [$0] } ?? []) + formats }

  /// The formats read, or the first that cannot be, named by its key (`"format"`,
  /// `"formats"[2]`) with the reader's message, which says where in the format the problem is.
  /// A format repeated is refused too: it could never be chosen.
  /// Whether a slot of some format may take a letter: the field then needs a keyboard with
  /// letters.
  package var mayTakeLetters: Bool {
    do {
      return try parsedFormats().contains { $0.mayTakeLetters }
    } catch {
      return true
    }
  }

  private func parsedFormats() throws(SpecError) -> [MaskFormat] {
    var named: [(key: String, place: String, source: String)] = []
    if let format { named.append(("format", "\"format\"", format)) }
    for (position, source) in formats.enumerated() {
      named.append(("formats", "\"formats\"[\(position)]", source))
    }
    var parsed: [MaskFormat] = []
    for (index, entry) in named.enumerated() {
      if let first = named[..<index].first(where: { $0.source == entry.source }) {
        throw SpecError(
          key: entry.key,
          "\(entry.place) \(JSON.quoted(entry.source)) repeats \(first.place)")
      }
      do {
        parsed.append(try MaskFormat(entry.source, notations: notations))
      } catch {
        throw SpecError(
          key: entry.key, "\(entry.place) \(JSON.quoted(entry.source)): \(error.message)")
      }
    }
    return parsed
  }

  /// The rule this spec describes, its digit slots showing the digits the locale writes numbers
  /// with (resolved once here with its number symbols: Arabic-Indic in ar_EG).
  package func rule(in context: RuleContext) throws(SpecError) -> MaskRule {
    var rule = mask(try parsedFormats())
    rule = rule.showingDigits(context.numberSymbols.digits) ?? rule
    if let maxLength = common.maxLength {
      rule = rule.maximumLength(maxLength, in: common.lengthUnit)
    }
    return rule
  }

  /// `check` types an entry with the literals written in it, and only those: the literals a
  /// format would write after a typed character (autocomplete) are not added, so that with
  /// several formats an entry is laid out in the format its own characters choose, as
  /// `setValue` lays out a value (`19.2231` in `[00]{.}[00]{.}[00]` and `[00]{.}[0000]`, which
  /// would otherwise gain the first format's `.` after `19.22` and end as `19.22.31`).
  package func checkRule(in context: RuleContext) throws(SpecError) -> MaskRule {
    try rule(in: context).autocompleting(false)
  }

  /// Letters when a slot of some format may take a letter, a number pad otherwise.
  package func keyboard(for rule: MaskRule) -> Keyboard { mayTakeLetters ? .text : .numeric }

  /// The rule with `formats` and this spec's settings, without a maximum length.
  private func mask(_ formats: [MaskFormat]) -> MaskRule {
    MaskRule(formats: formats)
      .choosingFormats(by: affinity)
      .autocompleting(autocomplete)
      .autoskipping(autoskip)
      .deletingOverLiterals(backspaceOverLiteral)
      .overwriting(overwrite)
      .committingIncomplete(onCommit)
  }

}
