import InputRules

extension PhoneRule {
  /// The number as the field shows it when a program sets it: its NATIONAL format when it shares
  /// the field's calling code (a number the user would dial without `+`), its INTERNATIONAL
  /// format otherwise.
  public func displayText(for value: PhoneNumber) -> String {
    let international = read(value.e164)
    guard international.status == .valid else { return value.e164 }
    if !alwaysInternational, international.countryCode == home.metadata.countryCode,
      let raw = nationalRaw(of: international)
    {
      let national = read(raw)
      if national.status == .valid && evaluation(of: national).value == value {
        return layout(national)
      }
    }
    return layout(international)
  }

  /// The digits a user dials nationally for the number `reading` read: those of its NATIONAL
  /// format, which hold the national prefix where the region dials one.
  func nationalRaw(of reading: PhoneReading) -> String? {
    guard let formats = reading.formatting?.nationalFormats,
      let format = formats.first(where: { $0.takes(reading.nsn) })
    else { return Self.text(of: reading.nsn) }
    var pattern = format.format.format
    if let rule = format.format.nationalPrefixFormattingRule, !rule.isEmpty {
      pattern = Self.applying(rule, withoutDigits: false, to: pattern)
    }
    let text = Self.fill(
      pattern, lengths: format.groupLengths(for: reading.nsn.count), with: reading.nsn)
    return String(decoding: text.filter { $0 >= 0x30 && $0 <= 0x39 }, as: UTF8.self)
  }

  /// E.164: `+4915123456789`.
  public func canonicalString(for value: PhoneNumber) -> String { value.e164 }

  /// The number a string names in any form a paste takes (E.164, `+49 1512 3456789`,
  /// `01512 3456789` dialled from the field's region), when it is one the field accepts.
  public func value(fromCanonical string: String) -> PhoneNumber? {
    guard case .success(let pasted) = PastedNumber.read(string) else { return nil }
    let reading = read(pasted.raw)
    if reading.status == .valid { return evaluation(of: reading).value }
    if pasted.plus, let shorter = droppingNationalPrefix(from: pasted) {
      return evaluation(of: read(shorter)).value
    }
    return nil
  }

  /// `invalidValue`, with what reading the string found.
  public func refusal(ofCanonical string: String) -> Reason? {
    if value(fromCanonical: string) != nil { return nil }
    switch PastedNumber.read(string) {
    case .failure(let why):
      return Reason(.invalidValue, Reason.Facts("phone.invalidValue", text: string, cause: why))
    case .success(let pasted):
      let judged = evaluation(of: read(pasted.raw))
      // A number of a region the field does not take: the rule's own reason, as typing it gives.
      if let why = judged.reason, why.code == Self.regionNotAcceptedCode { return why }
      guard let why = judged.reason else {
        return Reason(.invalidValue, Reason.Facts("phone.notANumberValue", text: string))
      }
      return Reason(.invalidValue, Reason.Facts("phone.invalidValue", text: string, cause: why))
    }
  }
}
