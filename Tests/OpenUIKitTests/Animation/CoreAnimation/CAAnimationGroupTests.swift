import Foundation
@testable import OpenUIKit
import Testing

/// `CAAnimationGroup`: children run in the group's time (begin times relative to it, its
/// speed theirs), are cut off at its end, and only the group's delegate hears anything.
@MainActor
@Suite(.serialized) struct CAAnimationGroupTests {
    let stage = CoreAnimationStage()

    func group(speed: Float = 1) -> (CAAnimationGroup, AnimationTranscript, AnimationTranscript) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.beginTime = 1
        slide.duration = 2
        let child = AnimationTranscript(name: "child ")
        slide.delegate = child
        let group = CAAnimationGroup()
        group.animations = [fade, slide]
        group.duration = 2
        group.speed = speed
        let transcript = AnimationTranscript(name: "group ")
        group.delegate = transcript
        return (group, transcript, child)
    }

    @Test func childrenRunInTheGroupsTime() {
        defer { stage.tearDown() }
        let (group, transcript, child) = group()
        stage.layer.add(group, forKey: "group")
        stage.advance(0.5)
        #expect(nearly(CGFloat(stage.shown.opacity), 0.5))
        #expect(stage.shown.position.x == 20, "the slide has not begun: the model shows")
        stage.advance(1)
        #expect(stage.shown.opacity == 1, "the fade is over")
        #expect(nearly(stage.shown.position.x, 25), "the slide began at 1 s into the group")
        stage.advance(0.49)
        #expect(nearly(stage.shown.position.x, 49.5, 1e-6))
        stage.advance(0.02)
        #expect(stage.shown.position.x == 20, "cut off when the group ends at 2 s")
        #expect(transcript.events == ["group start", "group stop true"])
        #expect(child.events.isEmpty, "children's delegates hear nothing")
    }

    @Test func theGroupsSpeedIsItsChildrens() {
        defer { stage.tearDown() }
        let (group, _, _) = group(speed: 2)
        stage.layer.add(group, forKey: "group")
        stage.advance(0.25)
        #expect(nearly(CGFloat(stage.shown.opacity), 0.5))
        stage.advance(0.5)
        #expect(nearly(stage.shown.position.x, 25))
    }
}
