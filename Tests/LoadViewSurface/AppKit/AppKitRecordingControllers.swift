import Foundation

class NSViewController: NSResponder {
    override init() { super.init() }
    private var sbgenView: NSView?
    /// `NSView`, not optional, in the SDK; reading it before it is set calls `loadView()`.
    var view: NSView {
        get {
            if sbgenView == nil { loadView() }
            return sbgenView!
        }
        set {
            sbgenView = newValue
            newValue.sbgenController = self
        }
    }
    func loadView() { view = NSView(frame: .zero) }
    var title: String? { didSet { rec("title", title) } }
    var children: [NSViewController] = []
    func addChild(_ child: NSViewController) { children.append(child) }
}
