// The startup floor's LIFF chunk: the app's own adapter, the mock in mock builds (the only builds
// that carry the floor), so the floor pays for the same LIFF bytes and init as the app measured
// beside it.
export { createMockLiff as createLiff } from '../../src/liff/mock';
