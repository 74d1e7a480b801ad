/// What libphonenumber's metadata says about the numbers of one region (or one non-geographic
/// entity such as +800): how they are dialled, which digits make which type of number, and how
/// they are laid out.
///
/// Decoded from the generated tables by `PhoneMetadata.region(_:)` and
/// `PhoneMetadata.nonGeographic(countryCode:)`; a rule decodes its region once and keeps the
/// value. Patterns are kept as libphonenumber writes them (regular expressions over the digits
/// of the national significant number), for the module's own matcher to compile.
package struct PhoneRegionMetadata: Sendable {
  /// The region's ISO 3166 code (`"DE"`), or `"001"` for a non-geographic entity, which
  /// libphonenumber keys by its country code instead.
  package let id: String
  /// The country calling code (`49`), dialled after `+` from abroad.
  package let countryCode: Int
  /// The prefixes dialled from the region before another country's code, as a pattern
  /// (`"00"`, `"0(?:0|1[0-2])"`); `nil` for a non-geographic entity, which is dialled into, not
  /// from.
  package let internationalPrefix: String?
  /// The prefix to show for dialling out when `internationalPrefix` admits several (`"8~10"`
  /// in Russia: `~` means "wait for a dial tone"); `nil` when there is only one or none is
  /// preferred.
  package let preferredInternationalPrefix: String?
  /// The digits dialled before a national number within the region (`"0"`, `"8"`); `nil`
  /// where there are none.
  package let nationalPrefix: String?
  /// What is stripped from the front of a number typed nationally, as a pattern; the national
  /// prefix when the metadata gives none, as libphonenumber does. Its capturing groups, if
  /// any, feed `nationalPrefixTransformRule`.
  package let nationalPrefixForParsing: String?
  /// How the groups captured by `nationalPrefixForParsing` make the national number (`"9$1"`
  /// in Argentina, `"268$1"` in Antigua for seven-digit local numbers); `nil` when the prefix
  /// is simply removed.
  package let nationalPrefixTransformRule: String?
  /// For a region sharing its country code: the leading digits, as a pattern, of the national
  /// numbers that belong to it (`"268"` for Antigua under +1); `nil` otherwise.
  package let leadingDigits: String?
  /// Whether the region is the main one of a shared country code (`US` for +1, `GB` for +44),
  /// whose formats the others use.
  package let isMainCountryForCode: Bool
  /// The description every valid number of the region matches: the union of the types'
  /// patterns and lengths.
  package let general: PhoneNumberDescription
  /// The description of each type of number the region has, in `PhoneNumberType`'s order;
  /// a type the region has no numbers of is absent, and `fixedLineOrMobile` never appears (it
  /// is an answer, given when a number matches both).
  package let descriptions: [(type: PhoneNumberType, description: PhoneNumberDescription)]
  /// Whether the mobile and fixed-line patterns are the same (or both absent), so that a number
  /// matching one is `fixedLineOrMobile` without trying the other, as libphonenumber decides.
  package let sameMobileAndFixedLinePattern: Bool
  /// The layouts of national numbers for the NATIONAL format, in the metadata's order (the
  /// first whose leading digits and groups fit is used). Empty for a region that shares its
  /// country code and is formatted with the main region's formats (`CA` with `US`'s), and for
  /// the few whose numbers are written without grouping.
  package let nationalFormats: [PhoneFormat]
  /// The layouts python's `format_number(..., INTERNATIONAL)` chooses from: the metadata's
  /// international formats when it has any (a national format marked "NA" for international
  /// use is not among them), the national formats otherwise.
  package let internationalFormats: [PhoneFormat]

  /// A region's metadata as given; the decoder and tests build it.
  package init(
    id: String, countryCode: Int, internationalPrefix: String?,
    preferredInternationalPrefix: String?, nationalPrefix: String?,
    nationalPrefixForParsing: String?, nationalPrefixTransformRule: String?,
    leadingDigits: String?, isMainCountryForCode: Bool, general: PhoneNumberDescription,
    descriptions: [(type: PhoneNumberType, description: PhoneNumberDescription)],
    sameMobileAndFixedLinePattern: Bool, nationalFormats: [PhoneFormat],
    internationalFormats: [PhoneFormat]
  ) {
    self.id = id
    self.countryCode = countryCode
    self.internationalPrefix = internationalPrefix
    self.preferredInternationalPrefix = preferredInternationalPrefix
    self.nationalPrefix = nationalPrefix
    self.nationalPrefixForParsing = nationalPrefixForParsing
    self.nationalPrefixTransformRule = nationalPrefixTransformRule
    self.leadingDigits = leadingDigits
    self.isMainCountryForCode = isMainCountryForCode
    self.general = general
    self.descriptions = descriptions
    self.sameMobileAndFixedLinePattern = sameMobileAndFixedLinePattern
    self.nationalFormats = nationalFormats
    self.internationalFormats = internationalFormats
  }

  /// The description of one type of number, or `nil` when the region has none of that type
  /// (always `nil` for `fixedLineOrMobile`), so that a number type check can skip it the way
  /// libphonenumber skips an absent description.
  package func description(of type: PhoneNumberType) -> PhoneNumberDescription? {
    for entry in descriptions where entry.type == type { return entry.description }
    return nil
  }
}

/// Which national numbers make one type of number (or any valid number, for the general
/// description): a pattern and the numbers of digits they may have.
package struct PhoneNumberDescription: Equatable, Sendable {
  /// The national number pattern, a regular expression over digits that a whole national
  /// significant number must match.
  package let pattern: String
  /// The lengths a national significant number of this type may have: bit `n` set when `n`
  /// digits are possible. Every bit is set when the metadata gives no lengths (libphonenumber
  /// then checks the pattern alone), and none when it gives `-1` (no number is of this type).
  package let possibleLengths: UInt32
  /// The lengths of numbers that can only be dialled within an area (without its area code),
  /// bit `n` for `n` digits; they are not valid numbers, only possible ones.
  package let localOnlyLengths: UInt32

  /// A description as given; the decoder and tests build it.
  package init(pattern: String, possibleLengths: UInt32, localOnlyLengths: UInt32) {
    self.pattern = pattern
    self.possibleLengths = possibleLengths
    self.localOnlyLengths = localOnlyLengths
  }

  /// Whether a national significant number of `length` digits may be of this type, so that
  /// the pattern need not be tried when it cannot (as libphonenumber's
  /// `_is_number_matching_desc` does).
  package func allowsLength(_ length: Int) -> Bool {
    length >= 0 && length < 32 && possibleLengths & (1 << UInt32(length)) != 0
  }
}

/// One layout of national numbers: how the digits are grouped, what separates the groups, and
/// which numbers it is for.
package struct PhoneFormat: Equatable, Sendable {
  /// One group of digits of the layout: between `min` and `max` digits (libphonenumber's
  /// `(\d{min,max})`).
  package struct Group: Equatable, Sendable {
    /// The fewest digits of the group.
    package let min: UInt8
    /// The most digits of the group.
    package let max: UInt8

    /// A group of `min` to `max` digits.
    package init(min: UInt8, max: UInt8) {
      self.min = min
      self.max = max
    }
  }

  /// The groups of the layout's pattern, in order; every pattern of the metadata is such a run
  /// of digit groups (the generator checks it), so this is the pattern, ready to use.
  package let groups: [Group]
  /// How the groups are written, `$1` for the first (`"$1 $2-$3"`, `"($1) $2-$3"`).
  package let format: String
  /// Patterns over the first digits of the national number that choose this layout; the
  /// first looks at the fewest digits, and libphonenumber matches the last against a complete
  /// number. Empty when the layout applies to any number its groups fit.
  package let leadingDigits: [String]
  /// How the first group is written in the NATIONAL format with the national prefix, `$1`
  /// standing for the group (`"0$1"`, `"8 ($1)"`, `"($1)"`); `nil` when the national format
  /// shows no prefix.
  package let nationalPrefixFormattingRule: String?
  /// Whether people commonly leave the national prefix out in this layout, so that a number
  /// typed without it is laid out anyway.
  package let nationalPrefixOptionalWhenFormatting: Bool

  /// A layout as given; the decoder and tests build it.
  package init(
    groups: [Group], format: String, leadingDigits: [String],
    nationalPrefixFormattingRule: String?, nationalPrefixOptionalWhenFormatting: Bool
  ) {
    self.groups = groups
    self.format = format
    self.leadingDigits = leadingDigits
    self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
    self.nationalPrefixOptionalWhenFormatting = nationalPrefixOptionalWhenFormatting
  }

  /// The layout's pattern as libphonenumber writes it (`(\d{3})(\d{3,4})`), for messages,
  /// tests and comparing with the metadata.
  package var pattern: String {
    var text = ""
    for group in groups {
      text += "(\\d"
      if group.min == group.max {
        if group.min != 1 { text += "{" + String(group.min) + "}" }
      } else {
        text += "{" + String(group.min) + "," + String(group.max) + "}"
      }
      text += ")"
    }
    return text
  }
}
