// The native side of the differential test (Web/Tests/differential.mjs): a script played
// through `inputrules replay` (events as JSON Lines on standard input, one process per script),
// and the shell command that replays it by hand.

import { spawn } from 'node:child_process';

// ---------------------------------------------------------------------------------------------
// Native side

export function quoteShell(text) {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

function nativeArguments(entry, locale) {
  return ['replay', '--rule', JSON.stringify(entry.spec), '--locale', locale];
}

export function nativeCommand(events, entry, locale) {
  const lines = events.map((event) => quoteShell(JSON.stringify(event))).join(' ');
  return `printf '%s\\n' ${lines} | inputrules ${nativeArguments(entry, locale).map(quoteShell).join(' ')}`;
}

export function runNative(binary, entry, locale, events) {
  return new Promise((resolve) => {
    const child = spawn(binary, nativeArguments(entry, locale), { stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', (error) => resolve({ error: `cannot run ${binary}: ${error.message}` }));
    child.on('close', (status) => {
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8');
      const lines = stdout.split('\n');
      if (lines[lines.length - 1] === '') lines.pop();
      resolve({ status, lines, stderr });
    });
    child.stdin.on('error', () => {});  // the process may exit early on a spec error
    child.stdin.end(events.map((event) => JSON.stringify(event)).join('\n') + '\n');
  });
}
