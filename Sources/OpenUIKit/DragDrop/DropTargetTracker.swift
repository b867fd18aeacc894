import Foundation

/// The drop destination under a session's touch, for a drag from this window or from
/// another program: it finds the destination (the first drop interaction up from the
/// frontmost view there that can handle the session), tells destinations the session came
/// and left, keeps the latest proposal, and at the end tells every destination it asked that
/// the session ended.
@MainActor
final class DropTargetTracker {
    let session: DragDropSession
    /// The destination under the touch, and its latest proposal.
    private(set) var destination: UIDropInteraction?
    private(set) var proposal: UIDropProposal?
    /// Every destination asked `canHandle`, with its answer, in the order asked: each is
    /// asked once per session.
    private var asked: [(interaction: UIDropInteraction, canHandle: Bool)] = []

    init(session: DragDropSession) {
        self.session = session
    }

    /// Finds the destination at the session's location in `window`; tells the old one the
    /// session left and the new one it came, and asks it for a proposal.
    func update(in window: UIWindow) {
        let found = destination(in: window)
        if found !== destination {
            exit()
            destination = found
            if let found {
                found.sessionsOver.append(ObjectIdentifier(session))
                found.delegate?.dropInteraction(found, sessionDidEnter: session)
            }
        }
        if let destination {
            proposal = destination.delegate?.dropInteraction(destination, sessionDidUpdate: session)
        }
        session.isPrecise = proposal?.isPrecise ?? false
    }

    /// What a drop now makes: the proposal's copy or move (a move the session does not allow
    /// is made as a copy), or nil when it would be cancelled.
    var dropOperation: UIDropOperation? {
        guard destination != nil, let proposal else { return nil }
        switch proposal.operation {
        case .copy: return .copy
        case .move: return session.allowsMoveOperation ? .move : .copy
        case .cancel, .forbidden: return nil
        }
    }

    /// Tells the destination the session left it, and forgets it.
    func exit() {
        if let old = destination {
            old.sessionsOver.removeAll { $0 == ObjectIdentifier(session) }
            old.delegate?.dropInteraction(old, sessionDidExit: session)
        }
        destination = nil
        proposal = nil
        session.isPrecise = false
    }

    /// Tells every destination asked that the session ended.
    func endSession() {
        destination?.sessionsOver.removeAll { $0 == ObjectIdentifier(session) }
        for entry in asked {
            entry.interaction.delegate?.dropInteraction(entry.interaction, sessionDidEnd: session)
        }
        asked = []
    }

    private func destination(in window: UIWindow) -> UIDropInteraction? {
        var view = window.hitTest(session.locationInWindow, with: nil)
        while let current = view {
            for case let interaction as UIDropInteraction in current.interactions
            where interaction.canBeOffered(session) && canHandle(interaction) {
                return interaction
            }
            view = current.superview
        }
        return nil
    }

    private func canHandle(_ interaction: UIDropInteraction) -> Bool {
        if let known = asked.first(where: { $0.interaction === interaction }) { return known.canHandle }
        let answer = interaction.delegate?.dropInteraction(interaction, canHandle: session) ?? false
        asked.append((interaction, answer))
        return answer
    }
}
