import Foundation

/// Where an ``AsyncImage`` is in loading its image, as in SwiftUI.
///
/// A headless render loads nothing, so the phase it passes is always
/// ``empty``; the other cases exist so that a `switch` written for SwiftUI
/// compiles and its `.success` and `.failure` branches can be rendered by
/// calling the content closure directly.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded (yet): what every headless render shows.
    case empty
    /// The image loaded.
    case success(Image)
    /// Loading failed with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error loading failed with, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL, as in SwiftUI: `AsyncImage(url: avatarURL)`.
///
/// On iOS the view shows a placeholder while it loads, then the image (or
/// the content closure's view of the phase). A headless render never loads
/// (no network, and the same render must give the same tree), so it shows
/// what iOS shows before the image arrives: the placeholder, or
/// `content(.empty)`. The default placeholder is a rectangle filled with the
/// secondary system fill colour, taking the space offered, and no element
/// (docs/porting.md, approximated). The URL, scale and transaction are kept
/// for source compatibility and do not change the tree.
public struct AsyncImage<Content: View>: View {
    /// The URL the image would load from.
    let url: URL?
    /// What a render shows: the placeholder, before any image has loaded.
    let shown: AnyView

    public var body: some View {
        shown
    }
}

extension AsyncImage where Content == Image {
    /// An image from `url`, with the default placeholder while it loads
    /// (always, in a headless render).
    public init(url: URL?, scale: CGFloat = 1, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.url = url
        self.shown = AnyView(Rectangle().fill(Color(.secondarySystemFill), filePath: filePath, line: line, column: column))
    }
}

extension AsyncImage {
    /// An image from `url` shown through `content` once loaded, and
    /// `placeholder` until then (always, in a headless render).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.shown = AnyView(placeholder())
    }

    /// An image from `url` whose every phase `content` draws; a headless
    /// render shows `content(.empty)`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.shown = AnyView(content(.empty))
    }
}
