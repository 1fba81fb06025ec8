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
