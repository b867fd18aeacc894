import CX11

/// The atoms of the XDND protocol, interned once per window for its drop target and its
/// drag source.
struct XDNDAtoms {
    let aware, proxy, selection, enter, position, status, leave, drop, finished, typeList, actionCopy, actionMove: Atom

    init(_ display: OpaquePointer) {
        func atom(_ name: String) -> Atom { XInternAtom(display, name, False) }
        aware = atom("XdndAware")
        proxy = atom("XdndProxy")
        selection = atom("XdndSelection")
        enter = atom("XdndEnter")
        position = atom("XdndPosition")
        status = atom("XdndStatus")
        leave = atom("XdndLeave")
        drop = atom("XdndDrop")
        finished = atom("XdndFinished")
        typeList = atom("XdndTypeList")
        actionCopy = atom("XdndActionCopy")
        actionMove = atom("XdndActionMove")
    }
}
