#!/usr/bin/env python3
"""The package's README example, run in headless Chromium (docs/web-package.md).

Builds nothing: given the folder scripts/build-web-package.sh made (.build-wasm/package), it
serves a page laid out as an application that installed the package (the package at
/node_modules/inputrules/, as `npm install` puts it) from a local http.server that sends .wasm as
application/wasm, and runs the README's example in it. The example is the first ```html block of
the package's README.md, read from the built folder, so the README cannot drift from what works:

  - the page loads with no uncaught error or rejected promise, and the example's field is
    attached (its live region is there, `inputmode` set);
  - the keys of the README's sentence "Typing `KEYS` shows `TEXT`" are typed into the field with
    real key events: the field shows TEXT (its no-break spaces read as spaces), and each key's
    `inputrules` event carries the line the element shows;
  - a letter is refused: the text stays, the event says `accepted: false`, and the live region
    tells the reason;
  - the object `rules.attach` returns has exactly the members inputrules.d.ts declares for
    `AttachedField` (read simply from its `export interface AttachedField` block), methods as
    functions, and its `ready` and `setLanguage` promises when declared so;
  - the object `rules.attachForm` returns has exactly `AttachedForm`'s members, likewise;
  - a phone field works once `rules.loadPhoneMetadata()` fetched the package's
    phone-metadata.txt, which the example (no phone field) did not fetch.

Chromium is driven through the DevTools protocol with the repository's client,
Web/Tests/devtools.py. Prints "ok"/"FAIL" lines and a closing "N passed, N failed"; exits 1 when
a check failed. Chromium and the server are always stopped; a watchdog ends the test after
--deadline seconds.

Usage: python3 Web/Tests/package_test.py [--package DIR] [--chromium PATH] [--deadline SECONDS]
       [--verbose]
Python 3 standard library only.
"""

import argparse
import http.server
import json
import os
import re
import shutil
import sys
import tempfile
import threading
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ next to the sources for the import below
from devtools import CDPError, Chromium, Page  # noqa: E402 (Web/Tests/devtools.py)

ROOT = Path(__file__).resolve().parents[2]
PACKAGE_PATH = "/node_modules/inputrules/"

# Runs before the example: records what goes wrong and every `inputrules` event (they bubble).
PROBE = """<script>
  window.pageErrors = [];
  window.inputrulesEvents = [];
  addEventListener('error', (e) => pageErrors.push(String(e.message || e.error)));
  addEventListener('unhandledrejection', (e) => pageErrors.push('unhandled rejection: ' + String(e.reason)));
  document.addEventListener('inputrules', (e) => inputrulesEvents.push(e.detail));
</script>
"""


def spaced(text):
    """Text with its no-break spaces as plain ones: the README writes `1.234,5 €` with a plain
    space where the field shows the locale's U+00A0 (or U+202F)."""
    return re.sub("[\u00a0\u202f]", " ", text)


def readme_example(readme):
    """The first ```html block of the README, and the sentence's keys and text."""
    text = readme.read_text(encoding="utf-8")
    block = re.search(r"^```html\n(.*?)^```", text, re.S | re.M)
    claim = re.search(r"Typing `([^`]+)` shows `([^`]+)`", text)
    return (block.group(1) if block else None), (claim.groups() if claim else None)


def serve(package_dir, page):
    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".wasm": "application/wasm", ".js": "text/javascript",
                          ".json": "application/json", ".txt": "text/plain; charset=utf-8",
                          ".html": "text/html; charset=utf-8"}

        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(package_dir), **kwargs)

        def do_GET(self):
            path = self.path.split("?", 1)[0]
            if path in ("/", "/index.html"):
                body = page.encode("utf-8")
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            if not path.startswith(PACKAGE_PATH):
                self.send_error(404)
                return
            super().do_GET()

        def translate_path(self, path):
            # /node_modules/inputrules/x → the package's x
            return super().translate_path("/" + path.split("?", 1)[0][len(PACKAGE_PATH):])

        def end_headers(self):
            self.send_header("Cache-Control", "no-store")
            super().end_headers()

        def log_message(self, format, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def declared_members(declarations, interface):
    """The members of `export interface NAME { ... }`: {name: 'method' | 'property'}, and the
    names whose type is a promise (a property) or returns one (a method)."""
    block = re.search(r"^export interface " + interface + r" \{\n(.*?)^\}", declarations, re.S | re.M)
    if not block:
        return None, set()
    members, promises = {}, set()
    for match in re.finditer(r"^  (?:readonly )?(\w+)(\??)(\(|:)(.*)$", block.group(1), re.M):
        name, _, opener, rest = match.groups()
        members[name] = "method" if opener == "(" else "property"
        if re.search(r"(^|\): )\s*Promise<", rest.strip()):
            promises.add(name)
    return members, promises


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def expect(self, description, expected, seen):
        self.check(description, expected == seen,
                   json.dumps(seen, ensure_ascii=False) if expected == seen else
                   f"expected {json.dumps(expected, ensure_ascii=False)}, saw {json.dumps(seen, ensure_ascii=False)}")

    def check(self, description, ok, detail=""):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
        print(f"{'ok  ' if ok else 'FAIL'} {description}{': ' + str(detail) if detail else ''}", flush=True)
        return ok


def run(page, checks, claim, declarations):
    page.wait_for("window.pageErrors.length > 0 || !!document.querySelector('[data-inputrules-live]')", timeout=20)
    errors = page.evaluate("window.pageErrors")
    checks.expect("the example runs without an uncaught error", [], errors)
    if errors:
        return
    field = page.evaluate("""(() => {
        const live = document.querySelector('[data-inputrules-live]');
        const input = live.previousElementSibling;
        if (!input.id) input.id = 'inputrules-example-field';
        return { id: input.id, tag: input.localName, inputMode: input.getAttribute('inputmode'),
                 value: input.value };
    })()""")
    checks.check("the example's field is attached (live region after it, inputmode set)",
                 field["tag"] in ("input", "textarea") and bool(field["inputMode"]),
                 f"<{field['tag']} id={field['id']}> inputmode={field['inputMode']}")
    field_id = field["id"]
    element = f"document.getElementById({json.dumps(field_id)})"

    if checks.check("the README says what typing shows (\"Typing `KEYS` shows `TEXT`\")", claim is not None, claim):
        keys, shown = claim
        page.click(field_id)
        page.wait_for(f"document.activeElement === {element}")
        before = page.evaluate("window.inputrulesEvents.length")
        page.type_keys(keys)
        page.wait_for(f"window.inputrulesEvents.length >= {before + len(keys)}", timeout=10)
        state = page.evaluate(f"""(() => {{
            const events = window.inputrulesEvents;
            const last = events[events.length - 1];
            return {{ value: {element}.value, last, count: events.length }};
        }})()""")
        checks.expect(f"typing {keys!r} shows (no-break spaces as spaces)", shown, spaced(state["value"]))
        checks.expect("one inputrules event per key", before + len(keys), state["count"])
        checks.expect("the last event's line is what the element shows", state["value"], state["last"]["text"])
        checks.check("the last event's line is accepted, with a state and a value",
                     state["last"]["accepted"] is True and state["last"]["state"] in ("incomplete", "valid"),
                     json.dumps(state["last"], ensure_ascii=False))

        before = page.evaluate("window.inputrulesEvents.length")
        page.type_keys("x")
        page.wait_for(f"window.inputrulesEvents.length > {before}", timeout=10)
        refused = page.evaluate(f"""(() => {{
            const events = window.inputrulesEvents;
            const live = document.querySelector('[data-inputrules-live]');
            return {{ value: {element}.value, last: events[events.length - 1],
                      live: live.textContent.trim(), lang: live.getAttribute('lang') }};
        }})()""")
        checks.expect("a letter is refused: the text stays", state["value"], refused["value"])
        checks.check("the refusal's event says accepted: false, with a reason",
                     refused["last"]["accepted"] is False and bool(refused["last"].get("reason")),
                     json.dumps(refused["last"], ensure_ascii=False))
        checks.check("the live region tells the reason", refused["live"] != "" and
                     refused["live"].strip() == refused["last"].get("message", "").strip(),
                     f"{refused['live']!r} (lang {refused['lang']})")

    # The attachment against the declarations: attach a field the way the example does.
    members, promises = declared_members(declarations, "AttachedField")
    if not checks.check("inputrules.d.ts declares AttachedField", members is not None):
        return
    seen = page.evaluate("""(async () => {
        const { loadInputRules } = await import('inputrules');
        const rules = await loadInputRules();
        const input = document.createElement('input');
        document.body.append(input);
        const attached = rules.attach(input, { kind: 'text' });
        const members = {};
        for (const name of Object.getOwnPropertyNames(attached)) {
          const descriptor = Object.getOwnPropertyDescriptor(attached, name);
          members[name] = typeof descriptor.value === 'function' ? 'method' : 'property';
        }
        const promises = [];
        if (attached.ready instanceof Promise) promises.push('ready');
        if (attached.setLanguage('de') instanceof Promise) promises.push('setLanguage');
        attached.detach();
        input.remove();
        return { members, promises };
    })()""", await_promise=True)
    missing = sorted(set(members) - set(seen["members"]))
    extra = sorted(set(seen["members"]) - set(members))
    checks.check("rules.attach(...) has AttachedField's members, no more",
                 not missing and not extra,
                 f"declared but missing: {missing}; present but not declared: {extra}" if missing or extra
                 else ", ".join(sorted(members)))
    kinds = {name: seen["members"][name] for name in members if name in seen["members"]}
    checks.expect("AttachedField's methods are functions, its properties values",
                  {name: members[name] for name in kinds}, kinds)
    checks.expect("AttachedField's promises are promises", sorted(promises & set(seen["members"])),
                  sorted(seen["promises"]))

    # The form attachment against the declarations: a form of two text fields, attached.
    members, promises = declared_members(declarations, "AttachedForm")
    if not checks.check("inputrules.d.ts declares AttachedForm", members is not None):
        return
    seen = page.evaluate("""(async () => {
        const { loadInputRules } = await import('inputrules');
        const rules = await loadInputRules();
        const element = document.createElement('form');
        element.innerHTML = '<input name="a"><input name="b">';
        document.body.append(element);
        const attached = rules.attachForm(element, {
          fields: [{ name: 'a', rule: { kind: 'text' }, required: true }, { name: 'b', rule: { kind: 'text' } }],
          rules: [{ rule: 'equal', fields: ['a', 'b'] }] });
        const members = {};
        for (const name of Object.getOwnPropertyNames(attached)) {
          const descriptor = Object.getOwnPropertyDescriptor(attached, name);
          members[name] = typeof descriptor.value === 'function' ? 'method' : 'property';
        }
        const promises = attached.ready instanceof Promise ? ['ready'] : [];
        const verdict = [attached.valid, attached.firstToFix, Object.keys(attached.fields)];
        attached.detach();
        element.remove();
        return { members, promises, verdict };
    })()""", await_promise=True)
    missing = sorted(set(members) - set(seen["members"]))
    extra = sorted(set(seen["members"]) - set(members))
    checks.check("rules.attachForm(...) has AttachedForm's members, no more", not missing and not extra,
                 f"declared but missing: {missing}; present but not declared: {extra}" if missing or extra
                 else ", ".join(sorted(members)))
    kinds = {name: seen["members"][name] for name in members if name in seen["members"]}
    checks.expect("AttachedForm's methods are functions, its properties values",
                  {name: members[name] for name in kinds}, kinds)
    checks.expect("AttachedForm's promises are promises, its verdict the form's",
                  [sorted(promises & set(seen["members"])), [False, "a", ["a", "b"]]],
                  [sorted(seen["promises"]), seen["verdict"]])

    # A phone field: libphonenumber's metadata is a file of the package, fetched from beside the
    # module (once) when the page asks for it, not by the example, which makes no phone field.
    phone = page.evaluate("""(async () => {
        const fetched = async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
                .filter((path) => path.endsWith('/phone-metadata.txt'));
        };
        const { loadInputRules } = await import('inputrules');
        const rules = await loadInputRules();
        const before = await fetched();
        await rules.loadPhoneMetadata();
        const field = rules.createField({ kind: 'phone', region: 'DE' }, { locale: 'de-DE' });
        field.type('015123456789');
        const seen = [field.text, field.state];
        field.free();
        return { before, seen, after: await fetched() };
    })()""", await_promise=True)
    checks.expect("a phone field once rules.loadPhoneMetadata() fetched the package's phone-metadata.txt "
                  "(not fetched before)",
                  {"before": [], "seen": ["01512 3456789", "valid"],
                   "after": [PACKAGE_PATH + "phone-metadata.txt"]}, phone)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--package", default=str(ROOT / ".build-wasm" / "package"))
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    parser.add_argument("--deadline", type=float, default=90)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()

    package_dir = Path(args.package)
    checks = Checks()
    for name in ("package.json", "inputrules.js", "inputrules.d.ts", "inputrules.wasm", "README.md"):
        if not (package_dir / name).exists():
            checks.check("setup", False, f"{package_dir / name} is missing (run scripts/build-web-package.sh)")
            print("0 passed, 1 failed")
            return 1
    block, claim = readme_example(package_dir / "README.md")
    if not checks.check("the README has an ```html example", block is not None):
        print(f"{checks.passed} passed, {checks.failed} failed")
        return 1
    page_html = f"<!doctype html>\n<meta charset=\"utf-8\">\n<title>README example</title>\n{PROBE}{block}"
    declarations = (package_dir / "inputrules.d.ts").read_text(encoding="utf-8")

    server = browser = None
    log_path = Path(tempfile.gettempdir()) / f"inputrules-package-chromium-{os.getpid()}.log"

    def watchdog():
        print(f"FAIL the package test took longer than {args.deadline} s; stopping", flush=True)
        print(f"{checks.passed} passed, {checks.failed + 1} failed", flush=True)
        if browser is not None:
            browser.kill()
            shutil.rmtree(browser.user_data_dir, ignore_errors=True)
        if server is not None:
            server.server_close()
        os._exit(1)

    timer = threading.Timer(args.deadline, watchdog)
    timer.daemon = True
    timer.start()
    try:
        server = serve(package_dir, page_html)
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        browser = Chromium(args.chromium, log_path, verbose=args.verbose)
        version = browser.call("Browser.getVersion", timeout=30)
        print(f"package test: {version.get('product')}, the README's example at {url} "
              f"with {package_dir} at {PACKAGE_PATH}", flush=True)
        page = Page(browser)
        page.navigate(url)
        run(page, checks, claim, declarations)
    except (CDPError, OSError) as error:
        checks.check("driving the page", False, error)
    finally:
        timer.cancel()
        if browser is not None:
            browser.close()
        if server is not None:
            server.shutdown()
            server.server_close()
    if checks.failed:
        print(f"(Chromium's log: {log_path})")
    else:
        log_path.unlink(missing_ok=True)
    print(f"{checks.passed} passed, {checks.failed} failed", flush=True)
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
