import InputRules

// English's sentences, which every module carries (the other languages are fetched:
// messages/<tag>.txt), in parts by the kinds that tell them. A module carries the parts of the
// kinds it registers (scripts/build-wasm.sh compiles this file with the same
// INPUTRULES_SOME_KINDS and INPUTRULES_KIND_<KIND> as the module's spec reader), so that the
// `text` module, say, does not carry the sentences of numbers, dates, masks, codes and phone
// numbers. Each kind's rule tells only the sentences of its own part, and the text part, which
// every module has.

/// The parts of English's catalog this module's kinds tell (InputRules declares it): every part
/// in the whole module, else the text part, those of the kinds the module registers and the
/// forms' part.
@_silgen_name("inputrules_english_catalog_parts")
public func inputrulesEnglishCatalogParts() -> [StaticString] {
  #if !INPUTRULES_SOME_KINDS
    return ReasonCatalog.everyEnglishPart
  #else
    var parts = [ReasonCatalog.englishText]
    #if INPUTRULES_KIND_INTEGER || INPUTRULES_KIND_DECIMAL || INPUTRULES_KIND_MONEY
      parts.append(ReasonCatalog.englishNumbers)
    #endif
    #if INPUTRULES_KIND_DATE
      parts.append(ReasonCatalog.englishDates)
    #endif
    #if INPUTRULES_KIND_MASK
      parts.append(ReasonCatalog.englishMasks)
    #endif
    #if INPUTRULES_KIND_CARD || INPUTRULES_KIND_IBAN || INPUTRULES_KIND_ONETIMECODE
      parts.append(ReasonCatalog.englishCodes)
    #endif
    #if INPUTRULES_KIND_PHONE
      parts.append(ReasonCatalog.englishPhone)
    #endif
    // Every module makes forms (Wasm/FormExports.swift).
    parts.append(ReasonCatalog.englishForms)
    return parts
  #endif
}
