/// Another name for `Observable`, for code where `Observable` is ambiguous (Foundation's `Observation`, Combine
/// or SwiftUI declare types of that name too).
///
/// The same spelling as RxSwift's, so `RxObservable<Int>` in ported code keeps compiling.
public typealias RxObservable<Element> = Observable<Element>
