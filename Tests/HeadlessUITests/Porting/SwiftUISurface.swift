// A design-system file written against SwiftUI, with `import SwiftUI` changed
// to `import HeadlessUI` and nothing else: every API docs/porting.md lists as
// supported appears here exactly as SwiftUI spells it, so the table stays true
// (if a row's API goes, this file stops compiling). `SwiftUISurfaceTests`
// renders it.
import HeadlessUI

// MARK: Foundation comes with the import (URL, Date, Locale, formatters)

let surfaceURL = URL(string: "https://example.com/terms")!
let surfaceDate = Date(timeIntervalSince1970: 0)
let surfaceLocale = Locale(identifier: "en_US")
let surfaceFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    return formatter
}()

// MARK: Colours

struct SurfacePalette {
    static let accent = Color(.systemGreen)
    static let text = Color(uiColor: .label)
    static let secondaryText = Color(uiColor: .secondaryLabel)
    static let tertiaryText = Color(.tertiaryLabel)
    static let background = Color(.systemBackground)
    static let groupedBackground = Color(.systemGroupedBackground)
    static let card = Color(.secondarySystemBackground)
    static let separator = Color(uiColor: .separator)
    static let fill = Color(.systemFill)
    static let gray = Color(.systemGray5)
    static let link = Color(UIColor.link)
    static let brand = Color(red: 0.1, green: 0.2, blue: 0.6, opacity: 1)
    static let brandSpace = Color(.sRGB, red: 0.1, green: 0.2, blue: 0.6, opacity: 1)
    static let ink = Color(white: 0.1)
    static let warm = Color(hue: 0.08, saturation: 0.9, brightness: 0.8)
    static let veil = Color.black.opacity(0.4)
}

// MARK: Data flow

final class SurfaceModel: ObservableObject {
    @Published var count = 1
    @Published var isOn = false
    func bump() {
        objectWillChange.send()
        count += 1
    }
}

struct SurfaceCounter: View {
    @ObservedObject var model: SurfaceModel
    var body: some View {
        Stepper("Count", value: $model.count, in: 0...10)
    }
}

struct SurfaceToggleRow: View {
    @EnvironmentObject var model: SurfaceModel
    var body: some View {
        Toggle("Enabled", isOn: $model.isOn)
    }
}

// MARK: Environment

struct SurfaceAdaptiveRow: View {
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.accessibilityInvertColors) private var invertColors
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let stacked = sizeCategory.isAccessibilityCategory || horizontalSizeClass == .compact && dynamicTypeSize >= .accessibility1
        Group {
            if stacked {
                VStack(alignment: .leading) {
                    title; detail
                }
            } else {
                HStack {
                    title; Spacer(); detail
                }
            }
        }
        .accessibilityElement(children: .combine)
    }

    private var title: some View {
        Text("Status")
            .fontWeight(legibilityWeight == .bold ? .bold : .semibold)
            .italic()
    }

    private var detail: some View {
        Text(differentiateWithoutColor ? "Online ●" : "Online")
            .foregroundStyle(SurfacePalette.accent)
            .underline(showButtonShapes)
            .strikethrough(false)
            .bold(voiceOverEnabled && !reduceMotion && !reduceTransparency && !invertColors && colorScheme == .light)
    }
}

struct SurfaceLinkButtonStyle: ButtonStyle {
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .underline(showButtonShapes)
            .foregroundStyle(SurfacePalette.link)
            .compositingGroup()
    }
}

// MARK: The older accessibility API

struct SurfaceLegacyBadge: View {
    var body: some View {
        HStack {
            Image(systemName: "star.fill")
                .accessibility(hidden: true)
            Text("Favourite")
        }
        .accessibilityElement(children: .combine)
        .accessibility(label: Text("Favourite"))
        .accessibility(value: Text("Yes"))
        .accessibility(hint: Text("Shown on the home screen"))
        .accessibility(addTraits: .isButton)
        .accessibility(removeTraits: .isImage)
        .accessibility(identifier: "badge")
        .accessibility(sortPriority: 2)
        .accessibility(inputLabels: [Text("Favourite"), Text("Star")])
        .accessibilitySortPriority(1)
        .accessibilityInputLabels([Text("Favourite")])
        .accessibilityHeading(.h3)
        .accessibilityTextContentType(.plain)
        .accessibilityShowsLargeContentViewer()
        .accessibilityIgnoresInvertColors(true)
    }
}

// MARK: The whole screen

struct SurfaceScreen: View {
    @StateObject private var model = SurfaceModel()

    var body: some View {
        VStack {
            SurfaceAdaptiveRow()
            SurfaceLegacyBadge()
            SurfaceCounter(model: model)
            SurfaceToggleRow()
            Button("Terms") {}
                .buttonStyle(SurfaceLinkButtonStyle())
            Text("Hidden").hidden()
        }
        .environmentObject(model)
        .background(SurfacePalette.background)
    }
}

// MARK: Previews compile and render nothing

struct SurfaceScreen_Previews: PreviewProvider {
    static var previews: some View {
        SurfaceScreen()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Surface")
        SurfaceScreen()
            .previewLayout(.fixed(width: 320, height: 200))
            .previewDevice("iPhone 15")
            .previewInterfaceOrientation(.portrait)
            .preferredColorScheme(.dark)
    }
}
