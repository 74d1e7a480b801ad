/// A posted form's values, read from a request's body: what the checker is given.
public enum FormBody: Sendable, Hashable {
  /// A JSON object of field names to values (`application/json`), its text, checked as
  /// `inputrules check --form` checks its standard input.
  case json(String)
  /// Name and value pairs as an HTML form posts them (`application/x-www-form-urlencoded`),
  /// decoded, in the order posted.
  case pairs([FormPair])

  /// The kinds of body a form is read from, by their media type.
  public enum Kind: String, Sendable, Hashable {
    /// `application/json`.
    case json = "application/json"
    /// `application/x-www-form-urlencoded`, what an HTML `<form method="post">` sends.
    case urlEncoded = "application/x-www-form-urlencoded"

    /// The kind a `Content-Type` header names (its parameters aside; `charset`, when given,
    /// must be UTF-8, which is all either kind is read as).
    ///
    /// - Throws: `FormRefusal` with status 415 for any other media type or charset, or no
    ///   header at all.
    public init(contentType: String?) throws(FormRefusal) {
      guard let contentType else {
        throw FormRefusal(
          status: 415,
          "The request has no Content-Type; send application/json or "
            + "application/x-www-form-urlencoded.")
      }
      let parts = contentType.split(separator: ";").map { String($0).trimmingSpaces() }
      let mediaType = parts.first?.lowercased() ?? ""
      guard let kind = Kind(rawValue: mediaType) else {
        throw FormRefusal(
          status: 415,
          "Content-Type \(mediaType.isEmpty ? "(empty)" : mediaType) is not read here; send "
            + "application/json or application/x-www-form-urlencoded.")
      }
      for parameter in parts.dropFirst() {
        let pair = parameter.split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2, pair[0].trimmingSpaces().lowercased() == "charset" else { continue }
        var charset = pair[1].trimmingSpaces().lowercased()
        if charset.hasPrefix("\""), charset.hasSuffix("\""), charset.count >= 2 {
          charset = String(charset.dropFirst().dropLast())
        }
        guard charset == "utf-8" || charset == "utf8" || charset == "us-ascii" else {
          throw FormRefusal(
            status: 415, "charset \(charset) is not read here; send the form as UTF-8.")
        }
      }
      self = kind
    }
  }

  /// The body of a request with `Content-Type` `contentType`, from its bytes.
  ///
  /// - Throws: `FormRefusal`: 413 when there are more than `maximumByteCount` bytes or more
  ///   than `maximumNameCount` names, 415 for a content type other than JSON or URL-encoded,
  ///   400 when the bytes are not UTF-8, a URL-encoded body has a bad `%` escape or gives a name
  ///   twice.
  public init(
    bytes: some Collection<UInt8>, contentType: String?, maximumByteCount: Int,
    maximumNameCount: Int = 1000
  ) throws(FormRefusal) {
    let kind = try Kind(contentType: contentType)
    guard bytes.count <= maximumByteCount else { throw .tooLarge(maximumByteCount) }
    switch kind {
    case .json:
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw FormRefusal(status: 400, "The JSON body is not UTF-8.")
      }
      guard Self.topLevelMemberCount(bytes) <= maximumNameCount else {
        throw .tooManyNames(maximumNameCount)
      }
      self = .json(text)
    case .urlEncoded:
      let pairs = try Self.urlEncodedPairs(bytes)
      guard pairs.count <= maximumNameCount else { throw .tooManyNames(maximumNameCount) }
      self = .pairs(pairs)
    }
  }

  /// How many members a JSON object has at its top level, by its commas outside strings and
  /// nested values: an upper bound checked before the values are parsed, since each name the
  /// form does not have is listed in the answer. Malformed JSON is left to the parser.
  static func topLevelMemberCount(_ bytes: some Collection<UInt8>) -> Int {
    var depth = 0
    var inString = false
    var escaped = false
    var count = 0
    var sawMember = false
    var objectAtTop = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        if depth == 1 && objectAtTop && !sawMember {
          sawMember = true
          count += 1
        }
      case UInt8(ascii: "{"):
        if depth == 0 { objectAtTop = true }
        depth += 1
      case UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ",") where depth == 1: sawMember = false
      default: break
      }
    }
    return count
  }

  /// The pairs of a URL-encoded body (`a=1&b=x+y&c=%C3%A9`), as the WHATWG URL standard
  /// parses `application/x-www-form-urlencoded`: `&`-separated, empty pieces skipped, split at
  /// the first `=` (none: an empty value), `+` a space, `%XX` a byte; the bytes must then be
  /// UTF-8.
  ///
  /// - Throws: `FormRefusal` with status 400 for a `%` not followed by two hexadecimal digits,
  ///   a name or value that is not UTF-8, or a name given twice (as a JSON object with a key
  ///   twice is refused: which value counts would be a guess).
  public static func urlEncodedPairs(_ bytes: some Collection<UInt8>) throws(FormRefusal)
    -> [FormPair]
  {
    var pairs: [FormPair] = []
    var seen: Set<String> = []
    for piece in Array(bytes).split(separator: UInt8(ascii: "&")) {
      let equals = piece.firstIndex(of: UInt8(ascii: "="))
      let nameBytes = piece[..<(equals ?? piece.endIndex)]
      let valueBytes = equals.map { piece[($0 + 1)...] } ?? []
      let name = try decoded(nameBytes, what: "a name")
      let value = try decoded(valueBytes, what: "the value of \(name)")
      guard seen.insert(name).inserted else {
        throw FormRefusal(
          status: 400, "The form gives \(name) more than once; give each field one value.")
      }
      pairs.append(FormPair(name: name, value: value))
    }
    return pairs
  }

  /// One name or value of a URL-encoded body, `+` and `%XX` decoded, as UTF-8 text.
  private static func decoded(_ bytes: ArraySlice<UInt8>, what: String) throws(FormRefusal)
    -> String
  {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "+") {
        out.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
          let low = hexValue(bytes[index + 2])
        else {
          throw FormRefusal(
            status: 400, "The form body has a % not followed by two hexadecimal digits in \(what).")
        }
        out.append(high << 4 | low)
        index += 2
      } else {
        out.append(byte)
      }
      index += 1
    }
    guard let text = String(validating: out, as: UTF8.self) else {
      throw FormRefusal(status: 400, "The form body's \(what) is not UTF-8 once decoded.")
    }
    return text
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}

/// A name and its value, as posted.
public struct FormPair: Sendable, Hashable {
  /// The field's name (an input's `name`).
  public var name: String
  /// The value as posted: the text typed.
  public var value: String

  /// A pair.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// Why a request was refused before its values were judged: an HTTP status and a sentence for
/// the sender (the client's mistake, in English: these are for developers, not for the people
/// filling the form).
public struct FormRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// The HTTP status: 400 (malformed), 413 (too large), 415 (not JSON nor URL-encoded).
  public var status: Int
  /// What was wrong, as a sentence.
  public var message: String

  /// A refusal with `status` saying `message`.
  public init(status: Int, _ message: String) {
    self.status = status
    self.message = message
  }

  /// A body over `maximumByteCount` bytes: 413.
  public static func tooLarge(_ maximumByteCount: Int) -> FormRefusal {
    FormRefusal(status: 413, "The body is larger than \(maximumByteCount) bytes.")
  }

  /// A body with more than `maximumNameCount` names: 413.
  public static func tooManyNames(_ maximumNameCount: Int) -> FormRefusal {
    FormRefusal(status: 413, "The body has more than \(maximumNameCount) names.")
  }

  /// The status and the message.
  public var description: String { "\(status): \(message)" }
}
