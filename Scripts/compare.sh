#!/usr/bin/env bash
# The side-by-side: rx-bench's case bodies (Sources/RxBenchmarks/CoreBenches.swift and CombiningBenches.swift),
# unchanged, compiled in release against this package and against an RxSwift checkout — only the import lines
# differ — each as its own package in a temporary folder, outside the main build. It checks first that both compute
# the same results, then times three alternating passes and prints, per case, the median of the pass medians.
#
# Usage: Scripts/compare.sh RXSWIFT_DIR
#   RXSWIFT_DIR: a checkout of RxSwift 6, e.g.
#     git clone https://github.com/ReactiveX/RxSwift /tmp/RxSwift && git -C /tmp/RxSwift checkout 5abdfe46
# Nothing of RxSwift is copied into this repository. (OpenCombine is not compared yet.)
set -euo pipefail

if [ $# -ne 1 ] || [ ! -f "$1/Package.swift" ]; then
    echo "usage: Scripts/compare.sh RXSWIFT_DIR   (a checkout of RxSwift, with its Package.swift)" >&2
    exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
rxswift=$(cd "$1" && pwd)
work=$(mktemp -d /tmp/rx-compare.XXXXXX)
echo "compare: packages in $work" >&2

# make_package NAME DEPENDENCY PRODUCTS IMPORTS
make_package() {
    local name=$1 dependency=$2 products=$3 imports=$4 dir="$work/bench-$1"
    mkdir -p "$dir/Sources/compare-bench"
    cat >"$dir/Package.swift" <<PACKAGE
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "compare-$name",
    dependencies: [.package(path: "$dependency")],
    targets: [.executableTarget(name: "compare-bench", dependencies: [$products])]
)
PACKAGE
    cp "$root/Scripts/compare/Harness.swift" "$dir/Sources/compare-bench/main.swift"
    for file in CoreBenches CombiningBenches; do
        # The bodies unchanged; only `import Rx` becomes the library's imports.
        sed "s/^import Rx\$/$imports/" "$root/Sources/RxBenchmarks/$file.swift" >"$dir/Sources/compare-bench/$file.swift"
    done
    echo "let comparedBenches: [Bench] = coreBenches + combiningBenches" >"$dir/Sources/compare-bench/Cases.swift"
    echo "compare: building $name (release)" >&2
    (cd "$dir" && swift build -c release >"$dir/build.log" 2>&1) || {
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
bin() { echo "$work/bench-$1/.build/release/compare-bench"; }

# Same results first: each case's sum after the same number of operations.
"$(bin ours)" --check 1000 >"$work/ours.check"
"$(bin rxswift)" --check 1000 >"$work/rxswift.check"
if ! diff "$work/ours.check" "$work/rxswift.check" >&2; then
    echo "compare: the two builds compute different results (above); not timing them" >&2
    exit 1
fi
echo "compare: same results on $(wc -l <"$work/ours.check") cases" >&2

for pass in 1 2 3; do
    for name in ours rxswift; do
        echo "compare: pass $pass, $name" >&2
        "$(bin "$name")" --pass 5 >"$work/$name.pass$pass"
    done
done

python3 - "$work" <<'PY'
import statistics, sys
work = sys.argv[1]
def read(name):
    passes = []
    for n in (1, 2, 3):
        with open(f"{work}/{name}.pass{n}") as f:
            passes.append(dict(line.rstrip("\n").split("\t") for line in f))
    return {case: statistics.median(float(p[case]) for p in passes) for case in passes[0]}
ours, rx = read("ours"), read("rxswift")
print(f"| case | ours (ns/op) | RxSwift (ns/op) | ours / RxSwift |")
print(f"|---|---|---|---|")
for case in ours:
    print(f"| {case} | {ours[case]:.1f} | {rx[case]:.1f} | {ours[case] / rx[case]:.2f} |")
PY
