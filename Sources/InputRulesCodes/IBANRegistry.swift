/// The countries of the ISO 13616 IBAN registry and the length of their IBANs.
///
/// The lengths are those of the SWIFT IBAN Registry (the registration authority for ISO 13616),
/// as tabulated in IbanNet's list of supported regions
/// (https://github.com/skwasjer/IbanNet/blob/master/SupportedRegions.md, registry releases up
/// to 2024) and checked against banks' published tables (bankcodekit.com/en/iban-format,
/// bic-ermitteln.de/en/ratgeber/iban-by-country, Nordea's IBAN structures page). Territories
/// that use their parent country's code (French overseas departments with `FR`, Jersey,
/// Guernsey and the Isle of Man with `GB`) need no entry of their own.
///
/// Only the length of each country's IBAN is recorded, not the structure of its BBAN (which
/// places take letters and which digits): a rule built on this registry checks that the BBAN is
/// letters and digits, not that it is laid out as the country lays it out.
public enum IBANRegistry {
  /// A country of the registry.
  public struct Country: Hashable, Sendable {
    /// The two capital letters of the country code (`DE`).
    public var code: String
    /// The number of characters of the country's IBANs, the code and check digits included.
    public var length: Int

    /// A country as the registry writes it, stored as given.
    public init(code: String, length: Int) {
      self.code = code
      self.length = length
    }
  }

  /// Every country, by code. Codes are written as pairs of capitals and lengths as two digits,
  /// so that the table reads like the registry's own.
  public static let countries: [Country] = {
    let table =
      "AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 "
      + "DK18 DO28 EE20 ES24 FI18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 "
      + "IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 MC27 MD24 ME22 "
      + "MK19 MR27 MT31 MU30 NL18 NO15 PK24 PL28 PS29 PT25 QA29 RO24 RS22 SA24 SC31 SE24 "
      + "SI19 SK24 SM27 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20"
    var result: [Country] = []
    for entry in table.split(separator: " ") {
      let bytes = Array(entry.utf8)
      let length = Int(bytes[2] - 48) * 10 + Int(bytes[3] - 48)
      result.append(Country(code: String(entry.prefix(2)), length: length))
    }
    return result
  }()

  /// The length of the IBANs of the country with this code (two capitals), or `nil` when the
  /// registry has no such country.
  public static func length(ofCountry code: String) -> Int? {
    for country in countries where country.code == code { return country.length }
    return nil
  }

  /// Whether some country's code starts with this capital letter.
  public static func hasCountry(startingWith letter: Character) -> Bool {
    for country in countries where country.code.first == letter { return true }
    return false
  }
}
