/// How a text rule judges a whole text, and what it knows of the text after an edit it accepted
/// without judging it whole.
extension TextRule {
  /// Judges a text: `invalid` when a grapheme cluster is refused (control characters in a
  /// single-line rule, excluded or not allowed characters), when a letter is not in the rule's
  /// case (one that typing it would convert: `caseConverted`), or when a length limit is
  /// exceeded; `empty` for no text, otherwise `valid` with the text as the value. So a value the
  /// program sets (`InputField.setValue`) is judged as typed text would be: in an upper-case
  /// field, "abc" is refused with the rule's reason (set from a string, it is converted first:
  /// `value(fromCanonical:)`).
  public func evaluate(_ text: String) -> Evaluation<String> {
    if text.isEmpty { return .empty }
    var contiguous = text
    contiguous.makeContiguousUTF8()
    return contiguous.utf8.withContiguousStorageIfAvailable { bytes in
      evaluate(ClusterReader(text: contiguous, bytes: bytes))
    } ?? evaluateByCharacters(text)
  }

  /// `evaluate` cluster by cluster; an ASCII character before an ASCII character (but CR LF) is
  /// a cluster judged by its byte, without grapheme breaking.
  private func evaluate(_ reader: ClusterReader) -> Evaluation<String> {
    let bytes = reader.bytes
    let count = bytes.count
    var verdicts = ClusterVerdicts(rule: self)
    let letterCase = letterCase
    var clusters = 0
    var i = 0
    while i < count {
      let byte = bytes[i]
      let end: Int
      let accepted: Bool
      var inCase = true
      if byte < 0x80
        && (i + 1 == count || (bytes[i + 1] < 0x80 && !(byte == 0x0D && bytes[i + 1] == 0x0A)))
      {
        end = i + 1
        accepted = verdicts.accepts(ascii: byte, self)
        if let letterCase {
          inCase = byte &- (letterCase == .upper ? 0x61 : 0x41) >= 26
        }
      } else {
        let cluster = reader.cluster(at: i)
        end = cluster.end
        accepted = verdicts.accepts(
          reader, i, end, first: cluster.first, single: cluster.single, self)
        if let letterCase {
          var k = i
          while k < end && inCase {
            let (value, length) = reader.scalar(at: k)
            inCase = keepsCase(value, letterCase)
            k &+= length
          }
        }
      }
      if !accepted { return .invalid(refusal(of: reader.character(i, end))!) }
      if !inCase { return .invalid(notInCaseReason(reader.character(i, end))) }
      clusters += 1
      i = end
    }
    for limit in lengthLimits {
      let length = limit.unit == .characters ? clusters : limit.unit.length(of: reader.text)
      if length > limit.count { return .invalid(tooLongReason(limit)) }
    }
    return .valid(reader.text)
  }

  /// `evaluate` by the standard library's characters.
  private func evaluateByCharacters(_ text: String) -> Evaluation<String> {
    for character in text {
      if let refusal = refusal(of: character) { return .invalid(refusal) }
      if let letterCase,
        !character.unicodeScalars.allSatisfy({ keepsCase($0.value, letterCase) })
      {
        return .invalid(notInCaseReason(character))
      }
    }
    for limit in lengthLimits where limit.unit.length(of: text) > limit.count {
      return .invalid(tooLongReason(limit))
    }
    return .valid(text)
  }

  /// An accepted insertion never makes valid or empty text invalid: the rule judges every
  /// cluster the insertion makes or changes, and every length limit, as `evaluate` does. So the
  /// text is valid, with itself as the value.
  @inlinable
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<String>?
  {
    guard previous == .valid || previous == .empty, !text.isEmpty else { return nil }
    return .valid(text)
  }

  /// The value of valid text is the text; accepted edits never make valid text invalid (see the
  /// two shortcuts around this property).
  public var valueSharesText: Bool { true }

  /// A deletion accepted as proposed never makes valid text invalid: it removes whole grapheme
  /// clusters (the engine never splits one), so no character is added or changed but where two
  /// join at the deletion point, and `review` removes a joined character the rule refuses (that
  /// deletion is then not accepted as proposed); removing whole clusters never makes more of
  /// them, so no length limit is passed; and it adds no letter out of the rule's case.
  @inlinable
  public func evaluation(afterDeletionMaking text: String, previous: Validity)
    -> Evaluation<String>?
  {
    guard previous == .valid, !text.isEmpty else { return nil }
    return .valid(text)
  }
}

/// Whether a scalar is left as it is by converting text to `letterCase` (a text is in the case
/// when all its scalars are).
func keepsCase(_ value: UInt32, _ letterCase: TextRule.LetterCase) -> Bool {
  if value < 0x80 {
    return value &- (letterCase == .upper ? 0x61 : 0x41) >= 26
  }
  let properties = Unicode.Scalar(value).unsafelyUnwrapped.properties
  return letterCase == .upper
    ? !properties.changesWhenUppercased : !properties.changesWhenLowercased
}
