// Stand-in declarations of the UIKit API that `RuleTextField`'s conventions (value changes, the
// Done button of pads without Return, predictions and Writing Tools, focus) and SwiftUI's
// `RuleField` use. Same rules as UIKit.swift: Linux compile checks only, each declaration with
// the signature and availability Apple documents at the URL cited above it.

// MARK: - Responders and views

extension UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult
  public func becomeFirstResponder() -> Bool { false }

  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  @discardableResult
  public func resignFirstResponder() -> Bool { false }
}

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
  public var intrinsicContentSize: CGSize { .zero }

  /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
  public func sizeToFit() {}

  /// https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {}

  /// https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {}
}

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
  public static let defaultLow = UILayoutPriority(rawValue: 250)
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis-swift.enum
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

extension UIControl.Event {
  /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
  public static let valueChanged = UIControl.Event(rawValue: 1 << 12)
  /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidendonexit
  public static let editingDidEndOnExit = UIControl.Event(rawValue: 1 << 19)
}

// MARK: - Text field

extension UITextField {
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  public var placeholder: String? {
    get { nil }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uitextfield/font
  public var font: UIFont? {
    get { nil }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  public var adjustsFontForContentSizeCategory: Bool {
    get { false }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uitextfield/inputaccessoryview
  public var inputAccessoryView: UIView? {
    get { nil }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/inlinepredictiontype
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *)
  public var inlinePredictionType: UITextInlinePredictionType {
    get { .default }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/writingtoolsbehavior
  @available(iOS 18.0, visionOS 2.4, macCatalyst 18.0, *)
  @available(tvOS, unavailable)
  public var writingToolsBehavior: UIWritingToolsBehavior {
    get { .default }
    set {}
  }
}

/// https://developer.apple.com/documentation/uikit/uitextinlinepredictiontype
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *)
public enum UITextInlinePredictionType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// https://developer.apple.com/documentation/uikit/uiwritingtoolsbehavior
@available(iOS 18.0, visionOS 2.4, macCatalyst 18.0, *)
@available(tvOS, unavailable)
public enum UIWritingToolsBehavior: Int, Sendable {
  case none = -1
  case `default` = 0
  case complete = 1
  case limited = 2
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject {
  /// https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
  }

  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
}

// MARK: - The Done button of pads without Return

/// https://developer.apple.com/documentation/uikit/uitoolbar
@available(tvOS, unavailable)
@MainActor open class UIToolbar: UIView {
  /// https://developer.apple.com/documentation/uikit/uitoolbar/items
  open var items: [UIBarButtonItem]?
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
  public enum SystemItem: Int, Sendable {
    case done = 0
    case flexibleSpace = 5
  }

  public override init() {}

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) { self.init() }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/flexiblespace()
  public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem() }
}

// MARK: - Accessibility

extension UIView {
  /// UIKit's informal `UIAccessibility` protocol, which `UIView` adopts.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  public var accessibilityLabel: String? {
    get { nil }
    set {}
  }
}

// MARK: - Device

/// https://developer.apple.com/documentation/uikit/uidevice
@available(watchOS, unavailable)
@MainActor open class UIDevice: NSObject {
  /// https://developer.apple.com/documentation/uikit/uidevice/current
  open class var current: UIDevice { UIDevice() }
  /// https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
}
