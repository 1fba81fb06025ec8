// SwiftUI views of cashapp/AccessibilitySnapshot, commit 5b03db8 (Apache License 2.0,
// https://github.com/cashapp/AccessibilitySnapshot/blob/main/LICENSE), ported with `import SwiftUI`
// changed to `import HeadlessUI` and the edits listed at each view. Their iOS output is the reference
// images' legend (FidelitySuite.swift); they are compiled and rendered here, not redistributed as a library.
//
// Files: Example/AccessibilitySnapshot/SwiftUIView.swift, SwiftUIListWithSections.swift;
// Example/AccessibilitySnapshotPreviewsDemo/CustomContentDemo.swift, CustomActionsDemo.swift, DemoSection.swift.
import HeadlessUI

// SwiftUIView.swift. Edit: the private `Circle` is named `ASCircle` (HeadlessUI's own `Circle` is public in the
// same module scope of this test target); the `#available` checks are dropped (always true on iOS 15+).
private struct ASCircle: View {
    var body: some View {
        Rectangle()
            .foregroundColor(Color(UIColor.lightGray))
            .frame(width: 30, height: 30)
            .cornerRadius(15)
    }
}

struct ASSwiftUIView: View {
    var body: some View {
        VStack(spacing: 30) {
            Group {
                ASCircle()
                    .accessibility(label: Text(""))
                    .accessibility(value: Text(""))
                    .accessibility(hint: Text(""))
                ASCircle()
                    .accessibility(label: Text("Label"))
                    .accessibility(value: Text(""))
                    .accessibility(hint: Text(""))
                ASCircle()
                    .accessibility(label: Text(""))
                    .accessibility(value: Text("Value"))
                    .accessibility(hint: Text(""))
                ASCircle()
                    .accessibility(label: Text(""))
                    .accessibility(value: Text(""))
                    .accessibility(hint: Text("Hint"))
                ASCircle()
                    .accessibility(label: Text("Label"))
                    .accessibility(value: Text("Value"))
                    .accessibility(hint: Text(""))
                ASCircle()
                    .accessibility(label: Text("Label"))
                    .accessibility(value: Text(""))
                    .accessibility(hint: Text("Hint"))
                ASCircle()
                    .accessibility(label: Text(""))
                    .accessibility(value: Text("Value"))
                    .accessibility(hint: Text("Hint"))
                ASCircle()
                    .accessibility(label: Text("Label"))
                    .accessibility(value: Text("Value"))
                    .accessibility(hint: Text("Hint"))
                ASCircle()
                    .accessibility(label: Text("Label"))
                    .accessibility(value: Text("Value"))
                    .accessibility(hint: Text("Hint"))
                    .accessibilityAction(named: "Custom") {}
                ASCircle()
                    .accessibility(label: Text("Label"))
                    .accessibility(value: Text("Value"))
                    .accessibility(hint: Text("Hint"))
                    .accessibilityCustomContent("Key", "Value")
                    .accessibilityCustomContent("Important Key", "Important Value", importance: .high)
            }
            Spacer()
        }
    }
}

// SwiftUIListWithSections.swift, both views, unedited.
struct ASListWithSections: View {
    var body: some View {
        List {
            Section("Fruits") {
                Text("Apple")
                Text("Banana")
                Text("Cherry")
            }
            Section("Vegetables") {
                Text("Carrot")
                Text("Peas")
            }
        }
    }
}

struct ASListWithHeadersAndFooters: View {
    var body: some View {
        List {
            Section {
                Text("Checking")
                Text("Savings")
            } header: {
                Text("Accounts")
            } footer: {
                Text("Tap an account to view details")
            }
            Section {
                Text("Electric")
                Text("Internet")
            } header: {
                Text("Bills")
            } footer: {
                Text("Due this month")
            }
        }
    }
}

// DemoSection.swift, unedited.
struct ASDemoSection<Content: View>: View {
    let title: String
    let description: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.subheadline)
                    .fontWeight(.semibold)
                Text(description)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .combine)
            content
        }
    }
}

// CustomContentDemo.swift, unedited but for the names (AS prefix).
struct ASCustomContentDemo: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ASDemoSection(
                title: "Custom Content",
                description: "Additional details via 'More Content' rotor"
            ) {
                VStack(spacing: 12) {
                    productCard(name: "Wireless Headphones", price: "$149.99", rating: 4.5, reviews: 2847, sku: "WH-1000XM5")
                    productCard(name: "Bluetooth Speaker", price: "$79.99", rating: 4.2, reviews: 1523, sku: "BS-MINI-BLK")
                }
            }
            Spacer()
        }
        .padding()
        .navigationTitle("Custom Content")
    }

    private func productCard(name: String, price: String, rating: Double, reviews: Int, sku: String) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(name)
                .font(.subheadline)
                .fontWeight(.medium)
            HStack {
                Text(price)
                    .font(.caption)
                    .fontWeight(.semibold)
                Spacer()
                Text("★ \(String(format: "%.1f", rating))")
                    .font(.caption2)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(name), \(price)")
        .accessibilityCustomContent("Rating", "\(String(format: "%.1f", rating)) stars from \(reviews) reviews")
        .accessibilityCustomContent("SKU", sku, importance: .high)
    }
}

// CustomActionsDemo.swift, unedited but for the names.
struct ASCustomActionsDemo: View {
    @State private var isFavorite = false
    @State private var isArchived = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 32) {
                ASDemoSection(
                    title: "Custom Actions",
                    description: "VoiceOver users swipe up/down to access these actions"
                ) {
                    emailRowView
                }
            }
            .padding()
        }
        .navigationTitle("Custom Actions")
    }

    private var emailRowView: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Important Email")
                    .font(.headline)
                Text("Preview of email content...")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .cornerRadius(12)
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Important Email. Preview of email content")
        .accessibilityActions {
            Button(isFavorite ? "Remove from favorites" : "Add to favorites") {
                isFavorite.toggle()
            }
            Button("Reply") {}
            Button("Forward") {}
            Button(isArchived ? "Unarchive" : "Archive") {
                isArchived.toggle()
            }
            Button("Delete", role: .destructive) {}
        }
    }
}
