// The Rating component of article 000 ("The Anatomy of a Reusable SwiftUI
// View"), ported to HeadlessUI. Every edit against the published code is
// marked `// EDIT n:` and listed in docs/porting.md.

import HeadlessUI  // EDIT 1: was `import SwiftUI`.

public struct RatingStyleConfiguration {
    public let value: Binding<Double>
    public let range: ClosedRange<Double>
    public let label: Label

    // A type-erased label of the Rating control
    public struct Label: View {
        let underlyingLabel: AnyView

        init(_ label: some View) {
            self.underlyingLabel = AnyView(label)
        }

        public var body: some View {
            underlyingLabel
        }
    }
}

public protocol RatingStyle: DynamicProperty {
    associatedtype Body: View

    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    typealias Configuration = RatingStyleConfiguration
}

struct ResolvedRatingStyle<Style: RatingStyle>: View {
    var style: Style
    var configuration: RatingStyleConfiguration

    var body: some View {
        style.makeBody(configuration: configuration)
    }
}

extension RatingStyle {
    func resolve(configuration: Configuration) -> some View {
        // EDIT 3: the article passes `configuration:` before `style:`, which the
        // memberwise initialiser rejects (in SwiftUI too); the order is swapped.
        ResolvedRatingStyle(style: self, configuration: configuration)
    }
}

// EDIT 2: `@Entry` is a macro (it needs swift-syntax, a package); the
// article's `@Entry var ratingStyle: any RatingStyle = .star` becomes the
// EnvironmentKey pattern of articles 001 and 002. The default is a computed
// property so that it also compiles in Swift 6 language mode (a stored
// `static let` of a non-Sendable existential is an error there).
private struct RatingStyleKey: EnvironmentKey {
    static var defaultValue: any RatingStyle { .star }
}

extension EnvironmentValues {
    var ratingStyle: any RatingStyle {
        get { self[RatingStyleKey.self] }
        set { self[RatingStyleKey.self] = newValue }
    }
}

extension View {
    public func ratingStyle(_ style: some RatingStyle) -> some View {
        environment(\.ratingStyle, style)
    }
}

public struct Rating<RatingLabel: View>: View {
    @Environment(\.ratingStyle) private var style

    @Binding private var value: Double

    private var label: RatingLabel
    private let range: ClosedRange<Double>

    public init(
        @ViewBuilder label: () -> RatingLabel,
        value: Binding<Double>,
        in range: ClosedRange<Double> = 1...5
    ) {
        self.label = label()
        _value = value
        self.range = range
    }

    public var body: some View {
        // EDIT 4: the article passes `label:` first; the memberwise initialiser
        // takes `value:`, `range:`, `label:` in declaration order (in SwiftUI too).
        let configuration = RatingStyleConfiguration(
            value: $value,
            range: range,
            label: RatingStyleConfiguration.Label(label)
        )
        AnyView(style.resolve(configuration: configuration))
            .accessibilityElement(children: .combine)
            .accessibilityValue(Text(value, format: .number))
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment:
                    value = min(value + 1, range.upperBound)
                case .decrement:
                    value = max(value - 1, range.lowerBound)
                @unknown default:
                    break
                }
            }
    }
}

extension Rating where RatingLabel == Text {
    public init(
        title: LocalizedStringResource,
        value: Binding<Double>,
        in range: ClosedRange<Double> = 1...5
    ) {
        self.init(
            label: {
                Text(title)
            },
            value: value,
            in: range
        )
    }
}

public struct StarRatingStyle: RatingStyle {
    @Environment(\.colorScheme) private var colorScheme

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            HStack(spacing: 4) {
                ForEach(
                    Int(configuration.range.lowerBound)...Int(configuration.range.upperBound),
                    id: \.self
                ) { rating in
                    Button {
                        configuration.value.wrappedValue = Double(rating)
                    } label: {
                        Image(systemName: Double(rating) <= configuration.value.wrappedValue ? "star.fill" : "star")
                            .foregroundStyle(colorScheme == .dark ? Color.yellow : Color.orange)
                    }
                    .buttonStyle(.plain)
                }
            }
            .accessibilityHidden(true)
        }
    }
}

extension RatingStyle where Self == StarRatingStyle {
    public static var star: Self {
        Self()
    }
}

public struct NumericRatingStyle: RatingStyle {
    @Environment(\.isEnabled) private var isEnabled

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            HStack(spacing: 2) {
                Text(configuration.value.wrappedValue, format: .number.precision(.fractionLength(1)))
                    .fontWeight(.semibold)
                Text("/ \(Int(configuration.range.upperBound))")
                    .foregroundStyle(.secondary)
            }
            .opacity(isEnabled ? 1 : 0.5)
        }
    }
}

extension RatingStyle where Self == NumericRatingStyle {
    public static var numeric: Self {
        Self()
    }
}
