//
//  ViewController.swift
//  HelloApp
//

import UIKit
import AVFoundation

class ViewController: UIViewController {

    @IBOutlet weak var countLabel: UILabel!

    private var taps = 0 { didSet { countLabel?.text = "Taps: \(taps)" } }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: UIControlState.normal)
        button.addTarget(self, action: #selector(tapped(_:)), for: UIControlEvents.touchUpInside)
        view.addSubview(button)
        button.frame = UIEdgeInsetsInsetRect(view.bounds, UIEdgeInsetsMake(40, 20, 40, 20))
        NotificationCenter.default.addObserver(self, selector: #selector(becameActive), name: .UIApplicationDidBecomeActive, object: nil)
    }

    @objc func tapped(_ sender: UIButton) {
        taps += 1
    }

    @objc func becameActive() {
        // A comment naming UIControlState stays as it is.
        print("UIControlState.normal")
    }
}
