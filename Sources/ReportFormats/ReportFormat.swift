/// The formats of `--format`, and rendering a report in one of them.
///
/// ```swift
/// let text = ReportFormat.html.render(report, failOn: .serious)
/// ```
public struct ReportFormat: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// The format named `rawValue`, or `nil` for an unknown name.
    public init?(rawValue: String) {
        guard Self.all.contains(where: { $0.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    private init(_ name: String) { rawValue = name }

    public static let text = ReportFormat("text")
    public static let json = ReportFormat("json")
    public static let junit = ReportFormat("junit")
    public static let sarif = ReportFormat("sarif")
    public static let markdown = ReportFormat("markdown")
    public static let html = ReportFormat("html")

    /// Every format, in help order.
    public static let all: [ReportFormat] = [.text, .json, .junit, .sarif, .markdown, .html]

    public var description: String { rawValue }

    /// The report rendered in this format, ending in a newline.
    /// - Parameters:
    ///   - report: the report to render.
    ///   - failOn: the threshold that failures and verdicts refer to.
    ///   - markup: emphasis for the text format (colour is decided by the caller).
    public func render(_ report: AuditReport, failOn: FailThreshold, markup: TextMarkup = .plain) -> String {
        switch self {
        case .json: ReportJSON.encode(report)
        case .junit: JUnitReport(failOn: failOn).render(report)
        case .sarif: SARIFReport().render(report)
        case .markdown: MarkdownReport(failOn: failOn).render(report)
        case .html: HTMLReport(failOn: failOn).render(report)
        default: TextReport(failOn: failOn, markup: markup).render(report)
        }
    }
}
