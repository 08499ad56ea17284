// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RxMVC",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "Rx", targets: ["Rx"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .executable(name: "rx-bench", targets: ["RxBenchmarks"]),
        .library(name: "RxTerminal", targets: ["RxTerminal"]),
        .executable(name: "rxterminal-demo", targets: ["rxterminal-demo"]),
    ],
    targets: [
        .target(name: "Rx"),
        .target(name: "RxTesting", dependencies: ["Rx"]),
        .executableTarget(name: "RxBenchmarks", dependencies: ["Rx"]),
        .target(name: "RxTerminal", dependencies: ["Rx"]),
        .executableTarget(name: "rxterminal-demo", dependencies: ["Rx", "RxTerminal"]),
        .testTarget(name: "RxTests", dependencies: ["Rx", "RxTesting"]),
        .testTarget(name: "RxTestingTests", dependencies: ["Rx", "RxTesting"]),
        .testTarget(name: "RxTerminalTests", dependencies: ["RxTerminal", "Rx", "RxTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
