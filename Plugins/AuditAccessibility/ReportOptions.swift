import Foundation

/// The options of an audit that the plugin reads: the report's format and
/// path (the plugin writes the report itself) and `--fail-on` (which findings
/// are errors). The rest pass to the audit as they are.
struct ReportOptions {
    /// `--format` (or `-f`), `text` when not given.
    var format = "text"
    /// `--output` (or `-o`), when given.
    var output: String?
    /// `--fail-on`, when given.
    var failOn: String?
    /// Every argument but `--format` and `--output` and their values.
    var auditArguments: [String] = []

    init(_ arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if let (name, value) = Self.split(argument, arguments, &index) {
                switch name {
                case "--format": format = value
                case "--output": output = value
                default:
                    if name == "--fail-on" { failOn = value }
                    auditArguments += [name, value]
                }
            } else {
                auditArguments.append(argument)
            }
            index += 1
        }
    }

    /// `--name value` or `--name=value` for the options that take a value the
    /// plugin reads; `nil` for any other argument.
    private static func split(_ argument: String, _ arguments: [String], _ index: inout Int) -> (String, String)? {
        // The audit's short spellings (docs/spec/cli.md) name the same two options.
        for (name, short) in [("--format", "-f"), ("--output", "-o"), ("--fail-on", nil)] {
            for spelling in [name] + (short.map { [$0] } ?? []) where argument == spelling && index + 1 < arguments.count {
                index += 1
                return (name, arguments[index])
            }
            if argument.hasPrefix(name + "=") { return (name, String(argument.dropFirst(name.count + 1))) }
        }
        return nil
    }

    /// The report's file extension.
    var fileExtension: String {
        switch format {
        case "text": return "txt"
        case "junit": return "junit.xml"
        case "markdown": return "md"
        default: return format
        }
    }
}
