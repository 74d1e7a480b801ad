// The message workloads: a few representative reasons told in one language, each looked up in
// the language's catalog and rendered from its template (docs/benchmarks-messages.md).

import InputRules

extension Workloads {
  /// The languages the reasons are told in, by workload name (`message.en`), with the locale
  /// they are made from: English, German, and Arabic with Egypt's Arabic-Indic digits, right to
  /// left (every value isolated).
  public static let messageLanguages: [(name: String, language: Language)] = [
    ("en", Language("en_US")), ("de", Language("de_DE")), ("ar", Language("ar_EG")),
  ]

  /// The reasons told, by workload name (`message.en.phone`), as the rules build them:
  /// - `tooLong`: a text field's limit, a plural and a select on the unit (`text.tooLong`);
  /// - `range`: a number's bounds, as the field shows them (`number.range`);
  /// - `choice`: a text that is no option, with the five options listed (`choice.notAnOption`,
  ///   two list settings looked up);
  /// - `phone`: a value set by the program that is no phone number, because of its reason's
  ///   reason (`phone.invalidValue` and `phone.tooLongAfterCallingCode`: two sentences near the
  ///   end of every catalog, the worst case of its scan).
  public static let messageReasons: [(name: String, reason: Reason)] = [
    ("tooLong", Reason(.tooLong, Reason.Facts("text.tooLong", limit: 280, unit: .characters))),
    (
      "range",
      Reason(.outOfRange, Reason.Facts("number.range", lowerBound: "1", upperBound: "1,000"))
    ),
    (
      "choice",
      Reason(
        .noMatchingOption,
        Reason.Facts("choice.notAnOption", text: "XXXXL", options: ["XS", "S", "M", "L", "XL"]))
    ),
    (
      "phone",
      Reason(
        .invalidValue,
        Reason.Facts(
          "phone.invalidValue", text: "+4915123456789012",
          cause: Reason(
            .tooLong, Reason.Facts("phone.tooLongAfterCallingCode", limit: 13, number: 49))))
    ),
  ]
}

/// `count` messages of `reasons` told in `language`, the reasons in turn. Returns the UTF-8
/// bytes told, so that no message goes unused.
@inlinable @inline(never)
public func tellReasons(_ reasons: [Reason], times count: Int, in language: Language) -> Int {
  var told = 0
  var next = 0
  for _ in 0..<count {
    if next == reasons.count { next = 0 }
    told &+= reasons[next].message(in: language).utf8.count
    next += 1
  }
  return told
}
