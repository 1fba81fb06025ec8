/// One element of an XML document as ``XMLReader`` reads it: its name, its
/// attributes in document order, its child elements, and where it starts.
/// Text between elements is not kept: the capture formats carry everything
/// in attributes.
struct XMLElement: Sendable {
    /// One `name="value"` of a start tag, the value with its entities decoded.
    struct Attribute: Sendable {
        var name: String
        var value: String
        /// 1-based line and column (in Unicode scalars) of the attribute's name.
        var line: Int
        var column: Int
    }

    var name: String
    var attributes: [Attribute]
    var children: [XMLElement]
    /// 1-based line and column of the `<` that opens the element.
    var line: Int
    var column: Int

    /// The element, leaving an empty one in its place (so that a tree is freed as it is converted).
    mutating func taken() -> XMLElement {
        let element = self
        self = XMLElement(name: "", attributes: [], children: [], line: 0, column: 0)
        return element
    }

    /// The value of the attribute `name`, if the element has it.
    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}
