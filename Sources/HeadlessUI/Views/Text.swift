import Foundation

/// Text, as in SwiftUI: one accessibility element whose label is the text
/// (trait `staticText`), measured by the layout's text model.
public struct Text: View, Hashable {
    public typealias Body = Never

    var content: String
    var font: Font?
    var weight: Font.Weight?
    var color: AnyShapeStyleBox?
    /// Where the text was made (no part of its equality).
    var site = CodeLocation.Site.Unequated.unknown

    /// Text shown exactly as given.
    public init(verbatim content: String, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.content = content
        site = .at(filePath, line, column)
    }

    /// Text the framework draws for a control, located where the control was made.
    init(verbatim content: String, site: CodeLocation.Site) {
        self.content = content
        self.site = CodeLocation.Site.Unequated(site)
    }

    /// Text from a localized-string key (the key's text, interpolations formatted).
    public init(_ key: LocalizedStringKey, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.content = key.text
        site = .at(filePath, line, column)
    }

    /// Text from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.content = String(content)
        site = .at(filePath, line, column)
    }

    /// Text from a localizable resource.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.content = resource.key
        site = .at(filePath, line, column)
    }

    /// A value formatted with a format style, e.g. `Text(rating, format: .number)`,
    /// in the locale of the environment it is made in (decision 22: `3,5` in German).
    public init<F: FormatStyle>(
        _ input: F.FormatInput, format: F, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) where F.FormatOutput == String {
        self.content = format.locale(EnvironmentValues.current.locale).format(input)
        site = .at(filePath, line, column)
    }

    /// This text in another font.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// This text with another weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// This text in bold.
    public func bold(_ isActive: Bool = true) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// Kept for source compatibility (no metric change).
    public func italic(_ isActive: Bool = true) -> Text { self }

    /// This text in another colour.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color.map { AnyShapeStyleBox(AnyShapeStyle($0)) }
        return copy
    }

    /// This text in another style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = self
        copy.color = AnyShapeStyleBox(AnyShapeStyle(style))
        return copy
    }

    /// Two texts run together.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.content += rhs.content
        return result
    }

    public static func _makeView(_ view: Text, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        var inputs = inputs
        if let font = view.font { inputs.environment.font = font }
        if let weight = view.weight { inputs.environment.write(\.fontWeight, weight) }
        if let color = view.color { inputs.environment.write(\.foregroundStyle, color.style) }
        let content = inputs.environment.textCase.map { $0.apply(to: view.content) } ?? view.content
        let node = _ViewNode(.text(content, lineLimit: inputs.environment.lineLimit), inputs: inputs, role: .text(content))
        node.site = view.site.site
        nodes.append(node)
    }
}

/// Makes a shape style storable in a `Hashable` value (compared by identity).
final class AnyShapeStyleBox: Hashable {
    let style: AnyShapeStyle
    init(_ style: AnyShapeStyle) { self.style = style }
    static func == (lhs: AnyShapeStyleBox, rhs: AnyShapeStyleBox) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
