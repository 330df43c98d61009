// MapKit stand-in. Not covered by the fact sheet: only the view class, with inherited initializers.
#if SURFACE_IOS
    @_exported import UIKit
    public typealias _SurfacePlatformView = UIView
#else
    @_exported import AppKit
    public typealias _SurfacePlatformView = NSView
#endif

@preconcurrency @MainActor
open class MKMapView: _SurfacePlatformView {}
