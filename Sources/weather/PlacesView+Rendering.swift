import Rx
import RxMVC
import RxTerminal
import Weather

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Drawing a state: the list, the add screen or the detail, whichever is on top.
extension PlacesView {
    func render(_ state: PlacesState) {
        // The session restores the terminal at exit; quitting with changes that could not be saved, or with a
        // recording or trace that stopped, is a failure.
        if state.quit { exit(state.saveFailure == nil && !outputFailed() ? 0 : 1) }
        // The undo notice on the list only: elsewhere `u` is not undo (on the add screen it is a letter).
        let undoNotice = state.path.isEmpty ? state.undoNotice : nil
        notice.text = TextSanitizer.sanitize([state.notice, undoNotice].compactMap { $0 }.joined(separator: " "))
        switch state.path.top?.screen {
        case nil: renderList(state)
        case .add(let add)?: renderAdd(add)
        case .detail(let detail)?: renderDetail(detail)
        }
    }

    private func renderList(_ state: PlacesState) {
        title.left = "Weather: your places"
        field.text = ""
        searching.isAnimating = false
        list.emptyText = "No saved places yet: press a to add one"
        field.prompt = ""
        field.placeholder = ""
        field.showsCaret = false
        setCells(
            state.rows.map { row in
                let location = WeatherText.sanitized(row.location)
                let weather = row.weather.map(WeatherText.sanitized)
                var detail = weather.map(PlacesView.summary) ?? ""
                if let failure = row.failure.map(TextSanitizer.sanitize) {
                    // The failure, not the earlier weather; while a new refresh runs, that first (never cut).
                    detail = row.isLoading ? "refreshing… (the last refresh failed: \(failure))" : failure
                } else if row.isLoading {
                    detail = detail.isEmpty ? "loading weather…" : detail + "  (refreshing)"
                }
                // The demo-data label is the badge: when the row is too narrow, the name and the weather are cut
                // first (see ListCell).
                let badge =
                    weather?.isDemoData == true && row.failure == nil ? "(\(CurrentWeather.demoDataNotice))" : ""
                return ListCell(title: location.displayName, detail: detail, badge: badge)
            }, selected: state.highlighted)
        setLines([])
        status.left =
            state.deleted == nil
            ? "a add  d delete  Enter detail  r refresh  Esc quit"
            : "u undo  a add  d delete  Enter detail  r refresh  Esc quit"
    }

    private func renderAdd(_ add: AddPlaceState) {
        title.left = "Add a place: type a city, Up/Down to choose, Enter to save, Esc to go back"
        field.prompt = "City: "
        field.placeholder = "city name, e.g. Berlin"
        field.text = TextSanitizer.sanitize(add.query)
        field.showsCaret = true
        searching.isAnimating = add.isQuerying
        let typed = add.query.trimmingCharacters(in: .whitespacesAndNewlines)
        if add.results.failed && add.isQuerying && add.results.query == typed {
            list.emptyText = "Searching \u{201C}\(TextSanitizer.sanitize(typed))\u{201D} again…"
        } else if add.results.failed && !add.results.query.isEmpty {
            // The last search failed (until one works): not "type a few letters", which were typed. The status line
            // says how to search again.
            let failure = add.failure.map { ": " + TextSanitizer.sanitize($0) } ?? ""
            list.emptyText =
                "The search for \u{201C}\(TextSanitizer.sanitize(add.results.query))\u{201D} failed" + failure
        } else if !typed.isEmpty && add.results.query == typed {
            list.emptyText =
                "No place matches \u{201C}\(TextSanitizer.sanitize(typed))\u{201D}; check the spelling or try a nearby city"
        } else if !typed.isEmpty {
            // The text waits for its results (the debounce, the search): not "type a few letters", which were typed.
            list.emptyText = "Searching \u{201C}\(TextSanitizer.sanitize(typed))\u{201D}…"
        } else {
            list.emptyText = "No places yet: type a few letters of a city's name"
        }
        setCells(
            add.results.locations.map { location in
                let location = WeatherText.sanitized(location)
                return ListCell(title: location.name, detail: PlacesView.detail(of: location))
            }, selected: add.highlighted)
        setLines([])
        status.left = add.searchesAgainOnEnter ? "Enter search again  Esc back" : "Enter save  Esc back"
    }

    private func renderDetail(_ detail: PlaceDetailState) {
        let location = WeatherText.sanitized(detail.location)
        title.left = location.displayName
        field.prompt = ""
        field.placeholder = ""
        field.showsCaret = false
        field.text = location.coordinatesDescription
        searching.isAnimating = false
        list.emptyText = ""
        setCells([], selected: 0)
        var texts: [String] = []
        if let failure = detail.failure.map(TextSanitizer.sanitize) {
            texts.append("The last refresh failed: \(failure)")
            if detail.weather != nil {
                texts.append("Not current: the reading below is from before the failed refresh.")
            }
        }
        if let weather = detail.weather.map(WeatherText.sanitized) {
            texts.append(
                [
                    weather.temperature.description, weather.conditionDescription ?? "",
                    detail.isLoading ? "(refreshing)" : "",
                ]
                .filter { !$0.isEmpty }.joined(separator: "  "))
            if let time = weather.readingTime {
                texts.append(ReadingTime.text(time, now: clock.now, timeZone: timeZone))
            }
            if let feelsLike = weather.feelsLike { texts.append("Feels like \(feelsLike)") }
            if let humidity = weather.humidity { texts.append("Humidity \(PlacesView.whole(humidity))%") }
            if let wind = weather.windSpeed { texts.append("Wind \(PlacesView.tenths(wind)) \(weather.windSpeedUnit)") }
            if weather.isDemoData { texts.append("(\(CurrentWeather.demoDataNotice))") }
        } else if detail.isLoading || detail.failure == nil {
            texts.append(detail.isLoading ? "loading weather…" : "no weather")
        }
        setLines(texts)
        status.left = "Esc back"
    }

    private func setCells(_ cells: [ListCell], selected: Int) {
        list.setCells(cells, models: cells.map { $0 as Any })
        list.select(selected)
    }

    private func setLines(_ texts: [String]) {
        lines.texts = texts
    }

    /// "21.4°C  overcast" (a row's badge says when it is demo data).
    static func summary(_ weather: CurrentWeather) -> String {
        var text = weather.temperature.description
        if let condition = weather.conditionDescription, !condition.isEmpty { text += "  " + condition }
        return text
    }

    static func whole(_ value: Double) -> String {
        Int(exactly: value.rounded()).map(String.init) ?? "?"
    }

    static func tenths(_ value: Double) -> String {
        guard let tenths = Int(exactly: (value * 10).rounded()) else { return "?" }
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// "Land Berlin, Germany  52.52°N 13.41°E": what is known besides the name.
    static func detail(of location: Location) -> String {
        let area = [location.adminArea, location.country ?? location.countryCode]
            .compactMap { $0 }
            .filter { !$0.isEmpty && $0 != location.name }
        return (area + [location.coordinatesDescription]).joined(separator: ", ")
    }
}
