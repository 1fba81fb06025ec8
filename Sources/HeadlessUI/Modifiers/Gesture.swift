import Foundation

/// A gesture attached with `.gesture(_:)`, as in SwiftUI: `TapGesture`,
/// `DragGesture`, and the gestures `onEnded(_:)` and `onChanged(_:)` make.
///
/// What matters to accessibility is whether the gesture ends on a tap: a
/// `TapGesture` with an `onEnded` action answers a tap and VoiceOver's double
/// tap, as `onTapGesture(perform:)` does (SwiftUI gives the element an
/// activation; docs/hit-testing.md). A drag runs nothing on a tap and gives
/// VoiceOver nothing to do: a control operated only by dragging needs an
/// accessibility action (`accessibilityAdjustableAction`, `accessibilityAction`).
///
/// ```swift
/// Circle().frame(width: 44, height: 44)
///     .gesture(TapGesture().onEnded { isOn.toggle() })
/// ```
public protocol Gesture {
    /// What the gesture reports when it changes or ends.
    associatedtype Value

    /// The value a completed tap gives, for gestures that end on a tap (`TapGesture`); `nil` otherwise.
    var _tapValue: Value? { get }

    /// What a tap runs through this gesture, `nil` when a tap runs nothing.
    var _tapAction: (() -> Void)? { get }
}

extension Gesture {
    public var _tapValue: Value? { nil }
    public var _tapAction: (() -> Void)? { nil }

    /// Runs `action` when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    /// Runs `action` as the gesture's value changes (never, in a headless render: nothing drags).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(base: self)
    }
}

/// A tap, or `count` taps in a row.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    public var _tapValue: Void? { () }
}

/// A drag: a touch that moves.
public struct DragGesture: Gesture {
    /// Where the drag started and where it is.
    public struct Value: Equatable, Sendable {
        public var startLocation: CGPoint
        public var location: CGPoint
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        public init(startLocation: CGPoint, location: CGPoint) {
            self.startLocation = startLocation
            self.location = location
        }
    }

    public var minimumDistance: CGFloat

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }
}

/// A coordinate space gestures and geometry readers measure in.
public enum CoordinateSpace: Hashable {
    case local, global
    case named(AnyHashable)
}

/// A gesture with an action when it ends.
public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void

    public var _tapValue: Value? { base._tapValue }

    public var _tapAction: (() -> Void)? {
        let earlier = base._tapAction
        guard let value = base._tapValue else { return earlier }
        let action = self.action
        return {
            earlier?()
            action(value)
        }
    }
}

/// A gesture with an action as it changes.
public struct _ChangedGesture<Base: Gesture>: Gesture where Base.Value: Equatable {
    public typealias Value = Base.Value
    let base: Base

    public var _tapValue: Value? { base._tapValue }
    public var _tapAction: (() -> Void)? { base._tapAction }
}

/// Which gestures a `.gesture(_:including:)` enables, as in SwiftUI.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches a gesture. One that ends on a tap answers taps and VoiceOver's
    /// double tap where the view draws, as `onTapGesture` does; a drag does not.
    public consuming func gesture<G: Gesture>(
        _ gesture: G, including mask: GestureMask = .all, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        _gesture(gesture, enabled: mask.contains(.gesture), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Attaches a gesture that runs together with the view's other gestures (like `gesture(_:including:)` here).
    public consuming func simultaneousGesture<G: Gesture>(
        _ gesture: G, including mask: GestureMask = .all, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        _gesture(gesture, enabled: mask.contains(.gesture), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Attaches a gesture that takes precedence over the subviews' (like `gesture(_:including:)` here).
    public consuming func highPriorityGesture<G: Gesture>(
        _ gesture: G, including mask: GestureMask = .all, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        _gesture(gesture, enabled: mask.contains(.gesture), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    @ViewBuilder
    private func _gesture<G: Gesture>(_ gesture: G, enabled: Bool, site: CodeLocation.Site) -> some View {
        if enabled, let action = gesture._tapAction {
            accessibilityChange(.tap(action), site: site)
        } else {
            self
        }
    }
}
