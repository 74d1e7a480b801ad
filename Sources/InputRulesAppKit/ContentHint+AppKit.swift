#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || INPUTRULES_STAND_INS)
  import AppKit
  import InputRules

  extension NSTextField {
    /// Sets the content type for what a rule says its field holds, so that macOS offers to fill
    /// it in (the code of a message just received, a saved card, the user's number). A content
    /// type the field has is kept when the rule names none, or when this macOS has no content
    /// type for it (cards and phone numbers came with macOS 14).
    public func applyContentHint(_ content: ContentHint?) {
      guard let content else { return }
      switch content {
      case ContentHint.oneTimeCode:
        contentType = .oneTimeCode
      case ContentHint.creditCardNumber:
        if #available(macOS 14.0, *) { contentType = .creditCardNumber }
      case ContentHint.telephoneNumber:
        if #available(macOS 14.0, *) { contentType = .telephoneNumber }
      }
    }
  }
#endif
