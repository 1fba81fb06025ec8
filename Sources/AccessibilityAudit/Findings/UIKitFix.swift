import AccessibilityModel

/// The fix of a finding on a captured screen, worded for the UIKit view that
/// the element's type comes from (a capture is of a running app, whose views
/// are UIKit's or are exposed through UIKit's accessibility API): the
/// `UIAccessibility` properties to set on a `UIButton`, a `UILabel`, a cell,
/// rather than SwiftUI modifiers. docs/capturing.md § Findings you can act on.
enum UIKitFix {
    /// The UIKit class of each element type (XCUIElement.ElementType, without its prefix).
    static let classes: [String: String] = [
        "Button": "UIButton", "StaticText": "UILabel", "Image": "UIImageView", "Switch": "UISwitch", "Toggle": "UISwitch",
        "Slider": "UISlider", "TextField": "UITextField", "SecureTextField": "UITextField", "SearchField": "UISearchTextField",
        "TextView": "UITextView", "Cell": "UITableViewCell (or UICollectionViewCell)", "Stepper": "UIStepper",
        "SegmentedControl": "UISegmentedControl", "PageIndicator": "UIPageControl", "PickerWheel": "UIPickerView",
        "DatePicker": "UIDatePicker", "ProgressIndicator": "UIProgressView", "ActivityIndicator": "UIActivityIndicatorView",
        "Tab": "UITabBarItem", "NavigationBar": "UINavigationBar", "TabBar": "UITabBar", "Toolbar": "UIToolbar",
        "Table": "UITableView", "CollectionView": "UICollectionView", "ScrollView": "UIScrollView", "Link": "link",
        "Alert": "UIAlertController", "WebView": "WKWebView", "Map": "MKMapView",
    ]

    /// The fix of `rule` on an element of `type`, or `nil` when the rule's own fix stands (a rule of the project's
    /// own, whose wording this table cannot know).
    ///
    /// The checks a capture cannot measure (it carries no colours or fonts) are reported once per screen, at its
    /// root, as `incomplete`: their fix says where they can be measured (on the device, by XCUIApplication's
    /// `performAccessibilityAudit(for:)`, iOS 17, whose audit types include contrast, Dynamic Type and clipped
    /// text; or by auditing the component) and what meets them in UIKit.
    static func fix(for rule: RuleID, type: String) -> String? {
        let view = classes[type].map { "the \($0)" } ?? "the view (a UIView subclass)"
        switch rule {
        case .contrastText:
            return "measure it on the device, where the colours are: app.performAccessibilityAudit(for: .contrast) in "
                + "an XCUITest (iOS 17), or audit the component itself; text needs 4.5:1 (3:1 from 18 pt, or 14 pt "
                + "bold): UIKit's semantic colours (UIColor.label, .secondaryLabel) adapt to Dark Mode, and an asset "
                + "colour can have a High Contrast variant"
        case .contrastNonText:
            return "measure it on the device, where the colours are (the Color Contrast Calculator of Xcode's "
                + "Accessibility Inspector compares two colours picked on screen), or audit the component itself; "
                + "icons and control boundaries need 3:1 against what is behind them: a UIImageView's tintColor, a "
                + "layer's borderColor, in both appearances"
        case .dynamicTypeFixedFont:
            return "measure it on the device, where the fonts are: app.performAccessibilityAudit(for: .dynamicType) "
                + "in an XCUITest (iOS 17), or audit the component itself; in UIKit a text scales with "
                + "UIFont.preferredFont(forTextStyle: .body) (or UIFontMetrics(forTextStyle: .body).scaledFont(for: "
                + "custom)) and adjustsFontForContentSizeCategory = true"
        case .textClipped:
            return "measure it on the device at the largest text sizes: app.performAccessibilityAudit(for: "
                + ".textClipped) in an XCUITest (iOS 17), or audit the component itself; in UIKit let a UILabel wrap "
                + "(numberOfLines = 0) and its constraints grow with it rather than fix its height"
        case .labelMissing:
            switch type {
            case "Image":
                return "set \(view)'s accessibilityLabel to what it shows (imageView.accessibilityLabel = \"Favorite\"), "
                    + "or, when it only decorates, leave it out: isAccessibilityElement = false"
            case "TextField", "SecureTextField", "SearchField", "TextView":
                return "set \(view)'s accessibilityLabel (or Accessibility › Label in Interface Builder): its placeholder "
                    + "is no label, and is gone once the person types"
            default:
                return "give \(view) a name: accessibilityLabel = \"Add to cart\" (or a title for a UIButton, "
                    + "or Accessibility › Label in Interface Builder)"
            }
        case .imageLabelDerived:
            return "set \(view)'s accessibilityLabel to its meaning (\"Favorite\", not \"star.fill\"): UIKit otherwise "
                + "reads an image's file or symbol name; isAccessibilityElement = false when it only decorates"
        case .labelRedundantRole:
            return "remove the role word from \(view)'s accessibilityLabel (\"Play\", not \"Play button\"): its "
                + "accessibilityTraits (.button, .image, …) already say it"
        case .labelPunctuation:
            return "set \(view)'s accessibilityLabel without the trailing punctuation"
        case .labelInName:
            return "make \(view)'s accessibilityLabel contain its visible title, ideally at the start, or list what a "
                + "person may say in accessibilityUserInputLabels"
        case .labelTooLong:
            return "keep \(view)'s accessibilityLabel a short name and move the rest into its accessibilityHint"
        case .duplicateLabel:
            return "make each accessibilityLabel specific (\"Delete Invoice 12\"), or merge the duplicates into one control"
        case .actionWithoutRole:
            return "build it on a UIControl (a UIButton) rather than a UITapGestureRecognizer on \(view), or add the "
                + "role: accessibilityTraits.insert(.button); for increment and decrement, .adjustable with "
                + "accessibilityIncrement() and accessibilityDecrement()"
        case .interactiveUnreachable:
            return "keep \(view) reachable: isAccessibilityElement = true and accessibilityElementsHidden = false on it "
                + "and its containers; a cell that reads as one element must offer its controls' actions as "
                + "accessibilityCustomActions"
        case .adjustableMissingValue:
            return "set \(view)'s accessibilityValue (\"3 of 5 stars\") and update it whenever the value changes"
        case .adjustableMissingAction:
            return "override accessibilityIncrement() and accessibilityDecrement() in \(view)'s subclass, each changing "
                + "the value and its accessibilityValue"
        case .toggleMissingState:
            return "use a UISwitch, whose state is exposed, or set \(view)'s accessibilityValue (\"On\" or \"Off\") "
                + "with accessibilityTraits.insert(.toggleButton) (iOS 17)"
        case .disabledNotExposed:
            return "disable \(view) with isEnabled = false (a UIControl then reports .notEnabled), or add "
                + "accessibilityTraits.insert(.notEnabled) to a custom view that draws itself dimmed"
        case .targetSize:
            let insets = type == "Button" ? "larger contentInsets in its UIButton.Configuration, " : ""
            return "make \(view)'s touch area at least 44×44 pt without changing its drawing: \(insets)a larger frame, "
                + "or point(inside:with:) overridden to answer around it"
        case .readingOrder:
            return "let the layout decide the order, or list the container's accessibilityElements in reading order "
                + "(shouldGroupAccessibilityChildren = true keeps a group together)"
        case .headingMissing:
            return "add the header trait to \(view): accessibilityTraits.insert(.header)"
        case .conflictingTraits:
            return "keep one role in \(view)'s accessibilityTraits: remove .link for an action in place, .button for "
                + "navigation, .staticText from controls"
        default:
            return nil
        }
    }
}
