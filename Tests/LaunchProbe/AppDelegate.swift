import Foundation
import OpenUIKit

/// A small UIKit app launched from its folder, as the Xcode templates write one: an `@main`
/// app delegate, an `Info.plist` and an asset catalog (App/, copied into the target's
/// resource bundle). The end-to-end launch test runs it with `--snapshot`; it prints one
/// line per life-cycle event it hears.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ProbeViewController()
        window.makeKeyAndVisible()
        self.window = window
        print("probe: didFinishLaunching \(application.applicationState == .inactive ? "inactive" : "not inactive")")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("probe: applicationDidBecomeActive, key window is mine: \(application.keyWindow === window)")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        print("probe: applicationWillResignActive")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print("probe: applicationDidEnterBackground")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        print("probe: applicationWillEnterForeground")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("probe: applicationWillTerminate")
    }
}

/// The catalog's colour behind the catalog's image.
final class ProbeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "Backdrop")
        let tile = UIImageView(image: UIImage(named: "Tile"))
        tile.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        view.addSubview(tile)
    }
}
