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

    @Test func `tree and speak take --state all as the default state`() {
        let all = Self.run(["speak", "Switch", "--state", "all"])
        let first = Self.run(["speak", "Switch", "--state", "off"])
        expectExit(all, .success)
        #expect(all.stdout == first.stdout)
        #expect(Self.run(["tree", "Switch", "--state", "all"]).stdout == Self.run(["tree", "Switch"]).stdout)
    }
}
