/// The built-in sentences of every reason in every language with a catalog, and how a reason
/// finds its sentence.
///
/// A catalog is plain text in the binary, read without Foundation (the WebAssembly build tells
/// the same sentences): one entry per line, `id = template`, and a few settings whose ids start
/// with `@` (`@quotes`, `@months`, `@list.middle`, `@list.or`). Lines starting with `#` are
/// comments. A template is written in a small part of ICU MessageFormat: `{limit}` puts in a
/// fact, `{limit, plural, one {# digit} other {# digits}}` chooses by the language's plural
/// category (or an exact `=0`), `{unit, select, utf8 {bytes} other {characters}}` by a fact's
/// value; `#` is the count in the language's digits. See docs/messages.md.
package enum ReasonCatalog {
  /// A language's catalog: its BCP 47 tag, its writing direction, its plural rules and its
  /// entries.
  struct Entry: Sendable {
    var tag: String
    var isRightToLeft: Bool
    var plurals: PluralRules
    var parts: [StaticString]
  }

  /// Every language with a catalog. English comes first: it is the fallback.
  static let languages: [Entry] = [
    Entry(tag: "en", isRightToLeft: false, plurals: .oneForOne, parts: english),
    Entry(tag: "de", isRightToLeft: false, plurals: .oneForOne, parts: builtIn(german)),
    Entry(
      tag: "fr", isRightToLeft: false, plurals: .oneForZeroAndOneManyForMillions,
      parts: builtIn(french)),
    Entry(
      tag: "es", isRightToLeft: false, plurals: .oneForOneManyForMillions, parts: builtIn(spanish)),
    Entry(
      tag: "it", isRightToLeft: false, plurals: .oneForOneManyForMillions, parts: builtIn(italian)),
    Entry(
      tag: "pt-BR", isRightToLeft: false, plurals: .oneForZeroAndOneManyForMillions,
      parts: builtIn(portuguese)),
    Entry(tag: "nl", isRightToLeft: false, plurals: .oneForOne, parts: builtIn(dutch)),
    Entry(tag: "pl", isRightToLeft: false, plurals: .polish, parts: builtIn(polish)),
    Entry(tag: "ru", isRightToLeft: false, plurals: .slavicEast, parts: builtIn(russian)),
    Entry(tag: "tr", isRightToLeft: false, plurals: .oneForOne, parts: builtIn(turkish)),
    Entry(tag: "ar", isRightToLeft: true, plurals: .arabic, parts: builtIn(arabic)),
    Entry(tag: "he", isRightToLeft: true, plurals: .hebrew, parts: builtIn(hebrew)),
    Entry(tag: "hi", isRightToLeft: false, plurals: .oneForZeroAndOne, parts: builtIn(hindi)),
    Entry(tag: "ja", isRightToLeft: false, plurals: .none, parts: builtIn(japanese)),
    Entry(tag: "ko", isRightToLeft: false, plurals: .none, parts: builtIn(korean)),
    Entry(tag: "zh-Hans", isRightToLeft: false, plurals: .none, parts: builtIn(chinese)),
  ]

  /// A language's catalog as compiled in, or none where catalogs are handed in at run time: the
  /// WebAssembly build (scripts/build-wasm.sh) defines `INPUTRULES_EXTERNAL_CATALOGS`, so only
  /// English is in the module and a page fetches the other languages' text when a field needs
  /// it (`Language.handing(catalog:)`).
  private static func builtIn(_ part: StaticString) -> [StaticString] {
    #if INPUTRULES_EXTERNAL_CATALOGS
      return []
    #else
      return [part]
    #endif
  }

  /// The catalog a locale's language is told from: its own, Brazilian Portuguese for any
  /// Portuguese, Simplified Chinese for Chinese written in simplified characters (not `Hant`,
  /// nor Taiwan, Hong Kong or Macao without a script), English for a language with none.
  static func catalogIndex(for parts: LocaleIdentifierParts) -> Int {
    let tag: String
    switch parts.language.spelling {
    case "pt": tag = "pt-BR"
    case "zh":
      let traditional =
        parts.script.spelling == "hant"
        || (parts.script.isEmpty && ["TW", "HK", "MO"].contains(parts.region))
      tag = traditional ? "en" : "zh-Hans"
    default: tag = parts.language
    }
    return languages.firstIndex(where: { $0.tag == tag }) ?? 0
  }

  /// The template of a sentence in the catalog at `index`, without falling back.
  static func template(_ id: String, catalog index: Int) -> String? {
    for part in languages[index].parts {
      let bytes = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
      if let found = lookUp(id, in: bytes) { return found }
    }
    return nil
  }

  /// The template of a sentence in `language`'s catalog, the one handed in when it has one,
  /// without falling back.
  static func template(_ id: String, in language: Language) -> String? {
    if let handed = language.handedCatalog {
      return handed.bytes.withUnsafeBufferPointer { lookUp(id, in: $0) }
    }
    return template(id, catalog: language.catalogIndex)
  }

  /// The template after `id = ` on a line of `bytes`, by a scan of its lines: sentences are told
  /// only when shown, and a scan keeps no table in memory and needs no start-up.
  static func lookUp(_ id: String, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var key = Array(id.utf8)
    key.append(contentsOf: [0x20, 0x3D, 0x20])  // " = "
    var lineStart = 0
    while lineStart < bytes.count {
      let lineEnd = lineBreak(in: bytes, from: lineStart)
      if lineEnd - lineStart > key.count {
        var matches = true
        for k in 0..<key.count where bytes[lineStart + k] != key[k] {
          matches = false
          break
        }
        if matches {
          return String(decoding: bytes[(lineStart + key.count)..<lineEnd], as: UTF8.self)
        }
      }
      lineStart = lineEnd + 1
    }
    return nil
  }

  /// The offset of the first line feed in `bytes` at or after `start`, or the end: eight bytes
  /// at a time, since most of a scan is finding where lines end (a phone sentence near the end of
  /// the English catalog took about 92,000 instructions byte by byte, about 37,000 this way).
  static func lineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var at = start
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while at &+ 8 <= bytes.count {
        // The bytes equal to 0x0A become zero; the lowest zero byte sets its high bit in `found`
        // (bytes above it may be set too, wrongly, which the lowest set bit never is).
        let word =
          UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
          ^ 0x0A0A_0A0A_0A0A_0A0A
        let found = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
        if found != 0 { return at &+ found.trailingZeroBitCount / 8 }
        at &+= 8
      }
    }
    while at < bytes.count && bytes[at] != 0x0A { at += 1 }
    return at
  }

  /// Every sentence id of a catalog, in order: its lines' ids, settings (`@…`) left out.
  static func sentenceIDs(catalog index: Int) -> [String] {
    var ids: [String] = []
    for part in languages[index].parts {
      let bytes = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
      for line in bytes.split(separator: 0x0A) {
        guard let first = line.first, first != 0x23, first != 0x40 else { continue }  // # @
        guard let space = line.firstIndex(of: 0x20) else { continue }
        ids.append(String(decoding: line[line.startIndex..<space], as: UTF8.self))
      }
    }
    return ids
  }

  /// A reason's sentence in a language, falling back to English for a sentence the language
  /// lacks; an app's literal sentence as it is.
  static func render(_ reason: Reason, in language: Language) -> String {
    let facts = reason.facts
    if facts.sentence == .literal { return facts.text ?? "" }
    if let pseudo = PseudoLanguage.render(reason, in: language) { return pseudo }  // en-XA
    if let template = template(facts.sentence.rawValue, in: language) {
      return MessageTemplate(template, facts: facts, language: language).rendered()
    }
    if language.catalogIndex != 0, let template = template(facts.sentence.rawValue, catalog: 0) {
      let english = Language.english.writingDigits(language.digits)
      return MessageTemplate(
        template, facts: facts, language: english, isolates: language.isRightToLeft
      ).rendered()
    }
    // A sentence no catalog has (a rule's own, misspelt): its id and code, never nothing.
    return "\(reason.code.rawValue) (\(facts.sentence.rawValue))"
  }

  /// The English catalog, in parts by the kinds that tell them.
  static let english: [StaticString] = englishParts()

  #if INPUTRULES_EXTERNAL_CATALOGS
    /// The WebAssembly build: the parts the module's kinds tell, which the program the module
    /// is linked into says (Wasm/EnglishCatalog.swift), so that a module without the number
    /// kinds, say, does not carry their sentences.
    private static func englishParts() -> [StaticString] { inputrulesEnglishCatalogParts() }
  #else
    private static func englishParts() -> [StaticString] { everyEnglishPart }
  #endif

  /// Every part of the English catalog, in order.
  package static var everyEnglishPart: [StaticString] {
    [
      englishText, englishNumbers, englishDates, englishMasks, englishCodes, englishPhone,
      englishForms,
    ]
  }
}

#if INPUTRULES_EXTERNAL_CATALOGS
  /// The parts of English's catalog the module's kinds tell, `englishText` first: defined by the
  /// program the module is linked into.
  @_silgen_name("inputrules_english_catalog_parts")
  func inputrulesEnglishCatalogParts() -> [StaticString]
#endif
