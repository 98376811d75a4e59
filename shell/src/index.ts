// Async boundary, entered a task later: docs/architecture.md, 'How a remote loads'.
setTimeout(() => void import('./bootstrap'));
