import InputRules
import InputRulesMasks
import InputRulesNumbers
import InputRulesPlatform
import Testing

/// A platform's direction setting, as UIKit's `UISemanticContentAttribute`.
enum FakeDirection: Hashable, Sendable { case unspecified, playback, forceLeftToRight }
/// A platform's text alignment, as `NSTextAlignment`.
enum FakeAlignment: Hashable, Sendable { case natural, left, right, center }

typealias FakeSettings = DirectionSettings<FakeDirection, FakeAlignment>

/// What happens to a field, in order: a rule set on it, or the app changing its settings.
enum DirectionStep: Hashable, Sendable {
  case rule(FieldDirection)
  case app(FakeDirection, FakeAlignment)
}

struct DirectionCase: Sendable, CustomTestStringConvertible {
  let name: String
  let start: FakeSettings
  let steps: [DirectionStep]
  let expected: FakeSettings
  /// How many times the adapter sets the field's settings.
  let writes: Int

  init(
    _ name: String, from start: (FakeDirection, FakeAlignment), _ steps: [DirectionStep],
    gives expected: (FakeDirection, FakeAlignment), writes: Int
  ) {
    self.name = name
    self.start = FakeSettings(direction: start.0, alignment: start.1)
    self.steps = steps
    self.expected = FakeSettings(direction: expected.0, alignment: expected.1)
    self.writes = writes
  }

  var testDescription: String { name }
}

@Suite("A field's direction follows its rule")
struct FieldDirectionTests {
  @Test func masksForceLeftToRightAndOtherRulesLeaveItToTheInterface() throws {
    let phone = try MaskRule(format: "+1 ([000]) [000]-[0000]")
    #expect(FieldDirection.of(phone) == .leftToRight)
    #expect(FieldDirection.of(AnyInputRule(phone)) == .leftToRight)
    #expect(FieldDirection.of(TextRule.allowing(.digits)) == .interface)
    #expect(FieldDirection.of(AnyInputRule(TextRule())) == .interface)
    #expect(FieldDirection.of(try IntegerRule(min: 1)) == .interface)
  }

  @Test(arguments: [
    DirectionCase(
      "a mask on a field as created: left to right, natural alignment made left",
      from: (.unspecified, .natural), [.rule(.leftToRight)], gives: (.forceLeftToRight, .left),
      writes: 1),
    DirectionCase(
      "a mask keeps an alignment the app chose", from: (.unspecified, .right),
      [.rule(.leftToRight)], gives: (.forceLeftToRight, .right), writes: 1),
    DirectionCase(
      "a mask on a field already left to right changes nothing",
      from: (.forceLeftToRight, .left), [.rule(.leftToRight)],
      gives: (.forceLeftToRight, .left), writes: 0),
    DirectionCase(
      "a rule that forces nothing leaves the app's settings alone", from: (.playback, .center),
      [.rule(.interface), .rule(.interface)], gives: (.playback, .center), writes: 0),
    DirectionCase(
      "a mask replaced by a text rule gives the app's settings back",
      from: (.unspecified, .natural), [.rule(.leftToRight), .rule(.interface)],
      gives: (.unspecified, .natural), writes: 2),
    DirectionCase(
      "a mask replaced by another mask, then by a text rule: the first settings come back",
      from: (.playback, .natural),
      [.rule(.leftToRight), .rule(.leftToRight), .rule(.interface)],
      gives: (.playback, .natural), writes: 2),
    DirectionCase(
      "an alignment the app set under the mask stays the app's",
      from: (.unspecified, .natural),
      [.rule(.leftToRight), .app(.forceLeftToRight, .center), .rule(.interface)],
      gives: (.unspecified, .center), writes: 2),
    DirectionCase(
      "an alignment the app set to natural under the mask is made left again",
      from: (.unspecified, .right),
      [.rule(.leftToRight), .app(.forceLeftToRight, .natural), .rule(.leftToRight)],
      gives: (.forceLeftToRight, .left), writes: 2),
    DirectionCase(
      "the mask again after the text rule: forced again", from: (.unspecified, .natural),
      [.rule(.leftToRight), .rule(.interface), .rule(.leftToRight)],
      gives: (.forceLeftToRight, .left), writes: 3),
  ])
  func anAdapterSetsAndGivesBack(_ c: DirectionCase) {
    var override = DirectionOverride<FakeDirection, FakeAlignment>(
      leftToRight: .forceLeftToRight, naturalAlignment: .natural, leftAlignment: .left)
    var field = c.start
    var writes = 0
    for step in c.steps {
      switch step {
      case .app(let direction, let alignment):
        field = FakeSettings(direction: direction, alignment: alignment)
      case .rule(let direction):
        if let settings = override.update(for: direction, current: field) {
          field = settings
          writes += 1
        }
      }
    }
    #expect(field == c.expected)
    #expect(writes == c.writes)
  }
}
