import InputRules

// The cash register (`MoneyRule.Entry.cashRegister`): the amount's sign and digits are its raw
// characters, laid out again in minor units after every edit.
extension MoneyRule {
  // MARK: - Cash register

  /// The amount of a text in minor units, as an integer text for `registerLimits`.
  func registerAmount(_ t: NumberText) -> NumberText? {
    var units = t
    let f = t.fractionDigits
    if f > minorDigits { return nil }
    guard let scaled = t.digits.multiplied(byPowerOf10: minorDigits - f) else { return nil }
    units.digits = scaled
    units.hasSeparator = false
    units.fractionDigits = 0
    units.integerDigits = t.mantissaDigits + (minorDigits - f)
    if t.mantissaDigits == 0 && !t.negative { return NumberText() }
    if t.mantissaDigits == 0 { units.integerDigits = 0 }
    return units
  }

  /// The register's text for an amount in minor units.
  func registerText(units: Wide, negative: Bool) -> NumberText {
    var t = NumberText()
    t.negative = negative
    t.digits = units
    t.fractionDigits = minorDigits
    t.hasSeparator = minorDigits > 0
    t.integerDigits = Swift.max(1, units.digitCount - minorDigits)
    t.tokens = (negative ? 1 : 0) + t.integerDigits + (t.hasSeparator ? 1 : 0) + minorDigits
    t.tokensBeforeCaret = t.tokens
    return t
  }

  /// The register's commonest edits, an ASCII digit typed at a caret and Backspace over one
  /// UTF-16 unit, in text in the rule's own form, decided without the shared review; `nil` for
  /// any other edit. A speed-up: the decision is exactly `reviewReformatting`'s (the raw
  /// characters of such a text are its sign and digits, read in one scan), as the tests check.
  @inline(__always)
  func quickRegisterReview(_ proposal: EditProposal) -> EditDecision? {
    let deleting = proposal.isDeletion
    if deleting {
      guard proposal.kind != .deleteForward, proposal.utf16Range.count == 1 else { return nil }
    } else {
      guard proposal.range.isEmpty, proposal.kind == .typing || proposal.kind == .unspecified
      else { return nil }
    }
    let key = proposal.replacement.utf8
    var digit: UInt8 = 0
    if !deleting {
      guard key.count == 1, let byte = key.first, byte &- 0x30 < 10 else { return nil }
      digit = byte &- 0x30
    }
    guard let n = editor.notation.readOwnForm(proposal.text), n.mantissaDigits > 0,
      !n.hasExponent
    else { return nil }
    let amount = Wide(n.digits)
    let laid: RawLayout
    if deleting {
      let units = amount.quotientAndRemainder(dividingBy: 10).quotient
      laid =
        units.isZero
        ? .text("")
        : registerLayout(units: units, negative: n.negative, hasDigits: true, judged: false)
    } else {
      guard let units = amount.appending(digit: UInt64(digit)) else {
        return .reject(editor.messages.reason(.tooManyIntegerDigits))
      }
      laid = registerLayout(units: units, negative: n.negative, hasDigits: true, judged: true)
    }
    switch laid {
    case .reject(let why): return .reject(why)
    case .text(let shown):
      return reformattingDecision(
        showing: shown, caret: utf16Length(of: shown), reason: nil, for: proposal)
    }
  }

  /// The amount raw register characters stand for: its minor units, its sign, and whether it
  /// has a digit (a minus sign alone waits for the first one); `nil` when the digits do not fit.
  @inline(__always)
  func registerUnits(of raw: String) -> (units: Wide, negative: Bool, hasDigits: Bool)? {
    withBytes(of: raw) { bytes in
      var word: UInt64 = 0
      var wordDigits = 0
      var units = Wide.zero
      var negative = false
      var hasDigits = false
      for byte in bytes {
        if byte == 0x2D {
          negative = true
          continue
        }
        let digit = byte &- 0x30
        guard digit < 10 else { continue }
        hasDigits = true
        if wordDigits < 19 {
          // Up to 19 digits in one word.
          word = word &* 10 &+ UInt64(digit)
          wordDigits &+= 1
          continue
        }
        if wordDigits == 19 {
          units = Wide(word)
          wordDigits = 20
        }
        guard let next = units.appending(digit: UInt64(digit)) else { return nil }
        units = next
      }
      if wordDigits <= 19 { units = Wide(word) }
      return (units, negative, hasDigits)
    }
  }

  /// Raw register characters: the sign, then the digits of `units`, at least `width` of them.
  func registerRaw(_ units: Wide, negative: Bool, width: Int = 1) -> String {
    var digits: [UInt8] = []
    var rest = units
    while !rest.isZero || digits.count < width {
      let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 10)
      digits.append(0x30 &+ UInt8(truncatingIfNeeded: remainder))
      rest = quotient
    }
    if negative { digits.append(0x2D) }
    return String(decoding: digits.reversed(), as: UTF8.self)
  }

  /// The raw register characters of `raw` with the sign toggled, or taken off.
  func registerRaw(_ raw: String, sign: (Bool) -> Bool) -> String {
    let negative = raw.utf8.first == 0x2D
    let digits = negative ? String(raw.dropFirst()) : raw
    return sign(negative) ? "-" + digits : digits
  }

  // MARK: - Cash register as a reformatting rule

  /// Key presses and Backspace act at the end of the amount.
  public var editsAtEnd: Bool { true }

  /// The register's raw characters: the minus sign and every digit, as ASCII (`-$0.05` has
  /// `-005`); the separator, grouping and symbols are layout.
  public func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    let notation = editor.notation
    withBytes(of: text) { bytes in
      notation.forEachTokenByte(in: bytes) { i, utf16, length in
        let range = utf16..<(utf16 + (length == 4 ? 2 : 1))
        switch notation.meaning(of: Notation.decode(bytes, at: i).0) {
        case .digit(let d): return body(Character(Unicode.Scalar(0x30 &+ d)), range)
        case .minus: return body("-", range)
        default: return true
        }
      }
    }
  }

  /// The raw characters, read straight into a string: ASCII text byte by byte, other text token
  /// by token.
  public func rawCharacters(of text: String) -> String {
    withBytes(of: text) { bytes in
      String(unsafeUninitializedCapacity: bytes.count) { out in
        var n = 0
        var i = 0
        // ASCII: digits and the minus sign (no currency symbol has them).
        while i < bytes.count {
          let b = bytes[i]
          if b >= 0x80 { break }
          if b &- 0x30 < 10 || b == 0x2D {
            out[n] = b
            n &+= 1
          }
          i &+= 1
        }
        if i < bytes.count {
          n = 0
          let notation = editor.notation
          notation.forEachTokenByte(in: bytes) { i, _, _ in
            switch notation.meaning(of: Notation.decode(bytes, at: i).0) {
            case .digit(let d):
              out[n] = 0x30 &+ d
              n &+= 1
            case .minus:
              out[n] = 0x2D
              n &+= 1
            default:
              break
            }
            return true
          }
        }
        return n
      }
    }
  }

  /// A digit comes in at the end; `-` toggles the sign and `+` takes it off; a pasted amount
  /// replaces the amount, pasted digits come in at the end.
  public func rawReplacement(for edit: RawEdit) -> RawReplacement {
    let notation = editor.notation
    if edit.isKeystroke {
      guard let scalar = singleScalar(of: edit.replacement) else {
        return .reject(editor.disallowed)
      }
      switch notation.meaning(of: scalar) {
      case .digit(let d):
        // An ASCII digit is its own raw character; other digits are stored as ASCII.
        if scalar < 0x80 { return .characters(edit.replacement, reason: nil) }
        return .characters(String(Character(Unicode.Scalar(0x30 &+ d))), reason: nil)
      case .minus:
        guard allowNegative else { return .reject(editor.messages.negative) }
        return .whole(registerRaw(edit.raw, sign: { !$0 }), reason: nil)
      case .plus:
        return .whole(registerRaw(edit.raw, sign: { _ in false }), reason: nil)
      case .grouping, .space, .ignorable:
        return .characters("", reason: editor.filtered)
      case .separator:
        return .reject(
          Reason(.disallowedCharacter, Reason.Facts("number.registerNoSeparator")))
      default:
        if Notation.isCurrencySymbol(scalar) {
          return .reject(editor.reason(.currencySymbol(scalar)))
        }
        return .reject(editor.messages.reason(.disallowedCharacter))
      }
    }

    // A paste: an amount when it looks like one, otherwise digits typed one by one.
    let (pasted, pasteIssue) = notation.read(edit.replacement, caret: 0)
    var failure = pasteIssue.map { editor.reason($0) }
    if failure == nil && pasted.sawSkippedSeparator
      && !notation.groupingIsWellPlaced(edit.replacement)
    {
      failure = editor.misplacedGrouping
    }
    if let failure {
      // Not a number as a whole: perhaps an amount as a page writes it (`Total: $1,234.56`).
      switch notation.amounts(in: edit.replacement) {
      case .none(let issue): return .reject(issue.map { editor.reason($0) } ?? failure)
      case .several(let amounts):
        return .reject(
          Reason(.notANumber, Reason.Facts("number.severalAmounts", options: amounts)))
      case .one(let amount):
        let taken = pastedAmount(notation.read(amount, caret: 0).0)
        guard case .whole(let raw, let reason) = taken, reason?.code != .rounded else {
          return taken
        }
        return .whole(raw, reason: Reason(.filtered, Reason.Facts("number.takenFromPaste")))
      }
    }
    if pasted.hasSeparator || pasted.sawGrouping || pasted.sawCurrency {
      return pastedAmount(pasted)
    }
    var raw = edit.raw
    if pasted.negative {
      guard allowNegative else { return .reject(editor.messages.negative) }
      raw = registerRaw(raw, sign: { !$0 })
    }
    // The pasted digits (leading zeros included) come in after the amount's.
    let count = pasted.mantissaDigits
    if count > 0 { raw += registerRaw(pasted.digits, negative: false, width: count) }
    return .whole(raw, reason: nil)
  }

  /// A pasted amount (read whole) as the register's raw characters, replacing the amount: rounded
  /// to the minor unit when `rounding` allows (reason `rounded`), and refused when it is not a
  /// complete number or no amount in range.
  private func pastedAmount(_ pasted: NumberText) -> RawReplacement {
    var whole = pasted
    whole.tokensBeforeCaret = whole.tokens
    guard whole.isComplete else { return .reject(editor.messages.reason(.notANumber)) }
    var value = ExactDecimal(whole.magnitude, isNegative: whole.negative)
    var reason: Reason?
    if let exact = value, exact.scale > minorDigits {
      value = rounding == .reject ? nil : exact.rounded(toFractionDigits: minorDigits, rounding)
      if value == nil { return .reject(editor.messages.reason(.tooManyFractionDigits)) }
      reason = editor.messages.reason(.rounded)
    } else if whole.fractionDigits > minorDigits {
      // Zeros past the minor unit ("1.230"): nothing is lost, but the text was changed.
      reason = editor.reformatted
    }
    guard let value else { return .reject(editor.reason(forFailureOf: whole)) }
    let amount = NumberText(value: value, fractionDigits: minorDigits)
    // The amount it sets says why it is refused ("5.00" in 10...100: out of range).
    guard editor.limits.value(of: amount) != nil else {
      return .reject(editor.reason(forFailureOf: amount))
    }
    // `-$0.00` pasted is shown as typed (`-`, `0`): the sign stays where negatives are allowed.
    let negative = value.isNegative || (whole.negative && allowNegative)
    return .whole(registerRaw(amount.digits, negative: negative), reason: reason)
  }

  /// The register's text for raw characters. Without digits there is no amount: a minus sign
  /// alone is shown as it is (incomplete), and nothing else empties the field; a deletion that
  /// leaves no amount empties it too. After an insertion, an amount that no digits can bring in
  /// range, or text longer than `maxLength`, is refused.
  public func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    guard let (units, negative, hasDigits) = registerUnits(of: raw) else {
      return .reject(editor.messages.reason(.tooManyIntegerDigits))
    }
    if context.isDeletion {
      if units.isZero { return .text("") }
      return registerLayout(units: units, negative: negative, hasDigits: true, judged: false)
    }
    return registerLayout(units: units, negative: negative, hasDigits: hasDigits, judged: true)
  }

  /// How the register judges raw characters: by its limits, in minor units.
  public func judge(raw: String) -> Evaluation<ExactDecimal> {
    guard let (units, negative, hasDigits) = registerUnits(of: raw) else {
      return .invalid(editor.messages.reason(.tooManyIntegerDigits))
    }
    if !hasDigits { return negative ? .incomplete(editor.incomplete) : .empty }
    return registerEvaluation(of: registerText(units: units, negative: negative))
  }

  /// The register's text for an amount in minor units (see `layout`).
  private func registerLayout(units: Wide, negative: Bool, hasDigits: Bool, judged: Bool)
    -> RawLayout
  {
    if !hasDigits {
      guard negative else { return .text("") }
      var sign = NumberText()
      sign.negative = true
      sign.tokens = 1
      sign.tokensBeforeCaret = 1
      if judged {
        // The sign must lead somewhere: a negative amount in range that fits once a digit comes.
        if registerLimits.shortestCompletion(of: sign, measure: nil) == nil {
          return .reject(editor.reason(forFailureOf: sign))
        }
        if let maxLength,
          editor.notation.length(of: registerText(units: .zero, negative: true)) > maxLength
        {
          return .reject(editor.messages.reason(.tooLong))
        }
      }
      return .text(editor.notation.show(sign).text)
    }
    if units.digitCount > maxDigits {
      return .reject(editor.messages.reason(.tooManyIntegerDigits))
    }
    let t = registerText(units: units, negative: negative)
    if judged {
      var amount = NumberText()
      amount.negative = negative
      amount.digits = units
      amount.integerDigits = Swift.max(1, units.digitCount)
      amount.tokens = 1
      if !registerLimits.accepts(amount)
        && registerLimits.shortestCompletion(of: amount, measure: nil) == nil
      {
        return .reject(editor.reason(forFailureOf: t))
      }
      if let maxLength, editor.notation.length(of: t) > maxLength {
        return .reject(editor.messages.reason(.tooLong))
      }
    }
    return .text(editor.notation.show(t).text)
  }

  // MARK: - Judging

  /// The value of a register text in the rule's own form, when it is quickly known to be valid:
  /// an amount whose minor units fit 64 bits and are in range. `nil` otherwise (then
  /// `registerEvaluation` judges it).
  @inline(__always)
  func quickRegisterValue(_ n: OwnFormNumber) -> ExactDecimal? {
    let minor = minorDigits
    guard n.mantissaDigits > 0, n.fractionDigits <= minor,
      let bounds = n.negative ? registerLimits.negativeUnits : registerLimits.positiveUnits
    else { return nil }
    let (units, overflow) = n.digits.multipliedReportingOverflow(
      by: Wide.word(powerOf10: minor &- n.fractionDigits))
    guard !overflow, units >= bounds.lower, units <= bounds.upper else { return nil }
    return ExactDecimal(normalizing: units, scale: minor, isNegative: n.negative)
  }

  /// How the register judges an amount read as `t`.
  @inline(__always)
  func registerEvaluation(of t: NumberText) -> Evaluation<ExactDecimal> {
    guard let amount = registerAmount(t) else {
      return .invalid(editor.messages.reason(.tooManyFractionDigits))
    }
    if amount.isEmpty { return .empty }
    if registerLimits.accepts(amount),
      let value = ExactDecimal(
        significand: amount.digits, scale: minorDigits, isNegative: amount.negative)
    {
      // The amount in minor units, moved behind the separator.
      return .valid(value)
    }
    switch registerLimits.judge(amount) {
    case .empty: return .empty
    case .valid(let units):
      // The same amount in the currency: its minor units moved behind the separator.
      return .valid(
        ExactDecimal(
          significand: units.significand, scale: units.scale + minorDigits,
          isNegative: units.isNegative) ?? units)
    case .incomplete: return .incomplete(editor.incomplete)
    case .invalid: return .invalid(editor.reason(forFailureOf: t))
    }
  }
}
