extension UserRepositoriesViewModel {
    /// Enter pressed in user mode: the text in the field when it was pressed (it may not have reached `username`
    /// yet, when typed in the same burst) and the row shown highlighted, if any.
    public struct Enter: Equatable, Sendable {
        /// The login typed, untrimmed.
        public let login: String
        /// The row the list showed highlighted, which may be a previous login's.
        public let highlighted: Repository?

        /// Enter for `login` with `highlighted` under the selection.
        public init(login: String, highlighted: Repository?) {
            self.login = login
            self.highlighted = highlighted
        }
    }

    /// What Enter in user mode opens, as a fold over the Enters, their withdrawals and the lookups: the row
    /// highlighted when the list shown is the login's; pressed while the login's list is awaited (none of its rows
    /// shown), the first repository of that login when its list arrives. Another login, a withdrawal, a failed
    /// lookup or an empty list drop such an Enter; a list of another login never answers it.
    struct EnterFold {
        enum Input {
            case enter(Enter)
            case cancel
            case lookup(Lookup)
        }

        /// The login whose first repository opens when its list arrives.
        private(set) var pending: String?
        /// What to open now, after the input just applied.
        private(set) var open: Repository?
        /// The latest lookup.
        private(set) var lookup = Lookup.idle
        /// The login being looked up (or last looked up).
        private var current: String?
        /// Whether `current`'s list is awaited (settling or loading).
        private var awaiting = false
        /// The login whose rows the list shows (kept while the next login is looked up), `nil` when none.
        private var shown: String?

        mutating func apply(_ input: Input) {
            open = nil
            switch input {
            case .enter(let enter):
                let login = enter.login.trimmingCharacters(in: .whitespacesAndNewlines)
                if let highlighted = enter.highlighted, shown == login {
                    pending = nil
                    open = highlighted
                } else if !login.isEmpty, login != current || awaiting {
                    // The login's list is still to come (or the login has not reached the lookups yet).
                    pending = login
                }
            case .cancel:
                pending = nil
            case .lookup(let lookup):
                follow(lookup)
            }
        }

        private mutating func follow(_ lookup: Lookup) {
            self.lookup = lookup
            switch lookup {
            case .idle:
                current = nil
                awaiting = false
                shown = nil
                pending = nil
            case .waiting(let login), .loading(let login):
                current = login
                awaiting = true
                // Another login was typed: the Enter meant the first repository of the one it was pressed for.
                if pending != login { pending = nil }
            case .loaded(let login, let repositories, _):
                awaiting = false
                shown = repositories.isEmpty ? nil : login
                // An answer of another login (on its way when Enter came for the next one) answers nothing.
                guard pending == login else { return }
                pending = nil
                open = repositories.first
            case .failed(let login, let error, _):
                awaiting = false
                if case .noSuchUser = error { shown = nil }
                if pending == login { pending = nil }
            }
        }
    }
}
