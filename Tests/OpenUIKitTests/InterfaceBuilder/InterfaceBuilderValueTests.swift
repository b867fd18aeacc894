import Foundation
import Testing
@testable import OpenUIKit

/// The typed readers, each with the values the format implies.
@Suite("Interface Builder values")
struct InterfaceBuilderValueTests {
    func color(_ xml: String, resources: IBResources = IBResources()) throws -> IBColor {
        try IBColor(try IBFixtures.element(xml), resources: resources)
    }

    // MARK: Colours

    @Test func colourComponentsInEveryColourSpace() throws {
        #expect(try color(#"<color red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)
                == .rgba(IBRGBA(red: 1, green: 0.5, blue: 0, alpha: 1)))
        #expect(try color(#"<color key="backgroundColor" red="0.2" green="0.4" blue="0.6" alpha="0.5" colorSpace="calibratedRGB"/>"#)
                == .rgba(IBRGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)))
        #expect(try color(#"<color red="0" green="0" blue="1" alpha="1" colorSpace="deviceRGB"/>"#)
                == .rgba(IBRGBA(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(try color(#"<color white="0.33" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)
                == .rgba(IBRGBA(white: 0.33, alpha: 1)))
        #expect(try color(#"<color white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>"#) == .rgba(IBRGBA(white: 0, alpha: 0)))
        #expect(try color(#"<color white="0.5" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>"#)
                == .rgba(IBRGBA(white: 0.5, alpha: 1)))
        #expect(try color(#"<color white="1" alpha="1" colorSpace="deviceWhite"/>"#) == .rgba(IBRGBA(white: 1, alpha: 1)))
        // No ink is white; full black ink is black whatever the rest.
        #expect(try color(#"<color cyan="0" magenta="0" yellow="0" black="0" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/>"#)
                == .rgba(IBRGBA(white: 1, alpha: 1)))
        #expect(try color(#"<color cyan="1" magenta="0" yellow="0" black="0.5" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/>"#)
                == .rgba(IBRGBA(red: 0, green: 0.5, blue: 0.5, alpha: 1)))
        // An absent alpha is opaque.
        #expect(try color(#"<color red="1" green="1" blue="1" colorSpace="calibratedRGB"/>"#).rgba?.alpha == 1)
    }

    @Test func displayP3IsConvertedToSRGB() throws {
        // P3's white is sRGB's white; its pure red lies outside sRGB (extended: red > 1, green
        // and blue negative), as UIKit's extended sRGB shows it.
        #expect(try color(#"<color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#)
                .rgba.map { abs($0.red - 1) < 1e-6 && abs($0.green - 1) < 1e-6 && abs($0.blue - 1) < 1e-6 } == true)
        let red = try #require(try color(#"<color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#).rgba)
        #expect(abs(red.red - 1.0930) < 1e-3 && abs(red.green - (-0.2267)) < 1e-3 && abs(red.blue - (-0.1501)) < 1e-3, "\(red)")
    }

    @Test func namedColoursInEveryForm() throws {
        let white = IBRGBA(white: 1, alpha: 1)
        #expect(try color(#"<color key="textColor" cocoaTouchSystemColor="darkTextColor"/>"#)
                == .uikitClassColor(name: "darkTextColor", value: IBRGBA(white: 0, alpha: 1)))
        #expect(try color(#"<color cocoaTouchSystemColor="scrollViewTexturedBackgroundColor"/>"#)
                == .uikitClassColor(name: "scrollViewTexturedBackgroundColor", value: nil))
        // Xcode 11: the fallback beside the name, as a class colour or as components.
        #expect(try color(#"<color systemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>"#)
                == .system(name: "systemBackgroundColor", fallback: white))
        #expect(try color(#"<color systemColor="systemPinkColor" red="1" green="0.18" blue="0.33" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)
                == .system(name: "systemPinkColor", fallback: IBRGBA(red: 1, green: 0.18, blue: 0.33, alpha: 1)))
        // Xcode 12: the fallback in the document's resources.
        var resources = IBResources()
        resources.systemColors["systemBackgroundColor"] = white
        resources.namedColors["Brand"] = IBRGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        #expect(try color(#"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, resources: resources)
                == .system(name: "systemBackgroundColor", fallback: white))
        #expect(try color(#"<color systemColor="systemBackgroundColor"/>"#) == .system(name: "systemBackgroundColor", fallback: nil))
        #expect(try color(#"<color key="textColor" name="Brand"/>"#, resources: resources).rgba == IBRGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        #expect(try color(#"<color name="Brand"/>"#) == .named(name: "Brand", fallback: nil))
        #expect(try color(#"<color name="alternateSelectedControlColor" catalog="System" colorSpace="catalog"/>"#)
                == .appKitCatalog(catalog: "System", name: "alternateSelectedControlColor"))
    }

    @Test func theDocumentSuppliesResourceFallbacks() throws {
        let document = try IBFixtures.document("Concentration.storyboard")
        #expect(document.resources.namedColors["Brand"] == IBRGBA(red: 0.20000000000000001, green: 0.40000000000000002, blue: 0.80000000000000004, alpha: 1))
        let playingCard = try IBFixtures.document("PlayingCard.storyboard")
        let background = try #require(playingCard.element(withID: "Pc1-rv-A01")?.child("color", key: "backgroundColor"))
        #expect(try playingCard.color(background) == .system(name: "systemBackgroundColor", fallback: IBRGBA(white: 1, alpha: 1)))
    }

    @Test(arguments: [
        (#"<color red="nan" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, #"<color>: red="nan" is not a finite number"#),
        (#"<color red="1" green="0" blue="0" alpha="inf" colorSpace="calibratedRGB"/>"#, #"<color>: alpha="inf" is not a finite number"#),
        (#"<color red="1e999" green="0" blue="0" colorSpace="calibratedRGB"/>"#, #"<color>: red="1e999" is not a finite number"#),
        (#"<color red="0x1p3" green="0" blue="0" colorSpace="calibratedRGB"/>"#, #"<color>: red="0x1p3" is not a finite number"#),
        (#"<color red="1" green="0" alpha="1" colorSpace="calibratedRGB"/>"#, "<color>: a calibratedRGB colour needs a blue= component"),
        (#"<color white="1" alpha="1"/>"#, "<color>: has colour components but names no colour space"),
        (#"<color red="1" green="0" blue="0" colorSpace="custom" customColorSpace="adobeRGB1998"/>"#,
         #"<color>: the colour space "adobeRGB1998" is not one Interface Builder writes for iOS"#),
        (#"<color key="tintColor"/>"#, "<color>: has neither components in a colour space nor a colour name"),
    ])
    func badColoursAreRefusedNamingTheValue(xml: String, message: String) {
        let error = IBFixtures.error { _ = try IBColor(try IBFixtures.element(xml)) }
        #expect(error?.kind == .invalidValue)
        #expect(error?.message == message)
        #expect(error?.description.hasPrefix("Element.xml:1:") == true)
    }

    // MARK: Fonts

    @Test func fontDescriptionsInEveryForm() throws {
        func font(_ xml: String) throws -> IBFontDescription { try IBFontDescription(try IBFixtures.element(xml)) }
        #expect(try font(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
                == IBFontDescription(face: .system(weight: .regular), pointSize: 17))
        #expect(try font(#"<fontDescription type="system" weight="semibold" pointSize="15"/>"#)
                == IBFontDescription(face: .system(weight: .semibold), pointSize: 15))
        #expect(try font(#"<fontDescription type="boldSystem" pointSize="15"/>"#) == IBFontDescription(face: .boldSystem, pointSize: 15))
        #expect(try font(#"<fontDescription type="italicSystem" pointSize="12.5"/>"#) == IBFontDescription(face: .italicSystem, pointSize: 12.5))
        #expect(try font(#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#)
                == IBFontDescription(face: .textStyle("UICTFontTextStyleBody"), pointSize: nil))
        #expect(try font(#"<fontDescription name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="17"/>"#)
                == IBFontDescription(face: .named(name: "HelveticaNeue-Bold", family: "Helvetica Neue"), pointSize: 17))
        let refusals: [(String, String)] = [
            (#"<fontDescription type="system"/>"#, "<fontDescription>: needs a pointSize= attribute"),
            (#"<fontDescription type="system" pointSize="-3"/>"#, #"<fontDescription>: pointSize="-3" is not a positive size"#),
            (#"<fontDescription type="system" weight="extraBold" pointSize="3"/>"#, #"<fontDescription>: weight="extraBold" is not a UIFont.Weight"#),
            (#"<fontDescription type="fancy" pointSize="3"/>"#, #"<fontDescription>: type="fancy" is not a font type Interface Builder writes"#),
            (#"<fontDescription pointSize="3"/>"#, "<fontDescription>: names no font: it needs type=, style= or name="),
            (#"<fontDescription style="Body"/>"#, #"<fontDescription>: style="Body" is not a UIFont.TextStyle (UICTFontTextStyle…)"#),
        ]
        for (xml, message) in refusals {
            #expect(IBFixtures.error { _ = try font(xml) }?.message == message, "\(xml)")
        }
    }

    // MARK: Geometry

    @Test func geometryElements() throws {
        #expect(try IBFixtures.element(#"<rect key="frame" x="16" y="163.5" width="382" height="611.5"/>"#).rect()
                == CGRect(x: 16, y: 163.5, width: 382, height: 611.5))
        #expect(try IBFixtures.element(#"<size key="value" width="4" height="6.5"/>"#).size() == CGSize(width: 4, height: 6.5))
        #expect(try IBFixtures.element(#"<point key="canvasLocation" x="-703" y="15.999999999999972"/>"#).point()
                == CGPoint(x: -703, y: 15.999999999999972))
        // `inset` names edges as a rectangle's bounds: minX is the left inset.
        #expect(try IBFixtures.element(#"<inset key="contentEdgeInsets" minX="1" minY="2" maxX="3" maxY="4"/>"#).edgeInsets()
                == UIEdgeInsets(top: 2, left: 1, bottom: 4, right: 3))
        #expect(try IBFixtures.element(#"<edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>"#).edgeInsets()
                == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(try IBFixtures.element(#"<directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>"#)
                .directionalEdgeInsets() == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        // Absent coordinates are 0; present ones must be numbers.
        #expect(try IBFixtures.element(#"<rect width="10"/>"#).rect() == CGRect(x: 0, y: 0, width: 10, height: 0))
        #expect(IBFixtures.error { _ = try IBFixtures.element(#"<rect x="NaN"/>"#).rect() }?.message == #"<rect>: x="NaN" is not a finite number"#)
        #expect(IBFixtures.error { _ = try IBFixtures.element(#"<size width="10"/>"#).rect() }?.message == "<size>: expected a <rect> element")
    }

    @Test func autoresizingMasks() throws {
        func mask(_ xml: String) throws -> IBAutoresizingMask { try IBAutoresizingMask(try IBFixtures.element(xml)) }
        #expect(try mask(#"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#) == [.flexibleWidth, .flexibleHeight])
        #expect(try mask(#"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#).rawValue == 18, "UIKit's raw values")
        #expect(try mask(#"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#) == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(try mask(#"<autoresizingMask flexibleMinX="YES" flexibleMinY="YES" widthSizable="NO"/>"#) == [.flexibleLeftMargin, .flexibleTopMargin])
        #expect(try mask(#"<autoresizingMask key="autoresizingMask"/>"#) == [])
        #expect(IBFixtures.error { _ = try mask(#"<autoresizingMask widthSizable="true"/>"#) }?.message
                == #"<autoresizingMask>: widthSizable="true" is not YES or NO"#)
    }

    // MARK: Constraints

    func constraints(_ inner: String, owner: String = #"id="own""#) throws -> [IBConstraint] {
        try IBConstraint.list(ownedBy: try IBFixtures.element("<view \(owner)><constraints>\(inner)</constraints></view>"))
    }

    @Test func constraintsWithTheFormatsDefaults() throws {
        let list = try constraints("""
            <constraint firstAttribute="width" secondItem="own" secondAttribute="height" multiplier="3:4" id="c1"/>
            <constraint firstItem="a" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="b" secondAttribute="trailingMargin" \
            constant="-8" priority="750" identifier="gap" id="c2"/>
            <constraint firstAttribute="height" constant="120" placeholder="YES" id="c3"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="8" symbolic="YES" multiplier="0.5" id="c4"/>
            """)
        #expect(list.count == 4)
        // No firstItem: the owner of the list.
        #expect(list[0].firstItem == "own" && list[0].firstAttribute == .width && list[0].secondAttribute == .height)
        #expect(list[0].multiplier == 0.75 && list[0].constant == 0 && list[0].priority == 1000 && list[0].relation == .equal)
        #expect(list[1].relation == .greaterThanOrEqual && list[1].secondAttribute == .trailingMargin)
        #expect(list[1].constant == -8 && list[1].priority == 750 && list[1].identifier == "gap" && list[1].id == "c2")
        // No second item: a size constant.
        #expect(list[2].secondItem == nil && list[2].secondAttribute == nil && list[2].constant == 120 && list[2].isPlaceholder)
        #expect(list[3].isStandardSpacing && list[3].multiplier == 0.5 && !list[3].isPlaceholder)
        #expect(try constraints(#"<constraint firstAttribute="width" secondItem="x" secondAttribute="height" multiplier="75:64"/>"#)[0].multiplier == 75.0 / 64)
    }

    @Test(arguments: [
        (#"<constraint firstAttribute="width" multiplier="3:0" secondItem="x" secondAttribute="height"/>"#, #"<constraint>: multiplier="3:0" divides by zero"#),
        (#"<constraint firstAttribute="width" multiplier="a:b" secondItem="x" secondAttribute="height"/>"#, #"<constraint>: multiplier="a:b" is not a number or a ratio a:b"#),
        (#"<constraint firstAttribute="width" multiplier="1:2:3" secondItem="x" secondAttribute="height"/>"#, #"<constraint>: multiplier="1:2:3" is not a number or a ratio a:b"#),
        (#"<constraint firstAttribute="width" priority="1001" constant="1"/>"#, #"<constraint>: priority="1001" is not a priority between 1 and 1000"#),
        (#"<constraint firstAttribute="width" priority="0" constant="1"/>"#, #"<constraint>: priority="0" is not a priority between 1 and 1000"#),
        (#"<constraint firstAttribute="width" priority="nan" constant="1"/>"#, #"<constraint>: priority="nan" is not a priority between 1 and 1000"#),
        (#"<constraint firstAttribute="middle" constant="1"/>"#, #"<constraint>: firstAttribute="middle" is not a layout attribute"#),
        (#"<constraint constant="1"/>"#, "<constraint>: needs a firstAttribute= attribute"),
        (#"<constraint firstAttribute="top" secondItem="x"/>"#, "<constraint>: has a second item or a second attribute but not both"),
        (#"<constraint firstAttribute="top" relation="almostEqual" secondItem="x" secondAttribute="top"/>"#, #"<constraint>: relation="almostEqual" is not a layout relation"#),
    ])
    func badConstraintsAreRefused(xml: String, message: String) {
        #expect(IBFixtures.error { _ = try constraints(xml) }?.message == message)
    }

    @Test func aConstraintWithNeitherFirstItemNorOwnerIdIsRefused() {
        #expect(IBFixtures.error { _ = try constraints(#"<constraint firstAttribute="width" constant="1"/>"#, owner: "") }?.message
                == "<constraint>: has no firstItem= and its owner <view> has no id to stand for it")
    }

    // MARK: Connections

    @Test func connectionsOfEveryKind() throws {
        let document = try IBFixtures.document("PlayingCard.storyboard")
        let cardView = try document.element("Pc1-cv-A01")
        let collection = try IBConnection.list(of: cardView)
        #expect(collection == ["Pc1-sw-A01", "Pc1-pn-A01", "Pc1-tp-A01"].enumerated().map { index, destination in
            .outletCollection(.init(id: "Pc1-oc-A0\(index + 1)", source: "Pc1-cv-A01", property: "gestureRecognizers",
                                    destination: destination, appends: true, location: collection[index].location))
        })
        let tap = try #require(try IBConnection.list(of: try document.element("Pc1-tp-A01")).first)
        guard case .action(let action) = tap else { Issue.record("expected an action: \(tap)"); return }
        #expect(action.selector == "flipCard:" && action.destination == "Pc1-vc-A01" && action.eventType == nil && action.source == "Pc1-tp-A01")
        let controller = try #require(document.initialViewController)
        guard case .outlet(let outlet)? = try IBConnection.list(of: controller).first else { Issue.record("expected an outlet"); return }
        #expect(outlet.property == "playingCardView" && outlet.destination == "Pc1-cv-A01")

        let concentration = try IBFixtures.document("Concentration.storyboard")
        let wiring = try IBConnection.list(of: try #require(concentration.initialViewController))
        let buttons = wiring.compactMap { connection -> String? in
            guard case .outletCollection(let c) = connection, c.property == "cardButtons" else { return nil }
            #expect(!c.appends)
            return c.destination
        }
        #expect(buttons.count == 12, "document order is the array's order")
        #expect(buttons.first == "Cb1-bt-A01" && buttons.last == "C12-bt-A12")
        let button = try #require(concentration.element(withID: buttons[4]))
        guard case .action(let touch)? = try IBConnection.list(of: button).first else { Issue.record("expected an action"); return }
        #expect(touch.selector == "touchCard:" && touch.eventType == "touchUpInside")
    }

    @Test func seguesOfEveryKindInTheFaceItStoryboard() throws {
        let document = try IBFixtures.document("FaceIt.storyboard")
        func segues(_ id: String) throws -> [IBSegue] {
            try IBConnection.list(of: try #require(document.element(withID: id))).compactMap {
                if case .segue(let segue) = $0 { segue } else { nil }
            }
        }
        let root = try #require(try segues("Fc1-nc-A01").first)
        #expect(root.kind == .relationship && root.relationship == "rootViewController" && root.destination == "Fc1-tv-A01")
        let manual = try #require(try segues("Fc1-tv-A01").first)
        #expect(manual.kind == .show && manual.identifier == "showFaceManually" && manual.source == "Fc1-tv-A01")
        let popover = try #require(try segues("Fc1-bb-A01").first)
        #expect(popover.kind == .popoverPresentation && popover.popoverAnchor == "Fc1-bb-A01")
        let unwind = try #require(try segues("Fc1-bt-A02").first)
        #expect(unwind.kind == .unwind && unwind.unwindAction == "doneWithFaceFrom:" && unwind.destination == "Fc1-ex-A01")
    }

    @Test(arguments: [
        (#"<outlet destination="d" id="o"/>"#, #"<outlet id="o">: needs a property= attribute"#),
        (#"<action selector="go:"/>"#, "<action>: needs a destination= attribute"),
        (#"<segue destination="d" kind="teleport"/>"#, #"<segue>: kind="teleport" is not a segue kind"#),
        (#"<segue destination="d" kind="relationship"/>"#, "<segue>: a relationship segue needs relationship="),
        (#"<segue destination="d" kind="unwind"/>"#, "<segue>: an unwind segue needs unwindAction="),
        (#"<outletCollection property="p" destination="d" appends="maybe"/>"#, #"<outletCollection>: appends="maybe" is not YES or NO"#),
        ("<binding/>", "<binding>: is not a connection (outlet, outletCollection, action or segue)"),
    ])
    func badConnectionsAreRefused(xml: String, message: String) {
        let error = IBFixtures.error { _ = try IBConnection.list(of: try IBFixtures.element("<view id=\"v\"><connections>\(xml)</connections></view>")) }
        #expect(error?.message == message)
        #expect(IBFixtures.error { _ = try IBConnection.list(of: try IBFixtures.element("<view><connections/></view>")) }?.message
                == "<view>: has connections but no id to be their source")
    }

    // MARK: Runtime attributes

    @Test func runtimeAttributesOfEveryType() throws {
        let card = try IBRuntimeAttribute.list(of: try IBFixtures.document("PlayingCard.storyboard").element("Pc1-cv-A01"))
        #expect(card.map(\.keyPath) == ["rank", "suit", "isFaceUp", "faceCardScale", "cornerColor", "pipInset"])
        #expect(card.map(\.value) == [
            .integer(12), .string("♥️"), .boolean(true), .real(0.75),
            .color(.rgba(IBRGBA(red: 0.80000000000000004, green: 0.10000000000000001, blue: 0.20000000000000001, alpha: 1))),
            .size(CGSize(width: 4, height: 6.5)),
        ])
        let image = try IBRuntimeAttribute.list(of: try IBFixtures.document("CardBack.xib").element("Xb1-iv-A01"))
        #expect(image.map(\.value) == [.integer(16), .rect(CGRect(x: 0, y: 0, width: 1, height: 1)), .point(CGPoint(x: 2.5, y: -3)), .nil])
        #expect(image.first?.keyPath == "layer.cornerRadius")
        func attribute(_ xml: String) throws -> IBRuntimeAttribute { try IBRuntimeAttribute(try IBFixtures.element(xml)) }
        #expect(try attribute(#"<userDefinedRuntimeAttribute type="string" keyPath="title" value=""/>"#).value == .string(""))
        #expect(try attribute(#"<userDefinedRuntimeAttribute type="image" keyPath="face" value="cardback"/>"#).value == .image("cardback"))
        #expect(try attribute(#"<userDefinedRuntimeAttribute type="range" keyPath="r"><range key="value" location="2" length="5"/></userDefinedRuntimeAttribute>"#).value
                == .range(location: 2, length: 5))
        let refusals: [(String, String)] = [
            (#"<userDefinedRuntimeAttribute type="number" keyPath="n"/>"#,
             "<userDefinedRuntimeAttribute>: a number attribute needs a <integer> or <real> child with key=\"value\""),
            (#"<userDefinedRuntimeAttribute type="number" keyPath="n"><integer key="value" value="2.5"/></userDefinedRuntimeAttribute>"#,
             #"<integer>: value="2.5" is not a whole number"#),
            (#"<userDefinedRuntimeAttribute type="boolean" keyPath="b"/>"#, #"<userDefinedRuntimeAttribute>: a boolean attribute needs value="YES" or "NO""#),
            (#"<userDefinedRuntimeAttribute type="localizedString" keyPath="s" value="k"/>"#,
             #"<userDefinedRuntimeAttribute>: type="localizedString" is not a runtime attribute type"#),
            (#"<userDefinedRuntimeAttribute type="string" value="x"/>"#, "<userDefinedRuntimeAttribute>: needs a keyPath= attribute"),
        ]
        for (xml, message) in refusals {
            #expect(IBFixtures.error { _ = try attribute(xml) }?.message == message, "\(xml)")
        }
    }

    // MARK: Variations

    @Test func sizeClassVariations() throws {
        let document = try IBFixtures.document("FaceIt.storyboard")
        let variations = try IBVariation.list(of: try document.element("Fc1-rv-A01"))
        #expect(variations.count == 2)
        #expect(variations[0].isDefault && variations[0].excludedConstraints == ["Fc1-ct-A08"] && variations[0].includedConstraints.isEmpty)
        #expect(variations[1].heightClass == .compact && variations[1].widthClass == nil)
        #expect(variations[1].includedConstraints == ["Fc1-ct-A08"] && variations[1].excludedConstraints == ["Fc1-ct-A04"])
        #expect(variations[1].matches(width: .regular, height: .compact) && !variations[1].matches(width: .regular, height: .regular))
        let stack = try #require(try IBVariation.list(of: try document.element("Fc1-st-A01")).first)
        #expect(stack.attributeOverrides == ["axis": "vertical"])
        func variation(_ key: String) throws -> IBVariation { try IBVariation(try IBFixtures.element("<variation key=\"\(key)\"/>")) }
        let both = try variation("heightClass=compact-widthClass=compact")
        #expect(both.widthClass == .compact && both.heightClass == .compact && both.specificity == 2)
        #expect(try variation("widthClass=regular").specificity == 1)
        for bad in ["heightClass=tiny", "depthClass=compact", "widthClass=compact-widthClass=regular", "", "heightClass"] {
            #expect(IBFixtures.error { _ = try variation(bad) } != nil, "\(bad)")
        }
    }

    // MARK: Numbers

    /// Short decimals are read without the C library; every one must be the very `Double`
    /// that `Double(_:)` reads, sign of zero included, and longer or other forms still go
    /// through it.
    @Test func numbersReadAsDoubleReadsThem() {
        var samples = ["0", "-0", "+5", "5.", ".5", "0.0", "703.5", "768", "-12.25", "0.90000000000000002",
                       "123456789012345", "1234567890123456", "0.123456789012345", "-999999999999999.", "1e3", "2E-2",
                       "0.1", "0.3", "1.0000000000000002", "00000000000000000001", "3.14159265358979"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let digits = Int.random(in: 1...15, using: &generator)
            var text = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            let point = Int.random(in: 0...digits, using: &generator)
            text.insert(".", at: text.index(text.startIndex, offsetBy: point))
            samples.append(Bool.random(using: &generator) ? "-" + text : text)
        }
        for text in samples {
            let expected = Double(text)
            let read = IBElement.finiteNumber(text)
            #expect(read?.bitPattern == expected?.bitPattern, "\(text): \(String(describing: read)) against \(String(describing: expected))")
        }
        for text in ["", "-", ".", "+", "1.2.3", "--1", "1-", "nan", "inf", "0x10", " 1", "1 "] {
            #expect(IBElement.finiteNumber(text) == nil, "\(text)")
        }
    }

    /// The 16 to 19 significant digits Xcode writes for most fractions (`0.90000000000000002`)
    /// take the short path too, and still read as `Double(_:)` reads them: ties go to the
    /// even neighbour, and random digits land on the same `Double` bit for bit.
    @Test func longDecimalsReadWithoutTheCLibrary() {
        var samples = ["0.90000000000000002", "0.66666666666666663", "0.33333333333333331", "-0.59999999999999998",
                       "0.40000000000000002", "0.0039215686274509803", "1.0000000000000002", "254.99999999999997",
                       // Exact midpoints between two Doubles: each goes to the one with an even significand.
                       "4503599627370496.5", "4503599627370497.5", "2251799813685248.25", "2251799813685248.75",
                       "1125899906842624.125"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5000 {
            let count = Int.random(in: 16...19, using: &generator)
            var text = String(Int.random(in: 1...9, using: &generator))
            for _ in 1..<count { text.append(String(Int.random(in: 0...9, using: &generator))) }
            // Up to six whole digits, as storyboards' values have; the rest a fraction.
            text.insert(".", at: text.index(text.startIndex, offsetBy: Int.random(in: 0...6, using: &generator)))
            samples.append(text)
        }
        for text in samples {
            let read = IBElement.exactDecimal(Array(text.utf8))
            #expect(read != nil, "\(text) went to the C library")
            #expect(read?.bitPattern == Double(text)?.bitPattern, "\(text): \(String(describing: read)) against \(String(describing: Double(text)))")
        }
        // Twenty significant digits are more than the short path holds.
        #expect(IBElement.exactDecimal(Array("0.12345678901234567891".utf8)) == nil)
        #expect(IBElement.finiteNumber("0.12345678901234567891") == Double("0.12345678901234567891"))
    }
}
