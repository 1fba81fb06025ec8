import Foundation

/// How UIKit exposes a screen's elements to VoiceOver where a capture lists
/// more than VoiceOver reaches (docs/capturing.md § What VoiceOver reaches,
/// with the sources of each decision).
extension CaptureMapping {
    /// What a node's place in the screen tells about it.
    struct Context {
        /// The element type of the parent (`NavigationBar` makes a text its title).
        var parentType: String?
        /// Whether an ancestor is a table or collection cell.
        var inCell = false
        /// The frame of the nearest cell around the element, when it has one (where its disclosure indicator sits).
        var cellFrame: CGRect?
        /// The screen's bounds and whether it shows a modal view (an alert, a sheet), when it does: what is on
        /// screen and not visible is then under the modal view, out of VoiceOver's reach.
        var modalScreen: CGRect?
        /// Whether an ancestor is the modal view itself.
        var inModal = false
        /// The screen's bounds (the application's frame): an element wholly inside it that WebDriverAgent found not
        /// visible, with nothing visible inside it, is covered or transparent, not off screen.
        var screen: CGRect?
        /// Whether an ancestor is covered or transparent (wholly on screen, not visible, nothing visible inside).
        var inUnseen = false
        /// Inside a row read as its content and its own controls (``RowContent``): what the row's content says,
        /// and where, below the element being mapped, the text that stands for it is; `nil` elsewhere.
        var rowContent: RowContent?
    }

    /// A cell with a label of its own that holds a control named otherwise (a Wi-Fi network's row and its
    /// "More Info" detail button, a row and its "Download" button) is, as UIKit exposes such a row, its content
    /// and its controls, each a stop: the cell is their container, its first text stands for the content, with
    /// the cell's label, value, traits and frame, and its other texts and images are read in it, not on their own.
    struct RowContent {
        var label: String
        var value: String?
        var traits: ElementTraits
        var frame: CGRect?
        /// The child positions from the current element down to the standing text (empty: this element is it;
        /// `nil`: the element is inside the row, off the way to it).
        var path: [Int]?
    }

    /// Whether a cell with a label of its own reads as its one control (a Settings switch row: "Bold Text. Switch
    /// Button. Off."): the control has no name of its own, or one the cell's label already says.
    static func readsAsItsControl(_ control: borrowing CapturedElement, cellLabel: String) -> Bool {
        guard let name = control.label, !name.isEmpty else { return true }
        return cellLabel.localizedCaseInsensitiveContains(name)
    }

    /// The child positions from `cell` down to its first text (in document order), walked as ``cellContents(_:screen:)``
    /// walks (no decoration, nothing unseen, nothing inside a control or a nested cell); `nil` when it has none.
    static func firstTextPath(in cell: CapturedElement, screen: CGRect?) -> [Int]? {
        var pending: [(element: CapturedElement, path: [Int])] = cell.children.indices.reversed().map { (cell.children[$0], [$0]) }
        while let (next, path) = pending.popLast() {
            if isDecoration(next, in: cell.frame) || isUnseen(next, on: screen) || cellTypes.contains(next.type)
                || controlTypes.contains(next.type)
            {
                continue
            }
            if next.type == "StaticText", let text = next.label ?? next.value, !text.isEmpty { return path }
            pending.append(contentsOf: next.children.indices.reversed().map { (next.children[$0], path + [$0]) })
        }
        return nil
    }

    /// The element types whose subtree VoiceOver reads as one element: UIKit's table and collection cells.
    static let cellTypes: Set<String> = ["Cell"]

    /// Element types a person operates: inside a cell, they keep their own focus stop.
    static let controlTypes: Set<String> = [
        "Button", "Switch", "Toggle", "Slider", "TextField", "SecureTextField", "SearchField", "TextView", "Link",
        "Stepper", "SegmentedControl", "Picker", "PickerWheel", "DatePicker", "PageIndicator",
    ]

    /// A cell's disclosure chevron (UIKit's `disclosureIndicator` accessory, or an SF Symbol `chevron.right` drawn
    /// by hand), which VoiceOver does not reach: a button or image in a cell whose label or identifier is a chevron,
    /// or, whatever its name (UIKit names the indicator in the device's language: "More Info", "Más información"),
    /// a childless dimmed button of a chevron's size at the row's leading or trailing edge. (An image without a
    /// label is a decoration anyway; one with a label may be a status, and stays.)
    static func isChevron(_ element: borrowing CapturedElement, in cell: CGRect?) -> Bool {
        guard element.type == "Button" || element.type == "Image" else { return false }
        let named = [element.label, element.identifier].contains { name in
            guard let name = name?.lowercased() else { return false }
            return name == "chevron" || name.hasPrefix("chevron.") || name == "disclosure indicator"
        }
        if named { return true }
        guard element.type == "Button", !element.enabled, element.children.isEmpty, let cell, let frame = element.frame else {
            return false
        }
        return isChevronSized(frame, in: cell)
    }

    /// Whether `frame` has a disclosure indicator's size and place in `cell`: at most 16×20 pt (UIKit's is 8×13 to
    /// 11×16), within 40 pt of the cell's trailing (or, right to left, leading) edge.
    static func isChevronSized(_ frame: CGRect, in cell: CGRect) -> Bool {
        guard frame.width > 0, frame.height > 0, frame.width <= 16, frame.height <= 20 else { return false }
        return frame.maxX >= cell.maxX - 40 || frame.minX <= cell.minX + 40
    }

    /// A scroll view's scroll indicator, as iOS exposes it (WebDriverAgent: an `Other` labelled "Vertical scroll
    /// bar, 2 pages" in the device's language, its value the position, "0%", adjustable, 30 pt across): the
    /// platform's, not the app's. Known by its shape, not its words: a labelled `Other` whose value is a percentage,
    /// adjustable when the capture writes traits, a strip at most 30 pt thick and at least twice as long.
    static func isScrollIndicator(_ element: borrowing CapturedElement) -> Bool {
        guard element.type == "Other", !(element.label ?? "").isEmpty, let value = element.value, isPercentage(value),
            let frame = element.frame
        else { return false }
        if let names = element.traitNames, !names.contains("Adjustable") { return false }
        let thickness = min(frame.width, frame.height), length = max(frame.width, frame.height)
        return thickness > 0 && thickness <= 30 && length >= 2 * thickness
    }

    /// Whether `text` is a percentage of digits ("0%", "100%").
    private static func isPercentage(_ text: String) -> Bool {
        guard text.hasSuffix("%") else { return false }
        let digits = text.dropLast()
        return (1...3).contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `element` is one of UIKit's own controls at the size UIKit gives it, which the author cannot change
    /// (WCAG 2.5.8 and 2.5.5's "user agent control"): a switch (51×31 pt to iOS 18, 63×29 on iOS 26), or a
    /// SwiftUI toggle's row around one (as tall as the switch, or holding it); a slider's track; a stepper's, segmented control's or compact date
    /// picker's buttons; a search bar's field; a page control; a picker wheel. Sizes outside the platform's are
    /// the author's, and measured.
    static func isSizedByPlatform(_ element: borrowing CapturedElement, parentType: String?) -> Bool {
        // As tall as the platform's switch and at least as wide: the switch, or a toggle's row around it.
        let isSwitchSized = { (frame: CGRect?) in
            frame.map { $0.width >= 49 && (26...33).contains($0.height) } ?? false
        }
        switch element.type {
        case "Switch":
            return isSwitchSized(element.frame) || element.children.contains { $0.type == "Switch" && isSwitchSized($0.frame) }
        case "Slider":
            return element.frame.map { $0.height <= 34 } ?? false
        case "SearchField":
            return element.frame.map { (30...40).contains($0.height) } ?? false
        case "DatePicker", "PageIndicator", "PickerWheel":
            return true
        case "Button":
            return ["Stepper", "SegmentedControl", "DatePicker"].contains(parentType ?? "")
        default:
            return false
        }
    }

    /// Whether `element` is wholly on `screen` yet not visible to WebDriverAgent, with nothing visible inside it:
    /// covered (a full-screen cover over the view beneath it), transparent (a SwiftUI view at opacity 0), or merged
    /// into an element that covers it (a SwiftUI `LabeledContent` row's own title under the row's element). An
    /// element partly or wholly off screen is reached by scrolling to it.
    static func isUnseen(_ element: borrowing CapturedElement, on screen: CGRect?) -> Bool {
        guard element.visible == false, !element.holdsVisible, let screen, let frame = element.frame else { return false }
        return screen.insetBy(dx: -0.5, dy: -0.5).contains(frame)
    }

    /// Whether the screen shows a modal view (an alert, a sheet, a dialog) anywhere.
    /// A walk down the elements in place, copying none (a list of pending elements would copy a wide screen's);
    /// as deep as the capture, which its reader bounds.
    static func hasModalView(_ element: borrowing CapturedElement) -> Bool {
        if kinds[element.type]?.structural.contains(.modal) == true { return true }
        return element.children.contains { hasModalView($0) }
    }

    /// How many elements `element` and its descendants are.
    static func elementCount(_ element: borrowing CapturedElement) -> Int {
        element.children.reduce(1) { $0 + elementCount($1) }
    }

    /// Whether `element` decorates the cell whose frame is `cell`: an image without a label of its own, or a chevron.
    static func isDecoration(_ element: borrowing CapturedElement, in cell: CGRect?) -> Bool {
        isChevron(element, in: cell) || (element.type == "Image" && (element.label ?? "").isEmpty)
    }

    /// What a cell holds that VoiceOver could read: its texts and its controls, in order, decorations left out
    /// (nothing inside a control is looked at).
    struct CellContents {
        var texts: [String] = []
        var controls: [CapturedElement] = []
        /// How many cells it holds (a carousel's collection view in a table row): each keeps its own stop.
        var cells = 0

        /// The texts joined by commas, as UIKit's `UITableViewCell` joins its labels ("Wi-Fi, Connected"); `nil`
        /// when there is none.
        var reading: String? { texts.isEmpty ? nil : texts.joined(separator: ", ") }
    }

    /// A cell inside the cell reads for itself and is not looked into (only counted), so that each element is
    /// looked at for its nearest cell only (cells nested in cells would otherwise each walk, and join the texts
    /// of, everything below them).
    static func cellContents(_ cell: CapturedElement, screen: CGRect?) -> CellContents {
        var contents = CellContents()
        var pending = Array(cell.children.reversed())
        while let next = pending.popLast() {
            if isDecoration(next, in: cell.frame) || isUnseen(next, on: screen) { continue }
            if cellTypes.contains(next.type) {
                contents.cells += 1
                continue
            }
            if controlTypes.contains(next.type) {
                contents.controls.append(next)
                continue
            }
            if next.type == "StaticText", let text = next.label ?? next.value, !text.isEmpty {
                contents.texts.append(text)
                continue
            }
            pending.append(contentsOf: next.children.reversed())
        }
        return contents
    }
}
