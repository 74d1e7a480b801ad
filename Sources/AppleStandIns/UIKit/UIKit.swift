// Stand-in for Apple's UIKit on Linux, for compile checks only: see Package.swift.
@_exported import Foundation
