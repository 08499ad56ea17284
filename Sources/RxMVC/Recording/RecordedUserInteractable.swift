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
