import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** What compresses; smaller files are not worth a second copy (and the server's on-the-fly gzip
 *  skips them too). */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_BYTES = 1024;

/**
 * Writes `NAME.br` (brotli, quality 11) and `NAME.gz` (gzip -9) beside each built text file, which
 * the server's static handler sends to clients that accept them (server/src/http/static.ts). The
 * server's own compression is on-the-fly gzip at the default level; the JS before app-ready on `/`
 * is 12 % smaller as brotli, and on a slow network every byte before app-ready is waited for.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = join(outDir, name);
            const source = await readFile(file);
            if (source.length < MIN_BYTES) return;
            await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }).then((out) => writeFile(`${file}.br`, out)),
              gz(source, { level: constants.Z_BEST_COMPRESSION }).then((out) =>
                writeFile(`${file}.gz`, out),
              ),
            ]);
          }),
      );
    },
  };
}
