/// SwiftUI's first accessibility API (iOS 13), `.accessibility(label:)` and
/// its siblings: renamed since to `.accessibilityLabel(_:)` and friends but
/// still common in design systems. Each does exactly what its new name does.
///
/// ```swift
/// Image(systemName: "heart.fill")
///     .accessibility(label: Text("Favourite"))
///     .accessibility(addTraits: .isButton)
/// ```
extension View {
    /// The label (now `accessibilityLabel(_:)`).
    public consuming func accessibility(label: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityLabel(label)
    }

    /// The value (now `accessibilityValue(_:)`).
    public consuming func accessibility(value: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityValue(value)
    }

    /// The hint (now `accessibilityHint(_:)`).
    public consuming func accessibility(hint: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityHint(hint)
    }

    /// Hides the view from accessibility (now `accessibilityHidden(_:)`).
    public consuming func accessibility(hidden: Bool) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityHidden(hidden)
    }

    /// Adds traits (now `accessibilityAddTraits(_:)`).
    public consuming func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAddTraits(traits)
    }

    /// Removes traits (now `accessibilityRemoveTraits(_:)`).
    public consuming func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityRemoveTraits(traits)
    }

    /// A test identifier (now `accessibilityIdentifier(_:)`).
    public consuming func accessibility(identifier: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityIdentifier(identifier)
    }

    /// Order among siblings, higher first (now `accessibilitySortPriority(_:)`).
    public consuming func accessibility(sortPriority: Double) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilitySortPriority(sortPriority)
    }

    /// Voice Control names (now `accessibilityInputLabels(_:)`).
    public consuming func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityInputLabels(inputLabels)
    }

    /// Where activation taps, as a unit point (now `accessibilityActivationPoint(_:)`).
    public consuming func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityActivationPoint(activationPoint)
    }

    /// Where activation taps, in this view's coordinates (now `accessibilityActivationPoint(_:)`).
    public consuming func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityActivationPoint(activationPoint)
    }

    /// Which selection a picker row stands for. Kept for source compatibility:
    /// pickers here take the selection from `tag(_:)`.
    public consuming func accessibility(selectionIdentifier: AnyHashable) -> some View { self }

    /// The kind of text this view holds (source code, a spreadsheet…), which
    /// changes how VoiceOver reads punctuation. Kept for source compatibility:
    /// the tree has no text-content type and speech is unchanged.
    public consuming func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

    /// Shows the view in the Large Content Viewer when it is long-pressed at
    /// the accessibility text sizes (bars and tab bars). Kept for source
    /// compatibility: the viewer is a visual aid, not part of the tree.
    public consuming func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Shows `largeContentView` in the Large Content Viewer. Kept for source compatibility.
    public consuming func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }

    /// Keeps the view's colours when Smart Invert is on (photos, video). Kept
    /// for source compatibility: Invert Colors is not a setting of the audit.
    public consuming func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}

/// The kind of text a view holds, which VoiceOver uses to choose how to read
/// it (SwiftUI's `AccessibilityTextContentType`).
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String

    /// Ordinary text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Console output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// File paths.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Chat messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose, such as a book.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A spreadsheet.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word-processing document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}
