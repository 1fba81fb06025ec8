import AccessibilityModel
import AuditCommandLine
import Foundation
import ReportFormats
import Testing

/// The HTML report pictures real catalog components as they look, in each
/// colour scheme and at the extreme Dynamic Type sizes, and an invariance
/// finding beside the render it was compared with. (The same facts are what
/// `scripts/check-html-report.sh` asserts on the page Chromium renders.)
@Suite struct PictureReportTests {
    static func html(_ arguments: [String]) -> String {
        let run = CommandRun(
            ["--no-scenarios", "--format", "html", "--fail-on", "never"] + arguments,
            directory: ProjectScenariosTests.packageRoot.path)
        #expect(run.code == .success, "\(run.stderr)")
        return run.stdout
    }

    /// The SVG of the picture whose `data-settings` is `settings`, in the page's first group.
    static func svg(_ page: String, settings: String) -> String? {
        guard let start = page.range(of: "data-settings=\"\(settings)\"") else { return nil }
        guard let end = page.range(of: "</svg>", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }

    @Test func `a filled design-system button is drawn in its fill with its white title and symbol, light, dark, smallest and largest`() throws {
        let page = Self.html(["--component", "DSButton", "--style", "large-filled", "--state", "with-image"])
        for settings in ["", "colorScheme=dark", "dynamicTypeSize=xSmall", "dynamicTypeSize=accessibility5"] {
            let svg = try #require(Self.svg(page, settings: settings), "no picture with \(settings)")
            #expect(svg.contains("rx=\"12\" fill=\"#0050C8\" data-fill=\"solid\"/>"), "\(settings)")
            #expect(svg.contains("font-weight=\"600\" fill=\"#FFFFFF\" aria-hidden=\"true\"><tspan"), "\(settings)")
            #expect(svg.contains(">Title</tspan>") && svg.contains(">arrow.right</text>"), "\(settings)")
        }
        // Body text: 17 pt at the default size, 14 at xSmall, 53 at accessibility5 (reference §5.1).
        #expect(try #require(Self.svg(page, settings: "")).contains("font-size=\"17\" font-weight=\"600\""))
        #expect(try #require(Self.svg(page, settings: "dynamicTypeSize=xSmall")).contains("font-size=\"14\" font-weight=\"600\""))
        #expect(try #require(Self.svg(page, settings: "dynamicTypeSize=accessibility5")).contains("font-size=\"53\" font-weight=\"600\""))
        #expect(try #require(Self.svg(page, settings: "")).contains("fill=\"#FFFFFF\"/>\n"))
        #expect(try #require(Self.svg(page, settings: "colorScheme=dark")).contains("height=\"64.40\" fill=\"#000000\"/>"))
    }

    @Test func `a card's gradient style is drawn as a linear gradient with its stops`() throws {
        let page = Self.html(["--component", "Card", "--style", "gradient", "--state", "title"])
        let svg = try #require(Self.svg(page, settings: ""))
        #expect(svg.contains("<linearGradient id=\"group-1-screen-1-1-g1\""))
        #expect(svg.components(separatedBy: "<stop offset=").count >= 3)
        #expect(svg.contains("fill=\"url(#group-1-screen-1-1-g1)\" data-fill=\"gradient\""))
        #expect(svg.contains("class=\"drawn-text\" font-size=\"17\" font-weight=\"600\" fill=\"#"))
    }

    @Test func `an environment-invariance finding shows the reference render and the one that differs side by side`() throws {
        let page = Self.html(["--catalog", "articles", "--component", "Card", "--state", "prominent-header"])
        let start = try #require(page.range(of: "<dt>Compared</dt>"))
        let end = try #require(page.range(of: "</div></dd>", range: start.upperBound..<page.endIndex))
        let compared = page[start.lowerBound..<end.upperBound]
        #expect(compared.components(separatedBy: "<svg ").count == 3)
        #expect(compared.contains("data-settings=\"differentiateWithoutColor=true\""))
        #expect(
            compared.contains(
                "data-settings=\"colorScheme=dark,dynamicTypeSize=accessibility4,reduceMotion=true,"
                    + "differentiateWithoutColor=true,contrast=increased,buttonShapes=true\""))
        #expect(compared.contains("<figcaption><strong>Reference:</strong> style default, differentiateWithoutColor=true.</figcaption>"))
        #expect(compared.contains("<figcaption><strong>Differs:</strong> style default, colorScheme=dark, dynamicTypeSize=accessibility4"))
    }

    @Test func `a style-invariance finding names both styles in the cell compared, and the JSON carries them for merge`() throws {
        let run = CommandRun(
            [
                "--no-scenarios", "--format", "json", "--fail-on", "never", "--catalog", "articles", "--component", "Rating",
                "--state", "middle",
            ], directory: ProjectScenariosTests.packageRoot.path)
        let report = try ReportJSON.decode(run.stdout)
        let finding = try #require(report.findings.first { $0.rule.rawValue == "style-invariance" })
        #expect(
            finding.compared == [.init(style: "star", settings: AccessibilitySettings()), .init(style: "numeric", settings: AccessibilitySettings())])
        #expect(run.stdout.contains("\"compared\": [\n        {\n          \"style\": \"star\",\n          \"settings\": \"default\"\n        },"))
        let page = HTMLReport().render(report)
        #expect(page.contains("<figcaption><strong>Reference:</strong> style star, default settings.</figcaption>"))
        #expect(page.contains("<figcaption><strong>Differs:</strong> style numeric, default settings.</figcaption>"))
        #expect(report.findings.allSatisfy { ($0.compared != nil) == ($0.diff != nil) })
    }
}
