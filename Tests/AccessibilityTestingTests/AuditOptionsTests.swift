import HeadlessUI
import Testing

@testable import AccessibilityTesting

/// The helpers' options compose like Swift Testing's traits: one value each,
/// any number, in any order; what they leave out comes from the configuration
/// in effect.
@Suite struct AuditOptionsTests {
    static var trash: some View {
        Button(action: {}) { Image(systemName: "trash").frame(width: 44, height: 44) }.accessibilityLabel("Trash")
    }

    @Test func `a later single value wins, and checks and rules add up`() {
        let options = AuditOptions([
            .matrix(.full), .failOn(.minor), .skipping("label-too-long"), .only(.labelMissing),
            .matrix(.pairwise), .failOn(nil), .skipping(.colorOnlyState), .only("contrast-text"), .named("A"), .named("B"),
        ])
        let audit = options.resolved(at: #_sourceLocation, in: AccessibilityTestConfiguration())
        #expect(audit.matrix == .pairwise)
        #expect(audit.failOn == nil)
        #expect(audit.name == "B")
        #expect(audit.rules.skipping == ["label-too-long", .colorOnlyState])
        #expect(audit.rules.only == [.labelMissing, "contrast-text"])
    }

    @Test func `what the options leave out comes from the configuration in effect, whose skipped checks stay skipped`() {
        let configuration = AccessibilityTestConfiguration(
            matrix: .full, settings: SettingsOverride(colorScheme: .dark), failOn: .moderate, skippedRules: ["label-too-long"],
            readsConfigurationFile: false)
        let none = AuditOptions([]).resolved(at: #_sourceLocation, in: configuration)
        #expect(none.matrix == .full && none.failOn == .moderate && none.settings == SettingsOverride(colorScheme: .dark))
        #expect(none.rules.skipping == ["label-too-long"] && !none.rules.readsFile)
        let some = AuditOptions([.skipping("contrast-text"), .configurationFile(true), .failOn(.critical)])
            .resolved(at: #_sourceLocation, in: configuration)
        #expect(some.rules.skipping == ["label-too-long", "contrast-text"] && some.rules.readsFile && some.failOn == .critical)
    }

    @Test func `options given to the helper change its audit`() throws {
        let named = try #require(expectAccessible(Self.trash, .named("TrashButton"), .matrix(.smoke)))
        #expect(named.component == "TrashButton")
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(Fixtures.unlabeledIconButton, .only(.imageLabelDerived), .failOn(.critical), .failOn(.serious))
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.map { String($0.text.prefix { $0 != " " }) } == ["image-label-derived"])
    }

    @Test func `a catalog entry with .named or .styles is one issue saying they do not apply`() {
        let entry = CatalogEntry("Trash") { _ in AnyView(Self.trash) }
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(entry, .named("Other"), .styles([NamedStyle("plain") { $0 }]))
        } matching: {
            log.keep($0)
        }
        #expect(
            log.all.map(\.text) == [
                "cannot audit: .named and .styles do not apply here: a catalog entry is audited under its own name, "
                    + "in its own styles"
            ])
    }

    @Test func `a view given a trait's option is one issue naming the trait`() {
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(Self.trash, .record(.never))
        } matching: {
            log.keep($0)
        }
        #expect(
            log.all.map(\.text) == [
                "cannot audit: .record does not apply here: only a suite or test trait (`.accessibilityAudit(…)`) "
                    + "records snapshots and audits after the test"
            ])
    }
}
