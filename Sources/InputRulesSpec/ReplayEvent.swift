import InputRules

/// One line of `inputrules replay` input: an intention a user or a platform has for a field.
///
/// Offsets are UTF-16 code units. Numbers are taken as written and clamped to `Int` (an offset of
/// `1e30` is `Int.max`); the field clamps them further to its text.
package enum ReplayEvent: Hashable, Sendable {
  /// `{"type": "ab1"}`: key presses, one per grapheme cluster.
  case type(String)
  /// `{"paste": "text"}`: one edit replacing the selection, known to be a paste.
  case paste(String)
  /// `{"replace": [location, length], "with": "text"}`: one raw edit of unknown origin.
  case replace(location: Int, length: Int, with: String)
  /// `{"backspace": n}`: n presses of Backspace.
  case backspace(Int)
  /// `{"delete": n}`: n presses of forward Delete.
  case delete(Int)
  /// `{"select": [start, end]}`.
  case select(start: Int, end: Int)
  /// `{"caret": offset}`.
  case caret(Int)
  /// `{"mark": "text"}`: input-method composition.
  case mark(String)
  /// `{"unmark": true}`: the composition is committed.
  case unmark
  /// `{"commit": true}`: editing ends.
  case commit
  /// `{"setValue": "canonical"}` (or `null`, which clears the field).
  case setValue(String?)

  /// The event keys, in the order the contract lists them.
  package static let keys = [
    "type", "paste", "replace", "backspace", "delete", "select", "caret", "mark", "unmark",
    "commit", "setValue",
  ]

  /// Decodes one line of JSON.
  package init(jsonLine: String) throws(ReplayEventError) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: jsonLine)
    } catch {
      throw ReplayEventError("invalid JSON at column \(error.column): \(error.message)")
    }
    try self.init(value)
  }

  /// Decodes one parsed event object.
  package init(_ value: JSONValue) throws(ReplayEventError) {
    guard case .object(let object) = value else {
      throw ReplayEventError(
        "an event must be a JSON object such as {\"type\":\"abc\"}, got \(value.shortDescription)")
    }
    if object["with"] != nil && object["replace"] == nil {
      throw ReplayEventError("\"with\" belongs to a \"replace\" event")
    }
    let eventKeys = object.keys.filter { $0 != "with" }
    guard let key = eventKeys.first else {
      throw ReplayEventError("an event needs a key: \(choiceList(Self.keys))")
    }
    guard Self.keys.contains(key) else { throw Self.unknownEvent(key) }
    if eventKeys.count > 1 {
      throw ReplayEventError(
        "an event has exactly one key, got " + eventKeys.map(JSON.quoted).joined(separator: ", "))
    }
    let payload = object[key]!
    switch key.spelling {
    case "type": self = .type(try Self.string(key, payload))
    case "paste": self = .paste(try Self.string(key, payload))
    case "mark": self = .mark(try Self.string(key, payload))
    case "backspace": self = .backspace(try Self.integer(key, payload))
    case "delete": self = .delete(try Self.integer(key, payload))
    case "caret": self = .caret(try Self.integer(key, payload))
    case "select":
      let (start, end) = try Self.pair(key, payload, "[start, end]")
      self = .select(start: start, end: end)
    case "replace":
      let (location, length) = try Self.pair(key, payload, "[location, length]")
      guard let with = object["with"] else {
        throw ReplayEventError("\"replace\" needs \"with\": the replacement text")
      }
      self = .replace(location: location, length: length, with: try Self.string("with", with))
    case "unmark":
      try Self.requireTrue(key, payload)
      self = .unmark
    case "commit":
      try Self.requireTrue(key, payload)
      self = .commit
    case "setValue":
      if payload == .null {
        self = .setValue(nil)
      } else {
        guard case .string(let string) = payload else {
          throw ReplayEventError.mustBe(key, "a string (the canonical value) or null", payload)
        }
        self = .setValue(string)
      }
    default:
      // A key `keys` holds by canonical equivalence but spelled otherwise (none is today).
      throw Self.unknownEvent(key)
    }
  }

  /// Why `key` names no event, with the closest one when a key is misspelt.
  private static func unknownEvent(_ key: String) -> ReplayEventError {
    var message = "unknown event \(JSON.quoted(key))"
    if let suggestion = closestKey(to: key, in: keys) {
      message += " (did you mean \(JSON.quoted(suggestion))?)"
    }
    return ReplayEventError(message + "; events are " + choiceList(keys))
  }

  private static func string(_ key: String, _ value: JSONValue) throws(ReplayEventError) -> String {
    guard case .string(let string) = value else {
      throw ReplayEventError.mustBe(key, "a string", value)
    }
    return string
  }

  private static func integer(_ key: String, _ value: JSONValue) throws(ReplayEventError) -> Int {
    guard case .number(let number) = value, let integer = number.clampedInt else {
      throw ReplayEventError.mustBe(key, "an integer", value)
    }
    return integer
  }

  private static func pair(_ key: String, _ value: JSONValue, _ shape: String)
    throws(ReplayEventError) -> (Int, Int)
  {
    guard case .array(let elements) = value, elements.count == 2,
      case .number(let first) = elements[0], let a = first.clampedInt,
      case .number(let second) = elements[1], let b = second.clampedInt
    else {
      throw ReplayEventError.mustBe(key, "\(shape): two integers", value)
    }
    return (a, b)
  }

  private static func requireTrue(_ key: String, _ value: JSONValue) throws(ReplayEventError) {
    guard value == .bool(true) else { throw ReplayEventError.mustBe(key, "true", value) }
  }
}

extension ReplayEvent {
  /// The field action the event stands for (performed with `InputField.perform(_:)`, or
  /// `perform(_:times:)` when `presses` counts them): events are written down as the command's
  /// contract has them, and mean what the same action means to any field.
  package var action: FieldAction {
    switch self {
    case .type(let keys): return .type(keys)
    case .paste(let text): return .paste(text)
    case .replace(let location, let length, let text):
      return .replace(location: location, length: length, with: text)
    case .backspace: return .backspace
    case .delete: return .deleteForward
    case .select(let start, let end): return .select(start, end)
    case .caret(let offset): return .moveCaret(to: offset)
    case .mark(let text): return .mark(text)
    case .unmark: return .unmark
    case .commit: return .commit
    case .setValue(let canonical): return .setValue(canonical: canonical ?? "")
    }
  }

  /// How many presses of `action` the event makes, for the events that count them (`backspace`
  /// and `delete`, reported as one result); `nil` for an event that is performed once as it is.
  package var presses: Int? {
    switch self {
    case .backspace(let count), .delete(let count): return count
    default: return nil
    }
  }
}

/// Why a replay line is not an event.
package struct ReplayEventError: Error, Hashable, Sendable, CustomStringConvertible {
  package var message: String
  package init(_ message: String) { self.message = message }
  package var description: String { message }

  static func mustBe(_ key: String, _ expectation: String, _ value: JSONValue) -> ReplayEventError {
    ReplayEventError("\(JSON.quoted(key)) must be \(expectation), got \(value.shortDescription)")
  }
}
