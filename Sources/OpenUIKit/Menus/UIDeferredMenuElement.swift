import Foundation

/// A placeholder in a menu whose elements come later (iOS 14): when a menu holding it is
/// shown, its provider is called, and the menu shows a loading row in its place until the
/// provider calls the completion with the elements, which then take the placeholder's place.
///
/// A placeholder made with `init(_:)` asks its provider once, the first time any menu shows
/// it, and keeps the elements for every later menu; one made with `uncached(_:)` (iOS 15)
/// asks each time a menu holding it is shown.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// What the system calls to ask for the elements; it calls the completion it is given,
    /// on the main actor, with them.
    private let elementProvider: @MainActor (@escaping @MainActor @Sendable ([UIMenuElement]) -> Void) -> Void
    /// Whether the elements, once provided, are kept for every later menu.
    private(set) var cachesElements = true
    /// The elements the provider gave, when cached.
    private(set) var cachedElements: [UIMenuElement]?
    /// Whether the cached provider was asked and has not answered yet.
    private var isWaiting = false
    /// What to tell when the cached provider answers: the menus showing the placeholder.
    private var waiters: [([UIMenuElement]) -> Void] = []

    /// A placeholder whose `elementProvider` is called once, when a menu first shows it; the
    /// elements it completes with are kept and reused by every menu that shows it later.
    public required init(_ elementProvider: @escaping @MainActor (@escaping @MainActor @Sendable ([UIMenuElement]) -> Void) -> Void) {
        self.elementProvider = elementProvider
        super.init(title: "", image: nil)
    }

    /// A placeholder whose `elementProvider` is called every time a menu holding it is shown
    /// (iOS 15); nothing is kept between menus.
    public class func uncached(_ elementProvider: @escaping @MainActor (@escaping @MainActor @Sendable ([UIMenuElement]) -> Void) -> Void)
        -> Self {
        let element = self.init(elementProvider)
        element.cachesElements = false
        return element
    }

    /// Asks for the elements for one showing of a menu: at once with the cached ones, else
    /// after the provider completes (a cached placeholder asks its provider only once, however
    /// many menus wait). `deliver` runs once, on the main actor.
    func requestElements(_ deliver: @escaping ([UIMenuElement]) -> Void) {
        if let cachedElements { return deliver(cachedElements) }
        if cachesElements {
            waiters.append(deliver)
            guard !isWaiting else { return }
            isWaiting = true
            callProvider { [weak self] elements in
                guard let self, self.cachedElements == nil else { return }
                self.cachedElements = elements
                self.isWaiting = false
                let waiting = self.waiters
                self.waiters = []
                for waiter in waiting { waiter(elements) }
            }
        } else {
            callProvider(deliver)
        }
    }

    /// Calls the provider; a second call of its completion is ignored, with a warning.
    private func callProvider(_ deliver: @escaping ([UIMenuElement]) -> Void) {
        let answer = DeferredMenuAnswer(deliver)
        elementProvider { elements in answer.fulfill(elements) }
    }
}

/// One call of a deferred element's provider: the first completion counts, later ones are
/// reported and dropped, as a menu's placeholder is replaced only once.
@MainActor
private final class DeferredMenuAnswer: Sendable {
    private var deliver: (([UIMenuElement]) -> Void)?

    init(_ deliver: @escaping ([UIMenuElement]) -> Void) {
        self.deliver = deliver
    }

    func fulfill(_ elements: [UIMenuElement]) {
        guard let deliver else {
            Diagnostics.warn("a UIDeferredMenuElement's completion was called more than once; only the first call's elements are shown",
                             once: "UIDeferredMenuElement.completion")
            return
        }
        self.deliver = nil
        deliver(elements)
    }
}
