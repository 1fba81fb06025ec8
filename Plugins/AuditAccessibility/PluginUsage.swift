/// What `swift package audit-accessibility --help` prints.
enum PluginUsage {
    static let text = """
        OVERVIEW: Audit the package's components for accessibility and report like a linter.

        Builds the package's audit executable (an executable product whose main target depends on
        AuditCommandLine; the built-in a11y-audit when there is none) and runs it from the package
        directory. Each finding is printed as `file:line:column: error|warning: message [rule-id]`
        (an error when it fails the run at --fail-on), then the counts and the verdict, then the
        path of the report this run wrote.

        USAGE: swift package audit-accessibility [plugin options] [audit options]

        PLUGIN OPTIONS:
          --executable <product>  The audit executable to run, when the package has several.
          --build-mode <mode>     How it is built: release (default; optimised, and on Linux with
                                  the Swift runtime linked in, the build the speed budgets are
                                  measured on) or debug (a quicker first build, a slower audit).
          --swiftc-flag=<flag>    A flag for the compiler when building it (repeatable), as
                                  -Xswiftc is to swift build.
          -h, --help              Show this help.

        AUDIT OPTIONS (passed to the executable):
          --format <format>       The report's format: text, json, junit, sarif, markdown, html
                                  (default: text).
          --output <path>         Where the report goes (default: the plugin's work directory).
          --fail-on <severity>    critical, serious, moderate, minor or never (default: serious).
          and every other option of the audit: --catalog, --component, --style, --state,
          --matrix, --env, --baseline, --rule, --skip-rule, … (`swift package
          audit-accessibility help` prints them all).

        Exit: the command fails when the audit finds problems at or above --fail-on, on a usage
        error (no report is written then) and when an input cannot be used.
        """
}
