import Testing

@testable import HeadlessUI

/// `.keyboardType` and `.textContentType` are stored for the text fields below them (decision 23).
@Suite struct TextInputTraitsTests {
    @Test func `keyboard and content types are stored in the environment of the fields below`() {
        struct Probe: View {
            var body: some View {
                let environment = EnvironmentValues.current
                return Text("\(environment.keyboardType) \(environment.textContentType?.rawValue ?? "none")")
            }
        }
        let plain = render(Probe())
        #expect(plain.root.children.first?.label == "default none")
        let typed = render(Probe().keyboardType(.emailAddress).textContentType(.emailAddress))
        #expect(typed.root.children.first?.label == "emailAddress email")
        let password = render(Probe().textContentType(.password).keyboardType(.numberPad))
        #expect(password.root.children.first?.label == "numberPad password")
    }
}
