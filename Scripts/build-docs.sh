#!/usr/bin/env bash
# Builds the DocC documentation of Rx, RxMVC and RxTesting with the toolchain's docc (no plugin needed) and fails
# on any warning: an unresolved symbol link, a public symbol without a doc comment, a top-level public symbol that
# the module's landing page does not curate.
#
#   Scripts/build-docs.sh            # archives in .build/docs/<Module>.doccarchive
#   Scripts/build-docs.sh --serve    # also prints how to preview one locally
#
# The guides in Documentation/ are the one source: they are copied into each catalog as articles at build time.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

out=.build/docs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Symbol graphs of the three modules, extracted from a debug build (what `swift package dump-symbol-graph` does,
# without also trying the test modules).
for module in Rx RxMVC RxTesting; do swift build --target "$module" >"$work/build.log" 2>&1 || {
    cat "$work/build.log" >&2
    exit 1
}; done
bin=$(swift build --show-bin-path)
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
graphs="$work/graphs"
mkdir -p "$graphs"
for module in Rx RxMVC RxTesting; do
    swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" -I "$bin" \
        -module-cache-path "$bin/ModuleCache" -minimum-access-level public -skip-synthesized-members \
        -output-dir "$graphs"
done

# Which guides belong to which module's catalog.
articles_Rx="Porting Swift6 Operators Internals Debugging"
articles_RxMVC="Architecture"
articles_RxTesting="Testing"

mkdir -p "$out"
status=0
for module in Rx RxMVC RxTesting; do
    catalog="$work/$module.docc"
    symbols="$work/$module-symbols"
    mkdir -p "$catalog" "$symbols"
    cp -R "Sources/$module/$module.docc/." "$catalog/"
    articles="articles_$module"
    for article in ${!articles}; do
        if [ -f "Documentation/$article.md" ]; then cp "Documentation/$article.md" "$catalog/"; fi
    done
    cp "$graphs/$module.symbols.json" "$symbols/"
    for extension in "$graphs/$module@"*.symbols.json; do
        [ -f "$extension" ] && cp "$extension" "$symbols/"
    done

    python3 Scripts/check-docs.py "$module" "$symbols" "$catalog/$module.md" || status=1

    rm -rf "$out/$module.doccarchive"
    if ! docc convert "$catalog" --additional-symbol-graph-dir "$symbols" --output-path "$out/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.rxmvc.$module" \
        --warnings-as-errors --transform-for-static-hosting >"$work/$module.log" 2>&1; then
        cat "$work/$module.log" >&2
        echo "docs: docc reported problems in $module" >&2
        status=1
    else
        echo "docs: $module -> $out/$module.doccarchive"
    fi
done

if [ "${1:-}" = "--serve" ]; then
    echo "Preview one module: python3 -m http.server --directory $out/Rx.doccarchive 8000,"
    echo "then open http://127.0.0.1:8000/documentation/rx (rxmvc, rxtesting for the others)."
fi
exit $status
