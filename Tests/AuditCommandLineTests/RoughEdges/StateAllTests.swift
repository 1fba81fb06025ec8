import AccessibilityModel
import AuditCommandLine
import Foundation
import Testing

/// `--state all` selects every state, as `--style all` selects every style.
@Suite struct StateAllTests {
    /// A switch with two states whose value differs.
    static let catalog: [String: [ComponentDescriptor]] = [
        "states": [
            ComponentDescriptor(
                name: "Switch",
                states: [
                    StateDescriptor(name: "off", arguments: ["isOn": .bool(false)]),
                    StateDescriptor(name: "on", arguments: ["isOn": .bool(true)]),
                ]
            ) { arguments, _ in
                let isOn = arguments.values["isOn"] == .bool(true)
                return StaticTreeSubject(
                    tree: AccessibilityTree(
                        name: "Switch",
                        root: AccessibilityNode(children: [
                            AccessibilityNode(
                                label: "Wi-Fi", value: isOn ? "1" : "0", traits: [.button, .toggle],
                                frame: CGRect(x: 0, y: 0, width: 60, height: 44))
                        ])))
            }
        ]
    ]

    static func run(_ arguments: [String]) -> CommandRun {
        CommandRun(arguments, catalogs: catalog, defaultCatalog: "states", directory: NSTemporaryDirectory())
    }

    @Test func `--state all audits every state, as no --state does`() {
        let all = Self.run(["--state", "all", "--matrix", "smoke", "--format", "json"])
        let none = Self.run(["--matrix", "smoke", "--format", "json"])
        expectExit(all, .success)
        #expect(all.stdout == none.stdout)
        #expect(all.stdout.contains("\"on\"") && all.stdout.contains("\"off\""))
    }

    @Test func `--state all beside a named state is every state`() {
        let mixed = Self.run(["--state", "on", "--state", "all", "--matrix", "smoke", "--format", "json"])
        let none = Self.run(["--matrix", "smoke", "--format", "json"])
        expectExit(mixed, .success)
        #expect(mixed.stdout == none.stdout)
    }

    @Test func `an unknown state is still refused with a suggestion`() {
        let run = Self.run(["--state", "of", "--matrix", "smoke"])
        expectExit(run, .usageError)
        #expect(run.stderr.contains("unknown state 'of'; did you mean 'off'?"))
    }

    @Test func `speak and tree print every state for --state all, each under its style and state`() {
        let all = Self.run(["speak", "Switch", "--state", "all"])
        let off = Self.run(["speak", "Switch", "--state", "off"]), on = Self.run(["speak", "Switch", "--state", "on"])
        expectExit(all, .success)
        #expect(all.stdout == "== Switch, style default, state off ==\n" + off.stdout + "\n== Switch, style default, state on ==\n" + on.stdout)
        let trees = Self.run(["tree", "Switch", "--state", "all"])
        expectExit(trees, .success)
        #expect(
            trees.stdout == "== Switch, style default, state off ==\n" + Self.run(["tree", "Switch", "--state", "off"]).stdout
                + "\n== Switch, style default, state on ==\n" + Self.run(["tree", "Switch", "--state", "on"]).stdout)
    }

    @Test func `several --state options print each of them, in the component's order`() {
        let both = Self.run(["speak", "Switch", "--state", "on", "--state", "off"])
        expectExit(both, .success)
        #expect(both.stdout.components(separatedBy: "== Switch, style default, state ").count == 3)
        #expect(both.stdout.hasPrefix("== Switch, style default, state off ==\n"))
        #expect(Self.run(["speak", "Switch"]).stdout == Self.run(["speak", "Switch", "--state", "off"]).stdout)
    }

    @Test(arguments: ["speak", "tree"])
    func `json output of several transcripts or trees is refused, never cut to one`(_ command: String) {
        let run = Self.run([command, "Switch", "--state", "all", "--format", "json"])
        expectExit(run, .usageError)
        #expect(
            run.stderr.hasPrefix(
                "error: --format json prints one \(command == "tree" ? "tree" : "transcript"), but the options choose 2 (1 style × 2 states)"))
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: [["--state", "al", "--matrix", "smoke"], ["speak", "Switch", "--state", "al"], ["tree", "Switch", "--style", "al"]])
    func `--state al and --style al suggest all`(_ arguments: [String]) {
        let run = Self.run(arguments)
        expectExit(run, .usageError)
        #expect(run.stderr.contains("did you mean 'all'?"), "\(run.stderr)")
    }
}
