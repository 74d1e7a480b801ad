#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || INPUTRULES_STAND_INS)
  import UIKit
#endif
