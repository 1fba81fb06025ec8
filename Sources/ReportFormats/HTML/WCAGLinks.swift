/// Links to the W3C's "Understanding WCAG 2.2" pages for success criteria.
public enum WCAGLinks {
    /// The overview of the Understanding documents.
    public static let overview = "https://www.w3.org/WAI/WCAG22/Understanding/"

    /// Short names of the criteria the rules cite, by number.
    static let slugs: [String: (slug: String, title: String)] = [
        "1.1.1": ("non-text-content", "Non-text Content"),
        "1.3.1": ("info-and-relationships", "Info and Relationships"),
        "1.3.2": ("meaningful-sequence", "Meaningful Sequence"),
        "1.4.1": ("use-of-color", "Use of Color"),
        "1.4.3": ("contrast-minimum", "Contrast (Minimum)"),
        "1.4.4": ("resize-text", "Resize Text"),
        "1.4.11": ("non-text-contrast", "Non-text Contrast"),
        "2.1.1": ("keyboard", "Keyboard"),
        "2.3.3": ("animation-from-interactions", "Animation from Interactions"),
        "2.4.3": ("focus-order", "Focus Order"),
        "2.4.6": ("headings-and-labels", "Headings and Labels"),
        "2.4.10": ("section-headings", "Section Headings"),
        "2.5.3": ("label-in-name", "Label in Name"),
        "2.5.5": ("target-size-enhanced", "Target Size (Enhanced)"),
        "2.5.8": ("target-size-minimum", "Target Size (Minimum)"),
        "3.2.4": ("consistent-identification", "Consistent Identification"),
        "4.1.2": ("name-role-value", "Name, Role, Value"),
    ]

    /// The Understanding page of `criterion` (`1.4.3`), or the overview for one not listed.
    public static func understanding(_ criterion: String) -> String {
        slugs[criterion].map { overview + $0.slug + ".html" } ?? overview
    }

    /// `1.4.3 Contrast (Minimum)`, or the number alone for one not listed.
    public static func title(_ criterion: String) -> String {
        slugs[criterion].map { "\(criterion) \($0.title)" } ?? criterion
    }
}
