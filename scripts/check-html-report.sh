#!/bin/sh
# Renders an HTML report of a11y-audit in headless Chromium (Debian's
# `chromium` package), checks the rendered DOM and takes screenshots.
#
#   scripts/check-html-report.sh <report.html> [<output-folder>]
#
# Checks, on the DOM as Chromium built it (so the page parsed as a browser
# parses it):
#   - one outline (an element with data-focus-stop) per focus stop, where each
#     picture declares its number of stops in data-stop-count;
#   - every picture is an svg with role="img" and a title;
#   - the pictures draw the components as they look: shapes filled with a
#     colour (#RRGGBB) or a gradient that the page defines with its stops,
#     and texts in a colour of their own (fill="#RRGGBB") and a size;
#   - no script element and no external resource (src=, <link>, url(http…));
#   - the html element has a lang attribute; exactly one h1.
# Writes into the output folder (default: <report>-check/, created): dom.html
# (the DOM as Chromium built it), page.png (the top of the page) and per
# component <n>-<component>.html, its first section as a page of its own
# (the report's style, no script), and <n>-<component>.png, its screenshot. Exits 0 when every check holds, 1 when one
# fails, 2 when the page cannot be rendered. Make a report with:
#   swift run a11y-audit merge docs/examples/report.json --format html --output report.html
set -eu

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 <report.html> [<output-folder>]" >&2
    exit 64
fi
report=$1
folder=${2:-${report%.html}-check}
if [ ! -r "$report" ]; then
    echo "error: cannot read '$report'" >&2
    exit 2
fi
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    echo "error: chromium is not installed (apt-get install -y chromium)" >&2
    exit 2
fi

case $report in
    /*) url="file://$report" ;;
    *) url="file://$(pwd)/$report" ;;
esac
mkdir -p "$folder"
profile=$(mktemp -d)
dom=$folder/dom.html
trap 'rm -rf "$profile"' EXIT

# No network: every request other than file: fails.
flags="--headless --no-sandbox --disable-gpu --user-data-dir=$profile --no-first-run --disable-extensions \
--disable-background-networking --proxy-server=127.0.0.1:9 --proxy-bypass-list=<-loopback>"
# shellcheck disable=SC2086
if ! "$browser" $flags --dump-dom "$url" > "$dom" 2>/dev/null; then
    echo "error: chromium could not render '$report'" >&2
    exit 2
fi
# shellcheck disable=SC2086
"$browser" $flags --hide-scrollbars --window-size=1280,2000 --screenshot="$folder/page.png" "$url" > /dev/null 2>&1 || true

status=0
python3 - "$dom" "$folder/components.txt" <<'PY' || status=$?
import re, sys
from html.parser import HTMLParser

class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.declared = 0
        self.outlines = 0
        self.svgs = []          # [role, has_title]
        self.in_svg = 0
        self.scripts = 0
        self.external = []
        self.lang = None
        self.h1 = 0
        self.gradients = {}     # id -> number of stops
        self.gradient = None
        self.fills = []         # (svg index, fill) of drawn shapes
        self.texts = []         # (svg index, fill, font-size) of drawn texts
        self.sections = []      # (anchor, heading text) of the component sections
        self.section = None
        self.heading = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html":
            self.lang = a.get("lang")
        if tag == "h1":
            self.h1 += 1
        if tag == "script":
            self.scripts += 1
        if tag == "link" or "src" in a:
            self.external.append(tag)
        if tag == "svg":
            self.in_svg += 1
            self.declared += int(a.get("data-stop-count", "0"))
            self.svgs.append([a.get("role"), False])
        if tag == "title" and self.in_svg and self.svgs:
            self.svgs[-1][1] = True
        if "data-focus-stop" in a:
            self.outlines += 1
        if tag == "lineargradient" or tag == "linearGradient":
            self.gradient = a.get("id")
            self.gradients[self.gradient] = 0
        if tag == "stop" and self.gradient and a.get("stop-color", "").startswith("#"):
            self.gradients[self.gradient] += 1
        if "data-fill" in a:
            self.fills.append((len(self.svgs), a.get("fill"), a.get("stroke")))
        if tag == "text" and "drawn-text" in a.get("class", "").split():
            self.texts.append((len(self.svgs), a.get("fill"), a.get("font-size")))
        if tag == "section" and "group" in a.get("class", "").split():
            self.section = a.get("aria-labelledby")
        if tag == "h2" and self.section and a.get("id") == self.section:
            self.heading = ""

    def handle_data(self, data):
        if self.heading is not None:
            self.heading += data

    def handle_endtag(self, tag):
        if tag == "svg":
            self.in_svg -= 1
        if tag == "lineargradient" or tag == "linearGradient":
            self.gradient = None
        if tag == "h2" and self.heading is not None:
            self.sections.append((self.section, self.heading.strip()))
            self.heading = None
            self.section = None

dom = open(sys.argv[1], encoding="utf-8").read()
page = Page()
page.feed(dom)
problems = []
if page.outlines != page.declared:
    problems.append(f"{page.outlines} focus-stop outlines for {page.declared} focus stops")
for index, (role, titled) in enumerate(page.svgs, 1):
    if role != "img":
        problems.append(f"svg {index} has role={role!r}, not 'img'")
    if not titled:
        problems.append(f"svg {index} has no title")
if page.scripts:
    problems.append(f"{page.scripts} script elements")
if page.external or re.search(r"url\(\s*['\"]?https?:", dom):
    problems.append(f"external resources: {page.external}")
colour = re.compile(r"^#[0-9A-Fa-f]{6}$")
painted = 0
for index, fill, stroke in page.fills:
    paint = stroke if fill == "none" else fill
    if paint and colour.match(paint):
        painted += 1
        continue
    match = re.match(r"^url\(#([^)]+)\)$", paint or "")
    if match and page.gradients.get(match.group(1), 0) > 0:
        painted += 1
        continue
    problems.append(f"svg {index} draws a shape painted {paint!r}: neither a colour nor a gradient the page defines with stops")
for index, fill, size in page.texts:
    if not (fill and colour.match(fill)) or not size:
        problems.append(f"svg {index} draws a text without its colour or size (fill={fill!r}, font-size={size!r})")
if page.svgs and not page.fills:
    problems.append("no picture paints a fill: the components are not drawn as they look")
if page.svgs and not page.texts:
    problems.append("no picture draws a text in its colour")
gradient_count = sum(1 for stops in page.gradients.values() if stops > 0)
if not page.lang:
    problems.append("no lang attribute on html")
if page.h1 != 1:
    problems.append(f"{page.h1} h1 headings, expected 1")
print(f"{len(page.svgs)} pictures, {page.outlines} focus-stop outlines for {page.declared} focus stops, "
      f"{painted} painted shapes ({gradient_count} gradients), {len(page.texts)} texts in their colour")
# The first section of each component as a page of its own (the report's
# style, that section alone), for its screenshot.
import os
head = re.search(r"<head>.*?</head>", dom, re.S)
blocks = {m.group(1): m.group(0) for m in re.finditer(r'<section class="group" aria-labelledby="([^"]+)">.*?</section>', dom, re.S)}
seen = set()
folder = os.path.dirname(sys.argv[2])
with open(sys.argv[2], "w", encoding="utf-8") as out:
    for anchor, heading in page.sections:
        component = heading.split(", style ")[0]
        if component in seen or anchor not in blocks or not head:
            continue
        seen.add(component)
        name = f"{len(seen)}-" + (re.sub(r"[^A-Za-z0-9_-]+", "-", component).strip("-") or "component")
        with open(os.path.join(folder, name + ".html"), "w", encoding="utf-8") as part:
            part.write(f'<!DOCTYPE html>\n<html lang="en">\n{head.group(0)}\n<body><main>\n{blocks[anchor]}\n</main></body>\n</html>\n')
        out.write(f"{name}\n")
for problem in problems:
    print(f"FAIL: {problem}")
sys.exit(1 if problems else 0)
PY
# One screenshot per component: its first section, as a page of its own.
count=0
if [ -f "$folder/components.txt" ]; then
    while read -r name; do
        case $folder in
            /*) part="file://$folder/$name.html" ;;
            *) part="file://$(pwd)/$folder/$name.html" ;;
        esac
        # shellcheck disable=SC2086
        "$browser" $flags --hide-scrollbars --window-size=1280,1600 --screenshot="$folder/$name.png" "$part" \
            > /dev/null 2>&1 || true
        if [ -s "$folder/$name.png" ]; then count=$((count + 1)); fi
    done < "$folder/components.txt"
    rm -f "$folder/components.txt"
fi
echo "screenshots: $folder/page.png and $count of components"
exit $status
