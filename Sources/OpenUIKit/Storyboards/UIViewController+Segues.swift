import Foundation

/// Running a storyboard's segues from a controller, in UIKit's order: a new destination,
/// `prepare(for:sender:)` on the source, then `perform()`.
extension UIViewController {
    /// `performSegue(withIdentifier:sender:)`: the segue with this identifier in the
    /// controller's scene (UIKit raises for an unknown one; here it is reported).
    func performStoryboardSegue(identifier: String, sender: Any?) {
        guard let source = storyboardSource else {
            Diagnostics.warn("Receiver (\(type(of: self))) has no segue with identifier '\(MessageText.quoted(identifier))': it was not made by a storyboard",
                             once: "segue.none.\(type(of: self)).\(identifier)")
            return
        }
        var found: IBSegue?
        let sourceID = source.controllerElement.id ?? ""
        try? source.controllerElement.forEachElement { element, _ in
            if found == nil, element.name == "segue", element["identifier"] == identifier {
                found = try? IBSegue(element, source: sourceID)
            }
        }
        guard let segue = found else {
            Diagnostics.warn("Receiver (\(type(of: self))) has no segue with identifier '\(MessageText.quoted(identifier))' in \(source.document.file)",
                             once: "segue.unknown.\(type(of: self)).\(identifier)")
            return
        }
        runStoryboardSegue(segue, sender: sender, container: nil)
    }

    /// Makes the destination and the segue object, lets the source prepare, and performs.
    func runStoryboardSegue(_ segue: IBSegue, sender: Any?, container: UIView?) {
        guard let source = storyboardSource, let storyboard = source.storyboard else { return }
        guard let element = source.document.element(withID: segue.destination), element.name.hasSuffix("Controller") else {
            if segue.kind == .unwind {
                let unwind = UIStoryboardSegue(identifier: segue.identifier, source: self, destination: self)
                unwind.kind = .unwind
                unwind.unwindActionName = segue.unwindAction
                StoryboardSegueRoutes.unwind(unwind, sender: sender)
            } else {
                Diagnostics.warn("\(source.document.file):\(segue.location.line): the segue's destination \"\(MessageText.quoted(segue.destination))\" is not a controller",
                                 once: "segue.destination.\(segue.destination)")
            }
            return
        }
        if let custom = segue.customClass {
            Diagnostics.warn("\(source.document.file):\(segue.location.line): the segue class \(MessageText.quoted(custom)) is not made yet; UIStoryboardSegue performs the segue's kind",
                             once: "segue.class.\(custom)")
        }
        let noCreator: ((NSCoder) -> UIViewController?)? = nil
        guard let destination = storyboard.instantiate(element, creator: noCreator) else { return }
        let made = UIStoryboardSegue(identifier: segue.identifier, source: self, destination: destination)
        made.kind = segue.kind
        made.containerView = container
        made.presentationStyleName = segue.modalPresentationStyle
        made.transitionStyleName = segue.modalTransitionStyle
        made.senderView = sender as? UIView
        made.senderBarButtonItem = sender as? UIBarButtonItem
        // A popover segue of the controller's own points where the storyboard anchors it.
        if let id = segue.popoverAnchor {
            if let anchor = source.anchor(id) {
                made.senderBarButtonItem = anchor as? UIBarButtonItem
                made.senderView = anchor as? UIView
            } else {
                Diagnostics.warn("\(source.document.file):\(segue.location.line): the popover's anchor \"\(MessageText.quoted(id))\" is not a bar button item or view of this scene made yet; the popover points at what sent the segue",
                                 once: "segue.anchor.\(id)")
            }
        }
        prepare(for: made, sender: sender)
        made.perform()
    }
}
