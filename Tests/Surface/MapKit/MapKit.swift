// MapKit stand-in. Not covered by the fact sheet: the view class and the members generated code
// sets, checked against the iOS 26.2 SDK's MKMapView.h (the real-SDK lane type-checks them too).
#if SURFACE_IOS
    @_exported import UIKit
    public typealias _SurfacePlatformView = UIView
#else
    @_exported import AppKit
    public typealias _SurfacePlatformView = NSView
#endif

public enum MKMapType: UInt, @unchecked Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
    @available(iOS 9.0, macOS 10.11, *) case satelliteFlyover = 3
    @available(iOS 9.0, macOS 10.11, *) case hybridFlyover = 4
    @available(iOS 11.0, macOS 10.13, *) case mutedStandard = 5
}

@preconcurrency @MainActor
open class MKMapView: _SurfacePlatformView {
    // "Zoom and scroll are enabled by default." (MKMapView.h); the others as Apple's documentation states.
    open var mapType: MKMapType = .standard
    open var showsUserLocation: Bool = false
    open var isZoomEnabled: Bool = true
    open var isScrollEnabled: Bool = true
    @available(iOS 9.0, macOS 10.9, *) open var showsScale: Bool = false
    open var showsBuildings: Bool = true
    @available(iOS 9.0, macOS 10.11, *) open var showsTraffic: Bool = false
}
