/// What a phone number is for, as libphonenumber's metadata tells it from the number's digits.
///
/// A field shows it so that an app can, say, ask for a mobile number for text messages and say
/// so when a landline is typed; the command prints its `name` (`"mobile"`).
public enum PhoneNumberType: UInt8, CaseIterable, Sendable {
  /// A landline.
  case fixedLine
  /// A mobile phone.
  case mobile
  /// A number the region's plan does not tell apart as landline or mobile (the United States
  /// and Canada, among others).
  case fixedLineOrMobile
  /// Free to the caller.
  case tollFree
  /// Charged above the usual rate.
  case premiumRate
  /// Paid partly by the caller and partly by the called.
  case sharedCost
  /// Voice over IP.
  case voip
  /// A personal number that forwards to wherever its owner is.
  case personalNumber
  /// A pager.
  case pager
  /// Universal access number: one number for a company's offices.
  case uan
  /// Voicemail access.
  case voicemail

  /// The type's name as the command and the web adapter print it (`"fixedLineOrMobile"`).
  public var name: String {
    switch self {
    case .fixedLine: "fixedLine"
    case .mobile: "mobile"
    case .fixedLineOrMobile: "fixedLineOrMobile"
    case .tollFree: "tollFree"
    case .premiumRate: "premiumRate"
    case .sharedCost: "sharedCost"
    case .voip: "voip"
    case .personalNumber: "personalNumber"
    case .pager: "pager"
    case .uan: "uan"
    case .voicemail: "voicemail"
    }
  }
}
