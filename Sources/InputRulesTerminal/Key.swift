/// One key press (or one paste) as a terminal reports it, decoded from the bytes it sends.
public enum Key: Hashable, Sendable {
  /// A grapheme cluster typed on the keyboard. Control characters that are bound to nothing
  /// arrive here too, so the field's rule, not the key handler, decides what they do.
  case character(Character)
  /// Text pasted while bracketed paste is on: one edit, however it was split across reads.
  case paste(String)
  case backspace
  /// Forward Delete.
  case deleteForward
  case left
  case right
  case up
  case down
  /// Home or Ctrl-A.
  case home
  /// End or Ctrl-E.
  case end
  /// Ctrl-U: empty the field.
  case clear
  case tab
  /// Shift-Tab.
  case backTab
  /// Return or Enter.
  case enter
  case escape
  /// Ctrl-C (raw mode turns it into a byte rather than a signal).
  case interrupt
  /// Ctrl-L: draw the whole screen again.
  case redraw
  /// Ctrl-Z (raw mode turns it into a byte rather than SIGTSTP): give the terminal back and stop,
  /// as the suspend key does in a shell.
  case suspend
  /// An escape sequence this decoder does not know (a function key, a mouse report...). Ignored.
  case unrecognized([UInt8])
}

/// Turns the bytes read from a terminal into keys. Pure: it keeps what it cannot decode yet (half
/// an escape sequence, half a UTF-8 character, a grapheme cluster that may still grow, a paste
/// whose end marker has not arrived) until the next read, or until `flush()` says input paused.
package struct KeyDecoder: Sendable {
  /// Bytes not decoded yet.
  private var buffer: [UInt8] = []
  /// The bytes of a bracketed paste whose end marker has not arrived, or `nil` outside a paste.
  private var pasteBytes: [UInt8]?
  /// Decoded text whose last grapheme cluster may still grow (an emoji modifier, a combining
  /// mark or the second half of a flag can arrive in the next read).
  private var pendingText = ""

  package init() {}

  /// What the decoder is holding back.
  package enum Pending: Hashable, Sendable {
    /// Nothing: every byte became a key.
    case none
    /// Half a UTF-8 character or a cluster that may still grow: flush after a short pause.
    case text
    /// A lone ESC or half an escape sequence: flush after a pause long enough for a slow link
    /// to deliver the rest of an arrow key, so Escape is not mistaken for one.
    case escape
    /// A bracketed paste whose end marker has not arrived: flush only after a long pause.
    case paste
  }

  package var pending: Pending {
    if pasteBytes != nil { return .paste }
    if buffer.first == 0x1B { return .escape }
    return buffer.isEmpty && pendingText.isEmpty ? .none : .text
  }

  static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]  // ESC [ 2 0 0 ~
  static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

  /// Decodes the bytes of one read, with whatever earlier reads left over.
  package mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [Key] {
    buffer.append(contentsOf: bytes)
    var keys: [Key] = []
    decode(into: &keys, final: false)
    return keys
  }

  /// Input paused: whatever is held back becomes keys. A lone ESC is the Escape key, half a
  /// UTF-8 character is U+FFFD, and an unfinished paste is pasted as it stands.
  package mutating func flush() -> [Key] {
    var keys: [Key] = []
    decode(into: &keys, final: true)
    if let bytes = pasteBytes {
      pasteBytes = nil
      keys.append(.paste(String(decoding: bytes + buffer, as: UTF8.self)))
      buffer.removeAll()
    }
    emitPendingText(into: &keys, all: true)
    return keys
  }

  private mutating func decode(into keys: inout [Key], final: Bool) {
    var i = 0
    defer { buffer.removeFirst(i) }
    while i < buffer.count {
      if pasteBytes != nil {
        if let end = Self.find(Self.pasteEnd, in: buffer, from: i) {
          pasteBytes! += buffer[i..<end]
          keys.append(.paste(String(decoding: pasteBytes!, as: UTF8.self)))
          pasteBytes = nil
          i = end + Self.pasteEnd.count
          continue
        }
        // Keep a tail that may be the start of the end marker; the rest is pasted text.
        let keep = Self.longestSuffix(of: buffer[i...], thatPrefixes: Self.pasteEnd)
        pasteBytes! += buffer[i..<(buffer.count - keep)]
        i = buffer.count - keep
        return
      }
      let byte = buffer[i]
      if byte == 0x1B {
        switch Self.escapeSequence(in: buffer, at: i) {
        case .incomplete:
          if !final { return }
          emitPendingText(into: &keys, all: true)
          let rest = Array(buffer[i...])
          keys.append(rest.count == 1 ? .escape : .unrecognized(rest))
          i = buffer.count
        case .complete(let key, let length):
          emitPendingText(into: &keys, all: true)
          i += length
          if key == .unrecognized(Self.pasteStart) {
            pasteBytes = []
          } else if key != .unrecognized(Self.pasteEnd) {
            keys.append(key)
          }
        }
      } else if byte < 0x20 || byte == 0x7F {
        emitPendingText(into: &keys, all: true)
        keys.append(Self.controlKey(byte))
        i += 1
      } else {
        // A run of text up to the next control byte, minus a UTF-8 character cut by the read.
        var end = i
        while end < buffer.count, buffer[end] >= 0x20, buffer[end] != 0x7F { end += 1 }
        let cut = end == buffer.count && !final ? Self.incompleteUTF8Tail(buffer[i..<end]) : 0
        pendingText += String(decoding: buffer[i..<(end - cut)], as: UTF8.self)
        i = end - cut
        if cut > 0 { break }
      }
    }
    emitPendingText(into: &keys, all: final)
  }

  /// Emits the pending text as one key per grapheme cluster; the last cluster stays pending
  /// unless `all`, since the next read may extend it.
  private mutating func emitPendingText(into keys: inout [Key], all: Bool) {
    guard !pendingText.isEmpty else { return }
    var characters = Array(pendingText)
    let last = all ? nil : characters.popLast()
    keys += characters.map(Key.character)
    pendingText = last.map { String($0) } ?? ""
  }

  private enum Parsed {
    case incomplete
    case complete(Key, length: Int)
  }

  /// Decodes the escape sequence starting at `start` (an ESC byte).
  private static func escapeSequence(in bytes: [UInt8], at start: Int) -> Parsed {
    let next = start + 1
    guard next < bytes.count else { return .incomplete }
    switch bytes[next] {
    case 0x5B:  // CSI: ESC [ parameters intermediates final
      var j = next + 1
      while j < bytes.count {
        let b = bytes[j]
        if b >= 0x40 && b <= 0x7E {
          let sequence = Array(bytes[start...j])
          return .complete(csiKey(sequence), length: j - start + 1)
        }
        if b < 0x20 || b > 0x3F || j - start > 32 {
          // Malformed: drop what came so far and decode the odd byte on its own.
          return .complete(.unrecognized(Array(bytes[start..<j])), length: j - start)
        }
        j += 1
      }
      return .incomplete
    case 0x4F:  // SS3: ESC O final (application cursor keys)
      guard next + 1 < bytes.count else { return .incomplete }
      let key: Key
      switch bytes[next + 1] {
      case 0x41: key = .up
      case 0x42: key = .down
      case 0x43: key = .right
      case 0x44: key = .left
      case 0x48: key = .home
      case 0x46: key = .end
      case 0x4D: key = .enter
      default: key = .unrecognized(Array(bytes[start...(next + 1)]))
      }
      return .complete(key, length: 3)
    case 0x1B:
      // Escape pressed twice, or Escape then a sequence: the first is a key of its own.
      return .complete(.escape, length: 1)
    default:
      // Alt with a key: bound to nothing. A UTF-8 character after ESC is consumed whole.
      let length = 1 + max(1, utf8Length(ofLead: bytes[next]))
      guard start + length <= bytes.count else { return .incomplete }
      return .complete(.unrecognized(Array(bytes[start..<(start + length)])), length: length)
    }
  }

  private static func csiKey(_ sequence: [UInt8]) -> Key {
    let final = sequence[sequence.count - 1]
    let parameters = sequence[2..<(sequence.count - 1)]
    if parameters.first.map({ $0 >= 0x3C }) == true {
      return .unrecognized(sequence)  // private (mouse reports, replies to queries)
    }
    switch final {
    case 0x41: return .up
    case 0x42: return .down
    case 0x43: return .right
    case 0x44: return .left
    case 0x48: return .home
    case 0x46: return .end
    case 0x5A: return .backTab
    case 0x7E:
      let first = parameters.prefix { $0 != 0x3B }
      switch String(decoding: first, as: UTF8.self) {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .deleteForward
      default: return .unrecognized(sequence)
      }
    default: return .unrecognized(sequence)
    }
  }

  private static func controlKey(_ byte: UInt8) -> Key {
    switch byte {
    case 0x01: return .home  // Ctrl-A
    case 0x03: return .interrupt  // Ctrl-C
    case 0x05: return .end  // Ctrl-E
    case 0x08, 0x7F: return .backspace  // Ctrl-H, DEL
    case 0x09: return .tab
    case 0x0A, 0x0D: return .enter
    case 0x0C: return .redraw  // Ctrl-L
    case 0x15: return .clear  // Ctrl-U
    case 0x1A: return .suspend  // Ctrl-Z
    default: return .character(Character(Unicode.Scalar(byte)))
    }
  }

  /// The length a UTF-8 sequence with this lead byte has (1 for ASCII and stray bytes).
  private static func utf8Length(ofLead byte: UInt8) -> Int {
    switch byte {
    case 0xC2...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF4: return 4
    default: return 1
    }
  }

  /// How many bytes at the end of `bytes` are the start of a UTF-8 character still incomplete.
  private static func incompleteUTF8Tail(_ bytes: ArraySlice<UInt8>) -> Int {
    var back = 0
    var j = bytes.endIndex
    while j > bytes.startIndex && back < 4 {
      j -= 1
      back += 1
      let b = bytes[j]
      if b & 0xC0 != 0x80 {
        let needed = utf8Length(ofLead: b)
        return needed > back ? back : 0
      }
    }
    return 0
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count - start >= needle.count else { return nil }
    var i = start
    while i + needle.count <= bytes.count {
      if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }

  private static func longestSuffix(of bytes: ArraySlice<UInt8>, thatPrefixes marker: [UInt8])
    -> Int
  {
    var length = min(marker.count - 1, bytes.count)
    while length > 0 {
      if bytes.suffix(length).elementsEqual(marker.prefix(length)) { return length }
      length -= 1
    }
    return 0
  }
}
