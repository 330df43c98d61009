// Shared stand-ins for CoreGraphics / QuartzCore / ObjectiveC types that Linux Foundation lacks.
// Copied verbatim into both the UIKit and the AppKit module by the harness (`Shared/` is compiled
// into each platform module). Only declarations that the real SDKs have are public, except the
// `_surface*` hooks used by the harness, which real code never names.
@_exported import Foundation

/// `Selector` from the ObjectiveC module. Linux has no Objective-C runtime, so `#selector` cannot
/// compile there; the harness rewrites `#selector(expr)` to `_surfaceSelector(expr, "expr")`.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    public let _surfaceName: String
    public init(_ name: String) { _surfaceName = name }
    public var description: String { _surfaceName }
}

/// Harness-only: the replacement for `#selector(expr)`. Type-checks that `expr` names a member.
public func _surfaceSelector<T>(_ reference: T, _ name: String) -> Selector { Selector(name) }

/// Harness-only: the replacement for `#selector(getter: T.p)` / `#selector(setter: T.p)`,
/// rewritten to take the key path `\T.p`.
public func _surfaceSelector<Root, Value>(getter reference: KeyPath<Root, Value>, _ name: String) -> Selector {
    Selector(name)
}

/// `AutoreleasingUnsafeMutablePointer` does not exist on Linux; an `inout` argument (`&objects`)
/// converts to `UnsafeMutablePointer`, which is what generated code relies on.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>

public final class CGColor: @unchecked Sendable, CustomStringConvertible {
    public let _surfaceDescription: String
    public init(_surfaceDescription: String) { self._surfaceDescription = _surfaceDescription }
    public var description: String { _surfaceDescription }
}

public final class CGImage: @unchecked Sendable {}

public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init() { (a, b, c, d, tx, ty) = (0, 0, 0, 0, 0, 0) }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

public struct CACornerMask: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

public struct CALayerCornerCurve: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// QuartzCore's `CALayer`: not actor-isolated, not `Sendable` (fact sheet §7).
open class CALayer: NSObject {
    public override init() { super.init() }
    open var cornerRadius: CGFloat = 0
    open var masksToBounds: Bool = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = nil
    open var backgroundColor: CGColor? = nil
    open var opacity: Float = 1
    open var shadowColor: CGColor? = nil
    open var shadowOpacity: Float = 0
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    @available(iOS 11.0, macOS 10.13, *)
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    @available(iOS 13.0, macOS 10.15, *)
    open var cornerCurve: CALayerCornerCurve = .circular
}

/// DeveloperToolsSupport asset-catalog symbols.
public struct ColorResource: Hashable, Sendable {
    public init(name: String, bundle: Bundle) { _surfaceName = name }
    public let _surfaceName: String
}

public struct ImageResource: Hashable, Sendable {
    public init(name: String, bundle: Bundle) { _surfaceName = name }
    public let _surfaceName: String
}
