// Article 004_c655d6f637c27400.txt, "Custom UI components in Swift" (UIKit),
// section "Step-by-Step Example: Custom Animated Button": AnimatedGradientButton
// and its touch handlers, expressed in HeadlessUI (docs/porting.md, section
// "004", maps each UIKit line):
//
//   UIButton subclass, target-action       → a Button with a ButtonStyle
//   gradientColors = [.systemBlue, .systemTeal] { didSet { updateGradient() } },
//   a CAGradientLayer at index 0 whose colors only updateGradient() sets
//                                          → the same property observer and a gradientLayerColors
//                                            that only updateGradient() sets, drawn as
//                                            .background(LinearGradient(…)) (top to bottom)
//     As published the gradient is never drawn: Swift does not run didSet for
//     a property's initial value, and setup() never calls updateGradient(), so
//     the layer's colors stay nil and it paints nothing. The port keeps that:
//     the white title stands on whatever is behind the button.
//   cornerRadius = 12, clipsToBounds       → .cornerRadius(12) + .clipped()
//   touchDown/touchUp: scale 0.95 over animationDuration 0.15
//                                          → .scaleEffect(isPressed ? 0.95 : 1) + .animation(.easeInOut(duration: 0.15))
//   the title label of a UIButton(frame:)  → white system font of 15 pt (UIKit's default, fixed: no UIFontMetrics)
//   no content insets                      → the label's own size (no padding)

import HeadlessUI

struct AnimatedGradientButton: View {

    // Public configuration
    var gradientColors: [Color] = [.blue, .teal] {
        didSet { updateGradient() }
    }

    /// `gradientLayer.colors`: empty (nil in UIKit) until `updateGradient()` runs.
    private var gradientLayerColors: [Color] = []

    var cornerRadius: CGFloat = 12

    var animationDuration: Double = 0.15

    let title: String
    let action: () -> Void

    init(title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    private mutating func updateGradient() {
        gradientLayerColors = gradientColors
    }

    var body: some View {
        Button(action: action) {
            Text(title)
        }
        .buttonStyle(
            AnimatedGradientButtonStyle(
                gradientColors: gradientLayerColors,
                cornerRadius: cornerRadius,
                animationDuration: animationDuration
            )
        )
    }
}

struct AnimatedGradientButtonStyle: ButtonStyle {
    var gradientColors: [Color]
    var cornerRadius: CGFloat
    var animationDuration: Double

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 15))
            .foregroundColor(.white)
            .background(
                LinearGradient(colors: gradientColors, startPoint: .top, endPoint: .bottom)
            )
            .cornerRadius(cornerRadius)
            .clipped()
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeInOut(duration: animationDuration), value: configuration.isPressed)
    }
}
