//
//  AppDelegate.swift
//  HelloApp
//

import UIKit
import os.log

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ViewController()
        window?.makeKeyAndVisible()
        os_log("launched with %{public}@", log: OSLog.default, type: .info, String(describing: type(of: window!.rootViewController!)))
        return true
    }
}
