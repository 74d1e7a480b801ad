// swift-format-ignore-file
// The English sentences of the form reasons (InputRulesForms): a required field left empty and
// the rules between fields. {name} is the other field's label as the form spec gives it.
// One entry per line, `id = template`; see ReasonCatalog.swift.

extension ReasonCatalog {
  package static let englishForms: StaticString = """
    # Forms: required fields and rules between fields
    form.required = A value is required here.
    form.equal = This does not match {name}.
    form.after = This must be after {name}.
    form.notBefore = This must not be before {name}.
    form.afterByAmount = This must be at least {text} more than {name}.
    form.afterByYears = This must be at least {limit, plural, one {# year} other {# years}} after {name}.
    form.afterByMonths = This must be at least {limit, plural, one {# month} other {# months}} after {name}.
    form.afterByDays = This must be at least {limit, plural, one {# day} other {# days}} after {name}.
    form.afterByMinutes = This must be at least {limit, plural, one {# minute} other {# minutes}} after {name}.
    form.oneOf = Fill in {choices}.
    form.requiredIf = A value is required here when {name} is filled in.
    form.requiredIfEquals = A value is required here when {name} is {text}.
    form.securityCode = {name} security codes have {limit, plural, one {# digit} other {# digits}}.
    """
}
