// Audits its share of a collection's runs on the second core (collect.mjs `auditAll`), with its own
// copy of Lighthouse and of the round-trip correction, and posts the reports back in order.
import { parentPort, workerData } from 'node:worker_threads';
import { auditor } from './audit.mjs';

const { config, serverTimes, runs } = workerData;
const audit = await auditor(config, serverTimes);
const reports = [];
for (const { artifacts, url } of runs) reports.push(await audit(artifacts, url));
parentPort.postMessage(reports);
