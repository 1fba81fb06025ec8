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
