import Foundation
@testable import OpenUIKit

// A list-with-detail app in the style of Apple's FoodTracker tutorial, written here in UIKit's
// idiom as an app developer would, with the Interface Builder marks replaced by the tables
// `openuikit-port` generates (at the end of each class), and `#selector` as the tool rewrites
// it. `MealListPortTests` loads its storyboard and drives it.

/// One meal: a name and a rating from 0 to 5. Fails for an empty name or a rating out of range.
final class Meal {
    var name: String
    var rating: Int

    init?(name: String, rating: Int) {
        guard !name.isEmpty, (0...5).contains(rating) else { return nil }
        self.name = name
        self.rating = rating
    }
}

/// A row of star buttons, as the tutorial's custom control: a stack view subclass that makes
/// its buttons in code, with its star size and count set in the inspector.
class RatingControl: UIStackView {
    private(set) var ratingButtons: [UIButton] = []

    var rating = 0 {
        didSet { updateButtonSelectionStates() }
    }

    var starSize: CGSize = CGSize(width: 44.0, height: 44.0) {
        didSet { setupButtons() }
    }

    var starCount: Int = 5 {
        didSet { setupButtons() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupButtons()
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
        setupButtons()
    }

    func ratingButtonTapped(button: UIButton) {
        guard let index = ratingButtons.firstIndex(of: button) else { return }
        let selectedRating = index + 1
        rating = selectedRating == rating ? 0 : selectedRating
    }

    private func setupButtons() {
        for button in ratingButtons {
            removeArrangedSubview(button)
            button.removeFromSuperview()
        }
        ratingButtons.removeAll()
        for _ in 0..<starCount {
            let button = UIButton()
            button.setTitle("☆", for: .normal)
            button.setTitle("★", for: .selected)
            button.setTitleColor(.systemOrange, for: .normal)
            button.setTitleColor(.systemOrange, for: .selected)
            button.titleLabel?.font = UIFont.systemFont(ofSize: starSize.height * 0.7)
            button.translatesAutoresizingMaskIntoConstraints = false
            button.heightAnchor.constraint(equalToConstant: starSize.height).isActive = true
            button.widthAnchor.constraint(equalToConstant: starSize.width).isActive = true
            button.addTarget(self, action: Selector(RatingControl.ratingButtonTapped(button:)), for: .touchUpInside)
            addArrangedSubview(button)
            ratingButtons.append(button)
        }
        updateButtonSelectionStates()
    }

    private func updateButtonSelectionStates() {
        for (index, button) in ratingButtons.enumerated() {
            button.isSelected = index < rating
        }
    }
}

extension RatingControl: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(for: RatingControl.self,
                             inspectables: [.inspectable("starSize", \.starSize), .inspectable("starCount", \.starCount)])
    }
}

/// The list's prototype cell.
class MealTableViewCell: UITableViewCell {
    var nameLabel: UILabel!
    var ratingControl: RatingControl!
}

extension MealTableViewCell: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(for: MealTableViewCell.self,
                             outlets: [.outlet("nameLabel", \.nameLabel), .outlet("ratingControl", \.ratingControl)])
    }
}

/// The list: sample meals, an Edit button, delete by swipe or edit mode, a show segue from
/// each cell and an add segue from the + button, and the unwind action the detail's Save
/// button returns through.
class MealTableViewController: UITableViewController {
    var meals: [Meal] = []
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = editButtonItem
        meals = [("Caprese Salad", 4), ("Chicken and Potatoes", 5), ("Pasta with Meatballs", 3)]
            .compactMap { Meal(name: $0.0, rating: $0.1) }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { meals.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cellIdentifier = "MealTableViewCell"
        guard let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath) as? MealTableViewCell else {
            fatalError("The dequeued cell is not an instance of MealTableViewCell.")
        }
        let meal = meals[indexPath.row]
        cell.nameLabel.text = meal.name
        cell.ratingControl.rating = meal.rating
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            meals.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        switch segue.identifier ?? "" {
        case "AddItem":
            events.append("prepare AddItem")
        case "ShowDetail":
            guard let mealDetailViewController = segue.destination as? MealViewController else {
                fatalError("Unexpected destination: \(segue.destination)")
            }
            guard let selectedMealCell = sender as? MealTableViewCell else {
                fatalError("Unexpected sender: \(String(describing: sender))")
            }
            guard let indexPath = tableView.indexPath(for: selectedMealCell) else {
                fatalError("The selected cell is not being displayed by the table")
            }
            // The destination's outlets are still nil here: its view loads when first shown.
            events.append("prepare ShowDetail \(indexPath.row) outlet loaded: \(mealDetailViewController.nameTextField != nil)")
            mealDetailViewController.meal = meals[indexPath.row]
        default:
            fatalError("Unexpected Segue Identifier; \(String(describing: segue.identifier))")
        }
    }

    func unwindToMealList(sender: UIStoryboardSegue) {
        guard let sourceViewController = sender.source as? MealViewController, let meal = sourceViewController.meal else { return }
        if let selectedIndexPath = tableView.indexPathForSelectedRow {
            meals[selectedIndexPath.row] = meal
            tableView.reloadRows(at: [selectedIndexPath], with: .none)
            events.append("unwind updated \(selectedIndexPath.row)")
        } else {
            let newIndexPath = IndexPath(row: meals.count, section: 0)
            meals.append(meal)
            tableView.insertRows(at: [newIndexPath], with: .automatic)
            events.append("unwind added \(newIndexPath.row)")
        }
    }
}

extension MealTableViewController: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(for: MealTableViewController.self,
                             actions: ["unwindToMealListWithSender:": Selector(MealTableViewController.unwindToMealList(sender:))])
    }
}

/// The detail: a name field and a rating, Save (an unwind to the list) and Cancel, which
/// dismisses when the detail was presented to add a meal and pops when it was shown to edit.
class MealViewController: UIViewController, UITextFieldDelegate {
    var nameTextField: UITextField!
    var ratingControl: RatingControl!
    var saveButton: UIBarButtonItem!
    var meal: Meal?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameTextField.delegate = self
        if let meal {
            navigationItem.title = meal.name
            nameTextField.text = meal.name
            ratingControl.rating = meal.rating
        }
        updateSaveButtonState()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        saveButton.isEnabled = false
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        updateSaveButtonState()
        navigationItem.title = textField.text
    }

    func cancel(_ sender: UIBarButtonItem) {
        let isPresentingInAddMealMode = presentingViewController is UINavigationController
        if isPresentingInAddMealMode {
            dismiss(animated: false, completion: nil)
        } else if let owningNavigationController = navigationController {
            owningNavigationController.popViewController(animated: false)
        } else {
            fatalError("The MealViewController is not inside a navigation controller.")
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard let button = sender as? UIBarButtonItem, button === saveButton else { return }
        let name = nameTextField.text ?? ""
        meal = Meal(name: name, rating: ratingControl.rating)
    }

    private func updateSaveButtonState() {
        let text = nameTextField.text ?? ""
        saveButton.isEnabled = !text.isEmpty
    }
}

extension MealViewController: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(for: MealViewController.self,
                             outlets: [.outlet("nameTextField", \.nameTextField), .outlet("ratingControl", \.ratingControl),
                                       .outlet("saveButton", \.saveButton)],
                             actions: ["cancel:": Selector(MealViewController.cancel(_:))])
    }
}
