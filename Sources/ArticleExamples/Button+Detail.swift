// Article 001_72775db83f37a41c.txt, talk notes "design systems with SwiftUI
// styles": sections "Convenience initialiser" and "Nesting styles" — the two
// Button initialisers with a Detail label. As published, both build their
// Detail from the literals "Title", "Subtitle" and "Caption" and ignore the
// arguments; that is kept. Edits are marked `// EDIT` and listed in
// docs/porting.md (section "001").

import HeadlessUI  // EDIT 001-1: was `import SwiftUI`.

extension Button where Label == Detail<Text, Text, Text> {
    init(
        title: LocalizedStringKey,
        subtitle: LocalizedStringKey,
        caption: LocalizedStringKey,
        action: @escaping () -> Void
    ) {
        self.init(action: action) {
            Detail {
                Text("Title")
            } subtitle: {
                Text("Subtitle")
            } caption: {
                Text("Caption")
            }
        }
    }
}

// EDIT 001-2: `SwiftUI.Label` is written `HeadlessUI.Label`.
extension Button where Label == HeadlessUI.Label<Detail<Text, Text, Text>, Image> {
    init(
        title: LocalizedStringKey,
        subtitle: LocalizedStringKey,
        caption: LocalizedStringKey,
        systemImage: String,
        action: @escaping () -> Void
    ) {
        self.init(action: action) {
            Label {
                Detail {
                    Text("Title")
                } subtitle: {
                    Text("Subtitle")
                } caption: {
                    Text("Caption")
                }
            } icon: {
                Image(systemName: systemImage)
            }
        }
    }
}
