import InputRules

// What a driver announces, and in which language.
extension TextInputDriver {
  /// What VoiceOver says about a result, told by `messages`: the reason for a refusal, or for a
  /// change that dropped what the user entered. Reformatting and case conversion are visible and
  /// not announced.
  func announcement(for result: EditResult) -> String? {
    guard let reason = result.reason else { return nil }
    switch result.outcome {
    case .rejected: return messages.message(for: reason)
    case .transformed:
      return reason.code == .filtered || reason.code == .truncated
        ? messages.message(for: reason) : nil
    case .accepted: return nil
    }
  }

  /// `decision` with the language of its announcement, when it has one.
  func told(_ decision: PlatformDecision) -> PlatformDecision {
    var decision = decision
    decision.announcementLanguage = decision.announcement == nil ? nil : messages.language
    return decision
  }
}
