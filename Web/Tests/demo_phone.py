"""The web demo's phone field: the region from the locale, the layout while typing, the value
(docs/web.md). Called by browser_test.py."""

from page_actions import focus, settle


def demo_phone(page, checks):
    """The demo's phone field dials from the locale's region (de-DE: DE) and lays out what is
    typed, with the region and type of the number in its replay line and status."""
    page.evaluate("""(() => {
        const picker = document.getElementById('locale');
        picker.value = 'de-DE';
        picker.dispatchEvent(new Event('change'));
    })()""")
    settle(page)
    seen = page.evaluate("""(() => {
        const input = document.getElementById('phone');
        return [document.querySelector('label[for="phone"]').textContent,
                input.getAttribute('inputmode')];
    })()""")
    checks.expect("demo page in de-DE: the phone field dials from DE, with a telephone keypad",
                  ["Phone number (DE)", "tel"], seen)
    for keys, text in (("015123456789", "01512 3456789"), ("+4915123456789", "+49 1512 3456789")):
        page.evaluate("""(() => {
            const phone = window.inputRulesDemo.fields.find((a) => a.definition.id === 'phone');
            phone.field.setValue(null);
            const input = document.getElementById('phone');
            input.scrollIntoView({ block: 'center' });
            input.focus();
        })()""")
        page.type_keys(keys)
        settle(page)
        seen = page.evaluate("""(() => {
            const input = document.getElementById('phone');
            const line = window.inputRulesDemo.fields.find((a) => a.definition.id === 'phone').field.line;
            const status = input.parentElement.querySelector('.status').textContent;
            return [input.value, input.selectionStart, line.state, line.value, line.region,
                    line.numberType, status.includes('region DE') && status.includes('numberType mobile')];
        })()""")
        checks.expect(f"demo page: {keys} typed into the phone field (DE): text, caret, state, "
                      "value, region, numberType, status line",
                      [text, len(text), "valid", "+4915123456789", "DE", "mobile", True], seen)
    # Back to the US: the number is kept (its value is E.164), shown internationally.
    page.evaluate("""(() => {
        const picker = document.getElementById('locale');
        picker.value = 'en-US';
        picker.dispatchEvent(new Event('change'));
    })()""")
    settle(page)
    seen = page.evaluate("""(() => {
        const line = window.inputRulesDemo.fields.find((a) => a.definition.id === 'phone').field.line;
        return [document.querySelector('label[for="phone"]').textContent, line.text, line.region];
    })()""")
    checks.expect("demo page in en-US: the phone field dials from US and keeps the German number",
                  ["Phone number (US)", "+49 1512 3456789", "DE"], seen)
