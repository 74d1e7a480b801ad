"""A whole form in the browser, for Web/Tests/browser_test.py: the booking form of
Web/Tests/booking-form.json (arrival and departure dates at least a day apart, guests, a birth
date at least 18 years before a fixed today, a card, its expiry and security code) attached with
rules.attachForm and typed into key by key in headless Chromium. Checked: the inputs' :invalid
state and validationMessage (setCustomValidity), the messages in the elements aria-describedby
names (made after an input, or the page's own), aria-invalid and aria-required; a departure's
error shown once both dates were left and cleared by a key in the arrival; a submit blocked with
every error shown and focus on the first field to fix; moving on from the complete expiry; a
valid submit going through; and detach() putting the form back. Python 3 standard library only.
"""

import json

from page_actions import focus, settle

# The page browser_test.py serves next to the web directory as /form.html, with the spec as
# /booking-form.json. A submit listener added after the form's records whether the submit was
# prevented, then keeps the page where it is.
PAGE = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>InputRules form</title>
<style>input { display: block; width: 240px; margin: 4px; } input:invalid { border-color: red; }</style>
</head>
<body>
<form id="booking" action="/booked" method="get">
  <input id="arrival" name="arrival"> <input id="departure" name="departure">
  <input id="guests" name="guests" aria-describedby="guests-hint guests-error">
  <span id="guests-hint">1 to 8 guests</span> <span id="guests-error" data-inputrules-message></span>
  <input id="birthDate" name="birthDate"> <input id="card" name="card">
  <input id="expiry" name="expiry"> <textarea id="securityCode" name="securityCode"></textarea>
  <button id="book">Book</button>
</form>
<script type="module">
  import { loadInputRules } from './inputrules.js';
  try {
    const rules = await loadInputRules({ kinds: ['date', 'integer', 'card', 'mask', 'text'] });
    const spec = await (await fetch('./booking-form.json')).json();
    const element = document.getElementById('booking');
    window.booking = rules.attachForm(element, spec, { today: '2026-12-04', language: 'en' });
    window.submits = [];
    element.addEventListener('submit', (event) => {
      window.submits.push({ prevented: event.defaultPrevented, values: Object.fromEntries(new FormData(element)) });
      event.preventDefault();
    });
    window.formReady = true;
  } catch (error) {
    window.formError = String(error && error.stack || error);
  }
</script>
</body>
</html>
"""

# What the page shows of a field: its value, :invalid, validationMessage, aria attributes and
# the text of the message element its aria-describedby names last.
FIELD = """((id) => {
    const input = document.getElementById(id);
    const ids = (input.getAttribute('aria-describedby') || '').split(/\\s+/).filter(Boolean);
    const message = ids.length ? document.getElementById(ids[ids.length - 1]) : null;
    return { value: input.value, invalid: input.matches(':invalid'), validity: input.validationMessage,
             ariaInvalid: input.getAttribute('aria-invalid'), message: message ? message.textContent : null };
})"""

ORDER = "This must be at least 1 day after Arrival."
REQUIRED = "A value is required here."


def field(page, field_id):
    return page.evaluate(f"{FIELD}({json.dumps(field_id)})")


def shown(page, field_id):
    """[value, :invalid, validationMessage, message element's text, aria-invalid]."""
    state = field(page, field_id)
    return [state["value"], state["invalid"], state["validity"], state["message"], state["ariaInvalid"]]


def select_all(page):
    page.key("a", "KeyA", 65, modifiers=2, commands=["selectAll"])


def browser_form(page, checks, url):
    page.navigate(url)
    page.wait_for("window.formReady === true || window.formError !== undefined", timeout=20)
    error = page.evaluate("window.formError ?? null")
    if error:
        checks.fail("the booking form attached", error)
        return

    setup = page.evaluate("""(() => {
        const ids = ['arrival', 'departure', 'guests', 'birthDate', 'card', 'expiry', 'securityCode'];
        const described = (id) => document.getElementById(id).getAttribute('aria-describedby');
        const made = document.getElementById(described('arrival'));
        return { invalid: document.querySelectorAll('input:invalid, textarea:invalid').length, noValidate: document.getElementById('booking').noValidate,
                 required: ids.map((id) => document.getElementById(id).getAttribute('aria-required')),
                 guests: described('guests'), made: made && [made.localName, made.previousElementSibling.hasAttribute('aria-live'),
                 made.hasAttribute('data-inputrules-message'), made.textContent] };
    })()""")
    checks.expect("form attached: nothing :invalid, novalidate, every field aria-required",
                  [0, True, ["true"] * 7], [setup["invalid"], setup["noValidate"], setup["required"]])
    checks.expect("form attached: a message element made after the arrival (and its live region), and the "
                  "guests' own reused", [["span", True, True, ""], "guests-hint guests-error"],
                  [setup["made"], setup["guests"]])

    # Both dates typed: the departure on the arrival's day breaks the order, shown once both
    # fields were left.
    focus(page, "arrival")
    page.type_keys("10122026")
    focus(page, "departure")
    page.type_keys("10122026")
    settle(page)
    checks.expect("departure on the arrival's day, still in it: no error shown yet",
                  ["10.12.2026", False, "", "", None], shown(page, "departure"))
    focus(page, "guests")
    settle(page)
    checks.expect("departure left: :invalid, its message in its element, aria-invalid",
                  ["10.12.2026", True, ORDER, ORDER, "true"], shown(page, "departure"))
    checks.expect("the arrival itself is fine", ["10.12.2026", False, "", "", None], shown(page, "arrival"))

    # A key in the arrival clears the departure's error at once.
    focus(page, "arrival")
    page.key("End", "End", 35)
    page.backspace()
    settle(page)
    checks.expect("Backspace in the arrival clears the departure's error",
                  ["10.12.2026", False, "", "", None], shown(page, "departure"))
    select_all(page)
    page.type_keys("09122026")
    focus(page, "guests")
    settle(page)
    checks.expect("an arrival a day earlier: both fine",
                  [["09.12.2026", False, "", "", None], ["10.12.2026", False, "", "", None]],
                  [shown(page, "arrival"), shown(page, "departure")])

    # Book with guests and the rest empty: the submit is blocked, every error shows, and the
    # first field to fix has focus.
    page.click("book")
    settle(page)
    blocked = page.evaluate("""({ prevented: window.submits.map((submit) => submit.prevented),
        focused: document.activeElement.id,
        invalid: [...document.querySelectorAll('input:invalid, textarea:invalid')].map((e) => e.id) })""")
    checks.expect("Book with fields empty: the submit prevented, every error shown, focus on the first "
                  "field to fix", [[True], "guests", ["guests", "birthDate", "card", "expiry", "securityCode"]],
                  [blocked["prevented"], blocked["focused"], blocked["invalid"]])
    checks.expect("the guests' message in the page's own element, its hint kept",
                  ["", True, REQUIRED, REQUIRED, "true", "1 to 8 guests"],
                  shown(page, "guests") + [page.evaluate("document.getElementById('guests-hint').textContent")])
    page.type_keys("2")
    settle(page)
    checks.expect("a guest typed: the error clears at the key", ["2", False, "", "", None], shown(page, "guests"))

    # A birth date less than 18 years before today: its own error, shown once left.
    focus(page, "birthDate")
    page.type_keys("05122008")
    focus(page, "card")
    settle(page)
    young = shown(page, "birthDate")
    checks.expect_true("a birth date less than 18 years ago: :invalid with a message once left",
                       young[1] and young[2] != "" and young[2] == young[3] and young[2] != REQUIRED, young)
    focus(page, "birthDate")
    select_all(page)
    page.type_keys("04122008")
    settle(page)
    checks.expect("18 years ago today: fine", ["04.12.2008", False, "", "", None], shown(page, "birthDate"))

    # The card, its expiry (which moves on once complete) and a security code too long for Visa.
    focus(page, "card")
    page.type_keys("4111111111111111")
    focus(page, "expiry")
    page.type_keys("12")
    settle(page)
    checks.expect("the expiry half typed keeps focus", "expiry", page.evaluate("document.activeElement.id"))
    page.type_keys("28")
    settle(page)
    checks.expect("the expiry complete moves focus to the security code", ["12/28", "securityCode"],
                  [field(page, "expiry")["value"], page.evaluate("document.activeElement.id")])
    page.type_keys("1234")
    page.click("book")
    settle(page)
    code = shown(page, "securityCode")
    checks.expect("four digits for a Visa card: the submit blocked, focus on the security code",
                  [True, "securityCode", ["1234", True, "Visa security codes have 3 digits.",
                                          "Visa security codes have 3 digits.", "true"]],
                  [page.evaluate("window.submits[window.submits.length - 1].prevented"),
                   page.evaluate("document.activeElement.id"), code])
    page.key("End", "End", 35)
    page.backspace()
    settle(page)
    checks.expect("three digits: the error clears", ["123", False, "", "", None], shown(page, "securityCode"))

    page.click("book")
    settle(page)
    done = page.evaluate("""({ last: window.submits[window.submits.length - 1], valid: booking.valid,
        invalid: document.querySelectorAll('input:invalid, textarea:invalid').length,
        check: booking.check().valid })""")
    checks.expect("a valid form: the submit goes through with the texts as typed",
                  [{"prevented": False, "values": {
                      "arrival": "09.12.2026", "departure": "10.12.2026", "guests": "2",
                      "birthDate": "04.12.2008", "card": "4111 1111 1111 1111", "expiry": "12/28",
                      "securityCode": "123"}}, True, 0, True],
                  [done["last"], done["valid"], done["invalid"], done["check"]])

    after = page.evaluate("""(() => {
        booking.detach();
        const guests = document.getElementById('guests');
        return { made: document.querySelectorAll('span[data-inputrules-message]').length,
                 arrival: document.getElementById('arrival').getAttribute('aria-describedby'),
                 guests: [guests.getAttribute('aria-describedby'), guests.getAttribute('aria-required'),
                          document.getElementById('guests-error').textContent],
                 noValidate: document.getElementById('booking').noValidate,
                 live: document.querySelectorAll('[aria-live]').length };
    })()""")
    checks.expect("detach(): the messages made removed, the attributes put back",
                  {"made": 1, "arrival": None, "guests": ["guests-hint guests-error", None, ""],
                   "noValidate": False, "live": 0}, after)
