// With LHCI_SERVER_URL and LHCI_TOKEN set, uploads the runs `npm run lhci` just made to that
// Lighthouse CI server (./server.mjs), beside the filesystem reports. The build is named by git
// (hash, branch, commit time), so each upload is comparable with the last in the server's UI.
import { spawnSync } from 'node:child_process';

/** Returns the exit status of `lhci upload --target=lhci`, or 0 when no server is set. */
export function uploadToServer(configFile, env = process.env) {
  const { LHCI_SERVER_URL: url, LHCI_TOKEN: token } = env;
  if (!url && !token) return 0;
  if (!url || !token) {
    console.error('LHCI_SERVER_URL and LHCI_TOKEN go together: set both to upload.');
    return 1;
  }
  console.log(`\nUploading to the Lighthouse CI server at ${url}…`);
  // The token stays in the environment (lhci reads LHCI_TOKEN), off the command line.
  const args = [
    'lhci',
    'upload',
    `--config=${configFile}`,
    '--target=lhci',
    `--serverBaseUrl=${url}`,
  ];
  return spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;
}
