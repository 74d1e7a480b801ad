// A node server that checks a posted form with the same form spec a page attaches with
// `rules.attachForm` and a Swift server checks with (docs/web-forms.md, "A node server").
//
//   node Examples/node/server.mjs [--port 8080] [--host 127.0.0.1] [--spec Examples/booking.json]
//                                 [--locale en-US] [--base .build-wasm/] [--today YYYY-MM-DD]
//
// POST a JSON object of values, or an HTML form's `application/x-www-form-urlencoded` body, to
// any path. The answer is JSON: 200 `{"valid": true, "values": {…}, "ignored": […]}` with each
// field's typed value and the names the form does not have, as the Swift server answers; 422
// with the verdict `inputrules check --form` prints, 400 for a body that is not a JSON object or
// names a field twice, 413 past 64 KiB, 415 for another content type, 405 for
// another method. Messages and labels follow `Accept-Language` among the catalogs next to the
// module; values are read in one locale, the form's (`--locale`, default the spec's or en-US),
// whatever the machine's. Prints `listening on http://HOST:PORT/` once it serves (`--port 0` picks a free port).
//
// In a project of your own, import from the installed package instead:
//   import { loadInputRules } from 'inputrules';
//   const rules = await loadInputRules({ module: 'all' });

import { createServer } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadInputRules } from '../../Web/inputrules.js';

const here = new URL('../../', import.meta.url);
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const port = Number(option('--port', '8080'));
const host = option('--host', '127.0.0.1');
const specFile = option('--spec', new URL('Examples/booking.json', here));
const specText = readFileSync(specFile, 'utf8');
const base = option('--base') ? pathToFileURL(option('--base').replace(/\/?$/, '/')) : new URL('.build-wasm/', here);
const fixedToday = option('--today');
const locale = option('--locale', JSON.parse(readFileSync(specFile, 'utf8')).locale ?? 'en-US');
const maximumBodyBytes = 64 * 1024;

// The languages the server speaks: English, in every module, and each catalog beside it.
let catalogTags = [];
try {
  catalogTags = readdirSync(new URL('messages/', base)).filter((name) => name.endsWith('.txt')).map((name) => name.slice(0, -4));
} catch {
  // No catalogs built: English only.
}
const languages = ['en', ...catalogTags.filter((tag) => tag !== 'en')];

const rules = await loadInputRules({ wasm: new URL('inputrules.wasm', base), languages: catalogTags });
if (rules.kinds.some((info) => info.kind === 'phone')) await rules.loadPhoneMetadata();

// One form per language and day, made once: making a form reads its spec, checking does not.
// The forms of an earlier day are freed when the day changes.
const forms = new Map();
let formsDay = null;
function formFor(language, today) {
  if (formsDay !== today) {
    for (const made of forms.values()) made.then((form) => form.free(), () => {});
    forms.clear();
    formsDay = today;
  }
  if (!forms.has(language)) {
    const form = rules.createForm(specText, { language, locale, today });
    forms.set(language, form.ready.then(() => form));
  }
  return forms.get(language);
}

// What the engine tells a language range in: `de` for `de-CH`, `pt-BR` for `pt`, `he` for `iw`,
// or null when it has no catalog for it (it would tell it in English). Kept per range, bounded:
// a header is the client's to choose.
const spoken = new Map();
function spokenLanguage(range) {
  if (!spoken.has(range)) {
    if (spoken.size >= 1000) spoken.clear();
    const probe = rules.createForm(specText, { language: range, locale, today: '2026-01-01' });
    const identifier = probe.language.identifier;
    probe.free();
    spoken.set(range, identifier !== 'en' || range.split('-')[0] === 'en' ? identifier : null);
  }
  return spoken.get(range);
}

/** The day in the server's time zone, `YYYY-MM-DD`, unless `--today` fixes it. */
function today() {
  if (fixedToday) return fixedToday;
  const now = new Date();
  const two = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * The language to answer in for an `Accept-Language` header: its ranges by falling weight
 * (`q` from 0 to 1, any case; a range with a malformed weight is left out, one with `q=0` is
 * refused), the first the engine has a catalog for; `*` is the first language not refused;
 * English when none is left.
 */
export function chooseLanguage(header) {
  const ranges = String(header ?? '')
    .split(',')
    .slice(0, 32)
    .map((part, order) => {
      const [range, ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q.slice(2)) ? Number(q.slice(2)) : NaN;
      return { range: range.trim().toLowerCase(), weight, order };
    })
    .filter(({ range, weight }) => (range === '*' || /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(range)) && !Number.isNaN(weight));
  const refused = new Set(ranges.filter(({ range, weight }) => weight === 0 && range !== '*')
    .map(({ range }) => spokenLanguage(range) ?? range));
  const wanted = ranges.filter(({ weight }) => weight > 0).sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { range } of wanted.slice(0, 8)) {
    if (range === '*') return languages.find((tag) => !refused.has(tag)) ?? 'en';
    const language = spokenLanguage(range);
    if (language && !refused.has(language)) return language;
  }
  return 'en';
}

function answer(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/**
 * The body's bytes, or null once it passed `maximumBodyBytes`. The rest is read and dropped, so
 * that a client still sending gets the 413 rather than a broken pipe; past a megabyte more, the
 * connection is closed.
 */
function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let over = false;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (over) {
        if (size > maximumBodyBytes + 1024 * 1024) request.socket.destroy();
        return;
      }
      if (size > maximumBodyBytes) {
        over = true;
        chunks.length = 0;
        resolve(null);
      } else {
        chunks.push(chunk);
      }
    });
    request.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

async function handle(request, response) {
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST');
    return answer(response, 405, { error: 'post the form\'s values to check them' });
  }
  const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
    return answer(response, 415, { error: `the body must be application/json or application/x-www-form-urlencoded, not ${type || 'missing'}` });
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  const body = declared > maximumBodyBytes ? null : await readBody(request);
  if (body === null) {
    // A body declared too large is not read: the connection closes after the answer. One that
    // grew too large on the way is drained (readBody), up to a megabyte more.
    if (declared > maximumBodyBytes) response.setHeader('connection', 'close');
    return answer(response, 413, { error: `the body is larger than ${maximumBodyBytes} bytes` });
  }
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return answer(response, 400, { error: 'the body is not UTF-8' });
  }
  const form = await formFor(chooseLanguage(request.headers['accept-language']), today());
  let verdict;
  try {
    // URLSearchParams keeps a name given twice, which the form refuses as it refuses it in JSON.
    verdict = form.check(type === 'application/json' ? text : new URLSearchParams(text));
  } catch (error) {
    if (error instanceof TypeError) return answer(response, 400, { error: error.message });
    throw error;
  }
  if (!verdict.valid) return answer(response, 422, verdict);
  const values = Object.fromEntries(Object.entries(verdict.fields).map(([name, field]) => [name, field.value ?? null]));
  return answer(response, 200, { valid: true, values, ignored: verdict.ignored });
}

const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    // A failure of the server's own is answered too, and the server keeps serving.
    console.error(error);
    if (!response.headersSent) answer(response, 500, { error: 'the server could not check the form' });
    else response.destroy();
  });
});
server.listen(port, host, () => {
  const { address, port: bound } = server.address();
  console.log(`listening on http://${address}:${bound}/`);
});
