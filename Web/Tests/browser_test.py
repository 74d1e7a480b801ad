#!/usr/bin/env python3
"""Browser test: fields attached with Web/inputrules.js, driven by real input in headless Chromium.

Starts Debian's headless Chromium with the DevTools protocol on a pipe (the client is
Web/Tests/devtools.py; this file holds the scenarios), serves the web directory (index.html,
inputrules.js and the modules it imports, inputrules.wasm, phone-metadata.txt, made by
scripts/build-web-demo.sh) with Web/Tests/fixture.html next to it from a local http.server on a free port, and drives the
fixture's fields with key events, text insertion, an input-method composition, a clipboard paste
and undo/redo shortcuts. Results are read back with Runtime.evaluate (the value, the
selection, aria-invalid, the live region and the detail of the `inputrules` event, which is the
replay line). Screenshots of a field, clipped to its box, are compared pixel by pixel with a
plain reference input of the same style showing the expected text (and must differ from the
empty field's screenshot and from a reference with other text).

The paste is real: headless Chromium has a clipboard of its own, written with
navigator.clipboard.writeText (after Browser.grantPermissions) and pasted with a Ctrl+V key event
carrying the editing command "paste"; no synthetic beforeinput event is needed.

Every check prints one line ("ok   ..." or "FAIL ...: expected ..., saw ..."); the exit status is
1 when any check failed. Chromium and the server are always stopped, every wait on Chromium has a
timeout, and a watchdog ends the test after --deadline seconds.

Then a few replays run in the page through Field.perform (the module under Chromium's own Intl
locale data) must give the lines `inputrules replay` gives (--native; Web/Tests/page_replays.py;
the phone metadata is loaded for the phone replays). Then a page loads each per-kind module of
modules.json by its kinds (Web/Tests/browser_variants.py): its kinds work, a kind it lacks is
refused naming the modules, a German field's refusal is German once messages/de.txt is in,
fetched once and only when needed, and phone-metadata.txt is fetched once, only when the page
names the phone kind or asks for it, a phone field made before then being refused. Then a
booking form attached with rules.attachForm is typed into (Web/Tests/browser_form.py).

Last, the self-contained demo is opened from disk: a field per kind, a key typed into the first
field, and a phone number typed into its phone field (the metadata carried by the page, nothing
fetched), whose region follows the locale picker;
then its messages' language: the age field in ar-EG (lang ar, dir rtl, Arabic-Indic digits) and
in German, and every field swept in the pseudo-language en-XA, where any English word of four
letters or more outside a message's facts (text not told from the engine's catalog) fails.

Usage: python3 Web/Tests/browser_test.py [--web-dir DIR] [--chromium PATH] [--native PATH]
       [--keep-screenshots DIR] [--deadline SECONDS] [--verbose]
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
from devtools import CDPError, Chromium, Page, differing_pixels  # noqa: E402 (Web/Tests/devtools.py)
from page_replays import page_replays  # noqa: E402 (Web/Tests/page_replays.py)
from page_actions import focus, settle  # noqa: E402 (Web/Tests/page_actions.py)
from demo_languages import demo_languages  # noqa: E402 (Web/Tests/demo_languages.py)
from demo_phone import demo_phone  # noqa: E402 (Web/Tests/demo_phone.py)
from browser_variants import PAGE as VARIANTS_PAGE, browser_variants  # noqa: E402 (Web/Tests/browser_variants.py)
from browser_form import PAGE as FORM_PAGE, browser_form  # noqa: E402 (Web/Tests/browser_form.py)

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = Path(__file__).resolve().parent / "fixture.html"
# Set by the watchdog: the checks still running in the main thread print nothing more.
STOPPING = threading.Event()


# --------------------------------------------------------------------------------------------
# The web directory, served with the fixture next to it


def serve(web_dir, pages):
    """Serves web_dir, and each of `pages` (a URL path to a file) from elsewhere."""
    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".wasm": "application/wasm", ".js": "text/javascript",
                          ".mjs": "text/javascript", ".html": "text/html; charset=utf-8"}

        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(web_dir), **kwargs)

        def translate_path(self, path):
            if path.split("?", 1)[0] in pages:
                return str(pages[path.split("?", 1)[0]])
            return super().translate_path(path)

        def end_headers(self):
            self.send_header("Cache-Control", "no-store")
            super().end_headers()

        def log_message(self, format, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server


# --------------------------------------------------------------------------------------------
# Checks


class Checks:
    def __init__(self):
        self.failures = 0
        self.count = 0

    def expect(self, description, expected, seen):
        if STOPPING.is_set():
            return
        self.count += 1
        if expected == seen:
            print(f"ok   {description}: {json.dumps(seen, ensure_ascii=False)}", flush=True)
        else:
            self.failures += 1
            print(f"FAIL {description}: expected {json.dumps(expected, ensure_ascii=False)}, "
                  f"saw {json.dumps(seen, ensure_ascii=False)}", flush=True)

    def expect_true(self, description, condition, seen):
        if STOPPING.is_set():
            return
        self.count += 1
        if condition:
            print(f"ok   {description}: {seen}", flush=True)
        else:
            self.failures += 1
            print(f"FAIL {description}: saw {seen}", flush=True)

    def fail(self, description, problem):
        if STOPPING.is_set():
            return
        self.count += 1
        self.failures += 1
        print(f"FAIL {description}: {problem}", flush=True)


def field_state(page, field_id):
    """What the page shows of a field: value, selection, aria-invalid, live region, last detail."""
    return page.evaluate(f"""(() => {{
        const input = document.getElementById({json.dumps(field_id)});
        // The field's live region: the [aria-live] element right after it, else any on the page.
        const next = input.nextElementSibling;
        const regions = next && next.hasAttribute('aria-live') ? [next]
            : [...document.querySelectorAll('[aria-live]')];
        const live = regions.map((e) => e.textContent.trim()).filter((text) => text !== '');
        const details = window.details[{json.dumps(field_id)}];
        return {{ value: input.value, selection: [input.selectionStart, input.selectionEnd],
                 ariaInvalid: input.getAttribute('aria-invalid'), live,
                 detail: details.length ? details[details.length - 1] : null,
                 details: details.length }};
    }})()""")


def detail_keys(state, *keys):
    """Some keys of the field's last replay line (None for each when there is none)."""
    detail = state.get("detail") or {}
    return [detail.get(key) for key in keys]


def screenshot_check(page, checks, field_id, expected_text, empty_png, other_text, keep):
    """The field's pixels equal a reference input showing expected_text, differ from the empty
    field and from a reference showing other_text."""
    page.evaluate(f"document.getElementById('reference').value = {json.dumps(expected_text)};"
                  f"document.getElementById('reference2').value = {json.dumps(other_text)};")
    settle(page)
    field_png = page.screenshot(field_id)
    reference_png = page.screenshot("reference")
    other_png = page.screenshot("reference2")
    if keep:
        for name, data in (("field", field_png), ("reference", reference_png), ("other", other_png),
                           ("empty", empty_png)):
            (Path(keep) / f"{field_id}-{name}.png").write_bytes(data)
    same = differing_pixels(field_png, reference_png)
    checks.expect_true(f"screenshot of #{field_id} equals a plain input showing {expected_text!r}",
                       same == 0, f"{same} differing pixels" if same is not None else "sizes differ")
    changed = differing_pixels(field_png, empty_png)
    checks.expect_true(f"screenshot of #{field_id} differs from the empty field", bool(changed),
                       f"{changed} differing pixels")
    other = differing_pixels(field_png, other_png)
    checks.expect_true(f"screenshot of #{field_id} differs from a plain input showing {other_text!r}",
                       bool(other), f"{other} differing pixels")


def run_checks(page, checks, keep, native=None):
    empty = {name: page.screenshot(name) for name in ("cash", "phone")}

    def typing_with_refusals():
        # Digits only, at most 3: "a" is refused (disallowedCharacter), then "4" (tooLong).
        focus(page, "digits")
        page.type_keys("12a34")
        settle(page)
        state = field_state(page, "digits")
        checks.expect("digits field after typing 12a34: value and caret", ["123", [3, 3]],
                      [state["value"], state["selection"]])
        checks.expect("digits field: last replay line (the refused 4)",
                      {"text": "123", "selection": [3, 3], "state": "valid", "value": "123",
                       "accepted": False, "reason": "tooLong",
                       "message": "At most 3 characters fit in this field."}, state["detail"])
        checks.expect("digits field: one inputrules event per key press", 5, state["details"])
        # aria-invalid follows the state (valid here); a refusal is told in the live region.
        checks.expect("digits field: no aria-invalid (the text is valid)", None, state["ariaInvalid"])
        checks.expect_true("digits field: the live region says why the 4 was refused",
                           any("At most 3 characters fit in this field." in text for text in state["live"]),
                           state["live"])

    def backspace_and_insert_text():
        page.backspace()
        settle(page)
        state = field_state(page, "digits")
        checks.expect("digits field after Backspace: value and caret", ["12", [2, 2]],
                      [state["value"], state["selection"]])
        # Input.insertText, as an on-screen keyboard or autofill sends text: one edit, "x" refused.
        page.call("Input.insertText", {"text": "9x"})
        settle(page)
        state = field_state(page, "digits")
        checks.expect("digits field after insertText 9x: value and caret", ["129", [3, 3]],
                      [state["value"], state["selection"]])

    def cash_register():
        # en-US USD cash register: 1 2 3 4 gives $12.34 with the caret at the end.
        focus(page, "cash")
        page.type_keys("1234")
        settle(page)
        state = field_state(page, "cash")
        checks.expect("cash register after 1 2 3 4: value and caret", ["$12.34", [6, 6]],
                      [state["value"], state["selection"]])
        checks.expect("cash register: replay line",
                      {"text": "$12.34", "selection": [6, 6], "state": "valid", "value": "12.34",
                       "accepted": True}, state["detail"])
        screenshot_check(page, checks, "cash", "$12.34", empty["cash"], "$12.35", keep)

    def undo_redo():
        # The field keeps its own history: consecutive typing is one step (as browsers do),
        # Backspace another. Ctrl+Z and Ctrl+Shift+Z walk it.
        page.backspace()
        settle(page)
        state = field_state(page, "cash")
        checks.expect("cash register after Backspace: value and caret", ["$1.23", [5, 5]],
                      [state["value"], state["selection"]])
        steps = [("Ctrl+Z", "z", 2, "$12.34"), ("Ctrl+Z", "z", 2, ""),
                 ("Ctrl+Shift+Z", "Z", 2 | 8, "$12.34"), ("Ctrl+Shift+Z", "Z", 2 | 8, "$1.23")]
        for name, key, modifiers, expected in steps:
            page.key(key, "KeyZ", 90, modifiers=modifiers)
            settle(page)
            state = field_state(page, "cash")
            checks.expect(f"cash register after {name}: value and caret",
                          [expected, [len(expected), len(expected)]], [state["value"], state["selection"]])
        page.key("z", "KeyZ", 90, modifiers=2)
        page.key("y", "KeyY", 89, modifiers=2)
        settle(page)
        state = field_state(page, "cash")
        checks.expect("cash register after Ctrl+Z then Ctrl+Y: value and caret", ["$1.23", [5, 5]],
                      [state["value"], state["selection"]])
        checks.expect("cash register after undo and redo: the replay line's text and value",
                      ["$1.23", "1.23"], detail_keys(field_state(page, "cash"), "text", "value"))

    def mask_caret():
        # The caret placed by the engine after reformatting: the phone mask writes its literals.
        focus(page, "phone")
        page.type_keys("5551234567")
        settle(page)
        state = field_state(page, "phone")
        checks.expect("phone mask after typing 5551234567: value and caret",
                      ["+1 (555) 123-4567", [17, 17]], [state["value"], state["selection"]])
        screenshot_check(page, checks, "phone", "+1 (555) 123-4567", empty["phone"], "+1 (555) 123-4568", keep)
        page.evaluate("document.getElementById('phone').setSelectionRange(6, 6)")
        settle(page)
        page.backspace()
        settle(page)
        state = field_state(page, "phone")
        checks.expect("phone mask after Backspace at 6: the digits shift left, the caret stays by the 5",
                      ["+1 (551) 234-567", [5, 5]], [state["value"], state["selection"]])
        checks.expect("phone mask: state and value in the replay line", ["incomplete", "5551234567"],
                      detail_keys(state, "state", "value"))

    def composition():
        # A Japanese input method types full-width digits into the one-time code field.
        focus(page, "code")
        page.call("Input.imeSetComposition", {"text": "１", "selectionStart": 1, "selectionEnd": 1})
        page.call("Input.imeSetComposition", {"text": "１２", "selectionStart": 2, "selectionEnd": 2})
        settle(page)
        state = field_state(page, "code")
        checks.expect("code field while composing １２: the field shows the composition", "１２", state["value"])
        page.call("Input.insertText", {"text": "１２"})
        settle(page)
        state = field_state(page, "code")
        checks.expect("code field after the composition is committed: ASCII digits, caret at the end",
                      ["12", [2, 2]], [state["value"], state["selection"]])
        checks.expect_true("code field: the last replay line has no composition",
                           state["detail"] is not None and "marked" not in state["detail"], state["detail"])

    def clipboard_paste():
        # A paste through the clipboard and Ctrl+V: the code is taken from the message.
        page.evaluate("document.getElementById('code').select()")
        written = page.evaluate("navigator.clipboard.writeText('Your code is 123-456').then(() => true)",
                                await_promise=True, user_gesture=True)
        checks.expect("navigator.clipboard.writeText", True, written)
        page.key("v", "KeyV", 86, modifiers=2, commands=["paste"])
        settle(page)
        state = field_state(page, "code")
        checks.expect("code field after Ctrl+V of 'Your code is 123-456': value and caret",
                      ["123456", [6, 6]], [state["value"], state["selection"]])
        checks.expect("code field: the paste's replay line", ["valid", "123456", "filtered"],
                      detail_keys(state, "state", "value", "reason"))

    def upper_case():
        focus(page, "name")
        page.type_keys("abc")
        settle(page)
        state = field_state(page, "name")
        checks.expect("upper-case field after typing abc: value and caret", ["ABC", [3, 3]],
                      [state["value"], state["selection"]])

    def invalid_state():
        # aria-invalid is set while the text is invalid: an IBAN whose check digits fail.
        focus(page, "iban")
        page.type_keys("de89370400440532013001")
        settle(page)
        state = field_state(page, "iban")
        checks.expect("IBAN field after typing a number with a wrong check digit: value, state",
                      ["DE89 3704 0044 0532 0130 01", "invalid"], [state["value"], detail_keys(state, "state")[0]])
        checks.expect("IBAN field: aria-invalid while invalid", "true", state["ariaInvalid"])
        page.backspace()
        page.type_keys("0")
        settle(page)
        state = field_state(page, "iban")
        checks.expect("IBAN field after correcting the last digit: value, state",
                      ["DE89 3704 0044 0532 0130 00", "valid"], [state["value"], detail_keys(state, "state")[0]])
        checks.expect("IBAN field: aria-invalid removed once valid", None, state["ariaInvalid"])

    def composition_undo():
        # A committed composition is one undo step, undone back to the text before it (the
        # digits field keeps a composed digit as it was marked, so only the history tells).
        focus(page, "digits")
        page.evaluate("window.attached.digits.setValue('')")
        settle(page)
        page.type_keys("1")
        settle(page)
        page.call("Input.imeSetComposition", {"text": "2", "selectionStart": 1, "selectionEnd": 1})
        page.call("Input.insertText", {"text": "2"})
        settle(page)
        checks.expect("digits field after typing 1 and composing 2: value", "12",
                      field_state(page, "digits")["value"])
        steps = [("Ctrl+Z", "z", 2, "1"), ("Ctrl+Shift+Z", "Z", 2 | 8, "12")]
        for name, key, modifiers, expected in steps:
            page.key(key, "KeyZ", 90, modifiers=modifiers)
            settle(page)
            checks.expect(f"digits field after the composition and {name}", expected,
                          field_state(page, "digits")["value"])

    def blur_commits_only_within_the_page():
        # Leaving the window (another tab) keeps editing going; leaving the field commits.
        focus(page, "age")
        page.type_keys("2")
        settle(page)
        page.evaluate("""(() => {
            const hasFocus = document.hasFocus;
            document.hasFocus = () => false;
            document.getElementById('age').dispatchEvent(new FocusEvent('blur'));
            document.hasFocus = hasFocus;
        })()""")
        settle(page)
        checks.expect("age field after the window lost focus: the incomplete 2 stays", "2",
                      field_state(page, "age")["value"])
        page.evaluate("document.getElementById('age').blur()")
        settle(page)
        checks.expect("age field after leaving the field: 2 is reverted (18 to 30)", "",
                      field_state(page, "age")["value"])

    def shadow_root_caret():
        # Inside a shadow root the element still gets the engine's caret.
        page.evaluate("document.getElementById('host').shadowRoot.querySelector('input').focus()")
        page.type_keys("1234")
        page.evaluate("document.getElementById('host').shadowRoot.querySelector('input')"
                      ".setSelectionRange(2, 2)")
        settle(page)
        page.type_keys("5")
        settle(page)
        seen = page.evaluate("""(() => {
            const input = document.getElementById('host').shadowRoot.querySelector('input');
            const line = window.details.shadow[window.details.shadow.length - 1];
            return { value: input.value, selection: [input.selectionStart, input.selectionEnd],
                     engine: line.text, engineSelection: line.selection };
        })()""")
        checks.expect("money in a shadow root after 1234, then 5 at offset 2: the element shows "
                      "the engine's text and caret",
                      [seen["engine"], seen["engineSelection"]], [seen["value"], seen["selection"]])

    def languages():
        # The live region speaks the field's language: lang is its tag, dir its direction.
        def live_of(field_id):
            return page.evaluate(f"""(() => {{
                const live = document.getElementById({json.dumps(field_id)}).nextElementSibling;
                return [live.getAttribute('aria-live'), live.getAttribute('lang'),
                        live.getAttribute('dir'), live.textContent];
            }})()""")
        checks.expect("digits field (en-US): the live region's lang and dir",
                      ["polite", "en", "ltr"], live_of("digits")[:3])
        # The Arabic and German catalogs were fetched when those fields were made; once in,
        # every field tells its language.
        page.evaluate("Promise.all(Object.values(window.attached).map((a) => a.ready))",
                      await_promise=True)
        focus(page, "age-ar")
        page.type_keys("5")
        settle(page)
        polite, lang, direction, text = live_of("age-ar")
        checks.expect("age field in ar-EG: the live region is Arabic, right to left",
                      ["polite", "ar", "rtl"], [polite, lang, direction])
        checks.expect_true("age field in ar-EG: the refusal names 18 and 30 in Arabic-Indic digits",
                           "١٨" in text and "٣٠" in text and not any(c in "0123456789" for c in text),
                           text)
        focus(page, "age-de")
        page.type_keys("5")
        settle(page)
        polite, lang, direction, text = live_of("age-de")
        checks.expect("age field in en-US with language de: the live region is German",
                      ["de", "ltr"], [lang, direction])
        checks.expect_true("age field with language de: the refusal names 18 and 30 in ASCII digits",
                           "18" in text and "30" in text, text)
        seen = page.evaluate("""(async () => {
            const told = await window.attached['age-de'].setLanguage('he');
            const live = document.getElementById('age-de').nextElementSibling;
            return [told.identifier, told.isRightToLeft, live.getAttribute('lang'),
                    live.getAttribute('dir')];
        })()""", await_promise=True)
        checks.expect("setLanguage('he') on the attachment: Hebrew, and the live region follows",
                      ["he", True, "he", "rtl"], seen)

    def replays():
        if native is None:
            print("skip the page's replays against the native command: no inputrules executable "
                  "(--native)", flush=True)
            return
        page_replays(page, checks, native)

    for function in (typing_with_refusals, backspace_and_insert_text, cash_register, undo_redo,
                     mask_caret, composition, clipboard_paste, upper_case, invalid_state,
                     composition_undo, blur_commits_only_within_the_page, shadow_root_caret,
                     languages, replays):
        try:
            function()
        except CDPError as error:
            checks.fail(function.__name__.replace("_", " "), error)
        except Exception as error:  # a check's own mistake: report it and go on
            checks.fail(function.__name__.replace("_", " "), f"{type(error).__name__}: {error}")


def demo_page(page, checks, path):
    """The self-contained demo opened from disk (file://), as a newcomer opens it: every field is
    made, none reports an error, and a key typed into the first one goes through its rule."""
    if not path.exists():
        checks.fail("demo page", f"{path} is missing (run scripts/build-web-demo.sh)")
        return
    page.navigate(path.resolve().as_uri())
    try:
        page.wait_for("document.querySelectorAll('input').length >= 21", timeout=20)
    except CDPError as error:
        failure = page.evaluate("document.getElementById('failure')?.textContent ?? null")
        checks.fail("demo page opened from disk", failure or error)
        return
    seen = page.evaluate("""(() => ({
        inputs: document.querySelectorAll('input').length,
        kinds: window.inputRulesDemo.rules.kinds.map((info) => info.kind),
        kindFields: [...document.querySelectorAll('[data-kind]')].map((e) => e.dataset.kind),
        errors: [...document.querySelectorAll('.error')].filter((e) => !e.hidden && e.textContent)
            .map((e) => e.textContent),
    }))()""")
    kinds = seen["kinds"]
    checks.expect(f"demo page opened from disk: 21 handpicked fields and one per kind "
                  f"({len(kinds)}), no error", [21 + len(kinds), kinds, []],
                  [seen["inputs"], seen["kindFields"], seen["errors"]])
    page.evaluate("document.querySelector('input').focus()")
    page.type_keys("axe")
    settle(page)
    checks.expect("demo page: 'axe' typed into Vowels only keeps the vowels", "ae",
                  page.evaluate("document.querySelector('input').value"))
    try:
        demo_phone(page, checks)
    except CDPError as error:
        checks.fail("demo page: the phone field", error)
    try:
        demo_languages(page, checks)
    except CDPError as error:
        checks.fail("demo page: the messages' language", error)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--web-dir", default=str(ROOT / ".build-wasm" / "web"))
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    parser.add_argument("--keep-screenshots", metavar="DIR")
    parser.add_argument("--native", help="the inputrules executable, to compare the page's replays with "
                        "(default: .build-tests/debug/inputrules or .build/debug/inputrules when built)")
    parser.add_argument("--deadline", type=float, default=180)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()

    native = args.native or next((str(path) for path in (ROOT / ".build-tests/debug/inputrules",
                                                          ROOT / ".build/debug/inputrules") if path.exists()), None)
    web_dir = Path(args.web_dir)
    for name in ("inputrules.js", "field.js", "memory.js", "replay-line.js", "locale-data.js", "attach.js",
                 "text-edits.js", "downloads.js", "form.js", "inputrules.wasm", "phone-metadata.txt"):
        if not (web_dir / name).exists():
            print(f"FAIL setup: {web_dir / name} is missing (run scripts/build-web-demo.sh)")
            return 1
    if args.keep_screenshots:
        Path(args.keep_screenshots).mkdir(parents=True, exist_ok=True)

    checks = Checks()
    server = browser = None
    variants_page = None
    log_path = Path(tempfile.gettempdir()) / f"inputrules-chromium-{os.getpid()}.log"

    def watchdog():
        STOPPING.set()
        print(f"FAIL the browser test took longer than {args.deadline} s; stopping", flush=True)
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
        variants_page = Path(tempfile.mkdtemp(prefix="inputrules-variants-")) / "variants.html"
        variants_page.write_text(VARIANTS_PAGE, encoding="utf-8")
        (variants_page.parent / "form.html").write_text(FORM_PAGE, encoding="utf-8")
        server = serve(web_dir, {"/fixture.html": FIXTURE, "/variants.html": variants_page,
                                 "/form.html": variants_page.parent / "form.html",
                                 "/booking-form.json": FIXTURE.parent / "booking-form.json"})
        url = f"http://127.0.0.1:{server.server_address[1]}/fixture.html"
        browser = Chromium(args.chromium, log_path, verbose=args.verbose)
        version = browser.call("Browser.getVersion", timeout=30)
        print(f"browser test: {version.get('product')}, serving {web_dir} at {url}", flush=True)
        browser.call("Browser.grantPermissions", {
            "origin": f"http://127.0.0.1:{server.server_address[1]}",
            "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        page = Page(browser)
        page.navigate(url)
        try:
            page.wait_for("window.fixtureReady === true || window.fixtureError !== undefined", timeout=20)
        except CDPError as error:
            checks.fail("fixture loads", error)
            return 1
        error = page.evaluate("window.fixtureError ?? null")
        if error:
            checks.fail("fixture loads", error)
            return 1
        print("ok   fixture loaded: six fields attached", flush=True)
        try:
            run_checks(page, checks, args.keep_screenshots, native)
        except CDPError as error:
            checks.fail("driving the page", error)
        if (web_dir / "modules.json").exists():
            try:
                browser_variants(page, checks, url.replace("/fixture.html", "/variants.html"), native)
            except CDPError as error:
                checks.fail("the per-kind modules and a catalog in the page", error)
        else:
            checks.fail("the per-kind modules", f"{web_dir / 'modules.json'} is missing "
                        "(run scripts/build-web-demo.sh after scripts/build-wasm.sh)")
        try:
            browser_form(page, checks, url.replace("/fixture.html", "/form.html"))
        except CDPError as error:
            checks.fail("the booking form in the page", error)
        demo_page(page, checks, web_dir.parent / "inputrules-demo.html")
    except (CDPError, OSError) as error:
        checks.fail("browser setup", error)
    finally:
        timer.cancel()
        if browser is not None:
            browser.close()
        if server is not None:
            server.shutdown()
            server.server_close()
        if variants_page is not None:
            shutil.rmtree(variants_page.parent, ignore_errors=True)
    if checks.failures:
        print(f"browser test: FAILED, {checks.failures} of {checks.count} checks "
              f"(Chromium's log: {log_path})", flush=True)
        return 1
    log_path.unlink(missing_ok=True)
    print(f"browser test: ok, {checks.count} checks", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
