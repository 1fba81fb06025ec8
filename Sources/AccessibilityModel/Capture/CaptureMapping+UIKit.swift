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
        /// The screen's bounds and whether it shows a modal view (an alert, a sheet), when it does: what is on
        /// screen and not visible is then under the modal view, out of VoiceOver's reach.
        var modalScreen: CGRect?
        /// Whether an ancestor is the modal view itself.
        var inModal = false
    }

    /// The element types whose subtree VoiceOver reads as one element: UIKit's table and collection cells.
    static let cellTypes: Set<String> = ["Cell"]

    /// Element types a person operates: inside a cell, they keep their own focus stop.
    static let controlTypes: Set<String> = [
        "Button", "Switch", "Toggle", "Slider", "TextField", "SecureTextField", "SearchField", "TextView", "Link",
        "Stepper", "SegmentedControl", "Picker", "PickerWheel", "DatePicker", "PageIndicator",
    ]

    /// A cell's disclosure chevron (UIKit's `disclosureIndicator` accessory, or an SF Symbol `chevron.right` drawn
    /// by hand), which VoiceOver does not reach: a button or image in a cell whose label or identifier is a chevron.
    static func isChevron(_ element: CapturedElement) -> Bool {
        guard element.type == "Button" || element.type == "Image" else { return false }
        return [element.label, element.identifier].contains { name in
            guard let name = name?.lowercased() else { return false }
            return name == "chevron" || name.hasPrefix("chevron.") || name == "disclosure indicator"
        }
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

    /// Whether `element` decorates a cell: an image without a label of its own, or a chevron.
    static func isDecoration(_ element: CapturedElement) -> Bool {
        isChevron(element) || (element.type == "Image" && (element.label ?? "").isEmpty)
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
    static func cellContents(_ cell: CapturedElement) -> CellContents {
        var contents = CellContents()
        var pending = Array(cell.children.reversed())
        while let next = pending.popLast() {
            if isDecoration(next) { continue }
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
