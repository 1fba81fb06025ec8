@_exported import AccessibilityModel
// `import SwiftUI` brings Foundation along (URL, Date, Locale, formatters); so does `import HeadlessUI`.
@_exported import Foundation
