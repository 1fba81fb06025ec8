// More of the SwiftUI a design system uses, as SwiftUI spells it (issue 36,
// item 5): scaled metrics, geometry, gestures, bundled images, a bound
// navigation path and an identifier on a view with no elements. Like
// `SwiftUISurface.swift`, only `import SwiftUI` became `import HeadlessUI`.
import HeadlessUI

struct SurfaceScaledBadge: View {
    @ScaledMetric private var iconSize: CGFloat = 24
    @ScaledMetric(relativeTo: .caption) private var spacing = 4.0

    var body: some View {
        HStack(spacing: spacing) {
            Image(systemName: "bell").resizable().frame(width: iconSize, height: iconSize).accessibilityHidden(true)
            Text("Alerts")
        }
    }
}

struct SurfaceMatchedTabs: View {
    @Namespace private var underline
    @State private var selected = 0

    var body: some View {
        HStack {
            ForEach(0..<2) { index in
                Button("Tab \(index + 1)") { selected = index }
                    .overlay(alignment: .bottom) {
                        if selected == index {
                            Capsule().frame(height: 2).matchedGeometryEffect(id: "underline", in: underline)
                        }
                    }
            }
        }
    }
}

struct SurfaceMeter: View {
    var fraction: Double

    var body: some View {
        GeometryReader { proxy in
            Capsule().fill(Color.blue).frame(width: proxy.size.width * fraction, height: 8)
                .accessibilityHidden(true)
        }
        .frame(height: 8)
        .accessibilityIdentifier("meter")
    }
}

struct SurfaceGestures: View {
    @State private var isOn = false
    @State private var offset = CGSize.zero

    var body: some View {
        VStack {
            Image(systemName: isOn ? "checkmark.square" : "square")
                .gesture(TapGesture().onEnded { isOn.toggle() })
                .accessibilityLabel("Agree")
            RoundedRectangle(cornerRadius: 8).fill(Color.gray).frame(width: 60, height: 60)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in offset = value.translation }
                        .onEnded { _ in offset = .zero }
                )
            Image("Logo", bundle: .main).accessibilityLabel("Company")
            Image("Seal", bundle: nil)
        }
    }
}

enum SurfaceRoute: Hashable {
    case detail(String)

    var name: String {
        switch self {
        case .detail(let name): name
        }
    }
}

struct SurfacePathStack: View {
    @State private var path: [SurfaceRoute] = [.detail("Pears")]

    var body: some View {
        NavigationStack(path: $path) {
            List { Text("Fruit list") }
                .navigationTitle("Fruit")
                .navigationDestination(for: SurfaceRoute.self) { route in
                    Text("About \(route.name)").navigationTitle(route.name)
                }
        }
    }
}

struct SurfaceNavigationPathStack: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Text("Home").navigationTitle("Home")
                .navigationDestination(for: Int.self) { number in Text("Item \(number)") }
        }
    }
}

struct SurfaceTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

struct SurfaceShapes: View {
    var rounded: Bool

    var body: some View {
        HStack {
            SurfaceTriangle().fill(Color.orange).frame(width: 24, height: 24).accessibilityLabel("Warning")
            (rounded ? AnyShape(Capsule()) : AnyShape(Rectangle())).stroke(Color.gray, lineWidth: 1).frame(width: 44, height: 24)
            ContainerRelativeShape().fill(Color.blue).frame(width: 24, height: 24)
                .mask { Circle() }
        }
    }
}

/// A badge ringed by a dashed line, and a field framed by a dashed border
/// over an even-odd fill: `StrokeStyle`, `FillStyle` and the `style:` and
/// `antialiased:` arguments as SwiftUI spells them.
struct SurfaceDashedOutlines: View {
    var ringWidth: CGFloat

    var body: some View {
        VStack {
            Image(systemName: "applescript.fill")
                .padding(8)
                .background(Color.white)
                .clipShape(Circle())
                .overlay {
                    Circle().stroke(Color.gray, style: StrokeStyle(lineWidth: ringWidth, lineCap: .round, dash: [4, 2]))
                }
                .accessibilityLabel("Script")
            Text("Name")
                .padding(12)
                .background {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.white, style: FillStyle(eoFill: true, antialiased: true))
                        .overlay {
                            RoundedRectangle(cornerRadius: 8)
                                .strokeBorder(style: StrokeStyle(lineWidth: 1, lineJoin: .round, dash: [3], dashPhase: 1))
                        }
                }
            Circle().stroke(Color.blue, lineWidth: 2, antialiased: false).frame(width: 10, height: 10)
                .accessibilityHidden(true)
            Capsule().strokeBorder(Color.blue, lineWidth: 2, antialiased: true).frame(width: 20, height: 10)
                .accessibilityHidden(true)
        }
    }
}
