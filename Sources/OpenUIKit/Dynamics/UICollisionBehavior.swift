import Foundation

/// Makes its items collide with each other and with boundaries: the reference view's
/// edges, lines and paths.
///
/// Items collide as their `collisionBoundsType` says (rectangles, ellipses, convex paths),
/// turning as they are hit off-centre, with the elasticity and friction their dynamic item
/// behaviors give (a boundary takes the material of the item hitting it). Two items
/// collide when some collision behavior with `.items` in its mode holds both; an item
/// meets the boundaries of the behaviors with `.boundaries` that hold it. Fast items do
/// not pass through each other or through a zero-thickness boundary: contacts are made
/// for what an item would reach within the step.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What a collision behavior's items collide with.
    public struct Mode: OptionSet, Sendable {
        /// The mode's bits.
        public let rawValue: UInt
        /// A collision mode from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// With each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// With the behavior's boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// With each other and with the boundaries.
        public static let everything: Mode = [.items, .boundaries]
    }

    private var itemList: [UIDynamicItem]
    /// Boundaries in the order added, with their identifiers.
    private var namedBoundaries: [(identifier: NSCopying, path: UIBezierPath)] = []
    private var referenceInsets: UIEdgeInsets?

    /// Collisions among `items`, in the `.everything` mode.
    public init(items: [UIDynamicItem]) {
        itemList = []
        super.init()
        for item in items { addItem(item) }
    }

    /// Collisions for no items yet.
    public convenience override init() {
        self.init(items: [])
    }

    /// Makes `item` collide.
    open func addItem(_ item: UIDynamicItem) {
        guard let updated = inserting(item, into: itemList) else { return }
        itemList = updated
        setNeedsSimulationUpdate()
    }
    /// Stops `item` colliding (by this behavior).
    open func removeItem(_ item: UIDynamicItem) {
        guard let updated = removing(item, from: itemList) else { return }
        itemList = updated
        setNeedsSimulationUpdate()
    }
    /// The items that collide.
    open var items: [UIDynamicItem] { itemList }

    /// Whether the items collide with each other, with the boundaries, or both (the default).
    open var collisionMode: Mode = .everything {
        didSet { setNeedsSimulationUpdate() }
    }

    /// Whether the reference view's bounds are a boundary (with a nil identifier).
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set {
            referenceInsets = newValue ? (referenceInsets ?? .zero) : nil
            setNeedsSimulationUpdate()
        }
    }

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        guard acceptFinite(insets.top, "insets.top"), acceptFinite(insets.left, "insets.left"),
              acceptFinite(insets.bottom, "insets.bottom"), acceptFinite(insets.right, "insets.right") else { return }
        referenceInsets = insets
        setNeedsSimulationUpdate()
    }

    /// Tells of contacts beginning and ending.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    /// Adds the outline of `bezierPath` (in the reference view's coordinates; its curves
    /// flattened, each subpath a chain of zero-thickness segments) as a boundary named
    /// `identifier`, replacing one of that name.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let copy = UIBezierPath(cgPath: bezierPath.cgPath)
        if let index = indexOfBoundary(identifier) {
            namedBoundaries[index].path = copy
        } else {
            namedBoundaries.append((identifier, copy))
        }
        setNeedsSimulationUpdate()
    }

    /// Adds the segment from `p1` to `p2` as a boundary named `identifier`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The boundary named `identifier`, or nil.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        indexOfBoundary(identifier).map { namedBoundaries[$0].path }
    }

    /// Removes the boundary named `identifier`.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        guard let index = indexOfBoundary(identifier) else { return }
        namedBoundaries.remove(at: index)
        setNeedsSimulationUpdate()
    }

    /// The identifiers of the boundaries added by name (not the reference bounds'), or nil
    /// when there are none.
    open var boundaryIdentifiers: [NSCopying]? {
        namedBoundaries.isEmpty ? nil : namedBoundaries.map(\.identifier)
    }

    /// Removes every boundary added by name.
    open func removeAllBoundaries() {
        guard !namedBoundaries.isEmpty else { return }
        namedBoundaries.removeAll()
        setNeedsSimulationUpdate()
    }

    private func indexOfBoundary(_ identifier: NSCopying) -> Int? {
        namedBoundaries.firstIndex { UICollisionBehavior.identifiersEqual($0.identifier, identifier) }
    }

    /// Identifiers are equal as objects (`isEqual(_:)`: strings by value); anything else
    /// by identity.
    static func identifiersEqual(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let x = a as? NSObject { return x.isEqual(b) }
        return (a as AnyObject) === (b as AnyObject)
    }

    override var simulatedItems: [UIDynamicItem] { itemList }

    /// The segments of each boundary, the reference bounds' first (identifier nil).
    func boundarySegments(referenceBounds: CGRect) -> [(NSCopying?, [(PhysicsVector, PhysicsVector)])] {
        var result: [(NSCopying?, [(PhysicsVector, PhysicsVector)])] = []
        if let insets = referenceInsets {
            let r = referenceBounds.inset(by: insets)
            if r.width > 0, r.height > 0 {
                let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                               CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map(PhysicsVector.init)
                result.append((nil, (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }))
            }
        }
        for boundary in namedBoundaries {
            result.append((boundary.identifier, DynamicsPathReader.segments(of: boundary.path.cgPath)))
        }
        return result
    }
}
