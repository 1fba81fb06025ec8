import Foundation

/// The `platform` catalog's rows and tabs: what a screen is built of, where
/// iOS decides where a finger acts and what the platform draws.
extension PlatformEntries {
    /// iOS draws an unselected tab's icon and title in system gray (`#8E8E93`), 3.26:1 on white, and the
    /// selected one in the tint: below WCAG 1.4.3's 4.5:1 for their 10-point titles. True of iOS itself.
    static let tabBarText = Suppression(
        rule: "contrast-text", element: nil,
        reason:
            "iOS draws a tab's title in the tint when selected (system blue #007AFF, 4.02:1 on white) and in system gray #8E8E93 otherwise (3.26:1): below 4.5:1 for a 10-point title; true of iOS itself, accepted here so that the catalog gates what HeadlessUI draws"
    )

    /// A list of the rows apps are made of: a link to a screen, a button and a switch.
    static let listRows = CatalogEntry(
        "ListRows",
        summary:
            "List { NavigationLink(title) { … }; Button(\"Sign Out\") { }; Toggle(\"Wi-Fi\", isOn:) }: a link and a button that take taps across their rows, the link's row ending in the platform's chevron, and a switch.",
        parameters: [title, ParameterDescriptor("isOn", .bool, default: .bool(false), bound: true, summary: "The switch's state.")],
        styles: [
            CatalogStyle("insetGrouped") { AnyView($0.listStyle(.insetGrouped)) },
            CatalogStyle("plain") { AnyView($0.listStyle(.plain)) },
        ],
        states: [
            StateDescriptor(name: "default", arguments: ["title": .string("General")]),
            StateDescriptor(name: "disabled", arguments: ["title": .string("General")], environment: SettingsOverride(isEnabled: false)),
        ],
        suppressions: [defaultTintText]
    ) { context in
        AnyView(
            List {
                NavigationLink(context.string("title")) { Text(context.string("title")) }
                Button("Sign Out") {}
                Toggle("Wi-Fi", isOn: context.bindingBool("isOn"))
            })
    }

    /// A tab view of two pages.
    static let tabBar = CatalogEntry(
        "TabBar",
        summary:
            "TabView { … .tabItem { Label(title, systemImage:) } } of two pages: a tab bar of two tabs, each answering across its half of the bar.",
        parameters: [title],
        states: [StateDescriptor(name: "default", arguments: ["title": .string("Home")])],
        suppressions: [tabBarText]
    ) { context in
        AnyView(
            TabView {
                Text("\(context.string("title")) page").tabItem { Label(context.string("title"), systemImage: "house") }
                Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }
            })
    }
}
