// loadInputRules with options (Web/inputrules.js), in Node, against the modules a build lists
// in modules.json and the catalogs in messages/, served over HTTP by a server in this process
// that counts the requests: which module the options choose, that a module is fetched and
// instantiated once, that a kind the loaded module lacks is refused naming both modules, that
// a catalog is fetched once, only when a field's language needs it, and then tells that
// language (as the command does), and that libphonenumber's metadata (phone-metadata.txt) is
// fetched once per folder, only for a module with the phone kind whose page asks for it.
//
// Usage: node Web/Tests/loader.mjs [--dir .build-wasm] [--native path/to/inputrules]
// Prints one line per check; exits 1 when one fails (or when the build has no modules.json).

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Field, loadInputRules } from '../inputrules.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const dir = path.resolve(argument('--dir', path.join(root, '.build-wasm')));
const native = argument('--native', [path.join(root, '.build-tests', 'debug', 'inputrules'),
  path.join(root, '.build', 'debug', 'inputrules')].find((candidate) => existsSync(candidate)));

let failures = 0;
function check(name, seen, expected) {
  const ok = JSON.stringify(seen) === JSON.stringify(expected);
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `: expected ${JSON.stringify(expected)}, got ${JSON.stringify(seen)}`}`);
}
function checkTrue(name, condition, seen) {
  if (!condition) failures += 1;
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${name}: ${typeof seen === 'string' ? seen : JSON.stringify(seen)}`);
}

const manifestPath = path.join(dir, 'modules.json');
if (!existsSync(manifestPath)) {
  console.log(`FAIL ${manifestPath} is missing (run scripts/build-wasm.sh)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// The build directory over HTTP, with the types a server sends; each request counted. A path
// listed in `refused` answers 404. /copy/NAME/ serves the build directory too, as a folder of
// its own for the page (the phone metadata is fetched once per folder), counted apart.
const requests = new Map();
const refused = new Set(['/messages/ko.txt', '/copy/missing/phone-metadata.txt',
  '/copy/missing-kinds/phone-metadata.txt']);
// Paths answered late (ms), for catalogs that arrive out of order.
const delayed = new Map([['/messages/es.txt', 300]]);
const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://localhost');
  requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1);
  const file = path.join(dir, decodeURIComponent(url.pathname.replace(/^\/copy\/[^/]+\//, '/')));
  if (refused.has(url.pathname) || !file.startsWith(dir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  const type = file.endsWith('.wasm') ? 'application/wasm'
    : file.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8';
  const answer = () => response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  if (delayed.has(url.pathname)) setTimeout(answer, delayed.get(url.pathname));
  else answer();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/`;
const count = (name) => requests.get(`/${name}`) ?? 0;
/** The build directory as another folder, named `name`: nothing fetched from it yet. */
const copy = (name) => `${base}copy/${name}/`;

try {
  await run();
} catch (error) {
  failures += 1;
  console.log(`FAIL ${error?.stack ?? error}`);
} finally {
  server.close();
}
console.log(failures ? `loader: ${failures} check(s) failed` : 'loader: all checks passed');
process.exit(failures ? 1 : 0);

async function run() {
  const byName = new Map(manifest.modules.map((entry) => [entry.name, entry]));
  check('modules.json lists "all" and every per-kind module of the build',
    manifest.modules.every((entry) => typeof entry.file === 'string' && Array.isArray(entry.kinds)
      && Number.isInteger(entry.bytes)) && byName.has('all'), true);
  const all = byName.get('all');
  // The smallest module listing every kind of `kinds`, by the list's sizes.
  const smallest = (kinds) => manifest.modules
    .filter((entry) => kinds.every((kind) => entry.kinds.includes(kind)))
    .sort((a, b) => a.bytes - b.bytes)[0].name;
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

  // Nothing is fetched before a page asks; with no kinds, the module with every kind.
  const everything = await loadInputRules({ base });
  check('no kinds, specs or module: the module with every kind', everything.module.name, 'all');
  check('its kinds are the list\'s', everything.kinds.map((info) => info.kind), all.kinds);
  check('the whole module, no kinds: phone-metadata.txt is not fetched', count('phone-metadata.txt'), 0);

  for (const entry of manifest.modules) {
    if (entry.name === 'all') continue;
    const before = count(entry.file);
    const [byKinds, again] = await Promise.all([
      loadInputRules({ base, kinds: entry.kinds }),
      loadInputRules({ base, kinds: [...entry.kinds].reverse() }),
    ]);
    check(`kinds ${entry.kinds.join(', ')}: the smallest module with them`, byKinds.module.name,
      smallest(entry.kinds));
    check(`module "${entry.name}": rules.kinds are its kinds`, byKinds.kinds.map((info) => info.kind),
      byKinds.module.kinds);
    check(`module "${entry.name}": two calls at once share one instance, fetched once`,
      [byKinds === again, count(entry.file) - before], [true, byKinds.module.name === entry.name ? 1 : 0]);
    const named = await loadInputRules({ base, module: entry.name });
    check(`module "${entry.name}" by its name`, named.module.name, entry.name);
    // Each kind works: its example's keys make its example valid.
    const states = named.kinds.map((info) => {
      const field = named.createField(info.spec, { locale: info.spec.locale ?? 'en-US' });
      for (const { segment } of segmenter.segment(info.keys)) field.type(segment);
      const state = field.state;
      field.free();
      return `${info.kind} ${state}`;
    });
    check(`module "${entry.name}": each kind's example keys make it valid`, states,
      named.kinds.map((info) => `${info.kind} valid`));
    // A kind it lacks is refused naming the kind, this module and the module to load instead:
    // the smallest with this module's kinds and the lacking one (the whole module at most).
    const lacking = all.kinds.find((kind) => !entry.kinds.includes(kind));
    if (lacking) {
      let message = null;
      try {
        named.createField({ kind: lacking });
      } catch (error) {
        message = error.message;
      }
      const together = [...entry.kinds, lacking];
      const having = smallest(together);
      const file = manifest.modules.find((module) => module.name === having).file;
      const kinds = `kinds: [${together.map((kind) => `"${kind}"`).join(', ')}]`;
      checkTrue(`module "${entry.name}": a "${lacking}" field is refused, naming "${lacking}", ` +
        `"${entry.name}", "${having}" (${file}) and ${kinds}`, message !== null
        && message.includes(`"${lacking}"`) && message.includes(`"${entry.name}"`)
        && message.includes(`"${having}" (${file})`) && message.includes(kinds), message);
    }
  }

  // specs: the kinds are read from them (objects or JSON text).
  const bySpecs = await loadInputRules({ base, specs: [{ kind: 'mask', format: '[00]' }, '{"kind":"text"}'] });
  check('specs: a mask spec and a text spec load the smallest module with both', bySpecs.module.name,
    smallest(['mask', 'text']));
  // module wins over kinds.
  const named = await loadInputRules({ base, module: 'all', kinds: ['text'] });
  check('module wins over kinds', named === everything, true);
  // A kind no module has, and a module name the list does not have.
  for (const [options, words] of [[{ base, kinds: ['nope'] }, '"nope"'], [{ base, module: 'nope' }, '"nope"']]) {
    let message = null;
    try {
      await loadInputRules(options);
    } catch (error) {
      message = error.message;
    }
    checkTrue(`${JSON.stringify(Object.keys(options).slice(1))} "nope": refused, naming it`,
      message !== null && message.includes(words), message);
  }
  // The first releases' forms still load one module: a URL, and bytes.
  const byURL = await loadInputRules(new URL(all.file, base));
  check('a module\'s URL: that module, named from the list beside it', byURL.module.name, 'all');
  const byBytes = await loadInputRules(readFileSync(path.join(dir, all.file)));
  check('a module\'s bytes: a fresh instance, with every kind', [byBytes !== byURL, byBytes.kinds.length],
    [true, all.kinds.length]);

  // Catalogs: fetched once per page, only when a field needs one.
  const numbers = await loadInputRules({ base, kinds: ['integer'] });
  const spec = { kind: 'integer', min: 18, max: 30 };
  const nativeMessage = (locale) => native
    ? JSON.parse(execFileSync(native, ['replay', '--rule', JSON.stringify(spec), '--locale', locale],
      { input: '{"type":"5"}\n' }).toString()).message
    : null;
  const english = nativeMessage('en_US') ?? 'The number must be from 18 to 30.';
  const german = nativeMessage('de_DE') ?? 'Die Zahl muss im Bereich von 18 bis 30 liegen.';
  const englishField = numbers.createField(spec, { locale: 'en-US' });
  check('an en-US field: no catalog to fetch, the English sentence',
    [englishField.pendingCatalog, englishField.type('5').message, count('messages/de.txt')], [null, english, 0]);
  englishField.free();
  const first = numbers.createField(spec, { locale: 'de-DE' });
  const pending = first.pendingCatalog;
  check('a de-DE field waits for the German catalog, telling English until it is in',
    [pending, first.type('5').message], ['de', english]);
  const told = await first.ready;
  check('once ready: the catalog is in and the sentence is the command\'s German',
    [told.identifier, first.pendingCatalog, first.type('5').message], ['de', null, german]);
  const second = numbers.createField(spec, { locale: 'de_AT' });
  check('a second German field gets the catalog at once; de.txt was fetched once',
    [second.pendingCatalog, second.type('5').message, count('messages/de.txt')], [null, german, 1]);
  const french = second.setLanguage('fr');
  checkTrue('setLanguage returns a promise', french instanceof Promise, typeof french);
  await french;
  checkTrue('setLanguage(\'fr\') resolves once the French catalog is in: French',
    second.pendingCatalog === null && second.type('5').message !== english && count('messages/fr.txt') === 1,
    second.type('5').message);
  second.free();
  first.free();
  await numbers.loadLanguage('pt');
  check('loadLanguage(\'pt\') fetches the catalog that tells it, pt-BR', count('messages/pt-BR.txt'), 1);
  await numbers.loadLanguage('en');
  await numbers.loadLanguage('en-XA');
  check('loadLanguage of English or en-XA fetches nothing',
    [...requests.keys()].filter((name) => /messages\/en/.test(name)), []);
  // A catalog that cannot be fetched: the promise rejects and the messages stay English.
  const korean = numbers.createField(spec, { locale: 'en-US' });
  let rejected = false;
  const warn = console.warn;
  console.warn = () => {};
  try {
    await korean.setLanguage('ko');
  } catch {
    rejected = true;
  } finally {
    console.warn = warn;
  }
  check('a catalog the server refuses: setLanguage rejects, the messages stay English',
    [rejected, korean.pendingCatalog, korean.type('5').message], [true, 'ko', english]);
  korean.free();
  // languages: fetched before the rules resolve.
  const masks = await loadInputRules({ base, kinds: ['mask'], languages: ['ja'] });
  const japanese = masks.createField({ kind: 'mask', format: '[00]' }, { locale: 'ja-JP' });
  check('languages: [\'ja\'] is fetched up front; a ja-JP field needs nothing more',
    [count('messages/ja.txt'), japanese.pendingCatalog], [1, null]);
  japanese.free();
  // catalogs at hand (a self-contained page): nothing fetched.
  const text = readFileSync(path.join(dir, 'messages', 'he.txt'), 'utf8');
  const inline = await loadInputRules({ wasm: readFileSync(path.join(dir, all.file)), catalogs: { he: text } });
  const hebrew = inline.createField(spec, { locale: 'he-IL' });
  check('catalogs given as text: a he-IL field has its catalog at once, none fetched',
    [hebrew.pendingCatalog, count('messages/he.txt')], [null, 0]);
  hebrew.free();

  // Each file once per page: modules.json however many calls read it, a module two calls name at
  // once, a catalog whichever module's field needs it.
  check('modules.json is read once for every call on one base', count('modules.json'), 1);
  const codes = manifest.modules.find((entry) => entry.name === 'codes');
  if (codes) {
    // The same folder by another host name: a base this page has not loaded from yet.
    const other = base.replace('127.0.0.1', 'localhost');
    const before = [count(codes.file), count('modules.json')];
    const [one, two] = await Promise.all([
      loadInputRules({ base: other, module: 'codes' }), loadInputRules({ base: other, module: 'codes' }),
    ]);
    check('two calls naming one module at once: one instance, it and modules.json fetched once',
      [one === two, count(codes.file) - before[0], count('modules.json') - before[1]], [true, 1, 1]);
    const sameFolder = await loadInputRules({ base, module: 'codes' });
    const german = sameFolder.createField({ kind: 'iban' }, { locale: 'de-DE' });
    check('a catalog fetched for one module serves another module from the same folder',
      [german.pendingCatalog, count('messages/de.txt')], [null, 1]);
    german.free();
  }
  // languages naming a catalog the server refuses: the module still loads, English stays.
  const warned = [];
  console.warn = (text) => warned.push(String(text));
  try {
    const refusedLanguage = await loadInputRules({ base, kinds: ['text'], languages: ['ko'] });
    check('languages: [\'ko\'] refused by the server: the rules still load, with a warning',
      [refusedLanguage.module.name, warned.length > 0], [smallest(['text']), true]);
  } finally {
    console.warn = warn;
  }
  // A language set again before the first one's catalog came: the first promise settles with
  // the last language, once its (slower) catalog is in.
  const twice = numbers.createField(spec, { locale: 'en-US' });
  const italian = twice.setLanguage('it');
  const spanish = twice.setLanguage('es');
  const settled = await italian;
  check('setLanguage twice: the first promise resolves with the second language, its catalog in',
    [settled.identifier, twice.pendingCatalog], ['es', null]);
  await spanish;
  twice.free();
  // A folder without modules.json: kinds cannot be chosen, and the error names modules.json.
  let noList = null;
  try {
    await loadInputRules({ base: `${base}messages/`, kinds: ['mask'] });
  } catch (error) {
    noList = error.message;
  }
  checkTrue('kinds asked of a folder without modules.json: refused, naming modules.json',
    noList !== null && noList.includes('modules.json'), noList);
  if (all.kinds.includes('phone')) await phoneMetadata(smallest);
}

// libphonenumber's metadata, phone-metadata.txt: a module with the phone kind imports it from
// the page, which fetches it once per folder, before loadInputRules resolves when the page names
// the phone kind, else when it asks (loadPhoneMetadata); a phone field made before it is here is
// refused, naming the way to load it. Each case in a folder of its own (copy()).
async function phoneMetadata(smallest) {
  const spec = { kind: 'phone', region: 'DE' };
  const phoneWorks = (rules) => {
    const field = rules.createField(spec, { locale: 'de-DE' });
    try {
      field.type('015123456789');
      return [field.text, field.state];
    } finally {
      field.free();
    }
  };
  const works = ['01512 3456789', 'valid'];
  const refusal = (make) => {
    try {
      make().free();
      return 'made';
    } catch (error) {
      return `${error instanceof Error ? '' : 'not an Error: '}${error?.message}`;
    }
  };
  const fetched = (folder) => count(`copy/${folder}/phone-metadata.txt`);

  // The page names the phone kind: fetched before the rules resolve, once for two calls at once.
  const [byKinds, byName] = await Promise.all([
    loadInputRules({ base: copy('kinds'), kinds: ['phone'] }),
    loadInputRules({ base: copy('kinds'), module: 'phone' }),
  ]);
  check('kinds: [\'phone\']: the phone module, phone-metadata.txt fetched once (two calls at once), ' +
    'a phone field works', [byKinds.module.name, byKinds === byName, fetched('kinds'), phoneWorks(byKinds)],
  [smallest(['phone']), true, 1, works]);
  const again = await loadInputRules({ base: copy('kinds'), specs: [spec], module: 'all' });
  check('another module from the same folder, naming a phone spec: not fetched again, works',
    [again.module.name, fetched('kinds'), phoneWorks(again)], ['all', 1, works]);

  // A module without the phone kind never needs it.
  const masks = await loadInputRules({ base: copy('masks'), kinds: ['mask'] });
  await masks.loadPhoneMetadata();
  check('kinds: [\'mask\']: a module without phone, loadPhoneMetadata() a no-op: never fetched',
    [masks.module.name, fetched('masks')], [smallest(['mask']), 0]);

  // The whole module, no kinds: not fetched until the page asks; a phone field before then is
  // refused by createField and by new Field, naming loadPhoneMetadata.
  const whole = await loadInputRules({ base: copy('whole') });
  const early = refusal(() => whole.createField(spec));
  checkTrue('the whole module: nothing fetched; a phone field before loadPhoneMetadata() throws an ' +
    'Error naming it', fetched('whole') === 0 && early.includes('loadPhoneMetadata()')
    && early.includes('phone-metadata.txt') && !early.startsWith('not an Error'), early);
  const constructed = refusal(() => new Field(whole, spec));
  check('new Field(rules, phone spec) throws the same; nothing fetched', [constructed, fetched('whole')],
    [early, 0]);
  await Promise.all([whole.loadPhoneMetadata(), whole.loadPhoneMetadata()]);
  check('await rules.loadPhoneMetadata() (twice at once): fetched once, then a phone field works',
    [fetched('whole'), phoneWorks(whole)], [1, works]);
  await whole.loadPhoneMetadata();
  const phoneModule = await loadInputRules({ base: copy('whole'), kinds: ['phone'] });
  check('loadPhoneMetadata() again, and the phone module from the same folder: not fetched again',
    [fetched('whole'), phoneWorks(phoneModule)], [1, works]);

  // A folder whose phone-metadata.txt cannot be fetched: the promise rejects naming the file,
  // phone fields stay refused, and the next call tries again.
  const missing = await loadInputRules({ base: copy('missing') });
  let rejected = null;
  try {
    await missing.loadPhoneMetadata();
  } catch (error) {
    rejected = error.message;
  }
  checkTrue('phone-metadata.txt refused by the server: loadPhoneMetadata() rejects naming it',
    rejected !== null && rejected.includes('phone-metadata.txt'), rejected);
  await missing.loadPhoneMetadata().catch(() => {});
  check('then a phone field is still refused, and the next call fetches again',
    [refusal(() => missing.createField(spec)).includes('loadPhoneMetadata()'), fetched('missing')], [true, 2]);
  // The same with phone named in `kinds`: the module still loads (the promise resolves, with a
  // warning), and phone fields say the metadata is not loaded.
  const warnings = [];
  const warn = console.warn;
  console.warn = (message) => warnings.push(String(message));
  let namedKinds = null;
  try {
    namedKinds = await loadInputRules({ base: copy('missing-kinds'), kinds: ['phone'] });
  } catch (error) {
    namedKinds = error;
  } finally {
    console.warn = warn;
  }
  check('kinds: [\'phone\'] and phone-metadata.txt refused: the module loads, with a warning naming the file',
    [namedKinds instanceof Error ? namedKinds.message : 'loaded',
      warnings.some((message) => message.includes('phone-metadata.txt')), fetched('missing-kinds')],
    ['loaded', true, 1]);
  if (!(namedKinds instanceof Error)) {
    check('and its phone field throws, naming loadPhoneMetadata(); a text field works',
      [refusal(() => namedKinds.createField(spec)).includes('loadPhoneMetadata()'),
        typeof namedKinds.createField({ kind: 'text' }).type('a')],
      [true, 'object']);
  }
  // A phone spec the engine reads though JSON.parse would not (a byte order mark) or that only
  // JSON.stringify shows (toJSON): refused in JavaScript too, and phone fields work once the
  // metadata is in (the engine did not keep an answer of "none").
  const bom = await loadInputRules({ base: copy('bom') });
  const hidden = { toJSON: () => spec };
  check('a phone spec behind a byte order mark or toJSON, before the metadata: refused naming loadPhoneMetadata()',
    [refusal(() => bom.createField(`\uFEFF${JSON.stringify(spec)}`)).includes('loadPhoneMetadata()'),
      refusal(() => bom.createField(hidden)).includes('loadPhoneMetadata()')], [true, true]);
  await bom.loadPhoneMetadata();
  check('then, once loaded, both make phone fields', [phoneWorks(bom), refusal(() => bom.createField(hidden))],
    [works, 'made']);

  // phoneMetadata handed in as a DataView (its bytes, not its elements) or as an empty string
  // (none: phone fields wait for loadPhoneMetadata()).
  const text = readFileSync(path.join(dir, 'phone-metadata.txt'));
  const view = new DataView(text.buffer, text.byteOffset, text.byteLength);
  const viewed = await loadInputRules({ base: copy('view'), module: 'all', phoneMetadata: view });
  check('phoneMetadata as a DataView: a phone field works, nothing fetched',
    [phoneWorks(viewed), fetched('view')], [works, 0]);
  const empty = await loadInputRules({ base: copy('empty'), module: 'all', phoneMetadata: '' });
  check('phoneMetadata as an empty string: none, so a phone field throws naming loadPhoneMetadata()',
    refusal(() => empty.createField(spec)).includes('loadPhoneMetadata()'), true);

  check('the main folder: phone-metadata.txt fetched once in all (the phone module by its kinds)',
    count('phone-metadata.txt'), 1);
}
