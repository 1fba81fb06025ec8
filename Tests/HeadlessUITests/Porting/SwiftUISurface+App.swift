// App code's everyday modifiers, exactly as SwiftUI spells them (docs/porting.md,
// "The SwiftUI a design system uses"): with `import SwiftUI` changed to
// `import HeadlessUI`, this file compiles; `SwiftUISurfaceAppTests` renders it.
import HeadlessUI

struct SurfaceInbox: View {
    @State private var query = ""
    @State private var draft = ""
    @State private var count = 0

    var body: some View {
        NavigationStack {
            List {
                Text("Welcome back")
                    .font(.title)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .fontDesign(.rounded)
                    .kerning(0.5)
                    .allowsTightening(true)
                    .textSelection(.enabled)
                Text("Mail from Ada")
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button("Delete", role: .destructive) {}
                        Button("Archive") {}
                    }
                    .contextMenu {
                        Button("Copy") {}
                    }
                    .badge(3)
                TextField("Reply", text: $draft, prompt: Text("Write a reply"))
                    .onSubmit { count += 1 }
                    .submitLabel(.send)
                Text("Tag")
                    .padding(4)
                    .border(Color.gray, width: 1)
                    .help("A tag")
                    .keyboardShortcut("t", modifiers: [.command, .shift])
                    .redacted(reason: .placeholder)
                    .unredacted()
                    .sensoryFeedback(.success, trigger: count)
                    .transition(.opacity.combined(with: .move(edge: .bottom)))
            }
            .scrollContentBackground(.hidden)
            .listRowSeparatorTint(.gray)
            .searchable(text: $query, prompt: "Search mail")
            .refreshable {}
            .task {}
            .task(id: count) {}
            .onChange(of: count) { old, new in }
            .onChange(of: query) {}
            .navigationTitle("Inbox")
            .safeAreaInset(edge: .bottom) {
                Button("Compose") {}
            }
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        }
    }
}

struct SurfaceSettings: View {
    @AppStorage("launches") private var launches = 0
    @SceneStorage("tab") private var tab = "home"
    @Environment(\.dismiss) private var dismiss
    @State private var showsDetail = false
    @Namespace private var namespace

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Text("Launched \(launches) times").monospacedDigit().contentTransition(.numericText())
                Button("Launch") { launches += 1 }
                Button("Close") { dismiss() }
                Button("Top") { proxy.scrollTo("top", anchor: .top) }
                Image(systemName: "bell").symbolEffect(.bounce, value: launches).symbolEffect(.pulse, isActive: true)
                TimelineView(.everyMinute) { context in
                    Text(context.date, format: .dateTime.year())
                }
                Text(AttributedString("Attributed"))
                Text("Name").accessibilityLabeledPair(role: .label, id: "name", in: namespace)
                Text("Ada").accessibilityLabeledPair(role: .content, id: "name", in: namespace)
                    .accessibilityLinkedGroup(id: "person", in: namespace)
                    .accessibilityRespondsToUserInteraction(false)
                Image(systemName: "person.2").foregroundStyle(.blue, .gray).accessibilityLabel("People")
                Color.blue.containerRelativeFrame(.horizontal).frame(height: 4)
                    .saturation(0.5).brightness(0.1)
            }
        }
        .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
        .onDisappear {}
        .onOpenURL { _ in }
        .presentationDragIndicator(.visible)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
        .statusBarHidden()
        .edgesIgnoringSafeArea(.bottom)
    }
}
