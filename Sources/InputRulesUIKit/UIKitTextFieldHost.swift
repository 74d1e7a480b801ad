#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import InputRulesPlatform
  import UIKit

  /// A `UITextField` as the coordinator sees it. Offsets are UTF-16, as `UITextInput` counts them
  /// in a text field; positions are made with `position(from:offset:)` from the start.
  @MainActor
  final class UIKitTextFieldHost: TextFieldHost {
    weak var field: UITextField?

    init(_ field: UITextField) {
      self.field = field
    }

    var snapshot: PlatformSnapshot {
      guard let field else { return PlatformSnapshot(text: "") }
      return PlatformSnapshot(
        text: field.text ?? "", selection: field.selectedTextRange.map { range(of: $0, in: field) },
        marked: field.markedTextRange.map { range(of: $0, in: field) })
    }

    func replace(_ range: PlatformRange, with text: String) {
      guard let field, let textRange = textRange(range, in: field) else { return }
      field.replace(textRange, withText: text)
    }

    func setText(_ text: String) {
      field?.text = text
    }

    func select(_ range: PlatformRange) {
      guard let field, let textRange = textRange(range, in: field) else { return }
      if field.selectedTextRange.map({ self.range(of: $0, in: field) }) != range {
        field.selectedTextRange = textRange
      }
    }

    func sendChangeNotifications() {
      guard let field else { return }
      field.sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
    }

    /// Only while the field is being edited: its undo steps are on the undo manager of its
    /// window then, and that manager also holds the steps of everything else in the window, which
    /// a program setting a field it is not editing has no reason to lose.
    func discardUndoHistory() {
      guard let field, field.isFirstResponder else { return }
      field.undoManager?.removeAllActions()
    }

    func announce(_ message: String) {
      UIAccessibility.post(notification: .announcement, argument: message)
    }

    func announce(_ message: String, in language: Language) {
      UIAccessibility.announce(message, in: language)
    }

    private func range(of textRange: UITextRange, in field: UITextField) -> PlatformRange {
      let start = field.offset(from: field.beginningOfDocument, to: textRange.start)
      let length = field.offset(from: textRange.start, to: textRange.end)
      return PlatformRange(location: start, length: length)
    }

    private func textRange(_ range: PlatformRange, in field: UITextField) -> UITextRange? {
      guard let start = field.position(from: field.beginningOfDocument, offset: range.location),
        let end = field.position(from: start, offset: range.length)
      else { return nil }
      return field.textRange(from: start, to: end)
    }
  }
#endif
