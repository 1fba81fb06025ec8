import AccessibilityAudit
import AccessibilityModel
import Foundation
import ReportFormats

/// A screen with every drawing fact a picture carries, and the tree it comes from.
enum PictureReports {
    static let blue = SRGBColor(red8: 0x00, green8: 0x50, blue8: 0xC8)
    static let sunrise = SRGBColor(red8: 0xFF, green8: 0x95, blue8: 0x00)
    static let dusk = SRGBColor(red8: 0x5E, green8: 0x2C, blue8: 0xA5)

    /// A button on a gradient card: a rounded blue fill, a capsule outline drawn inside, a semibold white title
    /// and an `arrow.right` symbol; the card's gradient is behind the title.
    static func tree(dark: Bool = false) -> AccessibilityTree {
        let page = dark ? SRGBColor(red8: 0, green8: 0, blue8: 0) : SRGBColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF)
        let card = PaintLayer(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), shape: .roundedRectangle(cornerRadius: 16),
            fill: .linearGradient(
                [GradientStop(color: sunrise, location: 0), GradientStop(color: dusk, location: 1)],
                start: .top, end: .bottom))
        let fill = PaintLayer(frame: CGRect(x: 20, y: 30, width: 160, height: 44), shape: .roundedRectangle(cornerRadius: 12), fill: .solid(blue))
        let ring = PaintLayer(
            frame: CGRect(x: 20, y: 30, width: 160, height: 44), shape: .capsule, fill: .solid(page),
            stroke: LayerStroke(lineWidth: 2, placement: .inside))
        var title = AccessibilityNode(label: "Pay", traits: .staticText, frame: CGRect(x: 60, y: 42, width: 40, height: 20))
        title.foreground = .white
        title.background = blue
        title.font = FontFacts(size: 17, weight: .semibold)
        var arrow = AccessibilityNode(label: "arrow right", traits: .image, frame: CGRect(x: 110, y: 44, width: 17, height: 17))
        arrow.isHidden = true
        arrow.labelOrigin = .symbolName
        arrow.foreground = .white
        var button = AccessibilityNode(
            label: "Pay", traits: .button, isElement: true, frame: CGRect(x: 20, y: 30, width: 160, height: 44),
            children: [title, arrow])
        button.background = blue
        button.foreground = .white
        button.backdrop = [card]
        button.drawing = [fill, ring]
        var root = AccessibilityNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844), children: [button])
        root.background = page
        return AccessibilityTree(name: "PayButton", root: root)
    }

    static func screen(dark: Bool = false) -> AuditReport.Screen {
        var settings = AccessibilitySettings()
        if dark { settings.colorScheme = .dark }
        return AuditReport.Screen(
            tree: tree(dark: dark), unit: WorkUnit(component: "PayButton", style: "default", state: "default"),
            settings: settings)
    }

    static func report() -> AuditReport {
        AuditReport(
            catalog: "pictures", matrix: "smoke", summary: .init(components: 1, styles: 1, cells: 2),
            units: [WorkUnit(component: "PayButton", style: "default", state: "default")],
            screens: [screen(), screen(dark: true)])
    }
}
