// Article 002_ddd921d70d0d7b5f.txt, "Custom Style in SwiftUI", sections
// "Define Configuration", "Define Style Protocol", "Design a Default Style",
// "Setup Environment Key", "Add View Extension", "Create View with
// Environment Value" and "Create a New Style": MyToggle, which toggles with
// onTapGesture as published. Edits are marked `// EDIT` and listed in
// docs/porting.md (section "002").

import HeadlessUI  // EDIT 002-1: was `import SwiftUI`.

struct MyToggleStyleConfiguration {
    let title: Title
    struct Title: View {
        let underlyingView: AnyView
        init(_ title: some View) {
            self.underlyingView = AnyView(title)
        }
        var body: some View {
            underlyingView
        }
    }
    
    let isOn: Bool
    
    init(title: Title, isOn: Bool) {
        self.title = title
        self.isOn = isOn
    }
}

protocol MyToggleStyle {
    associatedtype Body: View
    @ViewBuilder
    func makeBody(configuration: Configuration) -> Body
    typealias Configuration = MyToggleStyleConfiguration
}

struct DefaultMyToggleStyle: MyToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(
                systemName: configuration.isOn
                ? "checkmark.square.fill"
                : "square"
            )
            .resizable()
            .frame(width: 24, height: 24)
            configuration.title
                .font(.headline)
        }
        .foregroundColor(.blue)
    }
}

// Create an environment key
private struct MyToggleStyleKey: EnvironmentKey {
    static let defaultValue: any MyToggleStyle = DefaultMyToggleStyle()
}
 
// ## Introduce new value to EnvironmentValues
extension EnvironmentValues {
    var myToggleStyle: any MyToggleStyle {
        get { self[MyToggleStyleKey.self] }
        set { self[MyToggleStyleKey.self] = newValue }
    }
}

extension View {
    func myToggleStyle(_ style: any MyToggleStyle) -> some View {
        environment(\.myToggleStyle, style)
    }
}

struct MyToggle: View {
    @Environment(\.myToggleStyle) private var style
    var title: String
    @Binding var isOn: Bool
    var body: some View {
        let configuration = MyToggleStyleConfiguration(
            title: .init(Text(title)),
            isOn: isOn)
        AnyView(
            style.makeBody(configuration: configuration)
        )
        .onTapGesture {
            isOn.toggle()
        }
    }
}

struct MyFancyToggleStyle: MyToggleStyle {
    
    var icon: Image
    
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            icon
            .resizable()
            .frame(width: 16, height: 16)
            .padding(8)
            .foregroundStyle(configuration.isOn ? .white : .gray)
            .background(configuration.isOn ? .blue : .white)
            .clipShape(Circle())
            .overlay {
                Circle()
                    .stroke(
                        lineWidth: configuration.isOn
                        ? 0.0
                        : 2.0
                    )
            }
            .padding(4)
            configuration.title
                .font(.headline)
        }
        .foregroundStyle(configuration.isOn ? .blue : .gray)
        .padding(16)
        .background(.white)
        .cornerRadius(8.0)
        .contentShape(Rectangle())
        
    }
}
