import InputRules
import InputRulesPlatform

/// How the adapter under test is attached, as in the UIKit module: a subclass sees
/// `setMarkedText`, `unmarkText` and `paste` being called; a delegate proxy sees only delegate
/// calls and `editingChanged`.
enum AdapterMode: String, Sendable, CaseIterable {
  case subclass
  case delegateProxy
}

/// Behaviours of the real text system that cannot be checked here; each test runs under several
/// combinations so the driver is right whichever holds.
struct TextSystemQuirks: Hashable, Sendable, CustomStringConvertible {
  /// `replace(_:withText:)` asks the delegate first.
  var replaceAsksDelegate = false
  /// `replace(_:withText:)` sends `editingChanged`.
  var replaceSendsEditingChanged = false
  /// `unmarkText()` sends `editingChanged` even when the text does not change.
  var unmarkSendsEditingChanged = false
  /// After a user change, `editingChanged` comes before `textFieldDidChangeSelection(_:)`.
  var editingChangedBeforeSelection = false
  /// Setting the selection from code (and `replace(_:withText:)`, which moves it) calls
  /// `textFieldDidChangeSelection(_:)`.
  var programSelectionIsReported = false

  static let all: [TextSystemQuirks] = [
    TextSystemQuirks(),
    TextSystemQuirks(
      replaceAsksDelegate: true, replaceSendsEditingChanged: true,
      unmarkSendsEditingChanged: true),
    TextSystemQuirks(
      replaceSendsEditingChanged: true, editingChangedBeforeSelection: true,
      programSelectionIsReported: true),
  ]

  var description: String {
    var parts = [replaceAsksDelegate ? "replace re-enters the delegate" : "replace is silent"]
    if editingChangedBeforeSelection { parts.append("editingChanged before the selection") }
    if programSelectionIsReported { parts.append("selection set from code is reported") }
    return parts.joined(separator: ", ")
  }
}

/// A text field that behaves like `UITextField` where the adapters meet it: it asks its delegate
/// before every user change (`shouldChangeCharactersIn`), applies the change, moves the caret
/// after it, reports the selection change and then sends `editingChanged`; input methods set and
/// unmark marked text; every applied change registers an undo step holding the inverse range and
/// text, which Undo replays through the delegate later, stale or not. Applying a range outside the
/// text is what crashes UIKit: the fake records it instead.
@MainActor
final class FakeTextField<Rule: InputRule>: TextFieldHost {
  private(set) var text: String
  private(set) var selection: Range<Int>
  private(set) var marked: Range<Int>?
  let coordinator: TextFieldCoordinator<Rule>
  let mode: AdapterMode
  let quirks: TextSystemQuirks

  private(set) var editingChangedCount = 0
  private(set) var ownNotificationCount = 0
  private(set) var announcements: [String] = []
  private(set) var crashes: [String] = []
  private(set) var delegateCalls: [String] = []
  var pasteboard = ""
  /// The app's own `editingChanged` handler sets the text the field shows again, as a program
  /// change (a binding written back): the caret goes to the end, as UIKit puts it.
  var appSetsTextOnEditingChanged = false
  private var undoStack: [(range: PlatformRange, text: String)] = []
  private var isInsideReplace = false

  init(
    rule: Rule, text: String = "", mode: AdapterMode = .subclass,
    quirks: TextSystemQuirks = TextSystemQuirks(), caretPolicy: CaretPolicy = .free
  ) {
    self.text = text
    let end = text.utf16.count
    self.selection = end..<end
    self.mode = mode
    self.quirks = quirks
    coordinator = TextFieldCoordinator(rule: rule, caretPolicy: caretPolicy)
    coordinator.host = self
    coordinator.editingDidBegin()
  }

  // MARK: TextFieldHost

  var snapshot: PlatformSnapshot {
    PlatformSnapshot(
      text: text, selection: PlatformRange(selection), marked: marked.map(PlatformRange.init))
  }

  func replace(_ range: PlatformRange, with replacement: String) {
    isInsideReplace = true
    defer { isInsideReplace = false }
    if quirks.replaceAsksDelegate {
      guard askDelegate(range, replacement) else { return }
    }
    apply(range, replacement)
    if quirks.programSelectionIsReported { coordinator.selectionDidChange() }
    if quirks.replaceSendsEditingChanged { sendEditingChanged() }
  }

  func setText(_ newText: String) {
    programSetsText(newText)
  }

  func select(_ range: PlatformRange) {
    guard let offsets = range.offsets, offsets.upperBound <= text.utf16.count else {
      crashes.append("selection \(range) outside \(text.utf16.count) units")
      return
    }
    selection = offsets
    if quirks.programSelectionIsReported { coordinator.selectionDidChange() }
  }

  func sendChangeNotifications() {
    ownNotificationCount += 1
    sendEditingChanged()
  }

  func announce(_ message: String) {
    announcements.append(message)
  }

  // MARK: What the user does

  /// A key press: the selection (or the marked text) is replaced by the character.
  func type(_ keys: String) {
    for key in keys { userChange(PlatformRange(marked ?? selection), String(key)) }
  }

  /// Backspace: the selection, or the composed character sequence before the caret.
  func deleteBackward() {
    if !selection.isEmpty {
      userChange(PlatformRange(selection), "")
      return
    }
    let caret = text.utf16.index(text.utf16.startIndex, offsetBy: selection.lowerBound)
    guard caret > text.startIndex else { return }
    let before = text.index(before: caret)
    let lower = text.utf16.distance(from: text.utf16.startIndex, to: before)
    userChange(PlatformRange(lower..<selection.lowerBound), "")
  }

  /// Paste: the pasteboard replaces the selection.
  func paste(_ string: String) {
    pasteboard = string
    if mode == .subclass { coordinator.willPaste() }
    userChange(PlatformRange(selection), pasteboard)
    if mode == .subclass { coordinator.didPaste() }
  }

  /// Cut: the selection goes to the pasteboard, then is deleted through the delegate.
  func cut() {
    guard !selection.isEmpty else { return }
    let start = text.utf16.index(text.utf16.startIndex, offsetBy: selection.lowerBound)
    let end = text.utf16.index(text.utf16.startIndex, offsetBy: selection.upperBound)
    pasteboard = String(text[start..<end])
    userChange(PlatformRange(selection), "")
  }

  /// Autocorrect or a QuickType suggestion replaces a word.
  func autocorrect(_ range: Range<Int>, with word: String) {
    userChange(PlatformRange(range), word)
  }

  /// Dictation (or a keyboard extension) inserts text at the selection without asking the
  /// delegate; the selection change and `editingChanged` follow.
  func dictate(_ words: String) {
    apply(PlatformRange(selection), words)
    reportUserChange()
  }

  /// The delegate is asked about exactly this range, as a stale or buggy caller reports it.
  func rawChange(_ range: PlatformRange, _ replacement: String) {
    userChange(range, replacement)
  }

  /// The user selects a range (or places the caret).
  func userSelects(_ range: Range<Int>) {
    selection = range
    coordinator.selectionDidChange()
  }

  /// Undo (shake or Command-Z): the last step is replayed through the delegate, with the range it
  /// was registered with, whatever happened to the text since.
  func undo() {
    guard let step = undoStack.popLast() else { return }
    userChange(step.range, step.text)
  }

  /// The program sets the text: no delegate, no undo step removed, no notification.
  func programSetsText(_ newText: String) {
    text = newText
    let end = newText.utf16.count
    selection = end..<end
    marked = nil
  }

  // MARK: What an input method does

  /// An input method sets marked text: it replaces the marked text, or the selection.
  func setMarkedText(_ string: String) {
    if mode == .subclass { coordinator.willSetMarkedText() }
    let range = PlatformRange(marked ?? selection)
    if askDelegate(range, string) {
      apply(range, string)
      let lower = range.location
      let upper = lower + string.utf16.count
      marked = string.isEmpty ? nil : lower..<upper
      selection = upper..<upper
      sendEditingChanged()
    }
    if mode == .subclass { coordinator.textDidChange() }
  }

  /// The input method commits its marked text as it stands.
  func unmarkText() {
    marked = nil
    if mode == .subclass { coordinator.textDidChange() }
    if quirks.unmarkSendsEditingChanged { sendEditingChanged() }
  }

  /// The Chinese keyboard's candidate bar: the candidate replaces the marked text without asking
  /// the delegate; only `editingChanged` follows.
  func chooseCandidateBypassingDelegate(_ candidate: String) {
    guard let range = marked else { return }
    apply(PlatformRange(range), candidate)
    marked = nil
    sendEditingChanged()
  }

  /// Editing ends (Return, focus lost): marked text is committed first.
  func endEditing() {
    marked = nil
    coordinator.editingDidEnd()
  }

  // MARK: The text system

  private func userChange(_ range: PlatformRange, _ replacement: String) {
    guard askDelegate(range, replacement) else { return }
    apply(range, replacement)
    reportUserChange()
  }

  /// What follows a change the user made: the selection change and `editingChanged`, in the
  /// order the quirks say.
  private func reportUserChange() {
    if quirks.editingChangedBeforeSelection {
      sendEditingChanged()
      coordinator.selectionDidChange()
    } else {
      coordinator.selectionDidChange()
      sendEditingChanged()
    }
  }

  private func askDelegate(_ range: PlatformRange, _ replacement: String) -> Bool {
    delegateCalls.append("\(range) \"\(replacement)\"")
    return coordinator.shouldChange(range, replacement: replacement)
  }

  /// Applies a change as UIKit does: with the range exactly as given.
  private func apply(_ range: PlatformRange, _ replacement: String) {
    guard range.fits(in: text.utf16.count), let offsets = range.offsets else {
      crashes.append("range \(range) outside \(text.utf16.count) units")
      return
    }
    var units = Array(text.utf16)
    let removed = String(decoding: units[offsets], as: UTF16.self)
    units.replaceSubrange(offsets, with: Array(replacement.utf16))
    text = String(decoding: units, as: UTF16.self)
    let caret = offsets.lowerBound + replacement.utf16.count
    selection = caret..<caret
    undoStack.append(
      (PlatformRange(location: offsets.lowerBound, length: replacement.utf16.count), removed))
  }

  private func sendEditingChanged() {
    editingChangedCount += 1
    coordinator.textDidChange()
    // Setting the text ends a composition; apps leave the text alone while one is open.
    if appSetsTextOnEditingChanged && marked == nil {
      programSetsText(text)
      // `RuleTextField` tells the coordinator, unless the text is being set by its own
      // replacement; a delegate is not told.
      if mode == .subclass && !coordinator.driver.isApplyingReplacement {
        coordinator.textWasSetByProgram()
      }
    }
  }
}
