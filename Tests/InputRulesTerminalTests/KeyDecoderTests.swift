import InputRulesTerminal
import Testing

/// Decodes reads in turn, then flushes (input paused), and returns every key.
private func decode(_ reads: [[UInt8]]) -> [Key] {
  var decoder = KeyDecoder()
  var keys: [Key] = []
  for read in reads { keys += decoder.feed(read) }
  keys += decoder.flush()
  return keys
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

struct KeyCase: CustomTestStringConvertible, Sendable {
  var name: String
  var reads: [[UInt8]]
  var keys: [Key]
  var testDescription: String { name }

  init(_ name: String, _ reads: [[UInt8]], _ keys: [Key]) {
    self.name = name
    self.reads = reads
    self.keys = keys
  }
  init(_ name: String, _ read: String, _ keys: [Key]) {
    self.init(name, [bytes(read)], keys)
  }
}

private let esc = "\u{1B}"

@Test(
  arguments: [
    KeyCase("ASCII letters, one key each", "ab", [.character("a"), .character("b")]),
    KeyCase("Backspace as DEL", "\u{7F}", [.backspace]),
    KeyCase("Backspace as Ctrl-H", "\u{8}", [.backspace]),
    KeyCase("Delete", esc + "[3~", [.deleteForward]),
    KeyCase(
      "arrows (CSI)", esc + "[A" + esc + "[B" + esc + "[C" + esc + "[D",
      [.up, .down, .right, .left]),
    KeyCase("arrows (SS3, application mode)", esc + "OC" + esc + "OD", [.right, .left]),
    KeyCase("Ctrl-arrow keeps the direction", esc + "[1;5C", [.right]),
    KeyCase("Home and End, CSI H/F", esc + "[H" + esc + "[F", [.home, .end]),
    KeyCase("Home and End, SS3 H/F", esc + "OH" + esc + "OF", [.home, .end]),
    KeyCase("Home and End, 1~ and 4~", esc + "[1~" + esc + "[4~", [.home, .end]),
    KeyCase("Home and End, 7~ and 8~ (rxvt)", esc + "[7~" + esc + "[8~", [.home, .end]),
    KeyCase("Ctrl-A, Ctrl-E, Ctrl-U", "\u{1}\u{5}\u{15}", [.home, .end, .clear]),
    KeyCase("Tab and Shift-Tab", "\t" + esc + "[Z", [.tab, .backTab]),
    KeyCase("Enter as CR and as LF", "\r\n", [.enter, .enter]),
    KeyCase("Ctrl-C", "\u{3}", [.interrupt]),
    KeyCase("Ctrl-L", "\u{C}", [.redraw]),
    KeyCase("Ctrl-Z", "\u{1A}", [.suspend]),
    KeyCase("Ctrl-Z between letters", "a\u{1A}b", [.character("a"), .suspend, .character("b")]),
    KeyCase("lone Escape after a pause", esc, [.escape]),
    KeyCase("Escape twice", esc + esc, [.escape, .escape]),
    KeyCase("Escape then an arrow", esc + esc + "[A", [.escape, .up]),
    KeyCase("unbound control goes to the rule", "\u{2}", [.character("\u{2}")]),
    KeyCase("function key is ignored", esc + "[15~", [.unrecognized(bytes(esc + "[15~"))]),
    KeyCase("Alt-x is ignored", esc + "x", [.unrecognized(bytes(esc + "x"))]),
    KeyCase("text around keys", "a" + esc + "[Db", [.character("a"), .left, .character("b")]),
    KeyCase("Page Up is ignored", esc + "[5~", [.unrecognized(bytes(esc + "[5~"))]),
  ])
func decodesKeys(_ c: KeyCase) {
  #expect(decode(c.reads) == c.keys)
}

@Test(
  arguments: [
    KeyCase("é in one read", "é", [.character("é")]),
    KeyCase("CJK", "漢字", [.character("漢"), .character("字")]),
    KeyCase("emoji with skin tone is one key", "👍🏽", [.character("👍🏽")]),
    KeyCase("family emoji (ZWJ sequence) is one key", "👨‍👩‍👧", [.character("👨‍👩‍👧")]),
    KeyCase("flag is one key", "🇫🇷", [.character("🇫🇷")]),
    KeyCase("e + combining acute is one key", "e\u{301}", [.character("e\u{301}")]),
    KeyCase("2-byte character split across reads", [[0xC3], [0xA9]], [.character("é")]),
    KeyCase(
      "4-byte emoji split byte by byte", [[0xF0], [0x9F], [0x91], [0x8D]], [.character("👍")]),
    KeyCase(
      "skin tone arriving in the next read joins the emoji",
      [bytes("👍"), bytes("\u{1F3FD}")], [.character("👍🏽")]),
    KeyCase(
      "combining mark in the next read joins the letter", [bytes("e"), bytes("\u{301}")],
      [.character("e\u{301}")]),
    KeyCase(
      "flag halves in two reads", [bytes("\u{1F1EB}"), bytes("\u{1F1F7}")],
      [.character("🇫🇷")]),
    KeyCase(
      "ZWJ sequence cut after the joiner", [bytes("👨\u{200D}"), bytes("👩")],
      [.character("👨‍👩")]),
    KeyCase("invalid byte becomes U+FFFD", [[0xFF]], [.character("\u{FFFD}")]),
    KeyCase("cut character at a pause becomes U+FFFD", [[0xE6, 0xBC]], [.character("\u{FFFD}")]),
    KeyCase("UTF-8 C1 control goes to the rule", "\u{9B}", [.character("\u{9B}")]),
  ])
func decodesUnicode(_ c: KeyCase) {
  #expect(decode(c.reads) == c.keys)
}

@Test(
  arguments: [
    KeyCase("escape sequence split after ESC", [bytes(esc), bytes("[A")], [.up]),
    KeyCase("escape sequence split inside", [bytes(esc + "[3"), bytes("~")], [.deleteForward]),
    KeyCase("SS3 split", [bytes(esc + "O"), bytes("H")], [.home]),
    KeyCase(
      "paste in one read", esc + "[200~héllo 👍🏽" + esc + "[201~", [.paste("héllo 👍🏽")]),
    KeyCase(
      "paste split across reads, markers cut too",
      [
        bytes(esc + "[20"), bytes("0~ab"), bytes("c\u{1B}[2"), bytes("01"), bytes("~"),
      ], [.paste("abc")]),
    KeyCase(
      "paste with an emoji cut between reads",
      [bytes(esc + "[200~x") + [0xF0, 0x9F], [0x91, 0x8D] + bytes(esc + "[201~")],
      [.paste("x👍")]),
    KeyCase(
      "escape sequences inside a paste are text",
      esc + "[200~a" + esc + "[31mred" + esc + "]0;title\u{7}\u{3}\r" + esc + "[201~",
      [.paste("a\u{1B}[31mred\u{1B}]0;title\u{7}\u{3}\r")]),
    KeyCase(
      "keys before and after a paste",
      "a" + esc + "[200~xyz" + esc + "[201~" + esc + "[D",
      [.character("a"), .paste("xyz"), .left]),
    KeyCase("empty paste", esc + "[200~" + esc + "[201~", [.paste("")]),
    KeyCase(
      "a paste cut off by a long pause is pasted as it stands", [bytes(esc + "[200~abc")],
      [.paste("abc")]),
  ])
func decodesAcrossReads(_ c: KeyCase) {
  #expect(decode(c.reads) == c.keys)
}

@Test func holdsBackOnlyWhatMayContinue() {
  var decoder = KeyDecoder()
  // The last cluster may still grow; everything before it is out at once.
  #expect(decoder.feed(bytes("abc")) == [.character("a"), .character("b")])
  #expect(decoder.pending == .text)
  // A key after text ends the text.
  #expect(decoder.feed([0x7F]) == [.character("c"), .backspace])
  #expect(decoder.pending == .none)
  #expect(decoder.feed(bytes(esc)) == [])
  #expect(decoder.pending == .escape)
  #expect(decoder.feed(bytes("[A")) == [.up])
  #expect(decoder.feed([0xE6, 0xBC]) == [])
  #expect(decoder.pending == .text)
  #expect(decoder.feed([0xA2]) == [])
  #expect(decoder.flush() == [.character("漢")])
  #expect(decoder.feed(bytes(esc + "[200~abc")) == [])
  #expect(decoder.pending == .paste)
  #expect(decoder.feed(bytes(esc + "[201~")) == [.paste("abc")])
  #expect(decoder.pending == .none)
}
