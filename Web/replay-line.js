// The replay line a field's action returns, as `inputrules replay` prints it for the same
// event (see docs/web.md, "Without the DOM: Field"): its keys from the field's state, and the
// JSON view of an event for error messages. Used by field.js.

/** A replay line's first keys from the field's state; its arrays and details are the line's own. */
export function lineOf(state) {
  const line = { text: state.text, selection: [state.selection[0], state.selection[1]] };
  if (state.marked !== null) line.marked = [state.marked[0], state.marked[1]];
  line.state = state.state;
  line.value = state.value;
  if (state.details !== null) Object.assign(line, state.details);
  return line;
}

/**
 * @typedef {object} FieldLanguage
 * @property {string} identifier the language's BCP 47 tag (`"en"`, `"de"`, `"ar"`, `"pt-BR"`,
 *   `"zh-Hans"`, `"en-XA"`); a language without a catalog of its own is `"en"`
 * @property {boolean} isRightToLeft whether it is written right to left (Arabic, Hebrew)
 * @property {string} digits the ten digits the messages write numbers with
 */

/**
 * An event object as the JSON text of a replay line, for the engine to read. As
 * `JSON.stringify` writes it (`toJSON`, keys whose value is `undefined` or a function left out,
 * `NaN` and infinities as `null`), except that a BigInt is written as its digits, which
 * `JSON.stringify` refuses, so a 64-bit offset reaches the engine as the command would read it.
 * Anything that is no JSON value at the top (`undefined`) is written as `null`.
 */
export function eventJSON(value, ancestors) {
  value = jsonView(value);
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (ancestors.includes(value)) throw new TypeError('inputrules: an event cannot contain itself');
  const inner = [...ancestors, value];
  if (Array.isArray(value)) {
    return '[' + value.map((item) => eventJSON(item, inner)).join(',') + ']';
  }
  const members = [];
  for (const key of Object.keys(value)) {
    if (isWritten(value[key])) members.push(JSON.stringify(key) + ':' + eventJSON(value[key], inner));
  }
  return '{' + members.join(',') + '}';
}

/** A value as JSON sees it: what its `toJSON` returns, a boxed string or number unboxed. */
export function jsonView(value) {
  if (value !== null && typeof value === 'object' && typeof value.toJSON === 'function') {
    value = value.toJSON();
  }
  if (value instanceof Number || value instanceof String || value instanceof Boolean) {
    return value.valueOf();
  }
  return value;
}

/** Whether an object's member is written as JSON (`undefined` and functions are left out). */
export function isWritten(value) {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

/**
 * Performs a replay event `object` the engine found well formed on `field`, by its one key
 * (`type`, `paste`, `select`, …), through the field's public actions.
 */
export function performEvent(field, object) {
  const key = Object.keys(object).find((name) => name !== 'with' && isWritten(object[name]));
  const payload = jsonView(object[key]);
  switch (key) {
    case 'type':
      return field.type(payload);
    case 'paste':
      return field.paste(payload);
    case 'mark':
      return field.mark(payload);
    case 'backspace':
      return field.backspace(payload);
    case 'delete':
      return field.delete(payload);
    case 'caret':
      return field.caret(payload);
    case 'select':
      return field.select(jsonView(payload[0]), jsonView(payload[1]));
    case 'replace':
      return field.replace(jsonView(payload[0]), jsonView(payload[1]), jsonView(object.with));
    case 'unmark':
      return field.unmark();
    case 'commit':
      return field.commit();
    case 'setValue':
      return field.setValue(payload);
    default:
      // The engine took an event this file does not know: the module is newer than it.
      throw new Error(`inputrules: the engine reads an event "${key}" that field.js cannot perform`);
  }
}
