import AccessibilityAudit
import AccessibilityModel
import Foundation
import HeadlessUI
import Testing

@testable import AccessibilityTesting

/// Stock controls are judged as iOS draws them (docs/drawing.md "Stock
/// controls"): WCAG 1.4.11 does not require 3:1 of a component whose
/// "appearance … is determined by the user agent and not modified by the
/// author" (Understanding SC 1.4.11, https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html),
/// and a label iOS does not draw is no visible text. What the author draws
/// or tints is still measured.
@Suite struct StockControlsTests {
    /// A checkbox drawn by the author: a stroked square and the label.
    struct Checkbox: ToggleStyle {
        var stroke: Color = Color(red: 0.45, green: 0.45, blue: 0.47)
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack {
                    RoundedRectangle(cornerRadius: 4).stroke(stroke, lineWidth: 2).frame(width: 22, height: 22)
                    configuration.label
                }
            }
            .buttonStyle(.plain)
        }
    }

    /// A style that draws its own title and ignores `configuration.label`.
    struct OwnTitle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square").accessibilityHidden(true)
                    Text("Wi-Fi")
                }
            }
            .buttonStyle(.plain)
        }
    }

    /// A style that draws a switch-like track of its own, 1.2:1 on white.
    struct PaleTrack: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Capsule().fill(Color(red: 0.93, green: 0.93, blue: 0.93)).frame(width: 51, height: 31)
                    .onTapGesture { configuration.isOn.toggle() }
            }
        }
    }

    static func findings(_ report: AccessibilityReport?, _ rule: RuleID) -> [Finding] {
        (report?.result.findings ?? []).filter { $0.rule == rule }
    }

    static func toggle(in tree: AccessibilityTree) -> AccessibilityNode? {
        tree.root.allNodes.first { $0.node.traits.contains(.toggle) }?.node
    }

    static func switchStates(_ toggle: @escaping (Binding<Bool>) -> some View) -> KeyValuePairs<String, AnyView> {
        ["off": AnyView(toggle(.constant(false))), "on": AnyView(toggle(.constant(true)))]
    }

    // MARK: The platform switch

    @Test func `a stock switch has no serious finding in light or dark, with or without colour`() {
        // On main: the off track #E9E9EA on white (1.21:1), the on track (2.21:1) and
        // color-only-state, three serious findings.
        let report = expectAccessible(
            states: Self.switchStates { Toggle("Wi-Fi", isOn: $0).toggleStyle(.switch) }, .named("Toggle"), .matrix(.full),
            .failOn(nil), .only(.contrastNonText, .colorOnlyState))
        #expect(report?.result.findings.isEmpty == true, "\(report?.result.findings.map(\.message) ?? [])")
    }

    @Test func `the switch draws a white knob that moves from the leading to the trailing end`() {
        func knob(_ isOn: Bool, _ direction: LayoutDirection = .leftToRight) -> PaintLayer? {
            var settings = AccessibilitySettings()
            settings.layoutDirection = direction
            let tree = render(Toggle("Wi-Fi", isOn: .constant(isOn)), settings: settings)
            return Self.toggle(in: tree)?.drawing.first { $0.shape == .circle }
        }
        let off = knob(false), on = knob(true)
        #expect(off?.fill == .solid(.white) && off?.isPlatformDrawn == true)
        #expect(off?.frame.width == 27)
        #expect((off?.frame.minX ?? 0) < (on?.frame.minX ?? 0))
        // Right to left the switch is mirrored: on is at the left.
        #expect((knob(true, .rightToLeft)?.frame.minX ?? 0) < (knob(false, .rightToLeft)?.frame.minX ?? 0))
    }

    @Test func `a switch tinted a pale colour is flagged when on, and only then`() {
        let pink = Color(red: 1, green: 0.82, blue: 0.86)
        let report = expectAccessible(
            states: Self.switchStates { Toggle("Wi-Fi", isOn: $0).tint(pink) }, .named("Toggle"), .failOn(nil), .only(.contrastNonText))
        let found = Self.findings(report, .contrastNonText)
        #expect(found.count == 1)
        #expect(found.first?.state == "on")
        #expect(found.first?.message.contains("boundary of") == true)
    }

    @Test func `a switch tinted a strong colour passes`() {
        let report = expectAccessible(
            states: Self.switchStates { Toggle("Wi-Fi", isOn: $0).tint(Color(red: 0.1, green: 0.3, blue: 0.7)) }, .named("Toggle"),
            .settings(SettingsOverride(colorScheme: .light)), .failOn(nil), .only(.contrastNonText))
        #expect(Self.findings(report, .contrastNonText).isEmpty)
    }

    @Test func `the button style's capsule is the platform's until the author tints it`() {
        func capsule(_ view: some View) -> PaintLayer? {
            Self.toggle(in: render(view))?.drawing.first { $0.shape == .capsule }
        }
        #expect(capsule(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.button))?.isPlatformDrawn == true)
        let tinted = Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.button).tint(Color(red: 1, green: 0.82, blue: 0.86))
        #expect(capsule(tinted)?.isPlatformDrawn == false)
    }

    @Test func `a switch with labelsHidden keeps its label for VoiceOver and shows no text`() {
        let context = RuleContext(tree: render(Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden()))
        #expect(context.stops.map(\.spoken) == ["Wi-Fi. Switch Button. Off."])
        #expect(context.stops.first?.node.text == nil)
    }

    // MARK: Custom styles carry only what they draw

    @Test func `a style that draws no outline or track has no boundary, not the native track`() {
        // On main: boundary #E9E9EA (Color.controlTrack), the switch's track it never draws.
        #expect(Self.toggle(in: render(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(OwnTitle())))?.boundary == nil)
    }

    @Test func `a checkbox style is judged by its own outline`() {
        let tree = render(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(Checkbox()))
        let toggle = Self.toggle(in: tree)
        #expect(toggle?.boundary == SRGBColor(red: 0.45, green: 0.45, blue: 0.47))
        #expect(toggle?.isBoundaryDrawnByPlatform == false)
        let report = expectAccessible(
            states: Self.switchStates { Toggle("Wi-Fi", isOn: $0).toggleStyle(Checkbox()) }, .named("Toggle"),
            .settings(SettingsOverride(colorScheme: .light)), .failOn(nil), .only(.contrastNonText))
        #expect(Self.findings(report, .contrastNonText).isEmpty)
    }

    @Test func `a checkbox drawn in a faint grey is flagged`() {
        let faint = Checkbox(stroke: Color(red: 0.85, green: 0.85, blue: 0.85))
        let report = expectAccessible(
            Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(faint), .named("Toggle"),
            .settings(SettingsOverride(colorScheme: .light)), .failOn(nil), .only(.contrastNonText))
        // The toggle and the style's button both record the outline: one outline, one finding.
        #expect(
            Self.findings(report, .contrastNonText).map(\.message) == ["boundary of \"Wi-Fi\" #D9D9D9 on #FFFFFF has contrast 1.41:1; needs 3:1"])
    }

    @Test func `a custom style that draws a 1·2 to 1 track of its own is flagged`() {
        let report = expectAccessible(
            Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(PaleTrack()), .named("Toggle"),
            .settings(SettingsOverride(colorScheme: .light)), .failOn(nil), .only(.contrastNonText))
        let found = Self.findings(report, .contrastNonText)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("boundary of") == true, "\(found.first?.message ?? "")")
    }

    @Test func `a style that ignores the label shows no phantom text`() {
        // On main: label-in-name ("visible text \"Wi-Fi, Wi-Fi\"") and text-clipped
        // ("truncated") from the label iOS never draws, in every cell.
        let report = expectAccessible(
            states: Self.switchStates { Toggle("Wi-Fi", isOn: $0).toggleStyle(OwnTitle()) }, .named("Toggle"), .failOn(nil),
            .only(.labelInName, .textClipped))
        #expect(report?.result.findings.isEmpty == true, "\(report?.result.findings.map(\.message) ?? [])")
        let context = RuleContext(tree: render(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(OwnTitle())))
        #expect(context.stops.map(\.spoken) == ["Wi-Fi. Switch Button. Off."])
        #expect(context.stops.first?.node.text == nil)
    }

    @Test func `a style that ignores the label and draws another title is still flagged by label-in-name`() {
        struct OtherTitle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button {
                    configuration.isOn.toggle()
                } label: {
                    Text("Wireless")
                }.buttonStyle(.plain)
            }
        }
        let report = expectAccessible(
            Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(OtherTitle()), .named("Toggle"), .failOn(nil), .only(.labelInName))
        #expect(Self.findings(report, .labelInName).first?.message.contains("visible text \"Wireless\"") == true)
    }

    // MARK: Slider and stepper

    @Test func `a default slider on a white page has no contrast or clipping finding`() {
        // On main: contrast-non-text 1.21:1 on the track, text-clipped on the label iOS does not draw.
        let report = expectAccessible(
            states: [
                "middle": Slider(value: .constant(0.5), in: 0...1) { Text("Volume") },
                "minimum": Slider(value: .constant(0), in: 0...1) { Text("Volume") },
            ], .named("Slider"), .matrix(.full), .failOn(nil), .only(.contrastNonText, .textClipped, .colorOnlyState, .labelInName))
        #expect(report?.result.findings.isEmpty == true, "\(report?.result.findings.map(\.message) ?? [])")
    }

    @Test func `a stepper's buttons are the platform's drawing`() {
        let report = expectAccessible(
            Stepper("Guests", value: .constant(5), in: 0...10), .named("Stepper"), .matrix(.full), .failOn(nil), .only(.contrastNonText))
        #expect(Self.findings(report, .contrastNonText).isEmpty)
    }

    // MARK: Target size

    /// The target-size findings of `view` rendered alone (iPhone, default environment).
    static func targetFindings<V: View>(_ view: V) -> [String] {
        let tree = render(view, name: "view")
        return TargetSize().outcomes(in: RuleContext(tree: tree)).filter { $0.outcome == .violation }.map(\.message)
    }

    /// Before: a moderate `target-size` finding on every stock control ("\"Wi-Fi\" is 51×31 pt; 44×44 pt
    /// recommended", the stepper's two buttons at 47×32, a segmented control's 28 pt segments, a slider's 30 pt
    /// track, a compact date picker): sizes iOS gives its own controls, which the author cannot change. WCAG 2.5.8
    /// and 2.5.5 except a target whose size "is determined by the user agent and is not modified by the author"
    /// (Understanding SC 2.5.5, https://www.w3.org/WAI/WCAG22/Understanding/target-size-enhanced.html), and
    /// Apple's own audit (XCUIApplication's `performAccessibilityAudit(for: .hitRegion)`) does not report them.
    @Test func `a stock control at the platform's size is no small target`() {
        #expect(Self.targetFindings(Toggle("Wi-Fi", isOn: .constant(true))) == [])
        #expect(Self.targetFindings(Form { Toggle("Wi-Fi", isOn: .constant(false)) }) == [])
        #expect(Self.targetFindings(Slider(value: .constant(0.5))) == [])
        #expect(Self.targetFindings(Stepper("Guests", value: .constant(5), in: 0...10)) == [])
        #expect(
            Self.targetFindings(
                Picker("Mode", selection: .constant(1)) {
                    Text("Day").tag(1)
                    Text("Week").tag(2)
                }.pickerStyle(.segmented)) == [])
        #expect(
            Self.targetFindings(
                DatePicker("Time", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .hourAndMinute)) == [])
    }

    /// A menu `Picker` in a `Form` is a row iOS selects wherever it is touched (the menu opens from anywhere on
    /// the row), as a `Button` or `NavigationLink` row is. Before: a moderate `target-size` on its text ("Flavor"
    /// is 326×16.8 pt), since only a row whose own node is a button answered across the row, not one whose button
    /// sits under the picker's label and value modifiers.
    @Test func `a menu picker's row in a form answers across the row`() {
        let row = Self.targetFindings(
            Form {
                Picker("Flavor", selection: .constant(1)) {
                    Text("Vanilla").tag(1)
                    Text("Chocolate").tag(2)
                }
            })
        #expect(row == [])
        let tree = render(
            Form {
                Picker("Flavor", selection: .constant(1)) {
                    Text("Vanilla").tag(1)
                    Text("Chocolate").tag(2)
                }
            }, name: "view")
        var targets: [CGRect] = []
        tree.walk { node, _ in
            if node.label == "Flavor", let rects = node.touchTargets { targets = rects }
            return .visitChildren
        }
        #expect(targets.first.map { $0.height >= 44 && $0.width >= 300 } == true, "\(targets)")
    }

    /// A navigation bar's items answer on at least 44×44 points, as UIKit's bar button items do (the back button
    /// of iOS 26 Settings is a 44×44 pt element in an iOS 26.4 simulator's page source). Before: "\"Edit\" is 34×20.4
    /// pt; 44×44 pt recommended" on every toolbar button with a short title.
    @Test func `a toolbar button answers on a 44-point box around it`() {
        let screen = NavigationStack { Text("Body").navigationTitle("Notes").toolbar { Button("Edit") {} } }
        #expect(Self.targetFindings(screen) == [])
        let tree = render(screen, name: "view")
        var targets: [CGRect] = []
        tree.walk { node, _ in
            if node.label == "Edit", node.traits.contains(.button), let rects = node.touchTargets { targets = rects }
            return .visitChildren
        }
        #expect(targets.first.map { $0.width >= 44 && $0.height >= 44 } == true, "\(targets)")
    }

    /// What the author sizes is still measured: a segmented control made small (20 pt segments), and a toggle
    /// style that draws its own small switch.
    @Test func `a stock control the author made smaller, or a style's own drawing, is still measured`() {
        let small = Self.targetFindings(
            Picker("Mode", selection: .constant(1)) {
                Text("Day").tag(1)
                Text("Week").tag(2)
            }.pickerStyle(.segmented).controlSize(.small))
        #expect(small.count == 2, "\(small)")
        struct TinySwitch: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Capsule().fill(configuration.isOn ? Color.green : Color.gray).frame(width: 30, height: 18)
                        .onTapGesture { configuration.isOn.toggle() }
                }
            }
        }
        let tiny = Self.targetFindings(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(TinySwitch()))
        #expect(tiny.contains { $0.contains("30×18 pt") }, "\(tiny)")
    }
}
