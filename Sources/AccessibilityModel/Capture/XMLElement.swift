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

    /// The value of the attribute `name`, if the element has it.
    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// What ``XMLReader`` builds the elements into: a node is made of each element at its start tag (without its
/// children), and each finished node is handed to its parent.
protocol XMLTreeBuilder {
    associatedtype Node
    mutating func node(for element: XMLElement) -> Node
    mutating func append(_ child: Node, to parent: inout Node)
}

/// Builds the elements as ``XMLElement``s.
struct XMLElementBuilder: XMLTreeBuilder {
    func node(for element: XMLElement) -> XMLElement { element }
    func append(_ child: XMLElement, to parent: inout XMLElement) { parent.children.append(child) }
}
