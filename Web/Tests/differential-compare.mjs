// The comparisons of the differential test (Web/Tests/differential.mjs): a script's native and
// wasm lines, a shorter script that still disagrees, the locale probe and the bad specs.

import { runNative } from './differential-native.mjs';
import { badSpecs } from './differential-specs.mjs';

// ---------------------------------------------------------------------------------------------
// Comparison

// The native line as the JSON the JavaScript line must equal: parsed and written again, so the
// comparison is of values and key order, not of spelling (escapes).
export function normalizedNativeLine(line) {
  try {
    return JSON.stringify(JSON.parse(line));
  } catch {
    return `unparsable: ${line}`;
  }
}

// The index of the first event whose lines differ, or -1.
export function firstDifference(native, javascript, count) {
  for (let i = 0; i < count; i++) {
    const n = native.lines[i] === undefined ? 'missing' : normalizedNativeLine(native.lines[i]);
    const j = javascript.lines[i] ?? 'missing';
    if (n !== j) return i;
  }
  return -1;
}

export async function compareScript(binary, rules, entry, locale, events) {
  const native = await runNative(binary, entry, locale, events);
  if (native.error) return { fatal: native.error };
  if (native.stderr.trim() !== '' || native.status !== 0) {
    return { fatal: `the native command refused the script (status ${native.status}): ${native.stderr.trim()}` };
  }
  const javascript = await rules.run(entry, locale, events);
  if (javascript.error) return { fatal: javascript.error };
  const index = firstDifference(native, javascript, events.length);
  if (index < 0) return { index };
  return {
    index,
    native: native.lines[index] === undefined ? 'missing' : normalizedNativeLine(native.lines[index]),
    javascript: javascript.lines[index] ?? 'missing',
  };
}

// A shorter script that still disagrees somewhere: events are dropped one at a time, from the
// end backwards, while a difference remains; the script is cut after its first difference.
export async function shorten(binary, rules, entry, locale, events, index) {
  let script = events.slice(0, index + 1);
  let changed = true;
  let runs = 0;
  while (changed && runs < 400) {
    changed = false;
    for (let i = script.length - 1; i >= 0 && runs < 400; i--) {
      const candidate = script.slice(0, i).concat(script.slice(i + 1));
      if (candidate.length === 0) continue;
      runs++;
      const result = await compareScript(binary, rules, entry, locale, candidate);
      if (result.fatal === undefined && result.index >= 0) {
        script = candidate.slice(0, result.index + 1);
        changed = true;
        i = Math.min(i, script.length);
      }
    }
  }
  return script;
}

// ---------------------------------------------------------------------------------------------
// Locale probe: the same values shown by both sides in every locale the table uses.

const probes = [
  { spec: { kind: 'decimal', grouping: true, maxFractionDigits: 3 }, events: [{ setValue: '-1234567.125' }, { setValue: '0.5' }] },
  { spec: { kind: 'integer', grouping: true }, events: [{ setValue: '-1234567' }] },
  { spec: { kind: 'money', currency: 'USD', allowNegative: true }, events: [{ setValue: '-1234567.5' }] },
  { spec: { kind: 'money', currency: 'EUR', allowNegative: true }, events: [{ setValue: '-1234567.5' }] },
  { spec: { kind: 'money', currency: 'JPY' }, events: [{ setValue: '1234567' }] },
  { spec: { kind: 'date' }, events: [{ setValue: '2024-02-29' }] },
];

export async function localeProbe(binary, rules, locales, kinds = null) {
  const differences = [];
  for (const locale of locales) {
    // A module built with some kinds only is probed with those.
    for (const probe of probes.filter((entry) => kinds === null || kinds.has(entry.spec.kind))) {
      const entry = { spec: probe.spec };
      const native = await runNative(binary, entry, locale, probe.events);
      const javascript = await rules.run(entry, locale, probe.events);
      const where = `  ${locale} ${JSON.stringify(probe.spec)}`;
      if (native.error || native.status !== 0) {
        differences.push(`${where}: the native command failed: ${native.error ?? native.stderr.trim()}`);
        continue;
      }
      if (javascript.error) {
        differences.push(`${where}: the wasm field failed: ${javascript.error}`);
        continue;
      }
      for (let i = 0; i < probe.events.length; i++) {
        const n = JSON.parse(native.lines[i]);
        const j = JSON.parse(javascript.lines[i] ?? '{"exception":"no line"}');
        if (j.text === undefined) {
          differences.push(`${where} ${JSON.stringify(probe.events[i])}: the wasm field failed: ${JSON.stringify(j)}`);
          break;
        }
        if (n.text !== j.text) {
          differences.push(`${where} ${JSON.stringify(probe.events[i])}: ` +
            `native ${JSON.stringify(n.text)} ${codePoints(n.text, j.text)}, wasm ${JSON.stringify(j.text)} ${codePoints(j.text, n.text)}`);
        }
      }
    }
  }
  return differences;
}

// ---------------------------------------------------------------------------------------------
// Spec errors: a spec the command refuses (status 2, "error: MESSAGE") makes createField throw
// an error with the same MESSAGE (the specs are badSpecs, in differential-specs.mjs, or those of
// them a module built with some kinds only registers).

export async function specErrors(binary, rules, specs = badSpecs) {
  const problems = [];
  for (const spec of specs) {
    const entry = { spec };
    const native = await runNative(binary, entry, 'en_US', [{ type: '1' }]);
    const javascript = await rules.run(entry, 'en_US', [{ type: '1' }]);
    const nativeMessage = native.status === 2 ? native.stderr.trim().replace(/^error: /, '') : null;
    const wasmMessage = javascript.error ? javascript.message : null;
    if (nativeMessage === null || nativeMessage !== wasmMessage) {
      problems.push(`  ${JSON.stringify(spec)}:\n    native (status ${native.status}): ${nativeMessage ?? native.lines?.[0]}\n` +
        `    wasm: ${javascript.error ? wasmMessage : `no error, ${javascript.lines?.[0]}`}`);
    }
  }
  return problems;
}

// The code points of `text` that `other` lacks, as U+XXXX.
function codePoints(text, other) {
  const otherSet = new Set(String(other));
  const only = [...new Set(String(text))].filter((c) => !otherSet.has(c));
  return only.length === 0 ? '' : `[${only.map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`).join(' ')}]`;
}
