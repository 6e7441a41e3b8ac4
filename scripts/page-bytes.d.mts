import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';

/** A file as the server sends it. */
export interface Served {
  type: string;
  body: string | Uint8Array;
}
/** A script or style sheet a page fetched: its path, its size and its gzip -9 size. */
export interface Fetched {
  path: string;
  bytes: number;
  gzip: number;
}
export function gzipSize(bytes: Uint8Array): number;
export const BUNDLE_URL: string;
export function serve(root: string, files: Map<string, Served>): Promise<{ server: Server; url: string }>;
export function html(body: string): Served;
export function fetchedBy(browser: Browser, url: string, use: (page: Page) => Promise<void>): Promise<Fetched[]>;
export function oneBoardPage(moves?: string): string;
export function stepWithButtons(page: Page): Promise<void>;
export function oneBoardPageFetches(root: string): Promise<{ ok: true; files: Fetched[] } | { ok: false; reason: string }>;
