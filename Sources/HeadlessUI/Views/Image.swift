import Foundation

/// An image, as in SwiftUI: an SF Symbol sized by its font, or a named asset.
///
/// Accessibility (decision 11): `Image(systemName:)` and `Image(_:)` with no
/// label get one derived from the name (dots read as spaces), flagged with
/// `LabelOrigin`; `Image(decorative:)` is not an element;
/// `Image(_:label:)` is labelled by its text. All carry the `image` trait.
public struct Image: View, Hashable, Sendable {
    public typealias Body = Never

    let kind: ImageKind
    let label: String?
    let isDecorative: Bool
    var isResizable = false
    /// Where the image was made (no part of its equality).
    var site = CodeLocation.Site.Unequated.unknown

    /// An SF Symbol.
    public init(systemName: String, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        kind = .symbol(systemName)
        site = .at(filePath, line, column)
        label = nil
        isDecorative = false
    }

    /// A named image asset; its label is derived from the name.
    public init(_ name: String, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        kind = .asset(name)
        site = .at(filePath, line, column)
        label = nil
        isDecorative = false
    }

    /// A named image asset from a bundle (`Image("Logo", bundle: .module)`);
    /// its label is derived from the name, as without a bundle. The bundle
    /// only says where the picture's pixels are, which a headless render
    /// does not read.
    public init(_ name: String, bundle: Bundle?, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(name, filePath: filePath, line: line, column: column)
    }

    /// A named image asset with an explicit label.
    public init(_ name: String, label: Text, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        kind = .asset(name)
        site = .at(filePath, line, column)
        self.label = label.content
        isDecorative = false
    }

    /// A named image that accessibility ignores.
    public init(decorative name: String, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        kind = .asset(name)
        site = .at(filePath, line, column)
        label = nil
        isDecorative = true
    }

    /// An image from a generated asset resource.
    public init(_ resource: ImageResource, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(resource.name, filePath: filePath, line: line, column: column)
    }

    /// An SF Symbol with a variable value (the value is not drawn).
    public init(systemName: String, variableValue: Double?, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(systemName: systemName, filePath: filePath, line: line, column: column)
    }

    /// This image stretched to the space offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Kept for source compatibility (no effect on the tree).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    /// Kept for source compatibility (no effect on the tree).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// How a resizable image stretches.
    public enum ResizingMode: Sendable { case tile, stretch }
    /// How an image is tinted.
    public enum TemplateRenderingMode: Sendable { case template, original }

    var accessibility: ImageAccessibility {
        if isDecorative { return ImageAccessibility(label: nil, origin: nil, isDecorative: true) }
        if let label { return ImageAccessibility(label: label, origin: nil, isDecorative: false) }
        switch kind {
        case .symbol(let name):
            return ImageAccessibility(label: Self.spoken(name), origin: .symbolName, isDecorative: false)
        case .asset(let name):
            return ImageAccessibility(label: Self.spoken(name), origin: .imageName, isDecorative: false)
        }
    }

    /// A name as VoiceOver reads it: dots become spaces.
    static func spoken(_ name: String) -> String {
        // A name without a full stop reads as it is written (the common case, without rebuilding it).
        guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
        return String(name.map { $0 == "." ? " " : $0 })
    }

    public static func _makeView(_ view: Image, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let node = _ViewNode(.image(view.kind, resizable: view.isResizable), inputs: inputs, role: .image(view.accessibility))
        node.site = view.site.site
        nodes.append(node)
    }
}

/// Where an image comes from.
enum ImageKind: Hashable, Sendable {
    case symbol(String)
    case asset(String)
}

/// SF Symbol rendering modes (kept for source compatibility).
public enum SymbolRenderingMode: Sendable {
    case monochrome, hierarchical, palette, multicolor
}

/// A generated image asset (Xcode's `ImageResource`).
public struct ImageResource: Hashable, Sendable {
    /// The asset name.
    public var name: String
    /// An asset resource by name.
    public init(name: String, bundle: String = "") {
        self.name = name
    }
}
