import Foundation
import HeadlessUI
import Testing

/// DisclosureGroup, ProgressView, Gauge, Link, Menu, DatePicker, ShareLink.
@Suite struct IndicatorTests {
    @Test func `a disclosure group is a button that says its state and shows its content when expanded`() {
        let subject = HostingSubject(name: "Disclosure") { DisclosureGroup("Details") { Text("Ships in 2 days") } }
        let collapsed = stops(subject.render(settings: AccessibilitySettings()))
        #expect(collapsed.map(\.label) == ["Details"])
        #expect(collapsed[0].value == "Collapsed")
        #expect(collapsed[0].traits == .button)
        #expect(subject.perform(.activate, on: collapsed[0].id) == .performed)
        let expanded = stops(subject.render(settings: AccessibilitySettings()))
        #expect(expanded.map(\.label) == ["Details", "Ships in 2 days"])
        #expect(expanded[0].value == "Expanded")
    }

    @Test func `a bound disclosure group follows its binding`() {
        let isExpanded = Cell(true)
        let all = stops(render(DisclosureGroup("Advanced", isExpanded: isExpanded.binding) { Text("Debug") }))
        #expect(all.map(\.label) == ["Advanced", "Debug"])
    }

    @Test func `a determinate progress view reads its percentage and updates frequently`() {
        // UIProgressView: label "Progress", value "40%", updatesFrequently (reference §2, Ole Begemann).
        let titled = stops(render(ProgressView("Downloading", value: 0.4))).first
        #expect(titled?.label == "Downloading")
        #expect(titled?.value == "40%")
        #expect(titled?.traits == .updatesFrequently)
        let untitled = stops(render(ProgressView(value: 3, total: 4))).first
        #expect(untitled?.label == "Progress")
        #expect(untitled?.value == "75%")
    }

    @Test func `an indeterminate progress view is in progress`() {
        let spinner = stops(render(ProgressView())).first
        #expect(spinner?.label == "In progress")
        #expect(spinner?.value == nil)
        let titled = stops(render(ProgressView("Loading"))).first
        #expect(titled?.label == "Loading")
        #expect(titled?.value == "In progress")
    }

    @Test func `a gauge reads its current value label, else its percentage`() {
        let labelled = stops(
            render(
                Gauge(value: 0.4) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("40 percent")
                })
        ).first
        #expect(labelled?.label == "Battery")
        #expect(labelled?.value == "40 percent")
        let plain = stops(render(Gauge(value: 30, in: 0...120) { Text("Speed") })).first
        #expect(plain?.value == "25%")
    }

    @Test func `a link has the link trait, not the button trait, and opens its URL`() {
        let opened = Cell<URL?>(nil)
        let url = URL(string: "https://example.com/terms")!
        let subject = HostingSubject(name: "Link") {
            Link("Terms", destination: url)
                .environment(
                    \.openURL,
                    OpenURLAction {
                        opened.value = $0; return .handled
                    })
        }
        let stop = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(stop.label == "Terms")
        #expect(stop.traits == .link)
        #expect(subject.perform(.activate, on: stop.id) == .performed)
        #expect(opened.value == url)
    }

    @Test func `a menu is one button; its items wait until it opens`() {
        let all = stops(
            render(
                Menu("Sort") {
                    Button("Name") {}; Button("Date") {}
                }))
        #expect(all.map(\.label) == ["Sort"])
        #expect(all[0].traits == .button)
    }

    @Test func `a compact date picker is a button valued by its date`() {
        let stop = stops(render(DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date))).first
        #expect(stop?.label == "Start")
        #expect(stop?.value == "Jan 1, 1970")
        #expect(stop?.traits == .button)
        let withTime = stops(render(DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 0))))).first
        #expect(withTime?.value?.hasPrefix("Jan 1, 1970") == true)
        #expect(withTime?.value?.contains("12:00") == true)
    }

    @Test func `a share link is a Share button unless titled`() {
        let url = URL(string: "https://example.com")!
        let plain = stops(render(ShareLink(item: url))).first
        #expect(plain?.label == "Share")
        #expect(plain?.traits == .button)
        #expect(stops(render(ShareLink("Share recipe", item: url))).first?.label == "Share recipe")
    }
}
