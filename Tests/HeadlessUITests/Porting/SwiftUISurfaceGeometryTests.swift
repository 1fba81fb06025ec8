import HeadlessUI
import Testing

/// Renders `SwiftUISurface+Geometry.swift` (issue 36, item 5): each API does
/// what SwiftUI does to the tree, with the source in the view's doc comment.
@Suite struct SwiftUISurfaceGeometryTests {
    /// `@ScaledMetric` scales as `UIFontMetrics.scaledValue(for:)`: by the
    /// Body size at the setting over its size at Large (40 / 17 at accessibility3).
    @Test func `a scaled metric grows with the text size`() throws {
        func iconWidth(_ text: String) throws -> Double {
            let tree = render(SurfaceScaledBadge(), settings: settings(text))
            var width: Double?
            tree.walk { node, _ in
                if node.traits.contains(.image), let frame = node.frame { width = Double(frame.width) }
                return .visitChildren
            }
            return try #require(width)
        }
        #expect(try iconWidth("dynamicTypeSize=large") == 24)
        #expect(abs(try iconWidth("dynamicTypeSize=accessibility3") - 24 * 40 / 17) < 0.01)
    }

    /// A `TapGesture` with an action answers VoiceOver's double tap, as
    /// `onTapGesture` does; a `DragGesture` makes no element and no action.
    @Test func `a tap gesture activates, a drag does not`() {
        let subject = HostingSubject(name: "Gestures") { SurfaceGestures() }
        let tree = subject.render(settings: AccessibilitySettings())
        let all = stops(tree)
        #expect(all.map(\.label) == ["Agree", "Company", "Seal"])
        let agree = all[0]
        #expect(agree.actions.contains(.activate))
        #expect(subject.perform(.activate, on: agree.id) == .performed)
        #expect(!all[1].actions.contains(.activate))
    }

    /// A view with only an identifier leaves a node that carries it, and no focus stop.
    @Test func `an identifier alone leaves a node with it`() {
        let tree = render(SurfaceMeter(fraction: 0.5))
        var identifiers: [String] = []
        tree.walk { node, _ in
            if let identifier = node.identifier { identifiers.append(identifier) }
            return .visitChildren
        }
        #expect(identifiers == ["meter"])
        #expect(stops(tree).isEmpty)
    }

    /// `NavigationStack(path:)` shows the top of its path: the pushed
    /// screen with its title and a back button titled by the root's title;
    /// the root is not on screen. An empty path shows the root.
    @Test func `a bound navigation path shows its top`() {
        let labels = stopLabels(render(SurfacePathStack()))
        #expect(labels == ["Fruit", "Pears", "About Pears"])
        #expect(stopLabels(render(SurfaceNavigationPathStack())) == ["Home", "Home"])
    }

    /// `stroke(_:style:)` draws the line `StrokeStyle` describes: a dashed
    /// ring of width 2 is the badge's boundary as a solid one is (WCAG 1.4.11
    /// asks its dashes for the same contrast; Apple, `Shape.stroke(_:style:)`),
    /// and one of width 0 draws none. The fill rule and antialiasing change
    /// nothing the audit reads.
    @Test func `a dashed outline is drawn with its style's width`() {
        let badge = stops(render(SurfaceDashedOutlines(ringWidth: 2))).first { $0.label == "Script" }
        #expect(badge?.boundary?.hex == "#8E8E93")
        #expect(badge?.boundarySite.isKnown == true)
        let unringed = stops(render(SurfaceDashedOutlines(ringWidth: 0))).first { $0.label == "Script" }
        #expect(unringed != nil && unringed?.boundary == nil)
        #expect(stopLabels(render(SurfaceDashedOutlines(ringWidth: 2))) == ["Script", "Name"])
    }

    @Test func `matched geometry changes nothing in the tree`() {
        #expect(stopLabels(render(SurfaceMatchedTabs())) == ["Tab 1", "Tab 2"])
    }

    /// A custom `Shape` drawn from `path(in:)`, `AnyShape`, `ContainerRelativeShape` and `.mask` compile and draw.
    @Test func `custom shapes, paths and masks render`() {
        let tree = render(SurfaceShapes(rounded: true))
        #expect(stopLabels(tree) == ["Warning"])
        #expect(stops(tree).first?.frame?.width == 24)
    }
}
