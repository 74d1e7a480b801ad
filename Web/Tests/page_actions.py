"""Actions on a page the browser tests share: focusing a field, letting the page settle."""

import json


def focus(page, field_id):
    page.click(field_id)
    page.wait_for(f"document.activeElement === document.getElementById({json.dumps(field_id)})", timeout=5)


def settle(page):
    """Lets the page's event handlers (and a microtask or two) run."""
    page.evaluate("new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))",
                  await_promise=True)
