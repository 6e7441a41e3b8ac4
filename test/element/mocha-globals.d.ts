/**
 * The Mocha globals @web/test-runner provides in the browser, typed for what these tests use.
 * Declared here rather than through @types/mocha to keep one dependency fewer.
 */
type MochaTest = () => void | Promise<void>;

declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: MochaTest): void;
declare function before(body: () => unknown): void;
declare function afterEach(body: () => unknown): void;
