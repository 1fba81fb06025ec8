// Form rows and text fields as a settings or sign-in screen writes them:
// labeled values, keyboard focus, dates, remote images and rows that fall
// back to a shorter form, exactly as SwiftUI spells them (see
// SwiftUISurface.swift).
import HeadlessUI

enum SurfaceField: Hashable {
    case user, password
}

struct SurfaceForms: View {
    @FocusState private var userFocused: Bool
    @FocusState private var focusedField: SurfaceField?
    @State private var user = ""
    @State private var password = ""
    let released = Date(timeIntervalSince1970: 0)

    var body: some View {
        Form {
            Section("About") {
                LabeledContent("Version", value: "1.0")
                LabeledContent("Build", value: 42, format: .number)
                LabeledContent {
                    Text(released, style: .date)
                } label: {
                    Text("Released")
                }
                LabeledContent("Time") {
                    Text(released, style: .time)
                }
                Text(released, style: .relative)
                Text(released, style: .offset)
                Text(released, style: .timer)
            }
            Section("Profile") {
                AsyncImage(url: surfaceURL)
                    .frame(width: 44, height: 44)
                AsyncImage(url: surfaceURL, scale: 2) { image in
                    image.resizable()
                } placeholder: {
                    ProgressView()
                }
                AsyncImage(url: surfaceURL, scale: 1, transaction: Transaction()) { phase in
                    switch phase {
                    case .empty: Text("Loading avatar")
                    case .success(let image): image
                    case .failure: Image(systemName: "person.crop.circle.badge.exclamationmark")
                    @unknown default: EmptyView()
                    }
                }
            }
            Section("Actions") {
                ViewThatFits(in: .horizontal) {
                    Button("Download the full report") {}
                    Button("Download") {}
                }
                ViewThatFits {
                    Label("Share with your team", systemImage: "person.2")
                    Image(systemName: "person.2")
                        .accessibilityLabel("Share")
                }
            }
            Section("Sign in") {
                TextField("User", text: $user)
                    .focused($userFocused)
                    .focused($focusedField, equals: .user)
                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                Button("Next") {
                    userFocused = false
                    focusedField = .password
                }
            }
        }
    }
}
