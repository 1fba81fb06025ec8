import Foundation

/// The values a view reads from its surroundings: the user's accessibility
/// settings under SwiftUI's names, styles, fonts and custom keys.
///
/// Values flow down the view tree; `.environment(\.key, value)` and the
/// style and font modifiers change them for a subtree. Rendering is
/// synchronous inside one host, so the type is `@unchecked Sendable`.
public struct EnvironmentValues: @unchecked Sendable {
    /// Its stored properties are `@exclusivity(unchecked)`: a storage is
    /// copied before it is written (copy on write), so no two accesses
    /// overlap and the run-time check of each finds nothing (docs/performance.md).
    final class Storage {
        @exclusivity(unchecked) var colorScheme: ColorScheme = .light
        @exclusivity(unchecked) var dynamicTypeSize: DynamicTypeSize = .large
        @exclusivity(unchecked) var layoutDirection: LayoutDirection = .leftToRight
        @exclusivity(unchecked) var isEnabled = true
        @exclusivity(unchecked) var reduceMotion = false
        @exclusivity(unchecked) var differentiateWithoutColor = false
        @exclusivity(unchecked) var reduceTransparency = false
        @exclusivity(unchecked) var legibilityWeight: LegibilityWeight? = .regular
        @exclusivity(unchecked) var colorSchemeContrast: ColorSchemeContrast = .standard
        /// Kept as an identifier: building a `Locale` is costly and rarely needed.
        @exclusivity(unchecked) var localeIdentifier = "en"
        /// The iOS version simulated (the `ios` setting).
        @exclusivity(unchecked) var iosVersion: IOSVersion = .iOS26
        @exclusivity(unchecked) var controlSize: ControlSize = .regular
        @exclusivity(unchecked) var font: Font?
        @exclusivity(unchecked) var tint: Color?
        @exclusivity(unchecked) var lineLimit: Int?
        // Presentation state the renderer threads through the tree.
        @exclusivity(unchecked) var foregroundStyle: AnyShapeStyle?
        @exclusivity(unchecked) var fontWeight: Font.Weight?
        @exclusivity(unchecked) var motion: MotionEffects = []
        @exclusivity(unchecked) var opacity: Double = 1
        @exclusivity(unchecked) var imageScale: CGFloat = 1
        @exclusivity(unchecked) var labelsHidden = false
        @exclusivity(unchecked) var buttonStyle: AnyButtonStyle?
        @exclusivity(unchecked) var labelStyle: AnyLabelStyle?
        @exclusivity(unchecked) var toggleStyle: AnyToggleStyle?
        @exclusivity(unchecked) var custom: [ObjectIdentifier: Any] = [:]
        /// Below an `accessibilityRotor`: ForEach and `.id(_:)` note their identities as rotor targets.
        @exclusivity(unchecked) var rotorScope = false
        /// The identity of the enclosing ForEach element or `.id(_:)` view, under a rotor.
        @exclusivity(unchecked) var rotorTarget: AnyHashable?
        /// Where reads of the settings are noted (the host's, in a render; `nil` elsewhere).
        @exclusivity(unchecked) var reads: SettingsReads?

        init() {}

        func copy() -> Storage {
            let other = Storage()
            other.colorScheme = colorScheme
            other.dynamicTypeSize = dynamicTypeSize
            other.layoutDirection = layoutDirection
            other.isEnabled = isEnabled
            other.reduceMotion = reduceMotion
            other.differentiateWithoutColor = differentiateWithoutColor
            other.reduceTransparency = reduceTransparency
            other.legibilityWeight = legibilityWeight
            other.colorSchemeContrast = colorSchemeContrast
            other.localeIdentifier = localeIdentifier
            other.iosVersion = iosVersion
            other.controlSize = controlSize
            other.font = font
            other.tint = tint
            other.lineLimit = lineLimit
            other.foregroundStyle = foregroundStyle
            other.fontWeight = fontWeight
            other.motion = motion
            other.opacity = opacity
            other.imageScale = imageScale
            other.labelsHidden = labelsHidden
            other.buttonStyle = buttonStyle
            other.labelStyle = labelStyle
            other.toggleStyle = toggleStyle
            other.custom = custom
            other.rotorScope = rotorScope
            other.rotorTarget = rotorTarget
            other.reads = reads
            return other
        }
    }

    var storage: Storage

    /// The defaults: light, `large`, left-to-right, enabled, nothing else on.
    public init() {
        storage = Storage()
    }

    /// The environment for a set of user settings.
    public init(settings: AccessibilitySettings) {
        self.init(settings: settings, reads: nil)
    }

    /// The environment for a set of user settings, whose reads (by this
    /// value and every value copied from it) are noted in `reads`.
    init(settings: AccessibilitySettings, reads: SettingsReads?) {
        storage = Storage()
        storage.reads = reads
        storage.colorScheme = settings.colorScheme
        storage.dynamicTypeSize = settings.dynamicTypeSize
        storage.layoutDirection = settings.layoutDirection
        storage.isEnabled = settings.isEnabled
        storage.reduceMotion = settings.reduceMotion
        storage.differentiateWithoutColor = settings.differentiateWithoutColor
        storage.reduceTransparency = settings.reduceTransparency
        storage.legibilityWeight = settings.boldText ? .bold : .regular
        storage.colorSchemeContrast = settings.contrast
        storage.localeIdentifier = settings.locale
        storage.iosVersion = settings.iosVersion
        if settings.buttonShapes { accessibilityShowButtonShapes = true }
    }

    /// The environment of the body being evaluated right now (outside a render: the defaults).
    ///
    /// The render in progress on this task (`RenderGraph.current`) keeps
    /// it: setting a plain property around each body costs a fraction of
    /// binding a task-local value, which every body evaluation did.
    public static var current: EnvironmentValues {
        RenderGraph.current?.environment ?? EnvironmentValues()
    }

    /// Marks the content as below an `accessibilityRotor` (``Storage/rotorScope``).
    mutating func enterRotorScope() { if !storage.rotorScope { write(\.rotorScope, true) } }

    /// Under a rotor, notes `id` as the rotor target of the content (ForEach, `.id(_:)`).
    mutating func noteRotorTarget<ID: Hashable>(_ id: ID) {
        if storage.rotorScope { write(\.rotorTarget, AnyHashable(id)) }
    }

    @inline(__always)
    mutating func write<T>(_ keyPath: ReferenceWritableKeyPath<Storage, T>, _ value: T) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage[keyPath: keyPath] = value
    }

    /// A custom value by key.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrap the stored `Any` first: a missing entry cast to an optional `Value` would succeed as `nil`.
            if let stored = storage.custom[ObjectIdentifier(key)], let value = stored as? Key.Value { return value }
            return Key.defaultValue
        }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            storage.custom[ObjectIdentifier(key)] = newValue
        }
    }

    // MARK: SwiftUI's accessibility-relevant values

    /// Light or dark appearance.
    public var colorScheme: ColorScheme {
        get {
            storage.reads?.note(.colorScheme)
            return storage.colorScheme
        }
        set { write(\.colorScheme, newValue) }
    }
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize {
        get {
            storage.reads?.note(.dynamicTypeSize)
            return storage.dynamicTypeSize
        }
        set { write(\.dynamicTypeSize, newValue) }
    }
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection {
        get {
            storage.reads?.note(.layoutDirection)
            return storage.layoutDirection
        }
        set { write(\.layoutDirection, newValue) }
    }
    /// Whether controls in this subtree respond (`.disabled(true)` turns it off).
    public var isEnabled: Bool {
        get {
            storage.reads?.note(.isEnabled)
            return storage.isEnabled
        }
        set { write(\.isEnabled, newValue) }
    }
    /// Reduce Motion.
    public var accessibilityReduceMotion: Bool {
        get {
            storage.reads?.note(.reduceMotion)
            return storage.reduceMotion
        }
        set { write(\.reduceMotion, newValue) }
    }
    /// Differentiate Without Color.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get {
            storage.reads?.note(.differentiateWithoutColor)
            return storage.differentiateWithoutColor
        }
        set { write(\.differentiateWithoutColor, newValue) }
    }
    /// Reduce Transparency.
    public var accessibilityReduceTransparency: Bool {
        get {
            storage.reads?.note(.reduceTransparency)
            return storage.reduceTransparency
        }
        set { write(\.reduceTransparency, newValue) }
    }
    /// `.bold` when Bold Text is on.
    public var legibilityWeight: LegibilityWeight? {
        get {
            storage.reads?.note(.boldText)
            return storage.legibilityWeight
        }
        set { write(\.legibilityWeight, newValue) }
    }
    /// Standard or increased contrast.
    public var colorSchemeContrast: ColorSchemeContrast {
        get {
            storage.reads?.note(.contrast)
            return storage.colorSchemeContrast
        }
        set { write(\.colorSchemeContrast, newValue) }
    }
    /// The locale (the `locale` setting: `en`, `de`, `ru`).
    public var locale: Locale {
        get { Locale(identifier: localeIdentifier) }
        set { write(\.localeIdentifier, newValue.identifier) }
    }
    /// The iOS version simulated: what differs between versions reads it (docs/voiceover.md, iOS versions).
    var iosVersion: IOSVersion {
        storage.reads?.note(.ios)
        return storage.iosVersion
    }
    /// The locale's identifier (building a `Locale` is costly and rarely needed).
    var localeIdentifier: String {
        storage.reads?.note(.locale)
        return storage.localeIdentifier
    }
    /// The size of controls.
    public var controlSize: ControlSize {
        get { storage.controlSize }
        set { write(\.controlSize, newValue) }
    }
    /// The default font of text in this subtree.
    public var font: Font? {
        get { storage.font }
        set { write(\.font, newValue) }
    }
    /// The tint (accent) colour; `nil` means the system blue.
    public var tint: Color? {
        get { storage.tint }
        set { write(\.tint, newValue) }
    }
    /// The most lines text may take; `nil` for no limit.
    public var lineLimit: Int? {
        get { storage.lineLimit }
        set { write(\.lineLimit, newValue) }
    }
}

/// Whether text should be drawn heavier for legibility (Bold Text).
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// The size class of controls.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}
