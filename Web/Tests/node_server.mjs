// The node example server (Examples/node/server.mjs) over real HTTP on loopback: each answer
// against `inputrules check --form` on the same spec, values, day and language, and the bad
// bodies a server receives (too large, not JSON, another content type, a name twice, unknown
// names, another method), each answered with its status while the server keeps serving.
//
// Usage: node Web/Tests/node_server.mjs --native path/to/inputrules [--base .build-wasm/]
// Prints one line per check; exits 1 when one fails.

import { spawn, spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const native = argument('--native');
if (!native) {
  console.error('usage: node Web/Tests/node_server.mjs --native path/to/inputrules [--base dir]');
  process.exit(2);
}
const root = fileURLToPath(new URL('../../', import.meta.url));
const base = argument('--base', `${root}.build-wasm/`);
const spec = `${root}Examples/booking.json`;
const TODAY = '2026-12-04';

const server = spawn(process.execPath,
  [`${root}Examples/node/server.mjs`, '--port', '0', '--spec', spec, '--base', base, '--today', TODAY],
  { stdio: ['ignore', 'pipe', 'inherit'] });
const stop = () => server.kill();
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(1);
  });
}
const address = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('the server did not start in 60 s')), 60_000);
  server.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  createInterface({ input: server.stdout }).on('line', (line) => {
    const match = /^listening on (http:\/\/\S+)$/.exec(line);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]);
    }
  });
});
console.log(`node server: ${address}`);

/** What the command prints for `values` (a JSON text), as an object, and its exit status. */
function command(values, language = 'en') {
  const run = spawnSync(native, ['check', '--form', `@${spec}`, '--today', TODAY, '--locale', 'en-US', '--language', language],
    { input: values, encoding: 'utf8' });
  return { status: run.status, verdict: run.status <= 1 ? JSON.parse(run.stdout) : null, stderr: run.stderr };
}

async function post(body, { type = 'application/json', language, method = 'POST' } = {}) {
  const headers = { 'content-type': type };
  if (language) headers['accept-language'] = language;
  const response = await fetch(address, { method, headers, body: method === 'POST' ? body : undefined });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Checked by the caller.
  }
  return { status: response.status, json };
}

let failures = 0;
let count = 0;
function check(description, seen, expected) {
  count += 1;
  const ok = JSON.stringify(seen) === JSON.stringify(expected);
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${description}${ok ? '' : `\n     saw      ${JSON.stringify(seen)}\n     expected ${JSON.stringify(expected)}`}`);
}

const valid = {
  arrival: '12/10/2026', departure: '12/12/2026', guests: '2', name: 'Ada Lovelace',
  birthDate: '12/10/1990', card: '4111 1111 1111 1111', expiry: '03/28', cvc: '123',
};
const tooSoon = { ...valid, departure: '12/10/2026', cvc: '12' };
const stillServing = async (after) => {
  const again = await post(JSON.stringify(valid));
  check(`still serving after ${after}`, again.status, 200);
};

const expectedValid = command(JSON.stringify(valid));
check('the valid booking is valid for the command', expectedValid.status, 0);
const validAnswer = await post(JSON.stringify(valid));
check('valid JSON: 200', validAnswer.status, 200);
check('valid JSON: the typed values the command gives', validAnswer.json?.values,
  Object.fromEntries(Object.entries(expectedValid.verdict.fields).map(([name, field]) => [name, field.value ?? null])));

const expectedInvalid = command(JSON.stringify(tooSoon));
const invalid = await post(JSON.stringify(tooSoon));
check('invalid JSON: 422', invalid.status, 422);
check('invalid JSON: the verdict the command prints', invalid.json, expectedInvalid.verdict);

const encoded = new URLSearchParams(Object.entries(tooSoon)).toString();
const invalidForm = await post(encoded, { type: 'application/x-www-form-urlencoded' });
check('invalid urlencoded: 422', invalidForm.status, 422);
check('invalid urlencoded: the same verdict', invalidForm.json, expectedInvalid.verdict);

const german = await post(JSON.stringify(tooSoon), { language: 'fr;q=0.1, de-CH, en;q=0.5' });
check('Accept-Language de-CH: the verdict the command prints in German', german.json, command(JSON.stringify(tooSoon), 'de').verdict);
check('Accept-Language de-CH: not told in English',
  german.json?.fields?.departure?.message === invalid.json?.fields?.departure?.message, false);

// Language ranges the engine has a catalog for under another tag, weights in any case, refusals.
const languageOf = async (header) => (await post(JSON.stringify(tooSoon), { language: header })).json?.fields?.departure?.message;
const messageIn = (language) => command(JSON.stringify(tooSoon), language).verdict.fields.departure.message;
check('Accept-Language pt: Brazilian Portuguese', await languageOf('pt'), messageIn('pt-BR'));
check('Accept-Language zh-CN: Simplified Chinese', await languageOf('zh-CN'), messageIn('zh-Hans'));
check('Accept-Language iw: Hebrew', await languageOf('iw'), messageIn('he'));
check('Accept-Language de;Q=0, fr;q=0.9: French (Q is q)', await languageOf('de;Q=0, fr;q=0.9'), messageIn('fr'));
check('Accept-Language de;q=2, fr;q=0.5: French (a weight past 1 is malformed)', await languageOf('de;q=2, fr;q=0.5'), messageIn('fr'));
check('Accept-Language en;q=0, *: not English', await languageOf('en;q=0, *') === messageIn('en'), false);
check('Accept-Language xx, de: German', await languageOf('xx, de'), messageIn('de'));

const unknown = await post(JSON.stringify({ ...valid, submit: 'Book', token: 'x' }));
check('unknown names: valid, 200', unknown.status, 200);
check('unknown names: listed as ignored in a valid answer too', unknown.json?.ignored, ['submit', 'token']);
const unknownCheck = await post(JSON.stringify({ ...tooSoon, submit: 'Book' }));
check('unknown names: listed as ignored', unknownCheck.json?.ignored, ['submit']);

const large = await post(JSON.stringify({ ...valid, name: 'x'.repeat(70_000) }));
check('a body over 64 KiB: 413', large.status, 413);
await stillServing('413');
// A body sent in chunks, with no length, past the limit: the client gets the 413 while it sends.
const chunked = await new Promise((resolve) => {
  const sending = httpRequest(address, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
    response.resume();
    resolve(response.statusCode);
  });
  sending.on('error', (error) => resolve(`error: ${error.code ?? error.message}`));
  const chunk = Buffer.alloc(16 * 1024, 0x20);
  let sent = 0;
  const more = () => {
    while (sent < 200 * 1024) {
      sent += chunk.length;
      if (!sending.write(chunk)) return sending.once('drain', more);
    }
    sending.end();
  };
  more();
});
check('a chunked body over 64 KiB: 413', chunked, 413);
await stillServing('a chunked 413');
const malformed = await post('{"arrival": ');
check('malformed JSON: 400', malformed.status, 400);
check('malformed JSON: says why', typeof malformed.json?.error, 'string');
await stillServing('malformed JSON');
const notObject = await post('[1, 2]');
check('a JSON array: 400', notObject.status, 400);
const plain = await post('arrival=1', { type: 'text/plain' });
check('text/plain: 415', plain.status, 415);
await stillServing('415');
const twice = await post('{"guests": "2", "guests": "3"}');
check('a name twice in JSON: 400', twice.status, 400);
check('a name twice in JSON: the command\'s message', twice.json?.error,
  command('{"guests": "2", "guests": "3"}').stderr.replace(/^error: /, '').trim());
const twiceForm = await post('guests=2&guests=3', { type: 'application/x-www-form-urlencoded' });
check('a name twice urlencoded: 400', twiceForm.status, 400);
const wrongType = await post('{"guests": true}');
check('a value of the wrong type: 400', wrongType.status, 400);
const get = await post(null, { method: 'GET' });
check('GET: 405', get.status, 405);
await stillServing('every bad body');

stop();
console.log(`${count - failures} of ${count} checks passed`);
process.exit(failures ? 1 : 0);
