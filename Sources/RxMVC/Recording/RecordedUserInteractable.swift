import Rx

/// A source of user events whose events are also written by a `SessionRecorder`.
public struct RecordedUserInteractable<Base: UserInteractable>: UserInteractable where Base.Event: Encodable {
    /// The source being recorded.
    public let base: Base
    /// Where its events go.
    public let recorder: SessionRecorder<Base.Event>

    /// The base's events, each written to the recorder as it passes.
    public func interact() -> Observable<Base.Event> {
        recorder.record(base.interact())
    }
}

extension UserInteractable where Event: Encodable {
    /// This source, with each event written to `recorder` as it passes: pass it as `andUserInteractable:`.
    public func recorded(by recorder: SessionRecorder<Event>) -> RecordedUserInteractable<Self> {
        RecordedUserInteractable(base: self, recorder: recorder)
    }
}

/// A state-reading source of user events whose events are also written to a recording, as
/// `RecordedUserInteractable` does for a plain one.
public struct RecordedStateReadingInteractable<Base: StateReadingInteractable>: StateReadingInteractable
where Base.Event: Encodable {
    /// The source recorded.
    public let base: Base
    /// Where the events go.
    public let recorder: SessionRecorder<Base.Event>

    public func interact(stateStream: Observable<Base.State>) -> Observable<Base.Event> {
        recorder.record(base.interact(stateStream: stateStream))
    }
}

extension StateReadingInteractable where Event: Encodable {
    /// This source, with every event also recorded by `recorder`.
    public func recorded(by recorder: SessionRecorder<Event>) -> RecordedStateReadingInteractable<Self> {
        RecordedStateReadingInteractable(base: self, recorder: recorder)
    }
}
