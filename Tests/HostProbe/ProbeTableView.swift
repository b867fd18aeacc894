import Foundation
import OpenUIKit

/// The probe's `--table` mode: a plain table over the whole root view, 20 rows of 44 points
/// (`--table-rows N` for another count) titled "Row N", whose data source deletes a row when
/// the user commits its deletion (a swipe's "Delete"), printing "table commit delete row=N
/// count=M" with the rows left. The ends of a drag and of its deceleration are printed too,
/// for the fling benchmark.
@MainActor
final class ProbeTableView: NSObject, UITableViewDataSource, UITableViewDelegate {
    static let defaultRowCount = 20
    let tableView: UITableView
    var rows: [String]

    init(in root: UIView, rowCount: Int = defaultRowCount) {
        rows = (0..<rowCount).map { "Row \($0)" }
        tableView = UITableView(frame: root.bounds, style: .plain)
        super.init()
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 44
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        root.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        emit("table commit delete row=\(indexPath.row) count=\(rows.count)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        emit("table didSelect row=\(indexPath.row)")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        emit("table willBeginDragging")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        emit("table didEndDragging decelerate=\(decelerate)")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        emit("table didEndDecelerating offset=\(Int(scrollView.contentOffset.y))")
    }
}
