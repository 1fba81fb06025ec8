import AccessibilityTesting
import HeadlessUI
import Testing
import Toolbar

@Test func `the labelled delete button passes and VoiceOver speaks it`() {
    expectAccessible(DeleteButton())

    let vo = VoiceOver(DeleteButton())
    #expect(vo.next() == "Delete. Button.")
}

// This test fails on purpose: it shows what a missing label looks like.
// check.sh runs it on its own and checks that the failure names the rule
// and points at the line below.
@Test func `an icon-only button without a label fails`() {
    expectAccessible(UnlabeledDeleteButton())
}

// This test fails on purpose too: the chip draws "on" with a checkmark, but
// VoiceOver says "Unread. Button." in both states. check.sh checks that the
// failure names state-not-exposed and points at the line below.
@Test func `a filter chip whose states sound alike fails`() {
    expectAccessible(states: ["off": FilterChip(isOn: false), "on": FilterChip(isOn: true)])
}
