#!/usr/bin/env python3
"""A stand-in for the Open-Meteo geocoding and forecast APIs and OpenWeatherMap's current weather, for the Weather
tests. Listens on 127.0.0.1 only (a free port) and never reaches the internet.

Prints "PORT <n>" on its first line, then serves until its standard input closes or it is terminated.
The first path segment picks the scenario; the rest is the API path:

  ok         /v1/search (Berlin and friends; "Nowhere" has no results), /v1/forecast (21.4 °C / 70.5 °F, code 3,
             at 2025-06-01 12:00 UTC: current.time as Unix time with timeformat=unixtime, as the API does),
             /data/2.5/weather (OpenWeatherMap: appid must be "test-key", else 401; q=Nowhere is 404; dt the same
             time)
  slow       like ok after up to 10 s; records the request as cancelled if the client hangs up first
  malformed  200 with a body that is not JSON
  badfield   200 JSON missing the field the client needs (results[0].latitude, current.temperature_2m, main.temp)
  error400   400 with Open-Meteo's {"error": true, "reason": ...}
  error404   404 with OpenWeatherMap's {"cod": "404", "message": "city not found"}
  error500   500 with a plain-text body
  absurd     like ok, but numbers come raw from the query the client was configured with (its endpoint URL's own
             query is kept): stub_latitude, stub_longitude (geocoding), stub_temperature, stub_code, stub_time
             (forecast), stub_temp, stub_id, stub_dt (OpenWeatherMap), e.g. .../absurd/v1/forecast?stub_temperature=9.3e17
  hostile    like ok, but every name and description holds escape sequences, C1 controls and bidi overrides
  echo       500 whose JSON message echoes the appid (the API key) inside escape sequences
  ratelimited 429 Too Many Requests with Retry-After: 30 and a plain-text body, on every API path
  ratelimitedreason 429 with Retry-After: 30 and Open-Meteo's own body, {"error": true, "reason": "Minutely API
             request limit exceeded. Please try again in one minute."}, on every API path
  ratelimitednoheader the same 429 body without Retry-After
  unavailable 503 Service Unavailable with Retry-After: 120 and {"error": true, "reason": "Down for maintenance"};
             on /data/2.5/weather OpenWeatherMap's shape, {"cod": "503", "message": "Down for maintenance"}
  switchable like ok, but /v1/forecast answers as /__configure last set forecast=: ok (the default), 500 (error500's
             answer), or hold (no answer until forecast= is set to something else, then that); /v1/search as it
             last set search=: ok (the default) or 500

Control: /__requests (JSON list of the paths seen); /__wait_request?path=X&timeout=S and
/__wait_cancelled?path=X&timeout=S block until a request (or a cancelled slow request) whose path contains X was
seen, answering {"found": bool}. /__configure?forecast=ok|500|hold&search=ok|500 sets the switchable scenario's
forecasts and searches, answering {"configured": true}.
"""
import json
import os
import select
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

PLACES = [
    {"id": 2950159, "name": "Berlin", "latitude": 52.52437, "longitude": 13.41053, "country_code": "DE",
     "country": "Germany", "admin1": "Land Berlin", "timezone": "Europe/Berlin"},
    {"id": 5083330, "name": "Berlin", "latitude": 44.46867, "longitude": -71.18508, "country_code": "US",
     "country": "United States", "admin1": "New Hampshire", "timezone": "America/New_York"},
    {"id": 2950096, "name": "Berlingen", "latitude": 47.67, "longitude": 9.01, "country_code": "CH",
     "timezone": "Europe/Zurich"},
    {"id": 3448439, "name": "São Paulo", "latitude": -23.5475, "longitude": -46.63611, "country_code": "BR",
     "country": "Brazil", "admin1": "São Paulo", "timezone": "America/Sao_Paulo"},
]

lock = threading.Condition()
seen = []
cancelled = []
settings = {"forecast": "ok", "search": "ok"}


MINUTELY_LIMIT = "Minutely API request limit exceeded. Please try again in one minute."


def fold(text):
    return text.lower().replace("ã", "a")


READING_TIME = 1748779200  # 2025-06-01 12:00 UTC


def current_time(query):
    """Open-Meteo's current.time: Unix time when asked for with timeformat=unixtime, else ISO 8601 in UTC."""
    return READING_TIME if query.get("timeformat") == "unixtime" else "2025-06-01T12:00"


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json; charset=utf-8", headers=()):
        data = body if isinstance(body, bytes) else json.dumps(body, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(data)
        self.close_connection = True

    def do_GET(self):
        url = urlsplit(self.path)
        query = {k: v[-1] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
        if url.path == "/__requests":
            with lock:
                return self.send(200, list(seen))
        if url.path in ("/__wait_cancelled", "/__wait_request"):
            deadline = time.monotonic() + float(query.get("timeout", "5"))
            needle = query.get("path", "")
            paths = cancelled if url.path == "/__wait_cancelled" else seen
            with lock:
                while not any(needle in p for p in paths) and time.monotonic() < deadline:
                    lock.wait(max(0.0, deadline - time.monotonic()))
                return self.send(200, {"found": any(needle in p for p in paths)})
        if url.path == "/__configure":
            with lock:
                settings.update(query)
                lock.notify_all()
                return self.send(200, {"configured": True})
        with lock:
            seen.append(self.path)
            lock.notify_all()
        parts = url.path.strip("/").split("/", 1)
        scenario, rest = parts[0], "/" + (parts[1] if len(parts) > 1 else "")
        handler = getattr(self, "scenario_" + scenario, None)
        if handler is None:
            return self.send(404, {"message": "unknown stub scenario " + scenario})
        handler(rest, query)

    def scenario_ok(self, rest, query):
        if rest == "/v1/search":
            name = fold(query.get("name", ""))
            count = int(query.get("count", "10"))
            found = [p for p in PLACES if fold(p["name"]).startswith(name)][:count]
            body = {"generationtime_ms": 0.5}
            if found:
                body["results"] = found
            return self.send(200, body)
        if rest == "/v1/forecast":
            fahrenheit = query.get("temperature_unit") == "fahrenheit"
            current = {"time": current_time(query), "interval": 900,
                       "temperature_2m": 70.5 if fahrenheit else 21.4, "weather_code": 3}
            asked = query.get("current", "").split(",")
            # Like the real API, the extra fields come only when asked for.
            if "apparent_temperature" in asked:
                current["apparent_temperature"] = 67.6 if fahrenheit else 19.8
            if "relative_humidity_2m" in asked:
                current["relative_humidity_2m"] = 55
            if "wind_speed_10m" in asked:
                current["wind_speed_10m"] = 7.6 if query.get("wind_speed_unit") == "mph" else 12.3
            return self.send(200, {
                "latitude": float(query.get("latitude", "0")), "longitude": float(query.get("longitude", "0")),
                "current_units": {"time": query.get("timeformat", "iso8601"),
                                  "temperature_2m": "°F" if fahrenheit else "°C",
                                  "weather_code": "wmo code"},
                "current": current})
        if rest == "/data/2.5/weather":
            if query.get("appid") != "test-key":
                return self.send(401, {"cod": 401, "message": "Invalid API key. Please see "
                                                              "https://openweathermap.org/faq#error401 for more info."})
            if fold(query.get("q", "")) == "nowhere":
                return self.send(404, {"cod": "404", "message": "city not found"})
            imperial = query.get("units") == "imperial"
            name = query.get("q", "Mitte").split(",")[0]
            return self.send(200, {
                "coord": {"lon": 13.41, "lat": 52.52},
                "weather": [{"id": 804, "main": "Clouds", "description": "overcast clouds", "icon": "04d"}],
                "main": {"temp": 70.5 if imperial else 21.4, "feels_like": 69.8 if imperial else 21.0, "humidity": 40},
                "wind": {"speed": 9.2 if imperial else 4.1, "deg": 250},
                "sys": {"country": "DE"}, "timezone": 7200, "dt": READING_TIME, "name": name, "cod": 200})
        self.send(404, {"message": "no such endpoint " + rest})

    def scenario_slow(self, rest, query):
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            readable, _, _ = select.select([self.connection], [], [], 0.05)
            if readable:
                try:
                    closed = self.connection.recv(1, socket.MSG_PEEK) == b""
                except OSError:
                    closed = True
                if closed:
                    with lock:
                        cancelled.append(self.path)
                        lock.notify_all()
                    self.close_connection = True
                    return
        self.scenario_ok(rest, query)

    def scenario_malformed(self, rest, query):
        self.send(200, b"{\"results\": [ this is not json")

    def scenario_badfield(self, rest, query):
        if rest == "/v1/search":
            place = dict(PLACES[0])
            del place["latitude"]
            return self.send(200, {"results": [place]})
        if rest == "/v1/forecast":
            return self.send(200, {"current": {"time": current_time(query), "weather_code": 3}})
        self.send(200, {"name": "Berlin", "main": {"humidity": 40}})

    def scenario_error400(self, rest, query):
        self.send(400, {"error": True, "reason": "Latitude must be in range of -90 to 90°. Given: 100.0."})

    def scenario_error404(self, rest, query):
        self.send(404, {"cod": "404", "message": "city not found"})

    def scenario_error500(self, rest, query):
        self.send(500, b"upstream exploded", "text/plain")

    def scenario_absurd(self, rest, query):
        if rest == "/v1/search":
            place = dict(PLACES[0], latitude="@latitude@", longitude="@longitude@")
            return self.send(200, raw_numbers({"results": [place]}, query,
                                              {"latitude": "52.52", "longitude": "13.41"}))
        if rest == "/v1/forecast":
            return self.send(200, raw_numbers(
                {"current": {"time": "@time@", "temperature_2m": "@temperature@", "weather_code": "@code@",
                             "apparent_temperature": "@feels@", "relative_humidity_2m": "@humidity@",
                             "wind_speed_10m": "@wind@"}},
                query, {"time": str(READING_TIME), "temperature": "21.4", "code": "3", "feels": "19.8",
                        "humidity": "55", "wind": "12.3"}))
        if rest == "/data/2.5/weather":
            return self.send(200, raw_numbers(
                {"weather": [{"id": "@id@", "description": "overcast clouds"},],
                 "main": {"temp": "@temp@", "feels_like": "@feels@", "humidity": "@humidity@"},
                 "wind": {"speed": "@wind@"}, "dt": "@dt@", "name": "Berlin"},
                query, {"id": "804", "temp": "21.4", "feels": "21.0", "humidity": "40", "wind": "4.1",
                        "dt": str(READING_TIME)}))
        self.send(404, {"message": "no such endpoint " + rest})

    def scenario_hostile(self, rest, query):
        if rest == "/v1/search":
            place = dict(PLACES[0], name=HOSTILE, country=HOSTILE, admin1=HOSTILE, timezone=HOSTILE)
            return self.send(200, {"results": [place]})
        if rest == "/data/2.5/weather":
            return self.send(200, {"weather": [{"id": 804, "description": HOSTILE}], "main": {"temp": 21.4},
                                   "name": HOSTILE})
        self.scenario_ok(rest, query)

    def scenario_ratelimited(self, rest, query):
        self.send(429, b"slow down", "text/plain", headers=[("Retry-After", "30")])

    def scenario_ratelimitedreason(self, rest, query):
        self.send(429, {"error": True, "reason": MINUTELY_LIMIT}, headers=[("Retry-After", "30")])

    def scenario_ratelimitednoheader(self, rest, query):
        self.send(429, {"error": True, "reason": MINUTELY_LIMIT})

    def scenario_unavailable(self, rest, query):
        if rest == "/data/2.5/weather":
            body = {"cod": "503", "message": "Down for maintenance"}
        else:
            body = {"error": True, "reason": "Down for maintenance"}
        self.send(503, body, headers=[("Retry-After", "120")])

    def scenario_switchable(self, rest, query):
        if rest == "/v1/forecast":
            with lock:
                while settings["forecast"] == "hold":
                    lock.wait()
                mode = settings["forecast"]
            if mode == "500":
                return self.scenario_error500(rest, query)
        if rest == "/v1/search":
            with lock:
                mode = settings["search"]
            if mode == "500":
                return self.scenario_error500(rest, query)
        self.scenario_ok(rest, query)

    def scenario_echo(self, rest, query):
        self.send(500, {"message": "bad appid " + query.get("appid", "") + " \x1b]0;owned\x07\x1b[2J"})


HOSTILE = "Evil \x1b]0;owned\x07\x1b[2J\u009b31m\u202eCity\x1bP1$r\x1b\\"


def raw_numbers(body, query, names):
    """json.dumps(body), with each "@name@" placeholder replaced by the query's stub_<name> value, unquoted."""
    text = json.dumps(body, ensure_ascii=False)
    for name, default in names.items():
        text = text.replace('"@%s@"' % name, query.get("stub_" + name, default))
    return text.encode()


def exit_when_stdin_closes():
    try:
        while sys.stdin.buffer.read(1024):
            pass
    finally:
        os._exit(0)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
