import InputRules

/// Reads the keys of a rule spec object with checks whose errors name the key.
///
/// Each kind's spec reads its own keys through a reader; keys nobody declared are refused before
/// any value is read (see `RuleSpec`).
package struct SpecReader: Sendable {
  /// The spec object as written.
  package let object: JSONObject
  /// The locale data resolved ahead, where Foundation cannot resolve it (see `LocaleValues`).
  package var localeValues: LocaleValues?

  package init(_ object: JSONObject, localeValues: LocaleValues? = nil) {
    self.object = object
    self.localeValues = localeValues
  }

  /// The raw value of a key, if present.
  package func value(_ key: String) -> JSONValue? { object[key] }

  /// A string value.
  package func string(_ key: String) throws(SpecError) -> String? {
    guard let value = object[key] else { return nil }
    guard case .string(let string) = value else {
      throw .invalid(key, mustBe: "a string", got: value)
    }
    return string
  }

  /// A boolean value.
  package func bool(_ key: String) throws(SpecError) -> Bool? {
    guard let value = object[key] else { return nil }
    guard case .bool(let bool) = value else {
      throw .invalid(key, mustBe: "true or false", got: value)
    }
    return bool
  }

  /// An integer >= 0 written as a JSON number (`6`, also `6.0` or `6e0`). A value beyond `Int`
  /// is taken as `Int.max`: no limit a field can reach.
  package func nonNegativeInteger(_ key: String) throws(SpecError) -> Int? {
    guard let value = object[key] else { return nil }
    guard case .number(let number) = value, let integer = number.clampedInt, integer >= 0 else {
      throw .invalid(key, mustBe: "an integer >= 0", got: value)
    }
    return integer
  }

  /// One of a fixed set of string values, given with their spec names.
  package func choice<T>(_ key: String, from options: [(name: String, value: T)]) throws(SpecError)
    -> T?
  {
    guard let value = object[key] else { return nil }
    let names = options.map { $0.name }
    guard case .string(let string) = value,
      let match = options.first(where: { $0.name == string })
    else {
      throw .invalid(key, mustBe: choiceList(names), got: value)
    }
    return match.value
  }

  /// An array of strings, each one of a fixed set of names.
  package func choices<T>(_ key: String, from options: [(name: String, value: T)])
    throws(SpecError) -> [T]?
  {
    guard let value = object[key] else { return nil }
    let names = options.map { $0.name }
    guard case .array(let elements) = value else {
      throw .invalid(key, mustBe: "an array of \(choiceList(names))", got: value)
    }
    var result: [T] = []
    for (position, element) in elements.enumerated() {
      guard case .string(let string) = element,
        let match = options.first(where: { $0.name == string })
      else {
        throw SpecError(
          key: key,
          "\(JSON.quoted(key))[\(position)] must be \(choiceList(names)), got \(element.shortDescription)"
        )
      }
      result.append(match.value)
    }
    return result
  }

  /// Refuses the first key that is not in `known`, suggesting a close known key.
  package func refuseUnknownKeys(known: [String], kind: String) throws(SpecError) {
    for key in object.keys where !known.contains(key) {
      var message = "unknown key \(JSON.quoted(key)) for kind \(JSON.quoted(kind))"
      if let suggestion = closestKey(to: key, in: known) {
        message += " (did you mean \(JSON.quoted(suggestion))?)"
      }
      message += "; known keys: " + known.map(JSON.quoted).joined(separator: ", ")
      throw SpecError(key: key, message)
    }
  }
}

/// The known key a misspelled key most likely meant: the same letters ignoring ASCII case (the
/// known keys are ASCII), a known key the key abbreviates (3 letters at least), or one at most
/// two edits away.
func closestKey(to key: String, in known: [String]) -> String? {
  let lowered = key.asciiLowercased
  if let sameLetters = known.first(where: { $0.asciiLowercased == lowered }) {
    return sameLetters
  }
  if key.count >= 3, let longer = known.first(where: { $0.asciiLowercased.hasPrefix(lowered) }) {
    return longer
  }
  let limit = key.count <= 3 ? 1 : 2
  let scored = known.map { (key: $0, distance: editDistance(key, $0)) }
  guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else {
    return nil
  }
  return best.key
}

/// The Levenshtein distance between two strings, in characters.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
