"""The web benchmark's site (Web/Bench/run.py): the pages, the JavaScript they load (the four
ES modules, or the package's bundle made with esbuild) and the modules, served from 127.0.0.1 with
the types and compression a static server would use."""
import gzip
import http.server
import json
import platform
import re
import shutil
import subprocess
import sys
import threading
from pathlib import Path

BENCH = Path(__file__).resolve().parent

class Site:
    """Where each served path comes from, and the preload links of each page variant."""

    def __init__(self, web_dir, wasm_dir, use_gzip, bundle=None, baseline_dir=None, baseline_bundle=None):
        self.web_dir = Path(web_dir)
        # Another tree's inputrules.js and modules (--baseline-web-dir), served under baseline/,
        # bundled as the current one is
        self.baseline_dir = Path(baseline_dir) if baseline_dir else None
        self.baseline_bundle = Path(baseline_bundle) if baseline_bundle else None
        self.wasm_dir = Path(wasm_dir)
        self.use_gzip = use_gzip
        # inputrules.bundle.js, when the InputRules pages load the bundled file (--modules bundle)
        self.bundle = Path(bundle) if bundle else None
        self.preloads = {"whole": ["inputrules.wasm"], "small": []}
        self.compressed = {}
        self.lock = threading.Lock()

    def file(self, path):
        name = path.lstrip("/")
        if not name or ".." in name.split("/"):
            return None
        if name == BUNDLE_NAME:
            return self.bundle
        if name.startswith("baseline/"):
            rest = name[len("baseline/"):]
            if self.baseline_dir is None or "/" in rest:
                return None
            if rest == BUNDLE_NAME:
                return self.baseline_bundle
            candidate = self.baseline_dir / rest
            return candidate if candidate.suffix == ".js" and candidate.is_file() else None
        for folder, allowed in ((BENCH, None), (self.web_dir, (".js",)),
                                (self.wasm_dir, (".wasm", ".json", ".txt"))):
            candidate = folder / name
            if candidate.is_file() and (allowed is None or candidate.suffix in allowed):
                return candidate
        return None

    def gzipped(self, path, data):
        key = (str(path), path.stat().st_mtime_ns, len(data))
        with self.lock:
            if key not in self.compressed:
                self.compressed[key] = gzip.compress(data, compresslevel=9, mtime=0)
            return self.compressed[key]


TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css",
         ".wasm": "application/wasm", ".json": "application/json", ".txt": "text/plain; charset=utf-8"}


BUNDLE_NAME = "inputrules.bundle.js"


def use_bundle(html, folder=b""):
    """A page importing the bundled file instead of ./inputrules.js (folder b"baseline/": instead
    of the baseline's), preloading that one file."""
    bundle = BUNDLE_NAME.encode()
    html = re.sub(rb'<!--bench:modules-->\s*<link rel="modulepreload" href="' + re.escape(folder)
                  + rb'inputrules\.js">.*?<!--/bench:modules-->',
                  b'<link rel="modulepreload" href="' + folder + bundle + b'">', html, flags=re.S)
    return html.replace(b"'./" + folder + b"inputrules.js'", b"'./" + folder + bundle + b"'")


def use_baseline(html):
    """A page loading the baseline tree's modules (served under baseline/) instead of the current."""
    html = re.sub(rb'href="(inputrules|field|locale-data|attach)\.js"', rb'href="baseline/\1.js"', html)
    return html.replace(b"from './inputrules.js'", b"from './baseline/inputrules.js'")


def make_bundle(web_dir, folder):
    """Web/inputrules.js and what it imports as one minified ES module, as
    scripts/build-web-package.sh makes the package's inputrules.js (its esbuild flags, without
    the banner and the source map); None, with the reason printed, when esbuild is missing."""
    esbuild = shutil.which("esbuild")
    if esbuild is None:
        print("  note: esbuild is not installed: the InputRules pages load the four modules", flush=True)
        return None
    out = Path(folder) / BUNDLE_NAME
    subprocess.run([esbuild, str(Path(web_dir) / "inputrules.js"), "--bundle", "--format=esm",
                    "--platform=neutral", "--target=es2022", "--minify", "--external:node:*",
                    "--log-level=warning", f"--outfile={out}"], check=True, timeout=60)
    return out


def serve(site):
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Headers and body go out in separate writes: without this, Nagle's algorithm and the
        # browser's delayed ACK hold the body back some 40 ms.
        disable_nagle_algorithm = True

        def do_GET(self):
            path, _, query = self.path.partition("?")
            source = site.file(path)
            if source is None:
                self.send_response(404)
                self.send_header("Content-Length", "0")
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                return
            data = source.read_bytes()
            if source.suffix == ".html":
                variant = dict(part.partition("=")[::2] for part in query.split("&") if part).get("variant")
                links = "".join(f'<link rel="preload" href="{href}" as="fetch" crossorigin>\n'
                                for href in site.preloads.get(variant, []))
                data = data.replace(b"<!--bench:preload-->", links.encode("utf-8"))
                if "baseline" in dict(part.partition("=")[::2] for part in query.split("&") if part).get("web", ""):
                    data = use_baseline(data)
                if site.bundle is not None:
                    data = use_bundle(data)
                if site.baseline_bundle is not None:
                    data = use_bundle(data, b"baseline/")
            encoding = None
            if site.use_gzip and "gzip" in (self.headers.get("Accept-Encoding") or ""):
                data = site.gzipped(source, data)
                encoding = "gzip"
            self.send_response(200)
            self.send_header("Content-Type", TYPES.get(source.suffix, "application/octet-stream"))
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "no-store")
            if encoding:
                self.send_header("Content-Encoding", encoding)
            if source.name == "keys.html":
                # Cross-origin isolated: performance.now() at 5 µs rather than 100 µs.
                self.send_header("Cross-Origin-Opener-Policy", "same-origin")
                self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
            self.end_headers()
            try:
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the browser context was disposed while a response was on its way

        def log_message(self, format, *args):
            pass

    class Server(http.server.ThreadingHTTPServer):
        def handle_error(self, request, client_address):
            # A browser context disposed mid-request resets its connections: not the server's error.
            if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
                super().handle_error(request, client_address)

    server = Server(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
