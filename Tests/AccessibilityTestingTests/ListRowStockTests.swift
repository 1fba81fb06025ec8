import AccessibilityAudit
import AccessibilityModel
import HeadlessUI
import ScreenReader
import Testing

/// A `NavigationLink` or a `Button` that is a row of a `List`, as iOS shows it: the whole row takes taps (the
/// list's cell is selected wherever it is touched) and a link's row ends in the platform's disclosure chevron,
/// drawn in the tertiary label colour, which the author did not choose. Outside a list, a link is drawn as a
/// default button: its label in the accent colour, and no chevron.
@Suite struct ListRowStockTests {
    static func audit(_ view: some View, rule: any Rule) -> [ElementOutcome] {
        rule.outcomes(in: RuleContext(tree: render(view))).filter { $0.outcome == .violation }
    }

    static var links: some View {
        List {
            NavigationLink("General") { Text("General settings") }
            Button("Sign Out") {}
        }
    }

    /// Before: the link answered only on its text and chevron (59.5×20.4 pt, "dead space between them"), and the
    /// button on its text: a moderate target-size finding on every stock row.
    @Test func `a link or button row takes taps across the whole row`() throws {
        #expect(Self.audit(Self.links, rule: TargetSize()).isEmpty, "\(Self.audit(Self.links, rule: TargetSize()).map(\.message))")
        let tree = render(Self.links)
        let controls = tree.root.allNodes.filter { $0.traits.contains(.button) && !$0.touchTargets.isNilOrEmpty }
        #expect(controls.count == 2)
        for control in controls {
            let target = try #require(control.touchTargets?.first)
            #expect(control.touchTargets?.count == 1)
            #expect(target.height >= 44 && target.width > 300, "\(target)")
        }
    }

    /// Before: the chevron was measured as the author's icon, #3C3C434D on white at 1.74:1, a serious
    /// contrast-non-text finding on every `NavigationLink` of every list. WCAG 1.4.11 does not require 3:1 of what
    /// "is determined by the user agent and not modified by the author".
    @Test func `the platform's disclosure chevron is not the author's icon`() {
        #expect(Self.audit(Self.links, rule: ContrastNonText()).isEmpty)
        #expect(VoiceOver(Self.links).speakAll().map(\.description) == ["General. Button.", "Sign Out. Button."])
        // A symbol the author draws in the same colour is theirs, and measured.
        let own = List {
            Image(systemName: "info.circle").foregroundStyle(.tertiary).accessibilityLabel("More info")
        }
        let violations = Self.audit(own, rule: ContrastNonText())
        #expect(violations.count == 1)
        #expect(violations.first?.message.contains("1.74:1") == true, "\(violations.map(\.message))")
    }

    /// Outside a list, SwiftUI draws a link as a default button: the label in the accent colour, no chevron.
    @Test func `outside a list a link is drawn as a button, with no chevron`() {
        let link = NavigationLink("General") { Text("General settings") }
        let tree = render(link)
        #expect(!tree.root.allNodes.contains { $0.traits.contains(.image) })
        let button = tree.root.allNodes.first { $0.traits.contains(.button) }
        #expect(button?.label == "General")
        let text = tree.root.allNodes.first { $0.foreground != nil && $0.font != nil }
        #expect(text?.foreground == render(Button("General") {}).root.allNodes.first { $0.font != nil }?.foreground)
    }
}

extension Optional where Wrapped == [CGRect] {
    fileprivate var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}

extension AccessibilityNode {
    /// This node and every node below it, in tree order.
    fileprivate var allNodes: [AccessibilityNode] {
        [self] + children.flatMap(\.allNodes)
    }
}

/// A `TabView`'s tab bar: each tab button spans its share of the bar and answers anywhere in it, as UIKit's
/// `UITabBar` buttons do. Before, a tab answered only on its icon and title ("17×17 pt where it takes taps (its
/// tap areas span 22×32.2 pt with dead space between them)"), a target-size finding on every stock tab.
@Suite struct StockTabBarTests {
    @Test func `each tab answers across its share of the bar`() throws {
        let tabs = TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }
            Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }
        }
        let violations = TargetSize().outcomes(in: RuleContext(tree: render(tabs))).filter { $0.outcome == .violation }
        #expect(violations.isEmpty, "\(violations.map(\.message))")
        let tree = render(tabs)
        let tabButtons = tree.root.allNodes.filter { $0.traits.contains(.tabBarItem) || $0.traits.contains(.button) }
        #expect(tabButtons.count == 2)
        for tab in tabButtons {
            let targets = try #require(tab.touchTargets)
            #expect(targets.count == 1)
            #expect(targets.first?.width == 195 && (targets.first?.height ?? 0) >= 49, "\(targets)")
        }
    }
}
