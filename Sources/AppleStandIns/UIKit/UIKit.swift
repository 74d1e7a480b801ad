// Stand-in for Apple's UIKit, for compile checks on Linux only (see Sources/AppleStandIns/README.md).
// Every declaration matches the documented Swift signature at the URL cited above it, with the
// availability that page gives: in parentheses under the URL (a member without it has its type's),
// and as `@available` where it matters to the package (scripts/apple/check-availability.py).
// UIKit exists on watchOS with few of these types: the others are marked unavailable there.
@_exported import Foundation

// MARK: - Foundation API Linux lacks

// Looking strings up in an app's string catalog: Linux's Foundation has no
// `String.LocalizationValue`. Declared here (UIKit re-exports Foundation on Apple platforms), so
// the examples that word reasons with `String(localized:)` compile.

extension String {
  /// https://developer.apple.com/documentation/swift/string/localizationvalue
  /// (iOS 15, macOS 12, Mac Catalyst 15, tvOS 15, visionOS 1, watchOS 8)
  public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
    /// https://developer.apple.com/documentation/swift/string/localizationvalue/init(_:)
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    /// The interpolation of a localization value; the two kinds of value the examples
    /// interpolate (an integer, which the catalog's plural variations count, and a string).
    public struct StringInterpolation: StringInterpolationProtocol {
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) {}
      public mutating func appendInterpolation(_ value: Int) {}
      public mutating func appendInterpolation(_ string: String) {}
    }
  }

  /// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
  /// (iOS 15, macOS 12, Mac Catalyst 15, tvOS 15, visionOS 1, watchOS 8)
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) { self.init() }

  /// https://developer.apple.com/documentation/swift/string/init(localized:defaultvalue:table:bundle:locale:comment:)
  /// (iOS 15, macOS 12, Mac Catalyst 15, tvOS 15, visionOS 1, watchOS 8)
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) { self.init() }
}

// MARK: - Responders, views, controls

/// https://developer.apple.com/documentation/uikit/uiresponder
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UIResponder: NSObject {
  public override init() {}

  /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  open var isFirstResponder: Bool { false }

  /// https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()
  open func reloadInputViews() {}

  /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/paste(_:)
  /// (iOS 3)
  open func paste(_ sender: Any?) {}
}

/// https://developer.apple.com/documentation/uikit/uiview
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { super.init() }

  /// NSObject's `init()`, which UIKit imports as a convenience initializer of `UIView` because
  /// `init(frame:)` and `init(coder:)` are its designated ones: subclasses that override both
  /// inherit it.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public override convenience init() { self.init(frame: CGRect.zero) }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
  /// (iOS 9, tvOS 9)
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
}

/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
/// (iOS 9, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
public enum UISemanticContentAttribute: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified
  case unspecified = 0
  /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcelefttoright
  case forceLeftToRight = 3
}

/// https://developer.apple.com/documentation/uikit/uicontrol
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  /// (iOS 14, tvOS 14)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}

  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  open func sendActions(for controlEvents: UIControl.Event) {}
}

// MARK: - Text positions and ranges

/// https://developer.apple.com/documentation/uikit/uitextposition
/// (iOS 3.2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UITextPosition: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitextrange
/// (iOS 3.2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UITextRange: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitextrange/start
  open var start: UITextPosition { UITextPosition() }
  /// https://developer.apple.com/documentation/uikit/uitextrange/end
  open var end: UITextPosition { UITextPosition() }
}

// MARK: - UITextField

/// https://developer.apple.com/documentation/uikit/uitextfield
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/text
  open var text: String?

  /// https://developer.apple.com/documentation/uikit/uitextfield/delegate
  open weak var delegate: (any UITextFieldDelegate)?

  /// https://developer.apple.com/documentation/uikit/uitextfield/textalignment
  open var textAlignment: NSTextAlignment = .natural

  /// https://developer.apple.com/documentation/uikit/uitextfield/didendeditingreason
  /// (iOS 10, tvOS 10)
  public enum DidEndEditingReason: Int, Sendable {
    case committed = 0
  }

  /// https://developer.apple.com/documentation/uikit/uitextfield/textdidchangenotification
  public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")

  // UITextInputTraits, adopted by UITextField.

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
  open var keyboardType: UIKeyboardType = .default
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocorrectiontype
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/spellcheckingtype
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/smartquotestype
  /// (iOS 11, tvOS 11; so are `smartDashesType` and `smartInsertDeleteType`)
  open var smartQuotesType: UITextSmartQuotesType = .default
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/smartdashestype
  open var smartDashesType: UITextSmartDashesType = .default
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/smartinsertdeletetype
  open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype
  /// (iOS 10, tvOS 10)
  open var textContentType: UITextContentType!

  // UITextInput, adopted by UITextField.

  /// https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
  open var selectedTextRange: UITextRange?
  /// https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange
  open var markedTextRange: UITextRange? { nil }
  /// https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
  open var beginningOfDocument: UITextPosition { UITextPosition() }
  /// https://developer.apple.com/documentation/uikit/uitextinput/endofdocument
  open var endOfDocument: UITextPosition { UITextPosition() }

  /// https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }

  /// https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:)
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }

  /// https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  { nil }

  /// https://developer.apple.com/documentation/uikit/uitextinput/replace(_:withtext:)
  open func replace(_ range: UITextRange, withText text: String) {}

  /// https://developer.apple.com/documentation/uikit/uitextinput/setmarkedtext(_:selectedrange:)
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}

  /// https://developer.apple.com/documentation/uikit/uitextinput/unmarktext()
  open func unmarkText() {}

  /// https://developer.apple.com/documentation/uikit/uitextinput/closestposition(to:)
  open func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
}

// MARK: - UITextFieldDelegate

/// https://developer.apple.com/documentation/uikit/uitextfielddelegate
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
///
/// All its methods are optional requirements, modelled as described in Sources/AppleStandIns/README.md.
@available(watchOS, unavailable)
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {}

extension UITextFieldDelegate {
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldbeginediting(_:)
  public var textFieldShouldBeginEditing: ((UITextField) -> Bool)? { nil }
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidbeginediting(_:)
  public var textFieldDidBeginEditing: ((UITextField) -> Void)? { nil }
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldendediting(_:)
  public var textFieldShouldEndEditing: ((UITextField) -> Bool)? { nil }
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:reason:)
  /// (iOS 10, tvOS 10)
  public var textFieldDidEndEditing: UITextFieldDelegateDidEndEditing? { nil }
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidchangeselection(_:)
  /// (iOS 13, tvOS 13)
  public var textFieldDidChangeSelection: ((UITextField) -> Void)? { nil }
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldclear(_:)
  public var textFieldShouldClear: ((UITextField) -> Bool)? { nil }
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)
  public var textFieldShouldReturn: ((UITextField) -> Bool)? { nil }
  /// The optional methods named `textField(_:...)`, with the availability of each (declared on
  /// its `callAsFunction`).
  public var textField: UITextFieldDelegateTextFieldMethods? { nil }
}

/// The optional `textFieldDidEndEditing` methods, callable as on Apple platforms.
@MainActor public struct UITextFieldDelegateDidEndEditing {
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)
  public func callAsFunction(_ textField: UITextField) {}

  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:reason:)
  /// (iOS 10, tvOS 10)
  public func callAsFunction(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {}
}

/// The optional `textField(_:...)` methods, callable as on Apple platforms.
@MainActor public struct UITextFieldDelegateTextFieldMethods {
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
  /// (iOS 2, Mac Catalyst 13.1, tvOS, visionOS 1)
  public func callAsFunction(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }

  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersinranges:replacementstring:)
  /// (iOS 26, Mac Catalyst 26, tvOS 26, visionOS 26: SDK 26, so Xcode 26 and Swift 6.2)
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
  public func callAsFunction(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool { true }

  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:editmenuforcharactersin:suggestedactions:)
  /// (iOS 16, Mac Catalyst 16, tvOS 16, visionOS 1)
  public func callAsFunction(
    _ textField: UITextField, editMenuForCharactersIn range: NSRange,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }

  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:editmenuforcharactersinranges:suggestedactions:)
  /// (iOS 26, Mac Catalyst 26, tvOS 26, visionOS 26: SDK 26, so Xcode 26 and Swift 6.2)
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
  public func callAsFunction(
    _ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue],
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }

  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:willpresenteditmenuwith:)
  /// (iOS 16, Mac Catalyst 16, visionOS 1; not tvOS)
  @available(tvOS, unavailable)
  public func callAsFunction(
    _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}

  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:willdismisseditmenuwith:)
  /// (iOS 16, Mac Catalyst 16, visionOS 1; not tvOS)
  @available(tvOS, unavailable)
  public func callAsFunction(
    _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}
}

// MARK: - Menus and actions

/// https://developer.apple.com/documentation/uikit/uiimage
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1, watchOS 2)
open class UIImage: NSObject {}

/// https://developer.apple.com/documentation/uikit/uimenuelement
/// (iOS 13, Mac Catalyst 13.1, tvOS 14, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UIMenuElement: NSObject {
  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// https://developer.apple.com/documentation/uikit/uimenuelement/state
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

/// https://developer.apple.com/documentation/uikit/uimenu
/// (iOS 13, Mac Catalyst 13.1, tvOS 14, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UIMenu: UIMenuElement {}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
/// (iOS 13, Mac Catalyst 13.1, tvOS 13, visionOS 1; not watchOS)
@available(watchOS, unavailable)
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
/// (iOS 13, Mac Catalyst 13.1, tvOS 13, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UIAction: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  public override init() {}

  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  /// (iOS 13, tvOS 14)
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init()
  }
}

/// https://developer.apple.com/documentation/uikit/uieditmenuinteractionanimating
/// (iOS 16, Mac Catalyst 16, visionOS 1; not tvOS or watchOS)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor public protocol UIEditMenuInteractionAnimating: NSObjectProtocol {}

// MARK: - Accessibility

/// https://developer.apple.com/documentation/uikit/uiaccessibility
/// (each member's note says where it exists)
public enum UIAccessibility {
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  /// (iOS, Mac Catalyst, tvOS, visionOS, watchOS 2)
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
    /// (iOS 4, Mac Catalyst 13.1, tvOS, visionOS 1, watchOS 2)
    public static let announcement = Notification(rawValue: 1008)
  }

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  /// (iOS, Mac Catalyst, tvOS, visionOS; not watchOS)
  @available(watchOS, unavailable)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

/// Speech attributes for attributed strings, which UIKit declares on Foundation's type:
/// https://developer.apple.com/documentation/uikit/speech-attributes-for-attributed-strings
extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechlanguage
  /// (iOS 7, tvOS 9, visionOS 1, watchOS 2, Mac Catalyst 13.1; not macOS. Its value is a BCP 47
  /// language tag as a string. The raw value is the C constant's name,
  /// `UIAccessibilitySpeechAttributeLanguage`, as UIKit's speech attributes spell theirs.)
  public static let accessibilitySpeechLanguage = NSAttributedString.Key(
    "UIAccessibilitySpeechAttributeLanguage")
}

// MARK: - Text traits

/// https://developer.apple.com/documentation/uikit/nstextalignment
/// (iOS 6, Mac Catalyst 13.1, tvOS 9, visionOS 1, watchOS 2)
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // Apple's name.
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case emailAddress = 7
  case decimalPad = 8
}

/// https://developer.apple.com/documentation/uikit/uitextcontenttype
/// (iOS 10, Mac Catalyst 13.1, tvOS 10, visionOS 1; not watchOS)
@available(watchOS, unavailable)
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/onetimecode
  /// (iOS 12, tvOS 12)
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardnumber
  public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/telephonenumber
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
}

/// https://developer.apple.com/documentation/uikit/uitextautocorrectiontype
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// https://developer.apple.com/documentation/uikit/uitextspellcheckingtype
/// (iOS 5, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

/// https://developer.apple.com/documentation/uikit/uitextsmartquotestype
/// (iOS 11, Mac Catalyst 13.1, tvOS 11, visionOS 1; not watchOS)
@available(watchOS, unavailable)
public enum UITextSmartQuotesType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// https://developer.apple.com/documentation/uikit/uitextsmartdashestype
/// (iOS 11, Mac Catalyst 13.1, tvOS 11, visionOS 1; not watchOS)
@available(watchOS, unavailable)
public enum UITextSmartDashesType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// https://developer.apple.com/documentation/uikit/uitextsmartinsertdeletetype
/// (iOS 11, Mac Catalyst 13.1, tvOS 11, visionOS 1; not watchOS)
@available(watchOS, unavailable)
public enum UITextSmartInsertDeleteType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}
