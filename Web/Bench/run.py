#!/usr/bin/env python3
"""The web benchmark: start-up of a page with three fields, and the cost of a key, in headless
Chromium driven through the DevTools protocol (Web/Tests/devtools.py). Method and figures:
docs/benchmarks-web.md.

Start-up: the same page (a US phone mask, a grouped decimal with 2 places in de-DE, a
dd.MM.yyyy date) made twice, with Web/inputrules.js and with Web/Bench/plainfilter.js (the
plain JavaScript filter written for the benchmark), is loaded cold many times, the pages
alternating, each load in a new browser context (an empty HTTP cache, a new renderer process;
the context first opens Web/Bench/blank.html on the same origin so that the measured load
starts in its site's process, as a navigation does). What is measured is the page's own
`performance.mark('ready')`, set once the three fields are attached, from the navigation's start.
The InputRules page is measured with the whole module (inputrules.wasm) and with the smallest
module the loader picks for the three kinds (`loadInputRules({ kinds: [...] })`); when the
loader has no such option, the page falls back to the whole module and that variant is
reported as not available instead of being timed twice.

Per key: Web/Bench/keys.html types each field's keys through `attach` (the events of a key
press dispatched to the input), through `Field.type` without DOM, through `ir_field_type`
alone, through plainfilter.js attached and bare, and through a plain input that only cancels
the events; medians of many batches, µs per key.

The files are served from a local http.server on 127.0.0.1 (Web/Bench/*, Web/*.js, and the
built modules of --wasm-dir: *.wasm with application/wasm, modules.json, messages/), with
`Cache-Control: no-store`, no compression unless --gzip, no network emulation unless --network.
With --modules bundle (the default) the InputRules pages import inputrules.bundle.js instead of
the four modules: Web/inputrules.js (of --web-dir) and what it imports bundled and minified with
esbuild, with the flags scripts/build-web-package.sh gives it for the package's inputrules.js,
made by this script into a temporary folder at the start of the run (esbuild must be installed;
without it the run says so and serves the four modules). --modules separate serves the four.

Usage: python3 Web/Bench/run.py [--quick] [--rounds N] [--only startup|keys] [--network NAME]
       [--gzip] [--json PATH] [--chromium PATH] [--wasm-dir DIR] [--web-dir DIR]
       [--modules bundle|separate]
Exits 1 when a page fails to load, a field does not show what its keys make, or the run takes
longer than --deadline seconds; the timings themselves are never judged (no thresholds).
Python 3 standard library only.
"""

import argparse
import gzip
import http.server
import json
import os
import re
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BENCH = Path(__file__).resolve().parent
sys.dont_write_bytecode = True  # no __pycache__ in Web/Tests for the import below
sys.path.insert(0, str(ROOT / "Web" / "Tests"))
from devtools import CDPError, Chromium, Page  # noqa: E402 (Web/Tests/devtools.py)
from bench_site import Site, make_bundle, serve, use_baseline, use_bundle  # noqa: E402,F401 (Web/Bench/bench_site.py)

# What a user types into each field, and what the field then shows (both pages must agree).
FIELDS = [("phone", "5551234567", "+1 (555) 123-4567"),
          ("amount", "1234567,89", "1.234.567,89"),
          ("date", "24122026", "24.12.2026")]
KINDS = ["mask", "decimal", "date"]

# Network emulation profiles (Network.emulateNetworkConditions): latency in ms, throughput in
# bytes per second. "slow4g" is the profile Lighthouse calls Slow 4G (150 ms, 1.6 Mbit/s down,
# 750 kbit/s up); "fast4g": 40 ms, 10 Mbit/s down, 5 up.
NETWORKS = {
    "none": None,
    "fast4g": (40, 10 * 1024 * 1024 / 8, 5 * 1024 * 1024 / 8),
    "slow4g": (150, 1.6 * 1024 * 1024 / 8, 750 * 1024 / 8),
}


# --------------------------------------------------------------------------------------------
# A tab in a browser context of its own


class ContextPage(Page):
    """A tab in a new browser context (its own HTTP cache and renderer processes)."""

    def __init__(self, browser, network=None, focus=False):  # noqa: super().__init__ opens a tab in the default context
        self.browser = browser
        self.context = browser.call("Target.createBrowserContext", {"disposeOnDetach": True})["browserContextId"]
        target = browser.call("Target.createTarget", {"url": "about:blank", "browserContextId": self.context})["targetId"]
        self.session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable")
        if network is not None:
            latency, down, up = network
            self.call("Network.enable")
            self.call("Network.emulateNetworkConditions", {
                "offline": False, "latency": latency, "downloadThroughput": down, "uploadThroughput": up})
        if focus:
            self.call("Emulation.setFocusEmulationEnabled", {"enabled": True})

    def forget_events(self):
        with self.browser.lock:
            self.browser.events = [e for e in self.browser.events if e.get("sessionId") not in (None, self.session)]

    def open(self, url, timeout=60):
        """Navigates and returns what the page's `benchReady` promise resolves to."""
        self.forget_events()
        result = self.call("Page.navigate", {"url": url}, timeout=timeout)
        if result.get("errorText"):
            raise CDPError(f"navigating to {url}: {result['errorText']}")
        self.browser.wait_event("Page.domContentEventFired", session=self.session, timeout=timeout)
        return self.evaluate(READY_EXPRESSION, await_promise=True, timeout=timeout)

    def close(self):
        try:
            self.browser.call("Target.disposeBrowserContext", {"browserContextId": self.context}, timeout=15)
        finally:
            self.forget_events()


INTL_EXPRESSION = """(() => {
  let start = performance.now();
  new Intl.NumberFormat('en-US').resolvedOptions();
  const numberFormat = performance.now() - start;
  start = performance.now();
  new Intl.DateTimeFormat('de-DE').formatToParts(new Date(2026, 11, 24));
  return { numberFormat, dateTimeFormat: performance.now() - start };
})()"""

READY_EXPRESSION = """(async () => {
  const result = await window.benchReady;
  const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const navigation = performance.getEntriesByType('navigation')[0];
  return { ...result, ready: mark('ready'), script: mark('script'), loadedMark: mark('loaded'),
    phoneMark: mark('phone'), amountMark: mark('amount'), fetchStart: navigation.fetchStart,
    responseStart: navigation.responseStart,
    responseEnd: navigation.responseEnd, domInteractive: navigation.domInteractive,
    resources: performance.getEntriesByType('resource').map((r) => ({
      path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd,
      bytes: r.encodedBodySize, decoded: r.decodedBodySize, initiator: r.initiatorType,
      status: r.responseStatus })) };
})()"""


# --------------------------------------------------------------------------------------------
# Statistics


def median(values):
    return statistics.median(values)


def p90(values):
    ordered = sorted(values)
    return ordered[max(0, -(-len(ordered) * 9 // 10) - 1)]  # nearest rank


# --------------------------------------------------------------------------------------------
# Start-up


def check_fields(browser, base, page_name, variant, network, failures):
    """Loads the page once (not timed) and types each field's keys with real key events: the
    fields must be there and show what the keys make. Returns the page's result."""
    page = ContextPage(browser, NETWORKS[network], focus=True)
    try:
        url = f"{base}/{page_name}" + (f"?variant={variant}" if variant else "")
        result = page.open(url)
        if result.get("error"):
            failures.append(f"{page_name} {variant or ''}: {result['error']}")
            return result
        for field_id, keys, expected in FIELDS:
            page.evaluate(f"document.getElementById('{field_id}').focus()")
            page.type_keys(keys)
            shown = page.evaluate(f"document.getElementById('{field_id}').value")
            status = "ok  " if shown == expected else "FAIL"
            print(f"  {status} {page_name}{'?variant=' + variant if variant else ''}: "
                  f"#{field_id} after typing {keys!r} shows {shown!r}", flush=True)
            if shown != expected:
                failures.append(f"{page_name} {variant or ''} #{field_id}: expected {expected!r}, saw {shown!r}")
        return result
    finally:
        page.close()


def startup(browser, base, site, args, failures):
    print("== start-up (ms from navigation start to performance.mark('ready'))", flush=True)
    # What the loader fetches (the module, modules.json) is found on a load of each variant
    # without preloads, which also checks its fields; the timed loads then preload those files,
    # as a page that knows what it loads would.
    probes = {}
    for variant in ("whole", "small"):
        site.preloads[variant] = []
        probe = check_fields(browser, base, "startup-inputrules.html", variant, args.network, failures) or {}
        probes[variant] = probe
        site.preloads[variant] = [
            r["path"].lstrip("/") for r in probe.get("resources", [])
            if r["initiator"] in ("fetch", "other") and r["path"].endswith((".wasm", ".json"))
            and r.get("status") in (None, 0, 200)]
    probe = probes["small"]
    chosen = (probe.get("module") or {}).get("file")
    # Timed whenever the loader takes the option, also when its choice is the whole module (no
    # smaller module has the three kinds): the page then differs from the whole variant only by
    # the loader's reading modules.json before it compiles.
    small_available = not probe.get("error") and probe.get("loaded") == "kinds"
    small_files = site.preloads["small"]
    print(f"  preloaded: whole {site.preloads['whole']}", flush=True)
    if small_available:
        module = probe.get("module") or {}
        print(f"  the loader's choice for {KINDS}: module {module.get('name')} ({chosen}, kinds "
              f"{', '.join(module.get('kinds', []))}){', the whole module' if chosen == 'inputrules.wasm' else ''}; "
              f"preloaded: {small_files}", flush=True)
    else:
        why = probe.get("error") or probe.get("loaded")
        print(f"  loadInputRules({{ kinds: {KINDS} }}): not available ({why}); timed with the whole module only", flush=True)
    check_fields(browser, base, "startup-plain.html", None, args.network, failures)
    if site.baseline_dir is not None:
        check_fields(browser, base, "startup-inputrules.html", "whole&web=baseline", args.network, failures)
    if failures:
        return None

    variants = [("plain", "startup-plain.html"), ("whole", "startup-inputrules.html?variant=whole")]
    if site.baseline_dir is not None:
        # The same page on the baseline tree's JavaScript, timed in the same rounds.
        variants.append(("baseline", "startup-inputrules.html?variant=whole&web=baseline"))
    if small_available:
        variants.append(("small", "startup-inputrules.html?variant=small"))
    samples = {name: [] for name, _ in variants}
    details = {name: [] for name, _ in variants}
    for round_index in range(args.rounds):
        # Alternate the pages, and rotate which goes first.
        order = variants[round_index % len(variants):] + variants[:round_index % len(variants)]
        for name, path in order:
            page = ContextPage(browser, NETWORKS[args.network])
            try:
                page.open(f"{base}/blank.html")
                result = page.open(f"{base}/{path}")
                if name == "plain":
                    # The plain page uses no Intl: what its first use costs in a fresh renderer,
                    # which the InputRules page pays while making its fields.
                    result["intl"] = page.evaluate(INTL_EXPRESSION)
            finally:
                page.close()
            if result.get("error") or result.get("ready") is None:
                failures.append(f"{path}: {result.get('error') or 'no ready mark'}")
                return None
            samples[name].append(result["ready"])
            details[name].append(result)
        if args.verbose:
            print(f"  round {round_index + 1}: " + ", ".join(f"{n} {samples[n][-1]:.1f}" for n, _ in variants), flush=True)

    report = {"rounds": args.rounds, "network": args.network, "gzip": args.gzip,
              "smallAvailable": small_available, "preloads": dict(site.preloads),
              "smallModule": probe.get("module"), "smallLoaded": probe.get("loaded") or probe.get("error"),
              "pages": {}}
    for name, _ in variants:
        values = samples[name]
        runs = details[name]
        def mid(key):
            picked = [r[key] for r in runs if r.get(key) is not None]
            return median(picked) if picked else None
        modules = {}
        for r in runs:
            for resource in r["resources"]:
                if resource["path"].endswith(".wasm"):
                    entry = modules.setdefault(resource["path"], {"bytes": resource["bytes"], "decoded": resource["decoded"],
                                                                   "ends": [], "count": 0})
                    entry["ends"].append(resource["end"])
                    entry["count"] += 1
        report["pages"][name] = {
            "median": median(values), "p90": p90(values), "min": min(values), "max": max(values),
            "samples": values, "script": mid("script"), "loaded": mid("loadedMark"),
            "responseEnd": mid("responseEnd"), "domInteractive": mid("domInteractive"),
            "fetchStart": mid("fetchStart"), "responseStart": mid("responseStart"),
            "phoneAttached": mid("phoneMark"), "amountAttached": mid("amountMark"),
            "modules": {path: {"bytes": m["bytes"], "decoded": m["decoded"], "fetchesPerLoad": m["count"] / len(runs),
                               "responseEnd": median(m["ends"])} for path, m in modules.items()},
        }
    plain = report["pages"]["plain"]
    intl = [r["intl"] for r in details["plain"] if r.get("intl")]
    if intl:
        report["firstIntl"] = {"numberFormat": median([i["numberFormat"] for i in intl]),
                               "dateTimeFormat": median([i["dateTimeFormat"] for i in intl])}
    print(f"  {'page':<40} {'median':>8} {'p90':>8} {'min':>8}  ratio (median, p90)", flush=True)
    for name, _ in variants:
        page = report["pages"][name]
        label = {"plain": "plainfilter.js", "whole": "inputrules.js, whole module",
                 "baseline": "baseline inputrules.js, whole module",
                 "small": f"inputrules.js, {{kinds: [{','.join(KINDS)}]}}"}[name]
        ratio = "" if name == "plain" else \
            f"  {page['median'] / plain['median']:.2f}x, {page['p90'] / plain['p90']:.2f}x"
        page["ratio"] = None if name == "plain" else page["median"] / plain["median"]
        page["ratioP90"] = None if name == "plain" else page["p90"] / plain["p90"]
        print(f"  {label:<40} {page['median']:8.1f} {page['p90']:8.1f} {page['min']:8.1f}{ratio}", flush=True)
    for name, _ in variants:
        page = report["pages"][name]
        parts = [f"fetch start {page['fetchStart']:.1f}", f"response start {page['responseStart']:.1f}",
                 f"response end {page['responseEnd']:.1f}", f"DOM interactive {page['domInteractive']:.1f}",
                 f"script runs {page['script']:.1f}"]
        if page["loaded"] is not None:
            parts.append(f"module loaded {page['loaded']:.1f}")
            parts.append(f"phone attached {page['phoneAttached']:.1f}, amount {page['amountAttached']:.1f}, "
                         f"date (ready) {page['median']:.1f}")
        for path, module in page["modules"].items():
            parts.append(f"{path} ({module['bytes']:,} bytes) fetched by {module['responseEnd']:.1f}"
                         + ("" if module["fetchesPerLoad"] == 1 else
                            f"; {module['fetchesPerLoad'] * len(details[name]):g} fetches in {len(details[name])} loads"))
        print(f"  {name} (medians, ms): " + "; ".join(parts), flush=True)
    if "firstIntl" in report:
        print(f"  the first Intl.NumberFormat in a new renderer (the plain page, after ready): "
              f"{report['firstIntl']['numberFormat']:.1f} ms, then the first Intl.DateTimeFormat "
              f"{report['firstIntl']['dateTimeFormat']:.1f} ms (medians)", flush=True)
    return report


# --------------------------------------------------------------------------------------------
# Per key


PATHS = ["attach", "field", "abi", "plainDom", "plain", "events", "attachInput", "eventsInput"]
SHOWN = ["attach", "field", "abi", "plainDom", "plain", "events"]
# With --baseline-web-dir: attach and Field.type on the baseline tree's modules, in the same page.
BASELINE_PATHS = ["attachBaseline", "fieldBaseline"]


def per_key(browser, base, site, args, failures):
    print("== per key (µs per key; medians of batches)", flush=True)
    page = ContextPage(browser, None, focus=True)
    try:
        ready = page.open(f"{base}/keys.html" + ("?baseline=1" if site.baseline_dir is not None else ""))
        if ready.get("error"):
            failures.append(f"keys.html: {ready['error']}")
            return None
        if not ready.get("isolated"):
            print("  note: the page is not cross-origin isolated; performance.now() is coarser", flush=True)
        workloads = ready["workloads"]
        paths = PATHS + [p for p in BASELINE_PATHS if p in ready["paths"]]
        run = lambda workload, path, rounds: page.evaluate(  # noqa: E731
            f"window.runKeys({json.dumps({'workload': workload, 'path': path, 'rounds': rounds})})", timeout=120)
        for workload in workloads:  # warm-up: the engine's functions tier up, the page's JIT warms
            for path in paths:
                seen = run(workload, path, args.warmup)
                if not path.startswith("events") and seen["shown"] != seen["expected"]:
                    failures.append(f"keys.html {workload} via {path}: shows {seen['shown']!r}, expected {seen['expected']!r}")
        if failures:
            return None
        samples = {(w, p): [] for w in workloads for p in paths}
        for _ in range(args.batches):
            for workload in workloads:
                for path in paths:
                    samples[(workload, path)].append(run(workload, path, args.key_rounds)["microsecondsPerKey"])
    finally:
        page.close()
    report = {"batches": args.batches, "roundsPerBatch": args.key_rounds, "isolated": ready.get("isolated"),
              "workloads": {}}
    header = f"  {'field':<8}" + "".join(f"{p:>10}" for p in SHOWN) + f"{'JS over':>10}{'over/field':>11}"
    print(header, flush=True)
    for workload in workloads:
        row = {path: median(samples[(workload, path)]) for path in paths}
        row["p90"] = {path: p90(samples[(workload, path)]) for path in paths}
        row["overhead"] = row["attach"] - row["field"]
        row["overheadOverField"] = row["overhead"] / row["field"]
        # The overhead less what the events cost a plain input, and what the key's events other
        # than beforeinput cost the attached field (its keydown and keyup handlers).
        row["overheadBeyondEvents"] = row["attach"] - row["events"] - row["field"]
        row["otherEvents"] = (row["attach"] - row["events"]) - (row["attachInput"] - row["eventsInput"])
        report["workloads"][workload] = row
        print(f"  {workload:<8}" + "".join(f"{row[p]:10.2f}" for p in SHOWN)
              + f"{row['overhead']:10.2f}{row['overheadOverField']:10.2f}x", flush=True)
    print("  attach: the events of a key press sent to an attached input; field: Field.type; abi: ir_field_type "
          "alone; plainDom/plain: plainfilter.js attached / bare; events: the same events to a plain input; "
          "JS over = attach - field", flush=True)
    for workload in workloads:
        row = report["workloads"][workload]
        print(f"  {workload}: attach beyond the events' own cost {row['attach'] - row['events']:.2f} "
              f"(of which Field.type {row['field']:.2f}, the rest {row['overheadBeyondEvents']:.2f}); "
              f"beforeinput alone: attach {row['attachInput']:.2f}, plain input {row['eventsInput']:.2f}; "
              f"keydown, keypress and keyup cost the attached field {row['otherEvents']:.2f}", flush=True)
    if "attachBaseline" in paths:
        for workload in workloads:
            row = report["workloads"][workload]
            row["baselineOverhead"] = row["attachBaseline"] - row["fieldBaseline"]
            print(f"  {workload}, baseline tree in the same batches: attach {row['attachBaseline']:.2f}, "
                  f"Field.type {row['fieldBaseline']:.2f}, JS over {row['baselineOverhead']:.2f} "
                  f"(this tree: {row['attach']:.2f}, {row['field']:.2f}, {row['overhead']:.2f})", flush=True)
    return report


# --------------------------------------------------------------------------------------------


def describe_tree():
    def git(*arguments):
        try:
            return subprocess.run(["git", "-C", str(ROOT), *arguments], capture_output=True, text=True,
                                  timeout=10).stdout.strip()
        except (OSError, subprocess.TimeoutExpired):
            return ""
    commit = git("rev-parse", "--short", "HEAD")
    dirty = git("status", "--porcelain", "--", "Web")
    return commit + (" (Web/ has uncommitted changes)" if dirty else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="CI smoke: fewer rounds and batches (under a minute)")
    parser.add_argument("--rounds", type=int, help="cold loads of each page (default 40, quick 5)")
    parser.add_argument("--batches", type=int, help="per-key batches per field and path (default 21, quick 5)")
    parser.add_argument("--key-rounds", type=int, help="rounds of a field's keys per batch (default 200, quick 50)")
    parser.add_argument("--warmup", type=int, default=None, help="warm-up rounds per field and path (default 300, quick 100)")
    parser.add_argument("--only", choices=["startup", "keys"])
    parser.add_argument("--network", choices=sorted(NETWORKS), default="none",
                        help="network emulation of the start-up loads (default none: loopback as it is)")
    parser.add_argument("--gzip", action="store_true", help="serve with Content-Encoding: gzip (level 9)")
    parser.add_argument("--json", metavar="PATH", help="write the figures as JSON")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    parser.add_argument("--wasm-dir", default=str(ROOT / ".build-wasm"),
                        help="the built modules (inputrules.wasm, inputrules-<name>.wasm, modules.json, messages/)")
    parser.add_argument("--web-dir", default=str(ROOT / "Web"), help="inputrules.js and the modules it imports")
    parser.add_argument("--baseline-web-dir", metavar="DIR",
                        help="another tree's inputrules.js and modules (a copy of Web/ before a change), timed "
                             "in the same run: its start-up page among the others' loads, its attach and Field.type "
                             "paths in the same per-key batches")
    parser.add_argument("--baseline-modules", choices=["bundle", "separate"],
                        help="how the baseline tree's modules are served (default: as --modules)")
    parser.add_argument("--modules", choices=["bundle", "separate"], default="bundle",
                        help="the InputRules pages load the four modules bundled and minified with esbuild, "
                             "as the package's inputrules.js (default), or as they are")
    parser.add_argument("--deadline", type=float, default=None, help="seconds before the run gives up (default 300, quick 120)")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    args.rounds = args.rounds or (5 if args.quick else 40)
    args.batches = args.batches or (5 if args.quick else 21)
    args.key_rounds = args.key_rounds or (50 if args.quick else 200)
    args.warmup = args.warmup or (100 if args.quick else 300)
    args.deadline = args.deadline or (120 if args.quick else 300)

    for needed in (Path(args.wasm_dir) / "inputrules.wasm", Path(args.web_dir) / "inputrules.js"):
        if not needed.exists():
            print(f"FAIL setup: {needed} is missing (scripts/build-wasm.sh builds the module)")
            return 1
    if not Path(args.chromium).exists():
        print(f"FAIL setup: no Chromium at {args.chromium} (apt-get install chromium)")
        return 1

    scratch = tempfile.mkdtemp(prefix="inputrules-bench-")
    bundle = make_bundle(args.web_dir, scratch) if args.modules == "bundle" else None
    baseline_bundle = None
    if args.baseline_web_dir and (args.baseline_modules or args.modules) == "bundle" and shutil.which("esbuild"):
        (Path(scratch) / "baseline").mkdir()
        baseline_bundle = make_bundle(args.baseline_web_dir, Path(scratch) / "baseline")
    site = Site(args.web_dir, args.wasm_dir, args.gzip, bundle, args.baseline_web_dir, baseline_bundle)
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    log_path = Path(tempfile.gettempdir()) / f"inputrules-bench-chromium-{os.getpid()}.log"
    browser = None
    failures = []

    def watchdog():
        print(f"FAIL the web benchmark took longer than {args.deadline} s; stopping", flush=True)
        if browser is not None:
            browser.kill()
            shutil.rmtree(browser.user_data_dir, ignore_errors=True)
        os._exit(1)

    timer = threading.Timer(args.deadline, watchdog)
    timer.daemon = True
    timer.start()
    started = time.monotonic()
    report = {}
    try:
        browser = Chromium(args.chromium, log_path, verbose=False)
        version = browser.call("Browser.getVersion", timeout=30).get("product")
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
        report["environment"] = {"browser": version, "tree": describe_tree(), "cores": os.cpu_count(),
                                 "loadAverageAtStart": load, "machine": platform.machine(),
                                 "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
        report["environment"]["modules"] = (f"bundle ({bundle.stat().st_size:,} bytes, esbuild --minify)"
                                            if bundle else "separate")
        if args.baseline_web_dir:
            report["environment"]["baseline"] = {
                "webDir": args.baseline_web_dir,
                "modules": (f"bundle ({baseline_bundle.stat().st_size:,} bytes, esbuild --minify)"
                            if baseline_bundle else "separate")}
        print(f"web benchmark: {version}, {base}, Web/ at {report['environment']['tree']}, "
              f"network {args.network}{', gzip' if args.gzip else ''}, load average {load:.1f}, "
              f"InputRules modules: {report['environment']['modules']}", flush=True)
        if args.baseline_web_dir:
            print(f"baseline: {args.baseline_web_dir}, modules: {report['environment']['baseline']['modules']}", flush=True)
        if args.only in (None, "startup"):
            report["startup"] = startup(browser, base, site, args, failures)
        if args.only in (None, "keys") and not failures:
            report["keys"] = per_key(browser, base, site, args, failures)
    except (CDPError, OSError) as error:
        failures.append(f"driving Chromium: {error}")
    finally:
        timer.cancel()
        if browser is not None:
            browser.close()
        server.shutdown()
        server.server_close()
        shutil.rmtree(scratch, ignore_errors=True)
    report["seconds"] = round(time.monotonic() - started, 1)
    report["environment"] = report.get("environment", {})
    report["environment"]["loadAverageAtEnd"] = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")
    if failures:
        for failure in failures:
            print(f"FAIL {failure}", flush=True)
        print(f"web benchmark: FAILED ({report['seconds']} s; Chromium's log: {log_path})", flush=True)
        return 1
    log_path.unlink(missing_ok=True)
    print(f"web benchmark: done in {report['seconds']} s, load average "
          f"{report['environment']['loadAverageAtEnd']:.1f} at the end", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
