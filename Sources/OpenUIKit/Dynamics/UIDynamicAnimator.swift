import Foundation

/// Moves dynamic items (views, or objects of the app's) by the physics its behaviors
/// describe: gravity, collisions, pushes, snaps, attachments, fields.
///
/// ```swift
/// animator = UIDynamicAnimator(referenceView: view)
/// let gravity = UIGravityBehavior(items: [card])
/// let collisions = UICollisionBehavior(items: [card])
/// collisions.translatesReferenceBoundsIntoBoundary = true
/// animator.addBehavior(gravity)
/// animator.addBehavior(collisions)
/// ```
///
/// **Time.** The animator runs on the frames of the reference view's window (the key
/// window's until the view is in one), the same clock as every animation. Each frame it
/// advances the simulation by whole steps of `fixedStep` (1/120 s) for the time since the
/// last frame, so the same inputs give the same motion whatever the frame rate.
///
/// **Rest.** When every item has been still for a moment (under 3 points/s and 2°/s for
/// 0.3 s) the animator stops the items, pauses (`isRunning` becomes false, the delegate
/// hears `dynamicAnimatorDidPause`) and asks for no frames at all. Adding or removing a
/// behavior or an item, changing a behavior, adding velocity or `updateItem(usingCurrentState:)`
/// wakes it (`dynamicAnimatorWillResume`).
///
/// **Coordinates.** Items' centres are in the reference view's coordinates: a view moved
/// by the animator should be a subview of the reference view. A view that leaves the
/// reference view's tree is reported and left out of the simulation.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The simulation's step, in seconds: twice a 60 Hz frame's resolution, fine enough
    /// for a card flung at several thousand points per second to collide.
    package static let fixedStep: TimeInterval = 1.0 / 120
    /// The most simulated time one frame advances, in seconds: after a stall (a debugger,
    /// a suspended process) the simulation resumes instead of racing to catch up.
    static let maximumFrameTime: TimeInterval = 0.1

    private weak var view: UIView?
    private var rootBehaviors: [UIDynamicBehavior] = []
    private weak var window: UIWindow?

    /// The delegate told about pauses and resumptions.
    open weak var delegate: UIDynamicAnimatorDelegate?

    /// The view whose coordinate system the animator works in.
    open var referenceView: UIView? { view }

    /// Whether the animator is moving items (false once everything came to rest, and
    /// before any behavior moves anything).
    open private(set) var isRunning = false

    /// Seconds of simulation the animator has run: whole steps, not counting pauses.
    open private(set) var elapsedTime: TimeInterval = 0

    // The simulation.
    let world = PhysicsWorld()
    private var bodies: [ObjectIdentifier: PhysicsBody] = [:]
    /// The items in the world, in the order of `world.bodies`.
    private var items: [UIDynamicItem] = []
    private var nextBodyID = 0
    /// The fixed body at the world's origin that attachments to an anchor link to.
    let anchorBody = PhysicsBody.fixed(id: Int.min, shape: .segment(.zero, .zero))
    private var needsRebuild = true
    /// What each boundary body stands for: its collision behavior and identifier.
    private var boundaryOwners: [Int: (UICollisionBehavior, NSCopying?)] = [:]
    private var collisionGroups: [UICollisionBehavior] = []
    /// The behavior tree, parents first (rebuilt with the world).
    private var flattenedBehaviors: [UIDynamicBehavior] = []
    /// The reference view's bounds the boundaries were made for.
    private var boundariesBounds: CGRect?
    /// Pairs touching after the last step, in key order.
    private var touchingPairs: [PhysicsWorld.PairKey] = []

    private var accumulator: TimeInterval = 0
    private var lastFrameTime: TimeInterval?

    /// An animator working in `view`'s coordinates.
    public init(referenceView view: UIView) {
        self.view = view
        super.init()
    }

    // MARK: Behaviors

    /// Adds `behavior` and its children; a behavior already in an animator or in another
    /// behavior is refused with a warning.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        if rootBehaviors.contains(where: { $0 === behavior }) { return }
        guard behavior.dynamicAnimator == nil else {
            Diagnostics.warn("a UIDynamicBehavior can be in one animator or parent behavior at a time; remove it there first",
                             once: "UIDynamicAnimator.addBehavior twice")
            return
        }
        rootBehaviors.append(behavior)
        behavior.move(to: self)
        behaviorsDidChange()
    }

    /// Removes `behavior` and its children.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = rootBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        rootBehaviors.remove(at: index)
        behavior.move(to: nil)
        behaviorsDidChange()
    }

    /// Removes every behavior.
    open func removeAllBehaviors() {
        let removed = rootBehaviors
        rootBehaviors.removeAll()
        for behavior in removed { behavior.move(to: nil) }
        behaviorsDidChange()
    }

    /// The behaviors added with `addBehavior(_:)` (not their children), in that order.
    open var behaviors: [UIDynamicBehavior] { rootBehaviors }

    // MARK: Items

    /// The animated items whose frame (the box around the turned bounds) meets `rect`, in
    /// the reference view's coordinates.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        rebuildIfNeeded()
        return items.filter { item in
            let size = item.bounds.size
            let frame = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(item.transform)
                .offsetBy(dx: item.center.x, dy: item.center.y)
            return frame.intersects(rect)
        }
    }

    /// Reads `item`'s centre, size, rotation and collision shape again, after the app
    /// changed them (the animator otherwise keeps its own state and overwrites them).
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        rebuildIfNeeded()
        guard let body = bodies[ObjectIdentifier(item)] else { return }
        if let (shapes, centerOffset) = UIDynamicAnimator.shapes(of: item) {
            body.setShapes(shapes)
            body.itemCenterOffset = centerOffset
        }
        if let (center, angle) = UIDynamicAnimator.readState(of: item) {
            body.angle = angle
            body.position = center - body.worldVector(body.itemCenterOffset)
            body.updateWorldGeometry()
        }
        body.restingTime = 0
        wake()
    }

    /// The body simulating `item`, once it is in the world.
    func body(for item: UIDynamicItem) -> PhysicsBody? {
        rebuildIfNeeded()
        return bodies[ObjectIdentifier(item)]
    }

    // MARK: Running

    /// The behaviors or their items changed: the world is rebuilt before the next step,
    /// and the animator wakes.
    func behaviorsDidChange() {
        needsRebuild = true
        wake()
    }

    /// Starts stepping again if paused, and starts every item's rest count over.
    func wake() {
        for body in world.bodies { body.restingTime = 0 }
        guard !isRunning else { return }
        rebuildIfNeeded()
        // Nothing can move (no items, or all anchored): stay paused, at no cost per frame.
        guard world.bodies.contains(where: \.isDynamic) else { return }
        delegate?.dynamicAnimatorWillResume(self)
        isRunning = true
        attachToWindow()
        accumulator = 0
        lastFrameTime = window?.inputClock.now
        window?.requestAnimationFrame()
    }

    private func attachToWindow() {
        let target = view?.window ?? UIApplication.shared.keyWindow
        guard target !== window else { return }
        if let old = window { old.frameObservers.removeAll { $0 === self } }
        window = target
        if let target {
            target.frameObservers.append(self)
            lastFrameTime = target.inputClock.now
        } else {
            Diagnostics.warn("a UIDynamicAnimator whose reference view is in no window, while no window is key, has no frames to run on; it starts once a behavior or item changes with the view in a window",
                             once: "UIDynamicAnimator without a window")
        }
    }

    /// Runs the steps due by `time` (seconds on the window's clock).
    func advance(to time: TimeInterval) {
        guard isRunning else { return }
        let last = lastFrameTime ?? time
        lastFrameTime = time
        accumulator += min(max(0, time - last), UIDynamicAnimator.maximumFrameTime)
        // Steps land on the frame clock's refreshes up to rounding; a step due within this
        // (seconds) of the frame runs in it.
        let rounding = 1e-9
        while isRunning, accumulator >= UIDynamicAnimator.fixedStep - rounding {
            accumulator -= UIDynamicAnimator.fixedStep
            step()
        }
    }

    /// Runs `count` steps now, whatever the clock says: for tests and benchmarks.
    package func runSteps(_ count: Int) {
        for _ in 0..<count {
            wake()
            step()
        }
    }

    /// One fixed step: forces, the world's step, the items moved, the collision reports,
    /// the actions, and a pause when everything is still.
    private func step() {
        rebuildIfNeeded()
        if let bounds = view?.bounds, bounds != boundariesBounds { rebuildBoundaries() }
        let dt = UIDynamicAnimator.fixedStep
        for behavior in flattenedBehaviors { behavior.applyForces(in: self, dt: dt) }
        world.snaps = flattenedBehaviors.compactMap { ($0 as? UISnapBehavior)?.snap(in: self) }
        world.joints = flattenedBehaviors.compactMap { ($0 as? UIAttachmentBehavior)?.joint(in: self) }
        world.collisionsEnabled = !collisionGroups.isEmpty
        world.step(dt: dt)
        elapsedTime += dt
        writeBack()
        reportContacts()
        // A snapshot: an action may add or remove behaviors, which counts from the next step.
        for behavior in flattenedBehaviors { behavior.action?() }
        rebuildIfNeeded()
        if isRunning, world.isAtRest, !flattenedBehaviors.contains(where: { $0.hasPendingWork }) {
            pause()
        }
    }

    private func pause() {
        world.stopAll()
        isRunning = false
        lastFrameTime = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    // MARK: The world

    private func rebuildIfNeeded() {
        guard needsRebuild else { return }
        needsRebuild = false
        var tree: [UIDynamicBehavior] = []
        for behavior in rootBehaviors { behavior.appendTree(to: &tree) }
        flattenedBehaviors = tree

        var ordered: [UIDynamicItem] = []
        var seen = Set<ObjectIdentifier>()
        for behavior in tree {
            for item in behavior.simulatedItems where seen.insert(ObjectIdentifier(item)).inserted {
                if let reference = view,
                   let outside = UIDynamicAnimator.views(of: item).first(where: { !$0.isDescendant(of: reference) }) {
                    Diagnostics.warn("a \(type(of: outside)) given to a dynamic behavior is not in the animator's reference view; the animator leaves it alone until it is",
                                     once: "UIDynamicAnimator item outside reference view \(type(of: outside))")
                    continue
                }
                ordered.append(item)
            }
        }
        ordered = UIDynamicAnimator.applyingGroupRules(to: ordered)
        var newBodies: [ObjectIdentifier: PhysicsBody] = [:]
        var worldBodies: [PhysicsBody] = []
        var kept: [UIDynamicItem] = []
        for item in ordered {
            let key = ObjectIdentifier(item)
            let body: PhysicsBody
            if let existing = bodies[key] {
                body = existing
            } else {
                guard let (center, angle) = UIDynamicAnimator.readState(of: item),
                      let (shapes, centerOffset) = UIDynamicAnimator.shapes(of: item) else { continue }
                body = PhysicsBody(id: nextBodyID, shapes: shapes, position: center, angle: angle)
                body.itemCenterOffset = centerOffset
                // The body's origin is its centre of mass, `centerOffset` from the item's centre.
                body.position = center - body.worldVector(centerOffset)
                body.updateWorldGeometry()
                nextBodyID += 1
            }
            newBodies[key] = body
            worldBodies.append(body)
            kept.append(item)
        }
        bodies = newBodies
        items = kept
        world.bodies = worldBodies

        // Materials: the defaults, then each dynamic item behavior in tree order.
        var materialSet = Set<ObjectIdentifier>()
        for behavior in tree {
            guard let itemBehavior = behavior as? UIDynamicItemBehavior else { continue }
            for item in itemBehavior.items {
                guard let body = bodies[ObjectIdentifier(item)] else { continue }
                materialSet.insert(ObjectIdentifier(body))
                itemBehavior.applyMaterial(to: body)
            }
        }
        for body in worldBodies where !materialSet.contains(ObjectIdentifier(body)) {
            UIDynamicItemBehavior.applyDefaultMaterial(to: body)
        }
        for behavior in tree {
            (behavior as? UIDynamicItemBehavior)?.applyPendingVelocities(in: self)
        }

        // Collision groups.
        collisionGroups = tree.compactMap { $0 as? UICollisionBehavior }
        var indexOfBody: [ObjectIdentifier: Int] = [:]
        for (i, body) in worldBodies.enumerated() { indexOfBody[ObjectIdentifier(body)] = i }
        var itemGroups = Array(repeating: [Int](), count: worldBodies.count)
        var boundaryGroups = Array(repeating: [Int](), count: worldBodies.count)
        for (group, collision) in collisionGroups.enumerated() {
            for item in collision.items {
                guard let body = bodies[ObjectIdentifier(item)], let i = indexOfBody[ObjectIdentifier(body)] else { continue }
                if collision.collisionMode.contains(.items) { itemGroups[i].append(group) }
                if collision.collisionMode.contains(.boundaries) { boundaryGroups[i].append(group) }
            }
        }
        world.itemGroups = itemGroups
        world.boundaryGroups = boundaryGroups
        rebuildBoundaries()
        let ids = Set(worldBodies.map(\.id))
        touchingPairs = touchingPairs.filter { ($0.a < 0 || ids.contains($0.a)) && ids.contains($0.b) }
    }

    private func rebuildBoundaries() {
        let bounds = view?.bounds ?? .zero
        boundariesBounds = view?.bounds
        var boundaries: [PhysicsWorld.Boundary] = []
        var owners: [Int: (UICollisionBehavior, NSCopying?)] = [:]
        for (group, collision) in collisionGroups.enumerated() {
            for (identifier, segments) in collision.boundarySegments(referenceBounds: bounds) {
                for (a, b) in segments {
                    let id = -1 - boundaries.count
                    let body = PhysicsBody.fixed(id: id, shape: .segment(a, b))
                    boundaries.append(PhysicsWorld.Boundary(body: body, group: group))
                    owners[id] = (collision, identifier)
                }
            }
        }
        world.boundaries = boundaries
        boundaryOwners = owners
    }

    /// An item's centre and angle, or nil (with a warning) when they are not finite.
    static func readState(of item: UIDynamicItem) -> (PhysicsVector, Double)? {
        let center = PhysicsVector(item.center)
        let t = item.transform
        let angle = atan2(Double(t.b), Double(t.a))
        guard center.isFinite, angle.isFinite else {
            Diagnostics.warn("a \(type(of: item)) with a centre of \(item.center) or a transform of \(t) cannot be simulated; it is left out",
                             once: "UIDynamicAnimator item not finite \(type(of: item))")
            return nil
        }
        return (center, angle)
    }

    /// Below this (points), a side of an item is taken as this, so a zero-size item still
    /// has a mass and a shape.
    static let minimumItemSide = 1.0

    /// The collision shape of `item`.
    static func shape(of item: UIDynamicItem) -> PhysicsShape {
        var w = Double(item.bounds.width), h = Double(item.bounds.height)
        if !(w >= minimumItemSide) || !(h >= minimumItemSide) || !w.isFinite || !h.isFinite {
            Diagnostics.warn("a \(type(of: item)) of size \(item.bounds.size) is simulated as \(minimumItemSide) × \(minimumItemSide) points where it is smaller: a dynamic item needs an area to have a mass",
                             once: "UIDynamicAnimator item size \(type(of: item))")
            w = w.isFinite ? max(w, minimumItemSide) : minimumItemSide
            h = h.isFinite ? max(h, minimumItemSide) : minimumItemSide
        }
        let size = PhysicsVector(x: w, y: h)
        switch item.collisionBoundsType {
        case .rectangle:
            return .rectangle(size)
        case .ellipse:
            return .ellipse(size)
        case .path:
            let points = DynamicsPathReader.vertices(of: item.collisionBoundingPath.cgPath)
            switch PhysicsShape.polygon(points) {
            case .success(let shape):
                return shape
            case .failure(let error):
                let why: String
                switch error.problem {
                case .tooFewVertices: why = "has fewer than three corners"
                case .notConvex: why = "is not convex"
                case .clockwise: why = "is wound clockwise (it must be counter-clockwise in Core Graphics' y-up sense, as UIBezierPath(rect:) and UIBezierPath(ovalIn:) are)"
                }
                Diagnostics.warn("the collisionBoundingPath of a \(type(of: item)) \(why); the item collides as its bounds rectangle",
                                 once: "UIDynamicAnimator collisionBoundingPath \(type(of: item)) \(error.problem)")
                return .rectangle(size)
            }
        }
    }

    /// Moves the items to their bodies' places.
    private func writeBack() {
        var lost = false
        for (item, body) in zip(items, world.bodies) where body.isDynamic {
            if let reference = view,
               let outside = UIDynamicAnimator.views(of: item).first(where: { !$0.isDescendant(of: reference) }) {
                Diagnostics.warn("a \(type(of: outside)) left the animator's reference view while the animator moved it; it is left out from now on",
                                 once: "UIDynamicAnimator item left reference view \(type(of: outside))")
                lost = true
                continue
            }
            let center = body.worldPoint(body.itemCenterOffset).cgPoint
            if item.center != center { item.center = center }
            let transform = CGAffineTransform(rotationAngle: CGFloat(body.angle))
            if item.transform != transform { item.transform = transform }
        }
        if lost { needsRebuild = true }
    }

    /// Tells the collision delegates which contacts began and ended in the last step.
    private func reportContacts() {
        let touching = world.touchingContacts()
        let now = touching.map(\.key)
        let nowSet = Set(now)
        let before = Set(touchingPairs)
        var itemOfBody: [Int: UIDynamicItem] = [:]
        var groupsOfBody: [Int: [Int]] = [:]
        for (i, (item, body)) in zip(items, world.bodies).enumerated() {
            itemOfBody[body.id] = item
            groupsOfBody[body.id] = world.itemGroups[i]
        }
        for contact in touching where !before.contains(contact.key) {
            let point = contact.manifold.points.0.position.cgPoint
            deliver(contact.key, itemOfBody: itemOfBody, groupsOfBody: groupsOfBody) { behavior, delegate, first, other in
                switch other {
                case .item(let second):
                    delegate.collisionBehavior(behavior, beganContactFor: first, with: second, at: point)
                case .boundary(let identifier):
                    delegate.collisionBehavior(behavior, beganContactFor: first, withBoundaryIdentifier: identifier, at: point)
                }
            }
        }
        for key in touchingPairs where !nowSet.contains(key) {
            deliver(key, itemOfBody: itemOfBody, groupsOfBody: groupsOfBody) { behavior, delegate, first, other in
                switch other {
                case .item(let second):
                    delegate.collisionBehavior(behavior, endedContactFor: first, with: second)
                case .boundary(let identifier):
                    delegate.collisionBehavior(behavior, endedContactFor: first, withBoundaryIdentifier: identifier)
                }
            }
        }
        touchingPairs = now
    }

    private enum ContactPartner {
        case item(UIDynamicItem)
        case boundary(NSCopying?)
    }

    private func deliver(_ key: PhysicsWorld.PairKey, itemOfBody: [Int: UIDynamicItem], groupsOfBody: [Int: [Int]],
                         _ call: (UICollisionBehavior, UICollisionBehaviorDelegate, UIDynamicItem, ContactPartner) -> Void) {
        if key.a < 0 {
            guard let (behavior, identifier) = boundaryOwners[key.a], let item = itemOfBody[key.b],
                  let delegate = behavior.collisionDelegate else { return }
            call(behavior, delegate, item, .boundary(identifier))
        } else {
            guard let first = itemOfBody[key.a], let second = itemOfBody[key.b] else { return }
            let shared = (groupsOfBody[key.a] ?? []).filter { (groupsOfBody[key.b] ?? []).contains($0) }
            for group in shared where group < collisionGroups.count {
                let behavior = collisionGroups[group]
                if let delegate = behavior.collisionDelegate { call(behavior, delegate, first, .item(second)) }
            }
        }
    }
}

extension UIDynamicAnimator: FrameObserver {
    var wantsFrames: Bool { isRunning }

    func frameWillBegin(timestamp: TimeInterval, targetTimestamp: TimeInterval, duration: TimeInterval) {
        if let current = view?.window, current !== window {
            // The reference view moved to another window: follow its frames from now on.
            attachToWindow()
            return
        }
        advance(to: timestamp)
    }
}
