import Rx

/// The "C" of the loop: turns user events into actions; side effects (requests) live here.
public protocol Controller {
    /// What the user did.
    associatedtype Event
    /// What happened as a result, for the model.
    associatedtype Action
    /// The state this controller reads: `Unread` (the default) for a controller that reads none; a
    /// `StateReadingController`'s `State`. It lets the compiler check that a controller reading a state is given that
    /// state (a child's slot, `combineModel`) instead of finding out at run time.
    associatedtype ReadState = Unread

    /// The actions that follow from `eventStream`.
    func use(eventStream: Observable<Event>) -> Observable<Action>
}

/// The `ReadState` of a controller that reads no state (it has no values).
public enum Unread {}

/// A controller that maps each event to one action, synchronously.
public protocol MapController: Controller {
    /// What the user did (restated so conformers can infer it from `mapEventToAction(_:)`).
    associatedtype Event
    /// What happened as a result (restated so conformers can infer it from `mapEventToAction(_:)`).
    associatedtype Action

    /// The action for `event`.
    func mapEventToAction(_ event: Event) -> Action
}

extension MapController {
    /// One action per event.
    public func use(eventStream: Observable<Event>) -> Observable<Action> {
        eventStream.map { self.mapEventToAction($0) }
    }
}

/// How a `FlatMapController` combines the action streams of successive events.
public enum FlatMapType: Sendable, Equatable {
    /// All of them, merged (`flatMap`).
    case normal
    /// Only the latest: a new event disposes the previous event's stream (`flatMapLatest`); right for searches.
    case latest
    /// Only the first: events are ignored while a stream runs (`flatMapFirst`); right for "submit" buttons.
    case first
    /// All of them, one after another (`concatMap`).
    case concat

    /// Another name for `.normal`, after the operator it uses.
    public static var merge: FlatMapType { .normal }
}

/// A controller that maps each event to a stream of actions, such as a request that ends in a "loaded" action.
///
/// `flatMapType` decides what happens when a new event arrives while an earlier stream still runs.
public protocol FlatMapController: Controller {
    /// What the user did (restated so conformers can infer it from `flatMapEventToAction(_:)`).
    associatedtype Event
    /// What happened as a result (restated so conformers can infer it from `flatMapEventToAction(_:)`).
    associatedtype Action

    /// How streams of successive events combine.
    var flatMapType: FlatMapType { get }

    /// The actions for `event`.
    func flatMapEventToAction(_ event: Event) -> Observable<Action>
}

extension FlatMapController {
    /// `.normal` (merge every event's actions) unless the controller says otherwise.
    public var flatMapType: FlatMapType {
        .normal
    }

    /// The actions of every event, combined as `flatMapType` says.
    public func use(eventStream: Observable<Event>) -> Observable<Action> {
        let transform = { (event: Event) in self.flatMapEventToAction(event) }
        switch flatMapType {
        case .normal: return eventStream.flatMap(transform)
        case .latest: return eventStream.flatMapLatest(transform)
        case .first: return eventStream.flatMapFirst(transform)
        case .concat: return eventStream.concatMap(transform)
        }
    }
}
