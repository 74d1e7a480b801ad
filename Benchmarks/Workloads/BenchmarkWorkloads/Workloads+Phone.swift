// The phone-number workloads: a German mobile number typed with its country code into a DE
// field, a number of each of seven regions typed nationally and internationally into a field of
// that region, and the first use of a region (a rule made for a calling code the process has not
// used yet).

import InputRulesPhone

extension Workloads {
  /// The region of the phone-number field.
  public static let phoneNumberRegion = "DE"
  /// A German mobile number in E.164, typed key by key from the empty field: `+`, `+4`, `+49`,
  /// `+49 1`, …, `+49 1512 3456789`.
  public static let phoneNumberKeys = Keystroke.typing("+4915123456789")
  /// What the phone-number field shows after the last key.
  public static let phoneNumberText = "+49 1512 3456789"
  /// The rule of the phone-number field (a first use of DE when no DE rule was made before).
  public static func phoneNumberRule() throws -> PhoneRule {
    try PhoneRule(region: phoneNumberRegion)
  }

  /// The phone-number workloads of each region: a valid number of the region typed key by key
  /// from the empty field of `PhoneRule(region:)` for that region, nationally (as the region
  /// dials it) and internationally (with `+` and the calling code), and what the field shows
  /// after the last key (libphonenumber's NATIONAL and INTERNATIONAL formats).
  public static let phoneNumberRegions:
    [(
      region: String, national: String, nationalText: String, international: String,
      internationalText: String
    )] = [
      ("US", "2015550123", "(201) 555-0123", "+12015550123", "+1 201-555-0123"),
      ("DE", "015123456789", "01512 3456789", "+4915123456789", "+49 1512 3456789"),
      ("GB", "07400123456", "07400 123456", "+447400123456", "+44 7400 123456"),
      ("IN", "08123456789", "081234 56789", "+918123456789", "+91 81234 56789"),
      ("BR", "11961234567", "(11) 96123-4567", "+5511961234567", "+55 11 96123-4567"),
      ("JP", "09012345678", "090-1234-5678", "+819012345678", "+81 90-1234-5678"),
      ("FR", "0612345678", "06 12 34 56 78", "+33612345678", "+33 6 12 34 56 78"),
    ]

  /// The keys, the text after the last key and the rule of the phone-number workload of
  /// `region` (`US`), `national` or `international`; `nil` for a region or kind there is none of.
  public static func phoneNumber(region: String, kind: String) throws -> (
    keys: [Keystroke], text: String, rule: PhoneRule
  )? {
    guard let entry = phoneNumberRegions.first(where: { $0.region == region }) else { return nil }
    let rule = try PhoneRule(region: region)
    switch kind {
    case "national": return (Keystroke.typing(entry.national), entry.nationalText, rule)
    case "international":
      return (Keystroke.typing(entry.international), entry.internationalText, rule)
    default: return nil
    }
  }

  /// One region per calling code, the one libphonenumber lays that code's numbers out with
  /// (`US` for +1, `RU` for +7, `GB` for +44), in calling-code order, without DE (+49, which
  /// the phone-number workloads make a rule for when they are registered) and without the
  /// non-geographic entities (`001`, which is no region a field can be made for).
  ///
  /// Making a rule prepares every region of its calling code, so no two regions of this list
  /// share any work: each `PhoneRule(region:)` of the list, the first time a process makes it,
  /// is a first use, whatever the library keeps from one rule to the next. Read from the
  /// metadata's index (`PhoneMetadataTable.swift`, phonenumbers 9.0.43): 205 regions. A
  /// region the metadata drops makes the first-use benchmark stop with its name.
  public static let firstUseRegions: [String] = """
    US RU EG ZA GR NL BE FR ES HU IT RO CH AT GB DK SE NO PL PE MX CU AR BR CL CO VE MY AU ID PH \
    NZ SG TH JP KR VN CN TR IN PK AF LK MM IR SS MA DZ TN LY GM SN MR ML GN CI BF NE TG BJ MU LR \
    SL GH NG TD CF CM CV ST GQ GA CG CD AO GW IO AC SC SD RW ET SO DJ KE TZ UG BI MZ ZM MG RE ZW \
    NA MW LS BW SZ KM SH ER AW FO GL GI PT LU IE IS AL MT CY FI BG LT LV EE MD AM BY AD MC SM UA \
    RS ME XK HR SI BA MK CZ SK LI FK BZ GT SV HN NI CR PA PM HT GP BO GY EC GF PY MQ SR UY CW TL \
    NF BN NR PG TO SB VU FJ PW WF CK NU WS KI NC TV PF TK FM MH KP HK MO KH LA BD TW MV LB JO SY \
    IQ KW SA YE OM PS AE IL BH QA BT MN NP TJ TM AZ GE KG UZ
    """.split(separator: " ").map(String.init)

  /// Makes the rule of `region`, stopping the run with the region's name when it cannot be
  /// made (the metadata no longer has it).
  @inline(never)
  public static func firstUse(of region: String) -> PhoneRule {
    do {
      return try PhoneRule(region: region)
    } catch {
      fatalError("PhoneRule(region: \"\(region)\"): \(error.message)")
    }
  }

  /// Reads the metadata's index of regions, decoding and compiling no region: what the first
  /// rule of a process pays once on top of its region's first use. (Asks for a region code
  /// that no region has, which is looked up in the index.)
  @inline(never)
  public static func readPhoneIndex() {
    _ = try? PhoneRule(region: "ZZ")
  }
}
