import InputRules

/// A change the adapter makes itself, through the platform's text input API, in place of the one
/// the platform proposed (or after one the platform already applied).
///
/// The range is the smallest one that turns the field's current text into `resultingText`, so
/// applying it through `UITextInput.replace(_:withText:)` or `NSTextView.replaceCharacters(in:with:)`
/// keeps undo steps small and the rest of the text (and its attributes) untouched.
public struct PlatformReplacement: Hashable, Sendable {
  /// The range to replace, in the field's current text (UTF-16, always within the text).
  public var range: PlatformRange
  /// The text to put in `range`.
  public var text: String
  /// The selection to set afterwards, in `resultingText`. Never moved to the end unless the rule
  /// put it there.
  public var selection: PlatformRange
  /// The whole text once the replacement is made.
  public var resultingText: String

  /// A replacement from its parts, stored as given: `init(from:to:)` makes the smallest one for a
  /// change.
  public init(
    range: PlatformRange, text: String, selection: PlatformRange, resultingText: String
  ) {
    self.range = range
    self.text = text
    self.selection = selection
    self.resultingText = resultingText
  }

  /// Whether there is text to replace; `false` when only the selection moves.
  public var changesText: Bool { range.length != 0 || !text.isEmpty }

  /// The replacement that turns `current` into `target`, with `target`'s selection.
  public init(from current: String, to target: FieldState) {
    let diff = TextDiff(from: current, to: target.text)
    self.init(
      range: PlatformRange(diff.oldRange), text: diff.insertedText,
      selection: PlatformRange(target.selection), resultingText: target.text)
  }
}

/// What the adapter does with a change the platform proposed or reported.
public enum PlatformAction: Hashable, Sendable {
  /// Let the platform apply its change as proposed (a delegate returns `true`); after the fact,
  /// leave the field as it is.
  case allow
  /// Refuse the change; the field stays exactly as it is (a delegate returns `false`).
  case refuse
  /// Refuse the platform's change (a delegate returns `false`) and apply this one instead through
  /// the text input API; after the fact, apply it to correct what the platform did.
  case replace(PlatformReplacement)
}

/// The driver's answer to one call: what to do, what the engine decided, and what to tell the
/// user.
public struct PlatformDecision: Hashable, Sendable {
  /// What the adapter does.
  public var action: PlatformAction
  /// The engine's result, or `nil` when nothing was judged (an input method composing, the
  /// adapter's own replacement coming back, nothing changed).
  public var result: EditResult?
  /// A sentence to announce to VoiceOver, when an edit was refused or input was dropped, told by
  /// the driver's `messages`.
  public var announcement: String?
  /// The language `announcement` is told in, when there is one: adapters hand its BCP 47 tag
  /// (`identifier`) to VoiceOver with the sentence, so a voice for that language reads it.
  public var announcementLanguage: Language?
  /// Whether the range the platform reported was unusable as is (out of bounds, `NSNotFound`,
  /// inside a grapheme cluster) and was clamped or widened before judging.
  public var rangeWasAdjusted: Bool
  /// Whether the field's text after this call differs from its text before: adapters update
  /// bindings and send their own change notifications only then.
  public var changesText: Bool

  /// A decision from its parts; what is not given is nothing: no result, no announcement, a range
  /// used as reported, and text unchanged.
  public init(
    action: PlatformAction, result: EditResult? = nil, announcement: String? = nil,
    announcementLanguage: Language? = nil, rangeWasAdjusted: Bool = false,
    changesText: Bool = false
  ) {
    self.action = action
    self.result = result
    self.announcement = announcement
    self.announcementLanguage = announcementLanguage
    self.rangeWasAdjusted = rangeWasAdjusted
    self.changesText = changesText
  }

  /// The delegate's return value: `true` only when the platform may apply its own change.
  public var allowsPlatformChange: Bool { action == .allow }

  /// The replacement to apply, if any.
  public var replacement: PlatformReplacement? {
    if case .replace(let replacement) = action { return replacement }
    return nil
  }

  /// Why the engine refused or changed the edit, when it said.
  public var reason: Reason? { result?.reason }

  /// A decision with nothing to do and nothing judged.
  public static let nothingToDo = PlatformDecision(action: .allow)
}

/// A change about to be made, shown to a final check (a subclass's extra rule, the app's own
/// delegate) before it happens.
public struct ProposedChange: Hashable, Sendable {
  /// The range that will be replaced in the field's current text.
  public var range: PlatformRange
  /// The text that will replace it.
  public var replacement: String
  /// The field before the change.
  public var before: FieldState
  /// The field after the change, as the rule left it.
  public var after: FieldState

  /// A change from its parts, as the driver shows it to a final check.
  public init(range: PlatformRange, replacement: String, before: FieldState, after: FieldState) {
    self.range = range
    self.replacement = replacement
    self.before = before
    self.after = after
  }
}

/// The answer of a final check on a change the rule accepted.
public enum ChangeApproval: Hashable, Sendable {
  /// Let the change happen.
  case approve
  /// Refuse it; the reason, when given, is announced.
  case refuse(Reason?)
}

/// How a field stands, for styling it (the classic example turns invalid text red) and for
/// status lines.
public struct InputStatus: Hashable, Sendable {
  /// How the rule judges the text (composition included).
  public var validity: Validity
  /// Why the text is not valid, when it is not.
  public var invalidReason: Reason?
  /// Why the last edit was refused or changed, until the next edit.
  public var lastEditReason: Reason?
  /// Whether the last edit was refused.
  public var lastEditWasRejected: Bool
  /// Whether an input method is composing text (the text is not judged meanwhile).
  public var isComposing: Bool

  /// A status from its parts; the defaults are an empty field with nothing to report.
  public init(
    validity: Validity = .empty, invalidReason: Reason? = nil, lastEditReason: Reason? = nil,
    lastEditWasRejected: Bool = false, isComposing: Bool = false
  ) {
    self.validity = validity
    self.invalidReason = invalidReason
    self.lastEditReason = lastEditReason
    self.lastEditWasRejected = lastEditWasRejected
    self.isComposing = isComposing
  }

  /// Whether the text is valid or empty.
  public var isAcceptable: Bool { validity == .valid || validity == .empty }
}

/// Where the caret may go.
public enum CaretPolicy: String, Hashable, Sendable, CaseIterable {
  /// Anywhere; the platform moves it and the rule places it after edits.
  case free
  /// Always at the end (cash-register entry): every insertion goes to the end, every deletion
  /// removes the last character, and any other selection is moved back to the end.
  case pinnedToEnd
}
