import AccessibilityModel

/// Which settings two cells of the matrix may differ in and still share
/// their work, derived from what the selected checks declare they read
/// (``Rule/reads``, ``Contract/reads``).
///
/// - A setting that no check reads, and that no render of a cell read
///   (``AccessibilitySubject/hasRead(_:)``), changes nothing in that cell: a
///   cell that differs from it only there takes its whole report
///   (``shared``).
/// - A setting that only rules read is the same render driven the same way:
///   a cell that differs from it only there renders once for its own rules
///   and takes its contract outcomes (``driven``).
///
/// A check that declares nothing may read any setting, so with it selected
/// no cell takes another's report (a rule) or contracts (a contract).
struct CellReuse: Sendable {
    /// The settings no selected check reads, in the order of `AccessibilitySettings.Key.allCases`.
    let shared: [AccessibilitySettings.Key]
    /// The settings only the selected rules read.
    let driven: [AccessibilitySettings.Key]

    /// What every cell reads whatever its checks: the locale its focus stops are spoken in, and the iOS
    /// version it is rendered and spoken as (never varied by a matrix, so never a reason to share).
    static let readByEveryCell: Set<AccessibilitySettings.Key> = [.locale, .ios]

    /// Both lists: the settings whose reads a cell notes.
    var noted: [AccessibilitySettings.Key] { shared + driven }

    /// No reuse at all.
    static let none = CellReuse(shared: [], driven: [])

    private init(shared: [AccessibilitySettings.Key], driven: [AccessibilitySettings.Key]) {
        self.shared = shared
        self.driven = driven
    }

    /// The reuse that the rules of `engine` and the contracts `rules` selects allow.
    init(engine: RuleEngine, rules: RuleSelection) {
        let contracts = CheckRegistry.contracts.filter { rules.isDefault || rules.includes($0.info.id) }
        let contractReads = contracts.reduce(CheckReads(settings: [])) { $0.union(type(of: $1).reads) }
        guard let drivenRead = contractReads.settings else {
            self.init(shared: [], driven: [])
            return
        }
        let unreadByContracts = AccessibilitySettings.Key.allCases.filter {
            !drivenRead.contains($0) && !Self.readByEveryCell.contains($0)
        }
        guard let ruleRead = engine.reads.settings else {
            self.init(shared: [], driven: unreadByContracts)
            return
        }
        self.init(
            shared: unreadByContracts.filter { !ruleRead.contains($0) },
            driven: unreadByContracts.filter { ruleRead.contains($0) })
    }
}
