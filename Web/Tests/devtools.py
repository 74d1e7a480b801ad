"""A DevTools protocol (CDP) client for the browser test: headless Chromium on a pipe, a tab
driven with key, mouse and screenshot commands, and the PNG decoding its screenshots need.

Chromium is started with --remote-debugging-pipe (file descriptors 3 and 4, NUL-separated JSON
messages; no websocket). Every call and every wait has a timeout. Used by browser_test.py, which
holds the scenarios. Python 3 standard library only.
"""

import base64
import fcntl
import json
import os
import shutil
import signal
import struct
import subprocess
import tempfile
import threading
import time
import zlib


class CDPError(Exception):
    pass


# --------------------------------------------------------------------------------------------
# Chromium over --remote-debugging-pipe


class Chromium:
    """A headless Chromium process and its DevTools pipe.

    Chromium reads commands from its fd 3 and writes responses and events to its fd 4, each
    message a JSON object followed by a NUL byte.
    """

    def __init__(self, executable, log_path, verbose=False):
        self.verbose = verbose
        self.user_data_dir = tempfile.mkdtemp(prefix="inputrules-chromium-")
        command_read, self.command_write = os.pipe()
        self.response_read, response_write = os.pipe()
        # Chromium's ends move to fds 3 and 4 in the child; first get them out of the way of
        # those numbers (a pipe end numbered 3 would be closed by its own redirection).
        command_read, response_write = (self._above_ten(command_read), self._above_ten(response_write))
        arguments = [
            "--headless=new", "--no-sandbox", "--remote-debugging-pipe",
            f"--user-data-dir={self.user_data_dir}", "--no-first-run", "--no-default-browser-check",
            "--disable-gpu", "--disable-dev-shm-usage", "--disable-extensions",
            "--disable-background-networking", "--disable-sync", "--disable-component-update",
            "--mute-audio", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--window-size=800,600", "--font-render-hinting=none", "about:blank",
        ]
        self.log = open(log_path, "wb")
        # bash (dash takes single-digit fds only) moves the pipe ends to fds 3 and 4 and closes the originals, then execs.
        self.process = subprocess.Popen(
            ["bash", "-c",
             f'exec "$0" "$@" 3<&{command_read} 4>&{response_write} {command_read}<&- {response_write}>&-',
             executable, *arguments],
            pass_fds=(command_read, response_write), stdin=subprocess.DEVNULL,
            stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        os.close(command_read)
        os.close(response_write)
        self.next_id = 0
        self.lock = threading.Condition()
        self.responses = {}
        self.events = []
        self.closed = False
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    @staticmethod
    def _above_ten(fd):
        moved = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(fd)
        return moved

    def _read(self):
        buffer = b""
        try:
            while True:
                chunk = os.read(self.response_read, 1 << 16)
                if not chunk:
                    break
                buffer += chunk
                while b"\0" in buffer:
                    message, buffer = buffer.split(b"\0", 1)
                    data = json.loads(message.decode("utf-8"))
                    with self.lock:
                        if "id" in data:
                            self.responses[data["id"]] = data
                        else:
                            self.events.append(data)
                        self.lock.notify_all()
        finally:
            with self.lock:
                self.closed = True
                self.lock.notify_all()

    def call(self, method, params=None, session=None, timeout=15):
        with self.lock:
            self.next_id += 1
            message_id = self.next_id
        message = {"id": message_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        if self.verbose:
            print(f"  -> {method} {json.dumps(params or {})[:200]}", flush=True)
        data = json.dumps(message).encode("utf-8") + b"\0"
        while data:
            written = os.write(self.command_write, data)
            data = data[written:]
        deadline = time.monotonic() + timeout
        with self.lock:
            while message_id not in self.responses:
                remaining = deadline - time.monotonic()
                if self.closed:
                    raise CDPError(f"{method}: Chromium closed the pipe")
                if remaining <= 0:
                    raise CDPError(f"{method}: no answer within {timeout} s")
                self.lock.wait(remaining)
            response = self.responses.pop(message_id)
        if "error" in response:
            raise CDPError(f"{method}: {response['error'].get('message')} {response['error'].get('data', '')}")
        return response.get("result", {})

    def wait_event(self, method, session=None, timeout=15, predicate=None):
        deadline = time.monotonic() + timeout
        with self.lock:
            while True:
                for index, event in enumerate(self.events):
                    if (event.get("method") == method and (session is None or event.get("sessionId") == session)
                            and (predicate is None or predicate(event.get("params", {})))):
                        del self.events[index]
                        return event.get("params", {})
                remaining = deadline - time.monotonic()
                if self.closed:
                    raise CDPError(f"waiting for {method}: Chromium closed the pipe")
                if remaining <= 0:
                    raise CDPError(f"no {method} within {timeout} s")
                self.lock.wait(remaining)

    def kill(self):
        """Kills Chromium and the processes it started (its own process group)."""
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass

    def close(self):
        try:
            if self.process.poll() is None:
                try:
                    self.call("Browser.close", timeout=5)
                    self.process.wait(timeout=5)
                except (CDPError, OSError, subprocess.TimeoutExpired):
                    pass
            self.kill()  # whatever of its group is left
        finally:
            for fd in (self.command_write, self.response_read):
                try:
                    os.close(fd)
                except OSError:
                    pass
            self.log.close()
            shutil.rmtree(self.user_data_dir, ignore_errors=True)


class Page:
    """One tab, attached with a flat session."""

    def __init__(self, browser):
        self.browser = browser
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": 800, "height": 600, "deviceScaleFactor": 1, "mobile": False})
        self.call("Emulation.setFocusEmulationEnabled", {"enabled": True})
        self.call("Page.bringToFront")

    def call(self, method, params=None, timeout=15):
        return self.browser.call(method, params, session=self.session, timeout=timeout)

    def navigate(self, url, timeout=20):
        self.call("Page.navigate", {"url": url})
        self.browser.wait_event("Page.loadEventFired", session=self.session, timeout=timeout)

    def evaluate(self, expression, await_promise=False, user_gesture=False, timeout=15):
        result = self.call("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": await_promise,
            "userGesture": user_gesture}, timeout=timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise CDPError(f"evaluating {expression[:80]!r}: {text}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=15):
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise CDPError(f"{expression!r} still false after {timeout} s")
            time.sleep(0.05)

    def box(self, element_id):
        rect = self.evaluate(
            f"(() => {{ const r = document.getElementById({json.dumps(element_id)}).getBoundingClientRect();"
            " return {x: r.x, y: r.y, width: r.width, height: r.height}; })()")
        return rect

    def click(self, element_id):
        rect = self.box(element_id)
        x, y = rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent",
                      {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def key(self, key, code, key_code, text=None, modifiers=0, commands=None):
        down = {"type": "keyDown" if text else "rawKeyDown", "key": key, "code": code,
                "windowsVirtualKeyCode": key_code, "nativeVirtualKeyCode": key_code,
                "modifiers": modifiers}
        if text:
            down["text"] = text
            down["unmodifiedText"] = text
        if commands:
            down["commands"] = commands
        self.call("Input.dispatchKeyEvent", down)
        self.call("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": code,
                                             "windowsVirtualKeyCode": key_code,
                                             "nativeVirtualKeyCode": key_code, "modifiers": modifiers})

    def type_keys(self, text):
        """One key press per character, as a US keyboard sends it."""
        for character in text:
            if character.isdigit() and character.isascii():
                code, key_code = f"Digit{character}", ord(character)
            elif character.isalpha() and character.isascii():
                code, key_code = f"Key{character.upper()}", ord(character.upper())
            else:
                code, key_code = "", 0
            self.key(character, code, key_code, text=character)

    def backspace(self):
        self.key("Backspace", "Backspace", 8)

    def screenshot(self, element_id):
        rect = self.box(element_id)
        clip = {"x": rect["x"], "y": rect["y"], "width": rect["width"], "height": rect["height"], "scale": 1}
        data = self.call("Page.captureScreenshot", {"format": "png", "clip": clip, "fromSurface": True})["data"]
        return base64.b64decode(data)


# --------------------------------------------------------------------------------------------
# PNG decoding (8-bit, non-interlaced, gray/RGB/RGBA), enough for Chromium's screenshots


def decode_png(data):
    """(width, height, bytes per pixel, raw pixel rows as bytes)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    offset = 8
    idat = b""
    width = height = bit_depth = color_type = interlace = None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        chunk = data[offset + 8:offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            width, height, bit_depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        elif kind == b"IEND":
            break
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(color_type)
    if bit_depth != 8 or channels is None or interlace != 0:
        raise ValueError(f"unsupported PNG: depth {bit_depth}, color type {color_type}, interlace {interlace}")
    raw = zlib.decompress(idat)
    stride = width * channels
    pixels = bytearray(height * stride)
    previous = bytearray(stride)
    position = 0
    for row in range(height):
        filter_type = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            if filter_type == 1:
                line[i] = (line[i] + left) & 0xFF
            elif filter_type == 2:
                line[i] = (line[i] + up) & 0xFF
            elif filter_type == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
            elif filter_type == 4:
                upper_left = previous[i - channels] if i >= channels else 0
                estimate = left + up - upper_left
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - upper_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
                line[i] = (line[i] + predictor) & 0xFF
        pixels[row * stride:(row + 1) * stride] = line
        previous = line
    return width, height, channels, bytes(pixels)


def differing_pixels(png_a, png_b):
    """The number of pixels that differ, or None when the sizes differ."""
    wa, ha, ca, a = decode_png(png_a)
    wb, hb, cb, b = decode_png(png_b)
    if (wa, ha, ca) != (wb, hb, cb):
        return None
    return sum(1 for i in range(0, len(a), ca) if a[i:i + ca] != b[i:i + ca])
