//
//  AppDelegate.swift
//  FaceItEmotions
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        // The storyboard's split view controller is the window's root by now.
        return true
    }
}
