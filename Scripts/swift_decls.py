"""Public declarations of Swift source text, keyed the way symbol graphs title them (`Container.name(label:)`).

A small structural parser, not a compiler: it strips comments and string literals, follows braces to know which
type or extension a declaration sits in, and keeps what is public (explicitly, or as a member of a public
extension, a requirement of a public protocol or a case of a public enum). Used by `api-diff.py` on RxSwift's
sources.
"""

import re

TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "extension", "actor"}
MODIFIERS = (
    "public|open|internal|private|fileprivate|package|static|class|final|override|mutating|nonmutating|"
    "convenience|required|dynamic|lazy|weak|unowned|nonisolated|indirect|optional"
)
DECL_RE = re.compile(
    r"(?:^|\n)[ \t]*(?:@\w+(?:\([^)]*\))?\s+)*((?:(?:" + MODIFIERS + r")(?:\([^)]*\))?\s+)*)"
    r"(func|init|subscript|var|let|case|typealias|associatedtype|class|struct|enum|protocol|extension|actor)\b"
)
DEPRECATION_RE = re.compile(r"@available\([^)]*(deprecated|unavailable|obsoleted|renamed)")
IDENT_RE = re.compile(r"`?([A-Za-z_][A-Za-z0-9_]*)`?")
OPERATOR_RE = re.compile(r"[-+*/%<>=!&|^~?.]+")

def strip_comments_and_strings(text):
    """Blanks out comments and string literal contents, keeping newlines and code (interpolations included)."""
    out = []
    i, n = 0, len(text)
    # Stack of modes: "code" (with the paren depth that ends an interpolation) or "string"/"multi".
    stack = [["code", 0]]
    while i < n:
        mode = stack[-1][0]
        c = text[i]
        if mode == "code":
            if text.startswith("//", i):
                j = text.find("\n", i)
                i = n if j < 0 else j
                continue
            if text.startswith("/*", i):
                depth, i = 1, i + 2
                while i < n and depth:
                    if text.startswith("/*", i):
                        depth, i = depth + 1, i + 2
                    elif text.startswith("*/", i):
                        depth, i = depth - 1, i + 2
                    else:
                        if text[i] == "\n":
                            out.append("\n")
                        i += 1
                continue
            if text.startswith('"""', i):
                stack.append(["multi", 0])
                out.append('"')
                i += 3
                continue
            if c == '"':
                stack.append(["string", 0])
                out.append('"')
                i += 1
                continue
            if c == "(" and len(stack) > 1:
                stack[-1][1] += 1
            elif c == ")" and len(stack) > 1:
                if stack[-1][1] == 0:
                    stack.pop()  # end of an interpolation: back in the string
                    i += 1
                    continue
                stack[-1][1] -= 1
            out.append(c)
            i += 1
        else:
            if c == "\\" and i + 1 < n:
                if text[i + 1] == "(":
                    stack.append(["code", 0])
                    i += 2
                    continue
                i += 2
                continue
            if mode == "multi" and text.startswith('"""', i):
                stack.pop()
                out.append('"')
                i += 3
                continue
            if mode == "string" and c == '"':
                stack.pop()
                out.append('"')
                i += 1
                continue
            if c == "\n":
                out.append("\n")
            i += 1
    return "".join(out)


def balanced(text, start, open_char, close_char):
    """The index just past the bracket that closes the one at `start`, or -1."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == open_char:
            depth += 1
        elif text[i] == close_char:
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def split_top_level(text, separator=","):
    parts, depth, current = [], 0, []
    text = text.replace("->", "\u2192")  # so the arrow's `>` does not close a bracket
    for c in text:
        if c in "([<{":
            depth += 1
        elif c in ")]>}":
            depth -= 1
        if c == separator and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(c)
    if "".join(current).strip():
        parts.append("".join(current))
    return [part.replace("\u2192", "->") for part in parts]


def labels_of(params_text, kind):
    """Argument labels of a parameter list, `_` for unlabeled ones."""
    labels = []
    for param in split_top_level(params_text):
        param = re.sub(r"@\w+(\([^)]*\))?", "", param).strip()
        if not param:
            continue
        if ":" not in param.split("=")[0]:
            labels.append("_")  # an enum case payload given by type only
            continue
        names = param.split(":", 1)[0].split()
        if kind == "subscript" and len(names) == 1:
            labels.append("_")
        elif kind == "operator":
            labels.append("_")
        else:
            labels.append(names[0].strip("`"))
    return labels


def title(name, labels):
    return name + "(" + "".join(label + ":" for label in labels) + ")"


def parse_decl(segment, match):
    """(keyword, key title, modifiers) of the declaration that `match` found in `segment`, or None."""
    modifiers = match.group(1).split()
    keyword = match.group(2)
    rest = segment[match.end():]
    if keyword in ("func", "init", "subscript"):
        if keyword == "func":
            name_match = IDENT_RE.match(rest.lstrip()) or OPERATOR_RE.match(rest.lstrip())
            if not name_match:
                return None
            name = name_match.group(1) if name_match.re is IDENT_RE else name_match.group(0)
            rest = rest.lstrip()[name_match.end():]
        else:
            name = keyword
            rest = rest.lstrip("?!")
        rest = rest.lstrip()
        if rest.startswith("<"):
            end = balanced(rest, 0, "<", ">")
            rest = rest[end:].lstrip() if end > 0 else rest
        if not rest.startswith("("):
            return None
        end = balanced(rest, 0, "(", ")")
        if end < 0:
            return None
        kind = "operator" if OPERATOR_RE.fullmatch(name) else keyword
        return keyword, title(name, labels_of(rest[1:end - 1], kind)), modifiers
    if keyword == "case":
        keys = []
        for case in split_top_level(rest.split("\n", 1)[0] if "(" not in rest.split("\n", 1)[0] else rest):
            case = case.strip()
            name_match = IDENT_RE.match(case)
            if not name_match:
                break
            after = case[name_match.end():].lstrip()
            if after.startswith("("):
                end = balanced(after, 0, "(", ")")
                keys.append(title(name_match.group(1), labels_of(after[1:end - 1], "case")))
                after = after[end:] if end > 0 else ""
            else:
                keys.append(name_match.group(1))
            if "\n" in case:
                break
        return keyword, keys, modifiers
    name_match = IDENT_RE.match(rest.lstrip())
    if not name_match:
        return None
    return keyword, name_match.group(1), modifiers


def is_deprecated(segment, position):
    """Whether the attribute lines right before `position` mark the declaration deprecated or unavailable."""
    lines = segment[:position].split("\n")
    attributes = []
    for line in reversed(lines[:-1] if not lines[-1].strip() else lines):
        stripped = line.strip()
        if stripped.startswith("@"):
            attributes.append(stripped)
        elif stripped:
            break
    text = " ".join(attributes)
    return "@available" in text and re.search(r"deprecated|unavailable|obsoleted|renamed", text) is not None


def parse_rxswift_source(text):
    """Yields (key, deprecated, line) for each public declaration of one source file."""
    text = strip_comments_and_strings(text)
    text = drop_opt_in_blocks(text)
    text = "\n".join("" if line.lstrip().startswith("#") else line for line in text.split("\n"))
    # Each context: (kind, container name, everything inside is public by default)
    stack = [("file", "", False, True)]
    segment_start = 0
    for index, char in enumerate(text + ";"):
        if char not in "{};":
            continue
        segment = text[segment_start:index]
        line_base = text.count("\n", 0, segment_start) + 1
        kind, container, default_public, container_public = stack[-1]
        last = None
        if kind in ("file", "type", "extension", "protocol", "enum"):
            for match in DECL_RE.finditer(segment):
                parsed = parse_decl(segment, match)
                if not parsed:
                    continue
                keyword, key, modifiers = parsed
                last = (keyword, key, modifiers)
                explicit = {"public", "open"} & set(modifiers)
                hidden = {"private", "fileprivate", "internal", "package"} & set(modifiers)
                implicit = default_public and not hidden and (kind != "enum" or keyword == "case")
                public = bool(explicit) or implicit
                if keyword == "extension" or not public or not container_public:
                    continue
                line = line_base + segment.count("\n", 0, match.start() + 1)
                deprecated = is_deprecated(segment, match.start() + (1 if segment[match.start()] == "\n" else 0))
                attributes = match.group(0)[:match.start(1) - match.start()]
                deprecated = deprecated or DEPRECATION_RE.search(attributes) is not None
                keys = key if isinstance(key, list) else [key]
                for one in keys:
                    if one.startswith("_"):
                        continue
                    full = f"{container}.{one}" if container else one
                    yield full, deprecated, line
        if char == "{":
            if last and last[0] in TYPE_KEYWORDS and not segment.rstrip().endswith(("->", "=")):
                keyword, name, modifiers = last
                public = bool({"public", "open"} & set(modifiers))
                # Members of a public extension, requirements of a public protocol and cases of a public enum are
                # public without saying so; members of other types need their own `public`.
                kinds = {"extension": "extension", "protocol": "protocol", "enum": "enum"}
                nested = f"{container}.{name}" if container and keyword != "extension" else name
                visible = public or keyword == "extension"
                visible = visible and (container_public or keyword == "extension")
                stack.append((kinds.get(keyword, "type"), nested, public and keyword in kinds, visible))
            else:
                stack.append(("body", container, False, False))
        elif char == "}":
            if len(stack) > 1:
                stack.pop()
        segment_start = index + 1


# Compilation conditions RxSwift users must define themselves; what they guard is not part of the default API.
OPT_IN_FLAGS = {"EXPANDABLE_SHARED_SEQUENCE"}


def drop_opt_in_blocks(text):
    """Blanks the lines inside `#if FLAG … #endif` for the opt-in flags (nested `#if`s included)."""
    lines, out, skipping = text.split("\n"), [], 0
    for line in lines:
        stripped = line.strip()
        if skipping:
            if stripped.startswith("#if"):
                skipping += 1
            elif stripped.startswith("#endif"):
                skipping -= 1
            out.append("")
            continue
        if stripped.startswith("#if") and stripped[3:].strip() in OPT_IN_FLAGS:
            skipping = 1
            out.append("")
            continue
        out.append(line)
    return "\n".join(out)
