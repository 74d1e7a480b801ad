#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || INPUTRULES_STAND_INS)
  import AppKit
#endif
