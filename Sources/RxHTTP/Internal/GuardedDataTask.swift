import Dispatch
import Foundation
import Rx
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One data task with the rules `URLSession.rx` promises: same-origin redirects only, a total deadline, a body
/// cap, cancellation on dispose, and at most one outcome delivered, never after dispose.
///
/// The task runs on a private session made from the caller's session configuration with this object as its
/// delegate: it is the one delegate API that reports redirects, the response head and each body chunk on every
/// platform (swift-corelibs-foundation calls a task's own `delegate` for redirects only). The session is
/// invalidated as soon as the task is resumed, so it goes away, releasing this delegate, when the task ends.
final class GuardedDataTask: NSObject, URLSessionDataDelegate, Sendable {
    typealias Outcome = (response: HTTPURLResponse, data: Data)

    private struct State {
        var observer: AnyObserver<Outcome>?
        var task: URLSessionDataTask?
        var timer: DispatchWorkItem?
        var response: HTTPURLResponse?
        var body = Data()
    }

    private let request: URLRequest
    private let origin: HTTPOrigin
    private let limits: HTTPLimits
    private let state: Mutex<State>

    /// Prepares a run of `request` for `observer`; nothing is sent before `start(on:)`.
    init(request: URLRequest, limits: HTTPLimits, observer: AnyObserver<Outcome>) {
        self.request = request
        self.origin = request.url.map(HTTPOrigin.init) ?? HTTPOrigin(URL(fileURLWithPath: "/"))
        self.limits = limits
        self.state = Mutex(State(observer: observer))
    }

    /// Starts the task and the deadline timer on a private session configured like `session`.
    func start(configuredLike session: URLSession) {
        let privateSession = URLSession(configuration: session.configuration, delegate: self, delegateQueue: nil)
        let started = state.withLock { state -> Bool in
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

    /// Takes the observer (so nothing else is delivered), stops the timer and cancels the task.
    @discardableResult
    private func finish(cancellingTask: Bool) -> (AnyObserver<Outcome>?, HTTPURLResponse?, Data) {
        let (observer, task, timer, response, body) = state.withLock { state in
            let taken = (state.observer, state.task, state.timer, state.response, state.body)
            state = State()
            return taken
        }
        timer?.cancel()
        if cancellingTask { task?.cancel() }
        return (observer, response, body)
    }

    private func fail(_ error: HTTPError) {
        let (observer, _, _) = finish(cancellingTask: true)
        observer?.onError(error)
    }

    // MARK: - URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let target = newRequest.url, HTTPOrigin(target) == origin else {
            let to = newRequest.url.map(HTTPOrigin.init) ?? HTTPOrigin(URL(fileURLWithPath: "/"))
            fail(.crossOriginRedirect(from: origin, to: to))
            completionHandler(nil)
            return
        }
        // Same origin: credentials go along, whatever the platform's habit with headers on redirects.
        var next = newRequest
        if let authorization = request.value(forHTTPHeaderField: "Authorization"),
           next.value(forHTTPHeaderField: "Authorization") == nil {
            next.setValue(authorization, forHTTPHeaderField: "Authorization")
        }
        completionHandler(next)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let httpResponse = response as? HTTPURLResponse else {
            fail(.nonHTTPResponse)
            completionHandler(.cancel)
            return
        }
        let announced = response.expectedContentLength
        if announced > Int64(limits.maximumBodySize) {
            fail(.bodyTooLarge(limit: limits.maximumBodySize, announced: Int(clamping: announced)))
            completionHandler(.cancel)
            return
        }
        state.withLock { state in
            guard state.observer != nil else { return }
            state.response = httpResponse
            state.body = Data()
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = state.withLock { state -> Bool in
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
