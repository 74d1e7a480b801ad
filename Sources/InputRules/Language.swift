/// The language a reason is told in: which catalog's sentences, plural rules and quotation marks,
/// and which digits its numbers are written with.
///
/// Made from a locale identifier, it takes the locale's language and the locale's digits:
/// `Language("de_DE")` tells German sentences with ASCII digits, `Language("ar_EG")` Arabic
/// ones with Arabic-Indic digits, `Language("hi_IN@numbers=deva")` Hindi with Devanagari
/// digits. An app whose interface language differs from its number locale sets the digits
/// separately: `Language("en").writingDigits(of: "ar_EG")`. A language with no catalog of its
/// own is told in English, as is any sentence a catalog lacks.
public struct Language: Hashable, Sendable, CustomStringConvertible {
  /// The catalog's language as a BCP 47 tag: `en`, `de`, `pt-BR`, `zh-Hans`.
  public let identifier: String
  /// The ten digits numbers are written with, 0 through 9.
  public private(set) var digits: String
  /// The catalog, by its place in `ReasonCatalog.languages`.
  let catalogIndex: Int
  /// The catalog's text when it was handed in at run time (a build without the catalogs
  /// compiled in); `nil` to use the one compiled in.
  package private(set) var handedCatalog: HandedCatalog?

  /// The language of a locale identifier (`de_DE`, `de-DE`, `pt-BR`, `zh-Hans-CN`,
  /// `hi_IN@numbers=deva`, `ar-EG-u-nu-latn`), with the locale's digits. Unknown languages,
  /// `C`, `POSIX` and the empty string give English.
  public init(_ localeIdentifier: String) {
    let parts = LocaleIdentifierParts(localeIdentifier)
    let index = ReasonCatalog.catalogIndex(for: parts)
    self.catalogIndex = index
    // `en-XA` is the pseudo-language (PseudoLanguage.swift): English's catalog, in pseudo-text.
    self.identifier =
      PseudoLanguage.isPseudo(parts) ? PseudoLanguage.tag : ReasonCatalog.languages[index].tag
    self.digits = parts.digits
  }

  /// The same language writing its numbers with another locale's digits: those of `locale`'s
  /// numbering system (`ar_EG`, `fa_IR`, `hi_IN@numbers=deva`), ASCII for most.
  public func writingDigits(of locale: String) -> Language {
    var copy = self
    copy.digits = LocaleIdentifierParts(locale).digits
    return copy
  }

  /// The same language writing its numbers with `digits`, the ten digits 0 through 9 (as
  /// `NumberSymbols.digits` gives them); anything else leaves ASCII digits.
  public func writingDigits(_ digits: String) -> Language {
    var copy = self
    copy.digits = digits.count == 10 ? digits : LocaleIdentifierParts.asciiDigits
    return copy
  }

  /// The tag of the catalog this language is told from when that catalog is neither compiled in
  /// nor handed in (a WebAssembly module built without it), so the host can fetch its text;
  /// `nil` when nothing is missing. Until it is handed in, sentences are told in English.
  package var missingCatalog: String? {
    guard catalogIndex != 0, handedCatalog == nil,
      ReasonCatalog.languages[catalogIndex].parts.isEmpty
    else { return nil }
    return ReasonCatalog.languages[catalogIndex].tag
  }

  /// The same language told from `catalog`, the text of its catalog (the lines of a
  /// `Catalog+<Language>.swift` literal, as scripts/build-wasm.sh writes them to
  /// `messages/<tag>.txt`), handed in by a host that fetched it.
  package func handing(catalog text: [UInt8]) -> Language {
    var copy = self
    copy.handedCatalog = HandedCatalog(bytes: text)
    return copy
  }

  /// Whether the language is written right to left (Arabic, Hebrew, Persian).
  public var isRightToLeft: Bool { ReasonCatalog.languages[catalogIndex].isRightToLeft }

  /// The identifier, and the digits when they are not ASCII.
  public var description: String {
    digits == LocaleIdentifierParts.asciiDigits ? identifier : "\(identifier) (digits \(digits))"
  }

  /// The same language: its identifier, digits and catalog (a handed-in catalog is the same
  /// only when it is the same text object).
  public static func == (lhs: Language, rhs: Language) -> Bool {
    lhs.identifier == rhs.identifier && lhs.digits == rhs.digits
      && lhs.catalogIndex == rhs.catalogIndex && lhs.handedCatalog === rhs.handedCatalog
  }

  /// Hashes what `==` compares, but for the handed-in catalog.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
    hasher.combine(digits)
    hasher.combine(catalogIndex)
  }

  /// English with ASCII digits, the language every catalog falls back to.
  public static let english = Language("en")

  /// Every language with a catalog of its own, as BCP 47 tags.
  public static var builtIn: [String] { ReasonCatalog.languages.map { $0.tag } }
}

/// What a locale identifier says about messages: its language, script, region and numbering
/// system, read from ICU (`hi_IN@numbers=deva`) or BCP 47 (`ar-EG-u-nu-latn`) spelling. Both
/// are ASCII: their letters' case is ASCII's.
struct LocaleIdentifierParts {
  static let asciiDigits = "0123456789"
  var language = ""
  var script = ""
  var region = ""
  var numbers = ""

  init(_ identifier: String) {
    var main = Substring(identifier)
    if let at = main.firstIndex(of: "@") {
      for keyword in main[main.index(after: at)...].split(separator: ";") {
        let pair = keyword.split(separator: "=", maxSplits: 1)
        if pair.count == 2 && pair[0].asciiLowercased.spelling == "numbers" {
          numbers = pair[1].asciiLowercased
        }
      }
      main = main[..<at]
    }
    if let dot = main.firstIndex(of: ".") { main = main[..<dot] }  // "de_DE.UTF-8"
    let tags = main.split(whereSeparator: { $0 == "_" || $0 == "-" })
    var index = 0
    while index < tags.count {
      let tag = tags[index]
      if index == 0 {
        language = tag.asciiLowercased
      } else if tag.count == 1 {
        // An extension: only `-u-nu-xxxx` matters here.
        if tag.asciiLowercased.spelling == "u" {
          var at = index + 1
          while at + 1 < tags.count && tags[at].count > 1 {
            if tags[at].asciiLowercased.spelling == "nu" { numbers = tags[at + 1].asciiLowercased }
            at += 1
          }
        }
        break
      } else if tag.count == 4 && script.isEmpty && region.isEmpty {
        script = tag.asciiLowercased
      } else if (tag.count == 2 || tag.count == 3) && region.isEmpty {
        region = tag.asciiUppercased
      }
      index += 1
    }
    if language.spelling == "iw" { language = "he" }
  }

  /// The ten digits of the numbering system named, or the locale's default one.
  var digits: String {
    let system = numbers.isEmpty ? Self.defaultNumbers(language, region) : numbers
    switch system.spelling {
    case "arab": return "٠١٢٣٤٥٦٧٨٩"
    case "arabext": return "۰۱۲۳۴۵۶۷۸۹"
    case "deva": return "०१२३४५६७८९"
    case "beng": return "০১২৩৪৫৬৭৮৯"
    case "mymr": return "၀၁၂၃၄၅၆၇၈၉"
    case "thai": return "๐๑๒๓๔๕๖๗๘๙"
    case "fullwide": return "０１２３４５６７８９"
    case "tibt": return "༠༡༢༣༤༥༦༧༨༩"
    case "olck": return "᱐᱑᱒᱓᱔᱕᱖᱗᱘᱙"
    default: return Self.asciiDigits
    }
  }

  /// CLDR's default numbering system (CLDR 48, as ICU 78 resolves it) for the locales whose
  /// default is not `latn`.
  static func defaultNumbers(_ language: String, _ region: String) -> String {
    switch language.spelling {
    case "ar":
      switch region.spelling {
      case "", "AE", "DZ", "EH", "LY", "MA", "TN": return "latn"
      default: return "arab"
      }
    case "fa", "ps", "ks": return "arabext"
    case "ur": return region.spelling == "IN" ? "arabext" : "latn"
    case "ckb", "sd": return "arab"
    case "bn", "as", "mni": return "beng"
    case "mr", "ne", "bgc": return "deva"
    case "my": return "mymr"
    case "dz": return "tibt"
    case "sat": return "olck"
    default: return "latn"
    }
  }
}

/// A catalog's text handed in at run time, shared by the copies of a `Language`.
package final class HandedCatalog: Sendable {
  /// The catalog's UTF-8 text.
  package let bytes: [UInt8]

  init(bytes: [UInt8]) { self.bytes = bytes }
}
