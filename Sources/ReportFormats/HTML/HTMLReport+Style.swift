import AccessibilityAudit
import AccessibilityModel
import Foundation

/// The page's style sheet (the filters add theirs: ``Filters/css``).
extension HTMLReport {
    static var css: String {
        let p = HTMLPalette.self
        var css = """
            body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:\(p.text);background:\(p.page);margin:0 auto;\
            max-width:72rem;padding:1rem 1.5rem;line-height:1.45}
            a{color:\(p.link)}
            h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2rem;border-bottom:1px solid \(p.border)}h3{font-size:1.1rem}\
            h4{font-size:1rem;margin:0 0 .5rem}
            table{border-collapse:collapse;margin:.5rem 0;max-width:100%}th,td{border:1px solid \(p.border);padding:.25rem .5rem;\
            text-align:left;vertical-align:top;overflow-wrap:anywhere}caption{text-align:left;font-weight:600;padding:.25rem 0}
            table.matrix{width:100%}.matrix td.when{width:30%}
            [hidden]{display:none!important}
            nav li ul{columns:16rem auto;column-gap:2rem;padding-left:1.25rem}
            :focus-visible{outline:3px solid \(p.stop);outline-offset:2px}
            .skip{position:absolute;left:-100rem}.skip:focus{position:static;display:inline-block;margin-bottom:.5rem}
            .filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end;background:\(p.panel);border:1px solid \(p.border);\
            border-radius:6px;padding:.75rem;margin:1rem 0}
            .filter label{display:block;font-weight:600;font-size:.9rem}
            .filters select,.filters input,.filters button{font:inherit;color:\(p.text);background:\(p.page);\
            border:1px solid \(p.border);border-radius:4px;padding:.2rem .4rem;max-width:18rem}
            .filters button{cursor:pointer}
            .legend dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:.25rem 0 1rem}\
            .legend dd{margin:0}.legend h3{font-size:1rem;margin:.5rem 0 .25rem}
            ol.findings{list-style:none;padding:0}
            .finding h3{font-size:1.05rem;margin:.25rem 0;overflow-wrap:anywhere}
            .occurrences{margin:0;padding-left:1.2rem}.occurrences li{margin-bottom:.2rem}
            .passes-run{color:\(p.muted);margin:.25rem 0}
            a.badge{text-decoration:underline}
            .finding-links{padding-left:1.2rem}.finding-links li{margin-bottom:.25rem;overflow-wrap:anywhere}
            svg .overflow-frame{fill:none;stroke:\(p.failed);stroke-width:1.5;stroke-dasharray:4 2}
            .overflow-note{display:block;color:\(p.failed)}
            thead th{background:\(p.panel)}
            .scroll{overflow-x:auto}
            .verdict{font-size:1.1rem}.failed{color:\(p.failed)}.passed{color:\(p.passed)}
            .none{color:\(p.muted)}.hint{color:\(p.muted)}
            .screen{background:\(p.panel);border:1px solid \(p.border);border-radius:6px;padding:.75rem;margin:1rem 0}
            .screen-body{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
            figure{margin:0}figcaption{color:\(p.muted);font-size:.85rem;max-width:20rem}
            svg{display:block;max-width:100%;height:auto}
            svg .canvas{stroke:\(p.border);stroke-width:1}svg .canvas:not([fill]){fill:\(p.canvas)}
            svg .node rect{fill:none;stroke:\(p.node);stroke-width:1;stroke-dasharray:3 2}
            svg .node text{fill:\(p.nodeText);font-family:system-ui,sans-serif}
            svg .drawn-text{font-family:system-ui,-apple-system,sans-serif}svg .drawn-image text{font-family:ui-monospace,monospace}
            svg .drawn-text:not([fill]),svg .drawn-image text:not([fill]){fill:\(p.nodeText)}\
            svg .drawn-image rect:not([stroke]){stroke:\(p.nodeText)}
            svg .stop-halo{fill:none;stroke:\(p.stopHalo)}
            .compared{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}.compared figure{max-width:\(Int(pictureSize) + 16)px}
            .screen-body figure{max-width:\(Int(pictureSize) + 16)px}
            svg .stop-outline{fill:none;stroke:\(p.stop)}
            svg .stop circle{fill:\(p.stop)}
            svg .stop text{fill:\(p.stopNumber);font-weight:700;font-family:system-ui,sans-serif}
            .transcript{flex:1;min-width:16rem}.transcript ol{margin:0;padding-left:2rem}.transcript li{margin-bottom:.35rem}
            .findings{list-style:none;padding:0}.finding{border-left:4px solid \(p.border);padding:.25rem .75rem;margin:.75rem 0}
            .finding dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:.25rem 0}\
            .finding dt{font-weight:600}.finding dd{margin:0;overflow-wrap:anywhere}
            .finding p{overflow-wrap:anywhere}
            pre{white-space:pre-wrap;overflow-wrap:anywhere;background:\(p.panel);padding:.25rem}
            .badge{display:inline-block;border-radius:4px;padding:0 .4rem;font-weight:600;font-size:.85rem}
            """
        for badge in p.badges {
            css += "\n.badge.\(badge.name){background:\(badge.background);color:\(badge.text)}"
            css += "\n.finding[data-severity=\"\(badge.name)\"]{border-left-color:\(badge.background)}"
        }
        return css + "\n"
    }
}
