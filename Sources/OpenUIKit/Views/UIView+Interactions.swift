import Foundation

extension UIView {
    /// The interactions attached to this view, in the order they were added; setting it
    /// replaces them all.
    public var interactions: [any UIInteraction] {
        get { attachedInteractions }
        set {
            for interaction in attachedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction`, taking it from any view it was on.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let previous = interaction.view {
            if previous === self { return }
            previous.removeInteraction(interaction)
        }
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`, if it is attached to this view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
