import Foundation
import Rx
import RxTesting
import XCTest

final class NotificationCenterRxTests: RxTestCase {
    private let ping = Notification.Name("NotificationCenterRxTests.ping")

    func testDeliversPostsWhileSubscribedOnly() {
        let center = NotificationCenter()
        var received: [Notification.Name] = []
        center.post(name: ping, object: nil)
        let subscription = center.rx.notification(ping).subscribe(onNext: { received.append($0.name) })
        center.post(name: ping, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        center.post(name: ping, object: NSObject())
        subscription.dispose()
        center.post(name: ping, object: nil)
        XCTAssertEqual(received, [ping, ping])
    }

    func testFiltersBySender() {
        let center = NotificationCenter()
        let sender = NSObject()
        var count = 0
        let subscription = center.rx.notification(ping, object: sender).subscribe(onNext: { _ in count += 1 })
        center.post(name: ping, object: nil)
        center.post(name: ping, object: NSObject())
        center.post(name: ping, object: sender)
        subscription.dispose()
        XCTAssertEqual(count, 1)
    }

    func testEveryNSObjectHasAnRxNamespace() {
        let object = NSObject()
        XCTAssertTrue(object.rx.base === object)
    }
}
