// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RxMVC",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Rx", targets: ["Rx"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .library(name: "RxMVC", targets: ["RxMVC"]),
        .library(name: "RxMVCTesting", targets: ["RxMVCTesting"]),
        .library(name: "RxHTTP", targets: ["RxHTTP"]),
        .library(name: "GitHubSearch", targets: ["GitHubSearch"]),
        .library(name: "Weather", targets: ["Weather"]),
        .executable(name: "rx-bench", targets: ["RxBenchmarks"]),
        .library(name: "RxTerminal", targets: ["RxTerminal"]),
        .executable(name: "weather", targets: ["weather"]),
        .executable(name: "rxterminal-demo", targets: ["rxterminal-demo"]),
        .executable(name: "github-search", targets: ["github-search"]),
        // RxSwift's product names, re-exporting ours: `import RxSwift` etc. compile unchanged (Porting.md).
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
    ],
    targets: [
        .target(name: "RxAtomicsC"),
        .target(name: "Rx", dependencies: ["RxAtomicsC"]),
        .target(name: "RxTesting", dependencies: ["Rx"]),
        .target(name: "RxMVC", dependencies: ["Rx"]),
        .target(name: "RxMVCTesting", dependencies: ["Rx", "RxMVC", "RxTesting"]),
        .target(name: "RxHTTP", dependencies: ["Rx"]),
        .target(
            name: "GitHubSearch", dependencies: ["Rx", "RxHTTP", "RxMVC"],
            resources: [.copy("API/Resources/catalog.json")]),
        .target(
            name: "Weather", dependencies: ["Rx", "RxMVC", "RxHTTP"],
            resources: [.copy("Resources/places.tsv")]),
        .executableTarget(name: "RxBenchmarks", dependencies: ["Rx", "RxMVC", "RxTerminal", "RxBenchAllocCounter"]),
        // Counts heap allocations for rx-bench only (replaces glibc's malloc entry points in that executable).
        .target(name: "RxBenchAllocCounter"),
        .target(name: "RxTerminal", dependencies: ["Rx"]),
        .executableTarget(name: "rxterminal-demo", dependencies: ["Rx", "RxTerminal"]),
        .executableTarget(
            name: "github-search", dependencies: ["GitHubSearch", "RxTerminal", "Rx", "RxMVC", "RxHTTP"]),
        .executableTarget(name: "weather", dependencies: ["Weather", "Rx", "RxTerminal"]),
        .testTarget(name: "RxTests", dependencies: ["Rx", "RxTesting", "ProcessChecks"]),
        .testTarget(name: "RxTestingTests", dependencies: ["Rx", "RxTesting", "FuzzSupport"]),
        .testTarget(name: "RxMVCTests", dependencies: ["Rx", "RxMVC", "RxMVCTesting", "RxTesting", "ProcessChecks"]),
        .target(
            name: "HTTPStubServer", path: "Tests/Support/HTTPStubServer",
            resources: [.copy("stub_github.py")]),
        .testTarget(name: "RxHTTPTests", dependencies: ["Rx", "RxHTTP", "RxTesting", "HTTPStubServer"]),
        .testTarget(
            name: "GitHubSearchTests",
            dependencies: [
                "Rx", "RxHTTP", "RxMVC", "RxMVCTesting", "GitHubSearch", "RxTesting", "HTTPStubServer", "FuzzSupport",
            ]),
        .target(name: "TmuxHarness", path: "Tests/Support/TmuxHarness"),
        .target(name: "FuzzSupport", path: "Tests/Support/FuzzSupport"),
        .target(name: "ProcessChecks", path: "Tests/Support/ProcessChecks"),
        .target(
            name: "HeadlessScreen", dependencies: ["RxTerminal", "RxTesting"], path: "Tests/Support/HeadlessScreen"),
        .testTarget(
            name: "GitHubSearchAppTests",
            dependencies: ["github-search", "GitHubSearch", "HTTPStubServer", "TmuxHarness", "HeadlessScreen"]),
        .testTarget(
            name: "WeatherTests",
            dependencies: [
                "weather", "Rx", "RxMVC", "RxMVCTesting", "RxHTTP", "RxTesting", "Weather", "HTTPStubServer",
                "TmuxHarness",
                "FuzzSupport",
                "HeadlessScreen",
            ],
            resources: [.copy("stub_weather.py")]),
        .testTarget(
            name: "RxTerminalTests", dependencies: ["RxTerminal", "Rx", "RxTesting", "FuzzSupport", "TmuxHarness"]),
        .target(name: "RxSwift", dependencies: ["Rx"]),
        .target(name: "RxRelay", dependencies: ["Rx"]),
        .target(name: "RxCocoa", dependencies: ["Rx", "RxHTTP"]),
        .target(name: "RxTest", dependencies: ["RxTesting"]),
        .target(name: "RxBlocking", dependencies: ["RxTesting"]),
        .testTarget(
            name: "RxSwiftSpelledTests",
            dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking", "HTTPStubServer"]),
    ],
    swiftLanguageModes: [.v6]
)
