import AccessibilityAudit
import Foundation
import Testing

/// The views a test showed to the helpers while an
/// ``AccessibilityAuditTrait`` with `auditAfterEachTest` was in effect; the
/// trait audits them when the test ends.
///
/// `@unchecked Sendable`: the registrations are guarded by a lock.
final class AuditSession: @unchecked Sendable {
    struct Registration {
        var view: ViewUnderTest
        var configuration: AccessibilityTestConfiguration
        var sourceLocation: SourceLocation
    }

    private let lock = NSLock()
    private var registrations: [Registration] = []

    /// Remembers `view`, shown at `sourceLocation`, with the configuration in effect now.
    func register(_ view: ViewUnderTest, at sourceLocation: SourceLocation) {
        let registration = Registration(view: view, configuration: TaskStore.configuration, sourceLocation: sourceLocation)
        lock.lock()
        defer { lock.unlock() }
        registrations.append(registration)
    }

    /// Everything registered, in order.
    var all: [Registration] {
        lock.lock()
        defer { lock.unlock() }
        return registrations
    }

    /// Audits every registered view with its configuration and records the
    /// findings at the line that showed it.
    func auditAll() {
        for registration in all {
            let configuration = registration.configuration
            switch ViewAuditor.audit(
                registration.view, styles: .unstyled, matrix: configuration.matrix,
                settings: configuration.settings, failOn: configuration.failOn,
                rules: TestRules(
                    custom: configuration.rules, only: configuration.onlyRules,
                    skipping: configuration.skippedRules, at: registration.sourceLocation,
                    readsFile: configuration.readsConfigurationFile))
            {
            case .success(let report):
                IssueRecorder.record(report, at: registration.sourceLocation)
            case .failure(let error):
                Issue.record(
                    Comment(rawValue: IssueRecorder.configurationProblem(error, settings: configuration.settings)),
                    sourceLocation: registration.sourceLocation)
            }
        }
    }

    /// Registers `view` with the session of the running test, if any.
    static func registerIfAuditing(_ view: ViewUnderTest, at sourceLocation: SourceLocation) {
        TaskStore.session?.register(view, at: sourceLocation)
    }
}
