// A C ABI over the engine for a WebAssembly host (a browser's JavaScript, or node), built by
// scripts/build-wasm.sh with Embedded Swift. Web/inputrules.js is the host side; docs/web.md
// describes both.
//
// A field is made from a rule spec, the JSON the `inputrules` command reads, and lives in a heap
// box the host holds as an opaque handle (the box's address) from `ir_field_new` until
// `ir_field_free`: no table, no global state. Strings go in as UTF-8 the host writes into memory
// it reserves with `ir_alloc` and returns with `ir_free`; strings come out in the box's own
// buffer: a call returns the length in bytes (-1 for null) and `ir_buffer` the address, valid
// until the next call on the handle. Offsets are UTF-16 code units, as in the engine and in
// JavaScript strings; the engine clamps them. Actions return 0 accepted, 1 transformed,
// 2 rejected, or -1 when the handle holds no field (its spec was refused).
//
// A field tells its reasons in a language (`ir_field_message`): the language of the spec's
// `locale` when it is made, or the one `ir_field_set_language` gives it (the host's locale, or
// a language the page chose, written with the locale's digits); `ir_field_language` reads it.

import InputRules
import InputRulesSpec

/// The field behind a handle, or why the spec was refused, with the handle's output buffer.
final class FieldBox {
  let field: SpecField?
  let error: String?
  /// The spec and context the field was made from, for `ir_field_check`.
  var spec: RuleSpec?
  var context: RuleContext?
  /// What checks complete values under the field's spec, made at the first check.
  var checker: EntryChecker?
  /// The reason of the last action, if it had one.
  var reason: Reason?
  /// The locale the field was made in (`--locale` or the spec's `locale`), which its digits
  /// follow; empty when neither named one.
  var localeIdentifier = ""
  /// The language the reasons are told in.
  var language = Language.english
  /// Bytes handed to the host by the last call that returned a string.
  var buffer: [UInt8] = []
  /// How many times the text changed, and the last change, which the host makes to the text
  /// it holds instead of reading the whole text after each action.
  var changes: Int32 = 0
  var change: TextChange?
  /// The form the field is one of (which holds it, and lets go of this link when it is freed),
  /// and the field's place in it: the form takes the field's judgement after each action.
  var form: Unmanaged<FormBox>?
  var formIndex = 0

  init(field: SpecField) {
    self.field = field
    error = nil
  }

  init(error: String) {
    field = nil
    self.error = error
  }

  /// Takes what the field's text changed by in the last action, if it changed, and hands the
  /// field's form, if it is in one, the field's judgement.
  func takeChange() {
    if let form, let field {
      form.takeUnretainedValue().take(field.judgement, forField: formIndex)
    }
    guard let change = field?.takeChange() else { return }
    self.change = change
    changes &+= 1
  }

  /// Puts `text` in the buffer and returns its length in bytes.
  func hand(_ text: String) -> Int32 {
    buffer = ownedUTF8(text)
    return Int32(clamping: buffer.count)
  }
}

/// `text`'s UTF-8 bytes in storage of their own, even for an empty string, for a handle's
/// buffer (`FieldBox.hand`, `FormBox.hand`): with Swift 6.3's Embedded Swift for wasm32, a
/// class property that took the shared empty array and was assigned again corrupted the heap
/// (a later string read back with stale bytes, then "memory access out of bounds");
/// Web/Tests/abi.mjs checks it.
func ownedUTF8(_ text: String) -> [UInt8] {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(max(text.utf8.count, 1))
  bytes.append(contentsOf: text.utf8)
  return bytes
}

/// The box behind a handle the host passed; `nil` for a null handle.
func box(_ handle: UnsafeMutableRawPointer?) -> FieldBox? {
  guard let handle else { return nil }
  return Unmanaged<FieldBox>.fromOpaque(handle).takeUnretainedValue()
}

/// The UTF-8 bytes at `pointer` as a string; invalid bytes become U+FFFD.
func string(_ pointer: UnsafeRawPointer?, _ count: Int32) -> String {
  guard let pointer, count > 0 else { return "" }
  let bytes = UnsafeBufferPointer(
    start: pointer.assumingMemoryBound(to: UInt8.self), count: Int(count))
  return String(decoding: bytes, as: UTF8.self)
}

/// Reserves `count` bytes (at least one) for the host to write a string into.
@_cdecl("ir_alloc")
public func irAlloc(_ count: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: max(Int(count), 1), alignment: 1)
}

/// Returns bytes reserved with `ir_alloc`.
@_cdecl("ir_free")
public func irFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// A new empty field under the rule `spec` describes (the `inputrules` command's JSON), with
/// the locale data the host resolved (`LocaleValues` JSON; empty for the canonical notation).
/// Always returns a handle: when the spec is refused, `ir_field_error` says why. Release it with
/// `ir_field_free`.
@_cdecl("ir_field_new")
public func irFieldNew(
  _ specPointer: UnsafeRawPointer?, _ specCount: Int32, _ localePointer: UnsafeRawPointer?,
  _ localeCount: Int32
) -> UnsafeMutableRawPointer {
  let box: FieldBox
  do throws(SpecError) {
    let localeText = string(localePointer, localeCount)
    let values = localeText.isEmpty ? LocaleValues() : try LocaleValues(json: localeText)
    let spec = try RuleSpec(json: string(specPointer, specCount), localeValues: values)
    let context = RuleContext(localeIdentifier: spec.common.locale ?? "", values: values)
    box = FieldBox(field: try spec.makeField(in: context))
    box.spec = spec
    box.context = context
    box.localeIdentifier = context.localeIdentifier
    box.language = Language(context.localeIdentifier)
  } catch {
    box = FieldBox(error: error.description)
  }
  return Unmanaged.passRetained(box).toOpaque()
}

/// Sets the language the field tells its reasons in. `locale` (UTF-8, a locale identifier such
/// as `ar-EG` or `de_DE`; empty for the one the field was made in) is the locale the host
/// resolved the field's data for: its digits write the numbers, and its language is told when
/// `language` is empty. `language` (UTF-8, a language tag or locale identifier such as `de`,
/// `pt-BR` or the pseudo-language `en-XA`) chooses another language. Returns 0, or -1 when the
/// handle holds no field.
@_cdecl("ir_field_set_language")
public func irFieldSetLanguage(
  _ handle: UnsafeMutableRawPointer?, _ localePointer: UnsafeRawPointer?, _ localeCount: Int32,
  _ languagePointer: UnsafeRawPointer?, _ languageCount: Int32
) -> Int32 {
  guard let box = box(handle), box.field != nil else { return -1 }
  let locale = string(localePointer, localeCount)
  if !locale.isEmpty { box.localeIdentifier = locale }
  let tag = string(languagePointer, languageCount)
  box.language = Language(tag.isEmpty ? box.localeIdentifier : tag)
    .writingDigits(of: box.localeIdentifier)
  return 0
}

/// The tag of the message catalog the field's language needs and this module lacks (it was
/// built without that language's catalog, and none was handed in): `de`, `pt-BR`. 0 bytes when
/// nothing is missing. The host fetches `messages/<tag>.txt` and hands it in with
/// `ir_field_set_catalog`; until then the field's sentences are told in English.
@_cdecl("ir_field_catalog")
public func irFieldCatalog(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle), box.field != nil else { return -1 }
  return box.hand(box.language.missingCatalog ?? "")
}

/// Hands in the text of the catalog `ir_field_catalog` named (UTF-8, the file's bytes): the
/// field tells its sentences from it until its language is set again. Returns 0, or -1 when the
/// handle holds no field.
@_cdecl("ir_field_set_catalog")
public func irFieldSetCatalog(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  guard let box = box(handle), box.field != nil else { return -1 }
  guard let pointer, count > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(
    start: pointer.assumingMemoryBound(to: UInt8.self), count: Int(count))
  box.language = box.language.handing(catalog: Array(bytes))
  return 0
}

/// The language the field tells its reasons in, as a JSON object: `identifier` (its BCP 47
/// tag: `de`, `ar`, `pt-BR`, `en-XA`), `isRightToLeft` (`true` for Arabic and Hebrew) and
/// `digits` (the ten digits its numbers are written with).
@_cdecl("ir_field_language")
public func irFieldLanguage(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle), box.field != nil else { return -1 }
  let language = box.language
  return box.hand(
    "{\"identifier\":" + JSON.quoted(language.identifier) + ",\"isRightToLeft\":"
      + (language.isRightToLeft ? "true" : "false") + ",\"digits\":" + JSON.quoted(language.digits)
      + "}")
}

/// Why the field's spec was refused, as the `inputrules` command words it (`rule spec: ...`);
/// 0 when the field was made.
@_cdecl("ir_field_error")
public func irFieldError(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle) else { return -1 }
  return box.hand(box.error ?? "")
}

/// Releases a field; the handle is no longer valid afterwards.
@_cdecl("ir_field_free")
public func irFieldFree(_ handle: UnsafeMutableRawPointer?) {
  guard let handle else { return }
  Unmanaged<FieldBox>.fromOpaque(handle).release()
}

/// Where the last string a call on the handle returned is.
@_cdecl("ir_buffer")
public func irBuffer(_ handle: UnsafeMutableRawPointer?) -> UnsafeRawPointer? {
  guard let box = box(handle) else { return nil }
  return box.buffer.withUnsafeBytes { $0.baseAddress }
}

/// Performs an action on the handle's field and returns the outcome's code.
private func perform(
  _ handle: UnsafeMutableRawPointer?, _ action: FieldAction, times count: Int? = nil
) -> Int32 {
  guard let box = box(handle), let field = box.field else { return -1 }
  let result = field.perform(action, times: count)
  box.reason = result.reason
  box.takeChange()
  switch result.outcome {
  case .accepted: return 0
  case .transformed: return 1
  case .rejected: return 2
  }
}

/// Types the UTF-8 text at `pointer`: one key press per grapheme cluster.
@_cdecl("ir_field_type")
public func irFieldType(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  perform(handle, .type(string(pointer, count)))
}

/// Pastes the UTF-8 text at `pointer` over the selection.
@_cdecl("ir_field_paste")
public func irFieldPaste(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  perform(handle, .paste(string(pointer, count)))
}

/// Replaces `length` UTF-16 code units at `location` with the UTF-8 text at `pointer`: a raw
/// edit as a platform reports it.
@_cdecl("ir_field_replace")
public func irFieldReplace(
  _ handle: UnsafeMutableRawPointer?, _ location: Int32, _ length: Int32,
  _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  perform(
    handle, .replace(location: Int(location), length: Int(length), with: string(pointer, count)))
}

/// Presses Backspace `times` times (held down), reported as one result.
@_cdecl("ir_field_backspace")
public func irFieldBackspace(_ handle: UnsafeMutableRawPointer?, _ times: Int32) -> Int32 {
  perform(handle, .backspace, times: Int(times))
}

/// Presses forward Delete `times` times, reported as one result.
@_cdecl("ir_field_delete")
public func irFieldDelete(_ handle: UnsafeMutableRawPointer?, _ times: Int32) -> Int32 {
  perform(handle, .deleteForward, times: Int(times))
}

/// Selects `start..<end` (the engine clamps it and widens it to whole characters).
@_cdecl("ir_field_select")
public func irFieldSelect(_ handle: UnsafeMutableRawPointer?, _ start: Int32, _ end: Int32)
  -> Int32
{
  perform(handle, .select(Int(start), Int(end)))
}

/// Puts the caret at `offset`.
@_cdecl("ir_field_caret")
public func irFieldCaret(_ handle: UnsafeMutableRawPointer?, _ offset: Int32) -> Int32 {
  perform(handle, .moveCaret(to: Int(offset)))
}

/// Input-method composition: the UTF-8 text at `pointer` replaces the selection (or the previous
/// composition) and is not judged until `ir_field_unmark`.
@_cdecl("ir_field_mark")
public func irFieldMark(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  perform(handle, .mark(string(pointer, count)))
}

/// Commits the composition, judged as one edit.
@_cdecl("ir_field_unmark")
public func irFieldUnmark(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  perform(handle, .unmark)
}

/// Editing ends (Return, focus lost): the rule completes, clamps or reverts the text.
@_cdecl("ir_field_commit")
public func irFieldCommit(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  perform(handle, .commit)
}

/// Sets the value from its canonical string (`"12.5"`); an empty string clears the field.
@_cdecl("ir_field_set_value")
public func irFieldSetValue(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  perform(handle, .setValue(canonical: string(pointer, count)))
}

/// Puts the field back into a state it had (an undo or redo of the host's history): the UTF-8
/// text at `pointer` with the selection `start..<end`. The text is judged again.
@_cdecl("ir_field_restore")
public func irFieldRestore(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32,
  _ start: Int32, _ end: Int32
) -> Int32 {
  guard let box = box(handle), let field = box.field else { return -1 }
  let low = Int(min(start, end))
  let high = Int(max(start, end))
  field.restore(FieldState(text: string(pointer, count), selection: low..<high))
  box.reason = nil
  box.takeChange()
  return 0
}

/// Makes a change the host recorded back (an undo or redo step): the UTF-8 text at `pointer`
/// replaces UTF-16 `start..<end`, the selection becomes `selectionStart..<selectionEnd`, and the
/// text is judged again. Only the changed part of the text is rewritten.
@_cdecl("ir_field_restore_change")
public func irFieldRestoreChange(
  _ handle: UnsafeMutableRawPointer?, _ start: Int32, _ end: Int32,
  _ pointer: UnsafeRawPointer?, _ count: Int32, _ selectionStart: Int32, _ selectionEnd: Int32
) -> Int32 {
  guard let box = box(handle), let field = box.field else { return -1 }
  let low = Int(min(start, end))
  let selectionLow = Int(min(selectionStart, selectionEnd))
  field.restore(
    TextChange(range: low..<Int(max(start, end)), replacement: string(pointer, count)),
    selection: selectionLow..<Int(max(selectionStart, selectionEnd)))
  box.reason = nil
  box.takeChange()
  return 0
}

/// How many times the field's text has changed: the host that saw the count one lower makes
/// the last change (`ir_field_change_start`, `_end`, `_text`) to the text it holds, and reads
/// the whole text otherwise.
@_cdecl("ir_field_change_count")
public func irFieldChangeCount(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle) else { return -1 }
  return box.changes
}

/// Where the last change's replaced range starts, in UTF-16 offsets of the text before it.
@_cdecl("ir_field_change_start")
public func irFieldChangeStart(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let change = box(handle)?.change else { return -1 }
  return Int32(clamping: change.range.lowerBound)
}

/// Where the last change's replaced range ends, in UTF-16 offsets of the text before it.
@_cdecl("ir_field_change_end")
public func irFieldChangeEnd(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let change = box(handle)?.change else { return -1 }
  return Int32(clamping: change.range.upperBound)
}

/// The text the last change put in that range.
@_cdecl("ir_field_change_text")
public func irFieldChangeText(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle), let change = box.change else { return -1 }
  return box.hand(change.replacement)
}

/// 1 when the value's canonical string is the field's text (a valid text field's), so the host
/// need not read it; 0 otherwise.
@_cdecl("ir_field_value_is_text")
public func irFieldValueIsText(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let field = box(handle)?.field else { return -1 }
  return field.valueIsText ? 1 : 0
}

/// The field's text (composition included).
@_cdecl("ir_field_text")
public func irFieldText(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle), let field = box.field else { return -1 }
  return box.hand(field.state.text)
}

/// Where the selection starts, in UTF-16 code units.
@_cdecl("ir_field_selection_start")
public func irFieldSelectionStart(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let field = box(handle)?.field else { return -1 }
  return Int32(clamping: field.state.selection.lowerBound)
}

/// Where the selection ends, in UTF-16 code units.
@_cdecl("ir_field_selection_end")
public func irFieldSelectionEnd(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let field = box(handle)?.field else { return -1 }
  return Int32(clamping: field.state.selection.upperBound)
}

/// Where the composition starts; -1 when nothing is being composed.
@_cdecl("ir_field_marked_start")
public func irFieldMarkedStart(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let marked = box(handle)?.field?.state.marked else { return -1 }
  return Int32(clamping: marked.lowerBound)
}

/// Where the composition ends; -1 when nothing is being composed.
@_cdecl("ir_field_marked_end")
public func irFieldMarkedEnd(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let marked = box(handle)?.field?.state.marked else { return -1 }
  return Int32(clamping: marked.upperBound)
}

/// How the rule judges the text: 0 empty, 1 incomplete, 2 valid, 3 invalid.
@_cdecl("ir_field_state")
public func irFieldState(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let field = box(handle)?.field else { return -1 }
  switch field.validity {
  case .empty: return 0
  case .incomplete: return 1
  case .valid: return 2
  case .invalid: return 3
  }
}

/// The canonical string of the field's value (the last valid one); -1 when there is none.
@_cdecl("ir_field_value")
public func irFieldValue(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle), let field = box.field, let value = field.canonicalValue else {
    return -1
  }
  return box.hand(value)
}

/// What the `inputrules` command's replay prints after the value, as a JSON object (a card's
/// `{"brand":"visa"}`; `{}` for most kinds).
@_cdecl("ir_field_details")
public func irFieldDetails(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle), let field = box.field else { return -1 }
  var text = "{"
  for (index, detail) in field.details.enumerated() {
    if index > 0 { text += "," }
    text += JSON.quoted(detail.key) + ":" + (detail.value.map(JSON.quoted) ?? "null")
  }
  return box.hand(text + "}")
}

/// The code of the last action's reason (`tooLong`); 0 bytes when it had none.
@_cdecl("ir_field_reason")
public func irFieldReason(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle) else { return -1 }
  return box.hand(box.reason?.code.rawValue ?? "")
}

/// The last action's reason as a sentence for the user, in the field's language (see
/// `ir_field_set_language`); 0 bytes when it had none.
@_cdecl("ir_field_message")
public func irFieldMessage(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle) else { return -1 }
  return box.hand(box.reason?.message(in: box.language) ?? "")
}

/// Checks the complete value at `pointer` (UTF-8) under the field's spec, as a server does
/// (`EntryChecker`, `inputrules check`), without touching the field: a JSON object,
/// `{"valid":true,"value":canonical}` or `{"valid":false,"reason":code,"message":sentence}`, the
/// message in the field's language. -1 when the handle holds no field.
@_cdecl("ir_field_check")
public func irFieldCheck(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  guard let box = box(handle), box.field != nil, let spec = box.spec, let context = box.context
  else { return -1 }
  if box.checker == nil { box.checker = try? EntryChecker(spec, in: context) }
  guard let checker = box.checker else { return -1 }
  switch checker.verdict(of: string(pointer, count)) {
  case .valid(let canonical):
    return box.hand("{\"valid\":true,\"value\":" + JSON.quoted(canonical) + "}")
  case .invalid(let reason):
    return box.hand(
      "{\"valid\":false,\"reason\":" + JSON.quoted(reason.code.rawValue) + ",\"message\":"
        + JSON.quoted(reason.message(in: box.language)) + "}")
  }
}

/// The HTML `inputmode` that suits the field: the keyboard its kind suggests (a mask by its
/// slots, a text field by what a fresh field takes). The keyboard follows what the rule accepts,
/// never decides it.
@_cdecl("ir_field_input_mode")
public func irFieldInputMode(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle), let field = box.field else { return -1 }
  return box.hand(field.keyboard.inputMode)
}

/// The registered kinds, in order, as a JSON array of objects: `kind`, `label`, `spec` (an
/// example spec, as JSON), `keys` (what to type into it to make it valid) and `localeData`
/// (`none`, `numbers`, `money` or `dates`). Written to the buffer of any handle (a field made
/// for the purpose may be one whose spec was refused). The web adapter, its tests, demo and
/// benchmark list the kinds from here.
@_cdecl("ir_kinds")
public func irKinds(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle) else { return -1 }
  var text = "["
  for (index, kind) in KindRegistry.builtIn.kinds.enumerated() {
    if index > 0 { text += "," }
    text += "{\"kind\":" + JSON.quoted(kind.kind) + ",\"label\":" + JSON.quoted(kind.example.label)
    text += ",\"spec\":" + kind.example.spec + ",\"keys\":" + JSON.quoted(kind.example.keys)
    text += ",\"localeData\":" + JSON.quoted(kind.localeData.rawValue) + "}"
  }
  return box.hand(text + "]")
}

/// Reads the UTF-8 text at `pointer` as one line of `inputrules replay` input, as the command
/// does, without performing it: 0 when it is an event, else the length of the command's message
/// for why it is none (read with `ir_buffer`); -1 for a null handle. The web adapter checks
/// events here, so a malformed event reads as the command says it.
@_cdecl("ir_field_event_error")
public func irFieldEventError(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  guard let box = box(handle) else { return -1 }
  do throws(ReplayEventError) {
    _ = try ReplayEvent(jsonLine: string(pointer, count))
    return 0
  } catch {
    return box.hand(error.description)
  }
}
