import AccessibilityModel
import AuditCommandLine
import Foundation
import Testing

/// One `tree <component>` invocation over a built-in catalog.
struct TreeInvocation: Sendable, CustomTestStringConvertible {
    var catalog: String
    var component: String
    var style: String
    var state: String
    var testDescription: String { "\(catalog) \(component) \(style) \(state)" }

    /// Every entry × style × state of both built-in catalogs.
    static var all: [TreeInvocation] {
        BuiltInCatalogs.all.keys.sorted().flatMap { catalog in
            (BuiltInCatalogs.all[catalog] ?? []).flatMap { descriptor in
                descriptor.styles.flatMap { style in
                    descriptor.states.map { TreeInvocation(catalog: catalog, component: descriptor.name, style: style, state: $0.name) }
                }
            }
        }
    }
}

@Suite struct TreeComponentTests {
    @Test(arguments: TreeInvocation.all)
    func `tree renders every entry, style and state of both catalogs`(invocation: TreeInvocation) {
        let run = CommandRun([
            "tree", invocation.component, "--catalog", invocation.catalog,
            "--style", invocation.style, "--state", invocation.state,
        ])
        expectExit(run, .success)
        #expect(run.stdout.hasPrefix("tree \"\(invocation.component)\" layoutDirection=leftToRight"))
        #expect(run.stdout.contains("element"))
        #expect(run.stderr.isEmpty)
    }

    @Test func `tree Rating prints the design system's rating as one adjustable element`() {
        let run = CommandRun(["tree", "Rating", "--style", "numeric"])
        expectExit(run, .success)
        #expect(run.stdout.contains("└─ element label=\"Title\" value=\"3\" traits=adjustable actions=increment,decrement"))
    }

    @Test func `the state's settings apply on top of --env`() {
        let run = CommandRun(["tree", "Toggle", "--state", "disabled", "--env", "colorScheme=dark"])
        expectExit(run, .success)
        #expect(run.stdout.hasPrefix("tree \"Toggle\" layoutDirection=leftToRight settings=colorScheme=dark,isEnabled=false\n"))
        #expect(run.stdout.contains("traits=button,toggle,notEnabled") || run.stdout.contains("notEnabled"))
    }

    @Test func `tree --format json writes the tree format`() throws {
        let run = CommandRun(["tree", "Tag", "--catalog", "articles", "--style", "color", "--format", "json"])
        expectExit(run, .success)
        let tree = try TreeFormat.read(Data(run.stdout.utf8))
        #expect(tree.name == "Tag")
    }

    /// A name that does not exist, and the message it gets.
    struct Unknown: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Unknown(arguments: ["tree", "Ratng"], message: "error: catalog 'design-system' has no component 'Ratng'; did you mean 'Rating'?"),
        Unknown(
            arguments: ["tree", "Rating", "--style", "stars"],
            message: "error: Rating has no style 'stars' (styles: star, numeric); did you mean 'star'?"),
        Unknown(
            arguments: ["tree", "Toggle", "--state", "of"],
            message: "error: Toggle has no state 'of' (states: off, on, disabled); did you mean 'off'?"),
        Unknown(arguments: ["tree", "MyToggle"], message: "error: catalog 'design-system' has no component 'MyToggle'"),
        Unknown(
            arguments: ["tree", "MyToggle", "--catalog", "design"],
            message: "error: unknown catalog 'design' (catalogs: articles, design-system, platform)"),
    ])
    func `an unknown component, style, state or catalog exits 64`(unknown: Unknown) {
        let run = CommandRun(unknown.arguments)
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix(unknown.message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
