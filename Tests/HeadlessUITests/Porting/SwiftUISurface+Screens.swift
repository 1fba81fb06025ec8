// The rest of the surface: containers, controls, navigation and presentation,
// exactly as SwiftUI spells them (see SwiftUISurface.swift).
import HeadlessUI

struct SurfaceFruit: Identifiable, Hashable {
    let id: String
}

enum SurfaceSize: String, CaseIterable, Identifiable {
    case small = "Small"
    case large = "Large"
    var id: Self { self }
}

struct SurfaceContainers: View {
    let fruits = [SurfaceFruit(id: "Apple"), SurfaceFruit(id: "Pear")]

    var body: some View {
        ScrollView(.vertical, showsIndicators: true) {
            LazyVStack(alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 8) { ForEach(fruits) { Text($0.id) } }
                }
                .scrollIndicators(.hidden)
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(80)), GridItem(.adaptive(minimum: 40))], spacing: 4) {
                    ForEach(0..<3) { Text("Cell \($0)") }
                }
                LazyHGrid(rows: [GridItem(.fixed(30))]) { Text("Row cell") }
                Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
                    GridRow {
                        Text("Name"); Text("Ana")
                    }
                    GridRow(alignment: .top) {
                        Text("Role"); Text("Admin")
                    }
                }
                GroupBox("Storage") { Text("12 GB") }
                GroupBox {
                    Text("Unlabelled")
                } label: {
                    Label("Backups", systemImage: "clock")
                }
                ControlGroup {
                    Button("Bold") {}; Button("Italic") {}
                }
            }
        }
    }
}

struct SurfaceList: View {
    let fruits = [SurfaceFruit(id: "Apple"), SurfaceFruit(id: "Pear")]
    @State private var size = SurfaceSize.small
    @State private var isOn = true
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var expanded = false

    var body: some View {
        List {
            Section {
                ForEach(fruits) { Text($0.id) }
            } header: {
                Text("Fruits")
            } footer: {
                Text("In season")
            }
            Section("Options") {
                Picker("Size", selection: $size) { ForEach(SurfaceSize.allCases) { Text($0.rawValue) } }
                Picker("Size", selection: $size) {
                    Text("Small").tag(SurfaceSize.small)
                    Text("Large").tag(SurfaceSize.large)
                }
                .pickerStyle(.segmented)
                Toggle("Notify", isOn: $isOn)
                DatePicker("Start", selection: $date, displayedComponents: .date)
                    .datePickerStyle(.compact)
                DisclosureGroup("Advanced", isExpanded: $expanded) { Text("Debug") }
            }
            Section(header: Text("Links").textCase(nil), footer: Text("Opens Safari")) {
                Link("Terms", destination: surfaceURL)
                NavigationLink("Details") { Text("Destination") }
                ShareLink(item: surfaceURL)
            }
        }
        .listStyle(.insetGrouped)
    }
}

struct SurfaceIndicators: View {
    var body: some View {
        Form {
            ProgressView("Downloading", value: 0.4, total: 1)
            ProgressView()
                .progressViewStyle(.circular)
            Gauge(value: 0.4, in: 0...1) {
                Text("Battery")
            } currentValueLabel: {
                Text("40%")
            }
            Menu("Sort") {
                Button("Name") {}; Button("Date") {}
            }
            Picker("Flavour", selection: .constant(1)) { Text("Mint").tag(1) }.pickerStyle(.wheel)
            Picker("Flavour", selection: .constant(1)) { Text("Mint").tag(1) }.pickerStyle(.inline)
            Picker("Flavour", selection: .constant(1)) { Text("Mint").tag(1) }.pickerStyle(.menu)
        }
    }
}

struct SurfaceNavigation: View {
    @State private var tab = 0
    @State private var showsSheet = true
    @State private var showsAlert = false
    @State private var showsDialog = false
    @State private var showsCover = false
    @State private var showsPopover = false

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                List { Text("Inbox row") }
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.large)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        ToolbarItemGroup(placement: .topBarTrailing) { Button("Compose") {} }
                        ToolbarItem(placement: .bottomBar) { Text("Updated now") }
                    }
            }
            .tabItem { Label("Mail", systemImage: "envelope") }
            .tag(0)
            NavigationView { Text("Settings") }
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
        }
        .sheet(isPresented: $showsSheet) {
            Text("Sheet")
                .presentationDetents([.medium, .large])
        }
        .fullScreenCover(isPresented: $showsCover) { Text("Cover") }
        .popover(isPresented: $showsPopover) { Text("Popover") }
        .alert("Delete?", isPresented: $showsAlert) {
            Button("Delete", role: .destructive) {}
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Share", isPresented: $showsDialog, titleVisibility: .visible) {
            Button("Copy link") {}
        }
    }
}
