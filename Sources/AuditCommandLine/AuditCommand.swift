import Foundation

/// The `a11y-audit` command line.
public enum AuditCommand {
    /// Runs the command with `arguments` (without the program name) and
    /// returns the exit code.
    public static func main(arguments: [String]) -> Int32 {
        FileHandle.standardError.write(Data("error: not implemented yet\n".utf8))
        return 64
    }

    /// Ends the process with `code`.
    public static func exit(_ code: Int32) -> Never {
        Foundation.exit(code)
    }
}
