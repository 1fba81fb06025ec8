// Form rows and text fields as a settings or sign-in screen writes them:
// labeled values, keyboard focus and dates, exactly as SwiftUI spells them
// (see SwiftUISurface.swift).
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
