"""Checks one module's symbol graphs for the documentation build (Scripts/build-docs.sh).

Fails when a public symbol has no doc comment (members that implement a documented protocol requirement or
override a documented method inherit its comment and are accepted), or when a top-level public symbol (type,
protocol, type alias, free function, global variable) is missing from the topic groups of the landing page.

usage: check-docs.py MODULE SYMBOL_GRAPH_DIR LANDING_PAGE
"""
import glob
import json
import os
import re
import sys

TOP_LEVEL_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias",
                   "swift.func", "swift.var"}


def main():
    module, graph_dir, landing = sys.argv[1:4]
    landing_text = open(landing, encoding="utf-8").read()
    curated = set()
    for link in re.findall(r"``([^`]+)``", landing_text):
        curated.add(re.sub(r"-[0-9a-z]+$", "", link).split("(")[0])
    problems = []
    for path in sorted(glob.glob(os.path.join(graph_dir, "*.symbols.json"))):
        graph = json.load(open(path, encoding="utf-8"))
        inherits = {r["source"] for r in graph["relationships"]
                    if r["kind"] in ("defaultImplementationOf", "overrides")}
        members = {r["source"] for r in graph["relationships"]
                   if r["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf")}
        main_graph = os.path.basename(path) == module + ".symbols.json"
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            name = ".".join(symbol["pathComponents"])
            where = symbol.get("location", {})
            place = "%s:%s" % (where.get("uri", "?").split("/Sources/")[-1],
                               where.get("position", {}).get("line", 0) + 1)
            if "docComment" not in symbol and precise not in inherits:
                problems.append("%s: public %s `%s` has no doc comment" % (place, symbol["kind"]["displayName"], name))
            if main_graph and precise not in members and symbol["kind"]["identifier"] in TOP_LEVEL_KINDS:
                if name.split("(")[0] not in curated:
                    problems.append("%s: `%s` is not in a topic group of %s.docc/%s.md" % (place, name, module, module))
    for problem in problems:
        print("docs: " + problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
