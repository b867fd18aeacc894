import Foundation
import OpenUIKit

/// The table's physics, as the lecture after the seeds teaches it: one composite behavior
/// holding a collision behavior (the cards with each other and the table's edges) and two
/// dynamic item behaviors, one for cards in flight and one for cards lying still.
///
/// A card in flight slides, spins, bounces off the edges and the other cards and slows on
/// the felt (its resistance) until it stops. A card lying still is anchored: flying cards
/// bounce off it, but it never moves unless it is itself flung, so a pile the player made
/// stays a pile. When the animator pauses (everything stopped), the cards that flew lie
/// still again.
public final class CardTableBehavior: UIDynamicBehavior {
    /// How much of its speed a card keeps off the edges and other cards (0…1).
    public static let cardElasticity: CGFloat = 0.55
    /// Felt on card: enough that a card hitting another off-centre spins.
    public static let cardFriction: CGFloat = 0.3
    /// How fast the felt slows a sliding card, per second: a card flung at 2,000 points/s
    /// travels about a table's width and stops within two seconds.
    public static let feltResistance: CGFloat = 1.2
    /// How fast the felt slows a spinning card, per second.
    public static let feltAngularResistance: CGFloat = 2

    /// The cards with each other and with the table's edges.
    public let collisions = UICollisionBehavior()
    /// Cards in flight.
    public let flying = UIDynamicItemBehavior()
    /// Cards lying still: anchored.
    public let resting = UIDynamicItemBehavior()

    /// Called after every step with the cards in flight, so the table can keep their places.
    public var cardsMoved: (([UIDynamicItem]) -> Void)?

    /// The table's behavior: no cards yet, edges as boundaries, the felt's materials.
    public override init() {
        super.init()
        collisions.translatesReferenceBoundsIntoBoundary = true
        flying.elasticity = CardTableBehavior.cardElasticity
        flying.friction = CardTableBehavior.cardFriction
        flying.resistance = CardTableBehavior.feltResistance
        flying.angularResistance = CardTableBehavior.feltAngularResistance
        resting.isAnchored = true
        addChildBehavior(collisions)
        addChildBehavior(flying)
        addChildBehavior(resting)
        action = { [weak self] in
            guard let self, !self.flying.items.isEmpty else { return }
            self.cardsMoved?(self.flying.items)
        }
    }

    /// Whether `card` is on the table's physics (in flight or lying still).
    public func contains(_ card: UIDynamicItem) -> Bool {
        collisions.items.contains { $0 === card }
    }

    /// Puts `card` on the table lying still, read where it is now.
    public func lay(_ card: UIDynamicItem) {
        take(card)
        // The material first: a card in the collisions with no material yet would be a
        // moving body for a moment, and wake the animator for nothing.
        resting.addItem(card)
        collisions.addItem(card)
        dynamicAnimator?.updateItem(usingCurrentState: card)
    }

    /// Sends `card` flying from where it is now at `velocity` (points/s), turning at
    /// `angularVelocity` (radians/s).
    public func fling(_ card: UIDynamicItem, velocity: CGPoint, angularVelocity: CGFloat) {
        take(card)
        flying.addItem(card)
        collisions.addItem(card)
        dynamicAnimator?.updateItem(usingCurrentState: card)
        flying.addLinearVelocity(velocity, for: card)
        flying.addAngularVelocity(angularVelocity, for: card)
    }

    /// Takes `card` off the table's physics (a finger holds it).
    public func take(_ card: UIDynamicItem) {
        collisions.removeItem(card)
        flying.removeItem(card)
        resting.removeItem(card)
    }

    /// Everything stopped: the cards that flew lie still.
    public func settle() {
        for card in flying.items {
            flying.removeItem(card)
            resting.addItem(card)
        }
    }
}
