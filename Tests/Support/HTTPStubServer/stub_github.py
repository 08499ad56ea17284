#!/usr/bin/env python3
"""A stand-in for the GitHub REST API, for tests. Listens on 127.0.0.1 only and never reaches the internet.

Prints "PORT <n>" on its first line of output, then serves until its standard input closes (so it dies with the
test process that started it) or it is terminated.

The first path segment picks the scenario; the rest is the GitHub path, so a client configured with the base URL
http://127.0.0.1:<port>/<scenario> talks to that scenario:

  ok         search pages with Link headers (rel lists with several values), user repositories (octocat has
             three, monalisa one), 404 user
  slow       like ok, but waits up to 10 s first and records the request as cancelled if the client hangs up
  ratelimit  403 with x-ratelimit-remaining: 0 and x-ratelimit-reset
  secondary  403 with retry-after (a secondary rate limit)
  secondarybare  the same 403 without retry-after or any rate-limit header (GitHub sends that too)
  toomany    429 with retry-after
  invalid    422 Validation Failed with GitHub's error list
  error500   500 with a JSON message
  malformed  200 whose body is not JSON
  badfield   200 whose JSON lacks items[1].full_name
  truncated  200 whose body is JSON cut short (Content-Length matches what is sent)
  cutoff     200 announcing more bytes than it sends, then closing the connection mid-body
  flaky      503 on the first request for a path, then like ok
  moved301   301 to <redirect_to>/ok<same path and query> (redirect_to: see /__configure; default this server)
  moved307   307 to the same place as moved301
  samemoved  307 to this server's /ok<same path and query> (a same-origin redirect)
  drip       200 announcing 1000 bytes, then one byte every drip_interval seconds; a client hang-up is recorded
             as cancelled
  huge       200 with Content-Length huge_size (default 50 MB), streaming the whole body; hang-up recorded
  hugechunked  the same body without Content-Length (chunked transfer encoding); hang-up recorded
  gzipbomb   200 with Content-Encoding: gzip whatever the request accepts: huge_size bytes of JSON-looking text
             compressed about a thousand to one (a "decompression bomb"); hang-up recorded
  transferbomb  the same body as gzipbomb, sent with Transfer-Encoding: gzip, chunked (no Content-Encoding)
  gzipratelimit  429 with Retry-After: 5 whose JSON body is gzip-compressed (Content-Encoding: gzip)
  dotdot     search pages like ok whose next link is /dotdot/../ok/... (leaves the base path once resolved)
  foreignlink  search pages like ok; from page 2 on, the next link points to <redirect_to> (another origin;
             http://127.0.0.1:1 when unset)
  hostile    like ok, but names, descriptions and languages hold escape sequences (OSC title, CSI clear, C1 CSI,
             DCS), bidi overrides, line breaks and tabs
  echo       422 whose message echoes the request's Authorization token inside escape sequences
  oddtotal   one search page of the five repositories (rxjs with -1 stars) whose total_count is the query text,
             sent as it is (?q=-5 sends "total_count": -5)
  samelink   search pages like ok (total_count 100000) whose next link is always the page itself
  repeating  search pages that all hold the same five repositories, each linking to the page after it, forever

Control endpoints (no scenario prefix):
  /__requests                          JSON list of every request seen: method, path, headers
  /__wait_request?path=X&timeout=S     blocks until a request whose path contains X arrives; {"seen": bool}
  /__wait_cancelled?path=X&timeout=S   blocks until such a request is cancelled by the client; {"cancelled": bool}
  /__reset                             forgets every recorded request
  /__configure?redirect_to=ORIGIN&drip_interval=S&huge_size=N&huge_pace=B   sets the values the scenarios above
                                       use (huge_pace: bytes per second for huge bodies, 0 unlimited)
"""
import gzip
import json
import select
import socket
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, quote, urlsplit

REPOSITORIES = [
    {"name": "RxSwift", "full_name": "ReactiveX/RxSwift", "html_url": "https://github.com/ReactiveX/RxSwift",
     "description": "Reactive Programming in Swift", "language": "Swift", "stargazers_count": 24000,
     "forks_count": 4200, "open_issues_count": 31, "pushed_at": "2024-05-01T12:30:00Z",
     "license": {"key": "mit", "name": "MIT License", "spdx_id": "MIT"},
     "topics": ["rx", "swift", "\u001b[31mred\u001b[0m"]},
    {"name": "rxjs", "full_name": "ReactiveX/rxjs", "html_url": "https://github.com/ReactiveX/rxjs",
     "description": None, "language": "TypeScript", "stargazers_count": 30000},
    {"name": "RxJava", "full_name": "ReactiveX/RxJava", "html_url": "https://github.com/ReactiveX/RxJava",
     "description": "Reactive Extensions for the JVM", "language": "Java", "stargazers_count": 47000},
    {"name": "swift-nio", "full_name": "apple/swift-nio", "html_url": "https://github.com/apple/swift-nio",
     "description": "Event-driven network application framework", "language": None, "stargazers_count": 7000},
    {"name": "vapor", "full_name": "vapor/vapor", "html_url": "https://github.com/vapor/vapor",
     "description": "A server-side Swift HTTP web framework.", "language": "Swift", "stargazers_count": 24000},
]
USER_REPOSITORIES = {"octocat": REPOSITORIES[:3], "monalisa": REPOSITORIES[4:]}

lock = threading.Condition()
requests_seen = []
cancelled = []
flaky_seen = set()
settings = {"redirect_to": None, "drip_interval": 0.2, "huge_size": 50 * 1000 * 1000, "huge_pace": 0}


def record(handler):
    with lock:
        requests_seen.append({"method": handler.command, "path": handler.path,
                              "headers": {k.lower(): v for k, v in handler.headers.items()}})
        lock.notify_all()


def wait_for(predicate, timeout):
    deadline = time.monotonic() + timeout
    with lock:
        while not predicate():
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            lock.wait(left)
        return True


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send_json(self, status, body, headers=None):
        data = json.dumps(body).encode() if not isinstance(body, bytes) else body
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Connection", "close")
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(data)
        self.close_connection = True

    def do_GET(self):
        url = urlsplit(self.path)
        query = {k: v[-1] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
        if url.path.startswith("/__"):
            return self.control(url.path, query)
        record(self)
        parts = url.path.strip("/").split("/", 1)
        scenario, rest = parts[0], "/" + (parts[1] if len(parts) > 1 else "")
        handler = getattr(self, "scenario_" + scenario, None)
        if handler is None:
            return self.send_json(404, {"message": "Unknown stub scenario " + scenario})
        handler(scenario, rest, query)

    def control(self, path, query):
        timeout = float(query.get("timeout", "5"))
        needle = query.get("path", "")
        if path == "/__requests":
            with lock:
                return self.send_json(200, list(requests_seen))
        if path == "/__wait_request":
            seen = wait_for(lambda: any(needle in r["path"] for r in requests_seen), timeout)
            return self.send_json(200, {"seen": seen})
        if path == "/__wait_cancelled":
            done = wait_for(lambda: any(needle in p for p in cancelled), timeout)
            return self.send_json(200, {"cancelled": done})
        if path == "/__configure":
            with lock:
                if "redirect_to" in query:
                    settings["redirect_to"] = query["redirect_to"] or None
                if "drip_interval" in query:
                    settings["drip_interval"] = float(query["drip_interval"])
                if "huge_size" in query:
                    settings["huge_size"] = int(query["huge_size"])
                if "huge_pace" in query:
                    settings["huge_pace"] = int(query["huge_pace"])
                return self.send_json(200, dict(settings))
        if path == "/__reset":
            with lock:
                requests_seen.clear()
                cancelled.clear()
                flaky_seen.clear()
            return self.send_json(200, {})
        self.send_json(404, {"message": "Unknown control endpoint"})

    # Scenarios

    def scenario_ok(self, scenario, rest, query):
        if rest == "/search/repositories":
            return self.search(scenario, query)
        if rest.startswith("/users/") and rest.endswith("/repos"):
            user = rest[len("/users/"):-len("/repos")]
            if user not in USER_REPOSITORIES:
                return self.send_json(404, {"message": "Not Found",
                                            "documentation_url": "https://docs.github.com/rest"})
            return self.send_json(200, USER_REPOSITORIES[user])
        self.send_json(404, {"message": "Not Found"})

    def search(self, scenario, query, next_link=None):
        page = max(1, int(query.get("page", "1") or "1"))
        per_page = max(1, int(query.get("per_page", "30") or "30"))
        q = query.get("q", "")
        if not q:
            return self.send_json(422, {"message": "Validation Failed",
                                        "errors": [{"resource": "Search", "field": "q", "code": "missing"}]})
        items = REPOSITORIES[(page - 1) * per_page: page * per_page]
        last = max(1, -(-len(REPOSITORIES) // per_page))
        base = "http://%s/%s/search/repositories" % (self.headers.get("Host"), scenario)

        def link(n):
            return "<%s?q=%s&per_page=%d&page=%d>" % (base, quote(q, safe=""), per_page, n)
        links = []
        if page > 1:
            links.append(link(1) + '; rel="first prev"' if page == 2 else link(1) + '; rel="first"')
            if page > 2:
                links.append(link(page - 1) + '; rel="prev"')
        if page < last and next_link is not None:
            links.append("<%s>; rel=\"next\"" % next_link(page + 1))
        elif page < last:
            links.append(link(page + 1) + ('; rel="next last"' if page + 1 == last else '; rel="next"'))
            if page + 1 < last:
                links.append(link(last) + '; title="the, last"; rel=last')
        headers = {"Link": ", ".join(links)} if links else {}
        headers.update({"x-ratelimit-limit": "10", "x-ratelimit-remaining": "9"})
        self.send_json(200, {"total_count": len(REPOSITORIES), "incomplete_results": "incomplete" in q,
                             "items": items}, headers)

    def other_origin(self):
        with lock:
            return settings["redirect_to"] or "http://%s" % self.headers.get("Host")

    def redirect(self, status, location):
        self.send_response(status)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True

    def scenario_moved301(self, scenario, rest, query):
        url = urlsplit(self.path)
        self.redirect(301, "%s/ok%s%s" % (self.other_origin(), rest, "?" + url.query if url.query else ""))

    def scenario_moved307(self, scenario, rest, query):
        url = urlsplit(self.path)
        self.redirect(307, "%s/ok%s%s" % (self.other_origin(), rest, "?" + url.query if url.query else ""))

    def scenario_samemoved(self, scenario, rest, query):
        url = urlsplit(self.path)
        self.redirect(307, "http://%s/ok%s%s" % (self.headers.get("Host"), rest, "?" + url.query if url.query else ""))

    def hung_up(self):
        with lock:
            cancelled.append(self.path)
            lock.notify_all()
        self.close_connection = True

    def scenario_drip(self, scenario, rest, query):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "1000")
        self.send_header("Connection", "close")
        self.end_headers()
        with lock:
            interval = settings["drip_interval"]
        try:
            for _ in range(1000):
                self.wfile.write(b" ")
                self.wfile.flush()
                readable, _, _ = select.select([self.connection], [], [], interval)
                if readable and self.connection.recv(1, socket.MSG_PEEK) == b"":
                    return self.hung_up()
        except OSError:
            return self.hung_up()
        self.close_connection = True

    def stream_body(self, size, chunked):
        chunk = b"x" * 65536
        sent = 0
        with lock:
            pace = settings["huge_pace"]
        try:
            while sent < size:
                part = chunk[: min(len(chunk), size - sent)]
                if chunked:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part))
                else:
                    self.wfile.write(part)
                sent += len(part)
                if pace:
                    time.sleep(len(part) / pace)  # a link of `pace` bytes per second, not a synchronisation
            if chunked:
                self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except OSError:
            return self.hung_up()
        self.close_connection = True

    def scenario_huge(self, scenario, rest, query):
        with lock:
            size = settings["huge_size"]
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(size))
        self.send_header("Connection", "close")
        self.end_headers()
        self.stream_body(size, chunked=False)

    def scenario_hugechunked(self, scenario, rest, query):
        with lock:
            size = settings["huge_size"]
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Connection", "close")
        self.end_headers()
        self.stream_body(size, chunked=True)

    @staticmethod
    def bomb_body():
        with lock:
            size = settings["huge_size"]
        compressor = zlib.compressobj(9, zlib.DEFLATED, 31)  # 31: a gzip wrapper
        block = b" " * 1_000_000
        body = bytearray(compressor.compress(b"{\"items\": \""))
        for _ in range(size // len(block)):
            body += compressor.compress(block)
        for _ in range(size % len(block)):
            body += compressor.compress(b" ")
        body += compressor.compress(b"\"}") + compressor.flush()
        return bytes(body)

    def scenario_gzipbomb(self, scenario, rest, query):
        body = self.bomb_body()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        try:
            self.wfile.write(body)
            self.wfile.flush()
        except OSError:
            return self.hung_up()
        self.close_connection = True

    def scenario_transferbomb(self, scenario, rest, query):
        body = self.bomb_body()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Transfer-Encoding", "gzip, chunked")
        self.send_header("Connection", "close")
        self.end_headers()
        try:
            for start in range(0, len(body), 65536):
                part = body[start:start + 65536]
                self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part))
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except OSError:
            return self.hung_up()
        self.close_connection = True

    def scenario_gzipratelimit(self, scenario, rest, query):
        body = gzip.compress(json.dumps({"message": "API rate limit exceeded"}).encode())
        self.send_response(429)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Retry-After", "5")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def scenario_dotdot(self, scenario, rest, query):
        if rest != "/search/repositories":
            return self.send_json(404, {"message": "Not Found"})
        host = self.headers.get("Host")
        q = quote(query.get("q", ""), safe="")
        self.search(scenario, query, lambda n: "http://%s/dotdot/../ok/search/repositories?q=%s&page=%d" % (host, q, n))

    def scenario_foreignlink(self, scenario, rest, query):
        if rest != "/search/repositories":
            return self.send_json(404, {"message": "Not Found"})
        host = self.headers.get("Host")
        q = quote(query.get("q", ""), safe="")
        per_page = int(query.get("per_page", "30") or "30")
        with lock:
            origin = settings["redirect_to"] or "http://127.0.0.1:1"

        def next_link(n):
            base = origin if n > 2 else "http://%s" % host
            return "%s/foreignlink/search/repositories?q=%s&per_page=%d&page=%d" % (base, q, per_page, n)
        self.search(scenario, query, next_link)

    def scenario_slow(self, scenario, rest, query):
        deadline = time.monotonic() + 10
        sock = self.connection
        while time.monotonic() < deadline:
            readable, _, _ = select.select([sock], [], [], 0.05)
            if readable:
                try:
                    closed = sock.recv(1, socket.MSG_PEEK) == b""
                except OSError:
                    closed = True
                if closed:
                    with lock:
                        cancelled.append(self.path)
                        lock.notify_all()
                    self.close_connection = True
                    return
        self.scenario_ok(scenario, rest, query)

    def scenario_ratelimit(self, scenario, rest, query):
        self.send_json(403, {"message": "API rate limit exceeded for 127.0.0.1.",
                             "documentation_url": "https://docs.github.com/rest/rate-limit"},
                       {"x-ratelimit-limit": "10", "x-ratelimit-remaining": "0",
                        "x-ratelimit-reset": "1700000000", "x-ratelimit-resource": "search"})

    def scenario_secondary(self, scenario, rest, query):
        self.send_json(403, {"message": "You have exceeded a secondary rate limit. Please wait a few minutes."},
                       {"retry-after": "60"})

    def scenario_secondarybare(self, scenario, rest, query):
        self.send_json(403, {"message": "You have exceeded a secondary rate limit. Please wait a few minutes."})

    def scenario_toomany(self, scenario, rest, query):
        self.send_json(429, {"message": "Too Many Requests"}, {"Retry-After": "30"})

    def scenario_invalid(self, scenario, rest, query):
        self.send_json(422, {"message": "Validation Failed", "errors": [{
            "message": "The listed users and repositories cannot be searched either because the resources do "
                       "not exist or you do not have permission to view them.",
            "resource": "Search", "field": "q", "code": "invalid"}],
            "documentation_url": "https://docs.github.com/v3/search/"})

    def scenario_error500(self, scenario, rest, query):
        self.send_json(500, {"message": "Server Error"})

    def scenario_malformed(self, scenario, rest, query):
        self.send_json(200, b"<html>this is not json {")

    def scenario_badfield(self, scenario, rest, query):
        items = [dict(r) for r in REPOSITORIES[:2]]
        del items[1]["full_name"]
        self.send_json(200, {"total_count": 2, "incomplete_results": False, "items": items})

    def scenario_truncated(self, scenario, rest, query):
        body = json.dumps({"total_count": 5, "incomplete_results": False, "items": REPOSITORIES}).encode()
        self.send_json(200, body[: len(body) // 2])

    def scenario_cutoff(self, scenario, rest, query):
        body = json.dumps({"total_count": 5, "incomplete_results": False, "items": REPOSITORIES}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body[:100])
        self.wfile.flush()
        self.connection.shutdown(socket.SHUT_RDWR)
        self.close_connection = True

    def scenario_hostile(self, scenario, rest, query):
        items = [hostile(r) for r in REPOSITORIES[:2]]
        if rest == "/search/repositories":
            return self.send_json(200, {"total_count": 2, "incomplete_results": False, "items": items})
        if rest.startswith("/users/") and rest.endswith("/repos"):
            return self.send_json(200, items)
        self.send_json(404, {"message": "Not Found"})

    def scenario_echo(self, scenario, rest, query):
        token = self.headers.get("Authorization", "").split(" ")[-1]
        self.send_json(422, {"message": "Bad credentials " + token + " \x1b]0;owned\x07\x1b[2J\u009b2J",
                             "errors": [{"message": "token " + token + " \u202erejected"}]})

    def scenario_flaky(self, scenario, rest, query):
        with lock:
            first = self.path not in flaky_seen
            flaky_seen.add(self.path)
        if first:
            return self.send_json(503, {"message": "Service Unavailable"})
        self.scenario_ok(scenario, rest, query)

    def scenario_oddtotal(self, scenario, rest, query):
        items = [dict(r) for r in REPOSITORIES]
        items[1]["stargazers_count"] = -1
        body = '{"total_count": %s, "incomplete_results": false, "items": %s}' % (query.get("q", ""), json.dumps(items))
        self.send_json(200, body.encode())

    def scenario_samelink(self, scenario, rest, query):
        if rest != "/search/repositories":
            return self.send_json(404, {"message": "Not Found"})
        per_page = max(1, int(query.get("per_page", "30") or "30"))
        link = '<http://%s%s>; rel="next"' % (self.headers.get("Host"), self.path)
        self.send_json(200, {"total_count": 100000, "incomplete_results": False, "items": REPOSITORIES[:per_page]},
                       {"Link": link})

    def scenario_repeating(self, scenario, rest, query):
        if rest != "/search/repositories":
            return self.send_json(404, {"message": "Not Found"})
        page = max(1, int(query.get("page", "1") or "1"))
        link = '<http://%s/%s/search/repositories?q=%s&page=%d>; rel="next"' % (
            self.headers.get("Host"), scenario, quote(query.get("q", ""), safe=""), page + 1)
        self.send_json(200, {"total_count": 100000, "incomplete_results": False, "items": REPOSITORIES},
                       {"Link": link})


HOSTILE_DESCRIPTION = ("Nice \x1b]0;owned title\x07\x1b[2J\x1b[3J\u009b31mred\u202eexe.txt\u2066\r\n"
                       "\tnext\x1bP1$r\x1b\\\u200bline")


def hostile(repository):
    copy = dict(repository)
    copy["name"] = "\x1b[2J" + repository["name"] + "\u009b1m"
    copy["full_name"] = repository["full_name"] + "\x1b]0;owned\x1b\\"
    copy["description"] = HOSTILE_DESCRIPTION
    copy["language"] = "Swift\u202e"
    return copy


def exit_when_stdin_closes():
    try:
        while sys.stdin.buffer.read(1024):
            pass
    finally:
        import os
        os._exit(0)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
