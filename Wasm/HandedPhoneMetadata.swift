// The phone metadata as the page hands it in. scripts/build-wasm.sh compiles InputRulesPhone
// without libphonenumber's tables (INPUTRULES_EXTERNAL_PHONE_METADATA), so a module stays free
// of their 115 KB; the first phone rule made asks for them here, once per instance, and this
// asks the host through two functions the module imports from "inputrules":
//
//   phone_metadata_size() -> i32     the length of phone-metadata.txt in bytes, 0 when the page
//                                    has not loaded it;
//   phone_metadata_copy(address)     writes that many bytes at address.
//
// Web/inputrules.js provides both, and makes no phone field before the text is loaded. The
// engine asks for the size at each phone spec until the host has the text, then reads it once;
// text it was not built with (another build's, or a damaged download) leaves the phone kind
// refusing its specs instead of misreading them.

/// The length in bytes of the phone metadata the host holds, 0 when it has none.
@_extern(wasm, module: "inputrules", name: "phone_metadata_size")
func hostPhoneMetadataSize() -> Int32

/// Writes the phone metadata the host holds at `address`.
@_extern(wasm, module: "inputrules", name: "phone_metadata_copy")
func hostPhoneMetadataCopy(_ address: UnsafeMutableRawPointer?)

/// The length of the text the host holds now, 0 while it has none (InputRulesPhone declares
/// it, and asks before it reads the text, so a phone spec made before the page had the text is
/// refused without the empty answer being kept).
@_silgen_name("inputrules_handed_phone_metadata_count")
public func inputrulesHandedPhoneMetadataCount() -> Int {
  Int(max(hostPhoneMetadataSize(), 0))
}

/// The text of `phone-metadata.txt`, copied from the host (InputRulesPhone declares it).
@_silgen_name("inputrules_handed_phone_metadata")
public func inputrulesHandedPhoneMetadata() -> [UInt8] {
  let count = inputrulesHandedPhoneMetadataCount()
  guard count > 0 else { return [] }
  return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
    hostPhoneMetadataCopy(UnsafeMutableRawPointer(buffer.baseAddress))
    initialized = count
  }
}
