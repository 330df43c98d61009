// swift-tools-version:6.1
// A package that uses sbgen the way an app's package would: the build-tool plugin applied to a
// target holding storyboards and xibs. `PluginConsumerTests` builds it (twice) on Linux, where the
// `UIKit` target is the stand-in surface from `Tests/Surface` (symbolic links, nothing copied).
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    defaultLocalization: "en",
    // The build plugin passes these minimums to sbgen (Linux ignores them when building).
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(name: "sbgen", path: "../..")],
    targets: [
        .target(name: "UIKit", path: "Sources/UIKit", swiftSettings: [.define("SURFACE_IOS")]),
        .target(
            name: "App", dependencies: ["UIKit"],
            plugins: [.plugin(name: "SbgenPlugin", package: "sbgen")]),
        // No sbgen.json: the default built-in templates (scenes, segues, reuse-identifiers, nibs).
        .target(
            name: "Screens", dependencies: ["UIKit"],
            // Resources, as an app ships them: the generated accessors load them from Bundle.module.
            resources: [
                .process("Settings.storyboard"), .process("IngredientCell.xib"), .process("RecipeHeaderView.xib"),
            ],
            plugins: [.plugin(name: "SbgenPlugin", package: "sbgen")]),
    ]
)
