import HeadlessUI
import Testing

/// Sheets, covers, popovers, alerts and confirmation dialogs are modal while
/// presented (decision 19): only their elements are reachable.
@Suite struct PresentationTests {
    @Test func `a presented sheet hides what it covers`() {
        let closed = render(VStack { Text("Behind") }.sheet(isPresented: .constant(false)) { Text("Sheet") })
        #expect(VoiceOverStops.labels(closed) == ["Behind"])
        let open = render(
            VStack { Text("Behind") }.sheet(isPresented: .constant(true)) {
                Text("Sheet"); Button("Done") {}
            })
        #expect(VoiceOverStops.labels(open) == ["Sheet", "Done"])
    }

    @Test func `full-screen covers and popovers are modal too`() {
        let cover = render(Text("Behind").fullScreenCover(isPresented: .constant(true)) { Text("Cover") })
        #expect(VoiceOverStops.labels(cover) == ["Cover"])
        let popover = render(Text("Behind").popover(isPresented: .constant(true)) { Text("Popover") })
        #expect(VoiceOverStops.labels(popover) == ["Popover"])
    }

    @Test func `escape dismisses a sheet`() throws {
        let isPresented = Cell(true)
        let subject = HostingSubject(name: "Sheet") { Text("Behind").sheet(isPresented: isPresented.binding) { Text("Sheet") } }
        let tree = subject.render(settings: AccessibilitySettings())
        var modal: AccessibilityNode?
        tree.walk { node, _ in
            if node.traits.contains(.modal) { modal = node }
            return .visitChildren
        }
        let container = try #require(modal)
        #expect(subject.perform(.escape, on: container.id) == .performed)
        #expect(!isPresented.value)
    }

    @Test func `an alert reads title, message and actions, with OK when it has none`() {
        let alert = render(
            Text("Behind").alert("Delete photo?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            })
        #expect(VoiceOverStops.labels(alert) == ["Delete photo?", "This cannot be undone.", "Delete", "Cancel"])
        let plain = render(Text("Behind").alert("Saved", isPresented: .constant(true)) {})
        #expect(VoiceOverStops.labels(plain) == ["Saved", "OK"])
    }

    @Test func `a confirmation dialog ends with Cancel and hides its title unless visible`() {
        let hidden = render(Text("Behind").confirmationDialog("Share", isPresented: .constant(true)) { Button("Copy link") {} })
        #expect(VoiceOverStops.labels(hidden) == ["Copy link", "Cancel"])
        let shown = render(
            Text("Behind").confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Copy link") {}
            })
        #expect(VoiceOverStops.labels(shown) == ["Share", "Copy link", "Cancel"])
    }
}

/// The stops VoiceOver visits, modal scope applied (decision 19): the
/// children of a node with the modal trait hide their siblings.
enum VoiceOverStops {
    static func labels(_ tree: AccessibilityTree) -> [String?] {
        var result: [String?] = []
        func visit(_ node: AccessibilityNode) {
            if node.isHidden { return }
            if node.isElement {
                result.append(node.label)
                return
            }
            let children = node.children
            if let modal = children.lastIndex(where: { !$0.isHidden && $0.traits.contains(.modal) }) {
                visit(children[modal])
            } else {
                children.forEach(visit)
            }
        }
        visit(tree.root)
        return result
    }
}
