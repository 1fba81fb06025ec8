/// A key for a custom value in ``EnvironmentValues``, as in SwiftUI.
///
/// ```swift
/// private struct ThemeKey: EnvironmentKey {
///     static let defaultValue = Theme.standard
/// }
/// extension EnvironmentValues {
///     var theme: Theme {
///         get { self[ThemeKey.self] }
///         set { self[ThemeKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}
