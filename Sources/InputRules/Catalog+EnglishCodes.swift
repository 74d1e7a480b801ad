// swift-format-ignore-file
// The English sentences of the codes reasons: the reference every language is translated from
// and falls back to. One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let englishCodes: StaticString = """
    """
}
