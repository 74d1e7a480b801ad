/// Reading text back into the raw characters that `lay` laid it out from.
///
/// One pass that puts each character in the first slot that takes it is not enough: a literal
/// can equal a character an optional slot before it takes (the `x` of `1x ` in `[0a]{x} [0]`,
/// where the space is the raw character that left the letter slot empty), or a raw literal can
/// equal the slot character after it (`00` in `[a]{0}[00]`, whose first `0` is the kept literal
/// typed past the empty letter slot). So the reading searches: from each place, it tries the raw
/// characters the text could hold next, replays `lay`'s step for each and keeps those that write
/// exactly the text; places found to lead nowhere are remembered, so the search stays linear in
/// the text for a format of bounded length. Of several readings the first found is kept, and it
/// prefers slot characters to raw literals (`4-Z` in `[0999]-[A]` is `4Z`, its `-` only
/// layout), as one pass read it before wherever one pass read it right.
extension MaskFormat {
  /// Reads text laid out by this format, strictly: it is the layout of some raw characters, with
  /// some of the literals after the last one shown, and each slot character is as its slot stores
  /// it. Calls `body` with each raw character (slot characters, and literals typed to leave
  /// optional slots empty) and its UTF-16 range. `false` when the text is not this format's.
  func readStrictly(_ text: String, _ body: (Character, Range<Int>) -> Void) -> Bool {
    withoutActuallyEscaping(body) { readingStrictly(text, $0) }
  }

  /// `readStrictly`, compiled once. Its `body` is an optional, never `nil`, so that the
  /// optimizer does not copy the function for each closure passed to it (eleven copies of about
  /// 10 KB each in the WebAssembly module).
  @inline(never)
  private func readingStrictly(_ text: String, _ body: ((Character, Range<Int>) -> Void)?)
    -> Bool
  {
    let body = body!
    let characters = Array(text)
    guard let path = rawPath(of: characters, value: false) else { return false }
    if path.isEmpty { return true }
    // UTF-16 offsets of the characters the path names, in one pass.
    var offset = 0
    var next = 0
    for (position, character) in characters.enumerated() {
      let width = character.utf16.count
      while next < path.count && path[next].at == position {
        body(path[next].character, offset..<(offset + width))
        next += 1
      }
      if next == path.count { break }
      offset += width
    }
    return true
  }

  /// A place of the search: the element `lay` is at and the text's character offset, with the
  /// raw characters still to try from there and the one (and its offset) that led here.
  private struct Place {
    var element: Int
    var position: Int
    var candidates: [Character]
    var tried = 0
    var character: Character = " "
    var at = -1
  }

  /// The raw characters whose layout is `text` (or, with `value`, whose layout has `text` as its
  /// value), each with the character offset where it shows; `nil` when there are none.
  private func rawPath(of text: [Character], value: Bool) -> [(character: Character, at: Int)]? {
    if ends(text, from: 0, at: 0, value: value) { return [] }
    var stack = [
      Place(
        element: 0, position: 0, candidates: candidates(text, from: 0, at: 0, value: value))
    ]
    // Places known to lead nowhere, by element and offset; made at the first dead end.
    var deadEnds: [Bool] = []
    let width = text.count + 1
    while let top = stack.last {
      guard top.tried < top.candidates.count else {
        if deadEnds.isEmpty {
          deadEnds = Array(repeating: false, count: (elements.count + 1) * width)
        }
        deadEnds[top.element * width + top.position] = true
        stack.removeLast()
        continue
      }
      let character = top.candidates[top.tried]
      stack[stack.count - 1].tried += 1
      guard let step = step(character, text, from: top.element, at: top.position, value: value)
      else { continue }
      if !deadEnds.isEmpty && deadEnds[step.element * width + step.position] { continue }
      if ends(text, from: step.element, at: step.position, value: value) {
        var path = stack.dropFirst().map { (character: $0.character, at: $0.at) }
        path.append((character, step.at))
        return path
      }
      stack.append(
        Place(
          element: step.element, position: step.position,
          candidates: candidates(text, from: step.element, at: step.position, value: value),
          character: character, at: step.at))
    }
    return nil
  }

  /// Whether the text from `position` is literals the layout may show after the last raw
  /// character, which left `lay` at `element`: a start of the literals that follow it. With
  /// `value`, whether the value from `position` is nothing, or the `{}` literals left, which a
  /// complete value holds.
  private func ends(_ text: [Character], from element: Int, at position: Int, value: Bool)
    -> Bool
  {
    var i = element
    var p = position
    if value {
      if p == text.count { return true }
      while i < elements.count {
        switch elements[i] {
        case .free: break
        case .fixed(let l):
          guard p < text.count, text[p] == l else { return false }
          p += 1
        case .slot(let slot):
          guard slot.isOptional || slot.repeats else { return false }
        }
        i += 1
      }
      return p == text.count
    }
    while p < text.count {
      guard i < elements.count, let l = elements[i].literal, l == text[p] else { return false }
      i += 1
      p += 1
    }
    return true
  }

  /// The raw characters that could come next from `element` at `position`: each character of
  /// the text a slot there would hold as it shows, then each literal after an optional slot
  /// (typed to leave it empty). Only `step` tells which of them `lay` writes as the text.
  private func candidates(_ text: [Character], from element: Int, at position: Int, value: Bool)
    -> [Character]
  {
    var slotCharacters: [Character] = []
    var literals: [Character] = []
    var i = element
    var p = position
    var passedOptional = false
    walk: while i < elements.count && p < text.count {
      switch elements[i] {
      case .free(let l) where value:
        // Not in the value.
        if passedOptional && !literals.contains(l) { literals.append(l) }
        i += 1
      case .free(let l), .fixed(let l):
        guard l == text[p] else { break walk }
        if passedOptional && !literals.contains(l) { literals.append(l) }
        i += 1
        p += 1
      case .slot(let slot):
        // The text shows a digit slot's character in the format's digits; the value, and the
        // raw character, hold it as stored.
        if let taken = slot.take(text[p]), (value ? taken : shown(taken, by: slot)) == text[p],
          !slotCharacters.contains(taken)
        {
          slotCharacters.append(taken)
        }
        guard slot.isOptional && !slot.repeats else { break walk }
        passedOptional = true
        i += 1
      }
    }
    for l in literals where !slotCharacters.contains(l) { slotCharacters.append(l) }
    return slotCharacters
  }

  /// `lay`'s step for one raw character from `element`, checked against the text from
  /// `position`: where it leaves `lay` and the text, and the offset where the character shows;
  /// `nil` when the step writes anything but the text there.
  private func step(
    _ c: Character, _ text: [Character], from element: Int, at position: Int, value: Bool
  ) -> (element: Int, position: Int, at: Int)? {
    var i = element
    var p = position
    var skipped = false
    while i < elements.count {
      switch elements[i] {
      case .free(let l) where value:
        i += 1
        if skipped && c == l { return (i, p, p) }
      case .free(let l), .fixed(let l):
        guard p < text.count, text[p] == l else { return nil }
        i += 1
        p += 1
        if skipped && c == l { return (i, p, p - 1) }
      case .slot(let slot):
        if let taken = slot.take(c) {
          guard taken == c, p < text.count, text[p] == (value ? c : shown(c, by: slot)) else {
            return nil
          }
          return (slot.repeats ? i : i + 1, p + 1, p)
        }
        guard slot.isOptional && !slot.repeats else { return nil }
        i += 1
        skipped = true
      }
    }
    return nil
  }

  /// The raw characters whose layout has `value` as its value (or as the start of it, when
  /// incomplete), found by the same search as `readStrictly`: a kept literal can equal a
  /// character an optional slot before it takes (`1x9` in `[0a]{x} [0]` is `1`, the space that
  /// leaves the letter slot empty, and `9`). `nil` when there are none.
  func rawCharacters(ofValue value: String) -> String? {
    guard let path = rawPath(of: Array(value), value: true) else { return nil }
    var raw = ""
    for step in path { raw.append(step.character) }
    return raw
  }
}
