import AccessibilityModel

/// The colours of the HTML page, in one place so that a test can check each
/// text colour against its background (at least 4.5:1) and each outline
/// against the canvas (at least 3:1).
enum HTMLPalette {
    static let text = "#1A1A1A"
    static let page = "#FFFFFF"
    static let muted = "#4A4A4A"
    static let link = "#0B4FA8"
    static let panel = "#F3F4F6"
    static let border = "#6B7280"
    static let canvas = "#FFFFFF"
    static let node = "#8A8F98"
    static let nodeText = "#333333"
    static let stop = "#0B57D0"
    static let stopNumber = "#FFFFFF"
    /// The light edge under each focus-stop outline, so that it shows on dark drawings too.
    static let stopHalo = "#FFFFFF"
    /// A picture (an image layer) whose colours are unknown: drawn translucent grey.
    static let picture = "#9CA3AF"
    static let failed = "#A50E0E"
    static let passed = "#0F6B2E"

    /// Background and text colour of each severity's badge.
    static let badges: [(name: String, background: String, text: String)] = [
        ("critical", "#7A0A0A", "#FFFFFF"),
        ("serious", "#B3261E", "#FFFFFF"),
        ("moderate", "#FFE08A", "#1A1A1A"),
        ("minor", "#E3E6EA", "#1A1A1A"),
        ("incomplete", "#DCE8F7", "#1A1A1A"),
    ]

    /// Text on background pairs that must reach 4.5:1.
    static var textPairs: [(foreground: String, background: String)] {
        [
            (text, page), (muted, page), (link, page), (text, panel), (muted, panel), (link, panel), (nodeText, canvas),
            (stopNumber, stop), (failed, page), (passed, page), (failed, panel), (passed, panel),
        ]
            + badges.map { ($0.text, $0.background) }
    }

    /// Graphics on background pairs that must reach 3:1.
    static var graphicPairs: [(foreground: String, background: String)] {
        [(stop, canvas), (border, page), (node, canvas)]
    }
}
