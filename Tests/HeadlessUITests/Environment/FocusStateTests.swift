import HeadlessUI
import Testing

private enum Field: Hashable {
    case name, email
}

private struct SignIn: View {
    @FocusState private var nameFocused: Bool
    @FocusState private var field: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($nameFocused)
                .focused($field, equals: .name)
            TextField("Email", text: $email)
                .focused($field, equals: .email)
            Button("Next") {
                nameFocused = true
                field = .email
            }
            Text(nameFocused ? "Name focused" : "Name not focused")
            Text(field == .email ? "Email focused" : "Email not focused")
        }
    }
}

/// `@FocusState` keeps its value like `@State`; `.focused` changes nothing
/// (keyboard focus is not modelled: docs/porting.md).
@Suite struct FocusStateTests {
    @Test func `focus state starts empty and focused changes nothing in the tree`() {
        let focused = stops(render(SignIn()))
        #expect(focused.dropFirst(2).map(\.label) == ["Next", "Name not focused", "Email not focused"])
        let plain = stops(
            render(
                VStack {
                    TextField("Name", text: .constant(""))
                    TextField("Email", text: .constant(""))
                }))
        #expect(focused.prefix(2).map(\.label) == plain.map(\.label))
        #expect(focused.prefix(2).map(\.traits) == plain.map(\.traits))
        #expect(focused.prefix(2).map(\.value) == plain.map(\.value))
    }

    @Test func `focus state written by an action keeps its value in the next render`() {
        let subject = HostingSubject(name: "SignIn") { SignIn() }
        let before = stops(subject.render(settings: AccessibilitySettings()))
        #expect(subject.perform(.activate, on: before[2].id) == .performed)
        let after = stops(subject.render(settings: AccessibilitySettings()))
        #expect(after.dropFirst(2).map(\.label) == ["Next", "Name focused", "Email focused"])
        #expect(after[0].traits == before[0].traits)
        #expect(after[0].value == before[0].value)
    }
}
