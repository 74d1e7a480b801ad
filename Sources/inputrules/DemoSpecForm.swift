import Foundation
import InputRules
import InputRulesDates
import InputRulesForms
import InputRulesMasks
import InputRulesSpec
import InputRulesTerminal

/// A form spec filled in in the terminal (`inputrules demo --booking`, `--form`): each field under
/// the rule its spec describes, and the form's verdict (`FormState`) kept up to date after every
/// action, so that a rule between fields (a departure before the arrival) shows under the field
/// it is reported on and clears when the other field changes. Enter in the last field submits.
enum DemoSpecForm {
  /// The terminal form for `spec` in `context`, its reasons and labels told in `language`.
  ///
  /// - Throws: `SpecError` when a field's rule cannot be built in the context, a label has no
  ///   text for the language, or the form's rules do not fit its fields (as `check --form`).
  static func make(
    _ spec: FormSpec, title: String, in context: RuleContext, language: String?
  ) throws(SpecError) -> InputRulesTerminal.Form {
    let checker = try FormChecker(spec, in: context, language: language)
    let verdicts = checker.form
    var fields: [TerminalField] = []
    for (index, field) in spec.fields.enumerated() {
      let rule = try field.rule.makeRule(in: context)
      fields.append(terminalField(rule, index: index, in: verdicts))
    }
    var form = InputRulesTerminal.Form(title: title, sections: [.init("", fields)])
    form.hintDuration = .seconds(3)
    form.messages = checker.messages
    let progress = Progress(FormState(verdicts), messages: checker.messages)
    form.afterAction = { form, index in
      let changed = progress.take(FieldJudgement(form.fields[index].inputField), forField: index)
      progress.showNotes(of: changed, in: &form)
    }
    form.afterLeaving = { form, index in
      progress.leave(index)
      progress.showNotes(of: Array(form.fields.indices), in: &form)
    }
    form.onSubmit = { form in
      let fix = progress.trySubmit()
      progress.showNotes(of: Array(form.fields.indices), in: &form)
      guard let fix else { return .accepted }
      return .refused(fix: fix, message: progress.why(fix))
    }
    return form
  }

  /// A field under `rule`, labelled by the form's label and, for a date, its pattern; a mask
  /// shows what is left to type after its text.
  private static func terminalField<R: InputRule>(
    _ rule: R, index: Int, in form: RuleForm
  ) -> TerminalField {
    let formField = form.fields[index]
    var label = formField.label
    let base = (rule as? AnyInputRule)?.base ?? rule
    if let date = base as? DateRule { label += " (\(date.format.pattern))" }
    var placeholder: (@Sendable (String) -> String)?
    if let mask = base as? MaskRule { placeholder = { mask.placeholder(after: $0) } }
    return TerminalField(
      label, rule: rule, help: help(for: index, in: form), placeholder: placeholder)
  }

  /// What the hint line says of a field while it has nothing else to say: whether it is
  /// required, and the fields it is checked against.
  static func help(for index: Int, in form: RuleForm) -> String {
    var help = form.fields[index].isRequired ? "Required." : "Optional."
    var others: [Int] = []
    for rule in form.rules {
      let read: [Int]
      switch rule {
      case .equal(let a, let b), .order(let a, let b, _, _): read = [a, b]
      case .oneOf(let group): read = group
      case .requiredIf(let field, let when, _): read = [field, when]
      case .securityCode(let code, let card): read = [code, card]
      }
      guard read.contains(index) else { continue }
      for other in read where other != index && !others.contains(other) { others.append(other) }
    }
    if !others.isEmpty {
      let labels = others.map { form.fields[$0].label }
      help += " Checked against " + labels.joined(separator: ", ") + "."
    }
    return help
  }

  /// The form's state between keys, shared by the form's hooks. The terminal runs a form on one
  /// thread; the lock keeps the state whole should that change.
  final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var state: FormState
    private let messages: ReasonMessages

    init(_ state: FormState, messages: ReasonMessages) {
      self.state = state
      self.messages = messages
    }

    /// Takes a field's judgement; returns the fields whose verdict changed.
    func take(_ judgement: FieldJudgement, forField index: Int) -> [Int] {
      lock.withLock { state.setJudgement(judgement, forField: index) }
    }

    func leave(_ index: Int) { lock.withLock { state.leave(index) } }

    /// The field to fix first, or `nil` when the form can be submitted; every error shows from
    /// now on.
    func trySubmit() -> Int? { lock.withLock { state.trySubmit() } }

    /// Sets the notes of `indices` to the verdict the form shows for them now.
    func showNotes(of indices: [Int], in form: inout InputRulesTerminal.Form) {
      let notes = lock.withLock { indices.map { note(of: $0) } }
      for (index, note) in zip(indices, notes) { form.setNote(note, forField: index) }
    }

    /// Why the form does not take field `index`: its label and the form's message.
    func why(_ index: Int) -> String {
      lock.withLock { state.form.fields[index].label + ": " + (note(of: index) ?? "") }
    }

    /// The message of the verdict shown for field `index`, if any (the lock held).
    private func note(of index: Int) -> String? {
      guard let verdict = state.shownVerdict(of: index) else { return nil }
      return verdict.reason.map { messages.message(for: $0) } ?? verdict.validity.rawValue
    }
  }
}
