import AccessibilityAudit
import AccessibilityModel

/// The filters over the findings list.
///
/// Severity, rule, component and state are `<select>`s, and the page's CSS
/// hides the findings that do not match the chosen option with `:has()` and
/// `:checked` (one rule per option): they work with scripts turned off. Each
/// finding carries what they match as tokens (`data-rule="r2"`,
/// `data-component="c1 c3"`, `data-state="s2"`, `data-severity="serious"`),
/// so no name from a report reaches a selector. The search matches a
/// finding's text, which CSS cannot read: it is the page's one inline script
/// (``HTMLReport/script``), which also shows it and counts the findings shown
/// in a status line; without the script the search box and the status line
/// stay hidden.
extension HTMLReport {
    struct Filters {
        /// The distinct rules, components and states of the findings, sorted.
        var rules: [String]
        var components: [String]
        var states: [String]
        /// How many root causes each option matches, by select and token.
        var counts: [String: Int]
        var total: Int

        init(causes: [AuditReport.RootCause], report: AuditReport) {
            let findings = report.findings
            rules = Array(Set(findings.map(\.rule.rawValue))).sorted()
            components = Array(Set(findings.map(\.component))).sorted()
            states = Array(Set(findings.map(\.state))).sorted()
            total = causes.count
            counts = [:]
            for cause in causes {
                let members = cause.findings.map { findings[$0] }
                var keys: Set<String> = ["severity=" + (cause.outcome == .violation ? cause.severity.rawValue : "incomplete")]
                for finding in members {
                    keys.insert("rule=\(Self.token("r", finding.rule.rawValue, in: rules))")
                    keys.insert("component=\(Self.token("c", finding.component, in: components))")
                    keys.insert("state=\(Self.token("s", finding.state, in: states))")
                }
                for key in keys { counts[key, default: 0] += 1 }
            }
        }

        /// The token of `value` among `values`: `prefix` and its place, from 1.
        static func token(_ prefix: String, _ value: String, in values: [String]) -> String {
            "\(prefix)\((values.firstIndex(of: value) ?? 0) + 1)"
        }

        /// The `data-` attributes a finding's filters match.
        func attributes(of findings: [Finding], severity: String) -> String {
            func list(_ prefix: String, _ values: [String], _ all: [String]) -> String {
                var tokens: [String] = []
                for value in values {
                    let token = Self.token(prefix, value, in: all)
                    if !tokens.contains(token) { tokens.append(token) }
                }
                return tokens.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }.joined(separator: " ")
            }
            return "data-severity=\"\(severity)\" data-rule=\"\(list("r", findings.map(\.rule.rawValue), rules))\" "
                + "data-component=\"\(list("c", findings.map(\.component), components))\" "
                + "data-state=\"\(list("s", findings.map(\.state), states))\""
        }

        /// The severities that have findings, worst first, then incomplete.
        var severities: [String] {
            (Severity.all.map(\.rawValue) + ["incomplete"]).filter { counts["severity=\($0)"] != nil }
        }

        /// The form: a labelled select per dimension, the search (shown by the script), a reset; then the status line.
        func form() -> String {
            var html = "<form id=\"filters\" class=\"filters\" role=\"search\" aria-label=\"Filter the findings\">\n"
            html += select("severity", "Severity", severities.map { ($0, $0) })
            html += select("rule", "Rule", rules.map { (Self.token("r", $0, in: rules), $0) })
            html += select("component", "Component", components.map { (Self.token("c", $0, in: components), $0) })
            html += select("state", "State", states.map { (Self.token("s", $0, in: states), $0) })
            html +=
                "<div class=\"filter\" id=\"filter-search-box\" hidden=\"hidden\"><label for=\"filter-search\">Search</label>"
                + "<input type=\"search\" id=\"filter-search\" name=\"q\" autocomplete=\"off\"/></div>\n"
            html += "<div class=\"filter\"><button type=\"reset\">Show all</button></div>\n</form>\n"
            // Shown by the script, which keeps its count; without it the count would not follow the selects.
            html += "<p id=\"filter-status\" role=\"status\" hidden=\"hidden\">Showing all \(total) findings.</p>\n"
            return html
        }

        func select(_ name: String, _ label: String, _ options: [(token: String, text: String)]) -> String {
            var html =
                "<div class=\"filter\"><label for=\"filter-\(name)\">\(label)</label><select id=\"filter-\(name)\" name=\"\(name)\">"
                + "<option value=\"\" selected=\"selected\">any (\(total))</option>"
            for option in options {
                let count = counts["\(name)=\(option.token)"] ?? 0
                html += "<option value=\"\(option.token)\">\(XMLText.escape(option.text)) (\(count))</option>"
            }
            return html + "</select></div>\n"
        }

        /// The CSS that hides the findings an option excludes: one rule per option of each select. Each rule is
        /// anchored at the form and reaches the list as its sibling, so that a choice restyles the list alone (a rule
        /// anchored at `body` would restyle the whole page with its pictures on every choice: seconds on a large report).
        var css: String {
            var css = ""
            func hide(_ name: String, _ token: String, _ match: String) {
                css +=
                    "#filters:has(#filter-\(name) option[value=\"\(token)\"]:checked) ~ .findings > .finding"
                    + ":not([data-\(name)\(match)\"\(token)\"]){display:none}\n"
            }
            for severity in severities { hide("severity", severity, "=") }
            for rule in rules { hide("rule", Self.token("r", rule, in: rules), "~=") }
            for component in components { hide("component", Self.token("c", component, in: components), "~=") }
            for state in states { hide("state", Self.token("s", state, in: states), "~=") }
            return css
        }
    }

    /// The page's one script: the search over the findings' text, and the count of findings shown (by the filters'
    /// CSS and the search) in the status line. Without it every finding is listed and the selects still filter.
    /// It contains neither `<` nor `&`, so the page stays well-formed XML.
    static let script = """

        (function () {
          var form = document.getElementById("filters");
          var search = document.getElementById("filter-search");
          var status = document.getElementById("filter-status");
          if (!form || !search || !status) { return; }
          var items = Array.prototype.slice.call(document.querySelectorAll("#findings li.finding"));
          function update() {
            var query = search.value.trim().toLowerCase();
            var shown = 0;
            items.forEach(function (item) {
              item.hidden = query === "" ? false : item.textContent.toLowerCase().indexOf(query) === -1;
              if (getComputedStyle(item).display !== "none") { shown += 1; }
            });
            status.textContent = shown === items.length
              ? "Showing all " + items.length + " findings."
              : "Showing " + shown + " of " + items.length + " findings.";
          }
          document.getElementById("filter-search-box").hidden = false;
          status.hidden = false;
          form.addEventListener("input", update);
          form.addEventListener("change", update);
          form.addEventListener("reset", function () { setTimeout(update, 0); });
          form.addEventListener("submit", function (event) { event.preventDefault(); });
          update();
        })();

        """
}
