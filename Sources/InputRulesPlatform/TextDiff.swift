/// The single replacement that turns one text into another: the common start and end are kept,
/// the middle is replaced. Computed on Unicode scalars, so a range never splits a surrogate pair;
/// the engine widens it to grapheme clusters before judging.
struct TextDiff: Hashable, Sendable {
  /// The replaced range in the old text, in UTF-16 offsets.
  var oldRange: Range<Int>
  /// The inserted range in the new text, in UTF-16 offsets.
  var newRange: Range<Int>
  /// The text in `newRange`.
  var insertedText: String

  /// The difference between `old` and `new`.
  ///
  /// `anchor` is the old selection when it is known: a platform replaces the selection, deletes
  /// before or after it, or replaces a word that ends at it, so the change starts at or before the
  /// selection's start and ends at or after its end. Keeping the common start and end within those
  /// bounds places an ambiguous change (typing "a" in "aa") where the caret was.
  init(from old: String, to new: String, anchor: Range<Int>? = nil) {
    let a = Array(old.unicodeScalars)
    let b = Array(new.unicodeScalars)
    let oldCount = old.utf16.count
    let prefixLimit = anchor.map { Swift.min($0.lowerBound, oldCount) } ?? oldCount
    var prefixScalars = 0
    var prefixUnits = 0
    while prefixScalars < a.count && prefixScalars < b.count && a[prefixScalars] == b[prefixScalars]
    {
      let width = a[prefixScalars].utf16.count
      if prefixUnits + width > prefixLimit { break }
      prefixUnits += width
      prefixScalars += 1
    }
    let suffixLimit =
      anchor.map { oldCount - Swift.min(Swift.max($0.upperBound, 0), oldCount) }
      ?? oldCount
    var suffixScalars = 0
    var suffixUnits = 0
    while suffixScalars < a.count - prefixScalars && suffixScalars < b.count - prefixScalars
      && a[a.count - 1 - suffixScalars] == b[b.count - 1 - suffixScalars]
    {
      let width = a[a.count - 1 - suffixScalars].utf16.count
      if suffixUnits + width > suffixLimit { break }
      suffixUnits += width
      suffixScalars += 1
    }
    let newCount = new.utf16.count
    oldRange = prefixUnits..<(oldCount - suffixUnits)
    newRange = prefixUnits..<(newCount - suffixUnits)
    var inserted = String.UnicodeScalarView()
    inserted.append(contentsOf: b[prefixScalars..<(b.count - suffixScalars)])
    insertedText = String(inserted)
  }

  /// Whether the texts are equal.
  var isEmpty: Bool { oldRange.isEmpty && newRange.isEmpty }
}
