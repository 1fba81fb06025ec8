/// A stored property of a view or style that the framework keeps up to date
/// (`@State`, `@Binding`, `@Environment`), as in SwiftUI.
///
/// Style protocols may refine it, as the articles do
/// (`protocol RatingStyle: DynamicProperty`); nothing needs implementing.
public protocol DynamicProperty {
    /// Called before a body is evaluated; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
