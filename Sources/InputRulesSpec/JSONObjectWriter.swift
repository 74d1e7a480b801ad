/// Where JSON text goes as it is written: UTF-8 bytes, handed over in pieces.
package protocol JSONByteSink {
  /// Takes the next piece of output. The bytes are only valid during the call.
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONByteSink where Element == UInt8 {
  package mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

/// Writes one JSON object into a byte sink as its members are given: `{`, then each
/// `"key":value` with the commas between them, then `}` when finished. Strings (keys and values)
/// are escaped as `JSON.quoted(_:)` escapes them, streamed from the string's own bytes, so a long
/// text is never copied into one string.
///
/// The writer owns the sink while the object is written and hands it back from `finish()`:
///
///     var object = JSONObjectWriter(into: bytes)
///     object.write("text", string: "a\"b")
///     object.write("selection", integers: [1, 2])
///     object.writeNull("value")
///     bytes = object.finish()  // {"text":"a\"b","selection":[1,2],"value":null}
package struct JSONObjectWriter<Sink: JSONByteSink>: ~Copyable {
  private var sink: Sink
  private var isEmpty = true

  /// Starts an object (writes `{`) in `sink`.
  package init(into sink: consuming Sink) {
    self.sink = sink
    raw("{")
  }

  /// A string member; `nil` is written as `null`.
  package mutating func write(_ key: String, string value: String?) {
    self.key(key)
    if let value { JSON.quoted(value) { sink.write($0) } } else { raw("null") }
  }

  /// An integer member.
  package mutating func write(_ key: String, integer value: Int) {
    self.key(key)
    raw(String(value))
  }

  /// A boolean member: `true` or `false`.
  package mutating func write(_ key: String, bool value: Bool) {
    self.key(key)
    raw(value ? "true" : "false")
  }

  /// A `null` member.
  package mutating func writeNull(_ key: String) {
    self.key(key)
    raw("null")
  }

  /// An array of integers, for example `[3,5]`.
  package mutating func write(_ key: String, integers values: some Sequence<Int>) {
    self.key(key)
    raw("[")
    var first = true
    for value in values {
      if !first { raw(",") }
      first = false
      raw(String(value))
    }
    raw("]")
  }

  /// Ends the object (writes `}`) and gives the sink back.
  package consuming func finish() -> Sink {
    raw("}")
    return sink
  }

  /// The separating comma (after the first member) and `"key":`.
  private mutating func key(_ key: String) {
    if isEmpty {
      isEmpty = false
    } else {
      raw(",")
    }
    JSON.quoted(key) { sink.write($0) }
    raw(":")
  }

  /// Text that needs no escaping (punctuation, digits, literals), written as is.
  private mutating func raw(_ text: String) {
    var text = text
    text.withUTF8 { sink.write($0) }
  }
}
