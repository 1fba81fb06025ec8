import Foundation
import HeadlessUI
import Testing

/// Where a finger acts, as SwiftUI hit-tests (docs/hit-testing.md): the
/// touch targets a render records and what a tap at a point runs.
@Suite struct HitTestingTests {
    /// The first node (pre-order) with this label.
    func node(_ label: String, in tree: AccessibilityTree) -> AccessibilityNode? {
        var found: AccessibilityNode?
        tree.walk { node, _ in
            if found == nil, node.label == label { found = node }
            return found == nil ? .visitChildren : .stop
        }
        return found
    }

    func centre(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    // A `.plain` button "doesn't style or decorate its content" and a stack
    // hit-tests only where its children draw (Apple: PlainButtonStyle;
    // contentShape(_:) "defines the content shape for hit testing"): the
    // padding and the gap between icon and title do not answer.
    @Test func `a plain button answers on its icon and title, not on its padding or the gap between them`() throws {
        let tree = render(
            Button {
            } label: {
                HStack(spacing: 20) {
                    Image(systemName: "star").accessibilityLabel("Star")
                    Text("Save")
                }
                .padding(12)
            }
            .buttonStyle(.plain))
        let button = try #require(stops(tree).first)
        let icon = try #require(node("Star", in: tree)?.frame)
        let title = try #require(node("Save", in: tree)?.frame)
        // Before: the target was the padded frame, 24 pt wider and taller than what draws.
        #expect(button.frame?.width == icon.width + 20 + title.width + 24)
        #expect(button.touchTargets == [icon, title])
    }

    // The platform styles (automatic, borderless, bordered) answer anywhere in
    // the label's frame; `.plain`, like a custom style, only where it draws.
    @Test func `a default-style button answers on its whole label frame, a plain one on its icon`() throws {
        func button<S: ButtonStyle>(_ style: S) throws -> AccessibilityNode {
            try #require(
                stops(
                    render(
                        Button {
                        } label: {
                            Image(systemName: "trash").frame(width: 44, height: 44)
                        }
                        .buttonStyle(style)
                        .accessibilityLabel("Delete"))
                ).first)
        }
        let automatic = try button(.automatic)
        #expect(automatic.touchTargets == [try #require(automatic.frame)])
        let plain = try button(.plain)
        #expect(plain.touchTargets?.map(\.size) == [CGSize(width: 17, height: 17)])
    }

    @Test func `contentShape(Rectangle()) makes the whole padded label answer`() throws {
        let tree = render(
            Button {
            } label: {
                HStack(spacing: 20) {
                    Image(systemName: "star").accessibilityLabel("Star")
                    Text("Save")
                }
                .padding(12)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain))
        let button = try #require(stops(tree).first)
        #expect(button.touchTargets == [try #require(button.frame)])
    }

    // Color.clear draws nothing, so it is not hit-testable; a filled colour is.
    @Test func `a clear background does not answer, a filled one does`() throws {
        func button(_ fill: Color) throws -> AccessibilityNode {
            try #require(
                stops(
                    render(
                        Button {
                        } label: {
                            Text("Go").padding(20).background(fill)
                        }.buttonStyle(.plain))
                ).first)
        }
        let clear = try button(.clear)
        let title = try #require(clear.children.first?.frame)
        #expect(clear.touchTargets == [title])
        let filled = try button(.white)
        #expect(filled.touchTargets == [title, try #require(filled.frame)])
    }

    // A stroked shape is hit-tested along its line only: a tap in the middle of a ring misses.
    @Test func `a stroked ring answers on its line, not in its middle`() throws {
        var taps = 0
        let subject = HostingSubject(name: "Ring") {
            Button {
                taps += 1
            } label: {
                Circle().stroke(lineWidth: 2).frame(width: 20, height: 20)
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Ring")
        }
        let tree = subject.render(settings: AccessibilitySettings())
        let ring = try #require(stops(tree).first?.frame)
        #expect(subject.tap(at: centre(ring)) == .notHandled)
        #expect(taps == 0)
        #expect(subject.tap(at: CGPoint(x: ring.midX, y: ring.minY)) == .performed)
        #expect(taps == 1)
    }

    // allowsHitTesting(false): "whether this view participates in hit test operations".
    @Test func `allowsHitTesting(false) removes a button's touch target and its taps go through`() throws {
        var taps = 0
        let subject = HostingSubject(name: "Inert") {
            Button("Inert") { taps += 1 }.allowsHitTesting(false)
        }
        let tree = subject.render(settings: AccessibilitySettings())
        let button = try #require(stops(tree).first)
        #expect(button.touchTargets == [])
        #expect(subject.tap(at: centre(try #require(button.frame))) == .notHandled)
        #expect(taps == 0)
        // VoiceOver still activates it: hit testing is touch only.
        #expect(subject.perform(.activate, on: button.id) == .performed)
        #expect(taps == 1)
    }

    // A custom ButtonStyle's body is what is drawn and touched: its padding and background answer.
    @Test func `a custom button style's padding and background answer where they are drawn`() throws {
        struct Filled: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(16).background(Color.blue, in: RoundedRectangle(cornerRadius: 8))
            }
        }
        let tree = render(Button("Pay") {}.buttonStyle(Filled()))
        let button = try #require(stops(tree).first)
        let frame = try #require(button.frame)
        let targets = try #require(button.touchTargets)
        #expect(targets.reduce(targets[0]) { $0.union($1) } == frame)
    }

    @Test func `a tap runs the topmost button under the point, and a disabled one runs nothing`() throws {
        var tapped: [String] = []
        let subject = HostingSubject(name: "Stack") {
            VStack {
                ZStack {
                    Button("Below") { tapped.append("below") }
                    Button("Above") { tapped.append("above") }
                }
                Button("Off") { tapped.append("off") }.disabled(true)
            }
        }
        let tree = subject.render(settings: AccessibilitySettings())
        let above = try #require(node("Above", in: tree)?.frame)
        let off = try #require(node("Off", in: tree)?.frame)
        #expect(subject.tap(at: centre(above)) == .performed)
        #expect(subject.tap(at: centre(off)) == .notHandled)
        #expect(subject.tap(at: CGPoint(x: 1, y: 1)) == .notHandled)
        #expect(tapped == ["above"])
    }

    // onTapGesture on a stack answers where its children draw (the spacer does
    // not); with contentShape(Rectangle()), on the whole row.
    @Test func `a tap gesture on a row answers on its drawn parts, or on the whole row with a content shape`() throws {
        let plain = try #require(
            stops(
                render(
                    HStack {
                        Text("Remember me"); Spacer()
                    }.frame(height: 44).onTapGesture {})
            ).first)
        let shaped = try #require(
            stops(
                render(
                    HStack {
                        Text("Remember me"); Spacer()
                    }.frame(height: 44).contentShape(Rectangle()).onTapGesture {})
            ).first)
        #expect(plain.touchTargets == [try #require(plain.frame)])
        #expect(shaped.touchTargets == [CGRect(x: 0, y: 0, width: 390, height: 44)])
    }
}
