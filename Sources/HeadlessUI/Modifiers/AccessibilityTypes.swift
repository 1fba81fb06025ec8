/// SwiftUI's accessibility traits, mapped onto the model's `ElementTraits`.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    /// The model traits.
    public var traits: ElementTraits

    /// No traits.
    public init() { traits = [] }
    /// Traits from the model's set.
    public init(_ traits: ElementTraits) { self.traits = traits }

    public static let isButton = AccessibilityTraits(.button)
    public static let isHeader = AccessibilityTraits(.header)
    public static let isSelected = AccessibilityTraits(.selected)
    public static let isLink = AccessibilityTraits(.link)
    public static let isSearchField = AccessibilityTraits(.searchField)
    public static let isImage = AccessibilityTraits(.image)
    public static let playsSound = AccessibilityTraits(.playsSound)
    public static let isKeyboardKey = AccessibilityTraits(.keyboardKey)
    public static let isStaticText = AccessibilityTraits(.staticText)
    public static let isSummaryElement = AccessibilityTraits(.summaryElement)
    public static let updatesFrequently = AccessibilityTraits(.updatesFrequently)
    public static let startsMediaSession = AccessibilityTraits(.startsMediaSession)
    public static let allowsDirectInteraction = AccessibilityTraits(.allowsDirectInteraction)
    public static let causesPageTurn = AccessibilityTraits(.causesPageTurn)
    public static let isModal = AccessibilityTraits(.modal)
    public static let isToggle = AccessibilityTraits(.toggle)
    public static let isTabBar = AccessibilityTraits(.tabBar)

    public func contains(_ member: AccessibilityTraits) -> Bool { traits.isSuperset(of: member.traits) }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(traits.union(other.traits)) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(traits.intersection(other.traits)) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(traits.symmetricDifference(other.traits))
    }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        traits.formUnion(newMember.traits)
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        traits.subtract(member.traits)
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        traits.formUnion(newMember.traits)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { traits.formUnion(other.traits) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { traits.formIntersection(other.traits) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { traits.formSymmetricDifference(other.traits) }
}

/// How `.accessibilityElement(children:)` treats the children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Mode: Hashable, Sendable { case ignore, combine, contain }
    let mode: Mode
    /// A new element; the children are hidden.
    public static let ignore = AccessibilityChildBehavior(mode: .ignore)
    /// One element merging the children's properties.
    public static let combine = AccessibilityChildBehavior(mode: .combine)
    /// A container whose children stay separate elements.
    public static let contain = AccessibilityChildBehavior(mode: .contain)
}

/// The direction of an adjustment (swipe up: increment, swipe down: decrement).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// A kind of standard accessibility action.
public struct AccessibilityActionKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case `default`, escape, magicTap }
    let kind: Kind
    /// Activation (double tap).
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// Escape (two-finger scrub): dismiss or cancel.
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// Magic Tap (two-finger double tap): the most important action.
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
}

/// A heading level.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// What an accessibility modifier does to the elements of its content.
///
/// `indirect`: every view node has an optional one and few nodes set it, so
/// the optional is one reference, whose copy and release need no run-time
/// witness of this many-payload enum (docs/performance.md).
indirect enum AccessibilityModifier {
    case label(String)
    case value(String)
    case hint(String)
    case addTraits(ElementTraits)
    case removeTraits(ElementTraits)
    case hidden(Bool)
    case children(AccessibilityChildBehavior.Mode)
    case adjustable((AccessibilityAdjustmentDirection) -> Void)
    case action(AccessibilityActionKind.Kind, () -> Void)
    case namedAction(String, () -> Void)
    /// `accessibilityActions { }`: each view of the content that can be activated is a named action.
    case actionViews(_ViewNode)
    /// `accessibilityZoomAction`: the `supportsZoom` trait and the zoom handler.
    case zoom((AccessibilityZoomGestureAction) -> Void)
    case sortPriority(Double)
    case heading(AccessibilityHeadingLevel)
    case identifier(String)
    case inputLabels([String])
    case activationPoint(ActivationPoint)
    /// Replaces the content's elements with those of a hidden representation.
    case representation(_ViewNode)
    /// `accessibilityChildren`: the element becomes a container of the synthetic view's elements.
    case syntheticChildren(_ViewNode)
    /// `onTapGesture`: an activation handler with no trait.
    case tap(() -> Void)
    /// A container of a given kind around the content's elements (a segmented picker's series).
    case container(ContainerKind)
    /// The element type XCUITest reports for the content (a list, a cell, a navigation bar), on a plain group
    /// around its elements, which VoiceOver walks through; or, `onContainer`, on the content's one container
    /// (a tab bar's). Structure only (`ElementType`).
    case elementType(ElementType, identifier: String?, onContainer: Bool)
    /// `accessibilityFocused`: the element's tie to a focus state.
    case focused(FocusBinding)
    /// `accessibilityCustomContent`: a labelled value (a later one with the same label replaces it).
    case customContent(CustomContent)
    /// `accessibilityRotor`: a rotor on the content's element or container.
    case rotor(RotorDeclaration)
    /// `accessibilityRotorEntry(id:in:)`: the element rotor entries with this key move to.
    case rotorTarget(RotorTargetKey)
    /// Whether a stock control's part is at the size the platform gives it (a segmented control's segment at the
    /// regular size): its touch target is then WCAG's "user agent control" (`AccessibilityNode.isTargetSizedByPlatform`).
    case targetSizedByPlatform(Bool)

    enum ActivationPoint {
        case absolute(CGPoint)
        case unit(UnitPoint)
    }
}
