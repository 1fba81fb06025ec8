import AccessibilityAudit
import HeadlessUI
import Testing

/// Rules judged by the outcome a person meets, not by how a view was
/// declared (issue 36, item 4). Each case is a minimal component: one that
/// must be flagged and one that must not.
@Suite struct OutcomeRulesTests {
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

    // MARK: dynamic-type-fixed-font by the sizes drawn

    /// A glyph sized from the size category, declared with `.system(size:)`.
    struct ScaledGlyph: View {
        @Environment(\.sizeCategory) private var sizeCategory
        var body: some View {
            Text("\u{E001}").font(.system(size: sizeCategory.isAccessibilityCategory ? 47 : 16))
        }
    }

    /// WCAG 1.4.4 (Understanding Resize Text): text "can be resized without
    /// assistive technology up to 200 percent". What matters is the size the
    /// text is drawn at when the person asks for larger text: a glyph whose
    /// size is computed from the size category grows 16→47 pt and is not
    /// fixed, although its font is declared with a number.
    @Test func `a glyph sized from the size category is not a fixed font`() throws {
        #expect(try findings(.dynamicTypeFixedFont, ScaledGlyph()).isEmpty)
        let fixed = try findings(.dynamicTypeFixedFont, Text("\u{E001}").font(.system(size: 16)))
        #expect(fixed.count == 1)
        #expect(fixed.first?.message.contains("icon-font glyph U+E001 has a fixed 16 pt font") == true, "\(fixed.first?.message ?? "")")
    }

    /// A text style pinned to one size category (SwiftUI,
    /// `environment(_:_:)` sets the value for the view's subtree) is drawn
    /// at 15 pt whatever the person chose: fixed, though `.subheadline` is a
    /// text style. The same text without the pin passes.
    @Test func `a text style pinned to one size category is a fixed font`() throws {
        let pinned = try findings(.dynamicTypeFixedFont, Text("Day").font(.subheadline).environment(\.sizeCategory, .large))
        #expect(pinned.count == 1)
        #expect(pinned.first?.message.contains("text \"Day\" has a fixed 15 pt font") == true, "\(pinned.first?.message ?? "")")
        #expect(try findings(.dynamicTypeFixedFont, Text("Day").font(.subheadline)).isEmpty)
    }

    /// `TextField` draws what is typed in the font in force (UIKit,
    /// `UITextField.font`: "the font of the text"): a fixed 17 pt font is
    /// recorded and judged; `.body` follows Dynamic Type.
    @Test func `a text field's font is recorded and judged`() throws {
        let fixed = try findings(.dynamicTypeFixedFont, TextField("Name", text: .constant("Ada")).font(.system(size: 17)))
        #expect(fixed.count == 1)
        #expect(fixed.first?.message.contains("text \"Ada\" has a fixed 17 pt font") == true, "\(fixed.first?.message ?? "")")
        #expect(try findings(.dynamicTypeFixedFont, TextField("Name", text: .constant("Ada")).font(.body)).isEmpty)
        let tree = render(TextField("Name", text: .constant("Ada")).font(.system(size: 17)))
        #expect(tree.root.children.first?.font?.size == 17 || tree.root.font?.size == 17)
    }

    // MARK: contract-adjustable with a start outside the clamp range

    /// A guest count clamped to 1...5 whose start is given by the caller.
    struct Guests: View {
        @State var count: Int
        var body: some View {
            Text("Guests")
                .accessibilityValue("\(count)")
                .accessibilityAdjustableAction { direction in
                    if direction == .increment { count = min(count + 1, 5) } else { count = max(count - 1, 1) }
                }
        }
    }

    /// Apple, `accessibilityAdjustableAction(_:)`: VoiceOver's swipes
    /// increment and decrement the value. Started at 0 (below 1...5) or 6
    /// (above), each step works but the start cannot be reached again: a
    /// wrong start value, named as such and moderate, not a critical "the
    /// steps are not one step each". Started inside the range, it passes.
    @Test func `an adjustable element starting outside its clamp range is named as such`() throws {
        for start in [0, 6] {
            let found = try findings(.contractAdjustable, Guests(count: start))
            #expect(found.count == 1)
            #expect(found.first?.severity == .moderate)
            #expect(
                found.first?.message.contains("the start value \"\(start)\" lies outside the range the element adjusts in") == true,
                "\(found.first?.message ?? "")")
        }
        #expect(try findings(.contractAdjustable, Guests(count: 3)).isEmpty)
    }

    // MARK: state-not-exposed by what is drawn, symbol names included

    /// A radio mark drawn by its symbol's name alone.
    struct Radio: View {
        var isOn: Bool
        var exposesState: Bool
        var body: some View {
            Image(systemName: isOn ? "largecircle.fill.circle" : "circle")
                .onTapGesture {}
                .accessibilityAddTraits(exposesState && isOn ? .isSelected : [])
        }
    }

    func radioFindings(exposesState: Bool) throws -> [Finding] {
        let entry = CatalogEntry(
            "Radio", parameters: [ParameterDescriptor("isOn", .bool, default: .bool(false))],
            states: [StateDescriptor(name: "off"), StateDescriptor(name: "on", arguments: ["isOn": .bool(true)])],
            content: { context in AnyView(Radio(isOn: context.bool("isOn"), exposesState: exposesState)) })
        let result = try Auditor(AuditConfiguration(matrix: .smoke)).audit([entry.descriptor])
        return result.findings.filter { $0.rule == .stateNotExposed }
    }

    /// WCAG 4.1.2 (Understanding Name, Role, Value): "states … can be
    /// programmatically determined". Only the symbol's name changes with the
    /// state; the words VoiceOver derives from each name ("circle",
    /// "largecircle fill circle") are the picture's name, not its state.
    /// With the selected trait (Apple, `accessibilityAddTraits(_:)`,
    /// `isSelected`) the state is exposed and the radio passes.
    @Test func `a state drawn only by a symbol's name is found`() throws {
        let found = try radioFindings(exposesState: false)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("image circle vs largecircle fill circle") == true, "\(found.first?.message ?? "")")
        #expect(try radioFindings(exposesState: true).isEmpty)
    }

    // MARK: a control inside another control

    /// A filter chip: the chip is a button, and so is its remove mark.
    struct Chip: View {
        var offersRemove: Bool
        var body: some View {
            let chip = Button {
            } label: {
                HStack {
                    Text("Swift")
                    Button {
                    } label: {
                        Image(systemName: "xmark")
                    }
                    .accessibilityLabel("Remove")
                }
            }
            if offersRemove {
                AnyView(chip.accessibilityAction(named: "Remove") {})
            } else {
                AnyView(chip)
            }
        }
    }

    /// A SwiftUI `Button` is one accessibility element whose label is its
    /// label's content; a button inside that label is no element of its own,
    /// and VoiceOver's double tap runs the chip's action, never the remove
    /// button's: "VoiceOver can not activate more than one active control
    /// within another accessibility element" (Deque, "Nested Active
    /// Controls"; WCAG 2.1.1). With a custom action named after it, the
    /// remove action is reachable (Apple, `accessibilityAction(named:_:)`).
    @Test func `a button inside another button's label is unreachable for VoiceOver`() throws {
        let found = try findings(.interactiveUnreachable, Chip(offersRemove: false))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("\"Remove\" (activate, button) is merged into an element") == true, "\(found.first?.message ?? "")")
        #expect(try findings(.interactiveUnreachable, Chip(offersRemove: true)).isEmpty)
    }

    // MARK: target-size on the region that takes taps

    /// A plain-style chip: a text inside a 1 pt ring, padded.
    func ringChip(contentShape: Bool) -> AnyView {
        let label = Text("Swift").padding(.horizontal, 24).padding(.vertical, 12)
            .overlay(Capsule().stroke(Color.blue, lineWidth: 1))
        let button = Button {
        } label: {
            if contentShape { AnyView(label.contentShape(Rectangle())) } else { AnyView(label) }
        }
        return AnyView(button.buttonStyle(.plain))
    }

    /// A `.plain` button answers only where its label draws (docs/hit-testing.md;
    /// Apple, `contentShape(_:eoFill:)` "defines the content shape for hit
    /// testing"): here the text and the 1 pt ring, not the padding between.
    /// WCAG 2.5.8 measures "the size of the target for pointer inputs": the
    /// part a finger can rely on is the text, under 24 pt tall, not the
    /// ring's box. Alone on the page it keeps WCAG 2.5.8's spacing exception
    /// (a 24 pt circle on its bounding box touches no other target), so it
    /// is moderate: under Apple's 44 pt. With `.contentShape(Rectangle())`
    /// the whole 91.5×45.4 pt chip answers and passes.
    @Test func `a chip whose padding takes no taps is measured where it does`() throws {
        let dead = try findings(.targetSize, ringChip(contentShape: false))
        #expect(dead.count == 1)
        #expect(dead.first?.severity == .moderate)
        #expect(
            dead.first?.message.contains(
                "\"Swift\" is 42.5×20.4 pt where it takes taps (its tap areas span 91.5×45.4 pt with dead space between them)")
                == true, "\(dead.first?.message ?? "")")
        #expect(try findings(.targetSize, ringChip(contentShape: true)).isEmpty)
    }

    // MARK: environment-invariance and the order of one row

    /// An icon beside a text that grows at the accessibility sizes; `dropsIcon` removes it there.
    struct AlertRow: View {
        var dropsIcon: Bool
        @Environment(\.sizeCategory) private var sizeCategory
        var body: some View {
            HStack(alignment: .center) {
                if !(dropsIcon && sizeCategory.isAccessibilityCategory) {
                    Image("bell").resizable().frame(width: 24, height: 24).accessibilityLabel("Alert")
                }
                Text("Price alerts")
            }
        }
    }

    /// VoiceOver orders the elements of a row by their tops, a new row when
    /// they differ by 8 pt or more (AccessibilitySnapshot's reconstruction of
    /// VoiceOver's order: `minimumVerticalSeparation`, 8 on iPhone; the
    /// frame's origin is the sort key). At the accessibility sizes the text
    /// grows taller than the 24 pt icon and, centred in the row, starts more
    /// than 8 pt above it: VoiceOver reads it first. That is iOS reading the larger layout, the same stops in
    /// another order: minor (worth a look under WCAG 1.3.2), not a serious
    /// change of semantics. A row that drops its icon's stop at those sizes
    /// loses a label (WCAG 4.1.2) and stays serious.
    @Test func `a row reordered by a larger text size is minor, a stop lost is serious`() throws {
        let reordered = try findings(.environmentInvariance, AlertRow(dropsIcon: false))
        #expect(!reordered.isEmpty)
        #expect(reordered.allSatisfy { $0.severity == .minor && $0.message.contains("VoiceOver reads the same stops in another order") })
        let lost = try findings(.environmentInvariance, AlertRow(dropsIcon: true))
        #expect(!lost.isEmpty)
        #expect(lost.allSatisfy { $0.severity == .serious })
    }

    // MARK: contrast-non-text against what is behind

    static let dark = SettingsOverride(colorScheme: .dark)
    static let light = SettingsOverride(colorScheme: .light)

    /// A record button: a dot drawn over a 6 pt grey ring whose inner edge
    /// reaches under the dot's frame.
    func recordButton(dot: Color) -> some View {
        Button {
        } label: {
            Image(systemName: "circle.fill").foregroundStyle(dot)
                .background(Circle().stroke(Color(white: 0.7), lineWidth: 6))
        }
        .accessibilityLabel("Record")
    }

    /// WCAG 1.4.11 (Understanding Non-text Contrast): graphics need 3:1
    /// "against adjacent color(s)". The dot sits on the page, and the ring
    /// is a line around it, not its surface: a white dot on the black page
    /// is 21:1 though the ring's band reaches under its frame's edge. A
    /// #333333 dot on the same page is 1.66:1 and is reported.
    @Test func `an icon is measured against the page it sits on, not a stroke it overlaps`() throws {
        #expect(try findings(.contrastNonText, recordButton(dot: .white), settings: Self.dark).isEmpty)
        let faint = try findings(.contrastNonText, recordButton(dot: Color(white: 0.2)), settings: Self.dark)
        #expect(faint.count == 1)
        #expect(faint.first?.message.contains("circle fill icon #333333 on #000000 has contrast 1.66:1") == true, "\(faint.first?.message ?? "")")
    }

    /// A follow button drawn as an opaque white capsule with a thin light-blue stroke.
    var followButton: some View {
        Button("Follow") {}
            .padding(.horizontal, 16).padding(.vertical, 12)
            .background(Capsule().fill(Color.white))
            .overlay(Capsule().stroke(Color(red: 0.3, green: 0.6, blue: 1), lineWidth: 1))
            .foregroundStyle(Color.black)
    }

    /// WCAG 1.4.11 asks for 3:1 of the "visual information required to
    /// identify" a component. In dark mode the white capsule against the
    /// black page identifies the button (21:1); its stroke against its own
    /// fill (2.87:1) is decoration. In light mode the capsule is white on
    /// the white page, so only the stroke could show the edge, and at
    /// 2.87:1 against the page it fails.
    @Test func `a filled capsule that stands out from the page needs no contrasting stroke`() throws {
        #expect(try findings(.contrastNonText, followButton, settings: Self.dark).isEmpty)
        let light = try findings(.contrastNonText, followButton, settings: Self.light)
        #expect(light.count == 1)
        #expect(light.first?.message.contains("boundary of \"Follow\"") == true, "\(light.first?.message ?? "")")
    }

    // MARK: a decorative icon repeating its text

    /// A featured badge: a star and "Featured", two elements, white on orange.
    func badge(withText: Bool) -> some View {
        HStack(spacing: 4) {
            Image(systemName: "star.fill")
            if withText { Text("Featured") }
        }
        .foregroundStyle(Color.white)
        .padding(8)
        .background(Color.orange)
    }

    /// WCAG 1.4.11 covers graphics "required to understand the content":
    /// the star before "Featured" repeats the word, so when both are too
    /// faint (white on dark mode's orange, 2.06:1) the text's contrast-text
    /// finding is the one, not a second for the star. A star alone says
    /// something no text says and is reported.
    @Test func `a star beside its text is not reported for the text's contrast`() throws {
        #expect(try findings(.contrastNonText, badge(withText: true), settings: Self.dark).isEmpty)
        #expect(try !findings(.contrastText, badge(withText: true), settings: Self.dark).isEmpty)
        let alone = try findings(.contrastNonText, badge(withText: false), settings: Self.dark)
        #expect(alone.count == 1, "\(alone.map(\.message))")
    }
}
