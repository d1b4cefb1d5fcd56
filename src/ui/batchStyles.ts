import { batchStyleWrites } from './styleBatching';

// Imported first by main.tsx, so it runs before any module-level css() call.
batchStyleWrites(document);
