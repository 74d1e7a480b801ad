/// Any rule behind one type: what holds a rule whose type is not known where the field is (an
/// adapter that cannot be generic, such as a `UITextField` subclass used in Interface Builder, a
/// rule chosen at run time, a terminal form's fields, a field a rule spec describes in the
/// `inputrules` command or in the WebAssembly module). Its value wraps the rule's own value.
///
/// It is the package's one type erasure of a rule, so that a requirement added to `InputRule` is
/// forwarded in one place: every requirement is forwarded to the wrapped rule, its speed-ups
/// included, and a field under the wrapper decides every edit as it would under the rule itself
/// (a requirement left out would silently answer its default, which for a speed-up is the slow
/// path). One type also means that the engine's generic code (`InputField`, `FieldEngine`) is
/// compiled once for every rule type wrapped: Embedded Swift specializes every generic for each
/// type it is used with, and the field's code made once per kind was about a third of the
/// WebAssembly module.
///
/// The rule is held by a class whose methods forward to it (one allocation per wrap, one method
/// per requirement in the class's table) rather than by an existential or closures, which
/// Embedded Swift does not hold. Outside Embedded Swift the wrapper also gives the rule itself
/// (`base`), and a value its wrapped value and description.
///
/// Two wrappers are equal (`==`) when they wrap equal rules of the same type, or are copies of
/// one wrapper; see `==` for a rule that is not `Equatable`.
public struct AnyInputRule: InputRule, RuleWrapper, Equatable {
  /// The wrapped rule.
  @usableFromInline let box: AnyRuleBox
  /// Whether the wrapped rule lays its text out left to right, read once when it was wrapped
  /// (a rule is a value: its answer does not change).
  public let forcesLeftToRight: Bool
  /// Whether the wrapped rule's value is its text, read once when it was wrapped: a field asks
  /// at every key.
  public let valueSharesText: Bool
  /// The wrapped rule's content hint, read once when it was wrapped.
  public let contentHint: ContentHint?
  /// Whether debug builds check the wrapped rule's shortcuts (it is a `DebugCheckedRule`), so
  /// that wrapping neither exempts this package's rules nor subjects an app's.
  package let wrapsDebugCheckedRule: Bool

  /// Wraps `rule`, keeping every answer it gives, its shortcuts included. Wrapping an
  /// `AnyInputRule` again gives it back as it is, not a wrapper of a wrapper.
  ///
  /// The wrapper is equal to another that wraps an equal rule of the same type when `R` is
  /// `Equatable`: this initializer is chosen where that is known, and otherwise (in code generic
  /// over any `InputRule`) the conformance is looked up when the rule is wrapped, except under
  /// Embedded Swift, which cannot look one up: there a rule wrapped where it is not known to be
  /// `Equatable` is equal only to copies of its wrapper (see `==`).
  public init<R: InputRule>(_ rule: R) {
    #if hasFeature(Embedded)
      self.init(rule, equals: nil)
    #else
      self.init(rule, equals: Self.equality(of: R.self))
    #endif
  }

  /// Wraps `rule`, as `init(_:)` for any rule does, so that the wrapper is equal to another that
  /// wraps a rule of the same type equal to `rule` by `R`'s `==`.
  public init<R: InputRule & Equatable>(_ rule: R) {
    self.init(rule, equals: TypedRuleBox<R>.equality)
  }

  /// Wraps `rule`; `equals` compares two boxes, when the rule's type is known to be `Equatable`
  /// (`nil`: the wrapper is equal only to its copies).
  private init<R: InputRule>(_ rule: R, equals: AnyRuleBox.Equality?) {
    // A cast between two concrete types once the generic is specialized, so Embedded Swift
    // folds it.
    if let already = rule as? AnyInputRule {
      self = already
      return
    }
    box = TypedRuleBox(rule, equals: equals)
    forcesLeftToRight = rule.forcesLeftToRight
    valueSharesText = rule.valueSharesText
    contentHint = rule.contentHint
    #if hasFeature(Embedded)
      // Embedded Swift cannot ask for a conformance; its builds have no internal checks.
      wrapsDebugCheckedRule = false
    #else
      wrapsDebugCheckedRule = rule is any DebugCheckedRule
    #endif
  }

  #if !hasFeature(Embedded)
    /// Compares boxes of rules of type `R` by `R`'s `==` when `R` is `Equatable`, found at run
    /// time; `nil` otherwise.
    private static func equality<R: InputRule>(of type: R.Type) -> AnyRuleBox.Equality? {
      guard let equatable = type as? any Equatable.Type else { return nil }
      return equality(equatable, of: type)
    }

    /// Compares boxes of rules of type `R`, which is `E`, by `E`'s `==`.
    private static func equality<E: Equatable, R: InputRule>(_: E.Type, of _: R.Type)
      -> AnyRuleBox.Equality
    {
      { lhs, rhs in
        guard let lhs = (lhs as? TypedRuleBox<R>)?.rule as? E,
          let rhs = (rhs as? TypedRuleBox<R>)?.rule as? E
        else { return false }
        return lhs == rhs
      }
    }
  #endif

  /// Whether both wrap rules of the same type that are equal by its `==`, or are copies of one
  /// wrapper. A rule whose type is not `Equatable`, or one wrapped under Embedded Swift where its
  /// type was not known to be (see `init(_:)`), cannot be compared: its wrapper is equal only to
  /// its copies, and to a wrapper of an equal rule wrapped where the type was known to be
  /// `Equatable`. Rules of different types are never equal, even when both judge alike.
  public static func == (lhs: AnyInputRule, rhs: AnyInputRule) -> Bool {
    if lhs.box === rhs.box { return true }
    guard let equals = lhs.box.equals ?? rhs.box.equals else { return false }
    return equals(lhs.box, rhs.box)
  }

  /// The wrapped rule's decision: values play no part in reviewing an edit.
  @inlinable
  public func review(_ proposal: EditProposal) -> EditDecision { box.review(proposal) }

  /// The wrapped rule's judgement, with its value wrapped.
  @inlinable
  public func evaluate(_ text: String) -> Evaluation<Value> { box.evaluate(text) }

  /// The wrapped rule's commit; a `lastValidValue` another rule made counts as none.
  public func commit(_ text: String, lastValidValue: Value?) -> CommitDecision {
    box.commit(text, lastValidValue: lastValidValue)
  }

  /// The wrapped rule's text for a value it made; empty for a value another rule made.
  public func displayText(for value: Value) -> String { box.displayText(for: value) }

  /// The wrapped rule's canonical string for a value it made; empty for a value another rule
  /// made.
  public func canonicalString(for value: Value) -> String { box.canonicalString(for: value) }

  /// The value the wrapped rule reads from `string`, wrapped.
  public func value(fromCanonical string: String) -> Value? { box.value(fromCanonical: string) }

  /// The wrapped rule's reason for refusing `string`, or `nil` when it names a value.
  public func refusal(ofCanonical string: String) -> Reason? { box.refusal(ofCanonical: string) }

  /// The wrapped rule's reason for showing a set value converted; the default reason (rounded)
  /// when either value is one another rule made.
  public func reason(settingValue value: Value, shows shown: Value) -> Reason {
    box.reason(settingValue: value, shows: shown)
  }

  /// The wrapped rule's shortcut after an insertion, forwarded so that wrapping costs a field no
  /// speed: `nil` whenever the rule has none.
  @inlinable
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    box.evaluation(afterInsertionMaking: text, previous: previous)
  }

  /// The wrapped rule's shortcut after a deletion, forwarded as the one after an insertion is.
  @inlinable
  public func evaluation(afterDeletionMaking text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    box.evaluation(afterDeletionMaking: text, previous: previous)
  }

  /// The wrapped rule's shortcut after a key it took through `acceptsTypedASCII`.
  @inlinable
  public func evaluation(afterTypedASCIIAt offset: Int, making text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    box.evaluation(afterTypedASCIIAt: offset, making: text, previous: previous)
  }

  /// The wrapped rule's shortcut for a typed ASCII key, forwarded so that wrapping costs a field
  /// no speed.
  @inlinable
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    box.acceptsTypedASCII(byte, replacing: range, in: text)
  }

  /// Where the wrapped rule rests the selection.
  @inlinable
  public func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    box.restingSelection(selection, in: text)
  }
}

extension AnyInputRule {
  /// A value of an `AnyInputRule`: the wrapped rule's value in a box, equal by the rule's own
  /// `==`. A class box rather than an existential, so that Embedded Swift holds it.
  public struct Value: Equatable, Sendable {
    @usableFromInline let box: AnyValueBox

    /// Wraps a rule's value; values of different types are never equal.
    public init<V: Equatable & Sendable>(_ value: V) {
      box = TypedValueBox(value)
    }

    /// The value as `type`, when it is a value of that type. Checked, so that a value another
    /// rule made is never read as this rule's.
    func value<V: Equatable & Sendable>(as type: V.Type) -> V? {
      (box as? TypedValueBox<V>)?.value
    }

    /// Equal when both values are of the same type and equal by that type's `==`.
    public static func == (lhs: Value, rhs: Value) -> Bool {
      lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
    }
  }
}

#if hasFeature(Embedded)
  extension AnyInputRule.Value {
    /// The value as the rule's value type, when it is one.
    public func `as`<T: Equatable & Sendable>(_ type: T.Type) -> T? { value(as: type) }
  }
#else
  extension AnyInputRule {
    /// The wrapped rule.
    public var base: any InputRule { box.base }
  }

  extension AnyInputRule.Value: CustomStringConvertible {
    /// The rule's value.
    public var base: any Equatable & Sendable { box.base }

    /// The value as `type`, when it is one (any type the value can be cast to, protocols
    /// included).
    public func `as`<T>(_ type: T.Type) -> T? { box.base as? T }

    /// The wrapped value as it describes itself, so logs show `12.5` rather than a wrapper.
    public var description: String { String(describing: box.base) }
  }
#endif

/// The box of an `AnyInputRule`: the requirements it forwards, one method each. Every
/// requirement of `InputRule` has its method here and its override in `TypedRuleBox`
/// (AnyInputRuleTests calls each through the wrapper).
@usableFromInline
class AnyRuleBox: @unchecked Sendable {
  /// Whether two boxes hold rules of one type, equal by that type's `==`.
  typealias Equality = (AnyRuleBox, AnyRuleBox) -> Bool

  /// Compares this box with another, when the rule's type was known to be `Equatable` as it was
  /// wrapped (a stored closure rather than a method, so that a rule type never compared costs
  /// no code).
  let equals: Equality?

  init(equals: Equality?) { self.equals = equals }

  @usableFromInline func review(_ proposal: EditProposal) -> EditDecision { abstract() }
  @usableFromInline func evaluate(_ text: String) -> Evaluation<AnyInputRule.Value> {
    abstract()
  }
  func commit(_ text: String, lastValidValue: AnyInputRule.Value?) -> CommitDecision {
    abstract()
  }
  func displayText(for value: AnyInputRule.Value) -> String { abstract() }
  func canonicalString(for value: AnyInputRule.Value) -> String { abstract() }
  func value(fromCanonical string: String) -> AnyInputRule.Value? { abstract() }
  func refusal(ofCanonical string: String) -> Reason? { abstract() }
  func reason(settingValue value: AnyInputRule.Value, shows shown: AnyInputRule.Value) -> Reason {
    abstract()
  }
  @usableFromInline
  func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<AnyInputRule.Value>?
  { abstract() }
  @usableFromInline
  func evaluation(afterDeletionMaking text: String, previous: Validity)
    -> Evaluation<AnyInputRule.Value>?
  { abstract() }
  @usableFromInline
  func evaluation(afterTypedASCIIAt offset: Int, making text: String, previous: Validity)
    -> Evaluation<AnyInputRule.Value>?
  { abstract() }
  @usableFromInline
  func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String) -> Bool {
    abstract()
  }
  @usableFromInline
  func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> { abstract() }

  #if !hasFeature(Embedded)
    var base: any InputRule { abstract() }
  #endif

  private func abstract() -> Never { preconditionFailure("AnyRuleBox is abstract") }
}

/// The box of a rule of type `R`.
final class TypedRuleBox<R: InputRule>: AnyRuleBox, @unchecked Sendable {
  let rule: R

  init(_ rule: R, equals: Equality?) {
    self.rule = rule
    super.init(equals: equals)
  }

  override func review(_ proposal: EditProposal) -> EditDecision { rule.review(proposal) }

  override func evaluate(_ text: String) -> Evaluation<AnyInputRule.Value> {
    Self.erasing(rule.evaluate(text))
  }

  override func commit(_ text: String, lastValidValue: AnyInputRule.Value?) -> CommitDecision {
    rule.commit(text, lastValidValue: lastValidValue?.value(as: R.Value.self))
  }

  override func displayText(for value: AnyInputRule.Value) -> String {
    guard let value = value.value(as: R.Value.self) else { return "" }
    return rule.displayText(for: value)
  }

  override func canonicalString(for value: AnyInputRule.Value) -> String {
    guard let value = value.value(as: R.Value.self) else { return "" }
    return rule.canonicalString(for: value)
  }

  override func value(fromCanonical string: String) -> AnyInputRule.Value? {
    rule.value(fromCanonical: string).map(AnyInputRule.Value.init)
  }

  override func refusal(ofCanonical string: String) -> Reason? {
    rule.refusal(ofCanonical: string)
  }

  override func reason(
    settingValue value: AnyInputRule.Value, shows shown: AnyInputRule.Value
  ) -> Reason {
    guard let value = value.value(as: R.Value.self), let shown = shown.value(as: R.Value.self)
    else { return Reason(.rounded, Reason.Facts("value.rounded")) }
    return rule.reason(settingValue: value, shows: shown)
  }

  override func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<AnyInputRule.Value>?
  {
    rule.evaluation(afterInsertionMaking: text, previous: previous).map(Self.erasing)
  }

  override func evaluation(afterDeletionMaking text: String, previous: Validity)
    -> Evaluation<AnyInputRule.Value>?
  {
    rule.evaluation(afterDeletionMaking: text, previous: previous).map(Self.erasing)
  }

  override func evaluation(afterTypedASCIIAt offset: Int, making text: String, previous: Validity)
    -> Evaluation<AnyInputRule.Value>?
  {
    rule.evaluation(afterTypedASCIIAt: offset, making: text, previous: previous)
      .map(Self.erasing)
  }

  override func acceptsTypedASCII(
    _ byte: UInt8, replacing range: Range<Int>, in text: String
  ) -> Bool {
    rule.acceptsTypedASCII(byte, replacing: range, in: text)
  }

  override func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    rule.restingSelection(selection, in: text)
  }

  #if !hasFeature(Embedded)
    override var base: any InputRule { rule }
  #endif

  /// Whether two boxes both hold rules of type `R`, equal by its `==`.
  static func equality(_ lhs: AnyRuleBox, _ rhs: AnyRuleBox) -> Bool
  where R: Equatable {
    guard let lhs = lhs as? TypedRuleBox<R>, let rhs = rhs as? TypedRuleBox<R> else {
      return false
    }
    return lhs.rule == rhs.rule
  }

  private static func erasing(_ evaluation: Evaluation<R.Value>) -> Evaluation<AnyInputRule.Value> {
    Evaluation(
      validity: evaluation.validity, value: evaluation.value.map(AnyInputRule.Value.init),
      reason: evaluation.reason)
  }
}

/// The box of an `AnyInputRule.Value`; a class so that Embedded Swift holds it without an
/// existential.
@usableFromInline
class AnyValueBox: @unchecked Sendable {
  @usableFromInline func isEqual(to other: AnyValueBox) -> Bool { abstract() }

  #if !hasFeature(Embedded)
    var base: any Equatable & Sendable { abstract() }
  #endif

  private func abstract() -> Never { preconditionFailure("AnyValueBox is abstract") }
}

/// A box holding a value of type `V`.
final class TypedValueBox<V: Equatable & Sendable>: AnyValueBox, @unchecked Sendable {
  let value: V

  init(_ value: V) { self.value = value }

  override func isEqual(to other: AnyValueBox) -> Bool {
    guard let other = other as? TypedValueBox<V> else { return false }
    return other.value == value
  }

  #if !hasFeature(Embedded)
    override var base: any Equatable & Sendable { value }
  #endif
}
