// Stand-in for Apple's AppKit on Linux, for compile checks only: see Package.swift.
@_exported import Foundation
