// Article 000_8284c739a34dd98e.txt, "The Anatomy of a Reusable SwiftUI View",
// sections "Non-Container Views" (Tag's initialisers) and "Customisation via
// Environment" (tagBackgroundStyle and Tag's final body). Edits are marked
// `// EDIT` and listed in docs/porting.md (section "000").

import HeadlessUI  // EDIT 000-1: was `import SwiftUI`.

// EDIT 000-2: `@Entry var tagBackgroundStyle: (any ShapeStyle)? = nil` is a
// macro; written out as an EnvironmentKey.
private struct TagBackgroundStyleKey: EnvironmentKey {
    static var defaultValue: (any ShapeStyle)? = nil
}

extension EnvironmentValues {
    var tagBackgroundStyle: (any ShapeStyle)? {
        get { self[TagBackgroundStyleKey.self] }
        set { self[TagBackgroundStyleKey.self] = newValue }
    }
}

extension View {
    public func tagBackgroundStyle(_ style: some ShapeStyle) -> some View {
        environment(\.tagBackgroundStyle, style)
    }
}

public struct Tag: View {
    @Environment(\.tagBackgroundStyle) private var backgroundStyle
 
    private let title: LocalizedStringResource
    private let image: Image?
 
    // Initialisers from earlier
    public init(_ title: LocalizedStringResource) {
        self.title = title
        self.image = nil
    }
 
    public init(
        _ title: LocalizedStringResource,
        systemImage: String
    ) {
        self.title = title
        self.image = Image(systemName: systemImage)
    }
 
    public init(
        _ title: LocalizedStringResource,
        image resource: ImageResource
    ) {
        self.title = title
        self.image = Image(resource)
    }
 
    public var body: some View {
        HStack(spacing: 4) {
            if let image {
                image
            }
            Text(title)
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(background)
    }
 
    private var background: some View {
        let style = if let backgroundStyle {
            AnyShapeStyle(backgroundStyle)
        } else {
            AnyShapeStyle(Material.regular)
        }
 
        return Capsule()
            .fill(style)
    }
}
