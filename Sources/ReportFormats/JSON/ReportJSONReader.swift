import AccessibilityAudit
import AccessibilityModel
import Foundation

/// Turns a parsed JSON value into an ``AuditReport``, naming the path of the
/// first value that does not fit (``ReportJSON/decode(_:)`` adds its line
/// and column).
enum ReportJSONReader {
    /// A value and where it is.
    struct Field {
        var value: JSONValue
        var path: JSONPath

        func fail(_ message: String) -> ReportDecodingError {
            ReportDecodingError(message: message, path: path)
        }

        /// The member `key` of this object.
        func member(_ key: String) throws(ReportDecodingError) -> Field {
            guard let found = try optionalMember(key) else { throw fail("missing key '\(key)'") }
            return found
        }

        /// The member `key`, or `nil` when it is absent or `null`.
        func optionalMember(_ key: String) throws(ReportDecodingError) -> Field? {
            guard case .object(let members) = value else { throw fail("expected an object, found \(value.kindDescription)") }
            guard let found = members.first(where: { $0.key == key }), found.value != .null else { return nil }
            return Field(value: found.value, path: path.appending(.key(key)))
        }

        var string: String {
            get throws(ReportDecodingError) {
                guard case .string(let text) = value else { throw fail("expected a string, found \(value.kindDescription)") }
                return text
            }
        }

        var bool: Bool {
            get throws(ReportDecodingError) {
                guard case .bool(let flag) = value else { throw fail("expected true or false, found \(value.kindDescription)") }
                return flag
            }
        }

        var double: Double {
            get throws(ReportDecodingError) {
                guard case .number(let number) = value else { throw fail("expected a number, found \(value.kindDescription)") }
                return number
            }
        }

        /// A whole number that fits an `Int`.
        var int: Int {
            get throws(ReportDecodingError) {
                let number = try double
                guard number == number.rounded() else {
                    throw fail("expected a whole number, found \(JSONWriter.numberText(number))")
                }
                // Beyond 2^53 a double no longer holds every whole number, so the file's digits may not be the value read.
                guard abs(number) < 9.0e15 else {
                    throw fail("\(JSONWriter.numberText(number)) is too large; whole numbers here are below 9,000,000,000,000,000")
                }
                return Int(number)
            }
        }

        /// A count: a whole number, zero or more.
        var count: Int {
            get throws(ReportDecodingError) {
                let number = try int
                guard number >= 0 else { throw fail("expected a count (0 or more), found \(number)") }
                return number
            }
        }

        var array: [Field] {
            get throws(ReportDecodingError) {
                guard case .array(let items) = value else { throw fail("expected an array, found \(value.kindDescription)") }
                return items.enumerated().map { Field(value: $0.element, path: path.appending(.index($0.offset))) }
            }
        }

        var strings: [String] {
            get throws(ReportDecodingError) {
                var result: [String] = []
                for item in try array { result.append(try item.string) }
                return result
            }
        }

        func optionalString(_ key: String) throws(ReportDecodingError) -> String? {
            try optionalMember(key)?.string
        }

        func string(_ key: String) throws(ReportDecodingError) -> String { try member(key).string }
        func count(_ key: String) throws(ReportDecodingError) -> Int { try member(key).count }
    }

    static func report(_ root: Field) throws(ReportDecodingError) -> AuditReport {
        guard case .object = root.value else { throw root.fail("a report is a JSON object, found \(root.value.kindDescription)") }
        let versionField = try root.member("version")
        let version = try versionField.int
        guard version == AuditReport.formatVersion else {
            throw versionField.fail("this is a report of version \(version); this a11y-audit reads version \(AuditReport.formatVersion)")
        }
        let toolField = try root.member("tool")
        let tool = AuditReport.Tool(name: try toolField.string("name"), version: try toolField.string("version"))
        var findings: [Finding] = []
        for item in try root.member("findings").array { findings.append(try finding(item)) }
        var scenarios: [AuditReport.ScenarioResult] = []
        for item in try root.member("scenarios").array { scenarios.append(try scenario(item)) }
        var shard: Shard?
        if let field = try root.optionalMember("shard") {
            let indexField = try field.member("index"), countField = try field.member("count")
            let index = try indexField.int, count = try countField.int
            do throws(ShardError) {
                shard = try Shard(index: index, count: count)
            } catch {
                // A count out of bounds is the count's fault; anything else is the index's.
                throw (1...Shard.maximumCount).contains(count) ? indexField.fail(error.message) : countField.fail(error.message)
            }
        }
        var run: AuditReport.Run?
        if let field = try root.optionalMember("run") {
            let envField = try field.member("env")
            let envText = try envField.string
            let environment: SettingsOverride
            do throws(SettingsError) {
                environment = envText == "default" ? .none : try SettingsOverride(parsing: envText)
            } catch {
                throw envField.fail(error.description)
            }
            run = AuditReport.Run(
                components: try field.member("components").strings, styles: try field.member("styles").strings,
                states: try field.member("states").strings, environment: environment,
                scenarios: try field.optionalMember("scenarios")?.strings)
        }
        var units: [WorkUnit] = []
        for item in try root.optionalMember("units")?.array ?? [] {
            units.append(WorkUnit(component: try item.string("component"), style: try item.string("style"), state: try item.string("state")))
        }
        var rules: [AuditReport.RuleInfo] = []
        for item in try root.optionalMember("rules")?.array ?? [] { rules.append(try rule(item)) }
        var screens: [AuditReport.Screen] = []
        for item in try root.optionalMember("screens")?.array ?? [] { screens.append(try screen(item)) }
        let notes = try root.optionalMember("notes")?.strings ?? []
        var report = AuditReport(
            catalog: try root.string("catalog"), matrix: try root.string("matrix"),
            summary: try summary(try root.member("summary")), findings: findings, scenarios: scenarios,
            shard: shard, run: run, units: units, rules: rules, screens: screens, tool: tool, version: version)
        report.notes = notes
        return report
    }

    static func severity(_ field: Field) throws(ReportDecodingError) -> Severity {
        let text = try field.string
        guard let severity = Severity(rawValue: text) else {
            let suggestion = Suggestion.nearest(to: text, in: Severity.all.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
            throw field.fail("'\(text)' is not a severity (critical, serious, moderate or minor)\(suggestion)")
        }
        return severity
    }

    static func summary(_ field: Field) throws(ReportDecodingError) -> AuditSummary {
        let bySeverity = try field.member("bySeverity")
        let scenarios = try field.member("scenarios")
        return AuditSummary(
            components: try field.count("components"), styles: try field.count("styles"), cells: try field.count("cells"),
            violations: try field.count("violations"), incomplete: try field.count("incomplete"), passes: try field.count("passes"),
            bySeverity: SeverityCounts(
                critical: try bySeverity.count("critical"), serious: try bySeverity.count("serious"),
                moderate: try bySeverity.count("moderate"), minor: try bySeverity.count("minor")),
            scenarios: ScenarioCounts(passed: try scenarios.count("passed"), failed: try scenarios.count("failed")),
            failed: try field.member("failed").bool)
    }

    static func finding(_ field: Field) throws(ReportDecodingError) -> Finding {
        let outcomeField = try field.member("outcome")
        let outcomeText = try outcomeField.string
        guard let outcome = Outcome(rawValue: outcomeText), outcome == .violation || outcome == .incomplete else {
            throw outcomeField.fail("'\(outcomeText)' is not an outcome a report holds (violation or incomplete)")
        }
        let element = try field.member("element")
        let pathField = try element.member("path")
        guard let path = NodePath(try pathField.string) else {
            throw pathField.fail("'\(try pathField.string)' is not an element path (child indexes like '0.2', or 'root')")
        }
        let cells = try field.member("cells")
        let cellCount = try cells.count("count"), cellTotal = try cells.count("of")
        guard cellCount <= cellTotal else {
            throw try cells.member("count").fail("a finding in \(cellCount) cells of \(cellTotal): 'count' is more than 'of'")
        }
        func location(_ key: String) throws(ReportDecodingError) -> CodeLocation? {
            guard let place = try field.optionalMember(key) else { return nil }
            return CodeLocation(
                file: try place.string("file"), line: try place.count("line"),
                column: try place.optionalMember("column")?.count ?? 1)
        }
        return Finding(
            rule: RuleID(rawValue: try field.string("rule")), outcome: outcome, severity: try severity(try field.member("severity")),
            wcag: try field.member("wcag").strings, component: try field.string("component"), style: try field.string("style"),
            state: try field.string("state"),
            element: Finding.Element(
                path: path, label: try element.optionalString("label"),
                description: try element.optionalString("description"), identifier: try element.optionalString("identifier"),
                xpath: try element.optionalString("xpath")),
            cells: Finding.Cells(
                count: cellCount, of: cellTotal, when: try cells.string("when"), worst: try cells.optionalString("worst")),
            message: try field.string("message"), fix: try field.string("fix"), location: try location("location"),
            componentLocation: try location("componentLocation"),
            baseline: try field.member("baseline").bool, suppression: try field.optionalString("suppressed"),
            diff: try field.optionalMember("diff")?.strings, compared: try compared(field), elementLocation: try location("elementLocation"))
    }

    static func scenario(_ field: Field) throws(ReportDecodingError) -> AuditReport.ScenarioResult {
        let statusField = try field.member("status")
        let status = AuditReport.Status(rawValue: try statusField.string)
        guard status == .passed || status == .failed else {
            throw statusField.fail("'\(status)' is not a scenario status (passed or failed)")
        }
        var failure: AuditReport.Failure?
        if let failureField = try field.optionalMember("failure") {
            failure = AuditReport.Failure(message: try failureField.string("message"), line: try failureField.optionalMember("line")?.count)
        }
        return AuditReport.ScenarioResult(
            file: try field.string("file"), line: try field.count("line"), name: try field.string("name"),
            style: try field.string("style"), settings: try field.string("settings"), status: status, failure: failure,
            transcript: try field.optionalMember("transcript")?.strings)
    }

    static func rule(_ field: Field) throws(ReportDecodingError) -> AuditReport.RuleInfo {
        AuditReport.RuleInfo(
            id: try field.string("id"), title: try field.string("title"),
            severity: try severity(try field.member("severity")), wcag: try field.member("wcag").strings,
            explanation: try field.string("explanation"), fix: try field.string("fix"))
    }

    static func rect(_ field: Field) throws(ReportDecodingError) -> CGRect {
        let items = try field.array
        guard items.count == 4 else { throw field.fail("a frame is [x, y, width, height], found \(items.count) numbers") }
        var numbers: [Double] = []
        for item in items { numbers.append(try item.double) }
        guard numbers[2] >= 0, numbers[3] >= 0 else { throw field.fail("a frame's width and height cannot be negative") }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func screen(_ field: Field) throws(ReportDecodingError) -> AuditReport.Screen {
        var nodes: [AuditReport.Screen.Node] = []
        for item in try field.member("nodes").array {
            let pathField = try item.member("path")
            guard let path = NodePath(try pathField.string) else { throw pathField.fail("'\(try pathField.string)' is not an element path") }
            var color: SRGBColor?
            if let colorField = try item.optionalMember("color") {
                do { color = try SRGBColor(hex: try colorField.string) } catch { throw colorField.fail("'\(try colorField.string)' is not a colour") }
            }
            let picture = try picture(of: item)
            nodes.append(
                AuditReport.Screen.Node(
                    path: path, kind: try item.string("kind"), frame: try rect(try item.member("frame")),
                    label: try item.optionalString("label"), color: color, layers: picture.layers,
                    fontSize: picture.fontSize, fontWeight: picture.fontWeight, symbol: picture.symbol,
                    isDisabled: !(try item.optionalMember("enabled")?.bool ?? true),
                    isTruncated: try item.optionalMember("truncated")?.bool ?? false))
        }
        var stops: [AuditReport.Screen.FocusStop] = []
        for item in try field.member("stops").array {
            stops.append(
                AuditReport.Screen.FocusStop(
                    index: try item.count("index"), frame: try rect(try item.member("frame")),
                    description: try item.string("description"), hint: try item.optionalString("hint")))
        }
        let width = try field.member("width").double, height = try field.member("height").double
        guard width >= 0, height >= 0 else { throw field.fail("a screen's width and height cannot be negative") }
        var background: SRGBColor?
        if let backgroundField = try field.optionalMember("background") { background = try color(backgroundField) }
        return AuditReport.Screen(
            component: try field.string("component"), style: try field.string("style"),
            state: try field.string("state"), settings: try field.string("settings"), width: width,
            height: height, nodes: nodes, stops: stops, background: background)
    }
}
