import InputRules
import InputRulesMasks
import InputRulesPlatform
import Testing

/// The demo's phone mask. The format is a constant: a mask that cannot be read is a bug here.
let phoneMask = AnyInputRule(try! MaskRule(format: "+1 ([000]) [000]-[0000]"))

/// A mask under a fake `UITextField`, in UIKit's call order: what QuickType and autofill,
/// Backspace, edits in the middle and input methods do to it.
let maskScenarios: [Scenario] = [
  // QuickType offers the contact's number and autofill puts it in the empty field at once: one
  // edit, laid out by the mask.
  Scenario(
    name: "QuickType puts a number written as (555) 123-4567 in the empty field",
    rule: phoneMask, steps: [.autocorrect(0..<0, "(555) 123-4567")],
    expectedText: "+1 (555) 123-4567", expectedSelection: 17..<17),
  Scenario(
    name: "QuickType puts a number with its country code, +1 555 123 4567, in the empty field",
    rule: phoneMask, steps: [.autocorrect(0..<0, "+1 555 123 4567")],
    expectedText: "+1 (555) 123-4567", expectedSelection: 17..<17),
  Scenario(
    name: "autofill replaces a half-typed number whole",
    rule: phoneMask, steps: [.type("55"), .autocorrect(0..<6, "+1 555 123 4567")],
    expectedText: "+1 (555) 123-4567", expectedSelection: 17..<17),
  Scenario(
    name: "autofill of eleven digits takes the leading 1 as the country code",
    rule: phoneMask, steps: [.autocorrect(0..<0, "15551234567")],
    expectedText: "+1 (555) 123-4567", expectedSelection: 17..<17),
  Scenario(
    name: "a pasted number with letters keeps its digits", rule: phoneMask,
    steps: [.paste("tel: 555.123.4567")], expectedText: "+1 (555) 123-4567",
    expectedSelection: 17..<17, expectedAnnouncements: ["left out"]),
  // Typing writes the literals.
  Scenario(
    name: "typed digits are laid out as they come", rule: phoneMask,
    steps: [.type("5551234567")], expectedText: "+1 (555) 123-4567",
    expectedSelection: 17..<17),
  Scenario(
    name: "a letter is refused and changes nothing", rule: phoneMask,
    steps: [.type("555a")], expectedText: "+1 (555) ", expectedSelection: 9..<9,
    expectedAnnouncements: ["“a”"]),
  // Backspace over a literal deletes the digit before it (deleteSlot, the default).
  Scenario(
    name: "Backspace over the dash deletes the digit before it", rule: phoneMask,
    steps: [.type("555123"), .backspace], expectedText: "+1 (555) 12",
    expectedSelection: 11..<11),
  Scenario(
    name: "Backspace over the space and bracket after the area code deletes its last digit",
    rule: phoneMask, steps: [.type("555"), .backspace], expectedText: "+1 (55",
    expectedSelection: 6..<6),
  Scenario(
    name: "Backspace over a literal in the middle deletes the digit before it and shifts the rest",
    rule: phoneMask, steps: [.type("5551234567"), .select(13..<13), .backspace],
    expectedText: "+1 (555) 124-567", expectedSelection: 11..<11),
  Scenario(
    name: "Backspace down to nothing empties the field", rule: phoneMask,
    steps: [.type("5"), .backspace], expectedText: "", expectedSelection: 0..<0),
  // An edit in the middle: the digits after it shift, the caret stays by its digit.
  Scenario(
    name: "a digit typed in the area code shifts the rest and the caret stays after it",
    rule: phoneMask, steps: [.type("555123456"), .select(5..<5), .type("9")],
    expectedText: "+1 (595) 512-3456", expectedSelection: 6..<6),
  Scenario(
    name: "Backspace in the middle deletes one digit and the caret stays before the next",
    rule: phoneMask, steps: [.type("5551234567"), .select(10..<10), .backspace],
    expectedText: "+1 (555) 234-567", expectedSelection: 9..<9),
  Scenario(
    name: "a digit typed in the middle of a full number is refused", rule: phoneMask,
    steps: [.type("5551234567"), .select(5..<5), .type("9")],
    expectedText: "+1 (555) 123-4567", expectedSelection: 5..<5,
    expectedAnnouncements: ["full"]),
  Scenario(
    name: "a selection of digits replaced by a paste keeps the digits after it",
    rule: phoneMask, steps: [.type("5551234567"), .select(9..<12), .paste("987")],
    expectedText: "+1 (555) 987-4567", expectedSelection: 12..<12),
  // An input method composing full-width digits: not judged while it composes; the committed
  // digits are laid out as one edit, stored as ASCII digits. Through a subclass only: a delegate
  // proxy cannot tell the first composed key from a typed one, and the mask lays it out at once.
  Scenario(
    name: "full-width digits composed by an input method are laid out when committed",
    rule: phoneMask,
    steps: [.setMarked("５"), .setMarked("５５"), .setMarked("５５５"), .unmark, .type("1")],
    expectedText: "+1 (555) 1", expectedSelection: 10..<10, modes: [.subclass]),
  Scenario(
    name: "a composition committed after typed digits goes on from them", rule: phoneMask,
    steps: [.type("555"), .setMarked("１"), .setMarked("１２"), .setMarked("１２３"), .unmark],
    expectedText: "+1 (555) 123-", expectedSelection: 13..<13, modes: [.subclass]),
]

@MainActor
@Suite("A mask under a fake UITextField in UIKit's order")
struct MaskScenarioTests {
  @Test(arguments: maskScenarios, TextSystemQuirks.all)
  func scenario(_ scenario: Scenario, quirks: TextSystemQuirks) {
    TextFieldScenarioTests().scenario(scenario, quirks: quirks)
  }
}
