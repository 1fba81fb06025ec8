// Article 001_72775db83f37a41c.txt, talk notes "design systems with SwiftUI
// styles": sections "Using buttonStyle", "Improving discoverability",
// "labelStyle" and the final PrimaryButtonStyle of "Creating
// PrimaryButtonDetailStyle" (with .labelStyle and .detailStyle). The notes
// print code on one line with stray entity tags (PERSON, ORG, CARDINAL…);
// the tags are dropped and the code laid out on lines, token for token.
// Edits are marked `// EDIT` and listed in docs/porting.md (section "001").

import HeadlessUI  // EDIT 001-1: was `import SwiftUI`.

struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title)
            .padding(16)
            .background(.blue, in: RoundedRectangle(cornerRadius: 16))
            .foregroundColor(.white)
            .labelStyle(PrimaryButtonLabelStyle())
            .detailStyle(PrimaryButtonDetailStyle())
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: Self { Self() }
}

struct PrimaryButtonLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 100) {
            configuration.icon
            configuration.title
        }
    }
}
