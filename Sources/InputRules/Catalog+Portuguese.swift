// swift-format-ignore-file
// The Portuguese sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let portuguese: StaticString = """
    """
}
