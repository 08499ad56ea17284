#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Rx
import RxTerminal
import Weather

/// The full-screen app: a search field, the matching places with a spinner while searching, and a weather panel
/// for the place picked with Enter. The view only renders and forwards; `AddLocationViewModel` and
/// `WeatherViewModel` decide (Enter goes to the view model with the highlighted row, and acts only on the results
/// for the text on screen). Every text from a service is sanitised before it is shown (`WeatherText`).
final class WeatherScreen {
    let title = Label("Weather: type a city, Up/Down to choose, Enter to pick, Esc to quit", style: .bold)
    let field = TextField(placeholder: "city name, e.g. Berlin", prompt: "City: ")
    let searching: Spinner
    let list = ListView(emptyText: "No places yet: type a few letters of a city's name")
    let place = Label("Pick a place to see its weather")
    let degrees = Label("", style: .bold)
    let notice = Label("")
    let loading: Spinner
    let toast: Toast
    let status: StatusBar
    let content: Widget

    private let services: WeatherServices
    private let units: Units
    private let scheduler: SchedulerType
    private let bag = DisposeBag()

    init(services: WeatherServices, units: Units, scheduler: SchedulerType) {
        self.services = services
        self.units = units
        self.scheduler = scheduler
        searching = Spinner(title: "searching places", scheduler: scheduler)
        loading = Spinner(title: "loading weather", scheduler: scheduler)
        toast = Toast(duration: .seconds(4), scheduler: scheduler)
        status = StatusBar(left: "Enter pick  Esc quit", right: services.name)
        content = VStack([title, field, searching, list, place, degrees, notice, loading, toast, status])
    }

    /// Wires the widgets to the view models and the keys.
    func bind(to screen: Screen) {
        let search = AddLocationViewModel(
            query: field.rx.text.orEmpty.asDriver(), geocoder: services.geocoder, scheduler: scheduler)

        search.locations
            .drive(list.rx.items) { _, location, cell in
                let location = WeatherText.sanitized(location)
                cell.title = location.name
                cell.detail = WeatherScreen.detail(of: location)
            }
            .disposed(by: bag)
        search.querying.drive(searching.rx.isAnimating).disposed(by: bag)
        search.errors.map(TextSanitizer.sanitize).emit(to: toast.rx.message).disposed(by: bag)

        let weather = WeatherViewModel(weatherService: services.weather, units: units, scheduler: scheduler)
        let list = list
        let enter = screen.rx.keys.filter { $0 == .enter }.map { _ in list.selectedIndex }
        let output = weather.transform(input: WeatherViewModel.Input(
            searchText: .empty(),
            placeQuery: field.rx.text.orEmpty.asDriver(),
            placeResults: search.results,
            pick: enter.asSignal(onErrorSignalWith: .empty())))

        output.weather
            .map { weather in
                guard let weather = weather.map(WeatherText.sanitized) else { return "Pick a place to see its weather" }
                return weather.location?.displayName ?? weather.placeName
            }
            .drive(place.rx.text)
            .disposed(by: bag)
        Driver.combineLatest(output.degrees, output.condition) { degrees, condition in
            TextSanitizer.sanitize(condition.isEmpty ? degrees : "\(degrees)  \(condition)")
        }
        .drive(degrees.rx.text)
        .disposed(by: bag)
        output.notice
            .map { $0.isEmpty ? "" : "(\($0))" }
            .drive(notice.rx.text)
            .disposed(by: bag)
        output.loading.drive(loading.rx.isAnimating).disposed(by: bag)
        output.error.map(TextSanitizer.sanitize).emit(to: toast.rx.message).disposed(by: bag)

        screen.rx.keys
            .filter { $0 == .escape }
            .subscribe(onNext: { _ in exit(0) }) // the session restores the terminal at exit
            .disposed(by: bag)
    }

    /// "Land Berlin, Germany  52.52°N 13.41°E": what is known besides the name.
    static func detail(of location: Location) -> String {
        let area = [location.adminArea, location.country ?? location.countryCode]
            .compactMap { $0 }
            .filter { !$0.isEmpty && $0 != location.name }
        return (area + [location.coordinatesDescription]).joined(separator: ", ")
    }
}
