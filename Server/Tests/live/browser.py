"""The example server's page in headless Chromium (for Server/Tests/live/run.sh): the booking
form typed into key by key with JavaScript on (attachForm: an invalid submit blocked with the
message beside the field, then a valid one posted and received; the page in German, its
messages too) and with JavaScript off (the
plain form post: the server's 422 page with the values kept and the message beside the field,
then a valid post). Reuses Web/Tests/devtools.py. Python 3 standard library only.

Usage: python3 Server/Tests/live/browser.py --url http://127.0.0.1:PORT [--chromium PATH]
"""

import argparse
import datetime
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "Web" / "Tests"))
from devtools import CDPError, Chromium, Page  # noqa: E402

ORDER = "This must be at least 1 day after Arrival."
FIELDS = ["arrival", "departure", "guests", "name", "birthDate", "card", "expiry", "cvc"]


def day(days, pattern):
    return (datetime.date.today() + datetime.timedelta(days=days)).strftime(pattern)


def values(digits_only):
    """The valid values, as typed: digits alone where attachForm lays out the separators."""
    separator = "" if digits_only else "/"
    expiry_year = (datetime.date.today().year + 3) % 100
    return {
        "arrival": day(30, f"%m{separator}%d{separator}%Y"),
        "departure": day(33, f"%m{separator}%d{separator}%Y"),
        "guests": "2",
        "name": "Ada Lovelace",
        "birthDate": f"01{separator}15{separator}1980",
        "card": "4111111111111111",
        "expiry": f"12{separator}{expiry_year:02d}",
        "cvc": "123",
    }


class Checks:
    def __init__(self):
        self.failures = 0

    def expect(self, name, expected, actual):
        if expected == actual:
            print(f"ok   {name}")
        else:
            self.failures += 1
            print(f"FAIL {name}: expected {expected!r}, got {actual!r}")


def field_id(name):
    return f"field-{FIELDS.index(name)}"


def click(page, element):
    """Clicks the element after scrolling it into the 800 × 600 viewport."""
    page.evaluate(f"document.getElementById('{element}').scrollIntoView({{block: 'center'}})")
    page.click(element)


def type_into(page, name, text):
    element = field_id(name)
    click(page, element)
    page.wait_for(f"document.activeElement && document.activeElement.id === '{element}'", timeout=5)
    page.evaluate(f"document.getElementById('{element}').select()")
    page.type_keys(text)


def settle(page):
    page.evaluate("new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))",
                  await_promise=True)


def submit(page):
    """Clicks the submit button, marking the page first so that `wait_page` waits for the next."""
    page.evaluate("document.documentElement.setAttribute('data-left', '')")
    click(page, "form-submit")


def wait_page(page, kind, timeout=20):
    """Waits until a new document (not one `submit` left) says `kind` (form, received)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if page.evaluate(f"document.readyState === 'complete' && document.body "
                             f"&& !document.documentElement.hasAttribute('data-left') "
                             f"&& document.body.dataset.page === '{kind}'"):
                return True
        except CDPError:
            pass
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)


def received(page):
    return page.evaluate("Object.fromEntries([...document.querySelectorAll('dd[data-name]')]"
                         ".map((dd) => [dd.dataset.name, dd.textContent]))")


def shown(page, name):
    element = field_id(name)
    return page.evaluate(f"""(() => {{ const input = document.getElementById('{element}');
        return [input.value, input.getAttribute('aria-invalid'),
                document.getElementById('{element}-message').textContent]; }})()""")


def with_javascript(browser, url, checks):
    page = Page(browser)
    page.navigate(url + "/")
    page.wait_for("document.documentElement.dataset.inputrules === 'attached'", timeout=30)
    checks.expect("JavaScript on: the form attached", True, True)
    typed = values(digits_only=True)
    for name in FIELDS:
        type_into(page, name, typed[name] if name != "departure" else typed["arrival"])
    settle(page)
    # The server's 422 page looks the same: a marker on this page tells that it stayed.
    page.evaluate("document.documentElement.setAttribute('data-stayed', '')")
    click(page, "form-submit")
    time.sleep(1)
    settle(page)
    checks.expect("JavaScript on, departure on the arrival's day: the submit blocked (the page "
                  "stayed), the message beside the departure",
                  [True, "form", "true", ORDER, "field-1"],
                  [page.evaluate("document.documentElement.hasAttribute('data-stayed')"),
                   page.evaluate("document.body.dataset.page")] + shown(page, "departure")[1:]
                  + [page.evaluate("document.activeElement.id")])
    same_verdicts(page, checks)
    type_into(page, "departure", typed["departure"])
    settle(page)
    submit(page)
    checks.expect("JavaScript on, valid: posted and received", True, wait_page(page, "received"))
    got = received(page)
    checks.expect("JavaScript on: the values received, canonical",
                  [day(30, "%Y-%m-%d"), day(33, "%Y-%m-%d"), "4111111111111111"],
                  [got.get("arrival"), got.get("departure"), got.get("card")])


def same_verdicts(page, checks):
    """The page's verdict (the attached form's `check`, in the module) and the server's (the
    same values posted as JSON) on value sets of every outcome: the same JSON, key for key."""
    valid = values(digits_only=False)
    sets = {
        "valid": valid,
        "departure on the arrival's day": {**valid, "departure": valid["arrival"]},
        "a 4-digit code for a Visa card": {**valid, "cvc": "1234"},
        "required fields missing": {"arrival": valid["arrival"]},
        "an impossible date and too many guests": {**valid, "birthDate": "02/31/1980", "guests": "9"},
        "an unknown name": {**valid, "submit": "Book"},
    }
    for label, posted in sets.items():
        body = json.dumps(posted)
        both = page.evaluate(f"""(async () => {{
            const values = {body};
            const page = window.inputRulesForm.check(values);
            const response = await fetch('/booking', {{method: 'POST', body: JSON.stringify(values),
              headers: {{'content-type': 'application/json', accept: 'application/json'}}}});
            return {{page, status: response.status, server: await response.json()}};
        }})()""", await_promise=True)
        page_verdict, server = both["page"], both["server"]
        if both["status"] == 200:
            # A valid post is answered with the values; the page's verdict has them per field.
            page_side = {"valid": page_verdict["valid"],
                         "values": {name: field.get("value") for name, field
                                    in page_verdict["fields"].items()},
                         "ignored": page_verdict["ignored"]}
        else:
            page_side = page_verdict
        checks.expect(f"the page and the server agree: {label} ({both['status']})", page_side,
                      server)


def german(browser, url, checks):
    page = Page(browser)
    page.call("Emulation.setUserAgentOverride",
              {"userAgent": page.evaluate("navigator.userAgent"), "acceptLanguage": "de-DE,de;q=0.9"})
    page.navigate(url + "/")
    page.wait_for("document.documentElement.dataset.inputrules === 'attached'", timeout=30)
    page.evaluate("document.documentElement.setAttribute('data-stayed', '')")
    click(page, "form-submit")
    time.sleep(1)
    settle(page)
    checks.expect("JavaScript on, German: the page in German, the submit blocked, every error shown "
                  "in German", ["de", True, "true", "Dies ist ein Pflichtfeld."],
                  [page.evaluate("document.documentElement.lang"),
                   page.evaluate("document.documentElement.hasAttribute('data-stayed')")]
                  + shown(page, "guests")[1:])


def without_javascript(browser, url, checks):
    page = Page(browser)
    page.call("Emulation.setScriptExecutionDisabled", {"value": True})
    page.navigate(url + "/")
    checks.expect("JavaScript off: the form page", True, wait_page(page, "form"))
    checks.expect("JavaScript off: nothing attached", None,
                  page.evaluate("document.documentElement.getAttribute('data-inputrules')"))
    typed = values(digits_only=False)
    for name in FIELDS:
        type_into(page, name, typed[name] if name != "guests" else "9")
    submit(page)
    checks.expect("JavaScript off, 9 guests: the server's page again", True, wait_page(page, "form"))
    guests = shown(page, "guests")
    checks.expect("JavaScript off: the value kept, aria-invalid, the message beside it",
                  ["9", "true", True], [guests[0], guests[1], guests[2] != ""])
    checks.expect("JavaScript off: the other values kept", typed["arrival"], shown(page, "arrival")[0])
    checks.expect("JavaScript off: the first field to fix has focus", "field-2",
                  page.evaluate("document.activeElement && document.activeElement.id"))
    type_into(page, "guests", "2")
    submit(page)
    checks.expect("JavaScript off, valid: received", True, wait_page(page, "received"))
    checks.expect("JavaScript off: the guests received", "2", received(page).get("guests"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args()
    log_path = Path(tempfile.gettempdir()) / f"inputrules-server-chromium-{os.getpid()}.log"
    checks = Checks()
    browser = Chromium(args.chromium, log_path)
    try:
        for scenario in (with_javascript, german, without_javascript):
            try:
                scenario(browser, args.url, checks)
            except CDPError as error:
                checks.failures += 1
                print(f"FAIL {scenario.__name__}: {error}")
    finally:
        browser.close()
    if checks.failures:
        print(f"{checks.failures} browser checks failed (Chromium's log: {log_path})")
        return 1
    print("all browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
