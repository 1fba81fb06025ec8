import Testing

@testable import AccessibilityAudit

@Suite struct CheckRegistryTests {
    @Test func `every check has a unique kebab-case ID, docs and a fix`() {
        let all = CheckRegistry.all
        #expect(Set(all.map(\.id)).count == all.count)
        for check in all {
            #expect(check.id.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(check.id)")
            #expect(check.explanation.count > 80, "\(check.id) explanation is too short")
            #expect(!check.fix.isEmpty && !check.title.isEmpty)
            #expect(check.explanationText.contains(check.id.rawValue) && check.explanationText.contains("Fix: "))
        }
    }

    @Test func `the registry holds every ID of the spec`() {
        let spec: [RuleID] = [
            .labelMissing, .imageLabelDerived, .labelRedundantRole, .labelPunctuation, .labelInName, .duplicateLabel,
            .actionWithoutRole, .interactiveUnreachable, .adjustableMissingValue, .adjustableMissingAction, .toggleMissingState,
            .disabledNotExposed, .targetSize, .contrastText, .contrastNonText, .dynamicTypeFixedFont, .textClipped,
            .colorOnlyState, .motionNotReduced, .readingOrder, .headingMissing, .contractAdjustable, .contractToggle,
            .contractFeedback, .contractActivate, .contractCustomActions, .contractFocus, .contractDeclared, .styleInvariance, .environmentInvariance,
        ]
        for id in spec { #expect(CheckRegistry.description(of: id) != nil, "\(id) missing") }
    }

    @Test func `rules explanation names severity and WCAG`() {
        let text = CheckRegistry.description(of: .targetSize)?.explanationText ?? ""
        #expect(text.contains("Severity: serious (serious below 24×24 pt"))
        #expect(text.contains("WCAG:     2.5.8, 2.5.5"))
        #expect(CheckRegistry.suggestion(for: "contrast-txt") == "contrast-text")
        #expect(CheckRegistry.listing.contains("Contracts"))
    }
}
