#if canImport(SwiftUI) && (!os(Linux) || INPUTRULES_STAND_INS)
  import SwiftUI
#endif
