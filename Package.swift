// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "sbgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sbgen", targets: ["sbgen"]),
        .library(name: "SbgenCore", targets: ["SbgenCore"]),
        .library(name: "IBKit", targets: ["IBModel", "IBParser"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "IBModel"),
        .target(name: "IBParser", dependencies: ["IBModel", "CLibXML2"]),
        .target(name: "SbgenCore", dependencies: ["IBModel", "IBParser"]),
        .executableTarget(name: "sbgen", dependencies: ["SbgenCore"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "IBParserTests", dependencies: ["IBParser", "IBModel"]),
        .testTarget(name: "sbgenTests", dependencies: ["sbgen", "TestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "SbgenCoreTests", dependencies: ["SbgenCore", "IBParser", "IBModel", "TestSupport"],
            exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
