import ArgumentParser
import Foundation
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
      invalid<TAB>reason code<TAB>message per entry, the message in --language (by default \
      the locale's language, English where it has none). Exits 0 when all are valid, 1 otherwise. \
      Negative numbers may be given as they are (-5); other values that start with '-' \
      go after '--'.
      """)

  @OptionGroup var options: RuleOptions

  @Option(
    help: ArgumentHelp(
      "A form spec (JSON, or @path): check the JSON object of field values on standard input "
        + "against the whole form and print its verdict as JSON (docs/cli.md, \"Forms\"). "
        + "Exits 0 when the form is valid, 1 when it is not.",
      valueName: "spec"))
  var form: String?

  // `.unconditional` takes the next argument even when it starts with '-', so that `-1` is
  // reported as a count below 1 rather than as a missing value.
  @Option(
    name: .customLong("max-bytes"), parsing: .unconditional,
    help: ArgumentHelp(
      "Refuse entries longer than this many UTF-8 bytes (reason tooLarge) without judging "
        + "them.",
      valueName: "count"))
  var maximumByteCount: Int?

  // Values are collected with `.allUnrecognized` so that negative numbers (`-5`, `-1.5`) need no
  // `--`; `entries()` then refuses what is shaped like an option, as ArgumentParser would.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "Entries to check. Negative numbers may be given as they are (-5); other values "
        + "that start with '-' go after '--'.",
      valueName: "value"))
  var values: [String] = []

  func validate() throws {
    switch (options.rule, form) {
    case (nil, nil):
      throw ValidationError("Missing expected argument '--rule <spec>' or '--form <spec>'.")
    case (_?, _?): throw ValidationError("--rule and --form cannot be given together.")
    case (nil, _?) where !values.isEmpty:
      throw ValidationError("--form reads the values from standard input, as one JSON object.")
    default: break
    }
    if let maximumByteCount, maximumByteCount < 1 {
      throw ValidationError("--max-bytes must be at least 1, got \(maximumByteCount).")
    }
    _ = try entries()
  }

  func run() throws {
    if let form {
      try checkForm(form)
      return
    }
    let checker = try options.makeChecker(maximumByteCount: maximumByteCount)
    let entries = try entries()
    let texts = CommandLineBytes.validated(entries)
    if !checkEntries(entries.isEmpty ? nil : texts, with: checker) {
      throw ExitCode.failure
    }
  }

  /// The entries in order. Before a `--` (which ArgumentParser leaves among the collected
  /// values), a value shaped like an option (`--name`, `-x`) is an unknown option; after it,
  /// every value is an entry.
  func entries() throws -> [String] {
    guard let terminator = values.firstIndex(of: "--") else {
      try Self.refuseOptions(values)
      return values
    }
    try Self.refuseOptions(values[..<terminator])
    return Array(values[..<terminator] + values[(terminator + 1)...])
  }

  private static func refuseOptions(_ values: some Collection<String>) throws {
    for value in values where looksLikeOption(value) {
      throw ValidationError(
        "Unknown option '\(value)'. Values that start with '-' and a letter go after '--'.")
    }
  }

  /// `--name`, `--name=value` and `-x` are options; `-`, `-5`, `-.5`, `-$5` are values.
  static func looksLikeOption(_ value: String) -> Bool {
    let scalars = Array(value.unicodeScalars.prefix(3))
    guard scalars.count >= 2, scalars[0] == "-" else { return false }
    if scalars[1] == "-" { return scalars.count > 2 }
    return scalars[1].properties.isAlphabetic
  }
}

/// Why an entry whose bytes are not UTF-8 (a line of standard input, or a value on the command
/// line) is invalid.
private func notUTF8(_ entry: String) -> Reason {
  Reason("invalidEncoding", Reason.Facts("entry.invalidEncoding", name: entry))
}

/// Checks the given entries (`nil` for one whose bytes are not UTF-8), or standard input's lines
/// when there are none; `false` when any is invalid.
private func checkEntries(_ values: [String?]?, with checker: EntryChecker) -> Bool {
  var allValid = true
  func report(_ verdict: StrictEntry.Verdict) {
    switch verdict {
    case .valid(let canonical):
      StandardStreams.writeOutput("valid\t" + visible(canonical))
    case .invalid(let reason):
      allValid = false
      StandardStreams.writeOutput(
        "invalid\t" + visible(reason.code.rawValue) + "\t"
          + visible(checker.messages.message(for: reason)))
    }
  }
  if let values {
    for value in values {
      report(value.map { checker.verdict(of: $0) } ?? .invalid(notUTF8("value")))
    }
    return allValid
  }
  var reader = LineReader()
  while var bytes = reader.next() {
    // A CR before the line feed is the line ending of a CRLF file, not part of the entry.
    if bytes.last == 0x0D { bytes.removeLast() }
    guard let line = String(wellFormedUTF8: bytes) else {
      report(.invalid(notUTF8("line")))
      continue
    }
    report(checker.verdict(of: line))
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

/// The command line as the process received it: bytes, which need not be UTF-8. ArgumentParser
/// sees the arguments decoded, each byte that is not UTF-8 replaced by U+FFFD.
enum CommandLineBytes {
  /// Each argument's bytes.
  static var arguments: [[UInt8]] {
    (0..<Int(CommandLine.argc)).map { i in
      guard let argument = CommandLine.unsafeArgv[i] else { return [] }
      return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
    }
  }

  /// The values as given, each `nil` when its bytes on the command line are not UTF-8. The
  /// values are decoded arguments, in the order given: each is matched to the next argument that
  /// decodes to the same text.
  static func validated(_ values: [String]) -> [String?] {
    // Only a value holding U+FFFD can come from bytes that are not UTF-8.
    guard values.contains(where: { $0.unicodeScalars.contains("\u{FFFD}") }) else { return values }
    let arguments = Self.arguments.dropFirst()
    var next = arguments.startIndex
    return values.map { value -> String? in
      while next < arguments.endIndex {
        let bytes = arguments[next]
        next += 1
        if String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(value.utf8) {
          return String(wellFormedUTF8: bytes) == nil ? nil : value
        }
      }
      return value
    }
  }
}

extension Check {
  /// `--form`: the values on standard input checked against the whole form.
  private func checkForm(_ argument: String) throws {
    let checker: FormChecker
    do {
      let spec = try FormSpec.load(argument: argument)
      let identifier = ProcessLocale.checked(
        options.locale ?? spec.locale ?? ProcessLocale.identifier(forMoney: false))
      let context = RuleContext(localeIdentifier: identifier, today: try options.todayValue())
      checker = try FormChecker(
        spec, in: context, language: options.language, maximumByteCount: maximumByteCount)
    } catch let error as SpecError {
      throw UsageError(formSpec: error)
    }
    let input = FileHandle.standardInput.readDataToEndOfFile()
    guard let text = String(wellFormedUTF8: input) else {
      throw UsageError("values: standard input is not UTF-8")
    }
    let check: FormCheck
    do {
      check = try checker.check(json: text)
    } catch {
      throw UsageError(error.message)
    }
    StandardStreams.writeOutput(check.json)
    if !check.isValid { throw ExitCode.failure }
  }
}

extension UsageError {
  /// An error in a form spec (`check --form`, `demo --form`): like a compiler's, the message
  /// starts with where, the key at fault.
  init(formSpec error: SpecError) {
    self.init(error.formSpecDescription)
  }
}
