import Foundation

extension Text {
    /// How ``Text/init(_:style:filePath:line:column:)`` shows a date, as in
    /// SwiftUI.
    ///
    /// On iOS, `.time` and `.date` show the moment (`12:00 AM`,
    /// `January 1, 1970`); `.relative`, `.offset` and `.timer` show its
    /// distance from now (`2 hours, 5 minutes`, `+2 hours`, `2:05:00`) and
    /// update as time passes. A headless render has no clock it may read
    /// (the same render must give the same tree), so those three show the
    /// moment too, as the long date and the short time (docs/porting.md,
    /// approximated).
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }
        let kind: Kind

        /// The time of day only (`12:00 AM` in English).
        public static let time = DateStyle(kind: .time)
        /// The date only, spelled out (`January 1, 1970` in English).
        public static let date = DateStyle(kind: .date)
        /// The time from now (iOS: `2 hours, 5 minutes`); here the date and time.
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now (iOS: `+2 hours`); here the date and time.
        public static let offset = DateStyle(kind: .offset)
        /// A running count from or to the date (iOS: `2:05:00`); here the date and time.
        public static let timer = DateStyle(kind: .timer)

        /// `date` in this style, in the locale `localeIdentifier` and in UTC,
        /// as ``DatePicker`` formats (a render does not depend on the
        /// machine's time zone).
        func format(_ date: Date, localeIdentifier: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: localeIdentifier)
            formatter.timeZone = TimeZone(identifier: "UTC")
            switch kind {
            case .time:
                formatter.dateStyle = .none
                formatter.timeStyle = .short
            case .date:
                formatter.dateStyle = .long
                formatter.timeStyle = .none
            case .relative, .offset, .timer:
                formatter.dateStyle = .long
                formatter.timeStyle = .short
            }
            return formatter.string(from: date)
        }
    }

    /// A date shown in a ``DateStyle``, e.g. `Text(event.start, style: .time)`,
    /// in the locale of the environment it is made in and in UTC. The text is
    /// fixed when the view is made: `.relative`, `.offset` and `.timer` show
    /// the date and time, not a distance from now that updates.
    public init(_ date: Date, style: DateStyle, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(
            verbatim: style.format(date, localeIdentifier: EnvironmentValues.current.localeIdentifier), filePath: filePath, line: line, column: column
        )
    }
}
