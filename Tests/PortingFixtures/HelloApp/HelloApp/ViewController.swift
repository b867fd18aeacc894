//
//  ViewController.swift
//  HelloApp
//

import UIKit
import GameplayKit
import os

class ViewController: UIViewController {

    @IBOutlet weak var countLabel: UILabel!

    private let logger = Logger(subsystem: "org.openuikit.HelloApp", category: "taps")
    private let greetings = ["Hello", "Bonjour", "Hola", "Ciao", "Hallo"]
    // A seeded source: the same greeting on every launch.
    private let random = GKARC4RandomSource(seed: "HelloApp".data(using: .utf8)!)
    private var timer: Timer?

    private var taps = 0 { didSet { countLabel?.text = "Taps: \(taps)" } }

    private let greeting = UILabel()
    private let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white

        greeting.text = greetings[random.nextInt(upperBound: greetings.count)]
        greeting.font = UIFont.boldSystemFont(ofSize: 34)
        greeting.textAlignment = .center
        view.addSubview(greeting)

        let label = UILabel()
        label.textAlignment = .center
        label.textColor = UIColor.darkGray
        view.addSubview(label)
        countLabel = label
        taps = 0

        button.setTitle("Tap me", for: UIControlState.normal)
        button.setTitleColor(UIColor(named: "Tint"), for: UIControlState.normal)
        button.addTarget(self, action: #selector(tapped(_:)), for: UIControlEvents.touchUpInside)
        view.addSubview(button)
        NotificationCenter.default.addObserver(self, selector: #selector(becameActive), name: .UIApplicationDidBecomeActive, object: nil)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        greeting.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 40)
        countLabel.frame = CGRect(x: 20, y: 180, width: view.bounds.width - 40, height: 24)
        button.frame = UIEdgeInsetsInsetRect(view.bounds, UIEdgeInsetsMake(240, 20, 360, 20))
    }

    @objc func tapped(_ sender: UIButton) {
        taps += 1
        logger.info("tapped \(self.taps, privacy: .public) times")
        perform(#selector(resetIfIdle), with: nil, afterDelay: 30)
    }

    @objc func resetIfIdle() {
        taps = 0
    }

    @objc func becameActive() {
        // A comment naming UIControlState stays as it is.
        print("UIControlState.normal")
        timer = Timer.scheduledTimer(timeInterval: 60, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
    }

    @objc func tick(_ timer: Timer) {
        logger.debug("still here")
    }

    deinit {
        timer?.invalidate()
        NotificationCenter.default.removeObserver(self)
    }
}
