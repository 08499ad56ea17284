import GitHubSearch
import RxTerminal

extension ListView {
    /// The repository under the highlight, if the list shows repositories and has a highlight.
    var highlightedRepository: Repository? {
        selectedIndex.flatMap { model(at: $0) as? Repository }
    }

    /// Shows `repositories` with `highlight` highlighted when it is one of them, else the first row: for rows shown
    /// afresh (another mode's list, another owner's page), where the highlight is not the list's to keep.
    func show(_ repositories: [Repository], highlighting highlight: Repository?) {
        update(repositories)
        let id = highlight.map(Self.id)
        select(id.flatMap { id in repositories.firstIndex { Self.id($0) == id } } ?? 0)
    }

    /// Replaces the rows with `repositories`: the highlight stays on its repository (a next page appended, the
    /// results searched again), or goes to the first row when the rows are another list.
    func update(_ repositories: [Repository]) {
        setCells(repositories.map(Self.cell), models: repositories, ids: repositories.map(Self.id))
    }

    /// A row: the name, then the full name and what else is known.
    static func cell(_ repository: Repository) -> ListCell {
        ListCell(title: RepositoryText.title(repository), detail: RepositoryText.detail(repository))
    }

    /// What identifies a repository in a list: its full name, in any case (as the model lists each once).
    static func id(_ repository: Repository) -> String {
        repository.fullName.lowercased()
    }
}
