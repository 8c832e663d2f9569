import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import layout from './eslint-boundaries.js';

// RuleTester reports through the test framework's hooks.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const web = (file) => path.join(root, 'apps/web/src', file);
const server = (file) => path.join(root, 'apps/server/src/modules', file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('layout/boundaries', layout.rules.boundaries, {
  valid: [
    // A feature through its index or another root entry; inside a feature, anything.
    { filename: web('features/trades/api/x.ts'), code: "import { a } from '@/features/wallet';" },
    { filename: web('features/feed/api/x.ts'), code: "import { a } from '@/features/items/shell';" },
    { filename: web('features/trades/pages/p.tsx'), code: "import { a } from '../components/c';" },
    // The app composes pages.
    { filename: web('app/router.tsx'), code: "const p = import('@/features/wallet/pages/wallet-page');" },
    // A module through its service or index; tests and their kits reach further.
    { filename: server('feed/service.ts'), code: "import * as items from '../items/service.ts';" },
    { filename: server('feed/queries.ts'), code: "import { itemColumns } from '../items/index.ts';" },
    { filename: server('trades/x.test.ts'), code: "import { a } from '../wallet/ledger.ts';" },
    { filename: server('items/service.ts'), code: "import * as queries from './queries.ts';" },
  ],
  invalid: [
    {
      filename: web('features/trades/api/x.ts'),
      code: "import { a } from '@/features/wallet/api/query-keys';",
      errors: [
        { message: 'Use features/wallet through its index.ts (or another entry at its root), not its api/.' },
      ],
    },
    {
      filename: web('features/trades/api/x.ts'),
      code: "import { a } from '../../wallet/components/c';",
      errors: [{ message: /not its components\// }],
    },
    {
      filename: web('lib/x.ts'),
      code: "import { a } from '@/features/wallet';",
      errors: [{ message: 'Shared lib/ code must not depend on a feature (features/wallet).' }],
    },
    {
      filename: server('feed/queries.ts'),
      code: "import { a } from '../items/queries.ts';",
      errors: [{ message: 'Use the items module through its service.ts (or index.ts), not queries.ts.' }],
    },
    {
      filename: server('payments/service.ts'),
      code: "export { a } from '../notifications/texts.ts';",
      errors: [{ message: /notifications module/ }],
    },
  ],
});
