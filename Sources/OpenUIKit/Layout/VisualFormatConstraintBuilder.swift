import Foundation

/// Turns a read visual format into constraints: looks its names up in the views and metrics
/// dictionaries, finds the superview each `|` stands for, checks the options against the
/// format's axis, and makes one constraint per predicate, spacing and alignment.
///
/// The constraints come back inactive, as UIKit's do. Within a connection the item that comes
/// later along the axis is the first item: `[a]-10-[b]` makes `b.leading == a.trailing + 10`,
/// and `[a]-10-|` makes `superview.trailing == a.trailing + 10`, so a `>=` spacing always reads
/// "at least this much room".
@MainActor
struct VisualFormatConstraintBuilder {
    private let format: VisualFormatParser.Format
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    /// The format's length, where a caret points for a fault of the whole format.
    private let endOffset: Int

    /// Things worth saying about a format that still made its constraints.
    private(set) var notes: [String] = []

    init(format: VisualFormatParser.Format, length: Int, options: NSLayoutConstraint.FormatOptions,
         metrics: [String: Any], views: [String: Any]) {
        self.format = format
        endOffset = length
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// The edges a format relates along its axis, in reading order.
    private struct Edges {
        /// The edge a view's spacing to the one before it starts from, and the one its spacing
        /// to the next leaves from.
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        /// The superview's margins, which the standard spacing to a `|` keeps to.
        let startMargin: NSLayoutConstraint.Attribute
        let endMargin: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute
        /// Whether positions decrease along the reading order (right to left).
        let reversed: Bool
    }

    /// Builds the constraints, keeping any notes for the caller to report.
    mutating func build() throws(VisualFormatParser.Failure) -> [NSLayoutConstraint] {
        let alignment = try alignmentAttributes()
        let edges = try self.edges()
        let baselineSpacing = options.contains(.spacingBaselineToBaseline)

        let items = try format.views.map { view throws(VisualFormatParser.Failure) in try item(named: view.name) }
        var made: [NSLayoutConstraint] = []

        if let edge = format.leadingEdge {
            let superview = try self.superview(for: edge, beside: items[0], named: format.views[0].name)
            made += try connect(edge.connection,
                                before: (superview, edge.connection.isStandard ? edges.startMargin : edges.start),
                                after: (items[0], edges.start), toSuperview: true, edges: edges)
        }
        for (i, view) in format.views.enumerated() {
            made += try sizeConstraints(view, item: items[i], edges: edges)
            guard i > 0 else { continue }
            let previous = items[i - 1], current = items[i]
            var endAttribute = edges.end, startAttribute = edges.start
            if baselineSpacing, !format.connections[i - 1].isFlush, previous is UIView, current is UIView {
                // Text reads from baseline to baseline; a view without text has its baselines at
                // its bottom edge, so this spaces it edge to edge anyway.
                endAttribute = .lastBaseline
                startAttribute = .firstBaseline
            }
            made += try connect(format.connections[i - 1], before: (previous, endAttribute), after: (current, startAttribute),
                                toSuperview: false, edges: edges)
            for attribute in alignment {
                made.append(NSLayoutConstraint(first: current, attribute, .equal, second: previous, attribute, multiplier: 1, constant: 0))
            }
        }
        if let edge = format.trailingEdge, let last = items.last, let lastView = format.views.last {
            let superview = try self.superview(for: edge, beside: last, named: lastView.name)
            made += try connect(edge.connection, before: (last, edges.end),
                                after: (superview, edge.connection.isStandard ? edges.endMargin : edges.end),
                                toSuperview: true, edges: edges)
        }
        if format.views.count == 1, !alignment.isEmpty {
            notes.append("the alignment options were ignored: a format with one view has nothing to align it with")
        }
        return made
    }

    // MARK: Options

    /// The attributes to align every neighbouring pair on, which must lie across the axis.
    private func alignmentAttributes() throws(VisualFormatParser.Failure) -> [NSLayoutConstraint.Attribute] {
        if options.unknownBits != 0 {
            throw failure(at: endOffset, "The options have bits no option uses (0x\(String(options.unknownBits, radix: 16)))")
        }
        let attributes: [NSLayoutConstraint.Attribute]
        switch options.alignmentAttributes {
        case .success(let found):
            attributes = found
        case .failure(let unknown):
            throw failure(at: endOffset, "The options' bit 1 << \(unknown.bit) is no alignment: the alignAll… options align edges, centers and baselines")
        }
        if let along = attributes.first(where: { $0.axis == format.axis }) {
            let axis = format.axis == .horizontal ? "horizontal" : "vertical"
            let across = format.axis == .horizontal ? "top, bottom, centerY or a baseline" : "left, right, leading, trailing or centerX"
            throw failure(at: endOffset, "The options align the views on \(along.name), a \(axis) attribute, but the format lays them out \(axis)ly: align them across the axis instead (\(across))")
        }
        return attributes
    }

    private func edges() throws(VisualFormatParser.Failure) -> Edges {
        guard let direction = options.direction else {
            throw failure(at: endOffset, "The options' direction bits (3 << 16) name no direction")
        }
        if format.axis == .vertical {
            return Edges(start: .top, end: .bottom, startMargin: .topMargin, endMargin: .bottomMargin, size: .height, reversed: false)
        }
        if options.contains(.spacingBaselineToBaseline) {
            throw failure(at: endOffset, "spacingBaselineToBaseline spaces views vertically; it cannot apply to a horizontal format")
        }
        switch direction {
        case .directionLeftToRight:
            return Edges(start: .left, end: .right, startMargin: .leftMargin, endMargin: .rightMargin, size: .width, reversed: false)
        case .directionRightToLeft:
            return Edges(start: .right, end: .left, startMargin: .rightMargin, endMargin: .leftMargin, size: .width, reversed: true)
        default:
            return Edges(start: .leading, end: .trailing, startMargin: .leadingMargin, endMargin: .trailingMargin, size: .width, reversed: false)
        }
    }

    // MARK: Names

    private func item(named name: VisualFormatParser.Name) throws(VisualFormatParser.Failure) -> LayoutItem {
        guard let value = views[name.text] else {
            throw failure(at: name.offset, "\(name.text) is not a key in the views dictionary")
        }
        guard let item = value as? LayoutItem else {
            throw failure(at: name.offset, "The views dictionary maps \(name.text) to \(VisualFormatConstraintBuilder.describe(value)), not to a view or a layout guide")
        }
        return item
    }

    /// The view a `|` stands for: the superview of the view beside it (the owning view of a
    /// layout guide).
    private func superview(for edge: VisualFormatParser.SuperviewEdge, beside item: LayoutItem,
                           named name: VisualFormatParser.Name) throws(VisualFormatParser.Failure) -> UIView {
        guard let parent = item.layoutParent else {
            let what = item is UILayoutGuide ? "the layout guide \(name.text) belongs to no view (addLayoutGuide(_:))"
                                             : "\(name.text) has no superview"
            throw failure(at: edge.offset, "Cannot interpret '|': it stands for the superview of the view beside it, and \(what)")
        }
        return parent
    }

    /// A spacing or a priority: a number, or a metric's value.
    private func number(_ value: VisualFormatParser.Value, for use: String) throws(VisualFormatParser.Failure) -> Double {
        switch value {
        case .number(let number, _):
            return number
        case .name(let name):
            if let metric = metrics[name.text] {
                guard let number = VisualFormatConstraintBuilder.number(from: metric), number.isFinite else {
                    throw failure(at: name.offset, "The metrics dictionary maps \(name.text) to \(VisualFormatConstraintBuilder.describe(metric)), not to a finite number")
                }
                return number
            }
            if views[name.text] != nil {
                throw failure(at: name.offset, "\(name.text) is a view, but \(use) must be a number or a metric; a view can only be the object of a view's size predicate ([a(==\(name.text))])")
            }
            throw failure(at: name.offset, "\(name.text) is not a key in the metrics dictionary")
        }
    }

    private func priority(_ value: VisualFormatParser.Value?) throws(VisualFormatParser.Failure) -> UILayoutPriority {
        guard let value else { return .required }
        let number = try number(value, for: "a priority")
        let priority = UILayoutPriority(Float(number))
        guard priority.isValid else {
            throw failure(at: value.offset, "The priority \(LayoutDescription.number(CGFloat(number))) is out of range: priorities run from 1 to 1000")
        }
        return priority
    }

    // MARK: Constraints

    /// `[view(predicates)]`: the view's width (H) or height (V) against constants or other views.
    private func sizeConstraints(_ view: VisualFormatParser.View, item: LayoutItem,
                                 edges: Edges) throws(VisualFormatParser.Failure) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        for predicate in view.predicates {
            let constraint: NSLayoutConstraint
            if case .name(let name) = predicate.object, metrics[name.text] == nil {
                // A name that is no metric must be a view: as wide (or tall) as that view.
                guard views[name.text] != nil else {
                    throw failure(at: name.offset, "\(name.text) is not a key in the metrics or the views dictionary")
                }
                let other = try self.item(named: name)
                constraint = NSLayoutConstraint(first: item, edges.size, predicate.relation, second: other, edges.size,
                                                multiplier: 1, constant: 0)
            } else {
                let constant = try number(predicate.object, for: "a size")
                constraint = NSLayoutConstraint(first: item, edges.size, predicate.relation, second: nil, .notAnAttribute,
                                                multiplier: 1, constant: CGFloat(constant))
            }
            constraint.priority = try priority(predicate.priority)
            made.append(constraint)
        }
        return made
    }

    /// The constraints of one connection between the edge `before` leaves from and the edge
    /// `after` starts at. The standard spacing is 8 points between siblings; next to a `|` it
    /// is the superview's margin, which the caller has already chosen as the superview's edge.
    private func connect(_ connection: VisualFormatParser.Connection,
                         before: (item: LayoutItem, attribute: NSLayoutConstraint.Attribute),
                         after: (item: LayoutItem, attribute: NSLayoutConstraint.Attribute),
                         toSuperview: Bool, edges: Edges) throws(VisualFormatParser.Failure) -> [NSLayoutConstraint] {
        var spacings: [(relation: NSLayoutConstraint.Relation, constant: Double, priority: UILayoutPriority)] = []
        switch connection {
        case .flush:
            spacings = [(.equal, 0, .required)]
        case .standard:
            spacings = [(.equal, toSuperview ? 0 : Double(systemSpacing), .required)]
        case .predicates(let predicates):
            for predicate in predicates {
                spacings.append((predicate.relation, try number(predicate.object, for: "a spacing"), try priority(predicate.priority)))
            }
        }
        return spacings.map { spacing in
            // Whichever edge lies further along the coordinates comes first, so the constant
            // is the room between the two whichever way the format reads.
            let (first, second) = edges.reversed ? (before, after) : (after, before)
            let constraint = NSLayoutConstraint(first: first.item, first.attribute, spacing.relation, second: second.item, second.attribute,
                                                multiplier: 1, constant: CGFloat(spacing.constant))
            constraint.priority = spacing.priority
            return constraint
        }
    }

    // MARK: Helpers

    /// A metric's value as a number: any of Swift's number types, or an `NSNumber` (a Bool is
    /// no metric, though it bridges to one).
    static func number(from value: Any) -> Double? {
        switch value {
        case is Bool: return nil
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        case let number as Float: return Double(number)
        case let number as Int: return Double(number)
        case let number as any BinaryInteger: return Double(number)
        case let number as any BinaryFloatingPoint: return Double(number)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }

    private static func describe(_ value: Any) -> String {
        "a value of type \(type(of: value))"
    }

    private func failure(at offset: Int, _ reason: String) -> VisualFormatParser.Failure {
        VisualFormatParser.Failure(reason: reason, offset: offset)
    }
}

private extension VisualFormatParser.Connection {
    var isStandard: Bool {
        if case .standard = self { return true }
        return false
    }

    var isFlush: Bool {
        if case .flush = self { return true }
        return false
    }
}
