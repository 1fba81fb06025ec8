/// A control for choosing one of a set of options, as in SwiftUI. Each option
/// is a view tagged with its value (`.tag(_:)`; a `ForEach` element's identity
/// is its implicit tag).
///
/// What VoiceOver meets depends on the style (reference §4.1):
/// - `.menu` (the iOS default): one button labelled by the picker's title,
///   valued by the selected option (`Flavour: Vanilla. Button.`); activating
///   it opens a menu, which a headless render does not show.
/// - `.segmented`: a series of segment buttons, the selected one with the
///   selected trait (`Selected: Day. Button. 1 of 3.`), as UISegmentedControl.
/// - `.wheel`: one adjustable element labelled by the title, valued by the
///   selection; swipe up selects the next option, as UIPickerView.
/// - `.inline`: the options as buttons, the selected one with the selected
///   trait (and a checkmark, hidden from VoiceOver).
///
/// ```swift
/// Picker("Flavour", selection: $flavour) {
///     Text("Vanilla").tag(Flavour.vanilla)
///     Text("Chocolate").tag(Flavour.chocolate)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    let site: CodeLocation.Site

    /// A picker with a label view.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker with a label view (the older argument order).
    public init(
        selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.selection = selection
        self.label = label
        self.content = content()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let context = TagContext()
        var optionInputs = inputs.child(1)
        optionInputs.environment.tagContext = context
        var plain = inputs
        plain.environment.tagContext = nil
        let options = optionInputs.nodes(view.content).map { PickerOption(tag: context.tag(of: $0), text: NodeText.text(of: [$0])) }
        let title = NodeText.text(of: plain.child(2).nodes(view.label))
        let binding = view.selection
        let selected = options.firstIndex { $0.tag == AnyHashable(binding.wrappedValue) }
        let choose: (Int) -> Void = { index in
            guard options.indices.contains(index), let value = options[index].tag?.base as? SelectionValue else { return }
            binding.wrappedValue = value
        }
        let body = PickerBody(
            look: inputs.environment.pickerLook, title: title, options: options, selected: selected,
            showsTitle: !inputs.environment.storage.labelsHidden, choose: choose, site: view.site)
        nodes.append(contentsOf: plain.child(3).nodes(body))
    }
}

extension Picker where Label == Text {
    /// A picker titled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, label: Text(titleKey, filePath: filePath, line: line, column: column), content: content, filePath: filePath,
            line: line, column: column)
    }

    /// A picker titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            selection: selection, label: Text(title, filePath: filePath, line: line, column: column), content: content, filePath: filePath,
            line: line, column: column)
    }
}

/// One option of a picker: its tag and visible text.
struct PickerOption {
    let tag: AnyHashable?
    let text: String
}

/// What a picker draws in each style.
struct PickerBody: View {
    @Environment(\.controlSize) private var controlSize
    let look: _PickerLook
    let title: String
    let options: [PickerOption]
    let selected: Int?
    let showsTitle: Bool
    let choose: (Int) -> Void
    /// Where the picker was made: where the elements it draws are located.
    let site: CodeLocation.Site

    private var selectedText: String { selected.map { options[$0].text } ?? "" }

    var body: some View {
        switch look {
        case .menu: menu
        case .segmented: segmented
        case .wheel: wheel
        case .inline: inline
        }
    }

    private var menu: some View {
        Button(site: site) {
        } label: {
            HStack {
                if showsTitle {
                    Text(verbatim: title).foregroundStyle(.primary)
                    Spacer()
                }
                Text(verbatim: selectedText)
                Image(systemName: "chevron.up.chevron.down").imageScale(.small).accessibilityHidden(true)
            }
        }
        .accessibilityLabel(title)
        .accessibilityValue(selectedText)
    }

    private var segmented: some View {
        // Read before the ForEach: its content closure runs after this body's evaluation.
        let height = segmentHeight
        let sizedByPlatform = segmentsSizedByPlatform
        // Top-aligned: segments of different heights (wrapped text) keep one row, as UISegmentedControl's do.
        return HStack(alignment: .top, spacing: 0) {
            ForEach(Array(options.enumerated()), id: \.offset) { index, option in
                Button(site: site) {
                    choose(index)
                } label: {
                    Text(verbatim: option.text)
                        .font(.subheadline)
                        .fontWeight(index == selected ? .semibold : .regular)
                        .frame(maxWidth: .infinity, minHeight: height)
                        .background(index == selected ? Color(.systemBackground) : Color.clear)
                        // A UISegmentedControl segment answers anywhere in its rectangle.
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(index == selected ? .isSelected : [])
                // UISegmentedControl's segments are the platform's height at the regular and large sizes; a smaller
                // control size is the author's choice.
                .accessibilityChange(.targetSizedByPlatform(sizedByPlatform))
            }
        }
        .padding(2)
        .background(Color(.tertiarySystemFill))
        .accessibilityChange(.container(.series))
    }

    /// Whether the segments are at a size the platform sets (regular or large), not one the author made smaller.
    private var segmentsSizedByPlatform: Bool {
        switch controlSize {
        case .mini, .small: false
        case .regular, .large, .extraLarge: true
        }
    }

    /// A segment's height: UISegmentedControl's 32 points less the 2-point inset
    /// at the regular size; large segments are 44 points (Apple's minimum
    /// target), small ones 20 (approximations of SwiftUI's control sizes).
    private var segmentHeight: CGFloat {
        switch controlSize {
        case .mini, .small: 20
        case .regular: 28
        case .large, .extraLarge: 44
        }
    }

    private var wheel: some View {
        Text(verbatim: selectedText)
            .frame(maxWidth: .infinity, minHeight: 44)
            .accessibilityChange(.children(AccessibilityChildBehavior.ignore.mode), site: site)
            .accessibilityLabel(title)
            .accessibilityValue(selectedText)
            .accessibilityAdjustableAction { direction in
                guard let selected else { return choose(0) }
                switch direction {
                case .increment: choose(selected + 1)
                case .decrement: choose(selected - 1)
                }
            }
    }

    private var inline: some View {
        VStack(alignment: .leading, spacing: 0) {
            if showsTitle { Text(verbatim: title, site: site) }
            ForEach(Array(options.enumerated()), id: \.offset) { index, option in
                Button(site: site) {
                    choose(index)
                } label: {
                    HStack {
                        Text(verbatim: option.text).foregroundStyle(.primary)
                        Spacer()
                        if index == selected {
                            Image(systemName: "checkmark").accessibilityHidden(true)
                        }
                    }
                    .frame(minHeight: 44)
                }
                .accessibilityAddTraits(index == selected ? .isSelected : [])
            }
        }
    }
}
