"""The web demo in other languages: messages, their lang and dir, and the pseudo-language sweep
(docs/web.md, Languages). Called by browser_test.py."""

import json
import re

from page_actions import focus, settle


def pick(page, locale, language):
    """Sets the demo's locale and language pickers; the fields are made again."""
    page.evaluate(f"""(() => {{
        document.getElementById('locale').value = {json.dumps(locale)};
        const language = document.getElementById('language');
        language.value = {json.dumps(language)};
        language.dispatchEvent(new Event('change'));
    }})()""")
    settle(page)


# Every field of the demo is cleared, sent keys and pastes (as beforeinput events, which the
# attachment performs on its field), then committed; each `inputrules` event records the field's
# live region, its status line and the message the engine gave.
SWEEP = """(() => {
    const demo = window.inputRulesDemo;
    const seen = [];
    const form = document.getElementById('form');
    const record = (event) => {
        const input = event.target;
        const live = input.nextElementSibling;
        const status = input.parentElement.querySelector('.status');
        const note = status.querySelector('.note');
        seen.push({ label: input.parentElement.dataset.label, message: event.detail.message ?? null,
                    live: live.textContent, liveLang: live.getAttribute('lang'),
                    status: status.textContent, note: note ? note.textContent : null,
                    noteLang: note ? note.lang : null });
    };
    form.addEventListener('inputrules', record);
    const send = (input, inputType, data) => {
        const init = { inputType, bubbles: true, cancelable: true };
        if (inputType === 'insertFromPaste') {
            init.dataTransfer = new DataTransfer();
            init.dataTransfer.setData('text/plain', data);
        } else {
            init.data = data;
        }
        input.dispatchEvent(new InputEvent('beforeinput', init));
    };
    try {
        for (const { input, field } of demo.fields) {
            field.setValue(null);
            input.focus();
            for (const key of ['x', '!', '\u00e9', ' ', '-', '1', '5', '9', '9', '9', '9', '9', '9', '9',
                               '9', '9', '9', '9', '9', '9', '9', '9', '9', '9', '9', '9']) {
                send(input, 'insertText', key);
            }
            send(input, 'deleteContentBackward', null);
            field.commit();
            field.setValue(null);
            send(input, 'insertFromPaste', 'Hello, world: 12,345.678 \u20ac');
            field.commit();
            field.setValue(null);
            send(input, 'insertText', '2');
            field.commit();
            field.setValue('not a value');
        }
    } finally {
        form.removeEventListener('inputrules', record);
    }
    return seen;
})()"""

# Isolated facts (U+2068 … U+2069) are the field's values, told as they are.
ISOLATED = re.compile("\u2068[^\u2069]*\u2069")
ENGLISH_WORD = re.compile("[A-Za-z]{4,}")
# The status line's own part, before the message: the state, the value and the rule's details.
STATUS_PREFIX = re.compile(r'^(empty|incomplete|valid|invalid) · value (null|"(?:[^"\\]|\\.)*")'
                           r'( · [A-Za-z]+ [^·]*?)*(?= · |$)')


def english_words(text):
    """The plain English words (4 letters or more) of a text outside its isolated facts."""
    return ENGLISH_WORD.findall(ISOLATED.sub("", text or ""))


def demo_languages(page, checks):
    """The demo's messages follow the locale picker (ar-EG: Arabic, right to left, Arabic-Indic
    digits) or the language picker; in the pseudo-language en-XA every message a field shows
    or announces is pseudo-text, so a word the page adds in English is found."""
    pick(page, "ar-EG", "")
    age = """window.inputRulesDemo.fields.find((a) => a.definition.label === 'Age (18 to 30)')"""
    page.evaluate(f"{age}.input.scrollIntoView({{ block: 'center' }}); {age}.input.focus()")
    page.type_keys("5")
    settle(page)
    read_age = f"""(() => {{
        const a = {age};
        const live = a.input.nextElementSibling;
        const note = a.wrapper.querySelector('.note');
        return [live.getAttribute('lang'), live.getAttribute('dir'), note?.lang, note?.dir,
                live.textContent];
    }})()"""
    lang, direction, note_lang, note_dir, text = page.evaluate(read_age)
    checks.expect("demo page in ar-EG: the age field's live region and status message are Arabic, "
                  "right to left", ["ar", "rtl", "ar", "rtl"], [lang, direction, note_lang, note_dir])
    checks.expect_true("demo page in ar-EG: the refusal names 18 and 30 in Arabic-Indic digits",
                       "١٨" in text and "٣٠" in text, text)
    pick(page, "ar-EG", "de")
    page.evaluate(f"{age}.input.focus()")
    page.type_keys("5")
    settle(page)
    lang, direction, _, _, text = page.evaluate(read_age)
    checks.expect_true("demo page in ar-EG with messages in German: lang de, ltr, Arabic-Indic digits",
                       [lang, direction] == ["de", "ltr"] and "١٨" in text, [lang, direction, text])

    pick(page, "en-US", "en-XA")
    seen = page.evaluate(SWEEP)
    messages = {entry["message"] for entry in seen if entry["message"]}
    checks.expect_true("demo page in en-XA: the sweep of every field gave many messages",
                       len(messages) >= 20, f"{len(seen)} events, {len(messages)} messages")
    problems = []
    for entry in seen:
        where = entry["label"]
        for name in ("message", "live", "note"):
            words = english_words(entry[name])
            if words:
                problems.append(f"{where}: {name} has English words {words}: {entry[name]!r}")
        if entry["live"] and entry["liveLang"] != "en-XA":
            problems.append(f"{where}: the live region's lang is {entry['liveLang']!r}")
        if entry["note"] and entry["noteLang"] != "en-XA":
            problems.append(f"{where}: the status message's lang is {entry['noteLang']!r}")
        rest = STATUS_PREFIX.sub("", entry["status"].replace(entry["note"] or "\0", "", 1))
        if re.search("[A-Za-z]", rest):
            problems.append(f"{where}: the status line adds words to the message: {rest!r}")
    checks.expect("demo page in en-XA: every message shown or announced is pseudo-text (no English "
                  "word of 4 letters or more outside the facts), in lang en-XA",
                  [], sorted(set(problems))[:40])
    pick(page, "", "")
