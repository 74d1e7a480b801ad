/// One catalog template told with one reason's facts in one language.
///
/// The syntax is a small part of ICU MessageFormat: `{fact}`, `{fact, plural, =0 {…} one {…}
/// other {…}}` with `#` for the count, and `{fact, select, value {…} other {…}}`. A fact the
/// reason lacks is told as nothing, never as its placeholder. In a right-to-left language every
/// fact put in is wrapped in first-strong isolates (U+2068 … U+2069), so a Latin word, a number
/// or a quoted character inside an Arabic or Hebrew sentence displays in order.
struct MessageTemplate {
  let template: [Unicode.Scalar]
  let facts: Reason.Facts
  let language: Language
  /// Whether values are isolated: in a right-to-left language, and in English told in its place.
  let isolates: Bool

  init(_ template: String, facts: Reason.Facts, language: Language, isolates: Bool? = nil) {
    self.template = Array(template.unicodeScalars)
    self.facts = facts
    self.language = language
    self.isolates = isolates ?? language.isRightToLeft
  }

  /// The most arguments nested in one another that are told; deeper ones (only an app's own
  /// template could hold them) are told as nothing, so no template can exhaust the stack.
  static let deepestArgument = 8

  /// Whether an app's template can be told: its braces balance and nest no deeper than the
  /// renderer tells. A template that cannot is not used (the built-in sentence is told).
  static func isWellFormed(_ template: String) -> Bool {
    var depth = 0
    for scalar in template.unicodeScalars {
      if scalar == "{" {
        depth += 1
        if depth > 2 * deepestArgument { return false }
      } else if scalar == "}" {
        depth -= 1
        if depth < 0 { return false }
      }
    }
    return depth == 0
  }

  func rendered() -> String {
    var out = ""
    var at = 0
    render(from: &at, in: Branch(count: nil, isPlural: false, depth: 0), into: &out)
    return out
  }

  /// Where a branch is told: the count its `#` stands for, in a plural, and how deep it is.
  private struct Branch {
    var count: Int?
    var isPlural: Bool
    var depth: Int
  }

  /// Tells the template from `at` up to the `}` that closes the current branch (or its end).
  private func render(from at: inout Int, in branch: Branch, into out: inout String) {
    while at < template.count {
      let scalar = template[at]
      if scalar == "}" { return }
      if scalar == "#" && branch.isPlural {
        // A plural of a fact the reason lacks tells its count as nothing.
        if let count = branch.count { out += isolated(number(count)) }
        at += 1
      } else if scalar == "{" {
        at += 1
        if branch.depth >= Self.deepestArgument {
          skipBranch(&at)
        } else {
          argument(from: &at, in: branch, into: &out)
        }
      } else {
        out.unicodeScalars.append(scalar)
        at += 1
      }
    }
  }

  /// `{name}`, `{name, plural, …}` or `{name, select, …}`, from after its `{` to after its `}`.
  private func argument(from at: inout Int, in branch: Branch, into out: inout String) {
    let name = word(from: &at)
    skipSpaces(&at)
    guard at < template.count, template[at] == "," else {
      if at < template.count { at += 1 }  // "}"
      out += isolated(value(of: name))
      return
    }
    at += 1
    skipSpaces(&at)
    let kind = word(from: &at)
    skipSpaces(&at)
    if at < template.count && template[at] == "," { at += 1 }
    let isPlural = kind.spelling == "plural"
    let number = isPlural ? integer(named: name) : nil
    let choice: String
    if isPlural {
      let rules = ReasonCatalog.languages[language.catalogIndex].plurals
      choice = PluralCategory.of(number ?? 0, rules: rules).rawValue
    } else {
      choice = selectionKey(of: name)
    }
    let exact = number.map { "=\($0)" }
    // Branches: `key {body}` until the closing `}`; the first match is told, else `other`.
    var chosen: Int?
    var other: Int?
    while true {
      skipSpaces(&at)
      guard at < template.count, template[at] != "}" else { break }
      let key = word(from: &at)
      skipSpaces(&at)
      guard at < template.count, template[at] == "{" else { break }
      at += 1
      let body = at
      skipBranch(&at)
      if key == exact || (key == choice && chosen == nil) { chosen = body }
      if key.spelling == "other" { other = body }
    }
    if at < template.count { at += 1 }  // the argument's "}"
    if let start = chosen ?? other {
      var from = start
      let inner =
        isPlural
        ? Branch(count: number, isPlural: true, depth: branch.depth + 1)
        : Branch(count: branch.count, isPlural: branch.isPlural, depth: branch.depth + 1)
      render(from: &from, in: inner, into: &out)
    }
  }

  /// Moves past a branch body to after its closing `}`, nested braces included.
  private func skipBranch(_ at: inout Int) {
    var depth = 1
    while at < template.count {
      let scalar = template[at]
      at += 1
      if scalar == "{" { depth += 1 }
      if scalar == "}" {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  private func word(from at: inout Int) -> String {
    skipSpaces(&at)
    var word = ""
    while at < template.count {
      let scalar = template[at]
      if scalar == "," || scalar == "}" || scalar == "{" || scalar == " " { break }
      word.unicodeScalars.append(scalar)
      at += 1
    }
    return word
  }

  private func skipSpaces(_ at: inout Int) {
    while at < template.count && template[at] == " " { at += 1 }
  }

  private func integer(named name: String) -> Int? {
    switch name.spelling {
    case "limit": return facts.limit
    case "number": return facts.number
    case "month": return facts.month
    case "options": return facts.options.count
    default: return nil
    }
  }

  /// A fact as a `select` compares it: as the reason holds it, not as the sentence tells it
  /// (a character without its quotation marks, a count in ASCII digits).
  private func selectionKey(of name: String) -> String {
    switch name.spelling {
    case "character": return facts.character.map { String($0) } ?? ""
    case "limit": return facts.limit.map { String($0) } ?? ""
    case "number": return facts.number.map { String($0) } ?? ""
    case "month": return facts.month.map { String($0) } ?? ""
    default: return value(of: name)
    }
  }

  /// A fact as the sentence tells it, before isolation.
  private func value(of name: String) -> String {
    switch name.spelling {
    case "character": return facts.character.map(quoted) ?? ""
    case "text": return facts.text.map(Self.excerpt) ?? ""
    case "limit": return facts.limit.map(number) ?? ""
    case "number": return facts.number.map(number) ?? ""
    case "unit": return facts.unit?.rawValue ?? ""
    case "lowerBound": return facts.lowerBound ?? ""
    case "upperBound": return facts.upperBound ?? ""
    case "format": return facts.format ?? ""
    case "name": return facts.name ?? ""
    case "symbol": return facts.symbol ?? ""
    case "subject": return facts.subject?.rawValue ?? ""
    case "month": return facts.month.map(monthName) ?? ""
    case "options": return list(facts.options, last: "@list.or")
    case "choices": return choices()
    case "someOptions": return list(facts.options, last: "@list.middle")
    case "cause": return facts.cause?.message(in: language) ?? ""
    default: return ""
    }
  }

  /// How many characters of typed text a message quotes at most.
  static let quotedLength = 32
  /// How many UTF-8 bytes of typed text a message quotes at most: one character can be a base
  /// and thousands of combining marks.
  static let quotedByteCount = 128

  /// Typed text as a message quotes it: whole when it is short, else its first characters and
  /// an ellipsis. A message names what was typed so that a person finds it; a pasted page or a
  /// megabyte posted to a server would make the message as long, and a terminal's hint line or
  /// a log line unreadable. Reads only the characters it keeps, and never splits one: a
  /// character longer than the byte limit by itself is left out, its place shown by the
  /// ellipsis.
  static func excerpt(_ text: String) -> String {
    var end = text.startIndex
    var count = 0
    var bytes = 0
    while end < text.endIndex {
      let next = text.index(after: end)
      bytes += text.utf8.distance(from: end, to: next)
      guard count < quotedLength, bytes <= quotedByteCount else { break }
      end = next
      count += 1
    }
    guard end < text.endIndex else { return text }
    // Room for the ellipsis: one character fewer when the limit was the count.
    let kept = count == quotedLength ? text.index(before: end) : end
    return String(text[..<kept]) + "…"
  }

  /// The options to choose from as a sentence names them: listed ("S, M or L"), by their first
  /// and last (`choice.range`), or by their number and first few (`choice.many`).
  private func choices() -> String {
    let sentence: Reason.Sentence
    if facts.number != nil {
      sentence = "choice.many"
    } else if facts.options.isEmpty && facts.lowerBound != nil {
      sentence = "choice.range"
    } else {
      return list(facts.options, last: "@list.or")
    }
    var part = facts
    part.sentence = sentence
    return Reason(.noMatchingOption, part).message(in: language)
  }

  /// A value put into a right-to-left sentence keeps its own direction.
  private func isolated(_ value: String) -> String {
    guard isolates, !value.isEmpty else { return value }
    return "\u{2068}" + value + "\u{2069}"
  }

  /// A whole number in the language's digits.
  private func number(_ value: Int) -> String {
    let digits = Array(language.digits.unicodeScalars)
    guard digits.count == 10 else { return String(value) }
    return ShownDigits.writing(String(value), in: digits)
  }

  /// A character in the language's quotation marks; a control character, line break or space
  /// other than U+0020, which would not show, or a bidirectional control, which would reorder
  /// the rest of the sentence, as its code point (`U+000A`, `U+202E`).
  private func quoted(_ character: Character) -> String {
    if let name = character.codePointName { return name }
    let marks = setting("@quotes")?.split(separator: " ") ?? []
    let open = marks.count == 2 ? String(marks[0]) : "“"
    let close = marks.count == 2 ? String(marks[1]) : "”"
    return open + Self.excerpt(String(character)) + close
  }

  private func monthName(_ month: Int) -> String {
    let names = setting("@months")?.split(separator: "|") ?? []
    guard month >= 1, month <= names.count else { return number(month) }
    return String(names[month - 1])
  }

  /// Options as a list: "S, M or L" with `@list.or` joining the last two, or all joined by
  /// `@list.middle` ("S, M, L").
  private func list(_ items: [String], last: String) -> String {
    guard var out = items.first else { return "" }
    let middle = setting("@list.middle") ?? "{0}, {1}"
    let end = setting(last) ?? middle
    for (offset, item) in items.enumerated().dropFirst() {
      let pattern = offset == items.count - 1 ? end : middle
      out = Self.fill(pattern, out, item)
    }
    return out
  }

  private static func fill(_ pattern: String, _ first: String, _ second: String) -> String {
    let scalars = Array(pattern.unicodeScalars)
    var out = ""
    var at = 0
    while at < scalars.count {
      if scalars[at] == "{", at + 2 < scalars.count, scalars[at + 2] == "}" {
        out += scalars[at + 1] == "0" ? first : second
        at += 3
      } else {
        out.unicodeScalars.append(scalars[at])
        at += 1
      }
    }
    return out
  }

  /// A catalog setting (`@quotes`), the language's own or English's.
  private func setting(_ id: String) -> String? {
    ReasonCatalog.template(id, in: language)
      ?? ReasonCatalog.template(id, catalog: 0)
  }
}
