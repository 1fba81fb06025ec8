import Foundation
import Testing

@testable import AccessibilityModel

/// A node's element type (XCUITest's, for the containers a capture and a headless tree both carry): stored in
/// the node's first line without growing it, written and read by the tree format, mapped from a capture.
@Suite struct ElementTypeTests {
    /// The type sits in the padding between the small flags and `presence`: the fields every walk reads keep
    /// their offsets, and the box is no larger (`sortPriority` is where it was, at 32).
    @Test func `the type takes no room in the node's first line`() throws {
        typealias Fields = AccessibilityNode.Storage.Fields
        let type = try #require(MemoryLayout<Fields>.offset(of: \Fields.elementType))
        let motion = try #require(MemoryLayout<Fields>.offset(of: \Fields.motion))
        let presence = try #require(MemoryLayout<Fields>.offset(of: \Fields.presence))
        #expect(MemoryLayout<ElementType?>.size == 2)
        #expect(type == motion + 1)
        #expect(type + MemoryLayout<ElementType?>.size <= presence)
        #expect(presence == 24)
        #expect(MemoryLayout<Fields>.offset(of: \Fields.sortPriority) == 32)
    }

    @Test func `the tree format writes the type after the container and reads it back`() throws {
        let node = AccessibilityNode(
            elementType: .collectionView,
            children: [AccessibilityNode(isElement: false, elementType: .cell, children: [AccessibilityNode(label: "Apple")])])
        let text = TreeFormat.write(AccessibilityTree(root: node))
        #expect(text.contains(#""elementType": "collectionView""#))
        #expect(text.contains(#""elementType": "cell""#))
        let read = try TreeFormat.read(Data(text.utf8))
        #expect(read.root.elementType == .collectionView)
        #expect(read.root.children[0].elementType == .cell)
        #expect(read.root == node.withPathIDs())
    }

    @Test func `an unknown type is an error at its path with the nearest name`() {
        do {
            _ = try TreeFormat.read(Data(#"{"version": 1, "root": {"elementType": "collectionview"}}"#.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.message == "unknown element type 'collectionview' at root.elementType; did you mean 'collectionView'?")
        }
    }

    @Test func `the dump names the type`() {
        let node = AccessibilityNode(isElement: false, elementType: .navigationBar, identifier: "Inbox")
        #expect(node.dumpLine == #"group elementType=navigationBar identifier="Inbox""#)
    }

    @Test func `each XCUITest name maps to its type and back`() {
        for (name, xcuiName, type) in ElementType.named {
            // A scroll indicator is an `Other` to XCUITest, known by its shape (CaptureMapping), not by a name.
            #expect(ElementType(xcuiName: xcuiName) == (xcuiName == "Other" ? nil : type))
            #expect(type.name == name)
            #expect(type.xcuiName == xcuiName)
        }
        #expect(ElementType(xcuiName: "Button") == nil)
        #expect(ElementType(xcuiName: "Other") == nil)
        #expect(ElementType.scrollBar.xcuiName == "Other")
        #expect(ElementType.list(on: .iOS17) == .collectionView)
        #expect(ElementType.list(on: .iOS26) == .collectionView)
    }

    /// A page source as WebDriverAgent writes it: the collection view, its cells, the navigation bar and the tab
    /// bar carry their types into the tree; the elements inside do not.
    @Test func `a capture's lists, cells and bars carry their types`() throws {
        let on = #"enabled="true" visible="true""#
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Market" label="Market" \(on) accessible="false" x="0" y="0" width="390" height="844" index="0">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" \(on) accessible="false" x="0" y="0" width="390" height="844" index="0">
                <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Fruits" \(on) accessible="false" x="0" y="47" width="390" height="96" index="0">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Fruits" name="Fruits" label="Fruits" \(on) accessible="true" x="16" y="95" width="92" height="41" index="0"/>
                </XCUIElementTypeNavigationBar>
                <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" \(on) accessible="false" x="0" y="143" width="390" height="618" index="1">
                  <XCUIElementTypeCell type="XCUIElementTypeCell" \(on) accessible="false" x="16" y="160" width="358" height="44" index="0">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Apple" name="Apple" label="Apple" \(on) accessible="true" x="36" y="171" width="42" height="22" index="0"/>
                  </XCUIElementTypeCell>
                </XCUIElementTypeCollectionView>
                <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" label="Tab Bar" \(on) accessible="false" x="0" y="761" width="390" height="83" index="2">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Home" label="Home" \(on) accessible="true" selected="true" x="2" y="762" width="128" height="48" index="0"/>
                </XCUIElementTypeTabBar>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        let tree = try CapturedScreen.readPageSource(Data(text.utf8)).tree
        let window = tree.root.children[0]
        #expect(window.elementType == nil)
        #expect(window.children.map(\.elementType) == [.navigationBar, .collectionView, .tabBar])
        #expect(window.children[0].identifier == "Fruits")
        #expect(window.children[1].children[0].elementType == .cell)
        #expect(window.children[1].children[0].children[0].elementType == nil)
    }
}

extension AccessibilityNode {
    /// The node as the tree format reads it: each node identified by its path.
    fileprivate func withPathIDs(_ path: String = "root") -> AccessibilityNode {
        var copy = self
        copy.id = ElementID(path)
        copy.children = children.enumerated().map { index, child in
            child.withPathIDs(path == "root" ? "\(index)" : "\(path).\(index)")
        }
        return copy
    }
}
