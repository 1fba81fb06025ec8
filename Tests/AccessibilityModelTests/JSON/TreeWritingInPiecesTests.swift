import Foundation
import Testing

@testable import AccessibilityModel

/// `TreeFormat.write(_:pretty:pieces:)` writes a tree a node at a time; the
/// pieces put together are the text of `TreeFormat.write(_:pretty:)`, and
/// each is valid UTF-8 on its own.
@Suite struct TreeWritingInPiecesTests {
    /// Every tree of the reading tests' corpus that reads, and one large enough for several pieces.
    static let trees: [AccessibilityTree] = {
        var trees = TreeReadingFromBytesTests.corpus.compactMap { try? TreeFormat.read($0.data) }
        let row = AccessibilityNode(
            label: "Ünïcödé ⭐️ row", traits: .button, frame: CGRect(x: 0, y: 0, width: 44, height: 44),
            actions: .activate)
        let section = AccessibilityNode(isElement: false, container: .list, children: Array(repeating: row, count: 50))
        trees.append(AccessibilityTree(name: "large", root: AccessibilityNode(children: Array(repeating: section, count: 400))))
        trees.append(AccessibilityTree(root: AccessibilityNode()))
        return trees
    }()

    @Test func `pieces put together are the whole text, each whole UTF-8`() {
        #expect(Self.trees.count > 10)
        for tree in Self.trees {
            for pretty in [true, false] {
                var pieces: [[UInt8]] = []
                TreeFormat.write(tree, pretty: pretty) { pieces.append(Array($0)) }
                #expect(String(decoding: pieces.joined(), as: UTF8.self) == TreeFormat.write(tree, pretty: pretty))
                #expect(pieces.allSatisfy { String(validating: $0, as: UTF8.self) != nil })
            }
        }
    }

    @Test func `a large tree is handed on in several pieces`() {
        var count = 0
        TreeFormat.write(Self.trees[Self.trees.count - 2]) { _ in count += 1 }
        #expect(count > 10)
    }
}
