import Dispatch
import Foundation
import Rx

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One data task with the rules `URLSession.rx` promises: same-origin redirects only, a total deadline, a body
/// cap, cancellation on dispose, and at most one outcome delivered, never after dispose.
///
/// The body cap bounds memory only for bodies that are not decoded on the way in: swift-corelibs-foundation
/// decodes a compressed body as fast as it arrives and queues every decoded chunk for the delegate, so a small
/// "decompression bomb" had queued gigabytes before the first chunk over the cap was counted. So a request that
/// does not choose its own `Accept-Encoding` asks for `identity`, and an answer compressed all the same is refused
/// from its head, before its body is read (`HTTPError.unrequestedEncoding`).
///
/// The task runs on a private session made from the caller's session configuration with this object as its
/// delegate: it is the one delegate API that reports redirects, the response head and each body chunk on every
/// platform (swift-corelibs-foundation calls a task's own `delegate` for redirects only). The session is
/// invalidated as soon as the task is resumed, so it goes away, releasing this delegate, when the task ends.
///
/// Cancelling the task while a redirect or response callback waits for its completion handler makes
/// swift-corelibs-foundation trap when the handler is then called, so a cancellation asked for during such a
/// callback waits until the handler has been called, and a callback arriving after a cancellation is not answered
/// (the cancellation ends the task).
// Sendable: `unguardedState` is guarded by `lock`.
final class GuardedDataTask: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Outcome = (response: HTTPURLResponse, data: Data)

    private struct State {
        var observer: AnyObserver<Outcome>?
        var task: URLSessionDataTask?
        var timer: DispatchWorkItem?
        var response: HTTPURLResponse?
        var body = Data()
        /// A callback is between its start and its completion handler: cancelling must wait.
        var answering = false
        /// A cancellation was asked for while `answering`.
        var cancelWhenAnswered = false
        /// `task.cancel()` has been called: completion handlers must no longer be called.
        var cancelled = false
    }

    private let request: URLRequest
    /// Whether `request` asks for an unencoded body (`Accept-Encoding: identity`, set here when the caller did not
    /// choose an encoding): an encoded answer is then refused.
    private let asksForIdentity: Bool
    private let origin: HTTPOrigin
    private let limits: HTTPLimits
    private let lock = RxLock()
    private var unguardedState: State

    /// Prepares a run of `request` for `observer`; nothing is sent before `start(configuredLike:)`.
    init(request: URLRequest, limits: HTTPLimits, observer: AnyObserver<Outcome>) {
        var sent = request
        asksForIdentity = request.value(forHTTPHeaderField: "Accept-Encoding") == nil
        if asksForIdentity {
            sent.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        }
        self.request = sent
        self.origin = HTTPOrigin(request.url ?? URL(fileURLWithPath: "/"))
        self.limits = limits
        self.unguardedState = State(observer: observer)
    }

    /// Runs `body` on the state under `lock`.
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&unguardedState) }
    }

    /// Starts the task and the deadline timer on a private session configured like `session`.
    func start(configuredLike session: URLSession) {
        let privateSession = URLSession(configuration: session.configuration, delegate: self, delegateQueue: nil)
        let started = withState { state -> Bool in
            guard state.observer != nil else { return false }
            let task = privateSession.dataTask(with: request)
            let timer = DispatchWorkItem { [weak self, limits] in
                self?.fail(.deadlineExceeded(seconds: limits.deadline))
            }
            state.task = task
            state.timer = timer
            // Callbacks come on the session's queue and wait for this lock.
            DispatchQueue.global().asyncAfter(deadline: .now() + limits.deadline, execute: timer)
            task.resume()
            return true
        }
        guard started else {
            privateSession.invalidateAndCancel()
            return
        }
        privateSession.finishTasksAndInvalidate()
    }

    /// Stops everything and delivers nothing (disposal).
    func cancel() {
        finish(cancellingTask: true)
    }

    // MARK: - Outcomes

    /// Takes the observer and what was received (so nothing else is delivered), stops the timer and, when asked,
    /// cancels the task (at once, or once the callback being answered has been answered).
    @discardableResult
    private func finish(cancellingTask: Bool) -> (
        observer: AnyObserver<Outcome>?, response: HTTPURLResponse?, body: Data
    ) {
        let (taken, timer, taskToCancel) = withState { state in
            let taken = (observer: state.observer, response: state.response, body: state.body)
            let timer = state.timer
            state.observer = nil
            state.response = nil
            state.body = Data()
            state.timer = nil
            var taskToCancel: URLSessionDataTask?
            if cancellingTask, !state.cancelled {
                if state.answering {
                    state.cancelWhenAnswered = true
                } else {
                    state.cancelled = true
                    taskToCancel = state.task
                }
            }
            return (taken, timer, taskToCancel)
        }
        timer?.cancel()
        taskToCancel?.cancel()
        return taken
    }

    private func fail(_ error: HTTPError) {
        finish(cancellingTask: true).observer?.onError(error)
    }

    /// Marks a callback that needs its completion handler as being answered; `false` when the task is cancelled
    /// already (the handler must not be called then).
    private func beginAnswer() -> Bool {
        withState { state in
            guard !state.cancelled else { return false }
            state.answering = true
            return true
        }
    }

    /// Ends `beginAnswer()`, after the completion handler was called, and runs a cancellation that waited for it.
    private func endAnswer() {
        let task = withState { state -> URLSessionDataTask? in
            state.answering = false
            guard state.cancelWhenAnswered, !state.cancelled else { return nil }
            state.cancelWhenAnswered = false
            state.cancelled = true
            return state.task
        }
        task?.cancel()
    }

    private var isFinished: Bool {
        withState { $0.observer == nil }
    }

    // MARK: - URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard beginAnswer() else { return }
        defer { endAnswer() }
        let target = HTTPOrigin(newRequest.url ?? URL(fileURLWithPath: "/"))
        guard !isFinished else { return completionHandler(nil) }
        guard target == origin else {
            let observer = finish(cancellingTask: false).observer
            completionHandler(nil)
            observer?.onError(HTTPError.crossOriginRedirect(from: origin, to: target))
            return
        }
        // Same origin: credentials go along, whatever the platform's habit with headers on redirects.
        var next = newRequest
        if let authorization = request.value(forHTTPHeaderField: "Authorization"),
            next.value(forHTTPHeaderField: "Authorization") == nil
        {
            next.setValue(authorization, forHTTPHeaderField: "Authorization")
        }
        completionHandler(next)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard beginAnswer() else { return }
        defer { endAnswer() }
        guard let httpResponse = response as? HTTPURLResponse else {
            let observer = finish(cancellingTask: false).observer
            completionHandler(.cancel)
            observer?.onError(HTTPError.nonHTTPResponse)
            return
        }
        if asksForIdentity, let encoding = Self.decodedEncoding(of: httpResponse) {
            let observer = finish(cancellingTask: false).observer
            completionHandler(.cancel)
            if (200..<300).contains(httpResponse.statusCode) {
                observer?.onError(HTTPError.unrequestedEncoding(encoding))
            } else {
                // An error answer says what it is in its head (the status, rate-limit headers): it is delivered
                // without its body, which is not read.
                observer?.onNext((response: httpResponse, data: Data()))
                observer?.onCompleted()
            }
            return
        }
        let announced = response.expectedContentLength
        if announced > Int64(limits.maximumBodySize) {
            let observer = finish(cancellingTask: false).observer
            completionHandler(.cancel)
            observer?.onError(
                HTTPError.bodyTooLarge(limit: limits.maximumBodySize, announced: Int(clamping: announced)))
            return
        }
        let active = withState { state -> Bool in
            guard state.observer != nil else { return false }
            state.response = httpResponse
            state.body = Data()
            return true
        }
        completionHandler(active ? .allow : .cancel)
    }

    /// A coding the response's body would be decoded from on the way in, `nil` when there is none: a
    /// `Content-Encoding` other than `identity`, or a `Transfer-Encoding` coding other than `chunked` (libcurl
    /// decodes `Transfer-Encoding: gzip` too).
    static func decodedEncoding(of response: HTTPURLResponse) -> String? {
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String else { continue }
            let passing: Set<String>
            switch name.lowercased() {
            case "content-encoding": passing = ["", "identity"]
            case "transfer-encoding": passing = ["", "identity", "chunked"]
            default: continue
            }
            let codings = "\(value)".split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if let coding = codings.first(where: { !passing.contains($0.lowercased()) }) {
                return coding
            }
        }
        return nil
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = withState { state -> Bool in
            guard state.observer != nil else { return false }
            if state.body.count + data.count > limits.maximumBodySize { return true }
            state.body.append(data)
            return false
        }
        if overLimit {
            fail(.bodyTooLarge(limit: limits.maximumBodySize, announced: nil))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let (observer, response, body) = finish(cancellingTask: false)
        guard let observer else { return }
        if let error {
            observer.onError(HTTPError.transport(TransportFailure(error)))
            return
        }
        guard let response else {
            observer.onError(HTTPError.nonHTTPResponse)
            return
        }
        observer.onNext((response: response, data: body))
        observer.onCompleted()
    }
}
