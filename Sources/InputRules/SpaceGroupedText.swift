/// Calls `body` with each character of `text` but the spaces, in order, with its UTF-16 range in
/// `text`, until `body` returns `false`: the raw characters of text laid out in groups separated
/// by spaces (a card number, an IBAN). ASCII text without a carriage return is read byte by byte
/// (each byte is a character); other text character by character.
@inlinable
package func forEachCharacterButSpaces(
  in text: String, _ body: (Character, Range<Int>) -> Bool
) {
  let handled =
    text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      for byte in bytes where byte >= 0x80 || byte == 0x0D { return false }
      var offset = 0
      for byte in bytes {
        if byte != 0x20 && !body(Character(Unicode.Scalar(byte)), offset..<(offset + 1)) {
          return true
        }
        offset += 1
      }
      return true
    } ?? false
  if handled { return }
  var offset = 0
  for character in text {
    let width = character.utf16.count
    if character != " " && !body(character, offset..<(offset + width)) { return }
    offset += width
  }
}
