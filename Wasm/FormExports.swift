// The C ABI of forms (docs/web.md, "Forms"), beside the fields' of Exports.swift.
//
// A form is made from a form spec, the JSON `inputrules check --form` reads, with the locale
// values the host resolved for its fields, its locale, today's date and the language of its
// messages. It lives in a heap box the host holds as an opaque handle from `ir_form_new` until
// `ir_form_free`; strings come out in the box's own buffer (`ir_form_buffer`), as a field's do.
//
// Each of the form's fields is a field like those of `ir_field_new`: `ir_form_field` hands out
// its handle, which every `ir_field_*` export takes and `ir_field_free` releases. After each
// action on it, the field's judgement goes to the form's `FormState`, which judges the rules
// that read that field; `ir_form_changed` then lists the fields whose verdict changed. A form
// also checks a whole form's values as a server does (`ir_form_check`, the command's verdict).

import InputRules
import InputRulesDates
import InputRulesForms
import InputRulesSpec

/// A form behind a handle: what checks its values, its state while it is filled in, its
/// fields, or why its spec was refused, with the handle's output buffer.
final class FormBox {
  let checker: FormChecker?
  var state: FormState?
  let fields: [FieldBox]
  /// Why the spec was refused, or why the last values checked were.
  var error: String?
  /// How the verdicts' reasons are told: the form's language, its catalog once handed in.
  var messages: ReasonMessages
  /// The fields whose verdict changed since `ir_form_changed` was last called.
  var changed: [Int] = []
  /// Bytes handed to the host by the last call that returned a string.
  var buffer: [UInt8] = []

  init(checker: FormChecker, fields: [FieldBox], messages: ReasonMessages) {
    self.checker = checker
    state = FormState(checker.form)
    self.fields = fields
    self.messages = messages
  }

  init(error: String) {
    checker = nil
    state = nil
    fields = []
    self.error = error
    messages = ReasonMessages()
  }

  deinit {
    for field in fields { field.form = nil }
  }

  /// Takes field `index`'s judgement after an action in it, noting the fields whose verdict
  /// changed.
  func take(_ judgement: FieldJudgement, forField index: Int) {
    guard state != nil else { return }
    for field in state!.setJudgement(judgement, forField: index) where !changed.contains(field) {
      changed.append(field)
    }
  }

  /// Puts `text` in the buffer and returns its length in bytes.
  func hand(_ text: String) -> Int32 {
    buffer = ownedUTF8(text)
    return Int32(clamping: buffer.count)
  }

  /// Field `index`'s verdict as JSON (`FormCheck`'s object for one field).
  func json(of verdict: FieldVerdict) -> String {
    FormCheck.json(of: verdict, in: state!.form, told: messages)
  }
}

/// The form behind a handle the host passed; `nil` for a null handle.
private func form(_ handle: UnsafeMutableRawPointer?) -> FormBox? {
  guard let handle else { return nil }
  return Unmanaged<FormBox>.fromOpaque(handle).takeUnretainedValue()
}

/// The form behind a handle and its state, when its spec was taken.
private func formState(_ handle: UnsafeMutableRawPointer?) -> (FormBox, FormState)? {
  guard let box = form(handle), let state = box.state else { return nil }
  return (box, state)
}

/// `YYYY-MM-DD` as a day of the Gregorian calendar, or `nil` when it is none.
private func day(_ text: String) -> DateValue? {
  let bytes = Array(text.utf8)
  guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
    return nil
  }
  func number(_ range: Range<Int>) -> Int? {
    var result = 0
    for byte in bytes[range] {
      guard byte >= 0x30 && byte <= 0x39 else { return nil }
      result = result * 10 + Int(byte - 0x30)
    }
    return result
  }
  guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
    year >= 1, (1...12).contains(month), day >= 1
  else { return nil }
  let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  return day <= days[month - 1] ? DateValue(year: year, month: month, day: day) : nil
}

/// A new form under `spec` (a form spec, the JSON `inputrules check --form` reads), with the
/// locale values the host resolved for its fields (`LocaleValues` JSON, as `ir_field_new` takes
/// them; one set for every field), its `locale` (empty: the spec's), `today` (`YYYY-MM-DD`, for
/// date bounds relative to today; empty: none) and the `language` its messages and labels are
/// told in (empty: the locale's). All UTF-8. Always returns a handle: when the spec is refused,
/// `ir_form_error` says why, as the command words it. Release it with `ir_form_free`.
@_cdecl("ir_form_new")
public func irFormNew(
  _ specPointer: UnsafeRawPointer?, _ specCount: Int32, _ valuesPointer: UnsafeRawPointer?,
  _ valuesCount: Int32, _ localePointer: UnsafeRawPointer?, _ localeCount: Int32,
  _ todayPointer: UnsafeRawPointer?, _ todayCount: Int32, _ languagePointer: UnsafeRawPointer?,
  _ languageCount: Int32
) -> UnsafeMutableRawPointer {
  var made: FormBox
  do throws(SpecError) {
    let valuesText = string(valuesPointer, valuesCount)
    let values = valuesText.isEmpty ? LocaleValues() : try LocaleValues(json: valuesText)
    let spec = try FormSpec(json: string(specPointer, specCount), localeValues: values)
    var context = RuleContext(
      localeIdentifier: string(localePointer, localeCount), values: values)
    if context.localeIdentifier.isEmpty { context.localeIdentifier = spec.locale ?? "" }
    let todayText = string(todayPointer, todayCount)
    if !todayText.isEmpty {
      guard let today = day(todayText) else {
        throw SpecError(
          key: nil,
          "today must be a date written YYYY-MM-DD, such as 2026-12-04, got "
            + JSON.quoted(todayText))
      }
      context.today = today
    }
    let language = string(languagePointer, languageCount)
    let checker = try FormChecker(spec, in: context, language: language.isEmpty ? nil : language)
    // The locale's digits, as a field's messages write them (`ir_field_set_language`).
    var messages = checker.messages
    if !context.localeIdentifier.isEmpty {
      messages = ReasonMessages(
        language: messages.language.writingDigits(of: context.localeIdentifier))
    }
    var fields: [FieldBox] = []
    for (index, field) in spec.fields.enumerated() {
      let specField: SpecField
      do throws(SpecError) {
        specField = try field.rule.makeField(in: context)
      } catch {
        let at = "fields[\(index)] (\(JSON.quoted(field.name))).rule"
        throw SpecError(key: at, "\(at): \(error.message)")
      }
      let box = FieldBox(field: specField)
      box.spec = field.rule
      box.context = context
      box.localeIdentifier = context.localeIdentifier
      box.language = messages.language
      box.formIndex = index
      fields.append(box)
    }
    made = FormBox(checker: checker, fields: fields, messages: messages)
    for box in fields { box.form = Unmanaged.passUnretained(made) }
  } catch {
    made = FormBox(error: error.formSpecDescription)
  }
  return Unmanaged.passRetained(made).toOpaque()
}

/// Why the form's spec was refused (`form spec: fields[1] ("departure").rule: ...`), or, after
/// `ir_form_check` returned -2, why the values were (`values.guests must be ...`); 0 bytes when
/// neither.
@_cdecl("ir_form_error")
public func irFormError(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = form(handle) else { return -1 }
  return box.hand(box.error ?? "")
}

/// Releases a form; the handle is no longer valid afterwards. Handles of its fields the host
/// holds stay valid (each is released with `ir_field_free`) and stop telling the form.
@_cdecl("ir_form_free")
public func irFormFree(_ handle: UnsafeMutableRawPointer?) {
  guard let handle else { return }
  Unmanaged<FormBox>.fromOpaque(handle).release()
}

/// Where the last string a call on the form's handle returned is.
@_cdecl("ir_form_buffer")
public func irFormBuffer(_ handle: UnsafeMutableRawPointer?) -> UnsafeRawPointer? {
  guard let box = form(handle) else { return nil }
  return box.buffer.withUnsafeBytes { $0.baseAddress }
}

/// The form's fields, in order, as a JSON array of objects: `name`, `label` (in the form's
/// language), `required` and `advance`. -1 when the handle holds no form.
@_cdecl("ir_form_fields")
public func irFormFields(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let (box, state) = formState(handle) else { return -1 }
  var text = "["
  for (index, field) in state.form.fields.enumerated() {
    if index > 0 { text += "," }
    text += "{\"name\":" + JSON.quoted(field.name) + ",\"label\":" + JSON.quoted(field.label)
    text += ",\"required\":" + (field.isRequired ? "true" : "false")
    text += ",\"advance\":" + (field.advancesWhenComplete ? "true" : "false") + "}"
  }
  return box.hand(text + "]")
}

/// The handle of field `index`, a field as `ir_field_new` makes them: the host performs its
/// actions with the `ir_field_*` exports and releases the handle with `ir_field_free` (each call
/// hands out one more hold of the field, which the form also holds). Null for an index out of
/// range or a handle without a form.
@_cdecl("ir_form_field")
public func irFormField(_ handle: UnsafeMutableRawPointer?, _ index: Int32)
  -> UnsafeMutableRawPointer?
{
  guard let box = form(handle), box.fields.indices.contains(Int(index)) else { return nil }
  return Unmanaged.passRetained(box.fields[Int(index)]).toOpaque()
}

/// The fields whose verdict changed since the last call, in the order they changed, as a JSON
/// array of indices (`[1,3]`). A field's verdict changes with its own judgement or with that of
/// a field a rule of it reads (a departure's `order` error clears when the arrival changes).
@_cdecl("ir_form_changed")
public func irFormChanged(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = form(handle), box.state != nil else { return -1 }
  var text = "["
  for (position, index) in box.changed.enumerated() {
    text += (position > 0 ? "," : "") + String(index)
  }
  box.changed.removeAll()
  return box.hand(text + "]")
}

/// Field `index`'s verdict as a JSON object, as `inputrules check --form` writes each field:
/// `state`, `value`, and when it is not valid `reason`, `message` (in the form's language) and
/// the `related` fields of a broken form rule. With `shown` 1, the verdict to show now
/// (`FormState.shownVerdict(of:)`: errors once the user left the field, or tried to submit),
/// `null` when none is. -1 for an index out of range.
@_cdecl("ir_form_verdict")
public func irFormVerdict(_ handle: UnsafeMutableRawPointer?, _ index: Int32, _ shown: Int32)
  -> Int32
{
  guard let (box, state) = formState(handle), state.form.fields.indices.contains(Int(index))
  else { return -1 }
  if shown != 0 {
    guard let verdict = state.shownVerdict(of: Int(index)) else { return box.hand("null") }
    return box.hand(box.json(of: verdict))
  }
  return box.hand(box.json(of: state.verdict(of: Int(index))))
}

/// The user left field `index` (focus moved away): its errors are shown from now on, and those
/// of rules whose fields have all been left. Returns 0; -1 for an index out of range.
@_cdecl("ir_form_leave")
public func irFormLeave(_ handle: UnsafeMutableRawPointer?, _ index: Int32) -> Int32 {
  guard let box = form(handle), box.state?.form.fields.indices.contains(Int(index)) == true
  else { return -1 }
  box.state!.leave(Int(index))
  return 0
}

/// The user tried to submit: every error is shown from now on. Returns the index of the field
/// to fix first, -1 when the form can be submitted, -2 when the handle holds no form.
@_cdecl("ir_form_submit")
public func irFormSubmit(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = form(handle), box.state != nil else { return -2 }
  return box.state!.trySubmit().map { Int32(clamping: $0) } ?? -1
}

/// The index of the first field, in form order, the form does not accept as it is; -1 when the
/// form can be submitted, -2 when the handle holds no form.
@_cdecl("ir_form_first_to_fix")
public func irFormFirstToFix(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let (_, state) = formState(handle) else { return -2 }
  return state.firstToFix.map { Int32(clamping: $0) } ?? -1
}

/// 1 when the form can be submitted (every field valid, or empty and not required), else 0;
/// -1 when the handle holds no form.
@_cdecl("ir_form_valid")
public func irFormValid(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let (_, state) = formState(handle) else { return -1 }
  return state.isValid ? 1 : 0
}

/// 1 when focus should move on from field `index` after an edit (`typedAtEnd` 1: a key typed
/// at the end of its text): the field asks for it (`"advance": true`), is valid and complete (a
/// digit or a letter more at its end would be refused: a full mask, a whole date), and the next
/// field is empty (`FormState.shouldAdvance`). Else 0; -1 for an index out of range.
@_cdecl("ir_form_should_advance")
public func irFormShouldAdvance(
  _ handle: UnsafeMutableRawPointer?, _ index: Int32, _ typedAtEnd: Int32
) -> Int32 {
  guard let (box, state) = formState(handle), box.fields.indices.contains(Int(index)) else {
    return -1
  }
  // Whether the field is complete is asked only when nothing else keeps focus where it is.
  guard state.shouldAdvance(from: Int(index), typedAtEnd: typedAtEnd != 0, complete: true),
    let field = box.fields[Int(index)].field, field.takesNothingAtEnd
  else { return 0 }
  return 1
}

/// Checks a whole form's values as a server does (`FormChecker.check(json:)`): the UTF-8 JSON
/// object at `pointer`, field name to value, judged without touching the form's fields. Returns
/// the length of the verdict, the JSON `inputrules check --form` prints for the same values;
/// -2 when the values are refused (not a JSON object, a value of the wrong type), `ir_form_error`
/// then saying why as the command does; -1 when the handle holds no form.
@_cdecl("ir_form_check")
public func irFormCheck(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  guard let box = form(handle), let checker = box.checker else { return -1 }
  do throws(SpecError) {
    let check = try checker.check(json: string(pointer, count))
    box.error = nil
    return box.hand(check.json(told: box.messages))
  } catch {
    box.error = error.message
    return -2
  }
}

/// The tag of the message catalog the form's language needs and this module lacks (`de`), as
/// `ir_field_catalog` tells a field's; 0 bytes when nothing is missing. Until it is handed in
/// with `ir_form_set_catalog`, the verdicts' messages are told in English.
@_cdecl("ir_form_catalog")
public func irFormCatalog(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = form(handle), box.state != nil else { return -1 }
  return box.hand(box.messages.language.missingCatalog ?? "")
}

/// Hands in the text of the catalog `ir_form_catalog` named (UTF-8, the file's bytes). Returns
/// 0, or -1 when the handle holds no form.
@_cdecl("ir_form_set_catalog")
public func irFormSetCatalog(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  guard let box = form(handle), box.state != nil else { return -1 }
  guard let pointer, count > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(
    start: pointer.assumingMemoryBound(to: UInt8.self), count: Int(count))
  box.messages = ReasonMessages(language: box.messages.language.handing(catalog: Array(bytes)))
  return 0
}

/// The language the form's messages and labels are told in, as `ir_field_language` writes a
/// field's: `{"identifier":"de","isRightToLeft":false,"digits":"0123456789"}`.
@_cdecl("ir_form_language")
public func irFormLanguage(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = form(handle), box.state != nil else { return -1 }
  let language = box.messages.language
  return box.hand(
    "{\"identifier\":" + JSON.quoted(language.identifier) + ",\"isRightToLeft\":"
      + (language.isRightToLeft ? "true" : "false") + ",\"digits\":" + JSON.quoted(language.digits)
      + "}")
}
