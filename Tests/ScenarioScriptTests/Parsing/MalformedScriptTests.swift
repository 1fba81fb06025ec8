import ScenarioScript
import Testing

/// A script that must be rejected, with the exact text a user sees.
struct MalformedScript: CustomTestStringConvertible, Sendable {
    var name: String
    var script: String
    var expected: String

    init(_ name: String, script: String, expected: String) {
        self.name = name
        self.script = script
        self.expected = expected
    }

    var testDescription: String { name }
}

/// Every malformed script gets its exact messages: header, source line, caret, summary.
@Suite struct MalformedScriptTests {
    @Test(arguments: MalformedScriptTests.cases)
    func `a malformed script is reported exactly`(_ example: MalformedScript) {
        let document = Fixtures.document(example.script)
        #expect(document.renderedDiagnostics == example.expected)
        #expect(document.scenarios.isEmpty == document.hasErrors)
    }

    static let cases: [MalformedScript] = [
        MalformedScript(
            "expect speech contains an empty text",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  next
                  expect speech contains ""
                end
                """#,
            expected: #"""
                x.scenario:4:26: error: 'expect speech contains' needs the text to look for; an empty text says nothing about the speech (use 'expect silence' to check that nothing was said)
                  expect speech contains ""
                                         ^~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown command with a suggestion",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  next
                  incremnt
                end
                """#,
            expected: #"""
                x.scenario:4:3: error: unknown command 'incremnt'; did you mean 'increment'?
                  incremnt
                  ^~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown gesture alias",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  swipe rigth
                end
                """#,
            expected: #"""
                x.scenario:3:3: error: unknown gesture 'swipe rigth'; did you mean 'swipe right'?
                  swipe rigth
                  ^~~~~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "incomplete gesture",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  swipe
                end
                """#,
            expected: #"""
                x.scenario:3:3: error: incomplete gesture 'swipe'; expected 'swipe right', 'swipe left', 'swipe up' or 'swipe down'
                  swipe
                  ^~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown four-finger tap",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  four-finger tap middle
                end
                """#,
            expected: #"""
                x.scenario:3:3: error: unknown gesture 'four-finger tap middle'; expected 'four-finger tap top' or 'four-finger tap bottom'
                  four-finger tap middle
                  ^~~~~~~~~~~~~~~~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "missing end at end of file",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  next
                """#,
            expected: #"""
                x.scenario:1:1: error: missing 'end' for scenario "R" at the end of the file
                scenario "R"
                ^~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "missing end before the next scenario",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  next
                scenario "S"
                  component Toggle(title: "Wi-Fi", isOn: true)
                end
                """#,
            expected: #"""
                x.scenario:1:1: error: missing 'end' for scenario "R" before the next 'scenario'
                scenario "R"
                ^~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "end without scenario",
            script: #"""
                end
                """#,
            expected: #"""
                x.scenario:1:1: error: 'end' without a matching 'scenario'
                end
                ^~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unterminated string",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  expect "Stars: 3
                end
                """#,
            expected: #"""
                x.scenario:3:10: error: unterminated string; add a closing '"' on the same line
                  expect "Stars: 3
                         ^~~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "bad escape",
            script: "scenario \"R\"\n  component Rating(title: \"Stars\")\n  expect \"a\\qb\"\nend\n",
            expected:
                "x.scenario:3:12: error: invalid escape '\\q' in string; a string allows \\\", \\\\, \\n and \\u{\u{2026}}\n  expect \"a\\qb\"\n           ^~\n1 error in x.scenario\n"
        ),
        MalformedScript(
            "bad unicode escape",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  expect "\u{D800}" # surrogate
                end
                """#,
            expected: #"""
                x.scenario:3:11: error: \u{D800} is not a Unicode scalar value
                  expect "\u{D800}" # surrogate
                          ^~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unicode escape without braces",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  expect "\u0041"
                end
                """#,
            expected: #"""
                x.scenario:3:11: error: '\u' must be followed by {hex digits}, as in \u{1F600}
                  expect "\u0041"
                          ^~
                1 error in x.scenario

                """#),
        MalformedScript(
            "empty file",
            script: "",
            expected:
                "x.scenario:1:1: error: no scenarios in file; a scenario starts with 'scenario \"<name>\"' and ends with 'end'\n\n^\n1 error in x.scenario\n"
        ),
        MalformedScript(
            "comments only",
            script: #"""
                # nothing here
                """#,
            expected: #"""
                x.scenario:1:1: error: no scenarios in file; a scenario starts with 'scenario "<name>"' and ends with 'end'
                # nothing here
                ^
                1 error in x.scenario

                """#),
        MalformedScript(
            "scenario without component",
            script: #"""
                scenario "R"
                  next
                end
                """#,
            expected: #"""
                x.scenario:1:1: error: scenario "R" has no 'component' line; add one such as 'component Rating(title: "Stars")'
                scenario "R"
                ^~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown component",
            script: #"""
                scenario "R"
                  component Ratng(title: "Stars")
                end
                """#,
            expected: #"""
                x.scenario:2:13: error: unknown component 'Ratng' in catalog 'design-system'; did you mean 'Rating'?
                  component Ratng(title: "Stars")
                            ^~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown parameter",
            script: #"""
                scenario "R"
                  component Rating(tilte: "Stars")
                end
                """#,
            expected: #"""
                x.scenario:2:20: error: Rating has no parameter 'tilte'; did you mean 'title'?
                  component Rating(tilte: "Stars")
                                   ^~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "wrong argument type",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars", value: "three")
                end
                """#,
            expected: #"""
                x.scenario:2:43: error: 'value' expects Double, found a string "three"
                  component Rating(title: "Stars", value: "three")
                                                          ^~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "inverted range",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars", in: 5...1)
                end
                """#,
            expected: #"""
                x.scenario:2:40: error: inverted range 5...1; the lower bound must not exceed the upper bound
                  component Rating(title: "Stars", in: 5...1)
                                                       ^~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown style",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  styles star, stra
                end
                """#,
            expected: #"""
                x.scenario:3:16: error: Rating has no style 'stra' (star, numeric); did you mean 'star'?
                  styles star, stra
                               ^~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown settings key",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  environment colourScheme=dark
                end
                """#,
            expected: #"""
                x.scenario:3:15: error: unknown setting 'colourScheme'; did you mean 'colorScheme'?
                  environment colourScheme=dark
                              ^~~~~~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown settings value",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  environment colorScheme=drak
                end
                """#,
            expected: #"""
                x.scenario:3:27: error: 'drak' is not a value of colorScheme (light, dark); did you mean 'dark'?
                  environment colorScheme=drak
                                          ^~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "repeat count zero",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  increment 0
                end
                """#,
            expected: #"""
                x.scenario:3:13: error: repeat count must be at least 1, found 0
                  increment 0
                            ^
                1 error in x.scenario

                """#),
        MalformedScript(
            "repeat count negative",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  increment -2
                end
                """#,
            expected: #"""
                x.scenario:3:13: error: repeat count must be at least 1, found -2
                  increment -2
                            ^~
                1 error in x.scenario

                """#),
        MalformedScript(
            "repeat count non-integer",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  increment 2.5
                end
                """#,
            expected: #"""
                x.scenario:3:13: error: repeat count must be a whole number, found 2.5
                  increment 2.5
                            ^~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "expect state of an unknown parameter",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  expect state vaule == 3
                end
                """#,
            expected: #"""
                x.scenario:3:16: error: Rating has no parameter 'vaule'; did you mean 'value'?
                  expect state vaule == 3
                               ^~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "expect state of a parameter that is not bound",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  expect state title == "Stars"
                end
                """#,
            expected: #"""
                x.scenario:3:16: error: 'title' is not a bound parameter of Rating; 'expect state' reads bound parameters only (Rating's are value)
                  expect state title == "Stars"
                               ^~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "expect state with a value of the wrong type",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  expect state value == "3"
                end
                """#,
            expected: #"""
                x.scenario:3:25: error: 'value' expects Double, found a string "3"
                  expect state value == "3"
                                        ^~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown rule",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  expect finding label-mising
                end
                """#,
            expected: #"""
                x.scenario:3:18: error: unknown rule 'label-mising'; did you mean 'label-missing'?
                  expect finding label-mising
                                 ^~~~~~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "expect order without labels",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  expect order
                end
                """#,
            expected: #"""
                x.scenario:3:15: error: expected at least one label in double quotes after 'expect order', found end of line
                  expect order
                              ^
                1 error in x.scenario

                """#),
        MalformedScript(
            "tab indentation and odd whitespace",
            script: "scenario \"R\"\n\tcomponent Rating(title: \"Stars\")\n\tnext\u{A0}\n\texpect \"x\"\nend\n",
            expected:
                "x.scenario:3:6: error: unexpected whitespace character U+00A0; separate words with spaces or tabs\n\tnext\u{A0}\n\t    ^\n1 error in x.scenario\n"
        ),
        MalformedScript(
            "two errors in one file",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  incremnt
                  expect vlaue "3"
                end
                """#,
            expected: #"""
                x.scenario:3:3: error: unknown command 'incremnt'; did you mean 'increment'?
                  incremnt
                  ^~~~~~~~
                x.scenario:4:3: error: unknown assertion 'expect vlaue'; did you mean 'expect value'?
                  expect vlaue "3"
                  ^~~~~~~~~~~~
                2 errors in x.scenario

                """#),
        MalformedScript(
            "steps before component",
            script: #"""
                scenario "R"
                  next
                  component Rating(title: "Stars")
                end
                """#,
            expected: #"""
                x.scenario:3:3: error: 'component' must come before the first step (line 2); setup lines open a scenario
                  component Rating(title: "Stars")
                  ^~~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "duplicate setup line",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  styles all
                  styles star
                end
                """#,
            expected: #"""
                x.scenario:4:3: error: duplicate 'styles' line; the first is at line 3
                  styles star
                  ^~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "number out of range",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars", value: 1e999)
                end
                """#,
            expected: #"""
                x.scenario:2:43: error: number '1e999' is out of range
                  component Rating(title: "Stars", value: 1e999)
                                                          ^~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "stray characters",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  next @@@
                end
                """#,
            expected: #"""
                x.scenario:3:8: error: unexpected characters '@@@'
                  next @@@
                       ^~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown environment matrix",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  environments pairwize
                end
                """#,
            expected: #"""
                x.scenario:3:16: error: unknown environment matrix 'pairwize' (default, smoke, pairwise, full); did you mean 'pairwise'?
                  environments pairwize
                               ^~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown assertion",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  expect vlaue "3"
                end
                """#,
            expected: #"""
                x.scenario:3:3: error: unknown assertion 'expect vlaue'; did you mean 'expect value'?
                  expect vlaue "3"
                  ^~~~~~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown trait",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  expect traits button, adjustible
                end
                """#,
            expected: #"""
                x.scenario:3:25: error: unknown trait 'adjustible'; did you mean 'adjustable'?
                  expect traits button, adjustible
                                        ^~~~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "rotor near a standard name",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  rotor "Heading"
                  expect "x"
                end
                """#,
            expected: #"""
                x.scenario:3:9: warning: 'Heading' is not a standard rotor (custom rotors are allowed); did you mean 'Headings'?
                  rotor "Heading"
                        ^~~~~~~~~
                1 warning in x.scenario

                """#),
        MalformedScript(
            "single equals in expect state",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  expect state value = 3
                end
                """#,
            expected: #"""
                x.scenario:3:22: error: use '==' to compare, as in 'expect state value == 5'
                  expect state value = 3
                                     ^
                1 error in x.scenario

                """#),
        MalformedScript(
            "unlabelled argument",
            script: #"""
                scenario "R"
                  component Rating("Stars")
                end
                """#,
            expected: #"""
                x.scenario:2:20: error: expected a labelled argument such as 'title: "Stars"', found string "Stars"
                  component Rating("Stars")
                                   ^~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "missing argument",
            script: #"""
                scenario "R"
                  component Rating(value: 2)
                end
                """#,
            expected: #"""
                x.scenario:2:13: error: missing argument 'title' (String) of Rating
                  component Rating(value: 2)
                            ^~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown enum case",
            script: #"""
                scenario "B"
                  component Button(title: "Pay", size: .smal)
                end
                """#,
            expected: #"""
                x.scenario:2:40: error: '.smal' is not a case of 'size' (.small, .regular, .large); did you mean '.small'?
                  component Button(title: "Pay", size: .smal)
                                                       ^~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "cross parameter validation",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars", value: 9)
                end
                """#,
            expected: #"""
                x.scenario:2:43: error: value 9 is outside 1...5
                  component Rating(title: "Stars", value: 9)
                                                          ^
                1 error in x.scenario

                """#),
        MalformedScript(
            "repeat count too large",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  next 5000
                end
                """#,
            expected: #"""
                x.scenario:3:8: error: repeat count 5000 is too large; a step repeats at most 1000 times
                  next 5000
                       ^~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "duplicate scenario name",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                end
                scenario "R"
                  component Rating(title: "Stars")
                end
                """#,
            expected: #"""
                x.scenario:4:10: error: duplicate scenario name "R"; the first is at line 1
                scenario "R"
                         ^~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "half-open range",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars", in: 1..<5)
                end
                """#,
            expected: #"""
                x.scenario:2:41: error: half-open ranges are not supported; write a closed range such as 1...5
                  component Rating(title: "Stars", in: 1..<5)
                                                        ^~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "line outside a scenario",
            script: #"""
                next
                increment
                scenario "R"
                  component Rating(title: "Stars")
                end
                """#,
            expected: #"""
                x.scenario:1:1: error: 'next' is outside a scenario; a scenario starts with 'scenario "<name>"' and ends with 'end'
                next
                ^~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "extra words after a step",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  next please
                end
                """#,
            expected: #"""
                x.scenario:3:8: error: unexpected 'please' after 'next'
                  next please
                       ^~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown catalog",
            script: #"""
                scenario "R"
                  catalog desing-system
                  component Rating(title: "Stars")
                end
                """#,
            expected: #"""
                x.scenario:2:11: error: unknown catalog 'desing-system' (articles, design-system); did you mean 'design-system'?
                  catalog desing-system
                          ^~~~~~~~~~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "rotor with repeat count",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  rotor "Headings" 2
                end
                """#,
            expected: #"""
                x.scenario:3:20: error: 'rotor' takes no repeat count
                  rotor "Headings" 2
                                   ^
                1 error in x.scenario

                """#),
        MalformedScript(
            "set with a bad value",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  set dynamicTypeSize=huge, colorScheme=dark
                end
                """#,
            expected: #"""
                x.scenario:3:23: error: 'huge' is not a value of dynamicTypeSize (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5)
                  set dynamicTypeSize=huge, colorScheme=dark
                                      ^~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "magic tap misspelt",
            script: #"""
                scenario "R"
                  component Rating(title: "Stars")
                  magik tap
                end
                """#,
            expected: #"""
                x.scenario:3:3: error: unknown command 'magik'; did you mean 'magic tap'?
                  magik tap
                  ^~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "unknown style of a toggle",
            script: #"""
                scenario "T"
                  component Toggle(title: "Wi-Fi", isOn: true)
                  styles swich
                end
                """#,
            expected: #"""
                x.scenario:3:10: error: Toggle has no style 'swich' (switch, checkbox, fancy); did you mean 'switch'?
                  styles swich
                         ^~~~~
                1 error in x.scenario

                """#),
        MalformedScript(
            "wide and combining characters",
            script: "scenario \"\u{65E5}\u{672C}\"\n  component Rating(title: \"\u{E9}\u{301}\")\n  expect \"\u{65E5}\u{672C}\" incremnt\nend\n",
            expected:
                "x.scenario:3:15: error: unexpected 'incremnt' after 'expect \"\u{65E5}\u{672C}\"'\n  expect \"\u{65E5}\u{672C}\" incremnt\n              ^~~~~~~~\n1 error in x.scenario\n"
        ),
    ]
}
