import SurfaceHarness
import Testing

/// Code shaped like a generator's macOS output must type-check against the AppKit surface.
@Suite struct AppKitAcceptanceTests {
    @Test func storyboardsNibsAndSegues() throws {
        try expectCompiles(
            """
            import AppKit

            final class SettingsViewController: NSViewController {
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    if segue.identifier == "showAdvanced", let destination = segue.destinationController as? NSViewController {
                        destination.title = "Advanced"
                    }
                }
                func advanced() { performSegue(withIdentifier: "showAdvanced", sender: self) }
            }
            final class MainWindowController: NSWindowController {}

            @MainActor enum Scenes {
                static let main = NSStoryboard(name: "Main", bundle: nil)
                static func initial() -> Any? { main.instantiateInitialController() }
                static func settings() -> SettingsViewController {
                    main.instantiateController(withIdentifier: "Settings") as! SettingsViewController
                }
                @available(macOS 10.15, *)
                static func typed() -> SettingsViewController {
                    main.instantiateController(identifier: "Settings") { coder in SettingsViewController(coder: coder) }
                }
                @available(macOS 10.15, *)
                static func window() -> MainWindowController? {
                    main.instantiateInitialController { coder in MainWindowController(coder: coder) }
                }
                static func nibObjects(owner: Any?) -> NSArray? {
                    guard let nib = NSNib(nibNamed: "Panel", bundle: nil) else { return nil }
                    var objects: NSArray?
                    _ = nib.instantiate(withOwner: owner, topLevelObjects: &objects)
                    return objects
                }
            }
            """, platform: .macOS)
    }

    @Test func programmaticLoadView() throws {
        try expectCompiles(
            """
            import AppKit

            final class PanelViewController: NSViewController {
                override func loadView() {
                    let root = NSView(frame: NSRect(x: 0, y: 0, width: 480, height: 270))
                    let title = NSTextField(labelWithString: "Title")
                    title.font = NSFont.systemFont(ofSize: 17, weight: .semibold)
                    title.textColor = .labelColor
                    title.alignment = .center
                    title.translatesAutoresizingMaskIntoConstraints = false
                    let field = NSTextField(string: "")
                    field.placeholderString = "Name"
                    let button = NSButton(title: "OK", target: self, action: #selector(confirm(_:)))
                    button.bezelStyle = .push
                    button.keyEquivalent = "\\r"
                    let check = NSButton(checkboxWithTitle: "Remember", target: nil, action: nil)
                    check.state = .on
                    let image = NSImageView(image: NSImage(named: "logo") ?? NSImage(size: NSSize(width: 1, height: 1)))
                    image.imageScaling = .scaleProportionallyUpOrDown
                    let stack = NSStackView(views: [title, field, button, check, image])
                    stack.orientation = .vertical
                    stack.alignment = .leading
                    stack.spacing = 8
                    stack.distribution = .fill
                    root.addSubview(stack)
                    let width = stack.widthAnchor.constraint(equalToConstant: 300)
                    width.priority = .defaultHigh
                    NSLayoutConstraint.activate([
                        stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                        width,
                        NSLayoutConstraint(
                            item: image, attribute: .height, relatedBy: .equal, toItem: nil,
                            attribute: .notAnAttribute, multiplier: 1, constant: 64),
                    ])
                    root.wantsLayer = true
                    root.layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor
                    view = root
                }
                @objc func confirm(_ sender: Any?) {}
            }

            @MainActor func containers() -> NSWindowController {
                let split = NSSplitViewController()
                split.addSplitViewItem(NSSplitViewItem(sidebarWithViewController: NSViewController()))
                split.addSplitViewItem(NSSplitViewItem(viewController: PanelViewController()))
                let tabs = NSTabViewController()
                tabs.tabStyle = .toolbar
                let window = NSWindow(
                    contentRect: NSRect(x: 0, y: 0, width: 800, height: 600),
                    styleMask: [.titled, .closable, .resizable], backing: .buffered, defer: false)
                window.title = "Main"
                window.contentViewController = split
                return NSWindowController(window: window)
            }

            let colors: [NSColor] = [
                NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), NSColor(displayP3Red: 0, green: 1, blue: 0, alpha: 1),
                NSColor(named: "Accent") ?? .controlAccentColor, .systemBlue, NSColor(white: 0.5, alpha: 1),
            ]
            """, platform: .macOS)
    }

    /// AppKit's storyboard, nib and layout classes are not main-actor isolated (fact sheet §8.1).
    @Test func nonisolatedAppKitTypes() throws {
        try expectCompiles(
            """
            import AppKit

            func loadOffMain() -> Any? {
                let storyboard = NSStoryboard(name: "Main", bundle: nil)
                _ = NSFont.systemFont(ofSize: 12)
                _ = NSImage(named: "x")
                return storyboard.instantiateInitialController()
            }
            """, platform: .macOS)
    }
}
