/** The demo's HTML pages, index first, then in name order. */
export function demoPages(): string[];
/** Starts the demo's Vite dev server; resolves to its base URL (ending in `/`) and a `close()` function. */
export function startDemoServer(): Promise<{ url: string; close(): Promise<void> }>;
