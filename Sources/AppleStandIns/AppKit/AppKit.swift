// Stand-in for Apple's AppKit, for compile checks on Linux only (see
// Sources/AppleStandIns/README.md). Every declaration matches the documented Swift signature at
// the URL cited above it, with the availability that page gives: in parentheses under the URL (a
// member without it has its type's), and as `@available` where it matters to the package
// (scripts/apple/check-availability.py). Mac Catalyst apps can import AppKit, but its pages list
// macOS alone for these classes and protocols: they are marked unavailable on Mac Catalyst.
//
// Three declarations stand in for API that AppKit re-exports from Foundation and the Objective-C
// runtime on Apple platforms but that Linux lacks or declares differently: `Formatter` (Linux's
// has no partial-string validation and takes `Any` in `string(for:)`), `Selector` and
// `AutoreleasingUnsafeMutablePointer`. Declared here, they shadow Linux Foundation's in files
// that import AppKit (and not Foundation directly), as the adapter files do.
@_exported import Foundation

// MARK: - Foundation and Objective-C API re-exported by AppKit

/// https://developer.apple.com/documentation/swift/autoreleasingunsafemutablepointer
/// (Swift standard library: every Apple platform)
@frozen public struct AutoreleasingUnsafeMutablePointer<Pointee> {
  /// https://developer.apple.com/documentation/swift/autoreleasingunsafemutablepointer/pointee
  public var pointee: Pointee {
    get { fatalError("stand-in") }
    nonmutating set {}
  }
}

/// https://developer.apple.com/documentation/objectivec/selector
/// (Objective-C runtime: every Apple platform)
public struct Selector: Hashable, Sendable {}

/// https://developer.apple.com/documentation/foundation/formatter
/// (Foundation: macOS 10.0, iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1, watchOS 2)
open class Formatter: NSObject {
  public override init() {}

  /// https://developer.apple.com/documentation/foundation/formatter/init(coder:)
  public required init?(coder: NSCoder) {}

  /// https://developer.apple.com/documentation/foundation/formatter/string(for:)
  open func string(for obj: Any?) -> String? { nil }

  /// https://developer.apple.com/documentation/foundation/formatter/getobjectvalue(_:for:errordescription:)
  open func getObjectValue(
    _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
    errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
  ) -> Bool { false }

  /// https://developer.apple.com/documentation/foundation/formatter/ispartialstringvalid(_:proposedselectedrange:originalstring:originalselectedrange:errordescription:)
  open func isPartialStringValid(
    _ partialStringPtr: AutoreleasingUnsafeMutablePointer<NSString>,
    proposedSelectedRange proposedSelRangePtr: NSRangePointer?, originalString origString: String,
    originalSelectedRange origSelRange: NSRange,
    errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
  ) -> Bool { true }
}

// MARK: - Responders, views, controls

/// https://developer.apple.com/documentation/appkit/nsresponder
/// (macOS 10.0; not Mac Catalyst)
@available(macCatalyst, unavailable)
@MainActor open class NSResponder: NSObject {
  public override init() {}

  /// https://developer.apple.com/documentation/appkit/nsresponder/becomefirstresponder()
  open func becomeFirstResponder() -> Bool { true }
}

/// https://developer.apple.com/documentation/appkit/nswindow
/// (macOS 10.0; not Mac Catalyst)
@available(macCatalyst, unavailable)
@MainActor open class NSWindow: NSResponder {}

/// https://developer.apple.com/documentation/appkit/nsapplication
/// (macOS 10.0; not Mac Catalyst)
@available(macCatalyst, unavailable)
@MainActor open class NSApplication: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nsapplication/shared
  open class var shared: NSApplication { NSApplication() }

  /// https://developer.apple.com/documentation/appkit/nsapplication/mainwindow
  open var mainWindow: NSWindow? { nil }
}

/// https://developer.apple.com/documentation/appkit/nsview
/// (macOS 10.0; not Mac Catalyst)
@available(macCatalyst, unavailable)
@MainActor open class NSView: NSResponder {}

/// https://developer.apple.com/documentation/appkit/nscontrol
/// (macOS 10.0; not Mac Catalyst)
@available(macCatalyst, unavailable)
@MainActor open class NSControl: NSView {
  /// https://developer.apple.com/documentation/appkit/nscontrol/stringvalue
  open var stringValue: String = ""

  /// https://developer.apple.com/documentation/appkit/nscontrol/formatter
  open var formatter: Formatter?

  /// https://developer.apple.com/documentation/appkit/nscontrol/currenteditor()
  open func currentEditor() -> NSText? { nil }

  /// https://developer.apple.com/documentation/appkit/nscontrol/basewritingdirection
  open var baseWritingDirection: NSWritingDirection = .natural

  /// https://developer.apple.com/documentation/appkit/nscontrol/alignment
  open var alignment: NSTextAlignment = .natural
}

/// https://developer.apple.com/documentation/appkit/nswritingdirection
/// (macOS 10.0; Mac Catalyst has UIKit's)
public enum NSWritingDirection: Int, Sendable {
  /// https://developer.apple.com/documentation/appkit/nswritingdirection/natural
  case natural = -1
  /// https://developer.apple.com/documentation/appkit/nswritingdirection/lefttoright
  case leftToRight = 0
}

/// https://developer.apple.com/documentation/appkit/nstextalignment
/// (macOS 10.0; Mac Catalyst has UIKit's)
public enum NSTextAlignment: Int, Sendable {
  /// https://developer.apple.com/documentation/appkit/nstextalignment/left
  case left = 0
  /// https://developer.apple.com/documentation/appkit/nstextalignment/natural
  case natural = 4
}

/// https://developer.apple.com/documentation/appkit/nstextfield
/// (macOS 10.0; not Mac Catalyst)
@available(macCatalyst, unavailable)
@MainActor open class NSTextField: NSControl {
  /// https://developer.apple.com/documentation/appkit/nstextfield/delegate
  open weak var delegate: (any NSTextFieldDelegate)?
}

/// https://developer.apple.com/documentation/appkit/nstext
/// (macOS 10.0; not Mac Catalyst)
@available(macCatalyst, unavailable)
@MainActor open class NSText: NSView {
  /// https://developer.apple.com/documentation/appkit/nstext/string
  open var string: String = ""

  /// https://developer.apple.com/documentation/appkit/nstext/replacecharacters(in:with:)
  open func replaceCharacters(in range: NSRange, with string: String) {}
}

/// https://developer.apple.com/documentation/appkit/nstextview
/// (macOS 10.0; not Mac Catalyst)
@available(macCatalyst, unavailable)
@MainActor open class NSTextView: NSText {
  /// https://developer.apple.com/documentation/appkit/nstextview/selectedranges
  open var selectedRanges: [NSValue] = []

  /// https://developer.apple.com/documentation/appkit/nstextinputclient/hasmarkedtext()
  open func hasMarkedText() -> Bool { false }

  /// https://developer.apple.com/documentation/appkit/nstextinputclient/markedrange()
  open func markedRange() -> NSRange { NSRange(location: NSNotFound, length: 0) }

  /// https://developer.apple.com/documentation/appkit/nstextview/shouldchangetext(in:replacementstring:)
  open func shouldChangeText(in affectedCharRange: NSRange, replacementString: String?) -> Bool {
    true
  }

  /// https://developer.apple.com/documentation/appkit/nstextview/didchangetext()
  open func didChangeText() {}
}

// MARK: - Delegates

/// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate
/// (macOS 10.0; not Mac Catalyst)
///
/// All its methods are optional requirements, modelled as described in
/// Sources/AppleStandIns/README.md.
@available(macCatalyst, unavailable)
@MainActor public protocol NSControlTextEditingDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/appkit/nstextfielddelegate
/// (macOS 10.0; not Mac Catalyst)
@available(macCatalyst, unavailable)
@MainActor public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}

extension NSControlTextEditingDelegate {
  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidbeginediting(_:)
  public var controlTextDidBeginEditing: ((Notification) -> Void)? { nil }
  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidchange(_:)
  public var controlTextDidChange: ((Notification) -> Void)? { nil }
  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidendediting(_:)
  public var controlTextDidEndEditing: ((Notification) -> Void)? { nil }
  /// The optional methods named `control(_:...)`.
  public var control: NSControlTextEditingDelegateControlMethods? { nil }
}

extension NSTextFieldDelegate {
  /// The optional methods named `textField(_:...)`.
  public var textField: NSTextFieldDelegateTextFieldMethods? { nil }
}

/// The optional `control(_:...)` methods, callable as on Apple platforms.
@MainActor public struct NSControlTextEditingDelegateControlMethods {
  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/control(_:textshouldbeginediting:)
  public func callAsFunction(_ control: NSControl, textShouldBeginEditing fieldEditor: NSText)
    -> Bool
  { true }

  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/control(_:textshouldendediting:)
  public func callAsFunction(_ control: NSControl, textShouldEndEditing fieldEditor: NSText)
    -> Bool
  { true }

  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/control(_:didfailtoformatstring:errordescription:)
  public func callAsFunction(
    _ control: NSControl, didFailToFormatString string: String, errorDescription error: String?
  ) -> Bool { false }

  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/control(_:didfailtovalidatepartialstring:errordescription:)
  public func callAsFunction(
    _ control: NSControl, didFailToValidatePartialString string: String,
    errorDescription error: String?
  ) {}

  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/control(_:isvalidobject:)
  public func callAsFunction(_ control: NSControl, isValidObject obj: Any?) -> Bool { true }

  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/control(_:textview:docommandby:)
  public func callAsFunction(
    _ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector
  ) -> Bool { false }

  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/control(_:textview:completions:forpartialwordrange:indexofselecteditem:)
  public func callAsFunction(
    _ control: NSControl, textView: NSTextView, completions words: [String],
    forPartialWordRange charRange: NSRange, indexOfSelectedItem index: UnsafeMutablePointer<Int>
  ) -> [String] { words }
}

/// The optional `textField(_:...)` methods, callable as on Apple platforms.
@MainActor public struct NSTextFieldDelegateTextFieldMethods {
  /// https://developer.apple.com/documentation/appkit/nstextfielddelegate/textfield(_:textview:candidatesforselectedrange:)
  /// (macOS 10.12.2)
  public func callAsFunction(
    _ textField: NSTextField, textView: NSTextView,
    candidatesForSelectedRange selectedRange: NSRange
  ) -> [Any]? { nil }

  /// https://developer.apple.com/documentation/appkit/nstextfielddelegate/textfield(_:textview:candidates:forselectedrange:)
  /// (macOS 10.12.2)
  public func callAsFunction(
    _ textField: NSTextField, textView: NSTextView, candidates: [NSTextCheckingResult],
    forSelectedRange selectedRange: NSRange
  ) -> [NSTextCheckingResult] { candidates }

  /// https://developer.apple.com/documentation/appkit/nstextfielddelegate/textfield(_:textview:shouldselectcandidateat:)
  /// (macOS 10.12.2)
  public func callAsFunction(
    _ textField: NSTextField, textView: NSTextView, shouldSelectCandidateAt index: Int
  ) -> Bool { true }
}

// MARK: - Accessibility

/// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct
/// (macOS; not Mac Catalyst)
@available(macCatalyst, unavailable)
public struct NSAccessibility {
  /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/announcementrequested
    public static let announcementRequested = Notification(
      rawValue: "AXAnnouncementRequested")
  }

  /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notificationuserinfokey
  public struct NotificationUserInfoKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notificationuserinfokey/announcement
    public static let announcement = NotificationUserInfoKey(rawValue: "AXAnnouncementKey")
    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notificationuserinfokey/priority
    public static let priority = NotificationUserInfoKey(rawValue: "AXPriorityKey")
  }

  /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/post(element:notification:userinfo:)
  /// (macOS 10.7)
  @MainActor public static func post(
    element: Any, notification: NSAccessibility.Notification,
    userInfo: [NSAccessibility.NotificationUserInfoKey: Any]?
  ) {}
}

/// The accessibility text attribute AppKit declares on Foundation's type.
extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilitylanguage
  /// (macOS 10.13; the C constant `NSAccessibilityLanguageTextAttribute`. The raw value here is
  /// not Apple's, which the page does not give: this module is only compiled.)
  public static let accessibilityLanguage = NSAttributedString.Key(
    "NSAccessibilityLanguageTextAttribute")
}

/// https://developer.apple.com/documentation/appkit/nsaccessibilityprioritylevel
/// (macOS; not Mac Catalyst)
@available(macCatalyst, unavailable)
public enum NSAccessibilityPriorityLevel: Int, Sendable {
  case low = 10
  case medium = 50
  case high = 90
}
