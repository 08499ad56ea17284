#!/usr/bin/env python3
"""Builds Sources/Weather/Resources/gazetteer.json, the offline place list of the Weather module.

Source: the IANA time zone database as installed by the system's tzdata package:
  zone.tab     one row per time zone and country: ISO 3166 code, the principal location's coordinates, zone name
  iso3166.tab  ISO 3166 code -> country name
Each row becomes one place: its name is the zone name's last part with underscores as spaces ("Europe/Berlin" ->
"Berlin", "America/Argentina/Buenos_Aires" -> "Buenos Aires"), its coordinates are the zone's principal location
converted from ISO 6709 degrees-minutes(-seconds) to decimal degrees, its time zone is the zone name.
Nothing is invented or added by hand.

Usage: python3 Scripts/make-gazetteer.py [ZONEINFO_DIR] > Sources/Weather/Resources/gazetteer.json
"""
import json
import re
import sys

zoneinfo = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/zoneinfo"


def rows(name):
    with open(f"{zoneinfo}/{name}", encoding="utf-8") as file:
        for line in file:
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                yield line.split("\t")


def degrees(text, whole_digits):
    """'+5230' or '+523000' (latitude, 2 digits of degrees) / '+01322' (longitude, 3) -> decimal degrees."""
    sign = -1 if text[0] == "-" else 1
    digits = text[1:]
    deg = int(digits[:whole_digits])
    minutes = int(digits[whole_digits:whole_digits + 2])
    seconds = int(digits[whole_digits + 2:whole_digits + 4] or 0)
    return round(sign * (deg + minutes / 60 + seconds / 3600), 4)


countries = {code: name for code, name in rows("iso3166.tab")}
places = []
for columns in rows("zone.tab"):
    code, coordinates, zone = columns[0], columns[1], columns[2]
    match = re.fullmatch(r"([+-]\d{4,6})([+-]\d{5,7})", coordinates)
    if not match:
        sys.exit(f"unexpected coordinates {coordinates!r} for {zone}")
    places.append({
        "name": zone.rsplit("/", 1)[-1].replace("_", " "),
        "countryCode": code,
        "country": countries.get(code),
        "latitude": degrees(match.group(1), 2),
        "longitude": degrees(match.group(2), 3),
        "timezone": zone,
    })

places.sort(key=lambda place: (place["name"], place["countryCode"]))
# One place per line, so diffs after a tzdata update read well.
lines = [json.dumps(place, ensure_ascii=False) for place in places]
sys.stdout.write('{"source": "IANA tzdata zone.tab and iso3166.tab",\n "places": [\n  ')
sys.stdout.write(",\n  ".join(lines))
sys.stdout.write("\n]}\n")
