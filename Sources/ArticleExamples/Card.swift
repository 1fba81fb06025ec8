// Article 000_8284c739a34dd98e.txt, "The Anatomy of a Reusable SwiftUI View",
// section "Initialisers" › "Container Views": Card with its header and content
// slots, the image-header initialiser, and ProminentCardHeader. Edits are
// marked `// EDIT` and listed in docs/porting.md (section "000").

import HeadlessUI  // EDIT 000-1: was `import SwiftUI`.

public struct Card<Header: View, Content: View>: View {
 
    let header: Header
    let content: Content
 
    public init(
        @ViewBuilder header: () -> Header = { EmptyView() },
        @ViewBuilder content: () -> Content
    ) {
        self.header = header()
        self.content = content()
    }
 
    public var body: some View {
        VStack(alignment: .leading) {
            header
            content
        }
    }
}

extension Card where Header == Image {
    public init(
        image: Image,
        @ViewBuilder content: () -> Content
    ) {
        self.header = image
        self.content = content()
    }
}

extension Card where Header == ProminentCardHeader {
    public init(
        image: Image,
        title: LocalizedStringResource,
        @ViewBuilder content: () -> Content
    ) {
        self.header = ProminentCardHeader(image: image, text: title)
        self.content = content()
    }
}
 
public struct ProminentCardHeader: View {
    let image: Image
    let text: LocalizedStringResource
 
    public var body: some View {
        HStack(alignment: .center) {
            image
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 40, height: 40)
            Text(text)
        }
    }
}

// EDIT 000-5: `Image(.myAsset)` names an asset that Xcode generates from the
// asset catalog; without one, the generated symbol is written out here.
extension ImageResource {
    static let myAsset = ImageResource(name: "myAsset")
}
