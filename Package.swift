// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "sbgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sbgen", targets: ["sbgen"]),
        .library(name: "SbgenCore", targets: ["SbgenCore"]),
        .library(name: "IBKit", targets: ["IBModel", "IBParser"]),
        .plugin(name: "SbgenPlugin", targets: ["SbgenPlugin"]),
        .plugin(name: "SbgenCommandPlugin", targets: ["SbgenCommandPlugin"]),
        .plugin(name: "SbgenWriteCommandPlugin", targets: ["SbgenWriteCommandPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "IBModel"),
        .target(name: "IBParser", dependencies: ["IBModel", "CLibXML2"]),
        // Built-in templates, compiled into the binary.
        .target(
            name: "SbgenTemplates", path: "Templates", sources: ["BuiltinTemplates.swift"],
            resources: [
                .embedInCode("scenes.stencil"),
                .embedInCode("scenes-helpers-include.stencil"),
                .embedInCode("segues.stencil"),
                .embedInCode("segues-helpers-include.stencil"),
                .embedInCode("reuse-identifiers.stencil"),
                .embedInCode("reuse-identifiers-helpers-include.stencil"),
                .embedInCode("nibs.stencil"),
                .embedInCode("nibs-helpers-include.stencil"),
                .embedInCode("migrate-flow.stencil"),
                .embedInCode("migrate-launch.stencil"),
                .embedInCode("migrate-main.stencil"),
                .embedInCode("loadview.stencil"),
            ]),
        .target(name: "SbgenCore", dependencies: ["IBModel", "IBParser", "SbgenTemplates"]),
        .executableTarget(name: "sbgen", dependencies: ["SbgenCore"]),
        // Plugins only run the sbgen executable (built from source); they never link library code.
        .plugin(name: "SbgenPlugin", capability: .buildTool(), dependencies: ["sbgen"]),
        // Two verbs, since a command plugin's permissions are fixed: `sbgen` asks for none (lint, dump,
        // template, --dry-run never prompt), `sbgen-write` may write into the package.
        .plugin(
            name: "SbgenCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "sbgen", description: "Run sbgen in the package without writing (lint, dump, template…)")),
            dependencies: ["sbgen"]),
        .plugin(
            name: "SbgenWriteCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "sbgen-write",
                    description: "Run sbgen in the package, writing (generate, migrate, config init)"),
                permissions: [
                    .writeToPackageDirectory(reason: "sbgen writes the Swift files it generates into the package")
                ]),
            dependencies: ["sbgen"]),
        .executableTarget(
            name: "sbgen-benchmark", dependencies: ["SbgenCore", "IBParser", "IBModel"],
            path: "Benchmarks/SbgenBenchmark"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "IBParserTests", dependencies: ["IBParser", "IBModel"]),
        .testTarget(name: "sbgenTests", dependencies: ["sbgen", "TestSupport"], exclude: ["Golden", "Fixtures"]),
        .testTarget(
            name: "SbgenCoreTests",
            dependencies: ["SbgenCore", "IBParser", "IBModel", "TestSupport", "SurfaceHarness"],
            exclude: ["Fixtures", "Golden"]),
        // Compiles code against the UIKit/AppKit stand-in modules in Tests/Surface (test support; not a product).
        .target(name: "SurfaceHarness", path: "Tests/SurfaceHarness"),
        .testTarget(name: "SurfaceTests", dependencies: ["SurfaceHarness"]),
    ],
    swiftLanguageModes: [.v6]
)
