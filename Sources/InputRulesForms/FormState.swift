import InputRules

/// A form being filled in: each field's own judgement, the rules between fields, and the form's
/// verdict, kept up to date one field at a time.
///
/// `setJudgement(_:forField:)` after each edit of a field judges only the rules that read that
/// field and the fields those rules report on, so a key costs the rules that depend on its field
/// whatever the size of the form, and an error that depends on another field (a departure before
/// the arrival) clears the moment that other field changes.
public struct FormState: Sendable {
  /// The form.
  public let form: RuleForm
  private var own: [FieldJudgement]
  private var broken: [Bool]
  private var verdicts: [FieldVerdict]
  /// The fields the form does not accept as they are, one bit each, to find the first at once.
  private var unacceptable: [UInt64]
  /// Whether the user has left each field (focus moved away after being in it).
  public private(set) var wasLeft: [Bool]
  /// Whether the user tried to submit the form.
  public private(set) var submitWasTried = false

  /// A form with every field empty.
  public init(_ form: RuleForm) {
    self.form = form
    let count = form.fields.count
    own = Array(repeating: .empty, count: count)
    broken = Array(repeating: false, count: form.rules.count)
    verdicts = Array(repeating: FieldVerdict(validity: .empty), count: count)
    unacceptable = Array(repeating: 0, count: (count + 63) / 64)
    wasLeft = Array(repeating: false, count: count)
    for rule in form.rules.indices { broken[rule] = isBroken(rule) }
    for field in form.fields.indices { _ = refresh(field) }
  }

  // MARK: The verdict

  /// The verdict of field `index`.
  public func verdict(of index: Int) -> FieldVerdict { verdicts[index] }

  /// The field's own judgement, as last handed over.
  public func judgement(of index: Int) -> FieldJudgement { own[index] }

  /// The first field, in form order, that the form does not accept as it is; `nil` when the
  /// form can be submitted.
  public var firstToFix: Int? {
    for (word, bits) in unacceptable.enumerated() where bits != 0 {
      return word * 64 + bits.trailingZeroBitCount
    }
    return nil
  }

  /// Whether the form can be submitted: every field valid, or empty and not required.
  public var isValid: Bool { firstToFix == nil }

  // MARK: Changes

  /// Takes field `index`'s new judgement. Returns the fields whose verdict changed, the field
  /// itself first when it did.
  @discardableResult
  public mutating func setJudgement(_ judgement: FieldJudgement, forField index: Int) -> [Int] {
    guard own[index] != judgement else { return [] }
    own[index] = judgement
    var touched = [index]
    for rule in form.rulesReading[index] {
      let now = isBroken(rule)
      guard now != broken[rule] else { continue }
      broken[rule] = now
      for field in form.rules[rule].fieldsReported where !touched.contains(field) {
        touched.append(field)
      }
    }
    return touched.filter { refresh($0) }
  }

  /// The user left field `index`: its own errors, and the errors of rules whose fields have all
  /// been left, are shown from now on (see `shownVerdict(of:)`).
  public mutating func leave(_ index: Int) {
    wasLeft[index] = true
  }

  /// The user tried to submit: every error is shown from now on. Returns the field to fix
  /// first, or `nil` when the form can be submitted.
  public mutating func trySubmit() -> Int? {
    submitWasTried = true
    return firstToFix
  }

  // MARK: What to show

  /// The verdict to show for field `index` now, or `nil` when it is not yet time to show an
  /// error: the field's invalid or missing value once the user has left it (or tried to submit),
  /// a rule between fields once every field it reads has been left (or a submit was tried). A
  /// refused key is the field's own business, told at the key. Incomplete text is an error only
  /// once the field was left.
  public func shownVerdict(of index: Int) -> FieldVerdict? {
    let verdict = verdicts[index]
    guard !verdict.isAcceptable else { return nil }
    if submitWasTried { return verdict }
    if let rule = verdict.brokenRule {
      let fields = form.rules[rule].fieldsRead
      return fields.allSatisfy { wasLeft[$0] } ? verdict : nil
    }
    return wasLeft[index] ? verdict : nil
  }

  // MARK: Moving on

  /// Whether focus should move on from field `index` after an edit: the field asks for it
  /// (`FormField.advancesWhenComplete`), the edit was typed at the end of the text, the field is
  /// `complete` (it is valid and takes nothing more at its end: a full mask, a whole date, every
  /// digit of a code), the form accepts it, and the next field is empty. Never from an edit in
  /// the middle, never into a filled field, never from an invalid one.
  public func shouldAdvance(from index: Int, typedAtEnd: Bool, complete: Bool) -> Bool {
    guard form.fields[index].advancesWhenComplete, typedAtEnd, complete,
      verdicts[index].validity == .valid, index + 1 < form.fields.count
    else { return false }
    return own[index + 1].validity == .empty
  }

  // MARK: Judging

  /// Recomputes field `index`'s verdict; returns whether it changed.
  private mutating func refresh(_ index: Int) -> Bool {
    let verdict = computeVerdict(index)
    let bit: UInt64 = 1 << UInt64(index % 64)
    if verdict.isAcceptable {
      unacceptable[index / 64] &= ~bit
    } else {
      unacceptable[index / 64] |= bit
    }
    guard verdict != verdicts[index] else { return false }
    verdicts[index] = verdict
    return true
  }

  private func computeVerdict(_ index: Int) -> FieldVerdict {
    let judgement = own[index]
    let field = form.fields[index]
    if judgement.validity == .invalid {
      return FieldVerdict(validity: .invalid, reason: judgement.reason)
    }
    if judgement.validity == .empty && field.isRequired {
      return FieldVerdict(
        validity: .invalid, reason: Reason(.required, Reason.Facts("form.required")))
    }
    for rule in form.rulesReported[index] where broken[rule] {
      let others = form.rules[rule].fieldsRead.filter { $0 != index }
      return FieldVerdict(
        validity: .invalid, value: judgement.value, reason: reason(rule, reportedOn: index),
        brokenRule: rule, related: others)
    }
    return FieldVerdict(
      validity: judgement.validity, value: judgement.value, reason: judgement.reason)
  }

  /// Whether rule `index` fails with the fields' judgements as they are. A rule between values
  /// judges only valid values: an incomplete or invalid field is its own rule's business.
  private func isBroken(_ index: Int) -> Bool {
    switch form.rules[index] {
    case .equal(let a, let b):
      guard let first = own[a].value, let second = own[b].value else { return false }
      return first != second
    case .order(let a, let b, let strict, let gap):
      guard let first = own[a].value, let second = own[b].value,
        let ordering = form.fields[a].ordering,
        let order = ordering.compare(first, plus: gap, with: second)
      else { return false }
      // A gap is a least distance ("at least a day after"): reached is enough, strict or not.
      return strict && gap == nil ? order >= 0 : order > 0
    case .oneOf(let group):
      return group.allSatisfy { own[$0].validity == .empty }
    case .requiredIf(let field, let when, let equals):
      guard own[field].validity == .empty, let value = own[when].value else { return false }
      return equals.map { $0 == value } ?? true
    case .securityCode(let code, let card):
      guard let digits = own[code].value, let number = own[card].value,
        let length = FormCards.securityCodeLength(ofCardNumber: number)
      else { return false }
      return digits.utf8.count != length
    }
  }

  /// The reason rule `index` gives on field `field`, naming the other fields by their labels.
  private func reason(_ index: Int, reportedOn field: Int) -> Reason {
    let rule = form.rules[index]
    let label = { (other: Int) in self.form.fields[other].label }
    switch rule {
    case .equal(let a, _):
      return Reason(.equal, Reason.Facts("form.equal", name: label(a)))
    case .order(let a, _, let strict, let gap):
      return Reason(.order, FormGapWords.facts(strict: strict, gap: gap, after: label(a)))
    case .oneOf(let group):
      return Reason(.oneOf, Reason.Facts("form.oneOf", options: group.map(label)))
    case .requiredIf(_, let when, let equals):
      if let equals {
        return Reason(
          .requiredIf, Reason.Facts("form.requiredIfEquals", text: equals, name: label(when)))
      }
      return Reason(.requiredIf, Reason.Facts("form.requiredIf", name: label(when)))
    case .securityCode(_, let card):
      let number = own[card].value ?? ""
      return Reason(
        .securityCode,
        Reason.Facts(
          "form.securityCode", limit: FormCards.securityCodeLength(ofCardNumber: number),
          name: FormCards.brandName(ofCardNumber: number)))
    }
  }
}
