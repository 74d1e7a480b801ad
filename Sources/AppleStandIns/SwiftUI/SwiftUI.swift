// Stand-in for Apple's SwiftUI on Linux, for compile checks only: see Package.swift.
@_exported import Foundation
