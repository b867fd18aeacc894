import Foundation

extension UITableView {
    /// Installs the context menu interaction that asks the delegate for each row's menu
    /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`); a table whose delegate has
    /// none lets every press go at once.
    func installContextMenu() {
        let adapter = ListContextMenuAdapter(answers: ListContextMenuAdapter.Answers(
            configuration: { [weak self] point in
                guard let self, let delegate = self.tableDelegate, let path = self.indexPathForRow(at: point),
                      let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: path, point: point) else {
                    return nil
                }
                return (configuration, self.cellForRow(at: path))
            },
            highlightPreview: { [weak self] configuration in
                guard let self else { return nil }
                return self.tableDelegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
            },
            dismissPreview: { [weak self] configuration in
                guard let self else { return nil }
                return self.tableDelegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
            },
            willPerformPreviewAction: { [weak self] configuration, animator in
                guard let self else { return }
                self.tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            },
            willDisplay: { [weak self] configuration, animator in
                guard let self else { return }
                self.tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] configuration, animator in
                guard let self else { return }
                self.tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            }))
        contextMenuAdapter = adapter
        adapter.install(on: self)
    }
}
