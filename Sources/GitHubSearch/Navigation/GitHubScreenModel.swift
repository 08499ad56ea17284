import RxMVC

/// The pushed screens' pure fold.
public struct GitHubScreenModel: ReducerModel {
    /// The screen a loop of this model alone starts with (the app pushes screens instead).
    public let initialState: GitHubScreen

    /// A model starting from `initialState`.
    public init(initialState: GitHubScreen = .owner(login: "")) {
        self.initialState = initialState
    }

    /// The screen after `action`.
    public func reduce(state: GitHubScreen, with action: GitHubScreenAction) -> GitHubScreen {
        switch (state, action) {
        case (.detail(var detail), .openAttempted(let outcome)):
            detail.openMessage = outcome.message
            return .detail(detail)
        default:
            return state
        }
    }
}
