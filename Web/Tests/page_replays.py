"""Replays in the page against the native command, for Web/Tests/browser_test.py.

Each replay runs in the page through Field.perform (the module under Chromium's own Intl locale
data) and through `inputrules replay`; the lines must be equal, key order included, as in the
differential test. Python 3 standard library only.
"""

import json
import subprocess

from devtools import CDPError  # Web/Tests/devtools.py


# Replays compared between the page (the module under Chromium's Intl) and the native command.
PAGE_REPLAYS = [
    ({"kind": "money", "currency": "USD", "entry": "cashRegister"}, "en_US",
     [{"type": "1234"}, {"backspace": 1}, {"paste": "$5.60"}]),
    ({"kind": "money", "currency": "EUR", "allowNegative": True}, "de_DE",
     [{"type": "-1234,5"}, {"commit": True}, {"setValue": "99.9"}]),
    ({"kind": "decimal", "grouping": True, "maxFractionDigits": 2}, "de_DE",
     [{"type": "1234567,891"}, {"caret": 3}, {"backspace": 1}]),
    ({"kind": "integer", "grouping": True, "min": -50}, "en_US", [{"type": "-12345"}, {"commit": True}]),
    ({"kind": "date"}, "de_DE", [{"type": "4122026"}]),
    ({"kind": "date"}, "en_US", [{"type": "2292024"}]),
    ({"kind": "date", "format": "HH:mm"}, "en_US", [{"type": "9"}, {"type": "45"}]),
    ({"kind": "mask", "format": "+1 ([000]) [000]-[0000]"}, "en_US",
     [{"paste": "+1 555 123 4567"}, {"caret": 6}, {"backspace": 1}, {"mark": "9"}, {"unmark": True}]),
    ({"kind": "card"}, "en_US", [{"type": "4111111111111111"}, {"select": [0, 4]}, {"type": "5"}]),
    ({"kind": "iban"}, "en_US", [{"type": "de89"}, {"paste": "3704 0044 0532 0130 00"}]),
    ({"kind": "choice", "options": ["S", "M", "L", "XL"]}, "en_US", [{"type": "x"}, {"commit": True}]),
    # A phone number's lines carry its region and numberType, which must reach the page too.
    ({"kind": "phone", "region": "DE"}, "de_DE",
     [{"type": "015123456789"}, {"select": [0, 13]}, {"paste": "+49 30 123456"}, {"backspace": 2}]),
    ({"kind": "phone", "region": "US", "allowedRegions": ["US", "CA"]}, "en_US",
     [{"type": "+4915123456789"}, {"setValue": "+14165550123"}, {"commit": True}]),
]


def native_replay(native, spec, locale, events):
    result = subprocess.run(
        [native, "replay", "--rule", json.dumps(spec), "--locale", locale],
        input="".join(json.dumps(event, ensure_ascii=False) + "\n" for event in events),
        capture_output=True, text=True, timeout=30)
    if result.returncode != 0:
        raise CDPError(f"inputrules replay failed ({result.returncode}): {result.stderr.strip()}")
    return [json.loads(line) for line in result.stdout.splitlines()]


def page_replays(page, checks, native):
    """The module in the page, with Chromium's Intl locale data, answers as the command does."""
    for spec, locale, events in PAGE_REPLAYS:
        expected = native_replay(native, spec, locale, events)
        # The fixture loads the whole module without naming kinds: a phone field needs the phone
        # metadata fetched first, as a page does once it knows it makes one.
        prepare = "await window.rules.loadPhoneMetadata();" if spec["kind"] == "phone" else ""
        seen = page.evaluate(
            f"(async () => {{ {prepare} const field = window.rules.createField({json.dumps(spec)}, {{ locale: {json.dumps(locale)} }});"
            f" try {{ await field.ready; return {json.dumps(events)}.map((event) => field.perform(event)); }}"
            f" finally {{ field.free(); }} }})()", await_promise=True)
        # Key order counts, as in the differential test: compare the JSON text.
        same = [json.dumps(line, ensure_ascii=False) for line in expected] == \
            [json.dumps(line, ensure_ascii=False) for line in (seen or [])]
        description = f"in the page, {json.dumps(spec)} in {locale} replays as the command does"
        if same:
            checks.expect_true(description, True, f"{len(events)} events, last {json.dumps(seen[-1], ensure_ascii=False)}")
        else:
            checks.fail(description, f"events {json.dumps(events, ensure_ascii=False)}\n"
                        f"       native: {json.dumps(expected, ensure_ascii=False)}\n"
                        f"       page:   {json.dumps(seen, ensure_ascii=False)}")
