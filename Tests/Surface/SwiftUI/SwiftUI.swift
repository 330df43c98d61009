// SwiftUI stand-in. Not covered by the fact sheet: just enough to host a view —
// `View`, `Text`, `EmptyView` and `UIHostingController` / `NSHostingController(rootView:)`.
#if SURFACE_IOS
    @_exported import UIKit
    public typealias _SurfacePlatformViewController = UIViewController
#else
    @_exported import AppKit
    public typealias _SurfacePlatformViewController = NSViewController
#endif

@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

public struct Text: View {
    public init(_ content: String) { _surfaceContent = content }
    public let _surfaceContent: String
    public var body: Never { fatalError("Text has no body") }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("EmptyView has no body") }
}

#if SURFACE_IOS
    @preconcurrency @MainActor
    open class UIHostingController<Content: View>: UIViewController {
        public var rootView: Content
        public init(rootView: Content) {
            self.rootView = rootView
            super.init(nibName: nil, bundle: nil)
        }
        public required init?(coder: NSCoder) { fatalError("init(coder:) needs a rootView") }
    }
#else
    @preconcurrency @MainActor
    open class NSHostingController<Content: View>: NSViewController {
        public var rootView: Content
        public init(rootView: Content) {
            self.rootView = rootView
            super.init(nibName: nil, bundle: nil)
        }
        public required init?(coder: NSCoder) { fatalError("init(coder:) needs a rootView") }
    }
#endif
