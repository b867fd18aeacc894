import CX11

/// The names of atoms the server hands the app (valuator labels), asked of the server once
/// each: a device's classes are read at start and again at every hierarchy change.
final class X11AtomNames {
    private let display: OpaquePointer
    private var names: [Atom: String] = [:]

    init(display: OpaquePointer) {
        self.display = display
    }

    /// The atom's name; nil for atom 0 (an unlabelled valuator).
    func name(of atom: Atom) -> String? {
        if let known = names[atom] { return known }
        guard atom != 0, let raw = XGetAtomName(display, atom) else { return nil }
        defer { XFree(raw) }
        let name = String(cString: raw)
        names[atom] = name
        return name
    }
}
