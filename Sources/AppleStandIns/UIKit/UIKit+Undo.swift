// Stand-in for the undo API the UIKit adapter uses, for compile checks on Linux only (see
// Sources/AppleStandIns/README.md). Every declaration matches the documented Swift signature at
// the URL cited above it.
//
// `UndoManager` is Foundation API that UIKit re-exports on Apple platforms and that Linux's
// Foundation lacks; declared here, as `String.LocalizationValue` is in UIKit.swift.

/// https://developer.apple.com/documentation/foundation/undomanager
open class UndoManager: NSObject {
  /// https://developer.apple.com/documentation/foundation/undomanager/removeallactions()
  open func removeAllActions() {}
}

extension UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiresponder/undomanager
  public var undoManager: UndoManager? { nil }
}
