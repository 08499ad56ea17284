import Foundation
import Rx

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Reactive where Base: URLSession {
    /// The body of one 2xx response, failing with the typed `HTTPError` (not RxCocoa's `RxCocoaURLError`) for any
    /// other status: what `decodable(_:request:decoder:)` builds on.
    func typedData(request: URLRequest, limits: HTTPLimits = .default) -> Observable<Data> {
        response(request: request, limits: limits).map { response, data in
            if let error = HTTPError.from(response: response, data: data) { throw error }
            return data
        }
    }
}
