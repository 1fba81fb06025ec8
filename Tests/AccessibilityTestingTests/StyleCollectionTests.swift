import HeadlessUI
import Testing

@testable import AccessibilityTesting

let buttonStyles: StyleCollection = [
    NamedStyle("plain") { $0.buttonStyle(PlainButtonStyle()) },
    NamedStyle("borderless") { $0.buttonStyle(BorderlessButtonStyle()) },
    NamedStyle("bordered") { $0.buttonStyle(BorderedButtonStyle()) },
]

@Suite struct StyleCollectionTests {
    @Test(arguments: buttonStyles)
    func `every button style keeps the icon button accessible`(style: NamedStyle) throws {
        let report = try requireAccessible(Fixtures.labelledIconButton, .styles([style]))
        #expect(report.styles == [style.name])
    }

    @Test func `styles read well as test arguments`() {
        #expect(String(describingForTest: buttonStyles[2]) == "bordered")
        #expect(buttonStyles.testDescription == "styles plain, borderless, bordered")
        #expect(StyleCollection.unstyled.description == "default")
    }

    @Test func `a repeated name keeps the first style and an empty collection means unstyled`() {
        let styles = StyleCollection([NamedStyle("a") { $0 }, NamedStyle("a") { $0.accessibilityLabel("x") }])
        #expect(styles.map(\.name) == ["a"])
        #expect(StyleCollection([]).effective.map(\.name) == ["default"])
    }

    @Test func `catalog styles convert both ways`() {
        let style = NamedStyle(CatalogStyle("tinted") { $0 })
        #expect(style.name == "tinted")
        #expect(style.catalogStyle.name == "tinted")
    }

    @Test func `all styles are audited and the first is the reference`() throws {
        let report = try requireAccessible(Fixtures.labelledIconButton, .styles(buttonStyles))
        #expect(report.styles == ["plain", "borderless", "bordered"])
        #expect(report.result.summary.styles == 3)
    }
}
