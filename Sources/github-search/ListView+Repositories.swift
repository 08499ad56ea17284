import GitHubSearch
import RxTerminal

extension ListView {
    /// The repository under the highlight, if the list shows repositories and has a highlight.
    var highlightedRepository: Repository? {
        selectedIndex.flatMap { model(at: $0) as? Repository }
    }

    /// Shows `repositories` as rows afresh: the highlight goes to `highlight` when it is one of them, else to the
    /// first row — never to the row that had the index highlighted before (that was another list's).
    func show(_ repositories: [Repository], highlighting highlight: Repository?) {
        setCells([], models: [])
        setCells(repositories.map(Self.cell), models: repositories)
        if let highlight, let index = repositories.firstIndex(of: highlight) {
            select(index)
        }
    }

    /// Replaces the rows with `repositories`, keeping the highlight's index (a next page appended, a list
    /// refreshed): for rows of the same list.
    func update(_ repositories: [Repository]) {
        setCells(repositories.map(Self.cell), models: repositories)
    }

    /// A row: the name, then the full name and what else is known.
    static func cell(_ repository: Repository) -> ListCell {
        ListCell(title: RepositoryText.title(repository), detail: RepositoryText.detail(repository))
    }
}
