import Foundation

/// The app's accessibility tree on the desktop's accessibility bus (AT-SPI over D-Bus), for
/// screen readers (Orca) and on-screen keyboards.
///
/// It speaks AT-SPI's D-Bus interfaces itself through libdbus rather than through ATK and
/// its bridge (which would need a GObject subclass per kind of element and a GLib main loop
/// beside the dispatch queue). At start it asks the session bus for the accessibility bus
/// (`org.a11y.Bus.GetAddress`), connects, and embeds the application root in the registry
/// (`org.a11y.atspi.Socket.Embed`); from then on the main queue answers the objects'
/// interfaces (``handle(_:)``), and ``windowDidUpdate()`` tells listeners when the focused
/// element or a name they read changes. With no bus, or `NO_AT_BRIDGE=1`, nothing starts and
/// the app runs as before; a bus that goes away is dropped.
@MainActor
final class ATSPIBridge {
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let objectPathPrefix = "/org/a11y/atspi/accessible/"
    static let nullPath = "/org/a11y/atspi/null"
    static let registryName = "org.a11y.atspi.Registry"
    /// The desktop's standard switch for turning accessibility bridges off (GTK's and Qt's too).
    static let disableVariable = "NO_AT_BRIDGE"
    /// How long the start waits for each answer from the session bus and the registry; a
    /// desktop whose accessibility bus launcher must start first answers within this.
    static let startTimeoutMilliseconds: Int32 = 3_000
    /// The version of the AT-SPI protocol served.
    static let atspiVersion = "2.1"

    let client: DBusClient
    private let applicationName: String
    private let windowTitle: String
    /// The window the app shows (the host may replace it with one the app made key).
    private let currentWindow: () -> UIWindow
    /// The window's top-left corner on the screen, in pixels, and its pixels per point.
    let windowOrigin: () -> CGPoint
    let scale: () -> CGFloat
    /// The registry's desktop, the application's parent.
    private var desktop: DBusValue
    /// The number the registry gives the application (`Application.Id`).
    private var applicationID: Int32 = 0

    /// The objects handed out, by the number in their path; held weakly (the app owns them).
    private var objects: [Int: WeakObject] = [:]
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var nextNumber = 1
    /// The names last read by a client, to tell listeners of changes.
    private var namesRead: [Int: String] = [:]
    /// The object last reported focused.
    private weak var reportedFocus: AnyObject?

    private final class WeakObject {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Connects to the accessibility bus and embeds the application; nil, silently, when the
    /// session has none (or `NO_AT_BRIDGE=1`), and nil with one line on stderr when a bus
    /// that exists refuses.
    static func start(applicationName: String, windowTitle: String, window: @escaping () -> UIWindow,
                      windowOrigin: @escaping () -> CGPoint, scale: @escaping () -> CGFloat) -> ATSPIBridge? {
        let environment = ProcessInfo.processInfo.environment
        if environment[disableVariable] == "1" { return nil }
        guard let address = accessibilityBusAddress(environment: environment) else { return nil }
        do throws(DBusClientError) {
            let client = try DBusClient(address: address)
            let reply = try client.call(destination: registryName, path: rootPath, interface: "org.a11y.atspi.Socket",
                                        member: "Embed", arguments: [.structure([.string(client.uniqueName), .objectPath(rootPath)])],
                                        timeout: startTimeoutMilliseconds)
            guard let desktop = reply.first, desktop.signature == "(so)" else {
                throw DBusClientError(description: "the registry answered Embed with \(reply.map(\.signature).joined())")
            }
            let bridge = ATSPIBridge(client: client, desktop: desktop, applicationName: applicationName, windowTitle: windowTitle,
                                     window: window, windowOrigin: windowOrigin, scale: scale)
            client.startServing()
            return bridge
        } catch {
            Diagnostics.warn("accessibility: \(error.description); screen readers cannot read this app")
            return nil
        }
    }

    /// The accessibility bus: `AT_SPI_BUS_ADDRESS` when set, else what `org.a11y.Bus` on the
    /// session bus answers; nil when there is no session bus or no accessibility bus on it.
    static func accessibilityBusAddress(environment: [String: String]) -> String? {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        // No session bus: nothing to ask (and libdbus's autolaunch must not start one).
        guard let session = environment["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty else { return nil }
        guard let client = try? DBusClient(address: session) else { return nil }
        defer { client.close() }
        let reply = try? client.call(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus",
                                     member: "GetAddress", timeout: startTimeoutMilliseconds)
        guard let address = reply?.first?.stringValue, !address.isEmpty else { return nil }
        return address
    }

    private init(client: DBusClient, desktop: DBusValue, applicationName: String, windowTitle: String,
                 window: @escaping () -> UIWindow, windowOrigin: @escaping () -> CGPoint, scale: @escaping () -> CGFloat) {
        self.client = client
        self.desktop = desktop
        self.applicationName = applicationName
        self.windowTitle = windowTitle
        currentWindow = window
        self.windowOrigin = windowOrigin
        self.scale = scale
        client.onCall = { [unowned self] call in self.handle(call) }
        client.onDisconnect = { [unowned self] in
            self.objects.removeAll()
            self.numbers.removeAll()
        }
        reportedFocus = window().firstResponder
    }

    /// Whether the bus is still there.
    var isConnected: Bool { client.isConnected }

    /// Ends the connection (the registry drops the application when it goes).
    func stop() {
        client.close()
    }

    // MARK: Objects and paths

    var window: UIWindow { currentWindow() }

    /// The node an object path names; nil when its object is gone.
    func node(at path: String) -> ATSPINode? {
        if path == Self.rootPath { return .application }
        guard path.hasPrefix(Self.objectPathPrefix), let number = Int(path.dropFirst(Self.objectPathPrefix.count)),
              let object = objects[number]?.object else { return nil }
        if let window = object as? UIWindow { return .window(window) }
        if let element = object as? any AccessibleObject { return .element(element) }
        return nil
    }

    /// The path of `node`, numbering its object the first time.
    func path(of node: ATSPINode) -> String {
        guard let object = node.object else { return Self.rootPath }
        return Self.objectPathPrefix + String(number(of: object))
    }

    private func number(of object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        if let number = numbers[key], objects[number]?.object === object { return number }
        let number = nextNumber
        nextNumber += 1
        numbers[key] = number
        objects[number] = WeakObject(object)
        if objects.count > numbers.count / 2 + Self.pruneThreshold { prune() }
        return number
    }

    /// Past this many numbered objects, the ones the app freed are forgotten.
    private static let pruneThreshold = 512

    private func prune() {
        objects = objects.filter { $0.value.object != nil }
        numbers = numbers.filter { objects[$0.value] != nil }
        namesRead = namesRead.filter { objects[$0.key] != nil }
    }

    /// A reference to `node` as AT-SPI passes them: this connection's name and the path.
    func reference(_ node: ATSPINode) -> DBusValue {
        .structure([.string(client.uniqueName), .objectPath(path(of: node))])
    }

    /// The reference to nothing.
    var nullReference: DBusValue { .structure([.string(""), .objectPath(Self.nullPath)]) }

    func children(of node: ATSPINode) -> [ATSPINode] {
        switch node {
        case .application: [.window(window)]
        case .window(let window): AccessibilityTree(root: window).elements.map { .element($0) }
        case .element: []
        }
    }

    func parent(of node: ATSPINode) -> DBusValue {
        switch node {
        case .application: desktop
        case .window: reference(.application)
        case .element: reference(.window(window))
        }
    }

    func name(of node: ATSPINode) -> String {
        switch node {
        case .application: applicationName
        case .window: windowTitle
        case .element(let element): element.accessibilityLabel ?? ""
        }
    }

    func identifier(of node: ATSPINode) -> String {
        switch node.object {
        case let view as UIView: view.accessibilityIdentifier ?? ""
        case let element as UIAccessibilityElement: element.accessibilityIdentifier ?? ""
        default: ""
        }
    }

    /// The AT-SPI interfaces `node` serves, besides D-Bus's own.
    func interfaces(of node: ATSPINode) -> [String] {
        var names = ["org.a11y.atspi.Accessible"]
        if case .application = node { return names + ["org.a11y.atspi.Application"] }
        names.append("org.a11y.atspi.Component")
        if !actions(of: node).isEmpty { names.append("org.a11y.atspi.Action") }
        if let text = node.textInput {
            names.append("org.a11y.atspi.Text")
            if text.isEditable { names.append("org.a11y.atspi.EditableText") }
        }
        if node.numericValue != nil { names.append("org.a11y.atspi.Value") }
        return names
    }

    // MARK: Calls

    /// Answers a method call to one of the application's objects.
    func handle(_ call: DBusIncomingCall) -> DBusReply? {
        guard call.path == Self.rootPath || call.path.hasPrefix(Self.objectPathPrefix) else { return nil }
        guard let node = node(at: call.path) else {
            return .error(name: "org.freedesktop.DBus.Error.UnknownObject", text: "\(call.path) is gone")
        }
        let reply: DBusReply
        switch call.interface {
        case "org.freedesktop.DBus.Properties": reply = properties(call, node)
        case "org.freedesktop.DBus.Introspectable": reply = .values([.string(introspection(of: node))])
        case "org.a11y.atspi.Accessible": reply = accessible(call, node)
        case "org.a11y.atspi.Application": reply = application(call, node)
        case "org.a11y.atspi.Component": reply = component(call, node)
        case "org.a11y.atspi.Action": reply = action(call, node)
        case "org.a11y.atspi.Text": reply = text(call, node)
        case "org.a11y.atspi.EditableText": reply = editableText(call, node)
        case "org.a11y.atspi.Value": reply = value(call, node)
        default: reply = .unknownMethod(call)
        }
        // A call may have moved the focus (an action, GrabFocus): listeners hear it at once.
        reportFocusChange()
        return reply
    }

    private func accessible(_ call: DBusIncomingCall, _ node: ATSPINode) -> DBusReply {
        let arguments = call.arguments
        switch call.member {
        case "GetChildAtIndex":
            guard let index = arguments.first?.intValue else { return .invalidArguments(call) }
            let children = children(of: node)
            return .values([children.indices.contains(index) ? reference(children[index]) : nullReference])
        case "GetChildren":
            return .values([.array(elementSignature: "(so)", children(of: node).map(reference))])
        case "GetIndexInParent":
            return .values([.int32(Int32(indexInParent(of: node)))])
        case "GetRelationSet":
            return .values([.array(elementSignature: "(ua(so))", [])])
        case "GetRole":
            return .values([.uint32(node.role.rawValue)])
        case "GetRoleName", "GetLocalizedRoleName":
            return .values([.string(node.role.name)])
        case "GetState":
            return .values([.array(elementSignature: "u", ATSPIState.words(node.states(focused: window.firstResponder)).map { .uint32($0) })])
        case "GetAttributes":
            return .values([stringDictionary(attributes(of: node))])
        case "GetApplication":
            return .values([reference(.application)])
        case "GetInterfaces":
            return .values([.array(elementSignature: "s", interfaces(of: node).map { .string($0) })])
        default:
            return .unknownMethod(call)
        }
    }

    private func indexInParent(of node: ATSPINode) -> Int {
        switch node {
        case .application: return -1
        case .window: return 0
        case .element(let element):
            return children(of: .window(window)).firstIndex { $0.object === element } ?? -1
        }
    }

    private func attributes(of node: ATSPINode) -> [String: String] {
        var attributes = ["toolkit": "OpenUIKit"]
        let identifier = identifier(of: node)
        if !identifier.isEmpty { attributes["id"] = identifier }
        if case .element(let element) = node, let value = element.accessibilityValue, !value.isEmpty {
            attributes["value"] = value
        }
        return attributes
    }

    func stringDictionary(_ dictionary: [String: String]) -> DBusValue {
        .array(elementSignature: "{ss}", dictionary.sorted { $0.key < $1.key }.map { .dictEntry(.string($0.key), .string($0.value)) })
    }

    private func application(_ call: DBusIncomingCall, _ node: ATSPINode) -> DBusReply {
        switch call.member {
        case "GetLocale": return .values([.string(Self.locale)])
        // No peer-to-peer server: clients use the bus (an empty address says so).
        case "GetApplicationBusAddress": return .values([.string("")])
        default: return .unknownMethod(call)
        }
    }

    static var locale: String {
        Locale.current.identifier.isEmpty ? "C" : Locale.current.identifier
    }

    // MARK: Properties

    private func properties(_ call: DBusIncomingCall, _ node: ATSPINode) -> DBusReply {
        let arguments = call.arguments
        switch call.member {
        case "Get":
            guard arguments.count == 2, let interface = arguments[0].stringValue, let name = arguments[1].stringValue else {
                return .invalidArguments(call)
            }
            guard let value = properties(of: node, interface: interface)[name] else {
                return .error(name: "org.freedesktop.DBus.Error.UnknownProperty", text: "\(interface) has no property \(name) here")
            }
            return .values([.variant(value)])
        case "GetAll":
            guard let interface = arguments.first?.stringValue else { return .invalidArguments(call) }
            let all = properties(of: node, interface: interface).sorted { $0.key < $1.key }
            return .values([.array(elementSignature: "{sv}", all.map { .dictEntry(.string($0.key), .variant($0.value)) })])
        case "Set":
            guard arguments.count == 3, let interface = arguments[0].stringValue, let name = arguments[1].stringValue else {
                return .invalidArguments(call)
            }
            return setProperty(node, interface: interface, name: name, to: arguments[2])
        default:
            return .unknownMethod(call)
        }
    }

    func properties(of node: ATSPINode, interface: String) -> [String: DBusValue] {
        switch interface {
        case "org.a11y.atspi.Accessible":
            let name = name(of: node)
            if let number = node.object.map(number(of:)) { namesRead[number] = name }
            return ["Name": .string(name),
                    "Description": .string(description(of: node)),
                    "HelpText": .string(""),
                    "Parent": parent(of: node),
                    "ChildCount": .int32(Int32(children(of: node).count)),
                    "Locale": .string(Self.locale),
                    "AccessibleId": .string(identifier(of: node))]
        case "org.a11y.atspi.Application":
            guard case .application = node else { return [:] }
            return ["ToolkitName": .string("OpenUIKit"), "Version": .string(Self.toolkitVersion),
                    "ToolkitVersion": .string(Self.toolkitVersion), "AtspiVersion": .string(Self.atspiVersion),
                    "Id": .int32(applicationID)]
        case "org.a11y.atspi.Action":
            return ["NActions": .int32(Int32(actions(of: node).count))]
        case "org.a11y.atspi.Text":
            guard let text = node.textInput else { return [:] }
            return ["CharacterCount": .int32(Int32(text.characters.count)), "CaretOffset": .int32(Int32(text.caret))]
        case "org.a11y.atspi.Value":
            guard let numbers = node.numericValue else { return [:] }
            let text = (node.object as? any AccessibleObject)?.accessibilityValue ?? ""
            return ["MinimumValue": .double(numbers.minimum), "MaximumValue": .double(numbers.maximum),
                    "MinimumIncrement": .double(numbers.step), "CurrentValue": .double(numbers.current), "Text": .string(text)]
        default:
            return [:]
        }
    }

    /// The library's version as the toolkit's.
    static let toolkitVersion = "1.0"

    private func description(of node: ATSPINode) -> String {
        guard case .element(let element) = node else { return "" }
        return element.accessibilityHint ?? ""
    }

    private func setProperty(_ node: ATSPINode, interface: String, name: String, to value: DBusValue) -> DBusReply {
        switch (interface, name) {
        case ("org.a11y.atspi.Application", "Id"):
            guard let id = value.intValue, let id32 = Int32(exactly: id) else { break }
            applicationID = id32
            return .values([])
        case ("org.a11y.atspi.Value", "CurrentValue"):
            guard let number = value.doubleValue, setCurrentValue(node, to: number) else { break }
            return .values([])
        default:
            break
        }
        return .error(name: "org.freedesktop.DBus.Error.PropertyReadOnly", text: "\(interface).\(name) cannot be set to \(value.signature) here")
    }

    private func introspection(of node: ATSPINode) -> String {
        let interfaces = interfaces(of: node) + ["org.freedesktop.DBus.Properties", "org.freedesktop.DBus.Introspectable"]
        return "<node>" + interfaces.map { "<interface name=\"\($0)\"/>" }.joined() + "</node>"
    }

    // MARK: Events

    /// Called after each update pass: reports a change of focus, and of the names clients read.
    func windowDidUpdate() {
        guard client.isConnected else { return }
        reportFocusChange()
        reportNameChanges()
    }

    private func reportFocusChange() {
        let focused = window.firstResponder
        guard focused !== reportedFocus else { return }
        if let old = reportedFocus as? any AccessibleObject {
            emit(from: .element(old), member: "StateChanged", detail: ATSPIState.focused.eventName, detail1: 0)
        }
        reportedFocus = focused
        if let new = focused {
            emit(from: .element(new), member: "StateChanged", detail: ATSPIState.focused.eventName, detail1: 1)
        }
    }

    private func reportNameChanges() {
        for (number, oldName) in namesRead {
            guard let node = node(at: Self.objectPathPrefix + String(number)) else { continue }
            let name = name(of: node)
            guard name != oldName else { continue }
            namesRead[number] = name
            emit(from: node, member: "PropertyChange", detail: "accessible-name", detail1: 0, data: .string(name))
        }
    }

    /// Sends an `org.a11y.atspi.Event.Object` signal from `node`, in the current form
    /// (`siiva{sv}`: detail, two numbers, a value and no properties).
    func emit(from node: ATSPINode, member: String, detail: String, detail1: Int32, detail2: Int32 = 0, data: DBusValue = .int32(0)) {
        client.emitSignal(path: path(of: node), interface: "org.a11y.atspi.Event.Object", member: member,
                          arguments: [.string(detail), .int32(detail1), .int32(detail2), .variant(data),
                                      .array(elementSignature: "{sv}", [])])
    }
}
