/// Virtual time in `TestScheduler` ticks.
///
/// With the default resolution of 1.0, one tick is one second of scheduler time, so `.seconds(20)` spans 20 ticks.
public typealias TestTime = Int
