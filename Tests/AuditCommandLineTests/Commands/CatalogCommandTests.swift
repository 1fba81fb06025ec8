import AccessibilityModel
import AuditCommandLine
import Testing

@Suite struct CatalogCommandTests {
    @Test func `catalog lists the design system by default with parameters, styles, states and contracts`() {
        let run = CommandRun(["catalog"])
        expectExit(run, .success)
        #expect(run.stdout.hasPrefix("catalog design-system (default): 17 components\n"))
        #expect(
            run.stdout.contains(
                """

                Rating — A value in a range that a person sets: stars or a number, one adjustable element.
                  parameters: title: String, value: Double = 3 (bound), in: ClosedRange<Double> = 1...5
                  styles: star, numeric
                  states: middle, lower-bound (value: 1), upper-bound (value: 5), disabled (isEnabled=false)
                  contract: one adjustable element: label = title, value = the number as Text(value, format: .number) writes it
                    1. label="Title" value="3" traits=adjustable not=button,image actions=increment,decrement
                """))
        for name in [
            "Toggle", "Button", "Detail", "Card", "Tag", "DSButton", "GradientButton", "ListRow", "SegmentedPicker", "ProgressBar", "FormField",
            "TextField", "Dialog", "TabBar", "MessageRow", "MessageList",
        ] {
            #expect(run.stdout.contains("\n\(name) — "), "\(name)")
        }
        #expect(run.stdout.contains("  styles: small-filled, small-outlined, small-plain, large-filled, large-outlined, large-plain\n"))
        #expect(run.stderr.isEmpty)
    }

    @Test func `catalog --catalog articles lists the published components`() {
        let run = CommandRun(["catalog", "--catalog", "articles"])
        expectExit(run, .success)
        #expect(run.stdout.hasPrefix("catalog articles: 8 components\n"))
        for name in ["Rating", "Tag", "Card", "Detail", "Button", "MyToggle", "DSButton", "AnimatedGradientButton"] {
            #expect(run.stdout.contains("\n\(name) — "), "\(name)")
        }
        #expect(run.stdout.contains("  parameters: title: String = \"Toggle\", isOn: Bool = false (bound)\n"))
        #expect(run.stdout.contains("  states: plain-header, image-header (header: .image), prominent-header (header: .prominent)\n"))
    }

    @Test func `catalog --format json is an object with every component`() throws {
        let run = CommandRun(["catalog", "--format", "json"])
        expectExit(run, .success)
        let value = try JSONParser().parse(run.stdout)
        #expect(value["catalog"]?.stringValue == "design-system")
        guard case .array(let components)? = value["components"] else {
            Issue.record("no components array")
            return
        }
        #expect(components.count == 17)
    }

    @Test func `an unknown catalog exits 64 with the nearest name`() {
        let run = CommandRun(["catalog", "--catalog", "article"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: unknown catalog 'article' (catalogs: articles, design-system, platform); did you mean 'articles'?\n"))
        #expect(run.stdout.isEmpty)
    }
}
