import InputRulesTerminal
import Testing

@Test func placeholderDecodes() {
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array("a".utf8)) == [])
  #expect(decoder.flush() == [.character("a")])
}
