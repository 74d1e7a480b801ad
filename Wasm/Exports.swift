// A C ABI over the engine for a WebAssembly host (a browser's JavaScript), built by
// scripts/build-wasm.sh with Embedded Swift. The first step: a text field under a digits-only
// rule with a maximum length.
//
// Each field lives in a heap box the host holds as an opaque handle (the box's address), from
// `ir_field_new_digits` until `ir_field_free`: no table, no global state. Strings cross the
// boundary as UTF-8 in the module's memory, which the host reserves with `ir_alloc` and returns
// with `ir_free`. Offsets (the selection) are UTF-16 code units, as in the engine and in
// JavaScript strings.

import InputRules

/// The field behind a handle.
final class FieldBox {
  var field: InputField<TextRule>

  init(field: InputField<TextRule>) { self.field = field }
}

/// The box behind a handle the host passed; `nil` for a null handle.
private func box(_ handle: UnsafeMutableRawPointer?) -> FieldBox? {
  guard let handle else { return nil }
  return Unmanaged<FieldBox>.fromOpaque(handle).takeUnretainedValue()
}

/// The UTF-8 bytes at `pointer` as a string; invalid bytes become U+FFFD.
private func string(_ pointer: UnsafeRawPointer?, _ count: Int32) -> String {
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

/// A new empty field that accepts ASCII digits only, at most `maxLength` characters
/// (no limit when `maxLength` is 0 or less). Release it with `ir_field_free`.
@_cdecl("ir_field_new_digits")
public func irFieldNewDigits(_ maxLength: Int32) -> UnsafeMutableRawPointer {
  var rule = TextRule.allowing(.digits)
  if maxLength > 0 { rule = rule.maximumLength(Int(maxLength)) }
  let box = FieldBox(field: InputField(rule: rule))
  return Unmanaged.passRetained(box).toOpaque()
}

/// Releases a field made by `ir_field_new_digits`; the handle is no longer valid afterwards.
@_cdecl("ir_field_free")
public func irFieldFree(_ handle: UnsafeMutableRawPointer?) {
  guard let handle else { return }
  Unmanaged<FieldBox>.fromOpaque(handle).release()
}

/// The code the host reads for an outcome: 0 accepted, 1 transformed, 2 rejected.
private func code(_ outcome: EditResult.Outcome) -> Int32 {
  switch outcome {
  case .accepted: return 0
  case .transformed: return 1
  case .rejected: return 2
  }
}

/// Types the `count` UTF-8 bytes at `pointer` at the selection, one key press per character.
/// Returns 0 accepted, 1 transformed, 2 rejected (some press was refused; the others stay),
/// or -1 for a null handle.
@_cdecl("ir_field_type")
public func irFieldType(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  guard let box = box(handle) else { return -1 }
  return code(box.field.type(string(pointer, count)).outcome)
}

/// Pastes the `count` UTF-8 bytes at `pointer` over the selection; the rule filters and
/// truncates it. Returns the outcome as `ir_field_type` does.
@_cdecl("ir_field_paste")
public func irFieldPaste(
  _ handle: UnsafeMutableRawPointer?, _ pointer: UnsafeRawPointer?, _ count: Int32
) -> Int32 {
  guard let box = box(handle) else { return -1 }
  return code(box.field.paste(string(pointer, count)).outcome)
}

/// Deletes the selection, or the character before the caret. Returns the outcome as
/// `ir_field_type` does.
@_cdecl("ir_field_backspace")
public func irFieldBackspace(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle) else { return -1 }
  return code(box.field.deleteBackward().outcome)
}

/// Selects the UTF-16 range `start..<end` (the engine clamps it and moves it off the inside of
/// a character). Returns the outcome as `ir_field_type` does.
@_cdecl("ir_field_select")
public func irFieldSelect(_ handle: UnsafeMutableRawPointer?, _ start: Int32, _ end: Int32)
  -> Int32
{
  guard let box = box(handle) else { return -1 }
  return code(box.field.select(Int(start), Int(end)).outcome)
}

/// The field's text as UTF-8: copies at most `capacity` bytes to `out` and returns the full
/// length in bytes, so a host whose buffer was too small can ask again with a larger one.
@_cdecl("ir_field_text")
public func irFieldText(
  _ handle: UnsafeMutableRawPointer?, _ out: UnsafeMutableRawPointer?, _ capacity: Int32
) -> Int32 {
  guard let box = box(handle) else { return -1 }
  var text = box.field.state.text
  return text.withUTF8 { bytes in
    if let out, capacity > 0, let base = bytes.baseAddress {
      out.copyMemory(from: base, byteCount: min(bytes.count, Int(capacity)))
    }
    return Int32(clamping: bytes.count)
  }
}

/// Where the selection starts, in UTF-16 code units; -1 for a null handle.
@_cdecl("ir_field_selection_start")
public func irFieldSelectionStart(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle) else { return -1 }
  return Int32(clamping: box.field.state.selection.lowerBound)
}

/// Where the selection ends, in UTF-16 code units; -1 for a null handle.
@_cdecl("ir_field_selection_end")
public func irFieldSelectionEnd(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let box = box(handle) else { return -1 }
  return Int32(clamping: box.field.state.selection.upperBound)
}
