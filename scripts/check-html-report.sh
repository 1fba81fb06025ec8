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
#   - at most one script element, inline (the search of the findings), and
#     no external resource (src=, <link>, url(http…));
#   - the html element has a lang attribute; exactly one h1; every select
#     and input has a label;
#   - the filters work: on a copy of the page with a probe script added
#     (probe.html), rendered at 1280 px, each option of each filter (severity,
#     rule, component, state) shows exactly the findings that carry it and
#     hides the others, choosing "any" again shows them all, the search shows
#     only the findings whose text holds the word, and the status line counts
#     what is shown; and nothing (tables, filters, findings) runs past the
#     1280 px window.
# Writes into the output folder (default: <report>-check/, created): dom.html
# (the DOM as Chromium built it), page.png (the top of the page: the filters
# and the first findings), probe.html and probe-dom.html (the filter check),
# filtered.png (the findings list with the worst severity chosen) and per
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

# The filter check: the page with a probe script before </body> that works
# each filter as a person would (choose an option, the change event) and
# writes what is shown into the DOM.
python3 - "$report" "$folder/probe.html" <<'PY'
import sys
page = open(sys.argv[1], encoding="utf-8").read()
probe = r"""<script>
window.addEventListener("load", function () {
  var out = {};
  var items = Array.prototype.slice.call(document.querySelectorAll("#findings li.finding"));
  function visible() { return items.filter(function (li) { return getComputedStyle(li).display !== "none"; }).length; }
  var status = document.getElementById("filter-status");
  out.total = items.length;
  out.initial = visible();
  var root = document.documentElement;
  out.viewport = root.clientWidth;
  out.pageWidth = root.scrollWidth;
  out.wide = Array.prototype.slice.call(document.querySelectorAll("table, form, ol.findings, section"))
    .filter(function (e) { return e.getBoundingClientRect().right > root.clientWidth + 0.5; })
    .map(function (e) { return e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.className ? "." + e.className : ""); });
  var box = document.getElementById("filter-search-box");
  out.searchShown = !!box && !box.hidden;
  out.statusShown = !!status && !status.hidden;
  function choose(id, value) {
    var select = document.getElementById(id);
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }
  out.filters = [];
  ["severity", "rule", "component", "state"].forEach(function (name) {
    var select = document.getElementById("filter-" + name);
    if (!select) { out.filters.push({ filter: name, missing: true }); return; }
    Array.prototype.slice.call(select.options).forEach(function (option) {
      if (!option.value) { return; }
      choose("filter-" + name, option.value);
      var expected = items.filter(function (li) {
        var value = li.getAttribute("data-" + name) || "";
        return name === "severity" ? value === option.value : value.split(" ").indexOf(option.value) !== -1;
      }).length;
      out.filters.push({ filter: name, value: option.value, label: option.textContent, shown: visible(), expected: expected,
                         status: status ? status.textContent : null });
      choose("filter-" + name, "");
      out.filters[out.filters.length - 1].after = visible();
    });
  });
  var search = document.getElementById("filter-search");
  if (search && items.length) {
    var code = items[items.length - 1].querySelector("h3 code");
    var word = code ? code.textContent : "";
    search.value = word;
    search.dispatchEvent(new Event("input", { bubbles: true }));
    out.search = { word: word, shown: visible(), status: status ? status.textContent : null,
      expected: items.filter(function (li) { return li.textContent.toLowerCase().indexOf(word.toLowerCase()) !== -1; }).length };
    search.value = "";
    search.dispatchEvent(new Event("input", { bubbles: true }));
    out.search.after = visible();
  }
  var pre = document.createElement("pre");
  pre.id = "probe-result";
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
});
</script>
"""
at = page.rfind("</body>")
if at < 0:
    sys.exit("the page has no </body>")
open(sys.argv[2], "w", encoding="utf-8").write(page[:at] + probe + page[at:])
# For the screenshot of a filtered list: the worst severity chosen, as a person would.
choose = """<script>
window.addEventListener("load", function () {
  var select = document.getElementById("filter-severity");
  if (select && select.options.length > 1) {
    select.value = select.options[1].value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }
});
</script>
"""
filtered = sys.argv[2].replace("probe.html", "filtered.html")
open(filtered, "w", encoding="utf-8").write(page[:at] + choose + page[at:])
PY
case $folder in
    /*) probe_url="file://$folder/probe.html" ;;
    *) probe_url="file://$(pwd)/$folder/probe.html" ;;
esac
# shellcheck disable=SC2086
"$browser" $flags --window-size=1280,2000 --virtual-time-budget=10000 --dump-dom "$probe_url" > "$folder/probe-dom.html" 2>/dev/null || true
# shellcheck disable=SC2086
"$browser" $flags --hide-scrollbars --window-size=1280,1600 --virtual-time-budget=5000 --screenshot="$folder/filtered.png" \
    "${probe_url%probe.html}filtered.html" > /dev/null 2>&1 || true

status=0
python3 - "$dom" "$folder/components.txt" "$folder/probe-dom.html" <<'PY' || status=$?
import os, re, sys
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
        self.script_sources = []
        self.labels = set()     # the for= of every label
        self.controls = []      # ids of selects and inputs

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html":
            self.lang = a.get("lang")
        if tag == "h1":
            self.h1 += 1
        if tag == "script":
            self.scripts += 1
        if tag == "label" and a.get("for"):
            self.labels.add(a.get("for"))
        if tag in ("select", "input") and a.get("type") != "hidden":
            self.controls.append(a.get("id") or f"<{tag} without id>")
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
if page.scripts > 1:
    problems.append(f"{page.scripts} script elements, at most one (the search) is expected")
for script in re.findall(r"<script[^>]*>(.*?)</script>", dom, re.S):
    if re.search(r"https?:|fetch\(|XMLHttpRequest|import\(", script):
        problems.append("the page's script reaches for the network")
for control in page.controls:
    if control not in page.labels:
        problems.append(f"form control {control} has no label")
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
# The filter check (probe.html, rendered at 1280 px).
import json, html as htmlmodule
probe_dom = open(sys.argv[3], encoding="utf-8").read() if os.path.exists(sys.argv[3]) else ""
match = re.search(r'<pre id="probe-result">(.*?)</pre>', probe_dom, re.S)
if not match:
    problems.append("the filter probe wrote no result (probe-dom.html)")
else:
    result = json.loads(htmlmodule.unescape(match.group(1)))
    total = result["total"]
    if result["pageWidth"] > result["viewport"] + 1 or result["wide"]:
        problems.append(f"the page is {result['pageWidth']} px wide in a {result['viewport']} px window; too wide: {result['wide']}")
    if result["initial"] != total:
        problems.append(f"{result['initial']} of {total} findings shown before any filter")
    hid = 0
    for entry in result["filters"]:
        if entry.get("missing"):
            if total:
                problems.append(f"no {entry['filter']} filter")
            continue
        what = f"filter {entry['filter']} = {entry['label']!r}"
        if entry["shown"] != entry["expected"]:
            problems.append(f"{what} shows {entry['shown']} findings, {entry['expected']} carry it")
        if entry["after"] != total:
            problems.append(f"{what}, then 'any': {entry['after']} of {total} findings shown")
        if entry["status"] != (f"Showing all {total} findings." if entry["shown"] == total else f"Showing {entry['shown']} of {total} findings."):
            problems.append(f"{what}: the status line says {entry['status']!r} with {entry['shown']} shown")
        if entry["shown"] < total:
            hid += 1
    if total > 1 and hid == 0:
        problems.append("no filter option hides a finding")
    search = result.get("search")
    if total and not result["searchShown"]:
        problems.append("the search box is not shown (the page's script did not run)")
    if total and not result["statusShown"]:
        problems.append("the status line is not shown (the page's script did not run)")
    if total and search is None:
        problems.append("no search box")
    elif search:
        if search["shown"] != search["expected"] or search["after"] != total:
            problems.append(f"search {search['word']!r}: {search['shown']} shown, {search['expected']} hold it; "
                            f"{search['after']} of {total} shown after clearing it")
    filtered = sum(1 for entry in result["filters"] if not entry.get("missing"))
    print(f"filters: {filtered} options checked ({hid} hide findings), search {search['word']!r} shows "
          f"{search['shown']} of {total}" if search else f"filters: {filtered} options checked, no findings to search")
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
echo "screenshots: $folder/page.png, $folder/filtered.png and $count of components"
exit $status
