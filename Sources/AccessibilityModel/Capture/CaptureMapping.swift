import Foundation

/// How a captured element becomes an ``AccessibilityNode``: its element type
/// gives traits and whether it is a focus stop or a container; its
/// `accessible`, `traits`, `enabled` and `selected` refine that
/// (docs/spec/tree-format.md § Captured screens has the table).
enum CaptureMapping {
    /// What an element type is.
    enum Role {
        /// A focus stop whatever it contains (a button, a text).
        case element
        /// A grouping whose children are the focus stops (a window, a table).
        case container
        /// A focus stop when it has no children, else a container (a cell, `Other`).
        case elementOrContainer
    }

    struct Kind {
        var traits: ElementTraits
        var role: Role
        /// Traits that UIAccessibilityTraits cannot carry publicly, so that a captured `traits` list never has
        /// them: kept even when the capture gives traits (a text field's text entry, an alert's modality).
        var structural: ElementTraits = []
    }

    /// The element types with a mapping, by name without the `XCUIElementType` prefix.
    static let kinds: [String: Kind] = [
        // Containers.
        "Application": Kind(traits: [], role: .container),
        "Window": Kind(traits: [], role: .container),
        "Group": Kind(traits: [], role: .container),
        "ScrollView": Kind(traits: [], role: .container),
        "Table": Kind(traits: [], role: .container),
        "CollectionView": Kind(traits: [], role: .container),
        "NavigationBar": Kind(traits: [], role: .container),
        "Toolbar": Kind(traits: [], role: .container),
        "StatusBar": Kind(traits: [], role: .container),
        "Keyboard": Kind(traits: [], role: .container),
        "SegmentedControl": Kind(traits: [], role: .container),
        "Picker": Kind(traits: [], role: .container),
        "DatePicker": Kind(traits: [], role: .container),
        "Stepper": Kind(traits: [], role: .container),
        "WebView": Kind(traits: [], role: .container),
        "Map": Kind(traits: [], role: .container),
        "Popover": Kind(traits: [], role: .container),
        // A tab bar makes its buttons tabs ("Tab, 1 of 4"); an alert or sheet hides what is behind it.
        "TabBar": Kind(traits: .tabBar, role: .container, structural: .tabBar),
        "Alert": Kind(traits: .modal, role: .container, structural: .modal),
        "Sheet": Kind(traits: .modal, role: .container, structural: .modal),
        "Dialog": Kind(traits: .modal, role: .container, structural: .modal),
        // Focus stops.
        "Button": Kind(traits: .button, role: .element),
        "StaticText": Kind(traits: .staticText, role: .element),
        "Image": Kind(traits: .image, role: .element),
        "Switch": Kind(traits: [.button, .toggle], role: .element, structural: .toggle),
        "Toggle": Kind(traits: [.button, .toggle], role: .element, structural: .toggle),
        "Slider": Kind(traits: .adjustable, role: .element),
        "PageIndicator": Kind(traits: .adjustable, role: .element),
        "PickerWheel": Kind(traits: .adjustable, role: .element),
        "TextField": Kind(traits: .textEntry, role: .element, structural: .textEntry),
        "SecureTextField": Kind(traits: [.textEntry, .secureTextField], role: .element, structural: [.textEntry, .secureTextField]),
        "SearchField": Kind(traits: .searchField, role: .element),
        "TextView": Kind(traits: [.textEntry, .textArea], role: .element, structural: [.textEntry, .textArea]),
        "Link": Kind(traits: .link, role: .element),
        "Key": Kind(traits: .keyboardKey, role: .element),
        "Tab": Kind(traits: .tabBarItem, role: .element, structural: .tabBarItem),
        "ProgressIndicator": Kind(traits: .updatesFrequently, role: .element),
        "ActivityIndicator": Kind(traits: [], role: .element),
        // Either, by content.
        "Cell": Kind(traits: [], role: .elementOrContainer),
        "Other": Kind(traits: [], role: .elementOrContainer),
    ]

    /// The `traits` attribute's names (UIAccessibilityTraits constants, as WebDriverAgent writes them).
    static let traitNames: [String: ElementTraits] = [
        "None": [], "Button": .button, "Link": .link, "Image": .image, "Selected": .selected, "PlaysSound": .playsSound,
        "KeyboardKey": .keyboardKey, "StaticText": .staticText, "SummaryElement": .summaryElement, "NotEnabled": .notEnabled,
        "UpdatesFrequently": .updatesFrequently, "SearchField": .searchField, "StartsMediaSession": .startsMediaSession,
        "Adjustable": .adjustable, "AllowsDirectInteraction": .allowsDirectInteraction, "CausesPageTurn": .causesPageTurn,
        "TabBar": .tabBar, "Header": .header, "ToggleButton": .toggle,
    ]

    /// Traits whose element handles activation (a double tap).
    private static let activatable: ElementTraits = [.button, .link, .toggle, .tabBarItem, .keyboardKey, .searchField, .textEntry]

    /// The traits that make an element a control a person operates, which a cell's decoration does not keep.
    private static let controlTraits: ElementTraits = [
        .button, .link, .toggle, .adjustable, .searchField, .textEntry, .keyboardKey, .tabBarItem, .backButton,
    ]

    /// The tree of a captured screen, its nodes identified by path as the JSON tree format identifies them.
    /// `index` records each element's place in the file and its names, in document order.
    static func tree(
        _ root: consuming CapturedElement, format: String, warnings: inout CaptureWarnings, index: inout CaptureIndex
    ) -> AccessibilityTree {
        let name = root.type == "Application" ? root.label ?? root.identifier : nil
        index.reserveCapacity(elementCount(root))
        var context = Context()
        context.screen = root.frame ?? root.children.first?.frame
        if hasModalView(root) { context.modalScreen = context.screen }
        let top = node(consume root, path: "root", context: context, warnings: &warnings, index: &index)
        var tree = AccessibilityTree(name: name, root: top)
        tree.uncapturedFacts = "\(format) carries no colours, fonts or truncation"
        return tree
    }

    /// The key and message of the warning about `element`'s type when it has no mapping; `nil` when it has one.
    static func unmappedTypeWarning(_ element: CapturedElement) -> (key: String, message: String)? {
        guard kinds[element.type] == nil else { return nil }
        let reading = element.children.isEmpty ? "a focus stop without traits" : "a container"
        return ("type \(element.typeSpelling)", "unmapped element type '\(element.typeSpelling)': read as \(reading)")
    }

    /// One element and its subtree.
    private static func node(
        _ element: consuming CapturedElement, path: String, context: Context,
        warnings: inout CaptureWarnings, index: inout CaptureIndex
    ) -> AccessibilityNode {
        let place = index.open(element)
        defer { index.close(place) }
        let kind: Kind
        if let known = kinds[element.type] {
            kind = known
        } else {
            if let (key, message) = unmappedTypeWarning(element) {
                warnings.add(key, message, line: element.line, column: element.column)
            }
            kind = Kind(traits: [], role: element.children.isEmpty ? .element : .container)
        }
        var traits: ElementTraits
        if let names = element.traitNames {
            traits = kind.structural
            for name in names {
                if let trait = traitNames[name] {
                    traits.formUnion(trait)
                } else {
                    warnings.add("trait \(name)", "unmapped trait '\(name)' in 'traits': ignored", line: element.line, column: element.column)
                }
            }
        } else {
            traits = kind.traits
            // UIKit's navigation bar title is a heading ("Settings, Heading").
            if element.type == "StaticText", context.parentType == "NavigationBar" { traits.insert(.header) }
        }
        if !element.enabled { traits.insert(.notEnabled) }
        if element.selected { traits.insert(.selected) }
        var isElement: Bool
        switch (element.accessible, kind.role) {
        case (.some(let accessible), _): isElement = accessible
        case (nil, .element): isElement = true
        case (nil, .container): isElement = false
        case (nil, .elementOrContainer): isElement = element.children.isEmpty
        }
        // A scroll view's scroll indicator is an element (the indicator it draws is inside it), and the platform's.
        let isScrollIndicator = isScrollIndicator(element)
        // UIKit's own controls at their platform size (a switch, a stepper's buttons): WCAG's "user agent control".
        let sizedByPlatform = isSizedByPlatform(element, parentType: context.parentType)
        if isScrollIndicator {
            isElement = element.accessible ?? true
            traits.insert(.adjustable)
        }
        // An image is no accessibility element unless made one (UIImageView's isAccessibilityElement is false by
        // default; SwiftUI's decorative images are none): without `accessible`, an image with nothing to say is a
        // view XCTest lists, not a stop.
        if element.accessible == nil, element.type == "Image", (element.label ?? "").isEmpty, (element.value ?? "").isEmpty {
            isElement = false
        }
        // A table or collection cell is one element whose label joins its texts, unless it holds a control or a
        // cell, which keep their own stops (the cell is then a container); a cell that has nothing to say is a
        // container. Where the capture says which elements are accessible (WebDriverAgent), that is followed: a
        // cell that is not, with elements inside (a SwiftUI `List` row), is their container, each read on its own.
        // A cell that is, with nothing accessible inside, is itself the element (WebDriverAgent writes nothing
        // inside an accessibility element accessible): one stop even when it holds controls, and when it holds one
        // (a switch in its accessory view), it reads as that control ("Bold Text. Switch Button. Off."). A cell
        // written accessible with accessible elements inside is not an element itself (WebDriverAgent counts a
        // cell whose first child is one), and is read as a capture without `accessible` is. Without `accessible`,
        // a cell with a label of its own is the element, and reads as its one control too.
        var combined: String?
        var proxied: CapturedElement?
        var rowContent: RowContent?
        if cellTypes.contains(element.type), !element.children.isEmpty {
            let hasLabel = !(element.label ?? "").isEmpty
            let holdsAccessible = element.accessible != nil && element.holdsAccessible
            if element.accessible == false, holdsAccessible {
                isElement = false
            } else {
                let contents = cellContents(element, screen: context.screen)
                // Without `accessible` (snapshots), a cell with a label of its own is taken for the element: UIKit
                // gives a table cell that is one the label of its texts.
                let isTheElement = element.accessible == true ? !holdsAccessible : element.accessible == nil && hasLabel
                // Without `accessible`, a labelled cell holding a control named otherwise is its content and its
                // controls (``RowContent``), when it has a text to stand for the content.
                if element.accessible == nil, hasLabel, contents.cells == 0, let cellLabel = element.label,
                    contents.controls.count > 1
                        || contents.controls.first.map({ !readsAsItsControl($0, cellLabel: cellLabel) }) == true,
                    let path = firstTextPath(in: element, screen: context.screen)
                {
                    rowContent = RowContent(
                        label: cellLabel, value: element.value.flatMap { $0.isEmpty ? nil : $0 }, traits: traits,
                        frame: element.frame, path: path)
                    isElement = false
                } else {
                    if isTheElement, contents.controls.count == 1, contents.cells == 0 { proxied = contents.controls[0] }
                    if !hasLabel, (contents.controls.isEmpty && contents.cells == 0) || isTheElement {
                        combined = contents.reading ?? proxied?.label.flatMap { $0.isEmpty ? nil : $0 }
                    }
                    isElement = combined != nil || hasLabel || proxied != nil
                }
            }
        }
        if let proxied {
            traits.formUnion(kinds[proxied.type]?.traits ?? [])
            if !proxied.enabled { traits.insert(.notEnabled) }
        }
        // What VoiceOver does not reach: what lies under a modal view (on screen, yet not visible to WebDriverAgent),
        // and what only decorates a cell (a chevron, an image without a label).
        let covered =
            context.modalScreen.map { screen in
                !context.inModal && element.visible == false && element.frame.map { $0.intersects(screen) } == true
            } ?? false
        let isDecorative = context.inCell && isDecoration(element, in: context.cellFrame)
        // Inside a row read as its content and its controls, the row's texts and images are read in its content.
        let standsForRow = context.rowContent?.path?.isEmpty == true
        let readInRow = context.rowContent != nil && !standsForRow && (element.type == "StaticText" || element.type == "Image")
        // Wholly on screen, yet not visible to WebDriverAgent, with nothing visible inside: covered (a full-screen
        // cover over the view beneath it) or transparent (a SwiftUI view at opacity 0), which VoiceOver does not
        // reach. An element partly or wholly off screen is reached by scrolling to it.
        let unseen = context.inUnseen || isUnseen(element, on: context.screen)
        let isHidden = covered || isDecorative || readInRow || unseen
        // A decoration is drawn for its row, not a control of its own (UIKit's disclosure indicator tells "that users
        // can tap on the cell", and the table view reports no touches in it): it keeps no control's role or action,
        // so nothing is out of reach when VoiceOver passes it by.
        if isDecorative { traits.subtract(controlTraits) }
        // Neither seen nor reached (covered, transparent): no control anybody can operate, so none out of reach.
        if unseen { traits.subtract(controlTraits) }
        // A text's value repeats its label in captures (WebDriverAgent's value of a static text is its text), and an
        // empty field's value is its placeholder, which VoiceOver speaks once, not as a value.
        var value = element.value ?? proxied.flatMap { $0.value == $0.placeholder ? nil : $0.value }
        if element.type == "StaticText" || traits.contains(.staticText), value == element.label { value = nil }
        if let placeholder = element.placeholder, value == placeholder { value = nil }
        if value?.isEmpty == true { value = nil }
        // The application's name is the tree's; the application itself is never spoken.
        var label = element.type == "Application" ? nil : element.label.flatMap { $0.isEmpty ? nil : $0 } ?? combined
        var frame = element.frame
        if rowContent != nil {
            // The row is the container of its content and its controls; its content speaks for it.
            label = nil
            value = nil
            traits = traits.intersection(.notEnabled)
        } else if standsForRow, let content = context.rowContent {
            label = content.label
            value = content.value
            traits = content.traits.union(traits.intersection(.notEnabled))
            frame = content.frame ?? frame
            isElement = true
        }
        var actions: StandardActions = []
        if isElement, !isDecorative, !unseen, !traits.isDisjoint(with: activatable) { actions.insert(.activate) }
        if isElement, !unseen, traits.contains(.adjustable) { actions.formUnion([.increment, .decrement]) }
        // A placeholder is not a label: VoiceOver reads it as an empty field's value, and it is gone once the
        // person types.
        if label == nil, value == nil, !traits.isDisjoint(with: [.textEntry, .searchField]) {
            value = element.placeholder.flatMap { $0.isEmpty ? nil : $0 }
        }
        // An element that says nothing and holds elements is their container, never an empty stop; one that holds
        // none, in a capture that does not say which elements are accessible (a snapshot), is a view that is no
        // element, as XCTest lists them. Where the capture says the element is accessible (WebDriverAgent) and
        // nothing inside it is, it is one: VoiceOver lands on it and says nothing, and reaches nothing inside it.
        if isElement, element.accessible != true || element.holdsAccessible, label == nil, value == nil, element.customActions.isEmpty,
            traits.subtracting([.notEnabled, .selected]).isEmpty, !element.children.isEmpty || kind.role != .element
        {
            isElement = false
        }
        let identifier = element.identifier.flatMap { $0.isEmpty || $0 == label ? nil : $0 }
        // Each captured child is freed once its node is built, and the list of those left is made smaller as it
        // empties, so that a wide element's captured children are not all held until its last child is built.
        var captured = element.children
        element.children = []
        captured.reverse()
        var childContext = context
        childContext.parentType = element.type
        childContext.inCell = context.inCell || cellTypes.contains(element.type)
        if cellTypes.contains(element.type) { childContext.cellFrame = element.frame }
        // A row's content is passed down the path to its standing text; a nested cell reads for itself.
        childContext.rowContent = rowContent ?? (cellTypes.contains(element.type) ? nil : context.rowContent)
        childContext.inModal = context.inModal || kind.structural.contains(.modal)
        childContext.inUnseen = unseen
        var children: [AccessibilityNode] = []
        children.reserveCapacity(captured.count)
        var position = 0
        while let child = captured.popLast() {
            let childPath = path == "root" ? "\(position)" : "\(path).\(position)"
            var positioned = childContext
            if let steps = childContext.rowContent?.path {
                positioned.rowContent?.path = steps.first == position ? Array(steps.dropFirst()) : nil
            }
            children.append(node(child, path: childPath, context: positioned, warnings: &warnings, index: &index))
            position += 1
            if captured.capacity >= 64, captured.count < captured.capacity / 4 {
                var left: [CapturedElement] = []
                left.reserveCapacity(captured.count)
                left.append(contentsOf: captured)
                captured = left
            }
        }
        // iOS keeps VoiceOver inside a shown alert, and a capture leaves out the views between the alert and its
        // window: the alert's modality is carried up to that window, so that it hides the app's other windows.
        if element.type != "Application", children.contains(where: { $0.traits.contains(.modal) }) { traits.insert(.modal) }
        // The element types a headless tree also carries (a list, a cell, a bar), so that the two line up.
        var node = AccessibilityNode(
            id: ElementID(path), label: label, value: value, traits: traits, isElement: isElement, isHidden: isHidden,
            elementType: isScrollIndicator ? .scrollBar : ElementType(xcuiName: element.type), frame: frame, actions: actions,
            customActions: element.customActions,
            identifier: identifier, isRenderedEnabled: element.enabled, children: children)
        if sizedByPlatform { node.isTargetSizedByPlatform = true }
        return node
    }
}
