// Stand-in for the undo API the AppKit adapter uses, for compile checks on Linux only (see
// Sources/AppleStandIns/README.md). Every declaration matches the documented Swift signature at
// the URL cited above it.
//
// `UndoManager` is Foundation API that AppKit re-exports on Apple platforms and that Linux's
// Foundation lacks; declared here, as `Formatter` is in AppKit.swift.

/// https://developer.apple.com/documentation/foundation/undomanager
open class UndoManager: NSObject {
  /// https://developer.apple.com/documentation/foundation/undomanager/removeallactions()
  open func removeAllActions() {}
}

extension NSResponder {
  /// https://developer.apple.com/documentation/appkit/nsresponder/undomanager
  public var undoManager: UndoManager? { nil }
}
