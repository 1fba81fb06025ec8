/// The deterministic layout of a rendered view tree (docs/layout.md): sizes
/// are negotiated SwiftUI's way (a parent proposes, the child chooses), then
/// frames are placed in screen coordinates; right-to-left mirrors them.
struct LayoutEngine {
    static let huge: CGFloat = 1_000_000

    /// Lays out `root` in a screen of `width` × `height` points: the root is
    /// offered the screen's width, placed at the top, centred horizontally.
    static func layout(_ root: _ViewNode, width: CGFloat, height: CGFloat, direction: LayoutDirection) {
        let engine = LayoutEngine()
        let size = engine.size(root, ProposedSize(width: width, height: nil))
        engine.place(root, CGRect(x: ((width - size.width) / 2), y: 0, width: size.width, height: size.height))
        if direction == .rightToLeft { mirror(root, width: width) }
    }

    /// Mirrors every frame horizontally within the screen.
    static func mirror(_ node: _ViewNode, width: CGFloat) {
        var stack = [node]
        while let next = stack.popLast() {
            next.frame.origin.x = width - next.frame.maxX
            stack.append(contentsOf: next.children)
        }
    }

    // MARK: Sizing

    func size(_ node: _ViewNode, _ proposal: ProposedSize) -> CGSize {
        if let cached = node.sizeCache.size(for: proposal) { return cached }
        let result = computeSize(node, proposal)
        node.sizeCache.insert(result, for: proposal)
        return result
    }

    private func computeSize(_ node: _ViewNode, _ proposal: ProposedSize) -> CGSize {
        switch node.kind {
        case .text(let text, let lineLimit):
            // Counting characters walks grapheme clusters: once per node, not once per proposal.
            let textLayout = node.textLayout ?? (TextShape(text), TextMetrics(font: node.environment.fontFacts))
            node.textLayout = textLayout
            var measured = textLayout.metrics.measure(
                textLayout.shape, width: proposal.width, height: proposal.height,
                lineLimit: lineLimit)
            // Text that may shrink (`minimumScaleFactor`) is cut off only if it does not fit at its smallest size.
            if measured.truncated {
                let factor = node.environment.minimumScaleFactor
                if factor < 1 {
                    measured = textLayout.metrics.shrunkToFit(
                        textLayout.shape, width: proposal.width, height: proposal.height, lineLimit: lineLimit, down: factor)
                }
            }
            node.isTruncated = measured.truncated
            return measured.size
        case .image(let kind, let resizable):
            let ideal: CGFloat
            switch kind {
            case .symbol: ideal = (CGFloat(node.environment.fontFacts.size) * node.environment.storage.imageScale).rounded()
            case .asset: ideal = LayoutConstants.assetImage
            }
            if resizable { return CGSize(width: proposal.width ?? ideal, height: proposal.height ?? ideal) }
            return CGSize(width: ideal, height: ideal)
        case .paint:
            return CGSize(width: proposal.width ?? LayoutConstants.flexibleIdeal, height: proposal.height ?? LayoutConstants.flexibleIdeal)
        case .spacer(let minLength):
            let length = minLength ?? LayoutConstants.spacerMinLength
            return CGSize(width: length, height: length)
        case .stack(let axis, _, let spacing):
            return stackLayout(node, axis: axis, spacing: spacing, proposal: proposal).size
        case .zstack:
            var width: CGFloat = 0, height: CGFloat = 0
            for child in node.children {
                let size = size(child, proposal)
                width = max(width, size.width)
                height = max(height, size.height)
            }
            return CGSize(width: width, height: height)
        case .padding(let insets):
            let inner = ProposedSize(
                width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
            let content = node.children.first.map { size($0, inner) } ?? .zero
            return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
        case .frame(let spec):
            return frameSize(node, spec, proposal)
        case .decorated:
            return node.children.first.map { size($0, proposal) } ?? .zero
        case .passthrough, .offset:
            return node.children.first.map { size($0, proposal) } ?? .zero
        case .fixed(let size):
            return size
        case .wide(let height):
            return CGSize(width: proposal.width ?? 100, height: height)
        case .absent:
            return .zero
        case .scroll(let horizontal, let vertical):
            return scrollSize(node, horizontal: horizontal, vertical: vertical, proposal)
        }
    }

    /// A scroll view takes the space offered along the axes it scrolls (its
    /// content's size when none is offered) and hugs its content across them.
    private func scrollSize(_ node: _ViewNode, horizontal: Bool, vertical: Bool, _ proposal: ProposedSize) -> CGSize {
        let content = node.children.first.map { size($0, Self.scrollContentProposal(horizontal, vertical, proposal)) } ?? .zero
        let width = horizontal || vertical ? (proposal.width ?? content.width) : content.width
        let height = vertical ? (proposal.height ?? content.height) : content.height
        return CGSize(width: width, height: height)
    }

    /// What a scroll view offers its content: no bound along the scrolled axes.
    private static func scrollContentProposal(_ horizontal: Bool, _ vertical: Bool, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    private func frameSize(_ node: _ViewNode, _ spec: FrameSpec, _ proposal: ProposedSize) -> CGSize {
        func resolve(_ fixed: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?, _ offered: CGFloat?) -> CGFloat? {
            if let fixed { return fixed }
            guard let offered else { return nil }
            var value = offered
            if let minimum { value = max(value, minimum) }
            if let maximum { value = min(value, maximum) }
            return value
        }
        let childProposal = ProposedSize(
            width: resolve(spec.width, spec.minWidth, spec.maxWidth, proposal.width),
            height: resolve(spec.height, spec.minHeight, spec.maxHeight, proposal.height))
        let child = node.children.first.map { size($0, childProposal) } ?? .zero
        func dimension(_ fixed: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?, _ offered: CGFloat?, _ childValue: CGFloat) -> CGFloat {
            if let fixed { return fixed }
            var value = childValue
            if let maximum {
                value =
                    maximum >= Self.huge || maximum == .infinity
                    ? max(childValue, offered ?? childValue) : max(childValue, min(maximum, offered ?? childValue))
                value = min(value, maximum)
            }
            if let minimum { value = max(value, minimum) }
            return value
        }
        return CGSize(
            width: dimension(spec.width, spec.minWidth, spec.maxWidth, proposal.width, child.width),
            height: dimension(spec.height, spec.minHeight, spec.maxHeight, proposal.height, child.height))
    }

    /// Sizes of a stack's children along its axis, SwiftUI's way: the least
    /// flexible children are offered an equal share of what is left first;
    /// spacers share what remains.
    private func stackLayout(_ node: _ViewNode, axis: Axis, spacing: CGFloat, proposal: ProposedSize) -> (size: CGSize, sizes: [CGSize]) {
        // One pass classifies the children (no index lists: this runs for every stack at every proposal).
        let children = node.children
        var sizes = [CGSize](filled: .zero, count: children.count)
        var visibleCount = 0, spacerCount = 0, otherCount = 0
        var spacerMinimum: CGFloat = 0
        for child in children {
            switch child.kind {
            case .absent:
                continue
            case .spacer(let minLength):
                visibleCount += 1
                spacerCount += 1
                spacerMinimum += minLength ?? LayoutConstants.spacerMinLength
            default:
                visibleCount += 1
                otherCount += 1
            }
        }
        let gaps = CGFloat(max(0, visibleCount - 1)) * spacing
        let cross = proposal.along(axis == .horizontal ? .vertical : .horizontal)
        if let available = proposal.along(axis) {
            var remaining = max(0, available - gaps - spacerMinimum)
            if otherCount >= 2 {
                // Order by flexibility: the range between the smallest and largest size each child accepts.
                var ranked: [(index: Int, flexibility: CGFloat)] = []
                ranked.reserveCapacity(otherCount)
                for index in children.indices where Self.isSized(children[index]) {
                    let smallest = size(children[index], .make(axis, main: 0, cross: cross)).along(axis)
                    let largest = size(children[index], .make(axis, main: Self.huge, cross: cross)).along(axis)
                    ranked.append((index, largest - smallest))
                }
                ranked.sort { $0.flexibility < $1.flexibility || ($0.flexibility == $1.flexibility && $0.index < $1.index) }
                var left = ranked.count
                for (index, _) in ranked {
                    let share = remaining / CGFloat(left)
                    let measured = size(children[index], .make(axis, main: share, cross: cross))
                    sizes[index] = measured
                    remaining = max(0, remaining - measured.along(axis))
                    left -= 1
                }
            } else if otherCount == 1, let index = children.firstIndex(where: Self.isSized) {
                let measured = size(children[index], .make(axis, main: remaining, cross: cross))
                sizes[index] = measured
                remaining = max(0, remaining - measured.along(axis))
            }
            let extra = spacerCount == 0 ? 0 : remaining / CGFloat(spacerCount)
            for index in children.indices {
                guard case .spacer(let minLength) = children[index].kind else { continue }
                sizes[index] = .make(axis, main: (minLength ?? LayoutConstants.spacerMinLength) + extra, cross: 0)
            }
        } else {
            for index in children.indices where Self.isSized(children[index]) {
                sizes[index] = size(children[index], .make(axis, main: nil, cross: cross))
            }
            for index in children.indices {
                guard case .spacer(let minLength) = children[index].kind else { continue }
                sizes[index] = .make(axis, main: minLength ?? LayoutConstants.spacerMinLength, cross: 0)
            }
        }
        var main: CGFloat = gaps
        var crossSize: CGFloat = 0
        for index in children.indices {
            if case .absent = children[index].kind { continue }
            main += sizes[index].along(axis)
            crossSize = max(crossSize, sizes[index].along(axis == .horizontal ? .vertical : .horizontal))
        }
        return (.make(axis, main: main, cross: crossSize), sizes)
    }

    /// Whether a stack child is sized by proposal (neither absent nor a spacer).
    private static func isSized(_ child: _ViewNode) -> Bool {
        switch child.kind {
        case .absent, .spacer: false
        default: true
        }
    }

    // MARK: Placement

    func place(_ node: _ViewNode, _ frame: CGRect) {
        node.frame = frame
        let offered = ProposedSize(width: frame.width, height: frame.height)
        switch node.kind {
        case .text:
            _ = computeSize(node, offered)
        case .image, .paint, .spacer, .fixed, .wide:
            for child in node.children { place(child, CGRect(origin: frame.origin, size: .zero)) }
        case .absent:
            for child in node.children { place(child, CGRect(origin: frame.origin, size: .zero)) }
        case .stack(let axis, let alignment, let spacing):
            let (_, sizes) = stackLayout(node, axis: axis, spacing: spacing, proposal: offered)
            var cursor: CGFloat = axis == .horizontal ? frame.minX : frame.minY
            let crossSpace = axis == .horizontal ? frame.height : frame.width
            var first = true
            for (index, child) in node.children.enumerated() {
                if case .absent = child.kind {
                    place(child, CGRect(origin: frame.origin, size: .zero))
                    continue
                }
                if !first { cursor += spacing }
                first = false
                let size = sizes[index]
                let crossOffset: CGFloat
                let crossLength = size.along(axis == .horizontal ? .vertical : .horizontal)
                switch alignment {
                case .leading: crossOffset = 0
                case .center: crossOffset = (crossSpace - crossLength) / 2
                case .trailing: crossOffset = crossSpace - crossLength
                }
                let childFrame =
                    axis == .horizontal
                    ? CGRect(x: cursor, y: frame.minY + crossOffset, width: size.width, height: size.height)
                    : CGRect(x: frame.minX + crossOffset, y: cursor, width: size.width, height: size.height)
                place(child, childFrame)
                cursor += size.along(axis)
            }
        case .zstack(let alignment):
            for child in node.children {
                place(child, aligned(size(child, offered), in: frame, alignment))
            }
        case .padding(let insets):
            guard let child = node.children.first else { return }
            let inner = CGRect(
                x: frame.minX + insets.leading, y: frame.minY + insets.top,
                width: max(0, frame.width - insets.leading - insets.trailing),
                height: max(0, frame.height - insets.top - insets.bottom))
            place(child, CGRect(origin: inner.origin, size: size(child, ProposedSize(width: inner.width, height: inner.height))))
        case .frame(let spec):
            guard let child = node.children.first else { return }
            let childSize = size(child, ProposedSize(width: frame.width, height: frame.height))
            place(child, aligned(childSize, in: frame, spec.alignment))
        case .decorated:
            guard let content = node.children.first else { return }
            place(content, frame)
            for decoration in node.children.dropFirst() { place(decoration, frame) }
        case .passthrough:
            for child in node.children { place(child, frame) }
        case .offset(let offset):
            for child in node.children { place(child, frame.offsetBy(dx: offset.width, dy: offset.height)) }
        case .scroll(let horizontal, let vertical):
            // Scrolled to the top and leading edge; content past the frame keeps its place (VoiceOver scrolls to it).
            guard let content = node.children.first else { return }
            let contentSize = size(content, Self.scrollContentProposal(horizontal, vertical, offered))
            let x = horizontal ? frame.minX : frame.minX + max(0, frame.width - contentSize.width) / 2
            place(content, CGRect(x: x, y: frame.minY, width: contentSize.width, height: contentSize.height))
        }
    }

    private func aligned(_ size: CGSize, in frame: CGRect, _ alignment: Alignment) -> CGRect {
        CGRect(
            x: frame.minX + alignment.horizontal.value.offset(size.width, in: frame.width),
            y: frame.minY + alignment.vertical.value.offset(size.height, in: frame.height),
            width: size.width, height: size.height)
    }
}
