import InputRules

/// The `text` kind: free text with accepted and excluded characters, a maximum length, case
/// conversion and what pastes that do not fit do.
public struct TextSpec: KindSpec {
  public static let kind = "text"
  package static let example = KindExample(
    spec: #"{"kind":"text","allowed":"aeiouAEIOU","maxLength":6}"#, keys: "aeiou", label: "Vowels")
  package static let localeData = LocaleData.none
  public static let keys = [
    "allowed", "excluded", "allowedClasses", "excludedClasses", "case", "onPaste", "onOverflow",
    "multiline",
  ]

  public var common: CommonSpec
  /// `allowed`: the characters accepted (with `allowedClasses`); `nil` accepts all.
  public var allowed: String?
  /// `excluded`: characters refused even when allowed.
  public var excluded: String?
  /// `allowedClasses`: named classes accepted.
  public var allowedClasses: CharacterClasses?
  /// `excludedClasses`: named classes refused.
  public var excludedClasses: CharacterClasses?
  /// `case`: the case typed letters are converted to.
  public var letterCase: TextRule.LetterCase?
  /// `onPaste`: `filter` (default) or `reject`.
  public var onPaste: TextRule.PastePolicy
  /// `onOverflow`: `truncate` (default) or `reject`.
  public var onOverflow: TextRule.OverflowPolicy
  /// `multiline`: whether newlines and tabs are accepted.
  public var multiline: Bool

  public init(
    common: CommonSpec = CommonSpec(), allowed: String? = nil, excluded: String? = nil,
    allowedClasses: CharacterClasses? = nil, excludedClasses: CharacterClasses? = nil,
    letterCase: TextRule.LetterCase? = nil, onPaste: TextRule.PastePolicy = .filter,
    onOverflow: TextRule.OverflowPolicy = .truncate, multiline: Bool = false
  ) {
    self.common = common
    self.allowed = allowed
    self.excluded = excluded
    self.allowedClasses = allowedClasses
    self.excludedClasses = excludedClasses
    self.letterCase = letterCase
    self.onPaste = onPaste
    self.onOverflow = onOverflow
    self.multiline = multiline
  }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    let classNames = CharacterClasses.named.map { (name: $0.name, value: $0.classes) }
    func classes(_ key: String) throws(SpecError) -> CharacterClasses? {
      try reader.choices(key, from: classNames).map { CharacterClasses($0) }
    }
    self.init(
      common: common,
      allowed: try reader.string("allowed"),
      excluded: try reader.string("excluded"),
      allowedClasses: try classes("allowedClasses"),
      excludedClasses: try classes("excludedClasses"),
      letterCase: try reader.choice("case", from: [("upper", .upper), ("lower", .lower)]),
      onPaste: try reader.choice("onPaste", from: [("filter", .filter), ("reject", .reject)])
        ?? .filter,
      onOverflow: try reader.choice(
        "onOverflow", from: [("truncate", .truncate), ("reject", .reject)]) ?? .truncate,
      multiline: try reader.bool("multiline") ?? false)
    try check()
  }

  /// Refuses combinations that cannot work.
  private func check() throws(SpecError) {
    let allowsNothing = (allowed ?? "").isEmpty && (allowedClasses ?? []).isEmpty
    if allowed != nil || allowedClasses != nil, allowsNothing {
      let key = allowed != nil ? "allowed" : "allowedClasses"
      throw SpecError(key: key, "\(JSON.quoted(key)) is empty: the field would accept nothing")
    }
    // Control characters and line breaks are rare: look for their scalars before for clusters.
    let mayHoldControls = (allowed ?? "").unicodeScalars.contains {
      $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) || $0.value == 0x2028
        || $0.value == 0x2029
    }
    for character in mayHoldControls ? allowed ?? "" : "" where character.isControlOrLineBreak {
      let isLineBreakOrTab = ["\n", "\r\n", "\r", "\t", "\u{2028}", "\u{2029}"].contains(character)
      if isLineBreakOrTab && multiline { continue }
      throw SpecError(
        key: "allowed",
        isLineBreakOrTab
          ? "\"allowed\" contains \(character.visibleDescription), which only a multi-line field accepts (add \"multiline\": true)"
          : "\"allowed\" contains the control character \(character.visibleDescription), which no field accepts"
      )
    }
  }

  /// The rule this spec describes.
  package func rule(in context: RuleContext) -> TextRule {
    var rule = TextRule()
    if let allowed { rule = rule.allowing(allowed) }
    if let allowedClasses { rule = rule.allowing(allowedClasses) }
    if let excluded { rule = rule.excluding(excluded) }
    if let excludedClasses { rule = rule.excluding(excludedClasses) }
    if let maxLength = common.maxLength {
      rule = rule.maximumLength(maxLength, in: common.lengthUnit)
    }
    if let letterCase { rule = rule.converting(to: letterCase) }
    return rule.onPaste(onPaste).onOverflow(onOverflow).multiline(multiline)
  }

  /// What a fresh field takes: a number pad for digits only.
  package func keyboard(for rule: TextRule) -> Keyboard { .probing(AnyInputRule(rule)) }

}
