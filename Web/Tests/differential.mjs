#!/usr/bin/env node
// Differential test: the WebAssembly engine behind Web/inputrules.js against the native
// `inputrules replay` command.
//
// For each rule spec of the handwritten table (differential-specs.mjs), and for each kind the
// module lists (`rules.kinds`, from the engine's registry), seeded random edit scripts (typing,
// pastes, raw replacements, Backspace/Delete, selections, input-method composition, commits and
// set values, with out-of-range offsets and characters of many scripts) are played on a fresh
// field both ways: through `inputrules replay --rule SPEC --locale L` (events as JSON Lines on
// standard input, one process per script) and through `Field.perform(event)` of a field made by
// `rules.createField(spec, {locale: L})`. Every line must be equal as parsed JSON, key order
// included. On the first mismatch the spec, locale, seed, event index, a ready-to-run native
// command, a shortened script that still disagrees and both lines are printed, and the exit
// status is 1. Before the scripts, 30 bad specs must be refused by both with the same message.
// A kind's scenarios start by typing its example's keys into its example spec, one grapheme
// cluster per event, which must leave the field valid; script 0 stops there, the others go on
// with a few random edits. A kind of the module's list without any scenario (handwritten or
// generated) fails the run, so a new kind cannot go untested.
// The wasm side runs in a worker thread on a fresh instance per script, so a script that hangs
// is cut off (--timeout) and a trap cannot leak into the next script.
//
// Usage:
//   node Web/Tests/differential.mjs [--seed N] [--scripts N] [--events N] [--only NAME]
//       [--native PATH] [--wasm PATH] [--js PATH] [--jobs N] [--keep-going]
//       [--timeout S] [--shared-instance] [--requested-locales] [--probe-locales L1,L2] [--strict]
//
//   --seed N       master seed (default: $DIFFERENTIAL_SEED, else random; always printed)
//   --scripts N    scripts per handwritten spec (default 30: 20 specs x 30 = 600 scripts);
//                  a kind's generated scenario gets a sixth of it (5 by default), at least 2
//   --events N     events per script (default 40)
//   --only NAME    run only the specs whose name contains NAME
//   --native PATH  the `inputrules` executable (default: $INPUTRULES_BIN, else
//                  .build-tests/debug/inputrules, else .build/debug/inputrules)
//   --wasm PATH    the module (default .build-wasm/inputrules.wasm); the message catalogs are
//                  read from messages/ beside it, and the phone metadata from
//                  phone-metadata.txt beside it. A module built with some kinds only
//                  (inputrules-<name>.wasm) runs the handwritten specs, bad specs and locale
//                  probes of its kinds, and its kinds' scenarios
//   --js PATH      the ES module (default Web/inputrules.js)
//   --jobs N       native processes running at once (default 2)
//   --timeout S    seconds a script may take in the wasm field before it counts as hung (10)
//   --keep-going   report the first mismatch of every spec instead of stopping at the first
//   --shared-instance  play all scripts on one WebAssembly instance (as a page with many fields
//                  does) instead of a fresh instance per script; results may then depend on
//                  the scripts before
//   --requested-locales  run ja_JP for the JPY spec (see "Locales" below) instead of en_US
//   --probe-locales L1,L2,...  the locales of the locale probe (default: the table's)
//   --strict       a documented difference (a spec marked `known`, such as the wasm build's
//                  32-bit integers) fails the run too; without it, it is reported as KNOWN
//
// Script k of spec s uses the seed derived from (master seed, s's name, k), so `--seed N --only
// NAME` replays the same scripts for NAME as the full run did.
//
// Locales: both sides get the same locale identifier; the native command resolves its symbols
// from Foundation's CLDR data, the JavaScript from Intl's (node's ICU). Before the scripts, a
// locale probe formats a few values in every locale the table uses, and in ja_JP for JPY, and
// prints where the two show different text. Known difference: for JPY in ja_JP, Foundation
// writes the yen sign U+00A5 "¥" and Intl (ICU 78 / CLDR 48) the full-width U+FFE5 "￥", so the
// JPY spec runs in en_US, where both write "¥"; `--requested-locales` runs it in ja_JP.
// A wider probe (`--probe-locales`, 28 locales, node 20 with ICU 78.2 / CLDR 48) found these
// other differences, all locale data, none in the engine: de_CH groups with U+2019 in
// Foundation and U+0027 in Intl; de_AT groups plain numbers with "." in Foundation and U+00A0
// in Intl; fr_CH writes amounts "-€ 1 234 567,50" in Foundation and "-1 234 567.50 €" in Intl;
// ar_SA's short date is "29 02، 2024" in Foundation and "29/02/2024" in Intl. en_US, de_DE,
// ja_JP (but for JPY), fr_FR, es_ES, it_IT, pt_BR, nl_NL, sv_SE, pl_PL, ru_RU, tr_TR, hi_IN,
// en_IN, ar_EG, fa_IR, he_IL, zh_CN, zh_TW, ko_KR, th_TH, bg_BG, en_GB and en_001 agree.
// Chromium 156's Intl formats ja-JP JPY, de-CH and de-AT as node's does.

// This file is the runner: the options, then the checks and the scripts in order, and the
// report. The rest of the test is in the modules beside it: differential-specs.mjs (the
// handwritten specs, the kinds' scenarios, the bad specs), differential-events.mjs (the seeded
// random edit scripts), differential-native.mjs (`inputrules replay`), differential-worker.mjs
// (the wasm field in a worker thread) and differential-compare.mjs (comparing lines, shortening
// a script, the locale probe, the spec errors).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { compareScript, firstDifference, localeProbe, normalizedNativeLine, shorten, specErrors }
  from './differential-compare.mjs';
import { nativeCommand, quoteShell, runNative } from './differential-native.mjs';
import { badSpecs, exampleProblem, kindScenarios, scenarioScripts, specTable }
  from './differential-specs.mjs';
import { JavaScriptRunner, readPhoneMetadata } from './differential-worker.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// ---------------------------------------------------------------------------------------------
// Options

function parseOptions(argv) {
  const options = {
    seed: process.env.DIFFERENTIAL_SEED ?? null,
    scripts: 30,
    events: 40,
    only: null,
    native: process.env.INPUTRULES_BIN ?? null,
    wasm: path.join(root, '.build-wasm', 'inputrules.wasm'),
    js: path.join(root, 'Web', 'inputrules.js'),
    jobs: 2,
    timeout: 10,
    keepGoing: false,
    sharedInstance: false,
    probeLocales: null,
    strict: false,
    requestedLocales: false,
  };
  for (let i = 2; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${arg} needs a value`);
      return argv[++i];
    };
    switch (arg) {
      case '--seed': options.seed = value(); break;
      case '--scripts': options.scripts = positive(arg, value()); break;
      case '--events': options.events = positive(arg, value()); break;
      case '--only': options.only = value(); break;
      case '--native': options.native = value(); break;
      case '--wasm': options.wasm = value(); break;
      case '--js': options.js = value(); break;
      case '--jobs': options.jobs = positive(arg, value()); break;
      case '--timeout': options.timeout = positive(arg, value()); break;
      case '--keep-going': options.keepGoing = true; break;
      case '--shared-instance': options.sharedInstance = true; break;
      case '--strict': options.strict = true; break;
      case '--probe-locales': options.probeLocales = value().split(',').filter(Boolean); break;
      case '--requested-locales': options.requestedLocales = true; break;
      case '-h': case '--help':
        process.stdout.write(helpText());
        process.exit(0);
      default: usage(`unknown argument ${arg}`);
    }
  }
  if (options.seed === null || options.seed === '') {
    options.seed = String(Math.floor(Math.random() * 0x100000000));
  }
  if (!/^\d+$/.test(options.seed)) usage(`--seed must be a non-negative integer, got ${options.seed}`);
  options.seed = Number(BigInt(options.seed) % 0x100000000n);
  if (options.native === null) {
    options.native = [
      path.join(root, '.build-tests', 'debug', 'inputrules'),
      path.join(root, '.build', 'debug', 'inputrules'),
    ].find((candidate) => existsSync(candidate)) ?? 'inputrules';
  }
  return options;
}

// The comment block at the top of this file.
function helpText() {
  const lines = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1);
  const end = lines.findIndex((line) => !line.startsWith('//'));
  return lines.slice(0, end).map((line) => line.slice(3)).join('\n') + '\n';
}

function positive(name, text) {
  if (!/^\d+$/.test(text) || Number(text) < 1) usage(`${name} must be a positive integer`);
  return Number(text);
}

function usage(message) {
  process.stderr.write(`differential: ${message} (see --help)\n`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const options = parseOptions(process.argv);
  const started = Date.now();
  console.log(`differential: seed ${options.seed} (rerun with --seed ${options.seed}), ` +
    `${options.scripts} scripts x ${options.events} events per spec`);
  console.log(`differential: native ${options.native}, module ${options.wasm}, ${options.js}`);
  const rules = new JavaScriptRunner(options);
  await rules.start();

  // The module's kinds, read in this thread too (the worker plays the scripts); each kind's
  // example is typed here, the phone kind's with the metadata beside the module.
  const entryModule = await import(pathToFileURL(path.resolve(options.js)).href);
  const loaded = await entryModule.loadInputRules({
    wasm: readFileSync(options.wasm), phoneMetadata: readPhoneMetadata(options.wasm),
  });
  if (!Array.isArray(loaded.kinds) || loaded.kinds.length === 0) {
    console.log(`FAIL kinds: the module lists no kinds (rules.kinds is ${JSON.stringify(loaded.kinds)})`);
    rules.stop();
    process.exit(1);
  }
  const kindTable = kindScenarios(loaded);
  // A module built with some kinds only (inputrules-<name>.wasm) runs the handwritten specs and
  // bad specs of its kinds: the command, with every kind, refuses no kind, and names them all
  // in its message for an unknown kind or a spec without one.
  const moduleKinds = new Set(loaded.kinds.map((info) => info.kind));
  const partial = specTable.some((entry) => !moduleKinds.has(entry.spec.kind));
  const handwrittenSpecs = partial ? specTable.filter((entry) => moduleKinds.has(entry.spec.kind)) : specTable;
  const refusedSpecs = partial ? badSpecs.filter((spec) => moduleKinds.has(spec.kind)) : badSpecs;
  if (partial) {
    console.log(`differential: the module registers ${[...moduleKinds].join(', ')} only: ` +
      `${handwrittenSpecs.length} of ${specTable.length} handwritten specs, ` +
      `${refusedSpecs.length} of ${badSpecs.length} bad specs`);
  }
  const scenarios = [...handwrittenSpecs, ...kindTable];
  let failures = 0;
  const covered = new Set(scenarios.map((entry) => entry.spec.kind));
  const uncovered = loaded.kinds.filter((info) => !covered.has(info.kind)).map((info) => info.kind);
  const handwritten = new Set(specTable.map((entry) => entry.spec.kind));
  if (uncovered.length > 0) {
    console.log(`FAIL kinds: no scenario for ${uncovered.join(', ')} of the module's kinds`);
    failures++;
  } else {
    const generatedOnly = loaded.kinds.filter((info) => !handwritten.has(info.kind)).map((info) => info.kind);
    console.log(`ok   kinds: each of the module's ${loaded.kinds.length} kinds has a scenario` +
      (generatedOnly.length > 0 ? ` (only a generated one: ${generatedOnly.join(', ')})` : ''));
  }

  const table = scenarios
    .filter((entry) => options.only === null || entry.name.includes(options.only))
    .map((entry) => ({
      ...entry,
      locale: options.requestedLocales && entry.requestedLocale ? entry.requestedLocale : entry.locale,
    }));
  if (table.length === 0) usage(`no spec name contains ${options.only}`);

  const locales = options.probeLocales ?? [...new Set(scenarios
    .flatMap((entry) => [entry.locale, entry.requestedLocale]).filter(Boolean))].sort();
  const differences = await localeProbe(options.native, rules, locales, partial ? moduleKinds : null);
  if (differences.length === 0) {
    console.log(`locale probe: native and wasm show the same numbers, amounts and dates in ${locales.join(', ')}`);
  } else {
    console.log(`locale probe: native (Foundation) and wasm (Intl) show different text in ${differences.length} case(s):`);
    for (const line of differences) console.log(line);
  }

  const specProblems = await specErrors(options.native, rules, refusedSpecs);
  if (specProblems.length === 0) {
    console.log(`ok   spec errors: ${refusedSpecs.length} specs refused with the same message by both`);
  } else {
    console.log(`FAIL spec errors: ${specProblems.length} of ${refusedSpecs.length} bad specs differ:`);
    for (const line of specProblems) console.log(line);
    failures++;
  }
  let scripts = 0;
  let events = 0;
  let knownDifferences = 0;
  for (const entry of table) {
    const queue = scenarioScripts(entry, options);
    // Native processes run `jobs` at a time, ahead of the comparisons.
    const pending = queue.map(() => null);
    let next = 0;
    const launch = () => {
      while (next < queue.length && next - done < options.jobs) {
        const item = queue[next];
        pending[next] = runNative(options.native, entry, entry.locale, item.events);
        next++;
      }
    };
    let done = 0;
    let specFailed = false;
    launch();
    for (const item of queue) {
      const native = await pending[item.k];
      done++;
      launch();
      if (native.error || native.stderr.trim() !== '' || native.status !== 0) {
        console.log(`FAIL ${entry.name}: the native command failed on script ${item.k} (seed ${item.seed}): ` +
          `${native.error ?? `status ${native.status}: ${native.stderr.trim()}`}`);
        console.log(`  ${nativeCommand(item.events, entry, entry.locale)}`);
        failures++;
        specFailed = true;
        break;
      }
      const problem = exampleProblem(entry, native);
      if (problem !== null) {
        console.log(`FAIL ${entry.name}: ${problem}`);
        console.log(`  ${nativeCommand(entry.prefix, entry, entry.locale)}`);
        failures++;
        specFailed = true;
        break;
      }
      const javascript = await rules.run(entry, entry.locale, item.events);
      scripts++;
      if (javascript.error) {
        console.log(`FAIL ${entry.name} (${entry.locale}): ${javascript.error}`);
        failures++;
        specFailed = true;
        break;
      }
      const index = firstDifference(native, javascript, item.events.length);
      events += index < 0 ? item.events.length : index + 1;
      if (index < 0) continue;
      const known = entry.known !== undefined && !options.strict;
      if (known) knownDifferences++;
      else failures++;
      specFailed = true;
      const prefix = item.events.slice(0, index + 1);
      console.log(known ? `KNOWN ${entry.name}: a documented difference (${entry.known}); --strict fails on it`
        : `FAIL ${entry.name}`);
      console.log(`  spec:   ${JSON.stringify(entry.spec)}`);
      console.log(`  locale: ${entry.locale}`);
      console.log(`  seed:   ${options.seed} (script ${item.k}, script seed ${item.seed}; rerun: ` +
        `node Web/Tests/differential.mjs --seed ${options.seed} --only ${quoteShell(entry.name)}` +
        `${options.requestedLocales ? ' --requested-locales' : ''}${options.sharedInstance ? ' --shared-instance' : ''}` +
        `${options.strict ? ' --strict' : ''}${options.scripts > 30 ? ` --scripts ${options.scripts}` : ''}` +
        `${options.events !== 40 ? ` --events ${options.events}` : ''})`);
      console.log(`  event ${index}: ${JSON.stringify(item.events[index])}`);
      console.log(`  native: ${normalizedNativeLine(native.lines[index] ?? 'missing')}`);
      console.log(`  wasm:   ${javascript.lines[index] ?? 'missing'}`);
      console.log(`  events 0...${index}:`);
      console.log(`    ${nativeCommand(prefix, entry, entry.locale)}`);
      const short = await shorten(options.native, rules, entry, entry.locale, item.events, index);
      const result = await compareScript(options.native, rules, entry, entry.locale, short);
      if (result.index >= 0 && short.length < prefix.length) {
        console.log(`  shortened to ${short.length} event(s), differing at event ${result.index}:`);
        console.log(`    ${nativeCommand(short, entry, entry.locale)}`);
        console.log(`    native: ${result.native}`);
        console.log(`    wasm:   ${result.javascript}`);
      }
      break;
    }
    if (!specFailed) {
      console.log(`ok   ${entry.name} (${entry.locale}): ${queue.length} scripts`);
    }
    if (failures > 0 && !options.keepGoing) break;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures > 0) {
    console.log(`differential: FAILED (${failures} failure(s); ${scripts} scripts, ` +
      `${events} events compared; seed ${options.seed}; ${seconds} s)`);
    rules.stop();
    process.exit(1);
  }
  const knownNote = knownDifferences > 0 ? `, but for ${knownDifferences} documented difference(s)` : '';
  console.log(`differential: ok, ${scripts} scripts, ${events} events, native and wasm agree${knownNote} ` +
    `(seed ${options.seed}; ${seconds} s)`);
  rules.stop();
}

main().catch((error) => {
  console.error(`differential: ${error?.stack ?? error}`);
  process.exit(1);
});
