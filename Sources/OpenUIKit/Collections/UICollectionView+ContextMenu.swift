import Foundation

extension UICollectionView {
    /// Installs the context menu interaction that asks the delegate for each item's menu
    /// (`tableView(_:contextMenuConfigurationForItemAt:point:)`); a collection view whose delegate has
    /// none lets every press go at once.
    func installContextMenu() {
        let adapter = ListContextMenuAdapter(answers: ListContextMenuAdapter.Answers(
            configuration: { [weak self] point in
                guard let self, let delegate = self.collectionDelegate, let path = self.indexPathForItem(at: point),
                      let configuration = delegate.collectionView(self, contextMenuConfigurationForItemAt: path, point: point) else {
                    return nil
                }
                return (configuration, self.cellForItem(at: path))
            },
            highlightPreview: { [weak self] configuration in
                guard let self else { return nil }
                return self.collectionDelegate?.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
            },
            dismissPreview: { [weak self] configuration in
                guard let self else { return nil }
                return self.collectionDelegate?.collectionView(self, previewForDismissingContextMenuWithConfiguration: configuration)
            },
            willPerformPreviewAction: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            },
            willDisplay: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
            }))
        contextMenuAdapter = adapter
        adapter.install(on: self)
    }
}
