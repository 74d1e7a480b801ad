import InputRules
import InputRulesTestSupport
import Testing

@testable import InputRulesMasks

/// The one-pass decisions for keys typed at the end of ASCII text, and the one-pass judging,
/// decide exactly as the general path: checked on every text random typing and pasting reach,
/// with every key of an alphabet typed at the end.
struct MaskFastPathTests {
  static let masks: [(String, MaskRule)] = [
    ("phone", try! MaskRule(format: "+1 ([000]) [000]-[0000]")),
    (
      "phone, no autocomplete",
      try! MaskRule(format: "+1 ([000]) [000]-[0000]").autocompleting(false)
    ),
    ("date with kept dots", try! MaskRule(format: "[00]{.}[00]{.}[9900]")),
    ("letters and optional digits", try! MaskRule(format: "[AA]-[00000099]")),
    ("endless", try! MaskRule(format: "[A][-----…]")),
    ("optional in the middle", try! MaskRule(format: "[099]{.}[099]{.}[099]{.}[099]")),
    ("short limit", try! MaskRule(format: "[000]-[99]").maximumLength(4)),
    ("leading digits", try! MaskRule(format: "+7 ([000]) [000]-[00]-[00]")),
  ]

  static let keys: [String] = [
    "0", "1", "5", "7", "a", "Z", "(", ")", "-", " ", "+", ".", "/", "_",
  ]

  /// The state after a decision on a key typed at the end of `text`.
  static func outcome(_ decision: EditDecision, text: String, key: String) -> String {
    switch decision {
    case .accept: return "accept \(text + key)"
    case .substitute(let s, let reason):
      return "transformed \(text + s) caret end \(reason?.code.rawValue ?? "-")"
    case .reformat(let t, let selection, let reason):
      let end = t.utf16.count
      let caret = selection == end..<end ? "end" : "\(selection)"
      return "transformed \(t) caret \(caret) \(reason?.code.rawValue ?? "-")"
    case .reject(let reason): return "reject \(reason.code.rawValue)"
    }
  }

  @Test(arguments: 0..<masks.count)
  func fastPathsDecideAsTheGeneralPath(_ index: Int) {
    let rule = Self.masks[index].1
    var generator = SplitMix64(seed: UInt64(index + 1))
    var checkedReviews = 0
    var checkedJudgements = 0
    // Texts random typing rarely reaches: literals shown in part, or not yet, after the last
    // slot character (a composition dropped, a text restored).
    let fixed = [
      "", "+", "+1", "+1 (555", "+1 (555)", "75", "75.1", "7", "AB", "AB-", "1.", "1.2", "+7 (",
    ]
    var texts: [String] = fixed
    for _ in 0..<60 {
      var field = InputField(rule: rule)
      for _ in 0..<Int(generator.next() % 14) {
        let key = Self.keys[Int(generator.next() % UInt64(Self.keys.count))]
        if generator.next() % 5 == 0 { _ = field.paste(key + "12") } else { _ = field.type(key) }
      }
      texts.append(field.text)
    }
    for text in texts {
      if let judged = rule.evaluateASCII(text) {
        checkedJudgements += 1
        #expect(judged == rule.evaluateGenerally(text), "\(text)")
      }
      let end = text.endIndex
      let offset = text.utf16.count
      for key in Self.keys {
        let proposal = EditProposal(
          text: text, range: end..<end, utf16Range: offset..<offset, replacement: key, kind: .typing
        )
        guard let fast = rule.reviewTypedAtEnd(proposal) else { continue }
        checkedReviews += 1
        let general = rule.reviewGenerally(proposal)
        #expect(
          Self.outcome(fast, text: text, key: key) == Self.outcome(general, text: text, key: key),
          "\(Self.masks[index].0): \(key.debugDescription) after \(text.debugDescription)")
        let accepts = rule.acceptsTypedASCII(key.utf8.first!, replacing: offset..<offset, in: text)
        if accepts { #expect(general == .accept) }
      }
    }
    #expect(checkedReviews > 0, "the one-pass decision was never taken")
    #expect(checkedJudgements > 0, "the one-pass judging was never taken")
  }

  /// Laying ASCII raw characters out a byte at a time gives what laying them out a character at
  /// a time gives: text, value, completeness, where it stopped and why it failed. The byte
  /// layout is asked directly (`lay` would fall back to the general one unseen), and the raw
  /// characters reach both layouts that fit and layouts that fail.
  @Test(arguments: 0..<masks.count)
  func byteLayoutLaysOutAsTheGeneralOne(_ index: Int) throws {
    let format = Self.masks[index].1.formats[0]
    let codes = try #require(format.asciiCodes, "the format has no byte layout")
    var generator = SplitMix64(seed: UInt64(100 + index))
    let alphabet: [Character] = ["0", "5", "9", "a", "Z", "-", "."]
    var fitting = 0
    var failing = 0
    for _ in 0..<400 {
      var raw = ""
      for _ in 0..<Int(generator.next() % 14) {
        raw.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
      }
      for trailing in [TrailingLiterals.none, .all, .count(1), .count(2)] {
        let fast = try #require(
          raw.utf8.withContiguousStorageIfAvailable {
            format.layASCII($0, codes: codes, trailing: trailing)
          })
        let general = format.layGenerally(raw[...], trailing: trailing)
        #expect(fast.text == general.text, "\(raw) \(trailing)")
        #expect(fast.value == general.value, "\(raw) \(trailing)")
        #expect(fast.failure == general.failure, "\(raw) \(trailing)")
        #expect(fast.nextElement == general.nextElement, "\(raw) \(trailing)")
        if general.failure == nil {
          #expect(fast.isComplete == general.isComplete, "\(raw)")
          fitting += 1
        } else {
          failing += 1
        }
        // `lay` takes the byte layout for ASCII raw characters.
        #expect(format.lay(raw, trailing: trailing).text == fast.text, "\(raw) \(trailing)")
      }
    }
    #expect(fitting > 0, "no raw characters fit")
    #expect(failing > 0, "no raw characters failed")
  }

  /// An ASCII paste, read a byte at a time, gives what the same paste with a no-break space
  /// (which sends it through the character-at-a-time reading, and is a separator) gives.
  @Test(arguments: 0..<masks.count)
  func asciiPasteReadsAsTheGeneralOne(_ index: Int) {
    let rule = Self.masks[index].1
    var generator = SplitMix64(seed: UInt64(200 + index))
    let alphabet: [Character] = ["0", "5", "7", "9", "1", "a", "Z", "-", ".", "(", " ", "+", "#"]
    for _ in 0..<300 {
      var pasted = ""
      for _ in 0..<Int(1 + generator.next() % 16) {
        pasted.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
      }
      var bytewise = InputField(rule: rule)
      var general = InputField(rule: rule)
      let a = bytewise.paste(pasted)
      let b = general.paste(pasted + "\u{A0}")
      #expect(bytewise.state == general.state, "\(pasted.debugDescription)")
      // The space makes the paste differ from what is shown, so an accepted paste is
      // transformed there; a refusal names the paste in its message.
      #expect(a.isAccepted == b.isAccepted, "\(pasted.debugDescription)")
      #expect(a.reason?.code == b.reason?.code, "\(pasted.debugDescription)")
    }
  }
}
