// Prints every endpoint of the contract's table as one `METHOD /path` line (see ../shared/tools/spec-coverage).
import { endpoints } from '../src/endpoints';

for (const ep of endpoints) console.log(`${ep.method} ${ep.path}`);
