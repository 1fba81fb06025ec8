import AccessibilityModel

/// A focus stop with what VoiceOver says there: one line of `a11y-audit speak`.
public struct SpokenStop: Hashable, Sendable {
    /// The stop (element, path, container context).
    public var stop: FocusStop
    /// What is said on arriving there.
    public var speech: Speech

    public init(stop: FocusStop, speech: Speech) {
        self.stop = stop
        self.speech = speech
    }

    /// The description of reference §2.2.
    public var description: String { speech.description }
    /// The hint as spoken (`nil` when none, or hints are off).
    public var hint: String? { speech.hint }
    /// `Actions Available` and the like.
    public var extras: [String] { speech.extras }
    public var label: String? { stop.node.label }
    public var value: String? { stop.node.value }
    public var traits: ElementTraits { stop.node.traits }
    public var path: NodePath { stop.path }
    public var id: ElementID { stop.node.id }
}

/// The whole screen spoken from first to last: what `a11y-audit speak` prints.
public enum SpeechOrder {
    /// The focus stops of `tree` in VoiceOver order, each with its speech.
    /// - Parameters:
    ///   - tree: a rendered or loaded tree.
    ///   - settings: the settings whose `locale` picks the language; default:
    ///     the tree's own settings, else English.
    ///   - options: hints on or off, row tolerance.
    /// - Returns: one entry per stop, in order.
    public static func stops(
        in tree: AccessibilityTree, settings: AccessibilitySettings? = nil,
        options: VoiceOverOptions = VoiceOverOptions()
    ) -> [SpokenStop] {
        Array(lazyStops(in: tree, settings: settings, options: options))
    }

    /// The stops of ``stops(in:settings:options:)``, each spoken only when
    /// it is read: for a large tree, the speech of every stop is not held
    /// at once (`a11y-audit speak` writes each as it comes).
    public static func lazyStops(
        in tree: AccessibilityTree, settings: AccessibilitySettings? = nil,
        options: VoiceOverOptions = VoiceOverOptions()
    ) -> LazyMapCollection<[FocusStop], SpokenStop> {
        let locale = (settings ?? tree.settings)?.locale ?? "en"
        let order = ReadingOrder(tree: tree, rowTolerance: options.rowTolerance)
        return order.stops.lazy.map {
            SpokenStop(stop: $0, speech: $0.speech(locale: locale, hintsEnabled: options.hintsEnabled))
        }
    }

    /// The focus stops of what `subject` renders for `settings`.
    public static func stops(
        of subject: any AccessibilitySubject, settings: AccessibilitySettings = AccessibilitySettings(),
        options: VoiceOverOptions = VoiceOverOptions()
    ) -> [SpokenStop] {
        stops(in: subject.render(settings: settings), settings: settings, options: options)
    }
}
