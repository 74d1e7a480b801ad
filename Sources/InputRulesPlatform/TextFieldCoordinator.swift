import InputRules

/// What a platform text field offers the coordinator: its current state and the few things the
/// coordinator asks of it. An adapter implements it with the platform's API (for UIKit,
/// `UITextInput` positions, `replace(_:withText:)`, `selectedTextRange`, `sendActions(for:)` and
/// `UIAccessibility.post(notification:argument:)`); tests implement it with a fake field.
@MainActor
public protocol TextFieldHost: AnyObject {
  /// The field now: text, selection and marked range, in UTF-16 offsets.
  var snapshot: PlatformSnapshot { get }
  /// Replaces a range of the text through the platform's text input API, so undo and the
  /// platform's own bookkeeping see it as an edit. The range is always within the text.
  func replace(_ range: PlatformRange, with text: String)
  /// Sets the whole text as the program would (UIKit's `text` property): no undo step, no
  /// change notification.
  func setText(_ text: String)
  /// Sets the selection.
  func select(_ range: PlatformRange)
  /// Tells the app's observers that the text changed, when the platform did not (UIKit's
  /// `editingChanged` and `UITextField.textDidChangeNotification`).
  func sendChangeNotifications()
  /// Announces a sentence to VoiceOver.
  func announce(_ message: String)
  /// Discards the field's undo history (UIKit: `undoManager?.removeAllActions()`; AppKit: the
  /// field editor's `undoManager?.removeAllActions()`). The coordinator calls it whenever the
  /// program changes the text (`textWasSetByProgram()` with a new text, `setValue(_:)`, the
  /// rule's commit when editing ends): the platform's undo steps hold ranges of the text they
  /// were registered in, and Undo would replay them in the program's text, out of range (UIKit
  /// raises an exception) or over the wrong characters.
  func discardUndoHistory()
  /// Announces a sentence told in `language` to VoiceOver, with the language's BCP 47 tag
  /// (`language.identifier`) so a voice for that language reads it (UIKit: an
  /// `NSAttributedString` with `.accessibilitySpeechLanguage`). By default the sentence is
  /// announced with `announce(_:)`, in the voice VoiceOver happens to use.
  func announce(_ message: String, in language: Language)
}

extension TextFieldHost {
  /// Announces the sentence with `announce(_:)`, without its language.
  public func announce(_ message: String, in language: Language) {
    announce(message)
  }
}

/// Runs a driver for one field: forwards each platform report to the driver and carries out its
/// answer on the field. Adapters call one method per platform event and return what it returns;
/// they make no decision of their own.
@MainActor
public final class TextFieldCoordinator<Rule: InputRule> {
  /// The driver: the field model, its validity and value.
  public private(set) var driver: TextInputDriver<Rule>
  /// The field driven.
  public weak var host: (any TextFieldHost)?
  /// Called after every change of text or status the driver agreed with (to update bindings).
  public var onChange: (@MainActor (TextInputDriver<Rule>) -> Void)?
  /// Follows the field for the form it is in (`FormCoordinator.follow(_:asField:)` sets it),
  /// beside the app's `onChange`: called after `onChange` with every change (the user's edits
  /// apart from the program's), and when editing begins and ends.
  public var formObserver: (@MainActor (TextInputDriver<Rule>, FormFieldEvent) -> Void)?
  /// Whether rejections and dropped input are announced to VoiceOver.
  public var announcesChanges = true
  /// How the reasons announced are told: in which language (its voice is asked for too), with
  /// the app's own wording first. English unless given: the coordinator knows no locale; the
  /// adapters give the language of the app or of the field. Kept when the rule changes.
  public var messages: ReasonMessages {
    get { driver.messages }
    set { driver.messages = newValue }
  }
  /// The last decision, for inspection.
  public private(set) var lastDecision: PlatformDecision?
  /// Whether a change the platform applied itself has not been told to `onChange` yet.
  private var owesChange = false

  /// A coordinator with a new driver for `rule` on an empty field, the caret going where
  /// `caretPolicy` lets it, reasons told with `messages`. Set `host` to the field it drives.
  public init(
    rule: Rule, caretPolicy: CaretPolicy = .free, messages: ReasonMessages = ReasonMessages()
  ) {
    driver = TextInputDriver(rule: rule, caretPolicy: caretPolicy, messages: messages)
  }

  /// The rule enforced.
  public var rule: Rule { driver.rule }
  /// How the field stands.
  public var status: InputStatus { driver.status }
  /// The value of the text (the last valid one while the text is incomplete).
  public var value: Rule.Value? { driver.value }

  /// Replaces the rule; the field's text is kept and judged under the new rule.
  public func setRule(_ rule: Rule) {
    driver = TextInputDriver(
      rule: rule, caretPolicy: driver.caretPolicy, messages: driver.messages)
    if let host { driver.sync(host.snapshot) }
    changed(.setByProgram)
  }

  /// Where the caret may go.
  public var caretPolicy: CaretPolicy {
    get { driver.caretPolicy }
    set { driver.caretPolicy = newValue }
  }

  // MARK: - Platform events

  /// The platform proposes replacing `range` with `replacement`. Returns whether the platform may
  /// apply it itself (the delegate's return value); when not, the coordinator has already applied
  /// whatever the rule made of it.
  public func shouldChange(
    _ range: PlatformRange, replacement: String,
    approval: (ProposedChange) -> ChangeApproval = { _ in .approve }
  ) -> Bool {
    guard let host else { return true }
    tellOwedChange()
    let decision = driver.shouldChange(
      range, replacement: replacement, in: host.snapshot, approval: approval)
    return perform(decision, platformApplies: true)
  }

  /// The platform proposes replacing several ranges with one string (iOS 26).
  public func shouldChange(
    _ ranges: [PlatformRange], replacement: String,
    approval: (ProposedChange) -> ChangeApproval = { _ in .approve }
  ) -> Bool {
    guard let host else { return true }
    tellOwedChange()
    let decision = driver.shouldChange(
      ranges, replacement: replacement, in: host.snapshot, approval: approval)
    return perform(decision, platformApplies: true)
  }

  /// The text changed (UIKit's `editingChanged`, after `unmarkText()`, AppKit's
  /// `controlTextDidChange(_:)`).
  public func textDidChange() {
    guard let host else { return }
    let decision = driver.textDidChange(host.snapshot)
    _ = perform(decision)
    tellOwedChange()
  }

  /// A subclass saw the platform begin setting marked text.
  public func willSetMarkedText() {
    driver.willSetMarkedText()
  }

  /// The next change is a paste (a subclass saw `paste(_:)` being called).
  public func willPaste() {
    driver.nextEditKind = .paste
  }

  /// The paste is over (whether or not it changed anything).
  public func didPaste() {
    if driver.nextEditKind == .paste { driver.nextEditKind = nil }
  }

  /// The selection changed.
  public func selectionDidChange() {
    guard let host else { return }
    // The platform moves the selection after applying a change.
    tellOwedChange()
    if let selection = driver.selectionDidChange(host.snapshot) { host.select(selection) }
  }

  /// Editing began.
  public func editingDidBegin() {
    guard let host else { return }
    if let selection = driver.editingDidBegin(host.snapshot) { host.select(selection) }
    changed(.editingBegan)
  }

  /// Editing ended: the rule's commit (normalizing, reverting, completing) is applied, as a
  /// program change: the field is no longer being edited, so its text input API may not work.
  public func editingDidEnd() {
    guard let host else { return }
    commit(host.snapshot)
  }

  /// Editing ended with `text`, which the adapter read from the platform's report, as the host
  /// may no longer be able to (AppKit detaches the field editor around
  /// `controlTextDidEndEditing(_:)`; the notification carries it). The rule's commit is applied
  /// to `text`, with the caret at its end, as `editingDidEnd()` applies it to the host's text.
  public func editingDidEnd(text: String) {
    commit(PlatformSnapshot(text: text, selection: .caret(text.utf16.count)))
  }

  private func commit(_ snapshot: PlatformSnapshot) {
    tellOwedChange()
    let decision = driver.editingDidEnd(snapshot)
    lastDecision = decision
    announce(decision)
    if let replacement = decision.replacement, replacement.changesText, let host {
      host.setText(replacement.resultingText)
      host.discardUndoHistory()
      var shown = host.snapshot
      // A host that cannot be read back (a detached field editor) shows what was set.
      if shown.text != replacement.resultingText {
        shown = PlatformSnapshot(text: replacement.resultingText)
      }
      driver.sync(shown)
    }
    changed(.editingEnded)
  }

  // MARK: - Program changes

  /// The program sets the value; the field shows it. Returns the refusal when the rule would not
  /// show it as valid text (the field is left as it was).
  @discardableResult
  public func setValue(_ value: Rule.Value?) -> EditResult {
    let result = driver.setValue(value)
    if result.outcome != .rejected, let host, host.snapshot.text != result.state.text {
      host.setText(result.state.text)
      host.discardUndoHistory()
      driver.sync(host.snapshot)
    }
    changed(.setByProgram)
    return result
  }

  /// The program set the field's text directly; the driver takes it as it is. When the text is
  /// not the one the driver agreed with, the platform's undo history is discarded
  /// (`TextFieldHost.discardUndoHistory()`); the same text written back (a binding) keeps it.
  public func textWasSetByProgram() {
    guard let host else { return }
    let snapshot = host.snapshot
    if snapshot.text != driver.text { host.discardUndoHistory() }
    driver.sync(snapshot)
    changed(.setByProgram)
  }

  // MARK: - Carrying out decisions

  /// Carries out `decision`. A change the platform is about to apply itself (the delegate
  /// returns `true`) is not told to `onChange` yet: its handler would read the old text, and one
  /// that sets the text would change the field under the platform's pending edit. It is told
  /// when the platform reports the change made (`textDidChange()`), or at the next event.
  private func perform(_ decision: PlatformDecision, platformApplies: Bool = false) -> Bool {
    lastDecision = decision
    announce(decision)
    if let replacement = decision.replacement {
      apply(replacement)
    }
    if decision.result != nil || decision.changesText {
      if platformApplies && decision.allowsPlatformChange {
        owesChange = true
      } else {
        owesChange = false
        changed()
      }
    }
    return decision.allowsPlatformChange
  }

  /// Tells `onChange` about a change the platform applied, if one is still untold.
  private func tellOwedChange() {
    guard owesChange else { return }
    owesChange = false
    changed()
  }

  /// Tells `onChange`, then the form, about a change (or editing beginning or ending).
  private func changed(_ event: FormFieldEvent = .edited) {
    onChange?(driver)
    formObserver?(driver, event)
  }

  private func announce(_ decision: PlatformDecision) {
    if announcesChanges, let message = decision.announcement, !message.isEmpty {
      host?.announce(message, in: decision.announcementLanguage ?? driver.messages.language)
    }
  }

  private func apply(_ replacement: PlatformReplacement) {
    guard let host else { return }
    driver.willApply(replacement)
    if replacement.changesText {
      host.replace(clamped(replacement.range, in: host.snapshot.text), with: replacement.text)
    }
    host.select(replacement.selection)
    let silent = driver.didApply(host.snapshot)
    if silent && replacement.changesText { host.sendChangeNotifications() }
  }

  /// A range the driver computed is always within the text; clamped anyway, so a platform that
  /// changed the text behind the driver's back cannot make the adapter pass an invalid range.
  private func clamped(_ range: PlatformRange, in text: String) -> PlatformRange {
    let count = text.utf16.count
    let location = Swift.min(Swift.max(range.location, 0), count)
    return PlatformRange(
      location: location, length: Swift.min(Swift.max(range.length, 0), count - location))
  }
}
