import InputRules

/// `inputrules check`: whether a complete entry is acceptable exactly as written.
package enum StrictEntry {
  /// The judgement of one entry.
  package enum Verdict: Hashable, Sendable {
    /// Acceptable as written; the canonical string of its value.
    case valid(canonical: String)
    /// Not acceptable, and why.
    case invalid(Reason)
  }

  /// The code of the reason given for an empty entry.
  package static let emptyCode: Reason.Code = "empty"

  /// Judges an entry as if a user typed it, one grapheme cluster per key press, into an empty
  /// field, then ended editing. It works for any rule, using only what the rule decides:
  ///
  /// - every key press must be accepted: a refused key (a character that is not allowed, one
  ///   past the maximum length) makes the entry invalid with that key's reason;
  /// - the text must end up as written, or be only a different display of the same value (the
  ///   rule may regroup digits as they are typed, for example). A conversion that changes the
  ///   value, such as a case conversion, makes the entry invalid with the rule's reason
  ///   (`caseConverted`);
  /// - the text must then be valid (not incomplete), and committing must keep its value:
  ///   nothing completed, reverted or clamped.
  ///
  /// An entry written exactly as the field shows its value (`displayText(for:)`, for example
  /// "1.234,50 €" with its no-break space in de_DE, or "KWD 1.234") is valid too, even where
  /// some of its characters (a spacing, the letters of a currency code) cannot be typed; so is
  /// an entry the field takes whole as a paste, value unchanged, when the entry as written is
  /// valid with that value ("KWD 1,234.5" with an ordinary space).
  ///
  /// An empty entry is invalid (code `empty`): it has no value to print.
  ///
  /// A reformatting rule (a card number, an IBAN, a one-time code, a date, a mask) also takes
  /// the entry unformatted, as a server may receive it: its canonical string or its raw
  /// characters alone ("4111111111111111", "5551234567" in `+1 ([000]) [000]-[0000]`,
  /// "2024-06-13" in `dd.MM.yyyy`), judged as the text the field shows for it
  /// (`ReformattingRule.received(_:)`). Generic code reaches this through a dynamic cast, which
  /// Embedded Swift lacks: there, only a rule whose type is known to be a `ReformattingRule` is
  /// read so (`EntryChecker` knows each kind's rule type).
  package static func check<R: InputRule>(_ entry: String, under rule: R) -> Verdict {
    #if !hasFeature(Embedded)
      if let reformatting = rule as? any ReformattingRule {
        return check(entry, receivedAs: reformatting.received(entry), under: rule)
      }
    #endif
    return check(entry, receivedAs: nil, under: rule)
  }

  /// Judges an entry under a reformatting rule, as written or unformatted (see
  /// `check(_:under:)` for any rule).
  package static func check<R: ReformattingRule>(_ entry: String, under rule: R) -> Verdict {
    check(entry, receivedAs: rule.received(entry), under: rule)
  }

  /// Judges an entry as a server receives it, as the field shows it or unformatted, given what a
  /// reformatting rule reads it as (`received`; `nil` for any other rule). `EntryChecker` calls
  /// it with the rule erased (`AnyInputRule`), so that this code and the field it types into are
  /// compiled once for every kind, not once per kind, in the browser's module too.
  package static func check<R: InputRule>(
    _ entry: String, receivedAs received: ReceivedEntry?, under rule: R
  ) -> Verdict {
    let text: String
    switch received {
    case nil: return checkAsWritten(entry, under: rule)
    case .asWritten: text = entry
    case .shown(let shown): text = shown
    case .refused(let reason): return .invalid(reason)
    }
    let verdict = checkAsWritten(text, under: rule)
    // Text laid out as the field shows it that is only unfinished is incomplete, even where no
    // key types its first characters (a mask's prefix `+1 (`).
    if case .invalid = verdict {
      let evaluation = rule.evaluate(text)
      if evaluation.validity == .incomplete, let reason = evaluation.reason {
        return .invalid(reason)
      }
    }
    return verdict
  }

  /// The entry exactly as written.
  ///
  /// Its judgement is that of typing it key by key (`typedVerdict`), but typing costs each key
  /// about as much as the text before it, so a long entry would cost its length squared. Most
  /// entries are decided by the rule's judgement of the whole text, which is linear: text the
  /// rule judges invalid is invalid for that reason whatever typing does (every way to valid
  /// below needs the text as written valid, and a refused key gives way to the written text's
  /// reason), and valid text that is exactly the field's display of its value, or that the
  /// field takes whole as a paste with that value (`pasted`), is valid. Typing agrees: a key
  /// typing refuses gives way to that paste, and typing that takes every key of a valid text
  /// reaches the value a paste of it reaches (debug builds compare the two). This decides in one pass entries written otherwise than the
  /// field shows their value, which typing would decide in time quadratic in their length: a
  /// number with leading zeros (`0001.50`, shown as `1.50`), a mask whose typed literal leaves
  /// optional slots empty (`1-2345` in `[0999]-[0…]`). Unfinished text the field takes whole
  /// as a paste, unchanged, is invalid for the reason it is unfinished. What remains (unfinished
  /// text a paste changes, valid text no paste takes with its value) is typed.
  /// Debug builds check each shortcut against typing for entries up to 64 characters.
  package static func checkAsWritten<R: InputRule>(_ entry: String, under rule: R) -> Verdict {
    if entry.isEmpty { return .invalid(Reason(emptyCode, Reason.Facts("entry.empty"))) }
    let asWritten = rule.evaluate(entry)
    guard let decided = decidedWhole(entry, asWritten, under: rule) else {
      return typedVerdict(entry, asWritten, under: rule)
    }
    #if INPUTRULES_INTERNAL_CHECKS
      if entry.utf8.count <= 64 {
        let typed = typedVerdict(entry, asWritten, under: rule)
        precondition(
          typed == decided,
          "check of \(entry): the whole-text judgement \(decided) differs from typing's \(typed)")
      }
    #endif
    return decided
  }

  /// The verdict on `entry` from the rule's judgement of it whole (`asWritten`), where that
  /// decides it: invalid; valid and exactly the field's display of its value or taken whole as
  /// a paste with its value; unfinished and taken whole as a paste, unchanged.
  private static func decidedWhole<R: InputRule>(
    _ entry: String, _ asWritten: Evaluation<R.Value>, under rule: R
  ) -> Verdict? {
    switch asWritten.validity {
    case .invalid:
      return asWritten.reason.map(Verdict.invalid)
    case .valid:
      guard
        let canonical = displayed(entry, asWritten, under: rule)
          ?? pasted(entry, asWritten, under: rule)
      else { return nil }
      return .valid(canonical: canonical)
    case .incomplete:
      return unfinished(entry, asWritten, under: rule)
    case .empty:
      return nil
    }
  }

  /// The verdict on `entry`, unfinished as written, when the field takes it whole as a paste,
  /// unchanged: it is invalid for the reason it is unfinished, which is where typing it ends
  /// too (`0001.` in a decimal field).
  private static func unfinished<R: InputRule>(
    _ entry: String, _ asWritten: Evaluation<R.Value>, under rule: R
  ) -> Verdict? {
    var field = InputField(rule: rule)
    guard field.paste(entry).outcome == .accepted, field.text == entry,
      field.validity == .incomplete
    else { return nil }
    return .invalid(
      asWritten.reason ?? Reason(.incomplete, Reason.Facts("entry.notComplete")))
  }

  /// The entry typed key by key into an empty field, then committed.
  private static func typedVerdict<R: InputRule>(
    _ entry: String, _ asWritten: Evaluation<R.Value>, under rule: R
  ) -> Verdict {
    var field = InputField(rule: rule)
    let typed = field.type(entry)
    if typed.outcome == .rejected {
      if let canonical = displayed(entry, asWritten, under: rule)
        ?? pasted(entry, asWritten, under: rule)
      {
        return .valid(canonical: canonical)
      }
      // Unfinished text a paste takes as written is unfinished, whatever key typing refused
      // ("KWD 1." in a KWD field, whose currency letters no key types).
      if asWritten.validity == .incomplete, let verdict = unfinished(entry, asWritten, under: rule)
      {
        return verdict
      }
      // The entry as a whole says more than the key typing stopped at ("1.234,56" in fr_FR has
      // two decimal separators, although typing first meets a third fraction digit).
      return .invalid(
        (asWritten.validity == .invalid ? asWritten.reason : nil) ?? typed.reason
          ?? Reason(.disallowedCharacter, Reason.Facts("entry.cannotBeTyped")))
    }
    if field.text != entry {
      guard asWritten.validity == .valid, field.validity == .valid, asWritten.value == field.value
      else {
        // Text that is not a value as written says why; a lone "$" holds no value at all.
        let writtenReason =
          asWritten.validity == .empty
          ? Reason(emptyCode, Reason.Facts("entry.noValue"))
          : asWritten.validity == .valid ? nil : asWritten.reason
        return .invalid(
          writtenReason ?? typed.reason
            ?? Reason(.reformatted, Reason.Facts("entry.typedDifferently", text: field.text)))
      }
    }
    guard field.validity == .valid, let value = field.value else {
      return .invalid(
        field.invalidReason ?? Reason(.incomplete, Reason.Facts("entry.notComplete")))
    }
    let committed = field.commit()
    guard field.validity == .valid, field.value == value else {
      return .invalid(
        committed.reason ?? field.invalidReason
          ?? Reason(.invalidValue, Reason.Facts("entry.commitChanges")))
    }
    return .valid(canonical: rule.canonicalString(for: value))
  }

  /// The canonical string of the value of `entry` pasted whole into an empty field, when the
  /// field takes the paste without changing its value and the entry as written is valid with
  /// that value: what makes a currency code or a symbol of several characters ("KWD 1.234",
  /// "1.234 د.ك.") acceptable, which no key types.
  private static func pasted<R: InputRule>(
    _ entry: String, _ asWritten: Evaluation<R.Value>, under rule: R
  ) -> String? {
    var field = InputField(rule: rule)
    guard field.paste(entry).outcome != .rejected, field.validity == .valid,
      let value = field.value
    else { return nil }
    guard asWritten.validity == .valid, asWritten.value == value else { return nil }
    field.commit()
    guard field.validity == .valid, field.value == value else { return nil }
    return rule.canonicalString(for: value)
  }

  /// The canonical string of the value `entry` is the field's display of, if it is one.
  private static func displayed<R: InputRule>(
    _ entry: String, _ evaluation: Evaluation<R.Value>, under rule: R
  ) -> String? {
    guard evaluation.validity == .valid, let value = evaluation.value,
      rule.displayText(for: value) == entry,
      rule.commit(entry, lastValidValue: value).text == entry
    else { return nil }
    return rule.canonicalString(for: value)
  }
}
