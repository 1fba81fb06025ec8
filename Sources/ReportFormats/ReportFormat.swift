import AccessibilityAudit

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
        ChunkedOutput.collecting { render(report, failOn: failOn, markup: markup, to: &$0) }
    }

    /// Writes the report rendered in this format to `output`, a piece at a
    /// time: the text of ``render(_:failOn:markup:)``, never held whole.
    /// Call `output.finish()` after it.
    /// - Throws: what `output` throws when it cannot hand a chunk on; rendering stops there.
    public func render<Failure>(
        _ report: AuditReport, failOn: FailThreshold, markup: TextMarkup = .plain,
        to output: inout ChunkedOutput<Failure>
    ) throws(Failure) {
        switch self {
        case .json: try ReportJSON.encode(report, to: &output)
        case .junit: try JUnitReport(failOn: failOn).render(report, to: &output)
        case .sarif: try SARIFReport().render(report, to: &output)
        case .markdown: try MarkdownReport(failOn: failOn).render(report, to: &output)
        case .html: try HTMLReport(failOn: failOn).render(report, to: &output)
        default: try TextReport(failOn: failOn, markup: markup).render(report, to: &output)
        }
    }
}
