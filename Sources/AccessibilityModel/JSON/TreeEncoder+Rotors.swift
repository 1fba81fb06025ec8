/// The `customRotors` field: entry targets are written as node paths, the
/// way readers identify nodes.
extension TreeEncoder {
    /// The paths of the nodes rotor entries point at, found on the first rotor written (one walk per tree).
    final class RotorTargets {
        private let tree: AccessibilityTree
        private var paths: [ElementID: String]?

        init(_ tree: AccessibilityTree) { self.tree = tree }

        /// The path of the first node with identity `id`, or `nil` when no node has it.
        func path(of id: ElementID) -> String? {
            if paths == nil {
                var found: [ElementID: String] = [:]
                tree.walk { node, path in
                    if found[node.id] == nil { found[node.id] = path.description }
                    return .visitChildren
                }
                paths = found
            }
            return paths?[id]
        }
    }

    /// A node's rotors; an entry whose target is the node itself has no `target`, one whose
    /// target is no node of the tree is not written (no reader could find it).
    static func encode(_ rotors: [CustomRotor], of node: AccessibilityNode, targets: RotorTargets) -> JSONValue {
        .array(
            rotors.map { rotor in
                var members: [(key: String, value: JSONValue)] = []
                if let system = rotor.systemRotor {
                    members.append(("systemRotor", .string(system.rawValue)))
                } else {
                    members.append(("name", .string(rotor.name)))
                }
                let entries: [JSONValue] = rotor.entries.compactMap { entry in
                    var fields: [(key: String, value: JSONValue)] = []
                    if let label = entry.label { fields.append(("label", .string(label))) }
                    if entry.target != node.id {
                        guard let path = targets.path(of: entry.target) else { return nil }
                        fields.append(("target", .string(path)))
                    }
                    return .object(fields)
                }
                members.append(("entries", .array(entries)))
                return .object(members)
            })
    }
}
