#!/bin/sh
# Renders an HTML report of a11y-audit in headless Chromium (Debian's
# `chromium` package), checks the rendered DOM and takes a screenshot.
#
#   scripts/check-html-report.sh <report.html> [<screenshot.png>]
#
# Checks, on the DOM as Chromium built it (so the page parsed as a browser
# parses it):
#   - one outline (an element with data-focus-stop) per focus stop, where each
#     picture declares its number of stops in data-stop-count;
#   - every picture is an svg with role="img" and a title;
#   - no script element and no external resource (src=, <link>, url(http…));
#   - the html element has a lang attribute; exactly one h1.
# Exits 0 when every check holds, 1 when one fails, 2 when the page cannot
# be rendered. Make a report with:
#   swift run a11y-audit merge docs/examples/report.json --format html --output report.html
set -eu

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 <report.html> [<screenshot.png>]" >&2
    exit 64
fi
report=$1
screenshot=${2:-${report%.html}.png}
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
profile=$(mktemp -d)
dom=$(mktemp)
trap 'rm -rf "$profile" "$dom"' EXIT

# No network: every request other than file: fails.
flags="--headless --no-sandbox --disable-gpu --user-data-dir=$profile --no-first-run --disable-extensions \
--disable-background-networking --proxy-server=127.0.0.1:9 --proxy-bypass-list=<-loopback>"
# shellcheck disable=SC2086
if ! "$browser" $flags --dump-dom "$url" > "$dom" 2>/dev/null; then
    echo "error: chromium could not render '$report'" >&2
    exit 2
fi
# shellcheck disable=SC2086
"$browser" $flags --hide-scrollbars --window-size=1280,2000 --screenshot="$screenshot" "$url" > /dev/null 2>&1 || true

status=0
python3 - "$dom" <<'PY' || status=$?
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

    def handle_endtag(self, tag):
        if tag == "svg":
            self.in_svg -= 1

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
if not page.lang:
    problems.append("no lang attribute on html")
if page.h1 != 1:
    problems.append(f"{page.h1} h1 headings, expected 1")
print(f"{len(page.svgs)} pictures, {page.outlines} focus-stop outlines for {page.declared} focus stops")
for problem in problems:
    print(f"FAIL: {problem}")
sys.exit(1 if problems else 0)
PY
echo "screenshot: $screenshot"
exit $status
