// Async boundary: shared singletons (react, router, session, ...) are negotiated before bootstrap runs.
import('./bootstrap');

export {};
