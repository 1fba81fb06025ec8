import Testing
import HeadlessUI

struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Title").font(.title)
            Button("Add") { count += 1 }
                .accessibilityValue("\(count)")
            Image(systemName: "star.fill")
            Toggle("Wi-Fi", isOn: .constant(true))
        }
    }
}

@Suite struct SmokeTests {
    @Test func `renders a tree`() {
        let subject = HostingSubject(name: "Counter") { Counter() }
        let tree = subject.render(settings: AccessibilitySettings())
        print(tree.dump)
        let button = tree.root.children[1].id
        #expect(subject.perform(.activate, on: button) == .performed)
        let again = subject.render(settings: AccessibilitySettings())
        print(again.dump)
        #expect(again.root.children[1].value == "1")
    }
}
