import HeadlessUI
import Testing

/// ScrollView, lazy stacks and grids.
@Suite struct ScrollAndGridTests {
    struct Item: Identifiable {
        let id: Int
        var name: String { "Item \(id)" }
    }

    @Test func `a vertical scroll view keeps content past its bottom reachable, not hidden`() {
        // UIScrollView is transparent to accessibility and VoiceOver scrolls to reveal the next element
        // (reference §3.3); the elements below the fold are in the tree with their laid-out frames.
        let tree = render(
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<20) { Text("Row \($0)").frame(height: 50) } }
            }.frame(height: 200))
        let all = stops(tree)
        #expect(all.count == 20)
        #expect(all.allSatisfy { !$0.isHidden })
        #expect(all.last?.label == "Row 19")
        #expect(all.last?.frame?.midY == 975)  // rows of 50 points: row 19 is at 950…1000, far past the 200-point viewport
    }

    @Test func `a scroll view takes the space it is offered and its content keeps its ideal size`() {
        let tree = render(
            VStack(spacing: 0) {
                ScrollView { Text("Long text that would wrap in a narrow frame, but not here") }.frame(height: 100)
                Text("After")
            })
        let all = stops(tree)
        #expect(all[1].label == "After")
        #expect(all[1].frame?.minY == 100)
        #expect(all[0].isTruncated == false)
    }

    @Test func `a horizontal scroll view lays its row out beyond the screen's width`() {
        let tree = render(
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 10) { ForEach(0..<10) { Text("Tag \($0)").frame(width: 80) } }
            }.scrollIndicators(.hidden))
        let all = stops(tree)
        #expect(all.count == 10)
        #expect(all[9].frame?.midX == 850)  // cells of 80 points, 10 apart: the tenth is centred at 9 × 90 + 40
        #expect(all[0].frame?.midX == 40)
    }

    @Test func `lazy stacks render every row, as VoiceOver can scroll to any`() {
        let items = (1...3).map(Item.init)
        let vertical = stops(render(ScrollView { LazyVStack(alignment: .leading) { ForEach(items) { Text($0.name) } } }))
        #expect(vertical.map(\.label) == ["Item 1", "Item 2", "Item 3"])
        let horizontal = stops(render(LazyHStack { ForEach(items) { Text($0.name) } }))
        #expect(horizontal.map(\.label) == ["Item 1", "Item 2", "Item 3"])
        #expect((horizontal[0].frame?.minX ?? 0) < (horizontal[1].frame?.minX ?? 0))
    }

    @Test func `a vertical grid reads its cells row by row`() {
        let columns = [GridItem(.flexible()), GridItem(.flexible())]
        let tree = render(LazyVGrid(columns: columns, spacing: 10) { ForEach(1...5, id: \.self) { Text("Cell \($0)") } })
        let all = stops(tree)
        #expect(all.map(\.label) == ["Cell 1", "Cell 2", "Cell 3", "Cell 4", "Cell 5"])
        #expect(all[0].frame?.minY == all[1].frame?.minY)
        #expect((all[2].frame?.minY ?? 0) > (all[0].frame?.minY ?? 0))
        #expect((all[1].frame?.minX ?? 0) > 195)
    }

    @Test func `adaptive columns fit as many as the screen's width holds`() {
        let tree = render(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))], spacing: 8) {
                ForEach(1...4, id: \.self) { Text("\($0)") }
            })
        let rows = Set(stops(tree).compactMap { $0.frame?.minY })
        #expect(rows.count == 2)  // (390 + 8) / (120 + 8) = 3 columns: 3 + 1
    }

    @Test func `a horizontal grid fills its rows column by column and reads by position`() {
        let tree = render(
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                ForEach(1...4, id: \.self) { Text("\($0)") }
            })
        let all = stops(tree)
        // Column 1 holds 1 and 2, column 2 holds 3 and 4; VoiceOver reads rows first: 1, 3, 2, 4 by frame.
        #expect(all.map(\.label) == ["1", "2", "3", "4"])
        #expect(all[0].frame?.minX == all[1].frame?.minX)
        #expect(all[0].frame?.minY == all[2].frame?.minY)
    }

    @Test func `a grid's rows share their width among their cells`() {
        let tree = render(
            Grid(horizontalSpacing: 0, verticalSpacing: 4) {
                GridRow {
                    Text("Name"); Text("Ana")
                }
                GridRow {
                    Text("Role"); Text("Admin")
                }
            })
        let all = stops(tree)
        #expect(all.map(\.label) == ["Name", "Ana", "Role", "Admin"])
        #expect(all[1].frame?.midX == all[3].frame?.midX)
        #expect(all[0].frame?.minY == all[1].frame?.minY)
    }
}
