#!/usr/bin/env python3
"""Lists the public API RxSwift 6 has and this package lacks, by name and argument labels.

RxSwift's side is parsed from its sources (RxSwift, RxRelay, RxTest, RxBlocking and RxCocoa's platform-free part:
traits, Binder, bind helpers, URLSession+Rx, NotificationCenter+Rx), read from a git directory so no checkout is
needed. This package's side comes from symbol graphs that `swift symbolgraph-extract` writes from the modules of a
finished `swift build` (or from a directory of `*.symbols.json` you pass), so it sees exactly what the compiler
exports, extensions to other modules' types included.

A declaration is keyed as `Container.name(label:label:)`, the way symbol graphs title them (`ObservableType.map(_:)`,
`Reactive.data(request:)`, `BehaviorRelay.init(value:)`); module-level declarations have no container. The report:
- missing: keys RxSwift has and we have nowhere;
- elsewhere: keys we have under another container (say `ObservableConvertibleType` instead of `ObservableType`),
  which usually compiles the same at call sites;
- deprecated: RxSwift declarations marked deprecated or unavailable that we lack (RxSwift users get warnings for
  them anyway).

Usage:
    swift build                          # the modules must be built
    python3 Scripts/api-diff.py          # or: --rxswift-git-dir DIR --rev 6.9.0 --symbol-graphs DIR --modules Rx,RxHTTP
Exit status: 0 always (it reports; Documentation/Porting.md says why each remaining difference is there).
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

DEFAULT_GIT_DIR = "/work/.mirror/ReactiveX+RxSwift/repo"

# RxSwift source files that make up the platform-free public API, by the product they belong to.
RXCOCOA_PLATFORM_FREE = (
    "RxCocoa/Traits/",
    "RxCocoa/Common/Infallible+Bind.swift",
    "RxCocoa/Common/Observable+Bind.swift",
    "RxCocoa/Foundation/URLSession+Rx.swift",
    "RxCocoa/Foundation/NotificationCenter+Rx.swift",
)
PRODUCT_PREFIXES = {
    "RxSwift": ("RxSwift/",),
    "RxRelay": ("RxRelay/",),
    "RxCocoa": RXCOCOA_PLATFORM_FREE,
    "RxTest": ("RxTest/",),
    "RxBlocking": ("RxBlocking/",),
}

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from swift_decls import parse_rxswift_source  # noqa: E402


# MARK: - Reading RxSwift's sources

def git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir, *args], check=True, capture_output=True, text=True).stdout


def rxswift_files(git_dir, rev):
    names = git(git_dir, "ls-tree", "-r", "--name-only", rev).splitlines()
    for name in names:
        if not name.endswith(".swift"):
            continue
        for product, prefixes in PRODUCT_PREFIXES.items():
            if any(name == p or (p.endswith("/") and name.startswith(p)) for p in prefixes):
                yield product, name
                break


def rxswift_api(git_dir, rev):
    """{product: {key: (deprecated, "file:line")}}"""
    api = defaultdict(dict)
    for product, path in rxswift_files(git_dir, rev):
        source = git(git_dir, "show", f"{rev}:{path}")
        for key, deprecated, line in parse_rxswift_source(source):
            previous = api[product].get(key)
            if previous is None or (previous[0] and not deprecated):
                api[product][key] = (deprecated, f"{path}:{line}")
    return api


# MARK: - Reading ours

def extract_symbol_graphs(build_dir, modules):
    out = tempfile.mkdtemp(prefix="api-diff-sg-")
    target = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    triple = json.loads(target)["target"]["triple"]
    for module in modules:
        subprocess.run(
            ["swift", "symbolgraph-extract", "-module-name", module, "-I", os.path.join(build_dir, "Modules"),
             "-I", build_dir, "-target", triple, "-output-dir", out, "-minimum-access-level", "public",
             "-skip-synthesized-members"],
            check=True)
    return out


def collapse_packs(key):
    """The key with each run of unlabeled arguments folded into one, as a parameter pack declares them."""
    return re.sub(r"(_:)+", "_:", key)


class OurAPI:
    """Our public symbols by key, with what each type inherits or conforms to."""

    def __init__(self, graph_dir):
        self.keys, self.pack_keys, self.parents = set(), set(), defaultdict(set)
        paths = {}
        relationships = []
        for name in os.listdir(graph_dir):
            if not name.endswith(".symbols.json"):
                continue
            with open(os.path.join(graph_dir, name)) as handle:
                graph = json.load(handle)
            for symbol in graph["symbols"]:
                key = ".".join(symbol["pathComponents"])
                paths[symbol["identifier"]["precise"]] = key
                self.keys.add(key)
                spelled = " ".join(f.get("spelling", "") for f in symbol.get("declarationFragments", []))
                # Trailing `file: StaticString = #fileID, line: UInt = #line` (the call site that subscription
                # tracking records) are defaulted: a call without them compiles, so the key without them is ours too.
                if key.endswith("file:line:)") and "#fileID" in spelled:
                    self.keys.add(key[: -len("file:line:)")] + ")")
                if re.search(r"\b(repeat|each)\b", spelled):
                    self.pack_keys.add(collapse_packs(key))
            relationships += graph.get("relationships", [])
        for relation in relationships:
            if relation["kind"] in ("inheritsFrom", "conformsTo"):
                source = paths.get(relation["source"])
                target = paths.get(relation["target"]) or relation.get("targetFallback", "").split(".")[-1]
                if source and target:
                    self.parents[source].add(target)

    def ancestors(self, container):
        seen, todo = set(), [container]
        while todo:
            current = todo.pop()
            for parent in self.parents.get(current, ()):
                if parent not in seen:
                    seen.add(parent)
                    todo.append(parent)
        return seen

    def has(self, key):
        if key in self.keys or collapse_packs(key) in self.pack_keys:
            return True
        if "." not in key:
            return False
        container, member_name = key.rsplit(".", 1)
        ancestors = self.ancestors(container)
        if member_name in ("hash(into:)", "==(_:_:)") and ancestors & {"Hashable", "Equatable"}:
            return True  # the conformance is synthesized
        return any(f"{parent}.{member_name}" in self.keys or collapse_packs(f"{parent}.{member_name}") in self.pack_keys
                   for parent in ancestors)


def member(key):
    return key.rsplit(".", 1)[-1] if "." in key else key


# MARK: - Report

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rxswift-git-dir", default=DEFAULT_GIT_DIR)
    parser.add_argument("--rev", default="HEAD", help="RxSwift revision or tag (default HEAD)")
    parser.add_argument("--build-dir", default=".build/debug")
    parser.add_argument("--modules", default="Rx,RxTesting,RxHTTP")
    parser.add_argument("--symbol-graphs", help="a directory of *.symbols.json to use instead of extracting")
    parser.add_argument("--show-elsewhere", action="store_true", help="also list keys found under another container")
    args = parser.parse_args()

    graph_dir = args.symbol_graphs or extract_symbol_graphs(args.build_dir, args.modules.split(","))
    ours = OurAPI(graph_dir)
    members = defaultdict(set)
    for key in ours.keys:
        members[member(key)].add(key)

    theirs = rxswift_api(args.rxswift_git_dir, args.rev)
    totals = []
    for product in PRODUCT_PREFIXES:
        missing, deprecated, elsewhere = [], [], []
        for key, (is_deprecated_decl, where) in sorted(theirs[product].items()):
            if ours.has(key):
                continue
            others = members.get(member(key))
            if others:
                elsewhere.append((key, sorted(others)[0], where))
            elif is_deprecated_decl:
                deprecated.append((key, where))
            else:
                missing.append((key, where))
        totals.append((product, len(theirs[product]), len(missing), len(deprecated), len(elsewhere)))
        print(f"## {product}: {len(theirs[product])} public declarations; missing {len(missing)}, "
              f"missing but deprecated there {len(deprecated)}, under another container {len(elsewhere)}")
        for key, where in missing:
            print(f"  missing     {key}    ({where})")
        for key, where in deprecated:
            print(f"  deprecated  {key}    ({where})")
        if args.show_elsewhere:
            for key, other, where in elsewhere:
                print(f"  elsewhere   {key}  ~ ours: {other}    ({where})")
        print()
    print("product     RxSwift  missing  deprecated-missing  elsewhere")
    for product, count, missing, deprecated, elsewhere in totals:
        print(f"{product:<11} {count:>7}  {missing:>7}  {deprecated:>18}  {elsewhere:>9}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
