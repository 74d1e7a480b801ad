/// What a field's text changed by: the UTF-16 range of the text before that was replaced, and
/// the text now in its place. One change can stand for several edits in a row (the keys of a
/// typed word, a Backspace held down): it then covers everything they changed.
///
/// Front ends redraw, record undo steps and send the text to another process from changes
/// instead of from the whole text, so their cost follows the edit rather than the text's length
/// (`InputField.takeChange()`).
public struct TextChange: Hashable, Sendable {
  /// The replaced range, in UTF-16 offsets of the text before the change.
  public var range: Range<Int>
  /// The text that replaced it.
  public var replacement: String

  /// A change replacing `range` (UTF-16 offsets of the text before) with `replacement`.
  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// `text` with the change made to it (the range clamped to the text and snapped to scalar
  /// boundaries; a change taken from a field always fits the text it was made to).
  public func applied(to text: String) -> String {
    var result = text
    let lower = text.utf16.index(
      text.utf16.startIndex, offsetBy: Swift.min(Swift.max(range.lowerBound, 0), text.utf16.count))
    let upper = text.utf16.index(
      lower,
      offsetBy: Swift.min(
        Swift.max(range.count, 0), text.utf16.distance(from: lower, to: text.utf16.endIndex)))
    result.replaceSubrange(lower..<upper, with: replacement)
    return result
  }
}

/// Where the engine's last edit of a state's text went, kept in the state as the edit is carried
/// out: the start of the new text and how much of the old text it replaced, in UTF-16 units and
/// UTF-8 bytes. The end of the new text is the state's anchor. `start16` is -1 when unknown.
@usableFromInline
struct EditSpan: Sendable {
  @usableFromInline var start16: Int
  @usableFromInline var start8: Int
  @usableFromInline var removed16: Int
  @usableFromInline var removed8: Int

  @inlinable init(start16: Int, start8: Int, removed16: Int, removed8: Int) {
    self.start16 = start16
    self.start8 = start8
    self.removed16 = removed16
    self.removed8 = removed8
  }

  @usableFromInline static let none = EditSpan(start16: -1, start8: -1, removed16: 0, removed8: 0)
  /// The engine made the text anew, the same as it was.
  @usableFromInline static let unchanged = EditSpan(
    start16: -2, start8: -2, removed16: 0, removed8: 0)
}

/// The changes a field made since they were last taken, as one span of offsets: from `start`,
/// the text before had `oldEnd16 - start16` UTF-16 units that the text now replaces with the
/// ones up to `newEnd`. Followed through each edit by offsets alone; the replacement is read
/// from the text only when the change is taken.
@usableFromInline
struct ChangeSpan: Sendable {
  @usableFromInline var start16: Int
  @usableFromInline var start8: Int
  @usableFromInline var oldEnd16: Int
  @usableFromInline var newEnd16: Int
  @usableFromInline var newEnd8: Int

  @inlinable
  init(start16: Int, start8: Int, oldEnd16: Int, newEnd16: Int, newEnd8: Int) {
    self.start16 = start16
    self.start8 = start8
    self.oldEnd16 = oldEnd16
    self.newEnd16 = newEnd16
    self.newEnd8 = newEnd8
  }

  /// One edit: `removed` units at `start` replaced with the text up to `end`.
  @inlinable
  init(_ edit: EditSpan, end16: Int, end8: Int) {
    self.init(
      start16: edit.start16, start8: edit.start8, oldEnd16: edit.start16 &+ edit.removed16,
      newEnd16: end16, newEnd8: end8)
  }

  /// This change followed by `next` (an edit of the text this change made), as one change of
  /// the text before this one. Offsets before both keep their place; the span reaches as far
  /// as either edit did in the text between them.
  @inlinable
  func then(_ next: EditSpan, end16: Int, end8: Int) -> ChangeSpan {
    let nextOldEnd16 = next.start16 &+ next.removed16
    let nextOldEnd8 = next.start8 &+ next.removed8
    let start = next.start16 < start16 ? (next.start16, next.start8) : (start16, start8)
    // The end, in the text between the two edits, of what either touched; the UTF-8 offset of
    // this change's end there is its `newEnd8`.
    let (middle16, middle8) =
      nextOldEnd16 > newEnd16 ? (nextOldEnd16, nextOldEnd8) : (newEnd16, newEnd8)
    return ChangeSpan(
      start16: start.0, start8: start.1, oldEnd16: middle16 &- (newEnd16 &- oldEnd16),
      newEnd16: middle16 &+ (end16 &- nextOldEnd16), newEnd8: middle8 &+ (end8 &- nextOldEnd8))
  }

  /// The edit that makes `new` of `old`, found by comparing them (`nil` when they are the
  /// same): the bytes both start and end with are left out, on scalar boundaries. For the paths
  /// that make a new text whole (a rule's reformatting, compositions, a value set), which read
  /// the whole text anyway.
  @usableFromInline
  static func edit(from old: String, to new: String) -> (EditSpan, end16: Int, end8: Int)? {
    var old = old
    var new = new
    return old.withUTF8 { a in
      new.withUTF8 { b -> (EditSpan, end16: Int, end8: Int)? in
        let shorter = Swift.min(a.count, b.count)
        var p = 0
        while p < shorter && a[p] == b[p] { p &+= 1 }
        if p == a.count && p == b.count { return nil }
        // Back to the start of the scalar the first difference is in.
        while p > 0
          && ((p < a.count && UTF8.isContinuation(a[p]))
            || (p < b.count && UTF8.isContinuation(b[p])))
        {
          p &-= 1
        }
        var s = 0
        let most = shorter &- p
        while s < most && a[a.count &- 1 &- s] == b[b.count &- 1 &- s] { s &+= 1 }
        while s > 0 && UTF8.isContinuation(a[a.count &- s]) { s &-= 1 }
        func units(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
          var n = 0
          for byte in bytes where !UTF8.isContinuation(byte) { n &+= byte >= 0xF0 ? 2 : 1 }
          return n
        }
        let start16 = units(a[0..<p])
        let removed16 = units(a[p..<(a.count &- s)])
        let inserted16 = units(b[p..<(b.count &- s)])
        return (
          EditSpan(start16: start16, start8: p, removed16: removed16, removed8: a.count &- s &- p),
          start16 &+ inserted16, b.count &- s
        )
      }
    }
  }
}
