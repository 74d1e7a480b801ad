/// A parsed JSON value that remembers what a program needs to explain it: object members in
/// the order they were written, and numbers exactly as written (so a decimal bound such as
/// `0.1` or an integer beyond `Int` is never rounded through `Double`).
package enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The JSON type's name as messages use it ("a string", "an array"...).
  package var typeDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The value written as compact JSON, as it appears after "got" in messages. Long values are
  /// cut with "…" so a message stays on one readable line.
  package var shortDescription: String {
    let full = jsonText
    let limit = 60
    if full.count <= limit { return full }
    return String(full.prefix(limit)) + "…"
  }

  /// The value written as compact JSON (strings escaped, members in their original order).
  package var jsonText: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let number): return number.text
    case .string(let string): return JSON.quoted(string)
    case .array(let elements):
      return "[" + elements.map { $0.jsonText }.joined(separator: ",") + "]"
    case .object(let object):
      let members = object.members.map { JSON.quoted($0.key) + ":" + $0.value.jsonText }
      return "{" + members.joined(separator: ",") + "}"
    }
  }
}

/// A JSON object: members in the order written. Keys are unique (the parser refuses duplicates).
package struct JSONObject: Hashable, Sendable {
  /// One `"key": value` pair.
  package struct Member: Hashable, Sendable {
    package var key: String
    package var value: JSONValue
    package init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  package var members: [Member]

  package init(_ members: [Member] = []) { self.members = members }

  /// The keys in the order written.
  package var keys: [String] { members.map { $0.key } }

  /// The value of a key, if present.
  package subscript(key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }
}

/// A JSON number kept as written, with exact conversions.
package struct JSONNumber: Hashable, Sendable {
  /// The literal exactly as it appeared, for example `-12`, `1.50` or `1e30`.
  package let text: String

  /// A number literal; `text` must follow the JSON number grammar (the parser guarantees it).
  package init(text: String) { self.text = text }

  /// What the literal is as an integer.
  package enum IntegerValue: Hashable, Sendable {
    /// An integral value that fits in `Int` (`2`, `-7`, `1e3`, `4.0`).
    case exact(Int)
    /// An integral value beyond `Int`, with its sign (`1e30`, `-99999999999999999999`).
    case tooLarge(negative: Bool)
    /// A value with a fractional part (`1.5`, `1e-3`).
    case fractional
  }

  /// The literal as an integer, computed exactly from its digits (never through `Double`).
  package var integerValue: IntegerValue {
    var digits: [UInt8] = []
    var negative = false
    var exponent = 0
    var fractionDigits = 0
    var index = text.utf8.startIndex
    let utf8 = text.utf8
    if index < utf8.endIndex, utf8[index] == UInt8(ascii: "-") {
      negative = true
      index = utf8.index(after: index)
    }
    var inFraction = false
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: ".") {
        inFraction = true
      } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        exponent = Self.exponent(utf8[utf8.index(after: index)...])
        break
      } else {
        digits.append(byte &- UInt8(ascii: "0"))
        if inFraction { fractionDigits += 1 }
      }
      index = utf8.index(after: index)
    }
    // value = digits × 10^scale
    var scale = exponent - fractionDigits
    while let first = digits.first, first == 0 { digits.removeFirst() }
    if digits.isEmpty { return .exact(0) }
    while scale < 0, let last = digits.last, last == 0 {
      digits.removeLast()
      scale += 1
    }
    if scale < 0 { return .fractional }
    if digits.count + scale > 19 { return .tooLarge(negative: negative) }
    var magnitude: UInt64 = 0
    for digit in digits { magnitude = magnitude * 10 + UInt64(digit) }
    for _ in 0..<scale { magnitude *= 10 }  // at most 19 digits: fits UInt64
    if negative {
      if magnitude > UInt64(Int.max) + 1 { return .tooLarge(negative: true) }
      return .exact(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
    }
    if magnitude > UInt64(Int.max) { return .tooLarge(negative: false) }
    return .exact(Int(magnitude))
  }

  /// The integer value clamped to `Int.min...Int.max`, or `nil` when it has a fractional part.
  package var clampedInt: Int? {
    switch integerValue {
    case .exact(let value): return value
    case .tooLarge(let negative): return negative ? Int.min : Int.max
    case .fractional: return nil
    }
  }

  /// An exponent's digits (after `e`), clamped far beyond any meaningful scale.
  private static func exponent(_ bytes: Substring.UTF8View) -> Int {
    var negative = false
    var value = 0
    for byte in bytes {
      if byte == UInt8(ascii: "-") {
        negative = true
      } else if byte != UInt8(ascii: "+") {
        value = Swift.min(value * 10 + Int(byte &- UInt8(ascii: "0")), 1_000_000)
      }
    }
    return negative ? -value : value
  }
}

/// Writing JSON text.
package enum JSON {
  /// A string as a JSON string literal: quotes and backslashes escaped, control characters
  /// (C0, DEL and C1) written as `\uXXXX`, everything else (non-ASCII included) as is.
  package static func quoted(_ string: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.utf8.count + 2)
    quoted(string) { bytes.append(contentsOf: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `quoted(_:)` as UTF-8 bytes handed to `write` in pieces: runs of the string that need no
  /// escape straight from its storage, escapes from a small buffer. A long text is written
  /// without ever being copied whole.
  package static func quoted(_ string: String, writing write: (UnsafeBufferPointer<UInt8>) -> Void)
  {
    var string = string
    string.makeContiguousUTF8()
    _ = string.utf8.withContiguousStorageIfAvailable { quoted(utf8: $0, writing: write) }
  }

  private static func quoted(
    utf8 bytes: UnsafeBufferPointer<UInt8>, writing write: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6) { escape in
      func emit(_ first: UInt8, _ second: UInt8? = nil) {
        escape[0] = first
        if let second { escape[1] = second }
        write(UnsafeBufferPointer(rebasing: escape[0..<(second == nil ? 1 : 2)]))
      }
      /// `\u00XX` for a control character.
      func emitControl(_ value: UInt8) {
        func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? 0x30 + digit : 0x41 + digit - 10 }
        escape[0] = 0x5C
        escape[1] = 0x75
        escape[2] = 0x30
        escape[3] = 0x30
        escape[4] = hex(value >> 4)
        escape[5] = hex(value & 0x0F)
        write(UnsafeBufferPointer(rebasing: escape[0..<6]))
      }
      emit(0x22)
      let count = bytes.count
      var runStart = 0
      var i = 0
      while i < count {
        let byte = bytes[i]
        // Most bytes need no escape: printable ASCII but `"` and `\`, and UTF-8 but C1.
        if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xC2 {
          i &+= 1
          continue
        }
        var width = 1
        if byte == 0xC2 {
          // U+0080...U+009F (C1 controls) are C2 80...C2 9F.
          guard i + 1 < count, bytes[i + 1] <= 0x9F else {
            i &+= 1
            continue
          }
          width = 2
        }
        if i > runStart { write(UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
        switch byte {
        case 0x22: emit(0x5C, 0x22)
        case 0x5C: emit(0x5C, 0x5C)
        case 0xC2: emitControl(bytes[i + 1])
        default: emitControl(byte)
        }
        i &+= width
        runStart = i
      }
      if count > runStart { write(UnsafeBufferPointer(rebasing: bytes[runStart..<count])) }
      emit(0x22)
    }
  }
}
