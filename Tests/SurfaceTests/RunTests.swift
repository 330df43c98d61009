import SurfaceHarness
import Testing

/// The surface stores what is set on it, so replayed `loadView` code yields an inspectable hierarchy.
@Suite struct RunTests {
    @Test func replaysAViewHierarchy() throws {
        let controller = """
            import UIKit

            final class DemoViewController: UIViewController {
                override func loadView() {
                    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                    let label = UILabel()
                    label.text = "Hello"
                    label.tag = 7
                    let button = UIButton(type: .system)
                    button.setTitle("Go", for: .normal)
                    button.setTitle("Busy", for: .disabled)
                    button.addTarget(self, action: #selector(go), for: .touchUpInside)
                    let stack = UIStackView(arrangedSubviews: [label, button])
                    stack.axis = .vertical
                    root.addSubview(stack)
                    let spacer = UIView()
                    root.insertSubview(spacer, at: 0)
                    let pinned = stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
                    pinned.identifier = "leading"
                    let height = NSLayoutConstraint(
                        item: label, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil,
                        attribute: .notAnAttribute, multiplier: 1, constant: 21)
                    height.priority = .defaultHigh
                    NSLayoutConstraint.activate([pinned, height])
                    spacer.removeFromSuperview()
                    view = root
                }
                @objc func go() {}
            }
            """
        let main = """
            import UIKit

            func dump(_ view: UIView, _ depth: Int = 0) {
                let name = String(describing: type(of: view))
                print(String(repeating: "  ", count: depth) + name + " " + "\\(view.frame.width)x\\(view.frame.height)")
                for child in view.subviews { dump(child, depth + 1) }
            }

            let controller = DemoViewController()
            let root = controller.view!
            dump(root)
            let stack = root.subviews[0] as! UIStackView
            let label = root.viewWithTag(7) as! UILabel
            let button = stack.arrangedSubviews[1] as! UIButton
            print("axis", stack.axis == .vertical, "superview", label.superview === stack)
            print("title", button.title(for: .normal) ?? "-", button.title(for: .disabled) ?? "-",
                  button.title(for: .selected) ?? "-")
            let recorded = button._surfaceTargetActions.map { "\\($0.action) \\($0.events.rawValue)" }
            print("targets", recorded)
            let constraint = stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            print("anchor", constraint.firstItem === stack, constraint.firstAttribute == .leading,
                  constraint.secondItem === root, constraint.isActive)
            NSLayoutConstraint.activate([constraint])
            print("active", constraint.isActive, constraint.relation == .equal, constraint.multiplier)
            print("label", label.text ?? "-", label.numberOfLines, label.font.pointSize, label.alpha)
            """
        let output = try SurfaceCompiler.shared.run(sources: [controller], main: main)
        let expected = """
            UIView 320.0x480.0
              UIStackView 0.0x0.0
                UILabel 0.0x0.0
                UIButton 0.0x0.0
            axis true superview true
            title Go Busy Go
            targets ["go 64"]
            anchor true true true false
            active true true 1.0
            label Hello 1 17.0 1.0

            """
        #expect(output == expected)
    }

    @Test func replaysAnAppKitHierarchy() throws {
        let main = """
            import AppKit

            let root = NSView(frame: NSRect(x: 0, y: 0, width: 200, height: 100))
            let label = NSTextField(labelWithString: "Name")
            let stack = NSStackView(views: [label])
            root.addSubview(stack)
            let c = stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
            c.isActive = true
            print(root.subviews.count, stack.arrangedSubviews.count, label.stringValue, label.isEditable, c.constant, c.isActive)
            """
        let output = try SurfaceCompiler.shared.run(sources: [], main: main, platform: .macOS)
        #expect(output == "1 1 Name false 8.0 true\n")
    }
}
