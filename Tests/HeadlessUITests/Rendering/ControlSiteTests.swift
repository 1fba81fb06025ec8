import Foundation
import HeadlessUI
import Testing

/// Every control locates its elements at the call that made it (issue 38,
/// item 1), including the controls the framework draws from buttons, texts
/// and accessibility modifiers of its own: none of their elements is located
/// inside HeadlessUI, where no adopter can fix anything. The call sites are
/// SwiftUI's (the location arguments are defaulted and last, as Swift
/// Testing's `#expect` takes its source location).
@Suite struct ControlSiteTests {
    /// A control and the line where the test made it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let line: Int
        let make: @Sendable () -> AnyView
        var testDescription: String { name }
    }

    static let count = Cell(2), text = Cell(""), date = Cell(Date(timeIntervalSince1970: 0))
    static let choice = Cell("a"), shown = Cell(true)
    static let url = URL(string: "https://example.com")!
    /// A picker's option (merged into the elements the picker makes, or not drawn).
    static var option: some View { Text("A").tag("a") }

    static let cases: [Case] = [
        Case(name: "Stepper", line: #line, make: { AnyView(Stepper("Count", value: count.binding, in: 0...5)) }),
        Case(name: "Stepper of handlers", line: #line, make: { AnyView(Stepper("Count", onIncrement: {}, onDecrement: {})) }),
        Case(name: "menu Picker", line: #line, make: { AnyView(Picker("Flavour", selection: choice.binding) { Text("A").tag("a") }) }),
        Case(name: "segmented Picker", line: #line, make: { AnyView(Picker("M", selection: choice.binding) { option }.pickerStyle(.segmented)) }),
        Case(name: "wheel Picker", line: #line, make: { AnyView(Picker("M", selection: choice.binding) { option }.pickerStyle(.wheel)) }),
        Case(name: "inline Picker", line: #line, make: { AnyView(Picker("M", selection: choice.binding) { option }.pickerStyle(.inline)) }),
        Case(name: "DatePicker", line: #line, make: { AnyView(DatePicker("Start", selection: date.binding)) }),
        Case(name: "Gauge", line: #line, make: { AnyView(Gauge(value: 0.4) { Text("Battery") }) }),
        Case(name: "ProgressView", line: #line, make: { AnyView(ProgressView("Upload", value: 0.4)) }),
        Case(name: "indeterminate ProgressView", line: #line, make: { AnyView(ProgressView()) }),
        Case(name: "Link", line: #line, make: { AnyView(Link("Terms", destination: url)) }),
        Case(name: "Menu", line: #line, make: { AnyView(Menu("Sort") { Button("Name") {} }) }),
        Case(name: "DisclosureGroup", line: #line, make: { AnyView(DisclosureGroup("More") { Text("Inside") }) }),
        Case(name: "ShareLink", line: #line, make: { AnyView(ShareLink(item: url)) }),
        Case(name: "SecureField", line: #line, make: { AnyView(SecureField("Password", text: text.binding)) }),
        Case(name: "TextEditor", line: #line, make: { AnyView(TextEditor(text: text.binding)) }),
        Case(name: "NavigationLink", line: #line, make: { AnyView(NavigationLink("Details") { Text("Detail") }) }),
        Case(name: "TabView", line: #line, make: { AnyView(TabView { Text("Home").tabItem { Text("Home") } }) }),
        Case(name: "a List's button row", line: #line, make: { AnyView(List { Button("Row") {} }) }),
        Case(name: "a Section's title", line: #line, make: { AnyView(List { Section("Fruits") { Text("Apple") } }) }),
        Case(name: "a GroupBox's title", line: #line, make: { AnyView(GroupBox("Account") { Text("Signed in") }) }),
        Case(name: "a navigation title", line: #line, make: { AnyView(NavigationStack { Text("Mail").navigationTitle("Inbox") }) }),
        Case(name: "an alert's title", line: #line, make: { AnyView(Text("M").alert("Delete?", isPresented: shown.binding) { Button("Go") {} }) }),
    ]

    @Test(arguments: cases)
    func `every element of a control is located at the control's line`(_ control: Case) throws {
        let elements = stops(render(control.make()))
        try #require(!elements.isEmpty)
        for element in elements {
            #expect(element.site.location?.line == control.line, "\(element.label ?? "unlabeled") at \(element.site)")
            #expect(element.site.location?.file == "Tests/HeadlessUITests/Rendering/ControlSiteTests.swift")
        }
    }

    @Test func `a tab view's tab buttons are located at the tab view`() throws {
        let line = #line + 1
        let tree = render(TabView { Text("Page").tabItem { Text("Tab") } })
        let tab = try #require(stops(tree).first { $0.traits.contains(.button) })
        #expect(tab.site.location?.line == line)
    }
}
