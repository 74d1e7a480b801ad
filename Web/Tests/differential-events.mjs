// The differential test's random edit scripts (Web/Tests/differential.mjs): a seeded PRNG, the
// characters scripts are made of, and one script as a list of events the way
// `inputrules replay` reads them. The same seed always makes the same script.

// ---------------------------------------------------------------------------------------------
// PRNG: mulberry32, seeded per script from the master seed and the spec's name (FNV-1a).

function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  };
}

function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function scriptSeed(master, specName, index) {
  return (fnv1a(`${master}/${specName}/${index}`) ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
}

export class Random {
  constructor(seed) { this.next = mulberry32(seed); }
  int(low, high) { return low + Math.floor(this.next() * (high - low + 1)); }  // inclusive
  chance(p) { return this.next() < p; }
  pick(array) { return array[Math.floor(this.next() * array.length)]; }
  weighted(table) {  // [[weight, value], ...]
    const total = table.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [weight, value] of table) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return table[table.length - 1][1];
  }
}

// ---------------------------------------------------------------------------------------------
// Characters. Each entry is one grapheme cluster (or, for the combining marks, a lone mark that
// joins whatever comes before it). No lone surrogates: the command refuses such a line as
// malformed (no Swift string holds one), so there is nothing to compare.

export const ascii = [...'0123456789'];
export const arabicIndic = [...'٠١٢٣٤٥٦٧٨٩'];
export const fullWidth = [...'０１２３４５６７８９'];
export const letters = [...'abcdefxyzABCDEFMSLXZ', 'é', 'ß', 'Σ', 'ς', 'ж', 'ｘ', 'Ｌ', 'か', 'ㄱ'];
const separators = [...'.,-+ ', '/', ':', '\u00a0', '\u2212', '\u066b', '\u066c', '\u202f'];
const symbols = ['$', '€', '¥', '￥', '%', '#', '(', ')', '\'', '"', '\\'];
const emoji = ['😀', '👍🏽', '🇩🇪', '5️⃣', '👨‍👩‍👧', '❤️'];
const combining = ['e\u0301', '1\u0301', '\u0301', '\u0308', 'a\u20dd', '\u200d'];
const controls = ['\n', '\t', '\r\n', '\u0000'];

const generalPool = [
  [30, ascii], [6, arabicIndic], [5, fullWidth], [12, letters], [12, separators],
  [4, symbols], [4, emoji], [4, combining], [1, controls],
];

const offsetsOutOfRange = [-1, -2, -7, 64, 100, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1,
  2 ** 53, -(2 ** 53), 1e30, -1e30];
const markTexts = ['か', 'かな', 'かんじ', '１', '１２', 'ｘ', 'a', 'e\u0301', '', 'ㄱ', '12', '5'];
const badValues = ['', null, 'abc', ' ', 'NaN', '１２', '-', '💥', '1e400'];

function randomCluster(random, entry) {
  if (random.chance(0.5)) return random.pick(entry.keys);
  return random.pick(random.weighted(generalPool));
}

function randomText(random, entry, low, high) {
  let text = '';
  const count = random.int(low, high);
  for (let i = 0; i < count; i++) text += randomCluster(random, entry);
  return text;
}

function randomOffset(random) {
  if (random.chance(0.12)) return random.pick(offsetsOutOfRange);
  return random.int(0, 22);
}

function randomCount(random) {
  if (random.chance(0.1)) return random.pick([-1, 0, 50, 2 ** 31 - 1, 2 ** 40, 1e30, -1e30]);
  return random.int(1, 4);
}

// One script: a list of event objects as `inputrules replay` reads them.
export function generateScript(random, entry, count) {
  const events = [];
  let composing = false;
  while (events.length < count) {
    if (composing) {
      // Mostly go on composing or end it; sometimes interrupt it with any other event.
      const next = random.weighted([[4, 'mark'], [5, 'unmark'], [1, 'other']]);
      if (next === 'mark') { events.push({ mark: random.pick(markTexts) }); continue; }
      composing = false;
      if (next === 'unmark') { events.push({ unmark: true }); continue; }
    }
    const kind = random.weighted([
      [30, 'type'], [8, 'paste'], [8, 'replace'], [10, 'backspace'], [5, 'delete'],
      [6, 'select'], [8, 'caret'], [6, 'mark'], [2, 'unmark'], [4, 'commit'], [6, 'setValue'],
    ]);
    switch (kind) {
      case 'type':
        events.push({ type: randomText(random, entry, 1, 5) });
        break;
      case 'paste':
        // Now and then a long paste, which makes the module's memory grow (the JavaScript must
        // read memory.buffer again after such a call).
        events.push({
          paste: random.chance(0.03) ? randomText(random, entry, 2000, 20000)
            : random.chance(0.5) ? random.pick(entry.pastes)
              : random.chance(0.1) ? '' : randomText(random, entry, 1, 24),
        });
        break;
      case 'replace': {
        let range = [randomOffset(random), random.chance(0.7) ? random.int(0, 3) : randomOffset(random)];
        if (random.chance(0.04)) {
          // A location beyond 32 bits with a length that brings the end back into the text:
          // the end is location + length, whatever the width of the numbers on the way.
          const location = random.pick([-1, 1]) * (2 ** 31 + random.int(0, 3));
          range = [location, -location + random.int(0, 8)];
        }
        events.push({ replace: range, with: random.chance(0.2) ? '' : randomText(random, entry, 1, 4) });
        break;
      }
      case 'backspace': events.push({ backspace: randomCount(random) }); break;
      case 'delete': events.push({ delete: randomCount(random) }); break;
      case 'select': events.push({ select: [randomOffset(random), randomOffset(random)] }); break;
      case 'caret': events.push({ caret: randomOffset(random) }); break;
      case 'mark':
        events.push({ mark: random.pick(markTexts) });
        composing = true;
        break;
      case 'unmark': events.push({ unmark: true }); break;
      case 'commit': events.push({ commit: true }); break;
      case 'setValue':
        events.push({ setValue: random.chance(0.7) ? random.pick(entry.values) : random.pick(badValues) });
        break;
    }
  }
  return events;
}
