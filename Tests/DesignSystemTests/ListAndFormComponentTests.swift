import DesignSystem
import HeadlessUI
import ScreenReader
import Testing

/// The list and form components driven by the simulated VoiceOver: a list
/// row, a segmented picker, a progress bar and a form field.
@Suite struct ListAndFormComponentTests {
    @Test(arguments: ["card", "plain"])
    func `a list row is one button reading title, subtitle and value`(style: String) throws {
        let vo = try VoiceOverDrivingTests.session("ListRow", style: style, state: "detail", arguments: ["title": .string("Wi-Fi")])
        #expect(vo.next() == "Wi-Fi, Home network: On. Button.")
        #expect(vo.next().event == .boundary)
    }

    @Test func `a list row is 44 points tall and spans the row`() throws {
        let tree = try #require(renderDesignSystem("ListRow", style: "card", state: "with-image"))
        let row = try #require(stops(tree).first)
        #expect(row.frame?.height == 44)
        #expect(row.frame?.width == 390)
        #expect(row.label == "Title")
        #expect(row.value == "On")
    }

    @Test func `a segmented picker is a series; activating a segment selects it`() throws {
        // UISegmentedControl: segment buttons with "i of n"; the selected one is "Selected" (reference §3.2, §3.5).
        let vo = try VoiceOverDrivingTests.session("SegmentedPicker", style: "default", arguments: ["title": .string("Range")])
        #expect(vo.next() == "Selected: Day. Button. 1 of 3.")
        #expect(vo.next() == "Week. Button. 2 of 3.")
        _ = vo.activate()
        #expect(vo.subject.state["selection"] == .number(1))
        #expect(vo.next() == "Month. Button. 3 of 3.")
        #expect(vo.previous() == "Selected: Week. Button. 2 of 3.")
    }

    @Test func `a progress bar reads its title and percentage`() throws {
        let vo = try VoiceOverDrivingTests.session("ProgressBar", style: "default", state: "done", arguments: ["title": .string("Upload")])
        #expect(vo.next() == "Upload: 100%")
        let tree = try #require(renderDesignSystem("ProgressBar", style: "default"))
        #expect(stops(tree).first?.traits == .updatesFrequently)
    }

    @Test(arguments: ["inline", "stacked"])
    func `a form field reads its title and value as one element`(style: String) throws {
        let vo = try VoiceOverDrivingTests.session("FormField", style: style, arguments: ["title": .string("Email")])
        #expect(vo.next() == "Email: ana@example.com")
        #expect(vo.next().event == .boundary)
    }

    @Test func `an inline form field stacks at the accessibility sizes`() throws {
        let large = try #require(renderDesignSystem("FormField", style: "inline", settings: SettingsOverride(dynamicTypeSize: .accessibility3)))
        let field = try #require(stops(large).first)
        #expect(field.children.count == 2)
        let title = field.children[0].frame ?? .zero, value = field.children[1].frame ?? .zero
        #expect(value.minY >= title.maxY)
    }
}

/// The focus stops of a tree: visible elements, without entering them.
private func stops(_ tree: AccessibilityTree) -> [AccessibilityNode] {
    var result: [AccessibilityNode] = []
    tree.walk { node, _ in
        if node.isHidden { return .skipChildren }
        if node.isElement {
            result.append(node)
            return .skipChildren
        }
        return .visitChildren
    }
    return result
}
