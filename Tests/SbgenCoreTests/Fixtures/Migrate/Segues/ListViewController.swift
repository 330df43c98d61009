import UIKit

final class ListViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
            detail.title = "Detail"
        }
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}

    func openDetail() {
        performSegue(withIdentifier: "push", sender: nil)
    }
}
