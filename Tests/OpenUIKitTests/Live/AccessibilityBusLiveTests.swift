import Foundation
import Testing
import TestSupport

/// The probe app read the way a screen reader reads it: over AT-SPI on a private accessibility
/// bus, by at-spi2's own Python bindings (pyatspi), which know nothing of this library.
@Suite("Accessibility bus (live)", .serialized)
struct AccessibilityBusLiveTests {
    /// The probe's process name, which the bridge gives its application object.
    static let applicationName = "HostProbe"

    @Test func aScreenReaderReadsRolesNamesValuesAndTheFocusedTextField() async throws {
        try await HostProbeRun.withXvfb { server in
            let session = try await AccessibilityBusSession(displayName: server.displayName)
            defer { session.stop() }
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--accessibility"],
                                               environment: session.environment)
            let reader = try session.runPython(script: Self.readerScript, arguments: [Self.applicationName])
            let status = await reader.waitForExit(timeout: .seconds(60))
            #expect(status == 0, "\(reader.transcript)\n--- app:\n\(probe.child.transcript)")
            let lines = Self.records(reader)

            let tree = lines.filter { $0.kind == "tree" }.map(\.fields)
            try #require(tree.count >= 2, "\(reader.transcript)")
            #expect(tree[0]["role"] as? String == "application")
            #expect(tree[0]["name"] as? String == Self.applicationName)
            #expect(tree[1]["role"] as? String == "frame")
            #expect(tree[1]["name"] as? String == "OpenUIKit probe")
            #expect((tree[1]["states"] as? [String])?.contains("active") == true)
            let elements = Array(tree.dropFirst(2))
            #expect(elements.map { $0["role"] as? String } == ["heading", "entry", "slider", "push button"], "\(reader.transcript)")
            #expect(elements.map { $0["name"] as? String } == ["Probe form", "Name", "Volume", "Edit name"])
            guard elements.count == 4 else { return }
            let field = elements[1], slider = elements[2], button = elements[3]
            #expect(field["text"] as? String == "Ada")
            #expect(field["id"] as? String == "name-field")
            #expect((field["states"] as? [String]).map { Set($0).isSuperset(of: ["editable", "focusable", "single-line", "enabled"]) } == true,
                    "\(field)")
            #expect((field["states"] as? [String])?.contains("focused") == false)
            #expect(slider["value"] as? Double == 0.25)
            #expect(slider["maximum"] as? Double == 1)
            #expect(button["actions"] as? [String] == ["click"])
            // Each element's extents are its frame in screen pixels (scale 1, the window at the
            // origin Xvfb without a window manager gives it).
            let origin = try probe.inspector.geometry(of: probe.window)
            #expect(field["extents"] as? [Int] == [origin.x + 20, origin.y + 70, 260, 34], "\(field)")
            #expect(lines.contains { $0.kind == "hit" && $0.fields["name"] as? String == "Volume" }, "the element at the slider's middle")

            // Pressing the button (its AT-SPI action) makes the text field first responder:
            // listeners hear the field gain focus, and its state says so.
            #expect(probe.lines(startingWith: "accessibility edit pressed").count == 1, "\(probe.child.transcript)")
            #expect(probe.lines(startingWith: "accessibility field began").count == 1)
            let event = lines.first { $0.kind == "event" }?.fields
            #expect(event?["role"] as? String == "entry", "\(reader.transcript)")
            #expect(event?["name"] as? String == "Name")
            let focused = lines.first { $0.kind == "focused" }?.fields
            #expect(focused?["role"] as? String == "entry", "\(reader.transcript)")
            #expect((focused?["states"] as? [String])?.contains("focused") == true)
            // Text inserted through EditableText goes in as typing would.
            #expect(lines.contains { $0.kind == "edited" && $0.fields["text"] as? String == "Ada Lovelace" }, "\(reader.transcript)")
            // The slider's value set through the Value interface moves the slider, which sends .valueChanged.
            #expect(probe.lines(startingWith: "accessibility slider value=0.75").count == 1, "\(probe.child.transcript)")
        }
    }

    @Test func withoutAnAccessibilityBusTheAppRunsAsBeforeAndSaysNothing() async throws {
        try await HostProbeRun.withXvfb { server in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-nobus-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            // A session bus address where nothing listens: the bridge gives up at once.
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--accessibility"],
                                               environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(directory.path)/missing",
                                                             "AT_SPI_BUS_ADDRESS": ""])
            try await Self.pressEditButton(probe, displayName: server.displayName)
            #expect(!probe.child.standardErrorLines.contains { $0.localizedCaseInsensitiveContains("accessib") },
                    "\(probe.child.transcript)")
        }
    }

    @Test func anAccessibilityBusThatGoesAwayIsDroppedAndTheAppGoesOn() async throws {
        try await HostProbeRun.withXvfb { server in
            let session = try await AccessibilityBusSession(displayName: server.displayName)
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--accessibility"],
                                               environment: session.environment)
            // The app is registered once a reader can see it.
            let reader = try session.runPython(script: Self.findScript, arguments: [Self.applicationName])
            #expect(await reader.waitForExit(timeout: .seconds(30)) == 0, "\(reader.transcript)")
            session.stop()
            try await Self.pressEditButton(probe, displayName: server.displayName)
            #expect(probe.child.isRunning)
            #expect(probe.child.standardErrorLines.filter { $0.localizedCaseInsensitiveContains("accessib") }.count <= 1,
                    "\(probe.child.transcript)")
        }
    }

    /// Clicks the probe's "Edit name" button with XTest and waits for the probe to say so.
    private static func pressEditButton(_ probe: HostProbeRun, displayName: String) async throws {
        let xtest = try XTestInjector(displayName: displayName)
        let origin = try probe.inspector.geometry(of: probe.window)
        xtest.movePointer(toX: origin.x + 150, y: origin.y + 192)
        xtest.click()
        let pressed = await probe.waitForLines(startingWith: "accessibility edit pressed", count: 1)
        #expect(pressed.count == 1, "the app still takes input: \(probe.child.transcript)")
    }

    /// One JSON line the reader printed: `KIND {json}`.
    struct Record {
        var kind: String
        var fields: [String: Any]
    }

    static func records(_ reader: ChildProcess) -> [Record] {
        reader.standardOutputLines.compactMap { line in
            guard let space = line.firstIndex(of: " "),
                  let object = try? JSONSerialization.jsonObject(with: Data(line[line.index(after: space)...].utf8)) as? [String: Any]
            else { return nil }
            return Record(kind: String(line[..<space]), fields: object)
        }
    }

    /// Waits until the app named in argv[1] is on the desktop.
    static let findScript = """
    import sys, time
    import pyatspi
    deadline = time.time() + 20
    while time.time() < deadline:
        if any(app is not None and app.name == sys.argv[1] for app in pyatspi.Registry.getDesktop(0)):
            sys.exit(0)
        time.sleep(0.1)
    sys.exit(1)
    """

    /// Reads the app named in argv[1]: its tree ("tree" lines, the app, its frame, then the
    /// frame's children), the child at the slider's middle ("hit"), then presses the button
    /// through its action and waits for a focus event ("event"), and reports the focused
    /// element afterwards ("focused"); then edits the field and sets the slider.
    static let readerScript = """
    import json, sys, time
    import pyatspi
    from gi.repository import GLib

    def find_app(name):
        deadline = time.time() + 20
        while time.time() < deadline:
            for app in pyatspi.Registry.getDesktop(0):
                if app is not None and app.name == name:
                    return app
            time.sleep(0.1)
        print("error " + json.dumps({"message": "no app named " + name}))
        sys.exit(2)

    def describe(acc):
        d = {"role": acc.getRoleName(), "name": acc.name,
             "states": sorted(s.value_nick for s in acc.getState().getStates()),
             "id": acc.get_accessible_id() or ""}
        try:
            value = acc.queryValue()
            d["value"] = value.currentValue
            d["maximum"] = value.maximumValue
        except NotImplementedError:
            pass
        try:
            text = acc.queryText()
            d["text"] = text.getText(0, -1)
        except NotImplementedError:
            pass
        try:
            action = acc.queryAction()
            d["actions"] = [action.getName(i) for i in range(action.nActions)]
        except NotImplementedError:
            pass
        try:
            d["extents"] = list(acc.queryComponent().getExtents(pyatspi.DESKTOP_COORDS))
        except NotImplementedError:
            pass
        return d

    app = find_app(sys.argv[1])
    print("tree " + json.dumps(describe(app)))
    frame = app[0]
    print("tree " + json.dumps(describe(frame)))
    children = [frame[i] for i in range(frame.childCount)]
    for child in children:
        print("tree " + json.dumps(describe(child)))
    slider = next(c for c in children if c.getRole() == pyatspi.ROLE_SLIDER)
    x, y, w, h = slider.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    hit = frame.queryComponent().getAccessibleAtPoint(x + w // 2, y + h // 2, pyatspi.DESKTOP_COORDS)
    print("hit " + json.dumps({"name": hit.name if hit else None}))
    sys.stdout.flush()

    def on_focus(event):
        if event.detail1 == 1:
            print("event " + json.dumps({"role": event.source.getRoleName(), "name": event.source.name}))
            sys.stdout.flush()
            pyatspi.Registry.stop()

    def press():
        button = next(c for c in children if c.getRole() == pyatspi.ROLE_PUSH_BUTTON)
        button.queryAction().doAction(0)
        return False

    pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
    GLib.idle_add(press)
    GLib.timeout_add(10000, lambda: pyatspi.Registry.stop())
    pyatspi.Registry.start()

    for child in [frame[i] for i in range(frame.childCount)]:
        if child.getState().contains(pyatspi.STATE_FOCUSED):
            print("focused " + json.dumps(describe(child)))
    field = next(c for c in children if c.getRole() == pyatspi.ROLE_ENTRY)
    field.queryEditableText().insertText(3, " Lovelace", 9)
    print("edited " + json.dumps({"text": field.queryText().getText(0, -1)}))
    slider.queryValue().currentValue = 0.75
    sys.stdout.flush()
    """
}
