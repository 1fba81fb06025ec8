import Foundation

/// One element of a captured screen, read from either capture format
/// (an Appium/WebDriverAgent page source or an `XCUIElement` snapshot
/// dictionary) before it becomes an ``AccessibilityNode``.
struct CapturedElement: Sendable {
    /// The element type without the `XCUIElementType` prefix (`Button`).
    var type: String
    /// The type as the file spells it, for warnings (`XCUIElementTypeButton`, `9`).
    var typeSpelling: String
    var label: String?
    var identifier: String?
    var value: String?
    var placeholder: String?
    var frame: CGRect?
    var enabled = true
    var selected = false
    /// Whether WebDriverAgent found the element visible on screen (`visible`), when the format says.
    var visible: Bool?
    /// Whether the element is an accessibility element, when the format says (`accessible`).
    var accessible: Bool?
    /// Whether an element inside this one is written accessible (`accessible="true"`), found as the elements are
    /// read, so that no cell walks its subtree again to ask. (Beside the other flags: the element stays 176 bytes.)
    var holdsAccessible = false
    /// Whether an element inside this one is written visible (`visible="true"`), found as the elements are read.
    var holdsVisible = false
    /// The `traits` attribute's names (`Button`, `Header`), when the format has it.
    var traitNames: [String]?
    var customActions: [String] = []
    var children: [CapturedElement] = []
    /// Where the element starts in the file.
    var line: Int
    var column: Int
}
