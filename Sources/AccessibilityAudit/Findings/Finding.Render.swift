import AccessibilityModel

extension Finding {
    /// One render of a finding's component and state: a style in some
    /// settings. An invariance finding names the two it compared
    /// (``Finding/compared``), which the HTML report pictures side by side.
    public struct Render: Hashable, Sendable {
        public var style: String
        public var settings: AccessibilitySettings

        public init(style: String, settings: AccessibilitySettings) {
            self.style = style
            self.settings = settings
        }
    }
}
