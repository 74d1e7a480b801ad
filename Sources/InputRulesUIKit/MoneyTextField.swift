#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import InputRulesPlatform
  import UIKit

  /// A money field in cash-register style: right-aligned, the caret always at the end, a number
  /// pad, and the amount as a `Decimal`.
  ///
  /// Every insertion goes to the end and every deletion removes the last character, wherever the
  /// user taps; the rule decides what the text becomes (a money rule that shifts digits in from
  /// the right shows 0.01, 0.12, 1.23 as "1", "2", "3" are typed) and formats it in its locale.
  /// Any rule works whose canonical string is a decimal number ("1234.5"), as the number rules'
  /// are.
  ///
  ///     let price = MoneyTextField()
  ///     price.rule = moneyRule          // for example a money rule in cash-register entry
  ///     price.decimalValue = 12.5
  ///     price.onChange = { _ in total.text = "\(price.decimalValue ?? 0)" }
  @MainActor
  open class MoneyTextField: RuleTextField {
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUpMoney()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUpMoney()
    }

    /// The amount, read through the rule's canonical string; `nil` when the field is empty.
    /// Setting it shows the amount formatted by the rule.
    public var decimalValue: Decimal? {
      get {
        guard let value else { return nil }
        return Decimal(
          string: effectiveRule.canonicalString(for: value),
          locale: Locale(identifier: "en_US_POSIX"))
      }
      set {
        guard let newValue else {
          ruleDelegate.setValue(nil)
          return
        }
        let canonical = "\(newValue)"
        ruleDelegate.setValue(effectiveRule.value(fromCanonical: canonical))
      }
    }

    /// Taps anywhere put the caret at the end.
    open override func closestPosition(to point: CGPoint) -> UITextPosition? {
      endOfDocument
    }

    private func setUpMoney() {
      textAlignment = .right
      ruleDelegate.coordinator.caretPolicy = .pinnedToEnd
      suggestsKeyboard = false
      keyboardType = .numberPad
      autocorrectionType = .no
      spellCheckingType = .no
      smartInsertDeleteType = .no
    }
  }
#endif
