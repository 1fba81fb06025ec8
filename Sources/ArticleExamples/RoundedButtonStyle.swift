// Article 002_ddd921d70d0d7b5f.txt, "Custom Style in SwiftUI", section
// "Create My Button Style": RoundedButtonStyle, scaled to 0.9 while pressed.
// Edits are marked `// EDIT` and listed in docs/porting.md (section "002").

import HeadlessUI  // EDIT 002-1: was `import SwiftUI`.

struct RoundedButtonStyle: ButtonStyle {
    var backgroundColor: Color
    var foregroundColor: Color
    var cornerRadius: CGFloat
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(foregroundColor)
            .padding()
            .background(backgroundColor)
            .cornerRadius(cornerRadius)
            .scaleEffect(
                configuration.isPressed
                ? 0.9 : 1.0
            )
    }
}
