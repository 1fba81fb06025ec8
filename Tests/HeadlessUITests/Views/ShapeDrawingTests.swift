import HeadlessUI
import Testing

/// Shapes of one's own (`path(in:)`), `Path`, `AnyShape` and
/// `ContainerRelativeShape` draw as SwiftUI draws them, and the layers they
/// paint are what the contrast rules measure (docs/drawing.md).
@Suite struct ShapeDrawingTests {
    /// A triangle pointing up, as SwiftUI's documentation builds custom shapes.
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    /// An inset badge: an ellipse in the middle half of its frame.
    struct InsetBadge: Shape {
        func path(in rect: CGRect) -> Path {
            Path(ellipseIn: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        }
    }

    @Test func `a path's bounding rectangle holds its points`() {
        let triangle = Triangle().path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(triangle.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(!triangle.isEmpty)
        #expect(Path().isEmpty)
        #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        var arc = Path()
        arc.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        #expect(arc.boundingRect.maxY == 20)
    }

    @Test func `a custom shape's fill is a layer where its path lies`() throws {
        let view = Text("Go").foregroundStyle(Color.white).frame(width: 100, height: 40)
            .background(InsetBadge().fill(Color.black))
        let text = try #require(render(view).root.children.first)
        // The ellipse covers only the middle of the frame: the text's backdrop is the page and the badge.
        let badge = try #require(text.backdrop.last)
        #expect(badge.shape == .ellipse)
        #expect(badge.frame.width == 50 && badge.frame.height == 20)
    }

    @Test func `a shape drawn over the whole frame is its background`() throws {
        let view = Text("Go").foregroundStyle(Color.white).frame(width: 100, height: 40)
            .background(AnyShape(Rectangle()).fill(Color.black))
        let text = try #require(render(view).root.children.first)
        #expect(text.backdrop.isEmpty)
        #expect(text.background?.hex == "#000000")
        let container = try #require(render(Text("Go").background(ContainerRelativeShape().fill(Color.black))).root.children.first)
        #expect(container.background?.hex == "#000000")
    }

    @Test func `a path that is not one figure is taken as its bounding rectangle`() throws {
        let view = Text("Go").frame(width: 100, height: 40).background(Triangle().fill(Color.yellow))
        let text = try #require(render(view).root.children.first)
        #expect(text.background?.hex == "#FFCC00")
        #expect(text.backdrop.isEmpty)
    }
}
