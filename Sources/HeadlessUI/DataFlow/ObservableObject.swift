/// A class whose changes views follow, as in SwiftUI.
///
/// SwiftUI's `ObservableObject` comes from Combine, which is not on Linux;
/// HeadlessUI declares the same spelling. Every render evaluates every body
/// afresh, so a view shows an object's current values without subscribing to
/// its changes: `@Published` marks them as in SwiftUI and
/// `objectWillChange.send()` compiles (and has nothing to notify).
///
/// ```swift
/// final class Basket: ObservableObject {
///     @Published var count = 0
/// }
/// struct BasketButton: View {
///     @StateObject private var basket = Basket()
///     var body: some View { Button("Add") { basket.count += 1 }.accessibilityValue("\(basket.count)") }
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// Announces a change before it happens.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// A publisher for this object (there are no subscribers to notify).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What `objectWillChange` returns: `send()` announces a change.
public final class ObservableObjectPublisher {
    /// A publisher.
    public init() {}

    /// Announces that the object is about to change: the views that read it render again.
    public func send() { StateWrites.note() }
}
