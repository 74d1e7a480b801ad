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

/// How an input method's candidate is committed as an insertion rather than as marked text
/// replaced in place, as reported for iOS 26 (https://developer.apple.com/forums/thread/801013;
/// a like symptom, a phrase inserted again on confirm, with a third-party keyboard:
/// https://github.com/flutter/flutter/issues/187636): the candidate is inserted after the marked
/// text, and the reading goes. The exact calls are not documented; the fake covers the three
/// orders the reports allow.
enum CandidateCommit: String, Sendable, CaseIterable {
  /// The reading is taken out with its marked range, without the delegate, then
  /// `shouldChangeCharactersIn` inserts the candidate where the reading began.
  case insertionAfterReadingCleared
  /// `shouldChangeCharactersIn` inserts the candidate at the end of the marked text while it
  /// is still marked; once allowed, the reading goes with its marked range.
  case insertionWhileMarked
  /// `shouldChangeCharactersInRanges` (iOS 26) inserts the candidate at the end of the marked
  /// text and deletes the marked range, in one call, while the text is still marked.
  case rangesWhileMarked
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
  /// How many times the coordinator discarded the undo history (`discardUndoHistory()`).
  private(set) var undoHistoryDiscards = 0
  /// The text the field reports while it cannot be read (AppKit's field editor detached when
  /// editing ends): the snapshot shows this instead of the text, with no selection.
  var staleSnapshotText: String?
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
    if let staleSnapshotText { return PlatformSnapshot(text: staleSnapshotText) }
    return PlatformSnapshot(
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

  /// The undo manager's steps hold ranges of the text they were registered in: all go.
  func discardUndoHistory() {
    undoHistoryDiscards += 1
    undoStack.removeAll()
  }

  /// How many undo steps the field holds.
  var undoStepCount: Int { undoStack.count }

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

  // MARK: Call orders of newer systems and hardware keyboards

  /// The input method commits `candidate` for the marked text (the reading) in `order`. A
  /// subclass is told nothing (UIKit ends the marking without `unmarkText()`); the selection
  /// change and `editingChanged` follow an allowed change. When the delegate refuses, the
  /// marking ends with the field as it then is.
  func commitCandidate(_ candidate: String, _ order: CandidateCommit) {
    guard let reading = marked else { return }
    let end = PlatformRange.caret(reading.upperBound)
    switch order {
    case .insertionAfterReadingCleared:
      apply(PlatformRange(reading), "", registersUndo: false)
      marked = nil
      userChange(.caret(reading.lowerBound), candidate)
    case .insertionWhileMarked:
      delegateCalls.append("\(end) \"\(candidate)\"")
      if coordinator.shouldChange(end, replacement: candidate) {
        apply(end, candidate)
        apply(PlatformRange(reading), "", registersUndo: false)
        moveCaret(to: reading.lowerBound + candidate.utf16.count)
        marked = nil
        reportUserChange()
      } else {
        marked = nil
      }
    case .rangesWhileMarked:
      delegateCalls.append("[\(end), \(PlatformRange(reading))] \"\(candidate)\"")
      if coordinator.shouldChange([end, PlatformRange(reading)], replacement: candidate) {
        apply(end, candidate)
        apply(PlatformRange(reading), "", registersUndo: false)
        moveCaret(to: reading.lowerBound + candidate.utf16.count)
        marked = nil
        reportUserChange()
      } else {
        marked = nil
      }
    }
  }

  /// A key of the Korean (Hangul) keyboard. It sets no marked text: each jamo key either
  /// inserts a new syllable (or a lone jamo) at the selection, or, when it continues the
  /// syllable before the caret, replaces that syllable with the recomposed one (or two, when a
  /// final consonant moves on to a new syllable) through `shouldChangeCharactersIn`, with a
  /// range of length 1. Reported in https://github.com/simonbs/Runestone/issues/11
  /// ("setMarkedText will not be called, but replaceText will") and
  /// https://github.com/Team-Kiero/Kiero-iOS/pull/279 (a final consonant arrives through
  /// `shouldChangeCharactersIn` with `markedTextRange` nil).
  func hangulKey(_ result: String, recomposing: Bool) {
    guard recomposing, selection.isEmpty, selection.lowerBound > 0 else {
      userChange(PlatformRange(selection), result)
      return
    }
    userChange(PlatformRange(location: selection.lowerBound - 1, length: 1), result)
  }

  /// The same recomposition told as two changes, the syllable deleted and the recomposed one
  /// inserted, each asked of the delegate (two `textViewDidChange(_:)` per key, as reported in
  /// https://github.com/hanspinckaers/GrowingTextView/pull/86).
  func hangulKeyAsDeletionThenInsertion(_ result: String) {
    deleteBackward()
    userChange(PlatformRange(selection), result)
  }

  /// Security Code AutoFill (QuickType's suggestion of a code just received): the code is
  /// inserted at the selection as one change through the delegate.
  func autoFill(_ code: String) {
    userChange(PlatformRange(selection), code)
  }

  /// The code AutoFill inserted arrives a second time, at the end: digit by digit, or whole.
  /// Reported with some localizations, "123456" becoming "123456123456"
  /// (https://github.com/flutter/flutter/issues/176872); the reports do not say whether the
  /// second arrival comes whole or digit by digit.
  func autoFillArrivesAgain(_ code: String, digitByDigit: Bool) {
    if digitByDigit {
      for digit in code { userChange(.caret(text.utf16.count), String(digit)) }
    } else {
      userChange(.caret(text.utf16.count), code)
    }
  }

  /// The program sets the text and tells the coordinator: `RuleTextField` does when its `text`
  /// is set; an app with a delegate calls `textWasSetByProgram()` itself.
  func programSetsTextAndTells(_ newText: String) {
    programSetsText(newText)
    coordinator.textWasSetByProgram()
  }

  /// Forward Delete from a hardware keyboard (fn-Delete, or Delete on an iPad keyboard): the
  /// selection, or the character after the caret, goes. Unless `asksDelegate`, without asking
  /// the delegate: only the selection change and `editingChanged` follow. The delegate being
  /// skipped is reported for hardware keys, not documented; the fake covers both.
  func hardwareDeleteForward(asksDelegate: Bool = false) {
    var range = selection
    if range.isEmpty {
      let caret = text.utf16.index(text.utf16.startIndex, offsetBy: selection.lowerBound)
      guard caret < text.endIndex else { return }
      let after = text.index(after: caret)
      range = selection.lowerBound..<text.utf16.distance(from: text.utf16.startIndex, to: after)
    }
    if asksDelegate {
      userChange(PlatformRange(range), "")
    } else {
      apply(PlatformRange(range), "")
      reportUserChange()
    }
  }

  /// Command-Backspace from a hardware keyboard: the selection, or everything from the start of
  /// the line (the text) to the caret, goes without asking the delegate; only the selection
  /// change and `editingChanged` follow.
  func hardwareDeleteToLineStart() {
    let range = selection.isEmpty ? 0..<selection.lowerBound : selection
    guard !range.isEmpty else { return }
    apply(PlatformRange(range), "")
    reportUserChange()
  }

  /// An accepted inline prediction (iOS 17, `UITextInputTraits.inlinePredictionType`): the
  /// rest of the word is inserted at the caret through the delegate. (A prediction accepted
  /// while an input method composes is a candidate committed after the marked text:
  /// `commitCandidate(_:_:)`.)
  func acceptInlinePrediction(_ rest: String) {
    userChange(PlatformRange(selection), rest)
  }

  /// Writing Tools (iOS 18) rewrites the whole text: one `shouldChangeCharactersIn` over the
  /// whole range, or, when `reportedOnly`, the text replaced with only the selection change and
  /// `editingChanged` after it ("Customizing Writing Tools behavior for UIKit views":
  /// `UITextField` has Writing Tools built in; how it tells the delegate is not documented).
  func writingToolsRewrite(to newText: String, reportedOnly: Bool) {
    let whole = PlatformRange(location: 0, length: text.utf16.count)
    if reportedOnly {
      apply(whole, newText)
      reportUserChange()
    } else {
      userChange(whole, newText)
    }
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
  private func apply(_ range: PlatformRange, _ replacement: String, registersUndo: Bool = true) {
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
    if registersUndo {
      undoStack.append(
        (PlatformRange(location: offsets.lowerBound, length: replacement.utf16.count), removed))
    }
  }

  private func moveCaret(to offset: Int) {
    selection = offset..<offset
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
