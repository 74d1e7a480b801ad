// swift-format-ignore-file
// The English sentences of the text reasons: the reference every language is translated from
// and falls back to. One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let englishText: StaticString = """
    @quotes = “ ”
    @months = January|February|March|April|May|June|July|August|September|October|November|December
    @list.middle = {0}, {1}
    @list.or = {0} or {1}
    """
}
