"""The per-kind modules in the browser, for Web/Tests/browser_test.py: each module of modules.json
loaded by its kinds (loadInputRules({kinds})), its kinds working, a kind it lacks refused naming
the kind, the module and the one with both; then a German field on the text-only module, whose
refusal is told in German once messages/de.txt is in, fetched once and only when that field
needed it (docs/web.md, "Modules and catalogs"); then libphonenumber's metadata,
phone-metadata.txt: fetched once, by the module with the phone kind when the page names that
kind, and for the phone module loaded by its URL and the whole module only once the page asks
(loadPhoneMetadata), a phone field made before then being refused. Python 3 standard library
only.
"""

import json
import subprocess

from page_actions import focus, settle

# The page browser_test.py serves next to the web directory as /variants.html.
PAGE = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>InputRules modules</title></head>
<body>
<input id="en"> <input id="de"> <input id="de2">
<script type="module">
  import { loadInputRules } from './inputrules.js';
  window.loadInputRules = loadInputRules;
  window.variantsReady = true;
</script>
</body>
</html>
"""

# The times the page fetched /phone-metadata.txt, from the resource timings (read after a pause:
# an entry is added once its response is done).
PHONE_FETCHES = """async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return performance.getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === '/phone-metadata.txt').length;
}"""

# Every module but 'all' loaded by its kinds; the modules fetched, from the resource timings,
# and the phone metadata fetched by then.
VARIANTS = """(async () => {
    const phoneFetches = """ + PHONE_FETCHES + """;
    const manifest = await (await fetch('./modules.json')).json();
    const all = manifest.modules.find((entry) => entry.name === 'all');
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const variants = [];
    for (const entry of manifest.modules) {
        if (entry.name === 'all') continue;
        const rules = await window.loadInputRules({ kinds: entry.kinds });
        const states = rules.kinds.map((info) => {
            const field = rules.createField(info.spec, { locale: info.spec.locale ?? 'en-US' });
            for (const { segment } of segmenter.segment(info.keys)) field.type(segment);
            const state = field.state;
            field.free();
            return `${info.kind} ${state}`;
        });
        const lacking = all.kinds.find((kind) => !entry.kinds.includes(kind)) ?? null;
        let error = null, having = null;
        if (lacking) {
            try { rules.createField({ kind: lacking }); } catch (e) { error = e.message; }
            // The module to load instead: the smallest with this one's kinds and the lacking one.
            const together = [...entry.kinds, lacking];
            having = manifest.modules.filter((m) => together.every((kind) => m.kinds.includes(kind)))
                .sort((a, b) => a.bytes - b.bytes)[0].name;
        }
        variants.push({ name: entry.name, kinds: entry.kinds, loaded: rules.module.name,
                        registered: rules.kinds.map((info) => info.kind), states, lacking, having, error,
                        phoneFetches: await phoneFetches() });
    }
    const fetched = performance.getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.wasm'));
    return { variants, fetched, all: all.kinds };
})()"""

# The text-only module: an English field, then a German one (its catalog fetched then).
GERMAN = """(async () => {
    const messages = () => performance.getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/messages/'));
    const rules = await window.loadInputRules({ kinds: ['text'] });
    const spec = { kind: 'text', maxLength: 1 };
    window.english = rules.attach(document.getElementById('en'), spec, { locale: 'en-US' });
    const afterEnglish = messages();
    window.german = rules.attach(document.getElementById('de'), spec, { locale: 'de-DE' });
    const live = document.getElementById('de').nextElementSibling;
    const pending = [window.german.field.pendingCatalog, live.getAttribute('lang')];
    const told = await window.german.ready;
    return { module: rules.module.name, afterEnglish, pending, told: told.identifier,
             ready: [window.german.field.pendingCatalog, live.getAttribute('lang')],
             fetched: messages() };
})()"""

# A module loaded without naming the phone kind (`source`: the phone module by its URL, or null
# for the whole module): phone-metadata.txt is not fetched, and a phone field is refused (by
# createField and attach), until the page asks for it; then it is fetched once and works.
PHONE_LATER = """(async (source) => {
    const phoneFetches = """ + PHONE_FETCHES + """;
    const spec = { kind: 'phone', region: 'DE' };
    const input = document.getElementById('en');
    const refusal = (make) => {
        try { make(); return 'made'; } catch (error) { return `${error.constructor.name}: ${error.message}`; }
    };
    const rules = await window.loadInputRules(source);
    const seen = { module: rules.module.name, afterLoad: await phoneFetches() };
    seen.refusals = [refusal(() => rules.createField(spec)), refusal(() => rules.attach(input, spec))];
    seen.afterRefusals = await phoneFetches();
    await Promise.all([rules.loadPhoneMetadata(), rules.loadPhoneMetadata()]);
    seen.afterLoading = await phoneFetches();
    const attached = rules.attach(input, spec, { locale: 'de-DE' });
    const field = rules.createField(spec, { locale: 'de-DE' });
    field.type('015123456789');
    seen.works = [field.text, field.state, input.getAttribute('inputmode')];
    field.free();
    attached.detach();
    await rules.loadPhoneMetadata();
    seen.afterAgain = await phoneFetches();
    return seen;
})"""


def native_message(native, spec, locale, keys):
    result = subprocess.run(
        [native, "replay", "--rule", json.dumps(spec), "--locale", locale],
        input="".join(json.dumps({"type": key}) + "\n" for key in keys),
        capture_output=True, text=True, timeout=30)
    return json.loads(result.stdout.splitlines()[-1]).get("message")


def browser_variants(page, checks, url, native):
    """Navigates to `url` (the served /variants.html) and checks the modules and a catalog."""
    page.navigate(url)
    page.wait_for("window.variantsReady === true", timeout=20)
    seen = page.evaluate(VARIANTS, await_promise=True, timeout=60)
    for variant in seen["variants"]:
        name = variant["name"]
        checks.expect(f"module {name} loaded by its kinds ({', '.join(variant['kinds'])}): it, with "
                      f"those kinds, each made valid by its example's keys",
                      [name, variant["kinds"], [f"{kind} valid" for kind in variant["kinds"]]],
                      [variant["loaded"], variant["registered"], variant["states"]])
        if variant["lacking"]:
            lacking = variant["lacking"]
            having = variant["having"]
            error = variant["error"] or ""
            checks.expect_true(f"module {name}: a {lacking!r} field throws naming {lacking!r}, "
                               f"{name!r} and the module with both, {having!r}",
                               all(f'"{word}"' in error for word in (lacking, name, having)), error)
    expected = sorted(f"/inputrules-{variant['name']}.wasm" for variant in seen["variants"])
    checks.expect("each per-kind module fetched once, and the whole module not at all",
                  expected, sorted(seen["fetched"]))
    # The phone metadata: fetched by the first module loaded with the phone kind among its kinds,
    # before its rules resolved (its example field works, above), never by the others, and
    # not again by a later one from the same folder.
    expected, named = [], False
    for variant in seen["variants"]:
        named = named or "phone" in variant["kinds"]
        expected.append([variant["name"], 1 if named else 0])
    checks.expect("phone-metadata.txt fetched by the load naming the phone kind, once in all "
                  "(the times fetched after each module's load, in order)",
                  expected, [[variant["name"], variant["phoneFetches"]] for variant in seen["variants"]])

    german = page.evaluate(GERMAN, await_promise=True, timeout=30)
    checks.expect("text module: an en-US field fetches no catalog; a de-DE field waits for de.txt, "
                  "its live region English until it is in, German then",
                  ["text", [], ["de", "en"], "de", [None, "de"], ["/messages/de.txt"]],
                  [german["module"], german["afterEnglish"], german["pending"], german["told"],
                   german["ready"], german["fetched"]])
    focus(page, "de")
    page.type_keys("ab")
    settle(page)
    spec = {"kind": "text", "maxLength": 1}
    expected_message = native_message(native, spec, "de_DE", ["a", "b"]) if native else None
    text, lang = page.evaluate("""(() => {
        const live = document.getElementById('de').nextElementSibling;
        return [live.textContent.trim(), live.getAttribute('lang')];
    })()""")
    english = native_message(native, spec, "en_US", ["a", "b"]) if native else \
        "At most 1 character fits in this field."
    if expected_message is not None:
        checks.expect("the German field's refusal of b, in its live region: the command's German",
                      [expected_message, "de"], [text, lang])
    else:
        checks.expect_true("the German field's refusal of b is not English", text and text != english,
                           text)
    # A second German field gets the catalog the page has: nothing fetched again.
    again = page.evaluate("""(async () => {
        const rules = await window.loadInputRules({ kinds: ['text'] });
        const second = rules.attach(document.getElementById('de2'), { kind: 'text', maxLength: 1 },
            { locale: 'de-CH' });
        return [second.field.pendingCatalog, performance.getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/messages/'))];
    })()""", await_promise=True)
    checks.expect("a second German field: the catalog at once, de.txt fetched once in all",
                  [None, ["/messages/de.txt"]], again)

    # Modules loaded without naming the phone kind, each on a fresh page (the metadata is kept
    # per page and folder).
    for source, name in (({"wasm": "./inputrules-phone.wasm"}, "phone"), (None, "all")):
        page.navigate(url)
        page.wait_for("window.variantsReady === true", timeout=20)
        later = page.evaluate(f"{PHONE_LATER}({json.dumps(source)})", await_promise=True, timeout=30)
        how = "by its URL" if source else "with no options"
        refusals = later["refusals"]
        checks.expect_true(f"module {name} loaded {how}: a phone field (createField, attach) throws an "
                           "Error naming loadPhoneMetadata()",
                           len(refusals) == 2 and all(text.startswith("Error: ") and "loadPhoneMetadata()" in text
                                                      for text in refusals), refusals)
        checks.expect(f"module {name} loaded {how}: phone-metadata.txt not fetched by the load or the "
                      "refusals, fetched once by loadPhoneMetadata() (twice at once), not again; then a "
                      "phone field works",
                      [name, 0, 0, 1, 1, ["01512 3456789", "valid", "tel"]],
                      [later["module"], later["afterLoad"], later["afterRefusals"], later["afterLoading"],
                       later["afterAgain"], later["works"]])
