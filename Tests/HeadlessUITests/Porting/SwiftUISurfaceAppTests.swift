import AccessibilityModel
import HeadlessUI
import ScreenReader
import Testing

/// App code's everyday modifiers (docs/porting.md): they compile as SwiftUI spells them, and those that change
/// what VoiceOver reaches or what is drawn do so as on iOS.
@Suite struct SwiftUISurfaceAppTests {
    /// What VoiceOver says at each stop of `view`, in order.
    static func spoken<V: View>(_ view: V) -> [SpokenStop] {
        VoiceOver(subject: HostingSubject(name: "view") { view }).speakAll()
    }

    @Test func `the inbox renders its elements in order, the inset's button last`() {
        let spoken = Self.spoken(SurfaceInbox()).map(\.description)
        #expect(spoken.first == "Inbox. Heading.")
        #expect(spoken.contains("Welcome back"))
        #expect(spoken.contains("Mail from Ada"))
        #expect(spoken.last == "Compose. Button.")
    }

    /// `@AppStorage` is view state: a button that changes it is seen by the next render.
    @Test func `the settings screen renders, and its stored count survives an action`() throws {
        let host = HostingSubject(name: "settings") { SurfaceSettings() }
        let voiceOver = VoiceOver(subject: host)
        let before = voiceOver.speakAll().map(\.description)
        #expect(before.first == "Launched 0 times")
        #expect(before.contains("Attributed"))
        #expect(before.contains("People. Image."))
        let launch = try #require(host.render(settings: AccessibilitySettings()).root.allNodes.first { $0.label == "Launch" })
        #expect(host.perform(.activate, on: launch.id) == .performed)
        #expect(VoiceOver(subject: host).speakAll().first?.description == "Launched 1 times")
    }

    /// VoiceOver offers a list row's swipe actions in the Actions rotor, as UIKit's table view does ("Delete").
    @Test func `a row's swipe actions are its custom actions`() throws {
        let tree = render(
            List {
                Text("Mail from Ada").swipeActions {
                    Button("Delete", role: .destructive) {}; Button("Archive") {}
                }
            })
        let row = try #require(tree.root.allNodes.first { $0.label == "Mail from Ada" && $0.isElement })
        #expect(Set(row.customActions) == ["Delete", "Archive"])
        let stop = try #require(Self.spoken(List { Text("Mail from Ada").swipeActions { Button("Delete") {} } }).first)
        #expect(stop.extras.contains("Actions Available"))
        // Outside a list SwiftUI ignores swipe actions: no custom action.
        let alone = render(Text("Mail from Ada").swipeActions { Button("Delete") {} })
        #expect(alone.root.allNodes.allSatisfy { $0.customActions.isEmpty })
    }

    /// `lineLimit(1).minimumScaleFactor(0.5)` keeps a title on one line by shrinking it: before, the modifier did
    /// not compile; without it, the title is cut off.
    @Test func `text that may shrink is cut off only if it does not fit at its smallest size`() throws {
        func truncated(_ factor: CGFloat?, width: CGFloat) throws -> Bool {
            let text = Text("A rather long title").lineLimit(1)
            let view = factor.map { AnyView(text.minimumScaleFactor($0).frame(width: width)) } ?? AnyView(text.frame(width: width))
            return try #require(render(view).root.allNodes.first { $0.label == "A rather long title" }).isTruncated
        }
        #expect(try truncated(nil, width: 120))
        #expect(try !truncated(0.5, width: 120))
        #expect(try truncated(0.5, width: 40))
    }

    @Test func `a partial range clamps the Dynamic Type size`() throws {
        var huge = AccessibilitySettings()
        huge.dynamicTypeSize = .accessibility5
        let clamped = render(Text("Title").dynamicTypeSize(...DynamicTypeSize.large), settings: huge)
        let large = render(Text("Title"))
        #expect(clamped.root.allNodes.first { $0.label == "Title" }?.font?.size == large.root.allNodes.first { $0.label == "Title" }?.font?.size)
        let raised = render(Text("Title").dynamicTypeSize(DynamicTypeSize.xxxLarge...))
        #expect(
            (raised.root.allNodes.first { $0.label == "Title" }?.font?.size ?? 0)
                > (large.root.allNodes.first { $0.label == "Title" }?.font?.size ?? 0))
    }

    /// `border(_:width:)` strokes a rectangle inside the view's frame: a drawn outline, as SwiftUI draws it.
    @Test func `a border is a stroke drawn over the view`() throws {
        let tree = render(Text("Tag").padding(4).border(Color.gray, width: 2))
        // The outline around the text is its boundary, in the border's colour (system gray).
        #expect(tree.root.allNodes.first { $0.label == "Tag" }?.boundary?.hex == "#8E8E93", "\(tree.dump)")
        #expect(render(Text("Tag").padding(4)).root.allNodes.first { $0.label == "Tag" }?.boundary == nil)
    }

    @Test func `the bottom inset's content follows the content, the top inset's precedes it`() {
        let bottom = Self.spoken(Text("Body").safeAreaInset(edge: .bottom) { Text("Footer") }).map(\.description)
        #expect(bottom == ["Body", "Footer"])
        let top = Self.spoken(Text("Body").safeAreaInset(edge: .top) { Text("Header") }).map(\.description)
        #expect(top == ["Header", "Body"])
    }
}

extension AccessibilityNode {
    /// This node and every node below it, in tree order.
    fileprivate var allNodes: [AccessibilityNode] {
        [self] + children.flatMap(\.allNodes)
    }
}
