#!/usr/bin/env bash
# The side-by-side: rx-bench's case bodies (Sources/RxBenchmarks/CoreBenches.swift and CombiningBenches.swift),
# unchanged, compiled in release against this package and against an RxSwift checkout — only the import lines
# differ — and, given an OpenCombine checkout, its translation in OpenCombine's spelling
# (Scripts/compare/OpenCombineCases.swift); each as its own package in a temporary folder, outside the main build.
# It checks first that all compute the same results, then times three alternating passes and prints, per case, the
# median of the pass medians, and ours over the best of the others.
#
# Usage: Scripts/compare.sh RXSWIFT_DIR [OPENCOMBINE_DIR]
#   RXSWIFT_DIR: a checkout of RxSwift 6, e.g.
#     git clone https://github.com/ReactiveX/RxSwift /tmp/RxSwift && git -C /tmp/RxSwift checkout 5abdfe46
#   OPENCOMBINE_DIR: a checkout of OpenCombine, e.g.
#     git clone https://github.com/OpenCombine/OpenCombine /tmp/OpenCombine && git -C /tmp/OpenCombine checkout 1c6f02c7
# Nothing of RxSwift or OpenCombine is copied into this repository.
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ] || [ ! -f "$1/Package.swift" ] || { [ $# -eq 2 ] && [ ! -f "$2/Package.swift" ]; }; then
    echo "usage: Scripts/compare.sh RXSWIFT_DIR [OPENCOMBINE_DIR]   (checkouts, with their Package.swift)" >&2
    exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
rxswift=$(cd "$1" && pwd)
opencombine=$([ $# -eq 2 ] && cd "$2" && pwd || true)
work=$(mktemp -d /tmp/rx-compare.XXXXXX)
echo "compare: packages in $work" >&2

# make_package NAME DEPENDENCY PRODUCTS IMPORTS
make_package() {
    local name=$1 dependency=$2 products=$3 imports=$4 dir="$work/bench-$1"
    mkdir -p "$dir/Sources/compare-bench" "$dir/Sources/Core"
    if [ "$imports" = "OpenCombine" ]; then
        echo "@_exported import OpenCombine" >"$dir/Sources/Core/Core.swift"
    else
        printf '%b\n' "$imports" | sed 's/^import /@_exported import /' >"$dir/Sources/Core/Core.swift"
    fi
    cat >"$dir/Package.swift" <<PACKAGE
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "compare-$name",
    products: [.library(name: "Core", type: .dynamic, targets: ["Core"])],
    dependencies: [.package(path: "$dependency")],
    targets: [
        .executableTarget(name: "compare-bench", dependencies: [$products]),
        // The library alone as a dynamic library, to weigh its code (stripped).
        .target(name: "Core", dependencies: [$products]),
    ]
)
PACKAGE
    cp "$root/Scripts/compare/Harness.swift" "$dir/Sources/compare-bench/main.swift"
    if [ "$imports" = "OpenCombine" ]; then
        cp "$root/Scripts/compare/OpenCombineCases.swift" "$dir/Sources/compare-bench/"
    else
        for file in CoreBenches CombiningBenches; do
            # The bodies unchanged; only `import Rx` becomes the library's imports.
            sed "s/^import Rx\$/$imports/" "$root/Sources/RxBenchmarks/$file.swift" >"$dir/Sources/compare-bench/$file.swift"
        done
        echo "let comparedBenches: [Bench] = coreBenches + combiningBenches" >"$dir/Sources/compare-bench/Cases.swift"
    fi
    echo "compare: building $name (release)" >&2
    (cd "$dir" && swift build -c release >"$dir/build.log" 2>&1 && swift build -c release --product Core >>"$dir/build.log" 2>&1) || {
        cat "$dir/build.log" >&2
        exit 1
    }
}

# A path dependency's package identity is its folder's name.
ours_id=$(basename "$root")
rx_id=$(basename "$rxswift")
make_package ours "$root" ".product(name: \"Rx\", package: \"$ours_id\")" 'import Rx'
make_package rxswift "$rxswift" \
    ".product(name: \"RxSwift\", package: \"$rx_id\"), .product(name: \"RxRelay\", package: \"$rx_id\")" \
    'import RxSwift\nimport RxRelay'
libraries="ours rxswift"
if [ -n "$opencombine" ]; then
    oc_id=$(basename "$opencombine")
    make_package opencombine "$opencombine" ".product(name: \"OpenCombine\", package: \"$oc_id\")" 'OpenCombine'
    libraries="ours rxswift opencombine"
fi
bin() { echo "$work/bench-$1/.build/release/compare-bench"; }

# Same results first: each case's sum after the same number of operations (OpenCombine: the cases it has).
for name in $libraries; do "$(bin "$name")" --check 999 >"$work/$name.check"; done
python3 - "$work" $libraries <<'PY' || exit 1
import sys
work, names = sys.argv[1], sys.argv[2:]
checks = {n: dict(l.rstrip("\n").split("\t") for l in open(f"{work}/{n}.check")) for n in names}
bad = [(n, c) for n in names[1:] for c, v in checks[n].items() if checks["ours"].get(c) != v]
for n, c in bad:
    print(f"compare: {n} computes {checks[n][c]} for {c!r}, ours {checks['ours'].get(c)}", file=sys.stderr)
if bad:
    sys.exit("compare: the builds compute different results; not timing them")
print(f"compare: same results on every case ({', '.join(f'{n}: {len(checks[n])}' for n in names)})", file=sys.stderr)
PY

for pass in 1 2 3; do
    for name in $libraries; do
        echo "compare: pass $pass, $name" >&2
        "$(bin "$name")" --pass 5 >"$work/$name.pass$pass"
    done
done

python3 - "$work" $libraries <<'PY'
import statistics, sys
work, names = sys.argv[1], sys.argv[2:]
def read(name):
    passes = [dict(l.rstrip("\n").split("\t") for l in open(f"{work}/{name}.pass{n}")) for n in (1, 2, 3)]
    return {case: statistics.median(float(p[case]) for p in passes) for case in passes[0]}
results = {n: read(n) for n in names}
titles = {"ours": "ours", "rxswift": "RxSwift", "opencombine": "OpenCombine"}
print("| case | " + " | ".join(titles[n] for n in names) + " | ours / best |")
print("|---" * (len(names) + 2) + "|")
for case, ours in results["ours"].items():
    others = [results[n][case] for n in names[1:] if case in results[n]]
    digits = 2 if case.startswith("d' over") else 1
    cells = [f"{results[n][case]:.{digits}f}" if case in results[n] else "–" for n in names]
    # A baseline, the floor and a ratio row are not cases to beat the others at.
    ratio = f"{ours / min(others):.2f}" if others and not case.startswith(("baseline", "floor", "d' over")) else "–"
    print(f"| {case} | " + " | ".join(cells) + f" | {ratio} |")
print("\n(ns/op: the median over three alternating passes of each pass's median of 5 rounds)")
PY

# The size of each library's code: its dynamic library, stripped.
for name in $libraries; do
    library="$work/bench-$name/.build/release/libCore.so"
    [ -f "$library" ] || library="$work/bench-$name/.build/release/libCore.dylib"
    strip -S -x -o "$work/$name.stripped" "$library" 2>/dev/null || cp "$library" "$work/$name.stripped"
    echo "stripped dynamic library, $name: $(wc -c <"$work/$name.stripped") bytes"
done
