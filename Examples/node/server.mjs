// A node server that checks a posted form with the same form spec a page attaches with
// `rules.attachForm` and a Swift server checks with (docs/web-forms.md, "A node server").
//
//   node Examples/node/server.mjs [--port 8080] [--host 127.0.0.1] [--spec Examples/booking.json]
//                                 [--base .build-wasm/] [--today YYYY-MM-DD]
//
// POST a JSON object of values, or an HTML form's `application/x-www-form-urlencoded` body, to
// any path. The answer is JSON: 200 `{"valid": true, "values": {…}}` with each field's typed
// value, 422 with the verdict `inputrules check --form` prints, 400 for a body that is not a
// JSON object or names a field twice, 413 past 64 KiB, 415 for another content type, 405 for
// another method. Messages and labels follow `Accept-Language` among the catalogs next to the
// module. Prints `listening on http://HOST:PORT/` once it serves (`--port 0` picks a free port).
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
const specText = readFileSync(option('--spec', new URL('Examples/booking.json', here)), 'utf8');
const base = option('--base') ? pathToFileURL(option('--base').replace(/\/?$/, '/')) : new URL('.build-wasm/', here);
const fixedToday = option('--today');
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
const forms = new Map();
async function formFor(language, today) {
  const key = `${language} ${today}`;
  if (!forms.has(key)) {
    const form = rules.createForm(specText, { language, today });
    await form.ready;
    forms.set(key, form);
  }
  return forms.get(key);
}

/** The day in the server's time zone, `YYYY-MM-DD`, unless `--today` fixes it. */
function today() {
  if (fixedToday) return fixedToday;
  const now = new Date();
  const two = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * The best of `languages` for an `Accept-Language` header: ranges by falling weight (`q=0`
 * excluded), each matched exactly, then by its base language; `*` or nothing gives English.
 */
export function chooseLanguage(header) {
  const ranges = String(header ?? '')
    .split(',')
    .map((part, order) => {
      const [range, ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { range: range.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ range, weight }) => range && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { range } of ranges) {
    if (range === '*') return 'en';
    const exact = languages.find((tag) => tag.toLowerCase() === range);
    if (exact) return exact;
    const base = languages.find((tag) => tag.toLowerCase() === range.split('-')[0]);
    if (base) return base;
  }
  return 'en';
}

function answer(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** The body's bytes, or null once it passed `maximumBodyBytes` (the rest is drained unread). */
async function readBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > maximumBodyBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
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
    response.setHeader('connection', 'close');
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
  return answer(response, 200, { valid: true, values });
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
