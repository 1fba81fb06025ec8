import AccessibilityAudit
import HeadlessUI
import Testing

/// `contrast-non-text` judges each drawn part of an element on its own (issue
/// 36, item 3): two faint icons or two faint outlines inside one combined
/// element are two findings, each with its worst instance, so fixing one
/// never hides the other. WCAG 1.4.11 asks 3:1 of every graphical object
/// required to understand the content and of the visual information required
/// to identify each user interface component (Understanding SC 1.4.11,
/// https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html): each
/// icon and each boundary is a criterion of its own. The exemptions are still
/// decided with the element around the part (docs/drawing.md "One finding per
/// part").
@Suite struct NonTextPartsTests {
    static let light = SettingsOverride(colorScheme: .light)

    /// A view factory handed to a catalog entry; the audit runs on this task
    /// with one job, so the view is never used from two threads.
    struct Probe: @unchecked Sendable {
        let make: () -> AnyView
    }

    /// The `contrast-non-text` findings of `view` across the smoke matrix with `settings` fixed.
    func findings<V: View>(_ view: @autoclosure @escaping () -> V, settings: SettingsOverride = .none) throws -> [Finding] {
        let probe = Probe { AnyView(view()) }
        let entry = CatalogEntry("Probe") { _ in probe.make() }
        let configuration = AuditConfiguration(matrix: .smoke, overrides: settings, rules: RuleSelection(only: [.contrastNonText]))
        return try Auditor(configuration).audit([entry.descriptor]).findings
    }

    /// A story row combined into one element, with two icon-only buttons: a
    /// share icon whose grey depends on the colour scheme (#999999 on the
    /// white page, 2.85:1; #333333 on the black page, 1.66:1) and a bookmark
    /// icon in a fixed #CCCCCC (1.61:1 on white, 13.08:1 on black).
    struct StoryRow: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View {
            HStack {
                Text("Weekly digest")
                Button {
                } label: {
                    Image(systemName: "square.and.arrow.up").foregroundStyle(colorScheme == .dark ? Color(white: 0.2) : Color(white: 0.6))
                }
                Button {
                } label: {
                    Image(systemName: "bookmark").foregroundStyle(Color(white: 0.8))
                }
            }
            .accessibilityElement(children: .combine)
        }
    }

    @Test func `two faint icons of one combined element are two findings, each naming its icon`() throws {
        // Before: one finding, the bookmark's 1.61:1; the share icon appeared nowhere.
        let found = try findings(StoryRow(), settings: Self.light)
        #expect(
            found.map(\.message) == [
                "square and arrow up icon #999999 on #FFFFFF has contrast 2.85:1; needs 3:1",
                "bookmark icon #CCCCCC on #FFFFFF has contrast 1.61:1; needs 3:1",
            ], "\(found.map(\.message))")
        // Both are the row's element: one focus stop, two icons.
        #expect(Set(found.map(\.element.path)).count == 1)
    }

    @Test func `each part's finding shows its worst instance and the cells where it occurs`() throws {
        let found = try findings(StoryRow())
        let share = try #require(found.first { $0.message.hasPrefix("square and arrow up icon") }, "\(found.map(\.message))")
        // Failing in every cell where the row is enabled (a disabled control is exempt), worst on the black page.
        #expect(share.message == "square and arrow up icon #333333 on #000000 has contrast 1.66:1; needs 3:1")
        #expect(share.cells.when == "isEnabled=true")
        #expect(share.cells.worst == "colorScheme=dark")
        let bookmark = try #require(found.first { $0.message.hasPrefix("bookmark icon") }, "\(found.map(\.message))")
        #expect(bookmark.message == "bookmark icon #CCCCCC on #FFFFFF has contrast 1.61:1; needs 3:1")
        #expect(bookmark.cells.when == "colorScheme=light,isEnabled=true")
        #expect(bookmark.cells.worst == nil)
        #expect(found.count == 2)
    }

    /// Filter chips combined into one element, each a button outlined by a
    /// faint capsule: #D9D9D9 (1.41:1 on white) and #CCCCCC (1.61:1).
    var filterChips: some View {
        HStack {
            Text("Filters")
            Button("Today") {}.padding(8).overlay(Capsule().stroke(Color(white: 0.85), lineWidth: 1))
            Button("Later") {}.padding(8).overlay(Capsule().stroke(Color(white: 0.8), lineWidth: 1))
        }
        .accessibilityElement(children: .combine)
    }

    @Test func `two faint outlines of one combined element are two findings, each naming its control`() throws {
        // Before: one finding, "Today"'s 1.41:1; "Later" was hidden behind it.
        let found = try findings(filterChips, settings: Self.light)
        #expect(
            found.map(\.message) == [
                "boundary of \"Today\" #D9D9D9 on #FFFFFF has contrast 1.41:1; needs 3:1",
                "boundary of \"Later\" #CCCCCC on #FFFFFF has contrast 1.61:1; needs 3:1",
            ], "\(found.map(\.message))")
    }

    /// A featured badge with a remove button, combined: the star repeats
    /// "Featured" (exempt), the remove button's cross is the only thing that
    /// shows the button (measured).
    var featuredBadge: some View {
        HStack {
            Image(systemName: "star.fill").foregroundStyle(Color.yellow)
            Text("Featured")
            Button {
            } label: {
                Image(systemName: "xmark").foregroundStyle(Color(white: 0.8))
            }
        }
        .accessibilityElement(children: .combine)
    }

    @Test func `an exempt icon beside a failing one gives one finding, the failing one's`() throws {
        let found = try findings(featuredBadge, settings: Self.light)
        #expect(found.map(\.message) == ["xmark icon #CCCCCC on #FFFFFF has contrast 1.61:1; needs 3:1"], "\(found.map(\.message))")
    }

    /// A stock switch (its #E9E9EA track is the platform's, exempt) and a
    /// faintly outlined button in one combined element.
    var settingsRow: some View {
        VStack {
            Toggle("Wi-Fi", isOn: .constant(false))
            Button("Join") {}.padding(8).overlay(Capsule().stroke(Color(white: 0.8), lineWidth: 1))
        }
        .accessibilityElement(children: .combine)
    }

    @Test func `a stock control's track beside a faint outline gives one finding, the outline's`() throws {
        let found = try findings(settingsRow, settings: Self.light)
        #expect(found.map(\.message) == ["boundary of \"Join\" #CCCCCC on #FFFFFF has contrast 1.61:1; needs 3:1"], "\(found.map(\.message))")
    }

    /// Three star buttons drawn by one `ForEach` after a text, combined: the
    /// third star is fainter (#D9D9D9, 1.41:1) than the others (#CCCCCC, 1.61:1).
    var ratingRow: some View {
        HStack {
            Text("Rated")
            ForEach(0..<3, id: \.self) { index in
                Button {
                } label: {
                    Image(systemName: index == 0 ? "star.fill" : "star").foregroundStyle(Color(white: index == 2 ? 0.85 : 0.8))
                }
            }
        }
        .accessibilityElement(children: .combine)
    }

    @Test func `faint parts made by one line of code are one finding, naming the worst`() throws {
        // One place to fix: three findings that read alike would be noise. The worst star is named.
        let found = try findings(ratingRow, settings: Self.light)
        #expect(found.map(\.message) == ["star icon #D9D9D9 on #FFFFFF has contrast 1.41:1; needs 3:1"], "\(found.map(\.message))")
    }

    @Test func `the parts drawn right pass`() throws {
        let row = HStack {
            Text("Filters")
            Button("Today") {}.padding(8).overlay(Capsule().stroke(Color(white: 0.4), lineWidth: 1))
            Button("Later") {}.padding(8).overlay(Capsule().stroke(Color(white: 0.4), lineWidth: 1))
        }
        .accessibilityElement(children: .combine)
        #expect(try findings(row, settings: Self.light).isEmpty)
    }

    /// A chip with a remove button inside its label, the remove button drawn
    /// with a faint ring (#D9D9D9, 1.41:1 on white). SwiftUI exposes a button
    /// inside another button's label as part of the outer one (one focus stop;
    /// `interactive-unreachable` reports the inner action), so the ring is
    /// drawn inside the chip's stop: one finding about it, at that stop, never
    /// a second one for the same ring as the chip's own outline.
    var chipWithRemoveButton: some View {
        Button {
        } label: {
            HStack {
                Text("Swift")
                Button {
                } label: {
                    Image(systemName: "xmark").foregroundStyle(Color.black)
                }
                .overlay(Circle().stroke(Color(white: 0.85)))
            }
        }
    }

    @Test func `a ring drawn by a button inside another button is one finding, at the stop that shows it`() throws {
        let found = try findings(chipWithRemoveButton, settings: Self.light)
        #expect(found.map(\.message) == ["boundary of \"Swift\" #D9D9D9 on #FFFFFF has contrast 1.41:1; needs 3:1"], "\(found.map(\.message))")
    }
}
