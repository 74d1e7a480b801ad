// Stand-in declarations of the UIKit API that `RuleFormController` (a form of `RuleTextField`s:
// Return keys, a submit button, labels for the reasons) and its example use. Same rules as
// UIKit.swift: Linux compile checks only, each declaration with the signature and availability
// Apple documents at the URL cited above it.

// MARK: - Return key

/// https://developer.apple.com/documentation/uikit/uireturnkeytype
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0
  case go = 1
  case next = 4
  case send = 7
  case done = 9
}

extension UITextField {
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
}

// MARK: - Controls

extension UIControl {
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  public var isEnabled: Bool {
    get { true }
    set {}
  }
}

extension UIControl.Event {
  /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
  /// (iOS 9, Mac Catalyst 13.1, tvOS 9, visionOS 1)
  public static let primaryActionTriggered = UIControl.Event(rawValue: 1 << 13)
}

/// https://developer.apple.com/documentation/uikit/uibutton
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UIButton: UIControl {}

// MARK: - Labels and view controllers

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  public var isHidden: Bool {
    get { false }
    set {}
  }
}

/// https://developer.apple.com/documentation/uikit/uilabel
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1; not watchOS)
@available(watchOS, unavailable)
@MainActor open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
}
