import Foundation

/// The flow layout's line breaking and spacing, as value code on one axis: items have a
/// length along the line and a depth across it; lines stack in depth.
///
/// Kept apart from ``UICollectionViewFlowLayout`` so both scroll directions share it (the
/// layout swaps the axes) and so the rules can be read in one place.
struct FlowLineBreaker {
    /// A rectangle in line terms: along the line (`lineStart`, `lineLength`) and across
    /// (`depthStart`, `depth`).
    struct Placement: Equatable {
        var lineStart: CGFloat
        var lineLength: CGFloat
        var depthStart: CGFloat
        var depth: CGFloat

        /// The rectangle in content coordinates: lines run along x when scrolling vertically.
        func rect(vertical: Bool) -> CGRect {
            vertical
                ? CGRect(x: lineStart, y: depthStart, width: lineLength, height: depth)
                : CGRect(x: depthStart, y: lineStart, width: depth, height: lineLength)
        }
    }

    /// Tolerance, in points, when testing whether one more item fits in a line, so sizes
    /// computed as fractions of the width (a third each) still fit three to a line.
    static let fitTolerance: CGFloat = 0.001

    /// Places items into lines of `available` length.
    ///
    /// - Returns: each item's placement, relative to the first line's leading edge, and the
    ///   depth of all lines with the spacing between them.
    static func place(lengths: [CGFloat], depths: [CGFloat], available: CGFloat,
                      interitemSpacing: CGFloat, lineSpacing: CGFloat) -> (frames: [Placement], totalDepth: CGFloat) {
        guard !lengths.isEmpty else { return ([], 0) }
        // Greedy breaking: an item joins the line if it fits with the minimum spacing; the
        // first item of a line always joins, even when it is too long.
        var lines: [Range<Int>] = []
        var lineStartIndex = 0
        var used: CGFloat = 0
        for index in lengths.indices {
            if index == lineStartIndex {
                used = lengths[index]
                continue
            }
            let needed = used + interitemSpacing + lengths[index]
            if needed <= available + fitTolerance {
                used = needed
            } else {
                lines.append(lineStartIndex..<index)
                lineStartIndex = index
                used = lengths[index]
            }
        }
        lines.append(lineStartIndex..<lengths.count)

        let uniform = lengths.allSatisfy { $0 == lengths[0] } && depths.allSatisfy { $0 == depths[0] }
        var placements = [Placement](repeating: Placement(lineStart: 0, lineLength: 0, depthStart: 0, depth: 0),
                                     count: lengths.count)
        var depthCursor: CGFloat = 0
        var fullLineGap: CGFloat?
        for (lineNumber, line) in lines.enumerated() {
            let isLast = lineNumber == lines.count - 1
            let lineDepth = line.map { depths[$0] }.max() ?? 0
            let total = line.reduce(CGFloat(0)) { $0 + lengths[$1] }
            var cursor: CGFloat
            let gap: CGFloat
            if !isLast && line.count > 1 {
                // A full line is justified: the leftover is shared equally between its gaps.
                gap = (available - total) / CGFloat(line.count - 1)
                fullLineGap = fullLineGap ?? gap
                cursor = 0
            } else if !isLast {
                // A line of one item (too long for two) centres it; one longer than the line
                // starts at the leading edge.
                gap = 0
                cursor = max(0, (available - total) / 2)
            } else {
                // The last line starts at the leading edge; a grid of equal items keeps the
                // full lines' columns.
                gap = uniform ? (fullLineGap ?? interitemSpacing) : interitemSpacing
                cursor = 0
            }
            for index in line {
                placements[index] = Placement(lineStart: cursor, lineLength: lengths[index],
                                              depthStart: depthCursor + (lineDepth - depths[index]) / 2,
                                              depth: depths[index])
                cursor += lengths[index] + gap
            }
            depthCursor += lineDepth
            if !isLast { depthCursor += lineSpacing }
        }
        return (placements, depthCursor)
    }
}
