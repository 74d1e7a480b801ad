// Stand-in declarations of the AppKit API that SwiftUI's `RuleField` uses on macOS and that the
// adapters use for AutoFill. Same rules as AppKit.swift: Linux compile checks only, each
// declaration with the signature and availability Apple documents at the URL cited above it.

extension NSView {
  /// https://developer.apple.com/documentation/appkit/nsview/window
  public var window: NSWindow? { nil }

  /// https://developer.apple.com/documentation/appkit/nsview/intrinsiccontentsize
  public var intrinsicContentSize: NSSize { .zero }

  /// https://developer.apple.com/documentation/appkit/nsview/setcontenthuggingpriority(_:for:)
  public func setContentHuggingPriority(
    _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
  ) {}
}

/// https://developer.apple.com/documentation/appkit/nslayoutconstraint
open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct
  public struct Priority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/defaultlow
    public static let defaultLow = Priority(rawValue: 250)
  }

  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/orientation-swift.enum
  public enum Orientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

extension NSWindow {
  /// https://developer.apple.com/documentation/appkit/nswindow/makefirstresponder(_:)
  @discardableResult
  public func makeFirstResponder(_ responder: NSResponder?) -> Bool { false }
}

extension NSControl {
  /// https://developer.apple.com/documentation/appkit/nscontrol/font
  public var font: NSFont? {
    get { nil }
    set {}
  }
}

extension NSTextField {
  /// https://developer.apple.com/documentation/appkit/nstextfield/placeholderstring
  public var placeholderString: String? {
    get { nil }
    set {}
  }

  /// https://developer.apple.com/documentation/appkit/nstextfield/isbordered
  public var isBordered: Bool {
    get { false }
    set {}
  }

  /// https://developer.apple.com/documentation/appkit/nstextfield/isbezeled
  public var isBezeled: Bool {
    get { false }
    set {}
  }

  /// https://developer.apple.com/documentation/appkit/nstextfield/drawsbackground
  public var drawsBackground: Bool {
    get { false }
    set {}
  }

  /// https://developer.apple.com/documentation/appkit/nstextcontent/contenttype
  @available(macOS 11.0, *)
  public var contentType: NSTextContentType? {
    get { nil }
    set {}
  }
}

/// https://developer.apple.com/documentation/appkit/nssecuretextfield
@MainActor open class NSSecureTextField: NSTextField {}

/// https://developer.apple.com/documentation/appkit/nsfont
open class NSFont: NSObject {
  /// https://developer.apple.com/documentation/appkit/nsfont/textstyle
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/body
    public static let body = TextStyle(rawValue: "NSCTFontBodyUsage")
  }

  /// https://developer.apple.com/documentation/appkit/nsfont/preferredfont(fortextstyle:options:)
  @available(macOS 11.0, *)
  open class func preferredFont(
    forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]
  ) -> NSFont { NSFont() }

  /// https://developer.apple.com/documentation/appkit/nsfont/textstyleoptionkey
  public struct TextStyleOptionKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// https://developer.apple.com/documentation/appkit/nstextcontenttype
@available(macOS 11.0, *)
public struct NSTextContentType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/appkit/nstextcontenttype/onetimecode
  @available(macOS 11.0, *)
  public static let oneTimeCode = NSTextContentType(rawValue: "one-time-code")
  /// https://developer.apple.com/documentation/appkit/nstextcontenttype/creditcardnumber
  @available(macOS 14.0, *)
  public static let creditCardNumber = NSTextContentType(rawValue: "cc-number")
  /// https://developer.apple.com/documentation/appkit/nstextcontenttype/telephonenumber
  @available(macOS 14.0, *)
  public static let telephoneNumber = NSTextContentType(rawValue: "tel")
}

/// https://developer.apple.com/documentation/appkit/nstextmovement
public enum NSTextMovement: Int, Sendable {
  /// https://developer.apple.com/documentation/appkit/nstextmovement/other
  case other = 0
  /// https://developer.apple.com/documentation/appkit/nstextmovement/return
  case `return` = 0x10
  /// https://developer.apple.com/documentation/appkit/nstextmovement/tab
  case tab = 0x11
}

extension NSView {
  /// AppKit's `NSAccessibility` protocol, which `NSView` adopts.
  /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitylabel(_:)
  public func setAccessibilityLabel(_ accessibilityLabel: String?) {}
}
