// The module's memory as the field uses it: strings in and out of the C ABI as UTF-8, and the
// numbers its functions take (32- and 64-bit integers, clamped as the `inputrules` command
// clamps them). Used by field.js; see docs/web.md, "Without the DOM: Field".

const encoder = new TextEncoder();
// The engine's strings are always valid UTF-8; `fatal` would only turn a bug into an exception
// in the middle of an edit, so malformed bytes (never expected) become U+FFFD.
const decoder = new TextDecoder();

/**
 * The raw C ABI with strings and numbers converted. Every string crosses as UTF-8 in memory the
 * module reserves; `memory.buffer` is read again after every call because a call may grow the
 * memory, which detaches the old buffer.
 */
export class Runtime {
  constructor(exports) {
    this.x = exports;
    this.memory = exports.memory;
    this.view = new Uint8Array(this.memory.buffer);
  }

  /**
   * The module's memory as bytes. Made again only when a call grew the memory (which detaches
   * the old buffer), not at every read: a view costs more than the short string it reads.
   */
  bytes() {
    let view = this.view;
    if (view.buffer !== this.memory.buffer) view = this.view = new Uint8Array(this.memory.buffer);
    return view;
  }

  /** Calls `call(pointer, length)` with `text` in the module's memory, as UTF-8. */
  withString(text, call) {
    const length = text.length;
    // A key, a short value or a locale is ASCII: one byte per code unit, written as it is
    // (a TextEncoder costs several times the engine call that reads it).
    if (length <= 64) {
      let ascii = true;
      for (let i = 0; i < length; i += 1) {
        if (text.charCodeAt(i) >= 0x80) {
          ascii = false;
          break;
        }
      }
      if (ascii) {
        const pointer = this.x.ir_alloc(length);
        try {
          const view = this.bytes();
          for (let i = 0; i < length; i += 1) view[pointer + i] = text.charCodeAt(i);
          return call(pointer, length);
        } finally {
          this.x.ir_free(pointer);
        }
      }
    }
    return this.withBytes(encoder.encode(text), call);
  }

  /** Calls `call(pointer, length)` with `bytes` in the module's memory. */
  withBytes(bytes, call) {
    const pointer = this.x.ir_alloc(bytes.length);
    try {
      this.bytes().set(bytes, pointer);
      return call(pointer, bytes.length);
    } finally {
      this.x.ir_free(pointer);
    }
  }

  /** The string a read returned `length` bytes of, from the handle's buffer; `null` for -1. */
  string(handle, length) {
    if (length < 0) return null;
    if (length === 0) return '';
    const pointer = this.x.ir_buffer(handle);
    const bytes = this.bytes().subarray(pointer, pointer + length);
    // Most strings a key reads back (a short text, a value, a reason code) are short ASCII,
    // which String.fromCharCode builds several times faster than a TextDecoder.
    if (length <= 32) {
      let ascii = true;
      for (let i = 0; i < length; i += 1) {
        if (bytes[i] >= 0x80) {
          ascii = false;
          break;
        }
      }
      if (ascii) return String.fromCharCode.apply(null, bytes);
    }
    return decoder.decode(bytes);
  }

  /**
   * The registered kinds, as `ir_kinds` lists them, read once per loaded module: a frozen array
   * of frozen `{kind, label, spec, keys, localeData}`. The list is written to the buffer of any
   * handle, so it is read through a field made from an empty spec (which the engine refuses).
   */
  readKinds() {
    const x = this.x;
    const handle = x.ir_field_new(0, 0, 0, 0);
    if (!handle) throw new Error('inputrules: the engine could not make a handle to list its kinds');
    try {
      const text = this.string(handle, x.ir_kinds(handle));
      if (text === null) throw new Error('inputrules: the engine listed no kinds');
      return deepFreeze(JSON.parse(text));
    } finally {
      x.ir_field_free(handle);
    }
  }
}

function deepFreeze(value) {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}


/**
 * Numbers the engine takes are 32-bit. Offsets and counts from a caller may be anything (a
 * replay may say 1e30 or -5), so they are clamped here, and the engine clamps them further to
 * its text, as the `inputrules` command clamps to its integers.
 */
export function int32(number) {
  const n = typeof number === 'bigint' ? Number(number) : Number(number);
  if (Number.isNaN(n)) return 0;
  if (n >= 2147483647) return 2147483647;
  if (n <= -2147483648) return -2147483648;
  return Math.trunc(n);
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** A number or BigInt as a 64-bit integer, clamped, as the command reads offsets. */
export function int64(number) {
  let n;
  if (typeof number === 'bigint') n = number;
  else {
    const value = Number(number);
    if (Number.isNaN(value)) return 0n;
    if (!Number.isFinite(value)) return value > 0 ? INT64_MAX : INT64_MIN;
    n = BigInt(Math.trunc(value));
  }
  return n < INT64_MIN ? INT64_MIN : n > INT64_MAX ? INT64_MAX : n;
}

/**
 * A raw edit's `[location, length]` as the engine's 32-bit arguments, meaning the same range.
 * The command adds a negative length as zero and an end beyond its 64-bit integers as the
 * largest one, then clamps both ends to the text; a text is shorter than 2^31 UTF-16 units,
 * so clamping both ends into 0...2^31-1 first keeps the range the same, and the length between
 * them then fits 32 bits. (Clamping location and length each on its own would move the end.)
 */
export function rangeInt32(location, length) {
  const start = int64(location);
  const count = int64(length);
  let end = start + (count > 0n ? count : 0n);
  if (end > INT64_MAX) end = INT64_MAX;
  const limit = 2147483647n;
  const low = start < 0n ? 0n : start > limit ? limit : start;
  const high = end < 0n ? 0n : end > limit ? limit : end;
  return [Number(low), Number(high > low ? high - low : 0n)];
}
