import AccessibilityAudit
import HeadlessUI
import Testing

/// Verdicts on what is drawn, as SwiftUI paints it (issue 20; docs/drawing.md).
/// Each case is a minimal component: the verdict the audit used to give was
/// wrong, the one asserted here is right, and the correct component passes.
@Suite struct DrawingTruthTests {
    static let dark = SettingsOverride(colorScheme: .dark)

    /// A view factory handed to a catalog entry; the audit runs on this task
    /// with one job, so the view is never used from two threads.
    struct Probe: @unchecked Sendable {
        let make: () -> AnyView
    }

    /// The findings of rule `rule` for `view` across the smoke matrix with `settings` fixed.
    func findings<V: View>(_ rule: RuleID, _ view: @autoclosure @escaping () -> V, settings: SettingsOverride = .none) throws -> [Finding] {
        let probe = Probe { AnyView(view()) }
        let entry = CatalogEntry("Probe") { _ in probe.make() }
        let result = try Auditor(AuditConfiguration(matrix: .smoke, overrides: settings)).audit([entry.descriptor])
        return result.findings.filter { $0.rule == rule }
    }

    // MARK: Layered and nested backgrounds

    /// SwiftUI paints a `background`'s `ZStack` layer by layer, in order: the
    /// white capsule hides the page, the 4 % blue is composited over it, and
    /// the stroke lies only along the edge (Apple, "ZStack": "overlays its
    /// subviews, aligning them in both axes"; "background(alignment:content:)":
    /// "layers the views … behind this view"). The text is on white, not on
    /// the dark page: the audit used to report black on #000000, 1:1.
    @Test func `text over a layered background is measured against the layers, not the page`() throws {
        let chip = Text("Follow").foregroundStyle(Color.black).padding(12)
            .background {
                ZStack {
                    Capsule().fill(Color.white)
                    Capsule().fill(Color.blue).opacity(0.04)
                    Capsule().stroke(Color.blue)
                }
            }
        #expect(try findings(.contrastText, chip, settings: Self.dark).isEmpty)
        let tree = render(chip, settings: Self.dark.applied(to: AccessibilitySettings()))
        let text = try #require(tree.root.children.first)
        // White with 4 % of #0A84FF (dark-mode blue) over it.
        #expect(text.background?.hex == "#F5FAFF")
    }

    @Test func `a faint text over the same layers is still reported, with the colour it sits on`() throws {
        let chip = Text("Follow").foregroundStyle(Color(white: 0.8)).padding(12)
            .background {
                ZStack {
                    Capsule().fill(Color.white); Capsule().fill(Color.blue).opacity(0.04)
                }
            }
        let found = try findings(.contrastText, chip, settings: Self.dark)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("#CCCCCC on #F5FAFF") == true, "\(found.first?.message ?? "")")
    }

    /// A background of a background is painted under it: the glyph is white on blue.
    @Test func `a glyph over a nested background is measured against the innermost fill`() throws {
        let badge = Image(systemName: "checkmark").foregroundStyle(Color.white).frame(width: 44, height: 44)
            .background(Circle().strokeBorder(Color.gray, lineWidth: 0).background(Circle().fill(Color.blue)))
            .accessibilityLabel("Done")
        #expect(try findings(.contrastNonText, badge).isEmpty)
        let icon = try #require(render(badge).root.children.first)
        #expect(icon.background?.hex == "#007AFF")
    }

    struct RoundBadgeStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundStyle(Color.white).frame(width: 120, height: 44)
                .background(Circle().fill(Color.black))
        }
    }

    /// A button takes its font and colour from its title; what is judged is
    /// the title over its own frame, which the circle covers, not the
    /// button's wider frame, whose corners are on the page.
    @Test func `a control's text is measured where the text is drawn`() throws {
        let button = Button("Go") {}.buttonStyle(RoundBadgeStyle())
        let found = try findings(.contrastText, button, settings: SettingsOverride(dynamicTypeSize: .large))
        #expect(found.isEmpty, "\(found.map(\.message))")
        // At the largest size the 53 pt title outgrows the 44 pt circle: then part of it is on the page.
        let large = try findings(.contrastText, button, settings: SettingsOverride(dynamicTypeSize: .accessibility5))
        #expect(large.first?.message.contains("#FFFFFF on #FFFFFF") == true)
    }

    // MARK: Invisible strokes

    /// A stroke of width 0, of a clear colour or at opacity 0 draws nothing
    /// (SwiftUI "stroke(_:lineWidth:)"), so it is no boundary to judge.
    @Test(arguments: [0, 1, 2])
    func `a stroke that draws nothing is no boundary`(variant: Int) throws {
        let pale = Color(white: 0.95)
        let outline: AnyView =
            switch variant {
            case 0: AnyView(Capsule().stroke(pale, lineWidth: 0))
            case 1: AnyView(Capsule().stroke(Color.clear, lineWidth: 2))
            default: AnyView(Capsule().stroke(pale, lineWidth: 2).opacity(0))
            }
        let button = Button("Save") {}.padding(12).frame(minHeight: 44).overlay(outline)
        #expect(try findings(.contrastNonText, button).isEmpty)
        #expect(render(button).root.children.first?.boundary == nil)
        // The same stroke drawn 2 pt wide in the pale grey is a boundary, and too faint.
        let visible = Button("Save") {}.padding(12).frame(minHeight: 44).overlay(Capsule().stroke(pale, lineWidth: 2))
        #expect(try findings(.contrastNonText, visible).count == 1)
    }

    // MARK: Decorative repeats

    /// WCAG 1.4.11 asks for 3:1 only of graphics "required to understand the
    /// content": a star before the word "Featured" repeats the word.
    @Test func `an icon that repeats the text beside it is not judged, a lone meaningful icon is`() throws {
        let featured = HStack {
            Image(systemName: "star.fill").foregroundStyle(Color.yellow)
            Text("Featured")
        }
        .accessibilityElement(children: .combine)
        #expect(try findings(.contrastNonText, featured).isEmpty)
        let favourite = Image(systemName: "star.fill").foregroundStyle(Color.yellow).accessibilityLabel("Favorite")
        let found = try findings(.contrastNonText, favourite)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("Favorite icon") == true)
    }

    @Test func `the rule's explanation says how it decides`() throws {
        let text = try #require(CheckRegistry.description(of: .contrastNonText)).explanation
        #expect(text.contains("How it decides"))
        #expect(text.contains("repeats a text beside it"))
        #expect(text.contains("lineWidth 0"))
    }

    // MARK: Gradients and materials

    /// A linear gradient's colour at a point is interpolated between its
    /// stops in gamma-encoded sRGB, Core Graphics' default for
    /// `CGGradient` and SwiftUI's `LinearGradient`.
    @Test func `black text over the middle of a red to blue gradient is measured and fails`() throws {
        let banner = Text("Sale").foregroundStyle(Color.black).frame(width: 300, height: 44)
            .background(LinearGradient(colors: [Color.red, Color.blue], startPoint: .leading, endPoint: .trailing))
        let found = try findings(.contrastText, banner)
        #expect(found.count == 1)
        let message = try #require(found.first?.message)
        // The worst cell is named (issue 36, item 3): with Increase Contrast the darker system red and
        // blue meet in #612383, 2.08:1 (the default cells' middle gives 3.8:1).
        #expect(message.contains("#000000 on #612383 has contrast 2.08:1"), "\(message)")
        #expect(found.first?.cells.worst == "contrast=increased")
        #expect(message.contains("needs 4.5:1"))
        #expect(try findings(.contrastText, banner).allSatisfy { $0.outcome == .violation })
    }

    @Test func `white text over system blue to system teal fails at every sample`() throws {
        let banner = Text("Continue").foregroundStyle(Color.white).padding(12).frame(maxWidth: .infinity)
            .background(LinearGradient(colors: [Color.blue, Color.teal], startPoint: .leading, endPoint: .trailing))
        let found = try findings(.contrastText, banner)
        let message = try #require(found.first?.message)
        // The range across the text stays under 4.5:1.
        let range = try #require(message.range(of: " to ")).upperBound
        let highest = Double(message[range...].prefix { $0.isNumber || $0 == "." }) ?? 99
        #expect(highest < 4.5, "\(message)")
    }

    /// (System orange darkens to #C93400 with Increase Contrast, where black on
    /// it is 3.9:1: a gradient is measured in every appearance.)
    @Test func `the same banner with dark text on a light gradient passes everywhere`() throws {
        let banner = Text("Continue").foregroundStyle(Color.black).padding(12).frame(maxWidth: .infinity)
            .background(LinearGradient(colors: [Color.white, Color(white: 0.8)], startPoint: .leading, endPoint: .trailing))
        let found = try findings(.contrastText, banner)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A material is a translucent fill over what is behind it; with Reduce
    /// Transparency UIKit draws it opaque. Either way it is measured.
    @Test func `text over a material is measured, not incomplete`() throws {
        let card = Text("Caption").foregroundStyle(Color(white: 0.6)).padding(12).background(.regularMaterial)
        let found = try findings(.contrastText, card)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.outcome == .violation })
        let fine = Text("Caption").foregroundStyle(Color.primary).padding(12).background(.regularMaterial)
        #expect(try findings(.contrastText, fine).isEmpty)
    }

    @Test func `only a picture behind the text is incomplete`() throws {
        let hero = ZStack {
            Image("hero").resizable(); Text("Hello").foregroundStyle(Color.white)
        }.frame(width: 200, height: 100)
        let found = try findings(.contrastText, hero)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.outcome == .incomplete })
    }

    // MARK: States drawn but not exposed

    struct Chip: View {
        var isOn: Bool
        var exposesState: Bool
        var body: some View {
            Button {
            } label: {
                Text("Vegetarian").padding(12)
            }
            .background(isOn ? Color.blue : Color(white: 0.9), in: Capsule())
            .foregroundStyle(isOn ? Color.white : Color.black)
            .frame(minHeight: 44)
            .accessibilityAddTraits(exposesState && isOn ? .isSelected : [])
        }
    }

    func chipFindings(exposesState: Bool) throws -> [Finding] {
        let entry = CatalogEntry(
            "Chip", parameters: [ParameterDescriptor("isOn", .bool, default: .bool(false))],
            states: [StateDescriptor(name: "off"), StateDescriptor(name: "on", arguments: ["isOn": .bool(true)])],
            content: { context in AnyView(Chip(isOn: context.bool("isOn"), exposesState: exposesState)) })
        let result = try Auditor(AuditConfiguration(matrix: .smoke)).audit([entry.descriptor])
        return result.findings.filter { $0.rule == .stateNotExposed }
    }

    /// WCAG 4.1.2: states "can be programmatically determined". A chip that
    /// turns blue when selected but reads "Vegetarian. Button." in both
    /// states fails; with the selected trait it passes.
    @Test func `a chip whose selection is drawn but not exposed fails state-not-exposed`() throws {
        let found = try chipFindings(exposesState: false)
        #expect(found.count == 1)
        #expect(found.first?.severity == .serious)
        #expect(found.first?.message.contains("states \"off\" and \"on\" are drawn differently") == true, "\(found.first?.message ?? "")")
        #expect(try chipFindings(exposesState: true).isEmpty)
    }

    /// Catalog states that set another text argument are variants of the
    /// content (another symbol, another title), not states of one control:
    /// an added decorative symbol is not a state VoiceOver must tell apart.
    @Test func `catalog variants that change a text argument are not compared`() throws {
        let entry = CatalogEntry(
            "Badge", parameters: [ParameterDescriptor("systemImage", .string, optional: true)],
            states: [StateDescriptor(name: "title"), StateDescriptor(name: "with-image", arguments: ["systemImage": .string("star.fill")])],
            content: { context in
                AnyView(
                    HStack {
                        if let symbol = context.optionalString("systemImage") { Image(systemName: symbol).accessibilityHidden(true) }
                        Text("New")
                    })
            })
        let result = try Auditor(AuditConfiguration(matrix: .smoke)).audit([entry.descriptor])
        #expect(!result.findings.contains { $0.rule == .stateNotExposed })
    }

    // MARK: A moving knob is not colour alone

    /// A switch whose knob slides from the leading to the trailing end, as
    /// UISwitch's does: its states differ in position, not only in colour.
    struct KnobSwitchStyle: ToggleStyle {
        var knobMoves: Bool
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Spacer()
                ZStack(alignment: knobMoves && configuration.isOn ? .trailing : .leading) {
                    Capsule().fill(configuration.isOn ? Color.green : Color(white: 0.45)).frame(width: 50, height: 30)
                    Circle().fill(Color.white).frame(width: 26, height: 26).padding(2)
                }
            }
            .frame(minHeight: 44)
        }
    }

    func switchFindings(knobMoves: Bool) throws -> [Finding] {
        let entry = CatalogEntry(
            "Switch", parameters: [ParameterDescriptor("isOn", .bool, default: .bool(false))],
            states: [StateDescriptor(name: "off"), StateDescriptor(name: "on", arguments: ["isOn": .bool(true)])],
            content: { context in
                AnyView(Toggle("Wi-Fi", isOn: .constant(context.bool("isOn"))).toggleStyle(KnobSwitchStyle(knobMoves: knobMoves)))
            })
        let result = try Auditor(AuditConfiguration(matrix: .smoke)).audit([entry.descriptor])
        return result.findings.filter { $0.rule == .colorOnlyState }
    }

    @Test func `a knob that moves between the states is not colour alone`() throws {
        #expect(try switchFindings(knobMoves: true).isEmpty)
        // The same switch whose knob stays put shows its state by colour alone.
        let found = try switchFindings(knobMoves: false)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("differ only in colour") == true)
    }

    // MARK: Motion that cannot happen

    struct PressScaleStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(12).frame(minHeight: 44)
                .scaleEffect(configuration.isPressed ? 0.95 : 1)
                .animation(.easeInOut(duration: 0.15), value: configuration.isPressed)
        }
    }

    /// SwiftUI never presses a disabled button (`isPressed` stays false), so
    /// a press animation on it cannot run under Reduce Motion or otherwise.
    @Test func `a press animation on a disabled button is not reported, on an enabled one it is`() throws {
        let reduce = SettingsOverride(reduceMotion: true)
        let disabled = Button("Go") {}.buttonStyle(PressScaleStyle()).disabled(true)
        #expect(try findings(.motionNotReduced, disabled, settings: reduce).isEmpty)
        let enabled = Button("Go") {}.buttonStyle(PressScaleStyle())
        let found = try findings(.motionNotReduced, enabled, settings: reduce)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("animation, scale") == true, "\(found.first?.message ?? "")")
    }
}
