// Entry for the text worker when the server runs from TypeScript source (tsx dev server, vitest):
// registers tsx inside the worker thread, then loads the worker module. The bundle instead has
// dist/text-worker.js (build.mjs); text-pool.ts picks whichever exists.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./text-worker.ts');
export default worker.default;
