import ArgumentParser
import InputRules
import InputRulesSpec

/// `inputrules check`: complete entries judged strictly, one output line each.
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check complete entries against a rule.",
    discussion: """
      Each value (or each line of standard input when no value is given) must be acceptable \
      exactly as written, as if typed into an empty field and committed, with nothing dropped, \
      converted, truncated or completed. Prints valid<TAB>canonical value or \
      invalid<TAB>reason code<TAB>message per entry. Exits 0 when all are valid, 1 otherwise. \
      Put -- before values that start with '-'.
      """)

  @OptionGroup var options: RuleOptions

  @Argument(help: ArgumentHelp("Entries to check.", valueName: "value"))
  var values: [String] = []

  func run() throws {
    let rule = try options.makeRule()
    if !checkEntries(values, under: rule) { throw ExitCode.failure }
  }
}

/// Checks the given entries, or standard input's lines when there are none; `false` when any is
/// invalid.
private func checkEntries<R: InputRule>(_ values: [String], under rule: R) -> Bool {
  var allValid = true
  func report(_ verdict: StrictEntry.Verdict) {
    switch verdict {
    case .valid(let canonical):
      StandardStreams.writeOutput("valid\t" + visible(canonical))
    case .invalid(let reason):
      allValid = false
      StandardStreams.writeOutput(
        "invalid\t" + visible(reason.code.rawValue) + "\t" + visible(reason.message))
    }
  }
  if !values.isEmpty {
    for value in values { report(StrictEntry.check(value, under: rule)) }
    return allValid
  }
  var reader = LineReader()
  while var bytes = reader.next() {
    // A CR before the line feed is the line ending of a CRLF file, not part of the entry.
    if bytes.last == 0x0D { bytes.removeLast() }
    guard let line = String(validating: bytes, as: UTF8.self) else {
      report(.invalid(Reason("invalidEncoding", "The line is not valid UTF-8.")))
      continue
    }
    report(StrictEntry.check(line, under: rule))
  }
  return allValid
}

/// A field of the tab-separated output kept on one line: control characters (tabs and line
/// breaks of multi-line values included) are written as `\u{X}`.
private func visible(_ text: String) -> String {
  var result = ""
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
      result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}
