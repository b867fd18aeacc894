import Foundation

extension NSLayoutConstraint {
    /// The constraints a visual format string draws, as in UIKit:
    /// `H:|-[find]-[findNext]-[findField(>=20)]-|`, `V:|-20-[box(>=50@750)]`, `[a(==b)]`.
    ///
    /// - `H:` or `V:` sets the axis (horizontal when left out); `|` is the superview of the view
    ///   beside it; `[name(predicates)]` is a view or layout guide from `views`, with
    ///   predicates on its width (H) or height (V); between neighbours, nothing is flush, `-`
    ///   is the standard spacing and `-10-`, `-gap-` or `-(>=10@750,<=40)-` set the space.
    /// - The standard spacing is 8 points between siblings. Between a view and a `|` it follows
    ///   the superview's layout margins (the view's edge equals the superview's margin edge),
    ///   as UIKit has done since layout margins came in iOS 8; before that it was 20 points.
    /// - `metrics` gives names to numbers (`NSNumber`, `CGFloat`, `Double`, `Int`, …) for
    ///   spacings, sizes and priorities.
    /// - `options` align every view with its neighbour across the axis (`alignAllTop` for an
    ///   `H:` row, `alignAllLeading` for a `V:` column), set which way a row reads, and may space
    ///   a column from baseline to baseline.
    ///
    /// The constraints come back inactive; pass them to `activate(_:)`. Where UIKit throws an
    /// exception (a syntax error, an unknown name, a `|` beside a view without a superview,
    /// options that contradict the axis) this reports the same message, with a caret under the
    /// place in the format, and returns no constraints.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do throws(VisualFormatParser.Failure) {
            var parser = VisualFormatParser(format)
            var builder = VisualFormatConstraintBuilder(format: try parser.parse(), length: format.count, options: opts,
                                                        metrics: metrics ?? [:], views: views)
            let constraints = try builder.build()
            for note in builder.notes {
                Diagnostics.warn("constraints(withVisualFormat: \"\(format)\"): \(note)")
            }
            return constraints
        } catch {
            Diagnostics.warn(error.message(for: format))
            return []
        }
    }
}
