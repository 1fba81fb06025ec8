#!/bin/sh
# Writes a large, compact captured screen (no indentation, no line breaks) to
# standard output, for measuring the capture readers' time and memory
# (docs/robustness.md, "Memory of captured screens"). Nothing it writes is
# committed.
#
#   scripts/make-capture.sh wda N        a WebDriverAgent page source: an application, a window and a table of
#                                        N/4 rows, each a cell holding a group, a text and a button, every element
#                                        with the attributes WebDriverAgent writes (type, value, name, label,
#                                        enabled, visible, accessible, x, y, width, height, index)
#   scripts/make-capture.sh snapshot N   the same screen as an XCUIElement snapshot dictionary in JSON
#                                        (elementType, identifier, label, value, placeholderValue, frame, enabled,
#                                        selected, hasFocus, title, children), as JSONSerialization writes it
#   scripts/make-capture.sh other N      an application holding N bare <XCUIElementTypeOther/> (23 bytes each)
#   scripts/make-capture.sh nested N     an application holding N/500 chains of 500 nested
#                                        <XCUIElementTypeOther> (44 bytes each)
#   scripts/make-capture.sh bare N       an application holding N bare elements of one letter, <a/> (4 bytes each,
#                                        the least an element can take)
#
# Example: scripts/make-capture.sh wda 200000 > wda200k.xml
set -eu

usage() {
    echo "usage: scripts/make-capture.sh wda|snapshot|other|nested|bare COUNT" >&2
    exit 64
}
[ $# -eq 2 ] || usage
kind=$1
count=$2
case $count in '' | *[!0-9]*) usage ;; esac

awk -v kind="$kind" -v count="$count" '
function wda(type, name, label, value, accessible, x, y, w, h, idx, empty,   s) {
    s = "<XCUIElementType" type " type=\"XCUIElementType" type "\""
    if (value != "") s = s " value=\"" value "\""
    if (name != "") s = s " name=\"" name "\""
    if (label != "") s = s " label=\"" label "\""
    s = s " enabled=\"true\" visible=\"true\" accessible=\"" accessible "\" x=\"" x "\" y=\"" y "\" width=\"" w "\" height=\"" h "\" index=\"" idx "\""
    printf "%s%s", s, (empty ? "/>" : ">")
}
function snap(type, identifier, label, value, x, y, w, h, hasChildren,   s) {
    s = "{\"elementType\":" type ",\"identifier\":\"" identifier "\",\"label\":\"" label "\",\"value\":"
    s = s (value == "" ? "null" : "\"" value "\"") ",\"placeholderValue\":null"
    s = s ",\"frame\":{\"X\":" x ",\"Y\":" y ",\"Width\":" w ",\"Height\":" h "}"
    s = s ",\"enabled\":true,\"selected\":false,\"hasFocus\":false,\"title\":\"\",\"children\":["
    printf "%s%s", s, (hasChildren ? "" : "]}")
}
BEGIN {
    rows = int(count / 4)
    if (kind == "wda") {
        printf "<?xml version=\"1.0\" encoding=\"UTF-8\"?><AppiumAUT>"
        wda("Application", "Large", "Large", "", "false", 0, 0, 390, 844, 0, 0)
        wda("Window", "", "", "", "false", 0, 0, 390, 844, 0, 0)
        wda("Table", "", "", "", "false", 0, 0, 390, 844, 0, 0)
        for (i = 0; i < rows; i++) {
            y = 44 * i
            wda("Cell", "", "", "", "false", 0, y, 390, 44, i, 0)
            wda("Other", "", "", "", "false", 0, y, 390, 44, 0, 1)
            wda("StaticText", "Row " i, "Row " i, "Row " i, "true", 16, y + 12, 200, 20, 1, 1)
            wda("Button", "info-" i, "More Info", "", "true", 346, y + 7, 30, 30, 2, 1)
            printf "</XCUIElementTypeCell>"
        }
        printf "</XCUIElementTypeTable></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>"
    } else if (kind == "snapshot") {
        snap(2, "", "Large", "", 0, 0, 390, 844, 1)
        snap(4, "", "", "", 0, 0, 390, 844, 1)
        snap(26, "", "", "", 0, 0, 390, 844, 1)
        for (i = 0; i < rows; i++) {
            y = 44 * i
            if (i > 0) printf ","
            snap(75, "", "", "", 0, y, 390, 44, 1)
            snap(1, "", "", "", 0, y, 390, 44, 0)
            printf ","
            snap(48, "", "Row " i, "Row " i, 16, y + 12, 200, 20, 0)
            printf ","
            snap(9, "info-" i, "More Info", "", 346, y + 7, 30, 30, 0)
            printf "]}"
        }
        printf "]}]}]}"
    } else if (kind == "other" || kind == "bare" || kind == "nested") {
        printf "<XCUIElementTypeApplication>"
        if (kind == "nested") {
            for (i = 0; i < int(count / 500); i++) {
                for (j = 0; j < 500; j++) printf "<XCUIElementTypeOther>"
                for (j = 0; j < 500; j++) printf "</XCUIElementTypeOther>"
            }
        } else {
            element = (kind == "other" ? "<XCUIElementTypeOther/>" : "<a/>")
            for (i = 0; i < count; i++) printf "%s", element
        }
        printf "</XCUIElementTypeApplication>"
    } else {
        exit 64
    }
}'
