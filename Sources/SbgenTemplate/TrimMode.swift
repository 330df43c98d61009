/// How whitespace around block tags is handled; chosen per render.
public enum TrimMode: Sendable {
    /// Stencil 0.15 `TrimBehaviour.smart` (SwiftGen's bundled templates): a line holding only a
    /// block tag disappears with its newline; spaces/tabs before a block tag on its line are dropped.
    case smart
    /// Legacy mode for custom templates: only `{%-`/`-%}` trim; afterwards lines left blank are
    /// removed while blank lines written in the template are kept (StencilSwiftKit's behaviour).
    case none
}
