import Foundation

/// The screen's coordinate space (`UIScreen.coordinateSpace`): the key window's coordinates,
/// since the screen is the key window here (see `UIScreen`).
///
/// Between the screen and a view, the view converts through its window. A coordinate space
/// of the app's own is asked to convert to or from the screen itself; one that asks the
/// screen back in turn would go round for ever, so that second request is refused with a
/// warning and the point is returned unchanged.
@MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    static let shared = ScreenCoordinateSpace()

    /// Whether a custom space is being asked on the screen's behalf (the recursion guard).
    private var askingCustomSpace = false

    var bounds: CGRect { UIScreen.main.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace === self { return point }
        if let view = coordinateSpace as? UIView { return view.convert(point, from: nil as UIView?) }
        return askingCustom(default: point) { coordinateSpace.convert(point, from: self) }
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace === self { return point }
        if let view = coordinateSpace as? UIView { return view.convert(point, to: nil as UIView?) }
        return askingCustom(default: point) { coordinateSpace.convert(point, to: self) }
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace === self { return rect }
        if let view = coordinateSpace as? UIView { return view.convert(rect, from: nil as UIView?) }
        return askingCustom(default: rect) { coordinateSpace.convert(rect, from: self) }
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace === self { return rect }
        if let view = coordinateSpace as? UIView { return view.convert(rect, to: nil as UIView?) }
        return askingCustom(default: rect) { coordinateSpace.convert(rect, to: self) }
    }

    private func askingCustom<Value>(default value: Value, _ ask: () -> Value) -> Value {
        guard !askingCustomSpace else {
            Diagnostics.warn("a coordinate space converts through the screen's, which converts through it: the conversion is refused",
                             once: "ScreenCoordinateSpace.cycle")
            return value
        }
        askingCustomSpace = true
        defer { askingCustomSpace = false }
        return ask()
    }
}
