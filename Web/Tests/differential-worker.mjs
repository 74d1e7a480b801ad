// The WebAssembly side of the differential test (Web/Tests/differential.mjs): `Field.perform`
// on the module behind Web/inputrules.js, in a worker thread. This file is both the runner the
// test uses (JavaScriptRunner, on the main thread) and the worker's code (workerMain, run when
// the file is loaded as a worker).

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

// ---------------------------------------------------------------------------------------------
// JavaScript side, in a worker thread: a script that hangs in the module is cut off after a
// timeout (the worker is terminated), and after any exception (a WebAssembly trap may leave the
// instance's memory inconsistent) the next script gets a fresh worker and instance.

async function workerMain() {
  const { js, wasm, sharedInstance } = workerData;
  let load;
  let rules;
  try {
    const module = await import(pathToFileURL(path.resolve(js)).href);
    if (typeof module.loadInputRules !== 'function') throw new Error(`${js} exports no loadInputRules`);
    const compiled = await WebAssembly.compile(readFileSync(wasm));
    // The message catalogs beside the module (its messages/), handed to the fields that need
    // them at once, so a de_DE field tells German from its first line, as the command does; and
    // libphonenumber's metadata beside it, which a module with the phone kind imports.
    const catalogs = readCatalogs(path.join(path.dirname(path.resolve(wasm)), 'messages'));
    const phoneMetadata = readPhoneMetadata(wasm);
    load = () => module.loadInputRules({ wasm: compiled, catalogs, phoneMetadata });
    rules = await load();
  } catch (error) {
    parentPort.postMessage({ loadError: String(error?.stack ?? error) });
    return;
  }
  let first = true;
  parentPort.on('message', async ({ id, spec, locale, events }) => {
    // A fresh instance for every script (unless --shared-instance), so that a script's result
    // does not depend on the scripts before it and every reproduction stands alone.
    if (!sharedInstance && !first) rules = await load();
    first = false;
    let field;
    try {
      field = rules.createField(spec, { locale });
    } catch (error) {
      parentPort.postMessage({ id, error: `createField threw: ${firstLines(error)}`, message: String(error?.message) });
      return;
    }
    try {
      for (let index = 0; index < events.length; index++) {
        let line;
        try {
          line = JSON.stringify(field.perform(events[index]));
        } catch (error) {
          parentPort.postMessage({ id, index, line: JSON.stringify({ exception: firstLines(error) }) });
          parentPort.postMessage({ id, done: true, threw: true });
          return;
        }
        parentPort.postMessage({ id, index, line });
      }
    } finally {
      try { field.free?.(); } catch { /* a trapped instance is replaced anyway */ }
    }
    parentPort.postMessage({ id, done: true });
  });
  parentPort.postMessage({ ready: true });
}

/** The text of each messages/<tag>.txt by tag; none for a module with every catalog in it. */
function readCatalogs(folder) {
  const catalogs = {};
  if (!existsSync(folder)) return catalogs;
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.txt')) catalogs[name.slice(0, -4)] = readFileSync(path.join(folder, name), 'utf8');
  }
  return catalogs;
}

/**
 * The text of phone-metadata.txt beside the module (scripts/build-wasm.sh writes it there), for
 * loadInputRules's `phoneMetadata`; undefined when there is none (a build that compiles it in).
 */
export function readPhoneMetadata(wasm) {
  const file = path.join(path.dirname(path.resolve(wasm)), 'phone-metadata.txt');
  return existsSync(file) ? readFileSync(file) : undefined;
}

function firstLines(error) {
  return String(error?.stack ?? error).split('\n').slice(0, 3).join(' | ');
}

export class JavaScriptRunner {
  constructor(options) {
    this.options = options;
    this.worker = null;
    this.nextId = 0;
  }

  async start() {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { js: this.options.js, wasm: this.options.wasm, sharedInstance: this.options.sharedInstance },
    });
    await new Promise((resolve, reject) => {
      const onMessage = (message) => {
        worker.off('message', onMessage);
        worker.off('error', reject);
        if (message.loadError) reject(new Error(`loading the module failed: ${message.loadError}`));
        else resolve();
      };
      worker.on('message', onMessage);
      worker.on('error', reject);
    });
    this.worker = worker;
  }

  stop() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
  }

  // {lines} (a line per event, up to the first that threw), or {error} when no field was made;
  // a script still running after the timeout ends with a {"hung": ...} line.
  async run(entry, locale, events) {
    if (!this.worker) await this.start();
    const worker = this.worker;
    const id = ++this.nextId;
    return new Promise((resolve) => {
      const lines = [];
      const finish = (result, restart) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        if (restart) this.stop();
        resolve(result);
      };
      const onMessage = (message) => {
        if (message.id !== id) return;
        if (message.error) finish({ error: message.error, message: message.message }, true);
        else if (message.done) finish({ lines }, !!message.threw);
        else lines[message.index] = message.line;
      };
      const onError = (error) => {
        lines.push(JSON.stringify({ exception: `the worker died: ${firstLines(error)}` }));
        finish({ lines }, true);
      };
      const timer = setTimeout(() => {
        lines.push(JSON.stringify({ hung: `no answer within ${this.options.timeout} s` }));
        finish({ lines }, true);
      }, this.options.timeout * 1000);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ id, spec: entry.spec, locale, events });
    });
  }
}

if (!isMainThread) workerMain();
