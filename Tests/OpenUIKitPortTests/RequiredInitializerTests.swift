import Testing
@testable import OpenUIKitPort

/// OpenUIKit makes layers from their class, so `CALayer.init()` and `init(layer:)` are
/// `required` there; UIKit code overriding them says `override`, which Swift refuses.
@Suite("Required initializers of layer subclasses")
struct RequiredInitializerTests {
    @Test func overridesOfLayerInitializersBecomeRequired() throws {
        let source = """
            final class OverlayLayer: CALayer {
                var enabled = true

                override init() {
                    super.init()
                    needsDisplayOnBoundsChange = true
                }

                override init(layer: Any) {
                    super.init(layer: layer)
                }

                required init?(coder: NSCoder) { nil }
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == source
            .replacingOccurrences(of: "override init()", with: "required init()")
            .replacingOccurrences(of: "override init(layer: Any)", with: "required init(layer: Any)"))
        #expect(result.edits == [PortEdit(line: 4, before: "override init()", after: "required init()"),
                                 PortEdit(line: 9, before: "override init(layer: Any)", after: "required init(layer: Any)")])
        #expect(result.handEdits.isEmpty)
    }

    @Test func subclassesOfTheAppsOwnLayerClassesAndOfShapeLayersToo() throws {
        let source = """
            class BaseLayer: CAShapeLayer {}
            class RingLayer: BaseLayer {
                public override init() { super.init() }
                override init(frame: CGRect) { fatalError() }
            }
            class Plain: NSObject {
                override init() { super.init() }
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten.contains("public required init() { super.init() }"))
        // `init(frame:)` is not one of a layer's, and NSObject's `init()` is not required.
        #expect(result.rewritten.contains("override init(frame: CGRect)"))
        #expect(result.rewritten.contains("class Plain: NSObject {\n    override init()"))
    }

    @Test func aClassWithItsOwnInitializersGetsTheRequiredOnesItLacks() throws {
        let source = """
            class Pulsing: CALayer {
                var radius: CGFloat = 200
                var delegateName: String?
                var computed: CGFloat { radius * 2 }

                override init(layer: Any) {
                    super.init(layer: layer)
                }

                required init?(coder aDecoder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                init(radius: CGFloat) {
                    super.init()
                    self.radius = radius
                }
            }

            """
        let result = try SourcePorter().port(source)
        let expected = source
            .replacingOccurrences(of: "override init(layer: Any)", with: "required init(layer: Any)")
            .replacingOccurrences(of: "        self.radius = radius\n    }\n}", with: """
                        self.radius = radius
                    }

                    required init() {
                        super.init()
                    }
                }
                """)
        #expect(result.rewritten == expected)
        #expect(result.edits.last == PortEdit(line: 17, before: PortEdit.addedMarker, after: "required init() { super.init() }"))
        #expect(result.handEdits.isEmpty)
    }

    @Test func withAStoredPropertyWithoutAValueTheClassIsLeftForAHandEdit() throws {
        let source = """
            class EventLayer: CALayer {
                let event: String

                init(event: String) {
                    self.event = event
                    super.init()
                }

                required init?(coder: NSCoder) { nil }
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == source)
        #expect(result.handEdits.map(\.line) == [1, 1])
        #expect(result.handEdits.first?.message.contains("must provide 'init()', which OpenUIKit's 'CALayer' requires") == true)
        #expect(result.handEdits.last?.message.contains("'init(layer:)'") == true)
    }

    @Test func aClassThatDeclaresNoInitializerInheritsThemAndIsLeftAlone() throws {
        let source = "class ThumbLayer: CALayer {\n    var highlighted = false\n}\n"
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == source)
        #expect(result.edits.isEmpty)
    }

    @Test func animationsAndNavigationBarsToo() throws {
        let source = """
            class Pop: CABasicAnimation {
                override init() { super.init() }
                required init?(coder: NSCoder) { nil }
            }
            class Bar: UINavigationBar {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { nil }
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten.contains("    required init() { super.init() }"))
        #expect(result.rewritten.contains("    required init(frame: CGRect) { super.init(frame: frame) }"))
    }
}
