// The package's declarations against the package (docs/web-package.md): given the folder
// scripts/build-web-package.sh made (it builds nothing),
//
//   1. type-check: Web/package/typecheck/example.ts, a typed use of every part of the API with
//      lines that must fail (`@ts-expect-error`), is compiled with `tsc --noEmit --strict`
//      (Debian's node-typescript, installed with apt-get when missing) in a scratch folder where
//      the package is installed as node_modules/inputrules, so the import resolves through
//      package.json's `exports` to inputrules.d.ts, as in an application;
//   2. the declarations against the module at run time, in node: the package's inputrules.js is
//      imported and its engine loaded as a page loads it (`loadInputRules()`, the module next to
//      the file), and every export, member and key that inputrules.d.ts declares (read with
//      TypeScript's own parser) must exist on the objects the module makes, and the other way
//      round: the exports, `rules`, `Field`, the kinds, the loaded module's description, a
//      field's language, the replay lines of every kind, the locale values, the replay events
//      the engine reads, and each kind's spec keys against the keys the engine knows (which it
//      lists when a spec has an unknown key). `AttachedField` needs a DOM: the browser test
//      (Web/Tests/package_test.py) checks it.
//
// Usage: node Web/Tests/package_check.mjs [--package DIR] [--tsc PATH]
//   (default .build-wasm/package; tsc from PATH). Prints "ok"/"FAIL" lines and a closing
//   "N passed, N failed"; exits 1 when a check failed.

import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const packageDir = resolve(option('--package', join(root, '.build-wasm/package')));
const example = join(root, 'Web/package/typecheck/example.ts');

let passed = 0;
let failed = 0;
function check(description, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${description}${detail ? `: ${detail}` : ''}`);
  return ok;
}
function sameSet(description, declared, seen) {
  const a = [...new Set(declared)].sort();
  const b = [...new Set(seen)].sort();
  const missing = a.filter((name) => !b.includes(name));
  const extra = b.filter((name) => !a.includes(name));
  return check(description, missing.length === 0 && extra.length === 0,
    missing.length || extra.length
      ? `declared but missing: [${missing.join(', ')}]; present but not declared: [${extra.join(', ')}]`
      : a.join(', '));
}

for (const file of ['package.json', 'inputrules.js', 'inputrules.d.ts', 'specs.d.ts', 'inputrules.wasm', 'README.md', 'NOTICE']) {
  if (!existsSync(join(packageDir, file))) {
    console.log(`FAIL setup: ${join(packageDir, file)} is missing (run scripts/build-web-package.sh)`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// 1. The type-check.

/** tsc: --tsc, else from PATH, else Debian's node-typescript installed (sudo when not root). */
function findTsc() {
  const given = option('--tsc');
  if (given) return given;
  const which = () => spawnSync('sh', ['-c', 'command -v tsc'], { encoding: 'utf8' }).stdout.trim();
  if (!which()) {
    const apt = (...words) => {
      const command = process.getuid?.() === 0 ? ['apt-get', ...words] : ['sudo', 'apt-get', ...words];
      console.log(`== ${command.join(' ')}`);
      return spawnSync(command[0], command.slice(1), { stdio: 'inherit' }).status === 0;
    };
    const install = ['install', '-y', '--no-install-recommends', 'node-typescript'];
    if (!apt(...install)) apt('update') && apt(...install);
  }
  return which() || null;
}

// A scratch application with the package installed as node_modules/inputrules (a link, as
// `npm install ./folder` makes), for tsc and for node's own resolution of the package's exports.
const scratch = mkdtempSync(join(tmpdir(), 'inputrules-package-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
writeFileSync(join(scratch, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
mkdirSync(join(scratch, 'node_modules'));
symlinkSync(packageDir, join(scratch, 'node_modules/inputrules'), 'dir');

const tsc = findTsc();
let ts = null;
if (!check('tsc is installed', tsc !== null, tsc ?? 'install node-typescript')) {
  // The runtime checks below need TypeScript's parser too.
} else {
  const version = execFileSync(tsc, ['--version'], { encoding: 'utf8' }).trim();
  // TypeScript's own package, for its parser: tsc is bin/tsc inside it.
  ts = createRequire(import.meta.url)(resolve(dirname(realpathSync(tsc)), '..'));
  {
    cpSync(example, join(scratch, 'example.ts'));
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'node16',
        moduleResolution: 'node16',
        lib: ['es2022', 'dom', 'dom.iterable'],
        types: [],
        skipLibCheck: false,
        exactOptionalPropertyTypes: false,
        noImplicitOverride: true,
        noFallthroughCasesInSwitch: true,
      },
      files: ['example.ts'],
    }));
    const started = Date.now();
    const result = spawnSync(tsc, ['-p', scratch, '--listFiles'], { encoding: 'utf8' });
    const output = `${result.stdout}${result.stderr}`;
    const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
    check(`tsc --noEmit --strict on example.ts with the package as node_modules/inputrules (${version}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      result.status === 0, result.status === 0 ? 'no errors' : `\n${errors.join('\n') || output}`);
    // The import went through the package's exports to its declarations, not elsewhere.
    const declarations = output.split('\n').filter((line) => line.endsWith('inputrules.d.ts'));
    check('the import "inputrules" resolved to the package\'s inputrules.d.ts', declarations.length === 1,
      declarations.join(', ') || 'not among the files tsc read');
    const expected = (readFileSync(example, 'utf8').match(/^\s*\/\/ @ts-expect-error/gm) ?? []).length;
    // Each directive must meet an error (else TS2578); so a clean compile means every one failed.
    check('every line marked @ts-expect-error fails to compile', result.status === 0 && expected >= 2,
      `${expected} such lines`);
  }
}

// ---------------------------------------------------------------------------------------------
// 2. The declarations against the module.

/**
 * The declarations of inputrules.d.ts and the spec types it exports from specs.d.ts: interfaces,
 * classes, functions, type aliases.
 */
function readDeclarations() {
  const sources = ['specs.d.ts', 'inputrules.d.ts'].map((file) => {
    const path = join(packageDir, file);
    return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  });
  const interfaces = new Map();
  const classes = new Map();
  const functions = [];
  const aliases = new Map();
  const exported = (node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const member = (m) => ({
    name: m.name?.getText()?.replace(/^['"]|['"]$/g, ''),
    method: ts.isMethodSignature(m) || ts.isMethodDeclaration(m),
    getter: ts.isGetAccessor(m),
    optional: !!m.questionToken,
    type: m.type?.getText(),
    node: m.type,
  });
  for (const statement of sources.flatMap((source) => source.statements)) {
    if (ts.isInterfaceDeclaration(statement)) {
      interfaces.set(statement.name.text, {
        members: statement.members.filter((m) => m.name).map(member),
        extends: (statement.heritageClauses ?? []).flatMap((c) => c.types.map((t) => t.expression.getText())),
      });
    } else if (ts.isClassDeclaration(statement) && exported(statement)) {
      classes.set(statement.name.text, statement.members.filter((m) => m.name).map(member));
    } else if (ts.isFunctionDeclaration(statement) && exported(statement)) {
      functions.push(statement.name.text);
    } else if (ts.isTypeAliasDeclaration(statement)) {
      aliases.set(statement.name.text, statement.type);
    }
  }
  /** An interface's members with those of the interfaces it extends. */
  const membersOf = (name) => {
    const declaration = interfaces.get(name);
    if (!declaration) throw new Error(`inputrules.d.ts declares no interface ${name}`);
    return [...declaration.extends.flatMap((base) => (interfaces.has(base) ? membersOf(base) : [])), ...declaration.members];
  };
  /** The string literals of a union type alias (`Kind`). */
  const literals = (name) => {
    const type = aliases.get(name);
    const parts = ts.isUnionTypeNode(type) ? type.types : [type];
    return parts.filter(ts.isLiteralTypeNode).map((part) => part.literal.text);
  };
  /** The first key of each object type of a union alias (`ReplayEvent`). */
  const unionKeys = (name) =>
    aliases.get(name).types.map((part) => part.members[0].name.getText());
  /**
   * The string literals a member's type allows, whether the type is a union of literals, an alias
   * of one or an array of either (`{values, array}`); null for any other type.
   */
  const allowed = (node) => {
    let array = false;
    if (node && ts.isTypeOperatorNode(node)) node = node.type;
    if (node && ts.isArrayTypeNode(node)) {
      array = true;
      node = node.elementType;
    }
    if (node && ts.isTypeReferenceNode(node) && aliases.has(node.typeName.getText())) {
      node = aliases.get(node.typeName.getText());
    }
    const parts = node && ts.isUnionTypeNode(node) ? node.types : [node];
    if (!parts.every((part) => part && ts.isLiteralTypeNode(part) && ts.isStringLiteral(part.literal))) return null;
    return { values: parts.map((part) => part.literal.text), array };
  };
  return { interfaces, classes, functions, membersOf, literals, unionKeys, allowed };
}

const names = (members) => members.map((m) => m.name);
const required = (members) => members.filter((m) => !m.optional).map((m) => m.name);

if (ts) {
  const d = readDeclarations();
  // The module as an application imports it: `import ... from 'inputrules'`, resolved by node
  // through package.json's exports, as are the files a page or a bundler asks the package for
  // (a subpath the exports leave out resolves to the error's code).
  writeFileSync(join(scratch, 'probe.mjs'), `export * from 'inputrules';
const resolve = (specifier) => {
  try {
    return import.meta.resolve(specifier);
  } catch (error) {
    return String(error.code ?? error.message);
  }
};
export const resolved = Object.fromEntries(
  ['inputrules', 'inputrules/inputrules.wasm', 'inputrules/package.json', 'inputrules/modules.json',
   'inputrules/inputrules-numbers.wasm', 'inputrules/messages/de.txt', 'inputrules/phone-metadata.txt']
    .map((specifier) => [specifier, resolve(specifier)]));
`);
  const { resolved, ...module } = await import(pathToFileURL(join(scratch, 'probe.mjs')).href);
  const packageURL = pathToFileURL(realpathSync(packageDir)).href;
  for (const [specifier, url] of Object.entries(resolved)) {
    const file = url.replace(/^file:\/\/.*\/node_modules\/inputrules\//, `${packageURL}/`);
    const path = file.startsWith('file:') ? fileURLToPath(file) : null;
    const wanted = specifier === 'inputrules' ? 'inputrules.js' : specifier.slice('inputrules/'.length);
    if (specifier === 'inputrules' || existsSync(join(packageDir, wanted))) {
      check(`"${specifier}" resolves through the package's exports`, path === join(realpathSync(packageDir), wanted) && existsSync(path), url);
    }
  }

  // Exports: the functions and classes declared, each a function.
  const values = [...d.functions, ...d.classes.keys()];
  sameSet('exports of inputrules.js = the values inputrules.d.ts exports', values, Object.keys(module));
  for (const name of values) check(`export ${name} is a function`, typeof module[name] === 'function', typeof module[name]);

  // `rules`, loaded as a page loads it: the module beside inputrules.js. Its phone fields need
  // libphonenumber's metadata, which the package carries beside it (phone-metadata.txt) and a
  // page loads when it makes one.
  const rules = await module.loadInputRules();
  const phonePromise = rules.loadPhoneMetadata?.();
  check('rules.loadPhoneMetadata returns a promise', phonePromise instanceof Promise);
  await phonePromise;
  const rulesMembers = d.membersOf('InputRules');
  sameSet('rules (InputRules): its members', names(rulesMembers), Object.keys(rules));
  for (const m of rulesMembers) {
    if (m.method) check(`rules.${m.name} is a function`, typeof rules[m.name] === 'function', typeof rules[m.name]);
  }
  const promise = rules.loadLanguage?.('en');
  check('rules.loadLanguage returns a promise', promise instanceof Promise);
  await promise;

  // The kinds: the Kind union is the module's list, and each entry has KindInfo's keys.
  sameSet('the Kind union = rules.kinds (the whole module)', d.literals('Kind'), rules.kinds.map((info) => info.kind));
  sameSet('each of rules.kinds has KindInfo\'s keys', names(d.membersOf('KindInfo')),
    [...new Set(rules.kinds.flatMap((info) => Object.keys(info)))]);
  sameSet('LocaleData = the kinds\' localeData values (and none)', d.literals('LocaleData'),
    [...new Set([...rules.kinds.map((info) => info.localeData), 'none'])]);
  if (rules.module !== undefined) {
    sameSet('rules.module has LoadedModule\'s keys', names(d.membersOf('LoadedModule')), Object.keys(rules.module));
  }

  // Field: its prototype's methods and getters, both ways.
  const fieldMembers = d.classes.get('Field');
  const prototype = module.Field.prototype;
  const own = Object.getOwnPropertyNames(prototype).filter((name) => name !== 'constructor');
  sameSet('Field: its methods and properties', names(fieldMembers), own);
  for (const m of fieldMembers) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, m.name);
    if (!descriptor) continue;
    if (m.method) check(`Field.${m.name}() is a method`, typeof descriptor.value === 'function');
    else check(`Field.${m.name} is a getter (read-only)`, typeof descriptor.get === 'function' && !descriptor.set);
  }
  const promises = fieldMembers.filter((m) => /^Promise</.test(m.type ?? ''));

  // Form: its prototype's methods and getters, both ways; its fields and verdicts' keys.
  const formMembers = d.classes.get('Form');
  const formPrototype = module.Form.prototype;
  sameSet('Form: its methods and properties', names(formMembers),
    Object.getOwnPropertyNames(formPrototype).filter((name) => name !== 'constructor'));
  for (const m of formMembers) {
    const descriptor = Object.getOwnPropertyDescriptor(formPrototype, m.name);
    if (!descriptor) continue;
    if (m.method) check(`Form.${m.name}() is a method`, typeof descriptor.value === 'function');
    else check(`Form.${m.name} is a getter (read-only)`, typeof descriptor.get === 'function' && !descriptor.set);
  }
  const form = rules.createForm({ fields: [{ name: 'a', rule: { kind: 'text' }, required: true },
    { name: 'b', label: 'B', rule: { kind: 'text' } }], rules: [{ rule: 'equal', fields: ['a', 'b'] }] },
  { language: 'en' });
  form.field('a').type('x');
  form.field('b').type('y');
  sameSet('a form\'s fields have FormFieldInfo\'s keys', names(d.membersOf('FormFieldInfo')), Object.keys(form.fields[0]));
  sameSet('a field\'s verdict has FormFieldVerdict\'s keys (a broken rule\'s)', names(d.membersOf('FormFieldVerdict')),
    Object.keys(form.fieldVerdict('b')));
  sameSet('a form\'s verdict has FormVerdict\'s keys', names(d.membersOf('FormVerdict')), Object.keys(form.verdict));
  sameSet('a form\'s check has FormCheckVerdict\'s keys', names(d.membersOf('FormCheckVerdict')),
    Object.keys(form.check({ a: 'x' })));
  check('a form\'s promise is a promise', form.ready instanceof Promise);
  form.free();

  // Every kind's example typed: the lines' keys are ReplayLine's (and FieldDetails').
  const lineMembers = d.membersOf('ReplayLine');
  const lineKeys = new Set();
  const clusters = new Intl.Segmenter('en', { granularity: 'grapheme' });
  for (const info of rules.kinds) {
    // An edit of each sort on one field, then the example's keys on a fresh one.
    const edits = rules.createField(info.spec, { locale: 'en-US' });
    const lines = [edits.snapshot(), edits.type('x'), edits.mark('1'), edits.unmark(), edits.commit(),
      edits.setValue(null)];
    edits.free();
    const field = rules.createField(info.spec, { locale: 'en-US' });
    for (const { segment } of clusters.segment(info.keys)) lines.push(field.type(segment));
    lines.push(field.commit());
    for (const line of lines) {
      Object.keys(line).forEach((key) => lineKeys.add(key));
      const missing = required(lineMembers).filter((key) => !(key in line));
      if (missing.length) check(`a ${info.kind} line has ReplayLine's required keys`, false, `missing ${missing.join(', ')}`);
    }
    check(`a ${info.kind} field: typed "${info.keys}", valid`, field.state === 'valid', field.state);
    for (const m of promises) {
      check(`Field.${m.name} is a promise (${info.kind})`, (m.method ? field[m.name]() : field[m.name]) instanceof Promise);
    }
    sameSet(`a ${info.kind} field's language has FieldLanguage's keys`, names(d.membersOf('FieldLanguage')),
      Object.keys(field.language));
    const details = Object.keys(field.details);
    check(`a ${info.kind} field's details are FieldDetails' keys`,
      details.every((key) => names(d.membersOf('FieldDetails')).includes(key)), `[${details.join(', ')}]`);
    check(`a ${info.kind} field's inputMode is an InputMode`, d.literals('InputMode').includes(field.inputMode), field.inputMode);
    field.free();
  }
  sameSet('the replay lines\' keys (every kind) = ReplayLine\'s', names(lineMembers), [...lineKeys]);

  // Locale values.
  const money = rules.resolveLocale({ kind: 'money', currency: 'EUR' }, 'de-DE');
  const all = module.resolveLocale({ kind: 'money', currency: 'EUR' }, 'de-DE');
  sameSet('resolveLocale (no kinds) has LocaleValues\' keys', names(d.membersOf('LocaleValues')), Object.keys(all));
  sameSet('NumberSymbols\' keys', names(d.membersOf('NumberSymbols')), Object.keys(money.currencyNumber ?? {}));
  sameSet('CurrencySymbols\' keys', names(d.membersOf('CurrencySymbols')), Object.keys(money.currency ?? {}));

  // Replay events: the union's keys are the events the engine reads (it lists them when an
  // event is unknown).
  const probe = rules.createField({ kind: 'text' });
  let eventList = [];
  try {
    probe.perform({ tpye: 'a' });
  } catch (error) {
    eventList = [...(/events are one of (.*)$/.exec(error.message)?.[1] ?? '').matchAll(/"(\w+)"/g)].map((m) => m[1]);
  }
  probe.free();
  sameSet('ReplayEvent = the events the engine reads', d.unionKeys('ReplayEvent'), eventList);

  // Spec keys, kind by kind: the engine lists the keys it knows when a spec has an unknown one.
  const knownKeys = (spec) => {
    try {
      rules.createField(spec).free();
      return null;
    } catch (error) {
      const list = /known keys: (.*)$/.exec(error.message)?.[1];
      return list ? [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]) : null;
    }
  };
  const specInterfaces = [...d.interfaces.keys()].filter((name) =>
    d.membersOf(name).some((m) => m.name === 'kind' && /^'/.test(m.type ?? '')));
  const declaredKinds = [];
  for (const name of specInterfaces) {
    const members = d.membersOf(name);
    const kind = members.find((m) => m.name === 'kind').type.replace(/'/g, '');
    declaredKinds.push(kind);
    const engine = knownKeys({ kind, 'inputrules-no-such-key': 1 });
    if (!check(`${name}: the engine lists the keys of kind "${kind}"`, engine !== null)) continue;
    const declared = names(members);
    // The common keys a fixed-length kind refuses are read by the engine, then refused by the
    // kind: left out of its type, as long as the engine indeed refuses them.
    const left = engine.filter((key) => !declared.includes(key));
    for (const key of left) {
      let message = '';
      try {
        rules.createField({ ...(rules.kinds.find((k) => k.kind === kind)?.spec ?? { kind }), [key]: key === 'lengthUnit' ? 'utf8' : 1 }).free();
      } catch (error) {
        message = error.message;
      }
      check(`${name}: "${key}", which the type leaves out, is refused by the engine`,
        ['maxLength', 'lengthUnit'].includes(key) && /does not apply|counts "maxLength"/.test(message), message || 'accepted');
    }
    sameSet(`${name}: the declared keys are the engine's`, declared, engine.filter((key) => declared.includes(key) || !['maxLength', 'lengthUnit'].includes(key)));
    // Each key whose type is a set of strings allows the values the engine takes: a value it
    // does not take is refused with the list of those it does.
    const example = rules.kinds.find((k) => k.kind === kind)?.spec ?? { kind };
    for (const m of members) {
      const values = m.name === 'kind' ? null : d.allowed(m.node);
      if (!values) continue;
      const bogus = 'inputrules-no-such-value';
      const spec = { ...example, [m.name]: values.array ? [bogus] : bogus };
      if (m.name === 'lengthUnit') spec.maxLength = 10;
      let message = '';
      try {
        rules.createField(spec).free();
      } catch (error) {
        message = error.message;
      }
      const list = /(?:must be|one of)\s+(.*), got /.exec(message)?.[1];
      const engineValues = list ? [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]) : [];
      sameSet(`${name}.${m.name}: the declared values are the ones the engine takes`, values.values,
        engineValues.length ? engineValues : [`(no list in: ${message || 'accepted'})`]);
    }
  }
  sameSet('RuleSpec\'s kinds = the Kind union', declaredKinds, d.literals('Kind'));
  const notation = knownKeys({ kind: 'mask', format: '[0]', notations: { x: { characters: 'a', 'inputrules-no-such-key': 1 } } });
  sameSet('MaskNotation: the declared keys are the engine\'s', names(d.membersOf('MaskNotation')), notation ?? []);
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
