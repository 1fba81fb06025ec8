import AuditCommandLine
import BuiltInCatalogs

// All logic lives in AuditCommandLine; this file only hands over the process.
AuditCommand.exit(AuditCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
