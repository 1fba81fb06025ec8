import Testing
import AuditCommandLine

@Suite struct AuditCommandTests {
    @Test func `an unknown command is a usage error`() {
        #expect(AuditCommand.main(arguments: ["frobnicate"]) == 64)
    }
}
