import AuditCommandLine
import Badges
import BadgesRules
import HeadlessUI

// The whole a11y-audit command line over this package's own catalog and rules.
AuditCommand.exit(
    AuditCommand.main(
        arguments: Array(CommandLine.arguments.dropFirst()),
        catalogs: [Catalog.badges.name: Catalog.badges.descriptors],
        defaultCatalog: Catalog.badges.name,
        rules: [ButtonLabelStartsWithVerb()]))
