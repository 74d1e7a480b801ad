/// A name as its UTF-8 bytes spell it, matched against string literals byte for byte:
/// `switch name.spelling { case "arab": … }`.
///
/// For the identifiers the engine reads (locale tags, a sentence's placeholders, replay keys),
/// which are ASCII by definition and compared with ASCII literals. `String`'s `==` compares by
/// canonical equivalence: each comparison with a literal compiles to a call into the standard
/// library's comparison and normalization with the literal built in place, a few hundred bytes of
/// code in an Embedded Swift module per `case`. Matched here, a `case` is one call to the
/// function below. The answer differs from `==` only for a name that holds a non-ASCII
/// character canonically equivalent to an ASCII one (the Kelvin sign for `K`, the Greek
/// question mark for `;`): such a name spells no identifier, and matches none.
package struct Spelling {
  /// The name matched.
  package let name: String

  /// The spelling of `name`.
  package init(_ name: String) { self.name = name }
}

extension String {
  /// This string as a `switch` matches it against literals byte for byte (see `Spelling`).
  package var spelling: Spelling { Spelling(self) }
}

extension Spelling {
  /// Whether the name is spelled with exactly the bytes of `literal`.
  package static func == (spelling: Spelling, literal: StaticString) -> Bool {
    literal ~= spelling
  }
}

/// Whether `spelling`'s name has exactly the UTF-8 bytes of `literal`: the pattern match of a
/// `case "literal":` in `switch name.spelling`. Compiled once, not per `case`.
@inline(never)
package func ~= (literal: StaticString, spelling: Spelling) -> Bool {
  // `withUTF8Buffer`, not `utf8Start`: a one-character literal may be stored as its scalar.
  literal.withUTF8Buffer { expected in
    withBytes(of: spelling.name) { bytes in
      guard bytes.count == expected.count else { return false }
      guard let start = bytes.baseAddress else { return true }  // both empty
      return memoryEqual(start, expected.baseAddress, bytes.count)
    }
  }
}
