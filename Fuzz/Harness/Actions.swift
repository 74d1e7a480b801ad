import InputRules
import InputRulesTestSupport

/// Keys every field is typed with: the test support's random alphabet (ASCII, controls a
/// single-line field refuses, accents precomposed and not, a lone combining accent, case
/// mappings that change length, flags and lone regional indicators, skin tones, a ZWJ family
/// and a lone ZWJ, CJK, Hangul and jamo, other scripts' digits, a prepended concatenation mark,
/// U+FFFD) and the characters of bidirectional numbers.
let sharedKeys: [String] =
  RandomEditGenerator.defaultAlphabet + ["\u{200E}", "\u{200F}", "\u{61C}", "\u{2212}", "\u{FEFF}"]

/// What input methods compose: kana, Hangul and jamo, full-width digits and separators, an
/// accent to be joined.
let compositionKeys: [String] =
  RandomEditGenerator.defaultCompositionAlphabet + ["１", "２", "．", "，", "－", "ｅ"]

/// A UTF-16 offset for a text of `length` units: mostly inside it (cluster-splitting offsets
/// included), sometimes just past either end, sometimes extreme.
func decodeOffset(_ reader: inout ByteReader, length: Int) -> Int {
  let b = Int(reader.byte())
  switch b {
  case 0..<200: return b % (length + 1)
  case 200..<224: return length + (b - 199)
  case 224..<240: return -(b - 223)
  default:
    return [
      Int.min, Int.max, Int.min + 1, Int.max - 1, -1, length, Int.max / 2, Int(Int32.max),
      length + 1, 0, Int(UInt32.max), -Int(Int32.max), length * 2, 1 << 62, -(1 << 62), 2,
    ][b - 240]
  }
}

/// A replaced length: mostly short, sometimes negative or extreme.
func decodeLength(_ reader: inout ByteReader, length: Int) -> Int {
  let b = Int(reader.byte())
  switch b {
  case 0..<224: return b % 7
  case 224..<240: return length + (b - 224) % 4
  default:
    return [
      Int.min, Int.max, -1, -7, Int.max - 1, Int.min + 1, length, Int(Int32.max), -(1 << 62),
      1 << 62, 100, 1000, Int(UInt32.max), -2, 0, 1,
    ][b - 240]
  }
}

/// Text of 1...`maximum` keys of `keys`; sometimes a run of one key, sometimes with a trailing
/// line break (as copied lines have).
func decodeText(_ reader: inout ByteReader, keys: [String], maximum: Int) -> String {
  let shape = reader.byte()
  var text = ""
  if shape & 0x07 == 0 {
    text = String(repeating: reader.pick(keys), count: 1 + reader.below(maximum * 3))
  } else {
    for _ in 0...reader.below(maximum) where !reader.isAtEnd { text += reader.pick(keys) }
  }
  switch shape >> 5 {
  case 6: text += "\n"
  case 7: text += "\r\n"
  default: break
  }
  return text
}

/// The next action for a field in `state`: what a user, an input method, a platform and the
/// program do, in proportions close to real use (typing most), with raw ranges of any value.
func decodeAction(
  _ reader: inout ByteReader, state: FieldState, keys: [String], valuesSeen: [String],
  samples: [String]
) -> FieldAction {
  let length = state.text.utf16.count
  let op = reader.byte()
  if state.isComposing {
    switch op % 16 {
    case 0..<5:
      // The input method grows, changes or shrinks its composition.
      let current = state.marked.map { String(state.text[state.text.safeRange($0)]) } ?? ""
      switch reader.below(8) {
      case 0..<5: return .mark(current + reader.pick(compositionKeys))
      case 5: return .mark(reader.pick(compositionKeys) + reader.pick(compositionKeys))
      case 6: return .mark(String(current.dropLast()))
      default: return .mark("")
      }
    case 5..<9: return .unmark
    case 9: return .backspace
    case 10: return .deleteForward
    case 11: return .commit
    case 12: return .type(reader.pick(keys))
    case 13:
      return .select(decodeOffset(&reader, length: length), decodeOffset(&reader, length: length))
    case 14: return .paste(decodeText(&reader, keys: keys, maximum: 6))
    default:
      return .replace(
        location: decodeOffset(&reader, length: length),
        length: decodeLength(&reader, length: length),
        with: reader.chance(4) ? "" : reader.pick(keys))
    }
  }
  switch op % 64 {
  case 0..<24: return .type(reader.pick(keys))
  case 24..<26: return .type(decodeText(&reader, keys: keys, maximum: 4))
  case 26..<31: return .paste(decodeText(&reader, keys: keys, maximum: 12))
  case 31: return .paste(reader.rawText(maximum: 24))
  case 32..<37:
    return .replace(
      location: decodeOffset(&reader, length: length),
      length: decodeLength(&reader, length: length),
      with: reader.chance(4) ? "" : decodeText(&reader, keys: keys, maximum: 3))
  case 37..<43: return .backspace
  case 43..<46: return .deleteForward
  case 46..<51:
    if reader.chance(3) { return .select(length, length) }
    return .select(decodeOffset(&reader, length: length), decodeOffset(&reader, length: length))
  case 51..<56: return .mark(reader.pick(compositionKeys))
  case 56..<59: return .commit
  default:
    switch reader.below(4) {
    case 0 where !valuesSeen.isEmpty: return .setValue(canonical: reader.pick(valuesSeen))
    case 1: return .setValue(canonical: reader.rawText(maximum: 8))
    case 3: return .takeBack
    default: return .setValue(canonical: reader.pick(samples))
    }
  }
}

/// The actions that take back what the field shows, decoded by `decodeTakingBack`: the user
/// retyping a part, or the text or value given back whole.
extension FieldAction {
  /// A placeholder `decodeAction` returns for `decodeTakingBack` to expand.
  static let takeBack = FieldAction.setValue(canonical: "\u{0}takeBack")
}

/// The actions of a `takeBack`: select a range of the text (on cluster boundaries, at most
/// `FieldLaws.retypedClusterLimit` clusters) and type back what it holds, one cluster at a
/// time; select everything and paste the text shown; or set the value the field holds (its
/// canonical string).
func decodeTakingBack(
  _ reader: inout ByteReader, state: FieldState, canonical: String?
) -> [FieldAction] {
  let text = state.text
  switch reader.below(3) {
  case 0:
    var bounds = [0]
    for character in text { bounds.append(bounds[bounds.count - 1] + character.utf16.count) }
    guard bounds.count > 1 else { return [.paste(text)] }
    // At most `FieldLaws.retypedClusterLimit` clusters, as the law retypes: each key is a full
    // edit checked by every law, so a long selection would make one input run for seconds.
    let first = reader.below(bounds.count - 1)
    let longest = min(bounds.count - 1 - first, FieldLaws.retypedClusterLimit)
    let last = first + 1 + reader.below(longest)
    var actions: [FieldAction] = [.select(bounds[first], bounds[last])]
    var index = 0
    for character in text {
      if index >= first && index < last { actions.append(.type(String(character))) }
      index += 1
    }
    return actions
  case 1: return [.select(0, text.utf16.count), .paste(text)]
  default: return canonical.map { [.setValue(canonical: $0)] } ?? [.clear, .paste(text)]
  }
}
