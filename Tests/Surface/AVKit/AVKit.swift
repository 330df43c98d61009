// AVKit stand-in. Not covered by the fact sheet: `AVPlayerViewController` (iOS) and `AVPlayerView`
// (macOS) with inherited initializers only.
#if SURFACE_IOS
    @_exported import UIKit

    @preconcurrency @MainActor
    open class AVPlayerViewController: UIViewController {}
#else
    @_exported import AppKit

    @preconcurrency @MainActor
    open class AVPlayerView: NSView {}
#endif
