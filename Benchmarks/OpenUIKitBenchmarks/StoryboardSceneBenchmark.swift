import FaceItKit
import Foundation
import OpenUIKit

/// The FaceIt scene from its storyboard against the same scene built in code, headless:
///
/// - **parsed:** a fresh `UIStoryboard(name:bundle:)` every run over a file whose bytes
///   change before each run (a comment of its own), so reading and parsing the XML counts,
///   its initial controller instantiated, its view loaded (the face view with five runtime
///   attributes, two recognizers and their actions, four constraints to the safe area and
///   the edges, the outlet) and laid out at 1024×768;
/// - **from the storyboard:** the same over an unchanged file, as an app that makes a
///   `UIStoryboard` each time it shows a scene does: the file is read each run, and the
///   document parsed the first time is reused;
/// - **warm:** the same with one `UIStoryboard` kept across runs, as an app that holds its
///   storyboard does (UIKit keeps a storyboard's nibs once read; this one its parsed document);
/// - **in code** (the baseline): the same scene written in code (`CodeFaceViewController`:
///   the same views, face properties, two recognizers and four constraints, the top one to
///   the safe area), its view loaded and laid out the same way;
/// - **the demo in code**, for comparison with earlier figures: FaceItKit's
///   `FaceViewController` (seven recognizers, a gesture delegate, the face pinned to the
///   edges, not the safe area), which is not the same scene.
///
/// The scene is the Face View Controller scene of Tests/PortingFixtures/FaceItEmotions's
/// Main.storyboard, kept here as text (`StoryboardSceneBenchmark.sceneXML`) with its classes
/// renamed to this benchmark's, and written to a temporary folder for the loader to read.
@MainActor
enum StoryboardSceneBenchmark {
    static let sceneSize = CGRect(x: 0, y: 0, width: 1024, height: 768)

    static func run() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-storyboard-benchmark-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try sceneXML.write(to: folder.appendingPathComponent("FaceIt.storyboard"), atomically: true, encoding: .utf8)
            // Written before the bundle is made, which lists its folder once.
            try sceneXML.write(to: folder.appendingPathComponent("FaceItChanging.storyboard"), atomically: true, encoding: .utf8)
        } catch {
            print("Storyboard: skipped (cannot write the scene to \(folder.path): \(error))")
            return
        }
        guard let bundle = Bundle(path: folder.path) else {
            print("Storyboard: skipped (no bundle at \(folder.path))")
            return
        }
        // Check once that the storyboard side makes the whole scene, so the figures compare
        // like with like.
        let check = instantiate(from: UIStoryboard(name: "FaceIt", bundle: bundle))
        guard let face = check?.faceView, face.gestureRecognizers?.count == 2, face.frame.size == sceneSize.size else {
            print("Storyboard: skipped (the scene did not load whole: \(String(describing: check?.faceView)))")
            return
        }
        let inCode = instantiateInCode()
        guard let codeFace = inCode.faceView, codeFace.frame == face.frame,
              codeFace.gestureRecognizers?.count == face.gestureRecognizers?.count,
              inCode.view.constraints.count == check?.view.constraints.count,
              codeFace.scale == face.scale, codeFace.lineWidth == face.lineWidth, codeFace.color == face.color else {
            print("Storyboard: skipped (the scene in code differs from the storyboard's: \(String(describing: inCode.faceView)) against \(face))")
            return
        }

        // Under callgrind the clock means nothing and each run is tens of times slower: a few
        // timed runs warm the caches, and the instruction counts below are what is read.
        let runner = InstructionCount.isAvailable
            ? BenchmarkRunner(warmupRuns: Self.warmupRunsUnderCallgrind, measuredRuns: Self.measuredRunsUnderCallgrind)
            : BenchmarkRunner(warmupRuns: 10, measuredRuns: 200)
        var kept: [UIViewController] = []
        kept.reserveCapacity(runner.warmupRuns + runner.measuredRuns + 1)
        // The parsed case's file gets new bytes before each run: the scene and a numbered comment.
        let changingFile = folder.appendingPathComponent("FaceItChanging.storyboard")
        var edition = 0
        var writeFailure: (any Error)?
        func writeNextEdition() {
            edition += 1
            do {
                try (sceneXML + "\n<!-- edition \(edition) -->\n").write(to: changingFile, atomically: false, encoding: .utf8)
            } catch {
                writeFailure = error
            }
        }
        writeNextEdition()
        let parsed = runner.measure(prepare: writeNextEdition) {
            kept.append(instantiate(from: UIStoryboard(name: "FaceItChanging", bundle: bundle))!)
        }
        kept.removeAll(keepingCapacity: true)
        if let writeFailure {
            print("Storyboard: skipped (cannot rewrite \(changingFile.path): \(writeFailure))")
            return
        }
        let cold = runner.measure { kept.append(instantiate(from: UIStoryboard(name: "FaceIt", bundle: bundle))!) }
        kept.removeAll(keepingCapacity: true)
        let storyboard = UIStoryboard(name: "FaceIt", bundle: bundle)
        let warm = runner.measure { kept.append(instantiate(from: storyboard)!) }
        kept.removeAll(keepingCapacity: true)
        let code = runner.measure { kept.append(instantiateInCode()) }
        kept.removeAll(keepingCapacity: true)
        let demo = runner.measure {
            let controller = FaceViewController()
            controller.view.frame = sceneSize
            controller.view.layoutIfNeeded()
            kept.append(controller)
        }
        kept.removeAll()

        print("Storyboard: the FaceIt scene, instantiated, its view loaded and laid out at 1024×768, \(runner.measuredRuns) runs each")
        printRow("from its storyboard, its bytes new each run", parsed, baseline: code)
        printRow("from its storyboard, a new UIStoryboard each run", cold, baseline: code)
        printRow("from a storyboard kept across runs", warm, baseline: code)
        printRow("the same scene built in code", code)
        printRow("FaceItKit's demo controller in code (not the same scene)", demo, baseline: code)
        for (name, summary) in [("storyboard parsed", parsed), ("storyboard", cold), ("storyboard kept", warm), ("code", code),
                                ("demo in code", demo)] {
            print("    \(name): CPU median " + String(format: "%.3f ms (p90 %.3f)", summary.cpuMedian, summary.cpuP90)
                  + ", \(summary.allocationsPerRun) allocations a run")
        }
        if InstructionCount.isAvailable {
            writeNextEdition()
            let counts = [
                ("storyboard parsed", InstructionCount.count("storyboard parsed") {
                    _ = instantiate(from: UIStoryboard(name: "FaceItChanging", bundle: bundle))
                }),
                ("storyboard", InstructionCount.count("storyboard") { _ = instantiate(from: UIStoryboard(name: "FaceIt", bundle: bundle)) }),
                ("storyboard kept", InstructionCount.count("storyboard kept") { _ = instantiate(from: storyboard) }),
                ("code", InstructionCount.count("code") { _ = instantiateInCode() }),
                ("demo in code", InstructionCount.count("demo in code") {
                    let controller = FaceViewController()
                    controller.view.frame = sceneSize
                    controller.view.layoutIfNeeded()
                }),
            ]
            for (name, count) in counts { print("    \(name): \(count.map(String.init) ?? "?") instructions") }
        }
    }

    /// Warm-up runs per case under callgrind, where only the instruction counts are read.
    static let warmupRunsUnderCallgrind = 2
    /// Timed runs per case under callgrind.
    static let measuredRunsUnderCallgrind = 3

    /// The storyboard's initial controller with its view loaded and laid out.
    static func instantiate(from storyboard: UIStoryboard) -> StoryboardFaceViewController? {
        guard let controller = storyboard.instantiateInitialViewController() as? StoryboardFaceViewController else { return nil }
        controller.view.frame = sceneSize
        controller.view.layoutIfNeeded()
        return controller
    }

    /// The same scene made in code, its view loaded and laid out.
    static func instantiateInCode() -> CodeFaceViewController {
        let controller = CodeFaceViewController()
        controller.view.frame = sceneSize
        controller.view.layoutIfNeeded()
        return controller
    }

    /// The Face View Controller scene of FaceItEmotions's Main.storyboard (Xcode 10's
    /// format), as the initial controller of a storyboard of its own.
    static let sceneXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="FcV-cT-l01">
            <device id="ipad9_7" orientation="landscape">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14490.49"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Face View Controller-->
                <scene sceneID="FcV-sc-001">
                    <objects>
                        <viewController id="FcV-cT-l01" customClass="StoryboardFaceViewController" customModule="OpenUIKitBenchmarks" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="FcV-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="703.5" height="768"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="FcV-fv-001" customClass="FaceView" customModule="FaceItKit">
                                        <rect key="frame" x="0.0" y="70" width="703.5" height="698"/>
                                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        <gestureRecognizers/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="number" keyPath="scale">
                                                <real key="value" value="0.90000000000000002"/>
                                            </userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="number" keyPath="lineWidth">
                                                <real key="value" value="5"/>
                                            </userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="color" keyPath="color">
                                                <color key="value" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="boolean" keyPath="eyesOpen" value="YES"/>
                                            <userDefinedRuntimeAttribute type="number" keyPath="mouthCurvature">
                                                <real key="value" value="0.0"/>
                                            </userDefinedRuntimeAttribute>
                                        </userDefinedRuntimeAttributes>
                                        <connections>
                                            <outletCollection property="gestureRecognizers" destination="FcV-pn-001" appends="YES" id="FcV-oc-001"/>
                                            <outletCollection property="gestureRecognizers" destination="FcV-tp-001" appends="YES" id="FcV-oc-002"/>
                                        </connections>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="FcV-fv-001" firstAttribute="top" secondItem="FcV-sa-001" secondAttribute="top" id="FcV-ct-001"/>
                                    <constraint firstItem="FcV-fv-001" firstAttribute="leading" secondItem="FcV-vw-001" secondAttribute="leading" id="FcV-ct-002"/>
                                    <constraint firstAttribute="trailing" secondItem="FcV-fv-001" secondAttribute="trailing" id="FcV-ct-003"/>
                                    <constraint firstAttribute="bottom" secondItem="FcV-fv-001" secondAttribute="bottom" id="FcV-ct-004"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="FcV-sa-001"/>
                            </view>
                            <navigationItem key="navigationItem" id="FcV-ni-001"/>
                            <connections>
                                <outlet property="faceView" destination="FcV-fv-001" id="FcV-ou-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="FcV-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        <pinchGestureRecognizer id="FcV-pn-001">
                            <connections>
                                <action selector="changeScaleByReactingTo:" destination="FcV-fv-001" id="FcV-ac-001"/>
                            </connections>
                        </pinchGestureRecognizer>
                        <tapGestureRecognizer id="FcV-tp-001">
                            <connections>
                                <action selector="toggleEyesByReactingTo:" destination="FcV-cT-l01" id="FcV-ac-002"/>
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                    <point key="canvasLocation" x="420" y="560"/>
                </scene>
            </scenes>
        </document>
        """
}
