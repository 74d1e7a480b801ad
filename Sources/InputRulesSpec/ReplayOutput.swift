import InputRules

extension SpecField {
  /// Writes the replay output object for the field after an event, keys in the contract's order
  /// (text, selection, marked, state, value, the kind's details, accepted, reason, message). The
  /// text and value are escaped straight into the sink: a long text is never copied into one
  /// string. The message is told by `messages` (English by default; `inputrules replay` passes
  /// those of `RuleContext.reasonMessages(language:)`). What `inputrules replay` prints, and what
  /// a kind of an app's own prints the same way.
  package func writeReplayObject<Sink: JSONByteSink>(
    after result: EditResult, to sink: consuming Sink,
    messages: ReasonMessages = ReasonMessages()
  ) -> Sink {
    var object = JSONObjectWriter(into: sink)
    let state = self.state
    object.write("text", string: state.text)
    object.write("selection", integers: [state.selection.lowerBound, state.selection.upperBound])
    if let marked = state.marked {
      object.write("marked", integers: [marked.lowerBound, marked.upperBound])
    }
    object.write("state", string: validity.rawValue)
    object.write("value", string: canonicalValue)
    for (key, detail) in details { object.write(key, string: detail) }
    object.write("accepted", bool: result.outcome != .rejected)
    if let reason = result.reason {
      object.write("reason", string: reason.code.rawValue)
      object.write("message", string: messages.message(for: reason))
    }
    return object.finish()
  }
}
