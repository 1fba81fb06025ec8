import AccessibilityAudit
import AccessibilityModel
import Testing

@Suite struct BaselineKeyTests {
    static func finding(label: String?) -> Finding {
        Finding(
            rule: .labelMissing, severity: .critical, component: "Rating", style: "star", state: "default",
            element: Finding.Element(path: NodePath("0.1") ?? .root, label: label), cells: Finding.Cells(count: 1, of: 1, when: "always"),
            message: "m", fix: "f")
    }

    @Test(
        arguments: [
            (nil, nil, true),
            ("Stars", "Stars", true),
            (nil, "Stars", false),  // the baseline's element had no label; this one has one
            ("Stars", nil, false),  // the baseline's element had a label; this one has none
            ("Stars", "Rate", false),
        ] as [(String?, String?, Bool)])
    func `a missing label is compared like any other label`(baselineLabel: String?, findingLabel: String?, matches: Bool) {
        let key = BaselineKey(Self.finding(label: baselineLabel))
        let finding = Self.finding(label: findingLabel)
        #expect(key.matches(finding) == matches)
        #expect([finding].markingBaseline([key]).map(\.baseline) == [matches])
    }

    @Test func `marking again clears findings that are not in the baseline`() {
        var marked = Self.finding(label: "Stars")
        marked.baseline = true
        #expect([marked].markingBaseline([]).map(\.baseline) == [false])
    }
}
