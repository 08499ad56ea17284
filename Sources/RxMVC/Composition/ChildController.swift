import Rx

/// A child's part of its parent's controller, placed by the child's slot (`slot.controller(child)`); add it to a
/// `ComposedController` (`ComposedController(own, children: [...])`).
public struct ChildController<State, Event, Action> {
    let actions: (Observable<Event>, Observable<State>) -> Observable<Action>
}
