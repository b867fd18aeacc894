import Foundation

extension UIStackView {
    /// How strongly a stack view wraps its content where nothing else decides its size
    /// (across the axis, the gaps of the spacing distributions, views without an intrinsic
    /// size): just above
    /// `fittingSizeLevel`, so `systemLayoutSizeFitting` measures the content tightly whatever
    /// its target, while any constraint of the app's from priority 52 up sizes the stack view.
    static let contentFitPriority = UILayoutPriority(UILayoutPriority.fittingSizeLevel.rawValue + 1)

    /// The attributes of one axis: the two edges, the centre and the size, and the same
    /// within margins for the stack view's own side of a constraint.
    struct AxisAttributes {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute
        let startMargin: NSLayoutConstraint.Attribute
        let endMargin: NSLayoutConstraint.Attribute
        let centerWithinMargins: NSLayoutConstraint.Attribute

        static let horizontal = AxisAttributes(start: .leading, end: .trailing, center: .centerX, size: .width,
                                               startMargin: .leadingMargin, endMargin: .trailingMargin,
                                               centerWithinMargins: .centerXWithinMargins)
        static let vertical = AxisAttributes(start: .top, end: .bottom, center: .centerY, size: .height,
                                             startMargin: .topMargin, endMargin: .bottomMargin,
                                             centerWithinMargins: .centerYWithinMargins)
    }

    /// The constraints for the current arrangement, not yet active.
    ///
    /// Along the axis the visible views form a chain from the stack view's start edge to its
    /// end edge, with the spacing between them (exact, or a least gap); the distribution adds
    /// its relation between sizes or gaps. Across the axis the alignment lines the views up
    /// on the first visible one and ties that one to the stack view, with boundaries that
    /// keep every view inside where they are not stretched to it. Hidden views stand at zero
    /// length where they would be, so they take no space.
    func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let along = axis == .horizontal ? AxisAttributes.horizontal : AxisAttributes.vertical
        let across = axis == .horizontal ? AxisAttributes.vertical : AxisAttributes.horizontal
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var made: [NSLayoutConstraint] = []

        var previousVisible: UIView?
        for view in arrangedSubviews {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            made += hidingConstraints(for: view, after: previousVisible, along: along, across: across)
        }

        // With nothing else deciding its size, the stack view is as small as its views allow:
        // at zero with none visible, tight around them otherwise (the gaps of the spacing
        // distributions at their least), along and across the axis.
        made.append(relate(self, along.size, .equal, nil, .notAnAttribute, priority: UIStackView.contentFitPriority, "UISV-spanning-fit"))
        made.append(relate(self, across.size, .equal, nil, .notAnAttribute, priority: UIStackView.contentFitPriority, "UISV-spanning-fit"))
        guard let first = visible.first, let last = visible.last else {
            proportionalWeights.removeAll()
            return made
        }
        made.append(relate(first, along.start, .equal, self, canvas(along).start, "UISV-canvas-connection"))
        made.append(relate(last, along.end, .equal, self, canvas(along).end, "UISV-canvas-connection"))
        let spacesAreLeast = distribution == .equalSpacing || distribution == .equalCentering
        for (a, b) in zip(visible, visible.dropFirst()) {
            made.append(relate(b, leadingEdge(of: b, along), spacesAreLeast ? .greaterThanOrEqual : .equal,
                               a, trailingEdge(of: a, along), constant: resolvedSpacing(after: a), "UISV-spacing"))
        }
        // Squeezed, a view stops at zero length and the next weakest gives the rest, rather
        // than one going negative and pushing its neighbours out past the stack view's edge.
        for view in visible {
            made.append(relate(view, along.size, .greaterThanOrEqual, nil, .notAnAttribute, "UISV-non-negative-length"))
        }
        made += distributionConstraints(for: visible, along: along)
        made += alignmentConstraints(for: visible, across: across)
        return made
    }

    // MARK: Along the axis

    private func distributionConstraints(for visible: [UIView], along: AxisAttributes) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        let first = visible[0]
        proportionalWeights.removeAll()
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                made.append(relate(view, along.size, .equal, first, along.size, "UISV-fill-equally"))
            }
        case .fillProportionally:
            // Sizes keep the proportions of the intrinsic sizes; a view without one is left
            // to hugging and compression resistance, as in `.fill`.
            var reference: (view: UIView, weight: CGFloat)?
            for view in visible {
                let weight = proportionalWeight(of: view)
                proportionalWeights[ObjectIdentifier(view)] = weight
                guard weight > 0 else { continue }
                if let reference {
                    made.append(relate(view, along.size, .equal, reference.view, along.size,
                                       multiplier: weight / reference.weight, "UISV-fill-proportionally"))
                } else {
                    reference = (view, weight)
                }
            }
        case .equalSpacing, .equalCentering:
            // A guide spans each gap (edge to edge, or centre to centre), and the guides
            // keep one size. (A stack view free in length keeps the least gaps by its
            // spanning fit.)
            let centring = distribution == .equalCentering
            for (index, (a, b)) in zip(visible, visible.dropFirst()).enumerated() {
                let gap = gapGuides[index]
                made.append(relate(gap, along.start, .equal, a, centring ? along.center : trailingEdge(of: a, along), "UISV-distributing-edge"))
                made.append(relate(gap, along.end, .equal, b, centring ? along.center : leadingEdge(of: b, along), "UISV-distributing-edge"))
                if index > 0 {
                    made.append(relate(gap, along.size, .equal, gapGuides[0], along.size, "UISV-fill-equally"))
                }
            }
        }
        if distribution != .fillEqually {
            made += orderConstraints(for: visible, along: along)
        }
        return made
    }

    /// Where hugging or compression resistance leave a choice (equal priorities, or views
    /// with no intrinsic size), UIKit documents only that it goes "by index in
    /// `arrangedSubviews`". Here the earlier view takes the room: each view is pulled toward
    /// zero length at a priority under 1, below the priorities apps and UIKit use (from
    /// `fittingSizeLevel` down, the lowest named one, to 1), the last view the most strongly.
    /// These levels only choose among layouts that every other constraint finds equally
    /// good: the first of equals stretches, and the last of equals is squeezed first.
    private func orderConstraints(for visible: [UIView], along: AxisAttributes) -> [NSLayoutConstraint] {
        let levels = Float(visible.count + 1)
        return visible.enumerated().map { index, view in
            relate(view, along.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(Float(index + 1) / levels),
                   "UISV-ambiguity-suppression")
        }
    }

    /// The size `.fillProportionally` apportions by: the intrinsic size along the axis, or 0
    /// without one.
    func proportionalWeight(of view: UIView) -> CGFloat {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length.isFinite && length > 0 ? length : 0
    }

    // MARK: Across the axis

    private func alignmentConstraints(for visible: [UIView], across: AxisAttributes) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        let first = visible[0], others = visible.dropFirst()
        var effective = alignment
        if axis == .vertical {
            // A column has no common baseline: the baseline alignments keep their side.
            if effective == .firstBaseline { effective = .leading }
            if effective == .lastBaseline { effective = .trailing }
        }
        switch effective {
        case .fill:
            made.append(relate(first, across.start, .equal, self, canvas(across).start, "UISV-canvas-connection"))
            made.append(relate(first, across.end, .equal, self, canvas(across).end, "UISV-canvas-connection"))
            for view in others {
                made.append(relate(view, across.start, .equal, first, across.start, "UISV-alignment"))
                made.append(relate(view, across.end, .equal, first, across.end, "UISV-alignment"))
            }
        case .leading:
            made.append(relate(first, across.start, .equal, self, canvas(across).start, "UISV-canvas-connection"))
            for view in others { made.append(relate(view, across.start, .equal, first, across.start, "UISV-alignment")) }
            for view in visible { made.append(relate(view, across.end, .lessThanOrEqual, self, canvas(across).end, "UISV-spanning-boundary")) }
        case .trailing:
            made.append(relate(first, across.end, .equal, self, canvas(across).end, "UISV-canvas-connection"))
            for view in others { made.append(relate(view, across.end, .equal, first, across.end, "UISV-alignment")) }
            for view in visible { made.append(relate(view, across.start, .greaterThanOrEqual, self, canvas(across).start, "UISV-spanning-boundary")) }
        case .center:
            made.append(relate(first, across.center, .equal, self, canvas(across).center, "UISV-canvas-connection"))
            for view in others { made.append(relate(view, across.center, .equal, first, across.center, "UISV-alignment")) }
            // Centred on the stack view's centre line, a view inside one edge is inside both.
            for view in visible { made.append(relate(view, across.start, .greaterThanOrEqual, self, canvas(across).start, "UISV-spanning-boundary")) }
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in others { made.append(relate(view, baseline, .equal, first, baseline, "UISV-alignment")) }
            for view in visible {
                made.append(relate(view, across.start, .greaterThanOrEqual, self, canvas(across).start, "UISV-spanning-boundary"))
                made.append(relate(view, across.end, .lessThanOrEqual, self, canvas(across).end, "UISV-spanning-boundary"))
            }
            // In a stack view taller than the line, the line hangs from the top (first
            // baselines) or stands on the bottom (last baselines).
            let edge = effective == .firstBaseline ? across.start : across.end
            let canvasEdge = effective == .firstBaseline ? canvas(across).start : canvas(across).end
            made.append(relate(first, edge, .equal, self, canvasEdge, priority: UIStackView.contentFitPriority, "UISV-canvas-connection"))
        }
        return made
    }

    // MARK: Hidden views

    /// A hidden view stands at zero length where it would be (right after the visible view
    /// before it), at the stack view's start edge across the axis, taking no space and no
    /// spacing. Its size across the axis is its own (it does not widen the stack view).
    private func hidingConstraints(for view: UIView, after previous: UIView?, along: AxisAttributes,
                                   across: AxisAttributes) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        if let previous {
            made.append(relate(view, along.start, .equal, previous, along.end, "UISV-hiding"))
        } else {
            made.append(relate(view, along.start, .equal, self, canvas(along).start, "UISV-hiding"))
        }
        made.append(relate(view, along.size, .equal, nil, .notAnAttribute, "UISV-hiding"))
        made.append(relate(view, across.start, .equal, self, canvas(across).start, "UISV-hiding"))
        return made
    }

    // MARK: Helpers

    /// The stack view's own side of its constraints on one axis: its bounds edges and centre,
    /// or, when the arrangement is relative to its layout margins, its margins.
    private func canvas(_ axis: AxisAttributes) -> AxisAttributes {
        guard isLayoutMarginsRelativeArrangement else { return axis }
        return AxisAttributes(start: axis.startMargin, end: axis.endMargin, center: axis.centerWithinMargins, size: axis.size,
                              startMargin: axis.startMargin, endMargin: axis.endMargin, centerWithinMargins: axis.centerWithinMargins)
    }

    /// Where the spacing before `view` is measured from: its start edge, or its first
    /// baseline in a baseline-relative column.
    private func leadingEdge(of view: UIView, _ along: AxisAttributes) -> NSLayoutConstraint.Attribute {
        measuresFromBaselines(view) ? .firstBaseline : along.start
    }

    /// Where the spacing after `view` is measured from: its end edge, or its last baseline.
    private func trailingEdge(of view: UIView, _ along: AxisAttributes) -> NSLayoutConstraint.Attribute {
        measuresFromBaselines(view) ? .lastBaseline : along.end
    }

    private func measuresFromBaselines(_ view: UIView) -> Bool {
        guard isBaselineRelativeArrangement, axis == .vertical else { return false }
        // A view without text has its baselines at its bottom edge; its edges are used.
        let first = view.baselineView(last: false).baselineLocation(last: false)
        return !(first.fractionOfHeight == BaselineLocation.bottom.fractionOfHeight && first.offset == BaselineLocation.bottom.offset)
    }

    private func relate(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                        constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: first, firstAttribute, relation, second: second, secondAttribute,
                                            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }
}
