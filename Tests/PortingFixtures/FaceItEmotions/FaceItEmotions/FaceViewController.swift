//
//  FaceViewController.swift
//  FaceItEmotions
//

import UIKit

class FaceViewController: UIViewController
{
    // MARK: Model

    // nil until an emotion is picked: the detail then shows the face the storyboard draws
    var expression: FacialExpression? {
        didSet {
            updateUI()
        }
    }

    // MARK: View

    // the storyboard gives the face its pinch and tap recognizers
    @IBOutlet weak var faceView: FaceView! {
        didSet {
            updateUI()
        }
    }

    @IBAction func toggleEyes(byReactingTo tapRecognizer: UITapGestureRecognizer) {
        if tapRecognizer.state == .ended {
            if let current = expression {
                let eyes: FacialExpression.Eyes = (current.eyes == .closed) ? .open : .closed
                expression = FacialExpression(eyes: eyes, mouth: current.mouth)
            } else {
                faceView.eyesOpen = !faceView.eyesOpen
            }
        }
    }

    private func updateUI() {
        guard let expression = expression else { return }
        switch expression.eyes {
        case .open:
            faceView?.eyesOpen = true
        case .closed, .squinting:
            faceView?.eyesOpen = false
        }
        faceView?.mouthCurvature = mouthCurvatures[expression.mouth] ?? 0.0
    }

    private let mouthCurvatures = [FacialExpression.Mouth.grin:0.5,.frown:-1.0,.smile:1.0,.neutral:0.0,.smirk:-0.5]
}
