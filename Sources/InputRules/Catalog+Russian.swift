// swift-format-ignore-file
// The Russian sentences of every reason, translated from the English catalog
// (Catalog+English*.swift). One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  static let russian: StaticString = """
    """
}
