@testable import InputRules

/// Checks of catalog templates: the syntax a translator may get wrong.
enum TemplateCheck {
  /// The facts a template may name, and the arguments that choose by a count.
  static let factNames: Set<String> = [
    "character", "text", "limit", "number", "unit", "lowerBound", "upperBound", "format", "name",
    "symbol", "subject", "month", "options", "someOptions", "choices", "cause",
  ]
  static let countNames: Set<String> = ["limit", "number", "month", "options"]

  /// What is wrong with a catalog template, for the catalog tests: unbalanced braces, an unknown
  /// fact, a plural of a fact that is no count, a plural or select without `other`, a plural
  /// category the language does not have. Empty when it is well formed.
  static func problems(in template: String, categories: Set<String>) -> [String] {
    var problems: [String] = []
    let scalars = Array(template.unicodeScalars)
    var at = 0
    var names: Set<String> = []
    check(scalars, &at, depth: 0, categories: categories, into: &problems, names: &names)
    if at < scalars.count { problems.append("an unmatched “}” at \(at)") }
    return problems
  }

  /// The facts a template names, in every branch (a branch's text, such as `other {character}`,
  /// names nothing).
  static func namedFacts(in template: String) -> Set<String> {
    var problems: [String] = []
    var names: Set<String> = []
    let scalars = Array(template.unicodeScalars)
    var at = 0
    check(scalars, &at, depth: 0, categories: ["other"], into: &problems, names: &names)
    return names
  }

  private static func check(
    _ s: [Unicode.Scalar], _ at: inout Int, depth: Int, categories: Set<String>,
    into problems: inout [String], names: inout Set<String>
  ) {
    while at < s.count {
      if s[at] == "}" { return }
      guard s[at] == "{" else {
        at += 1
        continue
      }
      at += 1
      var name = ""
      while at < s.count, s[at] != ",", s[at] != "}", s[at] != "{" {
        if s[at] != " " { name.unicodeScalars.append(s[at]) }
        at += 1
      }
      if !factNames.contains(name) { problems.append("an unknown fact “\(name)”") }
      names.insert(name)
      guard at < s.count else {
        problems.append("“{\(name)” is not closed")
        return
      }
      if s[at] == "}" {
        at += 1
        continue
      }
      guard s[at] == "," else {
        problems.append("“{\(name)” is followed by “{”")
        return
      }
      at += 1
      var kind = ""
      while at < s.count, s[at] != ",", s[at] != "}" {
        if s[at] != " " { kind.unicodeScalars.append(s[at]) }
        at += 1
      }
      if kind != "plural" && kind != "select" {
        problems.append("“\(kind)” is neither plural nor select")
      }
      if kind == "plural" && !countNames.contains(name) {
        problems.append("“\(name)” is no count to choose a plural by")
      }
      if at < s.count, s[at] == "," { at += 1 }
      var keys: [String] = []
      while at < s.count {
        while at < s.count, s[at] == " " { at += 1 }
        if at >= s.count || s[at] == "}" { break }
        var key = ""
        while at < s.count, s[at] != "{", s[at] != " ", s[at] != "}" {
          key.unicodeScalars.append(s[at])
          at += 1
        }
        while at < s.count, s[at] == " " { at += 1 }
        guard at < s.count, s[at] == "{" else {
          problems.append("the branch “\(key)” of “\(name)” has no body")
          return
        }
        at += 1
        check(
          s, &at, depth: depth + 1, categories: categories, into: &problems, names: &names)
        guard at < s.count else {
          problems.append("the branch “\(key)” of “\(name)” is not closed")
          return
        }
        at += 1
        keys.append(key)
        if kind == "plural" && !key.hasPrefix("=") && !categories.contains(key) {
          problems.append("“\(key)” is not a plural category of the language")
        }
      }
      guard at < s.count else {
        problems.append("“{\(name), \(kind)” is not closed")
        return
      }
      at += 1
      if !keys.contains("other") { problems.append("“\(name)” has no “other” branch") }
    }
  }
}

extension ReasonCatalog {
  /// The plural categories a catalog's language has, for the catalog tests.
  static func pluralCategories(catalog index: Int) -> Set<String> {
    var found: Set<String> = []
    for n in Array(0..<1200) + [1_000_000, 2_000_000] {
      found.insert(PluralCategory.of(n, rules: languages[index].plurals).rawValue)
    }
    found.insert("other")
    return found
  }
}
