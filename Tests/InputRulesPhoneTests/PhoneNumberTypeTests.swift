import InputRulesPhone
import Testing

@Suite("Phone number types")
struct PhoneNumberTypeTests {
  @Test("each type's printed name is its case name", arguments: PhoneNumberType.allCases)
  func nameIsCaseName(type: PhoneNumberType) {
    #expect(type.name == String(describing: type))
  }
}
