import InputRules

/// Which way a field lays its text out, as its rule asks (`InputRule.forcesLeftToRight`).
/// Adapters carry it out with the platform's API: UIKit's `semanticContentAttribute`, AppKit's
/// `baseWritingDirection`, SwiftUI's `layoutDirection` environment value.
public enum FieldDirection: String, Hashable, Sendable, CaseIterable {
  /// As the interface lays text out: right to left in an Arabic or Hebrew interface. The field's
  /// own settings are left alone.
  case interface
  /// Left to right in any interface: a mask's literals and slots are one left-to-right layout
  /// (`+1 (555) 123-4567`), which a mirrored interface would scramble.
  case leftToRight

  /// The direction `rule` asks for.
  public static func of<R: InputRule>(_ rule: R) -> FieldDirection {
    rule.forcesLeftToRight ? .leftToRight : .interface
  }
}

/// A field's direction setting and text alignment, in the platform's own types (for UIKit
/// `UISemanticContentAttribute` and `NSTextAlignment`, for AppKit `NSWritingDirection` and
/// `NSTextAlignment`).
public struct DirectionSettings<Direction: Hashable & Sendable, Alignment: Hashable & Sendable>:
  Hashable, Sendable
{
  /// The direction setting: `UISemanticContentAttribute` in UIKit, `NSWritingDirection` in AppKit.
  public var direction: Direction
  /// The text alignment: `NSTextAlignment` in both.
  public var alignment: Alignment

  /// Settings as read from a field, or as an override gives them to set.
  public init(direction: Direction, alignment: Alignment) {
    self.direction = direction
    self.alignment = alignment
  }
}

/// What an adapter sets on a field for its rule's direction, and gives back when a later rule no
/// longer forces one. The adapter reads the field's settings, asks `update(for:current:)`, and
/// sets what it answers.
///
/// For a rule that forces left to right, the direction becomes the platform's left-to-right value
/// and a natural alignment becomes left: natural alignment follows the interface's language, so
/// in a right-to-left interface the left-to-right text would otherwise stand at the right edge,
/// away from where it starts. An alignment the app chose (right, centred) is kept. When the rule
/// is replaced by one that does not force a direction, the app's own settings come back, each
/// only if it is still what the override set (a setting the app changed since is the app's).
public struct DirectionOverride<Direction: Hashable & Sendable, Alignment: Hashable & Sendable>:
  Sendable
{
  /// A field's direction and alignment, in the same platform types as the override.
  public typealias Settings = DirectionSettings<Direction, Alignment>

  /// The platform's value for a left-to-right layout.
  public let leftToRight: Direction
  /// The platform's natural alignment, and the left alignment it becomes.
  public let naturalAlignment: Alignment
  /// The platform's left alignment, which a natural alignment becomes while the override is in
  /// force.
  public let leftAlignment: Alignment
  /// The field's settings before the override, while it is in force.
  public private(set) var saved: Settings?
  /// What the override last set.
  private var applied: Settings?

  /// An override for one platform, given its left-to-right direction, natural alignment and left
  /// alignment; nothing is saved until it first comes into force.
  public init(leftToRight: Direction, naturalAlignment: Alignment, leftAlignment: Alignment) {
    self.leftToRight = leftToRight
    self.naturalAlignment = naturalAlignment
    self.leftAlignment = leftAlignment
  }

  /// Whether the override is in force.
  public var isInForce: Bool { saved != nil }

  /// The settings to give a field whose settings are `current`, for a rule asking for
  /// `direction`; `nil` when nothing is to change.
  public mutating func update(for direction: FieldDirection, current: Settings) -> Settings? {
    switch direction {
    case .leftToRight:
      if saved == nil { saved = current }
      let target = Settings(
        direction: leftToRight,
        alignment: current.alignment == naturalAlignment ? leftAlignment : current.alignment)
      applied = target
      return target == current ? nil : target
    case .interface:
      guard let saved, let applied else { return nil }
      self.saved = nil
      self.applied = nil
      let restored = Settings(
        direction: current.direction == applied.direction ? saved.direction : current.direction,
        alignment: current.alignment == applied.alignment ? saved.alignment : current.alignment)
      return restored == current ? nil : restored
    }
  }
}
