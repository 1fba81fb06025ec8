/// The `customRotors` field of a node.
extension TreeDecoder {
    /// `[{"name": "Unread", "entries": [{"label": "Ann", "target": "0.1"}]}, {"systemRotor": "headings", "entries": […]}]`:
    /// a rotor has a `name` or a `systemRotor` (not both); an entry's `target`
    /// is the path of a node of the same tree (absent: this node).
    mutating func customRotors(_ value: JSONValue, of node: AccessibilityNode) throws(TreeDecodingFailure) -> [CustomRotor] {
        let key = "customRotors"
        guard case .array(let items) = value else { throw mismatch(expected: "an array", found: value, at: [.key(key)]) }
        guard items.count <= CustomRotor.maximumPerNode else {
            throw failure("more than \(CustomRotor.maximumPerNode) custom rotors on one node", at: [.key(key)])
        }
        var result: [CustomRotor] = []
        for (index, item) in items.enumerated() {
            let at: [JSONPath.Component] = [.key(key), .index(index)]
            guard case .object(let members) = item else { throw mismatch(expected: "an object", found: item, at: at) }
            var name: String?
            var systemRotor: CustomRotor.SystemRotor?
            var entries: [CustomRotor.Entry] = []
            for (member, content) in members {
                switch member {
                case "name":
                    guard case .string(let text) = content else { throw mismatch(expected: "a string", found: content, at: at + [.key(member)]) }
                    name = text
                case "systemRotor":
                    guard case .string(let text) = content else { throw mismatch(expected: "a string", found: content, at: at + [.key(member)]) }
                    systemRotor = try lookUp(text, what: "system rotor", in: RotorNames.system, at: at + [.key(member)])
                case "entries":
                    entries = try rotorEntries(content, of: node, at: at + [.key(member)])
                default: break
                }
            }
            switch (name, systemRotor) {
            case (let name?, nil): result.append(CustomRotor(name: name, entries: entries))
            case (nil, let system?): result.append(CustomRotor(replacing: system, entries: entries))
            case (nil, nil): throw failure("a custom rotor needs a 'name' or a 'systemRotor'", at: at)
            case (.some, .some): throw failure("a custom rotor has a 'name' or a 'systemRotor', not both", at: at)
            }
        }
        return result
    }

    private func rotorEntries(
        _ value: JSONValue, of node: AccessibilityNode,
        at: [JSONPath.Component]
    ) throws(TreeDecodingFailure) -> [CustomRotor.Entry] {
        guard case .array(let items) = value else { throw mismatch(expected: "an array", found: value, at: at) }
        guard items.count <= CustomRotor.maximumEntries else {
            throw failure("more than \(CustomRotor.maximumEntries) entries in one custom rotor", at: at)
        }
        var entries: [CustomRotor.Entry] = []
        entries.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let here = at + [.index(index)]
            guard case .object(let members) = item else { throw mismatch(expected: "an object", found: item, at: here) }
            var entry = CustomRotor.Entry(target: node.id)
            for (member, content) in members {
                guard member == "label" || member == "target" else { continue }
                guard case .string(let text) = content else { throw mismatch(expected: "a string", found: content, at: here + [.key(member)]) }
                if member == "label" {
                    entry.label = text
                } else {
                    guard let path = NodePath(text) else {
                        throw failure(
                            "a rotor entry's target is a node path such as \"0.2\" or \"root\", found \"\(text)\"",
                            at: here + [.key(member)])
                    }
                    entry.target = ElementID(rawValue: path.description)
                }
            }
            entries.append(entry)
        }
        return entries
    }
}

/// The system rotor names of the format, built once.
private enum RotorNames {
    static let system = CustomRotor.SystemRotor.all.map { ($0.rawValue, $0) }
}
