import HeadlessUI
import Testing

/// Renders `SwiftUISurface.swift`, the file that uses every API docs/porting.md
/// lists as supported, as SwiftUI spells it.
@Suite struct SwiftUISurfaceTests {
    @Test func `the surface screen renders its elements in order`() {
        let all = stops(render(SurfaceScreen()))
        #expect(all.map(\.label) == ["Status, Online", "Favourite", "Count", "Decrement", "Increment", "Enabled", "Terms"])
        #expect(all[1].traits == [.button, .header])
        #expect(all[1].value == "Yes")
        #expect(all[2].value == "1")
    }

    @Test func `at an accessibility size the adaptive row stacks and keeps its label`() {
        let row = stops(render(SurfaceAdaptiveRow(), settings: settings("dynamicTypeSize=accessibility3,buttonShapes=true"))).first
        #expect(row?.label == "Status, Online")
    }

    @Test func `previews are views that render like any other`() {
        #expect(stops(render(SurfaceScreen_Previews.previews)).count == 14)
    }

    @Test func `containers, lists, indicators and navigation render as the tests of each view say`() {
        #expect(stopLabels(render(SurfaceContainers())).first == "Apple")
        let list = stopLabels(render(SurfaceList()))
        #expect(list.prefix(5) == ["Fruits", "Apple", "Pear", "In season", "Options"])
        #expect(list.contains("Links"))
        let indicators = stops(render(SurfaceIndicators()))
        #expect(indicators.first?.value == "40%")
        // The sheet is presented at first: only its element is reachable (decision 19).
        let tree = render(SurfaceNavigation())
        var modal: AccessibilityNode?
        tree.walk { node, _ in
            if node.traits.contains(.modal) { modal = node }
            return .visitChildren
        }
        #expect(modal.map { stopLabels(AccessibilityTree(root: $0)) } == ["Sheet"])
    }
}

extension SwiftUISurfaceTests {
    @Test func `the VoiceOver surface exposes its rotor, fields and representation`() {
        let tree = render(SurfaceVoiceOver())
        let labels = stopLabels(tree)
        #expect(labels.prefix(2) == ["Ana", "Ben"])
        #expect(labels.contains("Muted"))
        #expect(labels.contains("Code"))
        var rotors: [String] = []
        tree.walk { node, _ in
            rotors += node.customRotors.map(\.name)
            return .visitChildren
        }
        #expect(rotors == ["Unread"])
    }

    @Test func `the other rotor, focus and text-entry forms render`() {
        let tree = render(SurfaceVoiceOverForms())
        var rotors: [String] = []
        tree.walk { node, _ in
            rotors += node.customRotors.map(\.name)
            return .visitChildren
        }
        #expect(rotors.contains("Senders"))
        #expect(rotors.contains("Greeting"))
        #expect(stopLabels(tree).first == "Inbox")
    }
}

extension SwiftUISurfaceTests {
    @Test func `the action builder, zoom and localized custom content render`() {
        let all = stops(render(SurfaceActions()))
        #expect(all.map(\.label) == ["Important Email", "Headphones", "Map"])
        // Offered last declared first, as iOS does (docs/voiceover.md, decision 25).
        #expect(all[0].customActions == ["Delete", "Reply", "Add to favorites"])
        #expect(all[1].customActions == ["Share", "Buy"])
        #expect(all[1].customContent.first?.value == "4.5 stars from 2,847 reviews")
        #expect(all[2].traits.contains(.supportsZoom))
        #expect(all[2].actions.contains([.zoomIn, .zoomOut]))
    }
}

extension SwiftUISurfaceTests {
    @Test func `labeled content, dates and focused fields render`() {
        let labels = stopLabels(render(SurfaceForms()))
        #expect(labels.prefix(8) == ["About", "Version", "1.0", "Build", "42", "Released", "January 1, 1970", "Time"])
        #expect(labels.count > 8 && labels[8]?.contains("12:00") == true)
        #expect(labels.contains("Next"))
        // A headless AsyncImage shows what iOS shows before the image loads.
        #expect(labels.contains("In progress"))
        #expect(labels.contains("Loading avatar"))
        // ViewThatFits shows only the first child that fits.
        #expect(labels.contains("Download the full report") && !labels.contains("Download"))
        #expect(labels.contains("Share with your team") && !labels.contains("Share"))
    }
}
