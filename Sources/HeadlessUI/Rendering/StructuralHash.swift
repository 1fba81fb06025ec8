/// Deterministic 64-bit hashing for structural identity (FNV-1a based), so
/// identities are the same in every process and across renders.
enum StructuralHash {
    static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The identity of a child: the parent's identity combined with a component.
    @inline(__always)
    static func combine(_ parent: UInt64, _ component: UInt64) -> UInt64 {
        var hash = parent
        var value = component
        for _ in 0..<8 {
            hash = (hash ^ (value & 0xFF)) &* 0x0000_0100_0000_01B3
            value >>= 8
        }
        return hash
    }

    /// A component from an explicit identifier (a `ForEach` id, an `.id(_:)`).
    static func component<ID: Hashable>(of id: ID) -> UInt64 {
        if let int = id as? Int { return UInt64(bitPattern: Int64(int)) }
        if let string = id as? String { return hash(string) }
        return hash(String(describing: id))
    }

    /// FNV-1a over the UTF-8 bytes of a string.
    static func hash(_ string: String) -> UInt64 {
        var hash = seed
        for byte in string.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
