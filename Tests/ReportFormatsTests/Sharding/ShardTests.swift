import AccessibilityAudit
import ReportFormats
import Testing

@Suite struct ShardTests {
    @Test(arguments: [("1/1", 1, 1), ("2/3", 2, 3), ("3/3", 3, 3), ("10/12", 10, 12)])
    func `i of n is parsed`(text: String, index: Int, count: Int) throws {
        let shard = try Shard(parsing: text)
        #expect(shard.index == index && shard.count == count)
        #expect(shard.description == text)
    }

    @Test(arguments: [
        ("0/3", "'0/3': the shard index must be between 1 and 3"),
        ("4/3", "'4/3': the shard index must be between 1 and 3"),
        ("1/0", "'1/0': the shard count must be at least 1"),
        ("1/10001", "'1/10001': the shard count must be at most 10000"),
        ("1/1000000000", "'1/1000000000': the shard count must be at most 10000"),
        ("x/y", "'x/y' is not a shard; expected <i>/<n> with 1 <= i <= n, for example '2/3'"),
        ("2", "'2' is not a shard"),
        ("-1/3", "'-1/3' is not a shard"),
        ("1/3/5", "'1/3/5' is not a shard"),
        ("", "'' is not a shard"),
        ("١/٣", "'١/٣' is not a shard"),
    ])
    func `anything but i of n with i in range is refused with the text quoted`(text: String, message: String) {
        #expect {
            try Shard(parsing: text)
        } throws: { error in
            (error as? ShardError)?.message.hasPrefix(message) == true
        }
    }

    static let units: [WorkUnit] = ["A", "B", "C", "D"].flatMap { component in
        ["plain", "star"].flatMap { style in ["default", "on"].map { WorkUnit(component: component, style: style, state: $0) } }
    }

    @Test(arguments: 1...5)
    func `the shards of a run hold every unit exactly once`(count: Int) throws {
        var seen: [WorkUnit] = []
        for index in 1...count { seen += try Shard(index: index, count: count).select(Self.units) }
        #expect(seen.sorted() == Self.units.sorted())
        #expect(Set(seen).count == seen.count)
    }

    @Test func `the assignment does not depend on the order units are listed in`() throws {
        let shard = try Shard(parsing: "2/3")
        #expect(shard.select(Self.units) == shard.select(Self.units.reversed()))
        #expect(shard.select(Self.units + Self.units) == shard.select(Self.units))
    }

    @Test func `units are dealt round robin so neighbours land on different shards`() throws {
        let first = try Shard(parsing: "1/3").select(Self.units)
        #expect(
            first.map(\.description) == [
                "A / plain / default", "A / star / on", "B / star / default", "C / plain / on",
                "D / plain / default", "D / star / on",
            ])
    }

    @Test func `a run splits into at most ten thousand shards`() throws {
        #expect(try Shard(index: 10_000, count: Shard.maximumCount).count == 10_000)
        #expect(throws: ShardError("10001 shards; a run has at most 10000")) { try Shard(index: 1, count: 10_001) }
        #expect(try Shard(parsing: "10000/10000").index == 10_000)
    }
}
