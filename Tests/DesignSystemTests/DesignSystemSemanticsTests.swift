import DesignSystem
import HeadlessUI
import Testing

/// One contract in every style and environment: the focus stops (label,
/// value, traits, actions) of a component are the same in every style and
/// under every setting that must not change meaning.
@Suite struct DesignSystemSemanticsTests {
    static let settings: [SettingsOverride] = [
        .none, .init(colorScheme: .dark), .init(dynamicTypeSize: .accessibility5), .init(layoutDirection: .rightToLeft),
        .init(boldText: true), .init(contrast: .increased), .init(reduceMotion: true), .init(differentiateWithoutColor: true),
        .init(reduceTransparency: true), .init(colorScheme: .dark, dynamicTypeSize: .xSmall, contrast: .increased),
    ]

    @Test(arguments: StyledComponent.all)
    func `every style and setting exposes the same focus stops`(component: StyledComponent) throws {
        let reference = semantics(try #require(renderDesignSystem(component.name, style: component.styles[0])))
        #expect(!reference.isEmpty)
        for style in component.styles {
            for setting in Self.settings {
                let tree = try #require(renderDesignSystem(component.name, style: style, settings: setting))
                #expect(semantics(tree) == reference, "\(component.name) \(style) \(setting)")
            }
        }
    }

    @Test(arguments: StyledComponent.all)
    func `no text is cut off at the largest accessibility size`(component: StyledComponent) throws {
        for style in component.styles {
            let tree = try #require(renderDesignSystem(component.name, style: style, settings: SettingsOverride(dynamicTypeSize: .accessibility5)))
            var truncated: [String] = []
            tree.walk { node, _ in
                if node.isTruncated { truncated.append(node.label ?? "?") }
                return .visitChildren
            }
            #expect(truncated.isEmpty, "\(component.name) \(style): \(truncated)")
        }
    }

    @Test func `a rating adjusts by one within its range and reads the number`() throws {
        let descriptor = try #require(Catalog.designSystem.descriptors.first { $0.name == "Rating" })
        for style in descriptor.styles {
            let subject = descriptor.makeSubject(descriptor.arguments(for: descriptor.state(named: "upper-bound")), style)
            let tree = subject.render(settings: AccessibilitySettings())
            let id = try #require(tree.root.children.first?.id)
            #expect(subject.perform(.increment, on: id) == .performed)
            #expect(subject.render(settings: AccessibilitySettings()).root.children.first?.value == "5")
            #expect(subject.perform(.decrement, on: id) == .performed)
            #expect(subject.render(settings: AccessibilitySettings()).root.children.first?.value == "4")
        }
    }

    @Test func `a disabled toggle refuses activation in every style`() throws {
        let descriptor = try #require(Catalog.designSystem.descriptors.first { $0.name == "Toggle" })
        for style in descriptor.styles {
            let subject = descriptor.makeSubject(descriptor.arguments(), style)
            let tree = subject.render(settings: try AccessibilitySettings(parsing: "isEnabled=false"))
            let toggle = try #require(tree.root.children.first)
            #expect(toggle.traits.contains(.notEnabled))
            #expect(subject.perform(.activate, on: toggle.id) == .notHandled)
        }
    }

    @Test func `motion is dropped when Reduce Motion is on`() throws {
        for (component, style) in [("Button", "rounded"), ("GradientButton", "default")] {
            let moving = try #require(renderDesignSystem(component, style: style))
            let still = try #require(renderDesignSystem(component, style: style, settings: SettingsOverride(reduceMotion: true)))
            #expect(!(moving.root.children.first?.motion.isEmpty ?? true), "\(component) animates normally")
            #expect(still.root.children.first?.motion.isEmpty == true, "\(component) keeps motion with reduceMotion")
        }
    }

    @Test func `an inverted range or a value outside the range is refused, never trapped on`() throws {
        let descriptor = try #require(Catalog.designSystem.descriptors.first { $0.name == "Rating" })
        let outside = descriptor.resolve([("title", .string("Stars")), ("value", .number(9))])
        #expect(throws: ArgumentErrors.self) { try outside.get() }
        let empty = descriptor.resolve([("title", .string("Stars")), ("in", .range(3...3)), ("value", .number(3))])
        #expect(throws: ArgumentErrors.self) { try empty.get() }
        let huge = descriptor.resolve([("title", .string("Stars")), ("in", .range(0...1e300)), ("value", .number(1))])
        #expect(throws: ArgumentErrors.self) { try huge.get() }
    }
}
