// Article 003_da813f6340722994.txt, "Designing Predictable SwiftUI Design
// System APIs", section "The approach I settled on": DSButton with its
// copy-and-return dsSize(_:) and dsVariant(_:). As published, the variant
// "has no effect in this implementation". The article omits `Spacing`,
// `DSImage` and `DSLabel` ("Private helpers // ..."); the smallest stand-ins
// are at the end of the file. Edits are marked `// EDIT` and listed in
// docs/porting.md (section "003").

import HeadlessUI  // EDIT 003-1: was `import SwiftUI`.

public struct DSButton: View {

    public enum Size {
        case small
        case large

        var contentSpacing: CGFloat {
            switch self {
            case .small:
                Spacing.small
            case .large:
                Spacing.medium
            }
        }
    }

    // For the sake of example, this has no effect in this implementation
    public enum Variant {
        case filled
        case outlined
        case plain
    }

    // MARK: - Content and behavior (the what)

    private let title: String
    private let image: Image?
    private let action: () -> Void

    // MARK: - Presentation configuration (the how)

    private var size: Size = .large
    private var variant: Variant = .filled

    public init(
        _ title: String,
        image: Image? = nil,
        action: @escaping () -> Void
    ) {
        self.title = title
        self.image = image
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: size.contentSpacing) {
                if let image {
                    DSImage(image)
                }

                DSLabel(title)
            }
        }
    }

    // MARK: - Private helpers
    // ...

    // MARK: - Copy-and-return methods

    public func dsSize(_ size: Size) -> Self {
        var copy = self
        copy.size = size
        return copy
    }

    public func dsVariant(_ variant: Variant) -> Self {
        var copy = self
        copy.variant = variant
        return copy
    }
}

// EDIT 003-2: the article does not publish its spacing tokens, DSImage or
// DSLabel. The stand-ins add nothing: the image and the title as they are.
enum Spacing {
    static let small: CGFloat = 4
    static let medium: CGFloat = 8
}

struct DSImage: View {
    let image: Image
    init(_ image: Image) { self.image = image }
    var body: some View { image }
}

struct DSLabel: View {
    let title: String
    init(_ title: String) { self.title = title }
    var body: some View { Text(title) }
}
